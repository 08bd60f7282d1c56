//go:build !noasm

package asm

import (
	"testing"
	"unsafe"
)

// TestUnpack32BlocksAVX2Steps calls the AVX2 lane kernel directly with every
// step count 1..13 at every width 1..31: the public paths hand it whole
// groups of 32 values (multiples of four steps), so its one-step loops for
// the steps past a multiple of four are reached only here. src ends at a
// guard page right after the last step's 16-byte read, dst is followed by
// sentinels.
func TestUnpack32BlocksAVX2Steps(t *testing.T) {
	if !cpuHas[AVX2] {
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
			src := g.place(append(packed, make([]byte, max(0, need-len(packed)))...)[:need])
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
