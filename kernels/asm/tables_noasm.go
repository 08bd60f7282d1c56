//go:build noasm || !(amd64 || arm64)

package asm

// asmKits returns no assembly levels: this build has only the pure-Go one
// (the noasm tag, or an architecture without quiver assembly).
func asmKits() (t [numLevels]*kit) { return t }

// asmVariants lists the per-CPU forms of this build's levels: none.
func asmVariants() []variant { return nil }
