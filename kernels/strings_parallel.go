package kernels

import (
	"github.com/quiver-go/quiver/arrays"
)

// isStringLike reports whether the string predicates read values of id.
func isStringLike(id arrays.TypeID) bool {
	switch id {
	case arrays.UTF8, arrays.BINARY, arrays.LARGE_UTF8, arrays.LARGE_BINARY, arrays.UTF8_VIEW, arrays.BINARY_VIEW:
		return true
	}
	return false
}

// likeMorsels is a string predicate on several goroutines: each morsel
// matches its slice of d on its own (a LikePattern is safe for concurrent
// use), and its value and validity bits, whole bytes at the morsel's
// byte offset, are copied into the one result: n/8 bytes against the
// string matching of n values.
func likeMorsels(c config, p *LikePattern, fn string, d *arrays.Data) (*arrays.Boolean, error) {
	n := d.Length
	vals := c.bitmap(n)
	var valid []byte
	if d.NullN() > 0 {
		valid = c.bitmap(n)
	}
	errs := make([]error, numMorsels(n))
	nulls := make([]int, len(errs))
	forMorsels(c, n, func(mc *config, lo, hi int) {
		i := lo / morselSlots
		r, err := p.match(fn, arrays.MakeArray(d.Slice(lo, hi)), []Option{atTable{mc.table}})
		if err != nil {
			errs[i] = err
			return
		}
		rd := r.Data()
		arrays.CopyBits(vals, lo, rd.Buffers[1], rd.Offset, hi-lo)
		if valid == nil {
			return
		}
		if rv := rd.Validity(); rv != nil {
			arrays.CopyBits(valid, lo, rv, rd.Offset, hi-lo)
		} else {
			arrays.SetBitsTo(valid, lo, hi-lo, true)
		}
		nulls[i] = rd.NullN()
	})
	total := 0
	for i, err := range errs {
		if err != nil {
			return nil, err
		}
		total += nulls[i]
	}
	if total == 0 {
		valid = nil
	}
	return boolResult(&c, n, total, valid, vals), nil
}
