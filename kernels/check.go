package kernels

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
)

// Argument checks. Every public kernel runs arrays.ValidateData (the O(1)
// structural rules: buffer counts and sizes, lengths, offsets, children's
// lengths, first and last offsets and run ends) on each array argument not
// already marked as validated, and reports a failure as an error wrapping
// ErrMalformedArray (ErrBadRunEnds for the run-end rules) and the
// *arrays.ValidationError, naming the argument.
// A success marks the array (arrays.Data.Validated), so repeated calls on
// the same array, its slices and arrays from builders that validated check
// nothing; a kernel's result is checked once, by the first kernel it is
// passed to (the O(1) rules: a few dozen nanoseconds).
//
// What the O(1) rules cannot prove (offsets in the middle of a binary or
// list array, view buffer indices, dictionary indices, run ends between the
// first and last, union type ids and dense union offsets) is
// ValidateDataFull's. The kernels never read outside their inputs on such
// arrays: they check what they read anyway where it is cheap (total output
// sizes against the data, take's indices, run ends as they are walked) and
// otherwise stop at the Go bounds check. The public entry points' guard
// then runs ValidateDataSafe on the arguments: an argument breaking one of
// those rules makes the call return the error FullValidation would have
// (wrapping ErrMalformedArray, naming the argument, rule and slot); with
// every argument sound the panic is a bug of the kernels (or an index
// NoBoundsCheck trusted) and goes on. The result for an unsound input is
// thus an error or an array built from the bytes as read, never a panic or
// a read outside the inputs; pass FullValidation to have ValidateDataFull
// refuse it up front.

// Validation chooses how much of an argument the kernels check before
// using it (see check.go): StructureValidation, the default, runs
// arrays.ValidateData; FullValidation runs arrays.ValidateDataFull, reading
// every offset, view, index and run end once per array (the mark it leaves
// makes later calls free).
type Validation uint8

const (
	// StructureValidation runs the O(1) structural checks (the default).
	StructureValidation Validation = iota
	// FullValidation runs every check of arrays.ValidateDataFull.
	FullValidation
)

func (v Validation) apply(c config) config {
	c.full = v == FullValidation
	return c
}

// checkArgs checks the array arguments of a kernel call, named in the
// error by name (values, mask, indices, left, right, ...).
// The loop over the marks is all a call on marked arrays runs; the
// checks and their error formatting are out of line.
func (c *config) checkArgs(kernel string, args ...namedArg) error {
	for _, a := range args {
		if a.d != nil && a.d.Validated() < c.want() {
			return c.validateArgs(kernel, args)
		}
	}
	return nil
}

// marked reports whether both arguments (nil for none) carry the mark the
// call needs: the inlined test the hot entry points make before building
// checkArgs' named list, which only a first use pays for.
func (c *config) marked(a, b *arrays.Data) bool {
	w := c.want()
	return (a == nil || a.Validated() >= w) && (b == nil || b.Validated() >= w)
}

// want is the validation mark the call's arguments need.
func (c *config) want() arrays.ValidationLevel {
	if c.full {
		return arrays.ValidatedFull
	}
	return arrays.ValidatedStructure
}

// validateArgs validates the arguments of checkArgs not marked at want.
func (c *config) validateArgs(kernel string, args []namedArg) error {
	want := c.want()
	for _, a := range args {
		if a.d == nil || a.d.Validated() >= want {
			continue
		}
		var err error
		if c.full {
			err = arrays.ValidateDataFull(a.d)
		} else {
			err = arrays.ValidateData(a.d)
		}
		if err != nil {
			return argError(kernel, a, err)
		}
	}
	if validatedHook != nil {
		for _, a := range args {
			validatedHook(kernel, a.d)
		}
	}
	return nil
}

// validatedHook, when set (by tests only), runs after validateArgs passed,
// on each argument: a stand-in for a bug of the kernel running on sound
// arguments. It costs a nil test on the first use of an array only; it
// takes the arguments one by one so that args, which checkArgs' callers
// build on their stacks, does not escape to the heap.
var validatedHook func(kernel string, d *arrays.Data)

// argError reports argument a of kernel failing validation with err.
func argError(kernel string, a namedArg, err error) error {
	name := a.name
	if a.col >= 0 {
		name = fmt.Sprintf("column %d (%q)", a.col, a.name)
	}
	class := ErrMalformedArray
	if ve := (*arrays.ValidationError)(nil); errors.As(err, &ve) && strings.HasPrefix(ve.Rule, "run-end") {
		class = ErrBadRunEnds // what the REE kernels report of run ends they walk
	}
	return fmt.Errorf("kernels: %s: %s: %w: %w", kernel, name, class, err)
}

// arrayArg checks the one array argument of a unary kernel (fn, for the
// error) and returns its data: the nil test and checkArgs every such
// kernel starts with.
func (c *config) arrayArg(fn string, a arrays.Array) (*arrays.Data, error) {
	if isNil(a) {
		return nil, fmt.Errorf("kernels: %s: array is nil", fn)
	}
	d := a.Data()
	if err := c.checkArgs(fn, arg("array", d)); err != nil {
		return nil, err
	}
	return d, nil
}

// namedArg is an array argument and its name, or a record batch column's
// name and index.
type namedArg struct {
	name string
	col  int // column index, or -1
	d    *arrays.Data
}

func arg(name string, d *arrays.Data) namedArg { return namedArg{name, -1, d} }

// guard recovers the panics an argument can raise in a kernel when it
// breaks a rule the O(1) checks do not prove: a Go runtime error (an index
// or slice bound, a make with a bad size) or malformedPanic. Every public
// entry point defers it with its array arguments:
//
//	defer guard("filter", &err, in("values", values), in("mask", mask))
//
// After such a panic guard runs arrays.ValidateDataSafe on each argument
// not marked ValidatedFull, and the first that fails makes the call return
// the error validateArgs gives, the one FullValidation would have given.
// When all pass the panic is not the input's (a bug, or an index out of
// range under NoBoundsCheck) and goes on unchanged, as any other panic
// does; so does every panic of a FullValidation call, whose arguments are
// marked. Arguments that are not arrays (DictDecode's indices, a hybrid
// stream) are the kernels' to check as they read them. Without a panic
// guard costs a recover and the stores of its arguments at the defer.
func guard(kernel string, err *error, args ...guardArg) {
	r := recover()
	if r == nil {
		return
	}
	*err = blame(kernel, r, args)
}

// blame returns the validation error of the first unsound argument of a
// call that panicked with r, or panics again with r.
func blame(kernel string, r any, args []guardArg) error {
	_, malformed := r.(malformedPanic)
	if _, ok := r.(runtime.Error); !ok && !malformed {
		panic(r)
	}
	for _, g := range args {
		for _, a := range g.data() {
			if a.d == nil || a.d.Validated() >= arrays.ValidatedFull {
				continue
			}
			if e := arrays.ValidateDataSafe(a.d); e != nil {
				return argError(kernel, a, e)
			}
		}
	}
	panic(r)
}

// guardArg is an argument of an entry point as guard receives it: the
// value as passed, resolved to arrays only after a panic.
type guardArg struct {
	name string
	v    any // an arrays.Array, *arrays.Data, *arrays.Chunked, *arrays.RecordBatch or Datum
}

// in names an argument for guard.
func in(name string, v any) guardArg { return guardArg{name, v} }

// data returns the arrays of g: none for nil and scalars, each chunk of a
// column, each column of a record batch.
func (g guardArg) data() []namedArg {
	switch v := g.v.(type) {
	case nil:
	case *arrays.Data:
		return []namedArg{arg(g.name, v)}
	case *arrays.Chunked:
		if v == nil {
			return nil
		}
		var args []namedArg
		for k, ch := range v.Chunks() {
			args = append(args, arg(g.name+" chunk "+strconv.Itoa(k), argData(ch)))
		}
		return args
	case *arrays.RecordBatch:
		if v == nil {
			return nil
		}
		var args []namedArg
		for i, col := range v.Columns() {
			args = append(args, namedArg{v.ColumnName(i), i, argData(col)})
		}
		return args
	case arrays.Array:
		return []namedArg{arg(g.name, argData(v))}
	}
	return nil
}

// errOffsetsOutOfOrder reports offsets whose selected ranges do not fit
// within the first and last offset (which the O(1) check proved sound):
// some offset in the middle is out of order.
func errOffsetsOutOfOrder(what string, total, span int64) error {
	return fmt.Errorf("kernels: offsets out of order: the selected slots cover %d %s, the offsets span %d: %w", total, what, span, ErrMalformedArray)
}

// checkTakenSize checks what a take of n slots computed from offsets
// spanning span: no negative slot length, and a total within n*span (each
// slot of ordered offsets lies within the span), so that malformed offsets
// cannot make it allocate beyond what the input could legitimately give.
func checkTakenSize(negative bool, total int64, n int, span int64, what string) error {
	if negative || total < 0 || (span >= 0 && total > int64(n)*span) {
		return fmt.Errorf("kernels: take: offsets out of order: %d slots would cover %d %s, the offsets span %d: %w", n, total, what, span, ErrMalformedArray)
	}
	return nil
}

// malformedPanic is raised by the kernels' allocation when a size derived
// from an input is impossible; guard turns it into an error when an
// argument fails full validation (else it is a bug, and goes on).
type malformedPanic struct{ msg string }

// String is what a panic going on prints.
func (m malformedPanic) String() string { return "kernels: malformed argument: " + m.msg }

// subData is d.Slice(i, j) for ranges read from an argument (offsets, a
// parent's offset): one outside d raises malformedPanic instead of the
// slice's own panic, so that guard reports it.
func subData(d *arrays.Data, i, j int) *arrays.Data {
	if i < 0 || j < i || j > d.Length {
		panic(malformedPanic{fmt.Sprintf("slots [%d, %d) of a %d-slot child or run values: offsets out of range", i, j, d.Length)})
	}
	return d.Slice(i, j)
}

// checkSpan checks the first and last offsets of the slots a kernel
// reads against the size of what they index. The O(1) check proves them
// for an argument, but not for a child reached through a parent's offset
// (a union's or struct's slot range).
func checkSpan(first, last int64, size int, what string) error {
	if first < 0 || last < first || last > int64(size) {
		return fmt.Errorf("kernels: offsets [%d, %d] outside the %d %s: %w", first, last, size, what, ErrMalformedArray)
	}
	return nil
}

// owned gives out, and each node of it without an owner, the owner of in
// (arrays.Data.WithOwner: a memory-mapped file's), since results may share
// in's buffers (view data, dictionaries, list view children, contiguous
// takes): the mapping must live as long as the result. It returns out.
func owned(out, in *arrays.Data) *arrays.Data {
	if out != nil && in != nil {
		if o := in.Owner(); o != nil {
			setOwner(out, o)
		}
	}
	return out
}

func setOwner(d *arrays.Data, o any) {
	if d == nil || d.Owner() != nil {
		return
	}
	d.WithOwner(o)
	for _, c := range d.Children {
		setOwner(c, o)
	}
	setOwner(d.Dictionary, o)
}
