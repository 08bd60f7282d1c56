package parquet

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkEncode times each encoding on a page's worth of values (64Ki):
// int64 and double random within 1000 distinct values, strings of 8 to 24
// bytes out of 1000 distinct. dict is the dictionary builder's add, the
// indices' hybrid stream and the dictionary page together.
func BenchmarkEncode(b *testing.B) {
	const n = 1 << 16
	r := rand.New(rand.NewPCG(17, 18))
	distinct := make([][]byte, 1000)
	for i := range distinct {
		distinct[i] = []byte(fmt.Sprintf("value-%0*d", 2+r.IntN(17), r.IntN(1e9)))
	}
	i64 := make([]int64, n)
	f64 := make([]float64, n)
	str := make([][]byte, n)
	strBytes := 0
	for i := range n {
		k := r.IntN(1000)
		i64[i] = int64(k) * 1_000_003
		f64[i] = float64(k) / 7
		str[i] = distinct[k]
		strBytes += len(str[i])
	}
	cols := []struct {
		name  string
		typ   PhysicalType
		v     leafValues
		bytes int
	}{
		{"int64", Int64, leafValues{i64: i64}, 8 * n},
		{"double", Double, leafValues{f64: f64}, 8 * n},
		{"string", ByteArray, leafValues{bin: makeByteValues(str...)}, strBytes},
	}
	encs := []struct {
		name string
		enc  Encoding
	}{{"plain", Plain}, {"delta", DeltaBinaryPacked}, {"dict", RLEDictionary}, {"bss", ByteStreamSplit}}
	for _, e := range encs {
		for _, c := range cols {
			enc := e.enc
			if enc == DeltaBinaryPacked && c.typ == ByteArray {
				enc = DeltaByteArray
			}
			if _, err := encodeValues(nil, enc, c.typ, 0, leafValues{}); err != nil && enc != RLEDictionary {
				continue // the encoding does not apply
			}
			b.Run(e.name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(c.bytes))
				var dst []byte
				if enc == RLEDictionary {
					d := newDictEncoder(c.typ, 0)
					var idx []uint32
					for b.Loop() {
						d.reset()
						idx = d.add(c.v, idx[:0])
						dst = appendDictIndices(dst[:0], idx)
						dst = d.appendDictPage(dst)
					}
					return
				}
				for b.Loop() {
					var err error
					if dst, err = encodeValues(dst[:0], enc, c.typ, 0, c.v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkDictAdd is the dictionary encoder's lookup of 1M int64 values
// of 1000 distinct ones, as in BenchmarkParquetWrite's int64_dict column.
func BenchmarkDictAdd(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 11))
	vals := make([]int64, 1<<20)
	for i := range vals {
		vals[i] = int64(r.IntN(1000)) * 1_000_003
	}
	d := newDictEncoder(Int64, 0)
	var idx []uint32
	b.SetBytes(8 << 20)
	for b.Loop() {
		d.reset()
		idx = d.add(leafValues{i64: vals}, idx[:0])
	}
}
