#!/bin/sh
# smc's tail and population at one order, measured before a long run commits to them
# (research/notes/estimator-tuning.md, "smc: the exact tail and the particles"): for each exact tail T and population M,
# RUNS runs on one thread, seed SEED; the figure of merit is the relative variance of the
# whole estimate times its CPU seconds (the cost of a given error bar, whatever RUNS is).
# Writes docs/runs/smc-tuning-orderN/output-seedSEED.txt.
# Usage: BIN=... research/scripts/smc_tuning.sh ORDER SEED "T M RUNS" ["T M RUNS" ...]
set -eu
order=$1; seed=$2; shift 2
BIN=${BIN:-./target/release/cubelab}
dir=docs/runs/smc-tuning-order$order
mkdir -p "$dir"
{
    echo "# $BIN ($(git rev-parse --short HEAD)); load before: $(uptime)"
    echo "tail particles runs cpu_s estimate rel_se relvar_x_cpu_s"
    for spec in "$@"; do
        set -- $spec
        out=$(/usr/bin/time -f "%U %S" "$BIN" square estimate --order "$order" --method smc \
            --tail "$1" --particles "$2" --samples "$3" --seed "$seed" --threads 1 --quiet \
            --format jsonl 2>"$dir/time.tmp" | tail -n 1)
        cpu=$(tail -n 1 "$dir/time.tmp" | awk '{print $1 + $2}')
        echo "$out" | python3 -c "
import json, sys
s = json.load(sys.stdin)
r = s['relative_error']
print('$1 $2 $3 $cpu', s['estimate'], '%.3e' % r, '%.3e' % (r * r * $cpu))"
    done
    rm -f "$dir/time.tmp"
    echo "# load after: $(uptime)"
} > "$dir/output-seed$seed.txt"
