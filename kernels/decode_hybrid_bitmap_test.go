package kernels

import (
	"errors"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// TestHybridDecodeBitmap compares the bitmap decode with the strict
// reference at every level: random width-1 streams (short RLE runs,
// bit-packed runs, padded last groups, long headers) of lengths 0..70,
// around multiples of 32 and large, at destination offsets 0..7 and 61,
// with the bits around the range set to a pattern that must survive.
func TestHybridDecodeBitmap(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(131)
		for _, n := range hybridLengths() {
			for _, maxRun := range []int{1, 9, 300} {
				src, vals, _ := hybridGenStream(r, 1, n, maxRun)
				if r.IntN(3) == 0 {
					src = HybridEncode(nil, hybridRunValues(r, 1, n, maxRun), 1)
					vals = hybridRefStrict(src, 1, n).vals
				}
				for _, off := range []int{0, 1, 2, 3, 4, 5, 6, 7, 61} {
					checkHybridBitmap(t, k, src, vals, n, off, byte(r.Uint32()))
				}
			}
		}
	})
}

func checkHybridBitmap(t *testing.T, k *asm.Table, src []byte, vals []uint32, n, off int, pattern byte) {
	t.Helper()
	ref := hybridRefStrict(src, 1, n)
	dst := make([]byte, (off+n+7)/8+2)
	for i := range dst {
		dst[i] = pattern
	}
	set, used, err := hybridDecodeBitmap(k, dst, off, src, n)
	if ref.err != nil {
		if !errors.Is(err, ref.err) || !errors.Is(err, ErrMalformedHybrid) {
			t.Fatalf("n=%d off=%d: error %v, want %v", n, off, err, ref.err)
		}
		return
	}
	if err != nil || used != ref.used {
		t.Fatalf("n=%d off=%d: used %d err %v, want %d", n, off, used, err, ref.used)
	}
	want := 0
	for i := range 8 * len(dst) {
		exp := hybridBitAt([]byte{pattern}, i&7)
		if i >= off && i < off+n {
			exp = vals[i-off] == 1
			if exp {
				want++
			}
		}
		if hybridBitAt(dst, i) != exp {
			t.Fatalf("n=%d off=%d: bit %d is %v, want %v", n, off, i, !exp, exp)
		}
	}
	if set != want {
		t.Fatalf("n=%d off=%d: %d set bits reported, %d written", n, off, set, want)
	}
}

// TestHybridDecodeBitmapMalformed: truncated and corrupted width-1
// streams give the reference's error class, never a panic, and a stream
// with a value wider than one bit is refused.
func TestHybridDecodeBitmapMalformed(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(132)
		for _, n := range []int{1, 7, 9, 33, 100, 1000} {
			src, _, _ := hybridGenStream(r, 1, n, 1+r.IntN(40))
			for c := 0; c < len(src); c++ {
				cut := src[:c]
				ref := hybridRefStrict(cut, 1, n)
				dst := make([]byte, (n+7)/8)
				_, _, err := hybridDecodeBitmap(k, dst, 0, cut, n)
				if (err == nil) != (ref.err == nil) || (err != nil && !errors.Is(err, ref.err)) {
					t.Fatalf("n=%d cut at %d: error %v, reference %v", n, c, err, ref.err)
				}
			}
			for range 50 {
				bad := append([]byte(nil), src...)
				bad[r.IntN(len(bad))] ^= byte(1 << r.IntN(8))
				ref := hybridRefStrict(bad, 1, n)
				dst := make([]byte, (n+7)/8)
				_, _, err := hybridDecodeBitmap(k, dst, 0, bad, n)
				if (err == nil) != (ref.err == nil) || (err != nil && !errors.Is(err, ref.err)) {
					t.Fatalf("n=%d corrupted: error %v, reference %v", n, err, ref.err)
				}
			}
		}
		// An RLE run of value 2 at width 1.
		if _, _, err := hybridDecodeBitmap(k, make([]byte, 1), 0, []byte{4 << 1, 2}, 4); !errors.Is(err, ErrValueTooWide) {
			t.Fatalf("value 2 at width 1: %v", err)
		}
	})
}

// FuzzHybridDecodeBitmap decodes arbitrary bytes as a width-1 stream into
// a bitmap at every level and offset 0..7, against the strict reference.
func FuzzHybridDecodeBitmap(f *testing.F) {
	r := newRand(133)
	for _, n := range []int{1, 9, 70, 300} {
		f.Add(HybridEncode(nil, hybridRunValues(r, 1, n, 12), 1), uint16(n), uint8(0))
		src, _, _ := hybridGenStream(r, 1, n, 30)
		f.Add(src, uint16(n), uint8(5))
	}
	f.Fuzz(func(t *testing.T, src []byte, n uint16, off uint8) {
		ref := hybridRefStrict(src, 1, int(n))
		vals := ref.vals
		if ref.err == nil && len(vals) != int(n) {
			t.Fatalf("reference decoded %d of %d values", len(vals), n)
		}
		for _, l := range asm.Levels() {
			checkHybridBitmap(t, l.Table(), src, vals, int(n), int(off%8), 0xa5)
		}
	})
}
