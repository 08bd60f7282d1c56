package asm

// Lengths of offset-based values (binary, utf8, lists): the length of
// value i is offs[i+1]-offs[i], so a vector of offsets less the same
// vector one offset earlier gives a vector of lengths with no per-value
// work. LenEq32 compares them with one length and packs the result as a
// bitmap: the first pass of an equality test of a utf8 column against a
// scalar, which then compares bytes only where the bit is set.

// lenEqOf is the LenEq32 entry of a level whose block kernel is f (nil:
// the Go loop alone). f covers the whole 64-value blocks, the Go loop the
// rest.
func lenEqOf(f func(dst []uint64, offs []int32, l int32)) func(dst []uint64, offs []int32, l int32) {
	return func(dst []uint64, offs []int32, l int32) {
		if len(offs) == 0 {
			return
		}
		n := len(offs) - 1
		needLen("LenEq32", "dst", len(dst), (n+63)/64)
		done := 0
		if f != nil {
			done = n &^ 63
			if done > 0 {
				f(dst[:done/64], offs[:done+1], l)
			}
		}
		lenEq32Go(dst[done/64:(n+63)/64], offs[done:], l)
	}
}

// lenEq32Go sets bit j of dst[j/64] iff offs[j+1]-offs[j] == l, for the
// len(offs)-1 values; it writes every word it touches whole, bits past the
// last value clear.
func lenEq32Go(dst []uint64, offs []int32, l int32) {
	n := len(offs) - 1
	for w := 0; 64*w < n; w++ {
		o := offs[64*w : 64*w+min(64, n-64*w)+1]
		prev := o[0]
		var m uint64
		for i, x := range o[1:] {
			var b uint64
			if x-prev == l {
				b = 1
			}
			m |= b << (uint(i) & 63)
			prev = x
		}
		dst[w] = m
	}
}
