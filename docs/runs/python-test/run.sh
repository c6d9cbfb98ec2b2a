#!/usr/bin/env bash
# The recorded run of scripts/python-test.sh: a cold build (empty cargo target dir), timed.
cd "$(dirname "$0")/../../.."
R=docs/runs/python-test
uptime > $R/uptime-before.txt
export CARGO_TARGET_DIR=/tmp/python-cold-target
rm -rf "$CARGO_TARGET_DIR"
/usr/bin/time -v nice -n 10 scripts/python-test.sh > $R/output.txt 2> $R/stderr.txt
echo "exit $?" >> $R/output.txt
uptime > $R/uptime-after.txt
