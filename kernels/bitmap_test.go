package kernels

import (
	"bytes"
	"math"
	"slices"
	"testing"
)

// The per-level arithmetic is tested in kernels/asm; these tests check the
// public entry points: argument checks, and results at the active level.

func TestBitmapAPI(t *testing.T) {
	r := newRand(10)
	a, b := randBitmap(r, 1000, 0.5), randBitmap(r, 1000, 0.5)
	n, ao, bo, do := 900, 3, 70, 5
	count := 0
	for i := range n {
		if bit(a, ao+i) {
			count++
		}
	}
	if got := CountSetBits(a, ao, n); got != count {
		t.Errorf("CountSetBits = %d, want %d", got, count)
	}
	for _, c := range []struct {
		name string
		f    func(dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int)
		op   func(x, y bool) bool
	}{
		{"BitmapAnd", BitmapAnd, func(x, y bool) bool { return x && y }},
		{"BitmapOr", BitmapOr, func(x, y bool) bool { return x || y }},
		{"BitmapAndNot", BitmapAndNot, func(x, y bool) bool { return x && !y }},
		{"BitmapXor", BitmapXor, func(x, y bool) bool { return x != y }},
	} {
		dst := make([]byte, 120)
		c.f(dst, do, a, ao, b, bo, n)
		for i := range 8 * len(dst) {
			want := false
			if i >= do && i < do+n {
				want = c.op(bit(a, ao+i-do), bit(b, bo+i-do))
			}
			if bit(dst, i) != want {
				t.Fatalf("%s: bit %d = %v", c.name, i, !want)
			}
		}
	}
	var want []int32
	for i := range n {
		if bit(a, ao+i) {
			want = append(want, int32(i))
		}
	}
	if got := AppendSetIndices32(nil, a, ao, n); !slices.Equal(got, want) {
		t.Errorf("AppendSetIndices32 = %v", got)
	}
	got64 := AppendSetIndices64([]int64{9}, a, ao, n)
	if len(got64) != len(want)+1 || got64[0] != 9 || got64[len(got64)-1] != int64(want[len(want)-1]) {
		t.Errorf("AppendSetIndices64 = %v", got64)
	}
	ones := bytes.Repeat([]byte{0xff}, 10)
	if !AllSet(ones, 3, 77) || NoneSet(ones, 3, 77) || !NoneSet(make([]byte, 10), 1, 79) {
		t.Error("AllSet/NoneSet on uniform bitmaps")
	}
	ones[5] = 0xfe
	if AllSet(ones, 3, 77) || !AllSet(ones, 41, 39) {
		t.Error("AllSet with one clear bit at 40")
	}
	var rs [][2]int
	for s, e := range SetBitRuns([]byte{0b0111_0110, 0xff}, 1, 14) {
		rs = append(rs, [2]int{s, e})
	}
	if !slices.Equal(rs, [][2]int{{0, 2}, {3, 6}, {7, 14}}) {
		t.Errorf("SetBitRuns = %v", rs)
	}
	var all []Run
	for r := range Runs([]byte{0b0111_0110}, 0, 8) {
		all = append(all, r)
	}
	if !slices.Equal(all, []Run{{0, 1, false}, {1, 3, true}, {3, 4, false}, {4, 7, true}, {7, 8, false}}) || all[1].Len() != 2 {
		t.Errorf("Runs = %v", all)
	}
}

func TestBitmapBounds(t *testing.T) {
	b := make([]byte, 4)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"CountSetBits past end", func() { CountSetBits(b, 1, 32) }},
		{"CountSetBits negative offset", func() { CountSetBits(b, -1, 2) }},
		{"CountSetBits negative length", func() { CountSetBits(b, 0, -1) }},
		{"AllSet past end", func() { AllSet(b, 30, 3) }},
		{"NoneSet past end", func() { NoneSet(b, 33, 0) }},
		{"BitmapAnd dst", func() { BitmapAnd(b[:1], 0, b, 0, b, 0, 9) }},
		{"BitmapOr a", func() { BitmapOr(b, 0, b[:1], 1, b, 0, 8) }},
		{"BitmapXor b", func() { BitmapXor(b, 0, b, 0, b[:2], 9, 8) }},
		{"AppendSetIndices32", func() { AppendSetIndices32(nil, b, 0, 33) }},
		{"AppendSetIndices64", func() { AppendSetIndices64(nil, nil, 0, 1) }},
		{"SetBitRuns", func() { SetBitRuns(b, 8, 25) }},
		{"Runs", func() { Runs(b, 0, 40) }},
		{"overflowing offset", func() { CountSetBits(b, math.MaxInt/2+1, math.MaxInt/2+1) }},
	} {
		mustPanic(t, c.name, c.f)
	}
	// Empty ranges anywhere inside (or at the end of) the bitmap are fine.
	if CountSetBits(b, 32, 0) != 0 || !AllSet(nil, 0, 0) || len(AppendSetIndices32(nil, b, 7, 0)) != 0 {
		t.Error("empty ranges")
	}
}
