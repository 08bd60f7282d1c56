//go:build !noasm

package asm

// Stubs of the AVX2 compare kernels (compare_avx2_amd64.s), named
// cmp{Op}{AA,AS}{Type}AVX2. Each compares len(a) values, a multiple of 64
// (and len(b) == len(a) for AA), and stores len(a)/64 words into dst; it
// reads nothing past a and b. Requires: AVX, AVX2.

//go:noescape
func cmpEqAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpEqASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpNeAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpNeASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLtAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpLtASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLeAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpLeASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGtAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpGtASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGeAAInt8AVX2(dst []uint64, a, b []int8)

//go:noescape
func cmpGeASInt8AVX2(dst []uint64, a []int8, b int8)

//go:noescape
func cmpEqAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpEqASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpNeAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpNeASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLtAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpLtASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLeAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpLeASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGtAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpGtASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGeAAUint8AVX2(dst []uint64, a, b []uint8)

//go:noescape
func cmpGeASUint8AVX2(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpEqAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpEqASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpNeAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpNeASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLtAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpLtASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLeAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpLeASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGtAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpGtASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGeAAInt16AVX2(dst []uint64, a, b []int16)

//go:noescape
func cmpGeASInt16AVX2(dst []uint64, a []int16, b int16)

//go:noescape
func cmpEqAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpEqASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpNeAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpNeASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLtAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpLtASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLeAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpLeASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGtAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpGtASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGeAAUint16AVX2(dst []uint64, a, b []uint16)

//go:noescape
func cmpGeASUint16AVX2(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpEqAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpEqASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpNeAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpNeASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLtAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpLtASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLeAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpLeASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGtAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpGtASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGeAAInt32AVX2(dst []uint64, a, b []int32)

//go:noescape
func cmpGeASInt32AVX2(dst []uint64, a []int32, b int32)

//go:noescape
func cmpEqAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpEqASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpNeAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpNeASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLtAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpLtASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLeAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpLeASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGtAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpGtASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGeAAUint32AVX2(dst []uint64, a, b []uint32)

//go:noescape
func cmpGeASUint32AVX2(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpEqAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpEqASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpNeAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpNeASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLtAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpLtASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLeAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpLeASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGtAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpGtASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGeAAInt64AVX2(dst []uint64, a, b []int64)

//go:noescape
func cmpGeASInt64AVX2(dst []uint64, a []int64, b int64)

//go:noescape
func cmpEqAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpEqASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpNeAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpNeASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLtAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpLtASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLeAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpLeASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGtAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpGtASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGeAAUint64AVX2(dst []uint64, a, b []uint64)

//go:noescape
func cmpGeASUint64AVX2(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpEqAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpEqASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpNeAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpNeASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLtAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpLtASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLeAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpLeASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGtAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpGtASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGeAAFloat32AVX2(dst []uint64, a, b []float32)

//go:noescape
func cmpGeASFloat32AVX2(dst []uint64, a []float32, b float32)

//go:noescape
func cmpEqAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpEqASFloat64AVX2(dst []uint64, a []float64, b float64)

//go:noescape
func cmpNeAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpNeASFloat64AVX2(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLtAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpLtASFloat64AVX2(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLeAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpLeASFloat64AVX2(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGtAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpGtASFloat64AVX2(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGeAAFloat64AVX2(dst []uint64, a, b []float64)

//go:noescape
func cmpGeASFloat64AVX2(dst []uint64, a []float64, b float64)

// setCmpAVX2 puts the AVX2 compare kernels into k.
func setCmpAVX2(k *Table) {
	setCmp(&k.cmp.int8, [NumCmpOps]func(dst []uint64, a, b []int8){Eq: cmpEqAAInt8AVX2, Ne: cmpNeAAInt8AVX2, Lt: cmpLtAAInt8AVX2, Le: cmpLeAAInt8AVX2, Gt: cmpGtAAInt8AVX2, Ge: cmpGeAAInt8AVX2},
		[NumCmpOps]func(dst []uint64, a []int8, b int8){Eq: cmpEqASInt8AVX2, Ne: cmpNeASInt8AVX2, Lt: cmpLtASInt8AVX2, Le: cmpLeASInt8AVX2, Gt: cmpGtASInt8AVX2, Ge: cmpGeASInt8AVX2})
	setCmp(&k.cmp.uint8, [NumCmpOps]func(dst []uint64, a, b []uint8){Eq: cmpEqAAUint8AVX2, Ne: cmpNeAAUint8AVX2, Lt: cmpLtAAUint8AVX2, Le: cmpLeAAUint8AVX2, Gt: cmpGtAAUint8AVX2, Ge: cmpGeAAUint8AVX2},
		[NumCmpOps]func(dst []uint64, a []uint8, b uint8){Eq: cmpEqASUint8AVX2, Ne: cmpNeASUint8AVX2, Lt: cmpLtASUint8AVX2, Le: cmpLeASUint8AVX2, Gt: cmpGtASUint8AVX2, Ge: cmpGeASUint8AVX2})
	setCmp(&k.cmp.int16, [NumCmpOps]func(dst []uint64, a, b []int16){Eq: cmpEqAAInt16AVX2, Ne: cmpNeAAInt16AVX2, Lt: cmpLtAAInt16AVX2, Le: cmpLeAAInt16AVX2, Gt: cmpGtAAInt16AVX2, Ge: cmpGeAAInt16AVX2},
		[NumCmpOps]func(dst []uint64, a []int16, b int16){Eq: cmpEqASInt16AVX2, Ne: cmpNeASInt16AVX2, Lt: cmpLtASInt16AVX2, Le: cmpLeASInt16AVX2, Gt: cmpGtASInt16AVX2, Ge: cmpGeASInt16AVX2})
	setCmp(&k.cmp.uint16, [NumCmpOps]func(dst []uint64, a, b []uint16){Eq: cmpEqAAUint16AVX2, Ne: cmpNeAAUint16AVX2, Lt: cmpLtAAUint16AVX2, Le: cmpLeAAUint16AVX2, Gt: cmpGtAAUint16AVX2, Ge: cmpGeAAUint16AVX2},
		[NumCmpOps]func(dst []uint64, a []uint16, b uint16){Eq: cmpEqASUint16AVX2, Ne: cmpNeASUint16AVX2, Lt: cmpLtASUint16AVX2, Le: cmpLeASUint16AVX2, Gt: cmpGtASUint16AVX2, Ge: cmpGeASUint16AVX2})
	setCmp(&k.cmp.int32, [NumCmpOps]func(dst []uint64, a, b []int32){Eq: cmpEqAAInt32AVX2, Ne: cmpNeAAInt32AVX2, Lt: cmpLtAAInt32AVX2, Le: cmpLeAAInt32AVX2, Gt: cmpGtAAInt32AVX2, Ge: cmpGeAAInt32AVX2},
		[NumCmpOps]func(dst []uint64, a []int32, b int32){Eq: cmpEqASInt32AVX2, Ne: cmpNeASInt32AVX2, Lt: cmpLtASInt32AVX2, Le: cmpLeASInt32AVX2, Gt: cmpGtASInt32AVX2, Ge: cmpGeASInt32AVX2})
	setCmp(&k.cmp.uint32, [NumCmpOps]func(dst []uint64, a, b []uint32){Eq: cmpEqAAUint32AVX2, Ne: cmpNeAAUint32AVX2, Lt: cmpLtAAUint32AVX2, Le: cmpLeAAUint32AVX2, Gt: cmpGtAAUint32AVX2, Ge: cmpGeAAUint32AVX2},
		[NumCmpOps]func(dst []uint64, a []uint32, b uint32){Eq: cmpEqASUint32AVX2, Ne: cmpNeASUint32AVX2, Lt: cmpLtASUint32AVX2, Le: cmpLeASUint32AVX2, Gt: cmpGtASUint32AVX2, Ge: cmpGeASUint32AVX2})
	setCmp(&k.cmp.int64, [NumCmpOps]func(dst []uint64, a, b []int64){Eq: cmpEqAAInt64AVX2, Ne: cmpNeAAInt64AVX2, Lt: cmpLtAAInt64AVX2, Le: cmpLeAAInt64AVX2, Gt: cmpGtAAInt64AVX2, Ge: cmpGeAAInt64AVX2},
		[NumCmpOps]func(dst []uint64, a []int64, b int64){Eq: cmpEqASInt64AVX2, Ne: cmpNeASInt64AVX2, Lt: cmpLtASInt64AVX2, Le: cmpLeASInt64AVX2, Gt: cmpGtASInt64AVX2, Ge: cmpGeASInt64AVX2})
	setCmp(&k.cmp.uint64, [NumCmpOps]func(dst []uint64, a, b []uint64){Eq: cmpEqAAUint64AVX2, Ne: cmpNeAAUint64AVX2, Lt: cmpLtAAUint64AVX2, Le: cmpLeAAUint64AVX2, Gt: cmpGtAAUint64AVX2, Ge: cmpGeAAUint64AVX2},
		[NumCmpOps]func(dst []uint64, a []uint64, b uint64){Eq: cmpEqASUint64AVX2, Ne: cmpNeASUint64AVX2, Lt: cmpLtASUint64AVX2, Le: cmpLeASUint64AVX2, Gt: cmpGtASUint64AVX2, Ge: cmpGeASUint64AVX2})
	setCmp(&k.cmp.float32, [NumCmpOps]func(dst []uint64, a, b []float32){Eq: cmpEqAAFloat32AVX2, Ne: cmpNeAAFloat32AVX2, Lt: cmpLtAAFloat32AVX2, Le: cmpLeAAFloat32AVX2, Gt: cmpGtAAFloat32AVX2, Ge: cmpGeAAFloat32AVX2},
		[NumCmpOps]func(dst []uint64, a []float32, b float32){Eq: cmpEqASFloat32AVX2, Ne: cmpNeASFloat32AVX2, Lt: cmpLtASFloat32AVX2, Le: cmpLeASFloat32AVX2, Gt: cmpGtASFloat32AVX2, Ge: cmpGeASFloat32AVX2})
	setCmp(&k.cmp.float64, [NumCmpOps]func(dst []uint64, a, b []float64){Eq: cmpEqAAFloat64AVX2, Ne: cmpNeAAFloat64AVX2, Lt: cmpLtAAFloat64AVX2, Le: cmpLeAAFloat64AVX2, Gt: cmpGtAAFloat64AVX2, Ge: cmpGeAAFloat64AVX2},
		[NumCmpOps]func(dst []uint64, a []float64, b float64){Eq: cmpEqASFloat64AVX2, Ne: cmpNeASFloat64AVX2, Lt: cmpLtASFloat64AVX2, Le: cmpLeASFloat64AVX2, Gt: cmpGtASFloat64AVX2, Ge: cmpGeASFloat64AVX2})
}
