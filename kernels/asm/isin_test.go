package asm

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// matchRef is the reference of both membership entries: per value, the
// set of keys it equals.
func matchRef[T matchUint](x, keys []T) (any, each []uint64) {
	words := (len(x) + 63) / 64
	any = make([]uint64, words)
	each = make([]uint64, words*len(keys))
	for j, v := range x {
		for m, k := range keys {
			if v == k {
				any[j/64] |= 1 << (j % 64)
				each[j/64*len(keys)+m] |= 1 << (j % 64)
			}
		}
	}
	return any, each
}

// matchCase draws n values and nk distinct keys of T: half the values from
// a pool that holds the keys, the extremes (0, the top bit, all ones) and
// their neighbours, half at random, so that every lane of a vector both
// matches and misses.
func matchCase[T matchUint](r *rand.Rand, n, nk int) (x, keys []T) {
	var zero T
	ones := ^zero
	top := ones ^ ones>>1
	pool := []T{0, 1, ones, ones - 1, top, top - 1, top + 1}
	seen := map[T]bool{}
	for len(keys) < nk {
		var k T
		if r.IntN(3) == 0 {
			k = pool[r.IntN(len(pool))]
		} else {
			k = T(r.Uint64())
		}
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	pool = append(pool, keys...)
	x = make([]T, n)
	for i := range x {
		if r.IntN(2) == 0 {
			x[i] = pool[r.IntN(len(pool))]
		} else {
			x[i] = T(r.Uint64())
		}
	}
	return x, keys
}

func testMatch[T matchUint](t *testing.T, any, each func(dst []uint64, x, keys []T)) {
	r := newRand(uint64(len(t.Name())))
	for _, n := range testLengths(1100) {
		for _, nk := range []int{0, 1, 2, 3, 4, 5, 8, 13, 16} {
			x, keys := matchCase[T](r, n, nk)
			wantAny, wantEach := matchRef(x, keys)
			px, pk := placed(t, x), placed(t, keys)
			// dst sized exactly, ending at a guard page, filled with junk:
			// every word must be written.
			junk := func(words int) []uint64 {
				d := placed(t, make([]uint64, words))
				for i := range d {
					d[i] = 0xdeadbeefcafef00d
				}
				return d
			}
			gotAny := junk(len(wantAny))
			any(gotAny, px, pk)
			if !slices.Equal(gotAny, wantAny) {
				t.Fatalf("MatchAny(n=%d, keys=%d): %s", n, nk, firstDiff(gotAny, wantAny))
			}
			gotEach := junk(len(wantEach))
			if len(wantEach) == 0 {
				gotEach = nil
			}
			each(gotEach, px, pk)
			if !slices.Equal(gotEach, wantEach) {
				t.Fatalf("MatchEach(n=%d, keys=%d): %s", n, nk, firstDiff(gotEach, wantEach))
			}
		}
	}
}

func firstDiff(got, want []uint64) string {
	for i := range want {
		if got[i] != want[i] {
			return fmt.Sprintf("word %d = %#016x, want %#016x", i, got[i], want[i])
		}
	}
	return "lengths differ"
}

func TestMatch(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		t.Run("bits=8", func(t *testing.T) { testMatch(t, k.MatchAny8, k.MatchEach8) })
		t.Run("bits=16", func(t *testing.T) { testMatch(t, k.MatchAny16, k.MatchEach16) })
		t.Run("bits=32", func(t *testing.T) { testMatch(t, k.MatchAny32, k.MatchEach32) })
		t.Run("bits=64", func(t *testing.T) { testMatch(t, k.MatchAny64, k.MatchEach64) })
	})
}

// TestMatchLimits checks the entries refuse what the assembly trusts: too
// many keys, a short destination.
func TestMatchLimits(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		x := make([]uint64, 130)
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"any keys", func() { k.MatchAny64(make([]uint64, 3), x, make([]uint64, MatchKeys+1)) }},
			{"each keys", func() { k.MatchEach64(make([]uint64, 60), x, make([]uint64, MatchKeys+1)) }},
			{"any dst", func() { k.MatchAny64(make([]uint64, 2), x, make([]uint64, 1)) }},
			{"each dst", func() { k.MatchEach64(make([]uint64, 5), x, make([]uint64, 2)) }},
		} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s: no panic", c.name)
					}
				}()
				c.f()
			}()
		}
	})
}

func FuzzMatch(f *testing.F) {
	f.Add([]byte("abcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabc"), uint8(3), uint8(0))
	f.Add(make([]byte, 1024), uint8(16), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, nk, width uint8) {
		// the first keys are the leading values of data, then the values
		nk %= MatchKeys + 1
		switch width % 4 {
		case 0:
			fuzzMatch(t, data, int(nk), 1, func(b []byte) uint8 { return b[0] }, func(k *Table) (func(dst []uint64, x, keys []uint8), func(dst []uint64, x, keys []uint8)) {
				return k.MatchAny8, k.MatchEach8
			})
		case 1:
			fuzzMatch(t, data, int(nk), 2, binary.LittleEndian.Uint16, func(k *Table) (func(dst []uint64, x, keys []uint16), func(dst []uint64, x, keys []uint16)) {
				return k.MatchAny16, k.MatchEach16
			})
		case 2:
			fuzzMatch(t, data, int(nk), 4, binary.LittleEndian.Uint32, func(k *Table) (func(dst []uint64, x, keys []uint32), func(dst []uint64, x, keys []uint32)) {
				return k.MatchAny32, k.MatchEach32
			})
		default:
			fuzzMatch(t, data, int(nk), 8, binary.LittleEndian.Uint64, func(k *Table) (func(dst []uint64, x, keys []uint64), func(dst []uint64, x, keys []uint64)) {
				return k.MatchAny64, k.MatchEach64
			})
		}
	})
}

func fuzzMatch[T matchUint](t *testing.T, data []byte, nk, size int, get func([]byte) T, entries func(k *Table) (func(dst []uint64, x, keys []T), func(dst []uint64, x, keys []T))) {
	var vals []T
	for i := 0; i+size <= len(data); i += size {
		vals = append(vals, get(data[i:]))
	}
	nk = min(nk, len(vals))
	keys, x := vals[:nk], vals[nk:]
	wantAny, wantEach := matchRef(x, keys)
	for _, lv := range Levels() {
		any, each := entries(lv.Table())
		gotAny := make([]uint64, len(wantAny))
		any(gotAny, x, keys)
		gotEach := make([]uint64, len(wantEach))
		each(gotEach, x, keys)
		if !slices.Equal(gotAny, wantAny) || !slices.Equal(gotEach, wantEach) {
			t.Fatalf("isa=%v: membership of %d values in %d keys differs", lv, len(x), nk)
		}
	}
}
