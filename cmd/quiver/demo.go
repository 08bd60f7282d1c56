package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/quiver-go/quiver/arrays"
)

// demoArrays builds one small array of every physical layout of the Arrow
// format through the public builders, the way a user would: null, boolean,
// fixed-width (int64, timestamp, decimal), fixed-size binary, variable-size
// binary with 32- and 64-bit offsets (utf8, large_binary), binary view,
// list, large list, list view, fixed-size list, map, struct, sparse and
// dense union, dictionary and run-end encoded. TestDemoCoversEveryLayout
// keeps the list complete.
func demoArrays() ([]arrays.Field, []arrays.Array, error) {
	var fields []arrays.Field
	var cols []arrays.Array
	add := func(name string, a arrays.Array) {
		fields = append(fields, arrays.Field{Name: name, Type: a.DataType(), Nullable: true})
		cols = append(cols, a)
	}

	nb := arrays.NewNullBuilder()
	nb.AppendNulls(4)
	add("null", nb.NewArray())

	bb := arrays.NewBooleanBuilder()
	bb.AppendValues([]bool{true, false, false, true}, []bool{true, true, false, true})
	add("bool", bb.NewArray())

	i64 := arrays.NewInt64Builder()
	i64.AppendValues([]int64{1, 2, 3, 4}, []bool{true, false, true, true})
	add("int64", i64.NewArray())

	ts := arrays.NewTimestampBuilder(arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "UTC"})
	ts.AppendValues([]int64{0, 1700000000000, 1, 86400000}, nil)
	add("timestamp", ts.NewArray())

	dec := arrays.NewDecimal128Builder(arrays.Decimal128Type{Precision: 10, Scale: 2})
	for _, v := range []int64{12345, -5, 0} {
		dec.Append(arrays.Int256FromInt64(v).Int128())
	}
	dec.AppendNull()
	add("decimal", dec.NewArray())

	fsb := arrays.NewFixedSizeBinaryBuilder(arrays.FixedSizeBinaryType{ByteWidth: 3})
	for _, v := range []string{"abc", "xyz", "123"} {
		if err := fsb.AppendString(v); err != nil {
			return nil, nil, err
		}
	}
	fsb.AppendNull()
	add("fixed_size_binary", fsb.NewArray())

	str := arrays.NewUtf8Builder()
	str.AppendStrings([]string{"arrow", "", "quiver"}, nil)
	str.AppendNull()
	add("utf8", str.NewArray())

	lbin := arrays.NewLargeBinaryBuilder()
	lbin.AppendStrings([]string{"\x00\x01", "bytes", ""}, nil)
	lbin.AppendNull()
	add("large_binary", lbin.NewArray())

	view := arrays.NewUtf8ViewBuilder()
	view.AppendStrings([]string{"short", "a string longer than twelve bytes", "", "x"}, nil)
	add("utf8_view", view.NewArray())

	lb := arrays.NewListBuilder(arrays.ListOf(arrays.Int32Type{}))
	items := lb.ValueBuilder().(*arrays.Int32Builder)
	lb.Append(true)
	items.AppendValues([]int32{1, 2}, nil)
	lb.AppendNull()
	lb.Append(true)
	lb.Append(true)
	items.Append(7)
	add("list", lb.NewArray())

	llb := arrays.NewLargeListBuilder(arrays.LargeListOf(arrays.Utf8Type{}))
	words := llb.ValueBuilder().(*arrays.Utf8Builder)
	llb.Append(true)
	words.AppendStrings([]string{"a", "b"}, nil)
	llb.Append(true)
	llb.AppendNull()
	llb.Append(true)
	words.AppendString("c")
	add("large_list", llb.NewArray())

	lvb := arrays.NewListViewBuilder(arrays.ListViewOf(arrays.Int16Type{}))
	shorts := lvb.ValueBuilder().(*arrays.Int16Builder)
	lvb.Append(true)
	shorts.AppendValues([]int16{3, 1, 4}, nil)
	lvb.Append(true)
	shorts.Append(1)
	lvb.AppendNull()
	lvb.Append(true)
	add("list_view", lvb.NewArray())

	fslb := arrays.NewFixedSizeListBuilder(arrays.FixedSizeListOf(arrays.Float32Type{}, 2))
	pairs := fslb.ValueBuilder().(*arrays.Float32Builder)
	for i := range 4 {
		if i == 2 {
			fslb.AppendNull()
			continue
		}
		fslb.Append(true)
		pairs.AppendValues([]float32{float32(i), float32(i) + 0.5}, nil)
	}
	add("fixed_size_list", fslb.NewArray())

	mb := arrays.NewMapBuilder(arrays.MapOf(arrays.Utf8Type{}, arrays.Int32Type{}))
	keys, vals := mb.KeyBuilder().(*arrays.Utf8Builder), mb.ItemBuilder().(*arrays.Int32Builder)
	mb.Append(true)
	keys.AppendStrings([]string{"a", "b"}, nil)
	vals.AppendValues([]int32{1, 2}, nil)
	mb.Append(true)
	mb.AppendNull()
	mb.Append(true)
	keys.AppendString("z")
	vals.AppendNull()
	add("map", mb.NewArray())

	sb := arrays.NewStructBuilder(arrays.StructOf(
		arrays.Field{Name: "x", Type: arrays.Float64Type{}, Nullable: true},
		arrays.Field{Name: "ok", Type: arrays.BoolType{}, Nullable: true},
	))
	xs, oks := sb.FieldBuilder(0).(*arrays.Float64Builder), sb.FieldBuilder(1).(*arrays.BooleanBuilder)
	for i, x := range []float64{0.5, 1.5, 2.5, 3.5} {
		sb.Append(i != 2)
		xs.Append(x)
		oks.Append(i%2 == 0)
	}
	add("struct", sb.NewArray())

	for _, mode := range []string{"sparse", "dense"} {
		fields := []arrays.Field{
			{Name: "i", Type: arrays.Int32Type{}, Nullable: true},
			{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
		}
		t := arrays.SparseUnionOf(fields, []int8{5, 7})
		if mode == "dense" {
			t = arrays.DenseUnionOf(fields, []int8{5, 7})
		}
		ub := arrays.NewUnionBuilder(t)
		ints, strs := ub.Child(0).(*arrays.Int32Builder), ub.Child(1).(*arrays.Utf8Builder)
		for i, code := range []int8{5, 7, 5, 7} {
			if err := ub.Append(code); err != nil {
				return nil, nil, err
			}
			switch {
			case i == 3:
				strs.AppendNull()
			case code == 5:
				ints.Append(int32(10 * i))
			default:
				strs.AppendString(mode)
			}
		}
		add(mode+"_union", ub.NewArray())
	}

	db := arrays.NewDictionaryBuilder(&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}})
	for _, s := range []string{"red", "green", "red"} {
		if err := db.AppendString(s); err != nil {
			return nil, nil, err
		}
	}
	db.AppendNull()
	dict, err := db.NewDictionaryArray()
	if err != nil {
		return nil, nil, err
	}
	add("dictionary", dict)

	rb := arrays.NewRunEndEncodedBuilder(arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Float32Type{}))
	for _, v := range []float32{1, 1, 1} {
		if err := rb.Append(v); err != nil {
			return nil, nil, err
		}
	}
	rb.AppendNull()
	ree, err := rb.NewRunEndEncodedArray()
	if err != nil {
		return nil, nil, err
	}
	add("run_end_encoded", ree)
	return fields, cols, nil
}

func runDemo(args []string, out io.Writer) error {
	if err := noArgs("demo", args, out); err != nil {
		return helpOrFail("demo", err)
	}
	fields, cols, err := demoArrays()
	if err != nil {
		return err
	}
	batch, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, 4)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "column\ttype\tnulls\tvalid\tvalues")
	for i, c := range batch.Columns() {
		verdict := "ok"
		if err := arrays.ValidateFull(c); err != nil {
			verdict = err.Error()
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", batch.ColumnName(i), c.DataType(), c.NullN(), verdict, c)
	}
	return tw.Flush()
}

func runTypes(args []string, out io.Writer) error {
	if err := noArgs("types", args, out); err != nil {
		return helpOrFail("types", err)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tbyte width (table types)")
	for id := arrays.NULL; id <= arrays.EXTENSION; id++ {
		w := ""
		if n := arrays.PrimitiveByteWidth(id); n > 0 {
			w = fmt.Sprint(n)
		}
		fmt.Fprintf(tw, "%s\t%s\n", id, w)
	}
	return tw.Flush()
}
