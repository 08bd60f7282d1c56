package asm

// Dictionary gathers: dst[i] = dict[idx[i]] with every index checked
// against len(dict), the inner loop of dictionary decoding (Impala's
// DecodeValue over a batch). A small dictionary (up to 16 64-bit or 32
// 32-bit entries: bit widths up to 4 or 5) fits in two AVX-512 registers,
// and one permute looks up 8 or 16 values. Larger dictionaries (and all
// at the AVX2 level) take scalar loads, eight indices checked against the
// length at once (gatherAny64): on the AMD Zen 5 a Go loop of scalar
// loads beat the AVX-512 and AVX2 hardware gathers (VPGATHERDQ by about
// 1.7x, the AVX2 gathers by 1.3x; 4096 indices into 2..4096 entries, all
// in L1), and the assembly loop does the same loads in about half the
// instructions (1M indices into 8..4096 entries on Zen 3: 0.67 -> 0.40
// ms). NEON has no gather at all and runs the Go loop.
//
// A level's block kernels are its kit's gather64 and gather32 (nil: the
// pure-Go loop alone).

// gather64Of stores dict[idx[i]] in dst[i] for each i and returns -1, or the
// position of the first index at or above len(dict), in which case dst is
// unspecified from that position on. It reads and writes nothing outside
// the three slices. Requires: len(dst) >= len(idx).
func (k *kit) gather64Of(dst, dict []uint64, idx []uint32) int {
	needLen("Gather64", "dst", len(dst), len(idx))
	dst = dst[:len(idx)]
	done := 0
	if f := k.gather64; f != nil && len(dict) > 0 && len(dict) <= 16 && len(idx) >= 8 {
		var tab [16]uint64
		copy(tab[:], dict)
		done = f(dst, &tab, idx, uint32(len(dict)))
	} else if f := k.gatherAny64; f != nil && len(idx) >= 8 {
		done = f(dst, dict, idx)
	}
	if bad := GatherAny(dst[done:], dict, idx[done:]); bad >= 0 {
		return done + bad
	}
	return -1
}

// gather32Of is Gather64 for 32-bit values.
func (k *kit) gather32Of(dst, dict []uint32, idx []uint32) int {
	needLen("Gather32", "dst", len(dst), len(idx))
	dst = dst[:len(idx)]
	done := 0
	if f := k.gather32; f != nil && len(dict) > 0 && len(dict) <= 32 && len(idx) >= 16 {
		var tab [32]uint32
		copy(tab[:], dict)
		done = f(dst, &tab, idx, uint32(len(dict)))
	} else if f := k.gatherAny32; f != nil && len(idx) >= 8 {
		done = f(dst, dict, idx)
	}
	if bad := GatherAny(dst[done:], dict, idx[done:]); bad >= 0 {
		return done + bad
	}
	return -1
}

// GatherAny is the pure-Go gather, of values of any type (package kernels
// gathers those the kernels do not take with it): a compare and a branch
// good data never takes, then the load it guards (which the compiler then
// does not check again). Its result is that of Gather64.
func GatherAny[T any](dst, dict []T, idx []uint32) int {
	dst = dst[:len(idx)]
	n := uint(len(dict))
	for i, x := range idx {
		if uint(x) >= n {
			return i
		}
		dst[i] = dict[x]
	}
	return -1
}
