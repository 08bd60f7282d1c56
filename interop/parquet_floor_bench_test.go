package interop

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// BenchmarkParquetDecompress decompresses every page of BenchmarkParquetRead's
// compressed files and does nothing else: the floor under any reader's time
// on one goroutine. pqarrow, parquet-go and quiver all decompress with
// klauspost/compress (zstd through a DecodeAll of each page, snappy through
// s2), so a read can beat a peer by at most the peer's time over this one,
// unless it decompresses on other cores. Content checksums are verified,
// as all three readers do by default.
func BenchmarkParquetDecompress(b *testing.B) {
	for _, col := range benchCols {
		for _, c := range benchCodecs[1:] {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				pages, codec := compressedPages(b, data)
				dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
				if err != nil {
					b.Fatal(err)
				}
				defer dec.Close()
				var size int64
				out := 0
				for _, p := range pages {
					size += int64(p.size)
					out = max(out, p.size)
				}
				buf := make([]byte, out)
				b.SetBytes(size)
				for b.Loop() {
					for _, p := range pages {
						var got []byte
						var err error
						switch codec {
						case qparquet.Zstd:
							got, err = dec.DecodeAll(p.body, buf[:0])
						case qparquet.Snappy:
							got, err = s2.Decode(buf, p.body)
						default:
							b.Fatalf("codec %s", codec)
						}
						if err != nil || len(got) != p.size {
							b.Fatalf("page of %d bytes decompressed to %d: %v", p.size, len(got), err)
						}
					}
				}
			})
		}
	}
}

type compressedPage struct {
	body []byte // the compressed part of the page
	size int    // its decompressed size
}

// compressedPages lists the compressed part of every page of every column
// chunk of a file, and the codec of its first chunk.
func compressedPages(b *testing.B, data []byte) ([]compressedPage, qparquet.Codec) {
	f, err := qparquet.Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		b.Fatal(err)
	}
	var pages []compressedPage
	codec := qparquet.Uncompressed
	for _, g := range f.Metadata.RowGroups {
		for _, c := range g.Columns {
			md := c.MetaData
			codec = md.Codec
			pos := md.DataPageOffset
			if md.DictionaryPageOffset != nil && *md.DictionaryPageOffset > 0 {
				pos = min(pos, *md.DictionaryPageOffset)
			}
			end := pos + md.TotalCompressedSize
			for pos < end {
				h, n, err := qparquet.DecodePageHeader(data[pos:], pos)
				if err != nil {
					b.Fatal(err)
				}
				body := data[pos+int64(n) : pos+int64(n)+int64(h.CompressedPageSize)]
				size := int(h.UncompressedPageSize)
				if v2 := h.DataPageV2; v2 != nil { // levels stay uncompressed
					lv := int(v2.DefinitionLevelsByteLength + v2.RepetitionLevelsByteLength)
					body, size = body[lv:], size-lv
					if !v2.IsCompressed {
						body = nil
					}
				}
				if body != nil {
					pages = append(pages, compressedPage{body, size})
				}
				pos += int64(n) + int64(h.CompressedPageSize)
			}
		}
	}
	return pages, codec
}
