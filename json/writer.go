package json

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"io"
	"iter"
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
)

// WriteOption configures NewWriter.
type WriteOption func(*writeOptions)

type writeOptions struct {
	array          bool
	decimalNumbers bool
}

// WriteArray writes one JSON array of objects (one per line) instead of
// JSON Lines. Close writes its closing bracket.
func WriteArray() WriteOption { return func(o *writeOptions) { o.array = true } }

// WriteDecimalsAsNumbers writes decimals as JSON numbers instead of strings.
// Strings are the default because many JSON readers turn numbers into
// float64 and lose digits; this reader reads both exactly.
func WriteDecimalsAsNumbers() WriteOption { return func(o *writeOptions) { o.decimalNumbers = true } }

// Writer writes record batches as JSON: one object per row, its keys the
// column names in schema order, a null value as null (never omitted).
// Output is buffered: call Flush or Close at the end. It is not safe for
// concurrent use.
type Writer struct {
	w      *bufio.Writer
	schema *arrays.Schema
	opts   writeOptions
	buf    []byte
	keys   [][]byte // `"name":` of each column
	rows   int64
	closed bool
}

// NewWriter returns a writer of batches of schema. A column of a type JSON
// has no form for here is an error naming it.
func NewWriter(w io.Writer, schema *arrays.Schema, opts ...WriteOption) (*Writer, error) {
	o := writeOptions{}
	for _, opt := range opts {
		opt(&o)
	}
	wr := &Writer{w: bufio.NewWriterSize(w, 1<<16), schema: schema, opts: o}
	for _, f := range schema.Fields {
		b, err := arrays.NewBuilder(f.Type)
		if err != nil {
			return nil, fmt.Errorf("%w: column %q: %v", ErrUnsupported, f.Name, err)
		}
		if _, err := wr.encoder(b.NewArray()); err != nil {
			return nil, fmt.Errorf("column %q: %w", f.Name, err)
		}
		wr.keys = append(wr.keys, append(appendString(nil, f.Name), ':'))
	}
	if o.array {
		wr.buf = append(wr.buf, '[')
	}
	return wr, nil
}

// Write appends the rows of rb, whose columns must have the writer's types.
func (w *Writer) Write(rb *arrays.RecordBatch) error {
	if w.closed {
		return fmt.Errorf("%w: Write after Close", ErrUnsupported)
	}
	if rb.NumCols() != len(w.schema.Fields) {
		return fmt.Errorf("%w: a batch of %d columns for a schema of %d", ErrUnsupported, rb.NumCols(), len(w.schema.Fields))
	}
	encs := make([]encoder, rb.NumCols())
	for c := range encs {
		col := rb.Column(c)
		if !arrays.TypeEqual(col.DataType(), w.schema.Fields[c].Type) {
			return fmt.Errorf("%w: column %q is %v, the schema's %v", ErrUnsupported, w.schema.Fields[c].Name, col.DataType(), w.schema.Fields[c].Type)
		}
		var err error
		if encs[c], err = w.encoder(col); err != nil {
			return err
		}
	}
	for i := range rb.NumRows() {
		if w.opts.array {
			if w.rows > 0 {
				w.buf = append(w.buf, ',')
			}
			w.buf = append(w.buf, '\n')
		}
		w.buf = append(w.buf, '{')
		for c, enc := range encs {
			if c > 0 {
				w.buf = append(w.buf, ',')
			}
			w.buf = append(w.buf, w.keys[c]...)
			w.buf = enc(w.buf, i)
		}
		w.buf = append(w.buf, '}')
		if !w.opts.array {
			w.buf = append(w.buf, '\n')
		}
		w.rows++
		if len(w.buf) >= 1<<16 {
			if _, err := w.w.Write(w.buf); err != nil {
				return err
			}
			w.buf = w.buf[:0]
		}
	}
	return nil
}

// Flush writes out what is buffered.
func (w *Writer) Flush() error {
	if _, err := w.w.Write(w.buf); err != nil {
		return err
	}
	w.buf = w.buf[:0]
	return w.w.Flush()
}

// Close ends the output (the closing bracket under WriteArray) and
// flushes it. It does not close the underlying writer.
func (w *Writer) Close() error {
	if !w.closed && w.opts.array {
		w.buf = append(w.buf, "\n]\n"...)
	}
	w.closed = true
	return w.Flush()
}

// WriteRecords writes every batch to out, then closes the writer.
func WriteRecords(out io.Writer, schema *arrays.Schema, batches iter.Seq2[*arrays.RecordBatch, error], opts ...WriteOption) error {
	w, err := NewWriter(out, schema, opts...)
	if err != nil {
		return err
	}
	for rb, err := range batches {
		if err != nil {
			return err
		}
		if err := w.Write(rb); err != nil {
			return err
		}
	}
	return w.Close()
}

// encoder appends slot i of its array as JSON.
type encoder func(b []byte, i int) []byte

func nullable(a arrays.Array, f encoder) encoder {
	if a.NullN() == 0 {
		return f
	}
	return func(b []byte, i int) []byte {
		if a.IsNull(i) {
			return append(b, "null"...)
		}
		return f(b, i)
	}
}

func ints[T int8 | int16 | int32 | int64](vs []T) encoder {
	return func(b []byte, i int) []byte { return strconv.AppendInt(b, int64(vs[i]), 10) }
}

func uints[T uint8 | uint16 | uint32 | uint64](vs []T) encoder {
	return func(b []byte, i int) []byte { return strconv.AppendUint(b, uint64(vs[i]), 10) }
}

// appendFloat writes NaN and the infinities, which JSON lacks, as null.
func appendFloat(b []byte, v float64, bits int) []byte {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return append(b, "null"...)
	}
	return strconv.AppendFloat(b, v, 'g', -1, bits)
}

var fracDigits = [4]int{0, 3, 6, 9}

// appendFrac writes the unit's fraction digits of nanos (all of them, so
// that the text sorts as the values do).
func appendFrac(b []byte, nanos int64, u arrays.TimeUnit) []byte {
	n := fracDigits[u]
	if n == 0 {
		return b
	}
	v := nanos / unitNanos[u]
	b = append(b, '.')
	var d [9]byte
	for k := n - 1; k >= 0; k-- {
		d[k] = byte('0' + v%10)
		v /= 10
	}
	return append(b, d[:n]...)
}

func appendClock(b []byte, nanos int64, u arrays.TimeUnit) []byte {
	s := nanos / 1e9
	b = append(b, byte('0'+s/36000), byte('0'+s/3600%10), ':', byte('0'+s/60%60/10), byte('0'+s/60%10), ':', byte('0'+s%60/10), byte('0'+s%10))
	return appendFrac(b, nanos%1e9, u)
}

// encoder makes the encoder of a's slots.
func (w *Writer) encoder(a arrays.Array) (encoder, error) {
	t := a.DataType()
	if _, ok := a.(*arrays.ExtensionArray); !ok && t.ID() == arrays.EXTENSION {
		a = arrays.MakeArray(a.Data()) // a typed view such as *UUIDArray
	}
	switch aa := a.(type) {
	case *arrays.Null:
		return func(b []byte, _ int) []byte { return append(b, "null"...) }, nil
	case *arrays.Boolean:
		return nullable(a, func(b []byte, i int) []byte { return strconv.AppendBool(b, aa.Value(i)) }), nil
	case *arrays.Int8:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.Int16:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.Int32:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.Int64:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.Uint8:
		return nullable(a, uints(aa.Values())), nil
	case *arrays.Uint16:
		return nullable(a, uints(aa.Values())), nil
	case *arrays.Uint32:
		return nullable(a, uints(aa.Values())), nil
	case *arrays.Uint64:
		return nullable(a, uints(aa.Values())), nil
	case *arrays.Float16:
		vs := aa.Values()
		return nullable(a, func(b []byte, i int) []byte { return appendFloat(b, float64(vs[i].Float32()), 32) }), nil
	case *arrays.Float32:
		vs := aa.Values()
		return nullable(a, func(b []byte, i int) []byte { return appendFloat(b, float64(vs[i]), 32) }), nil
	case *arrays.Float64:
		vs := aa.Values()
		return nullable(a, func(b []byte, i int) []byte { return appendFloat(b, vs[i], 64) }), nil
	case *arrays.Decimal32, *arrays.Decimal64, *arrays.Decimal128, *arrays.Decimal256:
		return nullable(a, func(b []byte, i int) []byte {
			s := arrays.ValueAt(a, i).(arrays.Decimal).String()
			if w.opts.decimalNumbers {
				return append(b, s...)
			}
			return append(append(append(b, '"'), s...), '"')
		}), nil
	case *arrays.Date32:
		vs := aa.Values()
		return nullable(a, func(b []byte, i int) []byte {
			return append(time.Unix(int64(vs[i])*86400, 0).UTC().AppendFormat(append(b, '"'), time.DateOnly), '"')
		}), nil
	case *arrays.Date64:
		vs := aa.Values()
		return nullable(a, func(b []byte, i int) []byte {
			return append(time.UnixMilli(vs[i]).UTC().AppendFormat(append(b, '"'), time.DateOnly), '"')
		}), nil
	case *arrays.Time32:
		vs, u := aa.Values(), t.(arrays.Time32Type).Unit
		return nullable(a, func(b []byte, i int) []byte {
			return append(appendClock(append(b, '"'), int64(vs[i])*unitNanos[u], u), '"')
		}), nil
	case *arrays.Time64:
		vs, u := aa.Values(), t.(arrays.Time64Type).Unit
		return nullable(a, func(b []byte, i int) []byte {
			return append(appendClock(append(b, '"'), vs[i]*unitNanos[u], u), '"')
		}), nil
	case *arrays.Timestamp:
		tt := aa.Type()
		vs := aa.Values()
		if tt.TimeZone == "" {
			return nullable(a, func(b []byte, i int) []byte {
				tm := aa.Time(i).UTC()
				b = tm.AppendFormat(append(b, '"'), "2006-01-02T15:04:05")
				return append(appendFrac(b, int64(tm.Nanosecond()), tt.Unit), '"')
			}), nil
		}
		if _, err := tt.Location(); err != nil {
			return nil, fmt.Errorf("%w: %v: %v", ErrUnsupported, t, err)
		}
		_ = vs
		return nullable(a, func(b []byte, i int) []byte {
			tm := aa.Time(i)
			b = tm.AppendFormat(append(b, '"'), "2006-01-02T15:04:05")
			b = appendFrac(b, int64(tm.Nanosecond()), tt.Unit)
			return append(tm.AppendFormat(b, "Z07:00"), '"')
		}), nil
	case *arrays.Duration:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.IntervalMonths:
		return nullable(a, ints(aa.Values())), nil
	case *arrays.IntervalDayTime:
		return nullable(a, func(b []byte, i int) []byte {
			v := arrays.ValueAt(a, i).(arrays.MonthDayNano)
			b = strconv.AppendInt(append(b, `{"days":`...), int64(v.Days), 10)
			return append(strconv.AppendInt(append(b, `,"milliseconds":`...), v.Nanoseconds/1e6, 10), '}')
		}), nil
	case *arrays.IntervalMonthDayNano:
		return nullable(a, func(b []byte, i int) []byte {
			v := arrays.ValueAt(a, i).(arrays.MonthDayNano)
			b = strconv.AppendInt(append(b, `{"months":`...), int64(v.Months), 10)
			b = strconv.AppendInt(append(b, `,"days":`...), int64(v.Days), 10)
			return append(strconv.AppendInt(append(b, `,"nanoseconds":`...), v.Nanoseconds, 10), '}')
		}), nil
	case *arrays.Utf8:
		return nullable(a, func(b []byte, i int) []byte { return appendString(b, aa.Value(i)) }), nil
	case *arrays.LargeUtf8:
		return nullable(a, func(b []byte, i int) []byte { return appendString(b, aa.Value(i)) }), nil
	case *arrays.Utf8View:
		return nullable(a, func(b []byte, i int) []byte { return appendString(b, arrays.ValueAt(a, i).(string)) }), nil
	case *arrays.Binary, *arrays.LargeBinary, *arrays.BinaryView, *arrays.FixedSizeBinary:
		return nullable(a, func(b []byte, i int) []byte {
			b = base64.StdEncoding.AppendEncode(append(b, '"'), arrays.ValueAt(a, i).([]byte))
			return append(b, '"')
		}), nil
	case *arrays.Map:
		keys, err := w.encoder(aa.Keys())
		if err != nil {
			return nil, err
		}
		items, err := w.encoder(aa.Items())
		if err != nil {
			return nil, err
		}
		asObject := arrays.IsUTF8(aa.Keys().DataType().ID())
		return nullable(a, func(b []byte, i int) []byte {
			s, e := aa.ValueRange(i)
			if asObject {
				b = append(b, '{')
			} else {
				b = append(b, '[')
			}
			for j := s; j < e; j++ {
				if j > s {
					b = append(b, ',')
				}
				if asObject {
					b = items(append(keys(b, j), ':'), j)
				} else {
					b = append(items(append(keys(append(b, `{"key":`...), j), `,"value":`...), j), '}')
				}
			}
			if asObject {
				return append(b, '}')
			}
			return append(b, ']')
		}), nil
	case listArray:
		child, err := w.encoder(aa.ListValues())
		if err != nil {
			return nil, err
		}
		return nullable(a, func(b []byte, i int) []byte {
			s, e := aa.ValueRange(i)
			b = append(b, '[')
			for j := s; j < e; j++ {
				if j > s {
					b = append(b, ',')
				}
				b = child(b, j)
			}
			return append(b, ']')
		}), nil
	case *arrays.Struct:
		st := arrays.StorageOf(t).(*arrays.StructType)
		encs := make([]encoder, aa.NumField())
		keys := make([][]byte, len(encs))
		for k := range encs {
			var err error
			if encs[k], err = w.encoder(aa.Field(k)); err != nil {
				return nil, err
			}
			keys[k] = append(appendString(nil, st.Fields()[k].Name), ':')
		}
		return nullable(a, func(b []byte, i int) []byte {
			b = append(b, '{')
			for k, enc := range encs {
				if k > 0 {
					b = append(b, ',')
				}
				b = enc(append(b, keys[k]...), i)
			}
			return append(b, '}')
		}), nil
	case *arrays.Union:
		encs := make([]encoder, aa.NumChildren())
		for k := range encs {
			var err error
			if encs[k], err = w.encoder(aa.Child(k)); err != nil {
				return nil, err
			}
		}
		return func(b []byte, i int) []byte { return encs[aa.ChildIndex(i)](b, aa.ChildOffset(i)) }, nil
	case *arrays.Dictionary:
		values, err := w.encoder(aa.Dictionary())
		if err != nil {
			return nil, err
		}
		idx := aa.Indices()
		return func(b []byte, i int) []byte {
			if idx.IsNull(i) {
				return append(b, "null"...)
			}
			return values(b, aa.IndexValue(i))
		}, nil
	case *arrays.RunEndEncoded:
		values, err := w.encoder(aa.Values())
		if err != nil {
			return nil, err
		}
		return func(b []byte, i int) []byte { return values(b, aa.PhysicalIndex(i)) }, nil
	case *arrays.ExtensionArray:
		switch aa.ExtensionType().ExtensionName() {
		case arrays.UUIDExtensionName:
			return nullable(a, func(b []byte, i int) []byte {
				return append(append(append(b, '"'), arrays.FormatUUID(arrays.ValueAt(a, i).([16]byte))...), '"')
			}), nil
		case arrays.Bool8ExtensionName:
			return nullable(a, func(b []byte, i int) []byte { return strconv.AppendBool(b, arrays.ValueAt(a, i).(bool)) }), nil
		case arrays.JSONExtensionName:
			st, ok := aa.Storage().(interface{ Value(int) string })
			if !ok {
				break
			}
			var s scanner
			return nullable(a, func(b []byte, i int) []byte {
				v := st.Value(i)
				if s.reset([]byte(v)); s.skip(0) == nil && s.peek() == 0 {
					return append(b, v...) // the value is JSON: embed it
				}
				return appendString(b, v)
			}), nil
		}
		return w.encoder(aa.Storage())
	}
	return nil, fmt.Errorf("%w: JSON writing of %v", ErrUnsupported, t)
}

type listArray interface {
	arrays.Array
	ValueRange(i int) (int, int)
	ListValues() arrays.Array
}

const hexDigits = "0123456789abcdef"

// appendString writes s as a JSON string: quotes, backslashes and control
// characters escaped, invalid UTF-8 replaced by U+FFFD (as encoding/json
// does), and U+2028/U+2029 escaped so that the output is also JavaScript.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(append(b, s[start:i]...), "\ufffd"...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&15])
			i += n
			start = i
			continue
		}
		i += n
	}
	return append(append(b, s[start:]...), '"')
}
