#!/bin/sh
# The plane-wise searches too long for one session (research/notes/order4-cubes.md, "The wider patterns
# counted"): the search runs in parts by its first plane, appended to the run's search.jsonl,
# so running the same NAME again resumes it; each part appends its load and stderr to the
# run's record in docs/runs/estimate-cube4-planewide-NAME/.
# Usage (from the repository's root): [BIN=path] research/scripts/planewide_run.sh NAME
set -u
BIN=${BIN:-./target/release/examples/cube4_associative}
name=${1:-}
dir=docs/runs/estimate-cube4-planewide-$name
case $name in
    # Dimension 11, every plane with W of 4 or more dimensions.
    w4-11) args="planewide 3000 2000 20 10 11 4 11 $dir/search.jsonl" ;;
    # Dimension 10, the same planes (stopped unfinished on purpose: NOTE.txt there).
    w4-10) args="planewide 3000 2000 22 10 10 4 10 $dir/search.jsonl" ;;
    # Dimensions 11 and 12 with a plane whose W has 2 or 3 dimensions.
    w2-11) args="planewide 3000 2000 21 10 11 2 12 $dir/search.jsonl 4" ;;
    *) echo "planewide_run.sh: unknown run '$name' (w4-11, w4-10, w2-11)" >&2; exit 2 ;;
esac
echo "$BIN $args" > "$dir/command.txt"
research/scripts/run_part.sh "$dir" "$BIN" $args
