// Package peerparquetgo is the parquet-go twin of quiver's decoder
// benchmarks (issue 14): BenchmarkUnpack32, BenchmarkHybridDecode,
// BenchmarkHybridDictDecode and BenchmarkDictDecodeTo of package kernels,
// with the same names, sub-benchmark names, inputs (both suites draw them
// from internal/benchdata), b.SetBytes and unit of work, run against
// github.com/parquet-go/parquet-go v0.32.0 through its public APIs:
//
//   - Unpack32: github.com/parquet-go/bitpack's Unpack into []int32 (the
//     AVX2 unpacker parquet-go's RLE decoder calls), on the same packed
//     bytes followed by the PaddingInt32 bytes it requires.
//   - HybridDecode: encoding/rle's Encoding.DecodeInt32 into a reused
//     buffer.
//   - HybridDictDecode: that decode into a reused index buffer, then the
//     dictionary's Lookup into reused []parquet.Value, which is how
//     parquet-go reads a dictionary page (it has no lookup into plain
//     slices; its values are 24-byte parquet.Value structs, which its
//     lookup kernels fill with a gather and a strided scatter).
//   - DictDecodeTo: Dictionary.Lookup of the same indices.
//
// Both run layouts of the hybrid cases are parquet-go's own decoders'
// input: quiver's encoder's (names without a layout) and parquet-go's
// encoder's (layout=parquetgo; quiver's suite builds those bytes with
// benchdata.HybridParquetGoLayout, and the tests here check they are
// byte for byte what parquet-go's encoder writes). The tests also check
// that both libraries decode every case to the same values.
//
// `make bench-peer-parquetgo` runs both suites and prints them side by
// side.
package peerparquetgo

import (
	"fmt"

	"github.com/parquet-go/bitpack"
	pq "github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/encoding"
	"github.com/parquet-go/parquet-go/encoding/rle"

	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels"
)

// Layout is one run layout of the hybrid cases: the name part (empty for
// quiver's encoder, as kernels' benchmarks name it) and the encoder.
type Layout struct {
	Name   string
	Encode func(vals []uint32, width int) []byte
}

// Layouts are the run layouts, in kernels' order.
var Layouts = []Layout{
	{"", func(v []uint32, w int) []byte { return kernels.HybridEncode(nil, v, w) }},
	{"layout=parquetgo/", EncodeParquetGo},
}

// EncodeParquetGo is parquet-go's encoder's stream of vals at width w
// (encoding/rle, an RLE page of int32 values). It panics on an encoder
// error, which the benchmark inputs never give.
func EncodeParquetGo(vals []uint32, w int) []byte {
	e := &rle.Encoding{BitWidth: w}
	out, err := e.EncodeInt32(nil, Int32s(vals))
	if err != nil {
		panic(fmt.Sprintf("parquet-go rle encode width %d: %v", w, err))
	}
	return out
}

// Int32s converts values to int32 (the type parquet-go's decoders use).
func Int32s(vals []uint32) []int32 {
	out := make([]int32, len(vals))
	for i, v := range vals {
		out[i] = int32(v)
	}
	return out
}

// Packed is the packed form of vals at width w as both unpackers read it,
// followed by the bitpack.PaddingInt32 bytes parquet-go's unpacker needs
// (quiver's does not read them).
func Packed(vals []uint32, w int) []byte {
	src, err := kernels.AppendPacked(nil, vals, w)
	if err != nil {
		panic(err)
	}
	return append(src, make([]byte, bitpack.PaddingInt32)...)
}

// Unpack unpacks len(dst) values of width w from src with parquet-go's
// unpacker.
func Unpack(dst []int32, src []byte, w int) { bitpack.Unpack(dst, src, uint(w)) }

// HybridDecoder decodes hybrid streams of one width with parquet-go's RLE
// decoder into a buffer it reuses.
type HybridDecoder struct {
	enc rle.Encoding
	buf []int32
}

// NewHybridDecoder returns a decoder of width w streams of up to n values
// (and a last group's padding).
func NewHybridDecoder(w, n int) *HybridDecoder {
	return &HybridDecoder{enc: rle.Encoding{BitWidth: w}, buf: make([]int32, 0, n+8)}
}

// Decode decodes src, returning the values (the decoder's buffer) trimmed
// to n: parquet-go's decoder also returns a last bit-packed group's
// padding values.
func (d *HybridDecoder) Decode(src []byte, n int) ([]int32, error) {
	out, err := d.enc.DecodeInt32(d.buf[:0], src)
	if err != nil {
		return nil, err
	}
	if len(out) < n {
		return nil, fmt.Errorf("parquet-go decoded %d values, want %d", len(out), n)
	}
	d.buf = out[:0]
	return out[:n], nil
}

// Dict64 is parquet-go's dictionary of the int64 values.
func Dict64(vals []int64) pq.Dictionary {
	return pq.Int64Type.NewDictionary(0, len(vals), encoding.Int64Values(vals))
}

// Dict32 is parquet-go's dictionary of the int64 values narrowed to int32,
// as kernels' type=int32 cases narrow them.
func Dict32(vals []int64) pq.Dictionary {
	v := make([]int32, len(vals))
	for i, x := range vals {
		v[i] = int32(x)
	}
	return pq.Int32Type.NewDictionary(0, len(v), encoding.Int32Values(v))
}

// Lookup stores the dictionary values of idx in out[:len(idx)].
func Lookup(d pq.Dictionary, idx []int32, out []pq.Value) { d.Lookup(idx, out[:len(idx)]) }

// Sizes are the n= cases (benchdata.Sizes).
var Sizes = benchdata.Sizes
