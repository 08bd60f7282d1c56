package json

import (
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// everyType is a schema of every type the reader takes, nested ones too.
func everyType() *arrays.Schema {
	inner := arrays.StructOf(f("x", arrays.Int32Type{}), f("y", arrays.ListOf(arrays.Utf8Type{})))
	return schemaOf(
		f("null", arrays.NullType{}),
		f("bool", arrays.BoolType{}),
		f("i8", arrays.Int8Type{}), f("i16", arrays.Int16Type{}), f("i32", arrays.Int32Type{}), f("i64", arrays.Int64Type{}),
		f("u8", arrays.Uint8Type{}), f("u16", arrays.Uint16Type{}), f("u32", arrays.Uint32Type{}), f("u64", arrays.Uint64Type{}),
		f("f16", arrays.Float16Type{}), f("f32", arrays.Float32Type{}), f("f64", arrays.Float64Type{}),
		f("d32", arrays.Decimal32Type{Precision: 9, Scale: 2}), f("d64", arrays.Decimal64Type{Precision: 18, Scale: 4}),
		f("d128", arrays.Decimal128Type{Precision: 38, Scale: 10}), f("d256", arrays.Decimal256Type{Precision: 76, Scale: 20}),
		f("date32", arrays.Date32Type{}), f("date64", arrays.Date64Type{}),
		f("t32s", arrays.Time32Type{Unit: arrays.Second}), f("t32ms", arrays.Time32Type{Unit: arrays.Millisecond}),
		f("t64us", arrays.Time64Type{Unit: arrays.Microsecond}), f("t64ns", arrays.Time64Type{Unit: arrays.Nanosecond}),
		f("ts_s", arrays.TimestampType{Unit: arrays.Second}), f("ts_ns", arrays.TimestampType{Unit: arrays.Nanosecond}),
		f("ts_ms_utc", arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "UTC"}),
		f("ts_us_paris", arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "Europe/Paris"}),
		f("ts_s_off", arrays.TimestampType{Unit: arrays.Second, TimeZone: "+05:30"}),
		f("dur", arrays.DurationType{Unit: arrays.Millisecond}),
		f("ivm", arrays.IntervalMonthsType{}), f("ivdt", arrays.IntervalDayTimeType{}), f("ivmdn", arrays.IntervalMonthDayNanoType{}),
		f("utf8", arrays.Utf8Type{}), f("lutf8", arrays.LargeUtf8Type{}), f("vutf8", arrays.Utf8ViewType{}),
		f("bin", arrays.BinaryType{}), f("lbin", arrays.LargeBinaryType{}), f("vbin", arrays.BinaryViewType{}),
		f("fsb", arrays.FixedSizeBinaryType{ByteWidth: 3}),
		f("dict", &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}),
		f("list", arrays.ListOf(arrays.Int64Type{})), f("llist", arrays.LargeListOf(arrays.Float64Type{})),
		f("fsl", arrays.FixedSizeListOf(arrays.Int16Type{}, 2)),
		f("lv", arrays.ListViewOf(arrays.Utf8Type{})), f("llv", arrays.LargeListViewOf(arrays.Int8Type{})),
		f("struct", inner), f("lstruct", arrays.ListOf(inner)),
		f("map", arrays.MapOf(arrays.Utf8Type{}, arrays.Int64Type{})),
		f("imap", arrays.MapOf(arrays.Int32Type{}, arrays.ListOf(arrays.BoolType{}))),
	)
}

const everyTypeRows = `{"null": null, "bool": true, "i8": -128, "i16": 32767, "i32": -2147483648, "i64": 9223372036854775807, "u8": 255, "u16": 65535, "u32": 4294967295, "u64": 18446744073709551615, "f16": 1.5, "f32": -3.25, "f64": 1e300, "d32": "-1234567.89", "d64": 12.5, "d128": "0.0000000001", "d256": "-123456789012345678901234567890.12345678901234567890", "date32": "2024-02-29", "date64": "1969-12-31", "t32s": "23:59:59", "t32ms": "00:00:00.001", "t64us": "12:34:56.789012", "t64ns": "01:02:03.000000004", "ts_s": "1970-01-01T00:00:00", "ts_ns": "2262-04-11T23:47:16.854775807", "ts_ms_utc": "2024-06-01T12:00:00.123Z", "ts_us_paris": "2024-03-31T03:30:00.000001+02:00", "ts_s_off": "2000-01-01 00:00:00", "dur": -5, "ivm": -7, "ivdt": {"days": 1, "milliseconds": -2}, "ivmdn": {"nanoseconds": 9223372036854775807, "months": -2147483648}, "utf8": "h\u00e9\"\\\n\t\u0001\u2028", "lutf8": "", "vutf8": "a string longer than twelve bytes", "bin": "AAEC/w==", "lbin": "", "vbin": "aGVsbG8gd29ybGQgbG9uZw==", "fsb": "YWJj", "dict": "red", "list": [1, null, 3], "llist": [], "fsl": [1, 2], "lv": ["p", null, "q"], "llv": [], "struct": {"x": 1, "y": ["a", null]}, "lstruct": [{"x": null, "y": []}, null], "map": {"k": 1, "n": null}, "imap": [{"key": 7, "value": [true, null]}]}
{}
{"bool": false, "f32": 0.1, "f64": -0.0, "d32": 0, "d128": -1e-10, "date32": -719162, "ts_s": -62135596800, "ts_ms_utc": "1900-01-01T00:00:00.000-00:30", "dict": "blue", "list": [], "struct": {}, "lstruct": [], "map": {}, "imap": [], "fsl": [null, -1], "utf8": "\ud83d\ude00", "ivdt": {}}
{"dict": "red", "struct": null, "map": null, "imap": null, "list": null, "lv": null, "llv": [1, -1]}
`

func TestRoundTripEveryType(t *testing.T) {
	s := everyType()
	_, first := readAll(t, everyTypeRows, Schema(s), Unexpected(UnexpectedError))
	if first.NumRows() != 4 {
		t.Fatalf("%d rows", first.NumRows())
	}
	for _, opts := range [][]WriteOption{nil, {WriteArray()}, {WriteDecimalsAsNumbers()}} {
		text := writeAll(t, first, opts...)
		if len(opts) > 0 && opts[0] != nil {
			// a JSON array is not JSON Lines: read its lines
			text = strings.TrimSuffix(strings.TrimPrefix(strings.ReplaceAll(text, "},\n", "}\n"), "[\n"), "\n]\n")
		}
		_, again := readAll(t, text, Schema(s), Unexpected(UnexpectedError))
		equalBatches(t, first, again)
	}
}

func TestRoundTripSlicedAndBatched(t *testing.T) {
	s := everyType()
	_, whole := readAll(t, everyTypeRows, Schema(s))
	sl := whole.Slice(1, 4)
	_, again := readAll(t, writeAll(t, sl), Schema(s), BatchSize(1))
	equalBatches(t, sl, again)
}

func TestWriterForms(t *testing.T) {
	s := everyType()
	_, rb := readAll(t, everyTypeRows, Schema(s))
	lines := strings.Split(writeAll(t, rb), "\n")
	for _, want := range []string{
		`"null":null,"bool":true,"i8":-128,`,
		`"u64":18446744073709551615,"f16":1.5,"f32":-3.25,"f64":1e+300,`,
		`"d32":"-1234567.89","d64":"12.5000","d128":"0.0000000001",`,
		`"date32":"2024-02-29","date64":"1969-12-31","t32s":"23:59:59","t32ms":"00:00:00.001","t64us":"12:34:56.789012","t64ns":"01:02:03.000000004",`,
		`"ts_s":"1970-01-01T00:00:00","ts_ns":"2262-04-11T23:47:16.854775807","ts_ms_utc":"2024-06-01T12:00:00.123Z","ts_us_paris":"2024-03-31T03:30:00.000001+02:00","ts_s_off":"2000-01-01T00:00:00+05:30",`,
		`"utf8":"hé\"\\\n\t\u0001\u2028",`,
		`"bin":"AAEC/w==","lbin":"",`,
		`"dict":"red","list":[1,null,3],"llist":[],"fsl":[1,2],"lv":["p",null,"q"],"llv":[],"struct":{"x":1,"y":["a",null]},"lstruct":[{"x":null,"y":[]},null],"map":{"k":1,"n":null},"imap":[{"key":7,"value":[true,null]}]}`,
	} {
		if !strings.Contains(lines[0], want) {
			t.Errorf("line 1 lacks %s\n%s", want, lines[0])
		}
	}
	if !strings.Contains(lines[2], `"ts_ms_utc":"1900-01-01T00:30:00.000Z"`) || !strings.Contains(lines[2], `"date32":"0001-01-01"`) || !strings.Contains(lines[2], `"ts_s":"0001-01-01T00:00:00"`) {
		t.Errorf("line 3: %s", lines[2])
	}
	if !strings.Contains(writeAll(t, rb, WriteDecimalsAsNumbers()), `"d32":-1234567.89,`) {
		t.Error("WriteDecimalsAsNumbers")
	}
	arr := writeAll(t, rb.Slice(0, 0), WriteArray())
	if arr != "[\n]\n" {
		t.Errorf("empty array: %q", arr)
	}
}
