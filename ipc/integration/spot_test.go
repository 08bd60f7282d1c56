package integration

import (
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// The values below were read off the gold JSON files by hand (the file,
// batch, column and slot are named at each check).

func readGold(t *testing.T, dir, name string) *File {
	t.Helper()
	p := filepath.Join(corpusDir(t), "arrow-ipc-stream", "integration", dir, "generated_"+name+".json.gz")
	f, err := ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// col returns batch b's column named name.
func col(t *testing.T, f *File, b int, name string) arrays.Array {
	t.Helper()
	i := f.Schema.FieldIndex(name)
	if i < 0 {
		t.Fatalf("no field %q", name)
	}
	return f.Batches[b].Columns[i]
}

// wantSlots checks ValueString of the given slots ("null" for nulls).
func wantSlots(t *testing.T, a arrays.Array, want map[int]string) {
	t.Helper()
	for i, w := range want {
		if got := a.ValueString(i); got != w {
			t.Errorf("%s slot %d: got %s, want %s", a.DataType(), i, got, w)
		}
	}
}

func TestSpotPrimitive(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "primitive")
	if len(f.Batches) != 2 || f.Batches[0].Length != 17 || f.Batches[1].Length != 20 {
		t.Fatalf("batches: %+v", f.Batches)
	}
	// batch 1: int8_nullable VALIDITY [1,0,1,1] DATA [-128,127,-8,74]
	i8 := col(t, f, 1, "int8_nullable").(*arrays.Int8)
	if i8.Value(0) != -128 || !i8.IsNull(1) || i8.Value(2) != -8 || i8.Value(3) != 74 {
		t.Errorf("int8_nullable: %s", i8)
	}
	if f.Schema.Fields[f.Schema.FieldIndex("int8_nonnullable")].Nullable {
		t.Error("int8_nonnullable is nullable")
	}
	// int64_nullable VALIDITY [1,0,1,0] DATA ["-2147483648","2147483647","-518015356",...]
	i64 := col(t, f, 1, "int64_nullable").(*arrays.Int64)
	if i64.Value(0) != -2147483648 || !i64.IsNull(1) || i64.Value(2) != -518015356 || !i64.IsNull(3) {
		t.Errorf("int64_nullable: %s", i64)
	}
	u64 := col(t, f, 1, "uint64_nonnullable").(*arrays.Uint64)
	if u64.Value(1) != 2147483647 || u64.Value(2) != 946811562 {
		t.Errorf("uint64_nonnullable: %s", u64)
	}
	u16 := col(t, f, 1, "uint16_nonnullable").(*arrays.Uint16)
	if u16.Value(1) != 65535 || u16.Value(2) != 64748 {
		t.Errorf("uint16_nonnullable: %s", u16)
	}
	// float32_nullable VALIDITY [0,0,1,1] DATA [-958.704,794.336,-1605.108,543.71]
	wantSlots(t, col(t, f, 1, "float32_nullable"), map[int]string{0: "null", 2: "-1605.108", 3: "543.71"})
	if v := col(t, f, 1, "float64_nonnullable").(*arrays.Float64).Value(1); v != -1397.82 {
		t.Errorf("float64_nonnullable[1] = %v", v)
	}
	// bool_nullable VALIDITY [0,0,0,1], bool_nonnullable DATA [true,false,false,true]
	wantSlots(t, col(t, f, 1, "bool_nullable"), map[int]string{0: "null", 3: "true"})
	wantSlots(t, col(t, f, 1, "bool_nonnullable"), map[int]string{0: "true", 1: "false", 3: "true"})
}

func TestSpotDecimal(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "decimal")
	// f0: decimal(3, 2), batch 1 DATA ["-946","992",...], all four first valid
	d := col(t, f, 1, "f0").(*arrays.Decimal128)
	if d.Type() != (arrays.Decimal128Type{Precision: 3, Scale: 2}) {
		t.Errorf("type %s", d.Type())
	}
	wantSlots(t, d, map[int]string{0: "-9.46", 1: "9.92", 4: "null"})
	if d.Value(1) != (arrays.Int128{Lo: 992}) {
		t.Errorf("unscaled %v", d.Value(1))
	}

	f = readGold(t, "cpp-21.0.0", "decimal256")
	d256 := col(t, f, 1, "f0").(*arrays.Decimal256)
	if got := d256.Value(0).String(); got != "-8641556318519532098869584693899023701" {
		t.Errorf("decimal256 f0[0] = %s", got)
	}
	if d256.Type() != (arrays.Decimal256Type{Precision: 37, Scale: 5}) {
		t.Errorf("type %s", d256.Type())
	}

	f = readGold(t, "cpp-21.0.0", "decimal32")
	d32 := col(t, f, 1, "f0").(*arrays.Decimal32)
	if d32.Value(0) != 984 || !d32.IsNull(1) {
		t.Errorf("decimal32 f0: %s", d32)
	}
	wantSlots(t, d32, map[int]string{0: "9.84"})

	// 0.14.1 decimals have no bitWidth: decimal128.
	f = readGold(t, "0.14.1", "decimal")
	if f.Schema.Fields[0].Type != (arrays.Decimal128Type{Precision: 3, Scale: 2}) {
		t.Errorf("0.14.1 decimal type %s", f.Schema.Fields[0].Type)
	}
	// its values exceed the precision: kept as they are
	if v := col(t, f, 0, "f0").(*arrays.Decimal128).Value(0); v.String() != "-11697" {
		t.Errorf("0.14.1 f0[0] = %s", v)
	}
}

func TestSpotDatetime(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "datetime")
	types := map[string]arrays.DataType{
		"f0":  arrays.Date32Type{},
		"f1":  arrays.Date64Type{},
		"f2":  arrays.Time32Type{Unit: arrays.Second},
		"f4":  arrays.Time64Type{Unit: arrays.Microsecond},
		"f9":  arrays.TimestampType{Unit: arrays.Nanosecond},
		"f11": arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"},
		"f12": arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "US/Eastern"},
		"f13": arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "Europe/Paris"},
	}
	for name, want := range types {
		if got := f.Schema.Fields[f.Schema.FieldIndex(name)].Type; got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
	// batch 1: f0 VALIDITY [0,0,1,1] DATA [..,..,632448,1360161]
	if v := col(t, f, 1, "f0").(*arrays.Date32); !v.IsNull(0) || v.Value(2) != 632448 {
		t.Errorf("f0: %v", v.Values()[:4])
	}
	// f1 (date64) DATA[2] "103754390400000"
	if v := col(t, f, 1, "f1").(*arrays.Date64).Value(2); v != 103754390400000 {
		t.Errorf("f1[2] = %d", v)
	}
	// f4 (time64 us) DATA[1] "3103161685"
	if v := col(t, f, 1, "f4").(*arrays.Time64).Value(1); v != 3103161685 {
		t.Errorf("f4[1] = %d", v)
	}
	// f9 (timestamp ns) DATA[1] "9223372036854775807", valid
	if v := col(t, f, 1, "f9").(*arrays.Timestamp); v.IsNull(1) || v.Value(1) != 9223372036854775807 {
		t.Errorf("f9[1] = %d", v.Value(1))
	}
	// f3 (time32 ms) DATA[0] 37312291
	wantSlots(t, col(t, f, 1, "f3"), map[int]string{0: "10:21:52.291", 2: "null"})
}

func TestSpotIntervals(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "interval")
	// batch 1 f6 (DAY_TIME) DATA[0] {"days": -2327480, "milliseconds": -9166699}
	if v := col(t, f, 1, "f6").(*arrays.IntervalDayTime).Value(0); v != (arrays.DayTime{Days: -2327480, Milliseconds: -9166699}) {
		t.Errorf("f6[0] = %v", v)
	}
	// f5 (YEAR_MONTH) DATA[1] 120000, valid
	if v := col(t, f, 1, "f5").(*arrays.IntervalMonths).Value(1); v != 120000 {
		t.Errorf("f5[1] = %d", v)
	}

	f = readGold(t, "cpp-21.0.0", "interval_mdn")
	// batch 0 VALIDITY [1,1,0,...], DATA[0] {1493908993, -474729930, 8820212087008106548}
	v := col(t, f, 0, "f1").(*arrays.IntervalMonthDayNano)
	want := arrays.MonthDayNano{Months: 1493908993, Days: -474729930, Nanoseconds: 8820212087008106548}
	if v.Value(0) != want || !v.IsNull(2) {
		t.Errorf("f1: %v", v)
	}
	if v.Value(1).Nanoseconds != -8743230752344178907 {
		t.Errorf("f1[1] nanoseconds %d", v.Value(1).Nanoseconds)
	}
}

func TestSpotNested(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "nested")
	// batch 1 list_nullable VALIDITY [1,0,...] OFFSET [0,2,2,5,..], item DATA [-2147483648, 2147483647, ...]
	l := col(t, f, 1, "list_nullable").(*arrays.List)
	wantSlots(t, l, map[int]string{0: "[-2147483648 2147483647]", 1: "null"})
	if s, e := l.ValueRange(2); s != 2 || e != 5 {
		t.Errorf("list slot 2 range [%d, %d)", s, e)
	}
	fsl := col(t, f, 1, "fixedsizelist_nullable").(*arrays.FixedSizeList)
	if fsl.ListSize() != 4 || fsl.ListValues().Len() != 40 || !fsl.IsNull(1) {
		t.Errorf("fixed-size list: %s", fsl)
	}
	wantSlots(t, fsl, map[int]string{0: "[-2147483648 2147483647 -510139257 -1089213655]"})
	// struct_nullable VALIDITY [0,1,0,1,..]; f1 DATA[1] 2147483647 is null; f2 DATA[1] "fwihÂbb"
	s := col(t, f, 1, "struct_nullable").(*arrays.Struct)
	wantSlots(t, s, map[int]string{0: "null", 1: `{f1: null, f2: "fwihÂbb"}`})

	f = readGold(t, "cpp-21.0.0", "map")
	// batch 1 map_nullable OFFSET [0,1,1,5,...]; entry 0 key "nciea矢d" value null
	m := col(t, f, 1, "map_nullable").(*arrays.Map)
	wantSlots(t, m, map[int]string{0: `{"nciea矢d": null}`, 1: "null",
		2: `{"d4brrd€": null, "ewÂfbab": null, "jliol2l": 771590740, "lh5€omp": -2047827388}`})

	f = readGold(t, "cpp-21.0.0", "map_non_canonical")
	mt := f.Schema.Fields[0].Type.(*arrays.MapType)
	if mt.Entries.Name != "some_entries" || mt.Entries.Type.(*arrays.StructType).Children[0].Name != "some_key" {
		t.Errorf("map names not kept: %s", mt)
	}
}

func TestSpotUnion(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "union")
	// batch 1 sparse_1 typeIds [5,7] TYPE_ID [7,5,...]: slot 0 is f2[0] "ôhdf11p", slot 1 f1[1] (null)
	u := col(t, f, 1, "sparse_1").(*arrays.Union)
	if u.Mode() != arrays.SparseMode || u.TypeCode(0) != 7 || u.ChildIndex(0) != 1 {
		t.Errorf("sparse_1: mode %d code %d", u.Mode(), u.TypeCode(0))
	}
	wantSlots(t, u, map[int]string{0: `7:"ôhdf11p"`, 1: "null"})
	if !u.IsNull(1) || u.IsNull(0) {
		t.Error("sparse_1 nulls")
	}
	// dense_1 TYPE_ID [10,10,10,20,..] OFFSET [0,1,2,0,..]: slot 2 is f1[2] = 8606, slot 3 f2[0] (null)
	d := col(t, f, 1, "dense_1").(*arrays.Union)
	if d.Mode() != arrays.DenseMode || d.ChildOffset(2) != 2 {
		t.Errorf("dense_1 offsets %v", d.ValueOffsets())
	}
	wantSlots(t, d, map[int]string{2: "10:8606", 3: "null"})
	// dense_2 typeIds [42,43,44] with a null-typed f3: slot 0 selects f3, slot 4 f1[0] = 0
	d2 := col(t, f, 1, "dense_2").(*arrays.Union)
	if !d2.IsNull(0) || d2.ValueString(4) != "42:0" {
		t.Errorf("dense_2: %s", d2)
	}
	if got := d2.Child(2).Len(); got != 6 {
		t.Errorf("dense_2 null child has %d slots, want 6", got)
	}

	// The V4-era file: unions with VALIDITY, repeated field names.
	f = readGold(t, "0.17.1", "union")
	if len(f.Schema.Fields) != 4 || f.Schema.Fields[0].Name != "sparse" || f.Schema.Fields[2].Name != "sparse" {
		t.Fatalf("fields: %s", f.Schema)
	}
	// batch 1 dense TYPE_ID [20,10,10,..] OFFSET [0,0,1,..]; f1 DATA[0] 25063, f1[1] null, f2[0] "6F"
	wantSlots(t, col(t, f, 1, "dense"), map[int]string{0: `20:"o"`, 1: "10:25063", 2: "null"})
	if d := f.Batches[1].Columns[0].Data(); d.Buffers[0] != nil {
		t.Error("a union kept a validity buffer")
	}
}

func TestSpotDictionary(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "dictionary")
	d0 := col(t, f, 1, "dict0").(*arrays.Dictionary)
	want := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	if !arrays.TypeEqual(d0.DataType(), want) {
		t.Errorf("dict0 type %s", d0.DataType())
	}
	// batch 1 dict0 DATA [3,2,1,...] VALIDITY [1,1,0,..]; dictionary 0 is ["", "pb1gngµ", "jhak1rp", "c矢g£kµr", ...]
	if d0.IndexValue(0) != 3 || d0.Dictionary().Len() != 10 {
		t.Errorf("dict0 index %d, dictionary length %d", d0.IndexValue(0), d0.Dictionary().Len())
	}
	wantSlots(t, d0, map[int]string{0: `"c矢g£kµr"`, 1: `"jhak1rp"`, 2: "null"})
	// dict1 (int32 indices, dictionary 1 with mostly null entries): slot 0 index 1 is a null entry
	d1 := col(t, f, 1, "dict1").(*arrays.Dictionary)
	if d1.IsNull(0) || d1.ValueString(0) != "null" || d1.DictType().Index != (arrays.Int32Type{}) {
		t.Errorf("dict1: %s", d1)
	}
	// dict2: int16 indices into int64 values
	d2 := col(t, f, 1, "dict2").(*arrays.Dictionary)
	if d2.Dictionary().ValueString(0) != "-2147483648" || d2.DictType().Value != (arrays.Int64Type{}) {
		t.Errorf("dict2 dictionary %s", d2.Dictionary())
	}
	if f.DictionaryIDs[FieldPath(0)] != 0 || f.DictionaryIDs[FieldPath(1)] != 1 || f.DictionaryIDs[FieldPath(2)] != 2 {
		t.Errorf("ids %v", f.DictionaryIDs)
	}

	f = readGold(t, "cpp-21.0.0", "dictionary_unsigned")
	for _, fld := range f.Schema.Fields {
		if arrays.IsSignedInteger(fld.Type.(*arrays.DictionaryType).Index.ID()) {
			t.Errorf("%s: signed index type", fld)
		}
	}

	// Two fields sharing id 0 share one dictionary.
	f = readGold(t, "4.0.0-shareddict", "shared_dict")
	var dicts []*arrays.Data
	for _, c := range f.Batches[0].Columns {
		if d, ok := c.(*arrays.Dictionary); ok {
			dicts = append(dicts, d.Data().Dictionary)
		}
	}
	if len(dicts) != 2 || dicts[0] != dicts[1] {
		t.Errorf("shared dictionary not shared: %v", dicts)
	}
}

func TestSpotNestedDictionary(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "nested_dictionary")
	ids := map[string]int64{"0": 1, "0.0": 0, "1": 2, "1.0": 0, "1.1": 0}
	for p, id := range ids {
		if got, ok := f.DictionaryIDs[p]; !ok || got != id {
			t.Errorf("DictionaryIDs[%s] = %d, %v; want %d", p, got, ok, id)
		}
	}
	if len(f.DictionaryIDs) != len(ids) {
		t.Errorf("DictionaryIDs %v", f.DictionaryIDs)
	}
	// batch 0 list_dict DATA [22,21,8,...]: dictionary 1 slot 8 spans str_dict
	// [8,10) = indices [1,2] of dictionary 0, whose entry 1 is "pl5ai3l" and 2 is null.
	ld := col(t, f, 0, "list_dict").(*arrays.Dictionary)
	wantSlots(t, ld, map[int]string{0: "[]", 1: "null", 2: `["pl5ai3l" null]`})
	// struct_dict DATA[3] = 7: dictionary 2 entry 7 is valid, both children null
	sd := col(t, f, 0, "struct_dict").(*arrays.Dictionary)
	wantSlots(t, sd, map[int]string{0: "null", 3: "{str_dict_a: null, str_dict_b: null}"})
	// The three users of id 0 share its dictionary.
	inner := ld.Dictionary().Data().Children[0].Dictionary
	sdd := sd.Dictionary().Data()
	if inner == nil || inner != sdd.Children[0].Dictionary || inner != sdd.Children[1].Dictionary || inner.Length != 10 {
		t.Error("dictionary 0 is not shared by its three fields")
	}
}

func TestSpotViews(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "binary_view")
	// batch 2 bv[18]: SIZE 17, buffer 0 offset 0, buffer starts 20E3FA45DF38B7BE18196CF727C4AF8FBC...
	bv := col(t, f, 2, "bv").(*arrays.BinaryView)
	if got := bv.Value(18); string(got) != "\x20\xE3\xFA\x45\xDF\x38\xB7\xBE\x18\x19\x6C\xF7\x27\xC4\xAF\x8F\xBC" {
		t.Errorf("bv[18] = %X", got)
	}
	if bv.Value(0)[0] != 0x5F || bv.ValueLen(0) != 3 || !bv.IsNull(1) { // {"SIZE": 3, "INLINED": "5FCDED"}
		t.Errorf("bv[0] = %X", bv.Value(0))
	}
	if n := len(bv.DataBuffers()); n != 3 {
		t.Errorf("bv has %d data buffers, want 3", n)
	}
	// sv[38]: SIZE 14 at buffer 0 offset 0 = "k€g矢€lÂ"
	sv := col(t, f, 2, "sv").(*arrays.Utf8View)
	if sv.Value(38) != "k€g矢€lÂ" || len(sv.DataBuffers()) != 2 {
		t.Errorf("sv[38] = %q", sv.Value(38))
	}
	if sv.Value(0) != "h6kmm42" {
		t.Errorf("sv[0] = %q", sv.Value(0))
	}
}

func TestSpotListView(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "list_view")
	// batch 1 lv VALIDITY [0,0,1,0,0,1,1] OFFSET [7,22,18,24,5,18,19] SIZE [0,3,2,3,4,1,3];
	// item VALIDITY[18] = 0, DATA[19] = 828.985
	lv := col(t, f, 1, "lv").(*arrays.ListView)
	wantSlots(t, lv, map[int]string{0: "null", 2: "[null 828.985]", 5: "[null]"})
	if s, e := lv.ValueRange(1); s != 22 || e != 25 { // a null slot keeps its offset and size
		t.Errorf("lv[1] range [%d, %d)", s, e)
	}
	// llv OFFSET ["9","23",...] SIZE ["3","0",...]
	llv := col(t, f, 1, "llv").(*arrays.LargeListView)
	if o, s := llv.ValueOffsets(), llv.ValueSizes(); o[0] != 9 || s[0] != 3 || o[3] != 23 || s[3] != 1 {
		t.Errorf("llv offsets %v sizes %v", o, s)
	}
}

func TestSpotRunEndEncoded(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "run_end_encoded")
	// batch 1 ree16_int32: run_ends [1,2,3,6,7], values [null, 2147483647, null, 508899456, -1406995286]
	r := col(t, f, 1, "ree16_int32").(*arrays.RunEndEncoded)
	if r.Len() != 7 || r.NumRuns() != 5 {
		t.Fatalf("length %d runs %d", r.Len(), r.NumRuns())
	}
	wantSlots(t, r, map[int]string{0: "null", 1: "2147483647", 3: "508899456", 5: "508899456", 6: "-1406995286"})
	if r.RunEnds().DataType() != (arrays.Int16Type{}) {
		t.Errorf("run ends %s", r.RunEnds().DataType())
	}
	// ree64_float32: one run ["7"] of 129.264
	r64 := col(t, f, 1, "ree64_float32").(*arrays.RunEndEncoded)
	wantSlots(t, r64, map[int]string{0: "129.264", 6: "129.264"})
	if r64.RunEnds().(*arrays.Int64).Value(0) != 7 {
		t.Error("int64 run end")
	}
}

func TestSpotExtension(t *testing.T) {
	// Unregistered: storage types, metadata kept.
	hideExt(t, "arrow.uuid")
	f := readGold(t, "cpp-21.0.0", "extension")
	fld := f.Schema.Fields[0]
	if fld.Type != (arrays.FixedSizeBinaryType{ByteWidth: 16}) {
		t.Errorf("uuids type %s", fld.Type)
	}
	if n, _ := fld.Metadata.Get(arrays.ExtensionNameKey); n != "arrow.uuid" {
		t.Errorf("uuids metadata %v", fld.Metadata)
	}
	// batch 1 uuids DATA[0] "16F75BB98E26F40069D8E4EEA676391A"; dict_exts DATA [0,3,1,2] VALIDITY [1,0,1,0]
	if got := col(t, f, 1, "uuids").(*arrays.FixedSizeBinary).Value(0); got[0] != 0x16 || got[15] != 0x1A {
		t.Errorf("uuids[0] = %X", got)
	}
	wantSlots(t, col(t, f, 1, "dict_exts"), map[int]string{0: `"oe52cpl"`, 1: "null", 2: "null"})

	// Registered: extension types over fixed-size binary and over a dictionary.
	registerTestExt(t, "arrow.uuid", func(arrays.DataType) bool { return true })
	registerTestExt(t, "dict-extension", func(s arrays.DataType) bool { return s.ID() == arrays.DICTIONARY })
	f = readGold(t, "cpp-21.0.0", "extension")
	et, ok := f.Schema.Fields[1].Type.(arrays.ExtensionType)
	if !ok || et.ExtensionName() != "dict-extension" || et.Serialize() != "dict-extension-serialized" {
		t.Fatalf("dict_exts type %s", f.Schema.Fields[1].Type)
	}
	if f.Schema.Fields[1].Metadata.Len() != 0 {
		t.Errorf("extension keys kept: %v", f.Schema.Fields[1].Metadata)
	}
	ext := col(t, f, 1, "dict_exts").(*arrays.ExtensionArray)
	if ext.Data().Dictionary == nil || ext.Storage().(*arrays.Dictionary).ValueString(0) != `"oe52cpl"` {
		t.Errorf("dict_exts storage %s", ext.Storage())
	}
	if f.DictionaryIDs["1"] != 0 {
		t.Errorf("ids %v", f.DictionaryIDs)
	}

	// custom_metadata: the unregistered "!nonexistent" stays int8 with all three keys.
	f = readGold(t, "cpp-21.0.0", "custom_metadata")
	un := f.Schema.Fields[f.Schema.FieldIndex("unregistered_extension")]
	if un.Type != (arrays.Int8Type{}) || un.Metadata.Len() != 3 {
		t.Errorf("unregistered_extension: %s %v", un.Type, un.Metadata)
	}
	if v, _ := f.Schema.Metadata.Get("schema_custom_1"); v != "{}" || f.Schema.Metadata.Len() != 2 {
		t.Errorf("schema metadata %v", f.Schema.Metadata)
	}
	item := f.Schema.Fields[3].Type.(*arrays.ListType).Elem
	if v, _ := item.Metadata.Get("odd_values"); v != "{}" {
		t.Errorf("child metadata %v", item.Metadata)
	}
}

func TestSpotNullAndEmpty(t *testing.T) {
	f := readGold(t, "cpp-21.0.0", "null")
	n := col(t, f, 0, "f0")
	if n.DataType() != (arrays.NullType{}) || n.Len() != 10 || n.NullN() != 10 {
		t.Errorf("null column %s", n)
	}
	f = readGold(t, "cpp-21.0.0", "primitive_no_batches")
	if len(f.Batches) != 0 || len(f.Schema.Fields) == 0 {
		t.Errorf("no_batches: %d batches", len(f.Batches))
	}
	f = readGold(t, "cpp-21.0.0", "primitive_zerolength")
	for _, b := range f.Batches {
		if b.Length != 0 {
			t.Errorf("zerolength batch of %d", b.Length)
		}
	}
	f = readGold(t, "cpp-21.0.0", "duplicate_fieldnames")
	if len(f.Schema.Fields) < 2 {
		t.Fatal(f.Schema)
	}
}
