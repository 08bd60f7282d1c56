package csv

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// nullMatcher tells null spellings apart with a table of (first byte,
// length) pairs, so that most values are rejected without comparing.
type nullMatcher struct {
	empty bool
	lens  [256]uint64 // bit l set: some spelling of length l (63 for longer) starts with the byte
	first [256][][]byte
}

func newNullMatcher(vals []string) nullMatcher {
	var m nullMatcher
	for _, v := range vals {
		if v == "" {
			m.empty = true
			continue
		}
		m.lens[v[0]] |= 1 << min(len(v), 63)
		m.first[v[0]] = append(m.first[v[0]], []byte(v))
	}
	return m
}

func (m *nullMatcher) match(b []byte) bool {
	if len(b) == 0 {
		return m.empty
	}
	return m.lens[b[0]]>>min(len(b), 63)&1 != 0 && m.slow(b)
}

func (m *nullMatcher) slow(b []byte) bool {
	for _, v := range m.first[b[0]] {
		if bytes.Equal(v, b) {
			return true
		}
	}
	return false
}

// view is the rows of one batch as the converters see them.
type view struct {
	r           *Reader
	nm          *nullMatcher
	stringsNull bool
	buf         []byte
	fields      []field
	lines       []int64
	ncols       int
	hint        int // the rows the batch will likely have, to size buffers
}

func (v *view) rows() int { return len(v.lines) }

// value returns row i's text in column c and whether it is null, as the
// column sees it (strings only with StringsCanBeNull). The common case, a
// plain field, stays small enough to inline.
func (v *view) value(i, c int, str bool, scratch *[]byte) ([]byte, bool) {
	f := v.fields[i*v.ncols+c]
	if f.flags != 0 {
		return v.special(f, str, scratch)
	}
	if str && !v.stringsNull {
		return v.buf[f.start:f.end], false
	}
	return v.plain(f)
}

// plain is value for a field without flags in a column that reads nulls.
func (v *view) plain(f field) ([]byte, bool) {
	b := v.buf[f.start:f.end]
	if len(b) == 0 {
		return b, v.nm.empty
	}
	return b, v.nm.lens[b[0]]>>min(len(b), 63)&1 != 0 && v.nm.slow(b)
}

func (v *view) special(f field, str bool, scratch *[]byte) ([]byte, bool) {
	if f.flags&fMissing != 0 {
		return nil, true
	}
	b := text(v.buf, f, v.r.o.quote, scratch)
	if (str && !v.stringsNull) || (f.flags&fQuoted != 0 && !v.r.o.quotedNull) {
		return b, false
	}
	return b, v.nm.match(b)
}

func (v *view) fail(i, c int, b []byte, err error) error {
	if v.r.inferred[c] {
		err = fmt.Errorf("%w: %w, which %w", ErrValue, err, errNotInferred)
	} else {
		err = fmt.Errorf("%w: %w", ErrValue, err)
	}
	return &ParseError{Line: v.lines[i], Column: c, Name: v.r.schema.Fields[c].Name, Text: clip(b), Err: err}
}

// column makes the accumulators of one column: one per goroutine that
// converts.
type column struct {
	make func() acc
}

// acc converts a column's fields chunk by chunk into one batch's array:
// the rows of a batch are tokenized a few thousand at a time, so that
// their fields stay in cache while each column is converted.
type acc interface {
	// add converts column c of the view's rows, after those added before.
	add(v *view, c int) error
	// finish returns the array of the rows added and starts anew.
	finish() (arrays.Array, error)
}

// validity collects a bitmap lazily: nothing until the first null.
type validity struct {
	bits  []byte
	nulls int
}

// null marks slot i of n null.
func (b *validity) null(i, n int) {
	if b.bits == nil {
		b.bits = arrays.AllocBuffer((n + 7) / 8)
		arrays.SetBitsTo(b.bits, 0, i, true)
	}
	b.nulls++
}

// grow makes room for capacity slots, once a null has been seen; slots
// without a set bit are null.
func (b *validity) grow(n, capacity int) {
	if b.bits != nil && len(b.bits)*8 < capacity {
		nb := arrays.AllocBuffer((2*capacity + 7) / 8)
		copy(nb, b.bits[:(n+7)/8])
		b.bits = nb
	}
}

func (b *validity) finish(n int) ([]byte, int) {
	bits, nulls := b.bits, b.nulls
	if bits != nil {
		bits = bits[:(n+7)/8]
	}
	b.bits, b.nulls = nil, 0
	return bits, nulls
}

func typed[T any](buf []byte, n int) []T {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(buf))), n)
}

// firstBytes is what a batch's columns together start with at most,
// before they grow by doubling: wide rows must not reserve a whole
// batch for every column at once.
const firstBytes = 1 << 23

// growFixed makes room for need values of size bytes in buf, of which n
// are in use: at first for the batch (within the column's share of
// firstBytes), then doubling.
func growFixed(buf []byte, n, need, size, batch, ncols int) []byte {
	if need*size <= len(buf) {
		return buf
	}
	first := min(batch, firstBytes/max(ncols, 1)/size)
	nb := arrays.AllocBufferUninit(max(need, 2*len(buf)/size, first) * size)
	copy(nb, buf[:min(n*size, len(buf))])
	return nb
}

// field returns row i's text in column c and whether it is null, for a
// column that is not strings.
func (v *view) field(i, c int, scratch *[]byte) ([]byte, bool) {
	f := v.fields[i*v.ncols+c]
	if f.flags == 0 {
		return v.plain(f)
	}
	return v.special(f, false, scratch)
}

// fixedAcc converts a fixed-width type whose values parse one by one.
type fixedAcc[T any] struct {
	t       arrays.DataType
	parse   func([]byte) (T, error)
	buf     []byte
	n       int
	val     validity
	scratch []byte
}

func fixed[T any](t arrays.DataType, parse func([]byte) (T, error)) column {
	return column{func() acc { return &fixedAcc[T]{t: t, parse: parse} }}
}

func (a *fixedAcc[T]) add(v *view, c int) error {
	var zero T
	size := int(unsafe.Sizeof(zero))
	k := v.rows()
	a.buf = growFixed(a.buf, a.n, a.n+k, size, v.hint, v.ncols)
	a.val.grow(a.n, len(a.buf)/size)
	vals := typed[T](a.buf, a.n+k)[a.n:]
	for i := range k {
		b, null := v.field(i, c, &a.scratch)
		if null {
			a.val.null(a.n+i, len(a.buf)/size)
			vals[i] = zero
			continue
		}
		x, err := a.parse(b)
		if err != nil {
			return v.fail(i, c, b, err)
		}
		vals[i] = x
		if a.val.bits != nil {
			arrays.SetBit(a.val.bits, a.n+i)
		}
	}
	a.n += k
	return nil
}

func (a *fixedAcc[T]) finish() (arrays.Array, error) {
	var zero T
	n := a.n
	bits, nulls := a.val.finish(n)
	buf := a.buf
	if buf == nil {
		buf = arrays.AllocBuffer(0)
	}
	a.buf, a.n = nil, 0
	return arrays.MakeArray(arrays.NewData2(a.t, n, bits, buf[:n*int(unsafe.Sizeof(zero))], nulls)), nil
}

// boolAcc converts booleans by the true and false spellings.
type boolAcc struct {
	tm, fm  *nullMatcher
	bits    []byte
	n       int
	val     validity
	scratch []byte
}

func boolColumn(trues, falses []string) column {
	tm, fm := newNullMatcher(trues), newNullMatcher(falses)
	return column{func() acc { return &boolAcc{tm: &tm, fm: &fm} }}
}

func (a *boolAcc) add(v *view, c int) error {
	k := v.rows()
	if need := (a.n + k + 7) / 8; need > len(a.bits) {
		nb := arrays.AllocBuffer(max(need, 2*len(a.bits), 128))
		copy(nb, a.bits)
		a.bits = nb
	}
	a.val.grow(a.n, 8*len(a.bits))
	for i := range k {
		b, null := v.field(i, c, &a.scratch)
		switch {
		case null:
			a.val.null(a.n+i, 8*len(a.bits))
			continue
		case a.tm.match(b):
			arrays.SetBit(a.bits, a.n+i)
		case a.fm.match(b):
		default:
			return v.fail(i, c, b, errNotBool)
		}
		if a.val.bits != nil {
			arrays.SetBit(a.val.bits, a.n+i)
		}
	}
	a.n += k
	return nil
}

func (a *boolAcc) finish() (arrays.Array, error) {
	n := a.n
	bits, nulls := a.val.finish(n)
	vals := a.bits
	if vals == nil {
		vals = arrays.AllocBuffer(0)
	}
	a.bits, a.n = nil, 0
	return arrays.MakeArray(arrays.NewData2(arrays.BoolType{}, n, bits, vals[:(n+7)/8], nulls)), nil
}

// nullAcc checks that every value is null.
type nullAcc struct {
	n       int
	scratch []byte
}

func (a *nullAcc) add(v *view, c int) error {
	for i := range v.rows() {
		if b, null := v.field(i, c, &a.scratch); !null {
			return v.fail(i, c, b, errNotNull)
		}
	}
	a.n += v.rows()
	return nil
}

func (a *nullAcc) finish() (arrays.Array, error) {
	n := a.n
	a.n = 0
	return arrays.NewNull(n), nil
}

// binaryAcc builds utf8, binary and their large forms: offsets and data
// written directly.
type binaryAcc[O int32 | int64] struct {
	t         arrays.DataType
	checkUTF8 bool
	offs      []byte
	data      []byte
	at        int
	n         int
	val       validity
	scratch   []byte
}

func binaryColumn[O int32 | int64](t arrays.DataType, checkUTF8 bool) column {
	return column{func() acc { return &binaryAcc[O]{t: t, checkUTF8: checkUTF8} }}
}

func (a *binaryAcc[O]) add(v *view, c int) error {
	k := v.rows()
	size := int(unsafe.Sizeof(O(0)))
	total := 0
	for i := range k {
		f := v.fields[i*v.ncols+c]
		total += int(f.end - f.start)
	}
	if a.at+total > len(a.data) {
		if a.at+total > math.MaxInt32 && size == 4 {
			return v.fail(0, c, nil, errTooLong)
		}
		// At first room for the batch at this chunk's bytes per row.
		guess := 4096
		if a.n == 0 && k > 0 {
			guess = min(total/k*(v.hint+1), firstBytes/max(v.ncols, 1))
		}
		nb := arrays.AllocBufferUninit(max(a.at+total, 2*len(a.data), guess))
		copy(nb, a.data[:a.at])
		a.data = nb
	}
	a.offs = growFixed(a.offs, a.n+1, a.n+k+1, size, v.hint+1, v.ncols)
	a.val.grow(a.n, len(a.offs)/size-1)
	offs := typed[O](a.offs, a.n+k+1)
	offs[0] = 0
	offs = offs[a.n+1:]
	data, at := a.data, a.at
	for i := range k {
		f := v.fields[i*v.ncols+c]
		var b []byte
		var null bool
		if f.flags == 0 && !v.stringsNull {
			b = v.buf[f.start:f.end]
		} else {
			b, null = v.value(i, c, true, &a.scratch)
		}
		if null {
			a.val.null(a.n+i, len(a.offs)/size-1)
		} else {
			at += copy(data[at:], b)
			if a.val.bits != nil {
				arrays.SetBit(a.val.bits, a.n+i)
			}
		}
		offs[i] = O(at)
	}
	// Text that is all ASCII is valid UTF-8 whatever the cuts between
	// values; otherwise each value is checked.
	if a.checkUTF8 && !ascii(data[a.at:at]) {
		from := a.at
		for i := range k {
			to := int(offs[i])
			if b := data[from:to]; !utf8.Valid(b) {
				return v.fail(i, c, b, errNotUTF8)
			}
			from = to
		}
	}
	a.at = at
	a.n += k
	return nil
}

func (a *binaryAcc[O]) finish() (arrays.Array, error) {
	n := a.n
	bits, nulls := a.val.finish(n)
	size := int(unsafe.Sizeof(O(0)))
	offs := a.offs
	if offs == nil {
		offs = arrays.AllocBuffer(size)
	}
	data := a.data
	if data == nil {
		data = arrays.AllocBuffer(0)
	}
	d := arrays.NewData(a.t, n, [][]byte{bits, offs[:(n+1)*size], data[:a.at]}, nil, nulls, 0)
	a.offs, a.data, a.at, a.n = nil, nil, 0, 0
	return arrays.MakeArray(d), nil
}

// builderAcc feeds a builder: views and dictionaries, whose layouts the
// builders already know.
type builderAcc struct {
	bl        arrays.Builder
	checkUTF8 bool
	scratch   []byte
}

func builderColumn(t arrays.DataType, checkUTF8 bool) (column, error) {
	if _, err := arrays.NewBuilder(t); err != nil {
		return column{}, err
	}
	return column{func() acc {
		bl, _ := arrays.NewBuilder(t)
		return &builderAcc{bl: bl, checkUTF8: checkUTF8}
	}}, nil
}

func (a *builderAcc) add(v *view, c int) error {
	k := v.rows()
	a.bl.Reserve(k)
	for i := range k {
		b, null := v.value(i, c, true, &a.scratch)
		if null {
			a.bl.AppendNull()
			continue
		}
		if a.checkUTF8 && !utf8.Valid(b) {
			return v.fail(i, c, b, errNotUTF8)
		}
		switch bb := a.bl.(type) {
		case *arrays.Utf8ViewBuilder:
			bb.Append(b)
		case *arrays.BinaryViewBuilder:
			bb.Append(b)
		case *arrays.DictionaryBuilder:
			if err := bb.AppendBytes(b); err != nil {
				return v.fail(i, c, b, err)
			}
		}
	}
	return nil
}

func (a *builderAcc) finish() (arrays.Array, error) {
	if db, ok := a.bl.(*arrays.DictionaryBuilder); ok {
		return db.NewDictionaryArray()
	}
	return a.bl.NewArray(), nil
}

// newColumn picks the converter for field c's type.
func (r *Reader) newColumn(c int, f arrays.Field) (column, error) {
	t := f.Type
	bad := func(why string) (column, error) {
		return column{}, fmt.Errorf("%w: column %d (%q) of type %v: %s", ErrUnsupported, c, f.Name, t, why)
	}
	if t == nil {
		return bad("no type")
	}
	switch tt := t.(type) {
	case arrays.NullType:
		return column{func() acc { return &nullAcc{} }}, nil
	case arrays.BoolType:
		return boolColumn(r.o.trues, r.o.falses), nil
	case arrays.Int8Type:
		return fixed(t, func(b []byte) (int8, error) { x, err := parseInt(b, 8); return int8(x), err }), nil
	case arrays.Int16Type:
		return fixed(t, func(b []byte) (int16, error) { x, err := parseInt(b, 16); return int16(x), err }), nil
	case arrays.Int32Type:
		return fixed(t, func(b []byte) (int32, error) { x, err := parseInt(b, 32); return int32(x), err }), nil
	case arrays.Int64Type:
		return fixed(t, func(b []byte) (int64, error) { return parseInt(b, 64) }), nil
	case arrays.Uint8Type:
		return fixed(t, func(b []byte) (uint8, error) { x, err := parseUint(b, 8); return uint8(x), err }), nil
	case arrays.Uint16Type:
		return fixed(t, func(b []byte) (uint16, error) { x, err := parseUint(b, 16); return uint16(x), err }), nil
	case arrays.Uint32Type:
		return fixed(t, func(b []byte) (uint32, error) { x, err := parseUint(b, 32); return uint32(x), err }), nil
	case arrays.Uint64Type:
		return fixed(t, func(b []byte) (uint64, error) { return parseUint(b, 64) }), nil
	case arrays.Float16Type:
		return fixed(t, func(b []byte) (arrays.Half, error) {
			x, err := parseFloat(b, 32)
			return arrays.HalfFromFloat32(float32(x)), err
		}), nil
	case arrays.Float32Type:
		return fixed(t, func(b []byte) (float32, error) { x, err := parseFloat(b, 32); return float32(x), err }), nil
	case arrays.Float64Type:
		return fixed(t, func(b []byte) (float64, error) { return parseFloat(b, 64) }), nil
	case arrays.DurationType:
		return fixed(t, func(b []byte) (int64, error) { return parseInt(b, 64) }), nil
	case arrays.Date32Type:
		return fixed(t, func(b []byte) (int32, error) { d, err := parseDate(b); return int32(d), err }), nil
	case arrays.Date64Type:
		return fixed(t, func(b []byte) (int64, error) { d, err := parseDate(b); return d * 86400000, err }), nil
	case arrays.Time32Type:
		if tt.Unit != arrays.Second && tt.Unit != arrays.Millisecond {
			return bad("time32 needs seconds or milliseconds")
		}
		return fixed(t, func(b []byte) (int32, error) { x, err := timeIn(b, tt.Unit); return int32(x), err }), nil
	case arrays.Time64Type:
		if tt.Unit != arrays.Microsecond && tt.Unit != arrays.Nanosecond {
			return bad("time64 needs microseconds or nanoseconds")
		}
		return fixed(t, func(b []byte) (int64, error) { return timeIn(b, tt.Unit) }), nil
	case arrays.TimestampType:
		if tt.Unit > arrays.Nanosecond {
			return bad("unknown unit")
		}
		p, err := r.timestampParser(tt)
		if err != nil {
			return bad(err.Error())
		}
		return fixed(t, p), nil
	case arrays.Decimal32Type:
		return decimalColumn(t, tt.Precision, tt.Scale, 9, func(z *big.Int) int32 { return int32(z.Int64()) })
	case arrays.Decimal64Type:
		return decimalColumn(t, tt.Precision, tt.Scale, 18, func(z *big.Int) int64 { return z.Int64() })
	case arrays.Decimal128Type:
		return decimalColumn(t, tt.Precision, tt.Scale, 38, func(z *big.Int) arrays.Int128 { return arrays.Int256FromBig(z).Int128() })
	case arrays.Decimal256Type:
		return decimalColumn(t, tt.Precision, tt.Scale, 76, arrays.Int256FromBig)
	case arrays.FixedSizeBinaryType:
		if tt.ByteWidth < 0 {
			return bad("negative width")
		}
		return column{func() acc { return &fsbAcc{t: tt} }}, nil
	case arrays.Utf8Type:
		return binaryColumn[int32](t, true), nil
	case arrays.BinaryType:
		return binaryColumn[int32](t, false), nil
	case arrays.LargeUtf8Type:
		return binaryColumn[int64](t, true), nil
	case arrays.LargeBinaryType:
		return binaryColumn[int64](t, false), nil
	case arrays.Utf8ViewType:
		return builderColumn(t, true)
	case arrays.BinaryViewType:
		return builderColumn(t, false)
	case *arrays.DictionaryType:
		if tt.Value == nil || !arrays.IsBinaryLike(tt.Value.ID()) {
			return bad("dictionaries must hold strings or binary")
		}
		return builderColumn(t, arrays.IsUTF8(tt.Value.ID()))
	}
	return bad("CSV holds no such values")
}

func decimalColumn[T any](t arrays.DataType, precision, scale int32, maxPrec int32, conv func(*big.Int) T) (column, error) {
	if precision < 1 || precision > maxPrec || scale > precision || scale < -precision {
		return column{}, fmt.Errorf("%w: %v: precision must be 1..%d and scale within it", ErrUnsupported, t, maxPrec)
	}
	return column{func() acc {
		var z big.Int
		return fixed(t, func(b []byte) (T, error) {
			d, err := parseDecimal(b, precision, scale, &z)
			if err != nil {
				var zero T
				return zero, err
			}
			return conv(d), nil
		}).make()
	}}, nil
}

func timeIn(b []byte, u arrays.TimeUnit) (int64, error) {
	ns, frac, err := parseTimeOfDay(b)
	if err != nil {
		return 0, err
	}
	return toUnit(0, ns, frac, int(u))
}

// timestampParser parses ISO 8601, then the TimestampFormats layouts, into
// values of t: instants in UTC when t has a time zone (wall-clock values
// without an offset are read in that zone), wall-clock values when not
// (where a value with an offset is an error, as in Arrow C++).
func (r *Reader) timestampParser(t arrays.TimestampType) (func([]byte) (int64, error), error) {
	u := int(t.Unit)
	var loc *time.Location
	if t.TimeZone != "" {
		var err error
		if loc, err = zoneOf(t.TimeZone); err != nil {
			return nil, err
		}
	}
	formats := r.o.tsFormats
	return func(b []byte) (int64, error) {
		st, ok := parseISO(b)
		if !ok {
			for _, layout := range formats {
				var tm time.Time
				var err error
				if loc != nil {
					tm, err = time.ParseInLocation(layout, unsafeString(b), loc)
				} else {
					tm, err = time.Parse(layout, unsafeString(b))
					if err == nil {
						_, off := tm.Zone()
						tm = tm.Add(time.Duration(off) * time.Second)
					}
				}
				if err == nil {
					return toUnit(tm.Unix(), int64(tm.Nanosecond()), 9, u)
				}
			}
			return 0, errNotTS
		}
		switch {
		case loc == nil && st.zoned:
			return 0, errZoned
		case loc != nil && !st.zoned && loc != time.UTC:
			w := time.Unix(st.sec, 0).UTC()
			st.sec = time.Date(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), 0, loc).Unix()
		}
		return toUnit(st.sec, st.nsec, st.frac, u)
	}, nil
}

// ascii says whether b has no byte of 0x80 or more, eight at a time.
func ascii(b []byte) bool {
	var acc uint64
	i := 0
	for ; i+8 <= len(b); i += 8 {
		acc |= binary.LittleEndian.Uint64(b[i:])
	}
	for ; i < len(b); i++ {
		acc |= uint64(b[i])
	}
	return acc&0x8080808080808080 == 0
}

// fsbAcc reads fixed-size binary values: each field exactly ByteWidth
// bytes.
type fsbAcc struct {
	t       arrays.FixedSizeBinaryType
	buf     []byte
	n       int
	val     validity
	scratch []byte
}

var errWidth = errors.New("not of the fixed-size binary's width")

func (a *fsbAcc) add(v *view, c int) error {
	w, k := a.t.ByteWidth, v.rows()
	if need := (a.n + k) * w; need > len(a.buf) {
		nb := arrays.AllocBuffer(max(need, 2*len(a.buf), 64))
		copy(nb, a.buf)
		a.buf = nb
	}
	capacity := a.n + k
	if w > 0 {
		capacity = len(a.buf) / w
	}
	a.val.grow(a.n, capacity)
	for i := range k {
		b, null := v.value(i, c, true, &a.scratch)
		if null {
			a.val.null(a.n+i, capacity)
			continue
		}
		if len(b) != w {
			return v.fail(i, c, b, errWidth)
		}
		copy(a.buf[(a.n+i)*w:], b)
		if a.val.bits != nil {
			arrays.SetBit(a.val.bits, a.n+i)
		}
	}
	a.n += k
	return nil
}

func (a *fsbAcc) finish() (arrays.Array, error) {
	n := a.n
	bits, nulls := a.val.finish(n)
	buf := a.buf
	if buf == nil {
		buf = arrays.AllocBuffer(0)
	}
	a.buf, a.n = nil, 0
	return arrays.MakeArray(arrays.NewData2(a.t, n, bits, buf[:n*a.t.ByteWidth], nulls)), nil
}
