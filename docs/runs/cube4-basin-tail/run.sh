#!/bin/sh
# Population annealing stopped before the replicas freeze, then every replica's figures
# within k transpositions counted with weight 1 / W_k (research/notes/order4-cubes.md, "annealing stopped
# short, with an exact local tail"). Builds main.rs against a clone of this repository at
# ed23d0b with trace-replicas.patch applied (the final replicas in the trace); the
# repository itself is not touched.
set -e
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
work=$(mktemp -d)
git clone -q "$repo" "$work/cubelab"
git -C "$work/cubelab" checkout -q ed23d0b
git -C "$repo" show 817ea8e:docs/runs/cube4-basin-tail/trace-replicas.patch | git -C "$work/cubelab" apply  # trace-replicas.patch, kept in git history
mkdir -p "$work/exp/src"
sed "s|/work/main|$work/cubelab|" "$here/Cargo.toml" > "$work/exp/Cargo.toml"
cp "$here/main.rs" "$work/exp/src/main.rs"
(cd "$work/exp" && cargo build --release -q)
bin="$work/exp/target/release/paexp"
# arguments: square|cube kind order replicas runs first-seed stop-step (0: all) k
{
  echo "== order-4 magic squares (7040 exact), 64 replicas, 400 runs each"
  for st in 0 60 45; do "$bin" square magic 4 64 400 1000 $st 2 2>&1; done
  echo "== order-3 simple cubes (192 exact), 200 replicas, 400 runs"
  "$bin" cube simple 3 200 400 1 0 2 2>&1
  echo "== order-4 simple cubes, 4096 replicas, 32 runs, stop at b = 1.093 and 1.545"
  SEEDS=1 "$bin" cube simple 4 4096 32 3000 230 2 2>&1
  SEEDS=1 "$bin" cube simple 4 4096 32 3000 240 2 2>&1
} | tee "$here/output.txt"
# the running ln X of six whole runs (no stop), every 10 steps from step 150
SEEDS=1 MARKS=1 "$bin" cube simple 4 4096 6 2000 0 2 2>&1 | tee "$here/marks.txt"
