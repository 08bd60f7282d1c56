package csv

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"time"
	"unsafe"
)

// The reasons a value does not parse; ParseError wraps them with ErrValue.
var (
	errNotInt      = errors.New("not an integer")
	errRange       = errors.New("out of the type's range")
	errNotFloat    = errors.New("not a number")
	errNotBool     = errors.New("not a boolean (true values 1, true, True, TRUE; false values 0, false, False, FALSE unless set)")
	errNotDate     = errors.New("not a date (YYYY-MM-DD)")
	errNotTime     = errors.New("not a time of day (hh:mm[:ss[.fraction]])")
	errNotTS       = errors.New("not an ISO 8601 timestamp (YYYY-MM-DD[ T]hh:mm[:ss[.fraction]][Z|±hh[:mm]]) nor in a TimestampFormats layout")
	errPrecise     = errors.New("more fraction digits than the unit holds")
	errZoned       = errors.New("a zone offset in a column of timestamps without a time zone")
	errNotDecimal  = errors.New("not a decimal number")
	errDecPrecise  = errors.New("more fraction digits than the decimal's scale")
	errDecPrec     = errors.New("more digits than the decimal's precision")
	errNotUTF8     = errors.New("not valid UTF-8")
	errNotNull     = errors.New("a value in a column of type null")
	errTooLong     = errors.New("a batch's strings in this column exceed 2 GiB: lower BatchSize or read it as large_utf8")
	errNotInferred = errors.New("does not fit the type inferred from the sample (raise InferRows or give the column's type)")
)

func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// parseInt parses an optionally signed decimal integer of bits bits.
func parseInt(s []byte, bits uint) (int64, error) {
	neg := false
	i := 0
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		i = 1
	}
	if i == len(s) {
		return 0, errNotInt
	}
	var u uint64
	for ; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, errNotInt
		}
		if u > (math.MaxUint64-9)/10 {
			return 0, errRange
		}
		u = u*10 + uint64(d)
	}
	lim := uint64(1) << (bits - 1)
	if neg {
		if u > lim {
			return 0, errRange
		}
		return -int64(u), nil
	}
	if u >= lim {
		return 0, errRange
	}
	return int64(u), nil
}

// parseUint parses an unsigned decimal integer of bits bits.
func parseUint(s []byte, bits uint) (uint64, error) {
	i := 0
	if len(s) > 0 && s[0] == '+' {
		i = 1
	}
	if i == len(s) {
		return 0, errNotInt
	}
	var u uint64
	for ; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, errNotInt
		}
		if u > math.MaxUint64/10 || u*10 > math.MaxUint64-uint64(d) {
			return 0, errRange
		}
		u = u*10 + uint64(d)
	}
	if bits < 64 && u >= 1<<bits {
		return 0, errRange
	}
	return u, nil
}

// parseFloat accepts what strconv.ParseFloat does, except underscores.
// Plain decimals of at most 15 digits take a fast path that is exact: the
// digits and the power of ten are both exact doubles, and one division
// rounds correctly (Clinger's fast path).
func parseFloat(s []byte, bits int) (float64, error) {
	if bits == 64 {
		if f, ok := simpleFloat(s); ok {
			return f, nil
		}
	}
	for _, c := range s {
		if c == '_' {
			return 0, errNotFloat
		}
	}
	f, err := strconv.ParseFloat(unsafeString(s), bits)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, errRange
		}
		return 0, errNotFloat
	}
	return f, nil
}

func digits(s []byte, n int) (int, bool) {
	if len(s) < n {
		return 0, false
	}
	v := 0
	for _, c := range s[:n] {
		d := c - '0'
		if d > 9 {
			return 0, false
		}
		v = v*10 + int(d)
	}
	return v, true
}

// parseDate parses YYYY-MM-DD into days since the epoch.
func parseDate(s []byte) (int64, error) {
	if len(s) != 10 {
		return 0, errNotDate
	}
	d, ok := dateDays(s)
	if !ok {
		return 0, errNotDate
	}
	return d, nil
}

func dateDays(s []byte) (int64, bool) {
	y, ok1 := digits(s, 4)
	m, ok2 := digits(s[5:], 2)
	d, ok3 := digits(s[8:], 2)
	if !ok1 || !ok2 || !ok3 || s[4] != '-' || s[7] != '-' || m < 1 || m > 12 || d < 1 || d > daysIn(y, m) {
		return 0, false
	}
	return civilDays(y, m, d), true
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// civilDays is the days from 1970-01-01 to y-m-d (proleptic Gregorian).
func civilDays(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era--
	}
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}

// parseClock parses hh:mm[:ss[.fraction]] at the start of s, returning
// nanoseconds of the day, the digits of fraction and the bytes used.
func parseClock(s []byte) (ns int64, frac int, n int, ok bool) {
	h, ok1 := digits(s, 2)
	if !ok1 || len(s) < 5 || s[2] != ':' {
		return 0, 0, 0, false
	}
	mi, ok2 := digits(s[3:], 2)
	if !ok2 || h > 23 || mi > 59 {
		return 0, 0, 0, false
	}
	sec := 0
	n = 5
	if len(s) > 5 && s[5] == ':' {
		var ok3 bool
		sec, ok3 = digits(s[6:], 2)
		if !ok3 || sec > 59 {
			return 0, 0, 0, false
		}
		n = 8
		if len(s) > 8 && s[8] == '.' {
			n = 9
			var f int64
			for n < len(s) && s[n]-'0' <= 9 {
				if frac == 9 {
					return 0, 0, 0, false
				}
				f = f*10 + int64(s[n]-'0')
				frac++
				n++
			}
			if frac == 0 {
				return 0, 0, 0, false
			}
			for i := frac; i < 9; i++ {
				f *= 10
			}
			ns = f
		}
	}
	ns += (int64(h)*3600 + int64(mi)*60 + int64(sec)) * 1e9
	return ns, frac, n, true
}

// parseTimeOfDay parses a whole field as a time of day.
func parseTimeOfDay(s []byte) (int64, int, error) {
	ns, frac, n, ok := parseClock(s)
	if !ok || n != len(s) {
		return 0, 0, errNotTime
	}
	return ns, frac, nil
}

// stamp is a parsed ISO 8601 timestamp: seconds and nanoseconds of the
// wall clock (UTC when zoned), the fraction's digits and whether a zone
// was given.
type stamp struct {
	sec   int64
	nsec  int64
	frac  int
	zoned bool
}

// parseISO parses YYYY-MM-DD, optionally followed by 'T' or ' ' and a
// clock, optionally followed by Z or an offset ±hh, ±hhmm, ±hh:mm.
func parseISO(s []byte) (stamp, bool) {
	if len(s) < 10 {
		return stamp{}, false
	}
	days, ok := dateDays(s[:10])
	if !ok {
		return stamp{}, false
	}
	st := stamp{sec: days * 86400}
	if len(s) == 10 {
		return st, true
	}
	if s[10] != 'T' && s[10] != ' ' {
		return stamp{}, false
	}
	ns, frac, n, ok := parseClock(s[11:])
	if !ok {
		return stamp{}, false
	}
	st.sec += ns / 1e9
	st.nsec = ns % 1e9
	st.frac = frac
	rest := s[11+n:]
	if len(rest) == 0 {
		return st, true
	}
	st.zoned = true
	if len(rest) == 1 && rest[0] == 'Z' {
		return st, true
	}
	if rest[0] != '+' && rest[0] != '-' {
		return stamp{}, false
	}
	oh, ok1 := digits(rest[1:], 2)
	om := 0
	switch {
	case len(rest) == 3:
	case len(rest) == 5:
		var ok2 bool
		om, ok2 = digits(rest[3:], 2)
		ok1 = ok1 && ok2
	case len(rest) == 6 && rest[3] == ':':
		var ok2 bool
		om, ok2 = digits(rest[4:], 2)
		ok1 = ok1 && ok2
	default:
		return stamp{}, false
	}
	if !ok1 || oh > 23 || om > 59 {
		return stamp{}, false
	}
	off := int64(oh*3600 + om*60)
	if rest[0] == '-' {
		off = -off
	}
	st.sec -= off
	return st, true
}

var unitsPerSec = [...]int64{1, 1e3, 1e6, 1e9} // by arrays.TimeUnit

// toUnit scales sec and nsec to unit u (an index of unitsPerSec).
func toUnit(sec, nsec int64, frac int, u int) (int64, error) {
	per := unitsPerSec[u]
	digitsHeld := [...]int{0, 3, 6, 9}[u]
	if frac > digitsHeld && nsec%(1e9/per) != 0 {
		return 0, errPrecise
	}
	hi, lo := bitsMul(sec, per)
	if hi {
		return 0, errRange
	}
	v := lo + nsec/(1e9/per)
	if (v < lo) != (nsec < 0) {
		return 0, errRange
	}
	return v, nil
}

func bitsMul(a, b int64) (overflow bool, p int64) {
	p = a * b
	if a != 0 && (p/a != b || (a == -1 && b == math.MinInt64)) {
		return true, 0
	}
	return false, p
}

// parseDecimal parses [+-]digits[.digits][e[+-]digits] into the unscaled
// integer at scale, checking precision.
func parseDecimal(s []byte, precision, scale int32, z *big.Int) (*big.Int, error) {
	i := 0
	neg := false
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		i = 1
	}
	var mant []byte
	var buf [80]byte
	mant = buf[:0]
	point := -1
	nd := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' && point < 0 {
			point = nd
			continue
		}
		if c-'0' > 9 {
			break
		}
		mant = append(mant, c)
		nd++
	}
	if nd == 0 {
		return nil, errNotDecimal
	}
	exp := 0
	if i < len(s) {
		if s[i] != 'e' && s[i] != 'E' {
			return nil, errNotDecimal
		}
		e, err := parseInt(s[i+1:], 32)
		if err != nil || e > 1000 || e < -1000 {
			return nil, errNotDecimal
		}
		exp = int(e)
	}
	if point < 0 {
		point = nd
	}
	// The value is 0.mant * 10^(point+exp); unscaled at scale it has
	// point+exp+scale integer digits of mant.
	keep := point + exp + int(scale)
	for j := max(keep, 0); j < len(mant); j++ {
		if mant[j] != '0' {
			return nil, errDecPrecise
		}
	}
	if keep < len(mant) {
		if keep < 0 {
			keep = 0
		}
		mant = mant[:keep]
	}
	for len(mant) < keep {
		mant = append(mant, '0')
		if len(mant) > 200 {
			return nil, errDecPrec
		}
	}
	// Strip leading zeros for the precision check.
	j := 0
	for j < len(mant) && mant[j] == '0' {
		j++
	}
	if len(mant)-j > int(precision) {
		return nil, errDecPrec
	}
	if len(mant) == 0 {
		return z.SetInt64(0), nil
	}
	if _, ok := z.SetString(unsafeString(mant), 10); !ok {
		return nil, errNotDecimal
	}
	if neg {
		z.Neg(z)
	}
	return z, nil
}

// zoneOf resolves a timestamp type's time zone: an IANA name or an offset
// ±hh:mm.
func zoneOf(tz string) (*time.Location, error) {
	if tz == "" || tz == "UTC" || tz == "Z" {
		return time.UTC, nil
	}
	if b := []byte(tz); len(b) == 6 && (b[0] == '+' || b[0] == '-') && b[3] == ':' {
		h, ok1 := digits(b[1:], 2)
		m, ok2 := digits(b[4:], 2)
		if ok1 && ok2 {
			off := h*3600 + m*60
			if b[0] == '-' {
				off = -off
			}
			return time.FixedZone(tz, off), nil
		}
	}
	return time.LoadLocation(tz)
}

var pow10f = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

// simpleFloat parses [-+]digits[.digits] of at most 15 digits in all.
func simpleFloat(s []byte) (float64, bool) {
	i := 0
	neg := false
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		i = 1
	}
	var m uint64
	nd, frac := 0, -1
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if frac >= 0 {
				return 0, false
			}
			frac = nd
			continue
		}
		if c-'0' > 9 {
			return 0, false
		}
		m = m*10 + uint64(c-'0')
		nd++
	}
	if nd == 0 || nd > 15 {
		return 0, false
	}
	f := float64(m)
	if frac >= 0 {
		f /= pow10f[nd-frac]
	}
	if neg {
		f = -f
	}
	return f, true
}
