package main

import (
	"io"
	"os"
	"path/filepath"
)

// writeOutput writes an output through write: path "-" is out itself;
// any other path is written to a temporary file beside it, which is made
// 0644, closed and renamed onto path once write succeeds and removed
// otherwise, so that a failed write leaves no partial file (and whatever
// path held before).
func writeOutput(out io.Writer, path string, write func(io.Writer) error) error {
	if path == "-" {
		return write(out)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if tmp != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	tmp = nil
	return nil
}
