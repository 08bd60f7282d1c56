package kernels

import (
	"errors"
	"fmt"
	"runtime"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// The issue-16 repro: 100 values claimed over an 8-byte buffer.
func TestKernelsRefuseShortBuffers(t *testing.T) {
	bad := arrays.MakeArray(arrays.NewData(arrays.Int64Type{}, 100, [][]byte{nil, make([]byte, 8)}, nil, 0, 0))
	mask := newGen(1, false).mask(100, 0.5, 0)
	idx := makeIndices(arrays.Int32Type{}, []int64{1, 2, 3}, nil, 0)
	calls := map[string]func() error{
		"Filter":        func() error { _, err := Filter(bad, mask); return err },
		"FilterInt64":   func() error { _, err := FilterInt64(bad.(*arrays.Int64), mask); return err },
		"Take":          func() error { _, err := Take(bad, idx); return err },
		"TakeInt64":     func() error { _, err := TakeInt64(bad.(*arrays.Int64), idx); return err },
		"Less scalar":   func() error { _, err := Less(bad, Int64Scalar(3)); return err },
		"Equal arrays":  func() error { _, err := Equal(bad, bad); return err },
		"REEEncode":     func() error { _, err := REEEncode(bad, arrays.Int32Type{}); return err },
		"ScalarAt":      func() error { _, err := ScalarAt(bad, 99); return err },
		"DictDecode":    func() error { _, err := DictDecode(bad, []int32{0, 99}); return err },
		"Take by it":    func() error { _, err := Take(idx, bad); return err },
		"mask of it":    func() error { _, err := Filter(bad, arrays.Slice(mask, 0, 100).(*arrays.Boolean)); return err },
		"record batch":  func() error { _, err := FilterRecordBatch(batchOf([]arrays.Array{bad}, 100), mask); return err },
		"take batch":    func() error { _, err := TakeRecordBatch(batchOf([]arrays.Array{bad}, 100), idx); return err },
		"ToView":        func() error { _, err := ToView(bad); return err },
		"full, Greater": func() error { _, err := Greater(bad, Int64Scalar(0), FullValidation); return err },
	}
	for name, f := range calls {
		err := f()
		if !errors.Is(err, ErrMalformedArray) {
			t.Errorf("%s: got %v, want an error wrapping ErrMalformedArray", name, err)
			continue
		}
		var ve *arrays.ValidationError
		if name != "ToView" && !errors.As(err, &ve) {
			t.Errorf("%s: %v does not carry the *arrays.ValidationError", name, err)
		}
	}
}

// Validation marks make repeated calls on the same array free, and follow
// slices; a full check is separate.
func TestValidationMark(t *testing.T) {
	a := newGen(3, false).array(arrays.Utf8Type{}, 100, 0.1)
	d := arrays.MakeArray(copyData(a.Data()))
	if d.Data().Validated() != arrays.NotValidated {
		t.Fatal("a fresh Data is marked")
	}
	if _, err := Equal(d, d); err != nil {
		t.Fatal(err)
	}
	if got := d.Data().Validated(); got != arrays.ValidatedStructure {
		t.Fatalf("after a kernel call the mark is %d, want structure", got)
	}
	if got := arrays.Slice(d, 3, 50).Data().Validated(); got != arrays.ValidatedStructure {
		t.Fatalf("a slice's mark is %d", got)
	}
	if _, err := Equal(d, d, FullValidation); err != nil {
		t.Fatal(err)
	}
	if got := d.Data().Validated(); got != arrays.ValidatedFull {
		t.Fatalf("after a FullValidation call the mark is %d, want full", got)
	}
}

// A binary array whose middle offsets break the order passes the O(1)
// check; the kernels must give an error or a result, never panic, and
// FullValidation must refuse it naming the rule.
func TestMiddleOffsetsBroken(t *testing.T) {
	for _, typ := range []arrays.DataType{arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.ListOf(arrays.Int32Type{})} {
		a := newGen(5, false).array(typ, 200, 0)
		d := copyData(a.Data())
		w := 4
		if typ.ID() == arrays.LARGE_BINARY {
			w = 8
		}
		off := d.Buffers[1][w*(d.Offset+100):]
		for i := range w {
			off[i] = 0xff // a huge or negative offset in the middle
		}
		bad := arrays.MakeArray(d)
		if err := arrays.Validate(bad); err != nil {
			t.Fatalf("%s: the O(1) check should not see the middle offset: %v", typ, err)
		}
		for _, k := range availableTables() {
			lv := atLevel{k}
			mask := newGen(6, false).mask(200, 0.5, 0)
			idx := makeIndices(arrays.Int64Type{}, randIndices(newRand(7), 300, 200), nil, 0)
			mustNotPanic(t, fmt.Sprint(typ, " filter ", k.Name()), func() { Filter(bad, mask, lv) })
			mustNotPanic(t, fmt.Sprint(typ, " take ", k.Name()), func() { Take(bad, idx, lv) })
			mustNotPanic(t, fmt.Sprint(typ, " compare ", k.Name()), func() { Equal(bad, bad, lv) })
			mustNotPanic(t, fmt.Sprint(typ, " REE ", k.Name()), func() { REEEncode(bad, arrays.Int32Type{}, lv) })
			if typ.ID() != arrays.LIST {
				mustNotPanic(t, fmt.Sprint(typ, " contains ", k.Name()), func() { Contains(bad, "a", lv) })
			}
			if _, err := Filter(bad, mask, lv, FullValidation); !errors.Is(err, ErrMalformedArray) {
				t.Errorf("%s: FullValidation let broken offsets through: %v", typ, err)
			}
		}
	}
}

func mustNotPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panicked: %v", what, r)
		}
	}()
	f()
}

// corrupted builds a random array of a type from the fuzzer's choice and
// corrupts it by the edits in ops (4 bytes each: what, which node and
// buffer, where, value): lengths, offsets, buffers cut short or dropped,
// bytes overwritten in any buffer of any node (offsets, views, indices,
// run ends, type ids). The result is not built by a builder and need not
// pass any validation.
func corrupted(seed uint64, ti uint8, size uint16, ops []byte) arrays.Array {
	types := kernelTestTypes()
	typ := types[int(ti)%len(types)]
	n := int(size) % 300
	src := newGen(seed, seed&1 == 0).array(typ, n, float64(seed>>8&3)/4)
	d := copyData(src.Data())
	var nodes []*arrays.Data
	var walk func(*arrays.Data)
	walk = func(x *arrays.Data) {
		if x == nil || len(nodes) > 64 {
			return
		}
		nodes = append(nodes, x)
		for _, c := range x.Children {
			walk(c)
		}
		walk(x.Dictionary)
	}
	walk(d)
	for len(ops) >= 4 {
		what, which, where, val := ops[0], ops[1], int(ops[2]), ops[3]
		ops = ops[4:]
		x := nodes[int(which)%len(nodes)]
		switch what % 6 {
		case 0:
			x.Length = int(int8(val)) + x.Length
		case 1:
			x.Offset = int(int8(val)) + x.Offset
		case 2, 3, 4: // overwrite a byte (the common case: offsets, views, ids)
			if len(x.Buffers) == 0 {
				continue
			}
			b := x.Buffers[int(which>>4)%len(x.Buffers)]
			if len(b) > 0 {
				b[(where*7+int(val))%len(b)] = val
			}
		case 5:
			if len(x.Buffers) == 0 {
				continue
			}
			j := int(which>>4) % len(x.Buffers)
			if val&1 == 0 {
				x.Buffers[j] = x.Buffers[j][:len(x.Buffers[j])*int(val)/256]
			} else {
				x.Buffers[j] = nil
			}
		}
	}
	return arrays.MakeArray(d)
}

// fuzzMalformed runs call on a corrupted array at every level: it must
// return (an error or a result) without panicking and without allocating
// far beyond its inputs; when the input passes ValidateDataFull the result
// must be valid too. FullValidation must refuse what ValidateDataFull
// refuses (for the kernels that take options).
func fuzzMalformed(f *testing.F, takesOpts bool, call func(a arrays.Array, opts ...Option) (arrays.Array, error)) {
	f.Add(uint64(1), uint8(3), uint16(100), []byte{2, 0, 5, 0xff})
	f.Add(uint64(2), uint8(40), uint16(64), []byte{2, 16, 1, 0x80, 0, 0, 0, 3})
	f.Add(uint64(3), uint8(47), uint16(70), []byte{2, 17, 9, 0x7f, 5, 1, 0, 0})
	f.Add(uint64(4), uint8(50), uint16(129), []byte{3, 1, 2, 0xfe, 1, 0, 0, 2})
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, ops []byte) {
		if len(ops) > 64 {
			ops = ops[:64]
		}
		a := corrupted(seed, ti, size, ops)
		fullErr := arrays.ValidateDataFull(copyData(a.Data())) // on a copy: no mark on a
		for _, k := range availableTables() {
			lv := atLevel{k}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			res, err := call(a, lv)
			runtime.ReadMemStats(&after)
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
				t.Fatalf("isa=%s %s: allocated %d MB", k.Level(), a.DataType(), grew>>20)
			}
			if err == nil && fullErr == nil && res != nil {
				if verr := arrays.ValidateFull(res); verr != nil {
					t.Fatalf("isa=%s %s: valid input, invalid result: %v", k.Level(), a.DataType(), verr)
				}
			}
			if fullErr != nil && takesOpts {
				b := arrays.MakeArray(copyData(a.Data()))
				if _, err := call(b, lv, FullValidation); err == nil {
					t.Fatalf("isa=%s %s: FullValidation accepted an array ValidateDataFull refuses (%v)", k.Level(), a.DataType(), fullErr)
				}
			}
		}
	})
}

func FuzzMalformedFilter(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		return Filter(a, newGen(9, false).mask(max(a.Len(), 0), 0.6, 0.1), opts...)
	})
}

func FuzzMalformedTake(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		n := max(a.Len(), 1)
		return Take(a, makeIndices(arrays.Int32Type{}, randIndices(newRand(uint64(n)), 2*n, n), nil, 0), opts...)
	})
}

func FuzzMalformedCompare(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		if _, err := Less(a, a, opts...); err != nil {
			return nil, err
		}
		r, err := Equal(a, a, opts...)
		return boolOrNil(r), err
	})
}

func FuzzMalformedREE(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		if e, ok := a.(*arrays.RunEndEncoded); ok {
			if a.Len() > 0 {
				if _, err := REEFind(e, a.Len()-1); err != nil {
					return nil, err
				}
			}
			return REEDecode(e, opts...)
		}
		r, err := REEEncode(a, arrays.Int32Type{}, opts...)
		return reeOrNil(r), err
	})
}

func FuzzMalformedViews(f *testing.F) {
	fuzzMalformed(f, false, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		switch a.DataType().ID() {
		case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
			if _, err := CompactViews(a); err != nil {
				return nil, err
			}
			return FromView(a)
		}
		return ToView(a)
	})
}

func FuzzMalformedDict(f *testing.F) {
	fuzzMalformed(f, false, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		n := int32(max(a.Len(), 1))
		ix := make([]int32, 100)
		for i := range ix {
			ix[i] = int32(i) % n
		}
		if _, err := ScalarAt(a, int(n)-1); err != nil && a.Len() > 0 {
			return nil, err
		}
		return DictDecode(a, ix)
	})
}
