package json

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// decoder reads one JSON value (null included) and appends it to its
// builder. Nested decoders hold their children's.
type decoder interface {
	decode(s *scanner, depth int) error
	builder() arrays.Builder
}

// leaf is the decoder of a value that holds no others: val appends the
// non-null value whose first byte c is at s.pos.
type leaf struct {
	b   arrays.Builder
	val func(s *scanner, c byte) error
}

func (d *leaf) builder() arrays.Builder { return d.b }

func (d *leaf) decode(s *scanner, _ int) error {
	c := s.peek()
	if c == 'n' {
		if err := s.literal("null"); err != nil {
			return err
		}
		d.b.AppendNull()
		return nil
	}
	return d.val(s, c)
}

func ustr(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// wrong is the error for a value of the wrong JSON kind; it skips the value
// to quote it.
func wrong(s *scanner, t arrays.DataType, c byte) error {
	start := s.pos
	if err := s.skip(0); err != nil {
		return err
	}
	return valueErr(s.raw(start), ErrValue, "a %s where %v is expected", kindName(c), t)
}

// number reads a number for type t; a string or other kind is an error.
func number(s *scanner, t arrays.DataType, c byte) ([]byte, bool, error) {
	if c != '-' && (c < '0' || c > '9') {
		return nil, false, wrong(s, t, c)
	}
	return s.num()
}

// str reads a string for type t.
func str(s *scanner, t arrays.DataType, c byte) ([]byte, error) {
	if c != '"' {
		return nil, wrong(s, t, c)
	}
	return s.str()
}

func parseInt(b []byte) (int64, bool) {
	neg := b[0] == '-'
	if neg {
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 19 {
		return 0, false
	}
	var u uint64
	for _, c := range b {
		u = u*10 + uint64(c-'0')
	}
	if neg {
		if u > 1<<63 {
			return 0, false
		}
		return -int64(u), true
	}
	if u > math.MaxInt64 {
		return 0, false
	}
	return int64(u), true
}

func intLeaf[T int8 | int16 | int32 | int64](b interface{ Append(T) }, t arrays.DataType, lo, hi int64) func(*scanner, byte) error {
	return func(s *scanner, c byte) error {
		text, isFloat, err := number(s, t, c)
		if err != nil {
			return err
		}
		v, ok := parseInt(text)
		if isFloat || !ok || v < lo || v > hi {
			return valueErr(text, ErrValue, "not a %v", t)
		}
		b.Append(T(v))
		return nil
	}
}

func uintLeaf[T uint8 | uint16 | uint32 | uint64](b interface{ Append(T) }, t arrays.DataType, hi uint64) func(*scanner, byte) error {
	return func(s *scanner, c byte) error {
		text, isFloat, err := number(s, t, c)
		if err != nil {
			return err
		}
		v, perr := strconv.ParseUint(ustr(text), 10, 64)
		if isFloat || perr != nil || v > hi {
			return valueErr(text, ErrValue, "not a %v", t)
		}
		b.Append(T(v))
		return nil
	}
}

func floatLeaf(t arrays.DataType, bits int, app func(float64)) func(*scanner, byte) error {
	return func(s *scanner, c byte) error {
		text, _, err := number(s, t, c)
		if err != nil {
			return err
		}
		v, perr := strconv.ParseFloat(ustr(text), bits)
		if perr != nil {
			return valueErr(text, ErrValue, "out of the range of %v", t)
		}
		app(v)
		return nil
	}
}

// decimalValue parses a number's text (or a string's) as an unscaled
// integer of the given scale; more fractional digits than the scale, or
// more digits than the precision, is an error.
func decimalValue(b []byte, precision, scale int32, z *big.Int) error {
	i := 0
	neg := false
	if i < len(b) && (b[i] == '-' || b[i] == '+') {
		neg = b[i] == '-'
		i++
	}
	var mant []byte
	frac := int64(0)
	seenDigit, seenPoint := false, false
	for ; i < len(b); i++ {
		c := b[i]
		if c >= '0' && c <= '9' {
			mant = append(mant, c)
			seenDigit = true
			if seenPoint {
				frac++
			}
		} else if c == '.' && !seenPoint {
			seenPoint = true
		} else {
			break
		}
	}
	if !seenDigit {
		return errors.New("not a decimal number")
	}
	exp := int64(0)
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		e, err := strconv.ParseInt(ustr(b[i+1:]), 10, 32)
		if err != nil {
			return errors.New("not a decimal number")
		}
		exp = e
		i = len(b)
	}
	if i != len(b) {
		return errors.New("not a decimal number")
	}
	if allZero(mant) {
		z.SetInt64(0) // whatever its exponent: 0e999999999 must not cost 10^999999999
		return nil
	}
	shift := int64(scale) - frac + exp // power of ten to multiply by
	for shift < 0 && len(mant) > 0 && mant[len(mant)-1] == '0' {
		mant = mant[:len(mant)-1]
		shift++
	}
	if shift < 0 {
		return fmt.Errorf("more than %d digits after the point", scale)
	}
	for len(mant) > 1 && mant[0] == '0' {
		mant = mant[1:]
	}
	if int64(len(mant))+shift > int64(precision) {
		return fmt.Errorf("more than %d digits", precision)
	}
	z.SetString(ustr(mant), 10)
	if shift > 0 {
		z.Mul(z, new(big.Int).Exp(big.NewInt(10), big.NewInt(shift), nil))
	}
	if neg {
		z.Neg(z)
	}
	return nil
}

// smallDecimal is decimalValue's fast path for the common form,
// [-]digits[.digits] with at most 18 digits in all, that fits the type; it
// says false for everything else, which the slow path then parses.
func smallDecimal(b []byte, precision, scale int32) (int64, bool) {
	i, neg := 0, false
	if len(b) > 0 && b[0] == '-' {
		neg, i = true, 1
	}
	var v int64
	nd, frac, point := 0, int32(0), false
	for ; i < len(b); i++ {
		c := b[i]
		switch {
		case c >= '0' && c <= '9':
			v = v*10 + int64(c-'0')
			nd++
			if point {
				frac++
			}
		case c == '.' && !point:
			point = true
		default:
			return 0, false
		}
	}
	if nd == 0 || nd > 18 || frac > scale {
		return 0, false
	}
	for ; frac < scale; frac++ {
		if v > math.MaxInt64/10 {
			return 0, false
		}
		v *= 10
	}
	lim := int64(1)
	for range precision {
		if lim > math.MaxInt64/10 {
			lim = math.MaxInt64
			break
		}
		lim *= 10
	}
	if v >= lim {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != '0' {
			return false
		}
	}
	return true
}

func decimalLeaf(t arrays.DataType, precision, scale, maxPrec int32, app func(*big.Int)) (func(*scanner, byte) error, error) {
	if precision < 1 || precision > maxPrec || scale > precision || scale < 0 {
		return nil, fmt.Errorf("%w: %v: precision must be 1..%d and scale 0..precision", ErrUnsupported, t, maxPrec)
	}
	var z big.Int
	return func(s *scanner, c byte) error {
		var text []byte
		var err error
		if c == '"' {
			text, err = s.str()
		} else {
			text, _, err = number(s, t, c)
		}
		if err != nil {
			return err
		}
		if v, ok := smallDecimal(text, precision, scale); ok {
			z.SetInt64(v)
		} else if err := decimalValue(text, precision, scale, &z); err != nil {
			return valueErr(text, ErrValue, "not a %v: %v", t, err)
		}
		app(&z)
		return nil
	}, nil
}

// timeLeaf reads ISO 8601 strings through conv, or integers as the type's
// raw values.
func timeLeaf(t arrays.DataType, lo, hi int64, app func(int64), conv func([]byte) (int64, error)) func(*scanner, byte) error {
	return func(s *scanner, c byte) error {
		if c == '"' {
			text, err := s.str()
			if err != nil {
				return err
			}
			v, err := conv(text)
			if err != nil {
				return valueErr(text, ErrValue, "not a %v: %v", t, err)
			}
			app(v)
			return nil
		}
		text, isFloat, err := number(s, t, c)
		if err != nil {
			return err
		}
		v, ok := parseInt(text)
		if isFloat || !ok || v < lo || v > hi {
			return valueErr(text, ErrValue, "not a %v", t)
		}
		app(v)
		return nil
	}
}

type byteAppender interface{ Append([]byte) }

func stringLeaf(b byteAppender, t arrays.DataType) func(*scanner, byte) error {
	return func(s *scanner, c byte) error {
		v, err := str(s, t, c)
		if err != nil {
			return err
		}
		b.Append(v)
		return nil
	}
}

func base64Leaf(t arrays.DataType, width int, app func([]byte) error) func(*scanner, byte) error {
	var buf []byte
	return func(s *scanner, c byte) error {
		v, err := str(s, t, c)
		if err != nil {
			return err
		}
		n := base64.StdEncoding.DecodedLen(len(v))
		if cap(buf) < n {
			buf = make([]byte, n)
		}
		n, derr := base64.StdEncoding.Decode(buf[:n], v)
		if derr != nil {
			return valueErr(v, ErrValue, "not base64 for %v", t)
		}
		if width >= 0 && n != width {
			return valueErr(v, ErrValue, "%d bytes for %v", n, t)
		}
		return app(buf[:n])
	}
}

// newDecoder makes the decoder of values of field f. unexpected says what
// objects' unknown keys do.
func newDecoder(f arrays.Field, b arrays.Builder, unexpected UnexpectedFieldBehavior) (decoder, error) {
	t := f.Type
	var err error
	if b == nil {
		if b, err = arrays.NewBuilder(t); err != nil {
			return nil, fmt.Errorf("%w: field %q: %v", ErrUnsupported, f.Name, err)
		}
	}
	l := &leaf{b: b}
	switch tt := t.(type) {
	case arrays.NullType:
		l.val = func(s *scanner, c byte) error {
			err := wrong(s, t, c)
			if pe, ok := err.(*pathError); ok && errors.Is(err, ErrValue) {
				pe.err = fmt.Errorf("%w (a field of nulls only: give its type in a Schema, or sample more lines with InferRows)", pe.err)
			}
			return err
		}
	case arrays.BoolType:
		bb := b.(*arrays.BooleanBuilder)
		l.val = func(s *scanner, c byte) error {
			switch c {
			case 't':
				bb.Append(true)
				return s.literal("true")
			case 'f':
				bb.Append(false)
				return s.literal("false")
			}
			return wrong(s, t, c)
		}
	case arrays.Int8Type:
		l.val = intLeaf[int8](b.(*arrays.Int8Builder), t, math.MinInt8, math.MaxInt8)
	case arrays.Int16Type:
		l.val = intLeaf[int16](b.(*arrays.Int16Builder), t, math.MinInt16, math.MaxInt16)
	case arrays.Int32Type:
		l.val = intLeaf[int32](b.(*arrays.Int32Builder), t, math.MinInt32, math.MaxInt32)
	case arrays.Int64Type:
		l.val = intLeaf[int64](b.(*arrays.Int64Builder), t, math.MinInt64, math.MaxInt64)
	case arrays.Uint8Type:
		l.val = uintLeaf[uint8](b.(*arrays.Uint8Builder), t, math.MaxUint8)
	case arrays.Uint16Type:
		l.val = uintLeaf[uint16](b.(*arrays.Uint16Builder), t, math.MaxUint16)
	case arrays.Uint32Type:
		l.val = uintLeaf[uint32](b.(*arrays.Uint32Builder), t, math.MaxUint32)
	case arrays.Uint64Type:
		l.val = uintLeaf[uint64](b.(*arrays.Uint64Builder), t, math.MaxUint64)
	case arrays.Float16Type:
		fb := b.(*arrays.Float16Builder)
		l.val = floatLeaf(t, 32, func(v float64) { fb.Append(arrays.HalfFromFloat32(float32(v))) })
	case arrays.Float32Type:
		fb := b.(*arrays.Float32Builder)
		l.val = floatLeaf(t, 32, func(v float64) { fb.Append(float32(v)) })
	case arrays.Float64Type:
		l.val = floatLeaf(t, 64, b.(*arrays.Float64Builder).Append)
	case arrays.Decimal32Type:
		db := b.(*arrays.Decimal32Builder)
		l.val, err = decimalLeaf(t, tt.Precision, tt.Scale, 9, func(z *big.Int) { db.Append(int32(z.Int64())) })
	case arrays.Decimal64Type:
		db := b.(*arrays.Decimal64Builder)
		l.val, err = decimalLeaf(t, tt.Precision, tt.Scale, 18, func(z *big.Int) { db.Append(z.Int64()) })
	case arrays.Decimal128Type:
		db := b.(*arrays.Decimal128Builder)
		l.val, err = decimalLeaf(t, tt.Precision, tt.Scale, 38, func(z *big.Int) { db.Append(arrays.Int256FromBig(z).Int128()) })
	case arrays.Decimal256Type:
		db := b.(*arrays.Decimal256Builder)
		l.val, err = decimalLeaf(t, tt.Precision, tt.Scale, 76, func(z *big.Int) { db.Append(arrays.Int256FromBig(z)) })
	case arrays.Date32Type:
		db := b.(*arrays.Date32Builder)
		l.val = timeLeaf(t, math.MinInt32, math.MaxInt32, func(v int64) { db.Append(int32(v)) }, func(b []byte) (int64, error) {
			if d, ok := parseDate(b); ok && len(b) == 10 {
				return d, nil
			}
			return 0, errTime
		})
	case arrays.Date64Type:
		db := b.(*arrays.Date64Builder)
		l.val = timeLeaf(t, math.MinInt64, math.MaxInt64, db.Append, func(b []byte) (int64, error) {
			if d, ok := parseDate(b); ok && len(b) == 10 {
				return d * 86400000, nil
			}
			return 0, errTime
		})
	case arrays.Time32Type:
		tb := b.(*arrays.Time32Builder)
		u := int(tt.Unit)
		l.val = timeLeaf(t, 0, 86400*1e9/unitNanos[u]-1, func(v int64) { tb.Append(int32(v)) }, clockIn(u))
	case arrays.Time64Type:
		tb := b.(*arrays.Time64Builder)
		u := int(tt.Unit)
		l.val = timeLeaf(t, 0, 86400*1e9/unitNanos[u]-1, tb.Append, clockIn(u))
	case arrays.TimestampType:
		var loc *time.Location
		if tt.TimeZone != "" {
			if loc, err = tt.Location(); err != nil {
				return nil, fmt.Errorf("%w: field %q: %v", ErrUnsupported, f.Name, err)
			}
		}
		u := int(tt.Unit)
		l.val = timeLeaf(t, math.MinInt64, math.MaxInt64, b.(*arrays.TimestampBuilder).Append, func(b []byte) (int64, error) {
			c, err := parseISO(b)
			if err != nil {
				return 0, err
			}
			if c.hasZone && loc == nil {
				return 0, errors.New("an offset for a timestamp without a time zone")
			}
			return timestampIn(c, u, loc)
		})
	case arrays.DurationType:
		l.val = timeLeaf(t, math.MinInt64, math.MaxInt64, b.(*arrays.DurationBuilder).Append, func([]byte) (int64, error) {
			return 0, errors.New("durations are numbers")
		})
	case arrays.IntervalMonthsType:
		l.val = intLeaf[int32](b.(*arrays.IntervalMonthsBuilder), t, math.MinInt32, math.MaxInt32)
	case arrays.IntervalDayTimeType:
		ib := b.(*arrays.IntervalDayTimeBuilder)
		l.val = partsLeaf(t, []string{"days", "milliseconds"}, []int64{math.MaxInt32, math.MaxInt32}, func(v []int64) {
			ib.Append(arrays.DayTime{Days: int32(v[0]), Milliseconds: int32(v[1])})
		})
	case arrays.IntervalMonthDayNanoType:
		ib := b.(*arrays.IntervalMonthDayNanoBuilder)
		l.val = partsLeaf(t, []string{"months", "days", "nanoseconds"}, []int64{math.MaxInt32, math.MaxInt32, math.MaxInt64}, func(v []int64) {
			ib.Append(arrays.MonthDayNano{Months: int32(v[0]), Days: int32(v[1]), Nanoseconds: v[2]})
		})
	case arrays.Utf8Type, arrays.LargeUtf8Type, arrays.Utf8ViewType:
		l.val = stringLeaf(b.(byteAppender), t)
	case arrays.BinaryType, arrays.LargeBinaryType, arrays.BinaryViewType:
		ba := b.(byteAppender)
		l.val = base64Leaf(t, -1, func(v []byte) error { ba.Append(v); return nil })
	case arrays.FixedSizeBinaryType:
		fb := b.(*arrays.FixedSizeBinaryBuilder)
		l.val = base64Leaf(t, tt.ByteWidth, fb.Append)
	case *arrays.DictionaryType:
		db := b.(*arrays.DictionaryBuilder)
		if tt.Value == nil || !arrays.IsUTF8(tt.Value.ID()) {
			return nil, fmt.Errorf("%w: field %q: %v: dictionaries must hold strings", ErrUnsupported, f.Name, t)
		}
		l.val = func(s *scanner, c byte) error {
			v, err := str(s, t, c)
			if err != nil {
				return err
			}
			if err := db.AppendBytes(v); err != nil {
				return valueErr(v, ErrValue, "%v", err)
			}
			return nil
		}
	case *arrays.ListType:
		lb := b.(*arrays.ListBuilder)
		return newList(t, lb, lb.ValueBuilder(), tt.Elem, -1, lb.Append, unexpected)
	case *arrays.LargeListType:
		lb := b.(*arrays.LargeListBuilder)
		return newList(t, lb, lb.ValueBuilder(), tt.Elem, -1, lb.Append, unexpected)
	case *arrays.ListViewType:
		lb := b.(*arrays.ListViewBuilder)
		return newList(t, lb, lb.ValueBuilder(), tt.Elem, -1, lb.Append, unexpected)
	case *arrays.LargeListViewType:
		lb := b.(*arrays.LargeListViewBuilder)
		return newList(t, lb, lb.ValueBuilder(), tt.Elem, -1, lb.Append, unexpected)
	case *arrays.FixedSizeListType:
		lb := b.(*arrays.FixedSizeListBuilder)
		return newList(t, lb, lb.ValueBuilder(), tt.Elem, tt.Size, lb.Append, unexpected)
	case *arrays.StructType:
		return newStruct(tt, b.(*arrays.StructBuilder), unexpected)
	case *arrays.MapType:
		return newMap(tt, b.(*arrays.MapBuilder), unexpected)
	default:
		return nil, fmt.Errorf("%w: field %q: JSON reading of %v", ErrUnsupported, f.Name, t)
	}
	if err != nil {
		return nil, fmt.Errorf("field %q: %w", f.Name, err)
	}
	return l, nil
}

// partsLeaf reads an object of integer parts (the writer's form of
// intervals); a missing part is zero.
func partsLeaf(t arrays.DataType, names []string, limits []int64, app func([]int64)) func(*scanner, byte) error {
	vals := make([]int64, len(names))
	return func(s *scanner, c byte) error {
		if c != '{' {
			return wrong(s, t, c)
		}
		s.pos++
		clear(vals)
		if s.peek() == '}' {
			s.pos++
			app(vals)
			return nil
		}
		for {
			if s.peek() != '"' {
				return s.syntax("expected a key")
			}
			key, err := s.str()
			if err != nil {
				return err
			}
			k := -1
			for i, n := range names {
				if n == ustr(key) {
					k = i
				}
			}
			if k < 0 {
				return within(valueErr(nil, ErrField, "not a part of %v", t), string(key))
			}
			if err := s.expect(':'); err != nil {
				return err
			}
			text, isFloat, err := number(s, t, s.peek())
			if err != nil {
				return within(err, names[k])
			}
			v, ok := parseInt(text)
			if isFloat || !ok || v > limits[k] || v < -limits[k]-1 {
				return within(valueErr(text, ErrValue, "out of range for %v", t), names[k])
			}
			vals[k] = v
			more, err := s.more('}')
			if err != nil {
				return err
			}
			if !more {
				app(vals)
				return nil
			}
		}
	}
}

func clockIn(u int) func([]byte) (int64, error) {
	return func(b []byte) (int64, error) {
		ns, n, ok := parseClock(b)
		if !ok || n != len(b) {
			return 0, errTime
		}
		if ns%unitNanos[u] != 0 {
			return 0, errors.New("more precision than the unit holds")
		}
		return ns / unitNanos[u], nil
	}
}

// adopt makes the decoder of a child field over the builder the parent
// already made (list values, struct fields, map entries).
func adopt(f arrays.Field, b arrays.Builder, unexpected UnexpectedFieldBehavior) (decoder, error) {
	d, err := newDecoder(f, b, unexpected)
	if err != nil || f.Nullable {
		return d, err
	}
	return required{d}, nil
}

// required refuses nulls for a field that is not nullable.
type required struct{ decoder }

func (d required) decode(s *scanner, depth int) error {
	if s.peek() == 'n' {
		start := s.pos
		if err := s.literal("null"); err != nil {
			return err
		}
		return valueErr(s.raw(start), ErrField, "null for a field that is not nullable")
	}
	return d.decoder.decode(s, depth)
}

// list decodes arrays into a list builder.
type list struct {
	t      arrays.DataType
	b      arrays.Builder
	elem   decoder
	size   int // fixed size, or -1
	append func(bool)
}

func newList(t arrays.DataType, b, vb arrays.Builder, elem arrays.Field, size int, app func(bool), u UnexpectedFieldBehavior) (decoder, error) {
	ed, err := adopt(elem, vb, u)
	if err != nil {
		return nil, err
	}
	return &list{t: t, b: b, elem: ed, size: size, append: app}, nil
}

func (d *list) builder() arrays.Builder { return d.b }

func (d *list) decode(s *scanner, depth int) error {
	c := s.peek()
	if c == 'n' {
		if err := s.literal("null"); err != nil {
			return err
		}
		d.b.AppendNull()
		return nil
	}
	if c != '[' {
		return wrong(s, d.t, c)
	}
	if depth > maxDepth {
		return s.syntax("nesting deeper than %d", maxDepth)
	}
	start := s.pos
	s.pos++
	d.append(true)
	n := 0
	if s.peek() == ']' {
		s.pos++
	} else {
		for {
			if err := d.elem.decode(s, depth+1); err != nil {
				return within(err, strconv.Itoa(n))
			}
			n++
			more, err := s.more(']')
			if err != nil {
				return err
			}
			if !more {
				break
			}
		}
	}
	if d.size >= 0 && n != d.size {
		return valueErr(s.raw(start), ErrValue, "%d values for %v", n, d.t)
	}
	return nil
}

// object decodes objects into a struct builder.
type object struct {
	t          *arrays.StructType
	b          *arrays.StructBuilder
	fields     []decoder
	names      []string
	index      map[string]int
	seen       []bool
	unexpected UnexpectedFieldBehavior
}

func newStruct(t *arrays.StructType, b *arrays.StructBuilder, u UnexpectedFieldBehavior) (*object, error) {
	o := &object{t: t, b: b, index: make(map[string]int, len(t.Fields())), seen: make([]bool, len(t.Fields())), unexpected: u}
	for i, f := range t.Fields() {
		d, err := adopt(f, b.FieldBuilder(i), u)
		if err != nil {
			return nil, err
		}
		o.fields = append(o.fields, d)
		o.names = append(o.names, f.Name)
		o.index[f.Name] = i
	}
	return o, nil
}

func (d *object) builder() arrays.Builder { return d.b }

func (d *object) decode(s *scanner, depth int) error {
	c := s.peek()
	if c == 'n' {
		if err := s.literal("null"); err != nil {
			return err
		}
		d.b.AppendNull()
		return nil
	}
	if c != '{' {
		return wrong(s, d.t, c)
	}
	return d.members(s, depth, true)
}

// members reads an object at pos into one struct slot.
func (d *object) members(s *scanner, depth int, appendSlot bool) error {
	if depth > maxDepth {
		return s.syntax("nesting deeper than %d", maxDepth)
	}
	s.pos++
	if appendSlot {
		d.b.Append(true)
	}
	clear(d.seen)
	next := 0
	if s.peek() == '}' {
		s.pos++
	} else {
		for {
			if s.peek() != '"' {
				return s.syntax("expected a key")
			}
			key, err := s.str()
			if err != nil {
				return err
			}
			i := -1
			if next < len(d.names) && d.names[next] == ustr(key) {
				i = next
			} else if j, ok := d.index[ustr(key)]; ok {
				i = j
			}
			if err := s.expect(':'); err != nil {
				return err
			}
			switch {
			case i >= 0 && d.seen[i]:
				return within(valueErr(nil, ErrField, "duplicate key"), string(key))
			case i >= 0:
				d.seen[i] = true
				next = i + 1
				if err := d.fields[i].decode(s, depth+1); err != nil {
					return within(err, d.names[i])
				}
			case d.unexpected == UnexpectedIgnore:
				if err := s.skip(depth + 1); err != nil {
					return err
				}
			case d.unexpected == UnexpectedError:
				return within(valueErr(nil, ErrField, "a field the schema lacks"), string(key))
			default:
				return within(valueErr(nil, ErrField, "a field the schema lacks, first seen past the inference sample (raise InferRows or give a Schema)"), string(key))
			}
			more, err := s.more('}')
			if err != nil {
				return err
			}
			if !more {
				break
			}
		}
	}
	for i, ok := range d.seen {
		if ok {
			continue
		}
		if !d.t.Fields()[i].Nullable {
			return within(valueErr(nil, ErrField, "missing, and not nullable"), d.names[i])
		}
		d.fields[i].builder().AppendNull()
	}
	return nil
}

// mapping decodes objects (string keys) or arrays of {"key", "value"}
// objects into a map builder.
type mapping struct {
	t         *arrays.MapType
	b         *arrays.MapBuilder
	key, item decoder
	keyString byteAppender
}

func newMap(t *arrays.MapType, b *arrays.MapBuilder, u UnexpectedFieldBehavior) (decoder, error) {
	est, ok := t.Entries.Type.(*arrays.StructType)
	if !ok || len(est.Fields()) != 2 {
		return nil, fmt.Errorf("%w: malformed %v", ErrUnsupported, t)
	}
	kd, err := adopt(est.Fields()[0], b.KeyBuilder(), u)
	if err != nil {
		return nil, err
	}
	id, err := adopt(est.Fields()[1], b.ItemBuilder(), u)
	if err != nil {
		return nil, err
	}
	m := &mapping{t: t, b: b, key: kd, item: id}
	if arrays.IsUTF8(t.KeyType().ID()) {
		m.keyString, _ = b.KeyBuilder().(byteAppender)
	}
	return m, nil
}

func (d *mapping) builder() arrays.Builder { return d.b }

func (d *mapping) decode(s *scanner, depth int) error {
	c := s.peek()
	if c == 'n' {
		if err := s.literal("null"); err != nil {
			return err
		}
		d.b.AppendNull()
		return nil
	}
	if depth > maxDepth {
		return s.syntax("nesting deeper than %d", maxDepth)
	}
	switch {
	case c == '{' && d.keyString != nil:
		s.pos++
		d.b.Append(true)
		if s.peek() == '}' {
			s.pos++
			return nil
		}
		for {
			if s.peek() != '"' {
				return s.syntax("expected a key")
			}
			key, err := s.str()
			if err != nil {
				return err
			}
			d.keyString.Append(key)
			k := string(key)
			if err := s.expect(':'); err != nil {
				return err
			}
			if err := d.item.decode(s, depth+1); err != nil {
				return within(err, k)
			}
			more, err := s.more('}')
			if err != nil || !more {
				return err
			}
		}
	case c == '[':
		s.pos++
		d.b.Append(true)
		if s.peek() == ']' {
			s.pos++
			return nil
		}
		for n := 0; ; n++ {
			if err := d.entry(s, depth+1); err != nil {
				return within(err, strconv.Itoa(n))
			}
			more, err := s.more(']')
			if err != nil || !more {
				return err
			}
		}
	}
	return wrong(s, d.t, c)
}

// entry reads one {"key": k, "value": v} object.
func (d *mapping) entry(s *scanner, depth int) error {
	if err := s.expect('{'); err != nil {
		return err
	}
	var got [2]bool
	if s.peek() != '}' {
		for {
			if s.peek() != '"' {
				return s.syntax("expected a key")
			}
			key, err := s.str()
			if err != nil {
				return err
			}
			k := -1
			switch ustr(key) {
			case "key":
				k = 0
			case "value":
				k = 1
			}
			if k < 0 || got[k] {
				return within(valueErr(nil, ErrField, "a map entry holds one \"key\" and one \"value\""), string(key))
			}
			got[k] = true
			if err := s.expect(':'); err != nil {
				return err
			}
			if k == 0 {
				if s.peek() == 'n' {
					return within(valueErr(nil, ErrValue, "a null map key"), "key")
				}
				err = d.key.decode(s, depth+1)
			} else {
				err = d.item.decode(s, depth+1)
			}
			if err != nil {
				return within(err, string(key))
			}
			more, err := s.more('}')
			if err != nil {
				return err
			}
			if !more {
				break
			}
		}
	} else {
		s.pos++
	}
	if !got[0] {
		return valueErr(nil, ErrField, "a map entry without a \"key\"")
	}
	if !got[1] {
		d.item.builder().AppendNull()
	}
	return nil
}
