package benchdata

import "slices"

// REE is a run-end encoded benchmark array as plain values: run k covers
// logical slots [Ends[k-1], Ends[k]) and holds Values[k]. Both suites
// build it with int64 run ends and int64 values.
type REE struct {
	Ends   []int64
	Values []int64
}

// Len is the logical length, the last run end.
func (r REE) Len() int {
	if len(r.Ends) == 0 {
		return 0
	}
	return int(r.Ends[len(r.Ends)-1])
}

// NewREE draws runs runs of lengths uniform in [1, 31] (mean 16, so 1<<16
// runs cover about 1<<20 slots) holding int64 values uniform in
// [0, 1_000_000), from generator seed.
func NewREE(runs int, seed uint64) REE {
	r := Rand(seed)
	out := REE{Ends: make([]int64, runs), Values: make([]int64, runs)}
	var end int64
	for k := range runs {
		end += 1 + int64(r.IntN(31))
		out.Ends[k] = end
		out.Values[k] = int64(r.IntN(1_000_000))
	}
	return out
}

// REELookups draws n logical indices uniform in [0, length), sorted
// ascending if sorted.
func REELookups(n, length int, sorted bool, seed uint64) []int32 {
	r := Rand(seed)
	vs := make([]int32, n)
	for i := range vs {
		vs[i] = int32(r.IntN(length))
	}
	if sorted {
		slices.Sort(vs)
	}
	return vs
}
