package arrays

import (
	"math/big"
	"math/rand/v2"
)

// randDecimal draws a uniformly random unscaled decimal with |v| < 10^precision.
func randDecimal(r *rand.Rand, precision int32) Int256 {
	limit := pow10(precision)
	x := new(big.Int)
	// build a random number of up to 256 bits, then reduce modulo the limit
	for range 4 {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(r.Uint64()))
	}
	x.Mod(x, limit)
	if r.IntN(2) == 0 {
		x.Neg(x)
	}
	return Int256FromBig(x)
}
