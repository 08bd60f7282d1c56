package parquet

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"testing"
)

// A tiny compact-protocol writer for building test structures.
type tw struct{ b []byte }

func (w *tw) uvarint(v uint64) *tw {
	for v >= 0x80 {
		w.b = append(w.b, byte(v)|0x80)
		v >>= 7
	}
	w.b = append(w.b, byte(v))
	return w
}
func (w *tw) field(delta, typ byte) *tw { w.b = append(w.b, delta<<4|typ); return w }
func (w *tw) i64(v int64) *tw           { return w.uvarint(uint64(v<<1) ^ uint64(v>>63)) }
func (w *tw) str(s string) *tw          { w.uvarint(uint64(len(s))); w.b = append(w.b, s...); return w }
func (w *tw) stop() *tw                 { w.b = append(w.b, 0); return w }

// minimalFooter is a valid FileMetaData: version 1, a root with one
// required INT64 leaf "x", no rows, no row groups.
func minimalFooter() []byte {
	w := &tw{}
	w.field(1, ctI32).i64(1)
	w.field(1, ctList).b = append(w.b, 2<<4|ctStruct)
	w.field(4, ctBinary).str("root").field(1, ctI32).i64(1).stop()                                // name, num_children
	w.field(1, ctI32).i64(int64(Int64)).field(2, ctI32).i64(0).field(1, ctBinary).str("x").stop() // type, repetition, name
	w.field(1, ctI64).i64(0)
	w.field(1, ctList).b = append(w.b, 0<<4|ctStruct)
	return w.stop().b
}

func TestThriftMinimalFooter(t *testing.T) {
	md, err := DecodeFileMetaData(minimalFooter(), -1)
	if err != nil {
		t.Fatal(err)
	}
	s, err := buildSchema(md.Schema)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Leaves) != 1 || s.Leaves[0].Element.Name != "x" {
		t.Fatalf("leaves %+v", s.Leaves)
	}
}

// TestThriftHostile: each malformed structure gives a MetadataError
// wrapping ErrMalformed, quickly, and allocates little.
func TestThriftHostile(t *testing.T) {
	huge := func(typ byte) []byte { // a list field claiming 2^31 elements
		w := &tw{}
		w.field(2, ctList).b = append(w.b, 0xf0|typ)
		return w.uvarint(1 << 31).b
	}
	deep := &tw{}
	for range 10000 {
		deep.field(15, ctStruct) // unknown field 15 holding a struct, nested
	}
	cases := map[string][]byte{
		"empty":                  {},
		"truncated":              minimalFooter()[:10],
		"huge struct list":       huge(ctStruct),
		"huge binary list":       huge(ctBinary),
		"huge double list":       huge(ctDouble),
		"binary longer than all": (&tw{}).field(6, ctBinary).uvarint(1 << 40).b,
		"deep nesting":           deep.b,
		"varint overflow":        (&tw{}).field(1, ctI32).uvarint(1<<63 | 1<<62).b,
		"i32 out of range":       (&tw{}).field(1, ctI32).i64(1 << 40).stop().b,
		"bad type":               {0x1d},
		"huge map":               (&tw{}).field(15, ctMap).uvarint(1 << 40).b,
		"missing required":       (&tw{}).field(1, ctI32).i64(1).stop().b,
	}
	for name, b := range cases {
		t.Run(name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := DecodeFileMetaData(b, -1)
			runtime.ReadMemStats(&after)
			var me *MetadataError
			if !errors.As(err, &me) || !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want a MetadataError", err)
			}
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
				t.Errorf("allocated %d bytes for a %d-byte input", grew, len(b))
			}
			t.Log(err)
		})
	}
}

// TestOpenHostileFooter: footer lengths and magics are checked against
// the file.
func TestOpenHostileFooter(t *testing.T) {
	ft := minimalFooter()
	file := func(body []byte, n uint32, magic string) []byte {
		b := append([]byte("PAR1"), body...)
		b = append(b, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
		return append(b, magic...)
	}
	good := file(ft, uint32(len(ft)), "PAR1")
	if _, err := OpenBytes(good); err != nil {
		t.Fatalf("the good file: %v", err)
	}
	for name, tc := range map[string]struct {
		b    []byte
		want error
		msg  string
	}{
		"short":          {[]byte("PAR1PAR1"), ErrMalformed, "shorter"},
		"bad magic":      {file(ft, uint32(len(ft)), "PAR2"), ErrMalformed, "trailing magic"},
		"encrypted":      {file(ft, uint32(len(ft)), "PARE"), ErrEncrypted, "encrypted"},
		"footer too big": {file(ft, 1<<31, "PAR1"), ErrMalformed, "exceeds"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Open(bytes.NewReader(tc.b), int64(len(tc.b)))
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("got %v, want %v mentioning %q", err, tc.want, tc.msg)
			}
		})
	}
}

// bombFile is a valid Parquet file of one required BYTE_ARRAY column whose
// dictionary holds one value of vlen bytes and whose only data page is a
// single RLE run of n zero indices: a few hundred bytes that decode to
// n*vlen.
func bombFile(n, vlen int) []byte {
	dictBody := append([]byte{byte(vlen), byte(vlen >> 8), byte(vlen >> 16), byte(vlen >> 24)}, bytes.Repeat([]byte{'x'}, vlen)...)
	dataBody := (&tw{b: []byte{0}}).uvarint(uint64(n) << 1).b // bit width 0, one RLE run
	page := func(typ int64, body []byte, sub func(w *tw)) []byte {
		w := &tw{}
		w.field(1, ctI32).i64(typ).field(1, ctI32).i64(int64(len(body))).field(1, ctI32).i64(int64(len(body)))
		sub(w)
		return append(w.stop().b, body...)
	}
	dict := page(int64(DictionaryPage), dictBody, func(w *tw) {
		w.field(4, ctStruct).field(1, ctI32).i64(1).field(1, ctI32).i64(int64(Plain)).stop()
	})
	data := page(int64(DataPage), dataBody, func(w *tw) {
		w.field(2, ctStruct).field(1, ctI32).i64(int64(n)).field(1, ctI32).i64(int64(RLEDictionary)).
			field(1, ctI32).i64(int64(RLE)).field(1, ctI32).i64(int64(RLE)).stop()
	})
	body := append(append([]byte("PAR1"), dict...), data...)
	chunk := int64(len(dict) + len(data))
	w := &tw{}
	w.field(1, ctI32).i64(1)
	w.field(1, ctList).b = append(w.b, 2<<4|ctStruct)
	w.field(4, ctBinary).str("root").field(1, ctI32).i64(1).stop()
	w.field(1, ctI32).i64(int64(ByteArray)).field(2, ctI32).i64(0).field(1, ctBinary).str("s").stop()
	w.field(1, ctI64).i64(int64(n))
	w.field(1, ctList).b = append(w.b, 1<<4|ctStruct) // one row group
	w.field(1, ctList).b = append(w.b, 1<<4|ctStruct) // one column chunk
	w.field(2, ctI64).i64(4).field(1, ctStruct)
	w.field(1, ctI32).i64(int64(ByteArray))
	w.field(1, ctList).b = append(w.b, 1<<4|ctI32)
	w.i64(int64(RLEDictionary))
	w.field(1, ctList).b = append(w.b, 1<<4|ctBinary)
	w.str("s")
	w.field(1, ctI32).i64(0).field(1, ctI64).i64(int64(n)).field(1, ctI64).i64(chunk).field(1, ctI64).i64(chunk)
	w.field(2, ctI64).i64(4+int64(len(dict))).field(2, ctI64).i64(4)
	w.stop().stop()                                                   // ColumnMetaData, ColumnChunk
	w.field(1, ctI64).i64(chunk).field(1, ctI64).i64(int64(n)).stop() // RowGroup
	w.stop()
	ft := w.b
	out := append(body, ft...)
	l := len(ft)
	return append(append(out, byte(l), byte(l>>8), byte(l>>16), byte(l>>24)), "PAR1"...)
}

// TestDictionaryBomb: a small file that would decode to gigabytes through
// its dictionary is refused before the allocation; the same shape at a
// modest size reads.
func TestDictionaryBomb(t *testing.T) {
	f, err := OpenBytes(bombFile(1000, 3))
	if err != nil {
		t.Fatal(err)
	}
	rbs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := rbs[0].Column(0).ValueString(999); got != `"xxx"` {
		t.Fatalf("value 999: %s", got)
	}
	b := bombFile(4<<20, 100) // 400 MiB of output from a 300-byte file
	f, err = OpenBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = f.ReadAll(nil)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "decodes to more than") {
		t.Fatalf("got %v, want the decoded-size bound", err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
		t.Errorf("allocated %d bytes for a %d-byte file", grew, len(b))
	}
}
