package integration

import (
	"bytes"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

// corpusDir locates the Arrow test corpus (see internal/testcorpus).
func corpusDir(t *testing.T) string { return testcorpus.Dir(t) }

// goldFiles lists every generated_*.json.gz, as "dir/case" => path.
func goldFiles(t *testing.T) map[string]string {
	t.Helper()
	root := filepath.Join(corpusDir(t), "arrow-ipc-stream", "integration")
	paths, err := filepath.Glob(filepath.Join(root, "*", "generated_*.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no generated_*.json.gz under %s", root)
	}
	out := map[string]string{}
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p)) + "/" + strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "generated_"), ".json.gz")
		out[name] = p
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// diffArrays compares two arrays logically, the way the integration
// references do: types, lengths, validity, values of valid slots,
// dictionary-encoded columns by their indices and their dictionaries. It
// returns "" when they are equal, else where they differ.
func diffArrays(a, b arrays.Array, path string) string {
	if !arrays.TypeEqual(a.DataType(), b.DataType()) {
		return fmt.Sprintf("%s: type %s vs %s", path, a.DataType(), b.DataType())
	}
	if a.Len() != b.Len() {
		return fmt.Sprintf("%s: length %d vs %d", path, a.Len(), b.Len())
	}
	if x, ok := a.(*arrays.ExtensionArray); ok {
		a, b = x.Storage(), b.(*arrays.ExtensionArray).Storage()
	}
	for i := range a.Len() {
		if a.IsNull(i) != b.IsNull(i) {
			return fmt.Sprintf("%s[%d]: null %v vs %v", path, i, a.IsNull(i), b.IsNull(i))
		}
	}
	slot := func(x arrays.Array, i int) arrays.Array { return arrays.Slice(x, i, i+1) }
	switch x := a.(type) {
	case *arrays.Null:
		return ""
	case *arrays.Dictionary:
		y := b.(*arrays.Dictionary)
		if d := diffArrays(x.Indices(), y.Indices(), path+".indices"); d != "" {
			return d
		}
		return diffArrays(x.Dictionary(), y.Dictionary(), path+".dictionary")
	case *arrays.Struct:
		y := b.(*arrays.Struct)
		for k := range x.NumField() {
			if d := diffArrays(x.Field(k), y.Field(k), fmt.Sprintf("%s.%d", path, k)); d != "" {
				return d
			}
		}
		return ""
	case *arrays.Union:
		y := b.(*arrays.Union)
		for i := range x.Len() {
			if x.TypeCode(i) != y.TypeCode(i) {
				return fmt.Sprintf("%s[%d]: type code %d vs %d", path, i, x.TypeCode(i), y.TypeCode(i))
			}
			k := x.ChildIndex(i)
			if d := diffArrays(slot(x.Child(k), x.ChildOffset(i)), slot(y.Child(k), y.ChildOffset(i)), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	case *arrays.RunEndEncoded:
		y := b.(*arrays.RunEndEncoded)
		for i := range x.Len() {
			if d := diffArrays(slot(x.Values(), x.PhysicalIndex(i)), slot(y.Values(), y.PhysicalIndex(i)), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	}
	type listish interface{ ValueArray(int) arrays.Array }
	if x, ok := a.(listish); ok {
		y := b.(listish)
		for i := range a.Len() {
			if a.IsNull(i) {
				continue
			}
			if d := diffArrays(x.ValueArray(i), y.ValueArray(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	}
	if w := arrays.PrimitiveByteWidth(a.DataType().ID()); w > 0 {
		da, db := a.Data(), b.Data()
		for i := range a.Len() {
			if a.IsNull(i) {
				continue
			}
			va := da.Buffers[1][(da.Offset+i)*w : (da.Offset+i+1)*w]
			vb := db.Buffers[1][(db.Offset+i)*w : (db.Offset+i+1)*w]
			if !bytes.Equal(va, vb) {
				return fmt.Sprintf("%s[%d]: %s vs %s", path, i, a.ValueString(i), b.ValueString(i))
			}
		}
		return ""
	}
	// bool, binary, utf8, views, fixed-size binary: ValueString is exact.
	for i := range a.Len() {
		if a.ValueString(i) != b.ValueString(i) {
			return fmt.Sprintf("%s[%d]: %s vs %s", path, i, a.ValueString(i), b.ValueString(i))
		}
	}
	return ""
}

// diffFiles compares schemas, dictionary ids and batches.
func diffFiles(a, b *File) string {
	if !a.Schema.Equal(b.Schema) {
		return fmt.Sprintf("schema differs:\n%s\nvs\n%s", a.Schema, b.Schema)
	}
	if fmt.Sprint(a.DictionaryIDs) != fmt.Sprint(b.DictionaryIDs) {
		return fmt.Sprintf("dictionary ids %v vs %v", a.DictionaryIDs, b.DictionaryIDs)
	}
	if len(a.Batches) != len(b.Batches) {
		return fmt.Sprintf("%d vs %d batches", len(a.Batches), len(b.Batches))
	}
	for i := range a.Batches {
		if a.Batches[i].Length != b.Batches[i].Length {
			return fmt.Sprintf("batch %d: length %d vs %d", i, a.Batches[i].Length, b.Batches[i].Length)
		}
		for c := range a.Batches[i].Columns {
			if d := diffArrays(a.Batches[i].Columns[c], b.Batches[i].Columns[c], fmt.Sprintf("batch %d column %d", i, c)); d != "" {
				return d
			}
		}
	}
	return ""
}

// testExt is a test-only extension type, registered under a name from the
// gold files.
type testExt struct {
	name       string
	storage    arrays.DataType
	serialized string
}

func (e *testExt) ID() arrays.TypeID            { return arrays.EXTENSION }
func (e *testExt) String() string               { return "extension<" + e.name + ">" }
func (e *testExt) ExtensionName() string        { return e.name }
func (e *testExt) StorageType() arrays.DataType { return e.storage }
func (e *testExt) Serialize() string            { return e.serialized }
func registerTestExt(t *testing.T, name string, check func(arrays.DataType) bool) {
	t.Helper()
	hideExt(t, name)
	err := arrays.RegisterExtensionType(name, func(storage arrays.DataType, serialized string) (arrays.ExtensionType, error) {
		if !check(storage) {
			return nil, fmt.Errorf("%s: unsupported storage %s", name, storage)
		}
		return &testExt{name: name, storage: storage, serialized: serialized}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { arrays.UnregisterExtensionType(name) })
}

// hideExt unregisters name (a canonical type such as arrow.uuid, registered
// by package arrays) for the rest of the test and restores it afterwards.
func hideExt(t *testing.T, name string) {
	t.Helper()
	old, ok := arrays.LookupExtensionType(name)
	if !ok {
		return
	}
	arrays.UnregisterExtensionType(name)
	t.Cleanup(func() {
		arrays.UnregisterExtensionType(name)
		if err := arrays.RegisterExtensionType(name, old); err != nil {
			t.Errorf("restoring extension %s: %v", name, err)
		}
	})
}
