#!/usr/bin/env bash
# check-generate: runs `go generate ./...` and fails when that changed,
# created or deleted a generated file (one whose header says "Code generated
# ... DO NOT EDIT."), listing only those. Edits to hand-written files are
# none of its business, so it can run in a dirty tree.
set -euo pipefail
GO=${GO:-go}
generated() {
	# Every tracked or untracked (not ignored) file with the standard header
	# in its first lines, with a hash of its content.
	git ls-files -z --cached --others --exclude-standard | xargs -0 -r grep -lsE -m1 '^// Code generated .* DO NOT EDIT\.$' -- 2>/dev/null |
		sort | while read -r f; do [ -f "$f" ] && printf '%s %s\n' "$(git hash-object -- "$f")" "$f"; done
}
before=$(mktemp) after=$(mktemp)
trap 'rm -f "$before" "$after"' EXIT
generated >"$before"
$GO generate ./...
generated >"$after"
if ! cmp -s "$before" "$after"; then
	echo "check-generate: generated files are stale (run make generate and commit):"
	diff "$before" "$after" | sed -n 's/^[<>] [0-9a-f]* //p' | sort -u | sed 's/^/  /'
	exit 1
fi
# One naming rule: a generated Go or assembly file is named
# <stem>_gen[_<GOARCH>][_test].{go,s}, and a file so named is generated, so a
# reader (and a reviewer's diff filter) tells them apart by name alone.
misnamed=$(git ls-files --cached --others --exclude-standard -- '*.go' '*.s' | while read -r f; do
	[ -f "$f" ] || continue
	case "$f" in gen/*/testdata/* | */testdata/*) continue ;; esac
	marked=no
	grep -qsE -m1 '^// Code generated .* DO NOT EDIT\.$' -- "$f" && marked=yes
	named=no
	[[ "$(basename "$f")" =~ _gen(_(amd64|arm64|386|s390x|riscv64|wasm|ppc64le|loong64))?(_test)?\.(go|s)$ ]] && named=yes
	if [ $marked != $named ]; then echo "  $f (generated: $marked, named *_gen: $named)"; fi
done)
if [ -n "$misnamed" ]; then
	echo "check-generate: generated files and *_gen names disagree:"
	echo "$misnamed"
	exit 1
fi
echo "check-generate: clean"
