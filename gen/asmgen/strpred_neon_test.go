package main

import "testing"

// TestStrpredNeonWords checks the WORD encodings the NEON string predicate
// kernels use against llvm-mc -triple=aarch64 -show-encoding for the same
// instructions, so a wrong opcode or field fails here and not only under
// qemu.
func TestStrpredNeonWords(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{neonWord("cmgt", 32, 8, 28, 4), "WORD $0x4ea43788 // cmgt v8.4s, v28.4s, v4.4s"},
		{neonWord("cmhs", 8, 25, 25, 26), "WORD $0x6e3a3f39 // cmhs v25.16b, v25.16b, v26.16b"},
		{neonUMAXV(3, 24), "WORD $0x6eb0ab03 // umaxv s3, v24.4s"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
