//go:build race

package kernels

// raceEnabled is set under -race, where tests shrink loops that cost
// minutes with the detector on and prove nothing more.
const raceEnabled = true
