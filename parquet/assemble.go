package parquet

import (
	"encoding/binary"
	"math"
	"math/bits"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/kernels"
)

// run is a run of non-null slots [a, b) whose first takes dense value j.
type run struct{ a, b, j int }

// leafArray builds the Arrow array of typ for nslots slots from the dense
// values v: validity (nil: no nulls) marks the slots that take the next
// value, nulls counts the others.
func leafArray(n *Node, typ arrays.DataType, v *values, validity []byte, nulls, nslots int) (arrays.Array, error) {
	where := strings.Join(n.Path, ".")
	pt := *n.Element.Type
	if nulls == 0 {
		validity = nil
	}
	switch {
	case v.spaced && v.n != nslots:
		return nil, malformedf("column %s: %d value slots for %d slots", where, v.n, nslots)
	case !v.spaced && nslots-nulls != v.n:
		return nil, malformedf("column %s: %d values for %d non-null slots", where, v.n, nslots-nulls)
	}
	// present yields the runs of non-null slots [start, end) with the index
	// of the dense value of their first slot.
	present := func(yield func(run) bool) {
		if validity == nil {
			if nslots > 0 {
				yield(run{0, nslots, 0})
			}
			return
		}
		j := 0
		for a, b := range kernels.SetBitRuns(validity, 0, nslots) {
			if v.spaced {
				j = a // the value of slot a is at a
			}
			if !yield(run{a, b, j}) {
				return
			}
			j += b - a
		}
	}
	// fixed places the dense values into slots of outW bytes through conv
	// (nil: a plain copy of equal widths), leaving null slots zero. Without
	// nulls or conversion the values buffer itself is the result.
	fixed := func(outW int, conv func(dst, src []byte)) []byte {
		w := v.width
		if (validity == nil || v.spaced) && conv == nil && outW == w && arrays.IsAligned(v.fixed) {
			return sealed(v.fixed[:nslots*w])
		}
		out := v.m.zeroed(nslots * outW)
		for r := range present {
			a, b, j := r.a, r.b, r.j
			if conv == nil {
				copy(out[a*outW:b*outW], v.fixed[j*w:(j+b-a)*w])
				continue
			}
			for i := a; i < b; i, j = i+1, j+1 {
				conv(out[i*outW:(i+1)*outW], v.fixed[j*w:(j+1)*w])
			}
		}
		return out
	}
	mk := func(bufs ...[]byte) arrays.Array {
		return arrays.MakeArray(arrays.NewData(typ, nslots, append([][]byte{validity}, bufs...), nil, nulls, 0))
	}
	storage := arrays.StorageOf(typ)
	switch t := storage.(type) {
	case arrays.NullType:
		return arrays.NewNull(nslots), nil
	case arrays.BoolType:
		if pt != Boolean {
			break
		}
		bits := v.m.zeroed(arrays.BitmapLen(nslots))
		for r := range present {
			a, b, j := r.a, r.b, r.j
			for i := a; i < b; i, j = i+1, j+1 {
				if v.fixed[j] != 0 {
					arrays.SetBit(bits, i)
				}
			}
		}
		return mk(bits), nil
	case arrays.Int8Type, arrays.Uint8Type:
		if pt == Int32 {
			return mk(fixed(1, func(d, s []byte) { d[0] = byte(binary.NativeEndian.Uint32(s)) })), nil
		}
	case arrays.Int16Type, arrays.Uint16Type:
		if pt == Int32 {
			return mk(fixed(2, func(d, s []byte) { binary.NativeEndian.PutUint16(d, uint16(binary.NativeEndian.Uint32(s))) })), nil
		}
	case arrays.Time32Type:
		if pt != Int32 {
			break
		}
		if t.Unit == arrays.Second { // restored from the file's milliseconds
			if err := wholeThousands(v, 4, where); err != nil {
				return nil, err
			}
			return mk(fixed(4, func(d, s []byte) {
				binary.NativeEndian.PutUint32(d, uint32(int32(binary.NativeEndian.Uint32(s))/1000))
			})), nil
		}
		return mk(fixed(4, nil)), nil
	case arrays.Date64Type:
		if pt == Int32 { // days to milliseconds
			return mk(fixed(8, func(d, s []byte) {
				binary.NativeEndian.PutUint64(d, uint64(int64(int32(binary.NativeEndian.Uint32(s)))*86400000))
			})), nil
		}
	case arrays.IntervalMonthsType:
		if pt == FixedLenByteArray && v.width == 12 {
			return mk(fixed(4, func(d, s []byte) { binary.NativeEndian.PutUint32(d, binary.LittleEndian.Uint32(s)) })), nil
		}
	case arrays.IntervalDayTimeType:
		if pt == FixedLenByteArray && v.width == 12 {
			return mk(fixed(8, func(d, s []byte) {
				binary.NativeEndian.PutUint32(d, binary.LittleEndian.Uint32(s[4:]))
				binary.NativeEndian.PutUint32(d[4:], binary.LittleEndian.Uint32(s[8:]))
			})), nil
		}
	case arrays.Int32Type, arrays.Uint32Type, arrays.Date32Type, arrays.Float32Type:
		if pt == Int32 || pt == Float {
			return mk(fixed(4, nil)), nil
		}
	case arrays.Int64Type, arrays.Uint64Type, arrays.Time64Type, arrays.Float64Type, arrays.DurationType:
		if pt == Int64 || pt == Double {
			return mk(fixed(8, nil)), nil
		}
	case arrays.TimestampType:
		switch pt {
		case Int64:
			if t.Unit == arrays.Second { // restored from the file's milliseconds
				if err := wholeThousands(v, 8, where); err != nil {
					return nil, err
				}
				return mk(fixed(8, func(d, s []byte) {
					binary.NativeEndian.PutUint64(d, uint64(int64(binary.NativeEndian.Uint64(s))/1000))
				})), nil
			}
			return mk(fixed(8, nil)), nil
		case Int96:
			for j := range v.n {
				if _, ok := int96Time(v.fixed[j*12:], t.Unit); !ok {
					return nil, unsupportedf("column %s: INT96 timestamp %d is outside the range of %s (read it with Int96Unit of a coarser unit)", where, j, typ)
				}
				if v.int96Exact && t.Unit != arrays.Nanosecond && int64(binary.LittleEndian.Uint64(v.fixed[j*12:]))%unitNanos(t.Unit) != 0 {
					return nil, unsupportedf("column %s: INT96 timestamp %d has digits below a %s (read it with Int96Unit(arrays.Nanosecond))", where, j, t.Unit)
				}
			}
			return mk(fixed(8, func(d, s []byte) {
				x, _ := int96Time(s, t.Unit)
				binary.NativeEndian.PutUint64(d, uint64(x))
			})), nil
		}
	case arrays.Float16Type:
		if pt == FixedLenByteArray && v.width == 2 {
			if hostorder.BigEndian {
				// The file's half floats are little-endian bytes.
				return mk(fixed(2, func(d, s []byte) { d[0], d[1] = s[1], s[0] })), nil
			}
			return mk(fixed(2, nil)), nil
		}
	case arrays.FixedSizeBinaryType:
		if pt == FixedLenByteArray && v.width == t.ByteWidth {
			return mk(fixed(t.ByteWidth, nil)), nil
		}
	case arrays.Decimal32Type, arrays.Decimal64Type:
		outW := 4
		if _, ok := t.(arrays.Decimal64Type); ok {
			outW = 8
		}
		switch {
		case pt == Int32 && outW == 4, pt == Int64 && outW == 8:
			return mk(fixed(outW, nil)), nil
		case pt == Int32:
			return mk(fixed(8, func(d, s []byte) {
				binary.NativeEndian.PutUint64(d, uint64(int64(int32(binary.NativeEndian.Uint32(s)))))
			})), nil
		case pt == FixedLenByteArray || pt == ByteArray:
			out := v.m.zeroed(nslots * outW)
			for r := range present {
				a, b, j := r.a, r.b, r.j
				for i := a; i < b; i, j = i+1, j+1 {
					var x []byte
					if pt == ByteArray {
						x = v.bytesAt(j)
					} else {
						x = v.fixed[j*v.width : (j+1)*v.width]
					}
					d, ok := beNarrow(x, outW)
					if !ok {
						return nil, malformedf("column %s: decimal value %d does not fit %s", where, j, typ)
					}
					if outW == 4 {
						binary.NativeEndian.PutUint32(out[i*4:], uint32(d))
					} else {
						binary.NativeEndian.PutUint64(out[i*8:], uint64(d))
					}
				}
			}
			return mk(out), nil
		}
	case arrays.Decimal128Type, arrays.Decimal256Type:
		outW := 16
		if _, ok := t.(arrays.Decimal256Type); ok {
			outW = 32
		}
		// INT32 and INT64 widen word by word: the decimal's words are in
		// host order, the least significant first, so the value itself
		// and then its sign.
		widen := func(put func(o []uint64, a, b, j int)) []byte {
			out := v.m.zeroed(nslots * outW)
			o := asSlice[uint64](out)
			for r := range present {
				put(o, r.a, r.b, r.j)
			}
			return out
		}
		switch pt {
		case Int32:
			src := asSlice[int32](v.fixed)
			return mk(widen(func(o []uint64, a, b, j int) { widenInts(o, outW/8, src, a, b, j) })), nil
		case Int64:
			src := asSlice[int64](v.fixed)
			return mk(widen(func(o []uint64, a, b, j int) { widenInts(o, outW/8, src, a, b, j) })), nil
		case FixedLenByteArray:
			if v.width > outW {
				return nil, unsupportedf("column %s: %d-byte decimal wider than %s", where, v.width, typ)
			}
			return mk(fixed(outW, func(d, s []byte) { beToLE(d, s); hostWords(d) })), nil
		case ByteArray:
			out := v.m.zeroed(nslots * outW)
			for r := range present {
				a, b, j := r.a, r.b, r.j
				for i := a; i < b; i, j = i+1, j+1 {
					x := v.bytesAt(j)
					if len(x) > outW {
						return nil, malformedf("column %s: decimal value %d has %d bytes, more than %s holds", where, j, len(x), typ)
					}
					beToLE(out[i*outW:(i+1)*outW], x)
					hostWords(out[i*outW : (i+1)*outW])
				}
			}
			return mk(out), nil
		}
	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type, arrays.BinaryViewType, arrays.Utf8ViewType:
		if pt != ByteArray {
			break
		}
		large := t.ID() == arrays.LARGE_BINARY || t.ID() == arrays.LARGE_UTF8
		view := t.ID() == arrays.BINARY_VIEW || t.ID() == arrays.UTF8_VIEW
		ow := 4
		if large {
			ow = 8
		}
		var offs, data []byte
		switch {
		case (validity == nil || v.spaced) && !large && arrays.IsAligned(v.offsBuf) && arrays.IsAligned(v.data):
			// No nulls: the decoded offsets and bytes are the array's.
			offs, data = sealed(v.offsBuf[:(nslots+1)*4]), sealed(v.data)
		default:
			data = sealed(v.data)
			if !arrays.IsAligned(data) {
				data = v.m.zeroed(len(v.data))
				copy(data, v.data)
			}
			offs = v.m.zeroed((nslots + 1) * ow)
			prev := 0
			for r := range present {
				a, b, j := r.a, r.b, r.j
				for i := prev; i < a; i++ { // null slots repeat the offset
					putOffset(offs, i+1, large, v.offs[j])
				}
				for i := a; i < b; i, j = i+1, j+1 {
					putOffset(offs, i+1, large, v.offs[j+1])
				}
				prev = b
			}
			for i := prev; i < nslots; i++ {
				putOffset(offs, i+1, large, v.offs[v.n])
			}
		}
		if !view {
			return mk(offs, data), nil
		}
		var base arrays.DataType = arrays.BinaryType{}
		if t.ID() == arrays.UTF8_VIEW {
			base = arrays.Utf8Type{}
		}
		flat := arrays.MakeArray(arrays.NewData(base, nslots, [][]byte{validity, offs, data}, nil, nulls, 0))
		out, err := kernels.ToView(flat)
		// The views hold what of flat they use (the data of long values).
		if err == nil && out.Data() != flat.Data() {
			flat.Data().Release()
		}
		return out, err
	}
	return nil, unsupportedf("column %s: %s read as %s", where, pt, typ)
}

// dictArray builds a dictionary array of type t (storage dt) from a chunk
// decoded in dictionary mode: the Parquet dictionary becomes the Arrow
// dictionary, the indices are kept as they are (no re-encoding).
func dictArray(n *Node, t arrays.DataType, dt *arrays.DictionaryType, c *chunkData, validity []byte, nulls, nslots int) (arrays.Array, error) {
	where := strings.Join(n.Path, ".")
	dict := c.dict
	if dict == nil {
		dict = newValues(*n.Element.Type, n.Element.TypeLength)
		dict.m = c.m
	}
	dv, err := leafArray(n, dt.Value, dict, nil, 0, dict.n)
	if err != nil {
		return nil, err
	}
	if nulls == 0 {
		validity = nil
	}
	switch {
	case c.idxSpaced && len(c.idx) != nslots:
		return nil, malformedf("column %s: %d index slots for %d slots", where, len(c.idx), nslots)
	case !c.idxSpaced && nslots-nulls != len(c.idx):
		return nil, malformedf("column %s: %d values for %d non-null slots", where, len(c.idx), nslots-nulls)
	}
	iw := arrays.PrimitiveByteWidth(dt.Index.ID())
	if iw == 0 || !arrays.IsInteger(dt.Index.ID()) {
		return nil, unsupportedf("column %s: dictionary index type %s", where, dt.Index)
	}
	maxIdx := uint64(1)<<(8*iw-1) - 1
	if !arrays.IsSignedInteger(dt.Index.ID()) {
		maxIdx = maxIdx<<1 | 1
	}
	if dict.n > 0 && uint64(dict.n-1) > maxIdx {
		return nil, unsupportedf("column %s: a dictionary of %d values does not fit indices of %s", where, dict.n, dt.Index)
	}
	var out []byte
	if (validity == nil || c.idxSpaced) && iw == 4 && arrays.IsAligned(c.idxBuf) {
		out = sealed(c.idxBuf[:nslots*4]) // the decoded indices, as they are
	} else {
		out = c.m.zeroed(nslots * iw)
		j := 0
		put := func(i int) {
			k := uint64(c.idx[j])
			j++
			switch iw {
			case 1:
				out[i] = byte(k)
			case 2:
				binary.NativeEndian.PutUint16(out[i*2:], uint16(k))
			case 4:
				binary.NativeEndian.PutUint32(out[i*4:], uint32(k))
			default:
				binary.NativeEndian.PutUint64(out[i*8:], k)
			}
		}
		if validity == nil || c.idxSpaced {
			for i := range nslots {
				put(i) // spaced: index i is slot i's
			}
		} else {
			for a, b := range kernels.SetBitRuns(validity, 0, nslots) {
				for i := a; i < b; i++ {
					put(i)
				}
			}
		}
	}
	d := arrays.NewData(t, nslots, [][]byte{validity, out}, nil, nulls, 0).WithDictionary(dv.Data())
	return arrays.MakeArray(d), nil
}

func putOffset(offs []byte, i int, large bool, x int32) {
	if large {
		binary.NativeEndian.PutUint64(offs[i*8:], uint64(x))
	} else {
		binary.NativeEndian.PutUint32(offs[i*4:], uint32(x))
	}
}

// int96Time converts an INT96 timestamp (nanoseconds of the day, then the
// Julian day, little-endian) to the given unit since the Unix epoch. In
// nanoseconds it reports whether the exact value fits (pqarrow refuses
// those that do not); in coarser units the arithmetic wraps in 64 bits, as
// Spark computes it when writing and arrow-rs when reading, which is what
// parquet-testing's int96_from_spark.md documents for its far dates.
func int96Time(s []byte, u arrays.TimeUnit) (int64, bool) {
	nanos := int64(binary.LittleEndian.Uint64(s))
	day := int64(int32(binary.LittleEndian.Uint32(s[8:])))
	const julianEpoch = 2440588
	secs := (day - julianEpoch) * 86400 // |day| < 2^31: no overflow
	switch u {
	case arrays.Second:
		return secs + nanos/1e9, true
	case arrays.Millisecond:
		return secs*1e3 + nanos/1e6, true
	case arrays.Microsecond:
		return secs*1e6 + nanos/1e3, true
	}
	hi, lo := bits.Mul64(uint64(abs64(secs)), 1e9)
	if hi != 0 || lo > math.MaxInt64-1e9 {
		return 0, false
	}
	x := int64(lo)
	if secs < 0 {
		x = -x
	}
	r := x + nanos
	if (nanos > 0 && r < x) || (nanos < 0 && r > x) {
		return 0, false
	}
	return r, true
}

// wholeThousands checks that every value (w-byte integers in host order)
// is a whole number of thousands: milliseconds an ARROW:schema says are
// seconds, which the division back must not round.
func wholeThousands(v *values, w int, where string) error {
	for j := range v.n {
		var x int64
		if w == 4 {
			x = int64(int32(binary.NativeEndian.Uint32(v.fixed[j*4:])))
		} else {
			x = int64(binary.NativeEndian.Uint64(v.fixed[j*8:]))
		}
		if x%1000 != 0 {
			return malformedf("column %s: value %d, %d milliseconds, is not whole seconds as the ARROW:schema's type says", where, j, x)
		}
	}
	return nil
}

// unitNanos is the nanoseconds in one u.
func unitNanos(u arrays.TimeUnit) int64 {
	switch u {
	case arrays.Second:
		return 1e9
	case arrays.Millisecond:
		return 1e6
	case arrays.Microsecond:
		return 1e3
	}
	return 1
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// widenInts writes src[j:] into the decimal slots [a, b) of o, words
// 64-bit words each, sign-extended.
func widenInts[T int32 | int64](o []uint64, words int, src []T, a, b, j int) {
	src = src[j : j+b-a]
	o = o[a*words : b*words]
	if words == 2 {
		for i, x := range src {
			o[2*i], o[2*i+1] = uint64(int64(x)), uint64(int64(x)>>63)
		}
		return
	}
	for i, x := range src {
		s := o[i*words : (i+1)*words]
		s[0] = uint64(int64(x))
		for k := 1; k < len(s); k++ {
			s[k] = uint64(int64(x) >> 63)
		}
	}
}

// signExtendLE writes v into d as a little-endian two's-complement integer
// of len(d) bytes.
func signExtendLE(d []byte, v int64) {
	binary.LittleEndian.PutUint64(d, uint64(v))
	fill := byte(0)
	if v < 0 {
		fill = 0xff
	}
	for i := 8; i < len(d); i++ {
		d[i] = fill
	}
}

// hostWords turns the little-endian integer d (a decimal's bytes) into the
// layout of Arrow's decimal buffers: 64-bit words in host order, the
// least significant first. On a little-endian host they are the same.
func hostWords(d []byte) {
	if !hostorder.BigEndian {
		return
	}
	for i := 0; i+8 <= len(d); i += 8 {
		binary.NativeEndian.PutUint64(d[i:], binary.LittleEndian.Uint64(d[i:]))
	}
}

// beNarrow returns the big-endian two's-complement integer s as an int64,
// and whether it fits in w (4 or 8) bytes: a value of its decimal's
// precision always does, a wider one (a value past its precision) is
// refused rather than cut.
func beNarrow(s []byte, w int) (int64, bool) {
	var v int64
	if len(s) > 0 && s[0]&0x80 != 0 {
		v = -1
	}
	for i, b := range s {
		if len(s)-i > 8 {
			// Bytes above the 64 bits must repeat the sign.
			if b != byte(v) {
				return 0, false
			}
			continue
		}
		v = v<<8 | int64(b)
	}
	if len(s) > 8 && (v < 0) != (s[0]&0x80 != 0) {
		return 0, false
	}
	if w == 4 && int64(int32(v)) != v {
		return 0, false
	}
	return v, true
}

// beToLE writes the big-endian two's-complement s into d little-endian,
// sign-extended.
func beToLE(d, s []byte) {
	fill := byte(0)
	if len(s) > 0 && s[0]&0x80 != 0 {
		fill = 0xff
	}
	for i := range d {
		if i < len(s) {
			d[i] = s[len(s)-1-i]
		} else {
			d[i] = fill
		}
	}
}
