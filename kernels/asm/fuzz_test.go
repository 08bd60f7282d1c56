package asm

import (
	"bytes"
	"slices"
	"testing"
)

// Fuzz targets: each runs the kernel at every level this CPU supports and
// compares it with the bit-at-a-time reference. `go test` runs the seeds;
// `go test -fuzz=FuzzBitmapOp ./kernels/asm` explores.

// clampRange fits (off, n) into a bitmap of len(b) bytes.
func clampRange(b []byte, off, n int) (int, int, bool) {
	if off > 8*len(b) {
		return 0, 0, false
	}
	return off, min(n, 8*len(b)-off), true
}

func FuzzCountSetBits(f *testing.F) {
	f.Add(bytes.Repeat([]byte{0xa5}, 300), uint16(3), uint16(2300))
	f.Add([]byte{1}, uint16(0), uint16(1))
	f.Fuzz(func(t *testing.T, b []byte, off, n uint16) {
		o, l, ok := clampRange(b, int(off), int(n))
		if !ok {
			return
		}
		want := countRef(b, o, l)
		for _, lv := range Levels() {
			k := lv.Table()
			if got := k.CountSetBits(b, o, l); got != want {
				t.Fatalf("isa=%v CountSetBits(off=%d, n=%d) = %d, want %d", lv, o, l, got, want)
			}
			wantAll, wantNone := want == l, want == 0
			if k.AllSet(b, o, l) != wantAll || k.NoneSet(b, o, l) != wantNone {
				t.Fatalf("isa=%v AllSet/NoneSet(off=%d, n=%d) wrong (count %d)", lv, o, l, want)
			}
		}
	})
}

func FuzzBitmapOp(f *testing.F) {
	f.Add(bytes.Repeat([]byte{0x5a, 0xc3, 0x0f}, 100), uint8(0), uint8(3), uint8(5), uint16(1500), uint8(0))
	f.Add(bytes.Repeat([]byte{0xff}, 90), uint8(7), uint8(0), uint8(64), uint16(600), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, dOff, aOff, bOff uint8, n uint16, op uint8) {
		bop := bitOp(op % uint8(numBitOps))
		// a, b and dst are three views of the data, rotated.
		a := data
		b := append(slices.Clone(data[len(data)/3:]), data[:len(data)/3]...)
		dst0 := append(slices.Clone(data[len(data)/2:]), data[:len(data)/2]...)
		l := int(n)
		for _, x := range [][]byte{a, b, dst0} {
			_, l, _ = clampRange(x, 0, l)
		}
		l = min(l, 8*len(data)-int(max(dOff, aOff, bOff)))
		if l < 0 {
			return
		}
		want := slices.Clone(dst0)
		for i := range l {
			setBit(want, int(dOff)+i, opRef(bop, bit(a, int(aOff)+i), bit(b, int(bOff)+i)))
		}
		for _, lv := range Levels() {
			dst := slices.Clone(dst0)
			bitmapOf(lv.Table(), bop)(dst, int(dOff), a, int(aOff), b, int(bOff), l)
			if !bytes.Equal(dst, want) {
				t.Fatalf("isa=%v %v(dst@%d, a@%d, b@%d, n=%d) differs", lv, bop, dOff, aOff, bOff, l)
			}
		}
	})
}

func FuzzAppendSetIndices(f *testing.F) {
	f.Add(bytes.Repeat([]byte{0xff, 0x00, 0x81}, 50), uint16(5), uint16(1000))
	f.Fuzz(func(t *testing.T, b []byte, off, n uint16) {
		o, l, ok := clampRange(b, int(off), int(n))
		if !ok {
			return
		}
		want := indicesRef(b, o, l)
		for _, lv := range Levels() {
			k := lv.Table()
			if got := k.AppendSetIndices32(nil, b, o, l); !equalIdx(got, want) {
				t.Fatalf("isa=%v AppendSetIndices32(off=%d, n=%d) = %v, want %v", lv, o, l, trim(got), trim(want))
			}
			if got := k.AppendSetIndices64(nil, b, o, l); !equalIdx(got, want) {
				t.Fatalf("isa=%v AppendSetIndices64(off=%d, n=%d) = %v, want %v", lv, o, l, trim(got), trim(want))
			}
		}
	})
}

func FuzzCompactBits(f *testing.F) {
	f.Add(bytes.Repeat([]byte{0x5a, 0xc3, 0x0f}, 100), uint8(3), uint8(5), uint16(1500))
	f.Add(bytes.Repeat([]byte{0xff, 0xfe}, 90), uint8(0), uint8(7), uint16(1400))
	f.Fuzz(func(t *testing.T, data []byte, sOff, mOff uint8, n uint16) {
		// src is data, mask data rotated by a third.
		src := data
		mask := append(slices.Clone(data[len(data)/3:]), data[:len(data)/3]...)
		l := min(int(n), 8*len(data)-int(max(sOff, mOff)))
		if l < 0 {
			return
		}
		want := compactRef(src, int(sOff), mask, int(mOff), l)
		for _, lv := range Levels() {
			dst := make([]byte, (len(want)+63)/64*8)
			got, set := lv.Table().CompactBits(dst, src, int(sOff), mask, int(mOff), l)
			wantSet := 0
			for i, b := range want {
				if bit(dst, i) != b {
					t.Fatalf("isa=%v CompactBits(so=%d, mo=%d, n=%d): bit %d wrong", lv, sOff, mOff, l, i)
				}
				if b {
					wantSet++
				}
			}
			if got != len(want) || set != wantSet {
				t.Fatalf("isa=%v CompactBits(so=%d, mo=%d, n=%d) = (%d, %d), want (%d, %d)", lv, sOff, mOff, l, got, set, len(want), wantSet)
			}
		}
	})
}
