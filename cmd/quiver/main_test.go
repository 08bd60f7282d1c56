package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func TestDemoValidatesEveryColumn(t *testing.T) {
	var out bytes.Buffer
	if err := dispatch([]string{"demo"}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 10 {
		t.Fatalf("demo printed %d lines:\n%s", len(lines), out.String())
	}
	for _, l := range lines[1:] {
		if f := strings.Fields(l); len(f) < 4 || !strings.Contains(l, "  ok  ") {
			t.Errorf("column did not validate: %s", l)
		}
	}
}

// TestDemoCoversEveryLayout: the demo has an array of every physical layout
// of the format (a representative type of each).
func TestDemoCoversEveryLayout(t *testing.T) {
	_, cols, err := demoArrays()
	if err != nil {
		t.Fatal(err)
	}
	have := map[arrays.TypeID]bool{}
	for _, c := range cols {
		have[arrays.StorageOf(c.DataType()).ID()] = true
	}
	for _, id := range []arrays.TypeID{
		arrays.NULL, arrays.BOOL, arrays.INT64, arrays.FIXED_SIZE_BINARY, arrays.UTF8, arrays.LARGE_BINARY,
		arrays.UTF8_VIEW, arrays.LIST, arrays.LARGE_LIST, arrays.LIST_VIEW, arrays.FIXED_SIZE_LIST,
		arrays.MAP, arrays.STRUCT, arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.DICTIONARY,
		arrays.RUN_END_ENCODED,
	} {
		if !have[id] {
			t.Errorf("the demo has no %s array", id)
		}
	}
}

func TestUnknownCommand(t *testing.T) {
	var out bytes.Buffer
	if err := dispatch([]string{"frobnicate"}, &out); err == nil || !strings.Contains(err.Error(), "frobnicate") {
		t.Errorf("err = %v", err)
	}
	if err := dispatch(nil, &out); err == nil {
		t.Error("no command: want an error")
	}
}

func TestTypesListsEveryID(t *testing.T) {
	var out bytes.Buffer
	if err := dispatch([]string{"types"}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"null", "decimal256", "utf8_view", "run_end_encoded", "extension"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("types output lacks %s", want)
		}
	}
}

// TestHelpForEveryCommand: `quiver help CMD` and `quiver CMD -h` print a
// usage line and succeed, for every command.
func TestHelpForEveryCommand(t *testing.T) {
	for _, c := range commands {
		for _, args := range [][]string{{"help", c.name}, {c.name, "-h"}} {
			var out bytes.Buffer
			if err := dispatch(args, &out); err != nil {
				t.Errorf("%v: %v", args, err)
				continue
			}
			if !strings.HasPrefix(out.String(), "usage: quiver "+c.name) {
				t.Errorf("%v printed %q, want a usage line", args, out.String())
			}
		}
	}
}

func TestVersion(t *testing.T) {
	var out bytes.Buffer
	if err := dispatch([]string{"version"}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "quiver ") || !strings.HasPrefix(lines[1], "go: go") ||
		!strings.HasPrefix(lines[2], "kernels: ") || !strings.Contains(lines[2], "generic") {
		t.Errorf("version printed:\n%s", out.String())
	}
	if err := dispatch([]string{"version", "extra"}, &out); err == nil {
		t.Error("version extra: want an error")
	}
}
