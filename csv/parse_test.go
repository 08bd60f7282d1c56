package csv

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"
)

// TestSimpleFloat checks the fast path against strconv on random plain
// decimals, including the longest it takes and one digit more.
func TestSimpleFloat(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200000 {
		nd := 1 + rng.IntN(17)
		b := []byte{}
		if rng.IntN(3) == 0 {
			b = append(b, "-+"[rng.IntN(2)])
		}
		point := rng.IntN(nd + 2)
		for i := range nd {
			if i == point {
				b = append(b, '.')
			}
			b = append(b, byte('0'+rng.IntN(10)))
		}
		want, werr := strconv.ParseFloat(string(b), 64)
		got, err := parseFloat(b, 64)
		if (err == nil) != (werr == nil) || (err == nil && math.Float64bits(got) != math.Float64bits(want)) {
			t.Fatalf("%q: %v %v, strconv %v %v", b, got, err, want, werr)
		}
	}
	for _, s := range []string{"", "-", ".", "1..2", "1_000", "0x10", "1e", "--1"} {
		if _, err := parseFloat([]byte(s), 64); err == nil {
			t.Errorf("%q parses", s)
		}
	}
}

func TestParseDecimal(t *testing.T) {
	for _, tc := range []struct {
		in       string
		prec, sc int32
		want     string
		err      error
	}{
		{"12.34", 5, 2, "1234", nil},
		{"-0.5", 3, 2, "-50", nil},
		{"+7", 3, 2, "700", nil},
		{"1.2300", 5, 2, "123", nil},
		{".5", 2, 1, "5", nil},
		{"5.", 2, 1, "50", nil},
		{"1.5e2", 5, 0, "150", nil},
		{"15e-1", 5, 1, "15", nil},
		{"1200", 5, -2, "12", nil},
		{"1250", 5, -2, "", errDecPrecise},
		{"1.234", 5, 2, "", errDecPrecise},
		{"123456", 5, 0, "", errDecPrec},
		{"99999", 5, 0, "99999", nil},
		{"0000012", 2, 0, "12", nil},
		{"1e1000", 38, 0, "", errDecPrec},
		{"abc", 5, 0, "", errNotDecimal},
		{"1.2.3", 5, 0, "", errNotDecimal},
		{"", 5, 0, "", errNotDecimal},
		{"-", 5, 0, "", errNotDecimal},
		{"1e", 5, 0, "", errNotDecimal},
	} {
		got, err := parseDecimal([]byte(tc.in), tc.prec, tc.sc, new(big.Int))
		if err != tc.err || (err == nil && got.String() != tc.want) {
			t.Errorf("%q as (%d, %d): %v %v, want %s %v", tc.in, tc.prec, tc.sc, got, err, tc.want, tc.err)
		}
	}
}

func TestDates(t *testing.T) {
	for d := int64(-800000); d < 3000000; d += 37 {
		y, m, dd := civil(d)
		if got := civilDays(int(y), m, dd); got != d {
			t.Fatalf("day %d -> %d-%d-%d -> %d", d, y, m, dd, got)
		}
		if y >= 1 && y <= 9999 {
			want := time.Unix(d*86400, 0).UTC().Format("2006-01-02")
			if got := string(appendDate(nil, d)); got != want {
				t.Fatalf("day %d: %s, time says %s", d, got, want)
			}
			if back, err := parseDate([]byte(want)); err != nil || back != d {
				t.Fatalf("%s: %d %v", want, back, err)
			}
		}
	}
	for _, s := range []string{"2021-02-29", "2020-00-01", "2020-01-32", "2020-1-01", "20200101", "2020/01/01", "2020-01-01x"} {
		if _, err := parseDate([]byte(s)); err == nil {
			t.Errorf("%q parses as a date", s)
		}
	}
}

func TestParseISO(t *testing.T) {
	for _, tc := range []struct {
		in    string
		unix  int64
		nsec  int64
		zoned bool
		ok    bool
	}{
		{"2020-01-02", 1577923200, 0, false, true},
		{"2020-01-02T03:04", 1577934240, 0, false, true},
		{"2020-01-02 03:04:05.123456789", 1577934245, 123456789, false, true},
		{"2020-01-02T03:04:05Z", 1577934245, 0, true, true},
		{"2020-01-02T03:04:05+01", 1577934245 - 3600, 0, true, true},
		{"2020-01-02T03:04:05-0130", 1577934245 + 5400, 0, true, true},
		{"2020-01-02T03:04:05.5+05:30", 1577934245 - 19800, 500000000, true, true},
		{"1969-12-31T23:59:59.9", -1, 900000000, false, true},
		{"2020-01-02T24:00", 0, 0, false, false},
		{"2020-01-02T03:04:05.", 0, 0, false, false},
		{"2020-01-02T03:04:05.1234567891", 0, 0, false, false},
		{"2020-01-02T03:04:05+1", 0, 0, false, false},
		{"2020-01-02T03:04:05 Z", 0, 0, false, false},
		{"2020-01-02X03:04", 0, 0, false, false},
	} {
		st, ok := parseISO([]byte(tc.in))
		if ok != tc.ok || (ok && (st.sec != tc.unix || st.nsec != tc.nsec || st.zoned != tc.zoned)) {
			t.Errorf("%q: %+v %v, want %d.%09d zoned %v %v", tc.in, st, ok, tc.unix, tc.nsec, tc.zoned, tc.ok)
		}
	}
	if _, err := toUnit(math.MaxInt64/1000, 0, 0, 3); err != errRange {
		t.Errorf("overflow: %v", err)
	}
}

func TestParseInts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		bits uint
		want int64
		err  error
	}{
		{"127", 8, 127, nil}, {"-128", 8, -128, nil}, {"128", 8, 0, errRange}, {"-129", 8, 0, errRange},
		{"9223372036854775807", 64, math.MaxInt64, nil}, {"-9223372036854775808", 64, math.MinInt64, nil},
		{"9223372036854775808", 64, 0, errRange}, {"99999999999999999999", 64, 0, errRange},
		{"+5", 64, 5, nil}, {"", 64, 0, errNotInt}, {"-", 64, 0, errNotInt}, {"1.0", 64, 0, errNotInt}, {" 1", 64, 0, errNotInt},
	} {
		got, err := parseInt([]byte(tc.in), tc.bits)
		if err != tc.err || got != tc.want {
			t.Errorf("%q int%d: %d %v", tc.in, tc.bits, got, err)
		}
	}
	if v, err := parseUint([]byte("18446744073709551615"), 64); err != nil || v != math.MaxUint64 {
		t.Errorf("max uint64: %d %v", v, err)
	}
	for _, s := range []string{"18446744073709551616", "-1", "256"} {
		bits := uint(64)
		if s == "256" {
			bits = 8
		}
		if _, err := parseUint([]byte(s), bits); err == nil {
			t.Errorf("%q parses as uint%d", s, bits)
		}
	}
}
