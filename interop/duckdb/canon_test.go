package duckdb

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/quiver-go/quiver/arrays"
)

// The canonical form both readings are rendered to, one string per value,
// so that a value compares equal exactly when the two readers agree on
// it. It is the Parquet value, as far as DuckDB keeps it. Where DuckDB's
// types differ by design (wantDuckDBType pins them), the quiver side is
// rendered as DuckDB holds the value:
//
//   - unsigned integers are DuckDB's unsigned types (no difference);
//   - float16 is DuckDB's FLOAT (a float32, exactly the half's value);
//   - decimal256 (precision over 38) is DOUBLE: the decimal's nearest
//     double;
//   - times are TIMETZ (quiver writes isAdjustedToUTC, as Arrow C++
//     does), in microseconds: nanoseconds are truncated;
//   - timestamps are microseconds, TIMESTAMP, or TIMESTAMPTZ with a zone,
//     but nanoseconds without a zone, which stay TIMESTAMP_NS: nanoseconds
//     with a zone are truncated toward zero;
//   - intervals are Parquet's INTERVAL, three unsigned 32-bit numbers, so
//     a negative Arrow month or millisecond count reads back as its
//     unsigned 32-bit value (DuckDB's int32 months and days hold the same
//     bits);
//   - durations are BIGINT (Parquet has no duration; ARROW:schema, which
//     DuckDB ignores, restores it in quiver);
//   - the null type is an all-null INTEGER;
//   - a map's duplicate keys (Arrow allows them, and quiver writes them
//     as they are) mean the last pair of each, as the Parquet spec says
//     ("the final value for that key must be the last value"), which is
//     what DuckDB keeps, in the last pair's place;
//   - list views and REE lists are the lists quiver reads them as.

// quiverCanon renders value i of a as the canonical form.
func quiverCanon(a arrays.Array, i int) string {
	if a.IsNull(i) {
		return "null"
	}
	d := a.Data()
	t := d.Type
	if e, ok := t.(arrays.ExtensionType); ok {
		if e.ExtensionName() == arrays.UUIDExtensionName {
			return "uuid:" + hex.EncodeToString(fixedBytes(d, i, 16))
		}
		return quiverCanon(arrays.MakeArray(storageData(d, e.StorageType())), i)
	}
	raw := func(w int) []byte { return fixedBytes(d, i, w) }
	i64 := func(w int) int64 {
		b := raw(w)
		switch w {
		case 1:
			return int64(int8(b[0]))
		case 2:
			return int64(int16(binary.LittleEndian.Uint16(b)))
		case 4:
			return int64(int32(binary.LittleEndian.Uint32(b)))
		}
		return int64(binary.LittleEndian.Uint64(b))
	}
	u64 := func(w int) uint64 {
		b := raw(w)
		switch w {
		case 1:
			return uint64(b[0])
		case 2:
			return uint64(binary.LittleEndian.Uint16(b))
		case 4:
			return uint64(binary.LittleEndian.Uint32(b))
		}
		return binary.LittleEndian.Uint64(b)
	}
	switch x := t.(type) {
	case arrays.BoolType:
		j := d.Offset + i
		return strconv.FormatBool(d.Buffers[1][j/8]>>(j%8)&1 == 1)
	case arrays.Int8Type, arrays.Int16Type, arrays.Int32Type, arrays.Int64Type, arrays.DurationType:
		return strconv.FormatInt(i64(x.(arrays.FixedWidthType).BitWidth()/8), 10)
	case arrays.Uint8Type, arrays.Uint16Type, arrays.Uint32Type, arrays.Uint64Type:
		return strconv.FormatUint(u64(x.(arrays.FixedWidthType).BitWidth()/8), 10)
	case arrays.Float16Type:
		return float32Canon(arrays.Half(u64(2)).Float32())
	case arrays.Float32Type:
		return float32Canon(math.Float32frombits(uint32(u64(4))))
	case arrays.Float64Type:
		return float64Canon(math.Float64frombits(u64(8)))
	case arrays.Decimal32Type:
		return decimalCanon(leBig(raw(4)), x.Scale)
	case arrays.Decimal64Type:
		return decimalCanon(leBig(raw(8)), x.Scale)
	case arrays.Decimal128Type:
		return decimalCanon(leBig(raw(16)), x.Scale)
	case arrays.Decimal256Type:
		f, _ := strconv.ParseFloat(arrays.MakeArray(d).ValueString(i), 64)
		return float64Canon(f)
	case arrays.Date32Type:
		return "date:" + strconv.FormatInt(i64(4), 10)
	case arrays.Date64Type:
		return "date:" + strconv.FormatInt(i64(8)/86_400_000, 10)
	case arrays.Time32Type:
		v := i64(4)
		if x.Unit == arrays.Second {
			return "time:" + strconv.FormatInt(v*1_000_000, 10)
		}
		return "time:" + strconv.FormatInt(v*1000, 10)
	case arrays.Time64Type:
		v := i64(8)
		if x.Unit == arrays.Nanosecond {
			v /= 1000
		}
		return "time:" + strconv.FormatInt(v, 10)
	case arrays.TimestampType:
		v := i64(8)
		switch x.Unit {
		case arrays.Second:
			return "us:" + strconv.FormatInt(v*1_000_000, 10)
		case arrays.Millisecond:
			return "us:" + strconv.FormatInt(v*1000, 10)
		case arrays.Microsecond:
			return "us:" + strconv.FormatInt(v, 10)
		}
		if x.TimeZone == "" {
			return "ns:" + strconv.FormatInt(v, 10)
		}
		return "us:" + strconv.FormatInt(v/1000, 10)
	case arrays.IntervalMonthsType:
		return intervalCanon(uint32(u64(4)), 0, 0)
	case arrays.IntervalDayTimeType:
		b := raw(8)
		return intervalCanon(0, binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:]))
	case arrays.FixedSizeBinaryType:
		return "x" + hex.EncodeToString(raw(x.ByteWidth))
	case arrays.BinaryType, arrays.LargeBinaryType, arrays.BinaryViewType:
		return "x" + hex.EncodeToString(arrays.MakeArray(d).(interface{ ValueBytes(int) []byte }).ValueBytes(i))
	case arrays.Utf8Type, arrays.LargeUtf8Type, arrays.Utf8ViewType:
		return strconv.Quote(string(arrays.MakeArray(d).(interface{ ValueBytes(int) []byte }).ValueBytes(i)))
	case *arrays.MapType:
		m := a.(*arrays.Map)
		s, e := m.ValueRange(i)
		entries := m.ListValues().(*arrays.Struct) // Keys and Items ignore the entries' offset
		keys, items := entries.Field(0), entries.Field(1)
		var parts []string
		last := map[string]int{} // the last pair of each key counts
		for j := s; j < e; j++ {
			last[quiverCanon(keys, j)] = j
		}
		for j := s; j < e; j++ {
			if k := quiverCanon(keys, j); last[k] == j {
				parts = append(parts, k+"=>"+quiverCanon(items, j))
			}
		}
		return "{" + strings.Join(parts, ",") + "}"
	case *arrays.ListType, *arrays.LargeListType, *arrays.ListViewType, *arrays.LargeListViewType, *arrays.FixedSizeListType:
		l := a.(interface {
			ValueRange(int) (int, int)
			ListValues() arrays.Array
		})
		s, e := l.ValueRange(i)
		vals := l.ListValues()
		var parts []string
		for j := s; j < e; j++ {
			parts = append(parts, quiverCanon(vals, j))
		}
		return "[" + strings.Join(parts, ",") + "]"
	case *arrays.StructType:
		st := a.(*arrays.Struct)
		var parts []string
		for k, f := range x.Children {
			parts = append(parts, f.Name+":"+quiverCanon(st.Field(k), i))
		}
		return "{" + strings.Join(parts, ",") + "}"
	case *arrays.DictionaryType:
		dict := a.(*arrays.Dictionary)
		return quiverCanon(dict.Dictionary(), dict.IndexValue(i))
	case *arrays.RunEndEncodedType:
		r := a.(*arrays.RunEndEncoded)
		return quiverCanon(r.Values(), r.PhysicalIndex(i))
	}
	panic(fmt.Sprintf("quiverCanon: no canonical form for %s", t))
}

// storageData is d as its storage type.
func storageData(d *arrays.Data, st arrays.DataType) *arrays.Data {
	out := arrays.NewData(st, d.Length, d.Buffers, d.Children, arrays.UnknownNullCount, d.Offset)
	if d.Dictionary != nil {
		out = out.WithDictionary(d.Dictionary)
	}
	return out
}

// fixedBytes is the w bytes of slot i of a fixed-width array
// (little-endian on the hosts this module runs on).
func fixedBytes(d *arrays.Data, i, w int) []byte {
	return d.Buffers[1][(d.Offset+i)*w : (d.Offset+i+1)*w]
}

// leBig is the two's complement little-endian integer b.
func leBig(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	v := new(big.Int).SetBytes(be)
	if len(b) > 0 && b[len(b)-1]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(8*len(b))))
	}
	return v
}

func float32Canon(f float32) string { return "f:" + strconv.FormatFloat(float64(f), 'g', -1, 32) }
func float64Canon(f float64) string { return "d:" + strconv.FormatFloat(f, 'g', -1, 64) }

func decimalCanon(unscaled *big.Int, scale int32) string {
	return "dec:" + unscaled.String() + "e-" + strconv.Itoa(int(scale))
}

func intervalCanon(months, days, ms uint32) string {
	return fmt.Sprintf("interval:%dm%dd%dms", months, days, ms)
}

// duckCanon renders a value DuckDB's Go driver scanned, of a column quiver
// reads as type t, as the canonical form.
func duckCanon(v any, t arrays.DataType) string {
	if v == nil {
		return "null"
	}
	switch x := t.(type) {
	case arrays.ExtensionType:
		if x.ExtensionName() == arrays.UUIDExtensionName {
			switch u := v.(type) {
			case duckdb.UUID:
				return "uuid:" + hex.EncodeToString(u[:])
			case []byte:
				return "uuid:" + hex.EncodeToString(u)
			}
			return fmt.Sprintf("uuid %T %v", v, v)
		}
		return duckCanon(v, x.StorageType())
	case *arrays.DictionaryType:
		return duckCanon(v, x.Value)
	case *arrays.RunEndEncodedType:
		return duckCanon(v, x.Values.Type)
	}
	switch x := v.(type) {
	case bool:
		return strconv.FormatBool(x)
	case int8, int16, int32, int64, uint8, uint16, uint32, uint64:
		return fmt.Sprint(x)
	case float32:
		return float32Canon(x)
	case float64:
		return float64Canon(x)
	case duckdb.Decimal:
		return decimalCanon(x.Value, int32(x.Scale))
	case string:
		return strconv.Quote(x)
	case []byte:
		return "x" + hex.EncodeToString(x)
	case duckdb.Interval:
		return intervalCanon(uint32(x.Months), uint32(x.Days), uint32(x.Micros/1000))
	case time.Time:
		switch y := t.(type) {
		case arrays.Date32Type, arrays.Date64Type:
			s := x.Unix()
			days := s / 86400
			if s%86400 < 0 {
				days--
			}
			return "date:" + strconv.FormatInt(days, 10)
		case arrays.Time32Type, arrays.Time64Type:
			h, m, s := x.Clock()
			return "time:" + strconv.FormatInt(int64(h*3600+m*60+s)*1_000_000+int64(x.Nanosecond()/1000), 10)
		case arrays.TimestampType:
			if y.Unit == arrays.Nanosecond && y.TimeZone == "" {
				return "ns:" + strconv.FormatInt(x.Unix()*1_000_000_000+int64(x.Nanosecond()), 10)
			}
			return "us:" + strconv.FormatInt(x.Unix()*1_000_000+int64(x.Nanosecond()/1000), 10)
		}
	case []any:
		var elem arrays.DataType
		switch y := t.(type) {
		case *arrays.ListType:
			elem = y.Elem.Type
		case *arrays.LargeListType:
			elem = y.Elem.Type
		case *arrays.ListViewType:
			elem = y.Elem.Type
		case *arrays.LargeListViewType:
			elem = y.Elem.Type
		case *arrays.FixedSizeListType:
			elem = y.Elem.Type
		default:
			return fmt.Sprintf("list %v for %s", x, t)
		}
		var parts []string
		for _, e := range x {
			parts = append(parts, duckCanon(e, elem))
		}
		return "[" + strings.Join(parts, ",") + "]"
	case map[string]any:
		st, ok := t.(*arrays.StructType)
		if !ok {
			return fmt.Sprintf("struct %v for %s", x, t)
		}
		var parts []string
		for _, f := range st.Children {
			fv, ok := x[f.Name]
			if !ok {
				return fmt.Sprintf("struct %v lacks %s", x, f.Name)
			}
			parts = append(parts, f.Name+":"+duckCanon(fv, f.Type))
		}
		if len(x) != len(st.Children) {
			return fmt.Sprintf("struct %v for %s", x, t)
		}
		return "{" + strings.Join(parts, ",") + "}"
	case duckdb.OrderedMap:
		mt, ok := t.(*arrays.MapType)
		if !ok {
			return fmt.Sprintf("map %v for %s", x, t)
		}
		kt, vt := mt.Entries.Type.(*arrays.StructType).Children[0].Type, mt.Entries.Type.(*arrays.StructType).Children[1].Type
		var parts []string
		ks, vs := x.Keys(), x.Values()
		for j := range ks {
			parts = append(parts, duckCanon(ks[j], kt)+"=>"+duckCanon(vs[j], vt))
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	return fmt.Sprintf("%T %v for %s", v, v, t)
}
