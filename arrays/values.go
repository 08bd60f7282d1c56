package arrays

import (
	"encoding/binary"
	"math"
	"math/big"
	"strconv"
	"time"
)

// Half is an IEEE 754 half-precision value, stored as its 16 bits.
type Half uint16

// HalfFromFloat32 rounds f to the nearest half-precision value (ties to even).
func HalfFromFloat32(f float32) Half {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int((b >> 23) & 0xff)
	mant := b & 0x7fffff
	switch {
	case exp == 0xff: // inf or NaN
		if mant != 0 {
			return Half(sign | 0x7e00)
		}
		return Half(sign | 0x7c00)
	case exp-127 > 15: // overflow
		return Half(sign | 0x7c00)
	case exp-127 >= -14: // normal
		e := uint32(exp - 127 + 15)
		m := mant >> 13
		rest := mant & 0x1fff
		v := e<<10 | m
		if rest > 0x1000 || (rest == 0x1000 && v&1 == 1) {
			v++ // may carry into the exponent, which is the right result
		}
		return Half(uint32(sign) | v)
	case exp-127 >= -25: // subnormal
		m := mant | 0x800000
		shift := uint(-14 - (exp - 127) + 13)
		v := m >> shift
		rest := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rest > half || (rest == half && v&1 == 1) {
			v++
		}
		return Half(uint32(sign) | v)
	}
	return Half(sign)
}

// Float32 widens the value exactly.
func (h Half) Float32() float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0:
		if mant == 0 {
			return math.Float32frombits(sign)
		}
		f := float32(mant) / (1 << 24)
		if sign != 0 {
			f = -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
}

// IsNaN reports whether h is a NaN.
func (h Half) IsNaN() bool { return h&0x7c00 == 0x7c00 && h&0x3ff != 0 }

// String renders the shortest decimal that reads back as h (so 0.1 shows
// as 0.1, not as its float32 widening 0.099975586), in the 'g' format of
// strconv like the other floats.
func (h Half) String() string {
	f := float64(h.Float32())
	if h.IsNaN() || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', -1, 32)
	}
	for prec := 1; prec < 9; prec++ {
		s := strconv.FormatFloat(f, 'g', prec, 64)
		if v, err := strconv.ParseFloat(s, 64); err == nil && HalfFromFloat32(float32(v)) == h {
			return strconv.FormatFloat(v, 'g', -1, 64) // 65500, not 6.55e+04
		}
	}
	return strconv.FormatFloat(f, 'g', -1, 32)
}

// Int128 is a 128-bit two's-complement integer (the unscaled value of a
// decimal128), laid out as decimal128 buffers hold it: two host-order
// words, the low one first (little-endian as a whole on little-endian
// hosts; package ipc reorders the words of big-endian bodies).
type Int128 struct {
	Lo uint64
	Hi int64
}

// Int256 is a 256-bit two's-complement integer: four host-order words,
// the least significant first, as decimal256 buffers hold it.
type Int256 [4]uint64

// Int256FromInt64 sign-extends v.
func Int256FromInt64(v int64) Int256 {
	s := uint64(v >> 63)
	return Int256{uint64(v), s, s, s}
}

// Int256FromBig converts x, truncating to 256 bits.
func Int256FromBig(x *big.Int) Int256 {
	m := new(big.Int).Set(x)
	if m.Sign() < 0 {
		m.Add(m, new(big.Int).Lsh(big.NewInt(1), 256))
	}
	// The low 256 bits, as 32 big-endian bytes: big.Word is 32 bits wide on
	// 32-bit platforms, so the words cannot be copied as they are.
	var buf [32]byte
	m.And(m, mask256).FillBytes(buf[:])
	var d Int256
	for i := range d {
		d[i] = binary.BigEndian.Uint64(buf[32-8*(i+1):])
	}
	return d
}

// mask256 is 2^256-1.
var mask256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Lo returns the low 64 bits.
func (d Int256) Lo() uint64 { return d[0] }

// Int128 truncates to 128 bits.
func (d Int256) Int128() Int128 { return Int128{Lo: d[0], Hi: int64(d[1])} }

// Negative reports whether the value is below zero.
func (d Int256) Negative() bool { return int64(d[3]) < 0 }

// Big returns the value as a big.Int.
func (d Int256) Big() *big.Int {
	x := new(big.Int)
	for i := 3; i >= 0; i-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(d[i]))
	}
	if d.Negative() {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), 256))
	}
	return x
}

// Format renders the unscaled integer with scale digits after the point.
func (d Int256) Format(scale int32) string { return formatScaled(d.Big(), scale) }

// FitsPrecision reports whether |d| < 10^precision.
func (d Int256) FitsPrecision(precision int32) bool {
	if precision < 1 || precision > 76 {
		return false
	}
	x := d.Big()
	return x.CmpAbs(pow10(precision)) < 0
}

// Int256 sign-extends the value to 256 bits.
func (d Int128) Int256() Int256 {
	s := uint64(d.Hi >> 63)
	return Int256{d.Lo, uint64(d.Hi), s, s}
}

// Big returns the value as a big.Int.
func (d Int128) Big() *big.Int { return d.Int256().Big() }

// Format renders the unscaled integer with scale digits after the point.
func (d Int128) Format(scale int32) string { return formatScaled(d.Big(), scale) }

func (d Int128) String() string { return d.Format(0) }
func (d Int256) String() string { return d.Format(0) }

// maxPlainScale bounds the scales rendered with a decimal point; 76 digits
// is the most a decimal256 holds.
const maxPlainScale = 2 * 76

var pow10Table [77]*big.Int

func init() {
	p := big.NewInt(1)
	for i := range pow10Table {
		pow10Table[i] = new(big.Int).Set(p)
		p.Mul(p, big.NewInt(10))
	}
}

func pow10(n int32) *big.Int { return pow10Table[n] }

func formatScaled(x *big.Int, scale int32) string {
	s := new(big.Int).Abs(x).String()
	neg := x.Sign() < 0
	// A scale far beyond any precision (the format allows any int32) would
	// spell out millions of zeros: switch to an exponent instead.
	if scale > maxPlainScale || scale < -maxPlainScale {
		if neg {
			s = "-" + s
		}
		return s + "e" + strconv.FormatInt(-int64(scale), 10)
	}
	if scale > 0 {
		for int32(len(s)) <= scale {
			s = "0" + s
		}
		s = s[:int32(len(s))-scale] + "." + s[int32(len(s))-scale:]
	} else if scale < 0 {
		for range -scale {
			s += "0"
		}
	}
	if neg {
		s = "-" + s
	}
	return s
}

func decimalString(name string, precision, scale int32) string {
	return name + "(" + strconv.Itoa(int(precision)) + ", " + strconv.Itoa(int(scale)) + ")"
}

// DayTime is a day-time interval: days and milliseconds.
type DayTime struct {
	Days         int32
	Milliseconds int32
}

func (v DayTime) String() string {
	return strconv.Itoa(int(v.Days)) + "d" + strconv.Itoa(int(v.Milliseconds)) + "ms"
}

// MonthDayNano is a month-day-nanosecond interval.
type MonthDayNano struct {
	Months      int32
	Days        int32
	Nanoseconds int64
}

func (v MonthDayNano) String() string {
	return strconv.Itoa(int(v.Months)) + "M" + strconv.Itoa(int(v.Days)) + "d" + strconv.FormatInt(v.Nanoseconds, 10) + "ns"
}

func formatInt(v int64) string               { return strconv.FormatInt(v, 10) }
func formatUint(v uint64) string             { return strconv.FormatUint(v, 10) }
func formatFloat(v float64, bits int) string { return strconv.FormatFloat(v, 'g', -1, bits) }

func unitsPerSecond(u TimeUnit) int64 {
	switch u {
	case Millisecond:
		return 1e3
	case Microsecond:
		return 1e6
	case Nanosecond:
		return 1e9
	}
	return 1
}

func timestampString(u TimeUnit, tz string) string {
	if tz == "" {
		return "timestamp[" + u.String() + "]"
	}
	return "timestamp[" + u.String() + ", tz=" + tz + "]"
}

func formatDate32(days int32) string {
	return time.Unix(int64(days)*86400, 0).UTC().Format("2006-01-02")
}

// formatDate64 renders a date; a value that is not a whole number of days
// (which the format asks producers to avoid) keeps its time of day so that
// distinct values never render alike.
func formatDate64(ms int64) string {
	t := time.UnixMilli(ms).UTC()
	if ms%86400000 != 0 {
		return t.Format("2006-01-02T15:04:05.000")
	}
	return t.Format("2006-01-02")
}

func formatTimeOfDay(v int64, u TimeUnit) string {
	per := unitsPerSecond(u)
	d := time.Duration(v/per)*time.Second + time.Duration(v%per)*(time.Second/time.Duration(per))
	t := time.Unix(0, 0).UTC().Add(d)
	switch u {
	case Second:
		return t.Format("15:04:05")
	case Millisecond:
		return t.Format("15:04:05.000")
	case Microsecond:
		return t.Format("15:04:05.000000")
	}
	return t.Format("15:04:05.000000000")
}
