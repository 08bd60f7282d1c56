package main

import (
	"bytes"
	"strings"
	"testing"
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
