// Package testexec runs a command's real main function in a child process
// for tests that check exit statuses and output streams: the test binary
// re-executes itself with an environment variable that its TestMain turns
// into a call to main.
package testexec

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// Result is what the child process did.
type Result struct {
	Code           int
	Stdout, Stderr string
}

// Run re-executes the test binary with env (KEY=VALUE) added, args and
// stdin (nil for none). It skips the test when the binary cannot be
// executed directly, as when the tests run under a user-mode emulator for
// another architecture (go test -exec qemu-...), where only the first
// process is emulated.
func Run(t *testing.T, env string, stdin io.Reader, args ...string) Result {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env)
	cmd.Stdin = stdin
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case errors.Is(err, syscall.ENOEXEC):
		t.Skipf("cannot execute the test binary in a child process here: %v", err)
	case err != nil:
		t.Fatal(err)
	}
	return Result{Code: code, Stdout: stdout.String(), Stderr: stderr.String()}
}
