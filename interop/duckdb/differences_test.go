package duckdb

import (
	"encoding/binary"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// fixedColumn is a column of type t, w bytes a value, holding vals (nil
// for null).
func fixedColumn(t arrays.DataType, w int, vals ...any) arrays.Array {
	buf := arrays.AllocBuffer(len(vals) * w)
	valid := arrays.AllocBuffer((len(vals) + 7) / 8)
	nulls := 0
	for i, v := range vals {
		if v == nil {
			nulls++
			continue
		}
		valid[i/8] |= 1 << (i % 8)
		b := buf[i*w:]
		switch x := v.(type) {
		case int64:
			switch w {
			case 2:
				binary.LittleEndian.PutUint16(b, uint16(x))
			case 4:
				binary.LittleEndian.PutUint32(b, uint32(x))
			default:
				fill := byte(0)
				if x < 0 {
					fill = 0xFF
				}
				for j := range w {
					b[j] = fill
				}
				binary.LittleEndian.PutUint64(b, uint64(x))
			}
		case uint64:
			binary.LittleEndian.PutUint64(b, x)
		case [2]int32: // day_time
			binary.LittleEndian.PutUint32(b, uint32(x[0]))
			binary.LittleEndian.PutUint32(b[4:], uint32(x[1]))
		}
	}
	return arrays.MakeArray(arrays.NewData(t, len(vals), [][]byte{valid, buf}, nil, nulls, 0))
}

// TestDuckDBTypeDifferences pins, on chosen values, each place where
// DuckDB's reading of a quiver file differs by design from the Arrow
// values written (the canonical form's list): the type DuckDB gives the
// column and the values it reads.
func TestDuckDBTypeDifferences(t *testing.T) {
	cases := []struct {
		col    arrays.Array
		duck   string   // DuckDB's type
		values []string // DuckDB's reading, canonical
	}{
		{fixedColumn(arrays.Uint64Type{}, 8, uint64(math.MaxUint64), uint64(1<<63)), "UBIGINT",
			[]string{"18446744073709551615", "9223372036854775808"}},
		{fixedColumn(arrays.Uint32Type{}, 4, int64(-1), int64(math.MinInt32)), "UINTEGER",
			[]string{"4294967295", "2147483648"}},
		// Microseconds: the nanoseconds are dropped.
		{fixedColumn(arrays.Time64Type{Unit: arrays.Nanosecond}, 8, int64(1), int64(86_399_999_999_999)), "TIMETZ",
			[]string{"time:0", "time:86399999999"}},
		{fixedColumn(arrays.Time32Type{Unit: arrays.Second}, 4, int64(86399)), "TIMETZ", []string{"time:86399000000"}},
		// With a zone, nanoseconds become microseconds, toward zero.
		{fixedColumn(arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "UTC"}, 8, int64(-1), int64(-1001), int64(1999)), "TIMESTAMPTZ",
			[]string{"us:0", "us:-1", "us:1"}},
		{fixedColumn(arrays.TimestampType{Unit: arrays.Nanosecond}, 8, int64(-1), int64(math.MaxInt64)), "TIMESTAMP_NS",
			[]string{"ns:-1", "ns:9223372036854775807"}},
		// Parquet's INTERVAL is unsigned: negative Arrow counts come back
		// as their 32 bits unsigned.
		{fixedColumn(arrays.IntervalMonthsType{}, 4, int64(-1), int64(14)), "INTERVAL",
			[]string{"interval:4294967295m0d0ms", "interval:14m0d0ms"}},
		{fixedColumn(arrays.IntervalDayTimeType{}, 8, [2]int32{-1, -1}, [2]int32{3, 86_400_000}), "INTERVAL",
			[]string{"interval:0m4294967295d4294967295ms", "interval:0m3d86400000ms"}},
		{fixedColumn(arrays.DurationType{Unit: arrays.Nanosecond}, 8, int64(-5), nil), "BIGINT", []string{"-5", "null"}},
		// Wider than DuckDB's 38 digits: the nearest double.
		{fixedColumn(arrays.Decimal256Type{Precision: 76, Scale: 5}, 32, int64(123456789), int64(-1)), "DOUBLE",
			[]string{"d:1234.56789", "d:-1e-05"}},
		{fixedColumn(arrays.Float16Type{}, 2, int64(0x3555)), "FLOAT", []string{"f:0.33325195"}},
		{arrays.MakeArray(arrays.NewData(arrays.NullType{}, 2, [][]byte{nil}, nil, 2, 0)), "INTEGER", []string{"null", "null"}},
	}
	db := openDuckDB(t)
	dir := t.TempDir()
	for k, c := range cases {
		typ := c.col.DataType()
		t.Run(fmt.Sprintf("%d_%s", k, typ), func(t *testing.T) {
			schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: typ, Nullable: true}}, nil)
			rb, err := arrays.NewRecordBatch(schema, []arrays.Array{c.col}, c.col.Len())
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, fmt.Sprintf("diff%d.parquet", k))
			writeFile(t, path, schema, nil, rb)
			s, q := quiverRows(t, path)
			types, got := duckRows(t, db, path, s)
			if types[0] != c.duck {
				t.Errorf("DuckDB type %s, want %s", types[0], c.duck)
			}
			if g, w := strings.Join(got[0], " "), strings.Join(c.values, " "); g != w {
				t.Errorf("DuckDB reads %s, want %s", g, w)
			}
			if g, w := strings.Join(q[0], " "), strings.Join(c.values, " "); g != w {
				t.Errorf("quiver reads %s, want %s", g, w)
			}
		})
	}
}

// TestDuckDBRefusesByteStreamSplitOnOtherTypes pins a limitation of
// DuckDB v1.5: BYTE_STREAM_SPLIT, which the format allows for INT32,
// INT64 and FIXED_LEN_BYTE_ARRAY too since 2.11 (and quiver writes when
// asked), is refused on anything but FLOAT and DOUBLE. When this fails,
// DuckDB reads more: add those columns to optionSets' delta_bss.
func TestDuckDBRefusesByteStreamSplitOnOtherTypes(t *testing.T) {
	db := openDuckDB(t)
	dir := t.TempDir()
	for k, col := range []arrays.Array{
		fixedColumn(arrays.Float16Type{}, 2, int64(0x3c00)),
		fixedColumn(arrays.Decimal128Type{Precision: 20, Scale: 2}, 16, int64(-7)),
		fixedColumn(arrays.FixedSizeBinaryType{ByteWidth: 8}, 8, int64(3)),
		fixedColumn(arrays.Int32Type{}, 4, int64(3)),
		fixedColumn(arrays.Int64Type{}, 8, int64(3)),
	} {
		typ := col.DataType()
		t.Run(typ.String(), func(t *testing.T) {
			schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: typ, Nullable: true}}, nil)
			rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, col.Len())
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, fmt.Sprintf("bss%d.parquet", k))
			writeFile(t, path, schema, []qparquet.WriteOption{qparquet.Dictionary(false), qparquet.ColumnEncoding("v", qparquet.ByteStreamSplit)}, rb)
			s, want := quiverRows(t, path)
			if got := quiverCanon(col, 0); want[0][0] != got {
				t.Fatalf("quiver reads %s, wrote %s", want[0][0], got)
			}
			_ = s
			rows, err := db.Query("SELECT * FROM read_parquet(?)", path)
			if err == nil {
				for rows.Next() {
				}
				err = rows.Err()
				rows.Close()
			}
			if err == nil || !strings.Contains(err.Error(), "BYTE_STREAM_SPLIT encoding is only supported for FLOAT or DOUBLE data") {
				t.Fatalf("DuckDB: %v; want its refusal of BYTE_STREAM_SPLIT %s", err, typ)
			}
		})
	}
}

// TestDuckDBRefusesTimestampsOutOfRange pins DuckDB's timestamp range:
// microseconds in an int64, so milliseconds beyond ±2^63/1000 (which
// Parquet's TIMESTAMP(MILLIS) holds, and Arrow's timestamp[ms] and
// timestamp[s]) fail the whole read. The random batches keep within it.
func TestDuckDBRefusesTimestampsOutOfRange(t *testing.T) {
	db := openDuckDB(t)
	for k, typ := range []arrays.TimestampType{{Unit: arrays.Millisecond}, {Unit: arrays.Second}} {
		v := int64(math.MaxInt64 / 1000)
		if typ.Unit == arrays.Second {
			v /= 1000
		}
		for _, x := range []int64{v, v + 1} {
			col := fixedColumn(typ, 8, x)
			schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: typ, Nullable: true}}, nil)
			rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, 1)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), fmt.Sprintf("ts%d_%d.parquet", k, x))
			writeFile(t, path, schema, nil, rb)
			var got any
			err = db.QueryRow("SELECT * FROM read_parquet(?)", path).Scan(&got)
			switch {
			case x == v && err != nil:
				t.Errorf("%s %d: DuckDB: %v", typ, x, err)
			case x > v && (err == nil || !strings.Contains(err.Error(), "Could not convert Timestamp(MS) to Timestamp(US)")):
				t.Errorf("%s %d: DuckDB reads %v (%v); want its refusal", typ, x, got, err)
			}
		}
	}
}
