//go:build !noasm

package asm

import "testing"

// compactKernels are the raw kernels to compare with compactWordsGo: on
// amd64 the PEXT one, whatever CPU.FastPEXT says (BMI2 is part of the AVX2
// level, so it runs wherever that level does).
func compactKernels() map[string]compactWordsFunc {
	if !host.has[AVX2] {
		return nil
	}
	return map[string]compactWordsFunc{"BMI2": compactWordsBMI2}
}

func TestPextIsFast(t *testing.T) {
	for _, c := range []struct {
		vendor string
		family uint32
		want   bool
	}{
		{"GenuineIntel", 6, true},
		{"AuthenticAMD", 0x15, false},
		{"AuthenticAMD", 0x17, false},
		{"HygonGenuine", 0x18, false},
		{"AuthenticAMD", 0x19, true},
		{"AuthenticAMD", 0x1A, true},
	} {
		if got := pextIsFast(c.vendor, c.family); got != c.want {
			t.Errorf("pextIsFast(%q, %#x) = %v, want %v", c.vendor, c.family, got, c.want)
		}
	}
	c := Host()
	if len(c.Vendor) != 12 || c.Family == 0 {
		t.Errorf("Host() = %+v: want a 12-byte vendor and a family", c)
	}
	t.Logf("CPU vendor %q family %#x model %#x: fast PEXT %v, Zen 4 %v", c.Vendor, c.Family, c.Model, c.FastPEXT, c.Zen4)
}
