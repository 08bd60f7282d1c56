#!/usr/bin/env bash
# go test, as the Makefile's test targets call it. Under .ci/test.sh
# (TESTREPORT, a directory, set) it runs with -json through testreport, which prints what
# plain go test would and records every test's time for the CI summary;
# otherwise it is plain go test. Arguments are go test's, -C dir first if any.
set -o pipefail
GO=${GO:-go}
if [ -z "${TESTREPORT:-}" ]; then exec $GO test "$@"; fi
# One record file per stage: the two lanes' stages run at the same time.
$GO test "$@" -json | "$TESTREPORT_BIN" -stage "${STAGE:-}" -record "$TESTREPORT/${STAGE:-unnamed}.tsv"
