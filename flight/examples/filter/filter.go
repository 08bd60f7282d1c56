// Package filter is the shared part of the filter-server and filter-fetch
// examples: a generated dataset and predicates sent in Flight tickets
// ("value > 0.5", "city == Lyon", "id < 1000") that the server evaluates
// with quiver's kernels, so that only matching rows cross the network.
package filter

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels"
)

// Schema is the dataset's schema.
var Schema = arrays.NewSchema([]arrays.Field{
	{Name: "id", Type: arrays.Int64Type{}},
	{Name: "value", Type: arrays.Float64Type{}, Nullable: true},
	{Name: "city", Type: arrays.Utf8Type{}},
}, nil)

var cities = []string{"Lyon", "Osaka", "Lima", "Oslo", "Pune"}

// Dataset generates batches of rows each (deterministic for a seed).
func Dataset(batches, rows int, seed uint64) []*arrays.RecordBatch {
	r := rand.New(rand.NewPCG(seed, seed))
	out := make([]*arrays.RecordBatch, batches)
	for b := range out {
		ids, vals, city := arrays.NewInt64Builder(), arrays.NewFloat64Builder(), arrays.NewUtf8Builder()
		for i := range rows {
			ids.Append(int64(b*rows + i))
			if r.IntN(20) == 0 {
				vals.AppendNull()
			} else {
				vals.Append(r.Float64())
			}
			city.AppendString(cities[r.IntN(len(cities))])
		}
		rb, err := arrays.NewRecordBatch(Schema, []arrays.Array{ids.NewArray(), vals.NewArray(), city.NewArray()}, rows)
		if err != nil {
			panic(err)
		}
		out[b] = rb
	}
	return out
}

// Predicate is "column op literal" with op one of ==, <, >.
type Predicate struct {
	Column string
	Op     string
	Value  *kernels.Scalar
}

// Parse reads a predicate against Schema, e.g. "value > 0.5".
func Parse(s string) (Predicate, error) {
	parts := strings.Fields(s)
	if len(parts) != 3 {
		return Predicate{}, fmt.Errorf("predicate %q: want \"column op literal\"", s)
	}
	p := Predicate{Column: parts[0], Op: parts[1]}
	i := Schema.FieldIndex(p.Column)
	if i < 0 {
		return p, fmt.Errorf("predicate %q: no column %q", s, p.Column)
	}
	if p.Op != "==" && p.Op != "<" && p.Op != ">" {
		return p, fmt.Errorf("predicate %q: operator %q is not ==, < or >", s, p.Op)
	}
	lit := parts[2]
	switch Schema.Fields[i].Type.ID() {
	case arrays.INT64:
		v, err := strconv.ParseInt(lit, 10, 64)
		if err != nil {
			return p, fmt.Errorf("predicate %q: %q is not an int64", s, lit)
		}
		p.Value = kernels.Int64Scalar(v)
	case arrays.FLOAT64:
		v, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			return p, fmt.Errorf("predicate %q: %q is not a float64", s, lit)
		}
		p.Value = kernels.Float64Scalar(v)
	default:
		p.Value = kernels.Utf8Scalar(lit)
	}
	return p, nil
}

// Apply keeps the rows of rb the predicate selects (a null compares false).
func (p Predicate) Apply(rb *arrays.RecordBatch) (*arrays.RecordBatch, error) {
	col, _ := rb.ColumnByName(p.Column)
	var mask *arrays.Boolean
	var err error
	switch p.Op {
	case "==":
		mask, err = kernels.Equal(col, p.Value)
	case "<":
		mask, err = kernels.Less(col, p.Value)
	default:
		mask, err = kernels.Greater(col, p.Value)
	}
	if err != nil {
		return nil, err
	}
	return kernels.FilterRecordBatch(rb, mask)
}

// Filtered yields the batches of data filtered by p, skipping empty ones.
func Filtered(data []*arrays.RecordBatch, p Predicate) iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for _, rb := range data {
			out, err := p.Apply(rb)
			if err != nil {
				yield(nil, err)
				return
			}
			if out.NumRows() > 0 && !yield(out, nil) {
				return
			}
		}
	}
}
