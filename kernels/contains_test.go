package kernels

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestContainsScan checks Contains over utf8, large utf8 and views against
// strings.Contains at every level: values of 0..30 bytes over small
// alphabets (so that occurrences are dense, and straddle value boundaries
// often, which must not count), nulls at 0, 10, 50 and 100%, slices at
// offsets 0..7 and lengths past the 256-occurrence batches of the buffer
// scan, and needles of 1, 2, 3, 8, 13 and 20 bytes taken from the values,
// from across two neighbouring values, and from the last value's end.
func TestContainsScan(t *testing.T) {
	r := newRand(41)
	// -short (the emulated and 386 runs) takes three of the eight start
	// offsets and three null rates: the unaligned and the boundary cases
	// stay, the native run keeps every combination.
	offsets, nullPs := []int{0, 1, 2, 3, 4, 5, 6, 7}, []float64{0, 0.1, 0.5, 1}
	if testing.Short() {
		offsets, nullPs = []int{0, 3, 7}, []float64{0, 0.5, 1}
	}
	for _, alpha := range []string{"ab", "abcdefgh", "aé日"} {
		rs := []rune(alpha)
		strs := make([]string, 1500)
		for i := range strs {
			var sb strings.Builder
			for range r.IntN(31) {
				sb.WriteRune(rs[r.IntN(len(rs))])
			}
			strs[i] = sb.String()
		}
		all := strings.Join(strs, "")
		subs := []string{"a", "ab", "ba", "abb", "é", "日a", "gha", "abababab", strs[len(strs)-1]}
		for _, m := range []int{1, 2, 3, 8, 13, 20} {
			if m <= len(all) {
				at := r.IntN(len(all) - m + 1)
				subs = append(subs, all[at:at+m])     // anywhere, often across values
				subs = append(subs, all[len(all)-m:]) // at the buffer's end
			}
			for i := 0; i < 40; i++ { // across the boundary of values i, i+1
				if k := len(strs[i]); k > 0 && k < m && len(strs[i+1]) >= m-k {
					subs = append(subs, strs[i]+strs[i+1][:m-k])
					break
				}
			}
		}
		for _, nullP := range nullPs {
			valid := make([]bool, len(strs))
			for i := range valid {
				valid[i] = r.Float64() >= nullP
			}
			arrs := stringArrays(strs, valid)
			forEachLevelTable(t, func(t *testing.T, lv Option) {
				for _, full := range arrs {
					for _, off := range offsets {
						for _, n := range []int{0, 1, 33, 64, 65, 700, full.Len() - off} {
							a := arrays.Slice(full, off, off+n)
							for _, sub := range subs {
								got, err := Contains(a, sub, lv)
								if err != nil {
									t.Fatal(err)
								}
								checkStringPred(t, fmt.Sprintf("%s alpha=%q nulls=%.1f [%d:%d] contains %q", a.DataType(), alpha, nullP, off, off+n, sub), got, a, func(s string) bool { return strings.Contains(s, sub) })
							}
						}
					}
				}
			})
		}
	}
}

// FuzzContains matches a fuzzer needle against fuzzer values (split from
// one fuzzer string at the bytes below 4), as utf8, large utf8 and views,
// at every level, against strings.Contains.
func FuzzContains(f *testing.F) {
	f.Add("ab\x01ba\x02aab\x00b", "ab")
	f.Add("gha\x01gh\x02ahg", "gha")
	f.Add(strings.Repeat("abcdefgh\x01", 40), "ha")
	f.Fuzz(func(t *testing.T, vals, sub string) {
		strs := strings.FieldsFunc(vals, func(r rune) bool { return r < 4 })
		valid := make([]bool, len(strs))
		for i := range valid {
			valid[i] = len(strs[i])%5 != 4
		}
		for _, k := range availableTables() {
			for _, a := range stringArrays(strs, valid) {
				got, err := Contains(a, sub, atLevel{k})
				if err != nil {
					t.Fatal(err)
				}
				checkStringPred(t, fmt.Sprintf("isa=%s %s contains %q", k.Level(), a.DataType(), sub), got, a, func(s string) bool { return strings.Contains(s, sub) })
			}
		}
	})
}

// TestContainsMalformedViews breaks long views of a view array (an offset
// past its buffer, a buffer index past the buffers, a negative length),
// which the O(1) check does not see: Contains must not panic at any level,
// and with FullValidation must report ErrMalformedArray.
func TestContainsMalformedViews(t *testing.T) {
	strs := make([]string, 300)
	for i := range strs {
		strs[i] = strings.Repeat("ab", 1+i%20)
	}
	for edit := range 3 {
		v := arrays.NewUtf8ViewBuilder()
		v.AppendStrings(strs, nil)
		d := v.NewArray().Data()
		views := viewAt[arrays.View](d.Buffers[1], 0, d.Length)
		for i := 100; i < 300; i += 37 {
			if views[i].IsInline() {
				continue
			}
			switch edit {
			case 0:
				views[i].Offset = 0x7fffff00
			case 1:
				views[i].BufferIndex = 99
			case 2:
				views[i].Length = -5
			}
		}
		bad := arrays.MakeArray(d)
		for _, k := range availableTables() {
			for _, sub := range []string{"a", "ab", "bab", "abababababababab"} {
				mustNotPanic(t, fmt.Sprintf("edit %d isa=%s contains %q", edit, k.Level(), sub), func() { Contains(bad, sub, atLevel{k}) })
				if _, err := Contains(bad, sub, atLevel{k}, FullValidation); !errors.Is(err, ErrMalformedArray) {
					t.Errorf("edit %d isa=%s: FullValidation let broken views through: %v", edit, k.Level(), err)
				}
			}
		}
	}
}
