#!/bin/sh
# The rearrange estimator's tuning at order 6 (docs/estimates.md): relative variance x CPU
# seconds a run for several exact tails, populations and spreads over the swap
# neighbourhood (0: each square's own f alone), one thread, seed 1, with Ripatti's count of
# the semi-magic squares of order 6 (all of them: 8 x 94,590,660,245,399,996,601,600) as the
# control variate. Writes docs/runs/estimate-rearrange-tuning/.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet --example rearrange_tune
dir=docs/runs/estimate-rearrange-tuning
mkdir -p "$dir"
N=756725281963199972812800
{
    echo "# $(git rev-parse --short HEAD); load before: $(uptime)"
    for spec in "7 5000 200 0" "7 5000 200 2" "7 5000 200 3" "7 5000 150 8" \
        "7 20000 60 0" "7 20000 60 3" "6 5000 200 3" "8 2000 60 3"; do
        set -- $spec
        echo "## tail $1, $2 particles, $3 runs, spread over $4"
        ./target/release/examples/rearrange_tune 6 "$1" "$2" "$3" "$N" 1 "$4"
    done
    echo "# load after: $(uptime)"
} > "$dir/output.txt"
