package arrays

import (
	"os/exec"
	"regexp"
	"testing"
)

// TestGodocNamesTypes: no method go doc lists for the package shows a type
// parameter (T, O) of the generic cores the typed arrays embed, such as
// `Value(i int) T`: users should read `Value(i int) int64`.
func TestGodocNamesTypes(t *testing.T) {
	out, err := exec.Command("go", "doc", "-all", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go doc: %v\n%s", err, out)
	}
	leak := regexp.MustCompile(`(?m)^func \(.*\) .*[ (\[\]]([A-Z])\b[^.]*$`)
	if m := leak.FindAllString(string(out), 10); len(m) > 0 {
		t.Errorf("go doc shows type parameters:\n%q", m)
	}
	if !regexp.MustCompile(`(?m)^func \(a \*Int64\) Value\(i int\) int64$`).Match(out) {
		t.Error("go doc lacks `func (a *Int64) Value(i int) int64`")
	}
}
