#!/bin/sh
# Tuning of smc on associative cubes of order 4: exact tail and particles, 200 runs each,
# both threads, seed 7. Prints each setting's estimate, relative error and CPU seconds;
# relative variance x CPU s (the cost of an error bar) is rel.err^2 x CPU s.
# Usage: research/scripts/associative_cube_tuning.sh ["TAIL PARTICLES"...] > OUTPUT
# The recorded runs (docs/runs/estimate-smc-associative-cube4-tuning/) were made as
# output-part1.txt: "6 2000" "4 2000" "8 2000" (the tail of 8 stopped by hand after 10 minutes
# without finishing) and output-part2.txt: "6 500" "6 8000".
BIN=${BIN:-./target/release/cubelab}
[ $# -gt 0 ] || set -- "6 2000" "4 2000" "6 500" "6 8000"
uptime
for spec in "$@"; do
    set -- $spec
    echo "tail $1 particles $2"
    /usr/bin/time -f "cpu %U s wall %e s" "$BIN" cube estimate --order 4 --kind associative --method smc \
        --tail "$1" --particles "$2" --samples 200 --batch 10 --seed 7 2>&1 | grep -E '^estimate|^cpu'
done
uptime
