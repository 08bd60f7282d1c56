package cdata

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
)

// Flags of ArrowSchema.flags, as the C Data Interface numbers them.
const (
	FlagDictionaryOrdered = 1
	FlagNullable          = 2
	FlagMapKeysSorted     = 4
)

// Format returns the C Data Interface format string of a non-dictionary,
// non-extension type (dictionaries are described by their index type's
// format plus a dictionary schema; extensions by their storage type plus
// metadata).
func Format(t arrays.DataType) (string, error) {
	switch x := t.(type) {
	case arrays.NullType:
		return "n", nil
	case arrays.BoolType:
		return "b", nil
	case arrays.Int8Type:
		return "c", nil
	case arrays.Uint8Type:
		return "C", nil
	case arrays.Int16Type:
		return "s", nil
	case arrays.Uint16Type:
		return "S", nil
	case arrays.Int32Type:
		return "i", nil
	case arrays.Uint32Type:
		return "I", nil
	case arrays.Int64Type:
		return "l", nil
	case arrays.Uint64Type:
		return "L", nil
	case arrays.Float16Type:
		return "e", nil
	case arrays.Float32Type:
		return "f", nil
	case arrays.Float64Type:
		return "g", nil
	case arrays.BinaryType:
		return "z", nil
	case arrays.LargeBinaryType:
		return "Z", nil
	case arrays.BinaryViewType:
		return "vz", nil
	case arrays.Utf8Type:
		return "u", nil
	case arrays.LargeUtf8Type:
		return "U", nil
	case arrays.Utf8ViewType:
		return "vu", nil
	case arrays.Decimal32Type:
		return fmt.Sprintf("d:%d,%d,32", x.Precision, x.Scale), nil
	case arrays.Decimal64Type:
		return fmt.Sprintf("d:%d,%d,64", x.Precision, x.Scale), nil
	case arrays.Decimal128Type:
		return fmt.Sprintf("d:%d,%d", x.Precision, x.Scale), nil
	case arrays.Decimal256Type:
		return fmt.Sprintf("d:%d,%d,256", x.Precision, x.Scale), nil
	case arrays.FixedSizeBinaryType:
		return "w:" + strconv.Itoa(x.ByteWidth), nil
	case arrays.Date32Type:
		return "tdD", nil
	case arrays.Date64Type:
		return "tdm", nil
	case arrays.Time32Type:
		return "tt" + unitLetter(x.Unit), nil
	case arrays.Time64Type:
		return "tt" + unitLetter(x.Unit), nil
	case arrays.TimestampType:
		return "ts" + unitLetter(x.Unit) + ":" + x.TimeZone, nil
	case arrays.DurationType:
		return "tD" + unitLetter(x.Unit), nil
	case arrays.IntervalMonthsType:
		return "tiM", nil
	case arrays.IntervalDayTimeType:
		return "tiD", nil
	case arrays.IntervalMonthDayNanoType:
		return "tin", nil
	case *arrays.ListType:
		return "+l", nil
	case *arrays.LargeListType:
		return "+L", nil
	case *arrays.ListViewType:
		return "+vl", nil
	case *arrays.LargeListViewType:
		return "+vL", nil
	case *arrays.FixedSizeListType:
		return "+w:" + strconv.Itoa(x.Size), nil
	case *arrays.StructType:
		return "+s", nil
	case *arrays.MapType:
		return "+m", nil
	case *arrays.UnionType:
		var b strings.Builder
		if x.Mode == arrays.DenseMode {
			b.WriteString("+ud:")
		} else {
			b.WriteString("+us:")
		}
		for i, c := range x.TypeCodes {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(c)))
		}
		return b.String(), nil
	case *arrays.RunEndEncodedType:
		return "+r", nil
	}
	return "", fmt.Errorf("cdata: type %s has no format string of its own", t)
}

func unitLetter(u arrays.TimeUnit) string { return string("smun"[u]) }

func unitOf(c byte) (arrays.TimeUnit, bool) {
	switch c {
	case 's':
		return arrays.Second, true
	case 'm':
		return arrays.Millisecond, true
	case 'u':
		return arrays.Microsecond, true
	case 'n':
		return arrays.Nanosecond, true
	}
	return 0, false
}

// ParseFormat parses a format string. Nested types come back with their
// children's fields left empty (nil types, no names) for the caller to
// fill from the child schemas; union codes and fixed sizes are filled.
func ParseFormat(f string) (arrays.DataType, error) {
	bad := func(why string) (arrays.DataType, error) {
		return nil, fmt.Errorf("cdata: format %q: %s", f, why)
	}
	if len(f) == 1 {
		switch f[0] {
		case 'n':
			return arrays.NullType{}, nil
		case 'b':
			return arrays.BoolType{}, nil
		case 'c':
			return arrays.Int8Type{}, nil
		case 'C':
			return arrays.Uint8Type{}, nil
		case 's':
			return arrays.Int16Type{}, nil
		case 'S':
			return arrays.Uint16Type{}, nil
		case 'i':
			return arrays.Int32Type{}, nil
		case 'I':
			return arrays.Uint32Type{}, nil
		case 'l':
			return arrays.Int64Type{}, nil
		case 'L':
			return arrays.Uint64Type{}, nil
		case 'e':
			return arrays.Float16Type{}, nil
		case 'f':
			return arrays.Float32Type{}, nil
		case 'g':
			return arrays.Float64Type{}, nil
		case 'z':
			return arrays.BinaryType{}, nil
		case 'Z':
			return arrays.LargeBinaryType{}, nil
		case 'u':
			return arrays.Utf8Type{}, nil
		case 'U':
			return arrays.LargeUtf8Type{}, nil
		}
		return bad("unknown type")
	}
	switch f {
	case "vz":
		return arrays.BinaryViewType{}, nil
	case "vu":
		return arrays.Utf8ViewType{}, nil
	case "tdD":
		return arrays.Date32Type{}, nil
	case "tdm":
		return arrays.Date64Type{}, nil
	case "tiM":
		return arrays.IntervalMonthsType{}, nil
	case "tiD":
		return arrays.IntervalDayTimeType{}, nil
	case "tin":
		return arrays.IntervalMonthDayNanoType{}, nil
	case "+l":
		return &arrays.ListType{}, nil
	case "+L":
		return &arrays.LargeListType{}, nil
	case "+vl":
		return &arrays.ListViewType{}, nil
	case "+vL":
		return &arrays.LargeListViewType{}, nil
	case "+s":
		return &arrays.StructType{}, nil
	case "+m":
		return &arrays.MapType{}, nil
	case "+r":
		return &arrays.RunEndEncodedType{}, nil
	}
	switch {
	case strings.HasPrefix(f, "d:"):
		parts := strings.Split(f[2:], ",")
		if len(parts) < 2 || len(parts) > 3 {
			return bad("a decimal is d:precision,scale[,bitwidth]")
		}
		var nums [3]int64
		nums[2] = 128
		for i, p := range parts {
			v, err := strconv.ParseInt(p, 10, 32)
			if err != nil {
				return bad("decimal parameter " + strconv.Quote(p) + " is not a 32-bit integer")
			}
			nums[i] = v
		}
		p, s := int32(nums[0]), int32(nums[1])
		if p < 1 {
			return bad("decimal precision must be positive")
		}
		switch nums[2] {
		case 32:
			return arrays.Decimal32Type{Precision: p, Scale: s}, nil
		case 64:
			return arrays.Decimal64Type{Precision: p, Scale: s}, nil
		case 128:
			return arrays.Decimal128Type{Precision: p, Scale: s}, nil
		case 256:
			return arrays.Decimal256Type{Precision: p, Scale: s}, nil
		}
		return bad("decimal bit width must be 32, 64, 128 or 256")
	case strings.HasPrefix(f, "w:"):
		n, err := strconv.Atoi(f[2:])
		if err != nil || n < 0 {
			return bad("fixed-size binary needs a non-negative width")
		}
		return arrays.FixedSizeBinaryType{ByteWidth: n}, nil
	case strings.HasPrefix(f, "+w:"):
		n, err := strconv.Atoi(f[3:])
		if err != nil || n < 0 {
			return bad("fixed-size list needs a non-negative size")
		}
		return &arrays.FixedSizeListType{Size: n}, nil
	case strings.HasPrefix(f, "+ud:"), strings.HasPrefix(f, "+us:"):
		var codes []int8
		if rest := f[4:]; rest != "" {
			for _, p := range strings.Split(rest, ",") {
				v, err := strconv.ParseInt(p, 10, 8)
				if err != nil || v < 0 {
					return bad("union type code " + strconv.Quote(p) + " is not in 0..127")
				}
				codes = append(codes, int8(v))
			}
		}
		mode := arrays.SparseMode
		if f[2] == 'd' {
			mode = arrays.DenseMode
		}
		if codes == nil {
			codes = []int8{}
		}
		return &arrays.UnionType{Mode: mode, TypeCodes: codes}, nil
	case len(f) == 3 && f[:2] == "tt":
		u, ok := unitOf(f[2])
		switch {
		case !ok:
			return bad("unknown time unit")
		case u <= arrays.Millisecond:
			return arrays.Time32Type{Unit: u}, nil
		}
		return arrays.Time64Type{Unit: u}, nil
	case len(f) == 3 && f[:2] == "tD":
		u, ok := unitOf(f[2])
		if !ok {
			return bad("unknown time unit")
		}
		return arrays.DurationType{Unit: u}, nil
	case len(f) >= 4 && f[:2] == "ts" && f[3] == ':':
		u, ok := unitOf(f[2])
		if !ok {
			return bad("unknown time unit")
		}
		return arrays.TimestampType{Unit: u, TimeZone: f[4:]}, nil
	}
	return bad("unknown type")
}

// EncodeMetadata renders key/value pairs in the C Data Interface's binary
// metadata layout: an int32 count, then per pair an int32 length and the
// key's bytes, an int32 length and the value's bytes, native-endian. It
// returns nil for no pairs (a NULL metadata pointer).
func EncodeMetadata(m arrays.Metadata) []byte {
	if m.Len() == 0 {
		return nil
	}
	var b []byte
	b = appendInt32(b, int32(m.Len()))
	for i := range m.Keys {
		b = appendInt32(b, int32(len(m.Keys[i])))
		b = append(b, m.Keys[i]...)
		b = appendInt32(b, int32(len(m.Values[i])))
		b = append(b, m.Values[i]...)
	}
	return b
}

// DecodeMetadata parses the binary metadata layout from b. It fails,
// without reading past b, on a negative or oversized count or length.
func DecodeMetadata(b []byte) (arrays.Metadata, error) {
	var m arrays.Metadata
	pos := 0
	read := func(what string) (int, error) {
		if len(b)-pos < 4 {
			return 0, fmt.Errorf("cdata: metadata: %s at byte %d is cut short", what, pos)
		}
		v := int(readInt32(b[pos:]))
		pos += 4
		if v < 0 {
			return 0, fmt.Errorf("cdata: metadata: %s at byte %d is negative (%d)", what, pos-4, v)
		}
		return v, nil
	}
	n, err := read("pair count")
	if err != nil {
		return m, err
	}
	for i := range n {
		var kv [2]string
		for j, what := range []string{"key length", "value length"} {
			l, err := read(fmt.Sprintf("pair %d %s", i, what))
			if err != nil {
				return m, err
			}
			if len(b)-pos < l {
				return m, fmt.Errorf("cdata: metadata: pair %d needs %d bytes at byte %d, %d remain", i, l, pos, len(b)-pos)
			}
			kv[j] = string(b[pos : pos+l])
			pos += l
		}
		m.Keys = append(m.Keys, kv[0])
		m.Values = append(m.Values, kv[1])
	}
	return m, nil
}

func appendInt32(b []byte, v int32) []byte { return binary.NativeEndian.AppendUint32(b, uint32(v)) }

func readInt32(b []byte) int32 { return int32(binary.NativeEndian.Uint32(b)) }
