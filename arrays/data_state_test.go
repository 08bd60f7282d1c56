package arrays

import (
	"sync"
	"testing"
	"unsafe"
)

// storeNulls overwrites d's stored null count, keeping its mark (tests
// that forge a wrong count).
func (d *Data) storeNulls(n int64) { d.state.Store(withNulls(d.state.Load(), n)) }

// Kernels allocate a Data per result: keep it within the 112-byte size
// class.
func TestDataSize(t *testing.T) {
	if s := unsafe.Sizeof(Data{}); s > 112 {
		t.Errorf("Data is %d bytes, want at most 112", s)
	}
}

// The null count and the validation mark share one word: neither may
// disturb the other, nor be lost when set concurrently.
func TestDataStatePacking(t *testing.T) {
	for _, nulls := range []int{UnknownNullCount, 0, 1, 7, 1 << 30} {
		d := NewData(Int64Type{}, 1<<31-1, nil, nil, nulls, 0)
		if got := d.KnownNullN(); got != nulls {
			t.Fatalf("nulls %d read back as %d", nulls, got)
		}
		for _, l := range []ValidationLevel{NotValidated, ValidatedStructure, ValidatedFull} {
			d.MarkValidated(l)
			if d.Validated() != l || d.KnownNullN() != nulls {
				t.Fatalf("nulls %d, mark %d: read back %d, %d", nulls, l, d.KnownNullN(), d.Validated())
			}
		}
		d.MarkValidated(ValidatedStructure) // never goes down
		if d.Validated() != ValidatedFull {
			t.Fatalf("mark went down to %d", d.Validated())
		}
		d.storeNulls(-2) // forged by a test: read back as is
		if d.KnownNullN() != -2 || d.Validated() != ValidatedFull {
			t.Fatalf("forged -2: read back %d, %d", d.KnownNullN(), d.Validated())
		}
	}
	// A null count computed while another goroutine marks the Data.
	for range 50 {
		d := NewData(BoolType{}, 10, [][]byte{{0b1010, 0}, {0, 0}}, nil, UnknownNullCount, 0)
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); d.MarkValidated(ValidatedFull) }()
		go func() { defer wg.Done(); d.NullN() }()
		wg.Wait()
		if d.KnownNullN() != 8 || d.Validated() != ValidatedFull {
			t.Fatalf("concurrent: nulls %d, mark %d; want 8, %d", d.KnownNullN(), d.Validated(), ValidatedFull)
		}
	}
	// Owners are boxed; slices keep the owner and the mark.
	d := NewData(Int64Type{}, 2, [][]byte{nil, make([]byte, 16)}, nil, 0, 0)
	if d.Owner() != nil {
		t.Fatal("owner of a fresh Data is not nil")
	}
	d.WithOwner("file").MarkValidated(ValidatedStructure)
	if s := d.Slice(1, 2); s.Owner() != "file" || s.Validated() != ValidatedStructure {
		t.Fatalf("slice: owner %v, mark %d", s.Owner(), s.Validated())
	}
	if d.WithOwner(nil).Owner() != nil {
		t.Fatal("WithOwner(nil) kept an owner")
	}
}
