package ipctool

import (
	"bytes"
	"errors"
	"math/rand/v2"
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
		{[]byte("a,b,c\n1,"), "delimited text"},
		{[]byte("id\tname\n1\tx"), "delimited text"},
		{[]byte("hello world, again"), "delimited text"},
		{[]byte("hello world\n"), "looks like text"},
		{[]byte("caf\xc3\xa9 au lait \xc3"), "looks like text"}, // a code point cut at the end
		{[]byte("caf\xe9 au lait"), ""},                        // Latin-1, not UTF-8: no claim
		{[]byte("\x80\x81\x82\x83 abc"), ""},
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
	// Random bytes are not text: the old 8-byte test called a third of
	// them "text (CSV?)".
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 2000 {
		b := make([]byte, sniffLen)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		if err := Sniff(b); err != nil {
			t.Fatalf("random input %d: %v", i, err)
		}
	}
	// Through OpenReader, for stdin.
	if _, err := OpenReader(bytes.NewReader([]byte("PAR1 and the rest"))); !errors.Is(err, ErrNotArrow) {
		t.Errorf("OpenReader: %v", err)
	}
}
