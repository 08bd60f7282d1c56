package kernels

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// Conversions between the offsets layouts of binary and utf8 and their view
// layouts, and the compaction of view data buffers. Each result starts at
// offset 0, holds the input's slots (a slice converts only its window) with
// the same validity, and passes arrays.ValidateFull when the input does.
// Offsets, views and buffer indices are checked as they are read: a
// malformed input gives an error wrapping ErrMalformedArray, never a panic.

// ErrMalformedArray is wrapped by the errors of conversions whose input
// does not follow its layout (offsets out of order or past the data, views
// past their buffers).
var ErrMalformedArray = errors.New("malformed array")

// viewBufferMax is the largest data buffer the conversions write (view
// offsets are int32), and offsets32Max the most bytes FromView puts
// behind int32 offsets; variables so that tests can reach the large
// paths without gigabytes.
var (
	viewBufferMax int64 = math.MaxInt32
	offsets32Max  int64 = math.MaxInt32
)

// ToView converts a utf8 or large_utf8 array to utf8_view and a binary or
// large_binary array to binary_view. Values of at most 12 bytes go inline;
// longer ones point into the input's data buffer, shared without a copy,
// unless it is too large for int32 view offsets, when they are copied.
func ToView(a arrays.Array) (_ arrays.Array, err error) {
	defer guard("ToView", &err, in("array", a))
	d, err := convInput(a, "ToView")
	if err != nil {
		return nil, err
	}
	var t arrays.DataType
	switch d.Type.ID() {
	case arrays.UTF8, arrays.LARGE_UTF8:
		t = arrays.Utf8ViewType{}
	case arrays.BINARY, arrays.LARGE_BINARY:
		t = arrays.BinaryViewType{}
	default:
		return nil, fmt.Errorf("kernels: ToView: %s is not binary, utf8 or their large forms", d.Type)
	}
	var out *arrays.Data
	if d.Type.ID() == arrays.UTF8 || d.Type.ID() == arrays.BINARY {
		out, err = offsetsToView[int32](d, t)
	} else {
		out, err = offsetsToView[int64](d, t)
	}
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(out, d)), nil
}

// convInput checks that a is a non-nil array with sound buffers.
func convInput(a arrays.Array, fn string) (*arrays.Data, error) {
	if a == nil || isNil(a) {
		return nil, fmt.Errorf("kernels: %s: array is nil", fn)
	}
	d := a.Data()
	if err := arrays.ValidateData(d); err != nil {
		return nil, fmt.Errorf("kernels: %s: %w: %w", fn, ErrMalformedArray, err)
	}
	return d, nil
}

// validityOf returns d's validity re-based at bit 0 (nil when no slot is
// null) and the null count.
func validityOf(d *arrays.Data) ([]byte, int) {
	v := d.Validity()
	nulls := d.NullN()
	if v == nil || nulls == 0 {
		return nil, 0
	}
	if d.Offset%8 == 0 {
		return v[d.Offset/8 : d.Offset/8+arrays.BitmapLen(d.Length)], nulls
	}
	out := arrays.AllocBuffer(arrays.BitmapLen(d.Length))
	copyBits(out, v, d.Offset, d.Length)
	return out, nulls
}

func offsetsToView[O int32 | int64](d *arrays.Data, t arrays.DataType) (*arrays.Data, error) {
	n := d.Length
	offs := viewAt[O](d.Buffers[1], d.Offset, n+1)
	data := d.Buffers[2]
	valid, nulls := validityOf(d)
	views := arrays.AllocBuffer(16 * n)
	vs := viewAt[arrays.View](views, 0, n)
	// Share the data buffer when every view offset fits int32.
	share := n == 0 || int64(offs[n]) <= viewBufferMax
	var cp viewWriter
	if !share {
		cp.reserve(int64(offs[n]) - int64(offs[0]))
	}
	hasLong := false
	for i := range n {
		lo, hi := int64(offs[i]), int64(offs[i+1])
		if lo < 0 || hi < lo || hi > int64(len(data)) {
			return nil, fmt.Errorf("kernels: ToView: slot %d: offsets [%d, %d) outside the %d data bytes: %w", i, lo, hi, len(data), ErrMalformedArray)
		}
		if valid != nil && !arrays.BitIsSet(valid, i) {
			continue // null: the zero view
		}
		b := data[lo:hi]
		if hi-lo > math.MaxInt32 {
			return nil, fmt.Errorf("kernels: ToView: slot %d: a value of %d bytes does not fit a view", i, hi-lo)
		}
		switch {
		case len(b) <= arrays.ViewInlineMax:
			vs[i] = arrays.MakeInlineView(b)
		case share:
			vs[i] = arrays.MakeRefView(b, 0, int32(lo))
			hasLong = true
		default:
			vs[i] = cp.add(b)
		}
	}
	bufs := [][]byte{valid, views}
	switch {
	case share && hasLong:
		bufs = append(bufs, data)
	case !share:
		bufs = append(bufs, cp.finish()...)
	}
	return arrays.NewData(t, n, bufs, nil, nulls, 0), nil
}

// viewWriter copies long values into data buffers of at most
// viewBufferMax bytes.
type viewWriter struct {
	bufs [][]byte
	cur  []byte
	// size is the capacity of the next buffer to start.
	size int
}

// reserve sets the capacity of the buffers to start (total bytes to come).
func (w *viewWriter) reserve(total int64) { w.size = int(min(total, viewBufferMax)) }

// fits reports whether b fits the current buffer.
func (w *viewWriter) fits(b []byte) bool {
	return w.cur != nil && int64(len(w.cur))+int64(len(b)) <= min(int64(cap(w.cur)), viewBufferMax)
}

func (w *viewWriter) add(b []byte) arrays.View {
	if !w.fits(b) {
		if w.cur != nil {
			w.bufs = append(w.bufs, w.cur)
		}
		w.cur = arrays.AllocBuffer(max(w.size, len(b), 1<<10))[:0]
	}
	v := arrays.MakeRefView(b, int32(len(w.bufs)), int32(len(w.cur)))
	w.cur = append(w.cur, b...)
	return v
}

func (w *viewWriter) finish() [][]byte {
	if w.cur != nil {
		w.bufs = append(w.bufs, w.cur)
	}
	return w.bufs
}

// checkedViewBytes returns the bytes of view v of slot i, or an error when
// it points outside the data buffers.
func checkedViewBytes(v *arrays.View, bufs [][]byte, i int, fn string) ([]byte, error) {
	if v.Length < 0 {
		return nil, fmt.Errorf("kernels: %s: slot %d: negative view length %d: %w", fn, i, v.Length, ErrMalformedArray)
	}
	if v.IsInline() {
		return v.InlineBytes()[:v.Length], nil
	}
	if v.BufferIndex < 0 || int(v.BufferIndex) >= len(bufs)-2 {
		return nil, fmt.Errorf("kernels: %s: slot %d: view names data buffer %d of %d: %w", fn, i, v.BufferIndex, len(bufs)-2, ErrMalformedArray)
	}
	buf := bufs[2+int(v.BufferIndex)]
	lo, hi := int64(v.Offset), int64(v.Offset)+int64(v.Length)
	if lo < 0 || hi > int64(len(buf)) {
		return nil, fmt.Errorf("kernels: %s: slot %d: view [%d, %d) outside data buffer %d of %d bytes: %w", fn, i, lo, hi, v.BufferIndex, len(buf), ErrMalformedArray)
	}
	return buf[lo:hi], nil
}

// viewInput checks that d is a view array and returns its views.
func viewInput(d *arrays.Data, fn string) ([]arrays.View, error) {
	if !isView(d.Type.ID()) {
		return nil, fmt.Errorf("kernels: %s: %s is not binary_view or utf8_view", fn, d.Type)
	}
	return viewAt[arrays.View](d.Buffers[1], d.Offset, d.Length), nil
}

// FromView converts a utf8_view array to utf8 and a binary_view array to
// binary, or to their large forms when the values hold more than
// math.MaxInt32 bytes.
func FromView(a arrays.Array) (_ arrays.Array, err error) {
	defer guard("FromView", &err, in("array", a))
	d, err := convInput(a, "FromView")
	if err != nil {
		return nil, err
	}
	views, err := viewInput(d, "FromView")
	if err != nil {
		return nil, err
	}
	valid, nulls := validityOf(d)
	total, err := viewedBytes(d, views, valid, 0, "FromView")
	if err != nil {
		return nil, err
	}
	utf8 := d.Type.ID() == arrays.UTF8_VIEW
	var out *arrays.Data
	if total <= offsets32Max {
		t := arrays.DataType(arrays.BinaryType{})
		if utf8 {
			t = arrays.Utf8Type{}
		}
		out = viewsToOffsets[int32](d, views, valid, nulls, total, t)
	} else {
		t := arrays.DataType(arrays.LargeBinaryType{})
		if utf8 {
			t = arrays.LargeUtf8Type{}
		}
		out = viewsToOffsets[int64](d, views, valid, nulls, total, t)
	}
	return arrays.MakeArray(owned(out, d)), nil
}

// viewsToOffsets writes views (checked by the caller) as offsets and data.
func viewsToOffsets[O int32 | int64](d *arrays.Data, views []arrays.View, valid []byte, nulls int, total int64, t arrays.DataType) *arrays.Data {
	n := len(views)
	var o O
	ob := arrays.AllocBuffer(int(unsafe.Sizeof(o)) * (n + 1))
	offs := viewAt[O](ob, 0, n+1)
	data := arrays.AllocBuffer(int(total))[:0]
	for i := range views {
		offs[i] = O(len(data))
		if valid == nil || arrays.BitIsSet(valid, i) {
			data = append(data, viewBytes(&views[i], d.Buffers)...)
		}
	}
	offs[n] = O(len(data))
	return arrays.NewData(t, n, [][]byte{valid, ob, data}, nil, nulls, 0)
}

// CompactViews rewrites a view array's data buffers to hold only the bytes
// its non-null slots reference, in slot order: after filters, takes or
// slices the buffers may hold mostly unreferenced bytes. Inline views are
// kept, null slots get the zero view, and an array without long values
// ends up with no data buffer.
func CompactViews(a arrays.Array) (_ arrays.Array, err error) {
	defer guard("CompactViews", &err, in("array", a))
	d, err := convInput(a, "CompactViews")
	if err != nil {
		return nil, err
	}
	views, err := viewInput(d, "CompactViews")
	if err != nil {
		return nil, err
	}
	valid, nulls := validityOf(d)
	total, err := viewedBytes(d, views, valid, arrays.ViewInlineMax+1, "CompactViews")
	if err != nil {
		return nil, err
	}
	n := len(views)
	ob := arrays.AllocBuffer(16 * n)
	out := viewAt[arrays.View](ob, 0, n)
	var w viewWriter
	w.reserve(total)
	for i := range views {
		v := &views[i]
		switch {
		case valid != nil && !arrays.BitIsSet(valid, i):
		case v.IsInline():
			out[i] = arrays.MakeInlineView(v.InlineBytes()[:v.Length]) // zero the padding
		default:
			out[i] = w.add(viewBytes(v, d.Buffers))
		}
	}
	bufs := append([][]byte{valid, ob}, w.finish()...)
	return arrays.MakeArray(arrays.NewData(d.Type, n, bufs, nil, nulls, 0)), nil
}

// viewedBytes checks the views of the valid slots against d's buffers and
// returns how many bytes the values of at least least bytes hold.
func viewedBytes(d *arrays.Data, views []arrays.View, valid []byte, least int, op string) (int64, error) {
	var total int64
	for i := range views {
		if valid != nil && !arrays.BitIsSet(valid, i) {
			continue
		}
		b, err := checkedViewBytes(&views[i], d.Buffers, i, op)
		if err != nil {
			return 0, err
		}
		if len(b) >= least {
			total += int64(len(b))
		}
	}
	return total, nil
}
