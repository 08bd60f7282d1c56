package kernels

import (
	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// filterBinaryMorsels is filterBinary on several goroutines. A first pass
// counts each morsel's kept slots and data bytes; their prefix sums tell
// every morsel where its offsets and bytes start, and a second pass moves
// each morsel's values straight into the one result. A morsel writes only
// its own offset entries and data bytes (filterBinaryBlocks keeps its
// trailing entry and its 32-byte moves inside them), so no morsel
// disturbs another's. Each morsel's byte count is checked on its own:
// offsets out of order could otherwise balance a negative morsel against
// a positive one.
func filterBinaryMorsels[O int32 | int64](k *asm.Table, c config, d *arrays.Data, sel *selection, offs []O, valid []byte, nulls int) (*arrays.Data, error) {
	n := d.Length
	m := numMorsels(n)
	count := make([]int, m+1)
	bytes := make([]int64, m+1)
	forMorsels(c, n, func(_ *config, lo, hi int) {
		i := lo/morselSlots + 1
		bytes[i], count[i] = keptBytes(k, offs, sel, lo, hi)
	})
	span := int64(offs[n] - offs[0])
	for i := range m {
		if b := bytes[i+1]; b < 0 || b > span {
			return nil, errOffsetsOutOfOrder("data bytes", b, span)
		}
		count[i+1] += count[i]
		bytes[i+1] += bytes[i]
	}
	total := bytes[m]
	if total > span {
		return nil, errOffsetsOutOfOrder("data bytes", total, span)
	}
	ob := c.alloc(int(unsafeSizeof[O]())*(sel.count+1), false)
	outOffs := viewAs[O](ob, sel.count+1)
	data := c.alloc(int(total), false)
	moved := make([]int, m)
	forMorsels(c, n, func(_ *config, lo, hi int) {
		i := lo / morselSlots
		end := data[:bytes[i+1]]
		if i == m-1 {
			end = data[:cap(data)] // the padding takes the last morsel's overrun
		}
		moved[i] = filterBinaryBlocks(k, outOffs[count[i]:count[i+1]], end, d.Buffers[2], offs, sel, lo, hi, int(bytes[i]))
	})
	for i, pos := range moved {
		if pos != int(bytes[i+1]) {
			return nil, errRunsDisagree(pos-int(bytes[i]), bytes[i+1]-bytes[i])
		}
	}
	outOffs[sel.count] = O(total)
	clear(data[len(data):cap(data)])
	return newOut(&c, d.Type, sel.count, nulls, nil, valid, ob, data), nil
}
