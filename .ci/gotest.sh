#!/usr/bin/env bash
# go test, as the Makefile's test targets call it. Under .ci/test.sh
# (TESTREPORT set) it runs with -json through testreport, which prints what
# plain go test would and records every test's time for the CI summary;
# otherwise it is plain go test. Arguments are go test's, -C dir first if any.
set -o pipefail
GO=${GO:-go}
if [ -z "${TESTREPORT:-}" ]; then exec $GO test "$@"; fi
$GO test "$@" -json | "$TESTREPORT_BIN" -stage "${STAGE:-}" -record "$TESTREPORT"
