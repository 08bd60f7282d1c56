package ipctool

import (
	"bytes"
	"errors"
	"fmt"
	"unicode/utf8"
)

// ErrNotArrow is the class of inputs recognised as another format (Parquet,
// gzip, text, ...) before they are parsed as Arrow IPC.
var ErrNotArrow = errors.New("not Arrow IPC")

// sniffLen is how many leading bytes Sniff wants: enough that text is told
// from binary by more than a few bytes (random bytes pass an 8-byte test of
// "no control characters" a third of the time) and that a CSV header line
// usually fits.
const sniffLen = 256

// Sniff recognises, from its first bytes, an input that is not Arrow IPC but
// a format people hand to Arrow tools by mistake, and returns an error
// wrapping ErrNotArrow that says what it looks like; nil when head could
// start an IPC stream or file. An IPC stream starts with the continuation
// marker 0xFFFFFFFF or (pre-0.15 framing) a little-endian metadata length,
// whose high bytes are zero for any real length, so text and the magic
// numbers below cannot be streams.
func Sniff(head []byte) error {
	what := ""
	switch {
	case bytes.HasPrefix(head, magic):
		return nil
	case bytes.HasPrefix(head, []byte("PAR1")):
		what = "a Parquet file (it starts with PAR1); this command reads Arrow IPC only (cat, schema, validate and convert read Parquet)"
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b, 0x08}):
		what = "gzip-compressed data; decompress it first (gunzip -c FILE | quiver ... -)"
	case bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		what = "zstd-compressed data; decompress it first (zstd -dc FILE | quiver ... -)"
	case bytes.HasPrefix(head, []byte{0x04, 0x22, 0x4d, 0x18}):
		what = "LZ4-frame-compressed data; decompress it first"
	case bytes.HasPrefix(head, []byte("BZh")):
		what = "bzip2-compressed data; decompress it first"
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		what = "a zip archive"
	case bytes.HasPrefix(head, []byte("FEA1")):
		what = "a Feather version 1 file (Feather 2 is the Arrow IPC file format, which quiver reads)"
	case len(head) >= 4 && isText(head):
		switch c := firstNonSpace(head); {
		case c == '{' || c == '[':
			what = "JSON text (Arrow's integration JSON is read by arrow-json-integration-test)"
		case looksDelimited(head):
			what = "delimited text (CSV or TSV)"
		default:
			what = "text"
		}
	default:
		return nil
	}
	return fmt.Errorf("%w: the input looks like %s", ErrNotArrow, what)
}

// isText reports whether head is valid UTF-8 (but for a code point cut at
// its end) without control characters other than tab, newline and
// carriage return.
func isText(head []byte) bool {
	for _, c := range head {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0x7f {
			return false
		}
	}
	// A code point the sniffed window cuts short is still text.
	for cut := 0; cut < utf8.UTFMax && cut < len(head); cut++ {
		if utf8.Valid(head[:len(head)-cut]) {
			return cut == 0 || !utf8.FullRune(head[len(head)-cut:])
		}
	}
	return false
}

// looksDelimited reports whether head's first line (all of head when no
// line ends within it) holds a comma, tab, semicolon or bar.
func looksDelimited(head []byte) bool {
	line := head
	if i := bytes.IndexAny(head, "\r\n"); i >= 0 {
		line = head[:i]
	}
	return bytes.ContainsAny(line, ",\t;|")
}

func firstNonSpace(b []byte) byte {
	for _, c := range bytes.TrimLeft(b, " \t\r\n\xef\xbb\xbf") {
		return c
	}
	return 0
}
