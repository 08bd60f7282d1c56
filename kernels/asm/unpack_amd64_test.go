//go:build !noasm

package asm

import (
	"testing"
	"unsafe"
)

// unpackPlanTables returns, when the CPU has the AVX-512 level, that
// level's table with the unpack plan inverted at every width and for
// calls of any size (the AVX2 kernels where this CPU's plan picks VBMI
// and the other way round), so the unpack tests run both sequences at
// every width whichever the CPU chose.
func unpackPlanTables() map[string]*Table {
	if kits[AVX512] == nil {
		return map[string]*Table{}
	}
	inv := unpackPlan{streams: !avx512Plan.streams}
	for w := range inv.avx2 {
		inv.avx2[w] = !avx512Plan.avx2[w]
	}
	k := *kits[AVX512]
	k.unpack32 = unpack32With(&inv)
	k.unpack32Groups = unpack32GroupsWith(&inv)
	k.unpack32Runs = unpack32RunsWith(&inv)
	return map[string]*Table{"avx512-inverted-plan": newTable(&k)}
}

// TestUnpackPlanFor checks how QUIVER_UNPACK and the CPU choose the plan.
func TestUnpackPlanFor(t *testing.T) {
	count := func(p unpackPlan) (n int) {
		for _, b := range p.avx2 {
			if b {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		env     string
		zen4    bool
		avx2    int // widths on the AVX2 kernels
		invalid bool
	}{
		{"", false, 0, false},
		{"auto", false, 0, false},
		{"", true, len(zen4UnpackAVX2), false},
		{" Auto ", true, len(zen4UnpackAVX2), false},
		{"vbmi", true, 0, false},
		{"AVX2", false, 33, false},
		{"avx512", true, len(zen4UnpackAVX2), true},
		{"avx2,vbmi", false, 0, true},
	} {
		p, err := unpackPlanFor(c.env, c.zen4)
		if p.streams != (c.avx2 == 33) || (c.avx2 == len(zen4UnpackAVX2)) != (p.avx2Below == zen4AVX2Below) {
			t.Errorf("unpackPlanFor(%q, zen4=%v) = %+v: streams or size limit wrong", c.env, c.zen4, p)
		}
		if got := count(p); got != c.avx2 || (err != nil) != c.invalid {
			t.Errorf("unpackPlanFor(%q, zen4=%v) = %d AVX2 widths, err %v; want %d, error %v", c.env, c.zen4, got, err, c.avx2, c.invalid)
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
