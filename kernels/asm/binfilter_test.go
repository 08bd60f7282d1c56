package asm

import (
	"bytes"
	"testing"
)

// binFilterCase draws an int32-offset binary array of n values over src
// (lengths 0..maxLen, some out of order when broken), and a keep bitmap
// with density p from bit off.
func binFilterCase(t *testing.T, seed uint64, n, maxLen int, broken bool, p float64, off int) (offs []int32, src, keep []byte) {
	r := newRand(seed)
	offs = make([]int32, n+1)
	offs[0] = int32(r.IntN(40))
	for i := range n {
		d := int32(r.IntN(maxLen + 1))
		if broken && r.IntN(50) == 0 {
			d = -int32(1 + r.IntN(40))
		}
		offs[i+1] = offs[i] + d
	}
	size := int(max(offs[n], 0)) + r.IntN(3)*20
	raw := make([]byte, size)
	for i := range raw {
		raw[i] = byte(r.Uint32())
	}
	g := newGuard(t, size+64)
	src = g.Place(raw) // reads past cap(src) fault
	keep = randBytes(r, (off+n+7)/8+r.IntN(10), p)
	return offs, src, keep
}

// takeable reports whether binFilter32's contract lets it move word w
// (its slots' kept values all at most 32 bytes, within lim).
func takeable(offs []int32, keep []byte, off, w, lim int) bool {
	for i := 64 * w; i < 64*w+64; i++ {
		if !bit(keep, off+i) {
			continue
		}
		lo, hi := uint32(offs[i]), uint32(offs[i+1])
		if hi-lo > 32 || int64(hi) > int64(lim) || int64(lo) > int64(lim) {
			return false
		}
	}
	return true
}

// TestFilterBinary32 runs every level's FilterBinary32 and KeptBytes32
// over arrays of short and long values, in order and not, with keep
// bitmaps of several densities from several bit offsets, and out and data
// of several sizes: the words it reports done must hold exactly the kept
// values, in order, with their output offsets; it must stop only where its
// contract says (before a word it cannot take, or with no room), take
// everything otherwise at the levels with the kernel, and write nothing past
// len(out) or len(data).
func TestFilterBinary32(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		trial := 0
		for _, n := range []int{0, 63, 64, 65, 200, 64 * 40, 64*70 + 3} {
			for _, maxLen := range []int{0, 12, 32, 40} {
				for _, p := range []float64{0, 0.1, 0.5, 0.95, 1} {
					for _, off := range []int{0, 3, 7, 64 + 5} {
						trial++
						offs, src, keep := binFilterCase(t, uint64(trial), n, maxLen, trial%3 == 0, p, off)
						checkFilterBinary32(t, k, offs, src, keep, off, trial)
					}
				}
			}
		}
	})
}

func checkFilterBinary32(t *testing.T, k *Table, offs []int32, src, keep []byte, off, trial int) {
	t.Helper()
	n := len(offs) - 1
	lim := min(len(src), cap(src)-32)
	avail := binFilterWords(offs, keep, off)
	// the reference over every whole word
	var wantOut []int32
	var wantData []byte
	ends := []int{0} // kept values before each word
	for w := range avail {
		for i := 64 * w; i < 64*w+64; i++ {
			if bit(keep, off+i) {
				if takeable(offs, keep, off, w, lim) {
					wantOut = append(wantOut, int32(len(wantData)))
					wantData = append(wantData, src[offs[i]:offs[i+1]]...)
				}
			}
		}
		ends = append(ends, len(wantOut))
	}
	total, words := k.KeptBytes32(offs, keep, off)
	var refTotal int64
	for i := range 64 * words {
		if bit(keep, off+i) {
			refTotal += int64(offs[i+1]) - int64(offs[i])
		}
	}
	if total != refTotal || words != 0 && words != avail {
		t.Fatalf("trial %d n=%d: KeptBytes32 = %d over %d words, want %d over 0 or %d", trial, n, total, words, refTotal, avail)
	}
	for _, room := range []int{1 << 30, 40, 300, 3000} { // data bytes past pos
		pos := 7
		dataLen := min(pos+room, pos+len(wantData)+40)
		data := make([]byte, dataLen+64)
		for i := range data {
			data[i] = 0xa5
		}
		outCap := len(wantOut) + 16
		outLen := len(wantOut)
		if room == 3000 {
			outLen = len(wantOut) / 2
		}
		out := make([]int32, outCap)
		for i := range out {
			out[i] = -7
		}
		newPos, kept, done := k.FilterBinary32(out[:outLen], data[:dataLen], pos, src, offs, keep, off)
		if done < 0 || done > avail {
			t.Fatalf("trial %d: %d words done of %d", trial, done, avail)
		}
		for w := range done {
			if !takeable(offs, keep, off, w, lim) {
				t.Fatalf("trial %d: took word %d, which has a value it may not take", trial, w)
			}
		}
		if kept != ends[done] {
			t.Fatalf("trial %d: %d values moved in %d words, want %d", trial, kept, done, ends[done])
		}
		bytesMoved := len(wantData)
		if kept < len(wantOut) {
			bytesMoved = int(wantOut[kept])
		}
		if newPos != pos+bytesMoved {
			t.Fatalf("trial %d: new pos %d, want %d", trial, newPos, pos+bytesMoved)
		}
		for j := range kept {
			if out[j] != int32(pos)+wantOut[j] {
				t.Fatalf("trial %d: out[%d] = %d, want %d", trial, j, out[j], int32(pos)+wantOut[j])
			}
		}
		for j := outLen; j < outCap; j++ { // (it may store past the values moved, within len(out))
			if out[j] != -7 {
				t.Fatalf("trial %d: out[%d] written past len(out) %d", trial, j, outLen)
			}
		}
		if !bytes.Equal(data[pos:pos+bytesMoved], wantData[:bytesMoved]) {
			t.Fatalf("trial %d: data differs", trial)
		}
		for i := dataLen; i < len(data); i++ {
			if data[i] != 0xa5 {
				t.Fatalf("trial %d: data[%d] written past len(data) %d", trial, i, dataLen)
			}
		}
		if done < avail { // it stopped: the contract must say why
			w := done
			cnt, size := 0, 0
			for i := 64 * w; i < 64*w+64; i++ {
				if bit(keep, off+i) {
					cnt++
					size += int(offs[i+1] - offs[i])
				}
			}
			// (the kernel stores output offsets 8 at a time: 8 entries of out to spare)
			why := lim < 0 || !takeable(offs, keep, off, w, lim) || kept+cnt+8 > outLen || newPos+size+32 > dataLen
			if !why && (words > 0 || done > 0) { // a level with the kernel stopped for no reason
				t.Fatalf("trial %d: stopped before word %d of %d for no reason (n=%d off=%d cnt=%d kept=%d outLen=%d pos=%d dataLen=%d lim=%d)", trial, w, avail, n, off, cnt, kept, outLen, newPos, dataLen, lim)
			}
		}
	}
}

// TestFilterBinary32NegativeStart has a kept value whose start is negative
// and whose length, end and the end's distance from it are all in range:
// only the check of its start stops the kernels before reading src[-3:].
func TestFilterBinary32NegativeStart(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		offs := make([]int32, 129)
		offs[0], offs[1] = 5, -3
		for i := 2; i < len(offs); i++ {
			offs[i] = 10 + int32(i)
		}
		src := newGuard(t, 256).Place(make([]byte, 200))
		keep := make([]byte, 17)
		keep[0] = 0b10 // slot 1: offsets -3..10
		out, data := make([]int32, 64), make([]byte, 4096)
		pos, kept, words := k.FilterBinary32(out, data, 0, src, offs, keep, 0)
		if pos != 0 || kept != 0 || words != 0 {
			t.Fatalf("moved %d values (%d bytes) in %d words, want none", kept, pos, words)
		}
	})
}
