#!/bin/sh
# The plane-wise patterns of dimension 11 and 12 with a plane whose W has 2 or 3 dimensions
# (docs/estimates.md, "The wider patterns
# counted"): the search runs in parts by its first plane, appended to search.jsonl, so running
# this again resumes it; each part of the run appends its load and stderr here.
# Usage (from the repository's root): [BIN=path] docs/runs/estimate-cube4-planewide-w2-11/run.sh
set -u
BIN=${BIN:-./target/release/examples/cube4_associative}
dir=docs/runs/estimate-cube4-planewide-w2-11
echo "$BIN planewide 3000 2000 21 10 11 2 12 $dir/search.jsonl 4" > $dir/command.txt
echo "part started $(date -u +%FT%TZ), $BIN, tree at $(git rev-parse --short HEAD)" | tee -a $dir/load.txt >> $dir/stderr.txt
uptime >> $dir/load.txt
/usr/bin/time -v nice -n 10 "$BIN" planewide 3000 2000 21 10 11 2 12 $dir/search.jsonl 4 > $dir/output.txt 2>> $dir/stderr.txt
echo "exit $?" >> $dir/stderr.txt
uptime >> $dir/load.txt
