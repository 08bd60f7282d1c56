package arrays_test

import (
	"fmt"
	"time"

	"github.com/quiver-go/quiver/arrays"
)

// All yields every slot with its index; a null slot yields 0, so test
// IsNull where a 0 could be real.
func ExampleInt64_All() {
	b := arrays.NewInt64Builder()
	b.AppendValues([]int64{3, 0, 4}, []bool{true, false, true})
	a := b.NewInt64Array()
	sum, n := int64(0), 0
	for i, v := range a.All() {
		if a.IsNull(i) {
			continue
		}
		sum += v
		n++
	}
	fmt.Println(sum, n)
	// Output: 7 2
}

// A list's All yields each slot's values as a slice of the child array.
func ExampleList_All() {
	b := arrays.NewListBuilder(arrays.ListOf(arrays.Int64Type{}))
	items := b.ValueBuilder().(*arrays.Int64Builder)
	b.Append(true)
	items.AppendValues([]int64{1, 2}, nil)
	b.AppendNull()
	b.Append(true)
	items.Append(3)
	for i, list := range b.NewListArray().All() {
		if list == nil {
			fmt.Println(i, "null")
			continue
		}
		fmt.Println(i, list.(*arrays.Int64).Values())
	}
	// Output:
	// 0 [1 2]
	// 1 null
	// 2 [3]
}

// ValueAt reads any array without knowing its type: here a struct of a
// string, a dictionary-encoded string (decoded) and a date.
func ExampleValueAt() {
	b := arrays.NewStructBuilder(arrays.StructOf(
		arrays.Field{Name: "name", Type: arrays.Utf8Type{}},
		arrays.Field{Name: "field", Type: &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, Nullable: true},
		arrays.Field{Name: "born", Type: arrays.Date32Type{}},
	))
	name := b.FieldBuilder(0).(*arrays.Utf8Builder)
	field := b.FieldBuilder(1).(*arrays.DictionaryBuilder)
	born := b.FieldBuilder(2).(*arrays.Date32Builder)
	b.Append(true)
	name.AppendString("ada")
	field.AppendString("math")
	born.Append(-56270) // 1815-12-10
	b.Append(true)
	name.AppendString("grace")
	field.AppendNull()
	born.Append(-23034) // 1906-12-09
	people := b.NewArray()
	for i := range people.Len() {
		row := arrays.ValueAt(people, i).(arrays.StructValue)
		f, _ := row.Get("field")
		fmt.Println(row[0].Value, f, row[2].Value.(time.Time).Year())
	}
	// Output:
	// ada math 1815
	// grace <nil> 1906
}

// A timestamp with a zone stores UTC instants; Time reads them in the zone,
// and the array prints them there, with the offset.
func ExampleTimestamp_Time() {
	b := arrays.NewTimestampBuilder(arrays.TimestampType{Unit: arrays.Second, TimeZone: "Europe/Paris"})
	b.AppendValues([]int64{1709290800, 1719835200}, nil) // 11:00 and 12:00 UTC
	a := b.NewTimestampArray()
	for i := range a.Len() {
		fmt.Println(a.Time(i).Format(time.Kitchen), a.Time(i).UTC().Format(time.Kitchen))
	}
	fmt.Println(a)
	// Output:
	// 12:00PM 11:00AM
	// 2:00PM 12:00PM
	// [2024-03-01T12:00:00+01:00 2024-07-01T14:00:00+02:00]
}
