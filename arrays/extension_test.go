package arrays

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// xrTextData builds utf8 (int32 offsets) or large_utf8 (int64 offsets) data
// of type t by hand; valid (optional) marks nulls, whose bytes are skipped.
func xrTextData(t DataType, large bool, vals []string, valid []bool) *Data {
	width := 4
	if large {
		width = 8
	}
	total := 0
	for _, v := range vals {
		total += len(v)
	}
	offsets := AllocBuffer(width * (len(vals) + 1))
	data := AllocBuffer(total)
	at := 0
	for i, v := range vals {
		if valid == nil || valid[i] {
			at += copy(data[at:], v)
		}
		if large {
			valuesOf[int64](offsets)[i+1] = int64(at)
		} else {
			valuesOf[int32](offsets)[i+1] = int32(at)
		}
	}
	bm, nulls := xrValidity(len(vals), valid)
	return NewData(t, len(vals), [][]byte{bm, offsets, data}, nil, nulls, 0)
}

// xrViewData builds utf8_view data whose values all fit inline or live in
// one data buffer.
func xrViewData(t DataType, vals []string) *Data {
	views := AllocBuffer(16 * len(vals))
	vs := valuesOf[View](views)
	var long []byte
	for i, v := range vals {
		if len(v) <= ViewInlineMax {
			vs[i] = MakeInlineView([]byte(v))
		} else {
			vs[i] = MakeRefView([]byte(v), 0, int32(len(long)))
			long = append(long, v...)
		}
	}
	buf := AllocBuffer(len(long))
	copy(buf, long)
	return NewData(t, len(vals), [][]byte{nil, views, buf}, nil, 0, 0)
}

// xrValidity is the obvious bitmap builder, kept apart from the code under test.
func xrValidity(n int, valid []bool) ([]byte, int) {
	if valid == nil {
		return nil, 0
	}
	bm := AllocBuffer(BitmapLen(n))
	nulls := 0
	for i, ok := range valid {
		if ok {
			bm[i/8] |= 1 << (i % 8)
		} else {
			nulls++
		}
	}
	return bm, nulls
}

func xrRandValid(r *rand.Rand, n int, p float64) []bool {
	v := make([]bool, n)
	for i := range v {
		v[i] = r.Float64() >= p
	}
	return v
}

func TestCanonicalExtensionsRegistered(t *testing.T) {
	names := RegisteredExtensionTypes()
	for _, n := range []string{UUIDExtensionName, JSONExtensionName, Bool8ExtensionName, OpaqueExtensionName} {
		if !slices.Contains(names, n) {
			t.Errorf("%s not in RegisteredExtensionTypes() = %v", n, names)
		}
		if _, ok := LookupExtensionType(n); !ok {
			t.Errorf("LookupExtensionType(%q) found nothing", n)
		}
		err := RegisterExtensionType(n, newUUIDFromStorage)
		if err == nil || !strings.Contains(err.Error(), "already registered") || !strings.Contains(err.Error(), n) {
			t.Errorf("re-registering %s: err = %v, want an already-registered error naming it", n, err)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("RegisteredExtensionTypes() not sorted: %v", names)
	}
}

func TestExtensionRegistry(t *testing.T) {
	const name = "quiver.test.registry"
	factory := func(storage DataType, serialized string) (ExtensionType, error) {
		return NewOpaqueType(storage, serialized, "test")
	}
	if _, ok := LookupExtensionType(name); ok {
		t.Fatalf("%s registered before the test", name)
	}
	if err := RegisterExtensionType(name, factory); err != nil {
		t.Fatal(err)
	}
	defer UnregisterExtensionType(name)
	if err := RegisterExtensionType(name, factory); err == nil || !strings.Contains(err.Error(), name) {
		t.Errorf("duplicate registration: err = %v, want one naming %s", err, name)
	}
	f, ok := LookupExtensionType(name)
	if !ok {
		t.Fatalf("lookup after registration failed")
	}
	et, err := f(Int16Type{}, "geo")
	if err != nil || et.(OpaqueType).TypeName != "geo" {
		t.Errorf("looked-up factory returned %v, %v", et, err)
	}
	if !slices.Contains(RegisteredExtensionTypes(), name) {
		t.Errorf("%s missing from RegisteredExtensionTypes", name)
	}
	md := NewMetadata([]string{ExtensionNameKey, ExtensionMetadataKey}, []string{name, "p"})
	got, rest, err := ExtensionTypeFromMetadata(Int16Type{}, md)
	if err != nil || got.ID() != EXTENSION || rest.Len() != 0 {
		t.Errorf("registered: got %v, %v, %v", got, rest, err)
	}

	UnregisterExtensionType(name)
	if _, ok := LookupExtensionType(name); ok {
		t.Errorf("lookup after unregistration succeeded")
	}
	if slices.Contains(RegisteredExtensionTypes(), name) {
		t.Errorf("%s still listed after unregistration", name)
	}
	got, rest, err = ExtensionTypeFromMetadata(Int16Type{}, md)
	if err != nil || got != (Int16Type{}) || !rest.Equal(md) {
		t.Errorf("unregistered: got %v, %v, %v; want storage and untouched metadata", got, rest, err)
	}
	// registering again after unregistration works
	if err := RegisterExtensionType(name, factory); err != nil {
		t.Errorf("re-registration after unregister: %v", err)
	}
}

func TestCanonicalFactoriesReject(t *testing.T) {
	cases := []struct {
		name       string
		storage    DataType
		serialized string
		want       string // substring of the error
	}{
		{UUIDExtensionName, FixedSizeBinaryType{ByteWidth: 8}, "", "storage must be fixed_size_binary[16], got fixed_size_binary[8]"},
		{UUIDExtensionName, BinaryType{}, "", "got binary"},
		{UUIDExtensionName, nil, "", "got <nil>"},
		{UUIDExtensionName, UUIDType{}, "", "got extension<arrow.uuid>"},
		{UUIDExtensionName, FixedSizeBinaryType{ByteWidth: 16}, "{}", `metadata must be empty, got "{}"`},
		{JSONExtensionName, BinaryType{}, "", "storage must be utf8, large_utf8 or utf8_view, got binary"},
		{JSONExtensionName, Int32Type{}, "", "got int32"},
		{JSONExtensionName, nil, "", "got <nil>"},
		{JSONExtensionName, JSONType{Storage: Utf8Type{}}, "", "got extension<arrow.json, storage=utf8>"},
		{JSONExtensionName, Utf8Type{}, "[]", `metadata must be empty or a JSON object, got "[]"`},
		{JSONExtensionName, Utf8Type{}, "null", "empty or a JSON object"},
		{JSONExtensionName, Utf8Type{}, "{", "empty or a JSON object"},
		{JSONExtensionName, LargeUtf8Type{}, `"x"`, "empty or a JSON object"},
		{Bool8ExtensionName, Uint8Type{}, "", "storage must be int8, got uint8"},
		{Bool8ExtensionName, BoolType{}, "", "got bool"},
		{Bool8ExtensionName, Int8Type{}, "{}", `metadata must be empty, got "{}"`},
		{Bool8ExtensionName, Int8Type{}, "1", "metadata must be empty"},
		{OpaqueExtensionName, nil, `{"type_name":"t","vendor_name":"v"}`, "storage type is missing"},
		{OpaqueExtensionName, NullType{}, "", `metadata must be a JSON object, got ""`},
		{OpaqueExtensionName, NullType{}, "[]", "metadata must be a JSON object"},
		{OpaqueExtensionName, NullType{}, "null", "metadata must be a JSON object"},
		{OpaqueExtensionName, NullType{}, `{"type_name":"t"}`, `lacks the required "vendor_name"`},
		{OpaqueExtensionName, NullType{}, `{"vendor_name":"v"}`, `lacks the required "type_name"`},
		{OpaqueExtensionName, NullType{}, `{"type_name":1,"vendor_name":"v"}`, `"type_name" must be a string, got 1`},
		{OpaqueExtensionName, NullType{}, `{"type_name":"t","vendor_name":null}`, `"vendor_name" must be a string, got null`},
		{OpaqueExtensionName, NullType{}, `{"type_name":"t","vendor_name":["v"]}`, `"vendor_name" must be a string`},
	}
	for _, c := range cases {
		f, ok := LookupExtensionType(c.name)
		if !ok {
			t.Fatalf("%s not registered", c.name)
		}
		et, err := f(c.storage, c.serialized)
		if err == nil {
			t.Errorf("%s(%v, %q) = %v, want an error", c.name, c.storage, c.serialized, et)
			continue
		}
		msg := err.Error()
		if !errors.Is(err, ErrInvalidExtension) || !strings.Contains(msg, c.name) || !strings.Contains(msg, c.want) {
			t.Errorf("%s(%v, %q): error %q; want ErrInvalidExtension naming the type and containing %q", c.name, c.storage, c.serialized, msg, c.want)
		}
	}
}

func TestCanonicalFactoriesAccept(t *testing.T) {
	st := StructOf(Field{Name: "x", Type: Float64Type{}}, Field{Name: "y", Type: Float64Type{}})
	cases := []struct {
		name       string
		storage    DataType
		serialized string
		want       ExtensionType
	}{
		{UUIDExtensionName, FixedSizeBinaryType{ByteWidth: 16}, "", UUIDType{}},
		{JSONExtensionName, Utf8Type{}, "", JSONType{Storage: Utf8Type{}}},
		{JSONExtensionName, Utf8Type{}, "{}", JSONType{Storage: Utf8Type{}}},
		{JSONExtensionName, LargeUtf8Type{}, ` { "later": [1, 2] } `, JSONType{Storage: LargeUtf8Type{}}},
		{JSONExtensionName, Utf8ViewType{}, "", JSONType{Storage: Utf8ViewType{}}},
		{Bool8ExtensionName, Int8Type{}, "", Bool8Type{}},
		{OpaqueExtensionName, NullType{}, `{"type_name":"geometry","vendor_name":"PostGIS"}`,
			OpaqueType{Storage: NullType{}, TypeName: "geometry", VendorName: "PostGIS"}},
		{OpaqueExtensionName, st, `{"vendor_name": "v", "extra": {"a": 1}, "type_name": ""}`,
			OpaqueType{Storage: st, TypeName: "", VendorName: "v"}},
	}
	for _, c := range cases {
		f, _ := LookupExtensionType(c.name)
		et, err := f(c.storage, c.serialized)
		if err != nil {
			t.Errorf("%s(%v, %q): %v", c.name, c.storage, c.serialized, err)
			continue
		}
		if !TypeEqual(et, c.want) {
			t.Errorf("%s(%v, %q) = %v, want %v", c.name, c.storage, c.serialized, et, c.want)
		}
		if et.ID() != EXTENSION || et.ExtensionName() != c.name || !TypeEqual(et.StorageType(), c.storage) {
			t.Errorf("%v: ID %v, name %q, storage %v", et, et.ID(), et.ExtensionName(), et.StorageType())
		}
	}
}

func TestCanonicalTypeStrings(t *testing.T) {
	cases := []struct {
		t    ExtensionType
		s    string
		meta string
	}{
		{UUIDType{}, "extension<arrow.uuid>", ""},
		{Bool8Type{}, "extension<arrow.bool8>", ""},
		{JSONType{Storage: Utf8Type{}}, "extension<arrow.json, storage=utf8>", ""},
		{JSONType{Storage: Utf8ViewType{}}, "extension<arrow.json, storage=utf8_view>", ""},
		{OpaqueType{Storage: BinaryType{}, TypeName: "geometry", VendorName: "Post\"GIS"},
			`extension<arrow.opaque, type_name="geometry", vendor_name="Post\"GIS", storage=binary>`,
			`{"type_name":"geometry","vendor_name":"Post\"GIS"}`},
		{OpaqueType{Storage: NullType{}, TypeName: "a<b>&c", VendorName: "ü"},
			`extension<arrow.opaque, type_name="a<b>&c", vendor_name="ü", storage=null>`,
			`{"type_name":"a<b>&c","vendor_name":"ü"}`},
	}
	for _, c := range cases {
		if got := c.t.String(); got != c.s {
			t.Errorf("String() = %s, want %s", got, c.s)
		}
		if got := c.t.Serialize(); got != c.meta {
			t.Errorf("%s: Serialize() = %q, want %q", c.s, got, c.meta)
		}
	}
}

func TestNewJSONAndOpaqueType(t *testing.T) {
	for _, s := range []DataType{Utf8Type{}, LargeUtf8Type{}, Utf8ViewType{}} {
		jt, err := NewJSONType(s)
		if err != nil || jt.Storage != s {
			t.Errorf("NewJSONType(%v) = %v, %v", s, jt, err)
		}
	}
	for _, s := range []DataType{nil, BinaryType{}, LargeBinaryType{}, BinaryViewType{}, Int8Type{}, ListOf(Utf8Type{})} {
		if _, err := NewJSONType(s); !errors.Is(err, ErrInvalidExtension) {
			t.Errorf("NewJSONType(%v): err = %v", s, err)
		}
	}
	if _, err := NewOpaqueType(nil, "a", "b"); !errors.Is(err, ErrInvalidExtension) {
		t.Errorf("NewOpaqueType(nil): err = %v", err)
	}
	ot, err := NewOpaqueType(Int32Type{}, "a", "b")
	if err != nil || ot != (OpaqueType{Storage: Int32Type{}, TypeName: "a", VendorName: "b"}) {
		t.Errorf("NewOpaqueType = %v, %v", ot, err)
	}
}

func TestCanonicalTypeEquality(t *testing.T) {
	types := []ExtensionType{
		UUIDType{}, Bool8Type{},
		JSONType{Storage: Utf8Type{}}, JSONType{Storage: LargeUtf8Type{}}, JSONType{Storage: Utf8ViewType{}},
		OpaqueType{Storage: NullType{}, TypeName: "t", VendorName: "v"},
		OpaqueType{Storage: NullType{}, TypeName: "t", VendorName: "w"},
		OpaqueType{Storage: NullType{}, TypeName: "u", VendorName: "v"},
		OpaqueType{Storage: Int8Type{}, TypeName: "t", VendorName: "v"},
		OpaqueType{Storage: ListOf(Int8Type{}), TypeName: "t", VendorName: "v"},
		OpaqueType{Storage: ListOf(Int16Type{}), TypeName: "t", VendorName: "v"},
	}
	for i, a := range types {
		for j, b := range types {
			if got := TypeEqual(a, b); got != (i == j) {
				t.Errorf("TypeEqual(%v, %v) = %v", a, b, got)
			}
		}
		if TypeEqual(a, a.StorageType()) || TypeEqual(a.StorageType(), a) {
			t.Errorf("%v equals its storage type", a)
		}
		if !TypeEqual(StorageOf(a), a.StorageType()) {
			t.Errorf("StorageOf(%v) = %v", a, StorageOf(a))
		}
	}
	// structurally equal storage behind distinct pointers
	a := OpaqueType{Storage: ListOf(Int8Type{}), TypeName: "t", VendorName: "v"}
	b := OpaqueType{Storage: ListOf(Int8Type{}), TypeName: "t", VendorName: "v"}
	if !TypeEqual(a, b) {
		t.Errorf("opaque types over equal list storage differ")
	}
}

func TestExtensionMetadataRoundTrip(t *testing.T) {
	types := []ExtensionType{
		UUIDType{}, Bool8Type{},
		JSONType{Storage: Utf8Type{}}, JSONType{Storage: LargeUtf8Type{}}, JSONType{Storage: Utf8ViewType{}},
		OpaqueType{Storage: NullType{}, TypeName: "geometry", VendorName: "PostGIS"},
		OpaqueType{Storage: MapOf(Utf8Type{}, Int64Type{}), TypeName: "we\"ird\n\u2028", VendorName: ""},
	}
	base := NewMetadata([]string{"a", ExtensionNameKey, "b", ExtensionMetadataKey}, []string{"1", "stale.name", "2", "stale"})
	want := NewMetadata([]string{"a", "b"}, []string{"1", "2"})
	for _, et := range types {
		md := ExtensionMetadata(et, base)
		if !base.Equal(NewMetadata([]string{"a", ExtensionNameKey, "b", ExtensionMetadataKey}, []string{"1", "stale.name", "2", "stale"})) {
			t.Fatalf("ExtensionMetadata modified its argument: %v", base)
		}
		wantMD := NewMetadata([]string{"a", "b", ExtensionNameKey, ExtensionMetadataKey},
			[]string{"1", "2", et.ExtensionName(), et.Serialize()})
		if !md.Equal(wantMD) {
			t.Errorf("ExtensionMetadata(%v) = %v, want %v", et, md, wantMD)
		}
		got, rest, err := ExtensionTypeFromMetadata(et.StorageType(), md)
		if err != nil {
			t.Errorf("%v: %v", et, err)
			continue
		}
		if !TypeEqual(got, et) {
			t.Errorf("round trip of %v gave %v", et, got)
		}
		if !rest.Equal(want) {
			t.Errorf("round trip of %v left metadata %v, want %v", et, rest, want)
		}
		// the rebuilt field type matches one built directly
		f1 := Field{Name: "c", Type: et, Nullable: true, Metadata: want}
		f2 := Field{Name: "c", Type: got, Nullable: true, Metadata: rest}
		if !f1.Equal(f2) {
			t.Errorf("fields differ after round trip: %v vs %v", f1, f2)
		}
	}
	// with no metadata at all the result holds just the two keys
	md := ExtensionMetadata(UUIDType{}, Metadata{})
	if md.Len() != 2 {
		t.Errorf("ExtensionMetadata(uuid, {}) = %v", md)
	}
	if got, rest, err := ExtensionTypeFromMetadata(FixedSizeBinaryType{ByteWidth: 16}, md); err != nil || got != (UUIDType{}) || rest.Len() != 0 {
		t.Errorf("from %v: %v, %v, %v", md, got, rest, err)
	}
}

func TestExtensionTypeFromMetadataCases(t *testing.T) {
	plain := NewMetadata([]string{"k"}, []string{"v"})
	got, rest, err := ExtensionTypeFromMetadata(Int32Type{}, plain)
	if err != nil || got != (Int32Type{}) || !rest.Equal(plain) {
		t.Errorf("no extension: %v, %v, %v", got, rest, err)
	}

	// an absent metadata key reads as empty parameters
	onlyName := NewMetadata([]string{ExtensionNameKey}, []string{Bool8ExtensionName})
	got, rest, err = ExtensionTypeFromMetadata(Int8Type{}, onlyName)
	if err != nil || got != (Bool8Type{}) || rest.Len() != 0 {
		t.Errorf("name only: %v, %v, %v", got, rest, err)
	}

	// an unknown name keeps storage and both keys
	unknown := NewMetadata([]string{"x", ExtensionNameKey, ExtensionMetadataKey}, []string{"y", "vendor.unknown", "params"})
	got, rest, err = ExtensionTypeFromMetadata(BinaryType{}, unknown)
	if err != nil || got != (BinaryType{}) || !rest.Equal(unknown) {
		t.Errorf("unknown: %v, %v, %v", got, rest, err)
	}

	// a registered name whose factory refuses: storage, md and the error
	bad := NewMetadata([]string{ExtensionNameKey, ExtensionMetadataKey}, []string{UUIDExtensionName, ""})
	got, rest, err = ExtensionTypeFromMetadata(FixedSizeBinaryType{ByteWidth: 4}, bad)
	if !errors.Is(err, ErrInvalidExtension) || !strings.Contains(err.Error(), "fixed_size_binary[4]") {
		t.Errorf("bad storage: err = %v", err)
	}
	if got != (FixedSizeBinaryType{ByteWidth: 4}) || !rest.Equal(bad) {
		t.Errorf("bad storage: got %v, %v; want storage and untouched metadata", got, rest)
	}

	// a user factory's plain error is wrapped so errors.Is still works
	const name = "quiver.test.plainerror"
	sentinel := errors.New("no such thing")
	if err := RegisterExtensionType(name, func(DataType, string) (ExtensionType, error) { return nil, sentinel }); err != nil {
		t.Fatal(err)
	}
	defer UnregisterExtensionType(name)
	md := NewMetadata([]string{ExtensionNameKey}, []string{name})
	_, _, err = ExtensionTypeFromMetadata(Int64Type{}, md)
	if !errors.Is(err, ErrInvalidExtension) || !errors.Is(err, sentinel) || !strings.Contains(err.Error(), name) {
		t.Errorf("plain factory error: %v", err)
	}

	// a factory whose type does not sit on the given storage is reported
	const wrongName = "quiver.test.wrongstorage"
	if err := RegisterExtensionType(wrongName, func(DataType, string) (ExtensionType, error) { return UUIDType{}, nil }); err != nil {
		t.Fatal(err)
	}
	defer UnregisterExtensionType(wrongName)
	md = NewMetadata([]string{ExtensionNameKey}, []string{wrongName})
	got, rest, err = ExtensionTypeFromMetadata(Int64Type{}, md)
	if !errors.Is(err, ErrInvalidExtension) || !strings.Contains(err.Error(), "storage fixed_size_binary[16] from storage int64") || got != (Int64Type{}) || !rest.Equal(md) {
		t.Errorf("wrong storage from factory: %v, %v, %v", got, rest, err)
	}

	// a factory that returns neither type nor error is reported, not trusted
	const nilName = "quiver.test.niltype"
	if err := RegisterExtensionType(nilName, func(DataType, string) (ExtensionType, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	defer UnregisterExtensionType(nilName)
	md = NewMetadata([]string{ExtensionNameKey}, []string{nilName})
	got, rest, err = ExtensionTypeFromMetadata(Int64Type{}, md)
	if !errors.Is(err, ErrInvalidExtension) || !strings.Contains(err.Error(), "no type") || got != (Int64Type{}) || !rest.Equal(md) {
		t.Errorf("nil factory result: %v, %v, %v", got, rest, err)
	}
}

func TestUUIDArray(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 71 {
		vals := make([][16]byte, n)
		for i := range vals {
			for k := range vals[i] {
				vals[i][k] = byte(r.Uint32())
			}
		}
		var valid []bool
		if n%3 != 0 {
			valid = xrRandValid(r, n, 0.3)
		}
		a, err := NewUUIDArray(vals, valid)
		if err != nil {
			t.Fatal(err)
		}
		if a.Len() != n || a.DataType() != (UUIDType{}) {
			t.Fatalf("n=%d: len %d type %v", n, a.Len(), a.DataType())
		}
		for _, lo := range []int{0, 1, 7, n / 2} {
			if lo > n {
				continue
			}
			for _, hi := range []int{n, n - 1, lo + 3} {
				if hi < lo || hi > n {
					continue
				}
				s, err := AsUUIDArray(Slice(a, lo, hi))
				if err != nil {
					t.Fatal(err)
				}
				for i := 0; i < s.Len(); i++ {
					isNull := valid != nil && !valid[lo+i]
					if s.IsNull(i) != isNull {
						t.Fatalf("n=%d [%d:%d] slot %d: IsNull %v", n, lo, hi, i, s.IsNull(i))
					}
					if !isNull && s.Value(i) != vals[lo+i] {
						t.Fatalf("n=%d [%d:%d] slot %d: %x want %x", n, lo, hi, i, s.Value(i), vals[lo+i])
					}
				}
			}
		}
	}

	u1, _ := ParseUUID("123e4567-e89b-12d3-a456-426614174000")
	u2, _ := ParseUUID("FFFFFFFF-0000-0000-0000-00000000000A")
	a, err := NewUUIDArray([][16]byte{u1, {}, u2}, []bool{true, false, true})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := a.String(), "[123e4567-e89b-12d3-a456-426614174000 null ffffffff-0000-0000-0000-00000000000a]"; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
	if a.NullN() != 1 {
		t.Errorf("NullN = %d", a.NullN())
	}
	// the plain *ExtensionArray that MakeArray returns renders the same way
	if got, want := MakeArray(a.Data()).String(), a.String(); got != want {
		t.Errorf("MakeArray(...).String() = %s, want %s", got, want)
	}
	if got, want := Slice(a, 1, 3).ValueString(1), "ffffffff-0000-0000-0000-00000000000a"; got != want {
		t.Errorf("sliced ValueString(1) = %s, want %s", got, want)
	}
	if u1[0] != 0x12 || u1[15] != 0x00 || u1[6] != 0x12 {
		t.Errorf("ParseUUID byte order wrong: %x", u1)
	}
	if _, err := NewUUIDArray(make([][16]byte, 2), []bool{true}); err == nil {
		t.Errorf("mismatched validity accepted")
	}
}

func TestParseFormatUUID(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		var u [16]byte
		for k := range u {
			u[k] = byte(r.Uint32())
		}
		s := FormatUUID(u)
		back, err := ParseUUID(s)
		if err != nil || back != u {
			t.Fatalf("%x -> %s -> %x, %v", u, s, back, err)
		}
		if up, err := ParseUUID(strings.ToUpper(s)); err != nil || up != u {
			t.Fatalf("upper case %s: %x, %v", s, up, err)
		}
	}
	for _, bad := range []string{
		"", "123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400",
		"123e4567-e89b-12d3-a456-4266141740000", "123e4567-e89b-12d3-a456_426614174000",
		"123e4567-e89b-12d3-a456-42661417400g", "123e456--e89b-12d3-a456-426614174000",
	} {
		if _, err := ParseUUID(bad); err == nil {
			t.Errorf("ParseUUID(%q) accepted", bad)
		}
	}
}

func TestBool8Array(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 71 {
		// storage bytes may hold any value; only 0 is false
		raw := make([]int8, n)
		for i := range raw {
			switch r.IntN(4) {
			case 0:
				raw[i] = 0
			case 1:
				raw[i] = 1
			default:
				raw[i] = int8(r.Uint32())
			}
		}
		valid := xrRandValid(r, n, 0.25)
		b := NewInt8Builder()
		b.AppendValues(raw, valid)
		ext, err := NewExtensionArray(Bool8Type{}, b.NewArray())
		if err != nil {
			t.Fatal(err)
		}
		for lo := 0; lo <= min(n, 9); lo++ {
			s, err := AsBool8Array(Slice(ext, lo, n))
			if err != nil {
				t.Fatal(err)
			}
			if len(s.RawValues()) != n-lo {
				t.Fatalf("n=%d lo=%d: %d raw values", n, lo, len(s.RawValues()))
			}
			for i := 0; i < s.Len(); i++ {
				if s.IsNull(i) != !valid[lo+i] {
					t.Fatalf("n=%d lo=%d slot %d: IsNull %v", n, lo, i, s.IsNull(i))
				}
				if valid[lo+i] && s.Value(i) != (raw[lo+i] != 0) {
					t.Fatalf("n=%d lo=%d slot %d: %v for byte %d", n, lo, i, s.Value(i), raw[lo+i])
				}
			}
		}
	}

	a, err := NewBool8Array([]bool{true, false, true, true}, []bool{true, true, false, true})
	if err != nil {
		t.Fatal(err)
	}
	if got := a.String(); got != "[true false null true]" {
		t.Errorf("String() = %s", got)
	}
	if got := a.Storage().(*Int8).Values(); !slices.Equal(got, []int8{1, 0, 1, 1}) {
		t.Errorf("stored bytes %v, want 1 for true and 0 for false", got)
	}
	if _, err := NewBool8Array([]bool{true}, []bool{}); err == nil {
		t.Errorf("mismatched validity accepted")
	}
}

func TestJSONArray(t *testing.T) {
	vals := []string{`{"a": 1}`, `not json`, `[1, 2, 3]`, `"a string that is rather long"`, `null`, `3.5`}
	valid := []bool{true, false, true, true, true, true}
	a, err := NewJSONArray(vals, valid)
	if err != nil {
		t.Fatal(err)
	}
	if !TypeEqual(a.DataType(), JSONType{Storage: Utf8Type{}}) || a.NullN() != 1 {
		t.Fatalf("type %v nulls %d", a.DataType(), a.NullN())
	}
	for i, v := range vals {
		if valid[i] && a.Value(i) != v {
			t.Errorf("slot %d: %q want %q", i, a.Value(i), v)
		}
	}
	var m map[string]int
	if err := a.Unmarshal(0, &m); err != nil || m["a"] != 1 {
		t.Errorf("Unmarshal(0) = %v, %v", m, err)
	}
	var xs []int
	if err := a.Unmarshal(2, &xs); err != nil || !slices.Equal(xs, []int{1, 2, 3}) {
		t.Errorf("Unmarshal(2) = %v, %v", xs, err)
	}
	if err := a.Unmarshal(1, &xs); err == nil || !strings.Contains(err.Error(), "slot 1 is null") {
		t.Errorf("Unmarshal of a null slot: %v", err)
	}
	if err := a.Unmarshal(3, &xs); err == nil || !strings.Contains(err.Error(), "slot 3") {
		t.Errorf("Unmarshal into the wrong Go type: %v", err)
	}
	s, err := AsJSONArray(Slice(a, 2, 5))
	if err != nil || s.Len() != 3 || s.Value(0) != vals[2] || s.Value(2) != "null" || s.IsNull(2) {
		t.Errorf("slice: %v, %v", s, err)
	}

	if _, err := NewJSONArray([]string{`{}`, `{"a":}`}, nil); err == nil || !strings.Contains(err.Error(), "slot 1") {
		t.Errorf("invalid JSON: err = %v", err)
	}
	if _, err := NewJSONArray([]string{`{}`}, []bool{true, true}); err == nil {
		t.Errorf("mismatched validity accepted")
	}

	// large_utf8 and utf8_view storage, wrapped by hand
	long := `{"key": "a value well past the inline limit"}`
	storages := []Array{
		MakeArray(xrTextData(LargeUtf8Type{}, true, []string{`1`, long, `true`}, nil)),
		MakeArray(xrViewData(Utf8ViewType{}, []string{`1`, long, `true`})),
	}
	for _, st := range storages {
		jt, err := NewJSONType(st.DataType())
		if err != nil {
			t.Fatal(err)
		}
		ext, err := NewExtensionArray(jt, st)
		if err != nil {
			t.Fatal(err)
		}
		ja, err := AsJSONArray(Slice(ext, 1, 3))
		if err != nil {
			t.Fatal(err)
		}
		var v map[string]string
		if ja.Value(0) != long || ja.Value(1) != "true" || ja.Unmarshal(0, &v) != nil || v["key"] == "" {
			t.Errorf("%v storage: %q %q %v", st.DataType(), ja.Value(0), ja.Value(1), v)
		}
	}
}

func TestAsTypedExtensionArrays(t *testing.T) {
	b8, _ := NewBool8Array([]bool{true}, nil)
	u, _ := NewUUIDArray([][16]byte{{1}}, nil)
	i8 := NewInt8Builder().NewArray()
	for _, c := range []struct {
		name string
		err  error
	}{
		{"uuid from bool8", func() error { _, err := AsUUIDArray(b8); return err }()},
		{"uuid from int8", func() error { _, err := AsUUIDArray(i8); return err }()},
		{"uuid from nil", func() error { _, err := AsUUIDArray(nil); return err }()},
		{"bool8 from uuid", func() error { _, err := AsBool8Array(u); return err }()},
		{"bool8 from int8", func() error { _, err := AsBool8Array(i8); return err }()},
		{"json from uuid", func() error { _, err := AsJSONArray(u); return err }()},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), "array needed") {
			t.Errorf("%s: err = %v", c.name, c.err)
		}
	}
	{
		_, err := AsBool8Array(MakeArray(u.Data()))
		if err == nil || !strings.Contains(err.Error(), "arrow.bool8 array needed, got extension<arrow.uuid>") {
			t.Errorf("bool8 from a plain uuid extension array: err = %v", err)
		}
	}
	// MakeArray of extension data gives an *ExtensionArray the typed views
	// accept, and a typed view can be viewed again
	if _, err := AsBool8Array(MakeArray(b8.Data())); err != nil {
		t.Errorf("AsBool8Array(MakeArray(...)): %v", err)
	}
	if again, err := AsUUIDArray(u); err != nil || again.Value(0) != u.Value(0) {
		t.Errorf("AsUUIDArray(UUIDArray): %v", err)
	}
}

func TestNewExtensionArray(t *testing.T) {
	// a struct storage under arrow.opaque: nested children must follow slicing
	xs := NewFloat64Builder()
	xs.AppendValues([]float64{1, 2, 3, 4, 5}, []bool{true, true, false, true, true})
	ys := NewFloat64Builder()
	ys.AppendValues([]float64{10, 20, 30, 40, 50}, nil)
	st := StructOf(Field{Name: "x", Type: Float64Type{}, Nullable: true}, Field{Name: "y", Type: Float64Type{}, Nullable: true})
	sbm, snulls := xrValidity(5, []bool{true, false, true, true, true})
	storage := MakeArray(NewData(st, 5, [][]byte{sbm}, []*Data{xs.NewArray().Data(), ys.NewArray().Data()}, snulls, 0))

	ot := OpaqueType{Storage: st, TypeName: "point", VendorName: "geo"}
	if _, err := NewExtensionArray(OpaqueType{Storage: Int8Type{}}, storage); err == nil || !strings.Contains(err.Error(), "int8") {
		t.Errorf("mismatched storage: err = %v", err)
	}
	ext, err := NewExtensionArray(ot, storage)
	if err != nil {
		t.Fatal(err)
	}
	if ext.Storage() != storage || ext.ExtensionType() != ot || ext.NullN() != 1 || !ext.IsNull(1) {
		t.Errorf("storage %v type %v nulls %d", ext.Storage(), ext.ExtensionType(), ext.NullN())
	}
	// the extension data and its storage share every buffer
	if !xrSameBuffers(ext.Data(), storage.Data()) {
		t.Errorf("extension array does not alias its storage's buffers")
	}

	sl := Slice(ext, 2, 5)
	se, ok := sl.(*ExtensionArray)
	if !ok {
		t.Fatalf("Slice of an extension array is a %T", sl)
	}
	if !TypeEqual(se.DataType(), ot) || se.Len() != 3 || se.Data().Offset != 2 {
		t.Fatalf("slice: type %v len %d offset %d", se.DataType(), se.Len(), se.Data().Offset)
	}
	ss, ok := se.Storage().(*Struct)
	if !ok {
		t.Fatalf("slice storage is a %T", se.Storage())
	}
	if !TypeEqual(ss.DataType(), st) || ss.Data().Offset != 2 || !xrSameBuffers(se.Data(), ss.Data()) {
		t.Errorf("slice storage: type %v offset %d", ss.DataType(), ss.Data().Offset)
	}
	if got, want := se.String(), "[{x: null, y: 30} {x: 4, y: 40} {x: 5, y: 50}]"; got != want {
		t.Errorf("slice String() = %s, want %s", got, want)
	}
	if x := ss.Field(0).(*Float64); x.Value(1) != 4 || !x.IsNull(0) {
		t.Errorf("slice child x = %v", x)
	}
	// slicing a slice composes offsets
	if got := Slice(sl, 1, 2).String(); got != "[{x: 4, y: 40}]" {
		t.Errorf("slice of slice = %s", got)
	}

	// fixed-width storage: Storage() of a slice aliases the parent's values
	u, _ := NewUUIDArray([][16]byte{{1}, {2}, {3}}, nil)
	us, _ := AsUUIDArray(Slice(u, 1, 3))
	fsb := us.Storage().(*FixedSizeBinary)
	if unsafe.SliceData(fsb.Value(0)) != &u.Storage().Data().Buffers[1][16] {
		t.Errorf("sliced storage value does not alias the parent buffer")
	}
}

// xrSameBuffers reports whether a and b have the same buffers (by identity),
// children and offset.
func xrSameBuffers(a, b *Data) bool {
	if len(a.Buffers) != len(b.Buffers) || len(a.Children) != len(b.Children) || a.Offset != b.Offset {
		return false
	}
	for i := range a.Buffers {
		if unsafe.SliceData(a.Buffers[i]) != unsafe.SliceData(b.Buffers[i]) || len(a.Buffers[i]) != len(b.Buffers[i]) {
			return false
		}
	}
	for i := range a.Children {
		if a.Children[i] != b.Children[i] {
			return false
		}
	}
	return true
}

func ExampleExtensionTypeFromMetadata() {
	// a writer turns the extension type into field metadata...
	md := ExtensionMetadata(OpaqueType{Storage: BinaryType{}, TypeName: "geometry", VendorName: "PostGIS"}, Metadata{})
	fmt.Println(md.Values)
	// ...and a reader turns it back
	t, rest, err := ExtensionTypeFromMetadata(BinaryType{}, md)
	fmt.Println(t, rest.Len(), err)
	// an unregistered name keeps the storage type and the metadata
	md = NewMetadata([]string{ExtensionNameKey}, []string{"example.unknown"})
	t, rest, _ = ExtensionTypeFromMetadata(BinaryType{}, md)
	fmt.Println(t, rest.Keys)
	// Output:
	// [arrow.opaque {"type_name":"geometry","vendor_name":"PostGIS"}]
	// extension<arrow.opaque, type_name="geometry", vendor_name="PostGIS", storage=binary> 0 <nil>
	// binary [ARROW:extension:name]
}
