#!/bin/sh
# The line-potential experiment (branch experiment/line-potential, commit 533e24b):
# (the patch `line-potential.patch` left the tree with issue 66; `git show 14a1e33:docs/runs/estimate-smc-line-potential/line-potential.patch` restores it.)
# smc on order-6 magic squares unguided and guided (--potential 0.5, 1), same seed and
# samples, one thread; then the order-4 simple cube pilot guided at power 1.
# BIN: target/release/cubelab built at 533e24b. Run from the repository root.
set -u
BIN=${BIN:?build 533e24b and set BIN}
dir=docs/runs/estimate-smc-line-potential
uptime > "$dir/load.txt"
for p in 0 0.5 1; do
    echo "== $BIN square estimate --order 6 --method smc --samples 60 --potential $p --threads 1 --seed 5 --quiet"
    /usr/bin/time -f "%U s user, %e s wall" "$BIN" square estimate --order 6 --method smc --samples 60 \
        --potential "$p" --threads 1 --seed 5 --quiet 2>&1
done > "$dir/order6.txt"
echo "== $BIN cube estimate --order 4 --method smc --samples 4 --potential 1 --threads 1 --seed 5 --quiet" > "$dir/cube4.txt"
/usr/bin/time -f "%U s user, %e s wall" "$BIN" cube estimate --order 4 --method smc --samples 4 \
    --potential 1 --threads 1 --seed 5 --quiet >> "$dir/cube4.txt" 2>&1
uptime >> "$dir/load.txt"
