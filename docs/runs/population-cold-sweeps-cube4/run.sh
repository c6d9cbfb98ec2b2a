#!/bin/sh
# Population annealing on simple order-4 cubes with 4096 replicas and 20 sweeps a step from
# b = 0.1 on (the default takes 5): do more sweeps where the replicas freeze bring the runs'
# weights together (the spread of ln X on cubes, 3.96 at the default) or raise the share of runs
# that reach cubes (6.8 %)? Two lanes of 50 runs each, seeds 0.. and 10000.., fixed beforehand.
# Usage (from the repository root): sh docs/runs/population-cold-sweeps-cube4/run.sh
# with the example built: cargo build --release --example population_tune
set -u
d=docs/runs/population-cold-sweeps-cube4
T=${T:-target/release/examples/population_tune}
uptime > $d/load.txt
$T cube simple 4 4096 0 1 50 20 - 0 > $d/lane0.txt 2>&1 &
$T cube simple 4 4096 0 1 50 20 - 10000 > $d/lane1.txt 2>&1 &
wait
uptime >> $d/load.txt
