package ipc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// ----- navigating a flatbuffer, to corrupt chosen bytes -----

func rd32(b []byte, p int) int { return int(binary.LittleEndian.Uint32(b[p:])) }
func rd16(b []byte, p int) int { return int(binary.LittleEndian.Uint16(b[p:])) }
func wr32(b []byte, p int, v uint32) {
	binary.LittleEndian.PutUint32(b[p:], v)
}
func wr16(b []byte, p int, v uint16) { binary.LittleEndian.PutUint16(b[p:], v) }

// vtableOf returns the vtable position of the table at t.
func vtableOf(b []byte, t int) int { return t - int(int32(rd32(b, t))) }

// slotPos returns the position of a table field, or -1 if absent.
func slotPos(b []byte, t, slot int) int {
	vt := vtableOf(b, t)
	if 4+2*slot >= rd16(b, vt) {
		return -1
	}
	off := rd16(b, vt+4+2*slot)
	if off == 0 {
		return -1
	}
	return t + off
}

// deref follows the uoffset stored in the field of a table.
func deref(b []byte, t, slot int) int {
	p := slotPos(b, t, slot)
	return p + rd32(b, p)
}

// schemaMeta is a Schema message whose tables the cases below corrupt.
func schemaMeta(t testing.TB) []byte {
	md := arrays.NewMetadata([]string{"key"}, []string{"value"})
	s := arrays.NewSchema([]arrays.Field{
		{Name: "name", Type: arrays.ListOf(arrays.Int32Type{}), Nullable: true, Metadata: md},
		{Name: "ts", Type: arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"}},
		{Name: "u", Type: arrays.DenseUnionOf([]arrays.Field{{Name: "a", Type: arrays.BoolType{}}}, []int8{3})},
	}, &md)
	return mustSchemaMessage(t, s)
}

func batchMeta(t testing.TB) []byte {
	h := &RecordBatchHeader{Length: 1, Nodes: []FieldNode{{1, 0}, {1, 0}}, Buffers: []BodyBuffer{{0, 0}, {0, 8}, {8, 0}},
		Compression: CompressionLZ4, VariadicBufferCounts: []int64{1}}
	meta, err := MarshalRecordBatchMessage(h, 8, arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	return meta
}

func footerMeta(t testing.TB) []byte {
	enc, err := MarshalFooter(&Footer{Schema: &SchemaHeader{Schema: testSchema()},
		Dictionaries:  []Block{{8, 200, 64}},
		RecordBatches: []Block{{272, 136, 64}, {472, 136, 64}}})
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

// Positions inside the messages built above.
func msgRoot(b []byte) int   { return rd32(b, 0) }
func msgHeader(b []byte) int { return deref(b, msgRoot(b), 2) }
func schemaField(b []byte, i int) int {
	v := deref(b, msgHeader(b), 1) + 4 + 4*i
	return v + rd32(b, v)
}

func TestVerifierRejects(t *testing.T) {
	cases := []struct {
		name   string
		base   func(testing.TB) []byte
		mutate func(b []byte) []byte
		want   string
		footer bool
	}{
		{"empty", schemaMeta, func(b []byte) []byte { return nil }, "too short", false},
		{"three bytes", schemaMeta, func(b []byte) []byte { return b[:3] }, "too short", false},
		{"root past end", schemaMeta, func(b []byte) []byte { wr32(b, 0, uint32(len(b))); return b }, "root table offset", false},
		{"root zero", schemaMeta, func(b []byte) []byte { wr32(b, 0, 0); return b }, "root table offset", false},
		{"root misaligned", schemaMeta, func(b []byte) []byte { wr32(b, 0, uint32(msgRoot(b)+2)); return b }, "not 4-byte aligned", false},
		{"root at last bytes", schemaMeta, func(b []byte) []byte { wr32(b, 0, uint32(len(b)-2)); return b }, "outside", false},
		{"vtable before buffer", schemaMeta, func(b []byte) []byte { wr32(b, msgRoot(b), 1<<30); return b }, "vtable at", false},
		{"vtable past buffer", schemaMeta, func(b []byte) []byte { wr32(b, msgRoot(b), uint32(int32(-len(b)))); return b }, "vtable at", false},
		{"vtable odd", schemaMeta, func(b []byte) []byte { r := msgRoot(b); wr32(b, r, uint32(rd32(b, r)+1)); return b }, "not 2-byte aligned", false},
		{"vtable size odd", schemaMeta, func(b []byte) []byte { wr16(b, vtableOf(b, msgRoot(b)), 7); return b }, "vtable size 7", false},
		{"vtable size 2", schemaMeta, func(b []byte) []byte { wr16(b, vtableOf(b, msgRoot(b)), 2); return b }, "vtable size 2", false},
		{"vtable size huge", schemaMeta, func(b []byte) []byte { wr16(b, vtableOf(b, msgRoot(b)), 0xFFFE); return b }, "overruns", false},
		{"table size 0", schemaMeta, func(b []byte) []byte { wr16(b, vtableOf(b, msgRoot(b))+2, 0); return b }, "table size 0", false},
		{"field past buffer", schemaMeta, func(b []byte) []byte {
			wr16(b, vtableOf(b, msgRoot(b))+4, uint16(len(b)-msgRoot(b)-1)) // version
			return b
		}, "field version", false},
		{"field misaligned", batchMeta, func(b []byte) []byte {
			vt := vtableOf(b, msgRoot(b))
			wr16(b, vt+4+2*3, uint16(rd16(b, vt+4+2*3)+4)) // bodyLength, an int64
			return b
		}, "not 8-byte aligned", false},
		{"offset zero", schemaMeta, func(b []byte) []byte { wr32(b, slotPos(b, msgRoot(b), 2), 0); return b }, "zero or wraps", false},
		{"offset wraps", schemaMeta, func(b []byte) []byte { wr32(b, slotPos(b, msgRoot(b), 2), 0x80000000); return b }, "zero or wraps", false},
		{"offset past end", schemaMeta, func(b []byte) []byte { wr32(b, slotPos(b, msgRoot(b), 2), uint32(len(b))); return b }, "outside", false},
		{"unknown header", schemaMeta, func(b []byte) []byte { b[slotPos(b, msgRoot(b), 1)] = 6; return b }, "unknown header union member 6", false},
		{"fields vector too long", schemaMeta, func(b []byte) []byte {
			wr32(b, deref(b, msgHeader(b), 1), 1<<20)
			return b
		}, "vector fields", false},
		{"fields vector length max", schemaMeta, func(b []byte) []byte {
			wr32(b, deref(b, msgHeader(b), 1), 0xFFFFFFFF)
			return b
		}, "vector fields", false},
		{"name not terminated", schemaMeta, func(b []byte) []byte {
			s := deref(b, schemaField(b, 0), 0)
			b[s+4+rd32(b, s)] = 'x'
			return b
		}, "not NUL-terminated", false},
		{"name runs off the end", schemaMeta, func(b []byte) []byte {
			s := deref(b, schemaField(b, 0), 0)
			wr32(b, s, uint32(len(b)-s-4))
			return b
		}, "", false},
		{"unknown type", schemaMeta, func(b []byte) []byte { b[slotPos(b, schemaField(b, 1), 2)] = 27; return b }, "unknown type union member 27", false},
		{"timezone not terminated", schemaMeta, func(b []byte) []byte {
			ts := deref(b, schemaField(b, 1), 3)
			s := deref(b, ts, 1)
			b[s+4+rd32(b, s)] = 'Z'
			return b
		}, "timezone", false},
		{"typeIds overrun", schemaMeta, func(b []byte) []byte {
			u := deref(b, schemaField(b, 2), 3)
			wr32(b, deref(b, u, 1), uint32(len(b)))
			return b
		}, "vector typeIds", false},
		{"metadata key past end", schemaMeta, func(b []byte) []byte {
			kvs := deref(b, schemaField(b, 0), 6)
			kv := kvs + 4 + rd32(b, kvs+4)
			wr32(b, slotPos(b, kv, 0), uint32(len(b)))
			return b
		}, "key", false},
		{"nodes overrun", batchMeta, func(b []byte) []byte {
			n := deref(b, msgHeader(b), 1)
			// 2 nodes take 32 bytes; claim as many as fit at 8 bytes each.
			wr32(b, n, uint32((len(b)-n-4)/8))
			return b
		}, "vector nodes", false},
		{"buffers overrun", batchMeta, func(b []byte) []byte {
			n := deref(b, msgHeader(b), 2)
			wr32(b, n, uint32((len(b)-n-4)/16+1))
			return b
		}, "vector buffers", false},
		{"variadic overrun", batchMeta, func(b []byte) []byte {
			n := deref(b, msgHeader(b), 4)
			wr32(b, n, uint32((len(b)-n-4)/8+1))
			return b
		}, "variadicBufferCounts", false},
		{"compression table outside", batchMeta, func(b []byte) []byte {
			wr32(b, slotPos(b, msgHeader(b), 3), uint32(len(b)))
			return b
		}, "compression", false},
		{"blocks sized as 16-byte structs", footerMeta, func(b []byte) []byte {
			v := deref(b, rd32(b, 0), 3)
			// Enough room for n 16-byte structs but not n 24-byte Blocks.
			wr32(b, v, uint32((len(b)-v-4)/16))
			return b
		}, "vector recordBatches of", true},
		{"footer schema outside", footerMeta, func(b []byte) []byte {
			wr32(b, slotPos(b, rd32(b, 0), 1), uint32(len(b)))
			return b
		}, "schema", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := c.base(t)
			verify := VerifyMessage
			if c.footer {
				verify = VerifyFooter
			}
			if err := verify(base); err != nil {
				t.Fatalf("unmodified buffer: %v", err)
			}
			b := c.mutate(bytes.Clone(base))
			err := verify(b)
			var fe *FlatbufferError
			if !errors.As(err, &fe) || !errors.Is(err, ErrMalformed) {
				t.Fatalf("got %v, want a *FlatbufferError", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not mention %q", err, c.want)
			}
		})
	}
}

// nestedListSchema builds a Schema message of one field nested depth levels
// (list<list<...<int8>>>), with the generated builders so that nothing in
// the encoder limits it.
func nestedListSchema(depth int) []byte {
	b := flatbuffers.NewBuilder(1024)
	var child flatbuffers.UOffsetT
	for level := depth; level >= 1; level-- {
		name := b.CreateString("f")
		var children flatbuffers.UOffsetT
		kind := flatbuf.TypeList
		if child == 0 {
			kind = flatbuf.TypeInt
			children = b.CreateVectorOfTables(nil)
		} else {
			children = b.CreateVectorOfTables([]flatbuffers.UOffsetT{child})
		}
		var typ flatbuffers.UOffsetT
		if kind == flatbuf.TypeInt {
			flatbuf.IntStart(b)
			flatbuf.IntAddBitWidth(b, 8)
			flatbuf.IntAddIsSigned(b, true)
			typ = flatbuf.IntEnd(b)
		} else {
			flatbuf.ListStart(b)
			typ = flatbuf.ListEnd(b)
		}
		flatbuf.FieldStart(b)
		flatbuf.FieldAddName(b, name)
		flatbuf.FieldAddNullable(b, true)
		flatbuf.FieldAddTypeType(b, kind)
		flatbuf.FieldAddType(b, typ)
		flatbuf.FieldAddChildren(b, children)
		child = flatbuf.FieldEnd(b)
	}
	return wrapFields(b, []flatbuffers.UOffsetT{child})
}

// wrapFields finishes a V5 Schema message holding the given Field tables.
func wrapFields(b *flatbuffers.Builder, fields []flatbuffers.UOffsetT) []byte {
	vec := b.CreateVectorOfTables(fields)
	flatbuf.SchemaStart(b)
	flatbuf.SchemaAddFields(b, vec)
	s := flatbuf.SchemaEnd(b)
	flatbuf.MessageStart(b)
	flatbuf.MessageAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.MessageAddHeaderType(b, flatbuf.MessageHeaderSchema)
	flatbuf.MessageAddHeader(b, s)
	b.Finish(flatbuf.MessageEnd(b))
	return b.FinishedBytes()
}

func TestVerifierDepthLimit(t *testing.T) {
	ok := nestedListSchema(maxFieldDepth)
	if err := VerifyMessage(ok); err != nil {
		t.Fatalf("%d levels: %v", maxFieldDepth, err)
	}
	h := decodeSchemaMessage(t, ok)
	if err := roundTripSchema(h); err != nil {
		t.Error(err)
	}
	err := VerifyMessage(nestedListSchema(maxFieldDepth + 1))
	if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "nested more than 64 levels") {
		t.Fatalf("%d levels: %v", maxFieldDepth+1, err)
	}
	// Far deeper: still a clean error, no stack exhaustion.
	if err := VerifyMessage(nestedListSchema(5000)); !errors.Is(err, ErrMalformed) {
		t.Fatalf("5000 levels: %v", err)
	}
}

// TestVerifierTableLimit: a small buffer whose Field tables share children
// (each level lists the level below twice) unfolds into 2^40 fields; the
// verifier must stop at its table budget, quickly.
func TestVerifierTableLimit(t *testing.T) {
	b := flatbuffers.NewBuilder(1024)
	flatbuf.NullStart(b)
	null := flatbuf.NullEnd(b)
	flatbuf.Struct_Start(b)
	st := flatbuf.Struct_End(b)
	empty := b.CreateVectorOfTables(nil)
	flatbuf.FieldStart(b)
	flatbuf.FieldAddTypeType(b, flatbuf.TypeNull)
	flatbuf.FieldAddType(b, null)
	flatbuf.FieldAddChildren(b, empty)
	child := flatbuf.FieldEnd(b)
	for range 40 {
		kids := b.CreateVectorOfTables([]flatbuffers.UOffsetT{child, child})
		flatbuf.FieldStart(b)
		flatbuf.FieldAddTypeType(b, flatbuf.TypeStruct_)
		flatbuf.FieldAddType(b, st)
		flatbuf.FieldAddChildren(b, kids)
		child = flatbuf.FieldEnd(b)
	}
	meta := wrapFields(b, []flatbuffers.UOffsetT{child})
	start := time.Now()
	err := VerifyMessage(meta)
	if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "tables") {
		t.Fatalf("got %v, want a table-count error", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("verification took %v", d)
	}
	t.Logf("%d-byte buffer: %v", len(meta), err)

	// Moderate sharing (one type table for many fields) is fine.
	b = flatbuffers.NewBuilder(1024)
	flatbuf.IntStart(b)
	flatbuf.IntAddBitWidth(b, 32)
	flatbuf.IntAddIsSigned(b, true)
	it := flatbuf.IntEnd(b)
	empty = b.CreateVectorOfTables(nil)
	fields := make([]flatbuffers.UOffsetT, 300)
	for i := range fields {
		name := b.CreateString("column")
		flatbuf.FieldStart(b)
		flatbuf.FieldAddName(b, name)
		flatbuf.FieldAddTypeType(b, flatbuf.TypeInt)
		flatbuf.FieldAddType(b, it)
		flatbuf.FieldAddChildren(b, empty)
		fields[i] = flatbuf.FieldEnd(b)
	}
	h := decodeSchemaMessage(t, wrapFields(b, fields))
	if len(h.Schema.Fields) != 300 {
		t.Errorf("%d fields", len(h.Schema.Fields))
	}
}

// Sparse tensor index kinds for tensorMessage.
const (
	noIndex = iota
	cooIndex
	csxIndex
	csfIndex
	csfWithoutAxisOrder
)

// tensorMessage builds a Tensor message (sparse false) or a SparseTensor
// message with the given index kind, with or without its required shape.
func tensorMessage(sparse, withShape bool, index int) []byte {
	b := flatbuffers.NewBuilder(256)
	intTable := func(bw int32) flatbuffers.UOffsetT {
		flatbuf.IntStart(b)
		flatbuf.IntAddBitWidth(b, bw)
		return flatbuf.IntEnd(b)
	}
	buffers := func(n int) flatbuffers.UOffsetT {
		b.StartVector(16, n, 8)
		for i := range n {
			flatbuf.CreateBuffer(b, int64(8*i), 8)
		}
		return b.EndVector(n)
	}
	typ := intTable(64)
	var shape flatbuffers.UOffsetT
	if withShape {
		name := b.CreateString("rows")
		flatbuf.TensorDimStart(b)
		flatbuf.TensorDimAddSize(b, 4)
		flatbuf.TensorDimAddName(b, name)
		shape = b.CreateVectorOfTables([]flatbuffers.UOffsetT{flatbuf.TensorDimEnd(b)})
	}
	var hdr flatbuffers.UOffsetT
	kind := flatbuf.MessageHeaderTensor
	if sparse {
		kind = flatbuf.MessageHeaderSparseTensor
		var idx flatbuffers.UOffsetT
		var idxKind flatbuf.SparseTensorIndex
		switch index {
		case cooIndex:
			it := intTable(32)
			strides := b.CreateVectorOfTables(nil)
			flatbuf.SparseTensorIndexCOOStart(b)
			flatbuf.SparseTensorIndexCOOAddIndicesType(b, it)
			flatbuf.SparseTensorIndexCOOAddIndicesStrides(b, strides)
			flatbuf.SparseTensorIndexCOOAddIndicesBuffer(b, flatbuf.CreateBuffer(b, 0, 16))
			flatbuf.SparseTensorIndexCOOAddIsCanonical(b, true)
			idx, idxKind = flatbuf.SparseTensorIndexCOOEnd(b), flatbuf.SparseTensorIndexSparseTensorIndexCOO
		case csxIndex:
			ip, it := intTable(32), intTable(64)
			flatbuf.SparseMatrixIndexCSXStart(b)
			flatbuf.SparseMatrixIndexCSXAddCompressedAxis(b, flatbuf.SparseMatrixCompressedAxisColumn)
			flatbuf.SparseMatrixIndexCSXAddIndptrType(b, ip)
			flatbuf.SparseMatrixIndexCSXAddIndptrBuffer(b, flatbuf.CreateBuffer(b, 0, 8))
			flatbuf.SparseMatrixIndexCSXAddIndicesType(b, it)
			flatbuf.SparseMatrixIndexCSXAddIndicesBuffer(b, flatbuf.CreateBuffer(b, 8, 8))
			idx, idxKind = flatbuf.SparseMatrixIndexCSXEnd(b), flatbuf.SparseTensorIndexSparseMatrixIndexCSX
		case csfIndex, csfWithoutAxisOrder:
			ip, it := intTable(32), intTable(32)
			ipb, itb := buffers(2), buffers(3)
			var axis flatbuffers.UOffsetT
			if index == csfIndex {
				flatbuf.SparseTensorIndexCSFStartAxisOrderVector(b, 2)
				b.PrependInt32(1)
				b.PrependInt32(0)
				axis = b.EndVector(2)
			}
			flatbuf.SparseTensorIndexCSFStart(b)
			flatbuf.SparseTensorIndexCSFAddIndptrType(b, ip)
			flatbuf.SparseTensorIndexCSFAddIndptrBuffers(b, ipb)
			flatbuf.SparseTensorIndexCSFAddIndicesType(b, it)
			flatbuf.SparseTensorIndexCSFAddIndicesBuffers(b, itb)
			if axis != 0 {
				flatbuf.SparseTensorIndexCSFAddAxisOrder(b, axis)
			}
			idx, idxKind = flatbuf.SparseTensorIndexCSFEnd(b), flatbuf.SparseTensorIndexSparseTensorIndexCSF
		}
		flatbuf.SparseTensorStart(b)
		flatbuf.SparseTensorAddTypeType(b, flatbuf.TypeInt)
		flatbuf.SparseTensorAddType(b, typ)
		if shape != 0 {
			flatbuf.SparseTensorAddShape(b, shape)
		}
		flatbuf.SparseTensorAddNonZeroLength(b, 2)
		if idx != 0 {
			flatbuf.SparseTensorAddSparseIndexType(b, idxKind)
			flatbuf.SparseTensorAddSparseIndex(b, idx)
		}
		flatbuf.SparseTensorAddData(b, flatbuf.CreateBuffer(b, 16, 16))
		hdr = flatbuf.SparseTensorEnd(b)
	} else {
		strides := b.CreateVectorOfTables(nil)
		flatbuf.TensorStart(b)
		flatbuf.TensorAddTypeType(b, flatbuf.TypeInt)
		flatbuf.TensorAddType(b, typ)
		if shape != 0 {
			flatbuf.TensorAddShape(b, shape)
		}
		flatbuf.TensorAddStrides(b, strides)
		flatbuf.TensorAddData(b, flatbuf.CreateBuffer(b, 0, 32))
		hdr = flatbuf.TensorEnd(b)
	}
	flatbuf.MessageStart(b)
	flatbuf.MessageAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.MessageAddHeaderType(b, kind)
	flatbuf.MessageAddHeader(b, hdr)
	flatbuf.MessageAddBodyLength(b, 32)
	b.Finish(flatbuf.MessageEnd(b))
	return b.FinishedBytes()
}

// TestTensorMessages: Tensor and SparseTensor headers are verified (with
// their required fields) and reported as unsupported.
func TestTensorMessages(t *testing.T) {
	cases := []struct {
		name   string
		meta   []byte
		reject string // "" if the message is valid
	}{
		{"tensor", tensorMessage(false, true, noIndex), ""},
		{"tensor without shape", tensorMessage(false, false, noIndex), "required field shape"},
		{"sparse COO", tensorMessage(true, true, cooIndex), ""},
		{"sparse CSX", tensorMessage(true, true, csxIndex), ""},
		{"sparse CSF", tensorMessage(true, true, csfIndex), ""},
		{"sparse without shape", tensorMessage(true, false, cooIndex), "required field shape"},
		{"sparse without index", tensorMessage(true, true, noIndex), "required union sparseIndex"},
		{"sparse CSF without axisOrder", tensorMessage(true, true, csfWithoutAxisOrder), "required field axisOrder"},
	}
	for _, c := range cases {
		m, err := NewMessage(c.meta, make([]byte, 32))
		if c.reject != "" {
			if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.reject) {
				t.Errorf("%s: %v, want an error containing %q", c.name, err, c.reject)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := exerciseMessage(m); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v, want ErrUnsupported", c.name, err)
		}
		if _, err := m.Schema(); err == nil {
			t.Errorf("%s: Schema() succeeded", c.name)
		}
	}
	// Mutations of tensor messages must not get past the verifier into a
	// panic either.
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 5000 {
		b := bytes.Clone(cases[2+i%3].meta)
		for range 1 + r.IntN(3) {
			b[r.IntN(len(b))] = byte(r.Uint32())
		}
		checkMessageBytes(t, b)
	}
}

func TestEnumStrings(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{LittleEndian.String(), "little"}, {BigEndian.String(), "big"}, {Endianness(7).String(), "Endianness(7)"},
		{NoCompression.String(), "none"}, {CompressionLZ4.String(), "lz4_frame"}, {CompressionZSTD.String(), "zstd"},
		{Compression(9).String(), "Compression(9)"}, {MessageRecordBatch.String(), "RecordBatch"},
		{MetadataV4.String(), "V4"}, {MetadataVersion(5).String(), "V6"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// ----- random and mutated buffers -----

// checkMessageBytes is the property behind the fuzz targets: verifying any
// bytes returns a *FlatbufferError or nil, and once a buffer verifies,
// decoding it (through the generated accessors) never panics, every error
// is classified, and a decoded schema survives a round trip.
func checkMessageBytes(t *testing.T, data []byte) bool {
	err := VerifyMessage(data)
	if err != nil {
		var fe *FlatbufferError
		if !errors.As(err, &fe) {
			t.Fatalf("verification error %v is not a *FlatbufferError", err)
		}
		return false
	}
	m, err := decodeMessage(data)
	if err == nil {
		err = exerciseMessage(m)
	}
	if err != nil && !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrUnsupportedVersion) {
		t.Fatalf("unclassified error: %v", err)
	}
	return true
}

func checkFooterBytes(t *testing.T, data []byte) bool {
	err := VerifyFooter(data)
	if err != nil {
		var fe *FlatbufferError
		if !errors.As(err, &fe) {
			t.Fatalf("verification error %v is not a *FlatbufferError", err)
		}
		return false
	}
	f, err := DecodeFooter(data)
	if err == nil {
		err = roundTripSchema(f.Schema)
	}
	if err != nil && !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnsupported) {
		t.Fatalf("unclassified error: %v", err)
	}
	return true
}

// goldMetadata collects the Message flatbuffers of some gold streams and
// the footers of some gold files (all of them if all is set).
func goldMetadata(t testing.TB, all bool) (messages, footers [][]byte) {
	dir, ok := corpusDir()
	if !ok {
		return nil, nil
	}
	streams, _ := filepath.Glob(filepath.Join(dir, "arrow-ipc-stream/integration/*/*.stream"))
	files, _ := filepath.Glob(filepath.Join(dir, "arrow-ipc-stream/integration/*/*.arrow_file"))
	for i, p := range streams {
		if !all && i%3 != 0 {
			continue
		}
		buf, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var off int64
		for {
			m, next, err := ReadMessageAt(buf, off)
			if err != nil {
				break
			}
			messages = append(messages, bytes.Clone(m.Metadata()))
			off = next
		}
	}
	for i, p := range files {
		if !all && i%3 != 0 {
			continue
		}
		buf, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		n := int(int32(binary.LittleEndian.Uint32(buf[len(buf)-10:])))
		footers = append(footers, bytes.Clone(buf[len(buf)-10-n:len(buf)-10]))
	}
	return messages, footers
}

func TestVerifyGoldMetadata(t *testing.T) {
	testData(t)
	msgs, footers := goldMetadata(t, true)
	for i, m := range msgs {
		if err := VerifyMessage(m); err != nil {
			t.Errorf("message %d: %v", i, err)
		}
	}
	for i, f := range footers {
		if err := VerifyFooter(f); err != nil {
			t.Errorf("footer %d: %v", i, err)
		}
	}
	t.Logf("%d messages and %d footers verify", len(msgs), len(footers))
}

func TestVerifyRandomBuffers(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	passed := 0
	for i := range 20000 {
		n := r.IntN(200)
		b := make([]byte, n)
		for j := range b {
			// Mostly small values, so offsets often land inside the buffer.
			if r.IntN(4) == 0 {
				b[j] = byte(r.Uint32())
			} else {
				b[j] = byte(r.IntN(16))
			}
		}
		if n >= 4 && r.IntN(2) == 0 {
			wr32(b, 0, uint32(r.IntN(n)&^3))
		}
		if i%2 == 0 {
			if checkMessageBytes(t, b) {
				passed++
			}
		} else if checkFooterBytes(t, b) {
			passed++
		}
	}
	t.Logf("%d of 20000 random buffers verified", passed)
}

// TestVerifyMutatedBuffers corrupts gold and synthetic metadata a few bytes
// at a time: whatever verifies must decode without panicking.
func TestVerifyMutatedBuffers(t *testing.T) {
	registerTestExtensions(t)
	msgs, footers := goldMetadata(t, false)
	msgs = append(msgs, schemaMeta(t), batchMeta(t), mustSchemaMessage(t, allTypesSchema()))
	footers = append(footers, footerMeta(t))
	r := rand.New(rand.NewPCG(3, 4))
	iterations := 30000
	if testing.Short() {
		iterations = 3000
	}
	interesting := []byte{0, 1, 2, 3, 4, 7, 8, 0x7F, 0x80, 0xFE, 0xFF}
	mutate := func(src []byte) []byte {
		b := bytes.Clone(src)
		for range 1 + r.IntN(4) {
			p := r.IntN(len(b))
			switch r.IntN(3) {
			case 0:
				b[p] = interesting[r.IntN(len(interesting))]
			case 1:
				b[p] ^= 1 << r.IntN(8)
			default:
				b[p] = byte(r.Uint32())
			}
		}
		if r.IntN(10) == 0 {
			b = b[:r.IntN(len(b)+1)]
		}
		return b
	}
	var passedM, passedF int
	for i := range iterations {
		if i%4 == 3 {
			if checkFooterBytes(t, mutate(footers[r.IntN(len(footers))])) {
				passedF++
			}
		} else if checkMessageBytes(t, mutate(msgs[r.IntN(len(msgs))])) {
			passedM++
		}
	}
	t.Logf("verified after mutation: %d messages, %d footers (of %d)", passedM, passedF, iterations)
}

// ----- fuzz targets -----

func FuzzVerifyMessage(f *testing.F) {
	registerTestExtensions(f)
	msgs, _ := goldMetadata(f, true)
	msgs = append(msgs, schemaMeta(f), batchMeta(f), mustSchemaMessage(f, allTypesSchema()))
	for _, m := range msgs {
		f.Add(m)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkMessageBytes(t, data) })
}

func FuzzVerifyFooter(f *testing.F) {
	registerTestExtensions(f)
	_, footers := goldMetadata(f, true)
	footers = append(footers, footerMeta(f))
	for _, b := range footers {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkFooterBytes(t, data) })
}

// FuzzReadMessages drives the framing readers over whole streams: whatever
// the bytes, both readers agree on how many messages there are, and nothing
// panics.
func FuzzReadMessages(f *testing.F) {
	stream, _ := testStream(f)
	f.Add(stream)
	if dir, ok := corpusDir(); ok {
		for _, pattern := range []string{"arrow-ipc-stream/integration/cpp-21.0.0/*.stream", "arrow-ipc-stream/crash-*",
			"arrow-ipc-stream/clusterfuzz-*", "arrow-ipc-stream/integration/0.14.1/*.stream"} {
			paths, _ := filepath.Glob(filepath.Join(dir, pattern))
			for _, p := range paths {
				if b, err := os.ReadFile(p); err == nil && len(b) <= 64<<10 {
					f.Add(b)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var off int64
		var n int
		var errAt error
		for {
			m, next, err := ReadMessageAt(data, off)
			if err != nil {
				errAt = err
				break
			}
			exerciseMessage(m)
			off = next
			n++
		}
		r := NewMessageReader(bytes.NewReader(data))
		k := 0
		for {
			_, err := r.Next()
			if err != nil {
				if (err == io.EOF) != (errAt == io.EOF) {
					t.Fatalf("MessageReader ended with %v, ReadMessageAt with %v", err, errAt)
				}
				break
			}
			k++
		}
		if k != n {
			t.Fatalf("MessageReader read %d messages, ReadMessageAt %d", k, n)
		}
	})
}
