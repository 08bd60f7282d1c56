package json

import (
	"errors"
	"math"
	"time"
)

var errTime = errors.New("not an ISO 8601 date or time")

// civil is a parsed ISO 8601 text: days since the epoch, the time of day in
// nanoseconds, and the zone offset in seconds when the text had one.
type civil struct {
	days    int64
	nanos   int64
	offset  int64
	hasTime bool
	hasZone bool
}

func digits(b []byte, n int) (int64, bool) {
	if len(b) < n {
		return 0, false
	}
	var v int64
	for _, c := range b[:n] {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	return v, true
}

// daysFromCivil counts days from 1970-01-01 in the proleptic Gregorian
// calendar (Howard Hinnant's algorithm).
func daysFromCivil(y, m, d int64) int64 {
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
	return era*146097 + doe - 719468
}

var monthDays = [13]int64{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// parseDate reads YYYY-MM-DD.
func parseDate(b []byte) (int64, bool) {
	if len(b) < 10 || b[4] != '-' || b[7] != '-' {
		return 0, false
	}
	y, ok1 := digits(b, 4)
	m, ok2 := digits(b[5:], 2)
	d, ok3 := digits(b[8:], 2)
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || d < 1 || d > monthDays[m] {
		return 0, false
	}
	if m == 2 && d == 29 && !(y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
		return 0, false
	}
	return daysFromCivil(y, m, d), true
}

// parseClock reads HH:MM[:SS[.fraction]] and returns nanoseconds and the
// bytes used.
func parseClock(b []byte) (int64, int, bool) {
	h, ok1 := digits(b, 2)
	if !ok1 || len(b) < 5 || b[2] != ':' {
		return 0, 0, false
	}
	mi, ok2 := digits(b[3:], 2)
	if !ok2 || h > 23 || mi > 59 {
		return 0, 0, false
	}
	ns := (h*3600 + mi*60) * 1e9
	n := 5
	if len(b) >= 8 && b[5] == ':' {
		sec, ok := digits(b[6:], 2)
		if !ok || sec > 59 {
			return 0, 0, false
		}
		ns += sec * 1e9
		n = 8
		if n < len(b) && (b[n] == '.' || b[n] == ',') {
			n++
			start := n
			scale := int64(1e8)
			for n < len(b) && b[n] >= '0' && b[n] <= '9' {
				if n-start >= 9 {
					return 0, 0, false // finer than nanoseconds
				}
				ns += int64(b[n]-'0') * scale
				scale /= 10
				n++
			}
			if n == start {
				return 0, 0, false
			}
		}
	}
	return ns, n, true
}

// parseISO reads YYYY-MM-DD[(T| )HH:MM[:SS[.f]]][Z|±HH[:MM]].
func parseISO(b []byte) (civil, error) {
	var c civil
	d, ok := parseDate(b)
	if !ok {
		return c, errTime
	}
	c.days = d
	rest := b[10:]
	if len(rest) == 0 {
		return c, nil
	}
	if rest[0] != 'T' && rest[0] != ' ' {
		return c, errTime
	}
	ns, n, ok := parseClock(rest[1:])
	if !ok {
		return c, errTime
	}
	c.nanos, c.hasTime = ns, true
	rest = rest[1+n:]
	switch {
	case len(rest) == 0:
		return c, nil
	case len(rest) == 1 && rest[0] == 'Z':
		c.hasZone = true
		return c, nil
	case rest[0] == '+' || rest[0] == '-':
		h, ok := digits(rest[1:], 2)
		if !ok || h > 23 {
			return c, errTime
		}
		z := rest[3:]
		var m int64
		switch {
		case len(z) == 0:
		case len(z) == 3 && z[0] == ':':
			m, ok = digits(z[1:], 2)
		case len(z) == 2:
			m, ok = digits(z, 2)
		default:
			ok = false
		}
		if !ok || m > 59 {
			return c, errTime
		}
		c.offset = (h*3600 + m*60)
		if rest[0] == '-' {
			c.offset = -c.offset
		}
		c.hasZone = true
		return c, nil
	}
	return c, errTime
}

var unitNanos = [4]int64{1e9, 1e6, 1e3, 1}

// timestampIn converts c to a count of unit u (0 s, 1 ms, 2 us, 3 ns) since
// the epoch: an instant when c has a zone; else wall-clock time, read in loc
// when loc is not nil. Precision finer than the unit is an error.
func timestampIn(c civil, u int, loc *time.Location) (int64, error) {
	per := unitNanos[u]
	if c.nanos%per != 0 {
		return 0, errors.New("more precision than the unit holds")
	}
	secs := c.days*86400 + c.nanos/1e9
	if c.hasZone {
		secs -= c.offset
	} else if loc != nil {
		wall := time.Unix(secs, 0).UTC()
		local := time.Date(wall.Year(), wall.Month(), wall.Day(), wall.Hour(), wall.Minute(), wall.Second(), 0, loc)
		secs = local.Unix()
	}
	mul, frac := 1e9/per, (c.nanos%1e9)/per
	// days are bounded by the 4-digit year, so secs fits; its product by
	// the unit may not.
	const maxI, minI = math.MaxInt64, math.MinInt64
	switch {
	case mul == 1:
	case secs > (maxI-frac)/mul:
		return 0, errors.New("out of the timestamp range")
	case secs < minI/mul-1:
		return 0, errors.New("out of the timestamp range")
	case secs == minI/mul-1 && (secs+1)*mul-minI < mul-frac:
		return 0, errors.New("out of the timestamp range")
	}
	return secs*mul + frac, nil
}
