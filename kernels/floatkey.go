package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// The float order keys (asm.FloatKey64): an int64 whose signed order is the
// float's, with -0 below +0 and NaNs beyond the infinities by their sign:
// the keys the engine's MinMaxFloat64 returns and the sorts radix-sort.
func floatKey64(f float64) int64   { return asm.FloatKey64(f) }
func floatOfKey64(k int64) float64 { return asm.FloatOfKey64(k) }
func floatKey32(f float32) int32   { return asm.FloatKey32(f) }
func floatOfKey32(k int32) float32 { return asm.FloatOfKey32(k) }
