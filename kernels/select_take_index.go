package kernels

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// ErrIndexOutOfRange is wrapped by the *IndexError Take returns for an
// index outside the values.
var ErrIndexOutOfRange = errors.New("index out of range")

// IndexError reports the first index out of range in a Take.
type IndexError struct {
	Position int   // slot of the indices array holding the index
	Index    int64 // the index; read it as uint64(Index) when Unsigned
	Unsigned bool  // the indices are of an unsigned type
	Length   int   // the number of values indexed
}

func (e *IndexError) Error() string {
	v := strconv.FormatInt(e.Index, 10)
	if e.Unsigned {
		v = strconv.FormatUint(uint64(e.Index), 10)
	}
	return fmt.Sprintf("kernels: take: index %s at position %d is out of range for %d values", v, e.Position, e.Length)
}

// Unwrap makes errors.Is(err, ErrIndexOutOfRange) hold.
func (e *IndexError) Unwrap() error { return ErrIndexOutOfRange }

// indexSet is a Take's indices, checked: the index buffer reinterpreted as
// unsigned integers of its width (a valid index is never negative), the
// nulls, and what the check learnt about their order.
type indexSet struct {
	n        int
	w        int // bytes per index: 1, 2, 4 or 8; one of the slices below is set
	u8       []uint8
	u16      []uint16
	u32      []uint32
	u64      []uint64
	valid    []byte // nil when no index is null
	validOff int
	nulls    int
	sorted   bool // the valid indices never decrease
	contig   bool // no nulls and index i is first+i
	first    int
}

type anyInt interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// newIndexSet checks indices against length values (unless the call
// trusts them) and returns them as an indexSet.
func newIndexSet(c *config, indices arrays.Array, length int) (*indexSet, error) {
	ix := new(indexSet)
	if err := ix.init(c, indices, length); err != nil {
		return nil, err
	}
	return ix, nil
}

// init is newIndexSet into a given indexSet, so that callers can keep it
// on the stack.
func (ix *indexSet) init(c *config, indices arrays.Array, length int) error {
	if isNil(indices) {
		return errors.New("kernels: take: indices are nil")
	}
	d := indices.Data()
	id := arrays.StorageOf(d.Type).ID()
	if !arrays.IsInteger(id) {
		return fmt.Errorf("kernels: take: indices must be integers, not %s", d.Type)
	}
	*ix = indexSet{n: d.Length}
	if v := d.Validity(); v != nil && d.NullN() > 0 {
		ix.valid, ix.validOff, ix.nulls = v, d.Offset, d.NullN()
	}
	if d.Length == 0 {
		ix.w, ix.sorted = 1, true
		return nil
	}
	buf, off, n := d.Buffers[1], d.Offset, d.Length
	var err error
	switch id {
	case arrays.INT8:
		err = checkIndexSlice(c, ix, viewAt[int8](buf, off, n), length)
		ix.u8, ix.w = viewAt[uint8](buf, off, n), 1
	case arrays.UINT8:
		err = checkIndexSlice(c, ix, viewAt[uint8](buf, off, n), length)
		ix.u8, ix.w = viewAt[uint8](buf, off, n), 1
	case arrays.INT16:
		err = checkIndexSlice(c, ix, viewAt[int16](buf, off, n), length)
		ix.u16, ix.w = viewAt[uint16](buf, off, n), 2
	case arrays.UINT16:
		err = checkIndexSlice(c, ix, viewAt[uint16](buf, off, n), length)
		ix.u16, ix.w = viewAt[uint16](buf, off, n), 2
	case arrays.INT32:
		err = checkIndexSlice(c, ix, viewAt[int32](buf, off, n), length)
		ix.u32, ix.w = viewAt[uint32](buf, off, n), 4
	case arrays.UINT32:
		err = checkIndexSlice(c, ix, viewAt[uint32](buf, off, n), length)
		ix.u32, ix.w = viewAt[uint32](buf, off, n), 4
	case arrays.INT64:
		err = checkIndexSlice(c, ix, viewAt[int64](buf, off, n), length)
		ix.u64, ix.w = viewAt[uint64](buf, off, n), 8
	default:
		err = checkIndexSlice(c, ix, viewAt[uint64](buf, off, n), length)
		ix.u64, ix.w = viewAt[uint64](buf, off, n), 8
	}
	return err
}

// checkIndexSlice checks that every valid index is in [0, length) and
// records whether they are sorted or contiguous. One pass computes the
// largest index (a negative one converts to a huge uint64) and the order
// flags without a branch per index; only when the maximum is out of range
// does a second pass look for the first culprit. 32-bit indices without
// nulls take the level's SIMD pass (asm.Table.IndexStats32), which tells
// contiguity from strict increase and the first and last index.
func checkIndexSlice[T anyInt](c *config, ix *indexSet, idx []T, length int) error {
	if c.unchecked {
		return nil
	}
	lim := uint64(length)
	var mx uint64
	first := uint64(idx[0])
	var unsorted, gaps uint64
	var z T
	unsigned := z-1 > 0
	switch {
	case ix.valid == nil && unsafe.Sizeof(z) == 4 && (unsigned || length <= math.MaxInt32):
		// A negative int32 reads as at least 2^31, out of range.
		m, down, flat := c.widths().IndexStats32(viewAs32(idx))
		mx = uint64(m)
		unsorted = b2u(down)
		gaps = b2u(flat || uint64(idx[len(idx)-1])-first != uint64(len(idx)-1))
	case ix.valid == nil:
		prev := first
		for i, x := range idx {
			u := uint64(x)
			mx = max(mx, u)
			unsorted |= b2u(u < prev)
			gaps |= u ^ (first + uint64(i))
			prev = u
		}
	default:
		var prev uint64
		for i, x := range idx {
			if !arrays.BitIsSet(ix.valid, ix.validOff+i) {
				continue
			}
			u := uint64(x)
			mx = max(mx, u)
			unsorted |= b2u(u < prev)
			prev = u
		}
		gaps = 1
	}
	if mx >= lim {
		for i, x := range idx {
			if uint64(x) >= lim && (ix.valid == nil || arrays.BitIsSet(ix.valid, ix.validOff+i)) {
				return &IndexError{Position: i, Index: int64(x), Unsigned: unsigned, Length: length}
			}
		}
	}
	ix.sorted = unsorted == 0
	ix.contig = gaps == 0
	if ix.contig {
		ix.first = int(first)
	}
	return nil
}

// at returns index i (meaningless for a null slot).
func (ix *indexSet) at(i int) int {
	switch ix.w {
	case 1:
		return int(ix.u8[i])
	case 2:
		return int(ix.u16[i])
	case 4:
		return int(ix.u32[i])
	}
	return int(ix.u64[i])
}

// isValid reports whether index i is not null.
func (ix *indexSet) isValid(i int) bool {
	return ix.valid == nil || arrays.BitIsSet(ix.valid, ix.validOff+i)
}

// wide returns the indices as uint32 (when every index fits) or uint64
// values, widening 8- and 16-bit indices: the layouts other than the
// fixed-width ones work on these two widths only.
func (ix *indexSet) wide(c *config) (u32 []uint32, u64 []uint64) {
	switch ix.w {
	case 1:
		u32 = viewAs[uint32](c.alloc(4*ix.n, false), ix.n)
		for i, x := range ix.u8 {
			u32[i] = uint32(x)
		}
	case 2:
		u32 = viewAs[uint32](c.alloc(4*ix.n, false), ix.n)
		for i, x := range ix.u16 {
			u32[i] = uint32(x)
		}
	case 4:
		u32 = ix.u32
	default:
		u64 = ix.u64
	}
	return u32, u64
}

// childIndices accumulates the indices of a child array that a nested
// Take builds (list values, union children): uint32 while the child is
// small enough, uint64 otherwise.
type childIndices struct {
	big   bool
	u32   []uint32
	u64   []uint64
	valid []byte // nil until a null is added
	n     int
}

func newChildIndices(childLen, capHint int) *childIndices {
	if uint64(childLen) > math.MaxUint32 {
		return &childIndices{big: true, u64: make([]uint64, 0, capHint)}
	}
	return &childIndices{u32: make([]uint32, 0, capHint)}
}

func (ci *childIndices) add(i int) {
	if ci.big {
		ci.u64 = append(ci.u64, uint64(i))
	} else {
		ci.u32 = append(ci.u32, uint32(i))
	}
	if ci.valid != nil {
		ci.growValid()
		ci.valid[ci.n>>3] |= 1 << uint(ci.n&7)
	}
	ci.n++
}

// addRange adds from, from+1, ..., to-1.
func (ci *childIndices) addRange(from, to int) {
	if ci.valid != nil {
		for i := from; i < to; i++ {
			ci.add(i)
		}
		return
	}
	if ci.big {
		for i := from; i < to; i++ {
			ci.u64 = append(ci.u64, uint64(i))
		}
	} else {
		for i := from; i < to; i++ {
			ci.u32 = append(ci.u32, uint32(i))
		}
	}
	ci.n += to - from
}

func (ci *childIndices) addNull() {
	if ci.valid == nil {
		ci.valid = make([]byte, arrays.BitmapLen(ci.n+1), 2*arrays.BitmapLen(ci.n+1)+8)
		arrays.SetBitsTo(ci.valid, 0, ci.n, true)
	}
	if ci.big {
		ci.u64 = append(ci.u64, 0)
	} else {
		ci.u32 = append(ci.u32, 0)
	}
	ci.growValid()
	ci.n++
}

func (ci *childIndices) growValid() {
	for len(ci.valid) < arrays.BitmapLen(ci.n+1) {
		ci.valid = append(ci.valid, 0)
	}
}

// set returns the accumulated indices as an indexSet; sorted tells what
// the caller knows of their order.
func (ci *childIndices) set(sorted bool) *indexSet {
	ix := &indexSet{n: ci.n, sorted: sorted}
	if ci.big {
		ix.u64, ix.w = ci.u64, 8
	} else {
		ix.u32, ix.w = ci.u32, 4
	}
	if ci.valid != nil {
		ix.valid = ci.valid
		ix.nulls = ci.n - countBits(ci.valid, 0, ci.n)
		if ix.nulls == 0 {
			ix.valid = nil
		}
	}
	return ix
}
