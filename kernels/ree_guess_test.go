package kernels

import (
	"math/rand/v2"
	"testing"
)

// TestGuessRun checks guessRun against findRun on run ends of many
// shapes (even, random, skewed, one huge run, runs of one) for every
// slot and for slots before and past the ends; on ends that do not
// increase it must stay within [0, len(ends)].
func TestGuessRun(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shapes := map[string]func(i int) int{
		"even":      func(int) int { return 16 },
		"ones":      func(int) int { return 1 },
		"uniform":   func(int) int { return 1 + r.IntN(31) },
		"geometric": func(int) int { return 1 + int(r.ExpFloat64()*20) },
		"heavy":     func(int) int { return 1 + int(1/(r.Float64()+1e-6)) },
		"one huge":  func(i int) int { return map[bool]int{true: 1 << 24, false: 3}[i == 100] },
		"halves":    func(i int) int { return map[bool]int{true: 1, false: 5000}[i%2 == 0] },
	}
	for name, length := range shapes {
		for _, n := range []int{1, 2, 31, 32, 33, 100, 1000, 40000} {
			ends := make([]int64, n)
			e := 0
			for i := range ends {
				e += length(i)
				ends[i] = int64(e)
			}
			xs := []int{-1, 0, e - 1, e, e + 5}
			if e < 200000 {
				for x := range e {
					xs = append(xs, x)
				}
			} else {
				for range 200000 {
					xs = append(xs, r.IntN(e))
				}
			}
			for _, x := range xs {
				if got, want := guessRun(ends, x), findRun(ends, x); got != want {
					t.Fatalf("%s n=%d x=%d: guessRun %d, findRun %d", name, n, x, got, want)
				}
			}
			e32 := make([]int32, n)
			for i, v := range ends {
				e32[i] = int32(v)
			}
			if e < 1<<31 {
				for _, x := range xs[:min(len(xs), 5000)] {
					if got, want := guessRun(e32, x), findRun(e32, x); got != want {
						t.Fatalf("%s int32 n=%d x=%d: guessRun %d, findRun %d", name, n, x, got, want)
					}
				}
			}
		}
	}
	for range 2000 { // ends out of order: any index within range, no fault
		n := 1 + r.IntN(300)
		ends := make([]int16, n)
		for i := range ends {
			ends[i] = int16(r.IntN(1 << 15))
		}
		x := r.IntN(1<<15) - 5
		if got := guessRun(ends, x); got < 0 || got > n {
			t.Fatalf("ends out of order n=%d x=%d: guessRun %d outside [0, %d]", n, x, got, n)
		}
	}
}
