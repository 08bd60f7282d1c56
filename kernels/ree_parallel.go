package kernels

import (
	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// increasing reports whether the run ends covering the array strictly
// increase and the first ends past the offset: what the sequential decode
// finds out as it walks the runs, and what a morsel, finding its first
// run by binary search, relies on. The parallel decode checks it first,
// leaving arrays that fail to the sequential path and its errors.
func (r *reeRuns[R]) increasing() bool {
	p, q := r.span()
	if p >= q || int(r.ends[p]) <= r.off {
		return r.n == 0
	}
	for i := p + 1; i < q; i++ {
		if r.ends[i] <= r.ends[i-1] {
			return false
		}
	}
	return true
}

// reeFixedMorsels is reeDecode of fixed-width values (w bytes) on several
// goroutines: each morsel of logical slots is decoded as the run-end
// encoded slice it is, into its stretch of the one result. r's run ends
// increase and its values fit their buffer.
func reeFixedMorsels[R runEndInt](k *asm.Table, c config, r reeRuns[R], t arrays.DataType, w int) *arrays.Data {
	n, vals := r.n, r.vals
	out := c.alloc(w*n, false)
	src := vals.Buffers[1][w*vals.Offset:]
	vb := vals.Validity()
	var valid []byte
	if vb != nil && vals.NullN() > 0 {
		valid = c.bitmap(n)
	}
	sets := make([]int, numMorsels(n))
	forMorsels(c, n, func(_ *config, lo, hi int) {
		m := r
		m.off, m.n = r.off+lo, hi-lo
		if err := fillFixed(k, &m, w, out[lo*w:hi*w], src, vals.Length); err != nil {
			panic(err) // increasing ends leave fillFixed nothing to report
		}
		if valid == nil {
			return
		}
		set := 0
		err := m.forRuns(func(p, from, to int) {
			if arrays.BitIsSet(vb, vals.Offset+p) {
				arrays.SetBitsTo(valid, lo+from, to-from, true)
				set += to - from
			}
		})
		if err != nil {
			panic(err)
		}
		sets[lo/morselSlots] = set
	})
	nulls := 0
	if valid != nil {
		set := 0
		for _, s := range sets {
			set += s
		}
		if nulls = n - set; nulls == 0 {
			valid = nil
		}
	}
	return newOut(&c, t, n, nulls, nil, valid, out)
}
