package asm

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// packRef packs vals (each < 1<<width) LSB first, one bit at a time.
func packRef(vals []uint64, width int) []byte {
	out := make([]byte, PackedLen(len(vals), width))
	for i, v := range vals {
		for j := range width {
			if v>>j&1 != 0 {
				p := i*width + j
				out[p>>3] |= 1 << (p & 7)
			}
		}
	}
	return out
}

// unpackRef reads value i of width bits, one bit at a time.
func unpackRef(src []byte, i, width int) uint64 {
	var v uint64
	for j := range width {
		if bit(src, i*width+j) {
			v |= 1 << j
		}
	}
	return v
}

func randValues(r *rand.Rand, n, width int) []uint64 {
	vals := make([]uint64, n)
	for i := range vals {
		if width < 64 {
			vals[i] = r.Uint64() & (1<<width - 1)
		} else {
			vals[i] = r.Uint64()
		}
	}
	return vals
}

// unpackLengths are the value counts tested: 0..70, around multiples of 32
// up to 9 groups (past every unrolled block and slack computation), and
// two large counts.
func unpackLengths() []int {
	var ls []int
	for n := 0; n <= 70; n++ {
		ls = append(ls, n)
	}
	for m := 96; m <= 288; m += 32 {
		ls = append(ls, m-1, m, m+1)
	}
	return append(ls, 4096, 4096+13)
}

// unpackCase is n random values of a width and their packed bytes.
type unpackCase struct {
	n, width int
	vals     []uint64
	packed   []byte
}

// unpackCases packs every test length at every width 0..64, once.
func unpackCases(r *rand.Rand) []unpackCase {
	var cs []unpackCase
	for _, n := range unpackLengths() {
		for w := 0; w <= 64; w++ {
			vals := make([]uint64, n)
			if w > 0 {
				vals = randValues(r, n, w)
			}
			cs = append(cs, unpackCase{n, w, vals, packRef(vals, w)})
		}
	}
	return cs
}

// checkUnpack unpacks c at level k with src exactly as long as the packed
// data and ending at a guard page, and checks every value and that nothing
// after dst[n-1] was written.
func checkUnpack[T uint8 | uint16 | uint32 | uint64](t *testing.T, g *guard, c unpackCase, unpack func(dst []T, src []byte, width int)) {
	t.Helper()
	src := g.Place(c.packed)
	const sentinel = 0x5a
	buf := make([]T, c.n+40)
	for i := range buf {
		buf[i] = sentinel
	}
	unpack(buf[:c.n:c.n], src, c.width)
	for i, v := range c.vals {
		if uint64(buf[i]) != v {
			t.Fatalf("%T width %d, n=%d: value %d = %#x, want %#x", buf[0], c.width, c.n, i, buf[i], v)
		}
	}
	for i := c.n; i < len(buf); i++ {
		if buf[i] != sentinel {
			t.Fatalf("%T width %d, n=%d: wrote dst[%d] past the end", buf[0], c.width, c.n, i)
		}
	}
}

func TestUnpack(t *testing.T) {
	cases := unpackCases(newRand(20))
	g := newGuard(t, 8*(4096+64))
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, c := range cases {
			w := c.width
			if w <= 8 {
				checkUnpack(t, g, c, k.Unpack8)
			}
			if w <= 16 {
				checkUnpack(t, g, c, k.Unpack16)
			}
			if w <= 32 {
				checkUnpack(t, g, c, k.Unpack32)
			}
			checkUnpack(t, g, c, k.Unpack64)
		}
	})
}

// TestUnpackLongerSource gives the kernels more input than the values need:
// the extra bytes must not leak into the output.
func TestUnpackLongerSource(t *testing.T) {
	r := newRand(21)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for w := 0; w <= 32; w++ {
			for _, n := range []int{1, 31, 32, 33, 100, 1000} {
				vals := randValues(r, n, w)
				if w == 0 {
					vals = make([]uint64, n)
				}
				src := append(packRef(vals, w), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)
				if n*w%8 != 0 {
					src[PackedLen(n, w)-1] |= 0xff << (n * w % 8)
				}
				got := make([]uint32, n)
				k.Unpack32(got, src, w)
				for i, v := range vals {
					if uint64(got[i]) != v {
						t.Fatalf("width %d, n=%d: value %d = %#x, want %#x", w, n, i, got[i], v)
					}
				}
			}
		}
	})
}

func TestPackRef(t *testing.T) {
	// Parquet's example: 0..7 packed with width 3.
	got := packRef([]uint64{0, 1, 2, 3, 4, 5, 6, 7}, 3)
	if want := []byte{0b10001000, 0b11000110, 0b11111010}; !slices.Equal(got, want) {
		t.Fatalf("packRef = %08b, want %08b", got, want)
	}
	for i := range 8 {
		if v := unpackRef(got, i, 3); v != uint64(i) {
			t.Fatalf("unpackRef(%d) = %d", i, v)
		}
	}
}

func FuzzUnpack32(f *testing.F) {
	f.Add([]byte("the quick brown fox jumps over the lazy dog, twice: the quick brown fox"), uint8(13), uint16(40))
	f.Add(make([]byte, 200), uint8(32), uint16(50))
	f.Fuzz(func(t *testing.T, src []byte, width uint8, n uint16) {
		w := int(width % 33)
		cnt := int(n)
		if w > 0 {
			cnt = min(cnt, 8*len(src)/w)
		}
		want := make([]uint32, cnt)
		for i := range want {
			want[i] = uint32(unpackRef(src, i, w))
		}
		for _, k := range Tables() {
			got := make([]uint32, cnt)
			k.Unpack32(got, src, w)
			if !slices.Equal(got, want) {
				t.Fatalf("isa=%s width %d n=%d: got %v, want %v", k.Name(), w, cnt, trim(got), trim(want))
			}
		}
	})
}

// TestUnpackTailAllocs checks that a call ending in a partial group
// allocates nothing at any level (the tail once went through buffers that
// escaped to the heap).
func TestUnpackTailAllocs(t *testing.T) {
	src := make([]byte, 8*100)
	d8, d16, d32, d64 := make([]uint8, 77), make([]uint16, 77), make([]uint32, 77), make([]uint64, 77)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, w := range []int{3, 8, 13, 31, 57, 64} {
			got := testing.AllocsPerRun(5, func() {
				k.Unpack8(d8, src, min(w, 8))
				k.Unpack16(d16, src, min(w, 16))
				k.Unpack32(d32, src, min(w, 32))
				k.Unpack64(d64, src, w)
			})
			if got != 0 {
				t.Errorf("width %d: %v allocations per call, want 0", w, got)
			}
		}
	})
}

// TestUnpack32Groups runs every level's Unpack32Groups kernel at every
// width on whole groups whose packed bytes and UnpackSlack bytes of ones
// end at a guard page: a read past the slack faults, a slack byte that
// leaks into a value or a write past dst shows, and so does a dst that is
// not whole groups or a src without the slack (a panic before any kernel
// runs).
func TestUnpack32Groups(t *testing.T) {
	r := newRand(22)
	g := newGuard(t, 4*(4096+UnpackSlack))
	forEachLevel(t, func(t *testing.T, k *Table) {
		for w := 0; w <= 32; w++ {
			un := k.Unpack32Groups(w)
			for _, n := range []int{0, 32, 64, 96, 160, 512, 4096} {
				vals := make([]uint64, n)
				if w > 0 {
					vals = randValues(r, n, w)
				}
				packed := packRef(vals, w)
				for range UnpackSlack {
					packed = append(packed, 0xff)
				}
				src := g.Place(packed)
				const sentinel = 0x5a5a5a5a
				buf := make([]uint32, n+40)
				for i := range buf {
					buf[i] = sentinel
				}
				un(buf[:n:n], src)
				for i, v := range vals {
					if uint64(buf[i]) != v {
						t.Fatalf("width %d, n=%d: value %d = %#x, want %#x", w, n, i, buf[i], v)
					}
				}
				for i := n; i < len(buf); i++ {
					if buf[i] != sentinel {
						t.Fatalf("width %d, n=%d: wrote dst[%d] past the end", w, n, i)
					}
				}
				if n > 0 {
					mustRefuse(t, fmt.Sprintf("Unpack32Groups width %d n=%d src one byte short", w, n), func() { un(buf[:n], src[1:]) })
					mustRefuse(t, fmt.Sprintf("Unpack32Groups width %d n=%d dst of %d values", w, n, n-1), func() { un(buf[:n-1], src) })
				}
			}
		}
		for _, w := range []int{-1, 33} {
			mustRefuse(t, fmt.Sprintf("Unpack32Groups(%d)", w), func() { k.Unpack32Groups(w) })
		}
	})
}

// TestHybridRuns32 runs every level's HybridRuns32 over streams of
// bit-packed runs with one-byte headers of 1..63 groups, ended by other
// headers (RLE, two-byte, empty) or by the room left in dst or src, from
// different starting points: it must stop exactly at the first run that
// is not such a header or does not fit with UnpackSlack bytes to spare,
// hold every value of the runs before it, and write nothing past dst.
func TestHybridRuns32(t *testing.T) {
	r := newRand(23)
	g := newGuard(t, 1<<18)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for w := 0; w <= 32; w++ {
			for trial := range 12 {
				var src []byte
				var vals []uint64
				var starts []int // header offset of each run
				for range 1 + r.IntN(40) {
					gr := 1 + r.IntN(63)
					if trial%3 == 0 {
						gr = 63
					}
					run := randValues(r, 8*gr, w)
					if w == 0 {
						run = make([]uint64, 8*gr)
					}
					starts = append(starts, len(src))
					src = append(src, byte(gr<<1|1))
					src = append(src, packRef(run, w)...)
					vals = append(vals, run...)
				}
				switch trial % 4 { // what follows the runs
				case 1:
					src = append(src, 0x10, 0x01) // an RLE run
				case 2:
					src = append(src, 0x81, 0x01) // a two-byte bit-packed header
				case 3:
					src = append(src, 0x01) // an empty bit-packed run
				}
				for range r.IntN(3) * 40 {
					src = append(src, byte(r.Uint32()))
				}
				n := len(vals) + r.IntN(40)
				if r.IntN(3) == 0 {
					n = r.IntN(len(vals) + 1)
				}
				first := r.IntN(len(starts))
				if r.IntN(2) == 0 {
					first = 0
				}
				// The reference: runs from first on while each fits.
				at, pos := 0, starts[first]
				for i := range first {
					at += 8 * int(src[starts[i]]>>1)
				}
				n = max(n, at)
				wantAt, wantPos := at, pos
				for i := first; i < len(starts); i++ {
					gr := int(src[starts[i]] >> 1)
					rg := (gr + 3) &^ 3
					if n-wantAt < 8*rg || len(src)-starts[i]-1 < rg*w+UnpackSlack {
						break
					}
					wantAt += 8 * gr
					wantPos = starts[i] + 1 + gr*w
				}
				placed := g.Place(src)
				const sentinel = 0x5a5a5a5a
				buf := make([]uint32, n+64)
				for i := range buf {
					buf[i] = sentinel
				}
				gotAt, gotPos := k.HybridRuns32(w)(buf[:n:n], placed, at, pos)
				if gotAt != wantAt || gotPos != wantPos {
					t.Fatalf("width %d trial %d (n=%d, %d runs from %d): stopped at value %d byte %d, want %d, %d", w, trial, n, len(starts), first, gotAt, gotPos, wantAt, wantPos)
				}
				for i := at; i < wantAt; i++ {
					if uint64(buf[i]) != vals[i] {
						t.Fatalf("width %d trial %d: value %d = %#x, want %#x", w, trial, i, buf[i], vals[i])
					}
				}
				for i := n; i < len(buf); i++ {
					if buf[i] != sentinel {
						t.Fatalf("width %d trial %d: wrote dst[%d] past the end (n=%d)", w, trial, i, n)
					}
				}
			}
		}
		mustRefuse(t, "HybridRuns32 starting past dst", func() { k.HybridRuns32(3)(make([]uint32, 4), make([]byte, 100), 5, 0) })
		mustRefuse(t, "HybridRuns32(33)", func() { k.HybridRuns32(33) })
		mustRefuse(t, "HybridRuns32 starting past src", func() { k.HybridRuns32(3)(make([]uint32, 4), make([]byte, 100), 0, 101) })
	})
}
