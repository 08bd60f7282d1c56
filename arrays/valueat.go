package arrays

import (
	"fmt"
	"strconv"
	"time"
)

// ValueAt returns slot i of any array as a plain Go value, for code that
// does not know the type (printing, JSON, tests, generic readers); typed
// code is faster with the arrays' own Value and All. The forms are few so
// that a type switch over them is short:
//
//	nil                    a null slot, logically: a dictionary slot whose
//	                       value is null, a run whose value is null, a union
//	                       slot whose selected value is null, any null-type slot
//	bool                   bool, arrow.bool8
//	int64, uint64          every signed and unsigned integer width
//	float64                float16, float32, float64 (each exactly)
//	Decimal                decimal32, 64, 128, 256: unscaled value and scale
//	string                 utf8, large_utf8, utf8_view (aliasing the buffer)
//	[]byte                 binary, large_binary, binary_view, fixed_size_binary
//	                       (aliasing the buffer: do not modify)
//	time.Time              date32, date64 (UTC), timestamp (see Timestamp.Time)
//	time.Duration          time32, time64 (since midnight), duration (saturating)
//	MonthDayNano           every interval type, widened exactly
//	[]any                  list, large_list, list_view, large_list_view,
//	                       fixed_size_list: the slot's values
//	StructValue            struct: the fields in order, by name
//	[]KeyValue             map: the entries in order
//	[16]byte               arrow.uuid
//
// A union slot gives the value it selects, a dictionary slot its decoded
// value, a run-end encoded slot its run's value, an extension slot its
// ExtensionValuer value or else its storage's. ValueAt panics if i is out of
// range, as indexing a slice does.
func ValueAt(a Array, i int) any {
	if uint(i) >= uint(a.Len()) {
		panic(fmt.Sprintf("arrays.ValueAt: index %d out of range [0, %d)", i, a.Len()))
	}
	if !logicalValid(a.Data(), i) {
		return nil
	}
	if v, ok := valueOf(a, i); ok {
		return v
	}
	// Another implementation of Array: read its data as ours.
	if v, ok := valueOf(MakeArray(a.Data()), i); ok {
		return v
	}
	panic("arrays.ValueAt: no Go form for " + a.DataType().String())
}

// valueOf is ValueAt of a valid slot of the arrays MakeArray makes.
func valueOf(a Array, i int) (any, bool) {
	switch a := a.(type) {
	case *Boolean:
		return a.Value(i), true
	case *Int8:
		return int64(a.values[i]), true
	case *Int16:
		return int64(a.values[i]), true
	case *Int32:
		return int64(a.values[i]), true
	case *Int64:
		return a.values[i], true
	case *Uint8:
		return uint64(a.values[i]), true
	case *Uint16:
		return uint64(a.values[i]), true
	case *Uint32:
		return uint64(a.values[i]), true
	case *Uint64:
		return a.values[i], true
	case *Float16:
		return float64(a.values[i].Float32()), true
	case *Float32:
		return float64(a.values[i]), true
	case *Float64:
		return a.values[i], true
	case *Decimal32:
		return Decimal{Unscaled: Int256FromInt64(int64(a.values[i])), Scale: a.Type().Scale}, true
	case *Decimal64:
		return Decimal{Unscaled: Int256FromInt64(a.values[i]), Scale: a.Type().Scale}, true
	case *Decimal128:
		return Decimal{Unscaled: a.values[i].Int256(), Scale: a.Type().Scale}, true
	case *Decimal256:
		return Decimal{Unscaled: a.values[i], Scale: a.Type().Scale}, true
	case *Date32:
		return a.Time(i), true
	case *Date64:
		return a.Time(i), true
	case *Timestamp:
		return a.Time(i), true
	case *Time32:
		return a.Duration(i), true
	case *Time64:
		return a.Duration(i), true
	case *Duration:
		return a.Duration(i), true
	case *IntervalMonths:
		return MonthDayNano{Months: a.values[i]}, true
	case *IntervalDayTime:
		v := a.values[i]
		return MonthDayNano{Days: v.Days, Nanoseconds: int64(v.Milliseconds) * int64(time.Millisecond)}, true
	case *IntervalMonthDayNano:
		return a.values[i], true
	case *Binary:
		return a.Value(i), true
	case *LargeBinary:
		return a.Value(i), true
	case *BinaryView:
		return a.Value(i), true
	case *FixedSizeBinary:
		return a.Value(i), true
	case *Utf8:
		return a.Value(i), true
	case *LargeUtf8:
		return a.Value(i), true
	case *Utf8View:
		return a.Value(i), true
	case *List:
		return childValues(a.ValueArray(i)), true
	case *LargeList:
		return childValues(a.ValueArray(i)), true
	case *ListView:
		return childValues(a.ValueArray(i)), true
	case *LargeListView:
		return childValues(a.ValueArray(i)), true
	case *FixedSizeList:
		return childValues(a.ValueArray(i)), true
	case *Map:
		m := a.Value(i)
		kv := make([]KeyValue, m.Len())
		for k := range kv {
			kv[k] = KeyValue{Key: ValueAt(m.Keys, k), Value: ValueAt(m.Items, k)}
		}
		return kv, true
	case *Struct:
		return a.structValue(a.fieldArrays(), i), true
	case *Union:
		return ValueAt(a.Child(a.ChildIndex(i)), a.ChildOffset(i)), true
	case *Dictionary:
		return ValueAt(a.Dictionary(), a.IndexValue(i)), true
	case *RunEndEncoded:
		return ValueAt(a.Values(), a.PhysicalIndex(i)), true
	case interface{ asExtension() *ExtensionArray }: // also the typed views
		e := a.asExtension()
		if v, ok := e.ExtensionType().(ExtensionValuer); ok {
			return v.Value(e.storage, i), true
		}
		return ValueAt(e.storage, i), true
	}
	return nil, false
}

// childValues is ValueAt of every slot of a list's values.
func childValues(values Array) []any {
	out := make([]any, values.Len())
	for k := range out {
		out[k] = ValueAt(values, k)
	}
	return out
}

// KeyValue is one map entry as ValueAt gives it.
type KeyValue struct {
	Key, Value any
}

// Decimal is a decimal value as ValueAt gives it, for every decimal width:
// the unscaled integer and the scale, nothing rounded. Its value is
// Unscaled * 10^-Scale.
type Decimal struct {
	Unscaled Int256
	Scale    int32
}

// String renders the value as the decimal arrays print it, e.g. 123.45.
func (d Decimal) String() string { return d.Unscaled.Format(d.Scale) }

// Float64 is the nearest float64 (correctly rounded, ±Inf beyond range).
func (d Decimal) Float64() float64 {
	f, _ := strconv.ParseFloat(d.String(), 64) // a range error still sets ±Inf or 0
	return f
}

// ExtensionValuer is implemented by extension types whose values have a
// better Go form than their storage's (a UUID as [16]byte rather than 16
// bytes, a bool8 as bool); ValueAt uses it for valid slots.
type ExtensionValuer interface {
	// Value returns slot i of storage, which is valid, as a Go value.
	Value(storage Array, i int) any
}

// Value returns a UUID as [16]byte (ExtensionValuer).
func (UUIDType) Value(storage Array, i int) any {
	return [16]byte(storage.(*FixedSizeBinary).Value(i))
}

// Value returns a bool8 as bool (ExtensionValuer).
func (Bool8Type) Value(storage Array, i int) any { return storage.(*Int8).Value(i) != 0 }
