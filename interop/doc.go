// Package interop checks quiver's IPC reader and writer against another
// Arrow implementation, github.com/apache/arrow-go/v18, on every gold case
// of apache/arrow-testing: what one writes, the other must read as the
// same data. It is a module of its own so that the quiver library does not
// depend on arrow-go; `make interop` runs its tests (and `make test`
// includes them).
//
// The tests are in interop_test.go; this package has no API.
package interop
