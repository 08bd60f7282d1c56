package kernels

import (
	"errors"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// packRef packs one bit at a time.
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

func TestAppendPacked(t *testing.T) {
	r := newRand(30)
	for w := 0; w <= 64; w++ {
		for _, n := range []int{0, 1, 7, 8, 9, 31, 32, 33, 100} {
			vals := make([]uint64, n)
			for i := range vals {
				vals[i] = r.Uint64()
				if w < 64 {
					vals[i] &= 1<<w - 1
				}
			}
			got, err := AppendPacked([]byte{0xee}, vals, w)
			if err != nil || got[0] != 0xee || !slices.Equal(got[1:], packRef(vals, w)) {
				t.Fatalf("AppendPacked(width %d, n=%d) = %x, %v; want %x", w, n, got, err, packRef(vals, w))
			}
			back := make([]uint64, n)
			if err := Unpack64(back, got[1:], w); err != nil || !slices.Equal(back, vals) {
				t.Fatalf("Unpack64(AppendPacked(width %d, n=%d)) = %v, %v", w, n, back, err)
			}
		}
	}
	if _, err := AppendPacked(nil, []uint32{1, 8, 2}, 3); !errors.Is(err, ErrValueTooWide) {
		t.Errorf("AppendPacked with a 4-bit value at width 3: %v", err)
	}
	if _, err := AppendPacked(nil, []uint16{1}, 17); !errors.Is(err, ErrBitWidth) {
		t.Errorf("AppendPacked uint16 at width 17: %v", err)
	}
}

func TestUnpackAPI(t *testing.T) {
	r := newRand(31)
	for w := 0; w <= 32; w++ {
		n := 1000 + w
		vals := make([]uint32, n)
		for i := range vals {
			vals[i] = uint32(r.Uint64() & (1<<w - 1))
		}
		src, err := AppendPacked(nil, vals, w)
		if err != nil {
			t.Fatal(err)
		}
		got := make([]uint32, n)
		if err := Unpack32(got, src, w); err != nil || !slices.Equal(got, vals) {
			t.Fatalf("Unpack32 width %d: %v", w, err)
		}
		if w <= 16 {
			got16 := make([]uint16, n)
			if err := Unpack16(got16, src, w); err != nil {
				t.Fatal(err)
			}
			for i := range vals {
				if uint32(got16[i]) != vals[i] {
					t.Fatalf("Unpack16 width %d value %d", w, i)
				}
			}
		}
		if w <= 8 {
			got8 := make([]uint8, n)
			if err := Unpack8(got8, src, w); err != nil {
				t.Fatal(err)
			}
			for i := range vals {
				if uint32(got8[i]) != vals[i] {
					t.Fatalf("Unpack8 width %d value %d", w, i)
				}
			}
		}
	}
}

func TestUnpackErrors(t *testing.T) {
	src := make([]byte, 12)
	for _, c := range []struct {
		err  error
		want error
	}{
		{Unpack8(make([]uint8, 4), src, 9), ErrBitWidth},
		{Unpack16(make([]uint16, 4), src, -1), ErrBitWidth},
		{Unpack32(make([]uint32, 4), src, 33), ErrBitWidth},
		{Unpack64(make([]uint64, 4), src, 65), ErrBitWidth},
		{Unpack32(make([]uint32, 33), src, 3), ErrShortInput}, // 33*3 bits = 13 bytes
		{Unpack64(make([]uint64, 2), src, 64), ErrShortInput},
		{Unpack8(make([]uint8, 97), src, 1), ErrShortInput},
	} {
		if !errors.Is(c.err, c.want) {
			t.Errorf("got %v, want %v", c.err, c.want)
		}
	}
	dst := []uint32{7, 7}
	if err := Unpack32(dst, nil, 5); err == nil || dst[0] != 7 {
		t.Errorf("failed Unpack32 wrote dst or returned nil: %v %v", dst, err)
	}
	if err := Unpack32(make([]uint32, 32), src, 3); err != nil {
		t.Errorf("exact input: %v", err)
	}
	if err := Unpack32(make([]uint32, 1000), nil, 0); err != nil {
		t.Errorf("width 0 needs no input: %v", err)
	}
}

// TestUnpackEveryLevel runs the public entry point's kernel at each level.
func TestUnpackEveryLevel(t *testing.T) {
	r := newRand(32)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, w := range []int{1, 3, 8, 12, 17, 25, 26, 31, 32} {
			vals := make([]uint32, 4096+7)
			for i := range vals {
				vals[i] = uint32(r.Uint64() & (1<<w - 1))
			}
			src, _ := AppendPacked(nil, vals, w)
			got := make([]uint32, len(vals))
			k.Unpack32(got, src, w)
			if !slices.Equal(got, vals) {
				t.Fatalf("width %d differs", w)
			}
		}
	})
}
