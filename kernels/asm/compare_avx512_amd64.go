//go:build !noasm

package asm

// Stubs of the AVX-512 compare kernels (compare_avx512_amd64.s), named
// cmp{Op}{AA,AS}{Type}AVX512. Each compares len(a) values, a multiple of 64
// (and len(b) == len(a) for AA), and stores len(a)/64 words into dst; it
// reads nothing past a and b. Requires: AVX-512 F, BW (byte and word
// compares, KMOVQ, KMOVD), DQ (KMOVB).

//go:noescape
func cmpEqAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpEqASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpNeAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpNeASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLtAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpLtASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLeAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpLeASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGtAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpGtASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGeAAInt8AVX512(dst []uint64, a, b []int8)

//go:noescape
func cmpGeASInt8AVX512(dst []uint64, a []int8, b int8)

//go:noescape
func cmpEqAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpEqASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpNeAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpNeASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLtAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpLtASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLeAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpLeASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGtAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpGtASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGeAAUint8AVX512(dst []uint64, a, b []uint8)

//go:noescape
func cmpGeASUint8AVX512(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpEqAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpEqASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpNeAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpNeASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLtAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpLtASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLeAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpLeASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGtAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpGtASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGeAAInt16AVX512(dst []uint64, a, b []int16)

//go:noescape
func cmpGeASInt16AVX512(dst []uint64, a []int16, b int16)

//go:noescape
func cmpEqAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpEqASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpNeAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpNeASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLtAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpLtASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLeAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpLeASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGtAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpGtASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGeAAUint16AVX512(dst []uint64, a, b []uint16)

//go:noescape
func cmpGeASUint16AVX512(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpEqAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpEqASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpNeAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpNeASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLtAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpLtASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLeAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpLeASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGtAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpGtASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGeAAInt32AVX512(dst []uint64, a, b []int32)

//go:noescape
func cmpGeASInt32AVX512(dst []uint64, a []int32, b int32)

//go:noescape
func cmpEqAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpEqASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpNeAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpNeASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLtAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpLtASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLeAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpLeASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGtAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpGtASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGeAAUint32AVX512(dst []uint64, a, b []uint32)

//go:noescape
func cmpGeASUint32AVX512(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpEqAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpEqASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpNeAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpNeASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLtAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpLtASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLeAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpLeASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGtAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpGtASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGeAAInt64AVX512(dst []uint64, a, b []int64)

//go:noescape
func cmpGeASInt64AVX512(dst []uint64, a []int64, b int64)

//go:noescape
func cmpEqAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpEqASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpNeAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpNeASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLtAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpLtASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLeAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpLeASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGtAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpGtASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGeAAUint64AVX512(dst []uint64, a, b []uint64)

//go:noescape
func cmpGeASUint64AVX512(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpEqAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpEqASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpNeAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpNeASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLtAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpLtASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLeAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpLeASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGtAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpGtASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGeAAFloat32AVX512(dst []uint64, a, b []float32)

//go:noescape
func cmpGeASFloat32AVX512(dst []uint64, a []float32, b float32)

//go:noescape
func cmpEqAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpEqASFloat64AVX512(dst []uint64, a []float64, b float64)

//go:noescape
func cmpNeAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpNeASFloat64AVX512(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLtAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpLtASFloat64AVX512(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLeAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpLeASFloat64AVX512(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGtAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpGtASFloat64AVX512(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGeAAFloat64AVX512(dst []uint64, a, b []float64)

//go:noescape
func cmpGeASFloat64AVX512(dst []uint64, a []float64, b float64)

// setCmpAVX512 puts the AVX-512 compare kernels into k.
func setCmpAVX512(k *Table) {
	setCmp(&k.cmp.int8, [NumCmpOps]func(dst []uint64, a, b []int8){Eq: cmpEqAAInt8AVX512, Ne: cmpNeAAInt8AVX512, Lt: cmpLtAAInt8AVX512, Le: cmpLeAAInt8AVX512, Gt: cmpGtAAInt8AVX512, Ge: cmpGeAAInt8AVX512},
		[NumCmpOps]func(dst []uint64, a []int8, b int8){Eq: cmpEqASInt8AVX512, Ne: cmpNeASInt8AVX512, Lt: cmpLtASInt8AVX512, Le: cmpLeASInt8AVX512, Gt: cmpGtASInt8AVX512, Ge: cmpGeASInt8AVX512})
	setCmp(&k.cmp.uint8, [NumCmpOps]func(dst []uint64, a, b []uint8){Eq: cmpEqAAUint8AVX512, Ne: cmpNeAAUint8AVX512, Lt: cmpLtAAUint8AVX512, Le: cmpLeAAUint8AVX512, Gt: cmpGtAAUint8AVX512, Ge: cmpGeAAUint8AVX512},
		[NumCmpOps]func(dst []uint64, a []uint8, b uint8){Eq: cmpEqASUint8AVX512, Ne: cmpNeASUint8AVX512, Lt: cmpLtASUint8AVX512, Le: cmpLeASUint8AVX512, Gt: cmpGtASUint8AVX512, Ge: cmpGeASUint8AVX512})
	setCmp(&k.cmp.int16, [NumCmpOps]func(dst []uint64, a, b []int16){Eq: cmpEqAAInt16AVX512, Ne: cmpNeAAInt16AVX512, Lt: cmpLtAAInt16AVX512, Le: cmpLeAAInt16AVX512, Gt: cmpGtAAInt16AVX512, Ge: cmpGeAAInt16AVX512},
		[NumCmpOps]func(dst []uint64, a []int16, b int16){Eq: cmpEqASInt16AVX512, Ne: cmpNeASInt16AVX512, Lt: cmpLtASInt16AVX512, Le: cmpLeASInt16AVX512, Gt: cmpGtASInt16AVX512, Ge: cmpGeASInt16AVX512})
	setCmp(&k.cmp.uint16, [NumCmpOps]func(dst []uint64, a, b []uint16){Eq: cmpEqAAUint16AVX512, Ne: cmpNeAAUint16AVX512, Lt: cmpLtAAUint16AVX512, Le: cmpLeAAUint16AVX512, Gt: cmpGtAAUint16AVX512, Ge: cmpGeAAUint16AVX512},
		[NumCmpOps]func(dst []uint64, a []uint16, b uint16){Eq: cmpEqASUint16AVX512, Ne: cmpNeASUint16AVX512, Lt: cmpLtASUint16AVX512, Le: cmpLeASUint16AVX512, Gt: cmpGtASUint16AVX512, Ge: cmpGeASUint16AVX512})
	setCmp(&k.cmp.int32, [NumCmpOps]func(dst []uint64, a, b []int32){Eq: cmpEqAAInt32AVX512, Ne: cmpNeAAInt32AVX512, Lt: cmpLtAAInt32AVX512, Le: cmpLeAAInt32AVX512, Gt: cmpGtAAInt32AVX512, Ge: cmpGeAAInt32AVX512},
		[NumCmpOps]func(dst []uint64, a []int32, b int32){Eq: cmpEqASInt32AVX512, Ne: cmpNeASInt32AVX512, Lt: cmpLtASInt32AVX512, Le: cmpLeASInt32AVX512, Gt: cmpGtASInt32AVX512, Ge: cmpGeASInt32AVX512})
	setCmp(&k.cmp.uint32, [NumCmpOps]func(dst []uint64, a, b []uint32){Eq: cmpEqAAUint32AVX512, Ne: cmpNeAAUint32AVX512, Lt: cmpLtAAUint32AVX512, Le: cmpLeAAUint32AVX512, Gt: cmpGtAAUint32AVX512, Ge: cmpGeAAUint32AVX512},
		[NumCmpOps]func(dst []uint64, a []uint32, b uint32){Eq: cmpEqASUint32AVX512, Ne: cmpNeASUint32AVX512, Lt: cmpLtASUint32AVX512, Le: cmpLeASUint32AVX512, Gt: cmpGtASUint32AVX512, Ge: cmpGeASUint32AVX512})
	setCmp(&k.cmp.int64, [NumCmpOps]func(dst []uint64, a, b []int64){Eq: cmpEqAAInt64AVX512, Ne: cmpNeAAInt64AVX512, Lt: cmpLtAAInt64AVX512, Le: cmpLeAAInt64AVX512, Gt: cmpGtAAInt64AVX512, Ge: cmpGeAAInt64AVX512},
		[NumCmpOps]func(dst []uint64, a []int64, b int64){Eq: cmpEqASInt64AVX512, Ne: cmpNeASInt64AVX512, Lt: cmpLtASInt64AVX512, Le: cmpLeASInt64AVX512, Gt: cmpGtASInt64AVX512, Ge: cmpGeASInt64AVX512})
	setCmp(&k.cmp.uint64, [NumCmpOps]func(dst []uint64, a, b []uint64){Eq: cmpEqAAUint64AVX512, Ne: cmpNeAAUint64AVX512, Lt: cmpLtAAUint64AVX512, Le: cmpLeAAUint64AVX512, Gt: cmpGtAAUint64AVX512, Ge: cmpGeAAUint64AVX512},
		[NumCmpOps]func(dst []uint64, a []uint64, b uint64){Eq: cmpEqASUint64AVX512, Ne: cmpNeASUint64AVX512, Lt: cmpLtASUint64AVX512, Le: cmpLeASUint64AVX512, Gt: cmpGtASUint64AVX512, Ge: cmpGeASUint64AVX512})
	setCmp(&k.cmp.float32, [NumCmpOps]func(dst []uint64, a, b []float32){Eq: cmpEqAAFloat32AVX512, Ne: cmpNeAAFloat32AVX512, Lt: cmpLtAAFloat32AVX512, Le: cmpLeAAFloat32AVX512, Gt: cmpGtAAFloat32AVX512, Ge: cmpGeAAFloat32AVX512},
		[NumCmpOps]func(dst []uint64, a []float32, b float32){Eq: cmpEqASFloat32AVX512, Ne: cmpNeASFloat32AVX512, Lt: cmpLtASFloat32AVX512, Le: cmpLeASFloat32AVX512, Gt: cmpGtASFloat32AVX512, Ge: cmpGeASFloat32AVX512})
	setCmp(&k.cmp.float64, [NumCmpOps]func(dst []uint64, a, b []float64){Eq: cmpEqAAFloat64AVX512, Ne: cmpNeAAFloat64AVX512, Lt: cmpLtAAFloat64AVX512, Le: cmpLeAAFloat64AVX512, Gt: cmpGtAAFloat64AVX512, Ge: cmpGeAAFloat64AVX512},
		[NumCmpOps]func(dst []uint64, a []float64, b float64){Eq: cmpEqASFloat64AVX512, Ne: cmpNeASFloat64AVX512, Lt: cmpLtASFloat64AVX512, Le: cmpLeASFloat64AVX512, Gt: cmpGtASFloat64AVX512, Ge: cmpGeASFloat64AVX512})
}
