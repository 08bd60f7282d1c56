// Package generated holds no code: its test makes a plain `go test ./...`
// in the root module fail when a generated file (Go or assembly) differs
// from what the generators in gen/ render from templates/.
package generated
