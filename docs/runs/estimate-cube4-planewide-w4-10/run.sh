#!/bin/sh
# The wider plane-wise patterns of dimension 10 (docs/estimates.md, "The wider patterns
# counted"): the search runs in parts by its first plane, appended to search.jsonl, so running
# this again resumes it; each part of the run appends its load and stderr here.
# Usage (from the repository's root): [BIN=path] docs/runs/estimate-cube4-planewide-w4-10/run.sh
set -u
BIN=${BIN:-./target/release/examples/cube4_associative}
dir=docs/runs/estimate-cube4-planewide-w4-10
echo "$BIN planewide 3000 2000 22 10 10 4 10 $dir/search.jsonl" > $dir/command.txt
echo "part started $(date -u +%FT%TZ), $BIN, tree at $(git rev-parse --short HEAD)" | tee -a $dir/load.txt >> $dir/stderr.txt
uptime >> $dir/load.txt
/usr/bin/time -v nice -n 10 "$BIN" planewide 3000 2000 22 10 10 4 10 $dir/search.jsonl > $dir/output.txt 2>> $dir/stderr.txt
echo "exit $?" >> $dir/stderr.txt
uptime >> $dir/load.txt
