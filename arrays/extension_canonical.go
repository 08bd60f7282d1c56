package arrays

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// This file holds the canonical extension types of the Arrow format
// (arrow.uuid, arrow.json, arrow.bool8, arrow.opaque), registered at init, and
// the bridge between extension types and field metadata used by readers and
// writers of IPC and JSON.
//
// An extension type travels as its storage type plus two field metadata keys,
// ExtensionNameKey and ExtensionMetadataKey. A reader that meets a name nobody
// registered keeps the data: the field gets the storage type and keeps both
// keys in Field.Metadata, so a writer passes the column on unchanged and a
// later reader that knows the name can still recover the extension type.
// Names starting with "arrow." are reserved for canonical extension types.

// Names of the canonical extension types.
const (
	UUIDExtensionName   = "arrow.uuid"
	JSONExtensionName   = "arrow.json"
	Bool8ExtensionName  = "arrow.bool8"
	OpaqueExtensionName = "arrow.opaque"
)

// ErrInvalidExtension is wrapped by every error of an extension factory that
// rejects a storage type or serialized parameters, and so by
// ExtensionTypeFromMetadata when a registered factory refuses a field.
var ErrInvalidExtension = errors.New("invalid extension type")

func init() {
	for name, f := range map[string]ExtensionFactory{
		UUIDExtensionName:   newUUIDFromStorage,
		JSONExtensionName:   newJSONFromStorage,
		Bool8ExtensionName:  newBool8FromStorage,
		OpaqueExtensionName: newOpaqueFromStorage,
	} {
		if err := RegisterExtensionType(name, f); err != nil {
			panic(err)
		}
	}
}

func extensionError(name, format string, args ...any) error {
	return fmt.Errorf("arrays: %s: %w: %s", name, ErrInvalidExtension, fmt.Sprintf(format, args...))
}

// ExtensionTypeFromMetadata is what a reader calls for each field: given the
// field's storage type and metadata it returns the registered extension type
// named by ExtensionNameKey, with the two extension keys removed from the
// returned metadata. When the metadata names no extension, or names one that
// is not registered, it returns storage and md untouched, so unknown
// extensions survive a read and a write. When the registered factory rejects
// the storage type or ExtensionMetadataKey, it returns storage, md and an
// error wrapping ErrInvalidExtension; a lenient reader may keep the field as
// storage, a strict one fails.
func ExtensionTypeFromMetadata(storage DataType, md Metadata) (DataType, Metadata, error) {
	name, ok := md.Get(ExtensionNameKey)
	if !ok {
		return storage, md, nil
	}
	factory, ok := LookupExtensionType(name)
	if !ok {
		return storage, md, nil
	}
	serialized, _ := md.Get(ExtensionMetadataKey)
	t, err := factory(storage, serialized)
	if err != nil {
		if !errors.Is(err, ErrInvalidExtension) {
			err = fmt.Errorf("arrays: extension %q on storage %s: %w: %w", name, typeName(storage), ErrInvalidExtension, err)
		}
		return storage, md, err
	}
	if t == nil {
		return storage, md, extensionError(name, "factory returned no type")
	}
	if !TypeEqual(t.StorageType(), storage) {
		return storage, md, extensionError(name, "factory built a type on storage %s from storage %s", typeName(t.StorageType()), typeName(storage))
	}
	return t, withoutExtensionKeys(md), nil
}

// ExtensionMetadata is what a writer calls for a field of extension type t:
// it returns md with ExtensionNameKey and ExtensionMetadataKey set to t's
// name and serialized parameters (replacing any earlier values), leaving md
// itself unchanged. Both keys are always written, the metadata key possibly
// empty, as other Arrow implementations do.
func ExtensionMetadata(t ExtensionType, md Metadata) Metadata {
	out := withoutExtensionKeys(md)
	out.Keys = append(out.Keys, ExtensionNameKey, ExtensionMetadataKey)
	out.Values = append(out.Values, t.ExtensionName(), t.Serialize())
	return out
}

// withoutExtensionKeys returns a copy of md without the two extension keys.
func withoutExtensionKeys(md Metadata) Metadata {
	var out Metadata
	for i, k := range md.Keys {
		if k == ExtensionNameKey || k == ExtensionMetadataKey {
			continue
		}
		out.Keys = append(out.Keys, k)
		out.Values = append(out.Values, md.Values[i])
	}
	return out
}

// ExtensionValueFormatter is implemented by extension types whose values read
// better in their own notation than in their storage's (a UUID as
// 8-4-4-4-12 hex rather than 16 quoted bytes). ExtensionArray.ValueString,
// and so String, use it for valid slots.
type ExtensionValueFormatter interface {
	// FormatValue renders valid slot i of storage, an array of the
	// extension's storage type.
	FormatValue(storage Array, i int) string
}

// formatExtensionValue is ExtensionArray.ValueString.
func formatExtensionValue(a *ExtensionArray, i int) string {
	if f, ok := a.ExtensionType().(ExtensionValueFormatter); ok && a.storage.IsValid(i) {
		return f.FormatValue(a.storage, i)
	}
	return a.storage.ValueString(i)
}

// asExtension lets the typed views (UUIDArray, ...), which embed
// *ExtensionArray, be viewed again through As*Array.
func (a *ExtensionArray) asExtension() *ExtensionArray { return a }

// extensionArrayOf returns a, an *ExtensionArray or a typed view of one, as
// an extension array whose type is a T.
func extensionArrayOf[T ExtensionType](a Array, name string) (*ExtensionArray, T, error) {
	var zero T
	if a == nil {
		return nil, zero, fmt.Errorf("arrays: %s array needed, got nil", name)
	}
	x, ok := a.(interface{ asExtension() *ExtensionArray })
	if !ok {
		return nil, zero, fmt.Errorf("arrays: %s array needed, got %s", name, a.DataType())
	}
	e := x.asExtension()
	t, ok := e.ExtensionType().(T)
	if !ok {
		return nil, zero, fmt.Errorf("arrays: %s array needed, got %s", name, e.DataType())
	}
	return e, t, nil
}

// checkValid reports a mismatch between values and their validity flags.
func checkValid(n int, valid []bool) error {
	if valid != nil && len(valid) != n {
		return fmt.Errorf("arrays: %d validity flags for %d values", len(valid), n)
	}
	return nil
}

// validityOf builds a validity bitmap from flags (nil flags: all valid) and
// returns it with the null count; the bitmap is nil when nothing is null.
func validityOf(n int, valid []bool) ([]byte, int) {
	if valid == nil {
		return nil, 0
	}
	nulls := 0
	bm := AllocBuffer(BitmapLen(n))
	for i, ok := range valid {
		if ok {
			SetBit(bm, i)
		} else {
			nulls++
		}
	}
	if nulls == 0 {
		return nil, 0
	}
	return bm, nulls
}

// ----- arrow.uuid -----

// UUIDType is arrow.uuid: a UUID as 16 bytes in big-endian (network) order,
// stored as fixed_size_binary[16]. The version is not constrained. It has no
// parameters; its serialized metadata is empty.
type UUIDType struct{}

func (UUIDType) ID() TypeID            { return EXTENSION }
func (UUIDType) String() string        { return "extension<" + UUIDExtensionName + ">" }
func (UUIDType) ExtensionName() string { return UUIDExtensionName }
func (UUIDType) StorageType() DataType { return FixedSizeBinaryType{ByteWidth: 16} }
func (UUIDType) Serialize() string     { return "" }

// FormatValue renders a UUID in the canonical 8-4-4-4-12 hex form.
func (UUIDType) FormatValue(storage Array, i int) string {
	return FormatUUID([16]byte(storage.(*FixedSizeBinary).Value(i)))
}

func newUUIDFromStorage(storage DataType, serialized string) (ExtensionType, error) {
	if !TypeEqual(storage, FixedSizeBinaryType{ByteWidth: 16}) {
		return nil, extensionError(UUIDExtensionName, "storage must be fixed_size_binary[16], got %s", typeName(storage))
	}
	if serialized != "" {
		return nil, extensionError(UUIDExtensionName, "metadata must be empty, got %q", serialized)
	}
	return UUIDType{}, nil
}

// UUIDArray is a typed view of an arrow.uuid array.
type UUIDArray struct {
	*ExtensionArray
	fsb *FixedSizeBinary
}

// AsUUIDArray views a, which must be an arrow.uuid extension array.
func AsUUIDArray(a Array) (*UUIDArray, error) {
	e, _, err := extensionArrayOf[UUIDType](a, UUIDExtensionName)
	if err != nil {
		return nil, err
	}
	return &UUIDArray{ExtensionArray: e, fsb: e.Storage().(*FixedSizeBinary)}, nil
}

// NewUUIDArray builds an arrow.uuid array from values; valid, when non-nil,
// must be as long as values and marks the null slots with false.
func NewUUIDArray(values [][16]byte, valid []bool) (*UUIDArray, error) {
	if err := checkValid(len(values), valid); err != nil {
		return nil, err
	}
	buf := AllocBuffer(16 * len(values))
	for i := range values {
		copy(buf[16*i:], values[i][:])
	}
	bm, nulls := validityOf(len(values), valid)
	d := NewData(UUIDType{}, len(values), [][]byte{bm, buf}, nil, nulls, 0)
	return AsUUIDArray(MakeArray(d))
}

// Value returns slot i's 16 bytes (unspecified for a null slot).
func (a *UUIDArray) Value(i int) [16]byte { return [16]byte(a.fsb.Value(i)) }

// FormatUUID renders u as xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx (lower case).
func FormatUUID(u [16]byte) string {
	var b [36]byte
	hex.Encode(b[0:8], u[0:4])
	b[8] = '-'
	hex.Encode(b[9:13], u[4:6])
	b[13] = '-'
	hex.Encode(b[14:18], u[6:8])
	b[18] = '-'
	hex.Encode(b[19:23], u[8:10])
	b[23] = '-'
	hex.Encode(b[24:36], u[10:16])
	return string(b[:])
}

// ParseUUID parses the canonical 8-4-4-4-12 hex form (either case).
func ParseUUID(s string) ([16]byte, error) {
	var u [16]byte
	if len(s) != 36 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return u, fmt.Errorf("arrays: UUID %q is not in the 8-4-4-4-12 hex form", s)
	}
	groups := [...][2]int{{0, 8}, {9, 13}, {14, 18}, {19, 23}, {24, 36}}
	at := 0
	for _, g := range groups {
		n, err := hex.Decode(u[at:], []byte(s[g[0]:g[1]]))
		if err != nil {
			return [16]byte{}, fmt.Errorf("arrays: UUID %q: %w", s, err)
		}
		at += n
	}
	return u, nil
}

// ----- arrow.json -----

// JSONType is arrow.json: each valid slot holds one JSON text (RFC 8259),
// stored as utf8, large_utf8 or utf8_view. It has no parameters; readers
// accept an empty string or a JSON object as its metadata (the spec allows
// fields to be added later, none needed to read the data) and writers emit
// the empty string.
type JSONType struct {
	Storage DataType // Utf8Type{}, LargeUtf8Type{} or Utf8ViewType{}
}

// NewJSONType returns arrow.json on the given storage type.
func NewJSONType(storage DataType) (JSONType, error) {
	if storage == nil || !IsUTF8(storage.ID()) {
		return JSONType{}, extensionError(JSONExtensionName, "storage must be utf8, large_utf8 or utf8_view, got %s", typeName(storage))
	}
	return JSONType{Storage: storage}, nil
}

func (JSONType) ID() TypeID { return EXTENSION }
func (t JSONType) String() string {
	return "extension<" + JSONExtensionName + ", storage=" + typeName(t.Storage) + ">"
}
func (JSONType) ExtensionName() string   { return JSONExtensionName }
func (t JSONType) StorageType() DataType { return t.Storage }
func (JSONType) Serialize() string       { return "" }

func newJSONFromStorage(storage DataType, serialized string) (ExtensionType, error) {
	t, err := NewJSONType(storage)
	if err != nil {
		return nil, err
	}
	if serialized != "" {
		var obj map[string]json.RawMessage
		if err := json.Unmarshal([]byte(serialized), &obj); err != nil || obj == nil {
			return nil, extensionError(JSONExtensionName, "metadata must be empty or a JSON object, got %q", serialized)
		}
	}
	return t, nil
}

// JSONArray is a typed view of an arrow.json array.
type JSONArray struct {
	*ExtensionArray
	text interface{ Value(int) string }
}

// AsJSONArray views a, which must be an arrow.json extension array.
func AsJSONArray(a Array) (*JSONArray, error) {
	e, _, err := extensionArrayOf[JSONType](a, JSONExtensionName)
	if err != nil {
		return nil, err
	}
	text, ok := e.Storage().(interface{ Value(int) string })
	if !ok {
		return nil, fmt.Errorf("arrays: %s storage %s has no text values", JSONExtensionName, e.Storage().DataType())
	}
	return &JSONArray{ExtensionArray: e, text: text}, nil
}

// NewJSONArray builds an arrow.json array with utf8 storage. Each valid
// value must be a JSON text; valid, when non-nil, marks null slots.
func NewJSONArray(values []string, valid []bool) (*JSONArray, error) {
	if err := checkValid(len(values), valid); err != nil {
		return nil, err
	}
	total := 0
	for i, v := range values {
		if valid != nil && !valid[i] {
			continue
		}
		if !json.Valid([]byte(v)) {
			return nil, fmt.Errorf("arrays: %s slot %d: %q is not valid JSON", JSONExtensionName, i, v)
		}
		total += len(v)
	}
	if int64(total) > 1<<31-1 {
		return nil, fmt.Errorf("arrays: %s: %d bytes of text exceed utf8 offsets; use large_utf8 storage", JSONExtensionName, total)
	}
	offsets := AllocBuffer(4 * (len(values) + 1))
	offs := valuesOf[int32](offsets)
	data := AllocBuffer(total)
	at := 0
	for i, v := range values {
		if valid == nil || valid[i] {
			at += copy(data[at:], v)
		}
		offs[i+1] = int32(at)
	}
	bm, nulls := validityOf(len(values), valid)
	d := NewData(JSONType{Storage: Utf8Type{}}, len(values), [][]byte{bm, offsets, data}, nil, nulls, 0)
	return AsJSONArray(MakeArray(d))
}

// Value returns slot i's JSON text, aliasing the storage (unspecified for a
// null slot).
func (a *JSONArray) Value(i int) string { return a.text.Value(i) }

// Unmarshal decodes slot i into v with encoding/json. A null slot is an error.
func (a *JSONArray) Unmarshal(i int, v any) error {
	if a.IsNull(i) {
		return fmt.Errorf("arrays: %s slot %d is null", JSONExtensionName, i)
	}
	if err := json.Unmarshal([]byte(a.Value(i)), v); err != nil {
		return fmt.Errorf("arrays: %s slot %d: %w", JSONExtensionName, i, err)
	}
	return nil
}

// ----- arrow.bool8 -----

// Bool8Type is arrow.bool8: a boolean in one byte, stored as int8. 0 is false
// and any other value is true; writers should use 1. It has no parameters;
// its serialized metadata is empty.
type Bool8Type struct{}

func (Bool8Type) ID() TypeID            { return EXTENSION }
func (Bool8Type) String() string        { return "extension<" + Bool8ExtensionName + ">" }
func (Bool8Type) ExtensionName() string { return Bool8ExtensionName }
func (Bool8Type) StorageType() DataType { return Int8Type{} }
func (Bool8Type) Serialize() string     { return "" }

// FormatValue renders true or false.
func (Bool8Type) FormatValue(storage Array, i int) string {
	return strconv.FormatBool(storage.(*Int8).Value(i) != 0)
}

func newBool8FromStorage(storage DataType, serialized string) (ExtensionType, error) {
	if !TypeEqual(storage, Int8Type{}) {
		return nil, extensionError(Bool8ExtensionName, "storage must be int8, got %s", typeName(storage))
	}
	if serialized != "" {
		return nil, extensionError(Bool8ExtensionName, "metadata must be empty, got %q", serialized)
	}
	return Bool8Type{}, nil
}

// Bool8Array is a typed view of an arrow.bool8 array.
type Bool8Array struct {
	*ExtensionArray
	bytes []int8
}

// AsBool8Array views a, which must be an arrow.bool8 extension array.
func AsBool8Array(a Array) (*Bool8Array, error) {
	e, _, err := extensionArrayOf[Bool8Type](a, Bool8ExtensionName)
	if err != nil {
		return nil, err
	}
	return &Bool8Array{ExtensionArray: e, bytes: e.Storage().(*Int8).Values()}, nil
}

// NewBool8Array builds an arrow.bool8 array, writing 1 for true and 0 for
// false; valid, when non-nil, marks null slots.
func NewBool8Array(values []bool, valid []bool) (*Bool8Array, error) {
	if err := checkValid(len(values), valid); err != nil {
		return nil, err
	}
	buf := AllocBuffer(len(values))
	for i, v := range values {
		if v {
			buf[i] = 1
		}
	}
	bm, nulls := validityOf(len(values), valid)
	d := NewData(Bool8Type{}, len(values), [][]byte{bm, buf}, nil, nulls, 0)
	return AsBool8Array(MakeArray(d))
}

// Value reports whether slot i is true (any non-zero byte).
func (a *Bool8Array) Value(i int) bool { return a.bytes[i] != 0 }

// RawValues returns the stored bytes of this slice, aliasing the storage.
func (a *Bool8Array) RawValues() []int8 { return a.bytes }

// ----- arrow.opaque -----

// OpaqueType is arrow.opaque: data of a type from an external system that the
// producer could not interpret, passed on so that consumers see the field
// exists. Storage may be any type (null when there is no data). The
// parameters name the type and the system; they serialize as a JSON object
// {"type_name": ..., "vendor_name": ...}. Other members of that object are
// allowed by the spec and ignored (never needed to read the data), so they are
// not kept.
type OpaqueType struct {
	Storage    DataType
	TypeName   string // the type's name in the external system
	VendorName string // the external system
}

// NewOpaqueType returns arrow.opaque over storage.
func NewOpaqueType(storage DataType, typeName, vendorName string) (OpaqueType, error) {
	if storage == nil {
		return OpaqueType{}, extensionError(OpaqueExtensionName, "storage type is missing")
	}
	return OpaqueType{Storage: storage, TypeName: typeName, VendorName: vendorName}, nil
}

func (OpaqueType) ID() TypeID { return EXTENSION }
func (t OpaqueType) String() string {
	return "extension<" + OpaqueExtensionName + ", type_name=" + strconv.Quote(t.TypeName) +
		", vendor_name=" + strconv.Quote(t.VendorName) + ", storage=" + typeName(t.Storage) + ">"
}
func (OpaqueType) ExtensionName() string   { return OpaqueExtensionName }
func (t OpaqueType) StorageType() DataType { return t.Storage }

// Serialize renders {"type_name":...,"vendor_name":...}. Invalid UTF-8 in
// either name comes back as U+FFFD, since JSON text is UTF-8.
func (t OpaqueType) Serialize() string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(struct {
		TypeName   string `json:"type_name"`
		VendorName string `json:"vendor_name"`
	}{t.TypeName, t.VendorName}) // encoding two strings cannot fail
	return string(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}

func newOpaqueFromStorage(storage DataType, serialized string) (ExtensionType, error) {
	if storage == nil {
		return nil, extensionError(OpaqueExtensionName, "storage type is missing")
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(serialized), &raw); err != nil || raw == nil {
		return nil, extensionError(OpaqueExtensionName, "metadata must be a JSON object, got %q", serialized)
	}
	var t OpaqueType
	t.Storage = storage
	for _, p := range [...]struct {
		key string
		dst *string
	}{{"type_name", &t.TypeName}, {"vendor_name", &t.VendorName}} {
		v, ok := raw[p.key]
		if !ok {
			return nil, extensionError(OpaqueExtensionName, "metadata %q lacks the required %q", serialized, p.key)
		}
		if bytes.Equal(bytes.TrimSpace(v), []byte("null")) || json.Unmarshal(v, p.dst) != nil {
			return nil, extensionError(OpaqueExtensionName, "metadata %q: %q must be a string, got %s", serialized, p.key, v)
		}
	}
	return t, nil
}

// typeName renders t, or "<nil>".
func typeName(t DataType) string {
	if t == nil {
		return "<nil>"
	}
	return t.String()
}
