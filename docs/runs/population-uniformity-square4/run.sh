#!/bin/sh
# Population annealing on the order-4 magic squares: is the square a run ends on a uniform draw?
# Each configuration is 10,000 runs of examples/population_uniformity.rs (the draws, gzipped,
# in draws-NAME.txt.gz), and scripts/population_uniformity.py compares them with the 7040
# squares (summary.txt). Run from the repository's root; load before and after in load.txt.
set -eu
D=docs/runs/population-uniformity-square4
cargo build --release --example population_uniformity
cargo build --release
E=target/release/examples/population_uniformity
uptime > $D/load.txt
# NAME SEED REPLICAS SWEEPS COLD_SWEEPS (0: the default schedule's value)
while read -r name seed replicas sweeps cold; do
    /usr/bin/time -f "$name: %U s user, %e s wall" $E 10000 "$seed" "$replicas" "$sweeps" "$cold" 2>> $D/time.txt \
        | gzip -n > $D/draws-$name.txt.gz
done <<LIST
default 11 0 0 0
r32 12 32 1 1
r8 13 8 1 1
r2 14 2 1 1
r8-cold5 15 8 1 5
r8-sweeps20 16 8 20 20
r2-sweeps20 17 2 20 20
LIST
uptime >> $D/load.txt
target/release/cubelab square enumerate --order 4 --format jsonl 2>/dev/null \
    | scripts/population_uniformity.py $D/draws-*.txt.gz > $D/summary.txt
