#!/usr/bin/env bash
# Benchmarks arrow-go v18.8.0's internal parquet bit-unpacking, RLE/bit-packed
# hybrid decoding and dictionary decoding beside quiver's on the same data,
# in one run. arrow-go keeps these in parquet/internal/utils, which no other
# module may import, so this copies arrow-go's module (from the Go module
# cache, as interop/go.mod pins it) into a temporary directory, drops
# utils_peer_test.go.txt into that package as a test file, points the copy's
# quiver requirement at this checkout, and runs both suites alternately.
# Nothing of arrow-go is kept. Usage: interop/peerinternal/run.sh [benchtime] [count]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
benchtime=${1:-200ms}
count=${2:-2}
re='Benchmark(Unpack32|HybridDecode|HybridDictDecode)$'
src=$(cd "$root/interop" && go mod download -json github.com/apache/arrow-go/v18 | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$src" "$tmp/arrow-go"
chmod -R u+w "$tmp/arrow-go"
cp "$here/utils_peer_test.go.txt" "$tmp/arrow-go/parquet/internal/utils/zz_quiver_peer_test.go"
(cd "$tmp/arrow-go" && go mod edit -require github.com/quiver-go/quiver@v0.0.0 -replace "github.com/quiver-go/quiver=$root" &&
	GOFLAGS=-mod=mod go test -c -o "$tmp/arrowgo.test" ./parquet/internal/utils/)
(cd "$root" && go test -c -o "$tmp/quiver.test" ./kernels/)
for _ in $(seq "$count"); do
	"$tmp/quiver.test" -test.run NONE -test.bench "$re" -test.benchtime "$benchtime" | grep '^Benchmark' >> "$tmp/quiver.out"
	"$tmp/arrowgo.test" -test.run NONE -test.bench "$re" -test.benchtime "$benchtime" | grep '^Benchmark' >> "$tmp/arrowgo.out"
done
awk 'FNR == 1 { f++ }
	/^Benchmark/ { name = $1; sub(/-[0-9]+$/, "", name);
		for (i = 3; i <= NF; i++) if ($i == "ns/op") { sum[f, name] += $(i-1); cnt[f, name]++ }
		if (f == 1 && !(name in seen)) { seen[name] = 1; order[++n] = name } }
	END { printf "%-66s %14s %14s %8s\n", "benchmark", "quiver ns/op", "arrow-go ns/op", "ratio";
		for (k = 1; k <= n; k++) { nm = order[k]; if (!cnt[2, nm]) continue;
			q = sum[1, nm] / cnt[1, nm]; g = sum[2, nm] / cnt[2, nm];
			printf "%-66s %14.0f %14.0f %7.2fx\n", nm, q, g, g / q } }' "$tmp/quiver.out" "$tmp/arrowgo.out"
