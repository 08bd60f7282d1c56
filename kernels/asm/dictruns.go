package asm

import "fmt"

// The dictionary RLE run kernels: the run loop of HybridDictDecode over
// streams of RLE runs (kernels/decode_dict.go). In Go, each run of 32 int64
// values costs a dozen branches of header parsing and 32 word stores; the
// assembly takes it in about 20 instructions and 4 ZMM stores (issue 14:
// HybridDictDecode width 1, runs of 32).

// dictRunsChunk is the most values a kernel call decodes, so that the
// goroutine reaches a safe point every ~64K values (see SafePoint).
const dictRunsChunk = 1 << 16

// dictRunsOf is the HybridDictRuns64 or HybridDictRuns32 entry of a level
// whose kernel f decodes runs (nil: none).
func dictRunsOf[W uint32 | uint64](f func(dst, dict []W, src []byte, at, pos, width, stop int) (int, int)) func(dst, dict []W, src []byte, at, pos, width int) (int, int) {
	return func(dst, dict []W, src []byte, at, pos, width int) (int, int) {
		if at < 0 || at > len(dst) || pos < 0 || pos > len(src) || width < 0 || width > 32 {
			panic(fmt.Sprintf("asm.HybridDictRuns: at %d of %d values, pos %d of %d bytes, width %d", at, len(dst), pos, len(src), width))
		}
		if f == nil {
			return at, pos
		}
		for {
			a, p := f(dst, dict, src, at, pos, width, min(at+dictRunsChunk, len(dst)))
			progress := a != at
			at, pos = a, p
			if !progress || at >= len(dst) {
				return at, pos
			}
			SafePoint()
		}
	}
}
