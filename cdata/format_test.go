package cdata

import (
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
)

// TestFormatRoundTrip: every type's format string parses back to the same
// type (nested types up to their children, which travel as child schemas).
func TestFormatRoundTrip(t *testing.T) {
	for _, typ := range randarray.Types() {
		st := arrays.StorageOf(typ)
		if dt, ok := st.(*arrays.DictionaryType); ok {
			st = dt.Index
		}
		f, err := Format(st)
		if err != nil {
			t.Fatalf("%s: %v", typ, err)
		}
		got, err := ParseFormat(f)
		if err != nil {
			t.Fatalf("%s: %q: %v", typ, f, err)
		}
		if _, nested := st.(arrays.NestedType); nested {
			if got.ID() != st.ID() {
				t.Errorf("%q parses to %s, want a %s", f, got, st.ID())
			}
			continue
		}
		if !arrays.TypeEqual(got, st) {
			t.Errorf("%q parses to %s, want %s", f, got, st)
		}
	}
	for f, want := range map[string]string{
		"d:9,2":      "decimal128(9, 2)",
		"d:5,1,32":   "decimal32(5, 1)",
		"tsu:":       "timestamp[us]",
		"tsn:+07:30": "timestamp[ns, tz=+07:30]",
		"+ud:":       "dense_union<>",
		"+w:0":       "fixed_size_list<: <nil> not null>[0]",
	} {
		got, err := ParseFormat(f)
		if err != nil || got.String() != want {
			t.Errorf("%q: %v, %v; want %s", f, got, err, want)
		}
	}
}

func TestBadFormats(t *testing.T) {
	for f, want := range map[string]string{
		"":          "unknown type",
		"q":         "unknown type",
		"d:9":       "d:precision,scale",
		"d:0,1":     "precision must be positive",
		"d:9,2,48":  "bit width",
		"d:x,2":     "not a 32-bit integer",
		"w:-1":      "non-negative width",
		"+w:x":      "non-negative size",
		"+us:1,300": "not in 0..127",
		"ttx":       "time unit",
		"tsx:":      "time unit",
		"+q":        "unknown type",
	} {
		_, err := ParseFormat(f)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one mentioning %q", f, err, want)
		}
	}
}

func TestMetadata(t *testing.T) {
	m := arrays.NewMetadata([]string{"a", "", "ключ"}, []string{"1", "empty key", ""})
	b := EncodeMetadata(m)
	got, err := DecodeMetadata(b)
	if err != nil || !got.Equal(m) {
		t.Fatalf("%v %v, want %v", got, err, m)
	}
	if EncodeMetadata(arrays.Metadata{}) != nil {
		t.Error("no pairs must encode as NULL")
	}
	for i := range len(b) {
		if _, err := DecodeMetadata(b[:i]); err == nil {
			t.Errorf("cut at %d bytes: no error", i)
		}
	}
	neg := append([]byte(nil), b...)
	copy(neg[4:8], []byte{0xff, 0xff, 0xff, 0xff})
	if _, err := DecodeMetadata(neg); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Errorf("negative length: %v", err)
	}
}
