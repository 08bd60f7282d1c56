package parquet

import (
	"bufio"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// The canonical JSON form the peer-written fixtures (testdata/duckdb,
// testdata/writers) carry each writer's own reading in, and quiver's
// reading put in the same form to compare them value by value.

// readJSONLines reads a gzipped file of JSON objects, one per line, with
// numbers kept as their text.
func readJSONLines(t *testing.T, path string) []map[string]any {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	zr, err := gzip.NewReader(fh)
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]any
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		d := json.NewDecoder(strings.NewReader(sc.Text()))
		d.UseNumber()
		var row map[string]any
		if err := d.Decode(&row); err != nil {
			t.Fatalf("%s line %d: %v", path, len(rows)+1, err)
		}
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// jsonValue is value i of a in the canonical form of the peers'
// expectations: nil for null; bool; integers, decimals, dates (days) and
// times, timestamps and durations (nanoseconds) as *big.Rat; float32 and float64;
// strings; binary as upper-case hex; lists as []any; structs and maps as
// map[string]any. Dictionaries give their values.
func jsonValue(a arrays.Array, i int) any {
	if a.IsNull(i) {
		return nil
	}
	rat := func(s string) any {
		r, ok := new(big.Rat).SetString(s)
		if !ok {
			panic(fmt.Sprintf("%s value %q is not a number", a.DataType(), s))
		}
		return r
	}
	ns := func(v int64, u arrays.TimeUnit) any {
		scale := map[arrays.TimeUnit]int64{arrays.Second: 1e9, arrays.Millisecond: 1e6, arrays.Microsecond: 1e3, arrays.Nanosecond: 1}[u]
		return new(big.Rat).Mul(big.NewRat(v, 1), big.NewRat(scale, 1))
	}
	switch v := a.(type) {
	case *arrays.Boolean:
		return v.Value(i)
	case *arrays.Float32:
		return v.Value(i)
	case *arrays.Float64:
		return v.Value(i)
	case *arrays.Float16:
		return v.Value(i).Float32()
	case *arrays.Utf8:
		return v.Value(i)
	case *arrays.LargeUtf8:
		return v.Value(i)
	case *arrays.Utf8View:
		return v.Value(i)
	case *arrays.Binary:
		return strings.ToUpper(hex.EncodeToString(v.Value(i)))
	case *arrays.LargeBinary:
		return strings.ToUpper(hex.EncodeToString(v.Value(i)))
	case *arrays.BinaryView:
		return strings.ToUpper(hex.EncodeToString(v.Value(i)))
	case *arrays.FixedSizeBinary:
		return strings.ToUpper(hex.EncodeToString(v.Value(i)))
	case *arrays.Date32:
		return big.NewRat(int64(v.Value(i)), 1)
	case *arrays.Date64:
		return big.NewRat(v.Value(i), 86400000)
	case *arrays.Time32:
		return ns(int64(v.Value(i)), v.DataType().(arrays.Time32Type).Unit)
	case *arrays.Time64:
		return ns(v.Value(i), v.DataType().(arrays.Time64Type).Unit)
	case *arrays.Timestamp:
		return ns(v.Value(i), v.Type().Unit)
	case *arrays.Duration:
		return ns(v.Value(i), v.Type().Unit)
	case *arrays.Dictionary:
		return jsonValue(v.Dictionary(), v.IndexValue(i))
	case *arrays.ExtensionArray:
		return jsonValue(v.Storage(), i) // arrow.uuid: its 16 bytes
	case *arrays.List:
		return jsonList(v.ValueArray(i))
	case *arrays.LargeList:
		return jsonList(v.ValueArray(i))
	case *arrays.FixedSizeList:
		return jsonList(v.ValueArray(i))
	case *arrays.Map:
		start, end := v.ValueRange(i)
		m := map[string]any{}
		for j := start; j < end; j++ {
			m[fmt.Sprint(jsonValue(v.Keys(), j))] = jsonValue(v.Items(), j)
		}
		return m
	case *arrays.Struct:
		m := map[string]any{}
		for f := range v.NumField() {
			m[v.DataType().(*arrays.StructType).Fields()[f].Name] = jsonValue(v.Field(f), i)
		}
		return m
	}
	if arrays.IsInteger(a.DataType().ID()) || strings.HasPrefix(a.DataType().String(), "decimal") {
		return rat(a.ValueString(i))
	}
	panic(fmt.Sprintf("jsonValue: no canonical form for %s", a.DataType()))
}

func jsonList(a arrays.Array) []any {
	out := make([]any, a.Len())
	for j := range out {
		out[j] = jsonValue(a, j)
	}
	return out
}

// jsonMismatch says how got (from jsonValue) differs from want (decoded
// JSON with numbers as json.Number), or "" when they are equal.
func jsonMismatch(got, want any) string {
	differ := func() string { return fmt.Sprintf("quiver %v, peer %v", got, want) }
	switch g := got.(type) {
	case nil:
		if want != nil {
			return differ()
		}
	case bool, string:
		if got != want {
			return differ()
		}
	case *big.Rat:
		n, ok := want.(json.Number)
		r, ok2 := new(big.Rat).SetString(string(n))
		if !ok || !ok2 || g.Cmp(r) != 0 {
			return differ()
		}
	case float32:
		n, ok := want.(json.Number)
		w, err := strconv.ParseFloat(string(n), 32)
		if !ok || err != nil || float32(w) != g {
			return differ()
		}
	case float64:
		n, ok := want.(json.Number)
		w, err := strconv.ParseFloat(string(n), 64)
		if !ok || err != nil || w != g {
			return differ()
		}
	case []any:
		w, ok := want.([]any)
		if !ok || len(w) != len(g) {
			return differ()
		}
		for j := range g {
			if why := jsonMismatch(g[j], w[j]); why != "" {
				return fmt.Sprintf("[%d]: %s", j, why)
			}
		}
	case map[string]any:
		w, ok := want.(map[string]any)
		if !ok || len(w) != len(g) {
			return differ()
		}
		for k, gv := range g {
			wv, ok := w[k]
			if !ok {
				return fmt.Sprintf("key %q: the peer has none", k)
			}
			if why := jsonMismatch(gv, wv); why != "" {
				return fmt.Sprintf("%s: %s", k, why)
			}
		}
	default:
		return fmt.Sprintf("no comparison for %T", got)
	}
	return ""
}

// TestJSONMismatch holds the comparison of TestDuckDBFiles and
// TestWriterFiles to its word:
// values that differ in type, number, length or key are told apart.
func TestJSONMismatch(t *testing.T) {
	n := func(s string) json.Number { return json.Number(s) }
	for _, c := range []struct{ got, want any }{
		{nil, n("1")},
		{big.NewRat(5, 1), nil},
		{big.NewRat(12345, 100), n("123.46")},
		{float32(0.1), n("0.2")},
		{float64(0.1), n("0.1000001")},
		{"a", "b"},
		{true, false},
		{[]any{big.NewRat(1, 1)}, []any{n("1"), n("2")}},
		{[]any{big.NewRat(1, 1)}, []any{n("2")}},
		{map[string]any{"a": nil}, map[string]any{"b": nil}},
		{map[string]any{"a": "x"}, map[string]any{"a": "y"}},
	} {
		if jsonMismatch(c.got, c.want) == "" {
			t.Errorf("%v and %v compare equal", c.got, c.want)
		}
	}
	if why := jsonMismatch([]any{big.NewRat(12345, 100), float32(0.1), nil}, []any{n("123.450"), n("0.1"), nil}); why != "" {
		t.Errorf("equal values differ: %s", why)
	}
}
