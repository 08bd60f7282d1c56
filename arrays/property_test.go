package arrays

// Property tests across every sample type: random arrays of lengths around
// byte and word boundaries, with no, some, many and only nulls, must be
// valid, well-aligned and zero-padded when built; every slice of them (bit
// offsets 0..7 and beyond, slices of slices) must be valid and equal to an
// independent copy of the same slots, slot by slot and by Equal, which
// must be reflexive and symmetric on them. The corruptions ValidateFull
// must reject are covered by validate_test.go.

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// propLengths are the array lengths tried: empty, one, around one byte of
// bits, around 32 and 64 bits, and a few words.
var propLengths = []int{0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 200}

var propNullProbs = []float64{0, 0.1, 0.5, 1}

func TestPropertyEveryType(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	lengths, probs := propLengths, propNullProbs
	if testing.Short() {
		lengths, probs = []int{0, 1, 7, 9, 33, 65}, []float64{0, 0.5, 1}
	}
	for _, typ := range sampleTypes() {
		t.Run(typ.String(), func(t *testing.T) {
			for _, n := range lengths {
				for _, p := range probs {
					name := fmt.Sprintf("n=%d/nulls=%.1f", n, p)
					a, refs := randomArrayRef(r, typ, n, p)
					propCheckBuilt(t, name, a)
					propCheckSlices(t, r, name, a, refs)
				}
			}
		})
	}
}

// propCheckBuilt checks an array straight from a builder: valid, of its
// type, every buffer aligned and zero-padded, renderable.
func propCheckBuilt(t *testing.T, name string, a Array) {
	t.Helper()
	if err := ValidateFull(a); err != nil {
		t.Fatalf("%s: built array fails ValidateFull: %v", name, err)
	}
	propCheckBuffers(t, name, a.Data())
	_ = a.String()
}

// propCheckBuffers checks every buffer of d, its children and dictionary:
// 64-byte aligned, a capacity that is a multiple of 64 (0 for an empty
// buffer is one) and zero bytes between the length and the capacity. Only
// the validity buffer may be nil.
func propCheckBuffers(t *testing.T, name string, d *Data) {
	t.Helper()
	for i, b := range d.Buffers {
		where := fmt.Sprintf("%s: %s buffer %d", name, d.Type, i)
		if b == nil {
			if i > 0 {
				t.Fatalf("%s is nil", where)
			}
			continue
		}
		if !IsAligned(b) {
			t.Fatalf("%s is not %d-byte aligned", where, Alignment)
		}
		if cap(b)%Alignment != 0 || cap(b) < PaddedLen(len(b)) {
			t.Fatalf("%s has length %d and capacity %d, not the length rounded up to a multiple of %d", where, len(b), cap(b), Alignment)
		}
		for k, c := range b[len(b):cap(b)] {
			if c != 0 {
				t.Fatalf("%s: padding byte %d of %d is %#x", where, len(b)+k, cap(b), c)
			}
		}
	}
	for _, c := range d.Children {
		propCheckBuffers(t, name, c)
	}
	if d.Dictionary != nil {
		propCheckBuffers(t, name, d.Dictionary)
	}
}

// propCheckSlices slices a at bit offsets 0..7 and a few more, to several
// ends, and slices some of those slices again.
func propCheckSlices(t *testing.T, r *rand.Rand, name string, a Array, refs []any) {
	t.Helper()
	n := a.Len()
	seen := map[int]bool{}
	for _, off := range []int{0, 1, 2, 3, 4, 5, 6, 7, 13, n / 2, n - 1, n} {
		if off < 0 || off > n || seen[off] {
			continue
		}
		seen[off] = true
		for _, end := range []int{n, off + r.IntN(n-off+1)} {
			sname := fmt.Sprintf("%s[%d:%d]", name, off, end)
			s := Slice(a, off, end)
			propCheckSlice(t, sname, a, off, s, refs[off:end])
			if s.Len() > 2 {
				i := 1 + r.IntN(s.Len()/2)
				j := i + r.IntN(s.Len()-i+1)
				ss := Slice(s, i, j)
				propCheckSlice(t, fmt.Sprintf("%s[%d:%d]", sname, i, j), a, off+i, ss, refs[off+i:off+j])
			}
		}
	}
}

// propCheckSlice checks slice s of a, starting at slot off of a, against
// the references of its slots and against a copy made by AppendFrom.
func propCheckSlice(t *testing.T, name string, a Array, off int, s Array, refs []any) {
	t.Helper()
	if err := ValidateFull(s); err != nil {
		t.Fatalf("%s: slice fails ValidateFull: %v", name, err)
	}
	if s.Len() != len(refs) {
		t.Fatalf("%s: slice has %d slots, want %d", name, s.Len(), len(refs))
	}
	for i, w := range refs {
		if got := refOf(s, i); !reflect.DeepEqual(got, w) {
			t.Fatalf("%s: slot %d is %#v, want %#v", name, i, got, w)
		}
	}

	// The reference: the same slots of the unsliced array appended one by
	// one to a new builder, so it never reads through the slice's offset.
	b, err := NewBuilder(s.DataType())
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for i := range s.Len() {
		if err := AppendFrom(b, a, off+i); err != nil {
			t.Fatalf("%s: AppendFrom slot %d: %v", name, off+i, err)
		}
	}
	cp := b.NewArray()
	propCheckBuilt(t, name+" copy", cp)
	for i, w := range refs {
		if got := refOf(cp, i); !reflect.DeepEqual(got, w) {
			t.Fatalf("%s: copy slot %d is %#v, want %#v", name, i, got, w)
		}
	}
	propCheckNullN(t, name, s)
	propCheckNullN(t, name+" copy", cp)

	if !Equal(s, s) {
		t.Fatalf("%s: Equal is not reflexive: %s", name, EqualDiff(s, s))
	}
	if !Equal(s, cp) || !Equal(cp, s) {
		t.Fatalf("%s: slice and copy are not Equal both ways: %s / %s", name, EqualDiff(s, cp), EqualDiff(cp, s))
	}
	if !SliceEqual(a, off, off+s.Len(), cp, 0, cp.Len()) {
		t.Fatalf("%s: SliceEqual of the source range and the copy is false", name)
	}
	// Symmetry where the answer may be false: the copy against the slice
	// moved by one slot.
	if off+s.Len() < a.Len() {
		moved := Slice(a, off+1, off+1+s.Len())
		if Equal(cp, moved) != Equal(moved, cp) {
			t.Fatalf("%s: Equal is not symmetric against the slice moved by one", name)
		}
		wantEq := reflect.DeepEqual(refRange(moved, 0, moved.Len()), refs)
		if Equal(cp, moved) != wantEq {
			t.Fatalf("%s: Equal against the slice moved by one is %v, the references say %v", name, !wantEq, wantEq)
		}
	}
	if ss, cs := s.String(), cp.String(); ss != cs {
		t.Fatalf("%s: equal arrays render differently:\n%s\n%s", name, ss, cs)
	}
}

// propCheckNullN checks NullN against the slots: the null slots of the
// validity bitmap, every slot for the null type, none for unions and
// run-end encoded arrays, whose nulls are their children's.
func propCheckNullN(t *testing.T, name string, a Array) {
	t.Helper()
	d := a.Data()
	want := 0
	switch {
	case StorageOf(d.Type).ID() == NULL:
		want = d.Length
	case hasValidityBitmap(d.Type):
		for i := range d.Length {
			if !d.IsValid(i) {
				want++
			}
		}
	}
	if got := a.NullN(); got != want {
		t.Fatalf("%s: NullN is %d, the slots hold %d", name, got, want)
	}
}
