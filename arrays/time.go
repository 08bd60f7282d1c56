package arrays

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// Location is the zone t's values are read in. Arrow stores every
// timestamp with a zone as a UTC instant, so the zone only changes how an
// instant reads, never which instant it is:
//   - "" (a zoneless, naive timestamp: a wall-clock reading in an unknown
//     zone) gives time.UTC, so that the clock fields of a time.Time are the
//     reading itself;
//   - a fixed offset "+05:30", "-0800" or "+05" gives a time.FixedZone;
//   - any other name is an IANA zone for time.LoadLocation, which reads the
//     system's tz database (a program for machines without one imports
//     time/tzdata).
//
// A zone that cannot be loaded gives time.UTC and the error, so callers that
// must not show a wrong wall clock can check once per column, while Time and
// the printing of the array still give the right instants (in UTC, marked Z).
func (t TimestampType) Location() (*time.Location, error) {
	return zoneLocation(t.TimeZone)
}

type zoneEntry struct {
	loc *time.Location
	err error
}

// zones caches the zones loaded so far (time.LoadLocation reads a file
// each time), up to maxCachedZones names so that files naming endless
// distinct zones cannot grow it without bound.
var (
	zones     sync.Map // string -> zoneEntry
	zonesSize atomic.Int32
)

const maxCachedZones = 512

func zoneLocation(tz string) (*time.Location, error) {
	switch tz {
	case "", "UTC", "Etc/UTC", "Z":
		return time.UTC, nil
	}
	if e, ok := zones.Load(tz); ok {
		z := e.(zoneEntry)
		return z.loc, z.err
	}
	z := loadZone(tz)
	if zonesSize.Load() < maxCachedZones {
		if _, loaded := zones.LoadOrStore(tz, z); !loaded {
			zonesSize.Add(1)
		}
	}
	return z.loc, z.err
}

func loadZone(tz string) zoneEntry {
	if tz[0] == '+' || tz[0] == '-' {
		off, ok := parseZoneOffset(tz)
		if !ok {
			return zoneEntry{time.UTC, fmt.Errorf("arrays: time zone %q: an offset is +HH:MM, +HHMM or +HH", tz)}
		}
		return zoneEntry{time.FixedZone(tz, off), nil}
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		return zoneEntry{time.UTC, fmt.Errorf("arrays: time zone %q: %w", tz, err)}
	}
	return zoneEntry{loc, nil}
}

// parseZoneOffset reads [+-]HH[[:]MM] as seconds east of UTC, the offsets
// Arrow implementations accept besides IANA names.
func parseZoneOffset(s string) (int, bool) {
	sign, s := s[0], s[1:]
	var hh, mm string
	switch len(s) {
	case 2:
		hh = s
	case 4:
		hh, mm = s[:2], s[2:]
	case 5:
		if s[2] != ':' {
			return 0, false
		}
		hh, mm = s[:2], s[3:]
	default:
		return 0, false
	}
	h, ok := twoDigits(hh)
	if !ok || h > 23 {
		return 0, false
	}
	m := 0
	if mm != "" {
		if m, ok = twoDigits(mm); !ok || m > 59 {
			return 0, false
		}
	}
	off := (h*60 + m) * 60
	if sign == '-' {
		off = -off
	}
	return off, true
}

func twoDigits(s string) (int, bool) {
	if s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9' {
		return 0, false
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}

// unitTime is the instant v units after the Unix epoch, in UTC.
func unitTime(v int64, u TimeUnit) time.Time {
	switch u {
	case Millisecond:
		return time.UnixMilli(v).UTC()
	case Microsecond:
		return time.UnixMicro(v).UTC()
	case Nanosecond:
		return time.Unix(0, v).UTC()
	}
	return time.Unix(v, 0).UTC()
}

// unitDuration converts v units to a time.Duration, saturating where the
// nanoseconds would overflow (beyond about 292 years).
func unitDuration(v int64, u TimeUnit) time.Duration {
	per := int64(time.Second) / unitsPerSecond(u)
	if v > math.MaxInt64/per {
		return math.MaxInt64
	}
	if v < math.MinInt64/per {
		return math.MinInt64
	}
	return time.Duration(v * per)
}

// Time returns slot i in the type's Location: the instant for a zoned type,
// the wall-clock reading as UTC fields for a zoneless one (see Location,
// also for a zone that cannot be loaded).
func (a *Timestamp) Time(i int) time.Time {
	t := a.Type()
	loc, _ := t.Location()
	return unitTime(a.values[i], t.Unit).In(loc)
}

// Time returns slot i as midnight UTC of its day.
func (a *Date32) Time(i int) time.Time { return time.Unix(int64(a.values[i])*86400, 0).UTC() }

// Time returns slot i as the UTC instant it holds (midnight of its day for
// values that are whole days, as the format asks).
func (a *Date64) Time(i int) time.Time { return time.UnixMilli(a.values[i]).UTC() }

// Duration returns slot i as the time since midnight.
func (a *Time32) Duration(i int) time.Duration {
	return unitDuration(int64(a.values[i]), a.Type().Unit)
}

// Duration returns slot i as the time since midnight.
func (a *Time64) Duration(i int) time.Duration { return unitDuration(a.values[i], a.Type().Unit) }

// Duration returns slot i as a time.Duration. A time.Duration spans about
// ±292 years: longer durations (possible in seconds or milliseconds)
// saturate at the largest or smallest time.Duration.
func (a *Duration) Duration(i int) time.Duration { return unitDuration(a.values[i], a.Type().Unit) }

// timestampLayouts are the renderings per unit: the digits the unit holds.
var timestampLayouts = [...]string{
	Second:      "2006-01-02T15:04:05",
	Millisecond: "2006-01-02T15:04:05.000",
	Microsecond: "2006-01-02T15:04:05.000000",
	Nanosecond:  "2006-01-02T15:04:05.000000000",
}

// formatTimestamp renders a timestamp as ISO 8601 with the unit's digits:
// a zoneless one as its wall clock, a zoned one in its zone with the
// offset as RFC 3339 writes it ("Z" for UTC, "+01:00"; "+hh:mm:ss" for
// the historical offsets in seconds of some zones), so that the printed
// clock is the one people in that zone read and the instant stays exact. A
// zone that cannot be loaded renders the instant in UTC, marked Z.
func formatTimestamp(v int64, t TimestampType) string {
	layout := timestampLayouts[Second]
	if int(t.Unit) < len(timestampLayouts) {
		layout = timestampLayouts[t.Unit]
	}
	ts := unitTime(v, t.Unit)
	if t.TimeZone == "" {
		return ts.Format(layout)
	}
	loc, _ := t.Location()
	ts = ts.In(loc)
	if _, off := ts.Zone(); off%60 != 0 {
		return ts.Format(layout + "-07:00:00")
	}
	return ts.Format(layout + "Z07:00")
}
