package integration

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestGoldRead reads every gold JSON file and checks the decoded shape
// against the raw JSON: batch and column counts, lengths and types.
func TestGoldRead(t *testing.T) {
	files := goldFiles(t)
	for _, name := range sortedKeys(files) {
		path := files[name]
		t.Run(name, func(t *testing.T) {
			f, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			raw := rawJSON(t, path)
			rb := raw["batches"].([]any)
			if len(f.Batches) != len(rb) {
				t.Fatalf("%d batches, JSON has %d", len(f.Batches), len(rb))
			}
			for i, b := range f.Batches {
				if want := rb[i].(map[string]any)["count"].(json.Number).String(); fmt.Sprint(b.Length) != want {
					t.Errorf("batch %d: length %d, JSON count %s", i, b.Length, want)
				}
				if len(b.Columns) != len(f.Schema.Fields) {
					t.Fatalf("batch %d: %d columns for %d fields", i, len(b.Columns), len(f.Schema.Fields))
				}
				for c, col := range b.Columns {
					if col.Len() != b.Length {
						t.Errorf("batch %d column %d: length %d", i, c, col.Len())
					}
					if !arrays.TypeEqual(col.DataType(), f.Schema.Fields[c].Type) {
						t.Errorf("batch %d column %d: type %s, field %s", i, c, col.DataType(), f.Schema.Fields[c].Type)
					}
					_ = col.String() // every accessor must work on what Read returns
				}
			}
		})
	}
}

// TestGoldRoundTrip writes every gold file and reads it back: the data must
// be logically equal, a second write must give the same bytes, and the
// written JSON must match the gold JSON (schema exactly, columns in every
// valid slot).
func TestGoldRoundTrip(t *testing.T) {
	files := goldFiles(t)
	for _, name := range sortedKeys(files) {
		t.Run(name, func(t *testing.T) {
			f, err := ReadFile(files[name])
			if err != nil {
				t.Fatal(err)
			}
			var out1 bytes.Buffer
			if err := Write(&out1, f); err != nil {
				t.Fatal(err)
			}
			g, err := Read(bytes.NewReader(out1.Bytes()))
			if err != nil {
				t.Fatalf("reading what Write wrote: %v\n%s", err, head(out1.String()))
			}
			if d := diffFiles(f, g); d != "" {
				t.Fatal(d)
			}
			var out2 bytes.Buffer
			if err := Write(&out2, g); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out1.Bytes(), out2.Bytes()) {
				t.Fatal("a second Write differs from the first")
			}
			gold := rawJSON(t, files[name])
			var mine map[string]any
			dec := json.NewDecoder(bytes.NewReader(out1.Bytes()))
			dec.UseNumber()
			if err := dec.Decode(&mine); err != nil {
				t.Fatal(err)
			}
			compareGoldJSON(t, gold, mine)
		})
	}
}

// TestGoldRoundTripExtensions registers the gold files' extension names,
// so that their fields read as extension types, and round-trips them.
func TestGoldRoundTripExtensions(t *testing.T) {
	files := goldFiles(t)
	registerTestExt(t, "arrow.uuid", func(s arrays.DataType) bool { return arrays.TypeEqual(s, arrays.FixedSizeBinaryType{ByteWidth: 16}) })
	registerTestExt(t, "uuid", func(s arrays.DataType) bool { return arrays.TypeEqual(s, arrays.FixedSizeBinaryType{ByteWidth: 16}) })
	registerTestExt(t, "dict-extension", func(s arrays.DataType) bool {
		dt, ok := s.(*arrays.DictionaryType)
		return ok && dt.Value.ID() == arrays.UTF8
	})
	n := 0
	for _, name := range sortedKeys(files) {
		if !strings.HasSuffix(name, "/extension") {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			f, err := ReadFile(files[name])
			if err != nil {
				t.Fatal(err)
			}
			for _, fld := range f.Schema.Fields {
				if fld.Type.ID() != arrays.EXTENSION {
					t.Errorf("field %s: type %s, want an extension type", fld.Name, fld.Type)
				}
				if fld.Metadata.Len() != 0 {
					t.Errorf("field %s: extension keys left in the metadata: %v", fld.Name, fld.Metadata)
				}
			}
			var out bytes.Buffer
			if err := Write(&out, f); err != nil {
				t.Fatal(err)
			}
			g, err := Read(&out)
			if err != nil {
				t.Fatal(err)
			}
			if d := diffFiles(f, g); d != "" {
				t.Fatal(d)
			}
			// The JSON written is the gold JSON: the extension keys are back.
			out.Reset()
			if err := Write(&out, g); err != nil {
				t.Fatal(err)
			}
			var mine map[string]any
			dec := json.NewDecoder(&out)
			dec.UseNumber()
			if err := dec.Decode(&mine); err != nil {
				t.Fatal(err)
			}
			compareGoldJSON(t, rawJSON(t, files[name]), mine)
		})
	}
	if n == 0 {
		t.Fatal("no extension gold files")
	}
}

func head(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "..."
	}
	return s
}

func rawJSON(t *testing.T, path string) map[string]any {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	zr, err := gzip.NewReader(fh)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

// compareGoldJSON checks the JSON Write produced against the gold JSON.
// The schema must be identical once the gold file's legal variations are
// normalised (empty metadata, a missing decimal bitWidth). Columns must
// agree on names, counts, validity and every valid slot's value; null
// slots' values are arbitrary and not compared.
func compareGoldJSON(t *testing.T, gold, mine map[string]any) {
	t.Helper()
	gs, ms := normalizeSchema(gold["schema"]), normalizeSchema(mine["schema"])
	if !reflect.DeepEqual(gs, ms) {
		gj, _ := json.Marshal(gs)
		mj, _ := json.Marshal(ms)
		t.Fatalf("schema differs from the gold file:\n gold %s\n mine %s", gj, mj)
	}
	gd, _ := gold["dictionaries"].([]any)
	md, _ := mine["dictionaries"].([]any)
	if len(gold["batches"].([]any)) > 0 && len(gd) != len(md) {
		t.Fatalf("%d dictionaries, gold has %d", len(md), len(gd))
	}
	if len(gold["batches"].([]any)) > 0 {
		byID := map[string]any{}
		for _, d := range md {
			byID[d.(map[string]any)["id"].(json.Number).String()] = d
		}
		for _, d := range gd {
			id := d.(map[string]any)["id"].(json.Number).String()
			m, ok := byID[id]
			if !ok {
				t.Fatalf("dictionary %s missing", id)
			}
			gc := d.(map[string]any)["data"].(map[string]any)["columns"].([]any)[0]
			mc := m.(map[string]any)["data"].(map[string]any)["columns"].([]any)[0]
			if err := compareColumn(gc, mc, "dictionaries(id "+id+")", true); err != nil {
				t.Fatal(err)
			}
		}
	}
	gb, mb := gold["batches"].([]any), mine["batches"].([]any)
	if len(gb) != len(mb) {
		t.Fatalf("%d batches, gold has %d", len(mb), len(gb))
	}
	for i := range gb {
		gcols := gb[i].(map[string]any)["columns"].([]any)
		mcols := mb[i].(map[string]any)["columns"].([]any)
		for c := range gcols {
			if err := compareColumn(gcols[c], mcols[c], fmt.Sprintf("batches[%d].columns[%d]", i, c), false); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func normalizeSchema(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, val := range x {
			if k == "metadata" {
				if a, _ := val.([]any); len(a) == 0 {
					continue
				}
			}
			out[k] = normalizeSchema(val)
		}
		if out["name"] == "decimal" {
			if _, ok := out["bitWidth"]; !ok {
				out["bitWidth"] = json.Number("128")
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i := range x {
			out[i] = normalizeSchema(x[i])
		}
		return out
	}
	return v
}

func compareColumn(gv, mv any, path string, dict bool) error {
	g, m := gv.(map[string]any), mv.(map[string]any)
	if !dict && g["name"] != m["name"] {
		return fmt.Errorf("%s: name %v, gold %v", path, m["name"], g["name"])
	}
	if g["count"].(json.Number) != m["count"].(json.Number) {
		return fmt.Errorf("%s: count %v, gold %v", path, m["count"], g["count"])
	}
	_, union := g["TYPE_ID"]
	var valid []any
	if v, ok := g["VALIDITY"].([]any); ok && !union {
		valid = v
		if !reflect.DeepEqual(g["VALIDITY"], m["VALIDITY"]) {
			return fmt.Errorf("%s: VALIDITY differs", path)
		}
	}
	isValid := func(i int) bool { return valid == nil || valid[i].(json.Number) == "1" }
	same := func(a, b any) bool {
		if as, ok := a.(string); ok {
			if bs, ok := b.(string); ok && strings.EqualFold(as, bs) {
				return true
			}
		}
		if an, ok := a.(json.Number); ok {
			if bn, ok := b.(json.Number); ok && an != bn {
				// "445.0" and "445": the same number spelt two ways.
				af, err1 := strconv.ParseFloat(string(an), 64)
				bf, err2 := strconv.ParseFloat(string(bn), 64)
				return err1 == nil && err2 == nil && af == bf && strings.ContainsAny(string(an)+string(bn), ".eE")
			}
		}
		return reflect.DeepEqual(a, b)
	}
	_, hasChildren := g["children"]
	for _, k := range []string{"DATA", "VIEWS"} {
		ga, ok := g[k].([]any)
		if !ok {
			continue
		}
		ma, _ := m[k].([]any)
		if len(ga) != len(ma) {
			return fmt.Errorf("%s.%s: %d entries, gold %d", path, k, len(ma), len(ga))
		}
		for i := range ga {
			if isValid(i) && !same(ga[i], ma[i]) {
				if gm, ok := ga[i].(map[string]any); ok {
					if mm, ok := ma[i].(map[string]any); ok && len(gm) == len(mm) {
						eq := true
						for kk := range gm {
							eq = eq && same(gm[kk], mm[kk])
						}
						if eq {
							continue
						}
					}
				}
				return fmt.Errorf("%s.%s[%d]: %v, gold %v", path, k, i, ma[i], ga[i])
			}
		}
	}
	keys := []string{"TYPE_ID", "SIZE", "VARIADIC_DATA_BUFFERS"}
	if hasChildren || union {
		keys = append(keys, "OFFSET") // list and dense union offsets; binary offsets may differ in null slots
	}
	for _, k := range keys {
		if gk, ok := g[k]; ok && !same(fmt.Sprint(gk), fmt.Sprint(m[k])) {
			return fmt.Errorf("%s.%s: %v, gold %v", path, k, m[k], gk)
		}
	}
	gc, _ := g["children"].([]any)
	mc, _ := m["children"].([]any)
	if len(gc) != len(mc) {
		return fmt.Errorf("%s: %d children, gold %d", path, len(mc), len(gc))
	}
	for i := range gc {
		if err := compareColumn(gc[i], mc[i], fmt.Sprintf("%s.children[%d]", path, i), false); err != nil {
			return err
		}
	}
	return nil
}
