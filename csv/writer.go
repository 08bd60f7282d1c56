package csv

import (
	"bytes"
	"fmt"
	"io"
	"iter"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/quiver-go/quiver/arrays"
)

// QuoteStyle says which values the writer encloses in quotes.
type QuoteStyle uint8

const (
	// QuoteNeeded quotes a value only where reading it back needs quotes:
	// it holds the delimiter, a quote or a line end, it equals the null
	// spelling (the empty string, by default), or it starts with the
	// comment byte given to the writer.
	QuoteNeeded QuoteStyle = iota
	// QuoteAll quotes every value but nulls.
	QuoteAll
	// QuoteNone never quotes; a value that would need quotes is an error.
	QuoteNone
)

// WriteOption configures NewWriter.
type WriteOption func(*writeOptions)

type writeOptions struct {
	delim, quote, comment byte
	style                 QuoteStyle
	header                bool
	null                  string
	tsLayout              string
	crlf                  bool
}

// WriteDelimiter sets the byte between fields (default ',').
func WriteDelimiter(c byte) WriteOption { return func(o *writeOptions) { o.delim = c } }

// WriteQuoting sets which values are quoted (default QuoteNeeded).
func WriteQuoting(s QuoteStyle) WriteOption { return func(o *writeOptions) { o.style = s } }

// WriteHeader says whether the first line holds the column names (default
// true).
func WriteHeader(on bool) WriteOption { return func(o *writeOptions) { o.header = on } }

// WriteNullString sets how nulls are written (default the empty string,
// which the reader's defaults read as null).
func WriteNullString(s string) WriteOption { return func(o *writeOptions) { o.null = s } }

// WriteTimestampFormat writes timestamps with a time.Format layout, in the
// column's time zone (UTC when it has none), instead of ISO 8601
// ("2006-01-02T15:04:05" with the unit's fraction digits, and "Z" for a
// column with a time zone, whose values are then written in UTC). Years
// outside 0000-9999 come out with a sign or a fifth digit, which ISO 8601
// readers, this one too, do not take.
func WriteTimestampFormat(layout string) WriteOption {
	return func(o *writeOptions) { o.tsLayout = layout }
}

// WriteCRLF ends lines with CR LF, as RFC 4180 has it, instead of LF.
func WriteCRLF() WriteOption { return func(o *writeOptions) { o.crlf = true } }

// WriteComment names the reader's comment byte, so that QuoteNeeded
// quotes a first field that starts with it.
func WriteComment(c byte) WriteOption { return func(o *writeOptions) { o.comment = c } }

// Writer writes record batches as CSV. Output is buffered: call Flush at
// the end. It is not safe for concurrent use.
//
// With the reader's defaults for the null spelling, the empty field, a
// null in a table of one column is an empty line, which readers (this
// one, Arrow C++'s) skip: give such a table a WriteNullString.
type Writer struct {
	w       io.Writer
	o       writeOptions
	schema  *arrays.Schema
	buf     []byte
	tmp     []byte
	special [256]bool // bytes that make a value need quotes
	err     error
}

// NewWriter returns a writer of batches of schema, and writes the header
// (to its buffer). A column of a type CSV cannot hold (lists, structs,
// maps, unions, intervals, extension types) is an error naming it.
func NewWriter(w io.Writer, schema *arrays.Schema, opts ...WriteOption) (*Writer, error) {
	wr := &Writer{w: w, schema: schema, o: writeOptions{delim: ',', quote: '"', header: true}}
	for _, opt := range opts {
		opt(&wr.o)
	}
	if c := wr.o.delim; c == '\n' || c == '\r' || c == '"' {
		return nil, fmt.Errorf("%w: delimiter %q", ErrUnsupported, c)
	}
	for _, c := range []byte{wr.o.delim, wr.o.quote, '\n', '\r'} {
		wr.special[c] = true
	}
	for i, f := range schema.Fields {
		if err := writable(f.Type); err != nil {
			return nil, fmt.Errorf("%w: column %d (%q) of type %v: %v", ErrUnsupported, i, f.Name, f.Type, err)
		}
	}
	if wr.o.header {
		for i, f := range schema.Fields {
			if i > 0 {
				wr.buf = append(wr.buf, wr.o.delim)
			}
			if err := wr.appendField([]byte(f.Name), i == 0); err != nil {
				return nil, fmt.Errorf("csv: header, column %d (%q): %w", i, f.Name, err)
			}
		}
		wr.endLine()
	}
	return wr, nil
}

func writable(t arrays.DataType) error {
	switch tt := t.(type) {
	case nil:
		return fmt.Errorf("no type")
	case *arrays.DictionaryType:
		return writable(tt.Value)
	case arrays.NestedType:
		return fmt.Errorf("nested values have no CSV form")
	}
	switch t.ID() {
	case arrays.INTERVAL_MONTHS, arrays.INTERVAL_DAY_TIME, arrays.INTERVAL_MONTH_DAY_NANO, arrays.EXTENSION:
		return fmt.Errorf("no CSV form")
	}
	return nil
}

func (w *Writer) endLine() {
	if w.o.crlf {
		w.buf = append(w.buf, '\r')
	}
	w.buf = append(w.buf, '\n')
}

// appendField appends v, quoted as the style says.
func (w *Writer) appendField(v []byte, first bool) error {
	need := w.o.style == QuoteAll
	if !need {
		for _, c := range v {
			if w.special[c] {
				need = true
				break
			}
		}
		need = need || string(v) == w.o.null || (first && w.o.comment != 0 && len(v) > 0 && v[0] == w.o.comment)
		if need && w.o.style == QuoteNone {
			return fmt.Errorf("%w: %q needs quotes and the writer has QuoteNone", ErrUnsupported, clip(v))
		}
	}
	if !need {
		w.buf = append(w.buf, v...)
		return nil
	}
	w.buf = append(w.buf, w.o.quote)
	for {
		i := bytes.IndexByte(v, w.o.quote)
		if i < 0 {
			break
		}
		w.buf = append(w.buf, v[:i+1]...)
		w.buf = append(w.buf, w.o.quote)
		v = v[i+1:]
	}
	w.buf = append(w.buf, v...)
	w.buf = append(w.buf, w.o.quote)
	return nil
}

// plainChars are the bytes the writer's numbers, dates, times, booleans
// and ISO timestamps can hold: a column of them never needs quotes when
// the delimiter, the quote and the comment byte are none of them and the
// null spelling is empty.
const plainChars = "0123456789+-.eEINFTZafilnrstu:"

// plain says whether column c's values can be written as they format.
func (w *Writer) plain(t arrays.DataType, c int) bool {
	if w.o.style != QuoteNeeded || w.o.null != "" || strings.IndexByte(plainChars, w.o.delim) >= 0 ||
		strings.IndexByte(plainChars, w.o.quote) >= 0 || (c == 0 && w.o.comment != 0 && strings.IndexByte(plainChars, w.o.comment) >= 0) {
		return false
	}
	switch t.ID() {
	case arrays.BOOL, arrays.INT8, arrays.INT16, arrays.INT32, arrays.INT64, arrays.UINT8, arrays.UINT16, arrays.UINT32, arrays.UINT64,
		arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64, arrays.DECIMAL32, arrays.DECIMAL64, arrays.DECIMAL128, arrays.DECIMAL256,
		arrays.DATE32, arrays.DATE64, arrays.TIME32, arrays.TIME64, arrays.DURATION:
		return true
	case arrays.TIMESTAMP:
		return w.o.tsLayout == ""
	}
	return false
}

// nullness tells a column's null slots: the validity bitmap, and for a
// dictionary the values' too.
func nullness(a arrays.Array) func(int) bool {
	if d, ok := a.(*arrays.Dictionary); ok {
		dict := d.Dictionary()
		return func(i int) bool { return d.IsNull(i) || dict.IsNull(d.IndexValue(i)) }
	}
	if a.NullN() == 0 {
		return nil
	}
	if a.DataType().ID() == arrays.NULL {
		return func(int) bool { return true }
	}
	bits, off := a.Data().Validity(), a.Data().Offset
	return func(i int) bool { return !arrays.BitIsSet(bits, off+i) }
}

// Write appends the rows of rb, whose schema must have the writer's
// column types.
func (w *Writer) Write(rb *arrays.RecordBatch) error {
	if w.err != nil {
		return w.err
	}
	if rb.NumCols() != len(w.schema.Fields) {
		return fmt.Errorf("csv: a batch of %d columns to a writer of %d", rb.NumCols(), len(w.schema.Fields))
	}
	fmts := make([]formatter, rb.NumCols())
	for c := range fmts {
		if !arrays.TypeEqual(rb.Column(c).DataType(), w.schema.Fields[c].Type) {
			return fmt.Errorf("csv: column %d (%q) is %v in the batch, %v in the writer's schema", c, w.schema.Fields[c].Name, rb.Column(c).DataType(), w.schema.Fields[c].Type)
		}
		f, err := w.formatterFor(rb.Column(c))
		if err != nil {
			return fmt.Errorf("%w: column %d (%q): %v", ErrUnsupported, c, w.schema.Fields[c].Name, err)
		}
		fmts[c] = f
	}
	plain := make([]bool, len(fmts))
	nulls := make([]func(int) bool, len(fmts))
	for c, col := range rb.Columns() {
		plain[c] = w.plain(col.DataType(), c)
		nulls[c] = nullness(col)
	}
	one := len(fmts) == 1
	for i := range rb.NumRows() {
		for c := range fmts {
			if c > 0 {
				w.buf = append(w.buf, w.o.delim)
			}
			if nulls[c] != nil && nulls[c](i) {
				w.buf = append(w.buf, w.o.null...)
				continue
			}
			if plain[c] {
				w.buf = fmts[c](w.buf, i)
				continue
			}
			w.tmp = fmts[c](w.tmp[:0], i)
			if err := w.appendField(w.tmp, c == 0); err != nil {
				w.err = fmt.Errorf("csv: row %d, column %d (%q): %w", i, c, w.schema.Fields[c].Name, err)
				return w.err
			}
			if one && len(w.tmp) == 0 && w.o.null != "" && w.o.style == QuoteNeeded {
				// A lone empty value would read back as an empty line.
				w.buf = append(w.buf, w.o.quote, w.o.quote)
			}
		}
		w.endLine()
		if len(w.buf) >= 1<<16 {
			if err := w.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

func (w *Writer) flush() error {
	if _, err := w.w.Write(w.buf); err != nil {
		w.err = err
		return err
	}
	w.buf = w.buf[:0]
	return nil
}

// Flush writes out what is buffered.
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	return w.flush()
}

// WriteRecords writes schema's header and every batch to out.
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
	return w.Flush()
}

// formatter appends the text of slot i (not null).
type formatter func(dst []byte, i int) []byte

func (w *Writer) formatterFor(a arrays.Array) (formatter, error) {
	switch x := a.(type) {
	case *arrays.Null:
		return func(dst []byte, _ int) []byte { return dst }, nil
	case *arrays.Boolean:
		return func(dst []byte, i int) []byte { return strconv.AppendBool(dst, x.Value(i)) }, nil
	case *arrays.Int8:
		return intFmt(x.Values()), nil
	case *arrays.Int16:
		return intFmt(x.Values()), nil
	case *arrays.Int32:
		return intFmt(x.Values()), nil
	case *arrays.Int64:
		return intFmt(x.Values()), nil
	case *arrays.Uint8:
		return uintFmt(x.Values()), nil
	case *arrays.Uint16:
		return uintFmt(x.Values()), nil
	case *arrays.Uint32:
		return uintFmt(x.Values()), nil
	case *arrays.Uint64:
		return uintFmt(x.Values()), nil
	case *arrays.Float16:
		vs := x.Values()
		return func(dst []byte, i int) []byte { return strconv.AppendFloat(dst, float64(vs[i].Float32()), 'g', -1, 32) }, nil
	case *arrays.Float32:
		vs := x.Values()
		return func(dst []byte, i int) []byte { return strconv.AppendFloat(dst, float64(vs[i]), 'g', -1, 32) }, nil
	case *arrays.Float64:
		vs := x.Values()
		return func(dst []byte, i int) []byte { return strconv.AppendFloat(dst, vs[i], 'g', -1, 64) }, nil
	case *arrays.Decimal32:
		vs, s := x.Values(), a.DataType().(arrays.Decimal32Type).Scale
		return func(dst []byte, i int) []byte { return appendScaled(dst, int64(vs[i]), s) }, nil
	case *arrays.Decimal64:
		vs, s := x.Values(), a.DataType().(arrays.Decimal64Type).Scale
		return func(dst []byte, i int) []byte { return appendScaled(dst, vs[i], s) }, nil
	case *arrays.Decimal128:
		vs, s := x.Values(), a.DataType().(arrays.Decimal128Type).Scale
		return func(dst []byte, i int) []byte { return append(dst, vs[i].Format(s)...) }, nil
	case *arrays.Decimal256:
		vs, s := x.Values(), a.DataType().(arrays.Decimal256Type).Scale
		return func(dst []byte, i int) []byte { return append(dst, vs[i].Format(s)...) }, nil
	case *arrays.Date32:
		vs := x.Values()
		return func(dst []byte, i int) []byte { return appendDate(dst, int64(vs[i])) }, nil
	case *arrays.Date64:
		vs := x.Values()
		return func(dst []byte, i int) []byte { return appendDate(dst, floorDiv(vs[i], 86400000)) }, nil
	case *arrays.Time32:
		vs, u := x.Values(), x.DataType().(arrays.Time32Type).Unit
		return func(dst []byte, i int) []byte { return appendClock(dst, int64(vs[i]), u) }, nil
	case *arrays.Time64:
		vs, u := x.Values(), x.DataType().(arrays.Time64Type).Unit
		return func(dst []byte, i int) []byte { return appendClock(dst, vs[i], u) }, nil
	case *arrays.Timestamp:
		return w.timestampFmt(x)
	case *arrays.Duration:
		return intFmt(x.Values()), nil
	case *arrays.Utf8:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.LargeUtf8:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.Binary:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.LargeBinary:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.Utf8View:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.BinaryView:
		return func(dst []byte, i int) []byte { return append(dst, x.ValueBytes(i)...) }, nil
	case *arrays.FixedSizeBinary:
		return func(dst []byte, i int) []byte { return append(dst, x.Value(i)...) }, nil
	case *arrays.Dictionary:
		inner, err := w.formatterFor(x.Dictionary())
		if err != nil {
			return nil, err
		}
		return func(dst []byte, i int) []byte { return inner(dst, x.IndexValue(i)) }, nil
	}
	return nil, fmt.Errorf("%v has no CSV form", a.DataType())
}

func intFmt[T int8 | int16 | int32 | int64](vs []T) formatter {
	return func(dst []byte, i int) []byte { return strconv.AppendInt(dst, int64(vs[i]), 10) }
}

func uintFmt[T uint8 | uint16 | uint32 | uint64](vs []T) formatter {
	return func(dst []byte, i int) []byte { return strconv.AppendUint(dst, uint64(vs[i]), 10) }
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// appendScaled writes v / 10^scale exactly.
func appendScaled(dst []byte, v int64, scale int32) []byte {
	if scale <= 0 {
		dst = strconv.AppendInt(dst, v, 10)
		for range -scale {
			if v != 0 {
				dst = append(dst, '0')
			}
		}
		return dst
	}
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
		dst = append(dst, '-')
	}
	var tmp [24]byte
	s := strconv.AppendUint(tmp[:0], u, 10)
	for len(s) <= int(scale) {
		s = append([]byte{'0'}, s...)
	}
	k := len(s) - int(scale)
	dst = append(dst, s[:k]...)
	dst = append(dst, '.')
	return append(dst, s[k:]...)
}

// civil converts days since the epoch to a proleptic Gregorian date.
func civil(days int64) (y int64, m, d int) {
	z := days + 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y = yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d = int(doy - (153*mp+2)/5 + 1)
	if mp < 10 {
		m = int(mp + 3)
	} else {
		m = int(mp - 9)
	}
	if m <= 2 {
		y++
	}
	return y, m, d
}

func appendPad(dst []byte, v int64, width int) []byte {
	var tmp [24]byte
	s := strconv.AppendInt(tmp[:0], v, 10)
	for i := len(s); i < width; i++ {
		dst = append(dst, '0')
	}
	return append(dst, s...)
}

func appendDate(dst []byte, days int64) []byte {
	y, m, d := civil(days)
	if y < 0 {
		dst = append(dst, '-')
		y = -y
	}
	dst = appendPad(dst, y, 4)
	dst = append(dst, '-')
	dst = appendPad(dst, int64(m), 2)
	dst = append(dst, '-')
	return appendPad(dst, int64(d), 2)
}

var fracDigits = [...]int{0, 3, 6, 9}

// appendClock writes v (units of u since midnight, possibly a whole
// timestamp's remainder) as hh:mm:ss with the unit's fraction digits.
func appendClock(dst []byte, v int64, u arrays.TimeUnit) []byte {
	per := unitsPerSec[u]
	sec, frac := floorDiv(v, per), v-floorDiv(v, per)*per
	dst = appendPad(dst, sec/3600, 2)
	dst = append(dst, ':')
	dst = appendPad(dst, sec/60%60, 2)
	dst = append(dst, ':')
	dst = appendPad(dst, sec%60, 2)
	if u != arrays.Second {
		dst = append(dst, '.')
		dst = appendPad(dst, frac, fracDigits[u])
	}
	return dst
}

func (w *Writer) timestampFmt(x *arrays.Timestamp) (formatter, error) {
	t := x.DataType().(arrays.TimestampType)
	vs := x.Values()
	per := unitsPerSec[t.Unit]
	if w.o.tsLayout == "" {
		zoned := t.TimeZone != ""
		return func(dst []byte, i int) []byte {
			v := vs[i]
			day := floorDiv(v, 86400*per)
			dst = appendDate(dst, day)
			dst = append(dst, 'T')
			dst = appendClock(dst, v-day*86400*per, t.Unit)
			if zoned {
				dst = append(dst, 'Z')
			}
			return dst
		}, nil
	}
	loc, err := zoneOf(t.TimeZone)
	if err != nil {
		return nil, err
	}
	layout := w.o.tsLayout
	return func(dst []byte, i int) []byte {
		v := vs[i]
		sec := floorDiv(v, per)
		ns := (v - sec*per) * (1e9 / per)
		if sec > math.MaxInt64/2 || sec < math.MinInt64/2 {
			return strconv.AppendInt(dst, v, 10)
		}
		return time.Unix(sec, ns).In(loc).AppendFormat(dst, layout)
	}, nil
}
