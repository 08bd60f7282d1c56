package arrays

import (
	"os"
	"strings"

	"golang.org/x/sys/unix"
)

// hugePagesDefault: ask for huge pages when the system's policy is
// "madvise" (with "always" they come unasked, with "never" not at all).
var hugePagesDefault = thpMode() == "madvise"

// thpMode reads the bracketed word of the transparent huge page policy.
func thpMode() string {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil {
		return ""
	}
	s := string(b)
	i, j := strings.IndexByte(s, '['), strings.IndexByte(s, ']')
	if i < 0 || j < i {
		return ""
	}
	return s[i+1 : j]
}

// adviseHuge asks the kernel to back b with transparent huge pages. It
// is advice: an error (an old kernel, a policy of never) changes nothing.
func adviseHuge(b []byte) { _ = unix.Madvise(b, unix.MADV_HUGEPAGE) }
