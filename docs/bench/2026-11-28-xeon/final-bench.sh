#!/bin/bash
# final-bench.sh OUTDIR: the session's one measurement run (quiet window), from /work/main.
set -x
out=${1:?usage: final-bench.sh OUTDIR}; mkdir -p $out; cd /work/main
lscpu > $out/lscpu.txt; date > $out/start
make bench-peer BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=2 > $out/bench-peer.txt 2>&1
cp bench-peer-quiver.out bench-peer-arrowgo.out $out/ 2>/dev/null
make bench-peer-internal BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=2 > $out/bench-peer-internal.txt 2>&1
make bench-peer-parquetgo BENCH_PEER_TIME=200ms BENCH_PEER_COUNT=3 > $out/bench-peer-parquetgo.txt 2>&1
go test -c -o /tmp/kfinal.test ./kernels
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'BenchmarkParallel(Bandwidth)?$' -test.benchtime 6x -test.count 2 > $out/parallel.txt 2>&1)
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'Benchmark(ReadBandwidth|CopyBandwidth|Sum|MinMax)$' -test.benchtime 200ms -test.count 3 -test.benchmem > $out/reduce.txt 2>&1)
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'BenchmarkReduceByISA' -test.benchtime 100ms > $out/reduce-byisa.txt 2>&1)
(cd interop && go test -c -o /tmp/ifinal.test . && /tmp/ifinal.test -test.run NONE -test.bench "BenchmarkParquet(Read|ReadDict|Decompress)$" -test.benchtime 10x -test.count 2 -test.benchmem > $out/parquet.txt 2>&1)
date > $out/end
(cd kernels && /tmp/kfinal.test -test.run NONE -test.bench 'BenchmarkAllocator' -test.benchtime 40x -test.count 2 > $out/allocator.txt 2>&1)
date > $out/end2
