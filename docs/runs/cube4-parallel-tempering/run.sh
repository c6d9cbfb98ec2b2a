#!/usr/bin/env bash
# Repeats this record: parallel tempering on simple order-4 cubes, two ladders side by side
# (one thread each, about 190 s each). The crate needs only std; it builds in a temporary
# copy so the record is left as it is. Run from the repository root.
set -euo pipefail
out=docs/runs/cube4-parallel-tempering
work=$(mktemp -d)
cp -r "$out/Cargo.toml" "$out/src" "$work/"
cargo build --release --manifest-path "$work/Cargo.toml"
bin=$work/target/release/cube4-tempering
"$bin" 32 0.01 6 3000000 1 250000 > "$out/replicas32-seed1.txt" &
"$bin" 64 0.02 8 1500000 2 125000 > "$out/replicas64-seed2.txt" &
wait
uptime > "$out/load.txt"
