package arrays

import (
	"math"
	"strconv"
	"testing"
)

// eqFormatCases holds one array of every layout (and every table type) with
// the String() rendering it must keep: readable, and unambiguous enough that
// two arrays that Equal tells apart render differently.
func eqFormatCases(t *testing.T) []struct {
	name string
	arr  Array
	want string
} {
	t.Helper()
	ext := func(typ ExtensionType, storage Array) Array {
		a, err := NewExtensionArray(typ, storage)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	half := NewFloat16Builder()
	half.AppendValues([]Half{HalfFromFloat32(1.5), HalfFromFloat32(-0.0001), 0x7e00, 0x7c00}, []bool{true, true, true, true})
	half.AppendNull()
	dec32 := NewDecimal32Builder(Decimal32Type{Precision: 9, Scale: 2})
	dec32.AppendValues([]int32{12345, -5, 0}, []bool{true, true, false})
	dec64 := NewDecimal64Builder(Decimal64Type{Precision: 18, Scale: 0})
	dec64.AppendValues([]int64{-9, 100}, nil)
	dec128 := NewDecimal128Builder(Decimal128Type{Precision: 38, Scale: 3})
	dec128.AppendValues([]Int128{{Lo: 1}, {Lo: math.MaxUint64, Hi: -1}}, nil)
	dec256 := NewDecimal256Builder(Decimal256Type{Precision: 76, Scale: 1})
	dec256.AppendValues([]Int256{Int256FromInt64(-123456789), Int256FromInt64(7)}, nil)
	d32 := NewDate32Builder()
	d32.AppendValues([]int32{0, 19723, -1}, []bool{true, true, true})
	d32.AppendNull()
	d64 := NewDate64Builder()
	d64.AppendValues([]int64{86400000, 86400001}, nil)
	t32s := NewTime32Builder(Time32Type{Unit: Second})
	t32s.AppendValues([]int32{0, 3661}, nil)
	t32ms := NewTime32Builder(Time32Type{Unit: Millisecond})
	t32ms.AppendValues([]int32{3661001}, nil)
	t64us := NewTime64Builder(Time64Type{Unit: Microsecond})
	t64us.AppendValues([]int64{1}, nil)
	t64ns := NewTime64Builder(Time64Type{Unit: Nanosecond})
	t64ns.AppendValues([]int64{86399999999999}, nil)
	ts := NewTimestampBuilder(TimestampType{Unit: Millisecond, TimeZone: "UTC"})
	ts.AppendValues([]int64{0, -1, 1700000000123}, nil)
	dur := NewDurationBuilder(DurationType{Unit: Nanosecond})
	dur.AppendValues([]int64{-5, 0}, []bool{true, false})
	months := NewIntervalMonthsBuilder()
	months.AppendValues([]int32{13, -1}, nil)
	dayTime := NewIntervalDayTimeBuilder()
	dayTime.AppendValues([]DayTime{{Days: 1, Milliseconds: -2}}, nil)
	mdn := NewIntervalMonthDayNanoBuilder()
	mdn.AppendValues([]MonthDayNano{{Months: 1, Days: 2, Nanoseconds: 3}}, nil)
	i8 := NewInt8Builder()
	i8.AppendValues([]int8{-128, 127}, nil)
	i16 := NewInt16Builder()
	i16.AppendValues([]int16{-1, 0}, []bool{true, false})
	i64 := NewInt64Builder()
	i64.AppendValues([]int64{math.MinInt64}, nil)
	u8 := NewUint8Builder()
	u8.AppendValues([]uint8{255}, nil)
	u16 := NewUint16Builder()
	u16.AppendValues([]uint16{65535}, nil)
	u32 := NewUint32Builder()
	u32.AppendValues([]uint32{4294967295}, nil)
	u64 := NewUint64Builder()
	u64.AppendValues([]uint64{math.MaxUint64}, nil)

	lt := ListOf(Int32Type{})
	st := StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true}, Field{Name: "b", Type: Utf8Type{}, Nullable: true})
	odd := StructOf(Field{Name: "", Type: Int32Type{}}, Field{Name: "x, y: z", Type: Int32Type{}}, Field{Name: "ünï_9", Type: Int32Type{}})
	mt := MapOf(Utf8Type{}, Int32Type{})
	entries := eqStructData(mt.Entries.Type.(*StructType), 3, nil, eqUtf8("k", "j", "x").Data(), eqInt32(1, nil, 2).Data())
	fields := []Field{{Name: "i", Type: Int32Type{}, Nullable: true}, {Name: "s", Type: Utf8Type{}, Nullable: true}}
	dt := &DictionaryType{Index: Int16Type{}, Value: Utf8Type{}}
	long := "a string longer than twelve bytes"

	return []struct {
		name string
		arr  Array
		want string
	}{
		{"null", NewNull(2), "[null null]"},
		{"bool", eqBool(true, nil, false), "[true null false]"},
		{"int8", i8.NewArray(), "[-128 127]"},
		{"int16", i16.NewArray(), "[-1 null]"},
		{"int32", eqInt32(1, nil, 3), "[1 null 3]"},
		{"int64", i64.NewArray(), "[-9223372036854775808]"},
		{"uint8", u8.NewArray(), "[255]"},
		{"uint16", u16.NewArray(), "[65535]"},
		{"uint32", u32.NewArray(), "[4294967295]"},
		{"uint64", u64.NewArray(), "[18446744073709551615]"},
		{"float16", half.NewArray(), "[1.5 -0.0001 NaN +Inf null]"},
		{"float32", eqFloat32(0.1, math.Copysign(0, -1), nil), "[0.1 -0 null]"},
		{"float64", eqFloat64(0.1, 1e300, math.Inf(-1), math.NaN()), "[0.1 1e+300 -Inf NaN]"},
		{"decimal32", dec32.NewArray(), "[123.45 -0.05 null]"},
		{"decimal64", dec64.NewArray(), "[-9 100]"},
		{"decimal128", dec128.NewArray(), "[0.001 -0.001]"},
		{"decimal256", dec256.NewArray(), "[-12345678.9 0.7]"},
		{"date32", d32.NewArray(), "[1970-01-01 2024-01-01 1969-12-31 null]"},
		{"date64", d64.NewArray(), "[1970-01-02 1970-01-02T00:00:00.001]"},
		{"time32[s]", t32s.NewArray(), "[00:00:00 01:01:01]"},
		{"time32[ms]", t32ms.NewArray(), "[01:01:01.001]"},
		{"time64[us]", t64us.NewArray(), "[00:00:00.000001]"},
		{"time64[ns]", t64ns.NewArray(), "[23:59:59.999999999]"},
		{"timestamp", ts.NewArray(), "[1970-01-01T00:00:00.000Z 1969-12-31T23:59:59.999Z 2023-11-14T22:13:20.123Z]"},
		{"duration", dur.NewArray(), "[-5ns null]"},
		{"interval_months", months.NewArray(), "[13M -1M]"},
		{"interval_day_time", dayTime.NewArray(), "[1d-2ms]"},
		{"interval_month_day_nano", mdn.NewArray(), "[1M2d3ns]"},

		{"binary", MakeArray(eqBinaryData(BinaryType{}, 0, "a\x00\xff", nil, "")), `["a\x00\xff" null ""]`},
		{"utf8", eqUtf8("a", nil, "bc", `say "hi"`, "é\n"), `["a" null "bc" "say \"hi\"" "é\n"]`},
		{"large_binary", MakeArray(eqBinaryData(LargeBinaryType{}, 3, "x", nil)), `["x" null]`},
		{"large_utf8", MakeArray(eqBinaryData(LargeUtf8Type{}, 0, "", "y")), `["" "y"]`},
		{"binary_view", MakeArray(eqViewData(BinaryViewType{}, 1, "ab", nil, long)), `["ab" null "` + long + `"]`},
		{"utf8_view", MakeArray(eqViewData(Utf8ViewType{}, 0, long, "", nil)), `["` + long + `" "" null]`},
		{"fixed_size_binary", MakeArray(eqFSBData(2, "ab", nil, "\x01\x02")), `["ab" null "\x01\x02"]`},

		{"list", MakeArray(eqListData(lt, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, nil, 3).Data())), "[[1 2] null [] [null 3]]"},
		{"list sliced", Slice(MakeArray(eqListData(lt, nil, []int{0, 2, 3}, eqInt32(1, 2, 3).Data())), 1, 2), "[[3]]"},
		{"large_list", MakeArray(eqListData(LargeListOf(Utf8Type{}), nil, []int{0, 1, 3}, eqUtf8("a", nil, "b").Data())), `[["a"] [null "b"]]`},
		{"list_view", MakeArray(eqListViewData(ListViewOf(Int32Type{}), []bool{true, false, true}, []int{2, 0, 0}, []int{1, 0, 3}, eqInt32(1, 2, 3).Data())), "[[3] null [1 2 3]]"},
		{"large_list_view", MakeArray(eqListViewData(LargeListViewOf(Int32Type{}), nil, []int{1}, []int{2}, eqInt32(1, 2, 3).Data())), "[[2 3]]"},
		{"fixed_size_list", MakeArray(eqFSLData(FixedSizeListOf(Int32Type{}, 2), 2, []bool{false, true}, eqInt32(0, 0, 4, nil).Data())), "[null [4 null]]"},
		{"list of lists", MakeArray(eqListData(ListOf(lt), nil, []int{0, 2, 2}, eqListData(lt, []bool{true, false}, []int{0, 1, 1}, eqInt32(7).Data()))), "[[[7] null] []]"},

		{"struct", MakeArray(eqStructData(st, 3, []bool{true, false, true}, eqInt32(1, 2, nil).Data(), eqUtf8("x", "y", "").Data())), `[{a: 1, b: "x"} null {a: null, b: ""}]`},
		{"struct sliced", Slice(MakeArray(eqStructData(st, 2, nil, eqInt32(1, 2).Data(), eqUtf8("x", "y").Data())), 1, 2), `[{a: 2, b: "y"}]`},
		{"struct odd names", MakeArray(eqStructData(odd, 1, nil, eqInt32(1).Data(), eqInt32(2).Data(), eqInt32(3).Data())), `[{"": 1, "x, y: z": 2, ünï_9: 3}]`},
		{"map", MakeArray(eqListData(mt, []bool{true, false, true}, []int{0, 2, 2, 3}, entries)), `[{"k": 1, "j": null} null {"x": 2}]`},
		{"sparse_union", MakeArray(eqUnionData(SparseUnionOf(fields, nil), []int8{0, 1, 0, 1}, nil, eqInt32(1, 0, nil, 0).Data(), eqUtf8("", "x", "", nil).Data())), `[0:1 1:"x" null null]`},
		{"dense_union", MakeArray(eqUnionData(DenseUnionOf(fields, []int8{3, 8}), []int8{8, 3, 3}, []int32{0, 1, 0}, eqInt32(nil, 5).Data(), eqUtf8("x").Data())), `[8:"x" 3:5 null]`},
		{"dictionary", MakeArray(eqDictData(dt, []int{1, 0, 1, 2}, []bool{true, false, true, true}, eqUtf8("a", "b", nil).Data())), `["b" null "b" null]`},
		{"run_end_encoded", MakeArray(eqREEData(RunEndEncodedOf(Int32Type{}, Utf8Type{}), []int{2, 3, 5}, eqUtf8("a", nil, "b").Data())), `["a" "a" null "b" "b"]`},
		{"run_end_encoded sliced", Slice(MakeArray(eqREEData(RunEndEncodedOf(Int16Type{}, Int32Type{}), []int{2, 3, 5}, eqInt32(1, nil, 2).Data())), 1, 4), "[1 null 2]"},
		{"extension", ext(eqExt{name: "test.ext", storage: Int32Type{}}, eqInt32(1, nil)), "[1 null]"},
		{"extension of list", ext(eqExt{name: "test.list", storage: lt}, MakeArray(eqListData(lt, nil, []int{0, 1}, eqInt32(1).Data()))), "[[1]]"},
		{"empty", eqInt32(), "[]"},
	}
}

func TestStringEveryLayout(t *testing.T) {
	for _, c := range eqFormatCases(t) {
		if got := c.arr.String(); got != c.want {
			t.Errorf("%s: String() = %s\n want %s", c.name, got, c.want)
		}
		for i := range c.arr.Len() {
			if c.arr.IsNull(i) && c.arr.ValueString(i) != "null" {
				t.Errorf("%s: slot %d is null but renders %s", c.name, i, c.arr.ValueString(i))
			}
		}
	}
}

// TestStringCoversEveryLayout makes sure a new type ID gets a pinned rendering.
func TestStringCoversEveryLayout(t *testing.T) {
	seen := map[TypeID]bool{}
	for _, c := range eqFormatCases(t) {
		seen[c.arr.DataType().ID()] = true
	}
	for id := TypeID(0); id < numTypeIDs; id++ {
		if !seen[id] {
			t.Errorf("no String() case for %s", id)
		}
	}
}

// TestHalfStringRoundTrips checks every float16 bit pattern: the rendering
// reads back as the same value, so distinct values never render alike, and
// it is the short decimal a person would write.
func TestHalfStringRoundTrips(t *testing.T) {
	for i := range 1 << 16 {
		h := Half(i)
		s := h.String()
		if h.IsNaN() {
			if s != "NaN" {
				t.Fatalf("%#04x renders %s, want NaN", i, s)
			}
			continue
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || HalfFromFloat32(float32(v)) != h || math.Signbit(v) != (h&0x8000 != 0) {
			t.Fatalf("%#04x renders %s, which reads back as %v", i, s, HalfFromFloat32(float32(v)))
		}
	}
	for _, c := range []struct {
		h    Half
		want string
	}{{HalfFromFloat32(0.1), "0.1"}, {0x7bff, "65500"}, {1, "6e-08"}, {0x8000, "-0"}, {0xfc00, "-Inf"}, {HalfFromFloat32(3.14159), "3.14"}} {
		if got := c.h.String(); got != c.want {
			t.Errorf("%#04x renders %s, want %s", uint16(c.h), got, c.want)
		}
	}
}
