package parquet

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// TestZstdChecksum checks that a zstd frame whose content checksum is
// wrong fails by default and decodes under SkipChecksums (pageCodec
// skipSums), and that a good frame decodes either way.
func TestZstdChecksum(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	want := make([]byte, 100_000)
	for i := range want {
		want[i] = byte(r.IntN(16))
	}
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderCRC(true))
	if err != nil {
		t.Fatal(err)
	}
	frame := enc.EncodeAll(want, nil)
	var h zstd.Header
	if err := h.Decode(frame); err != nil || !h.HasFCS || !h.HasCheckSum {
		t.Fatalf("test frame header %+v, %v", h, err)
	}
	bad := bytes.Clone(frame)
	bad[len(bad)-1] ^= 0xff // the last 4 bytes are the checksum
	for _, skip := range []bool{false, true} {
		pc := pageCodec{Codec: Zstd, skipSums: skip}
		got, err := pc.decompress(nil, frame, len(want))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("skip=%v: good frame: %v", skip, err)
		}
		got, err = pc.decompress(nil, bad, len(want))
		switch {
		case skip && (err != nil || !bytes.Equal(got, want)):
			t.Errorf("bad checksum under SkipChecksums: %v", err)
		case !skip && !errors.Is(err, ErrMalformed):
			t.Errorf("bad checksum: err %v, want ErrMalformed", err)
		}
	}
}
