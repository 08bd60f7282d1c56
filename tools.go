//go:build tools

// Package quiver pins the development tools in go.mod so that every machine
// runs the same versions: jennifer (the code generators in gen/ are a nested
// module that requires it as well) and asm2plan9s (WORD-encodes arm64
// instructions Go's assembler lacks; `make asm`).
package quiver

import (
	_ "github.com/dave/jennifer/jen"
	_ "github.com/minio/asm2plan9s"
)
