package kernels

import "math"

// floatKey64 maps a float64 to an int64 whose signed order is the float's,
// with -0 below +0 and NaNs beyond the infinities by their sign: the keys
// the engine's MinMaxFloat64 returns and the sorts radix-sort.
func floatKey64(f float64) int64 {
	k := int64(math.Float64bits(f))
	return k ^ int64(uint64(k>>63)>>1)
}

// floatOfKey64 inverts floatKey64.
func floatOfKey64(k int64) float64 {
	return math.Float64frombits(uint64(k ^ int64(uint64(k>>63)>>1)))
}

// floatKey32 is floatKey64 for float32.
func floatKey32(f float32) int32 {
	k := int32(math.Float32bits(f))
	return k ^ int32(uint32(k>>31)>>1)
}

// floatOfKey32 inverts floatKey32.
func floatOfKey32(k int32) float32 {
	return math.Float32frombits(uint32(k ^ int32(uint32(k>>31)>>1)))
}
