package asm

import (
	"fmt"
	"testing"
)

// dictRunsStream draws a hybrid stream of RLE runs (one-, two- and a few
// three-byte headers, values below 1<<width, a few of them past a
// dictionary of dictLen entries), ended by a bit-packed run, an empty run
// or nothing, and returns it with the header offset of each run.
func dictRunsStream(seed uint64, width, dictLen int) (src []byte, starts []int) {
	r := newRand(seed)
	nb := (width + 7) / 8
	for range 1 + r.IntN(60) {
		count := 1 + r.IntN(70)
		switch r.IntN(4) {
		case 0:
			count = 64 + r.IntN(400) // a two-byte header
		case 1:
			count = 32 * (1 + r.IntN(3))
		}
		if r.IntN(40) == 0 {
			count = 1<<13 + r.IntN(1000) // a three-byte header
		}
		v := uint64(0)
		if width > 0 {
			v = r.Uint64() & (1<<width - 1)
			if r.IntN(8) != 0 && dictLen > 0 {
				v %= uint64(dictLen)
			}
		}
		starts = append(starts, len(src))
		src = hybridAppendHeader(src, uint64(count)<<1)
		for i := range nb {
			src = append(src, byte(v>>(8*i)))
		}
	}
	switch r.IntN(3) {
	case 0:
		src = append(src, 0x03, 0xff) // a bit-packed run of one group
	case 1:
		src = append(src, 0x00) // an empty run
	}
	return src, starts
}

// hybridAppendHeader appends h as a ULEB128 varint.
func hybridAppendHeader(b []byte, h uint64) []byte {
	for h >= 0x80 {
		b = append(b, byte(h)|0x80)
		h >>= 7
	}
	return append(b, byte(h))
}

// dictRunsRef is the contract of HybridDictRuns at a level with the
// kernel: the runs it decodes from pos, and where it stops.
func dictRunsRef[W uint32 | uint64](dst, dict []W, src []byte, at, pos, width int) (int, int) {
	nb := (width + 7) / 8
	lim := min(uint64(1)<<width, uint64(len(dict)))
	for len(src)-pos >= 6 {
		h, hl := uint64(src[pos]), 1
		if h&1 != 0 {
			break
		}
		if h >= 0x80 {
			if src[pos+1] >= 0x80 {
				break
			}
			h, hl = h&0x7f|uint64(src[pos+1])<<7, 2
		}
		count := int(h >> 1)
		if count == 0 || at+(count+31)&^31 > len(dst) {
			break
		}
		var v uint64
		for i := range nb {
			v |= uint64(src[pos+hl+i]) << (8 * i)
		}
		if v >= lim {
			break
		}
		for i := range count {
			dst[at+i] = dict[v]
		}
		at += count
		pos += hl + nb
	}
	return at, pos
}

// TestHybridDictRuns runs every level's HybridDictRuns64 and 32 over
// streams of RLE runs at several widths and dictionary sizes, from the
// first run and from later ones, into dst of several lengths: a level with
// the kernel must stop exactly where the contract says, with every value
// before it right and nothing written past len(dst); one without it must
// return at and pos as they came.
func TestHybridDictRuns(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		trial := 0
		for _, width := range []int{0, 1, 3, 8, 9, 17, 24, 32} {
			for _, dictLen := range []int{0, 1, 2, 100, 5000} {
				for range 6 {
					trial++
					src, starts := dictRunsStream(uint64(trial), width, dictLen)
					g := newGuard(t, len(src)+16)
					src = g.Place(src)
					checkDictRuns(t, k, k.HybridDictRuns64, src, starts, width, dictLen, trial)
					checkDictRuns(t, k, k.HybridDictRuns32, src, starts, width, dictLen, trial)
				}
			}
		}
	})
}

func checkDictRuns[W uint32 | uint64](t *testing.T, k *Table, f func(dst, dict []W, src []byte, at, pos, width int) (int, int), src []byte, starts []int, width, dictLen, trial int) {
	t.Helper()
	r := newRand(uint64(trial) * 77)
	dict := make([]W, dictLen)
	for i := range dict {
		dict[i] = W(r.Uint64())
	}
	first := r.IntN(len(starts))
	at := r.IntN(50)
	for _, n := range []int{at + 20000, at + 300, at} {
		sentinel := W(0x5a5a5a5a)
		buf := make([]W, n+64)
		for i := range buf {
			buf[i] = sentinel
		}
		want := make([]W, n)
		copy(want, buf)
		wantAt, wantPos := dictRunsRef(want, dict, src, at, starts[first], width)
		gotAt, gotPos := f(buf[:n], dict, src, at, starts[first], width)
		what := fmt.Sprintf("trial %d width %d dict %d n %d from run %d (at %d)", trial, width, dictLen, n, first, at)
		if gotAt == at && gotPos == starts[first] && wantAt != at && k.Level() != AVX2 && k.Level() != AVX512 {
			continue // a level without the kernel
		}
		if gotAt != wantAt || gotPos != wantPos {
			t.Fatalf("%s: stopped at value %d byte %d, want %d, %d", what, gotAt, gotPos, wantAt, wantPos)
		}
		for i := at; i < wantAt; i++ {
			if buf[i] != want[i] {
				t.Fatalf("%s: value %d = %#x, want %#x", what, i, buf[i], want[i])
			}
		}
		for i := n; i < len(buf); i++ {
			if buf[i] != sentinel {
				t.Fatalf("%s: wrote dst[%d] past the end", what, i)
			}
		}
	}
}
