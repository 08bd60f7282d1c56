package json

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
)

// tree reads one value with the scanner into encoding/json's forms
// (numbers as json.Number), the reference for the tokenizer.
func (s *scanner) tree(depth int) (any, error) {
	if depth > maxDepth {
		return nil, s.syntax("too deep")
	}
	switch c := s.peek(); {
	case c == '"':
		b, err := s.str()
		return string(b), err
	case c == '{':
		s.pos++
		m := map[string]any{}
		if s.peek() == '}' {
			s.pos++
			return m, nil
		}
		for {
			if s.peek() != '"' {
				return nil, s.syntax("key")
			}
			k, err := s.str()
			if err != nil {
				return nil, err
			}
			key := string(k)
			if err := s.expect(':'); err != nil {
				return nil, err
			}
			v, err := s.tree(depth + 1)
			if err != nil {
				return nil, err
			}
			m[key] = v
			more, err := s.more('}')
			if err != nil {
				return nil, err
			}
			if !more {
				return m, nil
			}
		}
	case c == '[':
		s.pos++
		l := []any{}
		if s.peek() == ']' {
			s.pos++
			return l, nil
		}
		for {
			v, err := s.tree(depth + 1)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
			more, err := s.more(']')
			if err != nil {
				return nil, err
			}
			if !more {
				return l, nil
			}
		}
	case c == 't':
		return true, s.literal("true")
	case c == 'f':
		return false, s.literal("false")
	case c == 'n':
		return nil, s.literal("null")
	default:
		b, _, err := s.num()
		return stdjson.Number(string(b)), err
	}
}

func randomValue(r *rand.Rand, depth int) any {
	k := r.IntN(8)
	if depth > 4 {
		k = r.IntN(5)
	}
	switch k {
	case 0:
		return nil
	case 1:
		return r.IntN(2) == 0
	case 2:
		return stdjson.Number(strconv.FormatInt(r.Int64N(1<<62)-1<<61, 10))
	case 3:
		return stdjson.Number(strconv.FormatFloat(r.NormFloat64()*math10(r.IntN(40)-20), 'g', -1, 64))
	case 4:
		var sb strings.Builder
		for range r.IntN(12) {
			switch r.IntN(6) {
			case 0:
				sb.WriteRune(rune(r.IntN(0x20)))
			case 1:
				sb.WriteRune(rune(0x80 + r.IntN(0x10000)))
			case 2:
				sb.WriteRune(rune(0x10000 + r.IntN(0x10000)))
			case 3:
				sb.WriteByte(`"\/`[r.IntN(3)])
			default:
				sb.WriteByte(byte(' ' + r.IntN(95)))
			}
		}
		return strings.ToValidUTF8(sb.String(), "x")
	case 5, 6:
		m := map[string]any{}
		for range r.IntN(5) {
			m[fmt.Sprint("k", r.IntN(10), "\u00e9\n"[:r.IntN(4)])] = randomValue(r, depth+1)
		}
		return m
	default:
		l := []any{}
		for range r.IntN(5) {
			l = append(l, randomValue(r, depth+1))
		}
		return l
	}
}

func math10(e int) float64 {
	v := 1.0
	for ; e > 0; e-- {
		v *= 10
	}
	for ; e < 0; e++ {
		v /= 10
	}
	return v
}

// TestTokenizerAgainstEncodingJSON reads random documents, some written
// with escapes everywhere and white space between tokens, with the scanner
// and with encoding/json, and compares the values; and then corrupts them
// and compares which are valid.
func TestTokenizerAgainstEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 3000
	if testing.Short() {
		n = 500
	}
	for i := range n {
		v := randomValue(r, 0)
		text, err := stdjson.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			var buf bytes.Buffer
			stdjson.Indent(&buf, text, " \t", "\r ")
			text = buf.Bytes()
		}
		var want any
		dec := stdjson.NewDecoder(bytes.NewReader(text))
		dec.UseNumber()
		if err := dec.Decode(&want); err != nil {
			t.Fatal(err)
		}
		var s scanner
		s.reset(text)
		got, err := s.tree(0)
		if err == nil && s.peek() != 0 {
			err = fmt.Errorf("trailing text at %d", s.pos)
		}
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s\nscanner %#v, %v\nencoding/json %#v", text, got, err, want)
		}
		// one byte changed: valid for both or for neither
		if len(text) > 0 {
			bad := bytes.Clone(text)
			const subs = "{}[]\",:\\0-.eE+tfnu \x01"
			bad[r.IntN(len(bad))] = subs[r.IntN(len(subs))]
			s.reset(bad)
			_, err := s.tree(0)
			if err == nil && s.peek() != 0 {
				err = errors.New("trailing")
			}
			ok := stdjson.Valid(bad)
			if !utf8.Valid(bad) {
				ok = false // encoding/json takes invalid UTF-8; Arrow C++ and this reader refuse it
			}
			if ok != (err == nil) {
				t.Fatalf("%q: encoding/json valid %v, scanner %v", bad, ok, err)
			}
		}
	}
}

// checkRead is the fuzz property: reading never panics, fails only with
// a *ParseError, and what it reads validates, and writes and reads back
// equal under its own schema.
func checkRead(t *testing.T, data []byte, opts ...Option) {
	s, bs, err := ReadAll(bytes.NewReader(data), append([]Option{BatchSize(3), InferRows(4)}, opts...)...)
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("error %v (%T) is not a *ParseError", err, err)
		}
		return
	}
	var buf bytes.Buffer
	w, err := NewWriter(&buf, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bs {
		if err := arrays.ValidateFull(structOf(t, b)); err != nil {
			t.Fatalf("invalid batch: %v", err)
		}
		if err := w.Write(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	_, back, err := ReadAll(bytes.NewReader(buf.Bytes()), Schema(s), Unexpected(UnexpectedError), BatchSize(3))
	if err != nil {
		t.Fatalf("reading back %q: %v", buf.Bytes(), err)
	}
	if len(back) != len(bs) {
		t.Fatalf("%d batches back, %d written", len(back), len(bs))
	}
	for i := range bs {
		equalBatches(t, bs[i], back[i])
	}
}

func FuzzReadJSON(fz *testing.F) {
	for _, seed := range []string{
		everyTypeRows,
		"{\"a\": 1, \"b\": [1.5, null], \"c\": {\"d\": \"x\\u00e9\"}}\n{\"a\": 2.5}\n{}\n{\"e\": [[true]]}\n{\"a\": null}\n{\"b\": []}",
		"{\"a\": 1}\n{\"a\": \"x\"}",
		"[1, 2]",
		"{\"a\": \"\\ud800\"}",
		"{\"a\": 1e999}",
		"{\"s\": {\"x\": 1}}\n{\"s\": {\"y\": 2}}\n{\"s\": null}\n{\"s\": {}}\n{\"s\": {\"x\": 3, \"y\": null}}",
		"\xef\xbb\xbf{\"a\":[]}\r\n{\"a\":[{}]}",
	} {
		fz.Add([]byte(seed))
	}
	sch := schemaOf(f("a", arrays.Decimal128Type{Precision: 20, Scale: 3}), f("b", arrays.ListOf(arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "UTC"})),
		f("c", arrays.MapOf(arrays.Utf8Type{}, arrays.Date32Type{})), f("d", arrays.BinaryType{}))
	fz.Fuzz(func(t *testing.T, data []byte) {
		checkRead(t, data)
		checkRead(t, data, Schema(sch))
		checkRead(t, data, Schema(sch), Unexpected(UnexpectedIgnore))
	})
}

func TestHostileDecimals(t *testing.T) {
	s := schemaOf(f("a", arrays.Decimal256Type{Precision: 76, Scale: 3}))
	for _, in := range []string{`{"a": 0e999999999}`, `{"a": 1e999999999}`, `{"a": 1e-999999999}`, `{"a": "-0.000e2147483647"}`} {
		_, _, err := ReadAll(strings.NewReader(in), Schema(s))
		if in == `{"a": 0e999999999}` || in == `{"a": "-0.000e2147483647"}` {
			if err != nil {
				t.Errorf("%s: %v", in, err)
			}
		} else if !errors.Is(err, ErrValue) {
			t.Errorf("%s: %v, want ErrValue", in, err)
		}
	}
}

// TestSmallDecimalAgainstBig compares the decimal fast path with the
// big.Int one on random texts.
func TestSmallDecimalAgainstBig(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var z big.Int
	for range 20000 {
		var sb strings.Builder
		if r.IntN(2) == 0 {
			sb.WriteByte('-')
		}
		for range r.IntN(21) {
			sb.WriteByte(byte('0' + r.IntN(10)))
		}
		if r.IntN(2) == 0 {
			sb.WriteByte('.')
			for range r.IntN(6) {
				sb.WriteByte(byte('0' + r.IntN(10)))
			}
		}
		text := []byte(sb.String())
		p, s := int32(1+r.IntN(18)), int32(r.IntN(5))
		s = min(s, p)
		v, ok := smallDecimal(text, p, s)
		err := decimalValue(text, p, s, &z)
		if ok && (err != nil || z.Int64() != v) {
			t.Fatalf("%s p=%d s=%d: fast %d, slow %v %v", text, p, s, v, &z, err)
		}
		fracDigits := 0
		if k := bytes.IndexByte(text, '.'); k >= 0 {
			fracDigits = len(text) - k - 1
		}
		if !ok && err == nil && len(text) < 18 && fracDigits <= int(s) {
			t.Fatalf("%s p=%d s=%d: the fast path refused %v", text, p, s, &z)
		}
	}
}

// TestStringEveryPosition puts each byte the eight-at-a-time scan must stop
// at in every position of a string, and compares with encoding/json.
func TestStringEveryPosition(t *testing.T) {
	for _, special := range []string{`\"`, `\\`, `\n`, `\u00e9`, "é", "\x7f", "~", "\x01", "\xff"} {
		for p := range 24 {
			text := []byte(`"` + strings.Repeat("a", p) + special + strings.Repeat("b", 24-p) + `"`)
			var want string
			werr := stdjson.Unmarshal(text, &want)
			if !utf8.Valid(text) || text[p+1] < 0x20 {
				werr = errors.New("invalid")
			}
			var s scanner
			s.reset(text)
			got, err := s.str()
			if (err == nil) != (werr == nil) || err == nil && (string(got) != want || s.pos != len(text)) {
				t.Errorf("%q: scanner %q %v, encoding/json %q %v", text, got, err, want, werr)
			}
		}
	}
}
