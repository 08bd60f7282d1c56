package kernels

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// runsRef walks the bits one by one.
func runsRef(b []byte, off, n int) []Run {
	var rs []Run
	for i := 0; i < n; {
		v := bit(b, off+i)
		j := i + 1
		for j < n && bit(b, off+j) == v {
			j++
		}
		rs = append(rs, Run{i, j, v})
		i = j
	}
	return rs
}

func setRunsRef(b []byte, off, n int) [][2]int {
	var rs [][2]int
	for _, r := range runsRef(b, off, n) {
		if r.Set {
			rs = append(rs, [2]int{r.Start, r.End})
		}
	}
	return rs
}

func collectSetRuns(k *asm.Table, b []byte, off, n int) [][2]int {
	var rs [][2]int
	for s, e := range setBitRuns(k, b, off, n) {
		rs = append(rs, [2]int{s, e})
	}
	return rs
}

func TestSetBitRuns(t *testing.T) {
	r := newRand(1)
	type gen struct {
		name string
		make func(n int) []byte
	}
	gens := []gen{
		{"p=0.5", func(n int) []byte { return randBitmap(r, n, 0.5) }},
		{"p=0.01", func(n int) []byte { return randBitmap(r, n, 0.01) }},
		{"p=0.99", func(n int) []byte { return randBitmap(r, n, 0.99) }},
		{"p=0", func(n int) []byte { return randBitmap(r, n, 0) }},
		{"p=1", func(n int) []byte { return randBitmap(r, n, 1) }},
		{"runs=300", func(n int) []byte { return runBitmap(r, n, 300) }},
		{"runs=5000", func(n int) []byte { return runBitmap(r, n, 5000) }},
		{"mixed", func(n int) []byte { return mixedBitmap(r, n) }},
	}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, g := range gens {
			for _, n := range bitLengths() {
				for _, off := range []int{0, 1, 3, 7, 8, 13, 67} {
					b := g.make(off + n)
					want := setRunsRef(b, off, n)
					if got := collectSetRuns(k, b, off, n); !slices.Equal(got, want) {
						t.Fatalf("%s, off=%d, n=%d:\n got %v\nwant %v", g.name, off, n, short(got), short(want))
					}
					if n < 300 || off == 3 {
						var all []Run
						for run := range runs(k, b, off, n) {
							all = append(all, run)
						}
						if want := runsRef(b, off, n); !slices.Equal(all, want) {
							t.Fatalf("Runs %s, off=%d, n=%d:\n got %v\nwant %v", g.name, off, n, short(all), short(want))
						}
					}
				}
			}
		}
	})
}

// mixedBitmap switches between random, sparse, dense and long-run stretches
// of a few hundred to a few thousand bits, so the iterator changes between
// its dense and sparse block decoding and its uniform skip mid-bitmap.
func mixedBitmap(r *rand.Rand, n int) []byte {
	b := make([]byte, (n+7)/8)
	for i := 0; i < n; {
		l := min(n-i, 200+r.IntN(3000))
		var part []byte
		switch r.IntN(4) {
		case 0:
			part = randBitmap(r, l, 0.5)
		case 1:
			part = randBitmap(r, l, 0.02)
		case 2:
			part = randBitmap(r, l, 0.98)
		default:
			part = runBitmap(r, l, 2000)
		}
		for j := range l {
			if bit(part, j) {
				b[(i+j)>>3] |= 1 << ((i + j) & 7)
			}
		}
		i += l
	}
	return b
}

// TestSetBitRunsBreak stops the loop early: the iterator must not call
// yield again.
func TestSetBitRunsBreak(t *testing.T) {
	b := randBitmap(newRand(2), 10000, 0.5)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		want := setRunsRef(b, 0, 10000)
		for _, stop := range []int{1, 2, 100, len(want)} {
			var got [][2]int
			for s, e := range setBitRuns(k, b, 0, 10000) {
				got = append(got, [2]int{s, e})
				if len(got) == stop {
					break
				}
			}
			if !slices.Equal(got, want[:stop]) {
				t.Fatalf("break after %d: got %v", stop, short(got))
			}
		}
		n := 0
		for range runs(k, b, 0, 10000) {
			if n++; n == 3 {
				break
			}
		}
	})
}

func FuzzSetBitRuns(f *testing.F) {
	f.Add([]byte{0xff, 0x00, 0x0f, 0xf0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, uint8(3), uint16(80))
	f.Add(make([]byte, 100), uint8(0), uint16(800))
	f.Fuzz(func(t *testing.T, b []byte, off uint8, n uint16) {
		o, l := int(off), int(n)
		if o+l > 8*len(b) {
			l = max(0, 8*len(b)-o)
		}
		if o > 8*len(b) {
			return
		}
		want := setRunsRef(b, o, l)
		for _, lv := range asm.Tables() {
			if got := collectSetRuns(lv, b, o, l); !slices.Equal(got, want) {
				t.Fatalf("isa=%s off=%d n=%d: got %v, want %v", lv.Name(), o, l, short(got), short(want))
			}
		}
	})
}

func short[T any](s []T) string {
	if len(s) > 12 {
		return fmt.Sprintf("%v ... (%d runs)", s[:12], len(s))
	}
	return fmt.Sprint(s)
}
