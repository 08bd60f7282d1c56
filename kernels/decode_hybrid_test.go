package kernels

import (
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// ----- references -----

// hybridRef is what a reference decode reports: the values of the runs
// decoded before any error, the bytes the runs took (strict decode), and
// the error's sentinel, byte offset and value index.
type hybridRef struct {
	vals   []uint32
	used   int
	err    error
	offset int
	value  int
}

func hybridBitAt(b []byte, i int) bool { return b[i>>3]>>(i&7)&1 != 0 }

// hybridRefHeader reads a ULEB128 header one byte at a time.
func hybridRefHeader(src []byte, pos int) (h uint64, next int, err error, errOff int) {
	start := pos
	for shift := 0; ; shift += 7 {
		if shift == 35 {
			return 0, 0, ErrVarintOverflow, start
		}
		if pos >= len(src) {
			return 0, 0, ErrTruncated, len(src)
		}
		b := src[pos]
		pos++
		h |= uint64(b&0x7f) << shift
		if b&0x80 == 0 {
			break
		}
	}
	if h > math.MaxUint32 {
		return 0, 0, ErrVarintOverflow, start
	}
	return h, pos, nil, 0
}

// hybridRefValue reads value j of a bit-packed run starting at byte pos,
// bit by bit; ok is false if a bit lies past the input.
func hybridRefValue(src []byte, pos, j, width int) (v uint32, ok bool) {
	for b := range width {
		p := pos*8 + j*width + b
		if p >= 8*len(src) {
			return 0, false
		}
		if hybridBitAt(src, p) {
			v |= 1 << b
		}
	}
	return v, true
}

// hybridRefStrict decodes n values as HybridDecodeUint32 documents it.
func hybridRefStrict(src []byte, width, n int) hybridRef {
	var r hybridRef
	pos := 0
	for len(r.vals) < n {
		start, at := pos, len(r.vals)
		fail := func(err error, off int) hybridRef {
			r.err, r.offset, r.value, r.used = err, off, at, start
			return r
		}
		h, next, err, off := hybridRefHeader(src, pos)
		if err != nil {
			return fail(err, off)
		}
		pos = next
		count, left := h>>1, uint64(n-at)
		if count == 0 {
			return fail(ErrEmptyRun, start)
		}
		if h&1 == 0 {
			nb := (width + 7) / 8
			if pos+nb > len(src) {
				return fail(ErrTruncated, len(src))
			}
			var v uint64
			for b := range nb {
				v |= uint64(src[pos+b]) << (8 * b)
			}
			if v >= 1<<width {
				return fail(ErrValueTooWide, start)
			}
			pos += nb
			for range min(count, left) {
				r.vals = append(r.vals, uint32(v))
			}
			continue
		}
		total := 8 * count
		take := min(total, left)
		run := make([]uint32, take)
		for j := range run {
			v, ok := hybridRefValue(src, pos, j, width)
			if !ok {
				return fail(ErrTruncated, len(src))
			}
			run[j] = v
		}
		r.vals = append(r.vals, run...)
		pos = int(min(uint64(pos)+count*uint64(width), uint64(len(src))))
	}
	r.used = pos
	return r
}

// hybridRefStream decodes the whole stream as HybridDecoder documents it,
// stopping after limit values; err nil means the stream ended cleanly.
func hybridRefStream(src []byte, width, limit int) hybridRef {
	var r hybridRef
	pos := 0
	for pos < len(src) && len(r.vals) < limit {
		start := pos
		fail := func(err error, off int) hybridRef {
			r.err, r.offset, r.value = err, off, len(r.vals)
			return r
		}
		h, next, err, off := hybridRefHeader(src, pos)
		if err != nil {
			return fail(err, off)
		}
		pos = next
		count := h >> 1
		if count == 0 {
			return fail(ErrEmptyRun, start)
		}
		if h&1 == 0 {
			nb := (width + 7) / 8
			if pos+nb > len(src) {
				return fail(ErrTruncated, len(src))
			}
			var v uint64
			for b := range nb {
				v |= uint64(src[pos+b]) << (8 * b)
			}
			if v >= 1<<width {
				return fail(ErrValueTooWide, start)
			}
			pos += nb
			for i := uint64(0); i < count && len(r.vals) < limit; i++ {
				r.vals = append(r.vals, uint32(v))
			}
			continue
		}
		for j := 0; uint64(j) < 8*count && len(r.vals) < limit; j++ {
			v, ok := hybridRefValue(src, pos, j, width)
			if !ok {
				return fail(ErrTruncated, len(src))
			}
			r.vals = append(r.vals, v)
		}
		pos = int(min(uint64(pos)+count*uint64(width), uint64(len(src))))
	}
	r.vals = r.vals[:min(len(r.vals), limit)]
	return r
}

// ----- stream generators -----

// hybridPackRef packs vals one bit at a time.
func hybridPackRef(dst []byte, vals []uint32, width int) []byte {
	out := make([]byte, PackedLen(len(vals), width))
	for i, v := range vals {
		for j := range width {
			if v>>j&1 != 0 {
				p := i*width + j
				out[p>>3] |= 1 << (p & 7)
			}
		}
	}
	return append(dst, out...)
}

// hybridAppendHeader appends h as a ULEB128 varint of size bytes (at
// least the minimal size, at most 5): writers may pad headers.
func hybridAppendHeader(dst []byte, h uint32, size int) []byte {
	for i := range size {
		b := byte(h>>(7*i)) & 0x7f
		if i < size-1 {
			b |= 0x80
		}
		dst = append(dst, b)
	}
	return dst
}

func hybridVarintLen(h uint32) int {
	n := 1
	for h >= 0x80 {
		h >>= 7
		n++
	}
	return n
}

func hybridRandValue(r *rand.Rand, width int) uint32 {
	return uint32(r.Uint64() & (1<<width - 1))
}

// hybridGenStream builds a stream of n values from random runs, without
// HybridEncode: RLE runs of 1..maxRun values (so also runs shorter than 8)
// and bit-packed runs of 1..9 groups, some headers padded to more bytes.
// A last bit-packed run is padded with random values. It returns the
// stream, its n values, and every value the stream holds (padding too).
func hybridGenStream(r *rand.Rand, width, n, maxRun int) (src []byte, vals, all []uint32) {
	return hybridGenStreamGroups(r, width, n, maxRun, 9)
}

// hybridGenStreamGroups is hybridGenStream with bit-packed runs of
// 1..maxGroups groups.
func hybridGenStreamGroups(r *rand.Rand, width, n, maxRun, maxGroups int) (src []byte, vals, all []uint32) {
	header := func(h uint32) {
		size := hybridVarintLen(h)
		if r.IntN(8) == 0 {
			size = size + r.IntN(5-size+1)
		}
		src = hybridAppendHeader(src, h, size)
	}
	for len(vals) < n {
		left := n - len(vals)
		if r.IntN(2) == 0 {
			c := min(1+r.IntN(maxRun), left)
			v := hybridRandValue(r, width)
			header(uint32(c) << 1)
			for b := range (width + 7) / 8 {
				src = append(src, byte(v>>(8*b)))
			}
			for range c {
				vals = append(vals, v)
			}
			all = append(all, vals[len(vals)-c:]...)
			continue
		}
		g := 1 + r.IntN(maxGroups)
		if 8*g > left {
			g = (left + 7) / 8 // the last run: pad its last group
		}
		run := make([]uint32, 8*g)
		for i := range run {
			run[i] = hybridRandValue(r, width)
		}
		header(uint32(g)<<1 | 1)
		src = hybridPackRef(src, run, width)
		vals = append(vals, run[:min(8*g, left)]...)
		all = append(all, run...)
	}
	return src, vals, all
}

// hybridRunValues returns n values of the given width made of runs of equal
// values whose lengths are uniform in 1..maxRun.
func hybridRunValues(r *rand.Rand, width, n, maxRun int) []uint32 {
	vals := make([]uint32, 0, n)
	for len(vals) < n {
		v := hybridRandValue(r, width)
		for range min(1+r.IntN(maxRun), n-len(vals)) {
			vals = append(vals, v)
		}
	}
	return vals
}

// hybridLengths: 0..70, around multiples of 32 up to 600, a few large.
func hybridLengths() []int {
	var ls []int
	for n := 0; n <= 70; n++ {
		ls = append(ls, n)
	}
	for m := 96; m <= 600; m += 32 {
		ls = append(ls, m-1, m, m+1)
	}
	return append(ls, 1000, 4096+3, 65536+5)
}

// ----- checks -----

// checkHybridStrict decodes n values of src at level k as uint32 and int32
// and compares them, the bytes used and any error with the reference.
func checkHybridStrict(t *testing.T, k *asm.Table, src []byte, width, n int) {
	t.Helper()
	ref := hybridRefStrict(src, width, n)
	got := make([]uint32, n)
	used, err := hybridDecode("HybridDecodeUint32", k, got, src, width)
	checkHybridErr(t, "strict", err, ref, width, n)
	if used != ref.used {
		t.Fatalf("width %d n %d: used %d bytes, want %d (stream % x)", width, n, used, ref.used, hybridHead(src))
	}
	if !slices.Equal(got[:len(ref.vals)], ref.vals) {
		t.Fatalf("width %d n %d: values differ at %d (stream % x)", width, n, hybridFirstDiff(got, ref.vals), hybridHead(src))
	}
}

func checkHybridErr(t *testing.T, what string, err error, ref hybridRef, width, n int) {
	t.Helper()
	if ref.err == nil {
		if err != nil {
			t.Fatalf("%s width %d n %d: unexpected error %v", what, width, n, err)
		}
		return
	}
	var he *HybridError
	if !errors.As(err, &he) || !errors.Is(err, ref.err) || !errors.Is(err, ErrMalformedHybrid) {
		t.Fatalf("%s width %d n %d: error %v, want %v", what, width, n, err, ref.err)
	}
	if he.Offset != ref.offset || he.Value != ref.value {
		t.Fatalf("%s width %d n %d: %v at byte %d value %d, want byte %d value %d", what, width, n, err, he.Offset, he.Value, ref.offset, ref.value)
	}
}

// checkHybridStream reads src with a HybridDecoder in random batches, some
// skipped, up to limit values, and compares with the reference.
func checkHybridStream(t *testing.T, r *rand.Rand, k *asm.Table, src []byte, width, limit int) {
	t.Helper()
	ref := hybridRefStream(src, width, limit)
	d, err := NewHybridDecoder(src, width)
	if err != nil {
		t.Fatal(err)
	}
	d.k = k
	var got []uint32
	var skipped []bool
	for len(got) < limit {
		c := min(r.IntN(100), limit-len(got))
		var n int
		switch r.IntN(4) {
		case 0:
			n, err = d.Skip(c)
			for range n {
				got = append(got, 0)
				skipped = append(skipped, true)
			}
		case 1:
			buf := make([]int32, c)
			n, err = d.DecodeInt32(buf)
			for _, v := range buf[:n] {
				got = append(got, uint32(v))
				skipped = append(skipped, false)
			}
		default:
			buf := make([]uint32, c)
			n, err = d.Decode(buf)
			got = append(got, buf[:n]...)
			for range n {
				skipped = append(skipped, false)
			}
		}
		if n > c {
			t.Fatalf("width %d: decoded %d values into %d", width, n, c)
		}
		if err != nil {
			break
		}
	}
	if len(got) != len(ref.vals) {
		t.Fatalf("width %d: stream gave %d values, want %d (err %v, want %v; stream % x)", width, len(got), len(ref.vals), err, ref.err, hybridHead(src))
	}
	for i := range got {
		if !skipped[i] && got[i] != ref.vals[i] {
			t.Fatalf("width %d: stream value %d = %d, want %d", width, i, got[i], ref.vals[i])
		}
	}
	switch {
	case len(got) == limit && ref.err == nil:
		// Stopped at the limit.
	case ref.err == nil:
		if err != io.EOF {
			t.Fatalf("width %d: stream ended with %v, want io.EOF", width, err)
		}
	default:
		checkHybridErr(t, "stream", err, ref, width, limit)
		if _, err2 := d.Decode(make([]uint32, 1)); err2 != err {
			t.Fatalf("width %d: after an error Decode returned %v, want the same error", width, err2)
		}
	}
}

func hybridFirstDiff(a, b []uint32) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func hybridHead(b []byte) []byte { return b[:min(len(b), 24)] }

// ----- tests -----

// TestHybridRoundTrip encodes runs of random length with HybridEncode and
// decodes them at every level, for every width and many lengths.
func TestHybridRoundTrip(t *testing.T) {
	maxRuns := []int{1, 2, 5, 8, 9, 16, 31, 32, 33, 64, 100}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(100)
		g := newHybridGuard(t, 65536*5+1024)
		for w := 0; w <= 32; w++ {
			for li, n := range hybridLengths() {
				if n > 5000 && w%4 != 1 {
					continue // large lengths at a few widths
				}
				vals := hybridRunValues(r, w, n, maxRuns[(li+w)%len(maxRuns)])
				src := g.Place(HybridEncode(nil, vals, w))
				got := make([]uint32, n)
				used, err := hybridDecode("HybridDecodeUint32", k, got, src, w)
				if err != nil || used != len(src) || !slices.Equal(got, vals) {
					t.Fatalf("width %d n %d: used %d of %d, err %v, first diff %d", w, n, used, len(src), err, hybridFirstDiff(got, vals))
				}
				if n <= 1000 {
					checkHybridStrict(t, k, src, w, n)
				}
			}
		}
	})
}

// TestHybridMixedStreams decodes streams built run by run (short RLE runs,
// bit-packed runs of any size, padded headers, a padded last group) at
// every level, whole and incrementally.
func TestHybridMixedStreams(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(101)
		g := newHybridGuard(t, 1<<20)
		for w := 0; w <= 32; w++ {
			for _, n := range hybridLengths() {
				if n > 5000 && w%8 != 3 {
					continue
				}
				maxRun := 1 + r.IntN(100)
				src, vals, all := hybridGenStream(r, w, n, maxRun)
				src = g.Place(src)
				got := make([]uint32, n)
				used, err := hybridDecode("HybridDecodeUint32", k, got, src, w)
				if err != nil || used != len(src) || !slices.Equal(got, vals) {
					t.Fatalf("width %d n %d: used %d of %d, err %v, first diff %d", w, n, used, len(src), err, hybridFirstDiff(got, vals))
				}
				got32 := make([]int32, n)
				if _, err := hybridDecode("HybridDecodeInt32", k, viewAs32(got32), src, w); err != nil {
					t.Fatal(err)
				}
				for i, v := range got32 {
					if uint32(v) != vals[i] {
						t.Fatalf("width %d n %d: int32 value %d", w, n, i)
					}
				}
				if n <= 1000 {
					// Asking for fewer values than the stream holds: an
					// error unless only last-group padding is left over.
					// Asking for more: truncated.
					for _, m := range []int{n - 1, n - 7, n - 8, n - 9, n + 1} {
						if m >= 0 {
							checkHybridStrict(t, k, src, w, m)
						}
					}
					checkHybridStream(t, r, k, src, w, len(all)+1)
					if ref := hybridRefStream(src, w, len(all)+1); !slices.Equal(ref.vals, all) {
						t.Fatalf("width %d n %d: reference stream differs from the generated values", w, n)
					}
				}
			}
		}
	})
}

// TestHybridLongRuns decodes streams of bit-packed runs of up to 300
// groups (one- and two-byte headers, some padded) between RLE runs of up
// to 200 values, whole, asking for fewer or more values, and with bytes
// changed: hybridDecode's loop for runs well inside the stream must agree
// with the reference on values, bytes used and errors, wherever the runs
// it leaves to the iterator begin.
func TestHybridLongRuns(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(104)
		g := newHybridGuard(t, 1<<20)
		for w := 0; w <= 32; w++ {
			for _, n := range []int{600, 2047, 9000} {
				src, vals, _ := hybridGenStreamGroups(r, w, n, 1+r.IntN(200), 1+r.IntN(300))
				placed := g.Place(src)
				got := make([]uint32, n)
				used, err := hybridDecode("HybridDecodeUint32", k, got, placed, w)
				if err != nil || used != len(src) || !slices.Equal(got, vals) {
					t.Fatalf("width %d n %d: used %d of %d, err %v, first diff %d", w, n, used, len(src), err, hybridFirstDiff(got, vals))
				}
				for _, m := range []int{n - 1, n - 8, n - 9, n - 100, n + 1} {
					checkHybridStrict(t, k, placed, w, m)
				}
				for range 20 {
					bad := slices.Clone(src)
					i := r.IntN(len(bad))
					switch r.IntN(3) {
					case 0:
						bad[i] = byte(r.Uint32())
					case 1:
						bad = slices.Insert(bad, i, byte(r.Uint32()))
					default:
						bad = slices.Delete(bad, i, i+1)
					}
					checkHybridStrict(t, k, g.Place(bad), w, n)
				}
			}
		}
	})
}

// TestHybridTruncated cuts valid streams at every byte: the strict decode
// must fail exactly where the reference does (or succeed when only padding
// was cut), the incremental decoder must give the values present, then an
// error.
func TestHybridTruncated(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(102)
		g := newHybridGuard(t, 1<<16)
		for w := 0; w <= 32; w++ {
			for _, n := range []int{1, 7, 9, 33, 100} {
				src, _, all := hybridGenStream(r, w, n, 1+r.IntN(40))
				if r.IntN(2) == 0 {
					src = HybridEncode(nil, hybridRunValues(r, w, n, 1+r.IntN(20)), w)
					all = nil
				}
				for c := 0; c <= len(src); c++ {
					cut := g.Place(src[:c])
					checkHybridStrict(t, k, cut, w, n)
					checkHybridStream(t, r, k, cut, w, len(all)+n+8)
				}
			}
		}
	})
}

// TestHybridCorrupted decodes valid streams with bytes changed, inserted
// and removed: never a panic, always the reference's values or error.
func TestHybridCorrupted(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(103)
		g := newHybridGuard(t, 1<<16)
		for w := 0; w <= 32; w++ {
			for range 40 {
				n := 1 + r.IntN(200)
				src, _, _ := hybridGenStream(r, w, n, 1+r.IntN(40))
				bad := slices.Clone(src)
				for range 1 + r.IntN(3) {
					if len(bad) == 0 {
						break
					}
					i := r.IntN(len(bad))
					switch r.IntN(4) {
					case 0:
						bad[i] = byte(r.Uint32())
					case 1:
						bad[i] ^= 1 << r.IntN(8)
					case 2:
						bad = slices.Insert(bad, i, byte(r.Uint32()))
					default:
						bad = slices.Delete(bad, i, i+1)
					}
				}
				bad = g.Place(bad)
				checkHybridStrict(t, k, bad, w, n)
				checkHybridStream(t, r, k, bad, w, 4*n+64)
			}
		}
	})
}

func TestHybridErrors(t *testing.T) {
	hdr := func(b ...byte) []byte { return b }
	for _, c := range []struct {
		name  string
		src   []byte
		width int
		n     int
		want  error
		off   int
		value int
	}{
		{"empty input", nil, 3, 1, ErrTruncated, 0, 0},
		{"varint 6 bytes", hdr(0x81, 0x80, 0x80, 0x80, 0x80, 0x00), 3, 1, ErrVarintOverflow, 0, 0},
		{"varint above 32 bits", hdr(0x80, 0x80, 0x80, 0x80, 0x10), 3, 1, ErrVarintOverflow, 0, 0},
		{"varint cut", hdr(0x80, 0x80), 3, 1, ErrTruncated, 2, 0},
		{"empty RLE run", hdr(0x00, 0x01), 3, 1, ErrEmptyRun, 0, 0},
		{"empty bit-packed run", hdr(0x01), 3, 1, ErrEmptyRun, 0, 0},
		{"RLE value too wide", hdr(0x04, 0x08), 3, 2, ErrValueTooWide, 0, 0},
		{"RLE value too wide at 9 bits", hdr(0x04, 0x00, 0x02), 9, 2, ErrValueTooWide, 0, 0},
		{"RLE value cut", hdr(0x04, 0x01), 12, 2, ErrTruncated, 2, 0},
		{"bit-packed cut", hdr(0x03, 0xff, 0xff), 3, 8, ErrTruncated, 3, 0},
	} {
		got := make([]uint32, c.n)
		_, err := HybridDecodeUint32(got, c.src, c.width)
		var he *HybridError
		if !errors.Is(err, c.want) || !errors.As(err, &he) || he.Offset != c.off || he.Value != c.value {
			t.Errorf("%s: %v, want %v at byte %d value %d", c.name, err, c.want, c.off, c.value)
		}
	}
	// Padding: 3 values in a group of 8 whose bytes are all there, or only
	// the bytes the 3 values need.
	for _, src := range [][]byte{{0x03, 0xd1, 0x00, 0x00}, {0x03, 0xd1, 0x00}} {
		got := make([]uint32, 3)
		if n, err := HybridDecodeUint32(got, src, 3); err != nil || n != len(src) || !slices.Equal(got, []uint32{1, 2, 3}) {
			t.Errorf("padded group % x: %v %d %v", src, got, n, err)
		}
	}
	// A last run longer than the values asked for (DuckDB ends a page with
	// a whole bit-packed run of 256 values) is cut at the count: the values
	// past it are ignored, their bytes need not be present, and nothing
	// after the run is read.
	for _, c := range []struct {
		name string
		src  []byte
		n    int
		want []uint32
		used int
	}{
		{"RLE run past the count", hdr(0x06, 0x01), 2, []uint32{1, 1}, 2},
		{"second RLE run past the count", hdr(0x04, 0x01, 0x04, 0x02, 0xff), 3, []uint32{1, 1, 2}, 4},
		{"bit-packed extra group", hdr(0x05, 0xd1, 0, 0, 0, 0, 0), 3, []uint32{1, 2, 3}, 7},
		{"bit-packed extra groups cut short", hdr(0x07, 0xd1, 0x00), 3, []uint32{1, 2, 3}, 3},
	} {
		got := make([]uint32, c.n)
		if used, err := HybridDecodeUint32(got, c.src, 3); err != nil || used != c.used || !slices.Equal(got, c.want) {
			t.Errorf("%s: %v %d %v, want %v %d", c.name, got, used, err, c.want, c.used)
		}
	}
	for _, w := range []int{-1, 33} {
		if _, err := HybridDecodeInt32(make([]int32, 1), []byte{0x02, 0}, w); !errors.Is(err, ErrBitWidth) {
			t.Errorf("width %d: %v", w, err)
		}
		if _, err := NewHybridDecoder(nil, w); !errors.Is(err, ErrBitWidth) {
			t.Errorf("decoder width %d: %v", w, err)
		}
	}
	// Trailing bytes after the last run are not read.
	if n, err := HybridDecodeUint32(make([]uint32, 2), []byte{0x04, 0x05, 0xff, 0xff}, 3); err != nil || n != 2 {
		t.Errorf("trailing bytes: %d %v", n, err)
	}
	// Zero values need no input.
	if n, err := HybridDecodeUint32(nil, nil, 7); err != nil || n != 0 {
		t.Errorf("zero values: %d %v", n, err)
	}
	var d HybridDecoder
	if n, err := d.Decode(make([]uint32, 4)); n != 0 || err != io.EOF {
		t.Errorf("zero decoder: %d %v", n, err)
	}
}

func TestHybridEncode(t *testing.T) {
	// Runs of 8 or more become RLE runs; others bit-packed, padded.
	vals := []uint32{5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 2, 3}
	got := HybridEncode([]byte{0xee}, vals, 3)
	want := []byte{0xee, 9 << 1, 5, 1<<1 | 1}
	want = hybridPackRef(want, []uint32{1, 2, 3, 0, 0, 0, 0, 0}, 3)
	if !slices.Equal(got, want) {
		t.Errorf("HybridEncode = % x, want % x", got, want)
	}
	// A repeat starting inside a group: the group takes its first values,
	// the rest is an RLE run.
	vals = []uint32{1, 2, 3}
	for range 20 {
		vals = append(vals, 6)
	}
	got = HybridEncode(nil, vals, 3)
	want = hybridPackRef([]byte{1<<1 | 1}, vals[:8], 3)
	want = append(want, 15<<1, 6)
	if !slices.Equal(got, want) {
		t.Errorf("HybridEncode = % x, want % x", got, want)
	}
	// Long literal stretches are split at 63 groups, one-byte headers.
	r := newRand(104)
	vals = make([]uint32, 2000)
	for i := range vals {
		vals[i] = uint32(i) & 0xfff
	}
	src := HybridEncode(nil, vals, 12)
	if src[0] != 63<<1|1 || len(src) != 3*(1+63*12)+1+PackedLen(2000-3*504, 12)+(8-(2000-3*504)%8)%8*12/8 {
		t.Errorf("literal runs: header %#x, %d bytes", src[0], len(src))
	}
	for w := 0; w <= 32; w++ {
		vals := hybridRunValues(r, w, 3000, 20)
		src := HybridEncode(nil, vals, w)
		if ref := hybridRefStrict(src, w, len(vals)); ref.err != nil || !slices.Equal(ref.vals, vals) || ref.used != len(src) {
			t.Fatalf("width %d: reference decode of HybridEncode: %v", w, ref.err)
		}
	}
	mustPanic(t, "HybridEncode value too wide", func() { HybridEncode(nil, []uint32{8}, 3) })
	mustPanic(t, "HybridEncode width 33", func() { HybridEncode(nil, nil, 33) })
}

func TestHybridFill(t *testing.T) {
	testHybridFill(t, []uint8{0, 1, 0xa5})
	testHybridFill(t, []uint16{0, 1, 0xbeef})
	testHybridFill(t, []uint32{0, 1, 0xdeadbeef})
	testHybridFill(t, []uint64{0, 1, 0x0123456789abcdef})
	testHybridFill(t, [][2]uint64{{1, 2}})
	testHybridFill(t, [][3]byte{{1, 2, 3}})
	testHybridFill(t, []string{"", "x"})
}

func testHybridFill[T comparable](t *testing.T, vals []T) {
	var zero T
	for n := range 700 {
		for _, v := range vals {
			s := make([]T, n+2)
			hybridFill(s[1:n+1], v, hybridPlain[T]())
			if s[0] != zero || s[n+1] != zero {
				t.Fatalf("fill %d of %T wrote outside", n, v)
			}
			for i := 1; i <= n; i++ {
				if s[i] != v {
					t.Fatalf("fill %d of %v: slot %d = %v", n, v, i, s[i])
				}
			}
		}
	}
}

// TestHybridFillRun fills runs of 0..70 values into outputs with 0..40
// slots of room after the run: the run's slots hold the value, and nothing
// at or past the output's end (or before it) is written.
func TestHybridFillRun(t *testing.T) {
	testHybridFillRun(t, []uint32{1, 0xdeadbeef})
	testHybridFillRun(t, []uint64{1, 0x0123456789abcdef})
	testHybridFillRun(t, []uint16{0xbeef})
	testHybridFillRun(t, []string{"x"})
}

func testHybridFillRun[T comparable](t *testing.T, vals []T) {
	var zero T
	// 0..70, and around the blocks of 32 up to hybridBlockRun and past it.
	counts := []int{95, 96, 97, 127, 128, 129, 300, hybridBlockRun - 1, hybridBlockRun, hybridBlockRun + 1, 700}
	for c := range 71 {
		counts = append(counts, c)
	}
	for _, count := range counts {
		for room := range 41 {
			for _, v := range vals {
				s := make([]T, count+room+2)
				hybridFillRun(s[1:1+count+room], count, v, hybridPlain[T]())
				if s[0] != zero || s[len(s)-1] != zero {
					t.Fatalf("run %d with room %d of %T wrote outside", count, room, v)
				}
				for i := 1; i <= count; i++ {
					if s[i] != v {
						t.Fatalf("run %d of %v: slot %d = %v", count, v, i, s[i])
					}
				}
			}
		}
	}
}

// FuzzHybridDecode decodes arbitrary bytes at every level, strictly and
// incrementally, against the references.
func FuzzHybridDecode(f *testing.F) {
	r := newRand(105)
	for _, w := range []int{0, 1, 3, 8, 12, 17, 32} {
		vals := hybridRunValues(r, w, 100, 12)
		f.Add(HybridEncode(nil, vals, w), uint8(w), uint16(100))
		src, _, _ := hybridGenStream(r, w, 70, 30)
		f.Add(src, uint8(w), uint16(70))
		// Several runs of 63 groups, long enough for hybridDecode's run
		// loops (their bytes must lie UnpackSlack bytes inside the stream).
		f.Add(HybridEncode(nil, hybridRunValues(r, w, 1600, 1), w), uint8(w), uint16(1600))
	}
	f.Add([]byte{0x80, 0x80, 0x80, 0x80, 0x0f}, uint8(3), uint16(5))
	f.Fuzz(func(t *testing.T, src []byte, width uint8, n uint16) {
		w := int(width % 33)
		for _, l := range asm.Levels() {
			k := l.Table()
			checkHybridStrict(t, k, src, w, int(n))
			checkHybridStream(t, newRand(uint64(n)), k, src, w, int(n))
		}
	})
}

// TestHybridDecodeAllocs checks that decoding into a caller's buffer
// allocates nothing at any level: the run loops and kernels are fetched
// from the table, not built per call.
func TestHybridDecodeAllocs(t *testing.T) {
	r := newRand(106)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, w := range []int{1, 3, 8, 17, 32} {
			src := HybridEncode(nil, hybridRunValues(r, w, 5000, 1+r.IntN(3)), w)
			dst := make([]uint32, 5000)
			got := testing.AllocsPerRun(5, func() {
				if _, err := hybridDecode("HybridDecodeUint32", k, dst, src, w); err != nil {
					t.Fatal(err)
				}
			})
			if got != 0 {
				t.Errorf("width %d: %v allocations per call, want 0", w, got)
			}
		}
	})
}
