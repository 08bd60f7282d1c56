package kernels

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// likeRegexp is the reference: the LIKE pattern (escape \) as an anchored
// regular expression, % as .*, _ as one code point.
func likeRegexp(pattern string, fold bool) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^(?s)")
	rs := []rune(pattern)
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; r {
		case '\\':
			i++
			s := string(rs[i])
			if fold {
				s = lowerASCIIString(s)
			}
			b.WriteString(regexp.QuoteMeta(s))
		case '%':
			b.WriteString(".*")
		case '_':
			b.WriteString(".")
		default:
			s := string(r)
			if fold {
				s = lowerASCIIString(s)
			}
			b.WriteString(regexp.QuoteMeta(s))
		}
	}
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

func lowerASCIIString(s string) string { return string(lowerASCII(nil, []byte(s))) }

// stringArrays returns the same strings (nulls where valid is false) as
// utf8, large utf8 and utf8 view arrays, the last sliced.
func stringArrays(strs []string, valid []bool) []arrays.Array {
	u, l, v := arrays.NewUtf8Builder(), arrays.NewLargeUtf8Builder(), arrays.NewUtf8ViewBuilder()
	pad := append([]string{"xx"}, strs...)
	pv := append([]bool{true}, valid...)
	if valid == nil {
		pv = nil
	}
	u.AppendStrings(strs, valid)
	l.AppendStrings(strs, valid)
	v.AppendStrings(pad, pv)
	// and utf8 and large utf8 slices, whose offsets start past 0
	us, ls := arrays.NewUtf8Builder(), arrays.NewLargeUtf8Builder()
	us.AppendStrings(pad, pv)
	ls.AppendStrings(pad, pv)
	return []arrays.Array{u.NewArray(), l.NewArray(), arrays.Slice(v.NewArray(), 1, len(pad)),
		arrays.Slice(us.NewArray(), 1, len(pad)), arrays.Slice(ls.NewArray(), 1, len(pad))}
}

var likeAlphabet = []string{"a", "b", "A", "B", "é", "日", "%", "_", "\\"}

func randLikeString(r *rand.Rand, maxLen int) string {
	var b strings.Builder
	for range r.IntN(maxLen + 1) {
		b.WriteString(likeAlphabet[r.IntN(6)]) // values: no metacharacters needed
	}
	if r.IntN(8) == 0 {
		b.WriteString("%_") // literal metacharacters in a value
	}
	return b.String()
}

func randLikePattern(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(6) {
		switch x := r.IntN(10); {
		case x < 5:
			b.WriteString(likeAlphabet[r.IntN(6)])
		case x < 7:
			b.WriteString("%")
		case x < 9:
			b.WriteString("_")
		default:
			b.WriteString(`\` + likeAlphabet[6+r.IntN(3)]) // an escaped metacharacter
		}
	}
	return b.String()
}

func checkStringPred(t *testing.T, what string, got *arrays.Boolean, a arrays.Array, want func(s string) bool) {
	t.Helper()
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for i := range a.Len() {
		if a.IsNull(i) {
			if !got.IsNull(i) {
				t.Fatalf("%s: slot %d null in, not null out", what, i)
			}
			continue
		}
		var raw string
		switch x := a.(type) {
		case *arrays.Utf8:
			raw = x.Value(i)
		case *arrays.LargeUtf8:
			raw = x.Value(i)
		case *arrays.Utf8View:
			raw = x.Value(i)
		}
		if got.IsNull(i) || got.Value(i) != want(raw) {
			t.Fatalf("%s: slot %d %q: got %v", what, i, raw, got.Value(i))
		}
	}
}

func TestStringPredicates(t *testing.T) {
	r := newRand(11)
	strs := make([]string, 300)
	valid := make([]bool, len(strs))
	for i := range strs {
		strs[i] = randLikeString(r, 16)
		valid[i] = i%7 != 3
	}
	strs[5], strs[6], strs[7] = "", "abcdefghijklmnop", "ab"
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, a := range stringArrays(strs, valid) {
			for _, lit := range []string{"", "a", "ab", "ba", "aé", "abcd", "abcde", "日日", "%_", "abababab", "日日日", "aAbBaAbBa"} {
				what := fmt.Sprintf("%s %q", a.DataType(), lit)
				got, err := StartsWith(a, lit, lv)
				if err != nil {
					t.Fatal(err)
				}
				checkStringPred(t, what+" starts_with", got, a, func(s string) bool { return strings.HasPrefix(s, lit) })
				got, err = EndsWith(a, lit, lv)
				if err != nil {
					t.Fatal(err)
				}
				checkStringPred(t, what+" ends_with", got, a, func(s string) bool { return strings.HasSuffix(s, lit) })
				got, err = Contains(a, lit, lv)
				if err != nil {
					t.Fatal(err)
				}
				checkStringPred(t, what+" contains", got, a, func(s string) bool { return strings.Contains(s, lit) })
			}
			for range 300 {
				pat := randLikePattern(r)
				for _, fold := range []bool{false, true} {
					re := likeRegexp(pat, fold)
					var got *arrays.Boolean
					var err error
					if fold {
						got, err = ILike(a, pat, lv)
					} else {
						got, err = Like(a, pat, lv)
					}
					if err != nil {
						t.Fatalf("%q: %v", pat, err)
					}
					checkStringPred(t, fmt.Sprintf("%s like %q fold=%v", a.DataType(), pat, fold), got, a, func(s string) bool {
						if fold {
							s = lowerASCIIString(s)
						}
						return re.MatchString(s)
					})
				}
			}
		}
	})
	a := newGen(1, false).array(arrays.Int64Type{}, 3, 0)
	if _, err := StartsWith(a, "x"); err == nil {
		t.Error("an int64 array accepted")
	}
	if _, err := CompileLike(`ab\`, '\\', false); err == nil {
		t.Error("a trailing escape accepted")
	}
}

// FuzzLike matches fuzzer patterns against random strings in every string
// layout at every level, against the regular-expression reference ('%abc%'
// and '%abc' reach Contains' and EndsWith's paths over views).
func FuzzLike(f *testing.F) {
	f.Add("a%b_", uint64(1), false)
	f.Add("%日%", uint64(2), true)
	f.Add(`\%a%`, uint64(3), false)
	f.Add("%ab%", uint64(64+70), false)
	f.Add("%bA", uint64(100), false)
	f.Fuzz(func(t *testing.T, pat string, seed uint64, fold bool) {
		if !utf8ValidNoTrailingEscape(pat) {
			t.Skip()
		}
		r := newRand(seed)
		// one to three words of views and a partial one, values up to 36
		// bytes: the word kernels of Contains over views and their tails
		strs := make([]string, 64+int(seed%150))
		for i := range strs {
			strs[i] = randLikeString(r, 12)
		}
		re := likeRegexp(pat, fold)
		for _, k := range availableTables() {
			for _, a := range stringArrays(strs, nil) {
				p, err := CompileLike(pat, '\\', fold)
				if err != nil {
					t.Fatal(err)
				}
				got, err := p.Match(a, atLevel{k})
				if err != nil {
					t.Fatal(err)
				}
				checkStringPred(t, fmt.Sprintf("isa=%s %s like %q fold=%v", k.Level(), a.DataType(), pat, fold), got, a, func(s string) bool {
					if fold {
						s = lowerASCIIString(s)
					}
					return re.MatchString(s)
				})
			}
		}
	})
}

// utf8ValidNoTrailingEscape filters fuzzer patterns to those the
// reference can translate: valid UTF-8 without a trailing lone escape.
func utf8ValidNoTrailingEscape(p string) bool {
	if strings.ToValidUTF8(p, "\uFFFD") != p {
		return false
	}
	n := 0
	for i := len(p) - 1; i >= 0 && p[i] == '\\'; i-- {
		n++
	}
	return n%2 == 0
}

// TestViewPrefixFastPath checks that StartsWith of up to 4 bytes and the
// LIKE patterns that reduce to it are decided from the views alone: the
// same array with its data buffers taken away gives the same answers.
func TestViewPrefixFastPath(t *testing.T) {
	r := newRand(12)
	strs := make([]string, 200)
	valid := make([]bool, len(strs))
	for i := range strs {
		strs[i] = randLikeString(r, 30) // many longer than 12 bytes: out of line
		valid[i] = i%9 != 2
	}
	strs[0], strs[1] = "abcdefghijklmnopqrstuvwxyz", "abc"
	b := arrays.NewUtf8ViewBuilder()
	b.AppendStrings(strs, valid)
	full := b.NewArray()
	d := full.Data()
	if len(d.Buffers) < 3 {
		t.Fatalf("no data buffers: the strings are all inline")
	}
	bare := arrays.MakeArray(arrays.NewData(d.Type, d.Length, d.Buffers[:2], nil, arrays.UnknownNullCount, d.Offset))
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, lit := range []string{"", "a", "ab", "abc", "aé", "日", "abcd", "ba%_"[:2]} {
			want, err := StartsWith(full, lit, lv)
			if err != nil {
				t.Fatal(err)
			}
			got, err := StartsWith(bare, lit, lv)
			if err != nil {
				t.Fatalf("starts_with %q without data buffers: %v", lit, err)
			}
			if !arrays.Equal(got, want) {
				t.Fatalf("starts_with %q: differs without data buffers", lit)
			}
		}
		for _, pat := range []string{"a%", "ab%", "abc%", "日%", `\%%`, "%"} {
			p, err := CompileLike(pat, '\\', false)
			if err != nil {
				t.Fatal(err)
			}
			want, err := p.Match(full, lv)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Match(bare, lv)
			if err != nil {
				t.Fatalf("like %q without data buffers: %v", pat, err)
			}
			if !arrays.Equal(got, want) {
				t.Fatalf("like %q: differs without data buffers", pat)
			}
		}
	})
}

// TestLikeEscapes compiles patterns with escape characters other than
// the backslash, and none, against the regular-expression reference.
func TestLikeEscapes(t *testing.T) {
	strs := []string{"", "a", "%", "a%b", "a_b", "ab", "axb", "!", "a!b", "日%", "日x", "%%", "a!%"}
	a := stringArrays(strs, nil)[0]
	for _, c := range []struct {
		pat    string
		escape rune
		match  func(s string) bool
	}{
		{"a!%b", '!', func(s string) bool { return s == "a%b" }},
		{"a!_b", '!', func(s string) bool { return s == "a_b" }},
		{"a!!b", '!', func(s string) bool { return s == "a!b" }},
		{"%!%", '!', func(s string) bool { return strings.HasSuffix(s, "%") }},
		{"日日%", '日', func(s string) bool { return strings.HasPrefix(s, "日") }},
		{"a!b", '!', func(s string) bool { return s == "ab" }},                // an escaped ordinary character is itself
		{`a\%`, 0, func(s string) bool { return strings.HasPrefix(s, `a\`) }}, // no escape: \ is a literal
		{"a_b", 0, func(s string) bool { return len([]rune(s)) == 3 && s[0] == 'a' && s[len(s)-1] == 'b' }},
	} {
		p, err := CompileLike(c.pat, c.escape, false)
		if err != nil {
			t.Fatalf("%q escape %q: %v", c.pat, c.escape, err)
		}
		got, err := p.Match(a)
		if err != nil {
			t.Fatal(err)
		}
		checkStringPred(t, fmt.Sprintf("%q escape %q", c.pat, c.escape), got, a, c.match)
	}
	if _, err := CompileLike("a!", '!', false); err == nil {
		t.Error("a trailing escape accepted")
	}
}

// TestStringPrefixSlices covers the one-pass prefix and exact paths
// (PrefixOffs32, ViewPrefix) at every level over slices at offsets 0..7
// and lengths around the 64-value words: literals of 0..9 bytes, non-ASCII
// ones, values as long as the literal, one byte shorter and longer.
func TestStringPrefixSlices(t *testing.T) {
	r := newRand(13)
	lits := []string{"", "a", "ab", "abc", "abcd", "abcde", "abcdefgh", "abcdefghi", "é", "日b", "aé日"}
	strs := make([]string, 200)
	valid := make([]bool, len(strs))
	for i := range strs {
		lit := lits[r.IntN(len(lits))]
		switch r.IntN(4) {
		case 0:
			strs[i] = lit
		case 1:
			rs := []rune(lit)
			strs[i] = string(rs[:max(0, len(rs)-1)]) // a code point shorter
		case 2:
			strs[i] = lit + "x"
		default:
			strs[i] = randLikeString(r, 14)
		}
		valid[i] = r.IntN(10) != 0
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, full := range stringArrays(strs, valid)[:3] {
			for off := range 8 {
				for _, n := range []int{0, 1, 63, 64, 65, 127, 128, 129, len(strs) - off} {
					if off+n > len(strs) {
						continue
					}
					a := arrays.Slice(full, off, off+n)
					for _, lit := range lits {
						what := fmt.Sprintf("%s [%d:%d] %q", a.DataType(), off, off+n, lit)
						got, err := StartsWith(a, lit, lv)
						if err != nil {
							t.Fatal(err)
						}
						checkStringPred(t, what+" starts_with", got, a, func(s string) bool { return strings.HasPrefix(s, lit) })
						got, err = Like(a, strings.ReplaceAll(lit, "_", `\_`), lv)
						if err != nil {
							t.Fatal(err)
						}
						checkStringPred(t, what+" like exact", got, a, func(s string) bool { return s == lit })
					}
				}
			}
		}
	})
}

// TestViewsContainsScan builds view arrays by hand, values at random
// places of several data buffers (overlapping, out of order, adjacent),
// over alphabets that make occurrences sparse or dense, inline and not:
// Contains must match strings.Contains at every level.
func TestViewsContainsScan(t *testing.T) {
	r := newRand(14)
	for _, alpha := range []string{"ab", "abcdefgh", "aé日"} {
		for _, sparse := range []bool{false, true} {
			bufs := make([][]byte, 3)
			for b := range bufs {
				size := 600
				if sparse && b == 1 {
					size = 100_000
				}
				var sb strings.Builder
				for sb.Len() < size {
					sb.WriteString(string([]rune(alpha)[r.IntN(len([]rune(alpha)))]))
				}
				bufs[b] = []byte(sb.String())
			}
			n := 300
			views := make([]arrays.View, n)
			vals := make([]string, n)
			for i := range views {
				b := r.IntN(len(bufs))
				l := r.IntN(40)
				off := r.IntN(len(bufs[b]) - l)
				if i > 0 && r.IntN(3) == 0 && !views[i-1].IsInline() && int(views[i-1].BufferIndex) == b {
					off = min(int(views[i-1].Offset+views[i-1].Length)+r.IntN(2)*r.IntN(6), len(bufs[b])-l) // adjacent to the previous value, or a few bytes on
				}
				val := bufs[b][off : off+l]
				if l <= arrays.ViewInlineMax {
					views[i] = arrays.MakeInlineView(val)
				} else {
					views[i] = arrays.MakeRefView(val, int32(b), int32(off))
				}
				vals[i] = string(val)
			}
			raw := unsafe.Slice((*byte)(unsafe.Pointer(&views[0])), 16*n)
			d := arrays.NewData(arrays.Utf8ViewType{}, n, append([][]byte{nil, raw}, bufs...), nil, 0, 0)
			a := arrays.MakeArray(d)
			subs := []string{"a", "ab", "ba", "aab", "abcabc", "gha", "日", "é日a", vals[0], vals[1]}
			for range 10 {
				v := vals[r.IntN(n)]
				i := r.IntN(len(v) + 1)
				subs = append(subs, v[i:min(len(v), i+1+r.IntN(8))])
			}
			forEachLevelTable(t, func(t *testing.T, lv Option) {
				for _, sub := range subs {
					for _, s := range [][2]int{{0, n}, {7, n}, {64, 190}} {
						sl := arrays.Slice(a, s[0], s[1])
						got, err := Contains(sl, sub, lv)
						if err != nil {
							t.Fatal(err)
						}
						checkStringPred(t, fmt.Sprintf("%q sparse=%v [%d:%d] contains %q", alpha, sparse, s[0], s[1], sub), got, sl, func(s string) bool { return strings.Contains(s, sub) })
					}
				}
			})
		}
	}
}

// TestSubWord checks the word scan of Contains over long views against
// bytes.Contains: every value of up to 12 bytes over {a, b, 0xff} as
// bytes with room for the word loads, and without,
// every literal of 2..8 bytes over the same letters up to length 4, and
// longer literals cut from values.
func TestSubWord(t *testing.T) {
	r := newRand(15)
	alpha := []byte{'a', 'b', 0xff}
	var subs [][]byte
	for m := 2; m <= 4; m++ {
		for k := 0; k < pow(len(alpha), m); k++ {
			subs = append(subs, word(alpha, k, m))
		}
	}
	for range 200 {
		m := 5 + r.IntN(4)
		subs = append(subs, word(alpha, r.IntN(pow(len(alpha), m)), m))
	}
	for l := 0; l <= 12; l++ {
		for range 300 {
			val := word(alpha, r.IntN(pow(len(alpha), l)), l)
			roomy := append(make([]byte, 0, l+8), val...)
			for _, sub := range subs {
				if len(sub) > l {
					continue
				}
				want := bytes.Contains(val, sub)
				sw := newSubWord(sub)
				if got := sw.has(roomy); got != want {
					t.Fatalf("%q has %q: got %v", val, sub, got)
				}
				if got := sw.has(val[:l:l]); got != want {
					t.Fatalf("%q (no room) has %q: got %v", val, sub, got)
				}
			}
		}
	}
}

func pow(b, e int) int {
	x := 1
	for range e {
		x *= b
	}
	return x
}

// word is the k-th string of length m over alpha.
func word(alpha []byte, k, m int) []byte {
	w := make([]byte, m)
	for i := range w {
		w[i] = alpha[k%len(alpha)]
		k /= len(alpha)
	}
	return w
}

// TestViewsContainsRuns builds view arrays as a builder does (long values
// in order in blocks of a few hundred bytes, thousands of them, so a scan
// of their buffers runs long), then breaks the order in places: a view
// moved back, one jumping far ahead in its buffer, one in another buffer,
// one repeated. Contains must match strings.Contains at every level, over
// slices too, with literals that occur densely (full batches of
// occurrences) or rarely.
func TestViewsContainsRuns(t *testing.T) {
	r := newRand(15)
	for _, alpha := range []string{"ab", "abcdefgh"} {
		for _, block := range []int{64, 300, 4096} {
			n := 5000
			strs := make([]string, n)
			for i := range strs {
				b := make([]byte, 4+r.IntN(30))
				for k := range b {
					b[k] = alpha[r.IntN(len(alpha))]
				}
				strs[i] = string(b)
			}
			vb := arrays.NewUtf8ViewBuilder()
			vb.SetBlockSize(block)
			vb.AppendStrings(strs, nil)
			d := vb.NewArray().Data()
			views := viewAt[arrays.View](d.Buffers[1], 0, n)
			for i := 100; i+1 < n; i += 97 + r.IntN(50) {
				j := r.IntN(i)
				switch r.IntN(3) {
				case 0: // a value from before
					views[i], strs[i] = views[j], strs[j]
				case 1: // swap with the next
					views[i], views[i+1] = views[i+1], views[i]
					strs[i], strs[i+1] = strs[i+1], strs[i]
				default: // a value from far ahead
					k := min(n-1, i+200+r.IntN(500))
					views[i], strs[i] = views[k], strs[k]
				}
			}
			a := arrays.MakeArray(d)
			forEachLevelTable(t, func(t *testing.T, lv Option) {
				for _, sub := range []string{"a", "ab", "ba", "gha", "abcabc", "aabba", "abababababab", "abababababababab", "hgfedcbahgfedcba"} {
					for _, s := range [][2]int{{0, n}, {3, n - 5}, {1000, 1070}} {
						sl := arrays.Slice(a, s[0], s[1])
						got, err := Contains(sl, sub, lv)
						if err != nil {
							t.Fatal(err)
						}
						checkStringPred(t, fmt.Sprintf("%q block=%d [%d:%d] contains %q", alpha, block, s[0], s[1], sub), got, sl, func(s string) bool { return strings.Contains(s, sub) })
					}
				}
			})
		}
	}
}

// TestViewsEndsWith checks EndsWith over views, whose inline values are
// decided from the view (one masked word for literals of up to 8 bytes)
// and long ones from their buffers' last bytes: values of every length
// 0..20 (4, 12 and 13 among them) over a small alphabet, literals of
// 0..14 bytes cut from values' ends (and those with their first byte
// changed, which match the values' last bytes but one) or drawn at random
// (longer than many values), slices at offsets 0..7, with nulls and without, at every level
// against strings.HasSuffix.
func TestViewsEndsWith(t *testing.T) {
	r := newRand(16)
	strs := make([]string, 700)
	valid := make([]bool, len(strs))
	for i := range strs {
		b := make([]byte, i%21)
		for k := range b {
			b[k] = "ab\x00"[r.IntN(3)]
		}
		strs[i] = string(b)
		valid[i] = r.IntN(5) != 0
	}
	vb := arrays.NewUtf8ViewBuilder()
	vb.SetBlockSize(256)
	vb.AppendStrings(strs, valid)
	withNulls := vb.NewArray()
	vb = arrays.NewUtf8ViewBuilder()
	vb.AppendStrings(strs, nil)
	noNulls := vb.NewArray()
	var lits []string
	for m := 0; m <= 14; m++ {
		for range 3 {
			s := strs[r.IntN(len(strs))]
			if len(s) >= m {
				lits = append(lits, s[len(s)-m:])
				if m > 0 { // the same suffix but for its first byte: a near miss
					near := []byte(s[len(s)-m:])
					near[0] = "ab\x00"[(strings.IndexByte("ab\x00", near[0])+1)%3]
					lits = append(lits, string(near))
				}
			}
			b := make([]byte, m)
			for k := range b {
				b[k] = "ab\x00"[r.IntN(3)]
			}
			lits = append(lits, string(b))
		}
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, a := range []arrays.Array{withNulls, noNulls} {
			for off := range 8 {
				sl := arrays.Slice(a, off, a.Len()-off/2)
				for _, lit := range lits {
					got, err := EndsWith(sl, lit, lv)
					if err != nil {
						t.Fatal(err)
					}
					checkStringPred(t, fmt.Sprintf("[%d:] ends_with %q", off, lit), got, sl, func(s string) bool { return strings.HasSuffix(s, lit) })
				}
			}
		}
	})
}
