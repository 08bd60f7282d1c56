package parquet

import (
	"sync"
	"sync/atomic"
)

// Page prefetching: decompression is most of the time of a compressed
// column chunk (zstd and snappy decode slower than the value decoders
// run), and its pages are independent. So when a chunk is compressed and
// more than one core is available, its data pages are decompressed ahead
// by up to GOMAXPROCS workers while the reading goroutine decodes them in
// order: on two cores the decoding hides behind the decompression, and
// the decompression itself runs on both. The workers are the Ps that the
// columns decoded at the same time leave idle, at most maxPageWorkers per
// chunk, and at most prefetchDepth pages per worker are decompressed and
// not yet decoded, so the memory held stays a few pages per column.
// SequentialPages turns it off.

// prefetchDepth is how many pages per worker may wait decompressed.
const prefetchDepth = 2

// maxPageWorkers bounds the page workers of one chunk.
const maxPageWorkers = 4

// pageJob is one data page's compressed bytes to decompress: the page
// whose header is at file offset off.
type pageJob struct {
	off int64
	src []byte
	n   int
}

type pageResult struct {
	raw []byte
	err error
}

// prefetcher decompresses jobs in the background; next hands their
// results out in order.
type prefetcher struct {
	codec   pageCodec
	jobs    []pageJob
	results []chan pageResult
	next    int           // the next job to hand out
	taken   atomic.Int64  // jobs taken by workers
	slots   chan struct{} // a slot per page that may wait decompressed
	done    chan struct{}
	wg      sync.WaitGroup
}

// startPrefetch starts decompressing jobs on up to maxWorkers workers; it
// returns nil, starting nothing, when that would not help.
func startPrefetch(codec pageCodec, jobs []pageJob, maxWorkers int) *prefetcher {
	workers := min(maxWorkers, len(jobs))
	if codec.Codec == Uncompressed || workers < 2 {
		return nil
	}
	p := &prefetcher{codec: codec, jobs: jobs, results: make([]chan pageResult, len(jobs)),
		slots: make(chan struct{}, workers*prefetchDepth), done: make(chan struct{})}
	for i := range p.results {
		p.results[i] = make(chan pageResult, 1)
	}
	for range workers {
		p.wg.Go(p.work)
	}
	return p
}

func (p *prefetcher) work() {
	for {
		select {
		case p.slots <- struct{}{}:
		case <-p.done:
			return
		}
		select {
		case <-p.done:
			return
		default:
		}
		i := int(p.taken.Add(1) - 1)
		if i >= len(p.jobs) {
			return
		}
		j := p.jobs[i]
		var buf []byte
		if b, ok := pageBufs.Get().(*[]byte); ok {
			buf = *b
		}
		raw, err := p.codec.decompress(buf, j.src, j.n)
		p.results[i] <- pageResult{raw, err}
	}
}

// take returns the decompressed page whose header is at off, if it is the
// next job, and ok false (the caller decompresses) otherwise. The caller
// gives the buffer back with release once the page is decoded.
func (p *prefetcher) take(off int64) (raw []byte, ok bool, err error) {
	if p == nil || p.next >= len(p.jobs) || p.jobs[p.next].off != off {
		return nil, false, nil
	}
	r := <-p.results[p.next]
	p.next++
	<-p.slots
	return r.raw, true, r.err
}

// release returns a page buffer take handed out.
func (p *prefetcher) release(raw []byte) {
	if p != nil && cap(raw) > 0 {
		pageBufs.Put(&raw)
	}
}

// stop ends the workers and waits for them; pages decompressed and not
// taken are dropped.
func (p *prefetcher) stop() {
	if p == nil {
		return
	}
	close(p.done)
	p.wg.Wait()
	for i := p.next; i < len(p.jobs); i++ {
		select {
		case r := <-p.results[i]:
			p.release(r.raw)
		default:
		}
	}
}
