package ipc

import (
	"bytes"
	"encoding/binary"
	"math/big"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestSwapBytes converts big-endian values of every kind and compares them
// with values decoded the obvious way.
func TestSwapBytes(t *testing.T) {
	if hostEndianness != LittleEndian {
		t.Skip("the reference values below are little-endian")
	}
	be, le := binary.BigEndian, binary.LittleEndian
	check := func(name string, k swapKind, in, want []byte) {
		t.Helper()
		got := append([]byte(nil), in...)
		swapBytes(got, k)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: got % x, want % x", name, got, want)
		}
	}
	var in, want []byte
	for _, v := range []uint16{0, 1, 0x1234, 0xfffe} {
		in, want = be.AppendUint16(in, v), le.AppendUint16(want, v)
	}
	check("16-bit", swap2, append(in, 0xaa), append(want, 0xaa)) // a trailing partial value stays
	in, want = nil, nil
	for _, v := range []uint32{0, 1, 0x12345678, 0xfffffffe} {
		in, want = be.AppendUint32(in, v), le.AppendUint32(want, v)
	}
	check("32-bit", swap4, in, want)
	in, want = nil, nil
	for _, v := range []uint64{0, 1, 0x0102030405060708, ^uint64(1)} {
		in, want = be.AppendUint64(in, v), le.AppendUint64(want, v)
	}
	check("64-bit", swap8, in, want)

	// decimal128 and decimal256: one big-endian two's-complement integer
	// each, the low word first once swapped.
	for _, w := range []int{16, 32} {
		in, want = nil, nil
		for _, s := range []string{"0", "1", "-1", "123456789012345678901234567890", "-98765432109876543210987654321"} {
			x, _ := new(big.Int).SetString(s, 10)
			d := arrays.Int256FromBig(x)
			var leBytes []byte
			for _, word := range d {
				leBytes = le.AppendUint64(leBytes, word)
			}
			leBytes = leBytes[:w]
			beBytes := make([]byte, w)
			for i := range w {
				beBytes[i] = leBytes[w-1-i]
			}
			in, want = append(in, beBytes...), append(want, leBytes...)
		}
		k := swap16
		if w == 32 {
			k = swap32
		}
		check("decimal", k, in, want)
	}

	// month-day-nano: int32 months, int32 days, int64 nanoseconds.
	in = be.AppendUint32(be.AppendUint32(nil, 7), 0xfffffffd)
	in = be.AppendUint64(in, 0x0102030405060708)
	want = le.AppendUint32(le.AppendUint32(nil, 7), 0xfffffffd)
	want = le.AppendUint64(want, 0x0102030405060708)
	check("month-day-nano", swapMonthDayNano, in, want)

	// views: an inline one keeps its 12 bytes; a long one swaps its
	// buffer index and offset but not its prefix.
	inline := be.AppendUint32(nil, 5)
	inline = append(inline, "hello\x00\x00\x00\x00\x00\x00\x00"...)
	wantInline := le.AppendUint32(nil, 5)
	wantInline = append(wantInline, "hello\x00\x00\x00\x00\x00\x00\x00"...)
	long := be.AppendUint32(nil, 40)
	long = append(long, "pref"...)
	long = be.AppendUint32(be.AppendUint32(long, 3), 1000)
	wantLong := le.AppendUint32(nil, 40)
	wantLong = append(wantLong, "pref"...)
	wantLong = le.AppendUint32(le.AppendUint32(wantLong, 3), 1000)
	check("views", swapViews, append(inline, long...), append(wantInline, wantLong...))
}

// TestBigEndianGoldMatchesLittle reads each 1.0.0 case from its
// big-endian and its little-endian files: the arrays must be equal.
func TestBigEndianGoldMatchesLittle(t *testing.T) {
	n := 0
	for _, c := range goldCases(t) {
		if c.dir != "1.0.0-bigendian" {
			continue
		}
		n++
		bigB := readFile(t, c.base+".arrow_file")
		little := readFile(t, strings.Replace(c.base, "bigendian", "littleendian", 1)+".arrow_file")
		gb, err := readFileBytes(bigB, c.readOptions()...)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		if gb.header.Endianness != BigEndian {
			t.Fatalf("%s: endianness %s", c, gb.header.Endianness)
		}
		gl, err := readFileBytes(little, c.readOptions()...)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		for i := range gl.batches {
			for k := range gl.batches[i].NumCols() {
				if d := arrays.EqualDiff(gb.batches[i].Column(k), gl.batches[i].Column(k), arrays.EqualNaN(true)); d != "" {
					t.Fatalf("%s batch %d column %d: %s", c, i, k, d)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no big-endian gold files")
	}
}
