#!/bin/sh
# The rearrange estimator's tuning at order 6 (docs/estimates.md): relative variance x CPU
# seconds a run for several exact tails and populations, one thread, seed 1, with Ripatti's
# count of the semi-magic squares of order 6 (all of them: 8 x 94,590,660,245,399,996,601,600)
# as the control variate. Writes docs/runs/estimate-rearrange-tuning/.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet --example rearrange_tune
dir=docs/runs/estimate-rearrange-tuning
mkdir -p "$dir"
N=756725281963199972812800
{
    echo "# $(git rev-parse --short HEAD); load before: $(uptime)"
    for spec in "6 1000 100" "7 1000 100" "8 1000 40" "7 200 400" "7 5000 60" "7 20000 20"; do
        set -- $spec
        echo "## tail $1, $2 particles, $3 runs"
        ./target/release/examples/rearrange_tune 6 "$1" "$2" "$3" "$N"
    done
    echo "# load after: $(uptime)"
} > "$dir/output.txt"
