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

// CmpOp is a comparison operator, in the order of package kernels' tables.
type CmpOp uint8

// The comparison operators.
const (
	Eq CmpOp = iota // ==
	Ne              // !=
	Lt              // <
	Le              // <=
	Gt              // >
	Ge              // >=

	NumCmpOps
)

var cmpOpNames = [NumCmpOps]string{"eq", "ne", "lt", "le", "gt", "ge"}

// String returns eq, ne, lt, le, gt or ge.
func (op CmpOp) String() string {
	if op < NumCmpOps {
		return cmpOpNames[op]
	}
	return "CmpOp(?)"
}

// cmpType is the set of element types with compare kernels.
type cmpType interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// CmpKernels holds one element type's compare kernels per operator; an entry
// is nil when the level has no assembly for it.
type CmpKernels[T cmpType] struct {
	AA [NumCmpOps]func(dst []uint64, a, b []T)
	AS [NumCmpOps]func(dst []uint64, a []T, b T)
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

// CmpInt8 returns the level's int8 compare kernels (nil entries: none).
func (k *Table) CmpInt8() *CmpKernels[int8] { return &k.cmp.int8 }

// CmpInt16 returns the level's int16 compare kernels (nil entries: none).
func (k *Table) CmpInt16() *CmpKernels[int16] { return &k.cmp.int16 }

// CmpUint8 returns the level's uint8 compare kernels (nil entries: none).
func (k *Table) CmpUint8() *CmpKernels[uint8] { return &k.cmp.uint8 }

// CmpUint16 returns the level's uint16 compare kernels (nil entries: none).
func (k *Table) CmpUint16() *CmpKernels[uint16] { return &k.cmp.uint16 }

// CmpInt32 returns the level's int32 compare kernels (nil entries: none).
func (k *Table) CmpInt32() *CmpKernels[int32] { return &k.cmp.int32 }

// CmpInt64 returns the level's int64 compare kernels (nil entries: none).
func (k *Table) CmpInt64() *CmpKernels[int64] { return &k.cmp.int64 }

// CmpUint32 returns the level's uint32 compare kernels (nil entries: none).
func (k *Table) CmpUint32() *CmpKernels[uint32] { return &k.cmp.uint32 }

// CmpUint64 returns the level's uint64 compare kernels (nil entries: none).
func (k *Table) CmpUint64() *CmpKernels[uint64] { return &k.cmp.uint64 }

// CmpFloat32 returns the level's float32 compare kernels (nil entries: none).
func (k *Table) CmpFloat32() *CmpKernels[float32] { return &k.cmp.float32 }

// CmpFloat64 returns the level's float64 compare kernels (nil entries: none).
func (k *Table) CmpFloat64() *CmpKernels[float64] { return &k.cmp.float64 }

// holds reports whether x op y, as Go's operators decide.
func (op CmpOp) holds(x, y float64) bool {
	switch op {
	case Eq:
		return x == y
	case Ne:
		return x != y
	case Lt:
		return x < y
	case Le:
		return x <= y
	case Gt:
		return x > y
	}
	return x >= y
}

// cmpWord returns the bits of a[i] op b(i) for the len(a) <= 64 values of a.
func cmpWord[T cmpType](op CmpOp, a []T, b func(i int) T) uint64 {
	var m uint64
	for i, x := range a {
		y := b(i)
		var r bool
		switch op {
		case Eq:
			r = x == y
		case Ne:
			r = x != y
		case Lt:
			r = x < y
		case Le:
			r = x <= y
		case Gt:
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
func cmpAAGo[T cmpType](op CmpOp, dst []uint64, a, b []T) {
	for w := 0; 64*w < len(a); w++ {
		x, y := a[64*w:min(64*w+64, len(a))], b[64*w:]
		dst[w] = cmpWord(op, x, func(i int) T { return y[i] })
	}
}

// cmpASGo is the pure-Go twin of the AS block kernels (any length).
func cmpASGo[T cmpType](op CmpOp, dst []uint64, a []T, s T) {
	for w := 0; 64*w < len(a); w++ {
		dst[w] = cmpWord(op, a[64*w:min(64*w+64, len(a))], func(int) T { return s })
	}
}

// wrapAA returns a kernel that runs blocks (whole 64-value blocks) and
// finishes the last partial word in Go.
func wrapAA[T cmpType](op CmpOp, blocks func(dst []uint64, a, b []T)) func(dst []uint64, a, b []T) {
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
func wrapAS[T cmpType](op CmpOp, blocks func(dst []uint64, a []T, b T)) func(dst []uint64, a []T, b T) {
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
func setCmp[T cmpType](c *CmpKernels[T], aa [NumCmpOps]func(dst []uint64, a, b []T), as [NumCmpOps]func(dst []uint64, a []T, b T)) {
	for op := range NumCmpOps {
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
