package arrays

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// iterSamples are random arrays of every sample type, whole and sliced
// (offset != 0), plus the typed extension views, which have their own All.
func iterSamples(t *testing.T) map[string]Array {
	t.Helper()
	r := rand.New(rand.NewPCG(36, 1))
	out := map[string]Array{}
	for _, typ := range sampleTypes() {
		for _, n := range []int{0, 1, 9, 70} {
			a := randomArray(r, typ, n, 0.3)
			out[typ.String()+"/n="+itoa(n)] = a
			if n > 4 {
				out[typ.String()+"/n="+itoa(n)+"/sliced"] = Slice(a, 3, n-1)
			}
			_, fsb := typ.(FixedSizeBinaryType)
			if PrimitiveByteWidth(typ.ID()) > 0 || fsb {
				// junk under the nulls, an offset, an unknown null count
				out[typ.String()+"/n="+itoa(n)+"/junk"] = MakeArray(eqRelayout(r, a.Data(), 5, n%2 == 1))
			}
		}
	}
	u, err := NewUUIDArray([][16]byte{{1, 2}, {}, {15: 9}}, []bool{true, false, true})
	if err != nil {
		t.Fatal(err)
	}
	j, err := NewJSONArray([]string{`{"a":1}`, "", "[]"}, []bool{true, false, true})
	if err != nil {
		t.Fatal(err)
	}
	b8, err := NewBool8Array([]bool{true, false, true, false}, []bool{true, true, false, true})
	if err != nil {
		t.Fatal(err)
	}
	out["uuid"], out["json"], out["bool8"] = u, j, b8
	// Null slots whose bytes hold values.
	out["bool/junk"] = MakeArray(NewData(BoolType{}, 4, [][]byte{{0b1001}, {0xff}}, nil, UnknownNullCount, 0))
	out["utf8/junk"] = MakeArray(NewData(Utf8Type{}, 3, [][]byte{{0b101}, bytesOf([]int32{0, 2, 4, 4}), []byte("abcd")}, nil, 1, 0))
	return out
}

// yielded collects what a.All() yields, through reflection so that one
// test covers every element type; early stops after that many slots.
func yielded(t *testing.T, a Array, early int) (idx []int, vals []any) {
	t.Helper()
	all := reflect.ValueOf(a).MethodByName("All")
	if !all.IsValid() {
		t.Fatalf("%T has no All", a)
	}
	seq := all.Call(nil)[0]
	yield := reflect.MakeFunc(seq.Type().In(0), func(args []reflect.Value) []reflect.Value {
		idx = append(idx, int(args[0].Int()))
		vals = append(vals, args[1].Interface())
		return []reflect.Value{reflect.ValueOf(early < 0 || len(idx) < early)}
	})
	seq.Call([]reflect.Value{yield})
	return idx, vals
}

// TestAllMatchesValue: for every array type All yields each slot once, in
// order, with its index; the typed Value for a valid slot and the zero
// value for a null one; and it stops when the loop breaks.
func TestAllMatchesValue(t *testing.T) {
	for name, a := range iterSamples(t) {
		value := reflect.ValueOf(a).MethodByName("Value")
		if !value.IsValid() {
			t.Fatalf("%s: %T has no Value", name, a)
		}
		idx, vals := yielded(t, a, -1)
		if len(idx) != a.Len() {
			t.Fatalf("%s: All yields %d slots, want %d", name, len(idx), a.Len())
		}
		for i := range idx {
			if idx[i] != i {
				t.Fatalf("%s: slot %d yields index %d", name, i, idx[i])
			}
			if a.IsNull(i) {
				if v := reflect.ValueOf(vals[i]); v.IsValid() && !v.IsZero() {
					t.Errorf("%s: null slot %d yields %v, want the zero value", name, i, vals[i])
				}
				continue
			}
			want := value.Call([]reflect.Value{reflect.ValueOf(i)})[0].Interface()
			if !sameValue(vals[i], want) {
				t.Errorf("%s: slot %d yields %v, Value gives %v", name, i, vals[i], want)
			}
		}
		for _, stop := range []int{1, 2, a.Len() - 1} {
			if stop < 1 || stop > a.Len() {
				continue
			}
			if idx, _ := yielded(t, a, stop); len(idx) != stop {
				t.Errorf("%s: break after %d slots, got %d", name, stop, len(idx))
			}
		}
	}
}

// sameValue compares what All and Value give: arrays by Equal, floats by
// their bits (so -0 is not 0) or both NaN, anything else deeply.
func sameValue(x, y any) bool {
	switch x := x.(type) {
	case Array:
		y, ok := y.(Array)
		return ok && (x == nil) == (y == nil) && (x == nil || Equal(x, y))
	case MapValue:
		y, ok := y.(MapValue)
		return ok && sameValue(x.Keys, y.Keys) && sameValue(x.Items, y.Items)
	case float32:
		y, ok := y.(float32)
		return ok && (math.Float32bits(x) == math.Float32bits(y) || x != x && y != y)
	case float64:
		y, ok := y.(float64)
		return ok && (math.Float64bits(x) == math.Float64bits(y) || x != x && y != y)
	case []any:
		y, ok := y.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k := range x {
			if !sameValue(x[k], y[k]) {
				return false
			}
		}
		return true
	case StructValue:
		y, ok := y.(StructValue)
		if !ok || len(x) != len(y) {
			return false
		}
		for k := range x {
			if x[k].Name != y[k].Name || !sameValue(x[k].Value, y[k].Value) {
				return false
			}
		}
		return true
	case []KeyValue:
		y, ok := y.([]KeyValue)
		if !ok || len(x) != len(y) {
			return false
		}
		for k := range x {
			if !sameValue(x[k].Key, y[k].Key) || !sameValue(x[k].Value, y[k].Value) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(x, y)
}

// TestAllPrimitiveNulls: the generated All yields the zero value for a null
// slot whatever its bytes hold, and the stored value for a valid one.
func TestAllPrimitiveNulls(t *testing.T) {
	vals := []int64{10, 20, 30, 40, 50, 60, 70, 80, 90, 100}
	valid := eqBitmap([]bool{true, false, true, true, false, true, true, true, false, true})
	a := MakeArray(NewData(Int64Type{}, len(vals), [][]byte{valid, bytesOf(vals)}, nil, 3, 0)).(*Int64)
	s := Slice(a, 1, 9).(*Int64)
	var got []int64
	for _, v := range s.All() {
		got = append(got, v)
	}
	want := []int64{0, 30, 40, 0, 60, 70, 80, 0}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("All over a slice with nulls = %v, want %v", got, want)
	}
}

// TestNestedAll: the sub-arrays lists and maps yield, and the fields a
// struct yields, against the fixtures' renderings.
func TestNestedAll(t *testing.T) {
	cases := map[string]Array{}
	for _, c := range eqFormatCases(t) {
		cases[c.name] = c.arr
	}
	render := func(a Array) string {
		if a == nil {
			return "nil"
		}
		return a.String()
	}
	var got []string
	for _, v := range cases["list"].(*List).All() {
		got = append(got, render(v))
	}
	if want := []string{"[1 2]", "nil", "[]", "[null 3]"}; !reflect.DeepEqual(got, want) {
		t.Errorf("list All = %q, want %q", got, want)
	}
	got = nil
	for _, m := range cases["map"].(*Map).All() {
		got = append(got, render(m.Keys)+"="+render(m.Items))
	}
	if want := []string{`["k" "j"]=[1 null]`, "nil=nil", `["x"]=[2]`}; !reflect.DeepEqual(got, want) {
		t.Errorf("map All = %q, want %q", got, want)
	}
	got = nil
	for f, child := range cases["struct sliced"].(*Struct).Fields() {
		got = append(got, f.Name+"="+child.String())
	}
	if want := []string{"a=[2]", `b=["y"]`}; !reflect.DeepEqual(got, want) {
		t.Errorf("struct Fields = %q, want %q", got, want)
	}
	got = nil
	for i, v := range cases["run_end_encoded sliced"].(*RunEndEncoded).All() {
		got = append(got, itoa(i)+":"+anyString(v))
	}
	if want := []string{"0:1", "1:nil", "2:2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("run-end encoded All = %q, want %q", got, want)
	}
}

func anyString(v any) string {
	switch v := v.(type) {
	case nil:
		return "nil"
	case int64:
		return itoa(int(v))
	}
	return "?"
}

func itoa(n int) string { return formatInt(int64(n)) }

func TestChunkedAll(t *testing.T) {
	c, err := NewChunked(Int32Type{}, []Array{eqInt32(1, nil), eqInt32(), Slice(eqInt32(7, 3, nil, 4), 1, 4)})
	if err != nil {
		t.Fatal(err)
	}
	want := []any{int64(1), nil, int64(3), nil, int64(4)}
	var got []any
	for i, v := range c.All() {
		if i != len(got) {
			t.Fatalf("index %d at position %d", i, len(got))
		}
		got = append(got, v)
		if c.Value(i) != v {
			t.Errorf("slot %d: Value %v, All %v", i, c.Value(i), v)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("All = %v, want %v", got, want)
	}
	n := 0 // the runtime panics if All yields after the break
	for range c.All() {
		if n++; n == 3 {
			break
		}
	}
}
