package arrays

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
)

// Validation comes in two strengths, after Arrow C++'s Validate/ValidateFull:
//
//   - Validate / ValidateData check the structure in O(1) per node: buffer
//     counts and sizes, lengths, offsets and null counts, child counts, types
//     and lengths, well-formed types, the first and last offsets of the
//     slice. An array that passes can be wrapped and its accessors indexed
//     without reading outside any buffer, as long as its offsets, views and
//     indices are in range — which only the full check proves.
//   - ValidateFull / ValidateDataFull add every O(n) invariant: monotonic
//     offsets, in-range views, list views, union offsets, dictionary indices
//     and run ends, UTF-8, null counts against bitmaps, and the value-level
//     rules: decimal precision, date64 whole days, time of day ranges.
//     Data that passes is safe to hand to every accessor of the package.
//   - ValidateDataSafe is ValidateDataFull without the value-level rules
//     (IsValueRule): what makes data safe to read, and what a reader of
//     other writers' files should insist on. Arrow C++ checks the value
//     rules in its ValidateFull but neither it nor arrow-go enforces them
//     when reading IPC, and real files break them (the 0.14.1 integration
//     decimals on purpose); a value that breaks them is still a well-defined
//     number, only one the type says should not occur.
//
// Both recurse into children and dictionaries, never panic on any input
// (every read is bounds-checked first; no recover), and report the first
// violation found as a *ValidationError, which wraps ErrInvalid.
//
// Invariants that the format states for every slot (offsets monotonic, list
// view ranges, union type ids and dense offsets, view bounds) are checked on
// null slots too; invariants about values (UTF-8, decimal precision,
// dictionary indices, inline view padding and prefixes) only on non-null
// slots, whose content the format leaves unspecified otherwise.

// ErrInvalid is the class of every validation failure: errors.Is(err,
// ErrInvalid) holds for each error Validate and its siblings return.
var ErrInvalid = errors.New("arrays: invalid array")

// ValidationError says where an array breaks the format and which rule it
// breaks.
//
// Path names the node from the validated root: "" is the root, a struct,
// union or run-end encoded child appends "." and its field name from the type
// ("s.b", "ree.values"; "#i" for an unnamed field i), a list, list view,
// fixed-size list or map element appends "[]" ("col.items[]", "m[].key"),
// and dictionary values append "{dictionary}".
//
// Slot is the logical slot index within the node at Path (relative to that
// node's Offset, as the accessors index it), or -1 when the violation is not
// about one slot. For run ends it is the run index within the run-ends child.
//
// Rule is a short stable identifier of the invariant, one of:
//
//	structure (Validate and ValidateFull):
//	  nil-data               a Data (root, child or dictionary) is nil
//	  released               a Data was released (Data.Release) and is used again
//	  nesting-depth          types or data nest deeper than 64 levels (or form a cycle)
//	  type-nil               a type or field type is nil
//	  type-unknown           a DataType implementation the package does not know
//	  type-decimal-precision decimal precision outside 1..9/18/38/76
//	  type-time-unit         illegal time unit (time32: s, ms; time64: us, ns)
//	  type-fixed-size        negative fixed-size binary width or list size
//	  type-union-mode        union mode neither sparse nor dense
//	  type-union-codes       type codes not one per child, not unique or outside 0..127
//	  type-dict-index        dictionary index type is not an integer type
//	  type-run-ends          run-end type is not int16, int32 or int64
//	  type-map-entries       map entries are not a struct of two fields
//	  negative-length        Length < 0
//	  negative-offset        Offset < 0
//	  length-overflow        Offset + Length overflows int
//	  null-count-range       stored null count < -1 or > Length
//	  null-count-mismatch    stored null count disagrees with the layout or the bitmap
//	  buffer-count           wrong number of buffers for the layout
//	  buffer-too-small       a buffer cannot hold Offset+Length slots
//	  unexpected-validity    a validity bitmap on a layout without one (null, union, REE)
//	  children-count         wrong number of children for the type
//	  child-type             a child's type differs from its field's type
//	  child-too-short        a child has fewer slots than the parent addresses
//	  dictionary-missing     a dictionary array without dictionary values
//	  dictionary-type        dictionary values of another type than declared
//	  dictionary-unexpected  dictionary values on a non-dictionary array
//	  offsets-out-of-range   first offset < 0 or last offset past the data or child
//	  run-ends-null          a null run end
//	  run-ends-positive      the first run end is not positive
//	  run-ends-covering      the run ends stop before Offset+Length
//	full only (ValidateFull):
//	  offsets-monotonic      an offset smaller than the one before it
//	  list-view-negative     a negative list view offset or size
//	  list-view-range        a list view past the end of its child
//	  view-length            a negative view length
//	  view-inline-padding    nonzero bytes after an inline view's value
//	  view-buffer-index      a view naming a data buffer that does not exist
//	  view-range             a view's bytes outside its data buffer
//	  view-prefix            a view's prefix differs from its value's first bytes
//	  union-type-id          a type id the union type does not declare
//	  union-offset-range     a dense union offset outside its child
//	  union-offsets-increasing dense union offsets into one child decrease
//	  dict-index-range       a dictionary index outside the dictionary
//	  run-ends-increasing    run ends not strictly increasing
//	  utf8                   invalid UTF-8 in a utf8, large_utf8 or utf8_view value
//	  map-null-entry         a null map entry (the entries struct has no nulls)
//	  map-null-key           a null map key
//	values (ValidateFull only; IsValueRule; not ValidateDataSafe):
//	  decimal-precision      a decimal value with more digits than its precision
//	  date64-days            a date64 value that is not a whole number of days (86400000 ms)
//	  time-of-day            a time32/time64 value outside [0, 24h) in its unit
type ValidationError struct {
	Path string
	Slot int
	Rule string
	Msg  string
}

// Error names the path, the slot, the rule and the reason.
func (e *ValidationError) Error() string {
	path := e.Path
	if path == "" {
		path = "<root>"
	}
	slot := "n/a"
	if e.Slot >= 0 {
		slot = strconv.Itoa(e.Slot)
	}
	return "arrays: invalid array at " + path + ", slot " + slot + ", rule " + e.Rule + ": " + e.Msg
}

// Unwrap makes errors.Is(err, ErrInvalid) hold.
func (e *ValidationError) Unwrap() error { return ErrInvalid }

// Validate checks the structure of a in O(1) per node; see ValidateData.
func Validate(a Array) error {
	d, err := arrayDataForValidation(a)
	if err != nil {
		return err
	}
	return ValidateData(d)
}

// ValidateFull checks every invariant of a; see ValidateDataFull.
func ValidateFull(a Array) error {
	d, err := arrayDataForValidation(a)
	if err != nil {
		return err
	}
	return ValidateDataFull(d)
}

// ValidateData checks that d is structurally sound in O(1) per node (plus
// the size of its type): buffer counts and sizes, lengths, offsets and null
// counts, children and their lengths, dictionary presence, well-formed types,
// and the first and last offsets or run ends of the slice. It does not read
// every offset, view or index; use ValidateDataFull on untrusted data before
// reading values.
func ValidateData(d *Data) error {
	v := arrayValidator{}
	if e := v.node(d, "", 0); e != nil {
		return e
	}
	d.MarkValidated(ValidatedStructure)
	return nil
}

// ValidateDataFull checks everything ValidateData checks plus every O(n)
// invariant of the format (see ValidationError for the list). Data that
// passes is safe for every accessor in the package.
func ValidateDataFull(d *Data) error {
	v := arrayValidator{full: true}
	if e := v.node(d, "", 0); e != nil {
		return e
	}
	d.MarkValidated(ValidatedFull)
	return nil
}

// ValidateDataSafe checks everything ValidateDataFull checks except the
// value-level rules (IsValueRule): data that passes is safe for every
// accessor, but a decimal may have more digits than its precision, a date64
// may hold a time of day, a time may lie outside one day.
func ValidateDataSafe(d *Data) error {
	return ValidateDataFullExcept(d, valueRules...)
}

// ValidateDataFullExcept is ValidateDataFull with the value-level rules
// named in skip left unchecked (Arrow's integration testers turn them off
// one by one for old files: -validate_decimals, -validate_date64,
// -validate_times). Names that are not value-level rules are an error:
// structure and memory safety are always checked.
func ValidateDataFullExcept(d *Data, skip ...string) error {
	v := arrayValidator{full: true}
	for _, r := range skip {
		switch r {
		case "decimal-precision":
			v.skipDecimal = true
		case "date64-days":
			v.skipDate64 = true
		case "time-of-day":
			v.skipTime = true
		default:
			return fmt.Errorf("arrays: %q is not a value-level rule that validation can skip", r)
		}
	}
	if e := v.node(d, "", 0); e != nil {
		return e
	}
	d.MarkValidated(ValidatedFull) // the value rules do not bear on safety
	return nil
}

// valueRules are the value-level rules, which ValidateDataSafe skips.
var valueRules = []string{"decimal-precision", "date64-days", "time-of-day"}

// IsValueRule reports whether rule (a ValidationError.Rule) is a
// value-level rule: one about what the values mean (decimal-precision,
// date64-days, time-of-day) rather than about the structure or memory
// safety of the data. ValidateDataSafe skips exactly these.
func IsValueRule(rule string) bool { return slices.Contains(valueRules, rule) }

// arrayDataForValidation unwraps an Array, rejecting nil interfaces and nil
// pointers (whose Data method would dereference nil).
func arrayDataForValidation(a Array) (*Data, error) {
	if a == nil {
		return nil, valErr("", -1, "nil-data", "array is nil")
	}
	if rv := reflect.ValueOf(a); rv.Kind() == reflect.Pointer && rv.IsNil() {
		return nil, valErr("", -1, "nil-data", "array is a nil %s", rv.Type())
	}
	return a.Data(), nil
}

const (
	// maxValidateDepth bounds the nesting of types and data, so that cyclic
	// types or data end in an error instead of a stack overflow. It matches
	// the nesting limit common in Arrow IPC readers.
	maxValidateDepth = 64
	// maxValidateTypeNodes bounds the size of one type tree as written out
	// (shared subtrees counted each time), so that a small DAG of shared
	// nested types cannot make type checks and TypeEqual run exponentially.
	maxValidateTypeNodes = 1 << 20
)

// arrayValidator carries the mode and the bookkeeping of one validation.
type arrayValidator struct {
	full bool
	// value-level rules to skip (ValidateDataFullExcept)
	skipDecimal, skipDate64, skipTime bool
	// done holds the nested nodes already validated, so that data sharing
	// children (legal, e.g. one child used by two struct fields) is checked
	// once and a shared DAG cannot make validation exponential.
	done map[*Data]struct{}
	// typeNodes counts the type nodes visited by the current checkType.
	typeNodes int
}

func valErr(path string, slot int, rule, format string, args ...any) *ValidationError {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &ValidationError{Path: path, Slot: slot, Rule: rule, Msg: msg}
}

// valChildPath is the path of a named child.
func valChildPath(path, name string, i int) string {
	if name == "" {
		name = "#" + strconv.Itoa(i)
	}
	if path == "" {
		return name
	}
	return path + "." + name
}

func valElemPath(path string) string { return path + "[]" }
func valDictPath(path string) string { return path + "{dictionary}" }

// node validates d (type included) at path.
func (v *arrayValidator) node(d *Data, path string, depth int) *ValidationError {
	if d == nil {
		return valErr(path, -1, "nil-data", "data is nil")
	}
	if d.Released() {
		return valErr(path, -1, "released", "the array was released (Data.Release) and must not be used")
	}
	st, e := v.checkType(d.Type, path, depth)
	if e != nil {
		return e
	}
	return v.body(d, st, path, depth)
}

// child validates a child d that must be of type want (itself already
// checked).
func (v *arrayValidator) child(d *Data, want DataType, path string, depth int) *ValidationError {
	return v.typedNode(d, want, "child-type", path, depth)
}

// typedNode validates d, which must be of type want; a mismatch breaks rule.
func (v *arrayValidator) typedNode(d *Data, want DataType, rule, path string, depth int) *ValidationError {
	if d == nil {
		return valErr(path, -1, "nil-data", "data is nil")
	}
	st, e := v.checkType(d.Type, path, depth)
	if e != nil {
		return e
	}
	// Both types are well formed and bounded now, so TypeEqual cannot panic
	// or run away.
	if !TypeEqual(want, d.Type) {
		return valErr(path, -1, rule, "data has type %s, the parent type declares %s", d.Type, want)
	}
	return v.body(d, st, path, depth)
}

// body validates d whose type is well formed; st is its storage type.
func (v *arrayValidator) body(d *Data, st DataType, path string, depth int) *ValidationError {
	if depth > maxValidateDepth {
		return valErr(path, -1, "nesting-depth", "data nests deeper than %d levels", maxValidateDepth)
	}
	// The root is visited once; memoizing only nested nodes below it keeps
	// the common flat and one-level cases free of allocations.
	nested := depth > 0 && (len(d.Children) > 0 || d.Dictionary != nil)
	if nested {
		if _, ok := v.done[d]; ok {
			return nil
		}
	}
	if d.Length < 0 {
		return valErr(path, -1, "negative-length", "length %d is negative", d.Length)
	}
	if d.Offset < 0 {
		return valErr(path, -1, "negative-offset", "offset %d is negative", d.Offset)
	}
	if d.Offset > math.MaxInt-d.Length {
		return valErr(path, -1, "length-overflow", "offset %d + length %d overflows", d.Offset, d.Length)
	}
	if n := d.storedNulls(); n < UnknownNullCount || n > d.Length {
		return valErr(path, -1, "null-count-range", "null count %d outside [0, length %d]", n, d.Length)
	}
	if d.Dictionary != nil && st.ID() != DICTIONARY {
		return valErr(path, -1, "dictionary-unexpected", "%s array carries dictionary values", st)
	}
	if e := v.layout(d, st, path, depth); e != nil {
		return e
	}
	if nested {
		if v.done == nil {
			v.done = make(map[*Data]struct{})
		}
		v.done[d] = struct{}{}
	}
	return nil
}

// layout dispatches on the physical layout of st.
func (v *arrayValidator) layout(d *Data, st DataType, path string, depth int) *ValidationError {
	switch t := st.(type) {
	case NullType:
		return v.nullLayout(d, path)
	case BoolType:
		return v.fixedLayout(d, path, 1, true)
	case FixedSizeBinaryType:
		return v.fixedLayout(d, path, t.ByteWidth, false)
	case BinaryType, LargeBinaryType, Utf8Type, LargeUtf8Type:
		return v.binaryLayout(d, st, path)
	case BinaryViewType, Utf8ViewType:
		return v.viewLayout(d, st, path)
	case *ListType:
		return v.listLayout(d, t.Elem.Type, false, path, depth)
	case *MapType:
		return v.listLayout(d, t.Entries.Type, false, path, depth)
	case *LargeListType:
		return v.listLayout(d, t.Elem.Type, true, path, depth)
	case *ListViewType:
		return v.listViewLayout(d, t.Elem.Type, false, path, depth)
	case *LargeListViewType:
		return v.listViewLayout(d, t.Elem.Type, true, path, depth)
	case *FixedSizeListType:
		return v.fixedSizeListLayout(d, t, path, depth)
	case *StructType:
		return v.structLayout(d, t, path, depth)
	case *UnionType:
		return v.unionLayout(d, t, path, depth)
	case *DictionaryType:
		return v.dictionaryLayout(d, t, path, depth)
	case *RunEndEncodedType:
		return v.runEndEncodedLayout(d, t, path, depth)
	case FixedWidthType:
		w := t.BitWidth() / 8
		if e := v.fixedLayout(d, path, w, false); e != nil {
			return e
		}
		if v.full {
			return v.valueRules(d, st, path)
		}
		return nil
	}
	// checkType admits no other storage type.
	return valErr(path, -1, "type-unknown", "no layout for type %s", st)
}

// ----- types -----

// checkType checks that t and every type inside it is a well-formed type of
// the package, bounded in depth and size, and returns its storage type.
func (v *arrayValidator) checkType(t DataType, path string, depth int) (DataType, *ValidationError) {
	v.typeNodes = 0
	return v.typeNode(t, path, depth)
}

func (v *arrayValidator) typeNode(t DataType, path string, depth int) (DataType, *ValidationError) {
	if depth > maxValidateDepth {
		return nil, valErr(path, -1, "nesting-depth", "type nests deeper than %d levels (or is cyclic)", maxValidateDepth)
	}
	v.typeNodes++
	if v.typeNodes > maxValidateTypeNodes {
		return nil, valErr(path, -1, "nesting-depth", "type has more than %d nodes", maxValidateTypeNodes)
	}
	// Typed nil pointers of the nested types would crash their methods.
	switch x := t.(type) {
	case nil:
		return nil, valErr(path, -1, "type-nil", "type is nil")
	case *ListType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "list type is a nil pointer")
		}
		return t, v.fieldType(x.Elem, valElemPath(path), depth)
	case *LargeListType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "large list type is a nil pointer")
		}
		return t, v.fieldType(x.Elem, valElemPath(path), depth)
	case *ListViewType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "list view type is a nil pointer")
		}
		return t, v.fieldType(x.Elem, valElemPath(path), depth)
	case *LargeListViewType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "large list view type is a nil pointer")
		}
		return t, v.fieldType(x.Elem, valElemPath(path), depth)
	case *FixedSizeListType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "fixed-size list type is a nil pointer")
		}
		if x.Size < 0 {
			return nil, valErr(path, -1, "type-fixed-size", "fixed-size list size %d is negative", x.Size)
		}
		return t, v.fieldType(x.Elem, valElemPath(path), depth)
	case *StructType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "struct type is a nil pointer")
		}
		for i, f := range x.Children {
			if e := v.fieldType(f, valChildPath(path, f.Name, i), depth); e != nil {
				return nil, e
			}
		}
		return t, nil
	case *MapType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "map type is a nil pointer")
		}
		st, ok := x.Entries.Type.(*StructType)
		if !ok || st == nil || len(st.Children) != 2 {
			return nil, valErr(path, -1, "type-map-entries", "map entries must be a struct of key and value, got %s", x.Entries)
		}
		return t, v.fieldType(x.Entries, valElemPath(path), depth)
	case *UnionType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "union type is a nil pointer")
		}
		if x.Mode != SparseMode && x.Mode != DenseMode {
			return nil, valErr(path, -1, "type-union-mode", "union mode %d is neither sparse nor dense", x.Mode)
		}
		if len(x.TypeCodes) != len(x.Children) {
			return nil, valErr(path, -1, "type-union-codes", "union has %d type codes for %d children", len(x.TypeCodes), len(x.Children))
		}
		var seen [128]bool
		for _, c := range x.TypeCodes {
			if c < 0 {
				return nil, valErr(path, -1, "type-union-codes", "union type code %d is negative", c)
			}
			if seen[c] {
				return nil, valErr(path, -1, "type-union-codes", "union type code %d is used twice", c)
			}
			seen[c] = true
		}
		for i, f := range x.Children {
			if e := v.fieldType(f, valChildPath(path, f.Name, i), depth); e != nil {
				return nil, e
			}
		}
		return t, nil
	case *DictionaryType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "dictionary type is a nil pointer")
		}
		if x.Index == nil || !valIsIntegerType(x.Index) {
			return nil, valErr(path, -1, "type-dict-index", "dictionary index type %v is not an integer type", x.Index)
		}
		if _, e := v.typeNode(x.Value, valDictPath(path), depth+1); e != nil {
			return nil, e
		}
		return t, nil
	case *RunEndEncodedType:
		if x == nil {
			return nil, valErr(path, -1, "type-nil", "run-end encoded type is a nil pointer")
		}
		switch x.RunEnds.Type.(type) {
		case Int16Type, Int32Type, Int64Type:
		default:
			return nil, valErr(valChildPath(path, x.RunEnds.Name, 0), -1, "type-run-ends", "run ends must be int16, int32 or int64, got %v", x.RunEnds.Type)
		}
		if e := v.fieldType(x.Values, valChildPath(path, x.Values.Name, 1), depth); e != nil {
			return nil, e
		}
		return t, nil
	case NullType, BoolType, BinaryType, Utf8Type, LargeBinaryType, LargeUtf8Type, BinaryViewType, Utf8ViewType,
		Int8Type, Int16Type, Int32Type, Int64Type, Uint8Type, Uint16Type, Uint32Type, Uint64Type,
		Float16Type, Float32Type, Float64Type, Date32Type, Date64Type,
		IntervalMonthsType, IntervalDayTimeType, IntervalMonthDayNanoType:
		return t, nil
	case Decimal32Type:
		return t, valPrecision(path, t, x.Precision, 9)
	case Decimal64Type:
		return t, valPrecision(path, t, x.Precision, 18)
	case Decimal128Type:
		return t, valPrecision(path, t, x.Precision, 38)
	case Decimal256Type:
		return t, valPrecision(path, t, x.Precision, 76)
	case Time32Type:
		if x.Unit != Second && x.Unit != Millisecond {
			return nil, valErr(path, -1, "type-time-unit", "time32 unit must be s or ms, got %s", x.Unit)
		}
		return t, nil
	case Time64Type:
		if x.Unit != Microsecond && x.Unit != Nanosecond {
			return nil, valErr(path, -1, "type-time-unit", "time64 unit must be us or ns, got %s", x.Unit)
		}
		return t, nil
	case TimestampType:
		if x.Unit > Nanosecond {
			return nil, valErr(path, -1, "type-time-unit", "timestamp unit %s is not a time unit", x.Unit)
		}
		return t, nil
	case DurationType:
		if x.Unit > Nanosecond {
			return nil, valErr(path, -1, "type-time-unit", "duration unit %s is not a time unit", x.Unit)
		}
		return t, nil
	case FixedSizeBinaryType:
		if x.ByteWidth < 0 {
			return nil, valErr(path, -1, "type-fixed-size", "fixed-size binary width %d is negative", x.ByteWidth)
		}
		return t, nil
	case ExtensionType:
		if rv := reflect.ValueOf(x); rv.Kind() == reflect.Pointer && rv.IsNil() {
			return nil, valErr(path, -1, "type-nil", "extension type is a nil %s", rv.Type())
		}
		if x.ID() != EXTENSION {
			return nil, valErr(path, -1, "type-unknown", "extension type %T reports ID %s", x, x.ID())
		}
		// The storage of an extension is the array itself, so the path
		// stays the same; the depth grows so that cyclic storage ends.
		return v.typeNode(x.StorageType(), path, depth+1)
	}
	return nil, valErr(path, -1, "type-unknown", "type %T (%s) is not a type of package arrays", t, t.ID())
}

// fieldType checks a child field's type, one level deeper.
func (v *arrayValidator) fieldType(f Field, path string, depth int) *ValidationError {
	_, e := v.typeNode(f.Type, path, depth+1)
	return e
}

func valPrecision(path string, t DataType, p, maxP int32) *ValidationError {
	if p < 1 || p > maxP {
		return valErr(path, -1, "type-decimal-precision", "%s: precision %d outside 1..%d", t, p, maxP)
	}
	return nil
}

// valIsIntegerType reports whether t is one of the eight integer types of
// the package (not merely something whose ID says so).
func valIsIntegerType(t DataType) bool {
	switch t.(type) {
	case Int8Type, Int16Type, Int32Type, Int64Type, Uint8Type, Uint16Type, Uint32Type, Uint64Type:
		return true
	}
	return false
}

// ----- sizes -----

// valFits reports whether n items of w bytes fit in have bytes, without
// overflowing (n, w >= 0).
func valFits(n, w, have int) bool {
	if n == 0 || w == 0 {
		return true
	}
	return n <= have/w
}

// valBitmapFits reports whether a bitmap of have bytes holds n bits.
func valBitmapFits(n, have int) bool {
	need := n / 8
	if n%8 != 0 {
		need++
	}
	return need <= have
}

func (v *arrayValidator) bufferCount(d *Data, path string, want int) *ValidationError {
	if len(d.Buffers) != want {
		return valErr(path, -1, "buffer-count", "%s layout has %d buffers, got %d", StorageOf(d.Type).ID(), want, len(d.Buffers))
	}
	return nil
}

func (v *arrayValidator) childCount(d *Data, path string, want int) *ValidationError {
	if len(d.Children) != want {
		return valErr(path, -1, "children-count", "%s needs %d children, got %d", StorageOf(d.Type).ID(), want, len(d.Children))
	}
	return nil
}

// bufferSize checks that buffer i holds n items of w bytes.
func bufferSize(d *Data, path string, i, n, w int, what string) *ValidationError {
	if have := len(d.Buffers[i]); !valFits(n, w, have) {
		return valErr(path, -1, "buffer-too-small", "%s buffer (buffer %d) has %d bytes, needs %d items of %d bytes (offset %d + length %d)",
			what, i, have, n, w, d.Offset, d.Length)
	}
	return nil
}

// validity checks buffer 0 as a validity bitmap: large enough, consistent
// with the stored null count (against the bitmap's count in full mode).
func (v *arrayValidator) validity(d *Data, path string) *ValidationError {
	bm := d.Buffers[0]
	end := d.Offset + d.Length
	if bm != nil && !valBitmapFits(end, len(bm)) {
		return valErr(path, -1, "buffer-too-small", "validity bitmap has %d bytes, needs %d bits (offset %d + length %d)",
			len(bm), end, d.Offset, d.Length)
	}
	n := d.storedNulls()
	if bm == nil && n > 0 {
		return valErr(path, -1, "null-count-mismatch", "null count %d without a validity bitmap", n)
	}
	if v.full && bm != nil && n >= 0 {
		if c := d.Length - CountSetBits(bm, d.Offset, d.Length); c != n {
			return valErr(path, -1, "null-count-mismatch", "null count %d, validity bitmap has %d nulls", n, c)
		}
	}
	return nil
}

// noValidity checks a layout without a validity bitmap (unions, run-end
// encoded): buffer 0 is nil and the stored null count is 0 or unknown.
func noValidity(d *Data, path string) *ValidationError {
	if d.Buffers[0] != nil {
		return valErr(path, -1, "unexpected-validity", "%s has no validity bitmap, buffer 0 must be nil", StorageOf(d.Type).ID())
	}
	if n := d.storedNulls(); n > 0 {
		return valErr(path, -1, "null-count-mismatch", "%s has no nulls of its own, null count is %d", StorageOf(d.Type).ID(), n)
	}
	return nil
}

// ----- leaf layouts -----

func (v *arrayValidator) nullLayout(d *Data, path string) *ValidationError {
	if e := v.bufferCount(d, path, 1); e != nil {
		return e
	}
	if d.Buffers[0] != nil {
		return valErr(path, -1, "unexpected-validity", "null has no validity bitmap, buffer 0 must be nil")
	}
	if n := d.storedNulls(); n >= 0 && n != d.Length {
		return valErr(path, -1, "null-count-mismatch", "null array of length %d has null count %d", d.Length, n)
	}
	return v.childCount(d, path, 0)
}

// fixedLayout checks [validity, values] with w bytes (or bits) per value.
func (v *arrayValidator) fixedLayout(d *Data, path string, w int, bits bool) *ValidationError {
	if e := v.bufferCount(d, path, 2); e != nil {
		return e
	}
	if e := v.childCount(d, path, 0); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	end := d.Offset + d.Length
	if bits {
		if !valBitmapFits(end, len(d.Buffers[1])) {
			return valErr(path, -1, "buffer-too-small", "values bitmap has %d bytes, needs %d bits (offset %d + length %d)",
				len(d.Buffers[1]), end, d.Offset, d.Length)
		}
		return nil
	}
	return bufferSize(d, path, 1, end, w, "values")
}

func (v *arrayValidator) binaryLayout(d *Data, st DataType, path string) *ValidationError {
	if e := v.bufferCount(d, path, 3); e != nil {
		return e
	}
	if e := v.childCount(d, path, 0); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	limit := len(d.Buffers[2])
	large := st.ID() == LARGE_BINARY || st.ID() == LARGE_UTF8
	var e *ValidationError
	if large {
		e = valCheckOffsets[int64](d, path, limit, "data buffer", v.full)
	} else {
		e = valCheckOffsets[int32](d, path, limit, "data buffer", v.full)
	}
	if e != nil || !v.full || !IsUTF8(st.ID()) {
		return e
	}
	if large {
		return valUTF8Offsets[int64](d, path)
	}
	return valUTF8Offsets[int32](d, path)
}

func (v *arrayValidator) viewLayout(d *Data, st DataType, path string) *ValidationError {
	if len(d.Buffers) < 2 {
		return valErr(path, -1, "buffer-count", "%s layout has at least 2 buffers, got %d", st.ID(), len(d.Buffers))
	}
	if e := v.childCount(d, path, 0); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	if e := bufferSize(d, path, 1, d.Offset+d.Length, 16, "views"); e != nil {
		return e
	}
	if v.full {
		return valViews(d, IsUTF8(st.ID()), path)
	}
	return nil
}

// valCheckOffsets checks the Len+1 offsets of d's slice against limit (the
// data buffer's bytes or the child's slots): the buffer holds them, the first
// is >= 0, the last <= limit and, in full mode, none decreases.
func valCheckOffsets[O int32 | int64](d *Data, path string, limit int, what string, full bool) *ValidationError {
	off := valuesOf[O](d.Buffers[1])
	end := d.Offset + d.Length
	if end >= len(off) { // needs end+1 entries
		return valErr(path, -1, "buffer-too-small", "offsets buffer has %d bytes, needs %d offsets (offset %d + length %d + 1)",
			len(d.Buffers[1]), int64(end)+1, d.Offset, d.Length)
	}
	off = off[d.Offset : end+1]
	first, last := int64(off[0]), int64(off[d.Length])
	if first < 0 {
		return valErr(path, valSlotOrNone(0, d.Length), "offsets-out-of-range", "first offset %d is negative", first)
	}
	if last > int64(limit) {
		return valErr(path, valSlotOrNone(d.Length-1, d.Length), "offsets-out-of-range", "last offset %d is past the end of the %s (%d)", last, what, limit)
	}
	if full {
		for i := 0; i < d.Length; i++ {
			if off[i+1] < off[i] {
				return valErr(path, i, "offsets-monotonic", "offset %d after offset %d: offsets must not decrease", off[i+1], off[i])
			}
		}
	}
	if first > last {
		return valErr(path, -1, "offsets-monotonic", "last offset %d is smaller than the first %d", last, first)
	}
	return nil
}

// valSlotOrNone returns slot i when the array has slots, else -1.
func valSlotOrNone(i, length int) int {
	if length == 0 {
		return -1
	}
	return i
}

// ----- nested layouts -----

func (v *arrayValidator) listLayout(d *Data, elem DataType, large bool, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 2); e != nil {
		return e
	}
	if e := v.childCount(d, path, 1); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	end := d.Offset + d.Length
	w := 4
	if large {
		w = 8
	}
	if end >= len(d.Buffers[1])/w { // needs end+1 offsets; checked before the child is read
		return valErr(path, -1, "buffer-too-small", "offsets buffer has %d bytes, needs %d offsets (offset %d + length %d + 1)",
			len(d.Buffers[1]), int64(end)+1, d.Offset, d.Length)
	}
	cpath := valElemPath(path)
	c := d.Children[0]
	if e := v.child(c, elem, cpath, depth+1); e != nil {
		return e
	}
	var e *ValidationError
	if large {
		e = valCheckOffsets[int64](d, path, c.Length, "child", v.full)
	} else {
		e = valCheckOffsets[int32](d, path, c.Length, "child", v.full)
	}
	if e != nil {
		return e
	}
	if v.full && StorageOf(d.Type).ID() == MAP {
		return valMapEntries(c, cpath)
	}
	return nil
}

func (v *arrayValidator) listViewLayout(d *Data, elem DataType, large bool, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 3); e != nil {
		return e
	}
	if e := v.childCount(d, path, 1); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	w := 4
	if large {
		w = 8
	}
	end := d.Offset + d.Length
	if e := bufferSize(d, path, 1, end, w, "offsets"); e != nil {
		return e
	}
	if e := bufferSize(d, path, 2, end, w, "sizes"); e != nil {
		return e
	}
	c := d.Children[0]
	if e := v.child(c, elem, valElemPath(path), depth+1); e != nil {
		return e
	}
	if !v.full {
		return nil
	}
	if large {
		return valListViews[int64](d, c.Length, path)
	}
	return valListViews[int32](d, c.Length, path)
}

func (v *arrayValidator) fixedSizeListLayout(d *Data, t *FixedSizeListType, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 1); e != nil {
		return e
	}
	if e := v.childCount(d, path, 1); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	cpath := valElemPath(path)
	c := d.Children[0]
	if e := v.child(c, t.Elem.Type, cpath, depth+1); e != nil {
		return e
	}
	end := d.Offset + d.Length
	if !valFits(end, t.Size, c.Length) {
		return valErr(cpath, -1, "child-too-short", "child has %d slots, needs (offset %d + length %d) * size %d",
			c.Length, d.Offset, d.Length, t.Size)
	}
	return nil
}

func (v *arrayValidator) structLayout(d *Data, t *StructType, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 1); e != nil {
		return e
	}
	if e := v.childCount(d, path, len(t.Children)); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	end := d.Offset + d.Length
	for i, f := range t.Children {
		cpath := valChildPath(path, f.Name, i)
		c := d.Children[i]
		if e := v.child(c, f.Type, cpath, depth+1); e != nil {
			return e
		}
		if c.Length < end {
			return valErr(cpath, -1, "child-too-short", "child has %d slots, the struct addresses %d (offset %d + length %d)",
				c.Length, end, d.Offset, d.Length)
		}
	}
	return nil
}

func (v *arrayValidator) unionLayout(d *Data, t *UnionType, path string, depth int) *ValidationError {
	dense := t.Mode == DenseMode
	nbuf := 2
	if dense {
		nbuf = 3
	}
	if e := v.bufferCount(d, path, nbuf); e != nil {
		return e
	}
	if e := v.childCount(d, path, len(t.Children)); e != nil {
		return e
	}
	if e := noValidity(d, path); e != nil {
		return e
	}
	end := d.Offset + d.Length
	if e := bufferSize(d, path, 1, end, 1, "type ids"); e != nil {
		return e
	}
	if dense {
		if e := bufferSize(d, path, 2, end, 4, "offsets"); e != nil {
			return e
		}
	}
	for i, f := range t.Children {
		cpath := valChildPath(path, f.Name, i)
		c := d.Children[i]
		if e := v.child(c, f.Type, cpath, depth+1); e != nil {
			return e
		}
		if !dense && c.Length < end {
			return valErr(cpath, -1, "child-too-short", "sparse union child has %d slots, the union addresses %d (offset %d + length %d)",
				c.Length, end, d.Offset, d.Length)
		}
	}
	if v.full {
		return valUnionSlots(d, t, path)
	}
	return nil
}

func (v *arrayValidator) dictionaryLayout(d *Data, t *DictionaryType, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 2); e != nil {
		return e
	}
	if e := v.childCount(d, path, 0); e != nil {
		return e
	}
	if e := v.validity(d, path); e != nil {
		return e
	}
	w := t.Index.(FixedWidthType).BitWidth() / 8
	if e := bufferSize(d, path, 1, d.Offset+d.Length, w, "indices"); e != nil {
		return e
	}
	dpath := valDictPath(path)
	if d.Dictionary == nil {
		return valErr(path, -1, "dictionary-missing", "dictionary array has no dictionary values")
	}
	if e := v.typedNode(d.Dictionary, t.Value, "dictionary-type", dpath, depth+1); e != nil {
		return e
	}
	if v.full {
		return valDictIndices(d, t, d.Dictionary.Length, path)
	}
	return nil
}

func (v *arrayValidator) runEndEncodedLayout(d *Data, t *RunEndEncodedType, path string, depth int) *ValidationError {
	if e := v.bufferCount(d, path, 1); e != nil {
		return e
	}
	if e := v.childCount(d, path, 2); e != nil {
		return e
	}
	if e := noValidity(d, path); e != nil {
		return e
	}
	rpath := valChildPath(path, t.RunEnds.Name, 0)
	vpath := valChildPath(path, t.Values.Name, 1)
	re, vals := d.Children[0], d.Children[1]
	if e := v.child(re, t.RunEnds.Type, rpath, depth+1); e != nil {
		return e
	}
	if e := v.child(vals, t.Values.Type, vpath, depth+1); e != nil {
		return e
	}
	if vals.Length < re.Length {
		return valErr(vpath, -1, "child-too-short", "values child has %d slots for %d runs", vals.Length, re.Length)
	}
	if n := re.storedNulls(); n > 0 {
		return valErr(rpath, -1, "run-ends-null", "run ends have %d nulls", n)
	}
	if v.full && re.Buffers[0] != nil {
		for k := 0; k < re.Length; k++ {
			if !BitIsSet(re.Buffers[0], re.Offset+k) {
				return valErr(rpath, k, "run-ends-null", "run end %d is null", k)
			}
		}
	}
	switch t.RunEnds.Type.(type) {
	case Int16Type:
		return valRunEnds[int16](d, re, rpath, v.full)
	case Int32Type:
		return valRunEnds[int32](d, re, rpath, v.full)
	}
	return valRunEnds[int64](d, re, rpath, v.full)
}

// valRunEnds checks the run ends (child re of REE d): the first positive,
// the last covering d's Offset+Length and, in full mode, all strictly
// increasing. Slots are run indices within re.
func valRunEnds[T int16 | int32 | int64](d, re *Data, path string, full bool) *ValidationError {
	ends := valuesOf[T](re.Buffers[1])[re.Offset : re.Offset+re.Length]
	end := int64(d.Offset) + int64(d.Length)
	if len(ends) == 0 {
		if d.Length > 0 {
			return valErr(path, -1, "run-ends-covering", "no runs for %d slots", d.Length)
		}
		return nil
	}
	if ends[0] <= 0 {
		return valErr(path, 0, "run-ends-positive", "first run end %d is not positive", ends[0])
	}
	if full {
		for k := 1; k < len(ends); k++ {
			if ends[k] <= ends[k-1] {
				return valErr(path, k, "run-ends-increasing", "run end %d after %d: run ends must strictly increase", ends[k], ends[k-1])
			}
		}
	}
	if last := int64(ends[len(ends)-1]); d.Length > 0 && last < end {
		return valErr(path, len(ends)-1, "run-ends-covering", "last run end %d does not cover offset %d + length %d", last, d.Offset, d.Length)
	}
	return nil
}
