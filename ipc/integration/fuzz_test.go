package integration

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// FuzzRead: Read never panics; whatever it accepts can be printed, and
// writing it then reading it back gives the same data (or a clear write
// error, such as for a NaN read from the string "NaN").
func FuzzRead(f *testing.F) {
	seeds := []string{
		fmt.Sprintf(twoDicts, `"p", "q"`),
		doc(fList, "", batch(2, `{"name": "l", "count": 2, "VALIDITY": [1, 0], "OFFSET": [0, 2, 3], "children": [{"name": "item", "count": 3, "VALIDITY": [1, 1, 0], "DATA": [1, 2, 3]}]}`)),
		doc(fDict, dict5, batch(2, `{"name": "d", "count": 2, "VALIDITY": [1, 1], "DATA": [1, 0]}`)),
		doc(fUnion, "", batch(2, `{"name": "u", "count": 2, "TYPE_ID": [3, 9], "OFFSET": [0, 0], "children": [{"name": "i", "count": 1, "VALIDITY": [1], "DATA": [7]}, {"name": "s", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "DATA": ["z"]}]}`)),
		doc(fREE, "", batch(4, `{"name": "r", "count": 4, "children": [{"name": "run_ends", "count": 2, "VALIDITY": [1, 1], "DATA": [3, 4]}, {"name": "values", "count": 2, "VALIDITY": [1, 0], "DATA": [1, 2]}]}`)),
		doc(fView, "", batch(2, `{"name": "v", "count": 2, "VALIDITY": [1, 1], "VIEWS": [{"SIZE": 13, "PREFIX_HEX": "00112233", "BUFFER_INDEX": 0, "OFFSET": 0}, {"SIZE": 1, "INLINED": "AB"}], "VARIADIC_DATA_BUFFERS": ["00112233445566778899AABBCCDDEEFF"]}`)),
		doc(`{"name": "m", "nullable": true, "type": {"name": "map", "keysSorted": false}, "children": [{"name": "entries", "nullable": false, "type": {"name": "struct"}, "children": [{"name": "key", "nullable": false, "type": {"name": "utf8"}, "children": []}, {"name": "value", "nullable": true, "type": {"name": "floatingpoint", "precision": "HALF"}, "children": []}]}]}`, "",
			batch(1, `{"name": "m", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "children": [{"name": "entries", "count": 1, "VALIDITY": [1], "children": [{"name": "key", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "DATA": ["k"]}, {"name": "value", "count": 1, "VALIDITY": [1], "DATA": [0.5]}]}]}`)),
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, js string) {
		file, err := Read(strings.NewReader(js))
		if err != nil {
			return
		}
		for _, b := range file.Batches {
			for _, c := range b.Columns {
				_ = c.String()
			}
		}
		var buf bytes.Buffer
		if err := Write(&buf, file); err != nil {
			if strings.Contains(err.Error(), "malformed array") {
				t.Fatalf("Read returned an array Write finds malformed: %v", err)
			}
			return
		}
		back, err := Read(&buf)
		if err != nil {
			t.Fatalf("reading what Write wrote: %v\n%s", err, buf.String())
		}
		if d := diffFiles(file, back); d != "" {
			t.Fatal(d)
		}
	})
}
