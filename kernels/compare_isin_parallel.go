package kernels

import (
	"github.com/quiver-go/quiver/arrays"
)

// smallInMorsels is smallIn on several goroutines, when the set qualifies
// (checked on an empty slice of d): each morsel runs smallIn on its slice
// and copies its result (IsIn's bits; IndexIn's positions and validity)
// into the one result at the morsel's offset, a copy of 1 or 4 bytes per
// slot against the scan of the set.
func smallInMorsels(fn string, c config, st arrays.DataType, d, sd *arrays.Data, nullAt int32) (arrays.Array, bool) {
	probe := c
	probe.scratch = nil
	if _, ok := smallIn(fn, &probe, st, d.Slice(0, 0), sd, nullAt); !ok {
		return nil, false
	}
	n := d.Length
	isIn := fn == "is_in"
	var vb, valid []byte
	if isIn {
		vb = c.bitmap(n)
	} else {
		vb, valid = c.alloc(4*n, false), c.bitmap(n)
	}
	nulls := make([]int, numMorsels(n))
	forMorsels(c, n, func(mc *config, lo, hi int) {
		r, ok := smallIn(fn, mc, st, d.Slice(lo, hi), sd, nullAt)
		if !ok {
			panic("kernels: smallIn refused a slice of an array it accepted")
		}
		rd := r.Data()
		if isIn {
			arrays.CopyBits(vb, lo, rd.Buffers[1], rd.Offset, hi-lo)
			return
		}
		copy(vb[4*lo:4*hi], rd.Buffers[1][4*rd.Offset:4*(rd.Offset+hi-lo)])
		if rv := rd.Validity(); rv != nil {
			arrays.CopyBits(valid, lo, rv, rd.Offset, hi-lo)
		} else {
			arrays.SetBitsTo(valid, lo, hi-lo, true)
		}
		nulls[lo/morselSlots] = rd.NullN()
	})
	if isIn {
		return arrays.MakeArray(newOut(&c, arrays.BoolType{}, n, 0, nil, nil, vb)), true
	}
	total := 0
	for _, k := range nulls {
		total += k
	}
	if total == 0 {
		valid = nil
	}
	return arrays.MakeArray(newOut(&c, arrays.Int32Type{}, n, total, nil, valid, vb)), true
}
