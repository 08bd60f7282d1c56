package arrays

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestValueAtMatchesReference: on random arrays of every sample type, whole
// and sliced, ValueAt gives what the generator appended (its reference
// model, see refOf), in the documented Go form for each type.
func TestValueAtMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 2))
	for _, typ := range sampleTypes() {
		for _, n := range []int{1, 13, 70} {
			a, refs := randomArrayRef(r, typ, n, 0.25)
			for _, off := range []int{0, 2} {
				if off >= n {
					continue
				}
				s := Slice(a, off, n)
				for i := range s.Len() {
					if err := matchRef(ValueAt(s, i), typ, refs[off+i]); err != nil {
						t.Fatalf("%s n=%d offset %d slot %d: ValueAt = %#v: %v", typ, n, off, i, ValueAt(s, i), err)
					}
				}
			}
		}
	}
}

// matchRef compares a ValueAt value of type t against the generator's
// reference, guided by it: the structure by the reference, each leaf
// converted back to its storage value and rendered as the array renders it.
func matchRef(v any, t DataType, ref any) error {
	if ref == nil || v == nil {
		if ref != nil || v != nil {
			return fmt.Errorf("got %#v, want %#v", v, ref)
		}
		return nil
	}
	each := func(n int, f func(k int) error) error {
		for k := range n {
			if err := f(k); err != nil {
				return fmt.Errorf("[%d]: %w", k, err)
			}
		}
		return nil
	}
	list := func(elem DataType) error {
		vs, ok := v.([]any)
		rs := ref.([]any)
		if !ok || len(vs) != len(rs) {
			return fmt.Errorf("got %#v, want %d values", v, len(rs))
		}
		return each(len(rs), func(k int) error { return matchRef(vs[k], elem, rs[k]) })
	}
	switch tt := t.(type) {
	case *sampleExtType:
		return matchRef(v, tt.storage, ref)
	case *DictionaryType:
		return matchRef(v, tt.Value, ref)
	case *RunEndEncodedType:
		return matchRef(v, tt.Values.Type, ref)
	case *UnionType:
		u := ref.(unionRef)
		return matchRef(v, tt.Children[tt.ChildIndex(u.code)].Type, u.v)
	case *ListType:
		return list(tt.Elem.Type)
	case *LargeListType:
		return list(tt.Elem.Type)
	case *ListViewType:
		return list(tt.Elem.Type)
	case *LargeListViewType:
		return list(tt.Elem.Type)
	case *FixedSizeListType:
		return list(tt.Elem.Type)
	case *MapType:
		kv, ok := v.([]KeyValue)
		rs := ref.([]mapEntryRef)
		if !ok || len(kv) != len(rs) {
			return fmt.Errorf("got %#v, want %d entries", v, len(rs))
		}
		st := tt.Entries.Type.(*StructType)
		return each(len(rs), func(k int) error {
			if err := matchRef(kv[k].Key, st.Children[0].Type, rs[k].k); err != nil {
				return err
			}
			return matchRef(kv[k].Value, st.Children[1].Type, rs[k].v)
		})
	case *StructType:
		sv, ok := v.(StructValue)
		rs := ref.(structRef)
		if !ok || len(sv) != len(rs) {
			return fmt.Errorf("got %#v, want %d fields", v, len(rs))
		}
		return each(len(rs), func(k int) error {
			if sv[k].Name != tt.Children[k].Name {
				return fmt.Errorf("field named %q, want %q", sv[k].Name, tt.Children[k].Name)
			}
			return matchRef(sv[k].Value, tt.Children[k].Type, rs[k])
		})
	case BoolType:
		if v != ref {
			return fmt.Errorf("want %v", ref)
		}
		return nil
	case Utf8Type, LargeUtf8Type, Utf8ViewType:
		if s, ok := v.(string); !ok || s != ref {
			return fmt.Errorf("want string %q", ref)
		}
		return nil
	case BinaryType, LargeBinaryType, BinaryViewType, FixedSizeBinaryType:
		if b, ok := v.([]byte); !ok || string(b) != ref {
			return fmt.Errorf("want []byte %q", ref)
		}
		return nil
	}
	want := string(ref.(primRef))
	got, err := renderLeaf(v, t, want)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("renders %s, want %s", got, want)
	}
	return nil
}

// renderLeaf converts a fixed-width ValueAt value back to the storage value
// of type t and renders it through a one-slot array. A duration that
// saturated cannot be converted back: it is checked against the raw value
// parsed from want instead.
func renderLeaf(v any, t DataType, want string) (string, error) {
	b, err := NewBuilder(t)
	if err != nil {
		return "", err
	}
	wrong := fmt.Errorf("%T is not the form of %s", v, t)
	switch bb := b.(type) {
	case *Int8Builder, *Int16Builder, *Int32Builder, *Int64Builder:
		x, ok := v.(int64)
		if !ok {
			return "", wrong
		}
		appendConverted(b, x)
	case *Uint8Builder, *Uint16Builder, *Uint32Builder, *Uint64Builder:
		x, ok := v.(uint64)
		if !ok {
			return "", wrong
		}
		appendConverted(b, x)
	case *Float16Builder:
		x, ok := v.(float64)
		if !ok || float64(float32(x)) != x && !math.IsNaN(x) {
			return "", wrong
		}
		bb.Append(HalfFromFloat32(float32(x)))
	case *Float32Builder:
		x, ok := v.(float64)
		if !ok || float64(float32(x)) != x && !math.IsNaN(x) {
			return "", wrong
		}
		bb.Append(float32(x))
	case *Float64Builder:
		x, ok := v.(float64)
		if !ok {
			return "", wrong
		}
		bb.Append(x)
	case *Decimal32Builder, *Decimal64Builder, *Decimal128Builder, *Decimal256Builder:
		d, ok := v.(Decimal)
		if !ok {
			return "", wrong
		}
		scale := reflect.ValueOf(t).FieldByName("Scale").Int()
		if int64(d.Scale) != scale {
			return "", fmt.Errorf("scale %d, want %d", d.Scale, scale)
		}
		switch bb := b.(type) {
		case *Decimal32Builder:
			bb.Append(int32(d.Unscaled.Lo()))
		case *Decimal64Builder:
			bb.Append(int64(d.Unscaled.Lo()))
		case *Decimal128Builder:
			bb.Append(d.Unscaled.Int128())
		case *Decimal256Builder:
			bb.Append(d.Unscaled)
		}
	case *Date32Builder, *Date64Builder, *TimestampBuilder:
		x, ok := v.(time.Time)
		if !ok {
			return "", wrong
		}
		switch bb := b.(type) {
		case *Date32Builder:
			if x.Location() != time.UTC {
				return "", fmt.Errorf("date in %v, want UTC", x.Location())
			}
			bb.Append(int32(x.Unix() / 86400))
		case *Date64Builder:
			bb.Append(x.UnixMilli())
		case *TimestampBuilder:
			tt := t.(TimestampType)
			if loc, _ := tt.Location(); x.Location() != loc {
				return "", fmt.Errorf("time in %v, want %v", x.Location(), loc)
			}
			bb.Append([]int64{x.Unix(), x.UnixMilli(), x.UnixMicro(), x.UnixNano()}[tt.Unit])
		}
	case *Time32Builder, *Time64Builder, *DurationBuilder:
		d, ok := v.(time.Duration)
		if !ok {
			return "", wrong
		}
		var unit TimeUnit
		switch tt := t.(type) {
		case Time32Type:
			unit = tt.Unit
		case Time64Type:
			unit = tt.Unit
		case DurationType:
			unit = tt.Unit
			raw, err := strconv.ParseInt(strings.TrimSuffix(want, unit.String()), 10, 64)
			if err != nil {
				return "", err
			}
			per := int64(time.Second) / []int64{1, 1e3, 1e6, 1e9}[unit]
			if hi, lo := math.MaxInt64/per, math.MinInt64/per; raw > hi || raw < lo {
				if (raw > hi && d != math.MaxInt64) || (raw < lo && d != math.MinInt64) {
					return "", fmt.Errorf("%d%s gives %d, want it saturated", raw, unit, d)
				}
				return want, nil
			}
		}
		per := int64(time.Second) / []int64{1, 1e3, 1e6, 1e9}[unit]
		if int64(d)%per != 0 {
			return "", fmt.Errorf("%d is not whole %s", d, unit)
		}
		switch bb := b.(type) {
		case *Time32Builder:
			bb.Append(int32(int64(d) / per))
		case *Time64Builder:
			bb.Append(int64(d) / per)
		case *DurationBuilder:
			bb.Append(int64(d) / per)
		}
	case *IntervalMonthsBuilder, *IntervalDayTimeBuilder, *IntervalMonthDayNanoBuilder:
		m, ok := v.(MonthDayNano)
		if !ok {
			return "", wrong
		}
		switch bb := b.(type) {
		case *IntervalMonthsBuilder:
			if m.Days != 0 || m.Nanoseconds != 0 {
				return "", fmt.Errorf("months interval with days or nanoseconds: %v", m)
			}
			bb.Append(m.Months)
		case *IntervalDayTimeBuilder:
			if m.Months != 0 || m.Nanoseconds%1e6 != 0 {
				return "", fmt.Errorf("day-time interval with months or sub-milliseconds: %v", m)
			}
			bb.Append(DayTime{Days: m.Days, Milliseconds: int32(m.Nanoseconds / 1e6)})
		case *IntervalMonthDayNanoBuilder:
			bb.Append(m)
		}
	default:
		return "", fmt.Errorf("no leaf conversion for %s", t)
	}
	return b.NewArray().ValueString(0), nil
}

// appendConverted appends x converted to the builder's element type.
func appendConverted(b Builder, x any) {
	app := reflect.ValueOf(b).MethodByName("Append")
	app.Call([]reflect.Value{reflect.ValueOf(x).Convert(app.Type().In(0))})
}

// TestValueAtForms pins the Go value of every layout on the fixtures of
// TestStringEveryLayout, slot by slot.
func TestValueAtForms(t *testing.T) {
	utc := func(s string) time.Time {
		x, err := time.Parse(time.RFC3339Nano, s)
		if err != nil {
			t.Fatal(err)
		}
		return x.UTC()
	}
	dec := func(v int64, scale int32) Decimal { return Decimal{Unscaled: Int256FromInt64(v), Scale: scale} }
	b := func(s string) []byte { return []byte(s) }
	long := "a string longer than twelve bytes"
	want := map[string][]any{
		"null":                    {nil, nil},
		"bool":                    {true, nil, false},
		"int8":                    {int64(-128), int64(127)},
		"int16":                   {int64(-1), nil},
		"int32":                   {int64(1), nil, int64(3)},
		"int64":                   {int64(math.MinInt64)},
		"uint8":                   {uint64(255)},
		"uint16":                  {uint64(65535)},
		"uint32":                  {uint64(4294967295)},
		"uint64":                  {uint64(math.MaxUint64)},
		"float16":                 {1.5, float64(HalfFromFloat32(-0.0001).Float32()), math.NaN(), math.Inf(1), nil},
		"float32":                 {float64(float32(0.1)), math.Copysign(0, -1), nil},
		"float64":                 {0.1, 1e300, math.Inf(-1), math.NaN()},
		"decimal32":               {dec(12345, 2), dec(-5, 2), nil},
		"decimal64":               {dec(-9, 0), dec(100, 0)},
		"decimal128":              {dec(1, 3), dec(-1, 3)},
		"decimal256":              {dec(-123456789, 1), dec(7, 1)},
		"date32":                  {utc("1970-01-01T00:00:00Z"), utc("2024-01-01T00:00:00Z"), utc("1969-12-31T00:00:00Z"), nil},
		"date64":                  {utc("1970-01-02T00:00:00Z"), utc("1970-01-02T00:00:00.001Z")},
		"time32[s]":               {time.Duration(0), time.Hour + time.Minute + time.Second},
		"time32[ms]":              {time.Hour + time.Minute + time.Second + time.Millisecond},
		"time64[us]":              {time.Microsecond},
		"time64[ns]":              {24*time.Hour - 1},
		"timestamp":               {utc("1970-01-01T00:00:00Z"), utc("1969-12-31T23:59:59.999Z"), utc("2023-11-14T22:13:20.123Z")},
		"duration":                {-5 * time.Nanosecond, nil},
		"interval_months":         {MonthDayNano{Months: 13}, MonthDayNano{Months: -1}},
		"interval_day_time":       {MonthDayNano{Days: 1, Nanoseconds: -2e6}},
		"interval_month_day_nano": {MonthDayNano{Months: 1, Days: 2, Nanoseconds: 3}},
		"binary":                  {b("a\x00\xff"), nil, b("")},
		"utf8":                    {"a", nil, "bc", `say "hi"`, "é\n"},
		"large_binary":            {b("x"), nil},
		"large_utf8":              {"", "y"},
		"binary_view":             {b("ab"), nil, b(long)},
		"utf8_view":               {long, "", nil},
		"fixed_size_binary":       {b("ab"), nil, b("\x01\x02")},
		"list":                    {[]any{int64(1), int64(2)}, nil, []any{}, []any{nil, int64(3)}},
		"list sliced":             {[]any{int64(3)}},
		"large_list":              {[]any{"a"}, []any{nil, "b"}},
		"list_view":               {[]any{int64(3)}, nil, []any{int64(1), int64(2), int64(3)}},
		"large_list_view":         {[]any{int64(2), int64(3)}},
		"fixed_size_list":         {nil, []any{int64(4), nil}},
		"list of lists":           {[]any{[]any{int64(7)}, nil}, []any{}},
		"struct":                  {StructValue{{"a", int64(1)}, {"b", "x"}}, nil, StructValue{{"a", nil}, {"b", ""}}},
		"struct sliced":           {StructValue{{"a", int64(2)}, {"b", "y"}}},
		"struct odd names":        {StructValue{{"", int64(1)}, {"x, y: z", int64(2)}, {"ünï_9", int64(3)}}},
		"map":                     {[]KeyValue{{"k", int64(1)}, {"j", nil}}, nil, []KeyValue{{"x", int64(2)}}},
		"sparse_union":            {int64(1), "x", nil, nil},
		"dense_union":             {"x", int64(5), nil},
		"dictionary":              {"b", nil, "b", nil},
		"run_end_encoded":         {"a", "a", nil, "b", "b"},
		"run_end_encoded sliced":  {int64(1), nil, int64(2)},
		"extension":               {int64(1), nil},
		"extension of list":       {[]any{int64(1)}},
		"empty":                   {},
	}
	for _, c := range eqFormatCases(t) {
		w, ok := want[c.name]
		if !ok {
			t.Errorf("%s: no expected values", c.name)
			continue
		}
		if len(w) != c.arr.Len() {
			t.Errorf("%s: %d expected values for %d slots", c.name, len(w), c.arr.Len())
			continue
		}
		for i := range w {
			if got := ValueAt(c.arr, i); !sameValue(got, w[i]) {
				t.Errorf("%s slot %d: ValueAt = %#v, want %#v", c.name, i, got, w[i])
			}
		}
	}
}

// TestValueAtExtensions: the canonical extension types give their own Go
// values (ExtensionValuer), through the plain and the typed arrays.
func TestValueAtExtensions(t *testing.T) {
	u, err := NewUUIDArray([][16]byte{{1, 2, 3}, {}}, []bool{true, false})
	if err != nil {
		t.Fatal(err)
	}
	b8, err := NewBool8Array([]bool{true, false, true}, []bool{true, true, false})
	if err != nil {
		t.Fatal(err)
	}
	j, err := NewJSONArray([]string{`{"a":1}`}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		a    Array
		want []any
	}{
		{u, []any{[16]byte{1, 2, 3}, nil}},
		{u.ExtensionArray, []any{[16]byte{1, 2, 3}, nil}},
		{MakeArray(u.Data()), []any{[16]byte{1, 2, 3}, nil}},
		{b8, []any{true, false, nil}},
		{MakeArray(b8.Data()), []any{true, false, nil}},
		{j, []any{`{"a":1}`}},
	} {
		for i, w := range c.want {
			if got := ValueAt(c.a, i); !reflect.DeepEqual(got, w) {
				t.Errorf("%s slot %d: %#v, want %#v", c.a.DataType(), i, got, w)
			}
		}
	}
}

func TestValueAtOutOfRange(t *testing.T) {
	a := Slice(eqInt32(1, 2, 3), 1, 2)
	for _, i := range []int{-1, 1, 2} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("ValueAt(%d) of a 1-slot array did not panic", i)
				}
			}()
			ValueAt(a, i)
		}()
	}
}

func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		d    Decimal
		s    string
		want float64
	}{
		{Decimal{Int256FromInt64(12345), 2}, "123.45", 123.45},
		{Decimal{Int256FromInt64(-5), 3}, "-0.005", -0.005},
		{Decimal{Int256FromInt64(7), -2}, "700", 700},
		{Decimal{Int256FromInt64(1), 400}, "1e-400", 0},
		{Decimal{Int256FromInt64(-1), -400}, "-1e400", math.Inf(-1)},
	} {
		if s := c.d.String(); s != c.s {
			t.Errorf("%v: String = %s, want %s", c.d, s, c.s)
		}
		if f := c.d.Float64(); f != c.want {
			t.Errorf("%s: Float64 = %v, want %v", c.s, f, c.want)
		}
	}
}

// TestValueAtOtherArray: an Array implemented outside the package is read
// through its Data.
func TestValueAtOtherArray(t *testing.T) {
	type wrapped struct{ Array }
	a := wrapped{Slice(eqUtf8("a", nil, "c"), 1, 3)}
	if got := []any{ValueAt(a, 0), ValueAt(a, 1)}; !reflect.DeepEqual(got, []any{nil, "c"}) {
		t.Errorf("ValueAt of a wrapped array = %#v", got)
	}
}
