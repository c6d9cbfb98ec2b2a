#!/bin/sh
# The rearrange estimator's tuning at order 6 (research/notes/estimator-tuning.md): relative variance x CPU
# seconds a run for several exact tails, populations and walks over swaps (f at K points of
# a walk T steps apart; K = 0: each square's own f alone), one thread, seed 1, with Ripatti's count of
# the semi-magic squares of order 6 (all of them: 8 x 94,590,660,245,399,996,601,600) as the
# control variate. Writes docs/runs/estimate-rearrange-tuning/.
set -eu
cd "$(dirname "$0")/../.."
cargo build --release --quiet -p cubelab-research --example rearrange_tune
dir=docs/runs/estimate-rearrange-tuning
mkdir -p "$dir"
N=756725281963199972812800
{
    echo "# $(git rev-parse --short HEAD); load before: $(uptime)"
    for spec in "7 5000 200 0 0" "7 5000 200 3 300" "7 5000 200 8 300" "7 5000 200 12 300" \
        "7 5000 200 12 150" "7 5000 150 20 300" "7 20000 60 12 300" "6 5000 200 12 300" \
        "8 2000 60 12 300"; do
        set -- $spec
        echo "## tail $1, $2 particles, $3 runs, f at $4 points of a walk $5 steps apart"
        ./target/release/examples/rearrange_tune 6 "$1" "$2" "$3" "$N" 1 "$4" "$5"
    done
    echo "# load after: $(uptime)"
} > "$dir/output.txt"
