# quiver — the developer entry points. `make test` is what CI runs.
SHELL := /bin/bash
GO    ?= go
PKGS  := ./...
QEMU_ARM64 ?= qemu-aarch64-static
QEMU_X86   ?= qemu-x86_64-static
QEMU_S390X ?= qemu-s390x-static
# go test as the test targets run it: under .ci/test.sh with -json through
# internal/cmd/testreport (per-test times for the CI summary), otherwise plain
GOTEST := GO=$(GO) bash $(CURDIR)/.ci/gotest.sh

.PHONY: all generate check-generate vet vet-cross vet-native check test test-native test-noasm test-race test-arm64 test-avx2-emulated test-avx512-emulated test-avx512-where-missing test-386 test-s390x test-gen bench bench-peer bench-peer-internal bench-peer-parquetgo tools asm interop test-bridges test-nocgo fuzz-short testdata

all: test

## generate: expand templates/ into the checked-in *_gen.go files
generate:
	$(GO) generate $(PKGS)

## check-generate: fail if `make generate` changes, adds or deletes a
## generated file (one with the "Code generated ... DO NOT EDIT." header),
## naming only those; hand-written files may be dirty
check-generate:
	@GO=$(GO) bash .ci/check-generate.sh

## vet: go vet on every module, amd64 (also -tags noasm), and every
## module tidy; vet-cross: arm64 and the pure-Go path of every other kind
## of machine Go runs on, one platform per kind (a platform costs a compile
## of the standard library; 386, s390x and arm64 are compiled for their
## test runs anyway): riscv64 for 64-bit little-endian machines without
## assembly (ppc64le builds the same files), 386 for 32-bit (arm likewise),
## s390x for big-endian, js/wasm for wasm and systems outside unix (wasip1
## likewise), so it keeps building there. CI runs the two as separate
## stages, so that vet-cross can go on whichever lane has room.
VET_CROSS := 386 riscv64 s390x js/wasm
vet:
	$(GO) vet $(PKGS)
	$(GO) vet -tags noasm $(PKGS)
	$(GO) -C gen vet ./...
	$(GO) -C arrowgo vet ./...
	$(GO) -C flight vet ./...
	@for m in . gen interop interop/duckdb arrowgo flight; do $(GO) -C $$m mod tidy -diff >/dev/null || \
		{ echo "vet: $$m/go.mod is not tidy: run go -C $$m mod tidy"; exit 1; }; done

vet-cross:
	GOARCH=arm64 $(GO) vet $(PKGS)
	@for t in $(VET_CROSS); do case $$t in */*) os=$${t%/*} arch=$${t#*/};; *) os=linux arch=$$t;; esac; \
		echo "GOOS=$$os GOARCH=$$arch $(GO) vet $(PKGS)"; GOOS=$$os GOARCH=$$arch $(GO) vet $(PKGS) || exit 1; done

## test: everything CI checks, at every ISA level and on every platform:
## the stages below on two lanes side by side (.ci/test.sh), each stage's
## output and time, then a summary table and the slowest tests
test: tools
	@GO=$(GO) MAKE=$(MAKE) bash .ci/test.sh

## check: the daily loop, in under 10 minutes on 2 cores: vet on this
## platform, check-generate, the native tests at every level this CPU has,
## and noasm. make test (CI) adds the other platforms, the emulators, race,
## interop, the bridges and fuzzing.
check: tools vet-native check-generate test-native test-noasm

vet-native:
	$(GO) vet $(PKGS)

test-gen:
	cd gen && $(GOTEST) -count=1 ./...

test-native:
	$(GOTEST) -count=1 $(PKGS)

# QUIVER_POISON=1 fills every uninitialised output buffer with 0xA5, so a
# kernel that leaves a byte of its result unwritten fails its tests.
test-noasm:
	QUIVER_POISON=1 $(GOTEST) -count=1 -tags noasm $(PKGS)

# The race detector sees only Go code: the assembly levels' memory accesses
# are not instrumented, so their subtests add time and no detection here
# (the concurrency they run under, Parallel's splitting and the Scratch,
# is the same Go code at every level). test-race runs the generic level's
# (the pattern is unanchored: it skips the levels' variants too).
RACE_SKIP := /isa=(avx2|avx512|neon)
# -short: the ByISA cases (1M-value inputs, one goroutine) add nothing the
# detector can see; the Parallel and chunked tests take their race sizes
# (raceEnabled) either way. In package kernels, the only code that starts
# goroutines is Parallel's splitting and the chunked and table forms
# (parallel.go, chunked.go): RACE_KERNELS runs the tests that go through
# them (and the Scratch, shared across calls), not the single-goroutine
# sweeps, which were 90% of the stage's time and can race on nothing.
RACE_KERNELS := ^(TestParallel|Test.*Chunked|Test.*Morsels|TestTableKernels|Test.*Scratch|TestLogicOneSidedNulls|Fuzz.*Chain)
test-race:
	QUIVER_POISON=1 $(GOTEST) -count=1 -race -short -skip '$(RACE_SKIP)' ./arrays/... ./ipc/... ./kernels/asm/...
	QUIVER_POISON=1 $(GOTEST) -count=1 -race -short -skip '$(RACE_SKIP)' -run '$(RACE_KERNELS)' ./kernels/
	QUIVER_POISON=1 $(GOTEST) -count=1 -race -run 'WithAllocator|Prefetch' ./parquet/

# The emulated runs test what differs under emulation: the packages with
# per-architecture code (kernels/asm, the kernels above it, hostorder) and
# the one whose decoders are the assembly's main user (parquet), at the
# levels that are not pure Go (-skip '/isa=generic$$': test-native,
# test-noasm, test-386 and test-s390x run the generic level). They pass
# -short: every kernel is still tested at the emulated level, but the
# Parallel and Chunked tests take one length instead of four and the ByISA
# benchmark cases (1M-element inputs) are skipped; those exercise the
# level-independent splitting logic, which the native runs test in full;
# QUIVER_TEST_EMULATED=1 skips the tests of that logic (skipWhenEmulated).
# They get a longer timeout than go test's 10 minutes: qemu on a loaded
# 2-core machine can take that long for the kernels package alone.
# The per-CPU variants (avx2-slowpext, avx512-zen4) are skipped under
# emulation too: they substitute pure-Go kernels or another level's
# kernels, so they run no instruction the emulated level's own table does
# not, and test-native runs them in full wherever the level is native.
EMULATED_PKGS       ?= ./kernels/... ./internal/hostorder/ ./parquet/
EMULATED_SKIP       := /isa=(generic|avx2-slowpext|avx512-zen4)$$
EMULATED_TEST_FLAGS ?= -short -skip '$(EMULATED_SKIP)'
test-arm64:
	QUIVER_TEST_EMULATED=1 GOARCH=arm64 $(GOTEST) -count=1 $(EMULATED_TEST_FLAGS) -timeout 30m -exec $(QEMU_ARM64) $(EMULATED_PKGS)

## test-avx512-emulated: the asm package's AVX-512 subtests on an emulated
## AVX-512 CPU (Bochs 2.7 as a Tiger Lake, booting Debian's Linux 6.12 with
## the test binary in an initramfs), for machines without AVX-512. Bochs is
## slow: about 4 minutes on the 2-core Zen 3 VM (boot ~1 min, tests ~3);
## make test runs it only where the CPU lacks AVX-512 (below).
## AVX512_RUN narrows the tests (a go test -run pattern): the AVX-512
## level's own table, and tests that loop over levels rather than tables
## (its zen4 variant adds no instruction; see EMULATED_SKIP).
AVX512_RUN ?= /isa=avx512(-vbmi)?$$
test-avx512-emulated:
	GO=$(GO) bash .ci/avx512-emulated.sh -run '$(AVX512_RUN)' ./kernels/asm

## test-avx512-where-missing (part of make test): on a machine without
## AVX-512, test-avx512-emulated, so that the AVX-512 assembly runs on every
## CI run; on a machine with it, test-native has already run every level
## (QUIVER_CI_AS_NO_AVX512=1 runs Bochs anyway, to rehearse that budget).
test-avx512-where-missing:
	@if [ -z "$$QUIVER_CI_AS_NO_AVX512" ] && grep -qw avx512f /proc/cpuinfo 2>/dev/null; then \
		echo "test-avx512-where-missing: this CPU has AVX-512; test-native ran the avx512 level"; \
	else GO=$(GO) bash .ci/avx512-emulated.sh -timeout 1800 -run '$(AVX512_RUN)' ./kernels/asm; fi

# The pure-Go path on a 32-bit platform (386 binaries run natively on an
# amd64 Linux machine): int is 32 bits wide, so overflow and size
# assumptions show up here. -short keeps every kernel test at full length
# and the Parallel and chunked tests at one length past several morsels;
# it skips the ByISA cases, 1M-value inputs of the same kernels.
test-386:
	GOARCH=386 $(GOTEST) -count=1 -short $(PKGS)

## test-s390x: the pure-Go path on a big-endian machine (s390x under qemu):
## arrays hold values in host order while bitmaps, IPC framing and
## flatbuffers stay little-endian, so byte-order mistakes show up here.
## About 8 minutes on a loaded 2-core machine (arrays 5, kernels 8, run two
## at a time; parquet well under a minute: its corpus reads are checked
## against digests written on a little-endian machine).
test-s390x:
	GOARCH=s390x $(GOTEST) -count=1 -short -timeout 30m -exec $(QEMU_S390X) ./internal/hostorder/ ./arrays/... ./kernels/... ./ipc/... ./parquet/...

# An emulated CPU with AVX2 and no AVX-512: an AVX-512 instruction leaking
# into the AVX2 path dies with SIGILL here.
test-avx2-emulated:
	QUIVER_TEST_EMULATED=1 QUIVER_ISA=avx2 $(GOTEST) -count=1 $(EMULATED_TEST_FLAGS) -timeout 30m -exec "$(QEMU_X86) -cpu max" $(EMULATED_PKGS)

## interop: quiver against arrow-go on every gold case (a module of its own,
## so the library does not depend on arrow-go)
interop:
	cd interop && $(GOTEST) -count=1 ./...
	cd interop && QUIVER_POISON=1 $(GOTEST) -count=1 -run 'WithAllocator' .
	$(MAKE) interop-duckdb

## interop-duckdb: DuckDB (cgo, a module of its own) reads quiver's files
## as quiver does, and its parquet_metadata() agrees with their footers
interop-duckdb:
	cd interop/duckdb && $(GOTEST) -count=1 ./...

## test-bridges: the arrowgo module (zero-copy to and from arrow-go), the
## cdata package against arrow-go's arrow/cdata, and the flight module
## against arrow-go's Flight client and server (loopback), on every gold case and
## random arrays of every type, also under the race detector (cleanups
## release foreign data on their own goroutine). cdata's own tests (C
## producer and consumer built by gcc) run in test-native and test-noasm.
test-bridges:
	cd arrowgo && $(GOTEST) -count=1 ./...
	cd arrowgo && $(GOTEST) -count=1 -race ./...
	$(GOTEST) -count=1 -race ./cdata/...
	cd flight && $(GOTEST) -count=1 ./...

## test-nocgo: the library builds, vets and tests without a C compiler
## (cdata keeps its pure-Go part)
test-nocgo:
	CGO_ENABLED=0 $(GO) build ./...
	CGO_ENABLED=0 $(GO) vet ./cdata/... ./arrays/...
	CGO_ENABLED=0 $(GOTEST) -count=1 ./cdata/... ./arrays/...

## fuzz-short: every fuzz target of the IPC and Parquet packages (FUZZTIME runs each),
## of the kernels (KERNEL_FUZZTIME: each execution runs every level against
## the reference, so they get fewer) and of arrays (ARRAYS_FUZZTIME: the
## allocator's lifetime sequences fill buffers and collect), an execution count rather than a
## duration. A duration-based -fuzztime makes go1.26's fuzz coordinator fail
## now and then with "context deadline exceeded" at the deadline, having
## found nothing (go.dev/issue/75804, fixed in go1.27); a count has no
## deadline to race.
FUZZTIME ?= 50000x
# The budget of fuzz-short is 5 minutes of a 2-core machine for its 46
# targets. At 10000x per kernel target and 100000x per IPC and Parquet one
# (2026-12-03, AMD EPYC Zen 3) the executions alone took 540 s, 420 of them
# the 34 kernel targets (each execution runs every level against the
# reference); half of each count fits the budget and keeps the smoke run.
# Longer fuzzing is a separate job (make fuzz-short KERNEL_FUZZTIME=200000x).
KERNEL_FUZZTIME ?= 5000x
ARRAYS_FUZZTIME ?= 10000x
# The Parquet writer's round trip (FuzzWriteRoundTrip) writes and reads a
# whole file per execution, about 700 a second on a busy 2-core machine.
WRITE_FUZZTIME ?= 5000x
fuzz-short:
	@set -e; for pkgs in "ipc $(FUZZTIME)" "parquet $(FUZZTIME)" "kernels $(KERNEL_FUZZTIME)" "arrays $(ARRAYS_FUZZTIME)"; do set -- $$pkgs; \
	for dir in $$(grep -l '^func Fuzz' $$(find $$1 -name '*_test.go') | xargs -n1 dirname | sort -u); do \
		for f in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$dir/*_test.go | sed 's/^func //' | sort -u); do \
			n=$$2; [ "$$f" = FuzzWriteRoundTrip ] && n=$(WRITE_FUZZTIME); \
			echo "fuzz-short: ./$$dir $$f ($$n)"; \
			$(GO) test -run=NONE -fuzz="^$$f\$$" -fuzztime=$$n ./$$dir; \
		done; \
	done; done

## bench: the kernel benchmarks (compare with benchstat)
bench:
	$(GO) test -run=NONE -bench=. -benchmem $(PKGS)

## bench-peer: quiver's kernel benchmarks and their arrow-go v18.8.0 twins
## (interop/peerbench: same names, same data, same SetBytes) in one run,
## into bench-peer-quiver.out and bench-peer-arrowgo.out, then a table of
## mean ns/op side by side (ratio = arrow-go / quiver, > 1 means quiver is
## faster) and, where benchstat can be had, its comparison.
## BENCH_PEER_TIME=100ms BENCH_PEER_COUNT=1 for a quick run.
BENCH_PEER_RE    := Benchmark(Filter|Take|Compare|CallOverhead|CountSetBits|BitmapAnd|SetBitRuns|REEFind|REEFindBatch|REEDecode|REEDecodeAlloc|Boolean|IsIn|StringPredicate|Sum|MinMax|SortIndices|TopK)$$
BENCH_PEER_TIME  ?= 200ms
BENCH_PEER_COUNT ?= 3
BENCHSTAT        := golang.org/x/perf/cmd/benchstat@latest
bench-peer:
	set -o pipefail; $(GO) test -run NONE -bench '$(BENCH_PEER_RE)' -benchtime $(BENCH_PEER_TIME) -count $(BENCH_PEER_COUNT) ./kernels | tee bench-peer-quiver.out
	set -o pipefail; cd interop && $(GO) test -run NONE -bench '$(BENCH_PEER_RE)' -benchtime $(BENCH_PEER_TIME) -count $(BENCH_PEER_COUNT) ./peerbench | tee ../bench-peer-arrowgo.out
	@awk 'FNR == 1 { f++ } \
	/^Benchmark/ { name = $$1; sub(/-[0-9]+$$/, "", name); \
		for (i = 3; i <= NF; i++) if ($$i == "ns/op") { sum[f, name] += $$(i-1); cnt[f, name]++ } \
		if (f == 1 && !(name in seen)) { seen[name] = 1; order[++n] = name } } \
	END { printf "%-66s %14s %14s %8s\n", "benchmark", "quiver ns/op", "arrow-go ns/op", "ratio"; \
		for (k = 1; k <= n; k++) { nm = order[k]; if (!cnt[2, nm]) { printf "%-66s %14.0f %14s\n", nm, sum[1, nm] / cnt[1, nm], "-"; continue } \
			q = sum[1, nm] / cnt[1, nm]; g = sum[2, nm] / cnt[2, nm]; \
			printf "%-66s %14.0f %14.0f %7.2fx\n", nm, q, g, g / q } }' bench-peer-quiver.out bench-peer-arrowgo.out
	@if command -v benchstat >/dev/null; then benchstat -ignore pkg quiver=bench-peer-quiver.out arrow-go=bench-peer-arrowgo.out; \
	elif $(GO) run $(BENCHSTAT) -h >/dev/null 2>&1; then $(GO) run $(BENCHSTAT) -ignore pkg quiver=bench-peer-quiver.out arrow-go=bench-peer-arrowgo.out; \
	else echo "bench-peer: benchstat unavailable (not installed, module proxy unreachable); the table above is the comparison"; fi

## bench-peer-internal: bit-unpacking, hybrid decode and dictionary decode
## against arrow-go's internal parquet utilities, which no module can import:
## interop/peerinternal/run.sh benchmarks a temporary copy of arrow-go's
## module with a test file of ours dropped in, beside quiver's suite
bench-peer-internal:
	interop/peerinternal/run.sh $(BENCH_PEER_TIME) $(BENCH_PEER_COUNT)

## bench-peer-parquetgo: quiver's decoder benchmarks (bit unpacking, hybrid
## decode, dictionary decode and lookup) and their parquet-go v0.32.0 twins
## (interop/peerparquetgo: same names, same bytes), both test binaries built
## first and run alternately BENCH_PEER_COUNT times, into
## bench-peer-parquetgo-quiver.out and bench-peer-parquetgo-parquetgo.out,
## then a table of mean ns/op side by side (ratio = parquet-go / quiver);
## BenchmarkWriteBandwidth (no twin) is the run's yardstick for the output
## writes both sides make.
BENCH_PQGO_RE := Benchmark(Unpack32|HybridDecode|HybridDictDecode|DictDecodeTo|WriteBandwidth)$$
bench-peer-parquetgo:
	$(GO) test -c -o bench-peer-parquetgo-quiver.test ./kernels
	cd interop && $(GO) test -c -o ../bench-peer-parquetgo-parquetgo.test ./peerparquetgo
	rm -f bench-peer-parquetgo-quiver.out bench-peer-parquetgo-parquetgo.out
	set -o pipefail; for i in $$(seq $(BENCH_PEER_COUNT)); do \
		./bench-peer-parquetgo-quiver.test -test.run NONE -test.bench '$(BENCH_PQGO_RE)' -test.benchtime $(BENCH_PEER_TIME) | tee -a bench-peer-parquetgo-quiver.out; \
		./bench-peer-parquetgo-parquetgo.test -test.run NONE -test.bench '$(BENCH_PQGO_RE)' -test.benchtime $(BENCH_PEER_TIME) | tee -a bench-peer-parquetgo-parquetgo.out; done
	rm -f bench-peer-parquetgo-quiver.test bench-peer-parquetgo-parquetgo.test
	@awk 'FNR == 1 { f++ } \
	/^Benchmark/ { name = $$1; sub(/-[0-9]+$$/, "", name); \
		for (i = 3; i <= NF; i++) if ($$i == "ns/op") { sum[f, name] += $$(i-1); cnt[f, name]++ } \
		if (f == 1 && !(name in seen)) { seen[name] = 1; order[++n] = name } } \
	END { printf "%-66s %14s %14s %8s\n", "benchmark", "quiver ns/op", "parquet-go ns/op", "ratio"; \
		for (k = 1; k <= n; k++) { nm = order[k]; if (!cnt[2, nm]) { printf "%-66s %14.0f %14s\n", nm, sum[1, nm] / cnt[1, nm], "-"; continue } \
			q = sum[1, nm] / cnt[1, nm]; g = sum[2, nm] / cnt[2, nm]; \
			printf "%-66s %14.0f %14.0f %7.2fx\n", nm, q, g, g / q } }' bench-peer-parquetgo-quiver.out bench-peer-parquetgo-parquetgo.out

## asm: check the WORD lines of the arm64 assembly (instructions Go's
## assembler lacks) against their mnemonic comments: asm2plan9s, run as an
## arm64 binary under qemu with GNU as for aarch64 (toolchain.md 4),
## re-encodes a copy of each file. A placeholder (WORD $0x00000000) in a
## hand-written file is filled in; any other change fails, and the file is
## left as it was (in a generated file, fix gen/asmgen's encoder instead).
ASM_TOOLS := $(CURDIR)/.tools
asm:
	@command -v aarch64-linux-gnu-as >/dev/null || apt-get install -y -qq binutils-aarch64-linux-gnu
	mkdir -p $(ASM_TOOLS)/armas $(ASM_TOOLS)/reenc
	printf '#!/bin/sh\nexec aarch64-linux-gnu-as "$$@" -march=armv8.6-a+sve2+crypto\n' > $(ASM_TOOLS)/armas/as
	chmod +x $(ASM_TOOLS)/armas/as
	GOARCH=arm64 $(GO) build -o $(ASM_TOOLS)/arm64/asm2plan9s github.com/minio/asm2plan9s
	@set -e; bad=0; for f in kernels/asm/*_arm64.s; do \
		c=$(ASM_TOOLS)/reenc/$$(basename $$f); cp $$f $$c; \
		PATH=$(ASM_TOOLS)/armas:$$PATH $(QEMU_ARM64) $(ASM_TOOLS)/arm64/asm2plan9s $$c; \
		if diff -u $$f $$c | grep -E '^-[[:space:]]*WORD' | grep -qv 'WORD \$$0x00000000'; then \
			echo "asm: re-encoding changes WORD lines of $$f:"; diff -u $$f $$c || true; bad=1; \
		elif ! cmp -s $$f $$c; then \
			if head -1 $$f | grep -q '^// Code generated'; then \
				echo "asm: $$f is generated: change gen/asmgen, not the file"; bad=1; \
			else cp $$c $$f; echo "asm: filled placeholders in $$f"; fi; \
		fi; done; \
	[ $$bad = 0 ] && echo "asm: every WORD line matches its mnemonic"

## testdata: fetch the Arrow gold corpus (apache/arrow-testing, the commit
## ../shared/testdata/arrow-testing/SOURCE.md names) into $(QUIVER_TEST_DATA)
## on a machine with internet access; the tests read it from there
QUIVER_TEST_DATA ?= $(CURDIR)/../shared/testdata/arrow-testing
ARROW_TESTING_COMMIT ?= 9cfebfef8982fb8612e0a2c59059752bd32321a3
testdata:
	@if [ -d "$(QUIVER_TEST_DATA)/arrow-ipc-stream/integration" ]; then \
		echo "testdata: corpus already at $(QUIVER_TEST_DATA)"; exit 0; fi; \
	tmp=$$(mktemp -d) && \
	git -C $$tmp init -q && \
	git -C $$tmp remote add origin https://github.com/apache/arrow-testing.git && \
	git -C $$tmp fetch -q --depth 1 origin $(ARROW_TESTING_COMMIT) && \
	git -C $$tmp checkout -q FETCH_HEAD && \
	mkdir -p "$(QUIVER_TEST_DATA)" && \
	cp -r $$tmp/data/arrow-ipc-stream $$tmp/data/arrow-ipc-file $$tmp/data/arrow-ipc-tensor-stream \
		$$tmp/data/forward-compatibility "$(QUIVER_TEST_DATA)/" && \
	rm -rf $$tmp && echo "testdata: corpus fetched into $(QUIVER_TEST_DATA)"

## tools: install the Debian packages and Go tools the targets use
tools:
	bash .ci/install-tools.sh
