package asm

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// prefixRef is PrefixOffs32 spelled out byte by byte.
func prefixRef(offs []int32, data []byte, want, mask uint64, minLen, maxLen int32) []uint64 {
	n := len(offs) - 1
	out := make([]uint64, (n+63)/64)
	full := data[:cap(data)]
	for i := range n {
		l := offs[i+1] - offs[i]
		if l < minLen || l > maxLen {
			continue
		}
		var word uint64
		for b := range 8 {
			if at := uint64(uint32(offs[i])) + uint64(b); at < uint64(len(full)) {
				word |= uint64(full[at]) << (8 * b)
			}
		}
		if (word^want)&mask == 0 {
			out[i/64] |= 1 << (i % 64)
		}
	}
	return out
}

// prefixCase draws n values of 0..20 bytes over a 3-letter alphabet (so
// that literals match often) after a 5-byte lead, and a literal of m bytes
// taken from one of them.
func prefixCase(r *rand.Rand, n, m int) (offs []int32, data []byte, want, mask uint64) {
	data = []byte("lead!")
	offs = []int32{int32(len(data))}
	for range n {
		for range r.IntN(21) {
			data = append(data, "ab\xc3"[r.IntN(3)])
		}
		offs = append(offs, int32(len(data)))
	}
	lit := make([]byte, 8)
	copy(lit, data[offs[0]:])
	if n > 0 {
		i := r.IntN(n)
		copy(lit, data[offs[i]:min(len(data), int(offs[i])+8)])
	}
	for b := range m {
		want |= uint64(lit[b]) << (8 * b)
		mask |= 0xff << (8 * b)
	}
	return offs, data, want, mask
}

func TestPrefixOffs32(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(21)
		for _, n := range testLengths(700) {
			for m := 0; m <= 8; m++ {
				offs, data, want, mask := prefixCase(r, n, m)
				for _, bounds := range [][2]int32{{int32(m), math.MaxInt32}, {int32(m), int32(m)}, {0, math.MaxInt32}, {3, 9}} {
					// the data ends at a guard page: a load past it faults
					pd := placed(t, data)
					po := placed(t, offs)
					wantBits := prefixRef(po, pd, want, mask, bounds[0], bounds[1])
					got := placed(t, slices.Repeat([]uint64{0xdeadbeefcafef00d}, len(wantBits)))
					k.PrefixOffs32(got, po, pd, want, mask, bounds[0], bounds[1])
					if !slices.Equal(got, wantBits) {
						t.Fatalf("n=%d m=%d bounds=%v: %s", n, m, bounds, firstDiff(got, wantBits))
					}
				}
			}
		}
	})
}

// TestPrefixOffs32Malformed gives offsets past the data, negative and out
// of order, in every position of a word: the result must be the
// reference's, and no load may leave the data (it ends at a guard page).
func TestPrefixOffs32Malformed(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(22)
		for _, n := range []int{64, 65, 128, 200} {
			for pos := 0; pos <= n; pos += 7 {
				for _, bad := range []int32{-1, -8, math.MinInt32, math.MaxInt32, 1 << 20} {
					offs, data, want, mask := prefixCase(r, n, 3)
					offs[pos] = bad
					if pos == 0 || pos == n {
						offs[pos] = int32(len(data)) - 2 // the end offsets must stay sound: near the end
					}
					pd, po := placed(t, data), placed(t, offs)
					wantBits := prefixRef(po, pd, want, mask, 0, math.MaxInt32)
					got := make([]uint64, len(wantBits))
					k.PrefixOffs32(got, po, pd, want, mask, 0, math.MaxInt32)
					if !slices.Equal(got, wantBits) {
						t.Fatalf("n=%d offs[%d]=%d: %s", n, pos, bad, firstDiff(got, wantBits))
					}
				}
			}
		}
		// short data: fewer than 8 bytes of capacity
		offs := make([]int32, 130)
		for i := range offs {
			offs[i] = int32(i % 4)
		}
		data := placed(t, []byte("abcd"))
		got := make([]uint64, 3)
		k.PrefixOffs32(got, offs, data, 'b', 0xff, 0, math.MaxInt32)
		if w := prefixRef(offs, data, 'b', 0xff, 0, math.MaxInt32); !slices.Equal(got, w) {
			t.Fatalf("short data: %s", firstDiff(got, w))
		}
	})
}

// viewPrefixRef is ViewPrefix spelled out.
func viewPrefixRef(views [][2]uint64, want, mask uint64, minLen int32) []uint64 {
	out := make([]uint64, (len(views)+63)/64)
	for i, v := range views {
		if v[0]&mask == want && int32(viewLen(v[0])) >= minLen {
			out[i/64] |= 1 << (i % 64)
		}
	}
	return out
}

func TestViewPrefix(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(23)
		lens := []int32{0, 1, 2, 3, 4, 5, 12, 13, 100, -1, math.MinInt32, math.MaxInt32}
		for _, n := range testLengths(700) {
			views := make([][2]uint64, n)
			for i := range views {
				var p uint64
				for b := range 4 {
					p |= uint64("ab\x00\xff"[r.IntN(4)]) << (8 * b)
				}
				views[i] = [2]uint64{uint64(uint32(lens[r.IntN(len(lens))])) | p<<32, r.Uint64()}
			}
			for m := 0; m <= 4; m++ {
				var want, mask uint64
				if n > 0 {
					want = views[r.IntN(n)][0] >> 32
				}
				mask = (uint64(1)<<(8*m) - 1) << 32
				want = want << 32 & mask
				for _, minLen := range []int32{int32(m), 0, 5, -3} {
					pv := placed(t, views)
					wantBits := viewPrefixRef(pv, want, mask, minLen)
					got := placed(t, slices.Repeat([]uint64{0xdeadbeefcafef00d}, len(wantBits)))
					k.ViewPrefix(got, pv, want, mask, minLen)
					if !slices.Equal(got, wantBits) {
						t.Fatalf("n=%d m=%d minLen=%d: %s", n, m, minLen, firstDiff(got, wantBits))
					}
				}
			}
		}
	})
}

// TestStrpredLimits checks that the entries refuse a short destination.
func TestStrpredLimits(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, c := range []struct {
			name string
			f    func()
		}{
			{"prefix dst", func() { k.PrefixOffs32(make([]uint64, 1), make([]int32, 66), make([]byte, 8), 0, 0, 0, 0) }},
			{"view dst", func() { k.ViewPrefix(make([]uint64, 1), make([][2]uint64, 65), 0, 0, 0) }},
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

// indexAllRef is IndexAll spelled out: every start, compared byte by byte.
func indexAllRef(data, sub []byte, limit int) []int {
	hits := []int{}
	for p := 0; p+len(sub) <= len(data) && len(hits) < limit; p++ {
		if string(data[p:p+len(sub)]) == string(sub) {
			hits = append(hits, p)
		}
	}
	return hits
}

// TestIndexAll scans random data over small alphabets (so that first and
// last bytes match often, the middle not always) for literals of 1..40
// bytes taken from the data or not in it, with hit slices that fill up
// mid-block, at every level; the data ends at a guard page.
func TestIndexAll(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(31)
		for _, n := range testLengths(600) {
			for _, alpha := range []string{"ab", "abc\xff", "abcdefgh"} {
				data := make([]byte, n)
				for i := range data {
					data[i] = alpha[r.IntN(len(alpha))]
				}
				pd := placed(t, data)
				for _, m := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 12, 13, 16, 17, 24, 33, 40} {
					sub := make([]byte, m)
					if n >= m && r.IntN(4) != 0 {
						at := r.IntN(n - m + 1)
						copy(sub, data[at:at+m])
					} else {
						for i := range sub {
							sub[i] = alpha[r.IntN(len(alpha))]
						}
					}
					for _, limit := range []int{1, 3, 1000} {
						want := indexAllRef(pd, sub, limit)
						hits := make([]int, limit+1)
						got := hits[:k.IndexAll(hits[:limit], pd, sub)]
						if !slices.Equal(got, want) {
							t.Fatalf("n=%d alpha=%q sub=%q limit=%d: got %v, want %v", n, alpha, sub, limit, got, want)
						}
						if hits[limit] != 0 {
							t.Fatalf("n=%d sub=%q: wrote past the hits slice", n, sub)
						}
					}
				}
			}
		}
	})
}

// TestViewFindInline builds views of 0..12 inline bytes over small
// alphabets (with garbage past their length, which must not match) and
// long ones (14..40 bytes, random prefix, one after another in buffer 0,
// where the literal never occurs), and literals of 0..14 bytes, and checks
// ViewFind's bits at every level against bytes.Contains on each inline
// value (the long views, merged with no occurrence, and the malformed
// ones, with a negative length, stay clear), from view 0..7 on.
func TestViewFindInline(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(51)
		for _, n := range testLengths(300) {
			for _, alpha := range []string{"ab", "abc\x00"} {
				views := make([][2]uint64, n)
				vals := make([][]byte, n)
				long := make([]bool, n)
				pos := 0
				for i := range views {
					var raw [16]byte
					for b := 4; b < 16; b++ {
						raw[b] = alpha[r.IntN(len(alpha))]
					}
					l := r.IntN(13)
					if r.IntN(3) == 0 {
						l = 14 + r.IntN(27)
						binary.NativeEndian.PutUint32(raw[8:], 0)
						binary.NativeEndian.PutUint32(raw[12:], uint32(pos))
						pos += l
						long[i] = true
					} else {
						vals[i] = append([]byte(nil), raw[4:4+l]...)
					}
					if r.IntN(40) == 0 { // malformed: a negative length, neither bit (see viewContainsGo: AVX2 may set a hit where the low byte is 0..12, as in MinInt32+5)
						l = []int{-1, -13, math.MinInt32}[r.IntN(3)]
						vals[i], long[i] = nil, false
					}
					binary.NativeEndian.PutUint32(raw[:4], uint32(int32(l)))
					views[i] = [2]uint64{binary.NativeEndian.Uint64(raw[:8]), binary.NativeEndian.Uint64(raw[8:])}
				}
				pv := placed(t, views)
				for m := 0; m <= 14; m++ {
					sub := make([]byte, m)
					for i := range sub {
						sub[i] = alpha[r.IntN(len(alpha))]
					}
					if i := r.IntN(n + 1); i < n && !long[i] && len(vals[i]) >= m && r.IntN(2) == 0 {
						at := r.IntN(len(vals[i]) - m + 1)
						copy(sub, vals[i][at:])
					}
					// from view o on too, so that each view meets every place in a word
					o := (m + n) % 8
					if o > n {
						o = 0
					}
					words := (n - o + 63) / 64
					wantHit := make([]uint64, words)
					for i := range n - o {
						if !long[o+i] && m >= 1 && m <= 12 && bytes.Contains(vals[o+i], sub) {
							wantHit[i/64] |= 1 << (i % 64)
						}
					}
					gotHit := slices.Repeat([]uint64{0xdeadbeefcafef00d}, words)
					const end = 1 << 30 // past every view: room, cov, gap and the sentinel
					st := []int{0, 0, 0, 0, end, m, end, end, end, 0}
					if done := k.ViewFind(gotHit, pv[o:], sub, []int{end}, st); done != words {
						t.Fatalf("n=%d o=%d alpha=%q sub=%q: %d words done, want %d", n, o, alpha, sub, done, words)
					}
					if !slices.Equal(gotHit, wantHit) {
						t.Fatalf("n=%d o=%d alpha=%q sub=%q hits: %s", n, o, alpha, sub, firstDiff(gotHit, wantHit))
					}
				}
			}
		}
	})
}

// TestViewMerge runs ViewMerge at every level against viewMergeGo on long
// views that mostly follow one another in a buffer (a builder's order)
// and now and then do not (another buffer, a step back, a jump past the
// gap, too short, past the buffer or the starts scanned), with sparse and
// dense occurrences, states entering mid-word and word counts that leave a
// partial last word; every call's words done, dst and state must agree.
func TestViewMerge(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(77)
		for round := range 300 {
			n := 1 + r.IntN(400)
			words := (n + 63) / 64
			views := make([][2]uint64, n)
			long := make([]uint64, words)
			pos := r.IntN(50)
			lastEnd := pos - 64 // lim's start, 60, is near it
			for i := range views {
				if r.IntN(3) == 0 {
					continue // inline: no long bit
				}
				long[i/64] |= 1 << uint(i%64)
				l, b, off := 13+r.IntN(30), 0, pos
				switch r.IntN(40) {
				case 0:
					b = 1
				case 1:
					off = max(0, pos-1-r.IntN(20))
				case 2:
					off = pos + 65 + r.IntN(100)
				case 6:
					off = lastEnd + 64 + r.IntN(2) // at the gap bound (lim), or just past it
				case 3:
					l = r.IntN(4)
				case 4:
					l = -1 - r.IntN(5)
				case 5:
					off = -1 - r.IntN(5)
				default:
					off = pos + r.IntN(3)*r.IntN(3)
				}
				pos = max(pos, off+max(l, 0))
				lastEnd = off + l
				var raw [16]byte
				binary.NativeEndian.PutUint32(raw[0:], uint32(int32(l)))
				binary.NativeEndian.PutUint32(raw[8:], uint32(int32(b)))
				binary.NativeEndian.PutUint32(raw[12:], uint32(int32(off)))
				views[i] = [2]uint64{binary.NativeEndian.Uint64(raw[:8]), binary.NativeEndian.Uint64(raw[8:])}
			}
			m := 1 + r.IntN(6)
			room := pos - m
			if r.IntN(4) == 0 {
				room = r.IntN(pos + 1)
			}
			cov := pos + 1
			if r.IntN(3) == 0 {
				cov = r.IntN(pos + 2)
			}
			var hits []int
			every := 1 + r.IntN(60)
			for q := 0; q < cov; q++ {
				if r.IntN(every) == 0 {
					hits = append(hits, q)
				}
			}
			hits = append(hits, cov)
			y := long[0]
			if r.IntN(2) == 0 {
				y &^= lowBitsOf(r.IntN(64))
			}
			st0 := []int{0, 0, 0, 0, 60, m, room, cov, 64, 0}
			SetViewMergeWord(st0, y)
			if r.IntN(3) == 0 {
				st0[1] = r.IntN(len(hits))
			}
			want, gotDst := make([]uint64, words), make([]uint64, words)
			for i := range want {
				want[i] = r.Uint64() &^ long[i]
				gotDst[i] = want[i]
			}
			wantSt, gotSt := slices.Clone(st0), slices.Clone(st0)
			wantDone := viewMergeGo(want, long, views, hits, wantSt)
			gotDone := k.ViewMerge(gotDst, long, views, hits, gotSt)
			if gotDone != wantDone || !slices.Equal(gotDst, want) || !slices.Equal(gotSt, wantSt) {
				t.Fatalf("round %d n=%d m=%d: got done %d st %v dst %x, want %d %v %x", round, n, m, gotDone, gotSt, gotDst, wantDone, wantSt, want)
			}
		}
	})
}

func lowBitsOf(k int) uint64 { return 1<<uint(k) - 1 }

// TestViewFind runs ViewFind at every level against viewFindGo on words
// that mix inline views (values over a small alphabet, so that literals
// of 1..12 bytes hit) with long views that mostly follow one another in
// a buffer and now and then do not (as TestViewMerge), with sparse and
// dense occurrences and view counts that leave a partial last word; the
// words done, dst and state must agree, and the words done must hold the
// bits a plain search gives (bytes.Contains inline, the occurrence list
// for the long views).
func TestViewFind(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(78)
		for round := range 400 {
			n := r.IntN(400)
			if round < 70 {
				n = round
			}
			views := make([][2]uint64, n)
			inline := make([][]byte, n) // nil for long views
			type span struct{ off, l int }
			longs := make([]span, n)
			pos := r.IntN(50)
			lastEnd := pos - 64
			alpha := []string{"ab", "abc\x00", "abcdefgh"}[r.IntN(3)]
			for i := range views {
				var raw [16]byte
				if r.IntN(2) == 0 {
					l := r.IntN(13)
					if r.IntN(50) == 0 {
						l = -1 - r.IntN(5) // malformed: neither bit, at every level
					}
					for b := 4; b < 16; b++ {
						raw[b] = alpha[r.IntN(len(alpha))]
					}
					if l >= 0 {
						inline[i] = append([]byte{}, raw[4:4+l]...)
						clear(raw[4+l:]) // zero padding, as the format wants (the kernels must not rely on it)
						if r.IntN(4) == 0 {
							raw[15] = 'x'
						}
					}
					binary.NativeEndian.PutUint32(raw[0:], uint32(int32(l)))
				} else {
					l, b, off := 13+r.IntN(30), 0, pos
					switch r.IntN(40) {
					case 0:
						b = 1
					case 1:
						off = max(0, pos-1-r.IntN(20))
					case 2:
						off = pos + 65 + r.IntN(100)
					case 4:
						off = lastEnd + 64 + r.IntN(2) // at the gap bound (lim), or just past it
					case 3:
						off = -1 - r.IntN(5)
					default:
						off = pos + r.IntN(3)*r.IntN(3)
					}
					pos = max(pos, off+l)
					lastEnd = off + l
					longs[i] = span{off, l}
					binary.NativeEndian.PutUint32(raw[0:], uint32(int32(l)))
					binary.NativeEndian.PutUint32(raw[8:], uint32(int32(b)))
					binary.NativeEndian.PutUint32(raw[12:], uint32(int32(off)))
				}
				views[i] = [2]uint64{binary.NativeEndian.Uint64(raw[:8]), binary.NativeEndian.Uint64(raw[8:])}
			}
			pv := placed(t, views)
			m := 1 + r.IntN(12)
			if round%50 == 7 {
				m = []int{0, 13, 14}[r.IntN(3)] // Go at every level
			}
			sub := make([]byte, m)
			for i := range sub {
				sub[i] = alpha[r.IntN(len(alpha))]
			}
			if i := r.IntN(n + 1); i < n && len(inline[i]) >= m && r.IntN(2) == 0 {
				copy(sub, inline[i][r.IntN(len(inline[i])-m+1):])
			}
			room := pos - m
			if r.IntN(4) == 0 {
				room = r.IntN(pos + 1)
			}
			cov := pos + 1
			if r.IntN(3) == 0 {
				cov = r.IntN(pos + 2)
			}
			var hits []int
			every := 1 + r.IntN(60)
			for q := 0; q < cov; q++ {
				if r.IntN(every) == 0 {
					hits = append(hits, q)
				}
			}
			hits = append(hits, cov)
			st0 := []int{int(r.Uint32()), 0, 0, 0, 60, m, room, cov, 64, 0}
			if r.IntN(3) == 0 {
				st0[1] = r.IntN(len(hits))
				st0[3] = hits[st0[1]] - r.IntN(3)
			}
			words := (n + 63) / 64
			want := slices.Repeat([]uint64{0xdeadbeefcafef00d}, words)
			got := slices.Clone(want)
			wantSt, gotSt := slices.Clone(st0), slices.Clone(st0)
			wantDone := viewFindGo(want, views, sub, hits, wantSt)
			gotDone := k.ViewFind(got, pv, sub, hits, gotSt)
			if gotDone != wantDone || !slices.Equal(got, want) || !slices.Equal(gotSt, wantSt) {
				t.Fatalf("round %d n=%d m=%d: got done %d st %v dst %x, want %d %v %x", round, n, m, gotDone, gotSt, got, wantDone, wantSt, want)
			}
			// the reference against a plain search, over the words done
			for i := range min(n, 64*wantDone) {
				var hit bool
				if longs[i].l > 0 {
					lo, hi := longs[i].off, longs[i].off+longs[i].l-m
					for _, h := range hits {
						hit = hit || h >= lo && h <= hi && h < cov
					}
				} else {
					hit = inline[i] != nil && m >= 1 && m <= 12 && bytes.Contains(inline[i], sub)
				}
				if g := want[i/64]>>(i%64)&1 != 0; g != hit {
					t.Fatalf("round %d n=%d m=%d: slot %d got %v, want %v (view %x, hits %v)", round, n, m, i, g, hit, views[i], hits)
				}
			}
		}
	})
}
