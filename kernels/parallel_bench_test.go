package kernels

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// BenchmarkParallel measures how Parallel scales: each kernel on 16M int64
// values with 1 and 2 goroutines, and with GOMAXPROCS of them when that is
// more (go test -cpu 8 on a larger machine adds cpu=8). Results are
// allocated as a user's call would.
func BenchmarkParallel(b *testing.B) {
	const n = 16 << 20
	r := rand.New(rand.NewPCG(1, 2))
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = int64(r.Uint64() >> 1)
	}
	a := arrays.NewInt64Builder()
	a.AppendValues(vals, nil)
	arr := a.NewInt64Array()
	mb := arrays.NewBooleanBuilder()
	for range n {
		mb.Append(r.IntN(2) == 0)
	}
	mask := mb.NewBooleanArray()
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.IntN(n))
	}
	ib := arrays.NewInt32Builder()
	ib.AppendValues(idx, nil)
	indices := ib.NewInt32Array()
	db := arrays.NewInt64Builder()
	db.AppendValues(vals[:256], nil)
	dict := db.NewInt64Array()
	small := make([]int32, n)
	for i := range small {
		small[i] = int32(r.IntN(256))
	}
	s := Int64Scalar(vals[n/2])
	ex := parallelExtras(r, arr, mask)
	cases := []struct {
		kernel string
		run    func(opts ...Option) error
	}{
		{"filter", func(opts ...Option) error { _, err := Filter(arr, mask, opts...); return err }},
		{"take", func(opts ...Option) error { _, err := Take(arr, indices, opts...); return err }},
		{"compare", func(opts ...Option) error { _, err := Less(arr, s, opts...); return err }},
		{"dictdecode", func(opts ...Option) error { _, err := DictDecode(dict, small, opts...); return err }},
	}
	cases = append(cases, ex...)
	cpus := []int{1, 2}
	if p := runtime.GOMAXPROCS(0); p > 2 {
		cpus = append(cpus, p) // go test -cpu N on a larger machine adds cpu=N
	}
	for _, c := range cases {
		for _, cpu := range cpus {
			name := c.kernel
			if !strings.Contains(name, "/type=") {
				name += "/type=int64"
			}
			b.Run(fmt.Sprintf("kernel=%s/n=16M/cpu=%d", name, cpu), func(b *testing.B) {
				b.SetBytes(8 * n)
				for b.Loop() {
					if err := c.run(Parallel(cpu)); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// parallelExtras are BenchmarkParallel's cases beyond filter, take,
// compare and dictionary decode, over the same 16M int64 values and mask:
// reductions, predicates, REE decode and the chunked kernels (16 chunks
// of 1M, the mask cut into 10).
func parallelExtras(r *rand.Rand, arr *arrays.Int64, mask *arrays.Boolean) []struct {
	kernel string
	run    func(opts ...Option) error
} {
	n := arr.Len()
	fb := arrays.NewFloat64Builder()
	for _, v := range arr.Values() {
		fb.Append(float64(v))
	}
	floats := fb.NewFloat64Array()
	mb := arrays.NewBooleanBuilder()
	for range n {
		mb.Append(r.IntN(2) == 0)
	}
	mask2 := mb.NewBooleanArray()
	sb := arrays.NewInt64Builder()
	for i := range 16 {
		sb.Append(arr.Value(i * 1000))
	}
	set := sb.NewInt64Array()
	// runs of 1..127 slots (64 on average), int32 run ends
	var ends []int32
	for e := 0; e < n; {
		e = min(n, e+1+r.IntN(127))
		ends = append(ends, int32(e))
	}
	eb := arrays.NewInt32Builder()
	eb.AppendValues(ends, nil)
	rv := arrays.NewInt64Builder()
	rv.AppendValues(arr.Values()[:len(ends)], nil)
	ree := arrays.MakeArray(arrays.NewData(arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Int64Type{}), n,
		[][]byte{nil}, []*arrays.Data{eb.NewArray().Data(), rv.NewArray().Data()}, 0, 0)).(*arrays.RunEndEncoded)
	cut := func(a arrays.Array, parts int) *arrays.Chunked {
		var chunks []arrays.Array
		for i := range parts {
			chunks = append(chunks, arrays.Slice(a, i*n/parts, (i+1)*n/parts))
		}
		c, err := arrays.NewChunked(a.DataType(), chunks)
		if err != nil {
			panic(err)
		}
		return c
	}
	col, maskCol, fcol := cut(arr, 16), cut(mask, 10), cut(floats, 16)
	ix := arrays.NewInt32Builder()
	for range n {
		ix.Append(int32(r.IntN(n)))
	}
	indices := ix.NewInt32Array()
	// a hybrid stream of 8-bit indices into a 256-entry dictionary, runs
	// of 1..64 equal values and as long bit-packed stretches, alternating
	hv := make([]uint32, n)
	for i := 0; i < n; {
		run, v := 1+r.IntN(64), uint32(r.IntN(256))
		for j := i; j < min(n, i+run); j++ {
			if i/run%2 == 0 {
				hv[j] = v
			} else {
				hv[j] = uint32(r.IntN(256))
			}
		}
		i += run
	}
	hsrc := HybridEncode(nil, hv, 8)
	hdict := arrays.Slice(arr, 0, 256)
	ub := arrays.NewUtf8Builder()
	for _, v := range arr.Values() {
		ub.AppendString(strconv.FormatInt(v%1_000_000_000, 36)) // 1 to 6 bytes
	}
	strs := ub.NewUtf8Array()
	return []struct {
		kernel string
		run    func(opts ...Option) error
	}{
		{"sum/type=float64", func(opts ...Option) error { _, err := Sum(floats, opts...); return err }},
		{"hybriddictdecode", func(opts ...Option) error { _, err := HybridDictDecode(hdict, hsrc, 8, n, opts...); return err }},
		{"filter/type=utf8", func(opts ...Option) error { _, err := Filter(strs, mask, opts...); return err }},
		{"take/type=utf8", func(opts ...Option) error { _, err := Take(strs, indices, opts...); return err }},
		{"minmax", func(opts ...Option) error { _, _, err := MinMax(arr, opts...); return err }},
		{"and/type=bool", func(opts ...Option) error { _, err := And(mask, mask2, opts...); return err }},
		{"isin", func(opts ...Option) error { _, err := IsIn(arr, set, opts...); return err }},
		{"reedecode", func(opts ...Option) error { _, err := REEDecode(ree, opts...); return err }},
		{"filterchunked", func(opts ...Option) error { _, err := FilterChunked(col, maskCol, opts...); return err }},
		{"takechunked", func(opts ...Option) error { _, err := TakeChunked(col, indices, opts...); return err }},
		{"sumchunked/type=float64", func(opts ...Option) error { _, err := SumChunked(fcol, opts...); return err }},
	}
}
