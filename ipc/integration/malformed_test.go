package integration

import (
	"errors"
	"strings"
	"testing"
)

// doc assembles a document from a fields list, an optional dictionaries
// list and a batches list.
func doc(fields, dicts, batches string) string {
	s := `{"schema": {"fields": [` + fields + `]}`
	if dicts != "" {
		s += `, "dictionaries": [` + dicts + `]`
	}
	return s + `, "batches": [` + batches + `]}`
}

const (
	fInt8  = `{"name": "a", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []}`
	fList  = `{"name": "l", "nullable": true, "type": {"name": "list"}, "children": [{"name": "item", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 32}, "children": []}]}`
	fDict  = `{"name": "d", "nullable": true, "type": {"name": "utf8"}, "children": [], "dictionary": {"id": 5, "indexType": {"name": "int", "isSigned": true, "bitWidth": 8}, "isOrdered": false}}`
	dict5  = `{"id": 5, "data": {"count": 2, "columns": [{"name": "DICT5", "count": 2, "VALIDITY": [1, 1], "OFFSET": [0, 1, 2], "DATA": ["x", "y"]}]}}`
	fUnion = `{"name": "u", "nullable": true, "type": {"name": "union", "mode": "DENSE", "typeIds": [3, 9]}, "children": [` +
		`{"name": "i", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []},` +
		`{"name": "s", "nullable": true, "type": {"name": "utf8"}, "children": []}]}`
	fREE = `{"name": "r", "nullable": true, "type": {"name": "runendencoded"}, "children": [` +
		`{"name": "run_ends", "nullable": false, "type": {"name": "int", "isSigned": true, "bitWidth": 32}, "children": []},` +
		`{"name": "values", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []}]}`
	fView = `{"name": "v", "nullable": true, "type": {"name": "binaryview"}, "children": []}`
)

func batch(count int, cols ...string) string {
	return `{"count": ` + itoa(count) + `, "columns": [` + strings.Join(cols, ", ") + `]}`
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestMalformed(t *testing.T) {
	int8Col := func(body string) string { return `{"name": "a", "count": 2, ` + body + `}` }
	listCol := func(offsets, child string) string {
		return `{"name": "l", "count": 2, "VALIDITY": [1, 1], "OFFSET": ` + offsets + `, "children": [` + child + `]}`
	}
	item3 := `{"name": "item", "count": 3, "VALIDITY": [1, 1, 1], "DATA": [1, 2, 3]}`
	dense := func(ids, offs string) string {
		return `{"name": "u", "count": 2, "TYPE_ID": ` + ids + `, "OFFSET": ` + offs + `, "children": [` +
			`{"name": "i", "count": 1, "VALIDITY": [1], "DATA": [7]}, {"name": "s", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "DATA": ["z"]}]}`
	}
	ree := func(count int, ends string) string {
		return `{"name": "r", "count": ` + itoa(count) + `, "children": [{"name": "run_ends", "count": 2, "VALIDITY": [1, 1], "DATA": ` + ends +
			`}, {"name": "values", "count": 2, "VALIDITY": [1, 1], "DATA": [1, 2]}]}`
	}
	view := func(v string) string {
		return `{"name": "v", "count": 1, "VALIDITY": [1], "VIEWS": [` + v + `], "VARIADIC_DATA_BUFFERS": ["00112233445566778899AABBCCDDEEFF"]}`
	}
	cases := []struct {
		name, json string
		want       []string // substrings of the error
	}{
		{"syntax", `{"schema": `, []string{"reading JSON"}},
		{"syntax offset", `{"schema": x}`, []string{"invalid JSON at byte 11"}},
		{"empty", ``, []string{"empty input"}},
		{"trailing", doc(fInt8, "", "") + ` {}`, []string{"unexpected data after the document"}},
		{"not an object", `[]`, []string{"(document): want an object, got an array"}},
		{"no schema", `{"batches": []}`, []string{`(document): missing key "schema"`}},
		{"no batches", `{"schema": {"fields": []}}`, []string{`missing key "batches"`}},
		{"field without nullable", doc(`{"name": "a", "type": {"name": "bool"}, "children": []}`, "", ""),
			[]string{`schema.fields[0]("a"): missing key "nullable"`}},
		{"unknown type", doc(`{"name": "a", "nullable": true, "type": {"name": "int9"}, "children": []}`, "", ""),
			[]string{`schema.fields[0]("a").type.name: unknown type name "int9"`}},
		{"bit width", doc(`{"name": "a", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 12}, "children": []}`, "", ""),
			[]string{`schema.fields[0]("a").type.bitWidth`, "8, 16, 32 or 64"}},
		{"list without child", doc(`{"name": "l", "nullable": true, "type": {"name": "list"}, "children": []}`, "", ""),
			[]string{`schema.fields[0]("l").type`, "needs 1 child"}},
		{"leaf with child", doc(`{"name": "a", "nullable": true, "type": {"name": "bool"}, "children": [`+fInt8+`]}`, "", ""),
			[]string{`type "bool" needs 0 child`}},
		{"decimal width", doc(`{"name": "a", "nullable": true, "type": {"name": "decimal", "precision": 5, "scale": 2, "bitWidth": 96}, "children": []}`, "", ""),
			[]string{"type.bitWidth", "32, 64, 128 or 256"}},
		{"decimal precision", doc(`{"name": "a", "nullable": true, "type": {"name": "decimal", "precision": 12, "scale": 2, "bitWidth": 32}, "children": []}`, "", ""),
			[]string{"type.precision", "[1, 9]"}},
		{"time width", doc(`{"name": "a", "nullable": true, "type": {"name": "time", "unit": "NANOSECOND", "bitWidth": 32}, "children": []}`, "", ""),
			[]string{"type.bitWidth", "needs bit width 64"}},
		{"union ids", doc(`{"name": "u", "nullable": true, "type": {"name": "union", "mode": "SPARSE", "typeIds": [1, 1]}, "children": [`+fInt8+`, `+fInt8+`]}`, "", ""),
			[]string{"type.typeIds[1]", "duplicate type id 1"}},
		{"map child", doc(`{"name": "m", "nullable": true, "type": {"name": "map", "keysSorted": false}, "children": [`+fInt8+`]}`, "", ""),
			[]string{"struct of key and value"}},
		{"metadata", doc(`{"name": "a", "nullable": true, "type": {"name": "bool"}, "children": [], "metadata": [{"key": 1, "value": "x"}]}`, "", ""),
			[]string{`schema.fields[0]("a").metadata[0].key: want a string, got a number`}},
		{"index type", doc(`{"name": "d", "nullable": true, "type": {"name": "utf8"}, "children": [], "dictionary": {"id": 0, "indexType": {"name": "utf8"}, "isOrdered": false}}`, "", ""),
			[]string{"dictionary.indexType", "integer type"}},
		{"index type missing", doc(`{"name": "d", "nullable": true, "type": {"name": "utf8"}, "children": [], "dictionary": {"id": 0, "isOrdered": false}}`, "", ""),
			[]string{`dictionary: missing key "indexType"`}},
		{"shared id, two value types", doc(fDict+`, {"name": "e", "nullable": true, "type": {"name": "binary"}, "children": [], "dictionary": {"id": 5, "indexType": {"name": "int", "isSigned": true, "bitWidth": 8}}}`, "", ""),
			[]string{`schema.fields[1]("e").dictionary`, "dictionary id 5 has value type binary here but utf8"}},

		{"column count", doc(fInt8, "", batch(2)), []string{"batches[0].columns: 0 columns for 1 schema fields"}},
		{"count mismatch", doc(fInt8, "", batch(3, int8Col(`"VALIDITY": [1, 1], "DATA": [1, 2]`))),
			[]string{`batches[0].columns[0]("a"): column count 2 differs from the batch count 3`}},
		{"validity length", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1], "DATA": [1, 2]`))),
			[]string{`batches[0].columns[0]("a").VALIDITY: 1 entries for count 2`}},
		{"validity value", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1, 2], "DATA": [1, 2]`))),
			[]string{`batches[0].columns[0]("a").VALIDITY[1]`}},
		{"missing validity", doc(fInt8, "", batch(2, int8Col(`"DATA": [1, 2]`))),
			[]string{`batches[0].columns[0]("a"): missing key "VALIDITY"`}},
		{"data length", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1, 1], "DATA": [1]`))),
			[]string{`batches[0].columns[0]("a").DATA: 1 entries for count 2`}},
		{"int8 range", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1, 1], "DATA": [1, 300]`))),
			[]string{`batches[0].columns[0]("a").DATA[1]`, "out of range"}},
		{"int8 text", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1, 1], "DATA": ["x", 1]`))),
			[]string{`batches[0].columns[0]("a").DATA[0]`}},
		{"int8 fraction", doc(fInt8, "", batch(2, int8Col(`"VALIDITY": [1, 1], "DATA": [1.5, 1]`))),
			[]string{`batches[0].columns[0]("a").DATA[0]`}},
		{"list offset beyond child", doc(fList, "", batch(2, listCol(`[0, 2, 4]`, item3))),
			[]string{`batches[0].columns[0]("l").OFFSET[2]: offset 4 beyond the child's 3 values`}},
		{"list offsets decrease", doc(fList, "", batch(2, listCol(`[0, 2, 1]`, item3))),
			[]string{`batches[0].columns[0]("l").OFFSET[2]: offset 1 is less than the previous offset 2`}},
		{"list offsets count", doc(fList, "", batch(2, listCol(`[0, 2]`, item3))),
			[]string{`batches[0].columns[0]("l").OFFSET: 2 entries, want 3`}},
		{"list child data", doc(fList, "", batch(2, listCol(`[0, 1, 3]`, `{"name": "item", "count": 3, "VALIDITY": [1, 1, 1], "DATA": [1, true, 3]}`))),
			[]string{`batches[0].columns[0]("l").children[0]("item").DATA[1]`}},
		{"list without children", doc(fList, "", batch(2, `{"name": "l", "count": 2, "VALIDITY": [1, 1], "OFFSET": [0, 0, 0]}`)),
			[]string{`batches[0].columns[0]("l"): missing key "children"`}},
		{"missing dictionary", doc(fDict, "", batch(1, `{"name": "d", "count": 1, "VALIDITY": [1], "DATA": [0]}`)),
			[]string{`batches[0].columns[0]("d"): dictionary id 5 has no entry in "dictionaries"`}},
		{"index out of range", doc(fDict, dict5, batch(2, `{"name": "d", "count": 2, "VALIDITY": [1, 1], "DATA": [1, 2]}`)),
			[]string{`batches[0].columns[0]("d").DATA[1]: index 2 out of range of dictionary 5 (2 values)`}},
		{"unused dictionary", doc(fInt8, dict5, ""), []string{`dictionaries[0](id 5): no field of the schema uses dictionary id 5`}},
		{"duplicate dictionary", doc(fDict, dict5+", "+dict5, ""), []string{`dictionaries[1]: dictionary id 5 appears twice`}},
		{"dictionary count", doc(fDict, strings.Replace(dict5, `"count": 2, "columns"`, `"count": 3, "columns"`, 1), ""),
			[]string{`dictionaries[0](id 5).data.columns[0]: column count 2 differs from the dictionary batch count 3`}},
		{"dictionary value", doc(fDict, strings.Replace(dict5, `["x", "y"]`, `["x", 7]`, 1), ""),
			[]string{`dictionaries[0](id 5).data.columns[0].DATA[1]`}},
		{"binary offsets disagree", doc(fDict, strings.Replace(dict5, `[0, 1, 2]`, `[0, 2, 3]`, 1), ""),
			[]string{`dictionaries[0](id 5).data.columns[0].DATA[0]: value of 1 bytes, but OFFSET[0..1] spans 2`}},
		{"undeclared type id", doc(fUnion, "", batch(2, dense(`[3, 4]`, `[0, 0]`))),
			[]string{`batches[0].columns[0]("u").TYPE_ID[1]: type id 4 is not one of the union's type ids [3 9]`}},
		{"dense offset", doc(fUnion, "", batch(2, dense(`[3, 9]`, `[0, 1]`))),
			[]string{`batches[0].columns[0]("u").OFFSET[1]: offset 1 out of range of child 1 (1 values)`}},
		{"run ends decrease", doc(fREE, "", batch(4, ree(4, `[3, 2]`))),
			[]string{`batches[0].columns[0]("r").children[0]("run_ends").DATA[1]: run end 2 is not above the previous one (3)`}},
		{"runs too short", doc(fREE, "", batch(6, ree(6, `[3, 5]`))),
			[]string{`the runs end at 5, short of the count 6`}},
		{"view buffer index", doc(fView, "", batch(1, view(`{"SIZE": 13, "PREFIX_HEX": "00112233", "BUFFER_INDEX": 1, "OFFSET": 0}`))),
			[]string{`batches[0].columns[0]("v").VIEWS[0].BUFFER_INDEX`, "buffer 1 out of range"}},
		{"view range", doc(fView, "", batch(1, view(`{"SIZE": 13, "PREFIX_HEX": "44556677", "BUFFER_INDEX": 0, "OFFSET": 4}`))),
			[]string{`VIEWS[0].OFFSET`, "bytes [4, 17) out of range of buffer 0 (16 bytes)"}},
		{"view prefix", doc(fView, "", batch(1, view(`{"SIZE": 13, "PREFIX_HEX": "00112234", "BUFFER_INDEX": 0, "OFFSET": 0}`))),
			[]string{`VIEWS[0].PREFIX_HEX`, "differs from the value's first bytes"}},
		{"view inline size", doc(fView, "", batch(1, view(`{"SIZE": 3, "INLINED": "0011"}`))),
			[]string{`VIEWS[0].INLINED`, "2 bytes, but SIZE is 3"}},
		{"decimal32 range", doc(`{"name": "a", "nullable": true, "type": {"name": "decimal", "precision": 9, "scale": 0, "bitWidth": 32}, "children": []}`, "",
			batch(1, `{"name": "a", "count": 1, "VALIDITY": [1], "DATA": ["2147483648"]}`)),
			[]string{`DATA[0]`, "does not fit a 32-bit decimal"}},
		{"decimal128 range", doc(`{"name": "a", "nullable": true, "type": {"name": "decimal", "precision": 38, "scale": 0}, "children": []}`, "",
			batch(1, `{"name": "a", "count": 1, "VALIDITY": [1], "DATA": ["170141183460469231731687303715884105728"]}`)),
			[]string{`DATA[0]`, "does not fit a 128-bit decimal"}},
		{"fixed-size binary width", doc(`{"name": "a", "nullable": true, "type": {"name": "fixedsizebinary", "byteWidth": 2}, "children": []}`, "",
			batch(1, `{"name": "a", "count": 1, "VALIDITY": [1], "DATA": ["AABBCC"]}`)),
			[]string{`DATA[0]`, "3 bytes, want 2"}},
		{"interval nanoseconds", doc(`{"name": "a", "nullable": true, "type": {"name": "interval", "unit": "MONTH_DAY_NANO"}, "children": []}`, "",
			batch(1, `{"name": "a", "count": 1, "VALIDITY": [1], "DATA": [{"months": 1, "days": 2, "nanoseconds": 1e3}]}`)),
			[]string{`DATA[0]`, "nanoseconds"}},
		{"interval missing key", doc(`{"name": "a", "nullable": true, "type": {"name": "interval", "unit": "DAY_TIME"}, "children": []}`, "",
			batch(1, `{"name": "a", "count": 1, "VALIDITY": [1], "DATA": [{}]}`)),
			[]string{`DATA[0]`, `missing key "days"`}},
		{"fixed-size list", doc(`{"name": "f", "nullable": true, "type": {"name": "fixedsizelist", "listSize": 2}, "children": [`+fInt8+`]}`, "",
			batch(2, `{"name": "f", "count": 2, "VALIDITY": [1, 1], "children": [{"name": "a", "count": 3, "VALIDITY": [1, 1, 1], "DATA": [1, 2, 3]}]}`)),
			[]string{`batches[0].columns[0]("f").children`, "the child has 3 values, want count 2 × list size 2"}},
		{"struct child count", doc(`{"name": "s", "nullable": true, "type": {"name": "struct"}, "children": [`+fInt8+`]}`, "",
			batch(2, `{"name": "s", "count": 2, "VALIDITY": [1, 1], "children": [{"name": "a", "count": 1, "VALIDITY": [1], "DATA": [1]}]}`)),
			[]string{`batches[0].columns[0]("s").children[0]("a"): child count 1 differs from the struct's count 2`}},
		{"list view", doc(`{"name": "l", "nullable": true, "type": {"name": "listview"}, "children": [`+fInt8+`]}`, "",
			batch(1, `{"name": "l", "count": 1, "VALIDITY": [0], "OFFSET": [1], "SIZE": [2], "children": [{"name": "a", "count": 2, "VALIDITY": [1, 1], "DATA": [1, 2]}]}`)),
			[]string{`batches[0].columns[0]("l").SIZE[0]: size 2 at offset 1 overruns the child's 2 values`}},
		{"utf8 not a string", doc(`{"name": "s", "nullable": true, "type": {"name": "utf8"}, "children": []}`, "",
			batch(1, `{"name": "s", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "DATA": [1]}`)),
			[]string{`batches[0].columns[0]("s").DATA[0]`, "want a string"}},
		{"negative count", doc(fInt8, "", `{"count": -1, "columns": [`+int8Col(`"VALIDITY": [], "DATA": []`)+`]}`),
			[]string{`batches[0].count`, "negative"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(c.json))
			if err == nil {
				t.Fatalf("no error for %s", c.json)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %T is not an *Error: %v", err, err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// TestNullSlotsAreArbitrary: values of null slots are not data, so values
// that would be errors in valid slots are accepted there.
func TestNullSlotsAreArbitrary(t *testing.T) {
	cases := []struct{ typ, data string }{
		{`{"name": "int", "isSigned": true, "bitWidth": 8}`, `[1, "junk"]`},
		{`{"name": "interval", "unit": "DAY_TIME"}`, `[{"days": 1, "milliseconds": 2}, {}]`},
		{`{"name": "interval", "unit": "MONTH_DAY_NANO"}`, `[{"months": 1, "days": 2, "nanoseconds": 3}, {}]`},
		{`{"name": "decimal", "precision": 5, "scale": 1, "bitWidth": 32}`, `["12", "99999999999"]`},
		{`{"name": "fixedsizebinary", "byteWidth": 2}`, `["AABB", ""]`},
		{`{"name": "bool"}`, `[true, null]`},
	}
	for _, c := range cases {
		js := doc(`{"name": "a", "nullable": true, "type": `+c.typ+`, "children": []}`, "",
			batch(2, `{"name": "a", "count": 2, "VALIDITY": [1, 0], "DATA": `+c.data+`}`))
		f, err := Read(strings.NewReader(js))
		if err != nil {
			t.Errorf("%s: %v", c.typ, err)
			continue
		}
		if a := f.Batches[0].Columns[0]; a.IsValid(1) || a.IsNull(0) {
			t.Errorf("%s: validity %s", c.typ, a)
		}
	}
	// Binary DATA in a null slot need not match OFFSET.
	js := doc(`{"name": "s", "nullable": true, "type": {"name": "utf8"}, "children": []}`, "",
		batch(2, `{"name": "s", "count": 2, "VALIDITY": [0, 1], "OFFSET": [0, 3, 5], "DATA": ["", "ab"]}`))
	f, err := Read(strings.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Batches[0].Columns[0].String(); got != `[null "ab"]` {
		t.Errorf("got %s", got)
	}
}
