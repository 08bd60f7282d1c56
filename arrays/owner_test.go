package arrays

import "testing"

// TestOwnerPropagates: the views of a Data that share its buffers keep its
// owner, so memory the owner holds outlives them.
func TestOwnerPropagates(t *testing.T) {
	owner := new(int)
	b := NewInt32Builder()
	for i := range 10 {
		b.Append(int32(i % 3))
	}
	idx := b.NewArray().Data()
	idx.WithOwner(owner)
	if Slice(MakeArray(idx), 2, 5).Data().Owner() != owner {
		t.Error("Slice drops the owner")
	}
	dt := &DictionaryType{Index: Int32Type{}, Value: Utf8Type{}}
	vb := NewUtf8Builder()
	for _, s := range []string{"a", "b", "c"} {
		vb.AppendString(s)
	}
	dd := NewData(dt, idx.Length, idx.Buffers, nil, 0, 0).WithDictionary(vb.NewArray().Data()).WithOwner(owner)
	if MakeArray(dd).(*Dictionary).Indices().Data().Owner() != owner {
		t.Error("Dictionary.Indices drops the owner")
	}
	ext := NewData(UUIDType{}, 0, [][]byte{nil, nil}, nil, 0, 0).WithOwner(owner)
	if e, ok := MakeArray(ext).(*ExtensionArray); !ok || e.Storage().Data().Owner() != owner {
		t.Error("the storage of an extension array drops the owner")
	}
	if NewData(Int32Type{}, 0, [][]byte{nil, nil}, nil, 0, 0).Owner() != nil {
		t.Error("a new Data has an owner")
	}
}
