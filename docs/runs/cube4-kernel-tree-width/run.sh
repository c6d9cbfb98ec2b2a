#!/usr/bin/env bash
# Repeats this record: the width of the kernel's tree of simple order-4 cubes (Knuth's node
# count of every branching level from 1,000,000 uniform paths) and the price of exact tails
# below uniform paths (the nodes a probe visits, the kernel's rate, the probes that reach a
# cube). One thread each; about 7 minutes in all. Run from the repository root.
set -euo pipefail
out=docs/runs/cube4-kernel-tree-width
cargo build --release --example cube4_tree_width
bin=target/release/examples/cube4_tree_width
{ uptime; date -u; } > "$out/load.txt"
"$bin" levels 1000000 1 > "$out/levels.txt"
{
  for level in 15 14 13; do "$bin" tail "$level" 200 2; done
  "$bin" tail 12 20 2
} > "$out/tails.txt"
uptime >> "$out/load.txt"
# Single annealing descents, about a hundred times longer than the anneal default for these
# cubes: 16 pilot samples of 10^8 swap moves each (about 150 CPU s on one thread), none of
# which reaches a cube, so the command refuses to estimate (exit 2, kept in the record).
{ time target/release/cubelab cube estimate --order 4 --method anneal --steps 100000000 \
    --samples 20 --seed 5 --threads 2; } > "$out/anneal-1e8-steps.txt" 2>&1 || true
