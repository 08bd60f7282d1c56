package benchdata

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"testing"
)

// checksum hashes a column's values and valid flags (FNV-1a 64).
func checksum(c Column) uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(v uint64) { binary.LittleEndian.PutUint64(b[:], v); h.Write(b[:]) }
	for _, v := range c.Int32 {
		put(uint64(v))
	}
	for _, v := range c.Int64 {
		put(uint64(v))
	}
	for _, v := range c.Float64 {
		put(math.Float64bits(v))
	}
	for _, s := range c.Strings {
		put(uint64(len(s)))
		h.Write([]byte(s))
	}
	for _, v := range c.Valid {
		if v {
			put(1)
		} else {
			put(0)
		}
	}
	return h.Sum64()
}

func bytesSum(bs ...[]byte) uint64 {
	h := fnv.New64a()
	for _, b := range bs {
		h.Write(b)
	}
	return h.Sum64()
}

// TestChecksums pins the benchmark data: these sums were taken from the
// generators as kernels' benchmarks had them before they moved here, so a
// change to the draws (which would make old benchmark results
// incomparable) fails here.
func TestChecksums(t *testing.T) {
	got := map[string]uint64{}
	for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
		for _, nulls := range []float64{0, 0.10} {
			c := NewColumn(typ, 1<<16, nulls, 1)
			got[fmt.Sprintf("%s/%.2f", typ, nulls)] = checksum(c)
		}
	}
	m := Mask(1<<16, 0.5, 2)
	mb := make([]byte, len(m))
	for i, v := range m {
		if v {
			mb[i] = 1
		}
	}
	got["mask"] = bytesSum(mb)
	idx := Indices(1<<16, true, 3)
	ib := make([]byte, 4*len(idx))
	for i, v := range idx {
		binary.LittleEndian.PutUint32(ib[4*i:], uint32(v))
	}
	got["indices"] = bytesSum(ib)
	bs := NewBitmaps()
	got["bitmaps"] = bytesSum(append(append(append(bs.Count, bs.And[0][0], bs.And[0][1], bs.And[1][0], bs.And[1][1]), bs.Runs...), bs.Indices...)...)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: checksum %#x, want %#x", k, got[k], v)
		}
	}
	if len(want) == 0 {
		for k, v := range got {
			t.Logf("%q: %#x,", k, v)
		}
		t.Fatal("no pinned checksums")
	}
}

// want: int32 and int64 draw the same numbers, so their sums agree.
var want = map[string]uint64{
	"int32/0.00":   0x329d57c88c44fbd8,
	"int32/0.10":   0x2232263685a7e5ac,
	"int64/0.00":   0x329d57c88c44fbd8,
	"int64/0.10":   0x2232263685a7e5ac,
	"float64/0.00": 0x5eee7a5d42be9faa,
	"float64/0.10": 0xa7c4b1f8fd7aa952,
	"utf8/0.00":    0xbfd5a1f60fce1b16,
	"utf8/0.10":    0xcceebbf51012b560,
	"mask":         0x4e0c5af3e3ae816a,
	"indices":      0xa7a3aca3939f10fa,
	"bitmaps":      0xf17fefaca4729b57,
}

func TestInputBytes(t *testing.T) {
	c := Column{Type: "utf8", Strings: []string{"abcd", "efghij", "abcde"}, Valid: []bool{true, false, true}}
	if got := c.InputBytes(); got != 4*4+9 {
		t.Errorf("InputBytes = %d, want 25", got)
	}
	if got := NewColumn("int32", 10, 0, 1).InputBytes(); got != 40 {
		t.Errorf("int32 InputBytes = %d, want 40", got)
	}
}
