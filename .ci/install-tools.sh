#!/usr/bin/env bash
# Installs what `make test` needs beyond Go: qemu-user-static for the arm64,
# emulated-AVX2 and s390x (big-endian) test runs, flatc for regenerating the
# IPC metadata code, gcc for cgo (the race detector, cdata and its C test
# program).
# Safe to run repeatedly.
set -euo pipefail
need=()
command -v qemu-aarch64-static >/dev/null || need+=(qemu-user-static)
command -v qemu-x86_64-static  >/dev/null || need+=(qemu-user-static)
command -v qemu-s390x-static   >/dev/null || need+=(qemu-user-static)
command -v flatc               >/dev/null || need+=(flatbuffers-compiler)
command -v gcc                 >/dev/null || need+=(gcc)
if ((${#need[@]})); then
	SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
