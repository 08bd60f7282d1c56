#!/usr/bin/env bash
# make test: every CI stage, on two lanes that run side by side. The native
# lane (vet, generation, the native, noasm, race and 386 runs, interop,
# bridges, nocgo) keeps both cores busy most of the time; the emulated lane
# (AVX-512 under Bochs where the CPU lacks it, arm64 and the AVX2-only CPU
# and s390x under qemu, then vet-cross or the fuzz smoke run) is mostly one emulator
# process at a time, so it fills the gaps instead of waiting for the native
# lane to end.
#
# Each stage's output is printed whole when the stage ends, with its wall
# time; the end of the run prints a table of every stage, its result and
# time, the total, and the slowest tests (from go test -json, see
# internal/cmd/testreport). Every stage runs even if an earlier one failed,
# so one run reports every failure; the exit code is 1 if any failed.
#
# QUIVER_CI_OUT names the directory for the logs and records (default: a
# new temporary one); QUIVER_CI_STAGES, a space-separated list of stage
# names, runs only those (for trying the runner itself);
# QUIVER_CI_AS_NO_AVX512 is described below.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
MAKE=${MAKE:-make}
out=${QUIVER_CI_OUT:-$(mktemp -d)}
mkdir -p "$out"
: >"$out/stages.tsv"
rm -rf "$out/times"
mkdir -p "$out/times"
export TESTREPORT=$out/times
export TESTREPORT_BIN=$out/testreport
$GO build -o "$TESTREPORT_BIN" ./internal/cmd/testreport || { echo "ci: cannot build internal/cmd/testreport"; exit 1; }

wanted() { [ -z "${QUIVER_CI_STAGES:-}" ] || [[ " $QUIVER_CI_STAGES " == *" $1 "* ]]; }

# stage NAME LANE: runs make NAME, its output to NAME.log, then prints the
# log and appends "NAME LANE rc seconds" to stages.tsv.
stage() {
	local name=$1 lane=$2 start end rc
	wanted "$name" || return 0
	start=$(date +%s)
	STAGE=$name $MAKE --no-print-directory "$name" >"$out/$name.log" 2>&1
	rc=$?
	end=$(date +%s)
	printf '%s\t%s\t%s\t%s\n' "$name" "$lane" "$rc" "$((end - start))" >>"$out/stages.tsv"
	{
		flock 9
		echo "==== stage $name ($lane lane): $([ "$rc" = 0 ] && echo ok || echo "FAILED, exit $rc") in $((end - start))s ===="
		cat "$out/$name.log"
	} 9>"$out/print.lock"
}

# Two stages go on whichever lane has room: on a CPU with AVX-512 (no
# Bochs stage) the emulated lane is the shorter, so it takes vet-cross and
# the native lane ends with fuzz-short; where Bochs runs (about 12 minutes
# of the emulated lane) the native lane takes vet-cross and the emulated
# lane fuzz-short. Either way the lanes end at about the same time.
# QUIVER_CI_AS_NO_AVX512=1 plans the run as on a CPU without AVX-512 (the
# Bochs stage runs, the lanes take their tails accordingly) to rehearse
# that machine's budget on one that has it.
if [ -z "${QUIVER_CI_AS_NO_AVX512:-}" ] && grep -qw avx512f /proc/cpuinfo 2>/dev/null; then
	native_tail="fuzz-short" emulated_tail="vet-cross"
else
	native_tail="vet-cross" emulated_tail="fuzz-short"
fi
native_lane() {
	for s in vet check-generate test-gen test-native test-noasm test-race test-386 interop test-bridges test-nocgo $native_tail; do
		stage "$s" native
	done
}
emulated_lane() {
	for s in test-avx512-where-missing test-arm64 test-avx2-emulated test-s390x $emulated_tail; do
		stage "$s" emulated
	done
}

t0=$(date +%s)
(
	renice -n 10 -p "$BASHPID" >/dev/null
	native_lane
) &
n=$!
emulated_lane &
e=$!
wait "$n" "$e"
total=$(($(date +%s) - t0))

echo "==== CI summary ===="
printf '%-28s %-9s %-7s %8s\n' stage lane result seconds
fail=0
while IFS=$'\t' read -r name lane rc secs; do
	r=ok
	[ "$rc" = 0 ] || { r=FAILED; fail=1; }
	printf '%-28s %-9s %-7s %8s\n' "$name" "$lane" "$r" "$secs"
done <"$out/stages.tsv"
printf '%-28s %-9s %-7s %8s\n' total "" "$([ $fail = 0 ] && echo ok || echo FAILED)" "$total"
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores$(grep -qw avx512f /proc/cpuinfo && echo ', AVX-512' || echo ', no AVX-512')"
ls "$TESTREPORT"/*.tsv >/dev/null 2>&1 && "$TESTREPORT_BIN" -slowest 40 "$TESTREPORT"/*.tsv >"$out/slowest.txt"
sed -n '1,21p' "$out/slowest.txt"
echo "logs, per-test times (times/STAGE.tsv) and the time per package of each stage (slowest.txt): $out"
exit $fail
