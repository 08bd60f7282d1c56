package integration

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
)

// reader decodes the dictionaries and batches of one document.
type reader struct {
	dicts map[int64]*dictEntry
}

// dictEntry is one element of "dictionaries", decoded on first use (a
// dictionary whose values hold dictionary-encoded fields needs those first).
type dictEntry struct {
	value *node  // the dictionary's value field
	path  string // JSON path of its column
	col   any
	count int
	data  *arrays.Data
	busy  bool
}

func decode(r io.Reader) (*File, error) {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		if err != nil {
			return nil, jsonError(err)
		}
		return nil, &Error{Msg: fmt.Sprintf("unexpected data after the document at byte %d", dec.InputOffset())}
	}
	top, err := asObject(doc, "(document)")
	if err != nil {
		return nil, err
	}
	sv, err := member(top, "schema", "(document)")
	if err != nil {
		return nil, err
	}
	sr := &schemaReader{dictValues: map[int64]*node{}, ids: map[string]int64{}, idUser: map[int64]string{}}
	schema, nodes, err := sr.schema(sv, "schema")
	if err != nil {
		return nil, err
	}
	f := &File{Schema: schema}
	if len(sr.ids) > 0 {
		f.DictionaryIDs = sr.ids
	}

	rd := &reader{dicts: map[int64]*dictEntry{}}
	var order []int64
	if dv := top["dictionaries"]; dv != nil {
		ds, err := asArray(dv, "dictionaries")
		if err != nil {
			return nil, err
		}
		for i, v := range ds {
			id, e, err := dictionaryEntry(v, index("dictionaries", i), sr.dictValues)
			if err != nil {
				return nil, err
			}
			if _, dup := rd.dicts[id]; dup {
				return nil, errorf(index("dictionaries", i), "dictionary id %d appears twice", id)
			}
			rd.dicts[id] = e
			order = append(order, id)
		}
	}
	// Decode every dictionary, used or not, so that malformed ones are
	// reported even in files without batches.
	for _, id := range order {
		if _, err := rd.dictionary(id, "dictionaries"); err != nil {
			return nil, err
		}
	}

	bs, err := arrayMember(top, "batches", "(document)")
	if err != nil {
		return nil, err
	}
	f.Batches = make([]Batch, len(bs))
	for i, bv := range bs {
		b, err := rd.batch(nodes, bv, index("batches", i))
		if err != nil {
			return nil, err
		}
		f.Batches[i] = b
	}
	return f, nil
}

func jsonError(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		// Offset counts the bytes read, the offending one included.
		return &Error{Msg: fmt.Sprintf("invalid JSON at byte %d", max(se.Offset-1, 0)), Err: err}
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return &Error{Msg: fmt.Sprintf("invalid JSON at byte %d", te.Offset), Err: err}
	}
	if errors.Is(err, io.EOF) {
		return &Error{Msg: "empty input"}
	}
	return &Error{Msg: "reading JSON", Err: err}
}

func dictionaryEntry(v any, path string, values map[int64]*node) (int64, *dictEntry, error) {
	o, err := asObject(v, path)
	if err != nil {
		return 0, nil, err
	}
	id, err := intMember(o, "id", path, 64)
	if err != nil {
		return 0, nil, err
	}
	path += "(id " + strconv.FormatInt(id, 10) + ")"
	value, ok := values[id]
	if !ok {
		return 0, nil, errorf(path, "no field of the schema uses dictionary id %d", id)
	}
	data, err := objectMember(o, "data", path)
	if err != nil {
		return 0, nil, err
	}
	dp := key(path, "data")
	count, err := countMember(data, "count", dp)
	if err != nil {
		return 0, nil, err
	}
	cols, err := arrayMember(data, "columns", dp)
	if err != nil {
		return 0, nil, err
	}
	if len(cols) != 1 {
		return 0, nil, errorf(key(dp, "columns"), "a dictionary batch has exactly one column, got %d", len(cols))
	}
	return id, &dictEntry{value: value, path: index(key(dp, "columns"), 0), col: cols[0], count: count}, nil
}

// dictionary returns the decoded values of dictionary id, decoding them on
// first use; path names the user, for the error when the id is missing.
func (r *reader) dictionary(id int64, path string) (*arrays.Data, error) {
	e := r.dicts[id]
	if e == nil {
		return nil, errorf(path, "dictionary id %d has no entry in \"dictionaries\"", id)
	}
	if e.data != nil {
		return e.data, nil
	}
	if e.busy {
		return nil, errorf(e.path, "dictionary id %d refers to itself", id)
	}
	e.busy = true
	d, err := r.column(e.value, e.col, e.path)
	e.busy = false
	if err != nil {
		return nil, err
	}
	if d.Length != e.count {
		return nil, errorf(e.path, "column count %d differs from the dictionary batch count %d", d.Length, e.count)
	}
	e.data = d
	return d, nil
}

func (r *reader) batch(nodes []*node, v any, path string) (Batch, error) {
	o, err := asObject(v, path)
	if err != nil {
		return Batch{}, err
	}
	count, err := countMember(o, "count", path)
	if err != nil {
		return Batch{}, err
	}
	cols, err := arrayMember(o, "columns", path)
	if err != nil {
		return Batch{}, err
	}
	if len(cols) != len(nodes) {
		return Batch{}, errorf(key(path, "columns"), "%d columns for %d schema fields", len(cols), len(nodes))
	}
	b := Batch{Length: count, Columns: make([]arrays.Array, len(cols))}
	for i, cv := range cols {
		cp := colPath(key(path, "columns"), i, nodes[i])
		d, err := r.column(nodes[i], cv, cp)
		if err != nil {
			return Batch{}, err
		}
		if d.Length != count {
			return Batch{}, errorf(cp, "column count %d differs from the batch count %d", d.Length, count)
		}
		b.Columns[i] = arrays.MakeArray(d)
	}
	return b, nil
}

func colPath(parent string, i int, n *node) string {
	return index(parent, i) + "(" + strconv.Quote(n.field.Name) + ")"
}

// column decodes one Column object of field n.
func (r *reader) column(n *node, v any, path string) (*arrays.Data, error) {
	o, err := asObject(v, path)
	if err != nil {
		return nil, err
	}
	count, err := countMember(o, "count", path)
	if err != nil {
		return nil, err
	}
	t := n.field.Type
	switch st := n.layout().(type) {
	case arrays.NullType:
		return arrays.NewData(t, count, [][]byte{nil}, nil, count, 0), nil
	case *arrays.DictionaryType:
		return r.dictionaryColumn(n, st, o, count, path)
	case arrays.BoolType:
		return boolColumn(t, o, count, path)
	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type:
		return binaryColumn(t, st, o, count, path)
	case arrays.BinaryViewType, arrays.Utf8ViewType:
		return viewColumn(t, st.ID() == arrays.UTF8_VIEW, o, count, path)
	case arrays.FixedSizeBinaryType:
		return fixedBinaryColumn(t, st.ByteWidth, o, count, path)
	case *arrays.ListType, *arrays.LargeListType, *arrays.MapType:
		return r.listColumn(n, st, o, count, path)
	case *arrays.ListViewType, *arrays.LargeListViewType:
		return r.listViewColumn(n, st, o, count, path)
	case *arrays.FixedSizeListType:
		return r.fixedListColumn(n, st, o, count, path)
	case *arrays.StructType:
		return r.structColumn(n, o, count, path)
	case *arrays.UnionType:
		return r.unionColumn(n, st, o, count, path)
	case *arrays.RunEndEncodedType:
		return r.runEndColumn(n, o, count, path)
	}
	if arrays.PrimitiveByteWidth(n.layout().ID()) > 0 {
		valid, nulls, err := validity(o, count, path)
		if err != nil {
			return nil, err
		}
		vals, err := fixedValues(n.layout(), o, count, valid, path)
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, count, [][]byte{valid, vals}, nil, nulls, 0), nil
	}
	return nil, errorf(path, "unsupported type %s", t)
}

// validity reads VALIDITY: n entries, 1 = valid. It returns nil and 0 when
// every slot is valid.
func validity(o object, n int, path string) ([]byte, int, error) {
	vs, err := arrayMember(o, "VALIDITY", path)
	if err != nil {
		return nil, 0, err
	}
	if len(vs) != n {
		return nil, 0, errorf(key(path, "VALIDITY"), "%d entries for count %d", len(vs), n)
	}
	var bits []byte
	nulls := 0
	for i, v := range vs {
		ok, err := parseBool(v)
		if err != nil {
			return nil, 0, &Error{Path: index(key(path, "VALIDITY"), i), Msg: "bad validity", Err: err}
		}
		if ok {
			continue
		}
		if bits == nil {
			bits = arrays.AllocBuffer(arrays.BitmapLen(n))
			arrays.SetBitsTo(bits, 0, n, true)
		}
		arrays.ClearBit(bits, i)
		nulls++
	}
	return bits, nulls, nil
}

func isValid(bits []byte, i int) bool { return bits == nil || arrays.BitIsSet(bits, i) }

func boolColumn(t arrays.DataType, o object, n int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, n, path)
	if err != nil {
		return nil, err
	}
	data, err := dataMember(o, n, path)
	if err != nil {
		return nil, err
	}
	vals := arrays.AllocBuffer(arrays.BitmapLen(n))
	for i, v := range data {
		b, err := parseBool(v)
		if err != nil {
			if !isValid(valid, i) {
				continue
			}
			return nil, &Error{Path: index(key(path, "DATA"), i), Msg: "bad boolean", Err: err}
		}
		if b {
			arrays.SetBit(vals, i)
		}
	}
	return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil
}

// dataMember returns DATA, which must have n entries.
func dataMember(o object, n int, path string) ([]any, error) {
	data, err := arrayMember(o, "DATA", path)
	if err != nil {
		return nil, err
	}
	if len(data) != n {
		return nil, errorf(key(path, "DATA"), "%d entries for count %d", len(data), n)
	}
	return data, nil
}

// putFunc stores JSON value v as slot i of a fixed-width values buffer.
type putFunc func(buf []byte, i int, v any) error

// putter returns the value width in bytes and the decoder of a fixed-width
// type's DATA entries.
func putter(t arrays.DataType) (int, putFunc) {
	ne := binary.NativeEndian // arrays hold values in host order
	w := arrays.PrimitiveByteWidth(t.ID())
	switch t.ID() {
	case arrays.INT8, arrays.INT16, arrays.INT32, arrays.INT64,
		arrays.DATE32, arrays.DATE64, arrays.TIME32, arrays.TIME64,
		arrays.TIMESTAMP, arrays.DURATION, arrays.INTERVAL_MONTHS:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseInt(v, 8*w)
			if err != nil {
				return err
			}
			putUint(buf[i*w:], w, uint64(x))
			return nil
		}
	case arrays.UINT8, arrays.UINT16, arrays.UINT32, arrays.UINT64:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseUint(v, 8*w)
			if err != nil {
				return err
			}
			putUint(buf[i*w:], w, x)
			return nil
		}
	case arrays.FLOAT16:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseFloat(v, 32)
			if err != nil {
				return err
			}
			ne.PutUint16(buf[2*i:], uint16(arrays.HalfFromFloat32(float32(x))))
			return nil
		}
	case arrays.FLOAT32:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseFloat(v, 32)
			if err != nil {
				return err
			}
			ne.PutUint32(buf[4*i:], math.Float32bits(float32(x)))
			return nil
		}
	case arrays.FLOAT64:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseFloat(v, 64)
			if err != nil {
				return err
			}
			ne.PutUint64(buf[8*i:], math.Float64bits(x))
			return nil
		}
	case arrays.DECIMAL32, arrays.DECIMAL64, arrays.DECIMAL128, arrays.DECIMAL256:
		return w, func(buf []byte, i int, v any) error {
			x, err := parseDecimal(v, 8*w)
			if err != nil {
				return err
			}
			dst := buf[i*w:]
			if w == 4 {
				ne.PutUint32(dst, uint32(x[0]))
				return nil
			}
			for k := 0; k < w/8; k++ {
				ne.PutUint64(dst[8*k:], x[k])
			}
			return nil
		}
	case arrays.INTERVAL_DAY_TIME:
		return w, func(buf []byte, i int, v any) error {
			o, ok := v.(object)
			if !ok {
				return fmt.Errorf("want an object {days, milliseconds}, got %s", kind(v))
			}
			d, err := elemInt(o, "days", 32)
			if err != nil {
				return err
			}
			ms, err := elemInt(o, "milliseconds", 32)
			if err != nil {
				return err
			}
			ne.PutUint32(buf[8*i:], uint32(d))
			ne.PutUint32(buf[8*i+4:], uint32(ms))
			return nil
		}
	case arrays.INTERVAL_MONTH_DAY_NANO:
		return w, func(buf []byte, i int, v any) error {
			o, ok := v.(object)
			if !ok {
				return fmt.Errorf("want an object {months, days, nanoseconds}, got %s", kind(v))
			}
			m, err := elemInt(o, "months", 32)
			if err != nil {
				return err
			}
			d, err := elemInt(o, "days", 32)
			if err != nil {
				return err
			}
			ns, err := elemInt(o, "nanoseconds", 64)
			if err != nil {
				return err
			}
			ne.PutUint32(buf[16*i:], uint32(m))
			ne.PutUint32(buf[16*i+4:], uint32(d))
			ne.PutUint64(buf[16*i+8:], uint64(ns))
			return nil
		}
	}
	return 0, nil
}

func putUint(dst []byte, w int, x uint64) {
	switch w {
	case 1:
		dst[0] = byte(x)
	case 2:
		binary.NativeEndian.PutUint16(dst, uint16(x))
	case 4:
		binary.NativeEndian.PutUint32(dst, uint32(x))
	default:
		binary.NativeEndian.PutUint64(dst, x)
	}
}

// parseDecimal reads the unscaled integer of a decimal of the given bit
// width, rejecting values that do not fit it.
func parseDecimal(v any, bits int) (arrays.Int256, error) {
	s, ok := numberText(v)
	if !ok {
		return arrays.Int256{}, fmt.Errorf("want a decimal string, got %s", kind(v))
	}
	if x, err := strconv.ParseInt(s, 10, min(bits, 64)); err == nil {
		return arrays.Int256FromInt64(x), nil
	}
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return arrays.Int256{}, fmt.Errorf("%q is not a base-10 integer", s)
	}
	mag := x
	if x.Sign() < 0 {
		mag = new(big.Int).Not(x) // -x-1: the magnitude bound of negatives is one larger
	}
	if mag.BitLen() > bits-1 {
		return arrays.Int256{}, fmt.Errorf("%s does not fit a %d-bit decimal", s, bits)
	}
	return arrays.Int256FromBig(x), nil
}

// fixedValues decodes DATA of a fixed-width primitive type. Entries of null
// slots hold arbitrary values: ones that do not parse are stored as zero.
func fixedValues(t arrays.DataType, o object, n int, valid []byte, path string) ([]byte, error) {
	data, err := dataMember(o, n, path)
	if err != nil {
		return nil, err
	}
	w, put := putter(t)
	if put == nil {
		return nil, errorf(path, "unsupported type %s", t)
	}
	buf := arrays.AllocBuffer(n * w)
	for i, v := range data {
		if err := put(buf, i, v); err != nil {
			if !isValid(valid, i) {
				clear(buf[i*w : (i+1)*w])
				continue
			}
			msg := "bad " + t.String() + " value"
			if _, isObject := v.(object); !isObject {
				msg += " " + describe(v)
			}
			return nil, &Error{Path: index(key(path, "DATA"), i), Msg: msg, Err: err}
		}
	}
	return buf, nil
}

// intArray reads n integers of at most bits bits from key k.
func intArray(o object, k string, n, bits int, path string) ([]int64, error) {
	vs, err := arrayMember(o, k, path)
	if err != nil {
		return nil, err
	}
	if len(vs) != n {
		return nil, errorf(key(path, k), "%d entries, want %d", len(vs), n)
	}
	out := make([]int64, n)
	for i, v := range vs {
		x, err := parseInt(v, bits)
		if err != nil {
			return nil, &Error{Path: index(key(path, k), i), Msg: "bad integer " + describe(v), Err: err}
		}
		out[i] = x
	}
	return out, nil
}

// offsetArray reads the n+1 OFFSET entries of a binary or list column. A
// zero-length column may also write [] for [0].
func offsetArray(o object, n, bits int, path string) ([]int64, error) {
	if n == 0 {
		if vs, ok := o["OFFSET"].([]any); ok && len(vs) == 0 {
			return []int64{0}, nil
		}
	}
	offs, err := intArray(o, "OFFSET", n+1, bits, path)
	if err != nil {
		return nil, err
	}
	if offs[0] < 0 {
		return nil, errorf(index(key(path, "OFFSET"), 0), "negative offset %d", offs[0])
	}
	for i := 1; i <= n; i++ {
		if offs[i] < offs[i-1] {
			return nil, errorf(index(key(path, "OFFSET"), i), "offset %d is less than the previous offset %d", offs[i], offs[i-1])
		}
	}
	return offs, nil
}

// intBuffer stores values as int32 or int64 in a new buffer.
func intBuffer(vals []int64, large bool) []byte {
	w := 4
	if large {
		w = 8
	}
	buf := arrays.AllocBuffer(len(vals) * w)
	for i, x := range vals {
		putUint(buf[i*w:], w, uint64(x))
	}
	return buf
}

func binaryColumn(t, st arrays.DataType, o object, n int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, n, path)
	if err != nil {
		return nil, err
	}
	large := st.ID() == arrays.LARGE_BINARY || st.ID() == arrays.LARGE_UTF8
	text := st.ID() == arrays.UTF8 || st.ID() == arrays.LARGE_UTF8
	bits := 32
	if large {
		bits = 64
	}
	offs, err := offsetArray(o, n, bits, path)
	if err != nil {
		return nil, err
	}
	data, err := dataMember(o, n, path)
	if err != nil {
		return nil, err
	}
	// The values come from DATA; OFFSET must agree with their lengths in
	// valid slots. Null slots are stored empty whatever they hold.
	vals := make([][]byte, n)
	total := 0
	for i, v := range data {
		var b []byte
		var err error
		if text {
			s, ok := v.(string)
			if !ok {
				err = fmt.Errorf("want a string, got %s", kind(v))
			}
			b = []byte(s)
		} else {
			b, err = parseHex(v)
		}
		if !isValid(valid, i) {
			continue
		}
		if err != nil {
			return nil, &Error{Path: index(key(path, "DATA"), i), Msg: "bad value", Err: err}
		}
		if int64(len(b)) != offs[i+1]-offs[i] {
			return nil, errorf(index(key(path, "DATA"), i), "value of %d bytes, but OFFSET[%d..%d] spans %d", len(b), i, i+1, offs[i+1]-offs[i])
		}
		vals[i] = b
		total += len(b)
	}
	if !large && total > math.MaxInt32 {
		return nil, errorf(key(path, "DATA"), "%d bytes of data overflow 32-bit offsets", total)
	}
	buf := arrays.AllocBuffer(total)
	pos := 0
	newOffs := make([]int64, n+1)
	for i, b := range vals {
		copy(buf[pos:], b)
		pos += len(b)
		newOffs[i+1] = int64(pos)
	}
	return arrays.NewData(t, n, [][]byte{valid, intBuffer(newOffs, large), buf}, nil, nulls, 0), nil
}

func fixedBinaryColumn(t arrays.DataType, width int, o object, n int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, n, path)
	if err != nil {
		return nil, err
	}
	data, err := dataMember(o, n, path)
	if err != nil {
		return nil, err
	}
	if width > 0 && n > math.MaxInt/width {
		return nil, errorf(path, "count %d of %d-byte values overflows", n, width)
	}
	buf := arrays.AllocBuffer(n * width)
	for i, v := range data {
		b, err := parseHex(v)
		if err == nil && len(b) != width {
			err = fmt.Errorf("%d bytes, want %d", len(b), width)
		}
		if err != nil {
			if !isValid(valid, i) {
				continue
			}
			return nil, &Error{Path: index(key(path, "DATA"), i), Msg: "bad value", Err: err}
		}
		copy(buf[i*width:], b)
	}
	return arrays.NewData(t, n, [][]byte{valid, buf}, nil, nulls, 0), nil
}

func viewColumn(t arrays.DataType, text bool, o object, n int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, n, path)
	if err != nil {
		return nil, err
	}
	views, err := arrayMember(o, "VIEWS", path)
	if err != nil {
		return nil, err
	}
	if len(views) != n {
		return nil, errorf(key(path, "VIEWS"), "%d entries for count %d", len(views), n)
	}
	buffers := [][]byte{valid, arrays.AllocBuffer(16 * n)}
	if bv := o["VARIADIC_DATA_BUFFERS"]; bv != nil {
		bs, err := asArray(bv, key(path, "VARIADIC_DATA_BUFFERS"))
		if err != nil {
			return nil, err
		}
		for i, v := range bs {
			b, err := parseHex(v)
			if err != nil {
				return nil, &Error{Path: index(key(path, "VARIADIC_DATA_BUFFERS"), i), Msg: "bad buffer", Err: err}
			}
			buf := arrays.AllocBuffer(len(b))
			copy(buf, b)
			buffers = append(buffers, buf)
		}
	}
	data := buffers[2:]
	for i, v := range views {
		view, sub, err := parseView(v, text, data)
		if err != nil {
			if !isValid(valid, i) {
				continue // an arbitrary null slot reads as an empty view
			}
			p := index(key(path, "VIEWS"), i)
			if sub != "" {
				p = key(p, sub)
			}
			return nil, &Error{Path: p, Msg: "bad view", Err: err}
		}
		copy(buffers[1][16*i:], view[:])
	}
	return arrays.NewData(t, n, buffers, nil, nulls, 0), nil
}

// parseView decodes one VIEWS entry into the 16-byte view layout: length,
// then either the inline bytes or prefix, buffer index and offset. On error
// it also returns the key at fault.
func parseView(v any, text bool, data [][]byte) ([16]byte, string, error) {
	var out [16]byte
	ne := binary.NativeEndian
	o, ok := v.(object)
	if !ok {
		return out, "", fmt.Errorf("want an object, got %s", kind(v))
	}
	size, err := elemInt(o, "SIZE", 32)
	if err != nil {
		return out, "SIZE", err
	}
	if size < 0 {
		return out, "SIZE", fmt.Errorf("negative size %d", size)
	}
	ne.PutUint32(out[0:], uint32(size))
	if size <= arrays.ViewInlineMax {
		iv, ok := o["INLINED"]
		if !ok {
			return out, "", errors.New("missing key \"INLINED\"")
		}
		var b []byte
		if text {
			s, ok := iv.(string)
			if !ok {
				return out, "INLINED", fmt.Errorf("want a string, got %s", kind(iv))
			}
			b = []byte(s)
		} else if b, err = parseHex(iv); err != nil {
			return out, "INLINED", err
		}
		if int64(len(b)) != size {
			return out, "INLINED", fmt.Errorf("%d bytes, but SIZE is %d", len(b), size)
		}
		copy(out[4:], b)
		return out, "", nil
	}
	pv, ok := o["PREFIX_HEX"]
	if !ok {
		return out, "", errors.New("missing key \"PREFIX_HEX\"")
	}
	prefix, err := parseHex(pv)
	if err == nil && len(prefix) != 4 {
		err = fmt.Errorf("%d bytes, want 4", len(prefix))
	}
	if err != nil {
		return out, "PREFIX_HEX", err
	}
	bi, err := elemInt(o, "BUFFER_INDEX", 32)
	if err != nil {
		return out, "BUFFER_INDEX", err
	}
	if bi < 0 || bi >= int64(len(data)) {
		return out, "BUFFER_INDEX", fmt.Errorf("buffer %d out of range: the column has %d VARIADIC_DATA_BUFFERS", bi, len(data))
	}
	off, err := elemInt(o, "OFFSET", 32)
	if err != nil {
		return out, "OFFSET", err
	}
	if off < 0 || off+size > int64(len(data[bi])) {
		return out, "OFFSET", fmt.Errorf("bytes [%d, %d) out of range of buffer %d (%d bytes)", off, off+size, bi, len(data[bi]))
	}
	val := data[bi][off : off+size]
	if string(val[:4]) != string(prefix) {
		return out, "PREFIX_HEX", fmt.Errorf("prefix %X differs from the value's first bytes %X", prefix, val[:4])
	}
	if text && !utf8.Valid(val) {
		return out, "", errors.New("the value is not valid UTF-8")
	}
	copy(out[4:], prefix)
	ne.PutUint32(out[8:], uint32(bi))
	ne.PutUint32(out[12:], uint32(off))
	return out, "", nil
}

// childColumns decodes "children", one column per JSON child of n.
func (r *reader) childColumns(n *node, o object, path string) ([]*arrays.Data, error) {
	cs, err := arrayMember(o, "children", path)
	if err != nil {
		return nil, err
	}
	if len(cs) != len(n.children) {
		return nil, errorf(key(path, "children"), "%d child columns for %d child fields", len(cs), len(n.children))
	}
	out := make([]*arrays.Data, len(cs))
	for i, c := range cs {
		if out[i], err = r.column(n.children[i], c, colPath(key(path, "children"), i, n.children[i])); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) listColumn(n *node, st arrays.DataType, o object, count int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, count, path)
	if err != nil {
		return nil, err
	}
	large := st.ID() == arrays.LARGE_LIST
	bits := 32
	if large {
		bits = 64
	}
	offs, err := offsetArray(o, count, bits, path)
	if err != nil {
		return nil, err
	}
	children, err := r.childColumns(n, o, path)
	if err != nil {
		return nil, err
	}
	if last := offs[count]; last > int64(children[0].Length) {
		return nil, errorf(index(key(path, "OFFSET"), count), "offset %d beyond the child's %d values", last, children[0].Length)
	}
	return arrays.NewData(n.field.Type, count, [][]byte{valid, intBuffer(offs, large)}, children, nulls, 0), nil
}

func (r *reader) listViewColumn(n *node, st arrays.DataType, o object, count int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, count, path)
	if err != nil {
		return nil, err
	}
	large := st.ID() == arrays.LARGE_LIST_VIEW
	bits := 32
	if large {
		bits = 64
	}
	offs, err := intArray(o, "OFFSET", count, bits, path)
	if err != nil {
		return nil, err
	}
	sizes, err := intArray(o, "SIZE", count, bits, path)
	if err != nil {
		return nil, err
	}
	children, err := r.childColumns(n, o, path)
	if err != nil {
		return nil, err
	}
	// Every slot, null or not, must stay within the child (spec invariant).
	m := int64(children[0].Length)
	for i := range count {
		if offs[i] < 0 || offs[i] > m {
			return nil, errorf(index(key(path, "OFFSET"), i), "offset %d out of range [0, %d]", offs[i], m)
		}
		if sizes[i] < 0 || sizes[i] > m-offs[i] {
			return nil, errorf(index(key(path, "SIZE"), i), "size %d at offset %d overruns the child's %d values", sizes[i], offs[i], m)
		}
	}
	return arrays.NewData(n.field.Type, count, [][]byte{valid, intBuffer(offs, large), intBuffer(sizes, large)}, children, nulls, 0), nil
}

func (r *reader) fixedListColumn(n *node, st *arrays.FixedSizeListType, o object, count int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, count, path)
	if err != nil {
		return nil, err
	}
	children, err := r.childColumns(n, o, path)
	if err != nil {
		return nil, err
	}
	if st.Size > 0 && count > math.MaxInt/st.Size || children[0].Length != count*st.Size {
		return nil, errorf(key(path, "children"), "the child has %d values, want count %d × list size %d", children[0].Length, count, st.Size)
	}
	return arrays.NewData(n.field.Type, count, [][]byte{valid}, children, nulls, 0), nil
}

func (r *reader) structColumn(n *node, o object, count int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, count, path)
	if err != nil {
		return nil, err
	}
	var children []*arrays.Data
	// A struct without fields has no child columns; accept the key's absence.
	if _, ok := o["children"]; ok || len(n.children) > 0 {
		if children, err = r.childColumns(n, o, path); err != nil {
			return nil, err
		}
	}
	for i, c := range children {
		if c.Length != count {
			return nil, errorf(colPath(key(path, "children"), i, n.children[i]), "child count %d differs from the struct's count %d", c.Length, count)
		}
	}
	return arrays.NewData(n.field.Type, count, [][]byte{valid}, children, nulls, 0), nil
}

func (r *reader) unionColumn(n *node, ut *arrays.UnionType, o object, count int, path string) (*arrays.Data, error) {
	codes, err := intArray(o, "TYPE_ID", count, 8, path)
	if err != nil {
		return nil, err
	}
	idBuf := arrays.AllocBuffer(count)
	kids := make([]int, count)
	for i, c := range codes {
		k := ut.ChildIndex(int8(c))
		if k < 0 {
			return nil, errorf(index(key(path, "TYPE_ID"), i), "type id %d is not one of the union's type ids %v", c, ut.TypeCodes)
		}
		kids[i] = k
		idBuf[i] = byte(int8(c))
	}
	var children []*arrays.Data
	if _, ok := o["children"]; ok || len(n.children) > 0 {
		if children, err = r.childColumns(n, o, path); err != nil {
			return nil, err
		}
	}
	buffers := [][]byte{nil, idBuf}
	var offs []int64
	if ut.Mode == arrays.DenseMode {
		if offs, err = intArray(o, "OFFSET", count, 32, path); err != nil {
			return nil, err
		}
		for i, off := range offs {
			if m := children[kids[i]].Length; off < 0 || off >= int64(m) {
				return nil, errorf(index(key(path, "OFFSET"), i), "offset %d out of range of child %d (%d values)", off, kids[i], m)
			}
		}
		buffers = append(buffers, intBuffer(offs, false))
	} else {
		for i, c := range children {
			if c.Length != count {
				return nil, errorf(colPath(key(path, "children"), i, n.children[i]), "child count %d differs from the sparse union's count %d", c.Length, count)
			}
		}
	}
	// MetadataVersion V4 unions had a validity bitmap of their own (the
	// 0.17.1 gold file writes it). Unions have none now, so a slot that was
	// null there becomes a null value in the child it selects.
	if _, ok := o["VALIDITY"]; ok {
		valid, _, err := validity(o, count, path)
		if err != nil {
			return nil, err
		}
		if err := foldUnionNulls(valid, kids, offs, children, path); err != nil {
			return nil, err
		}
	}
	return arrays.NewData(n.field.Type, count, buffers, children, 0, 0), nil
}

func foldUnionNulls(valid []byte, kids []int, offs []int64, children []*arrays.Data, path string) error {
	if valid == nil {
		return nil
	}
	cleared := map[int][]byte{}
	for i, k := range kids {
		if arrays.BitIsSet(valid, i) {
			continue
		}
		j := i
		if offs != nil {
			j = int(offs[i])
		}
		c := children[k]
		if !c.IsValid(j) {
			continue
		}
		switch storageType(c.Type).ID() {
		case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
			return errorf(index(key(path, "VALIDITY"), i), "null union slot selects a %s value, which cannot be made null", c.Type)
		}
		bits := cleared[k]
		if bits == nil {
			bits = arrays.AllocBuffer(arrays.BitmapLen(c.Length))
			if v := c.Validity(); v != nil {
				copy(bits, v)
			} else {
				arrays.SetBitsTo(bits, 0, c.Length, true)
			}
			cleared[k] = bits
		}
		arrays.ClearBit(bits, j)
	}
	for k, bits := range cleared {
		c := children[k]
		buffers := append([][]byte{bits}, c.Buffers[1:]...)
		nc := arrays.NewData(c.Type, c.Length, buffers, c.Children, arrays.UnknownNullCount, c.Offset)
		nc.Dictionary = c.Dictionary
		children[k] = nc
	}
	return nil
}

func (r *reader) runEndColumn(n *node, o object, count int, path string) (*arrays.Data, error) {
	children, err := r.childColumns(n, o, path)
	if err != nil {
		return nil, err
	}
	ends, values := children[0], children[1]
	endsPath := colPath(key(path, "children"), 0, n.children[0])
	if values.Length != ends.Length {
		return nil, errorf(key(path, "children"), "%d run ends but %d values", ends.Length, values.Length)
	}
	if ends.NullN() > 0 {
		return nil, errorf(key(endsPath, "VALIDITY"), "run ends cannot be null")
	}
	w := arrays.PrimitiveByteWidth(ends.Type.ID())
	prev := int64(0)
	for k := 0; k < ends.Length; k++ {
		e := loadInt(ends.Buffers[1], w, k)
		if e <= prev {
			return nil, errorf(index(key(endsPath, "DATA"), k), "run end %d is not above the previous one (%d)", e, prev)
		}
		prev = e
	}
	if count > 0 && prev < int64(count) {
		return nil, errorf(key(endsPath, "DATA"), "the runs end at %d, short of the count %d", prev, count)
	}
	return arrays.NewData(n.field.Type, count, [][]byte{nil}, children, 0, 0), nil
}

// elemInt reads integer key k of an object inside a DATA or VIEWS entry;
// the caller adds the path.
func elemInt(o object, k string, bits int) (int64, error) {
	v, ok := o[k]
	if !ok {
		return 0, fmt.Errorf("missing key %q", k)
	}
	x, err := parseInt(v, bits)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", k, err)
	}
	return x, nil
}

// loadInt reads signed little-endian integer k of width w from buf.
func loadInt(buf []byte, w, k int) int64 {
	ne := binary.NativeEndian
	switch w {
	case 1:
		return int64(int8(buf[k]))
	case 2:
		return int64(int16(ne.Uint16(buf[2*k:])))
	case 4:
		return int64(int32(ne.Uint32(buf[4*k:])))
	}
	return int64(ne.Uint64(buf[8*k:]))
}

func (r *reader) dictionaryColumn(n *node, dt *arrays.DictionaryType, o object, count int, path string) (*arrays.Data, error) {
	valid, nulls, err := validity(o, count, path)
	if err != nil {
		return nil, err
	}
	idx, err := fixedValues(dt.Index, o, count, valid, path)
	if err != nil {
		return nil, err
	}
	dict, err := r.dictionary(n.dictID, path)
	if err != nil {
		return nil, err
	}
	w := arrays.PrimitiveByteWidth(dt.Index.ID())
	unsigned := !arrays.IsSignedInteger(dt.Index.ID())
	for i := range count {
		if !isValid(valid, i) {
			continue
		}
		x := loadInt(idx, w, i)
		shown := strconv.FormatInt(x, 10)
		if unsigned {
			u := uint64(x)
			if w < 8 {
				u &= 1<<(8*w) - 1
			}
			shown = strconv.FormatUint(u, 10)
			x = int64(u)
			if u > math.MaxInt64 {
				x = -1
			}
		}
		if x < 0 || x >= int64(dict.Length) {
			return nil, errorf(index(key(path, "DATA"), i), "index %s out of range of dictionary %d (%d values)", shown, n.dictID, dict.Length)
		}
	}
	d := arrays.NewData(n.field.Type, count, [][]byte{valid, idx}, nil, nulls, 0)
	d.Dictionary = dict
	return d, nil
}
