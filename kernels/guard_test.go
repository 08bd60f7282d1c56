package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
)

// Tests of guard (check.go): what the O(1) checks miss and a kernel trips
// over becomes the error FullValidation would have given; a panic with
// sound arguments (a bug, a broken NoBoundsCheck promise) goes on.

// unsound builds an array of n slots that passes arrays.Validate but
// breaks rule, one of ValidateDataFull's (slot 100 or the first long
// view).
type unsound struct {
	rule string
	make func(n int) arrays.Array
}

// unsoundArrays are the inputs only full validation refuses, by name.
var unsoundArrays = map[string]unsound{
	"utf8 offset": {"offsets-monotonic", func(n int) arrays.Array {
		return breakAt(arrays.Utf8Type{}, n, func(d *arrays.Data) []byte { return d.Buffers[1][msb(4*(d.Offset+100), 4):] }, 0x7f)
	}},
	"large_utf8 offset": {"offsets-monotonic", func(n int) arrays.Array {
		return breakAt(arrays.LargeUtf8Type{}, n, func(d *arrays.Data) []byte { return d.Buffers[1][msb(8*(d.Offset+100), 8):] }, 0x7f)
	}},
	"view buffer": {"view-buffer-index", func(n int) arrays.Array {
		return breakAt(arrays.Utf8ViewType{}, n, func(d *arrays.Data) []byte { return longView(d)[msb(8, 4):] }, 0x7f)
	}},
	"view range": {"view-range", func(n int) arrays.Array {
		return breakAt(arrays.Utf8ViewType{}, n, func(d *arrays.Data) []byte { return longView(d)[msb(12, 4):] }, 0x7f)
	}},
	"dictionary index": {"dict-index-range", func(n int) arrays.Array {
		t := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
		return breakAt(t, n, func(d *arrays.Data) []byte { return d.Buffers[1][msb(4*(d.Offset+100), 4):] }, 0x7f)
	}},
	"dense union offset": {"union-offset-range", func(n int) arrays.Array {
		t := arrays.DenseUnionOf([]arrays.Field{
			{Name: "l", Type: arrays.Int64Type{}, Nullable: true},
			{Name: "b", Type: arrays.BinaryType{}, Nullable: true},
		}, []int8{3, 7})
		return breakAt(t, n, func(d *arrays.Data) []byte { return d.Buffers[2][msb(4*(d.Offset+100), 4):] }, 0x7f)
	}},
	"list view offset": {"list-view-range", func(n int) arrays.Array {
		return breakAt(arrays.ListViewOf(arrays.Int16Type{}), n, func(d *arrays.Data) []byte { return d.Buffers[1][msb(4*(d.Offset+100), 4):] }, 0x7f)
	}},
}

// breakAt generates an array of t and sets the byte at where to b.
func breakAt(t arrays.DataType, n int, where func(d *arrays.Data) []byte, b byte) arrays.Array {
	d := copyData(newGen(5, false).array(t, n, 0).Data())
	where(d)[0] = b
	return arrays.MakeArray(d)
}

// msb is the index of the most significant byte of the width-byte integer
// at byte at, in the host's order (the arrays' buffers are in it): setting
// it to 0x7f makes any offset or index far out of range, on either order.
func msb(at, width int) int {
	if hostorder.BigEndian {
		return at
	}
	return at + width - 1
}

// longView returns the first view of d that points into a data buffer.
func longView(d *arrays.Data) []byte {
	for i := range d.Length {
		if v := d.Buffers[1][16*(d.Offset+i):]; binary.NativeEndian.Uint32(v) > arrays.ViewInlineMax {
			return v
		}
	}
	panic("no long view")
}

// TestGuardNamesTheRule calls entry points that trip over an argument only
// full validation refuses: each must return an error wrapping
// ErrMalformedArray and the *arrays.ValidationError of the broken rule,
// the very error the call gives under FullValidation.
func TestGuardNamesTheRule(t *testing.T) {
	const n = 200
	mask := newGen(6, false).mask(n, 0.5, 0)
	idx := makeIndices(arrays.Int64Type{}, randIndices(newRand(7), 300, n), nil, 0)
	calls := []struct {
		kernel string
		inputs []string
		call   func(a arrays.Array, opts ...Option) error
	}{
		{"Take", []string{"dense union offset"}, func(a arrays.Array, o ...Option) error { _, err := Take(a, idx, o...); return err }},
		{"TakeRecordBatch", []string{"dense union offset"}, func(a arrays.Array, o ...Option) error {
			_, err := TakeRecordBatch(batchOf([]arrays.Array{a}, n), idx, o...)
			return err
		}},
		{"TakeChunked", []string{"dense union offset"}, func(a arrays.Array, o ...Option) error {
			_, err := TakeChunked(chunkedOf(a), idx, o...)
			return err
		}},
		{"Equal", []string{"utf8 offset", "large_utf8 offset", "view buffer", "view range"}, func(a arrays.Array, o ...Option) error {
			_, err := Equal(a, a, o...)
			return err
		}},
		{"SortIndices", []string{"utf8 offset", "large_utf8 offset", "view buffer", "view range"}, func(a arrays.Array, o ...Option) error {
			_, err := SortIndices(a, Ascending, NullsLast, o...)
			return err
		}},
		{"TopK", []string{"utf8 offset", "view range"}, func(a arrays.Array, o ...Option) error { _, err := TopK(a, 5, o...); return err }},
		{"MinMax", []string{"utf8 offset", "large_utf8 offset"}, func(a arrays.Array, o ...Option) error { _, _, err := MinMax(a, o...); return err }},
		{"IsIn", []string{"utf8 offset", "view buffer", "view range"}, func(a arrays.Array, o ...Option) error { _, err := IsIn(a, a, o...); return err }},
		{"ScalarAt", []string{"utf8 offset"}, func(a arrays.Array, _ ...Option) error { _, err := ScalarAt(a, 100); return err }},
		{"REEEncode", []string{"utf8 offset", "view buffer", "dense union offset", "list view offset"}, func(a arrays.Array, o ...Option) error {
			_, err := REEEncode(a, arrays.Int32Type{}, o...)
			return err
		}},
		{"IfElse", []string{"dictionary index", "view range", "list view offset", "dense union offset"}, func(a arrays.Array, o ...Option) error {
			_, err := IfElse(mask, a, a, o...)
			return err
		}},
		{"FillNull", []string{"dictionary index", "dense union offset"}, func(a arrays.Array, o ...Option) error { _, err := FillNull(a, a, o...); return err }},
		{"IsNull", []string{"dictionary index", "dense union offset"}, func(a arrays.Array, o ...Option) error { _, err := IsNull(a, o...); return err }},
	}
	for _, k := range availableTables() {
		for _, c := range calls {
			for _, input := range c.inputs {
				u := unsoundArrays[input]
				what := fmt.Sprintf("%s of %s at %s", c.kernel, input, k.Name())
				if err := arrays.Validate(u.make(n)); err != nil {
					t.Fatalf("%s: the O(1) checks see it: %v", what, err)
				}
				err := c.call(u.make(n), atLevel{k})
				var ve *arrays.ValidationError
				if !errors.Is(err, ErrMalformedArray) || !errors.As(err, &ve) || ve.Rule != u.rule {
					t.Errorf("%s: got %v, want an error wrapping ErrMalformedArray and rule %s", what, err, u.rule)
					continue
				}
				if full := c.call(u.make(n), atLevel{k}, FullValidation); full == nil || full.Error() != err.Error() {
					t.Errorf("%s: guard says\n\t%v\nFullValidation says\n\t%v", what, err, full)
				}
			}
		}
	}
}

// chunkedOf is a one-chunk column of a.
func chunkedOf(a arrays.Array) *arrays.Chunked {
	c, err := arrays.NewChunked(a.DataType(), []arrays.Array{a})
	if err != nil {
		panic(err)
	}
	return c
}

// TestGuardOnWorkers: an unsound argument met on a worker goroutine of a
// Parallel call gives the same error as on the caller's.
func TestGuardOnWorkers(t *testing.T) {
	n := 4 * morselSlots
	bad := func() arrays.Array {
		return breakAt(arrays.Utf8Type{}, n, func(d *arrays.Data) []byte { return d.Buffers[1][4*(d.Offset+3*morselSlots+7)+3:] }, 0x7f)
	}
	_, err := Equal(bad(), bad(), Parallel(4))
	var ve *arrays.ValidationError
	if !errors.Is(err, ErrMalformedArray) || !errors.As(err, &ve) || ve.Rule != "offsets-monotonic" || ve.Slot != 3*morselSlots+7 {
		t.Fatalf("Equal on 4 goroutines: got %v, want the offsets-monotonic rule at slot %d", err, 3*morselSlots+7)
	}
}

// buggy holds the Data for which validatedHook raises a panic of the
// given kind, set by sabotage: it stands for a bug of a kernel that meets
// sound arguments. The hook is set once, before any test runs, so that
// tests running in parallel never race on it, and fires on the tests'
// own arrays only.
var buggy sync.Map // *arrays.Data -> panic kind (string)

func init() {
	validatedHook = func(kernel string, d *arrays.Data) {
		if kind, ok := buggy.Load(d); ok {
			raise(kind.(string))
		}
	}
}

// raise panics as a kernel bug of the given kind would.
func raise(kind string) {
	switch kind {
	case "index":
		s, i := make([]int, 4), 9
		_ = s[i]
	case "malformed":
		panic(malformedPanic{"a size a bug computed"})
	}
	panic("a panic of the program's own")
}

// sabotage returns a fresh copy of a whose first use by a kernel panics
// with kind.
func sabotage(a arrays.Array, kind string) arrays.Array {
	c := arrays.MakeArray(copyData(a.Data()))
	buggy.Store(c.Data(), kind)
	return c
}

// TestGuardLetsBugsThrough makes kernels panic, as a bug would, on sound
// arguments: the panic must reach the caller unchanged, with or without
// FullValidation, and on the chunked and record batch forms, never become
// ErrMalformedArray.
func TestGuardLetsBugsThrough(t *testing.T) {
	const n = 300
	g := newGen(11, false)
	ints, strs := g.array(arrays.Int64Type{}, n, 0.1), g.array(arrays.Utf8Type{}, n, 0.1)
	bools := g.array(arrays.BoolType{}, n, 0.1)
	mask := g.mask(n, 0.5, 0)
	idx := makeIndices(arrays.Int32Type{}, randIndices(newRand(12), 50, n), nil, 0)
	calls := map[string]func(kind string, opts ...Option) error{
		"Filter": func(kind string, o ...Option) error { _, err := Filter(sabotage(strs, kind), mask, o...); return err },
		"FilterInt64": func(kind string, o ...Option) error {
			_, err := FilterInt64(sabotage(ints, kind).(*arrays.Int64), mask, o...)
			return err
		},
		"FilterRecordBatch": func(kind string, o ...Option) error {
			_, err := FilterRecordBatch(batchOf([]arrays.Array{ints, sabotage(strs, kind)}, n), mask, o...)
			return err
		},
		"Take":  func(kind string, o ...Option) error { _, err := Take(ints, sabotage(idx, kind), o...); return err },
		"Equal": func(kind string, o ...Option) error { _, err := Equal(strs, sabotage(strs, kind), o...); return err },
		"Less": func(kind string, o ...Option) error {
			_, err := Less(sabotage(ints, kind), Int64Scalar(0), o...)
			return err
		},
		"SortIndices": func(kind string, o ...Option) error {
			_, err := SortIndices(sabotage(strs, kind), Descending, NullsFirst, o...)
			return err
		},
		"Sum":    func(kind string, o ...Option) error { _, err := Sum(sabotage(ints, kind), o...); return err },
		"MinMax": func(kind string, o ...Option) error { _, _, err := MinMax(sabotage(strs, kind), o...); return err },
		"IsIn":   func(kind string, o ...Option) error { _, err := IsIn(strs, sabotage(strs, kind), o...); return err },
		"And":    func(kind string, o ...Option) error { _, err := And(bools, sabotage(bools, kind), o...); return err },
		"IfElse": func(kind string, o ...Option) error {
			_, err := IfElse(mask, ints, sabotage(ints, kind), o...)
			return err
		},
		"TakeChunked": func(kind string, o ...Option) error {
			_, err := TakeChunked(chunkedOf(sabotage(ints, kind)), idx, o...)
			return err
		},
		"SumChunked": func(kind string, o ...Option) error {
			_, err := SumChunked(chunkedOf(sabotage(ints, kind)), o...)
			return err
		},
	}
	for name, call := range calls {
		for _, kind := range []string{"index", "malformed", "other"} {
			for _, opts := range [][]Option{nil, {FullValidation}, {Parallel(2)}} {
				what := fmt.Sprintf("%s, a %s panic, options %v", name, kind, opts)
				r, err := recovered(func() error { return call(kind, opts...) })
				if r == nil {
					t.Errorf("%s: no panic, error %v", what, err)
					continue
				}
				var ok bool
				switch kind {
				case "index":
					re, isRE := r.(runtime.Error)
					ok = isRE && strings.Contains(re.Error(), "index out of range [9] with length 4")
				case "malformed":
					_, ok = r.(malformedPanic)
				default:
					ok = r == "a panic of the program's own"
				}
				if !ok {
					t.Errorf("%s: the panic became %#v", what, r)
				}
			}
		}
	}
}

// recovered runs f and returns what it panicked with, or its error.
func recovered(f func() error) (r any, err error) {
	defer func() { r = recover() }()
	return nil, f()
}

// panickyAllocator fails as a buggy Allocator would, deep inside a kernel.
type panickyAllocator struct{}

func (panickyAllocator) Allocate(n int, zero bool) []byte {
	var b []byte
	return b[:n] // slice bounds out of range
}

func (panickyAllocator) Free([]byte) {}

// TestGuardLetsAllocatorPanicsThrough: a runtime error raised by the
// caller's Allocator while a kernel builds its result, on sound
// arguments, is not the arguments' fault and reaches the caller.
func TestGuardLetsAllocatorPanicsThrough(t *testing.T) {
	const n = 1 << 19 // results of arrays.MinTracked bytes and more (Equal's bitmap)
	g := newGen(13, false)
	a := g.array(arrays.Int64Type{}, n, 0)
	mask := g.mask(n, 0.9, 0)
	idx := makeIndices(arrays.Int64Type{}, randIndices(newRand(14), n, n), nil, 0)
	alloc := WithAllocator(panickyAllocator{})
	calls := map[string]func() error{
		"Filter":      func() error { _, err := Filter(a, mask, alloc); return err },
		"Take":        func() error { _, err := Take(a, idx, alloc); return err },
		"SortIndices": func() error { _, err := SortIndices(a, Ascending, NullsLast, alloc); return err },
		"Equal":       func() error { _, err := Equal(a, a, alloc); return err },
	}
	for name, call := range calls {
		r, err := recovered(call)
		if _, ok := r.(runtime.Error); !ok {
			t.Errorf("%s: got panic %v, error %v; want the allocator's runtime error", name, r, err)
		}
	}
}

// TestNoBoundsCheckPanics holds Take to NoBoundsCheck's doc: index 9 of a
// 4-slot array panics with the Go runtime error, at every level, where
// the checked Take reports an *IndexError.
func TestNoBoundsCheckPanics(t *testing.T) {
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Int32Type{}, arrays.Int8Type{}, arrays.Decimal128Type{Precision: 20},
		arrays.BoolType{}, arrays.Utf8Type{}, arrays.BinaryViewType{}, arrays.FixedSizeBinaryType{ByteWidth: 16},
		arrays.ListOf(arrays.Int32Type{}), &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}}
	for _, k := range availableTables() {
		for _, typ := range types {
			values := newGen(15, false).array(typ, 4, 0)
			for _, n := range []int{1, 100} {
				ix := make([]int64, n)
				ix[n/2] = 9
				for _, it := range []arrays.DataType{arrays.Int32Type{}, arrays.Int64Type{}} {
					idx := makeIndices(it, ix, nil, 0)
					what := fmt.Sprintf("%s of 4 slots by %d %s at %s", typ, n, it, k.Name())
					var ie *IndexError
					if _, err := Take(values, idx, atLevel{k}); !errors.As(err, &ie) || ie.Index != 9 {
						t.Errorf("%s, checked: got %v, want an *IndexError for 9", what, err)
					}
					r, err := recovered(func() error { _, err := Take(values, idx, atLevel{k}, NoBoundsCheck); return err })
					if _, ok := r.(runtime.Error); !ok {
						t.Errorf("%s, NoBoundsCheck: got panic %v, error %v; want a runtime error", what, r, err)
					}
				}
			}
		}
	}
}
