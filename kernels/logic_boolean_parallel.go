package kernels

import (
	"math"

	"github.com/quiver-go/quiver/arrays"
)

// boolMorsels is boolBinary's kernel step on several goroutines: the path
// boolBinary would take (the level's bitmap kernels, the Kleene bitmap
// passes, or the word loop), run per morsel into the call's one result at
// the morsel's bit offset, so that the buffers are those of the
// sequential call bit for bit. A morsel is 64K slots: whole, 64-byte
// aligned, 8 KiB stretches of the output bitmaps.
func boolMorsels(c config, op logicOp, a, b boolSrc, n int) *arrays.Boolean {
	k := c.widths()
	if bop, ok := op.bitmapKernel(k); ok && !a.scalar && !b.scalar {
		vals := c.kernelBitmap(n)
		var valid []byte
		var from *arrays.Data // the operand whose validity is shared
		// one operand's validity is shared as boolBitmaps does, or
		// copied by ANDing it with itself
		va, vaOff, vb, vbOff := a.valid, a.off, b.valid, b.off
		switch {
		case va != nil && vb != nil:
			valid = c.kernelBitmap(n)
		case va == nil && vb == nil:
		case va == nil && vbOff%8 == 0:
			valid, from = c.sameValidity(&b, n)
		case vb == nil && vaOff%8 == 0:
			valid, from = c.sameValidity(&a, n)
		default:
			valid = c.kernelBitmap(n)
			if va == nil {
				va, vaOff = vb, vbOff
			} else {
				vb, vbOff = va, vaOff
			}
		}
		copyValid := valid != nil && from == nil
		forMorsels(c, n, func(_ *config, lo, hi int) {
			bop(vals, lo, a.vals, a.off+lo, b.vals, b.off+lo, hi-lo)
			if copyValid {
				k.BitmapAnd(valid, lo, va, vaOff+lo, vb, vbOff+lo, hi-lo)
			}
		})
		nulls := 0
		if valid != nil {
			nulls = arrays.UnknownNullCount
		}
		return boolResultFrom(&c, n, nulls, valid, vals, from)
	}
	if !a.scalar && !b.scalar && a.valid != nil && b.valid != nil {
		p := kleenePasses[op]
		pass := func(op logicOp) bitmapKernel { f, _ := op.bitmapKernel(k); return f }
		p0, p1, p2, plain := pass(p[0]), pass(p[1]), pass(p[2]), pass(op.plain())
		valid, vals := c.kernelBitmap(n), c.kernelBitmap(n) // every pass writes all n bits
		forMorsels(c, n, func(_ *config, lo, hi int) {
			m := hi - lo
			p0(valid, lo, a.vals, a.off+lo, b.valid, b.off+lo, m)
			p1(valid, lo, a.valid, a.off+lo, valid, lo, m)
			p2(vals, lo, b.valid, b.off+lo, b.vals, b.off+lo, m)
			k.BitmapOr(valid, lo, valid, lo, vals, lo, m)
			plain(vals, lo, a.vals, a.off+lo, b.vals, b.off+lo, m)
		})
		return boolResult(&c, n, arrays.UnknownNullCount, valid, vals)
	}
	words := (n + 63) / 64
	vb, kb := c.alloc(8*words, false), c.alloc(8*words, false)
	vals, valid := viewAs[uint64](vb[:cap(vb)], words), viewAs[uint64](kb[:cap(kb)], words)
	fast := min(a.fullWords(n), b.fullWords(n))
	m := op.masks()
	sets := make([]int, numMorsels(n))
	forMorsels(c, n, func(_ *config, lo, hi int) {
		sets[lo/morselSlots] = boolWordRange(m, &a, &b, vals, valid, fast, lo/64, (hi+63)/64, n)
	})
	set := 0
	for _, s := range sets {
		set += s
	}
	var kbytes []byte
	if set < n {
		kbytes = kb[:arrays.BitmapLen(n)]
	}
	return boolResult(&c, n, n-set, kbytes, vb[:arrays.BitmapLen(n)])
}

// notMorsels is Not's kernel step on several goroutines: each morsel
// flips its whole words of values and copies its stretch of validity
// (valid nil: none; from not nil: valid is shared, nothing to copy).
func notMorsels(c config, vb, valid []byte, from *arrays.Data, s boolSrc, n int) {
	k := c.widths()
	forMorsels(c, n, func(_ *config, lo, hi int) {
		flipBits(vb[lo/8:], s.vals, s.off+lo, hi-lo, math.MaxUint64)
		if valid != nil && from == nil {
			k.BitmapAnd(valid, lo, s.valid, s.off+lo, s.valid, s.off+lo, hi-lo)
		}
	})
}
