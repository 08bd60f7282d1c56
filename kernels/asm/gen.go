package asm

// The directive runs in gen/ (the generators' own module), so the
// repository root is "..".
//go:generate go -C ../../gen run ./unpackgen -root ..
//go:generate go -C ../../gen run ./asmgen -root ..
