package kernels

// Take helpers of the typed layer. The width kernels (the engine's
// Table.Take<w>x<i> entries) live in package asm (takeWidth).

// takeBitsOf stores bit srcOff+idx[i] of src at bit i of dst, for every i
// (dst is zeroed by the caller). Null indices (bit validOff+i of valid
// clear) get a clear bit and their index is not read.
func takeBitsOf[I uint8 | uint16 | uint32 | uint64](dst, src []byte, srcOff int, idx []I, valid []byte, validOff int) {
	w := newBitWriter(dst)
	for base := 0; base < len(idx); base += 64 {
		blk := idx[base:min(base+64, len(idx))]
		var v uint64
		if valid == nil {
			for i, x := range blk {
				p := srcOff + int(x)
				v |= uint64(src[p>>3]>>uint(p&7)&1) << uint(i)
			}
		} else {
			m := loadBits(valid, validOff+base, len(blk))
			for i, x := range blk {
				if m>>uint(i)&1 != 0 {
					p := srcOff + int(x)
					v |= uint64(src[p>>3]>>uint(p&7)&1) << uint(i)
				}
			}
		}
		w.Put(v, uint(len(blk)))
	}
	w.Flush()
}

// takeBits dispatches takeBitsOf by index width.
func takeBits(dst, src []byte, srcOff int, ix *indexSet) {
	switch ix.w {
	case 1:
		takeBitsOf(dst, src, srcOff, ix.u8, ix.valid, ix.validOff)
	case 2:
		takeBitsOf(dst, src, srcOff, ix.u16, ix.valid, ix.validOff)
	case 4:
		takeBitsOf(dst, src, srcOff, ix.u32, ix.valid, ix.validOff)
	default:
		takeBitsOf(dst, src, srcOff, ix.u64, ix.valid, ix.validOff)
	}
}

// takeBytesOf gathers values of w bytes each (any w: fixed-size binary of
// widths without a width kernel). Null indices leave dst untouched.
func takeBytesOf[I uint32 | uint64](dst, src []byte, w int, idx []I, ix *indexSet) {
	for i, x := range idx {
		if ix.isValid(i) {
			s := int(x) * w
			copy(dst[i*w:(i+1)*w], src[s:s+w])
		}
	}
}
