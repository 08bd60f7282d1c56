#!/bin/bash
# final-bench.sh OUTDIR: the session's one measurement run (quiet window), from /work/main.
set -x
out=${1:?usage: final-bench.sh OUTDIR}; mkdir -p $out; cd /work/main
lscpu > $out/lscpu.txt; git rev-parse HEAD > $out/commit; date > $out/start
make bench-peer BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=2 > $out/bench-peer.txt 2>&1
cp bench-peer-quiver.out bench-peer-arrowgo.out $out/ 2>/dev/null
make bench-peer-internal BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=2 > $out/bench-peer-internal.txt 2>&1
make bench-peer-parquetgo BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=3 > $out/bench-peer-parquetgo.txt 2>&1
QUIVER_ISA=avx2 make bench-peer-parquetgo BENCH_PEER_TIME=100ms BENCH_PEER_COUNT=2 > $out/bench-peer-parquetgo-avx2.txt 2>&1
go test -c -o /tmp/kfinal.test ./kernels
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'BenchmarkParallel(Bandwidth)?$' -test.benchtime 6x -test.count 2 > $out/parallel.txt 2>&1)
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'Benchmark(ReadBandwidth|CopyBandwidth|KernelsByISA)$' -test.benchtime 200ms -test.count 2 > $out/byisa.txt 2>&1)
date > $out/end
