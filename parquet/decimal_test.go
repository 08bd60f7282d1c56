package parquet

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestSmallestDecimals reads every decimal file of parquet-testing (INT32,
// INT64, FIXED_LEN_BYTE_ARRAY and BYTE_ARRAY storage) and DuckDB's
// fixture with and without SmallestDecimals: the decimal columns take the
// narrowest type their precision allows (decimal64 for INT64 storage) and
// hold the values of the decimal128 read.
func TestSmallestDecimals(t *testing.T) {
	dir := parquetTesting(t)
	paths := []string{"testdata/duckdb/duckdb_default.parquet"}
	for _, n := range []string{"byte_array_decimal", "fixed_length_decimal", "fixed_length_decimal_legacy", "int32_decimal", "int64_decimal"} {
		paths = append(paths, filepath.Join(dir, "data", n+".parquet"))
	}
	seen := map[arrays.TypeID]bool{}
	for _, p := range paths {
		wide, err := openPath(t, p)
		if err != nil {
			t.Fatal(err)
		}
		small, err := openPath(t, p, SmallestDecimals())
		if err != nil {
			t.Fatal(err)
		}
		wrbs, err := wide.ReadAll(nil)
		if err != nil {
			t.Fatal(err)
		}
		srbs, err := small.ReadAll(nil)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(p), err)
		}
		for c, f := range wide.ArrowSchema().Fields {
			wt, ok := f.Type.(arrays.Decimal128Type)
			if !ok {
				continue
			}
			st := small.ArrowSchema().Fields[c].Type
			leaf := wide.Schema.Leaves[c]
			want := arrays.DECIMAL128
			switch {
			case wt.Precision <= 9 && *leaf.Element.Type != Int64:
				want = arrays.DECIMAL32
			case wt.Precision <= 18:
				want = arrays.DECIMAL64
			}
			if st.ID() != want {
				t.Errorf("%s column %s: %s with SmallestDecimals, want %s", filepath.Base(p), f.Name, st, want)
				continue
			}
			seen[want] = true
			for b := range wrbs {
				wa, sa := wrbs[b].Column(c), srbs[b].Column(c)
				if err := arrays.ValidateFull(sa); err != nil {
					t.Fatalf("%s column %s: %v", filepath.Base(p), f.Name, err)
				}
				for i := range wa.Len() {
					if wa.IsNull(i) != sa.IsNull(i) {
						t.Fatalf("%s column %s slot %d: null %v, decimal128 read %v", filepath.Base(p), f.Name, i, sa.IsNull(i), wa.IsNull(i))
					}
					if wa.IsNull(i) {
						continue
					}
					w, _ := new(big.Rat).SetString(wa.ValueString(i))
					s, ok := new(big.Rat).SetString(sa.ValueString(i))
					if !ok || w.Cmp(s) != 0 {
						t.Fatalf("%s column %s slot %d: %s, decimal128 read %s", filepath.Base(p), f.Name, i, sa.ValueString(i), wa.ValueString(i))
					}
				}
			}
		}
	}
	for _, id := range []arrays.TypeID{arrays.DECIMAL32, arrays.DECIMAL64, arrays.DECIMAL128} {
		if !seen[id] {
			t.Errorf("no column read as %s", id)
		}
	}
}

// TestBENarrow: big-endian decimal bytes of any width narrow to 4 or 8
// bytes exactly when the value fits.
func TestBENarrow(t *testing.T) {
	for _, c := range []struct {
		s    []byte
		w    int
		want int64
		ok   bool
	}{
		{nil, 4, 0, true},
		{[]byte{0x01, 0x00}, 4, 256, true},
		{[]byte{0xff, 0x00}, 4, -256, true},
		{[]byte{0x7f, 0xff, 0xff, 0xff}, 4, 1<<31 - 1, true},
		{[]byte{0x00, 0x80, 0x00, 0x00, 0x00}, 4, 0, false},
		{[]byte{0xff, 0x7f, 0xff, 0xff, 0xff}, 4, 0, false},
		{[]byte{0xff, 0x80, 0x00, 0x00, 0x00}, 4, -1 << 31, true},
		{[]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x39}, 8, 12345, true},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xcf, 0xc7}, 8, -12345, true},
		{[]byte{0, 0x80, 0, 0, 0, 0, 0, 0, 0}, 8, 0, false},
		{[]byte{0xff, 0x7f, 0, 0, 0, 0, 0, 0, 0}, 8, 0, false},
		{[]byte{1, 0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, false},
	} {
		got, ok := beNarrow(c.s, c.w)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("beNarrow(% x, %d) = %d %v, want %d %v", c.s, c.w, got, ok, c.want, c.ok)
		}
	}
}
