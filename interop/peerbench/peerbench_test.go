package peerbench

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/compute"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels"
)

// The tests here are what makes the comparison of `make bench-peer`
// honest: the quiver suite and this one must time the same data, and
// arrow-go must compute the same results as quiver on it.

// quiverArray builds a column the way kernels' benchmarks do (benchArray in
// kernels/kernels_bench_test.go).
func quiverArray(c benchdata.Column) arrays.Array {
	switch c.Type {
	case "int32":
		b := arrays.NewInt32Builder()
		b.AppendValues(c.Int32, c.Valid)
		return b.NewArray()
	case "int64":
		b := arrays.NewInt64Builder()
		b.AppendValues(c.Int64, c.Valid)
		return b.NewArray()
	case "float64":
		b := arrays.NewFloat64Builder()
		b.AppendValues(c.Float64, c.Valid)
		return b.NewArray()
	}
	b := arrays.NewUtf8Builder()
	b.AppendStrings(c.Strings, c.Valid)
	return b.NewArray()
}

// quiverViewArray builds a utf8 column as utf8view, the way kernels'
// benchmarks do for type=utf8view.
func quiverViewArray(c benchdata.Column) arrays.Array {
	b := arrays.NewUtf8ViewBuilder()
	b.AppendStrings(c.Strings, c.Valid)
	return b.NewArray()
}

// quiverInputBytes is kernels' inputBytes, the b.SetBytes of quiver's suite.
func quiverInputBytes(a arrays.Array) int64 {
	d := a.Data()
	if v, ok := a.(*arrays.Utf8View); ok { // the same strings' utf8 bytes
		total := 4 * (d.Length + 1)
		for i := range d.Length {
			if v.IsValid(i) {
				total += v.ValueLen(i)
			}
		}
		return int64(total)
	}
	if w := arrays.PrimitiveByteWidth(d.Type.ID()); w > 0 {
		return int64(w * d.Length)
	}
	return int64(4*(d.Length+1) + len(d.Buffers[2]))
}

// sameArray fails unless q (quiver) and g (arrow-go) hold the same slots:
// length, null count, validity and the value of every valid slot.
func sameArray(t *testing.T, what string, q arrays.Array, g arrow.Array) {
	t.Helper()
	if q.Len() != g.Len() || q.NullN() != g.NullN() {
		t.Fatalf("%s: quiver has %d slots (%d null), arrow-go %d (%d null)", what, q.Len(), q.NullN(), g.Len(), g.NullN())
	}
	for i := range q.Len() {
		if q.IsValid(i) != g.IsValid(i) {
			t.Fatalf("%s: slot %d valid %v in quiver, %v in arrow-go", what, i, q.IsValid(i), g.IsValid(i))
		}
		if !q.IsValid(i) {
			continue
		}
		var qv, gv any
		switch q := q.(type) {
		case *arrays.Int32:
			qv, gv = q.Value(i), g.(*array.Int32).Value(i)
		case *arrays.Int64:
			qv, gv = q.Value(i), g.(*array.Int64).Value(i)
		case *arrays.Float64:
			qv, gv = q.Value(i), g.(*array.Float64).Value(i)
		case *arrays.Utf8:
			qv, gv = q.Value(i), g.(*array.String).Value(i)
		case *arrays.Utf8View:
			qv, gv = q.Value(i), g.(*array.String).Value(i)
		case *arrays.Boolean:
			qv, gv = q.Value(i), g.(*array.Boolean).Value(i)
		default:
			t.Fatalf("%s: no comparison for %T", what, q)
		}
		if qv != gv {
			t.Fatalf("%s: slot %d is %v in quiver, %v in arrow-go", what, i, qv, gv)
		}
	}
}

// sameBuffers compares the value bytes both arrays hold, null slots
// included (fixed width: the values buffer; utf8: offsets and data).
func sameBuffers(t *testing.T, what string, q arrays.Array, g arrow.Array) {
	t.Helper()
	qb, gb := q.Data().Buffers, g.Data().Buffers()
	n := q.Len()
	if w := arrays.PrimitiveByteWidth(q.Data().Type.ID()); w > 0 {
		if !bytes.Equal(qb[1][:w*n], gb[1].Bytes()[:w*n]) {
			t.Fatalf("%s: value buffers differ", what)
		}
		return
	}
	if !bytes.Equal(qb[1][:4*(n+1)], gb[1].Bytes()[:4*(n+1)]) {
		t.Fatalf("%s: offsets differ", what)
	}
	if !bytes.Equal(qb[2], gb[2].Bytes()[:len(qb[2])]) || len(gb[2].Bytes()) < len(qb[2]) {
		t.Fatalf("%s: data buffers differ", what)
	}
}

// TestSameData checks that every input of both suites is the same data:
// the arrays (values, nulls, buffers), the SetBytes, the masks and the
// indices, for every type, null rate, seed and size the benchmarks use.
func TestSameData(t *testing.T) {
	for _, sz := range benchdata.Sizes {
		for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
			for _, nulls := range []float64{0, 0.10} {
				for _, seed := range []uint64{1, 4} {
					what := fmt.Sprintf("%s/nulls=%.2f/seed=%d/n=%s", typ, nulls, seed, sz.Name)
					c := benchdata.NewColumn(typ, sz.N, nulls, seed)
					q, g := quiverArray(c), Array(c)
					sameArray(t, what, q, g)
					sameBuffers(t, what, q, g)
					if qb, gb := quiverInputBytes(q), c.InputBytes(); qb != gb {
						t.Fatalf("%s: SetBytes %d in quiver's suite, %d here", what, qb, gb)
					}
					if typ == "utf8" { // type=utf8view: views of the same strings
						qv := quiverViewArray(c)
						sameArray(t, what+" as utf8view", qv, g)
						if qb, gb := quiverInputBytes(qv), c.InputBytes(); qb != gb {
							t.Fatalf("%s: utf8view SetBytes %d in quiver's suite, %d here", what, qb, gb)
						}
					}
				}
			}
		}
		for _, sel := range []float64{0.01, 0.50, 0.99} {
			m := benchdata.Mask(sz.N, sel, 2)
			qb := arrays.NewBooleanBuilder()
			qb.AppendValues(m, nil)
			sameArray(t, fmt.Sprintf("mask sel=%.2f n=%s", sel, sz.Name), qb.NewBooleanArray(), Mask(m))
		}
		for _, sorted := range []bool{false, true} {
			idx := benchdata.Indices(sz.N, sorted, 3)
			qb := arrays.NewInt32Builder()
			qb.AppendValues(idx, nil)
			sameArray(t, fmt.Sprintf("indices sorted=%v n=%s", sorted, sz.Name), qb.NewArray(), Indices(idx))
		}
	}
}

// TestSameResults checks that arrow-go computes what quiver computes on
// the benchmark data, for cases of every kernel benchmarked.
func TestSameResults(t *testing.T) {
	const n = 1 << 16
	t.Run("filter", func(t *testing.T) {
		for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
			c := benchdata.NewColumn(typ, n, 0.10, 1)
			m := benchdata.Mask(n, 0.50, 2)
			qm := arrays.NewBooleanBuilder()
			qm.AppendValues(m, nil)
			q, err := kernels.Filter(quiverArray(c), qm.NewBooleanArray())
			if err != nil {
				t.Fatal(err)
			}
			g, err := Filter(Array(c), Mask(m))
			if err != nil {
				t.Fatal(err)
			}
			sameArray(t, "filter "+typ, q, g)
		}
		// utf8view: quiver filters views, arrow-go the same strings as utf8
		c := benchdata.NewColumn("utf8", n, 0, 1)
		m := benchdata.Mask(n, 0.50, 2)
		qm := arrays.NewBooleanBuilder()
		qm.AppendValues(m, nil)
		q, err := kernels.Filter(quiverViewArray(c), qm.NewBooleanArray())
		if err != nil {
			t.Fatal(err)
		}
		g, err := Filter(Array(c), Mask(m))
		if err != nil {
			t.Fatal(err)
		}
		sameArray(t, "filter utf8view", q, g)
	})
	t.Run("take", func(t *testing.T) {
		for _, typ := range []string{"int64", "utf8"} {
			for _, sorted := range []bool{false, true} {
				c := benchdata.NewColumn(typ, n, 0, 1)
				idx := benchdata.Indices(n, sorted, 3)
				qi := arrays.NewInt32Builder()
				qi.AppendValues(idx, nil)
				q, err := kernels.Take(quiverArray(c), qi.NewArray())
				if err != nil {
					t.Fatal(err)
				}
				g, err := Take(Array(c), Indices(idx))
				if err != nil {
					t.Fatal(err)
				}
				sameArray(t, fmt.Sprintf("take %s sorted=%v", typ, sorted), q, g)
			}
		}
		c := benchdata.NewColumn("utf8", n, 0, 1)
		idx := benchdata.Indices(n, false, 3)
		qi := arrays.NewInt32Builder()
		qi.AppendValues(idx, nil)
		q, err := kernels.Take(quiverViewArray(c), qi.NewArray())
		if err != nil {
			t.Fatal(err)
		}
		g, err := Take(Array(c), Indices(idx))
		if err != nil {
			t.Fatal(err)
		}
		sameArray(t, "take utf8view", q, g)
	})
	t.Run("compare", func(t *testing.T) {
		for _, typ := range []string{"int64", "float64", "utf8", "utf8view"} {
			for _, op := range []string{"eq", "lt"} {
				for _, rhs := range []string{"scalar", "array"} {
					col, build := typ, quiverArray
					if typ == "utf8view" { // arrow-go compares the strings as utf8
						col, build = "utf8", quiverViewArray
					}
					c := benchdata.NewColumn(col, n, 0, 1)
					qa, ga := build(c), Array(c)
					var qr kernels.Datum
					var gr compute.Datum
					if rhs == "array" {
						rc := benchdata.NewColumn(col, n, 0, 4)
						qr, gr = build(rc), &compute.ArrayDatum{Value: Array(rc).Data()}
					} else {
						switch typ {
						case "utf8view":
							qr = kernels.Utf8Scalar(qa.(*arrays.Utf8View).Value(n / 2))
						case "int64":
							qr = kernels.Int64Scalar(500_000)
						case "float64":
							qr = kernels.Float64Scalar(500)
						default:
							qr = kernels.Utf8Scalar(qa.(*arrays.Utf8).Value(n / 2))
						}
						gr = compute.NewDatum(CompareScalar(col, ga))
					}
					qf := kernels.Equal
					if op == "lt" {
						qf = kernels.Less
					}
					q, err := qf(qa, qr)
					if err != nil {
						t.Fatal(err)
					}
					g, err := Compare(compareFunc[op], ga, gr)
					if err != nil {
						t.Fatal(err)
					}
					what := fmt.Sprintf("compare %s %s %s", typ, op, rhs)
					sameArray(t, what, q, g)
					// lt must not be degenerate (eq on uniform numbers
					// rarely holds anywhere, so it may be all false).
					if set := kernels.CountSetBits(q.Data().Buffers[1], q.Data().Offset, n); op == "lt" && (set == 0 || set == n) {
						t.Fatalf("%s: %d of %d set", what, set, n)
					}
				}
			}
		}
	})
	bs := benchdata.NewBitmaps()
	bn := benchdata.BitmapN
	t.Run("bitmaps", func(t *testing.T) {
		for i, off := range benchdata.BitmapOffsets {
			if q, g := kernels.CountSetBits(bs.Count[i], off, bn), bitutil.CountSetBits(bs.Count[i], off, bn); q != g {
				t.Errorf("CountSetBits offset=%d: quiver %d, arrow-go %d", off, q, g)
			}
			qd, gd := make([]byte, bn/8), make([]byte, bn/8)
			x, y := bs.And[i][0], bs.And[i][1]
			kernels.BitmapAnd(qd, 0, x, off, y, off, bn)
			bitutil.BitmapAnd(x, y, int64(off), int64(off), gd, 0, int64(bn))
			if !bytes.Equal(qd, gd) {
				t.Errorf("BitmapAnd offset=%d: outputs differ", off)
			}
		}
		for i, d := range benchdata.Densities {
			var q, g [][2]int
			for s, e := range kernels.SetBitRuns(bs.Runs[i], 0, bn) {
				q = append(q, [2]int{s, e})
			}
			SetBitRuns(bs.Runs[i], 0, bn, func(s, e int) { g = append(g, [2]int{s, e}) })
			if fmt.Sprint(q) != fmt.Sprint(g) {
				t.Errorf("SetBitRuns density=%s: %d runs in quiver, %d here", d, len(q), len(g))
			}
		}
	})
}

// TestSetBitRunsReference checks this package's run walker (the twin of
// SetBitRuns, ours since arrow-go's is internal) against a bit-by-bit
// reference at every small offset and lengths around word boundaries.
func TestSetBitRunsReference(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, p := range []float64{0, 0.05, 0.5, 0.95, 1} {
		for off := range 9 {
			for _, n := range []int{0, 1, 7, 8, 9, 63, 64, 65, 127, 128, 129, 200, 1000} {
				bm := make([]byte, (n+off+7)/8+1)
				for i := range 8 * len(bm) {
					if r.Float64() < p {
						bm[i/8] |= 1 << (i % 8)
					}
				}
				var want, got [][2]int
				start := -1
				for i := 0; i <= n; i++ {
					set := i < n && bitutil.BitIsSet(bm, off+i)
					if set && start < 0 {
						start = i
					} else if !set && start >= 0 {
						want = append(want, [2]int{start, i})
						start = -1
					}
				}
				SetBitRuns(bm, off, n, func(s, e int) { got = append(got, [2]int{s, e}) })
				if fmt.Sprint(want) != fmt.Sprint(got) {
					t.Fatalf("p=%v off=%d n=%d: runs %v, want %v", p, off, n, got, want)
				}
			}
		}
	}
}
