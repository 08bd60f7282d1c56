package csv

import (
	"bytes"
	stdcsv "encoding/csv"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// tokenize splits all of in with the tokenizer, as records of strings.
func tokenize(in []byte, delim byte) ([][]string, error) {
	t := tokenizer{delim: delim, quote: '"', ncols: -1, line: 1}
	t.resetCaches()
	if _, _, err := t.parse(in, 0, 0, len(in)+1, true); err != nil {
		return nil, err
	}
	var out [][]string
	at := 0
	var scratch []byte
	for _, n := range t.counts {
		var rec []string
		for _, f := range t.fields[at : at+int(n)] {
			rec = append(rec, string(text(in, f, '"', &scratch)))
		}
		at += int(n)
		out = append(out, rec)
	}
	return out, nil
}

// TestTokenizerAgainstEncodingCSV compares the field splitting with
// encoding/csv's on random inputs of the bytes that matter. encoding/csv
// differs by design in two places: a lone CR (data to it, a line end
// here, as in Arrow C++), left out of the inputs, and CR LF inside quotes,
// which it turns into LF (so the comparison does too). Where it rejects the input (a bare quote in an
// unquoted field, which this reader takes literally), the input is drawn
// again.
func TestTokenizerAgainstEncodingCSV(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{"a", "bc", ",", ",", "\"", "\"\"", "\n", "\r\n", " ", "é", ";"}
	quotedPieces := []string{"a", ",", "\"\"", "\n", " ", ";"}
	n := 20000
	if testing.Short() {
		n = 3000
	}
	compared := 0
	for iter := 0; compared < n && iter < 50*n; iter++ {
		var sb strings.Builder
		for range rng.IntN(30) {
			if rng.IntN(4) == 0 {
				// A well-formed quoted field at a field start.
				sb.WriteByte('"')
				for range rng.IntN(5) {
					sb.WriteString(quotedPieces[rng.IntN(len(quotedPieces))])
				}
				sb.WriteByte('"')
				sb.WriteString([]string{",", "\n", "\r\n", ""}[rng.IntN(4)])
				continue
			}
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		in := sb.String()
		delim := byte(',')
		if rng.IntN(4) == 0 {
			delim = ';'
		}
		r := stdcsv.NewReader(strings.NewReader(in))
		r.Comma = rune(delim)
		r.FieldsPerRecord = -1
		want, err := r.ReadAll()
		if err != nil {
			continue
		}
		got, err := tokenize([]byte(in), delim)
		if err != nil {
			t.Fatalf("%q: encoding/csv reads %q, the tokenizer fails: %v", in, want, err)
		}
		if len(want) == 0 {
			want = nil
		}
		for _, rec := range got {
			for i := range rec {
				rec[i] = strings.ReplaceAll(rec[i], "\r\n", "\n") // as encoding/csv does in quotes
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q (delimiter %q):\n got  %q\n want %q", in, delim, got, want)
		}
		compared++
	}
	if compared < n {
		t.Fatalf("only %d inputs that encoding/csv accepts", compared)
	}
}

func FuzzReadCSV(f *testing.F) {
	for _, s := range []string{
		"a,b\n1,2\n",
		"a,b\r\n\"x,\"\"y\"\"\",2020-01-01\r\n,\n",
		"\xEF\xBB\xBFa;b\n1.5;true\n",
		"a\n\"unterminated\n",
		"a,b\n1\n1,2,3\n",
		"#c\na,b\n2020-01-01T00:00:00Z,\"\"\n",
		"x\n\xff\n",
		"a,b\r1,2\r\"3\r\",4",
	} {
		f.Add([]byte(s), uint8(0))
	}
	f.Fuzz(func(t *testing.T, in []byte, flags uint8) {
		opts := []Option{BatchSize(3), InferRows(4)}
		if flags&1 != 0 {
			opts = append(opts, PadRaggedRows())
		}
		if flags&2 != 0 {
			opts = append(opts, Comment('#'))
		}
		if flags&4 != 0 {
			opts = append(opts, HasHeader(false))
		}
		if flags&8 != 0 {
			opts = append(opts, Delimiter(';'))
		}
		if flags&16 != 0 {
			opts = append(opts, StringsCanBeNull(true))
		}
		if flags&32 != 0 {
			// Override the first columns' types, by the names a first
			// reading finds.
			rd, err := NewReader(bytes.NewReader(in), opts...)
			if err != nil {
				return
			}
			overrides := []arrays.DataType{arrays.Decimal128Type{Precision: 20, Scale: 3}, arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "+01:00"},
				&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, arrays.Utf8ViewType{}, arrays.Time32Type{Unit: arrays.Millisecond}, arrays.Int16Type{}}
			types := map[string]arrays.DataType{}
			for i, f := range rd.Schema().Fields {
				if i < len(overrides) {
					types[f.Name] = overrides[i]
				}
			}
			opts = append(opts, ColumnTypes(types))
		}
		read := func(bs int, more ...Option) ([]string, error) {
			s, batches, err := ReadAll(bytes.NewReader(in), append(append(opts, blockSize(bs)), more...)...)
			if err != nil {
				var pe *ParseError
				if !errors.As(err, &pe) && !errors.Is(err, ErrUnsupported) {
					t.Fatalf("an error of no class: %v", err)
				}
				return nil, err
			}
			for _, b := range batches {
				if !b.Schema().Equal(s) {
					t.Fatal("a batch of another schema")
				}
				for c := range b.NumCols() {
					if err := arrays.ValidateFull(b.Column(c)); err != nil {
						t.Fatalf("column %d: %v", c, err)
					}
				}
			}
			return append([]string{s.String()}, rowsOf(batches)...), nil
		}
		a, errA := read(1 << 16)
		b, errB := read(1)
		if (errA == nil) != (errB == nil) || (errA != nil && errA.Error() != errB.Error()) || !reflect.DeepEqual(a, b) {
			t.Fatalf("whole: %v %q\nbyte by byte: %v %q", errA, a, errB, b)
		}
		// Parallel reads the same, pieces of a few bytes each.
		c, errC := read(4, Parallel(3))
		if fmt.Sprint(errA) != fmt.Sprint(errC) || !reflect.DeepEqual(a, c) {
			t.Fatalf("serial: %v %q\nParallel(3): %v %q", errA, a, errC, c)
		}
		if errA != nil {
			return
		}
		// What was read writes and reads back the same, but for the nulls
		// of a single column: empty lines, which the reader skips.
		s, batches, _ := ReadAll(bytes.NewReader(in), opts...)
		if len(s.Fields) == 1 {
			for _, b := range batches {
				if b.Column(0).NullN() > 0 {
					return
				}
			}
		}
		var out bytes.Buffer
		w, err := NewWriter(&out, s)
		if err != nil {
			t.Fatal(err)
		}
		for _, rb := range batches {
			if err := w.Write(rb); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		_, again, err := ReadAll(io.Reader(&out), Schema(s), NullValues(""), StringsCanBeNull(true), QuotedStringsCanBeNull(false), Delimiter(','))
		if err != nil {
			t.Fatalf("reading back %q: %v", out.String(), err)
		}
		if x, y := rowsOf(batches), rowsOf(again); !reflect.DeepEqual(x, y) {
			t.Fatalf("read back %q\n as %q\nwas %q", out.String(), y, x)
		}
	})
}
