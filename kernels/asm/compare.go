package asm

import "unsafe"

// Compare kernels: bit i of dst (word i/64, bit i%64) is set iff a[i] op b[i]
// (array-array, AA) or a[i] op b (array-scalar, AS), for every i < len(a);
// len(b) == len(a) for AA; dst holds (len(a)+63)/64 words and the bits of
// the last word past len(a) are stored clear. Floats compare as Go's
// operators do (IEEE 754: a NaN is unequal to everything, itself included,
// so every op but Ne is false on it). This is the contract of package
// kernels' compare kernels, which take these functions as they are.
//
// The assembly handles whole 64-value blocks, one output word each; the Go
// wrappers below finish the last partial word.

// cmpOp is a comparison operator, in the order of package kernels' tables.
type cmpOp uint8

// The comparison operators.
const (
	opEq cmpOp = iota // ==
	opNe              // !=
	opLt              // <
	opLe              // <=
	opGt              // >
	opGe              // >=

	numCmpOps
)

var cmpOpNames = [numCmpOps]string{"eq", "ne", "lt", "le", "gt", "ge"}

// String returns eq, ne, lt, le, gt or ge.
func (op cmpOp) String() string {
	if op < numCmpOps {
		return cmpOpNames[op]
	}
	return "cmpOp(?)"
}

// cmpType is the set of element types with compare kernels.
type cmpType interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// CmpKernels holds one element type's compare kernels per operator; an entry
// is nil when the level has no assembly for it.
type CmpKernels[T cmpType] struct {
	AA [numCmpOps]func(dst []uint64, a, b []T)
	AS [numCmpOps]func(dst []uint64, a []T, b T)
}

// cmpTables is a level's compare kernels per element type.
type cmpTables struct {
	int8    CmpKernels[int8]
	int16   CmpKernels[int16]
	uint8   CmpKernels[uint8]
	uint16  CmpKernels[uint16]
	int32   CmpKernels[int32]
	int64   CmpKernels[int64]
	uint32  CmpKernels[uint32]
	uint64  CmpKernels[uint64]
	float32 CmpKernels[float32]
	float64 CmpKernels[float64]
}

// cmpElem is the set of element types Cmp serves: exactly the Go types,
// since Cmp picks the table by type.
type cmpElem interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 | float32 | float64
}

// Cmp returns level k's compare kernels for T (nil entries: no assembly).
func Cmp[T cmpElem](k *Table) *CmpKernels[T] {
	var c any
	switch any(*new(T)).(type) {
	case int8:
		c = &k.cmp.int8
	case int16:
		c = &k.cmp.int16
	case int32:
		c = &k.cmp.int32
	case int64:
		c = &k.cmp.int64
	case uint8:
		c = &k.cmp.uint8
	case uint16:
		c = &k.cmp.uint16
	case uint32:
		c = &k.cmp.uint32
	case uint64:
		c = &k.cmp.uint64
	case float32:
		c = &k.cmp.float32
	case float64:
		c = &k.cmp.float64
	}
	return c.(*CmpKernels[T])
}

// holds reports whether x op y, as Go's operators decide.
func (op cmpOp) holds(x, y float64) bool {
	switch op {
	case opEq:
		return x == y
	case opNe:
		return x != y
	case opLt:
		return x < y
	case opLe:
		return x <= y
	case opGt:
		return x > y
	}
	return x >= y
}

// cmpWord returns the bits of a[i] op b(i) for the len(a) <= 64 values of a.
func cmpWord[T cmpType](op cmpOp, a []T, b func(i int) T) uint64 {
	var m uint64
	for i, x := range a {
		y := b(i)
		var r bool
		switch op {
		case opEq:
			r = x == y
		case opNe:
			r = x != y
		case opLt:
			r = x < y
		case opLe:
			r = x <= y
		case opGt:
			r = x > y
		default:
			r = x >= y
		}
		if r {
			m |= 1 << uint(i)
		}
	}
	return m
}

// cmpAAGo is the pure-Go twin of the AA block kernels (any length).
func cmpAAGo[T cmpType](op cmpOp, dst []uint64, a, b []T) {
	for w := 0; 64*w < len(a); w++ {
		x, y := a[64*w:min(64*w+64, len(a))], b[64*w:]
		dst[w] = cmpWord(op, x, func(i int) T { return y[i] })
	}
}

// cmpASGo is the pure-Go twin of the AS block kernels (any length).
func cmpASGo[T cmpType](op cmpOp, dst []uint64, a []T, s T) {
	for w := 0; 64*w < len(a); w++ {
		dst[w] = cmpWord(op, a[64*w:min(64*w+64, len(a))], func(int) T { return s })
	}
}

// wrapAA returns a kernel that runs blocks (whole 64-value blocks) and
// finishes the last partial word in Go.
func wrapAA[T cmpType](op cmpOp, blocks func(dst []uint64, a, b []T)) func(dst []uint64, a, b []T) {
	return func(dst []uint64, a, b []T) {
		needLen("compare", "dst", len(dst), (len(a)+63)/64)
		needLen("compare", "b", len(b), len(a))
		m := len(a) &^ 63
		b = b[:len(a)]
		if m > 0 {
			blocks(dst[:m/64], a[:m], b[:m])
		}
		if m < len(a) {
			cmpAAGo(op, dst[m/64:], a[m:], b[m:])
		}
	}
}

// wrapAS is wrapAA for the array-scalar kernels.
func wrapAS[T cmpType](op cmpOp, blocks func(dst []uint64, a []T, b T)) func(dst []uint64, a []T, b T) {
	return func(dst []uint64, a []T, b T) {
		needLen("compare", "dst", len(dst), (len(a)+63)/64)
		m := len(a) &^ 63
		if m > 0 {
			blocks(dst[:m/64], a[:m], b)
		}
		if m < len(a) {
			cmpASGo(op, dst[m/64:], a[m:], b)
		}
	}
}

// setCmp fills c from per-op block kernels.
func setCmp[T cmpType](c *CmpKernels[T], aa [numCmpOps]func(dst []uint64, a, b []T), as [numCmpOps]func(dst []uint64, a []T, b T)) {
	for op := range numCmpOps {
		if aa[op] != nil {
			c.AA[op] = wrapAA(op, aa[op])
		}
		if as[op] != nil {
			c.AS[op] = wrapAS(op, as[op])
		}
	}
}

// signedInt and unsignedInt are the integer element types of one
// signedness, for sameBitsAA and sameBitsAS.
type (
	signedInt interface {
		~int8 | ~int16 | ~int32 | ~int64
	}
	unsignedInt interface {
		~uint8 | ~uint16 | ~uint32 | ~uint64
	}
)

// asBits views s as the unsigned type of its width.
func asBits[U unsignedInt, T signedInt](s []T) []U {
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// sameBitsAA lets an AA kernel over unsigned values serve the signed type of
// the same width, for the operators whose instructions ignore the sign (==
// and != at AVX2 and NEON): one kernel per width instead of two copies.
func sameBitsAA[T signedInt, U unsignedInt](f func(dst []uint64, a, b []U)) func(dst []uint64, a, b []T) {
	return func(dst []uint64, a, b []T) { f(dst, asBits[U](a), asBits[U](b)) }
}

// sameBitsAS is sameBitsAA for the AS kernels.
func sameBitsAS[T signedInt, U unsignedInt](f func(dst []uint64, a []U, b U)) func(dst []uint64, a []T, b T) {
	return func(dst []uint64, a []T, b T) { f(dst, asBits[U](a), U(b)) }
}
