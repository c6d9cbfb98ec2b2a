#!/usr/bin/env bash
# The recorded run of scripts/python-test.sh: a cold build (empty cargo target dir), timed.
# Arguments go to pytest (the last recorded run: `run.sh --slow`, the slow tests included).
cd "$(dirname "$0")/../../.."
R=docs/runs/python-test
{ date; uptime; git log --oneline -1; } > $R/uptime-before.txt
echo "docs/runs/python-test/run.sh $*" > $R/command.txt
export CARGO_TARGET_DIR=/tmp/python-cold-target
rm -rf "$CARGO_TARGET_DIR"
/usr/bin/time -v nice -n 10 scripts/python-test.sh "$@" > $R/output.txt 2> $R/stderr.txt
echo "exit $?" >> $R/output.txt
{ date; uptime; } > $R/uptime-after.txt
