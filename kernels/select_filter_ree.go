package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// filterRunEndEncoded filters a run-end encoded array without decoding it:
// each run keeps as many slots as the mask selects in it, runs that keep
// none disappear, and the values child is reduced to the surviving runs'
// values. The cost is one popcount per run plus a take of the run values.
// Emitted nulls would split runs and need null values, so a selection with
// emitted nulls goes through Take, which builds runs as it goes.
func filterRunEndEncoded(k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	if sel.valid != nil {
		return takeData(k, c, d, sel.indices(c))
	}
	id, err := reeRunEndID(d)
	if err != nil {
		return nil, err
	}
	switch id {
	case arrays.INT16:
		return filterREE[int16](k, c, d, sel)
	case arrays.INT32:
		return filterREE[int32](k, c, d, sel)
	}
	return filterREE[int64](k, c, d, sel)
}

func filterREE[R int16 | int32 | int64](k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	r, err := newREERuns[R](d)
	if err != nil {
		return nil, err
	}
	re, vals := d.Children[0], d.Children[1]
	ends := r.ends
	off, n := d.Offset, d.Length
	p, _ := r.span()
	most := min(len(ends)-p, sel.count) // each output run keeps at least one slot
	endBuf := c.alloc(int(unsafeSizeof[R]())*most, false)
	outEnds := viewAs[R](endBuf, most)
	phys := newChildIndices(vals.Length, most)
	runs, total := 0, 0
	for start := 0; start < n; p++ {
		if p >= len(ends) || int(ends[p])-off <= start {
			return nil, fmt.Errorf("kernels: filter: run ends do not increase at run %d: %w", p, ErrBadRunEnds)
		}
		end := min(int(ends[p])-off, n)
		if kept := k.CountSetBits(sel.keep, sel.keepOff+start, end-start); kept > 0 {
			total += kept
			outEnds[runs] = R(total)
			runs++
			phys.add(p)
		}
		start = end
	}
	values, err := takeData(k, c, vals, phys.set(true))
	if err != nil {
		return nil, err
	}
	runEnds := arrays.NewData(re.Type, runs, c.buffers(nil, endBuf[:int(unsafeSizeof[R]())*runs]), nil, 0, 0)
	return newOut(c, d.Type, sel.count, 0, []*arrays.Data{runEnds, values}, nil), nil
}
