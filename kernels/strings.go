package kernels

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// String predicates over utf8, large utf8 and utf8 view arrays (binary,
// large binary and binary view too, byte-wise; dictionaries of them, which
// match their dictionary once, and run-end encoded ones): StartsWith, EndsWith,
// Contains, and SQL LIKE / ILIKE through a pattern compiled once
// (CompileLike). Null slots give null. Fast paths:
//   - views answer StartsWith of up to 4 bytes, and the LIKE patterns that
//     reduce to one, from the 4-byte prefix inside each view, and inline
//     values (12 bytes or fewer) from the view alone, never touching the
//     data buffers;
//   - the simple shapes (prefix, suffix, exact, contains, '%') over utf8
//     and binary run one loop without a call per slot: literals of up to 8
//     bytes compare as one masked 8-byte load, and Contains scans the whole
//     data buffer once with the level's IndexAll (a SIMD first/last-byte
//     filter), mapping occurrences to slots through the offsets; Contains
//     over views tests inline values with word scans within the view;
//   - the middle segments of LIKE and Contains elsewhere use bytes.Index,
//     which the Go runtime runs with SIMD (SSE/AVX2 on amd64, NEON on
//     arm64).

// StartsWith returns, per slot of a, whether its value begins with prefix.
func StartsWith(a arrays.Array, prefix string, opts ...Option) (*arrays.Boolean, error) {
	p := &LikePattern{parts: []likePart{{lit: prefix}}, anchoredStart: true, simple: likePrefix}
	return p.match("starts_with", a, opts)
}

// EndsWith returns, per slot of a, whether its value ends with suffix.
func EndsWith(a arrays.Array, suffix string, opts ...Option) (*arrays.Boolean, error) {
	p := &LikePattern{parts: []likePart{{lit: suffix}}, anchoredEnd: true, simple: likeSuffix}
	return p.match("ends_with", a, opts)
}

// Contains returns, per slot of a, whether sub occurs in its value.
func Contains(a arrays.Array, sub string, opts ...Option) (*arrays.Boolean, error) {
	p := &LikePattern{parts: []likePart{{lit: sub}}, simple: likeContains}
	return p.setBytes().match("contains", a, opts)
}

// Like returns, per slot of a, whether its value matches the SQL LIKE
// pattern: % matches any run of characters, _ exactly one, and the escape
// character (\ by default; see CompileLike) makes the next character
// literal. A character is a UTF-8 code point in utf8 values (utf8, large
// utf8, utf8 view) and a byte in binary ones (binary, large binary,
// binary view), as Arrow C++ reads binary; any other pattern byte, UTF-8
// or not, matches itself. Compile the pattern once with CompileLike to
// match many arrays.
func Like(a arrays.Array, pattern string, opts ...Option) (*arrays.Boolean, error) {
	p, err := CompileLike(pattern, '\\', false)
	if err != nil {
		return nil, err
	}
	return p.Match(a, opts...)
}

// ILike is Like ignoring ASCII case.
func ILike(a arrays.Array, pattern string, opts ...Option) (*arrays.Boolean, error) {
	p, err := CompileLike(pattern, '\\', true)
	if err != nil {
		return nil, err
	}
	return p.Match(a, opts...)
}

// LikePattern is a compiled LIKE pattern: literal segments separated by %,
// each segment a sequence of literal bytes and _ wildcards. It is
// immutable and safe for concurrent use.
type LikePattern struct {
	parts         []likePart // the segments between %s, in order
	anchoredStart bool       // no leading %: the first segment starts the value
	anchoredEnd   bool       // no trailing %: the last segment ends the value
	fold          bool       // ASCII case-insensitive (ILIKE)
	simple        likeSimple // a shape with a direct test, or likeGeneral
	bytewise      bool       // _ is one byte (binary values), not one code point
}

// likePart is one segment: lit with wild[i] set where byte i of lit stands
// for _ (any one code point).
type likePart struct {
	lit  string
	wild []bool // nil: no wildcard
	litB []byte // lit as bytes, for bytes.Index (set by setBytes)
}

type likeSimple uint8

const (
	likeGeneral  likeSimple = iota
	likeExact               // 'abc'
	likePrefix              // 'abc%'
	likeSuffix              // '%abc'
	likeContains            // '%abc%'
	likeAll                 // '%': every valid value
)

// CompileLike compiles a LIKE pattern; escape is the escape character (0:
// none) and fold makes it ASCII case-insensitive (ILIKE). A pattern ending
// in a lone escape character is an error.
func CompileLike(pattern string, escape rune, fold bool) (*LikePattern, error) {
	p := &LikePattern{fold: fold, anchoredStart: true, anchoredEnd: true}
	var cur []byte
	var wild []bool
	hasWild := false
	flush := func() {
		part := likePart{lit: string(cur)}
		if hasWild {
			part.wild = wild
		}
		p.parts = append(p.parts, part)
		cur, wild, hasWild = nil, nil, false
	}
	// The pattern is read byte by byte: %, _ and an ASCII escape are single
	// bytes that never occur inside a multi-byte code point, and any other
	// byte, UTF-8 or not, is a literal that matches itself (binary values
	// are matched bytewise, so a pattern for them may hold any bytes).
	esc := string(escape) // the escape as it appears in the pattern
	if escape <= 0 {
		esc = ""
	} else if escape < utf8.RuneSelf {
		esc = string([]byte{byte(escape)})
	}
	lit := func(b []byte) {
		cur = append(cur, b...)
		for range b {
			wild = append(wild, false)
		}
	}
	for i := 0; i < len(pattern); i++ {
		switch b := pattern[i]; {
		case esc != "" && strings.HasPrefix(pattern[i:], esc):
			i += len(esc)
			if i == len(pattern) {
				return nil, fmt.Errorf("kernels: like: pattern %q ends in its escape character", pattern)
			}
			// the escaped character: a code point, or one byte that is not UTF-8
			_, size := utf8.DecodeRuneInString(pattern[i:])
			lit([]byte(pattern[i : i+size]))
			i += size - 1
		case b == '%':
			if i == 0 {
				p.anchoredStart = false
			}
			if i == len(pattern)-1 {
				p.anchoredEnd = false
			}
			if len(cur) > 0 {
				flush()
			}
		case b == '_':
			cur, wild, hasWild = append(cur, '_'), append(wild, true), true
		default:
			lit([]byte{b})
		}
	}
	if len(cur) > 0 || len(p.parts) == 0 {
		flush()
	}
	if fold {
		for i := range p.parts {
			p.parts[i].lit = string(lowerASCII(nil, []byte(p.parts[i].lit)))
		}
	}
	p.setBytes()
	// the shapes with a direct test
	if len(p.parts) == 1 && p.parts[0].wild == nil {
		switch {
		case p.parts[0].lit == "" && !p.anchoredStart:
			p.simple = likeAll
		case p.anchoredStart && p.anchoredEnd:
			p.simple = likeExact
		case p.anchoredStart:
			p.simple = likePrefix
		case p.anchoredEnd:
			p.simple = likeSuffix
		default:
			p.simple = likeContains
		}
	}
	return p, nil
}

// setBytes fills each part's litB.
func (p *LikePattern) setBytes() *LikePattern {
	for i := range p.parts {
		p.parts[i].litB = []byte(p.parts[i].lit)
	}
	return p
}

// Match returns, per slot of a, whether its value matches the pattern.
func (p *LikePattern) Match(a arrays.Array, opts ...Option) (*arrays.Boolean, error) {
	fn := "like"
	if p.fold {
		fn = "ilike"
	}
	return p.match(fn, a, opts)
}

func (p *LikePattern) match(fn string, a arrays.Array, opts []Option) (_ *arrays.Boolean, err error) {
	defer guard(fn, &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := c.arrayArg(fn, a)
	if err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(d)
	}
	switch st := arrays.StorageOf(d.Type).(type) {
	case *arrays.DictionaryType:
		// the dictionary's values matched once, the answers taken by
		// index: a null index or a null value gives null
		per, err := p.match(fn, arrays.MakeArray(d.Dictionary), []Option{atTable{c.table}})
		if err != nil {
			return nil, err
		}
		idx := arrays.MakeArray(arrays.NewData(st.Index, d.Length, d.Buffers[:2], nil, arrays.UnknownNullCount, d.Offset))
		out, err := takeArray(c.widths(), &c, per, idx)
		if err != nil {
			return nil, err
		}
		return arrays.MakeArray(out).(*arrays.Boolean), nil
	case *arrays.RunEndEncodedType:
		sd := arrays.NewData(st, d.Length, d.Buffers, d.Children, 0, d.Offset)
		dec, err := REEDecode(arrays.MakeArray(sd).(*arrays.RunEndEncoded), atTable{c.table})
		if err != nil {
			return nil, err
		}
		return p.match(fn, dec, opts)
	}
	var valid []byte
	if d.NullN() > 0 {
		valid = d.Validity()
	}
	n := d.Length
	id := arrays.StorageOf(d.Type).ID()
	if !p.bytewise && p.simple == likeGeneral && (id == arrays.BINARY || id == arrays.LARGE_BINARY || id == arrays.BINARY_VIEW) {
		bp := *p // binary values: _ matches one byte
		bp.bytewise = true
		p = &bp
	}
	if c.parallel(n) && isStringLike(id) {
		return likeMorsels(c, p, fn, d)
	}
	if !p.fold && p.simple != likeGeneral {
		var vals []byte
		switch id {
		case arrays.UTF8, arrays.BINARY:
			vals = offsetsSimple[int32](&c, p, d)
		case arrays.LARGE_UTF8, arrays.LARGE_BINARY:
			vals = offsetsSimple[int64](&c, p, d)
		case arrays.UTF8_VIEW, arrays.BINARY_VIEW:
			vals = viewsSimple(&c, p, d)
		}
		if vals != nil {
			return simpleResult(&c, d, valid, vals), nil
		}
	}
	var test func(i int) bool
	switch id {
	case arrays.UTF8, arrays.BINARY:
		test = offsetsTest[int32](p, d)
	case arrays.LARGE_UTF8, arrays.LARGE_BINARY:
		test = offsetsTest[int64](p, d)
	case arrays.UTF8_VIEW, arrays.BINARY_VIEW:
		test = viewsTest(p, d)
	default:
		return nil, fmt.Errorf("kernels: %s: %s is not a string or binary type: %w", fn, d.Type, ErrWrongType)
	}
	return boolWords(&c, n, func(i, k int) (uint64, uint64) {
		v := uint64(math.MaxUint64)
		if valid != nil {
			v = loadBits(valid, d.Offset+i, k)
		}
		var x uint64
		for j := range k {
			if v>>uint(j)&1 != 0 && test(i+j) {
				x |= 1 << uint(j)
			}
		}
		return x, v
	}), nil
}

// simpleResult wraps the values bitmap of a simple-shape match: null
// slots give null (the input's validity, copied to bit 0).
func simpleResult(c *config, d *arrays.Data, valid, vals []byte) *arrays.Boolean {
	n := d.Length
	if valid == nil {
		return boolResult(c, n, 0, nil, vals)
	}
	out := c.kernelBitmap(n)
	c.widths().BitmapAnd(out, 0, valid, d.Offset, valid, d.Offset, n)
	return boolResult(c, n, d.NullN(), out, vals)
}

// offsetsSimple matches the simple shapes (prefix, suffix, exact,
// contains, all) over a binary or utf8 array without a call per slot:
// literals of up to 8 bytes are compared as one masked 8-byte load (for
// prefixes and exact matches over int32 offsets, in one pass of the
// level's PrefixOffs32), and
// Contains scans the whole data buffer with bytes.Index, mapping each
// occurrence to its slot through the offsets. It returns the values
// bitmap (bits of null slots: anything).
func offsetsSimple[O int32 | int64](c *config, p *LikePattern, d *arrays.Data) []byte {
	n := d.Length
	words := (n + 63) / 64
	vb := c.alloc(8*words, true)
	out := viewAs[uint64](vb[:cap(vb)], words)
	vb = vb[:arrays.BitmapLen(n)]
	if n == 0 {
		return vb
	}
	offs := viewAt[O](d.Buffers[1], d.Offset, n+1)
	data := d.Buffers[2]
	lit := p.parts[0].lit
	m := len(lit)
	switch p.simple {
	case likeAll:
		for w := range out {
			out[w] = lowBits(min(64, n-64*w))
		}
	case likeContains:
		if m == 0 {
			for w := range out {
				out[w] = lowBits(min(64, n-64*w))
			}
			break
		}
		containsScan(c.widths(), out, offs, data, p.parts[0].litB)
	default: // likePrefix, likeSuffix, likeExact
		var want [8]byte
		copy(want[:], lit)
		wantW, mask := binary.LittleEndian.Uint64(want[:]), lowBytes(m)
		suffix, exact := p.simple == likeSuffix, p.simple == likeExact
		if o32, ok := any(offs).([]int32); ok && !suffix && m <= 8 {
			// one pass over the offsets and each value's first 8 bytes
			maxLen := int32(math.MaxInt32)
			if exact {
				maxLen = int32(m)
			}
			c.widths().PrefixOffs32(out, o32, data, wantW, mask, int32(m), maxLen)
			break
		}
		for w := range out {
			var x uint64
			for j := range min(64, n-64*w) {
				i := 64*w + j
				v := data[offs[i]:offs[i+1]]
				if len(v) < m || exact && len(v) != m {
					continue
				}
				t := v[:m]
				if suffix {
					t = v[len(v)-m:]
				}
				var ok bool
				if m <= 8 && cap(t) >= 8 {
					ok = (binary.LittleEndian.Uint64(t[:8])^wantW)&mask == 0
				} else {
					ok = string(t) == lit
				}
				x |= b2u(ok) << uint(j)
			}
			out[w] = x
		}
	}
	leWords(out) // words to the bitmap's bytes (big-endian hosts)
	return vb
}

// containsScan sets bit i of out for each of the n = len(offs)-1 slots
// whose value (data[offs[i]:offs[i+1]]) holds sub (not empty), scanning
// the data of all slots at once with the level's IndexAll (a SIMD
// first/last-byte filter), a batch of occurrences per call. Each
// occurrence is mapped to its slot through the offsets (galloping from
// the last slot, as occurrences come in order); it counts only if it ends
// within that slot, and either way the slot is decided (a later
// occurrence starting there runs past its end too, or is not needed), so
// the scan goes on at the next slot.
func containsScan[O int32 | int64](k *asm.Table, out []uint64, offs []O, data, sub []byte) {
	n, m := len(offs)-1, len(sub)
	end := int(offs[n])
	hits := make([]int, 256)
	i := 0
	for pos := int(offs[0]); pos+m <= end; {
		got := k.IndexAll(hits, data[pos:end], sub)
		next := pos // the end of the last slot decided
		for _, h := range hits[:got] {
			q := pos + h
			if q < next { // in a slot already decided
				continue
			}
			i = slotOf(offs, i, q)
			if q+m <= int(offs[i+1]) {
				out[i>>6] |= 1 << uint(i&63)
			}
			next = int(offs[i+1])
		}
		if got < len(hits) {
			return
		}
		pos = max(next, pos+hits[got-1]+1) // past the batch even if malformed offsets run backwards
	}
}

// slotOf returns the slot j >= i whose value holds byte q (offs[j] <= q <
// offs[j+1]), given offs[i] <= q < offs[n]: a galloping search from i.
func slotOf[O int32 | int64](offs []O, i, q int) int {
	n := len(offs) - 1
	if int(offs[i+1]) > q {
		return i
	}
	// offs[lo] <= q; find the first index in (lo, hi] past q
	lo, step := i+1, 1
	for lo+step < n && int(offs[lo+step]) <= q {
		lo += step
		step *= 2
	}
	hi := min(lo+step, n) // offs[hi] > q
	for hi-lo > 1 {
		mid := int(uint(lo+hi) >> 1)
		if int(offs[mid]) <= q {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// viewsSimple matches a prefix of up to 4 bytes (and '%') over a view
// array from the views' lengths and prefixes alone (the level's
// ViewPrefix), Contains (viewsContains) and EndsWith (viewsSuffix),
// without a call per slot; it returns nil for the other shapes.
func viewsSimple(c *config, p *LikePattern, d *arrays.Data) []byte {
	lit := p.parts[0].lit
	m := len(lit)
	if p.simple == likeContains && m > 0 {
		return viewsContains(c, p.parts[0].litB, d)
	}
	if p.simple == likeSuffix {
		return viewsSuffix(c, lit, d)
	}
	if p.simple != likePrefix && p.simple != likeAll || m > 4 { // likeAll: the prefix ""
		return nil
	}
	n := d.Length
	words := (n + 63) / 64
	vb := c.alloc(8*words, false)
	out := viewAs[uint64](vb[:cap(vb)], words)
	// the lo word of a view holding the literal as its prefix, and the
	// mask of those bytes, read in host order as the kernel reads views
	var want, mask [8]byte
	copy(want[4:], lit)
	for i := range m {
		mask[4+i] = 0xff
	}
	c.widths().ViewPrefix(out, viewAt[[2]uint64](d.Buffers[1], d.Offset, n), binary.NativeEndian.Uint64(want[:]), binary.NativeEndian.Uint64(mask[:]), int32(m))
	leWords(out)
	return vb[:arrays.BitmapLen(n)]
}

// viewsSuffix is EndsWith over a view array without a call per slot:
// with a literal of up to 8 bytes, every view is compared as one masked
// word, the 8 bytes that end its value (its last byte on top). Per word of
// 64 views, a first loop without a branch on the data decides the inline
// values, the word loaded from within the view, and marks the long ones
// (past 12 bytes); a second loop visits only those, loading
// each one's last 8 bytes from its buffer. (One loop with a branch per
// view between the two kinds mispredicted about every other view.) Longer
// literals compare bytes. A malformed view's out-of-range buffer or offset
// panics in the slice expressions, which the caller's guard reports.
func viewsSuffix(c *config, lit string, d *arrays.Data) []byte {
	n := d.Length
	words := (n + 63) / 64
	vb := c.alloc(8*words, false)
	out := viewAs[uint64](vb[:cap(vb)], words)
	views := viewAt[arrays.View](d.Buffers[1], d.Offset, n)
	bufs := d.Buffers[2:]
	m := len(lit)
	if m > 8 {
		viewsSuffixLong(out, views, bufs, lit)
		leWords(out)
		return vb[:arrays.BitmapLen(n)]
	}
	// the literal in the top bytes of a word, and the mask of those
	var top [8]byte
	copy(top[8-m:], lit)
	want, mask := binary.LittleEndian.Uint64(top[:]), ^lowBytes(8-m)
	for w := range out {
		base := 64 * w
		vs := views[base : base+min(64, n-base)]
		var x, long uint64
		p := unsafe.Pointer(unsafe.SliceData(vs))
		for j := range vs {
			// An inline value's last 8 bytes end at byte 4+l of its view:
			// for l >= 4 one load from byte l-4, for shorter ones the
			// load from byte 0 shifted so that byte 4+l-1 is on top. The
			// load stays within the view whatever l is (long and
			// malformed views are decided elsewhere).
			// (clamped with shifts and masks: min and max compiled to
			// branches here, which the lengths made random)
			l := int64(vs[j].Length)
			at := l - 4
			at &^= at >> 63 // max(l-4, 0)
			d := at - 8
			at = 8 + d&(d>>63) // min(at, 8)
			sh := 4 - l
			sh &^= sh >> 63 // max(4-l, 0)
			word := leWord(*(*uint64)(unsafe.Add(p, 16*j+int(at)))) << (uint(8*sh) & 63)
			x |= (b2u((word^want)&mask == 0) & b2u(l >= int64(m))) << uint(j)
			long |= b2u(l > arrays.ViewInlineMax) << uint(j)
		}
		x &^= long
		for y := long; y != 0; y &= y - 1 {
			j := bits.TrailingZeros64(y)
			v := &vs[j]
			end := int(v.Offset) + int(v.Length) // length > 12 >= m: the word's last m bytes are the value's
			x |= b2u((binary.LittleEndian.Uint64(bufs[v.BufferIndex][end-8:end])^want)&mask == 0) << uint(j)
		}
		out[w] = x
	}
	leWords(out)
	return vb[:arrays.BitmapLen(n)]
}

// viewsSuffixLong is viewsSuffix for a literal of more than 8 bytes: the
// values' last bytes compared with it, inline or in their buffers.
func viewsSuffixLong(out []uint64, views []arrays.View, bufs [][]byte, lit string) {
	m := len(lit)
	for w := range out {
		base := 64 * w
		vs := views[base : base+min(64, len(views)-base)]
		var x uint64
		for j := range vs {
			v := &vs[j]
			l := int(v.Length)
			if l < m {
				continue
			}
			var val []byte
			if l <= arrays.ViewInlineMax {
				val = v.InlineBytes()[:l]
			} else {
				val = bufs[v.BufferIndex][int(v.Offset) : int(v.Offset)+l]
			}
			x |= b2u(string(val[l-m:]) == lit) << uint(j)
		}
		out[w] = x
	}
}

// viewsContains is Contains over a view array without a call per slot.
// For literals of up to 12 bytes the level's ViewFind reads each word of
// views once: it tests the inline values (SIMD within each view) and
// merges the long ones with the occurrences a viewStream listed from
// their buffer; where a long view does not follow that list, it stops,
// the stream decides the view (scanning on, restarting or on its own),
// and ViewMerge takes the rest of the word. Longer literals can only be
// in the buffers: a Go loop marks the values that long, for ViewMerge and
// the stream alone.
func viewsContains(c *config, sub []byte, d *arrays.Data) []byte {
	n := d.Length
	words := (n + 63) / 64
	vb := c.alloc(8*words, false)
	out := viewAs[uint64](vb[:cap(vb)], words)
	views := viewAt[arrays.View](d.Buffers[1], d.Offset, n)
	m := len(sub)
	s := newViewStream(c.widths(), d.Buffers, sub)
	k := c.widths()
	raw := viewAt[[2]uint64](d.Buffers[1], d.Offset, n)
	var long []uint64 // m > 12: the long bits of every word
	if m > 12 {
		long = make([]uint64, words)
		for w := range out {
			var y uint64
			vs := views[64*w : 64*w+min(64, n-64*w)]
			for j := range vs {
				y |= b2u(int(vs[j].Length) >= m) << uint(j)
			}
			out[w], long[w] = 0, y
		}
	}
	var one [1]uint64 // the long bits left of the word ViewFind stopped in
	for w, y := 0, uint64(0); w < words; {
		st := [asm.ViewMergeSlots]int{0, s.h, s.buf, s.last, s.lastEnd + maxViewGap, m, len(s.data) - m, s.covered, maxViewGap}
		hits := s.hits[:s.nh+1]
		switch {
		case y != 0: // the rest of word w, after the stream decided a view
			asm.SetViewMergeWord(st[:], y)
			one[0] = y
			k.ViewMerge(out[w:w+1], one[:], raw[64*w:], hits, st[:])
		case long == nil: // the next words, from word w
			w += k.ViewFind(out[w:], raw[64*w:], sub, hits, st[:])
		default:
			asm.SetViewMergeWord(st[:], long[w])
			w += k.ViewMerge(out[w:], long[w:], raw[64*w:], hits, st[:])
		}
		y = asm.ViewMergeWord(st[:])
		s.h, s.last, s.lastEnd = st[1], st[3], st[4]-maxViewGap
		if w == words {
			break
		}
		if y == 0 { // ViewMerge finished word w
			w++
			continue
		}
		// the view at the lowest bit needs the stream
		j := bits.TrailingZeros64(y)
		out[w] |= b2u(s.has(&views[64*w+j])) << uint(j)
		if y &= y - 1; y == 0 {
			w++
		}
	}
	leWords(out)
	return vb[:arrays.BitmapLen(n)]
}

// viewStream decides Contains for long views (values in the data
// buffers) taken in slot order. Views whose values lie in one buffer at
// non-decreasing offsets, as a view builder writes them, share one scan
// of that buffer with the level's IndexAll (a SIMD first/last-byte
// filter, as over utf8 data): the occurrences come in order, so each view
// is a merge step (skip the occurrences before its start, look at the
// next), with no search and no call per value. The scan runs ahead in
// chunks that double while the views follow it (at most about as many
// bytes ahead as it has used, so a slice of a large buffer does not scan
// the rest); a view ahead of the scan by more than maxViewGap restarts it
// there, and one behind it (views in any order) is decided on its own.
type viewStream struct {
	k       *asm.Table
	bufs    [][]byte
	sub     []byte
	sw      subWord // for sub of 2..8 bytes, the views decided on their own
	hits    []int   // the occurrences found and not yet passed, hits[h:nh], then math.MaxInt (ViewMerge's sentinel)
	h, nh   int
	buf     int // the buffer scanned (-1: none yet)
	data    []byte
	last    int // the offset of the last view merged
	lastEnd int // and the end of its value
	covered int // every occurrence starting before covered (and at or after last) is in hits[h:nh]
	chunk   int // the bytes of starts the next scan covers at least
}

// maxViewGap bounds the bytes a stream scans between two views' values.
const maxViewGap = 64

// viewStreamChunk is the first scan's size of a (re)started stream, and
// viewStreamMaxChunk the largest.
const (
	viewStreamChunk    = 256
	viewStreamMaxChunk = 1 << 16
)

func newViewStream(k *asm.Table, bufs [][]byte, sub []byte) *viewStream {
	s := &viewStream{k: k, bufs: bufs, sub: sub, hits: make([]int, 1025), buf: -1}
	s.hits[0] = math.MaxInt
	if len(sub) >= 2 && len(sub) <= 8 {
		s.sw = newSubWord(sub)
	}
	return s
}

// has reports whether the long view v's value holds the literal.
func (s *viewStream) has(v *arrays.View) bool {
	m := len(s.sub)
	l, off, b := int(v.Length), int(v.Offset), int(v.BufferIndex)
	if l < m {
		return false
	}
	if b != s.buf || off < s.last || off > s.lastEnd+maxViewGap {
		if b == s.buf && off < s.last { // behind the scan: on its own
			val := s.data[off : off+l]
			if s.sw.sub != nil {
				return s.sw.has(val)
			}
			return bytes.Index(val, s.sub) >= 0
		}
		// (re)start the scan at this value; a stream going on at the
		// start of the next buffer (a builder's next block) keeps its pace
		if b == s.buf || s.buf < 0 || off > maxViewGap {
			s.chunk = viewStreamChunk
		}
		s.buf, s.data = b, s.bufs[2+b]
		s.h, s.nh, s.covered, s.lastEnd, s.hits[0] = 0, 0, off, off, math.MaxInt
	}
	if off < 0 || off > len(s.data) || l > len(s.data)-off {
		panic(malformedPanic{fmt.Sprintf("view value [%d, %d) lies outside its buffer of %d bytes", off, off+l, len(s.data))})
	}
	s.last, s.lastEnd = off, off+l
	lastStart := off + l - m
	for {
		for s.h < s.nh && s.hits[s.h] < off {
			s.h++
		}
		if s.h < s.nh {
			return s.hits[s.h] <= lastStart
		}
		if s.covered > lastStart {
			return false
		}
		s.scan(max(s.covered, off), lastStart)
	}
}

// scan lists the occurrences starting at from onwards, at least up to
// lastStart and chunk bytes, within the buffer (a full batch of hits ends
// it early).
func (s *viewStream) scan(from, lastStart int) {
	m := len(s.sub)
	end := min(max(lastStart+1, from+s.chunk), len(s.data)-m+1) // the starts [from, end)
	s.chunk = min(2*s.chunk, viewStreamMaxChunk)
	batch := s.hits[:len(s.hits)-1]
	got := s.k.IndexAll(batch, s.data[from:end+m-1], s.sub)
	for i := range got {
		s.hits[i] += from
	}
	s.hits[got] = math.MaxInt
	s.h, s.nh, s.covered = 0, got, end
	if got == len(batch) {
		s.covered = s.hits[got-1] + 1
	}
}

// subWord is a literal of 2..8 bytes prepared for word scans: its first
// two bytes repeated in every byte (c0, c1), its bytes as a little-endian
// word and the mask of its length.
type subWord struct {
	c0, c1, word, mask uint64
	sub                []byte
}

func newSubWord(sub []byte) subWord {
	const lo = 0x0101010101010101
	var b [8]byte
	copy(b[:], sub)
	return subWord{lo * uint64(sub[0]), lo * uint64(sub[1]), binary.LittleEndian.Uint64(b[:]), lowBytes(len(sub)), sub}
}

// cands returns the candidate starts among the 8 positions whose bytes
// are w0 (and whose next bytes are w1): a set high bit in byte k where the
// first two bytes may start at k (a zero-byte test, with false candidates
// only above a true one; each is checked whole).
func (s *subWord) cands(w0, w1 uint64) uint64 {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	x := w0 ^ s.c0 | w1 ^ s.c1
	return (x - lo) &^ x & hi
}

// has reports whether b holds the literal, scanning 8 start positions a
// word; b's capacity must reach 8 bytes past its end for the word loads,
// else (the last value of an unpadded buffer) bytes.Index decides.
func (s *subWord) has(b []byte) bool {
	m := len(s.sub)
	if cap(b)-len(b) < 8 {
		return bytes.Index(b, s.sub) >= 0
	}
	full := b[:len(b)+8]
	last := len(b) - m // the last start
	for p := 0; p <= last; p += 8 {
		for z := s.cands(binary.LittleEndian.Uint64(full[p:]), binary.LittleEndian.Uint64(full[p+1:])); z != 0; z &= z - 1 {
			q := p + bits.TrailingZeros64(z)>>3
			if q > last {
				break
			}
			if (binary.LittleEndian.Uint64(full[q:])^s.word)&s.mask == 0 {
				return true
			}
		}
	}
	return false
}

// offsetsTest tests slot i of a binary or utf8 array.
func offsetsTest[O int32 | int64](p *LikePattern, d *arrays.Data) func(i int) bool {
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	data := d.Buffers[2]
	var buf []byte
	return func(i int) bool {
		v := data[offs[i]:offs[i+1]]
		if p.fold {
			buf = lowerASCII(buf[:0], v)
			v = buf
		}
		return p.matches(v)
	}
}

// viewsTest tests slot i of a view array, from the view alone where the
// pattern's literal prefix fits the view's prefix or the value is inline.
func viewsTest(p *LikePattern, d *arrays.Data) func(i int) bool {
	views := viewAt[arrays.View](d.Buffers[1], d.Offset, d.Length)
	bufs := d.Buffers
	var buf []byte
	if !p.fold && p.simple == likePrefix && len(p.parts[0].lit) <= 4 {
		lit := p.parts[0].lit
		var want [4]byte
		copy(want[:], lit)
		m := len(lit)
		return func(i int) bool {
			v := &views[i]
			return int(v.Length) >= m && string(v.Prefix[:m]) == string(want[:m])
		}
	}
	return func(i int) bool {
		v := &views[i]
		if !p.fold && (p.simple == likePrefix || p.simple == likeExact) {
			lit := p.parts[0].lit
			// a value shorter than the literal, or whose first 4 bytes
			// differ, is decided by the view
			if int(v.Length) < len(lit) || p.simple == likeExact && int(v.Length) != len(lit) {
				return false
			}
			if m := min(4, len(lit)); string(v.Prefix[:m]) != lit[:m] {
				return false
			}
		}
		b := viewBytes(v, bufs)
		if p.fold {
			buf = lowerASCII(buf[:0], b)
			b = buf
		}
		return p.matches(b)
	}
}

// matches reports whether v (already lowered for ILIKE) matches.
func (p *LikePattern) matches(v []byte) bool {
	switch p.simple {
	case likeAll:
		return true
	case likeExact:
		return string(v) == p.parts[0].lit
	case likePrefix:
		return len(v) >= len(p.parts[0].lit) && string(v[:len(p.parts[0].lit)]) == p.parts[0].lit
	case likeSuffix:
		lit := p.parts[0].lit
		return len(v) >= len(lit) && string(v[len(v)-len(lit):]) == lit
	case likeContains:
		return bytes.Index(v, p.parts[0].litB) >= 0
	}
	return p.general(v)
}

// general matches segment by segment: the first anchored at the start
// (unless the pattern starts with %), the last at the end (unless it ends
// with %), each middle one at its leftmost occurrence after the previous,
// which is correct because a % between segments absorbs any gap.
func (p *LikePattern) general(v []byte) bool {
	parts := p.parts
	pos := 0
	if p.anchoredStart {
		end, ok := parts[0].matchAt(v, 0, p.bytewise)
		if !ok {
			return false
		}
		if len(parts) == 1 && p.anchoredEnd {
			return end == len(v)
		}
		pos, parts = end, parts[1:]
	}
	var last *likePart
	if p.anchoredEnd && len(parts) > 0 {
		last, parts = &parts[len(parts)-1], parts[:len(parts)-1]
	}
	for i := range parts {
		end, ok := parts[i].find(v, pos, p.bytewise)
		if !ok {
			return false
		}
		pos = end
	}
	if last == nil {
		return true
	}
	// the last segment must end the value: try the start positions from
	// pos on (a segment with _ may span a varying number of bytes)
	if last.wild == nil {
		return len(v)-pos >= len(last.lit) && string(v[len(v)-len(last.lit):]) == last.lit
	}
	for s := pos; ; s = nextChar(v, s, p.bytewise) {
		if end, ok := last.matchAt(v, s, p.bytewise); ok && end == len(v) {
			return true
		}
		if s == len(v) {
			return false
		}
	}
}

// matchAt matches the segment at byte s of v and returns where it ends.
func (lp *likePart) matchAt(v []byte, s int, bytewise bool) (int, bool) {
	if lp.wild == nil {
		if len(v)-s >= len(lp.lit) && string(v[s:s+len(lp.lit)]) == lp.lit {
			return s + len(lp.lit), true
		}
		return 0, false
	}
	for i := 0; i < len(lp.lit); i++ {
		if s >= len(v) {
			return 0, false
		}
		if lp.wild[i] {
			s = nextChar(v, s, bytewise)
			continue
		}
		if v[s] != lp.lit[i] {
			return 0, false
		}
		s++
	}
	return s, true
}

// find returns the end of the leftmost match of the segment at or after
// byte pos of v.
func (lp *likePart) find(v []byte, pos int, bytewise bool) (int, bool) {
	if lp.wild == nil {
		i := bytes.Index(v[pos:], lp.litB)
		if i < 0 {
			return 0, false
		}
		return pos + i + len(lp.lit), true
	}
	for s := pos; ; s = nextChar(v, s, bytewise) {
		if end, ok := lp.matchAt(v, s, bytewise); ok {
			return end, true
		}
		if s == len(v) {
			return 0, false
		}
	}
}

// nextChar returns the start of the character after the one at s: the
// next byte of a binary value, the next code point of a utf8 one (a
// segment with _ may only start on a code point boundary there).
func nextChar(v []byte, s int, bytewise bool) int {
	if bytewise || v[s] < utf8.RuneSelf {
		return s + 1
	}
	_, size := utf8.DecodeRune(v[s:])
	return s + size
}

// lowerASCII appends b with ASCII letters lowered to dst.
func lowerASCII(dst, b []byte) []byte {
	for _, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}
