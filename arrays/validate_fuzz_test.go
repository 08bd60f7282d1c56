package arrays

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

// Validation must never panic, whatever the input. These tests feed it
// garbage two ways: Data graphs decoded from random bytes (types, lengths,
// offsets, null counts, buffers and children all drawn from the bytes), and
// valid fixtures with random corruptions. Whatever passes ValidateFull is
// then wrapped and rendered, slot by slot: accepting data that an accessor
// cannot read is a validation bug.

// vtFuzz decodes test inputs from bytes; past the end it reads zeros.
type vtFuzz struct {
	b []byte
	i int
}

func (f *vtFuzz) next() byte {
	if f.i >= len(f.b) {
		return 0
	}
	c := f.b[f.i]
	f.i++
	return c
}

func (f *vtFuzz) intn(n int) int { return int(f.next()) % n }

// count is mostly small, sometimes negative, large or near math.MaxInt.
func (f *vtFuzz) count() int {
	c := f.next()
	switch {
	case c < 200:
		return int(c % 12)
	case c < 225:
		return -int(c%4) - 1
	case c < 250:
		return int(c) * 41
	}
	return math.MaxInt - int(c%3)
}

func (f *vtFuzz) field(name string, depth int) Field {
	return Field{Name: name, Type: f.typ(depth + 1), Nullable: true}
}

func (f *vtFuzz) intType() DataType {
	return [...]DataType{Int8Type{}, Int16Type{}, Int32Type{}, Int64Type{}, Uint8Type{}, Uint16Type{},
		Uint32Type{}, Uint64Type{}, Float32Type{}, nil}[f.intn(10)]
}

// typ draws a type, mostly well formed, nested up to three levels.
func (f *vtFuzz) typ(depth int) DataType {
	k := f.intn(36)
	if depth >= 3 && k >= 20 {
		k %= 20
	}
	switch k {
	case 0:
		return NullType{}
	case 1:
		return BoolType{}
	case 2:
		return Int8Type{}
	case 3:
		return Int16Type{}
	case 4, 5:
		return Int32Type{}
	case 6:
		return Int64Type{}
	case 7:
		return Float16Type{}
	case 8:
		return Decimal32Type{Precision: int32(f.intn(11)), Scale: 1}
	case 9:
		return Decimal128Type{Precision: int32(f.intn(40)), Scale: 2}
	case 10:
		return Decimal256Type{Precision: int32(f.intn(78))}
	case 11:
		return FixedSizeBinaryType{ByteWidth: f.intn(5) - 1}
	case 12, 13:
		return Utf8Type{}
	case 14:
		return LargeBinaryType{}
	case 15:
		return Utf8ViewType{}
	case 16:
		return BinaryViewType{}
	case 17:
		return Time32Type{Unit: TimeUnit(f.intn(5))}
	case 18:
		return LargeUtf8Type{}
	case 19:
		if f.intn(4) == 0 {
			return nil
		}
		return TimestampType{Unit: TimeUnit(f.intn(5))}
	case 20, 21:
		return ListOf(f.typ(depth + 1))
	case 22:
		return LargeListOf(f.typ(depth + 1))
	case 23:
		return ListViewOf(f.typ(depth + 1))
	case 24:
		return LargeListViewOf(f.typ(depth + 1))
	case 25:
		return FixedSizeListOf(f.typ(depth+1), f.intn(4)-1)
	case 26, 27:
		return StructOf(f.field("a", depth), f.field("b", depth))
	case 28:
		return MapOf(f.typ(depth+1), f.typ(depth+1))
	case 29:
		codes := []int8{int8(f.next() % 130), int8(f.next() % 130)}
		if f.intn(2) == 0 {
			codes = nil
		}
		return SparseUnionOf([]Field{f.field("x", depth), f.field("y", depth)}, codes)
	case 30:
		codes := []int8{int8(f.next()), int8(f.next())}
		if f.intn(2) == 0 {
			codes = nil
		}
		return DenseUnionOf([]Field{f.field("x", depth), f.field("y", depth)}, codes)
	case 31, 32:
		return &DictionaryType{Index: f.intType(), Value: f.typ(depth + 1)}
	case 33, 34:
		return RunEndEncodedOf(f.intType(), f.typ(depth+1))
	}
	return vtExtType{f.typ(depth + 1)}
}

// vtLayoutShape returns the buffer count, child field types and dictionary
// value type the layout of t calls for (best effort for malformed types).
func vtLayoutShape(t DataType) (nbuf int, children []DataType, dict DataType) {
	for i := 0; i < 4; i++ {
		e, ok := t.(ExtensionType)
		if !ok {
			break
		}
		t = e.StorageType()
	}
	switch t := t.(type) {
	case nil, NullType:
		return 1, nil, nil
	case BinaryType, Utf8Type, LargeBinaryType, LargeUtf8Type:
		return 3, nil, nil
	case BinaryViewType, Utf8ViewType:
		return 4, nil, nil
	case *ListType:
		return 2, []DataType{t.Elem.Type}, nil
	case *LargeListType:
		return 2, []DataType{t.Elem.Type}, nil
	case *MapType:
		return 2, []DataType{t.Entries.Type}, nil
	case *ListViewType:
		return 3, []DataType{t.Elem.Type}, nil
	case *LargeListViewType:
		return 3, []DataType{t.Elem.Type}, nil
	case *FixedSizeListType:
		return 1, []DataType{t.Elem.Type}, nil
	case *StructType:
		for _, c := range t.Children {
			children = append(children, c.Type)
		}
		return 1, children, nil
	case *UnionType:
		for _, c := range t.Children {
			children = append(children, c.Type)
		}
		if t.Mode == DenseMode {
			return 3, children, nil
		}
		return 2, children, nil
	case *DictionaryType:
		return 2, nil, t.Value
	case *RunEndEncodedType:
		return 1, []DataType{t.RunEnds.Type, t.Values.Type}, nil
	}
	return 2, nil, nil
}

func (f *vtFuzz) buffer() []byte {
	c := f.next()
	if c < 40 {
		return nil
	}
	b := AllocBuffer(int(f.next()) % 100)
	for i := range b {
		b[i] = f.next()
	}
	return b
}

// data draws a Data of (mostly) type t with random header and buffers and
// children of the types the layout asks for, now and then perturbed.
func (f *vtFuzz) data(t DataType, depth int) *Data {
	if f.intn(20) == 0 {
		t = f.typ(depth)
	}
	nbuf, ctypes, dtype := vtLayoutShape(t)
	if f.intn(12) == 0 {
		nbuf += f.intn(3) - 1
	}
	bufs := make([][]byte, max(nbuf, 0))
	for i := range bufs {
		bufs[i] = f.buffer()
	}
	var children []*Data
	if depth < 5 {
		for _, ct := range ctypes {
			if f.intn(30) == 0 {
				children = append(children, nil)
				continue
			}
			children = append(children, f.data(ct, depth+1))
		}
		if f.intn(25) == 0 {
			children = append(children, f.data(f.typ(depth+1), depth+1))
		}
	}
	length, offset := f.count(), f.count()
	nulls := UnknownNullCount
	if f.intn(3) == 0 {
		nulls = f.count() - 1
	}
	d := NewData(t, length, bufs, children, nulls, offset)
	if dtype != nil && depth < 5 && f.intn(10) != 0 {
		d.Dictionary = f.data(dtype, depth+1)
	}
	return d
}

// vtSmall reports whether every node of d is short enough to render.
func vtSmall(d *Data, depth int) bool {
	if d == nil || depth > 20 {
		return false
	}
	if d.Length > 4096 {
		return false
	}
	for _, c := range d.Children {
		if !vtSmall(c, depth+1) {
			return false
		}
	}
	return d.Dictionary == nil || vtSmall(d.Dictionary, depth+1)
}

// vtExercise reads every slot of data that passed ValidateFull.
func vtExercise(t *testing.T, d *Data) {
	t.Helper()
	if !vtSmall(d, 0) {
		return
	}
	a := MakeArray(d)
	_ = a.String()
	for i := 0; i < a.Len(); i++ {
		_ = a.IsNull(i)
	}
	_ = a.NullN()
}

// vtCheckNoPanic validates d both ways; data that passes is exercised.
func vtCheckNoPanic(t *testing.T, d *Data) (passed bool) {
	t.Helper()
	errBasic := ValidateData(d)
	errFull := ValidateDataFull(d)
	if errBasic != nil && errFull == nil {
		t.Fatalf("Validate rejects (%v) what ValidateFull accepts", errBasic)
	}
	if errFull != nil {
		return false
	}
	vtExercise(t, d)
	return true
}

func vtDecode(b []byte) *Data {
	f := &vtFuzz{b: b}
	return f.data(f.typ(0), 0)
}

func TestValidateRandomGarbage(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	passed := 0
	for range n {
		b := make([]byte, r.IntN(600))
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		if vtCheckNoPanic(t, vtDecode(b)) {
			passed++
		}
	}
	t.Logf("%d of %d random inputs passed ValidateFull", passed, n)
	if passed > n/2 {
		t.Errorf("%d of %d random inputs passed: the decoder builds mostly valid data, or validation is lax", passed, n)
	}
}

// vtClone deep-copies d (buffers, children, dictionary) so it can be corrupted.
func vtClone(d *Data) *Data {
	if d == nil {
		return nil
	}
	bufs := make([][]byte, len(d.Buffers))
	for i, b := range d.Buffers {
		if b != nil {
			bufs[i] = AllocBuffer(len(b))
			copy(bufs[i], b)
		}
	}
	children := make([]*Data, len(d.Children))
	for i, c := range d.Children {
		children[i] = vtClone(c)
	}
	n := NewData(d.Type, d.Length, bufs, children, d.storedNulls(), d.Offset)
	n.Dictionary = vtClone(d.Dictionary)
	return n
}

// vtNodes lists the distinct nodes of d (corruptions may make it cyclic).
func vtNodes(d *Data, seen map[*Data]bool, out []*Data) []*Data {
	if d == nil || seen[d] {
		return out
	}
	seen[d] = true
	out = append(out, d)
	for _, c := range d.Children {
		out = vtNodes(c, seen, out)
	}
	return vtNodes(d.Dictionary, seen, out)
}

// vtCorrupt applies one random corruption to a random node of d.
func vtCorrupt(r *rand.Rand, d *Data) {
	nodes := vtNodes(d, map[*Data]bool{}, nil)
	n := nodes[r.IntN(len(nodes))]
	switch r.IntN(12) {
	case 0, 1, 2, 3: // overwrite a byte
		var live [][]byte
		for _, b := range n.Buffers {
			if len(b) > 0 {
				live = append(live, b)
			}
		}
		if len(live) > 0 {
			b := live[r.IntN(len(live))]
			v := byte(r.Uint32())
			if r.IntN(2) == 0 {
				v = b[r.IntN(len(b))] ^ 1<<r.IntN(8)
			}
			b[r.IntN(len(b))] = v
		}
	case 4:
		n.Length += r.IntN(5) - 2
	case 5:
		n.Offset += r.IntN(5) - 2
	case 6:
		n.storeNulls(int64(r.IntN(n.Length+3) - 2))
	case 7: // truncate a buffer
		if len(n.Buffers) > 0 {
			i := r.IntN(len(n.Buffers))
			if b := n.Buffers[i]; len(b) > 0 {
				n.Buffers[i] = b[:r.IntN(len(b))]
			}
		}
	case 8:
		if len(n.Buffers) > 0 {
			n.Buffers[r.IntN(len(n.Buffers))] = nil
		}
	case 9:
		if len(n.Children) > 0 {
			i := r.IntN(len(n.Children))
			if r.IntN(2) == 0 {
				n.Children[i] = nil
			} else {
				n.Children = append(n.Children[:i:i], n.Children[i+1:]...)
			}
		}
	case 10:
		if len(n.Children) > 0 {
			n.Children[r.IntN(len(n.Children))] = nodes[r.IntN(len(nodes))]
		}
	case 11:
		if len(n.Buffers) > 0 {
			n.Buffers[r.IntN(len(n.Buffers))] = AllocBuffer(r.IntN(8))
		}
	}
}

func TestValidateCorruptedFixtures(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	rounds := 1000
	if testing.Short() {
		rounds = 100
	}
	for _, fx := range vtFixtures() {
		t.Run(fx.name, func(t *testing.T) {
			orig := fx.mk()
			passed := 0
			for range rounds {
				d := vtClone(orig)
				if d.Length > 0 && r.IntN(3) == 0 {
					i := r.IntN(d.Length)
					d = d.Slice(i, i+r.IntN(d.Length-i+1))
				}
				for range 1 + r.IntN(3) {
					vtCorrupt(r, d)
				}
				if vtCheckNoPanic(t, d) {
					passed++
				}
			}
			t.Logf("%d of %d corrupted copies still valid", passed, rounds)
		})
	}
}

// FuzzValidateData decodes a Data graph from the fuzzer's bytes; validation
// must not panic, and what it accepts must be readable.
func FuzzValidateData(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{12, 50, 3, 200, 0, 60, 8, 0, 0, 0, 0, 0, 0, 0, 60, 8, 1, 2, 3, 4, 5, 6, 7, 8, 4, 0})
	f.Add([]byte{20, 4, 100, 16, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 100, 8, 1, 0, 0, 0, 2, 0, 0, 0, 3, 3})
	f.Add([]byte{33, 2, 12, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{15, 60, 2, 0xff, 60, 32, 3, 0, 0, 0, 'a', 'b', 'c'})
	f.Fuzz(func(t *testing.T, b []byte) {
		// A hang is a failure too: crash loudly so the fuzzer keeps the input.
		watchdog := time.AfterFunc(10*time.Second, func() { panic(fmt.Sprintf("validation of %x hangs", b)) })
		defer watchdog.Stop()
		vtCheckNoPanic(t, vtDecode(b))
	})
}
