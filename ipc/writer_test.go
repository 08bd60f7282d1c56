package ipc

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// sampleBatch is a small batch of a few layouts: int64, utf8 with nulls,
// list<int32> and a dictionary-encoded utf8 column, n rows.
func sampleBatch(t testing.TB, n int) *arrays.RecordBatch {
	t.Helper()
	ib := arrays.NewInt64Builder()
	sb := arrays.NewUtf8Builder()
	lb := arrays.NewListBuilder(arrays.ListOf(arrays.Int32Type{}))
	vb := lb.ValueBuilder().(*arrays.Int32Builder)
	dt := &arrays.DictionaryType{Index: arrays.Int16Type{}, Value: arrays.Utf8Type{}}
	db := arrays.NewDictionaryBuilder(dt)
	words := []string{"alpha", "beta", "gamma"}
	for i := range n {
		ib.Append(int64(i) * 1000003)
		if i%3 == 2 {
			sb.AppendNull()
			lb.AppendNull()
			db.AppendNull()
		} else {
			sb.AppendString(words[i%3] + "-" + words[(i/3)%3])
			lb.Append(true)
			for k := range i % 4 {
				vb.Append(int32(i*10 + k))
			}
			if err := db.AppendString(words[i%3]); err != nil {
				t.Fatal(err)
			}
		}
	}
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "i", Type: arrays.Int64Type{}},
		{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
		{Name: "l", Type: arrays.ListOf(arrays.Int32Type{}), Nullable: true},
		{Name: "d", Type: dt, Nullable: true},
	}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{ib.NewArray(), sb.NewArray(), lb.NewArray(), db.NewArray()}, n)
	if err != nil {
		t.Fatal(err)
	}
	return rb
}

// goldSources reads the stream of every gold case (skipping the
// big-endian copies, which hold the same data) for tests that need real
// arrays of every layout.
func goldSources(t *testing.T) map[string]*goldBatches {
	t.Helper()
	out := map[string]*goldBatches{}
	for _, c := range goldCases(t) {
		if c.dir == "1.0.0-bigendian" {
			continue
		}
		g, err := readStreamBytes(readFile(t, c.base+".stream"), c.readOptions()...)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		out[c.String()] = g
	}
	return out
}

// sliceBounds are the slices of an n-row batch the tests write: offsets
// that are and are not multiples of 8, empty and single-row slices.
func sliceBounds(n int) [][2]int {
	var out [][2]int
	for _, b := range [][2]int{{1, n}, {0, n - 1}, {3, n - 2}, {8, n}, {n / 2, n/2 + 1}, {5, 5}, {n / 3, 2*n/3 + 1}} {
		if b[0] >= 0 && b[0] <= b[1] && b[1] <= n {
			out = append(out, b)
		}
	}
	return out
}

// TestWriteSlices writes slices of every gold batch (every layout, with
// offsets that are not multiples of 8) as streams and files and checks
// that reading them back gives the slices.
func TestWriteSlices(t *testing.T) {
	for name, g := range goldSources(t) {
		t.Run(name, func(t *testing.T) {
			var slices []*arrays.RecordBatch
			for _, rb := range g.batches {
				for _, b := range sliceBounds(rb.NumRows()) {
					slices = append(slices, rb.Slice(b[0], b[1]))
				}
			}
			opts := []WriteOption{WithDictionaryIDs(g.header.Dictionaries)}
			s, err := writeStreamBytes(g.schema, slices, opts...)
			if err != nil {
				t.Fatal(err)
			}
			got, err := readStreamBytes(s, WithLaxDecimalPrecision())
			if err != nil {
				t.Fatal(err)
			}
			f, err := writeFileBytes(g.schema, slices, append(opts, WithCompression(CompressionZSTD))...)
			if err != nil {
				t.Fatal(err)
			}
			gotFile, err := readFileBytes(f, WithLaxDecimalPrecision())
			if err != nil {
				t.Fatal(err)
			}
			for _, back := range []*goldBatches{got, gotFile} {
				if len(back.batches) != len(slices) {
					t.Fatalf("%d batches back, wrote %d", len(back.batches), len(slices))
				}
				for i, want := range slices {
					for c := range want.NumCols() {
						if d := arrays.EqualDiff(back.batches[i].Column(c), want.Column(c), arrays.EqualNaN(true)); d != "" {
							t.Fatalf("slice %d column %d (%q): %s", i, c, want.ColumnName(c), d)
						}
					}
				}
			}
		})
	}
}

// utf8Array builds a utf8 array; nil entries of valid mark nulls.
func utf8Array(vals ...string) arrays.Array {
	b := arrays.NewUtf8Builder()
	for _, v := range vals {
		b.AppendString(v)
	}
	return b.NewArray()
}

// dictArray builds a dictionary array over dict; index -1 is a null.
func dictArray(t testing.TB, dt *arrays.DictionaryType, dict arrays.Array, idx ...int) arrays.Array {
	t.Helper()
	b := arrays.NewDictionaryBuilder(dt)
	if err := b.SetDictionary(dict); err != nil {
		t.Fatal(err)
	}
	for _, i := range idx {
		if i < 0 {
			b.AppendNull()
		} else if err := b.AppendIndex(i); err != nil {
			t.Fatal(err)
		}
	}
	a, err := b.NewDictionaryArray()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func oneColumn(t testing.TB, name string, a arrays.Array) *arrays.RecordBatch {
	t.Helper()
	s := arrays.NewSchema([]arrays.Field{{Name: name, Type: a.DataType(), Nullable: true}}, nil)
	rb, err := arrays.NewRecordBatch(s, []arrays.Array{a}, a.Len())
	if err != nil {
		t.Fatal(err)
	}
	return rb
}

// messageKinds lists the messages of a stream (or of the stream inside a
// file): "schema", "batch", "dict <id>" or "delta <id>".
func messageKinds(t testing.TB, b []byte) []string {
	t.Helper()
	var off int64
	if bytes.HasPrefix(b, fileMagic[:]) {
		off = fileHeaderLen
	}
	var out []string
	for {
		m, next, err := ReadMessageAt(b, off)
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		off = next
		switch m.Type() {
		case MessageSchema:
			out = append(out, "schema")
		case MessageRecordBatch:
			out = append(out, "batch")
		case MessageDictionaryBatch:
			h, err := m.DictionaryBatch()
			if err != nil {
				t.Fatal(err)
			}
			kind := "dict"
			if h.IsDelta {
				kind = "delta"
			}
			out = append(out, fmt.Sprintf("%s %d", kind, h.ID))
		}
	}
}

func TestDictionaryDeltasAndReplacement(t *testing.T) {
	dt := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
	ab := utf8Array("a", "b")
	abc := utf8Array("a", "b", "c")
	xy := utf8Array("x", "y")
	batches := []*arrays.RecordBatch{
		oneColumn(t, "d", dictArray(t, dt, ab, 0, 1, -1)),
		oneColumn(t, "d", dictArray(t, dt, abc, 2, 0)),
		oneColumn(t, "d", dictArray(t, dt, xy, 1)),
		oneColumn(t, "d", dictArray(t, dt, xy, 0, 0)),
		oneColumn(t, "d", dictArray(t, dt, utf8Array("x", "y"), 1)), // equal values, another array
	}
	schema := batches[0].Schema()
	check := func(t *testing.T, b []byte, file bool, n int, kinds string) {
		t.Helper()
		if got := strings.Join(messageKinds(t, b), ","); got != kinds {
			t.Errorf("messages %s, want %s", got, kinds)
		}
		var back *goldBatches
		var err error
		if file {
			back, err = readFileBytes(b)
		} else {
			back, err = readStreamBytes(b)
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(back.batches) != n {
			t.Fatalf("%d batches back, want %d", len(back.batches), n)
		}
		for i := range n {
			if d := arrays.EqualDiff(back.batches[i].Column(0), batches[i].Column(0)); d != "" {
				t.Errorf("batch %d: %s", i, d)
			}
		}
	}
	t.Run("stream deltas", func(t *testing.T) {
		b, err := writeStreamBytes(schema, batches, WithDeltaDictionaries())
		if err != nil {
			t.Fatal(err)
		}
		check(t, b, false, 5, "schema,dict 0,batch,delta 0,batch,dict 0,batch,batch,batch")
	})
	t.Run("stream replacements", func(t *testing.T) {
		b, err := writeStreamBytes(schema, batches)
		if err != nil {
			t.Fatal(err)
		}
		check(t, b, false, 5, "schema,dict 0,batch,dict 0,batch,dict 0,batch,batch,batch")
	})
	t.Run("stream without replacement", func(t *testing.T) {
		_, err := writeStreamBytes(schema, batches, WithDeltaDictionaries(), WithoutDictionaryReplacement())
		if err == nil || !strings.Contains(err.Error(), "replacement is disabled") || !strings.Contains(err.Error(), "record batch 2") {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("file deltas", func(t *testing.T) {
		b, err := writeFileBytes(schema, batches[:2], WithDeltaDictionaries(), WithCompression(CompressionLZ4))
		if err != nil {
			t.Fatal(err)
		}
		check(t, b, true, 2, "schema,dict 0,batch,delta 0,batch")
		f, err := NewFileReader(b)
		if err != nil {
			t.Fatal(err)
		}
		if f.NumDictionaries() != 2 {
			t.Errorf("%d dictionary blocks", f.NumDictionaries())
		}
	})
	t.Run("file replacement", func(t *testing.T) {
		_, err := writeFileBytes(schema, batches[:3], WithDeltaDictionaries())
		if err == nil || !strings.Contains(err.Error(), "cannot replace dictionaries") {
			t.Fatalf("error %v", err)
		}
		_, err = writeFileBytes(schema, batches[:2])
		if err == nil || !strings.Contains(err.Error(), "cannot replace dictionaries") {
			t.Fatalf("without deltas: error %v", err)
		}
	})
}

// reframe rewrites a stream with its messages in another order: order
// lists message indices (0 is the schema).
func reframe(t testing.TB, b []byte, order ...int) []byte {
	t.Helper()
	var msgs []*Message
	for off := int64(0); ; {
		m, next, err := ReadMessageAt(b, off)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, m)
		off = next
	}
	var out bytes.Buffer
	for _, i := range order {
		if _, err := msgs[i].WriteTo(&out); err != nil {
			t.Fatal(err)
		}
	}
	WriteEOS(&out)
	return out.Bytes()
}

// TestDictionaryAfterAllNullBatch reads a stream whose first batch uses a
// dictionary that arrives only after it, with every slot null, as writers
// that send dictionaries lazily produce.
func TestDictionaryAfterAllNullBatch(t *testing.T) {
	dt := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	dict := utf8Array("p", "q")
	first := oneColumn(t, "d", dictArray(t, dt, dict, -1, -1, -1))
	second := oneColumn(t, "d", dictArray(t, dt, dict, 1, 0))
	b, err := writeStreamBytes(first.Schema(), []*arrays.RecordBatch{first, second})
	if err != nil {
		t.Fatal(err)
	}
	// schema, dict, batch, batch -> schema, batch, dict, batch
	late := reframe(t, b, 0, 2, 1, 3)
	got, err := readStreamBytes(late)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []*arrays.RecordBatch{first, second} {
		if d := arrays.EqualDiff(got.batches[i].Column(0), want.Column(0)); d != "" {
			t.Errorf("batch %d: %s", i, d)
		}
	}
	// A batch with a valid slot cannot come before its dictionary.
	early := reframe(t, b, 0, 3, 1, 2)
	_, err = readStreamBytes(early)
	if err == nil || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "dictionary id 0 has not been received") ||
		!strings.Contains(err.Error(), `field "d"`) {
		t.Fatalf("error %v", err)
	}
}

// allIndices is a dictionary array of type t (a dictionary type, or an
// extension over one) selecting every value of dict once.
func allIndices(t arrays.DataType, dict *arrays.Data) arrays.Array {
	dt := arrays.StorageOf(t).(*arrays.DictionaryType)
	w := indexWidth(dt)
	idx := arrays.AllocBuffer(w * dict.Length)
	for i := range dict.Length {
		putInt(idx, w, i, int64(i))
	}
	d := arrays.NewData(t, dict.Length, [][]byte{nil, idx}, nil, 0, 0)
	d.Dictionary = dict
	return arrays.MakeArray(d)
}

// TestDeltaDictionariesOfGold sends the dictionary of every dictionary
// column of the gold files (utf8, nested lists and structs of dictionary
// fields, extensions) in two parts, the second as a delta, and reads it
// back from a stream and a file.
func TestDeltaDictionariesOfGold(t *testing.T) {
	n := 0
	for name, g := range goldSources(t) {
		for c, f := range g.schema.Fields {
			if dictionaryOf(f.Type) == nil || len(g.batches) == 0 {
				continue
			}
			dict := g.batches[0].Column(c).Data().Dictionary
			if dict.Length < 2 {
				continue
			}
			n++
			t.Run(fmt.Sprintf("%s/%s", name, f.Name), func(t *testing.T) {
				k := dict.Length / 2
				schema := arrays.NewSchema([]arrays.Field{f}, nil)
				var batches []*arrays.RecordBatch
				for _, d := range []*arrays.Data{dict.Slice(0, k), dict} {
					a := allIndices(f.Type, d)
					rb, err := arrays.NewRecordBatch(schema, []arrays.Array{a}, a.Len())
					if err != nil {
						t.Fatal(err)
					}
					batches = append(batches, rb)
				}
				s, err := writeStreamBytes(schema, batches, WithDeltaDictionaries())
				if err != nil {
					t.Fatal(err)
				}
				f, err := writeFileBytes(schema, batches, WithDeltaDictionaries(), WithCompression(CompressionZSTD))
				if err != nil {
					t.Fatal(err)
				}
				if kinds := messageKinds(t, s); !slices.Contains(kinds, "delta 0") {
					t.Errorf("no delta sent: %v", kinds)
				}
				for _, back := range []func() (*goldBatches, error){
					func() (*goldBatches, error) { return readStreamBytes(s) },
					func() (*goldBatches, error) { return readFileBytes(f) },
				} {
					got, err := back()
					if err != nil {
						t.Fatal(err)
					}
					for i, want := range batches {
						if d := arrays.EqualDiff(got.batches[i].Column(0), want.Column(0), arrays.EqualNaN(true)); d != "" {
							t.Fatalf("batch %d: %s", i, d)
						}
					}
				}
			})
		}
	}
	if n == 0 {
		t.Fatal("no dictionary columns in the gold files")
	}
}

// TestConcatEveryLayout checks the concatenation behind delta
// dictionaries on every column of the gold files: the two halves of a
// column, and of a slice of it, concatenate to the whole.
func TestConcatEveryLayout(t *testing.T) {
	for name, g := range goldSources(t) {
		for _, rb := range g.batches {
			for c, col := range rb.Columns() {
				n := col.Len()
				for _, r := range [][3]int{{0, n / 2, n}, {1, n / 2, n - 1}, {3, 3, n}, {0, n, n}} {
					if r[0] > r[1] || r[1] > r[2] || r[2] > n {
						continue
					}
					a, b := col.Data().Slice(r[0], r[1]), col.Data().Slice(r[1], r[2])
					got, err := concatData(a, b)
					if err != nil {
						t.Fatalf("%s column %d %v: %v", name, c, r, err)
					}
					if err := arrays.ValidateDataSafe(got); err != nil {
						t.Fatalf("%s column %d %v: concatenation is invalid: %v", name, c, r, err)
					}
					want := arrays.Slice(col, r[0], r[2])
					if d := arrays.EqualDiff(arrays.MakeArray(got), want, arrays.EqualNaN(true)); d != "" {
						t.Fatalf("%s column %d (%s) %v: %s", name, c, col.DataType(), r, d)
					}
				}
			}
		}
	}
}

// TestNestedDictionaryChanges sends a dictionary of structs whose field is
// dictionary-encoded too: first both, then both extended (two deltas, the
// inner first), then the inner one replaced while the outer values stay the
// same logically, which must resend the outer one whole.
func TestNestedDictionaryChanges(t *testing.T) {
	inner := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	st := arrays.StructOf(arrays.Field{Name: "s", Type: inner, Nullable: true})
	outer := &arrays.DictionaryType{Index: arrays.Int16Type{}, Value: st}
	values := func(dict arrays.Array, idx ...int) arrays.Array {
		c := dictArray(t, inner, dict, idx...)
		return arrays.MakeArray(arrays.NewData(st, c.Len(), [][]byte{nil}, []*arrays.Data{c.Data()}, 0, 0))
	}
	batches := []*arrays.RecordBatch{
		oneColumn(t, "o", dictArray(t, outer, values(utf8Array("a", "b"), 0, 1, 1), 2, 0, 1)),
		oneColumn(t, "o", dictArray(t, outer, values(utf8Array("a", "b", "c"), 0, 1, 1, 2), 3, 0)),
		oneColumn(t, "o", dictArray(t, outer, values(utf8Array("c", "a", "b"), 1, 2, 2, 0), 3, 1)),
	}
	b, err := writeStreamBytes(batches[0].Schema(), batches, WithDeltaDictionaries())
	if err != nil {
		t.Fatal(err)
	}
	want := "schema,dict 1,dict 0,batch,delta 1,delta 0,batch,dict 1,dict 0,batch"
	if got := strings.Join(messageKinds(t, b), ","); got != want {
		t.Errorf("messages %s, want %s", got, want)
	}
	back, err := readStreamBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	for i, rb := range batches {
		if d := arrays.EqualDiff(back.batches[i].Column(0), rb.Column(0)); d != "" {
			t.Errorf("batch %d: %s", i, d)
		}
	}
	// A file can take the deltas but not the replacement.
	if _, err := writeFileBytes(batches[0].Schema(), batches[:2], WithDeltaDictionaries()); err != nil {
		t.Fatal(err)
	}
	if _, err := writeFileBytes(batches[0].Schema(), batches, WithDeltaDictionaries()); err == nil {
		t.Fatal("a file replaced a nested dictionary")
	}
}
