package arrays

import (
	"fmt"
	"sync/atomic"
)

// UnknownNullCount marks a null count that has not been computed yet; it is
// computed from the validity bitmap on first use.
const UnknownNullCount = -1

// Data is the one plain struct behind every array: a type, a length and an
// offset in slots, the buffers of its layout, children and (for dictionary
// arrays) the dictionary. Typed arrays are thin views over a *Data.
//
// Buffers follow the layout of the type, validity bitmap first:
//
//	null                         [nil]
//	bool, fixed-width            [validity, values]
//	binary, utf8 (+large)        [validity, offsets, data]
//	binary/utf8 view             [validity, views, data0, data1, ...]
//	list, large list, map        [validity, offsets]              children: [values]
//	list view (+large)           [validity, offsets, sizes]       children: [values]
//	fixed-size list, struct      [validity]                       children
//	sparse union                 [nil, type ids]                  children
//	dense union                  [nil, type ids, offsets]         children
//	dictionary                   [validity, indices]              Dictionary: values
//	run-end encoded              [nil]                            children: [run ends, values]
//	extension                    as its storage type
//
// A nil validity buffer means no slot is null. Offset applies to this level's
// buffers only; struct, sparse union and fixed-size list children are
// addressed relative to the parent's offset by the accessors.
//
// A Data is immutable once built and safe for concurrent reads.
type Data struct {
	Type       DataType
	Length     int
	Offset     int
	Buffers    [][]byte
	Children   []*Data
	Dictionary *Data
	// state packs the null count (the high 62 bits, signed, so that
	// UnknownNullCount fits) and the ValidationLevel d is known to pass
	// (the low 2 bits) into one word, and owner is boxed, so that a Data
	// stays in the 112-byte size class: kernels allocate one per result.
	state atomic.Int64
	owner *ownerBox // kept reachable while d is; see WithOwner
}

// ownerBox holds what WithOwner recorded and d's hold on the tracked
// buffers it uses (see Allocate); most Data have none. A box with a
// holder belongs to one Data; others are shared by slices.
type ownerBox struct {
	o      any
	holder *holder
}

// levelBits masks the ValidationLevel in Data.state, releasedBit marks a
// released Data (see Release); the null count is above them.
const (
	levelBits   = 3
	releasedBit = 4
	trackedBit  = 8 // d has taken its tracked buffers (see Allocate)
	flagBits    = levelBits | releasedBit | trackedBit
)

// nullsOf and levelOf unpack a Data.state word; withNulls and withLevel
// repack it.
func nullsOf(s int64) int64                      { return s >> 4 }
func levelOf(s int64) ValidationLevel            { return ValidationLevel(s & levelBits) }
func withNulls(s, n int64) int64                 { return n<<4 | s&flagBits }
func withLevel(s int64, l ValidationLevel) int64 { return s&^levelBits | int64(l) }

// ValidationLevel says how much of the format's invariants a Data is known
// to satisfy (see Data.Validated).
type ValidationLevel uint32

const (
	// NotValidated: nothing is known; consumers must check.
	NotValidated ValidationLevel = iota
	// ValidatedStructure: ValidateData passes (buffer counts and sizes,
	// lengths, first and last offsets: the O(1) rules).
	ValidatedStructure
	// ValidatedFull: ValidateDataSafe passes (every offset, view, index,
	// run end and type id is in range; the value-level rules, which do not
	// bear on safety, may not have been checked).
	ValidatedFull
)

// Validated reports the strongest validation d is known to pass. It is
// recorded by ValidateData, ValidateDataFull, ValidateDataSafe and
// ValidateDataFullExcept when they succeed and by MarkValidated, and
// carried to slices and views; the kernels and the IPC writers skip the
// checks it covers, so that validating an array costs once, not per call. It relies
// on d staying immutable: changing a Data's fields after it was validated
// (which the package never does) leaves a stale mark.
func (d *Data) Validated() ValidationLevel { return levelOf(d.state.Load()) }

// MarkValidated records, without checking, that d passes validation at
// level l; a mark never goes down. Producers of Data that is valid by
// construction (readers that ran ValidateDataFull, kernels for their
// results) call it so that consumers need not check again. Marking Data
// that does not pass voids the kernels' promise never to panic on it.
func (d *Data) MarkValidated(l ValidationLevel) {
	for {
		old := d.state.Load()
		if l <= levelOf(old) || old&releasedBit != 0 || d.state.CompareAndSwap(old, withLevel(old, l)) {
			return
		}
	}
}

// NewData builds a Data. Pass UnknownNullCount to have the null count computed
// on demand from the validity bitmap.
func NewData(t DataType, length int, buffers [][]byte, children []*Data, nulls, offset int) *Data {
	d := &Data{Type: t, Length: length, Offset: offset, Buffers: buffers, Children: children}
	d.state.Store(withNulls(0, int64(nulls)))
	return d
}

// NewData2 is NewData for a Data of two buffers (validity and values,
// the layout of most kernel results) that allocates the Data and its
// buffer list as one object: a call that makes a result saves an
// allocation. The list has no room to grow; appending copies it.
func NewData2(t DataType, length int, validity, values []byte, nulls int) *Data {
	x := new(dataWith2)
	x.bufs = [2][]byte{validity, values}
	d := &x.d
	d.Type, d.Length, d.Buffers = t, length, x.bufs[:]
	d.state.Store(withNulls(0, int64(nulls)))
	return d
}

// dataWith2 is a Data with room for two buffers in the same allocation;
// the Data comes first, so a pointer to it is the allocation's.
type dataWith2 struct {
	d    Data
	bufs [2][]byte
}

// WithDictionary attaches dictionary values to a dictionary-encoded Data and returns it.
func (d *Data) WithDictionary(dict *Data) *Data {
	d.Dictionary = dict
	return d
}

// WithOwner records o as the owner of d's buffers and returns d: o stays
// reachable as long as d (or a slice, extension view or index view of d)
// is, so memory that o releases when it becomes unreachable (a memory
// mapping freed by a cleanup, say) outlives every array using it. Set it
// while building d, before d is shared. A Go slice taken from the buffers
// (Values, Buffers) does not keep o alive by itself: keep the array.
func (d *Data) WithOwner(o any) *Data {
	switch {
	case d.owner != nil && d.owner.holder != nil:
		d.owner.o = o // d's own box
	case o == nil:
		d.owner = nil
	default:
		d.owner = &ownerBox{o: o}
	}
	return d
}

// Owner returns the owner set by WithOwner, or nil.
func (d *Data) Owner() any {
	if d.owner == nil {
		return nil
	}
	return d.owner.o
}

// NullN returns the number of null slots, computing it from the validity
// bitmap the first time when it is unknown. Types without a validity bitmap
// (unions, run-end encoded) report 0 here; their logical nulls come from their
// children. The null type reports its length.
func (d *Data) NullN() int {
	n := nullsOf(d.state.Load())
	if n >= 0 {
		return int(n)
	}
	var c int
	switch {
	case d.Type.ID() == NULL:
		c = d.Length
	case !hasValidityBitmap(d.Type):
		c = 0
	case len(d.Buffers) == 0 || d.Buffers[0] == nil:
		c = 0
	default:
		c = d.Length - CountSetBits(d.Buffers[0], d.Offset, d.Length)
	}
	for {
		old := d.state.Load()
		if d.state.CompareAndSwap(old, withNulls(old, int64(c))) {
			return c
		}
	}
}

// KnownNullN returns the null count without computing it: UnknownNullCount
// when it has not been computed yet. Bridges to other Arrow libraries pass
// it on as is, so that a conversion never scans a bitmap.
func (d *Data) KnownNullN() int { return d.storedNulls() }

// storedNulls returns the null count as stored, possibly UnknownNullCount.
func (d *Data) storedNulls() int { return int(nullsOf(d.state.Load())) }

// Validity returns the validity bitmap (nil when every slot is valid or the
// layout has none). Bit Offset+i belongs to slot i.
func (d *Data) Validity() []byte {
	if len(d.Buffers) == 0 {
		return nil
	}
	return d.Buffers[0]
}

// IsValid reports whether slot i (relative to the offset) is non-null by its
// validity bitmap. For the null type every slot is null.
func (d *Data) IsValid(i int) bool {
	if d.Type.ID() == NULL {
		return false
	}
	v := d.Validity()
	return v == nil || BitIsSet(v, d.Offset+i)
}

// Slice returns a zero-copy view of slots [i, j). It panics if the range is
// out of bounds, like a Go slice expression.
func (d *Data) Slice(i, j int) *Data {
	if i < 0 || j < i || j > d.Length {
		panic(fmt.Sprintf("arrays: slice [%d:%d] out of range for length %d", i, j, d.Length))
	}
	nulls := UnknownNullCount
	if n := d.storedNulls(); n == 0 || (d.Type.ID() == NULL) {
		nulls = n
		if d.Type.ID() == NULL {
			nulls = j - i
		}
	}
	s := NewData(d.Type, j-i, d.Buffers, d.Children, nulls, d.Offset+i)
	s.Dictionary = d.Dictionary
	s.inherit(d) // a slice of valid data is valid
	if tracked.Load() != 0 {
		s.track()
	}
	return s
}

// inherit gives d, fresh from NewData and not yet shared, the owner and
// validation mark of from, which it views.
func (d *Data) inherit(from *Data) {
	if tracked.Load() != 0 {
		from.track() // built by NewData and never wrapped: it shares now
	}
	if b := from.owner; b == nil || b.holder == nil {
		d.owner = b // shared: it holds nothing
	} else {
		d.WithOwner(b.o) // from's hold is its own
	}
	d.state.Store(withLevel(d.state.Load(), from.Validated()))
}

// hasValidityBitmap reports whether the layout of t has a validity bitmap as
// buffer 0 (unions, run-end encoded and null do not).
func hasValidityBitmap(t DataType) bool {
	switch StorageOf(t).ID() {
	case NULL, SPARSE_UNION, DENSE_UNION, RUN_END_ENCODED:
		return false
	}
	return true
}

// StorageOf returns the storage type of an extension type, or t itself.
func StorageOf(t DataType) DataType {
	for {
		e, ok := t.(ExtensionType)
		if !ok {
			return t
		}
		t = e.StorageType()
	}
}
