package ipc

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/pierrec/lz4/v4"

	"github.com/quiver-go/quiver/arrays"
)

// int64Schema is a schema of n non-nullable int64 fields.
func int64Schema(n int) *arrays.Schema {
	fs := make([]arrays.Field, n)
	for i := range fs {
		fs[i] = arrays.Field{Name: "c" + strconv.Itoa(i), Type: arrays.Int64Type{}}
	}
	return arrays.NewSchema(fs, nil)
}

// testPayloads are buffers that compress well, badly and not at all.
func testPayloads() [][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 10000)
	for i := range random {
		random[i] = byte(r.Uint32())
	}
	var ints []byte
	for i := range 5000 {
		ints = binary.LittleEndian.AppendUint64(ints, uint64(i%17))
	}
	return [][]byte{{1}, []byte("hello, hello, hello, hello"), random, ints, make([]byte, 1<<16)}
}

func TestCompressRoundTrip(t *testing.T) {
	for _, c := range []Compression{CompressionLZ4, CompressionZSTD} {
		for i, p := range testPayloads() {
			head, tail, err := compressBuffer(c, p)
			if err != nil {
				t.Fatal(err)
			}
			buf := append(append([]byte(nil), head...), tail...)
			prefix := int64(binary.LittleEndian.Uint64(buf))
			if tail != nil && prefix != -1 {
				t.Errorf("%s payload %d: stored raw with prefix %d", c, i, prefix)
			}
			if prefix != -1 && prefix != int64(len(p)) {
				t.Errorf("%s payload %d: prefix %d for %d bytes", c, i, prefix, len(p))
			}
			if prefix == -1 && i > 2 {
				t.Errorf("%s payload %d (compressible) stored raw", c, i)
			}
			out, fresh, err := decompressBuffer(c, buf, int64(len(p)))
			if err != nil {
				t.Fatalf("%s payload %d: %v", c, i, err)
			}
			if !bytes.Equal(out, p) {
				t.Fatalf("%s payload %d: round trip differs", c, i)
			}
			if fresh == (prefix == -1) {
				t.Errorf("%s payload %d: fresh %v with prefix %d", c, i, fresh, prefix)
			}
		}
		if head, tail, err := compressBuffer(c, nil); err != nil || head != nil || tail != nil {
			t.Errorf("%s: empty buffer compressed to %v %v %v", c, head, tail, err)
		}
	}
}

// frame compresses p with codec c into a body buffer with the given
// length prefix.
func frame(t *testing.T, c Compression, prefix int64, p []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	binary.Write(&out, binary.LittleEndian, prefix)
	switch c {
	case CompressionLZ4:
		w := lz4.NewWriter(&out)
		w.Write(p)
		w.Close()
	case CompressionZSTD:
		e, _ := zstd.NewWriter(nil)
		out.Write(e.EncodeAll(p, nil))
	}
	return out.Bytes()
}

// TestDecompressChecks feeds buffers whose prefix lies, or whose frame is
// damaged: each must fail with a reason, before allocating what the prefix
// claims.
func TestDecompressChecks(t *testing.T) {
	zeros := make([]byte, 1<<20)
	for _, c := range []Compression{CompressionLZ4, CompressionZSTD} {
		good := frame(t, c, 100, bytes.Repeat([]byte("ab"), 50))
		cases := []struct {
			name string
			buf  []byte
			need int64
			want string
		}{
			{"short prefix", []byte{1, 2, 3}, -1, "no room for its 8-byte length prefix"},
			{"negative", frame(t, c, -2, []byte("x")), -1, "negative"},
			{"more than needed", good, 50, "exceeds the 50 bytes"},
			{"prefix too small", frame(t, c, 99, bytes.Repeat([]byte("ab"), 50)), -1, "99 bytes the prefix says"},
			{"prefix too large", frame(t, c, 101, bytes.Repeat([]byte("ab"), 50)), -1, "101 bytes the prefix says"},
			{"damaged frame", append(good[:len(good)-6:len(good)-6], 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), -1, ""},
			{"not a frame", append(good[:8:8], bytes.Repeat([]byte{0x55}, 40)...), -1, ""},
			{"impossible ratio", frame(t, c, 1<<40, []byte("tiny")), -1, "can produce from"},
			{"bomb", frame(t, c, int64(len(zeros))*64, zeros), -1, "can produce from"},
		}
		for _, k := range cases {
			out, _, err := decompressBuffer(c, k.buf, k.need)
			if err == nil {
				t.Errorf("%s %s: accepted (%d bytes)", c, k.name, len(out))
				continue
			}
			if !strings.Contains(err.Error(), k.want) {
				t.Errorf("%s %s: error %q, want it to mention %q", c, k.name, err, k.want)
			}
		}
		// The special prefixes: -1 is raw bytes, 0 an empty buffer.
		raw := append(binary.LittleEndian.AppendUint64(nil, math.MaxUint64), "raw!"...)
		if out, fresh, err := decompressBuffer(c, raw, -1); err != nil || string(out) != "raw!" || fresh {
			t.Errorf("%s raw: %q %v %v", c, out, fresh, err)
		}
		if out, _, err := decompressBuffer(c, make([]byte, 8), -1); err != nil || len(out) != 0 {
			t.Errorf("%s zero: %q %v", c, out, err)
		}
		if out, _, err := decompressBuffer(c, nil, -1); err != nil || out != nil {
			t.Errorf("%s empty: %q %v", c, out, err)
		}
	}
}

// TestCompressedBatchBudget checks the per-batch bound: buffers that all
// point at the same compressed bytes cannot together inflate beyond what
// the body can justify.
func TestCompressedBatchBudget(t *testing.T) {
	// One int64 column of 1<<20 rows whose values buffer is a zstd frame
	// of zeros: legitimate, and 8 MiB from a few hundred bytes.
	comp := frame(t, CompressionZSTD, 8<<20, make([]byte, 8<<20))
	body := make([]byte, pad8(len(comp)))
	copy(body, comp)
	for _, overlap := range []int{1, 200} {
		h := &RecordBatchHeader{Length: 1 << 20, Compression: CompressionZSTD}
		for range overlap {
			h.Nodes = append(h.Nodes, FieldNode{Length: 1 << 20})
			h.Buffers = append(h.Buffers, BodyBuffer{}, BodyBuffer{Offset: 0, Length: int64(len(comp))})
		}
		var core readerCore
		core.init(&SchemaHeader{Schema: int64Schema(overlap)}, readConfig{}, false)
		meta, err := MarshalRecordBatchMessage(h, int64(len(body)), arrays.Metadata{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewMessage(meta, body)
		if err != nil {
			t.Fatal(err)
		}
		_, err = core.readRecordBatch(m, "test batch")
		if overlap == 1 && err != nil {
			t.Fatalf("one column: %v", err)
		}
		if overlap > 1 && (err == nil || !strings.Contains(err.Error(), "decompresses to more than")) {
			t.Fatalf("%d overlapping columns: error %v", overlap, err)
		}
	}
}
