package ipctool

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestSniff(t *testing.T) {
	for _, c := range []struct {
		head []byte
		want string // "" for no error
	}{
		{[]byte("ARROW1\x00\x00"), ""},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0x10, 0x01, 0, 0}, ""}, // stream
		{[]byte{0x10, 0x01, 0, 0, 0x10, 0, 0, 0}, ""},          // pre-0.15 stream
		{[]byte("PAR1\x15\x04\x15\x10"), "Parquet"},
		{[]byte{0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0}, "gzip"},
		{[]byte{0x28, 0xb5, 0x2f, 0xfd, 0x24, 0, 0, 0}, "zstd"},
		{[]byte("{\n  \"sc"), "JSON"},
		{[]byte("  [1, 2]"), "JSON"},
		{[]byte("a,b,c\n1,"), "text"},
		{[]byte("FEA1\x00\x00\x00\x00"), "Feather version 1"},
		{[]byte("PK\x03\x04abcd"), "zip"},
		{[]byte("ab"), ""}, // too short to call text
	} {
		err := Sniff(c.head)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("% x: %v", c.head, err)
		case c.want != "" && (!errors.Is(err, ErrNotArrow) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("% x: %v, want %q", c.head, err, c.want)
		}
	}
	// Through OpenReader, for stdin.
	if _, err := OpenReader(bytes.NewReader([]byte("PAR1 and the rest"))); !errors.Is(err, ErrNotArrow) {
		t.Errorf("OpenReader: %v", err)
	}
}
