#!/bin/sh
# The kernel's branching steps against the free cells (cells less the rank of the sets'
# equations, computed by scan.py's own elimination modulo 2^31 - 1) for every kind.
# Usage: docs/runs/kernel-linear-forcing/run.sh CUBELAB_TREE > OUT   (from the repository root)
set -eu
tree=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
mkdir -p "$work/src"
cp "$here/dump.rs" "$work/src/main.rs"
printf '[package]\nname = "dump"\nversion = "0.1.0"\nedition = "2021"\n[dependencies]\ncubelab = { path = "%s", default-features = false }\n' "$tree" > "$work/Cargo.toml"
(cd "$work" && cargo run --release -q > all.jsonl)
(cd "$work" && python3 "$here/scan.py")
rm -rf "$work"
