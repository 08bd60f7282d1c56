package arrays

import (
	"math"
	"strings"
	"testing"
	"time"
	_ "time/tzdata" // the zones below, also on machines without a tz database
)

func timestampArray(t TimestampType, vs ...int64) *Timestamp {
	b := NewTimestampBuilder(t)
	b.AppendValues(vs, nil)
	return b.NewArray().(*Timestamp)
}

// TestTimestampTime: every unit, naive and zoned, DST both ways, fixed
// offsets in each accepted spelling, values before 1970 (with a fraction,
// which must floor, not truncate), and the rendering of each.
func TestTimestampTime(t *testing.T) {
	for _, c := range []struct {
		unit  TimeUnit
		tz    string
		v     int64
		want  string // time.RFC3339Nano of Time(i)
		print string // ValueString
	}{
		{Second, "", 0, "1970-01-01T00:00:00Z", "1970-01-01T00:00:00"},
		{Millisecond, "", -1, "1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999"},
		{Microsecond, "", -1_500_000, "1969-12-31T23:59:58.5Z", "1969-12-31T23:59:58.500000"},
		{Nanosecond, "", -1, "1969-12-31T23:59:59.999999999Z", "1969-12-31T23:59:59.999999999"},
		{Second, "", -2208988800, "1900-01-01T00:00:00Z", "1900-01-01T00:00:00"},
		{Second, "UTC", -14182940, "1969-07-20T20:17:40Z", "1969-07-20T20:17:40Z"},
		{Millisecond, "Etc/UTC", 1709290800_001, "2024-03-01T11:00:00.001Z", "2024-03-01T11:00:00.001Z"},
		{Second, "Europe/Berlin", 1709290800, "2024-03-01T12:00:00+01:00", "2024-03-01T12:00:00+01:00"},
		// New York springs forward at 2024-03-10T07:00Z and falls back at
		// 2024-11-03T06:00Z: 01:30 reads twice, with different offsets.
		{Millisecond, "America/New_York", 1710053999_000, "2024-03-10T01:59:59-05:00", "2024-03-10T01:59:59.000-05:00"},
		{Millisecond, "America/New_York", 1710054000_000, "2024-03-10T03:00:00-04:00", "2024-03-10T03:00:00.000-04:00"},
		{Microsecond, "America/New_York", 1730611800_000000, "2024-11-03T01:30:00-04:00", "2024-11-03T01:30:00.000000-04:00"},
		{Microsecond, "America/New_York", 1730615400_000000, "2024-11-03T01:30:00-05:00", "2024-11-03T01:30:00.000000-05:00"},
		// Before 1883 New York kept local mean time, 4:56:02 behind UTC.
		{Second, "America/New_York", -5017593600, "1810-12-31T19:03:58-04:56", "1810-12-31T19:03:58-04:56:02"},
		{Nanosecond, "Asia/Kathmandu", 1, "1970-01-01T05:30:00.000000001+05:30", "1970-01-01T05:30:00.000000001+05:30"},
		{Nanosecond, "Asia/Kathmandu", 1709290800_000000000, "2024-03-01T16:45:00+05:45", "2024-03-01T16:45:00.000000000+05:45"},
		{Second, "+05:30", 0, "1970-01-01T05:30:00+05:30", "1970-01-01T05:30:00+05:30"},
		{Second, "-0800", -1, "1969-12-31T15:59:59-08:00", "1969-12-31T15:59:59-08:00"},
		{Millisecond, "+05", -1, "1970-01-01T04:59:59.999+05:00", "1970-01-01T04:59:59.999+05:00"},
		{Second, "-00:00", 0, "1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"},
	} {
		typ := TimestampType{Unit: c.unit, TimeZone: c.tz}
		a := timestampArray(typ, 7, c.v)
		got := a.Time(1)
		if s := got.Format(time.RFC3339Nano); s != c.want {
			t.Errorf("%s %d: Time = %s, want %s", typ, c.v, s, c.want)
		}
		if s := a.ValueString(1); s != c.print {
			t.Errorf("%s %d: ValueString = %s, want %s", typ, c.v, s, c.print)
		}
		if loc, err := typ.Location(); err != nil || got.Location() != loc {
			t.Errorf("%s: Location = %v, %v; Time is in %v", typ, loc, err, got.Location())
		}
		if c.tz == "" && got.Location() != time.UTC {
			t.Errorf("%s: a naive timestamp reads in %v, want UTC", typ, got.Location())
		}
		if v := ValueAt(a, 1); v != got {
			t.Errorf("%s: ValueAt = %v, want %v", typ, v, got)
		}
	}
}

// TestTimestampTimeEveryUnit: the same instant in each unit is the same
// time.Time, and a value converts back.
func TestTimestampTimeEveryUnit(t *testing.T) {
	want := time.Date(1931, 5, 6, 7, 8, 9, 0, time.UTC)
	for u, per := range []int64{1, 1e3, 1e6, 1e9} {
		a := timestampArray(TimestampType{Unit: TimeUnit(u), TimeZone: "UTC"}, want.Unix()*per)
		if got := a.Time(0); !got.Equal(want) {
			t.Errorf("unit %s: %v, want %v", TimeUnit(u), got, want)
		}
	}
}

// TestTimestampBadZone: a zone that cannot be loaded reads, and prints, the
// right instants in UTC, and Location says why.
func TestTimestampBadZone(t *testing.T) {
	for _, tz := range []string{"Mars/Olympus_Mons", "+25:00", "+5:30", "+05:3x", "+05:60", "+0", "-", "../etc/passwd"} {
		typ := TimestampType{Unit: Second, TimeZone: tz}
		loc, err := typ.Location()
		if err == nil || loc != time.UTC || !strings.Contains(err.Error(), tz) {
			t.Errorf("%q: Location = %v, %v; want UTC and an error naming the zone", tz, loc, err)
		}
		a := timestampArray(typ, 3600)
		if got := a.Time(0); !got.Equal(time.Unix(3600, 0)) || got.Location() != time.UTC {
			t.Errorf("%q: Time = %v", tz, got)
		}
		if s := a.ValueString(0); s != "1970-01-01T01:00:00Z" {
			t.Errorf("%q: ValueString = %s", tz, s)
		}
	}
	// The error carries the loader's.
	_, err := TimestampType{TimeZone: "Mars/Olympus_Mons"}.Location()
	_, loadErr := time.LoadLocation("Mars/Olympus_Mons")
	if loadErr == nil || !strings.Contains(err.Error(), loadErr.Error()) {
		t.Errorf("error %v does not carry %v", err, loadErr)
	}
}

// TestZoneCacheBounded: distinct zone names beyond the cache size are
// still read right, and the cache stops growing.
func TestZoneCacheBounded(t *testing.T) {
	for h := range 24 {
		for m := range 60 {
			tz := "+" + string(rune('0'+h/10)) + string(rune('0'+h%10)) + string(rune('0'+m/10)) + string(rune('0'+m%10))
			loc, err := zoneLocation(tz)
			if err != nil {
				t.Fatal(err)
			}
			if _, off := time.Unix(0, 0).In(loc).Zone(); off != (h*60+m)*60 {
				t.Fatalf("%s: offset %d", tz, off)
			}
		}
	}
	if n := zonesSize.Load(); n > maxCachedZones {
		t.Errorf("cache holds %d zones, bound %d", n, maxCachedZones)
	}
}

func TestDateTime(t *testing.T) {
	d32 := NewDate32Builder()
	d32.AppendValues([]int32{0, -25567, 19782, -1}, nil)
	a32 := d32.NewArray().(*Date32)
	d64 := NewDate64Builder()
	d64.AppendValues([]int64{0, -25567 * 86400000, 19782 * 86400000, -1}, nil)
	a64 := d64.NewArray().(*Date64)
	for i, want := range []string{"1970-01-01T00:00:00Z", "1900-01-01T00:00:00Z", "2024-02-29T00:00:00Z"} {
		if got := a32.Time(i).Format(time.RFC3339Nano); got != want {
			t.Errorf("date32 %d: %s, want %s", a32.Value(i), got, want)
		}
		if got := a64.Time(i).Format(time.RFC3339Nano); got != want {
			t.Errorf("date64 %d: %s, want %s", a64.Value(i), got, want)
		}
		if ValueAt(a32, i) != a32.Time(i) || ValueAt(a64, i) != a64.Time(i) {
			t.Errorf("%d: ValueAt differs from Time", i)
		}
	}
	if got := a32.Time(3).Format(time.DateOnly); got != "1969-12-31" {
		t.Errorf("date32 -1: %s", got)
	}
	// A date64 that is not a whole day keeps its time of day.
	if got := a64.Time(3).Format(time.RFC3339Nano); got != "1969-12-31T23:59:59.999Z" {
		t.Errorf("date64 -1: %s", got)
	}
}

func TestTimeOfDayAndDuration(t *testing.T) {
	t32 := func(u TimeUnit, v int32) *Time32 {
		b := NewTime32Builder(Time32Type{Unit: u})
		b.Append(v)
		return b.NewArray().(*Time32)
	}
	t64 := func(u TimeUnit, v int64) *Time64 {
		b := NewTime64Builder(Time64Type{Unit: u})
		b.Append(v)
		return b.NewArray().(*Time64)
	}
	dur := func(u TimeUnit, v int64) *Duration {
		b := NewDurationBuilder(DurationType{Unit: u})
		b.Append(v)
		return b.NewArray().(*Duration)
	}
	day := 24 * time.Hour
	for _, c := range []struct {
		a    Array
		got  time.Duration
		want time.Duration
	}{
		{t32(Second, 3661), t32(Second, 3661).Duration(0), time.Hour + time.Minute + time.Second},
		{t32(Millisecond, 86399999), t32(Millisecond, 86399999).Duration(0), day - time.Millisecond},
		{t64(Microsecond, 1), t64(Microsecond, 1).Duration(0), time.Microsecond},
		{t64(Nanosecond, 86399999999999), t64(Nanosecond, 86399999999999).Duration(0), day - 1},
		{dur(Second, -90), dur(Second, -90).Duration(0), -90 * time.Second},
		{dur(Millisecond, 1500), dur(Millisecond, 1500).Duration(0), 1500 * time.Millisecond},
		{dur(Microsecond, -7), dur(Microsecond, -7).Duration(0), -7 * time.Microsecond},
		{dur(Nanosecond, math.MinInt64), dur(Nanosecond, math.MinInt64).Duration(0), math.MinInt64},
		// Beyond ±292 years a time.Duration saturates.
		{dur(Second, 1e10), dur(Second, 1e10).Duration(0), math.MaxInt64},
		{dur(Millisecond, -1e16), dur(Millisecond, -1e16).Duration(0), math.MinInt64},
		{dur(Second, math.MaxInt64/int64(time.Second)), dur(Second, math.MaxInt64/int64(time.Second)).Duration(0), math.MaxInt64 / time.Second * time.Second},
	} {
		if c.got != c.want {
			t.Errorf("%s %s: Duration = %d, want %d", c.a.DataType(), c.a.ValueString(0), c.got, c.want)
		}
		if v := ValueAt(c.a, 0); v != c.want {
			t.Errorf("%s %s: ValueAt = %v, want %v", c.a.DataType(), c.a.ValueString(0), v, c.want)
		}
	}
}

// TestTimestampPrintEveryUnit: a zoned array prints each unit's digits
// with the offset, a naive one without, and both keep the ISO form.
func TestTimestampPrintEveryUnit(t *testing.T) {
	for _, c := range []struct {
		typ  TimestampType
		v    []int64
		want string
	}{
		{TimestampType{Unit: Second, TimeZone: "Europe/Berlin"}, []int64{1709290800, 1719835200}, "[2024-03-01T12:00:00+01:00 2024-07-01T14:00:00+02:00]"},
		{TimestampType{Unit: Millisecond, TimeZone: "+01:00"}, []int64{-1}, "[1970-01-01T00:59:59.999+01:00]"},
		{TimestampType{Unit: Microsecond, TimeZone: "UTC"}, []int64{1}, "[1970-01-01T00:00:00.000001Z]"},
		{TimestampType{Unit: Nanosecond}, []int64{1}, "[1970-01-01T00:00:00.000000001]"},
	} {
		if got := timestampArray(c.typ, c.v...).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.typ, got, c.want)
		}
	}
}
