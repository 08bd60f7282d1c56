//go:build !noasm

package asm

// Stubs of the NEON compare kernels (compare_arm64.s), named
// cmp{Op}{AA,AS}{Type}NEON. Each compares len(a) values, a multiple of 64
// (and len(b) == len(a) for AA), and stores len(a)/64 words into dst; it
// reads nothing past a and b. Requires: ASIMD.

//go:noescape
func cmpEqAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpEqASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpNeAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpNeASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLtAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpLtASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpLeAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpLeASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGtAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpGtASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpGeAAInt8NEON(dst []uint64, a, b []int8)

//go:noescape
func cmpGeASInt8NEON(dst []uint64, a []int8, b int8)

//go:noescape
func cmpEqAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpEqASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpNeAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpNeASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLtAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpLtASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpLeAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpLeASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGtAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpGtASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpGeAAUint8NEON(dst []uint64, a, b []uint8)

//go:noescape
func cmpGeASUint8NEON(dst []uint64, a []uint8, b uint8)

//go:noescape
func cmpEqAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpEqASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpNeAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpNeASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLtAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpLtASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpLeAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpLeASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGtAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpGtASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpGeAAInt16NEON(dst []uint64, a, b []int16)

//go:noescape
func cmpGeASInt16NEON(dst []uint64, a []int16, b int16)

//go:noescape
func cmpEqAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpEqASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpNeAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpNeASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLtAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpLtASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpLeAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpLeASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGtAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpGtASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpGeAAUint16NEON(dst []uint64, a, b []uint16)

//go:noescape
func cmpGeASUint16NEON(dst []uint64, a []uint16, b uint16)

//go:noescape
func cmpEqAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpEqASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpNeAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpNeASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLtAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpLtASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpLeAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpLeASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGtAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpGtASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpGeAAInt32NEON(dst []uint64, a, b []int32)

//go:noescape
func cmpGeASInt32NEON(dst []uint64, a []int32, b int32)

//go:noescape
func cmpEqAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpEqASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpNeAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpNeASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLtAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpLtASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpLeAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpLeASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGtAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpGtASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpGeAAUint32NEON(dst []uint64, a, b []uint32)

//go:noescape
func cmpGeASUint32NEON(dst []uint64, a []uint32, b uint32)

//go:noescape
func cmpEqAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpEqASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpNeAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpNeASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLtAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpLtASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpLeAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpLeASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGtAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpGtASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpGeAAInt64NEON(dst []uint64, a, b []int64)

//go:noescape
func cmpGeASInt64NEON(dst []uint64, a []int64, b int64)

//go:noescape
func cmpEqAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpEqASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpNeAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpNeASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLtAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpLtASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpLeAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpLeASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGtAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpGtASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpGeAAUint64NEON(dst []uint64, a, b []uint64)

//go:noescape
func cmpGeASUint64NEON(dst []uint64, a []uint64, b uint64)

//go:noescape
func cmpEqAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpEqASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpNeAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpNeASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLtAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpLtASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpLeAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpLeASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGtAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpGtASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpGeAAFloat32NEON(dst []uint64, a, b []float32)

//go:noescape
func cmpGeASFloat32NEON(dst []uint64, a []float32, b float32)

//go:noescape
func cmpEqAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpEqASFloat64NEON(dst []uint64, a []float64, b float64)

//go:noescape
func cmpNeAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpNeASFloat64NEON(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLtAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpLtASFloat64NEON(dst []uint64, a []float64, b float64)

//go:noescape
func cmpLeAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpLeASFloat64NEON(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGtAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpGtASFloat64NEON(dst []uint64, a []float64, b float64)

//go:noescape
func cmpGeAAFloat64NEON(dst []uint64, a, b []float64)

//go:noescape
func cmpGeASFloat64NEON(dst []uint64, a []float64, b float64)

// setCmpNEON puts the NEON compare kernels into k.
func setCmpNEON(k *Table) {
	setCmp(&k.cmp.int8, [NumCmpOps]func(dst []uint64, a, b []int8){Eq: cmpEqAAInt8NEON, Ne: cmpNeAAInt8NEON, Lt: cmpLtAAInt8NEON, Le: cmpLeAAInt8NEON, Gt: cmpGtAAInt8NEON, Ge: cmpGeAAInt8NEON},
		[NumCmpOps]func(dst []uint64, a []int8, b int8){Eq: cmpEqASInt8NEON, Ne: cmpNeASInt8NEON, Lt: cmpLtASInt8NEON, Le: cmpLeASInt8NEON, Gt: cmpGtASInt8NEON, Ge: cmpGeASInt8NEON})
	setCmp(&k.cmp.uint8, [NumCmpOps]func(dst []uint64, a, b []uint8){Eq: cmpEqAAUint8NEON, Ne: cmpNeAAUint8NEON, Lt: cmpLtAAUint8NEON, Le: cmpLeAAUint8NEON, Gt: cmpGtAAUint8NEON, Ge: cmpGeAAUint8NEON},
		[NumCmpOps]func(dst []uint64, a []uint8, b uint8){Eq: cmpEqASUint8NEON, Ne: cmpNeASUint8NEON, Lt: cmpLtASUint8NEON, Le: cmpLeASUint8NEON, Gt: cmpGtASUint8NEON, Ge: cmpGeASUint8NEON})
	setCmp(&k.cmp.int16, [NumCmpOps]func(dst []uint64, a, b []int16){Eq: cmpEqAAInt16NEON, Ne: cmpNeAAInt16NEON, Lt: cmpLtAAInt16NEON, Le: cmpLeAAInt16NEON, Gt: cmpGtAAInt16NEON, Ge: cmpGeAAInt16NEON},
		[NumCmpOps]func(dst []uint64, a []int16, b int16){Eq: cmpEqASInt16NEON, Ne: cmpNeASInt16NEON, Lt: cmpLtASInt16NEON, Le: cmpLeASInt16NEON, Gt: cmpGtASInt16NEON, Ge: cmpGeASInt16NEON})
	setCmp(&k.cmp.uint16, [NumCmpOps]func(dst []uint64, a, b []uint16){Eq: cmpEqAAUint16NEON, Ne: cmpNeAAUint16NEON, Lt: cmpLtAAUint16NEON, Le: cmpLeAAUint16NEON, Gt: cmpGtAAUint16NEON, Ge: cmpGeAAUint16NEON},
		[NumCmpOps]func(dst []uint64, a []uint16, b uint16){Eq: cmpEqASUint16NEON, Ne: cmpNeASUint16NEON, Lt: cmpLtASUint16NEON, Le: cmpLeASUint16NEON, Gt: cmpGtASUint16NEON, Ge: cmpGeASUint16NEON})
	setCmp(&k.cmp.int32, [NumCmpOps]func(dst []uint64, a, b []int32){Eq: cmpEqAAInt32NEON, Ne: cmpNeAAInt32NEON, Lt: cmpLtAAInt32NEON, Le: cmpLeAAInt32NEON, Gt: cmpGtAAInt32NEON, Ge: cmpGeAAInt32NEON},
		[NumCmpOps]func(dst []uint64, a []int32, b int32){Eq: cmpEqASInt32NEON, Ne: cmpNeASInt32NEON, Lt: cmpLtASInt32NEON, Le: cmpLeASInt32NEON, Gt: cmpGtASInt32NEON, Ge: cmpGeASInt32NEON})
	setCmp(&k.cmp.uint32, [NumCmpOps]func(dst []uint64, a, b []uint32){Eq: cmpEqAAUint32NEON, Ne: cmpNeAAUint32NEON, Lt: cmpLtAAUint32NEON, Le: cmpLeAAUint32NEON, Gt: cmpGtAAUint32NEON, Ge: cmpGeAAUint32NEON},
		[NumCmpOps]func(dst []uint64, a []uint32, b uint32){Eq: cmpEqASUint32NEON, Ne: cmpNeASUint32NEON, Lt: cmpLtASUint32NEON, Le: cmpLeASUint32NEON, Gt: cmpGtASUint32NEON, Ge: cmpGeASUint32NEON})
	setCmp(&k.cmp.int64, [NumCmpOps]func(dst []uint64, a, b []int64){Eq: cmpEqAAInt64NEON, Ne: cmpNeAAInt64NEON, Lt: cmpLtAAInt64NEON, Le: cmpLeAAInt64NEON, Gt: cmpGtAAInt64NEON, Ge: cmpGeAAInt64NEON},
		[NumCmpOps]func(dst []uint64, a []int64, b int64){Eq: cmpEqASInt64NEON, Ne: cmpNeASInt64NEON, Lt: cmpLtASInt64NEON, Le: cmpLeASInt64NEON, Gt: cmpGtASInt64NEON, Ge: cmpGeASInt64NEON})
	setCmp(&k.cmp.uint64, [NumCmpOps]func(dst []uint64, a, b []uint64){Eq: cmpEqAAUint64NEON, Ne: cmpNeAAUint64NEON, Lt: cmpLtAAUint64NEON, Le: cmpLeAAUint64NEON, Gt: cmpGtAAUint64NEON, Ge: cmpGeAAUint64NEON},
		[NumCmpOps]func(dst []uint64, a []uint64, b uint64){Eq: cmpEqASUint64NEON, Ne: cmpNeASUint64NEON, Lt: cmpLtASUint64NEON, Le: cmpLeASUint64NEON, Gt: cmpGtASUint64NEON, Ge: cmpGeASUint64NEON})
	setCmp(&k.cmp.float32, [NumCmpOps]func(dst []uint64, a, b []float32){Eq: cmpEqAAFloat32NEON, Ne: cmpNeAAFloat32NEON, Lt: cmpLtAAFloat32NEON, Le: cmpLeAAFloat32NEON, Gt: cmpGtAAFloat32NEON, Ge: cmpGeAAFloat32NEON},
		[NumCmpOps]func(dst []uint64, a []float32, b float32){Eq: cmpEqASFloat32NEON, Ne: cmpNeASFloat32NEON, Lt: cmpLtASFloat32NEON, Le: cmpLeASFloat32NEON, Gt: cmpGtASFloat32NEON, Ge: cmpGeASFloat32NEON})
	setCmp(&k.cmp.float64, [NumCmpOps]func(dst []uint64, a, b []float64){Eq: cmpEqAAFloat64NEON, Ne: cmpNeAAFloat64NEON, Lt: cmpLtAAFloat64NEON, Le: cmpLeAAFloat64NEON, Gt: cmpGtAAFloat64NEON, Ge: cmpGeAAFloat64NEON},
		[NumCmpOps]func(dst []uint64, a []float64, b float64){Eq: cmpEqASFloat64NEON, Ne: cmpNeASFloat64NEON, Lt: cmpLtASFloat64NEON, Le: cmpLeASFloat64NEON, Gt: cmpGtASFloat64NEON, Ge: cmpGeASFloat64NEON})
}
