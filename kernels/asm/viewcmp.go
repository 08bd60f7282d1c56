package asm

import (
	"math/bits"

	"github.com/quiver-go/quiver/internal/hostorder"
)

// View compare kernels: the first step of comparing binary and utf8 view
// arrays, decided from the 16-byte views alone. A view is two host-order
// words: lo holds the int32 length and the prefix (the first 4 bytes of the
// value; on a little-endian host lo = length | prefix<<32), hi the value's
// bytes 4..11 when it is inline (length <= 12), else its buffer index and
// offset. Package kernels resolves the few slots the views leave open from
// the data buffers.
//
// Each kernel covers len(views) views and writes (len+63)/64 words to each
// output, bits past the end clear, like the compare kernels. The assembly
// handles whole 64-view blocks; the Go wrappers finish the last partial one.

// viewCmpKernels is one level's view compare kernels.
type viewCmpKernels struct {
	// MatchAS sets bit i of dst iff views[i] & m == s, both words.
	MatchAS func(dst []uint64, views [][2]uint64, s, m [2]uint64)
	// EqAA sets bit i of eq iff a[i] == b[i] (all 16 bytes) and the
	// length is at most 12 (unsigned): equal inline values. It sets bit i
	// of cand iff the lengths are equal, eq is not set, and either the lo
	// words are equal or the length is below 4: the slots the views alone
	// leave open (long values with equal prefixes; short ones whose
	// padding may not be zero).
	EqAA func(eq, cand []uint64, a, b [][2]uint64)
	// KeyAS sets bit i of lt iff key(views[i]) < s and of eq iff they are
	// equal, unsigned. key is the first min(length, 4) prefix bytes read
	// big-endian, zero padded: unequal keys order the values.
	KeyAS func(lt, eq []uint64, views [][2]uint64, s uint32)
	// KeyAA is KeyAS of a[i] against key(b[i]).
	KeyAA func(lt, eq []uint64, a, b [][2]uint64)
}

// viewCmpGo is the pure-Go level: the twins of every assembly level's
// kernels, behind the same checks.
var viewCmpGo = wrapViewCmp(nil, nil, nil, nil)

// viewCmpOf returns the level's view compare kernels.
func (k *kit) viewCmpOf() *viewCmpKernels {
	if k.viewCmp == nil {
		return viewCmpGo
	}
	return k.viewCmp
}

// ViewKey is the ordering key of a view's lo word (see KeyAS).
func ViewKey(lo uint64) uint32 {
	n := min(viewLen(lo), 4) // a negative length, read unsigned, is long
	// the prefix bytes, first byte most significant
	p := uint32(lo)
	if !hostorder.BigEndian {
		p = bits.ReverseBytes32(uint32(lo >> 32))
	}
	if n < 4 {
		p &^= ^uint32(0) >> (8 * n)
	}
	return p
}

// viewLen is the length field of a view's lo word, read unsigned.
func viewLen(lo uint64) uint32 {
	if hostorder.BigEndian {
		return uint32(lo >> 32)
	}
	return uint32(lo)
}

func matchASGo(dst []uint64, views [][2]uint64, s, m [2]uint64) {
	for w := 0; 64*w < len(views); w++ {
		var x uint64
		for i, v := range views[64*w : min(64*w+64, len(views))] {
			if v[0]&m[0] == s[0] && v[1]&m[1] == s[1] {
				x |= 1 << uint(i)
			}
		}
		dst[w] = x
	}
}

func eqAAGo(eq, cand []uint64, a, b [][2]uint64) {
	b = b[:len(a)]
	for w := 0; 64*w < len(a); w++ {
		var e, c uint64
		for i := 64 * w; i < min(64*w+64, len(a)); i++ {
			x, y := a[i], b[i]
			loEq, hiEq := x[0] == y[0], x[1] == y[1]
			lenEq := viewLen(x[0]) == viewLen(y[0])
			short, inline := viewLen(x[0]) < 4, viewLen(x[0]) <= 12
			bit := uint64(1) << uint(i-64*w)
			switch {
			case loEq && hiEq && inline:
				e |= bit
			case lenEq && (loEq || short):
				c |= bit
			}
		}
		eq[w], cand[w] = e, c
	}
}

func keyASGo(lt, eq []uint64, views [][2]uint64, s uint32) {
	for w := 0; 64*w < len(views); w++ {
		var l, e uint64
		for i, v := range views[64*w : min(64*w+64, len(views))] {
			k := ViewKey(v[0])
			if k < s {
				l |= 1 << uint(i)
			}
			if k == s {
				e |= 1 << uint(i)
			}
		}
		lt[w], eq[w] = l, e
	}
}

func keyAAGo(lt, eq []uint64, a, b [][2]uint64) {
	b = b[:len(a)]
	for w := 0; 64*w < len(a); w++ {
		var l, e uint64
		for i := 64 * w; i < min(64*w+64, len(a)); i++ {
			x, y := ViewKey(a[i][0]), ViewKey(b[i][0])
			bit := uint64(1) << uint(i-64*w)
			if x < y {
				l |= bit
			}
			if x == y {
				e |= bit
			}
		}
		lt[w], eq[w] = l, e
	}
}

// needViewOut checks the two output bitmaps of a view kernel over n views
// and the length of its second input.
func needViewOut(kernel string, x, y []uint64, n, nb int) {
	needLen(kernel, "first output", len(x), (n+63)/64)
	needLen(kernel, "second output", len(y), (n+63)/64)
	needLen(kernel, "b", nb, n)
}

// wrapViewCmp returns the level's kernels from block kernels (nil: the Go
// twin does all), each checking its outputs first and finishing the last
// partial block in Go.
func wrapViewCmp(
	match func(dst []uint64, views [][2]uint64, s, m [2]uint64),
	eqAA func(eq, cand []uint64, a, b [][2]uint64),
	keyAS func(lt, eq []uint64, views [][2]uint64, s uint32),
	keyAA func(lt, eq []uint64, a, b [][2]uint64),
) *viewCmpKernels {
	// blocks is how many leading views (whole 64-view blocks) the block
	// kernel f covers.
	blocks := func(f bool, n int) int {
		if !f {
			return 0
		}
		return n &^ 63
	}
	// arrays is the kernel of two view arrays (EqAA, KeyAA) from its
	// block kernel f and its Go twin g.
	arrays := func(kernel string, f, g func(x, y []uint64, a, b [][2]uint64)) func(x, y []uint64, a, b [][2]uint64) {
		return func(x, y []uint64, a, b [][2]uint64) {
			needViewOut(kernel, x, y, len(a), len(b))
			n, b := blocks(f != nil, len(a)), b[:len(a)]
			if n > 0 {
				f(x[:n/64], y[:n/64], a[:n], b[:n])
			}
			g(x[n/64:], y[n/64:], a[n:], b[n:])
		}
	}
	return &viewCmpKernels{
		MatchAS: func(dst []uint64, v [][2]uint64, s, m [2]uint64) {
			needLen("view MatchAS", "dst", len(dst), (len(v)+63)/64)
			n := blocks(match != nil, len(v))
			if n > 0 {
				match(dst[:n/64], v[:n], s, m)
			}
			matchASGo(dst[n/64:], v[n:], s, m)
		},
		EqAA: arrays("view EqAA", eqAA, eqAAGo),
		KeyAS: func(lt, eq []uint64, v [][2]uint64, s uint32) {
			needViewOut("view KeyAS", lt, eq, len(v), len(v))
			n := blocks(keyAS != nil, len(v))
			if n > 0 {
				keyAS(lt[:n/64], eq[:n/64], v[:n], s)
			}
			keyASGo(lt[n/64:], eq[n/64:], v[n:], s)
		},
		KeyAA: arrays("view KeyAA", keyAA, keyAAGo),
	}
}
