// Package typetable loads templates/types.json, the one table of fixed-width
// logical types that every generator in gen/ expands.
package typetable

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// Param is a type parameter (Unit, TimeZone, Precision, ...).
type Param struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Doc  string `json:"doc"`
}

// Type is one row of the table.
type Type struct {
	Name    string   `json:"name"`    // Go identifier stem: Int64 -> Int64Type, Int64, Int64Builder
	ID      string   `json:"id"`      // arrays.TypeID constant
	GoType  string   `json:"goType"`  // element type in Go
	Width   int      `json:"width"`   // bytes per value
	Kind    string   `json:"kind"`    // int, uint, float, decimal, temporal, interval
	FBType  string   `json:"fbType"`  // Schema.fbs Type union member
	Params  []Param  `json:"params"`  // type parameters
	Str     string   `json:"str"`     // Go expression rendering the type t
	Format  string   `json:"format"`  // Go expression rendering value v of type t
	Random  string   `json:"random"`  // Go expression: a random value from r for type t
	NaN     bool     `json:"nan"`     // floating point: NaN-aware equality
	Samples []string `json:"samples"` // Go literals of parameterised types used by tests
}

// Table is the whole file.
type Table struct {
	Types []Type `json:"types"`
}

// File is the table's path relative to the repository root.
const File = "templates/types.json"

// Load reads the table from the repository root.
func Load(root string) (*Table, error) {
	raw, err := os.ReadFile(filepath.Join(root, File))
	if err != nil {
		return nil, err
	}
	var t Table
	if err := json.Unmarshal(raw, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", File, err)
	}
	for i, ty := range t.Types {
		if ty.Name == "" || ty.ID == "" || ty.GoType == "" || ty.Width <= 0 {
			return nil, fmt.Errorf("%s: row %d (%q) lacks name, id, goType or width", File, i, ty.Name)
		}
	}
	return &t, nil
}

// TypeName is the data type's Go name (Int64Type).
func (t Type) TypeName() string { return t.Name + "Type" }

// BuilderName is the builder's Go name (Int64Builder).
func (t Type) BuilderName() string { return t.Name + "Builder" }

// HasParams reports whether the type takes parameters.
func (t Type) HasParams() bool { return len(t.Params) > 0 }
