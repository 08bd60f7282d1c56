package csv

import (
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
)

// kind is a step of inference's ladder, tried in Arrow C++'s order: a
// column takes the first kind that every sampled value fits.
type kind uint8

const (
	kNull kind = iota
	kInt
	kBool
	kDate
	kTS     // timestamp[s], no zone
	kTSNano // timestamp[ns], no zone
	kTSZ    // timestamp[s, UTC]
	kTSZNano
	kFloat
	kUtf8
	kBinary
)

var kindTypes = [...]arrays.DataType{
	kNull: arrays.Utf8Type{}, // an all-null sample reads as strings, as DuckDB does
	kInt:  arrays.Int64Type{}, kBool: arrays.BoolType{}, kDate: arrays.Date32Type{},
	kTS: arrays.TimestampType{Unit: arrays.Second}, kTSNano: arrays.TimestampType{Unit: arrays.Nanosecond},
	kTSZ: arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"}, kTSZNano: arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "UTC"},
	kFloat: arrays.Float64Type{}, kUtf8: arrays.Utf8Type{}, kBinary: arrays.BinaryType{},
}

// fits says whether b (not null) is a value of kind k.
func (r *Reader) fits(k kind, b []byte, tm, fm *nullMatcher) bool {
	switch k {
	case kNull:
		return false
	case kInt:
		_, err := parseInt(b, 64)
		return err == nil
	case kBool:
		return tm.match(b) || fm.match(b)
	case kDate:
		_, err := parseDate(b)
		return err == nil
	case kTS, kTSNano, kTSZ, kTSZNano:
		st, ok := parseISO(b)
		if !ok {
			return r.fitsLayout(k, b)
		}
		zoned := k >= kTSZ
		return st.zoned == zoned && (st.frac == 0 || k == kTSNano || k == kTSZNano)
	case kFloat:
		_, err := parseFloat(b, 64)
		return err == nil
	case kUtf8:
		return utf8.Valid(b)
	}
	return true
}

// fitsLayout tries the TimestampFormats layouts, read as nanosecond
// wall-clock values.
func (r *Reader) fitsLayout(k kind, b []byte) bool {
	if len(r.o.tsFormats) == 0 || k != kTSNano {
		return false
	}
	p, _ := r.timestampParser(arrays.TimestampType{Unit: arrays.Nanosecond})
	_, err := p(b)
	return err == nil
}

// infer types column c from the first n rows the tokenizer holds: each
// value moves the column up the ladder until it fits, and the values seen
// before are checked again at every step (the steps are not nested: "1"
// is an integer and a boolean, "true" only a boolean).
func (r *Reader) infer(c, n int) arrays.DataType {
	v := r.view(r.tok.rows())
	tm, fm := newNullMatcher(r.o.trues), newNullMatcher(r.o.falses)
	var scratch []byte
	k := kNull
	for i := 0; i < n; i++ {
		b, null := v.value(i, c, false, &scratch)
		if null || r.fits(k, b, &tm, &fm) {
			continue
		}
		for k++; !r.allFit(v, c, k, i+1, &tm, &fm); k++ {
		}
	}
	return kindTypes[k]
}

func (r *Reader) allFit(v *view, c int, k kind, n int, tm, fm *nullMatcher) bool {
	var scratch []byte
	for i := range n {
		if b, null := v.value(i, c, false, &scratch); !null && !r.fits(k, b, tm, fm) {
			return false
		}
	}
	return true
}
