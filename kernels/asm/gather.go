package asm

// Dictionary gathers: dst[i] = dict[idx[i]] with every index checked
// against len(dict), the inner loop of dictionary decoding (Impala's
// DecodeValue over a batch). AVX-512 gathers 8 (64-bit) or 16 (32-bit)
// values per VPGATHERDQ/VPGATHERDD after one VPCMPUD checks the whole
// block; AVX2 gathers 4 or 8 per VPGATHER after a VPMAXUD check. NEON has
// no gather instruction, and a scalar loop in assembly would be the Go
// loop again, so the neon and generic levels run the pure-Go twins.
//
// The kernels are kept in tables of their own, indexed by level, next to
// the Table rather than in it, and reached through Table methods like
// every other kernel.

// gather64Asm[l] and gather32Asm[l] are level l's assembly gathers (nil:
// the level runs the pure-Go twin). Each returns how many leading values it
// stored: whole blocks, stopping before the first block holding an index
// at or above bound, or before a last partial block.
var (
	gather64Asm [numLevels]func(dst, dict []uint64, idx []uint32, bound uint32) int
	gather32Asm [numLevels]func(dst, dict []uint32, idx []uint32, bound uint32) int
)

// gatherBound is the index bound the assembly checks: len(dict), capped to
// 2^31 because the gather instructions sign-extend their 32-bit indices (a
// larger dictionary's upper entries are reached through the Go twin).
func gatherBound(n int) uint32 { return uint32(min(uint64(n), 1<<31)) }

// Gather64 stores dict[idx[i]] in dst[i] for each i and returns -1, or the
// position of the first index at or above len(dict), in which case dst is
// unspecified from that position on. It reads and writes nothing outside
// the three slices. Requires: len(dst) >= len(idx).
func (k *Table) Gather64(dst, dict []uint64, idx []uint32) int {
	dst = dst[:len(idx)]
	done := 0
	if f := gather64Asm[k.level]; f != nil && len(dict) > 0 {
		done = f(dst, dict, idx, gatherBound(len(dict)))
	}
	if bad := gather64Go(dst[done:], dict, idx[done:]); bad >= 0 {
		return done + bad
	}
	return -1
}

// Gather32 is Gather64 for 32-bit values.
func (k *Table) Gather32(dst, dict []uint32, idx []uint32) int {
	dst = dst[:len(idx)]
	done := 0
	if f := gather32Asm[k.level]; f != nil && len(dict) > 0 {
		done = f(dst, dict, idx, gatherBound(len(dict)))
	}
	if bad := gather32Go(dst[done:], dict, idx[done:]); bad >= 0 {
		return done + bad
	}
	return -1
}

// gather64Go is the pure-Go gather: a compare and a branch good data never
// takes, then the load it guards (which the compiler then does not check
// again).
func gather64Go(dst, dict []uint64, idx []uint32) int {
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

// gather32Go is gather64Go for 32-bit values.
func gather32Go(dst, dict []uint32, idx []uint32) int {
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
