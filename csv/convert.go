package csv

import (
	"bytes"
	"fmt"
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
	lens  [256]uint64 // bit l set: some spelling of length l starts with the byte
	vals  [][]byte
}

func newNullMatcher(vals []string) nullMatcher {
	var m nullMatcher
	for _, v := range vals {
		if v == "" {
			m.empty = true
			continue
		}
		if len(v) < 64 {
			m.lens[v[0]] |= 1 << len(v)
		} else {
			m.lens[v[0]] |= 1 // long spellings: compare whenever the byte matches
		}
		m.vals = append(m.vals, []byte(v))
	}
	return m
}

func (m *nullMatcher) match(b []byte) bool {
	if len(b) == 0 {
		return m.empty
	}
	l := m.lens[b[0]]
	if l == 0 || (len(b) < 64 && l&(1<<len(b)|1) == 0) || (len(b) >= 64 && l&1 == 0) {
		return false
	}
	for _, v := range m.vals {
		if bytes.Equal(v, b) {
			return true
		}
	}
	return false
}

// view is the rows of one batch as the converters see them.
type view struct {
	r      *Reader
	buf    []byte
	fields []field
	lines  []int64
	ncols  int
}

func (v *view) rows() int { return len(v.lines) }

// value returns row i's text in column c and whether it is null, as the
// column sees it (strings only with StringsCanBeNull).
func (v *view) value(i, c int, str bool, scratch *[]byte) ([]byte, bool) {
	f := v.fields[i*v.ncols+c]
	if f.flags == 0 {
		b := v.buf[f.start:f.end]
		if str && !v.r.o.stringsNull {
			return b, false
		}
		return b, v.r.nm.match(b)
	}
	if f.flags&fMissing != 0 {
		return nil, true
	}
	b := text(v.buf, f, v.r.o.quote, scratch)
	if (str && !v.r.o.stringsNull) || !v.r.o.quotedNull {
		return b, false
	}
	return b, v.r.nm.match(b)
}

func (v *view) fail(i, c int, b []byte, err error) error {
	return &ParseError{Line: v.lines[i], Column: c, Name: v.r.schema.Fields[c].Name, Text: clip(b), Err: fmt.Errorf("%w: %w", ErrValue, err)}
}

// column converts one column of a batch.
type column struct {
	convert func(v *view, c int) (arrays.Array, error)
}

// validity collects a bitmap lazily: nothing until the first null.
type validity struct {
	bits  []byte
	nulls int
}

func (b *validity) null(i, n int) {
	if b.bits == nil {
		b.bits = arrays.AllocBuffer((n + 7) / 8)
		arrays.SetBitsTo(b.bits, 0, n, true)
	}
	arrays.ClearBit(b.bits, i)
	b.nulls++
}

func typed[T any](buf []byte, n int) []T {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(buf))), n)
}

// fixed converts a column of a fixed-width type whose values parse
// independently.
func fixed[T any](t arrays.DataType, parse func([]byte) (T, error)) column {
	return column{func(v *view, c int) (arrays.Array, error) {
		n := v.rows()
		var zero T
		buf := arrays.AllocBufferUninit(n * int(unsafe.Sizeof(zero)))
		vals := typed[T](buf, n)
		var val validity
		var scratch []byte
		for i := range n {
			b, null := v.value(i, c, false, &scratch)
			if null {
				val.null(i, n)
				vals[i] = zero
				continue
			}
			x, err := parse(b)
			if err != nil {
				return nil, v.fail(i, c, b, err)
			}
			vals[i] = x
		}
		return arrays.MakeArray(arrays.NewData2(t, n, val.bits, buf, val.nulls)), nil
	}}
}

// int64Column is fixed for int64, written out so that the parse inlines:
// the commonest column of numeric files.
func int64Column(t arrays.DataType) column {
	return column{func(v *view, c int) (arrays.Array, error) {
		n := v.rows()
		buf := arrays.AllocBufferUninit(n * 8)
		vals := typed[int64](buf, n)
		var val validity
		var scratch []byte
		for i := range n {
			b, null := v.value(i, c, false, &scratch)
			if null {
				val.null(i, n)
				vals[i] = 0
				continue
			}
			x, err := parseInt(b, 64)
			if err != nil {
				return nil, v.fail(i, c, b, err)
			}
			vals[i] = x
		}
		return arrays.MakeArray(arrays.NewData2(t, n, val.bits, buf, val.nulls)), nil
	}}
}

func boolColumn(trues, falses []string) column {
	tm, fm := newNullMatcher(trues), newNullMatcher(falses)
	return column{func(v *view, c int) (arrays.Array, error) {
		n := v.rows()
		bits := arrays.AllocBuffer((n + 7) / 8)
		var val validity
		var scratch []byte
		for i := range n {
			b, null := v.value(i, c, false, &scratch)
			switch {
			case null:
				val.null(i, n)
			case tm.match(b):
				arrays.SetBit(bits, i)
			case fm.match(b):
			default:
				return nil, v.fail(i, c, b, errNotBool)
			}
		}
		return arrays.MakeArray(arrays.NewData2(arrays.BoolType{}, n, val.bits, bits, val.nulls)), nil
	}}
}

func nullColumn() column {
	return column{func(v *view, c int) (arrays.Array, error) {
		var scratch []byte
		for i := range v.rows() {
			if b, null := v.value(i, c, false, &scratch); !null {
				return nil, v.fail(i, c, b, errNotNull)
			}
		}
		return arrays.NewNull(v.rows()), nil
	}}
}

// binaryColumn builds utf8, binary and their large forms: offsets and
// data written directly, the data sized by the fields' total length.
func binaryColumn[O int32 | int64](t arrays.DataType, checkUTF8 bool) column {
	return column{func(v *view, c int) (arrays.Array, error) {
		n := v.rows()
		total := 0
		for i := range n {
			f := v.fields[i*v.ncols+c]
			total += int(f.end - f.start)
		}
		obuf := arrays.AllocBufferUninit((n + 1) * int(unsafe.Sizeof(O(0))))
		offs := typed[O](obuf, n+1)
		data := arrays.AllocBufferUninit(total)
		var val validity
		var scratch []byte
		at := 0
		offs[0] = 0
		for i := range n {
			b, null := v.value(i, c, true, &scratch)
			if null {
				val.null(i, n)
			} else {
				if checkUTF8 && !utf8.Valid(b) {
					return nil, v.fail(i, c, b, errNotUTF8)
				}
				at += copy(data[at:], b)
			}
			offs[i+1] = O(at)
		}
		return arrays.MakeArray(arrays.NewData(t, n, [][]byte{val.bits, obuf, data[:at]}, nil, val.nulls, 0)), nil
	}}
}

// builderColumn feeds a builder: views and dictionaries, whose layouts
// the builders already know.
func builderColumn(t arrays.DataType, checkUTF8 bool) (column, error) {
	if _, err := arrays.NewBuilder(t); err != nil {
		return column{}, err
	}
	return column{func(v *view, c int) (arrays.Array, error) {
		bl, _ := arrays.NewBuilder(t)
		n := v.rows()
		bl.Reserve(n)
		var scratch []byte
		for i := range n {
			b, null := v.value(i, c, true, &scratch)
			if null {
				bl.AppendNull()
				continue
			}
			if checkUTF8 && !utf8.Valid(b) {
				return nil, v.fail(i, c, b, errNotUTF8)
			}
			switch bb := bl.(type) {
			case *arrays.Utf8ViewBuilder:
				bb.Append(b)
			case *arrays.BinaryViewBuilder:
				bb.Append(b)
			case *arrays.DictionaryBuilder:
				if err := bb.AppendBytes(b); err != nil {
					return nil, v.fail(i, c, b, err)
				}
			}
		}
		if db, ok := bl.(*arrays.DictionaryBuilder); ok {
			return db.NewDictionaryArray()
		}
		return bl.NewArray(), nil
	}}, nil
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
		return nullColumn(), nil
	case arrays.BoolType:
		return boolColumn(r.o.trues, r.o.falses), nil
	case arrays.Int8Type:
		return fixed(t, func(b []byte) (int8, error) { x, err := parseInt(b, 8); return int8(x), err }), nil
	case arrays.Int16Type:
		return fixed(t, func(b []byte) (int16, error) { x, err := parseInt(b, 16); return int16(x), err }), nil
	case arrays.Int32Type:
		return fixed(t, func(b []byte) (int32, error) { x, err := parseInt(b, 32); return int32(x), err }), nil
	case arrays.Int64Type:
		return int64Column(t), nil
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
	return column{func(v *view, c int) (arrays.Array, error) {
		var z big.Int
		return fixed(t, func(b []byte) (T, error) {
			d, err := parseDecimal(b, precision, scale, &z)
			if err != nil {
				var zero T
				return zero, err
			}
			return conv(d), nil
		}).convert(v, c)
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
