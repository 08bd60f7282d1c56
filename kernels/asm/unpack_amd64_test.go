//go:build !noasm

package asm

import (
	"slices"
	"testing"
	"unsafe"
)

// TestZen4Plan checks the avx512-zen4 variant's Unpack32 against the VBMI
// and AVX2 kernels it chooses between, at every width and on both sides of
// the call size where the plan changes.
func TestZen4Plan(t *testing.T) {
	if !host.has[AVX512] {
		t.Skip("CPU lacks the AVX-512 level: its variants cannot run here")
	}
	r := newRand(41)
	src := randBytes(r, 4*(zen4Plan.avx2Below+64), 0.5)
	for _, n := range []int{64, zen4Plan.avx2Below - 1, zen4Plan.avx2Below + 31} {
		n -= n % 32
		got, want := make([]uint32, n), make([]uint32, n)
		for w := range 33 {
			unpack32With(&zen4Plan)(got, src, w)
			unpack32VBMI(want, src, w)
			if !slices.Equal(got, want) {
				t.Fatalf("width %d n=%d: the zen4 plan and the VBMI kernels differ", w, n)
			}
		}
	}
	for w, on := range zen4Plan.avx2 {
		if on != (w >= 2 && w <= 7) {
			t.Errorf("zen4Plan uses the AVX2 kernels at width %d: %v", w, on)
		}
	}
}

// TestUnpack32BlocksAVX2Steps calls the AVX2 lane kernel directly with every
// step count 1..13 at every width 1..31: the public paths hand it whole
// groups of 32 values (multiples of four steps), so its one-step loops for
// the steps past a multiple of four are reached only here. src ends at a
// guard page right after the last step's 16-byte read, dst is followed by
// sentinels.
func TestUnpack32BlocksAVX2Steps(t *testing.T) {
	if !host.has[AVX2] {
		t.Skip("CPU lacks AVX2: unpack32BlocksAVX2 cannot run here")
	}
	r := newRand(40)
	g := newGuard(t, 4096)
	for w := 1; w <= 31; w++ {
		c := &laneUnpackConsts[w]
		for steps := 1; steps <= 13; steps++ {
			n := 8 * steps
			vals := randValues(r, n, w)
			packed := packRef(vals, w)
			need := (steps-1)*w + c.hiOff + 16
			src := g.Place(append(packed, make([]byte, max(0, need-len(packed)))...)[:need])
			const sentinel = 0x5a5a5a5a
			buf := make([]uint32, n+16)
			for i := range buf {
				buf[i] = sentinel
			}
			unpack32BlocksAVX2(buf[:n:n], src, w, c)
			for i, v := range vals {
				if uint64(buf[i]) != v {
					t.Fatalf("width %d, %d steps: value %d = %#x, want %#x", w, steps, i, buf[i], v)
				}
			}
			for i := n; i < len(buf); i++ {
				if buf[i] != sentinel {
					t.Fatalf("width %d, %d steps: wrote dst[%d] past the end", w, steps, i)
				}
			}
		}
	}
}

// TestVBMIUnpackLayout pins vbmiUnpack's field offsets, which the
// assembly reads as constants.
func TestVBMIUnpackLayout(t *testing.T) {
	var c vbmiUnpack
	for _, f := range []struct {
		name      string
		got, want uintptr
	}{
		{"perm", unsafe.Offsetof(c.perm), 0},
		{"ctrl", unsafe.Offsetof(c.ctrl), 64},
		{"shr", unsafe.Offsetof(c.shr), 128},
		{"shl", unsafe.Offsetof(c.shl), 192},
		{"hi", unsafe.Offsetof(c.hi), 256},
	} {
		if f.got != f.want {
			t.Errorf("vbmiUnpack.%s at +%d, the assembly reads +%d", f.name, f.got, f.want)
		}
	}
}

// TestLaneUnpackLayout pins laneUnpack's field offsets, which the
// assembly reads as constants.
func TestLaneUnpackLayout(t *testing.T) {
	var c laneUnpack
	for _, f := range []struct {
		name      string
		got, want uintptr
	}{
		{"shuf1", unsafe.Offsetof(c.shuf1), 0},
		{"shuf2", unsafe.Offsetof(c.shuf2), 32},
		{"shr", unsafe.Offsetof(c.shr), 64},
		{"shl", unsafe.Offsetof(c.shl), 96},
		{"hiOff", unsafe.Offsetof(c.hiOff), 160},
		{"wide", unsafe.Offsetof(c.wide), 168},
		{"bshuf", unsafe.Offsetof(c.bshuf), 176},
		{"bcast", unsafe.Offsetof(c.bcast), 208},
		{"oshuf", unsafe.Offsetof(c.oshuf), 216},
		{"one", unsafe.Offsetof(c.one), 248},
	} {
		if f.got != f.want {
			t.Errorf("laneUnpack.%s at +%d, the assembly reads +%d", f.name, f.got, f.want)
		}
	}
}
