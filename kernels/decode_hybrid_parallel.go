package kernels

import (
	"errors"

	"github.com/quiver-go/quiver/kernels/asm"
)

// A hybrid stream can only be decoded from a run header, and the headers
// are found by walking them from the start. That walk reads one or two
// bytes per run and skips the packed bytes, so it costs little next to the
// decode: HybridDictDecode under Parallel walks the headers once on the
// caller's goroutine, cuts the stream at the first run starting at or after
// each morsel boundary, and decodes the pieces concurrently, each into its
// own range of the one result.

// hybridPiece is a stretch of whole runs: n values from output slot at,
// whose first run header is at byte pos of the stream.
type hybridPiece struct{ at, n, pos int }

// hybridPieces cuts the stream of n values into pieces of about morselSlots
// values at run boundaries. ok is false when the walk meets a malformed run
// (the caller then decodes sequentially, which reports it exactly as
// without Parallel) or when the stream makes fewer than two pieces.
func hybridPieces(op string, src []byte, width, n int) (pieces []hybridPiece, ok bool) {
	it := newHybridIter(op, src, width, n)
	cur := hybridPiece{}
	for {
		at, pos := it.at+it.count, it.pos
		if !it.next() {
			break
		}
		if at-cur.at >= morselSlots {
			cur.n = at - cur.at
			pieces = append(pieces, cur)
			cur = hybridPiece{at: at, pos: pos}
		}
	}
	if it.err != nil || len(pieces) == 0 {
		return nil, false
	}
	cur.n = n - cur.at
	return append(pieces, cur), true
}

// hybridPieceTarget is a dictionary target that can decode a piece of a
// hybrid stream into its slots on its own goroutine.
type hybridPieceTarget interface {
	dictHybridTarget
	// piecewise reports whether pieces may be decoded concurrently (no
	// validity bitmap whose bytes pieces would share).
	piecewise() bool
	// decodePiece decodes the n values of the stream src (a piece's bytes
	// on) into slots [at, at+n).
	decodePiece(op string, k *asm.Table, src []byte, width, at, n int) error
}

func (t *dictFixedTarget[T]) piecewise() bool { return t.valid == nil }

func (t *dictFixedTarget[T]) decodePiece(op string, k *asm.Table, src []byte, width, at, n int) error {
	_, err := hybridDictGather(op, k, t.out[at:at+n], t.dict, src, width, true)
	var bad *DictIndexError
	if errors.As(err, &bad) {
		bad.Pos += at // the piece counts from its first slot
	}
	return err
}

// hybridDictMorsels decodes the stream's pieces on up to base.workers
// goroutines. Errors are those of the sequential decode: a malformed run
// is found by the header walk, which then hands the whole stream to the
// sequential path; an index out of range is reported for the earliest
// piece that has one, which holds the first such index.
func hybridDictMorsels(base config, op string, k *asm.Table, t hybridPieceTarget, src []byte, width, n int) error {
	pieces, ok := hybridPieces(op, src, width, n)
	if !ok {
		return t.decodeHybrid(op, k, src, width)
	}
	errs := make([]error, len(pieces))
	forTasks(base, len(pieces), func(_ *config, i int) {
		p := pieces[i]
		errs[i] = t.decodePiece(op, k, src[p.pos:], width, p.at, p.n)
	})
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
