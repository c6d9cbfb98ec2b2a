#!/bin/sh
# Population annealing on simple order-4 cubes with the states whose complement pairing agrees
# with one of the 9 mirror and class-0 pairings on 12 or more of its 32 pairs left out, beside
# the same code unrestricted (research/notes/order4-cubes.md, "left out of the mirror basins"). main.rs
# is its own annealing (the library's schedule, moves and resampling, written again so that the
# restriction can act on every move); it builds against a clone of this repository at 5a10227.
set -e
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
work=$(mktemp -d)
git clone -q "$repo" "$work/cubelab"
git -C "$work/cubelab" checkout -q 5a10227
mkdir -p "$work/exp/src"
sed "s|/work/main|$work/cubelab|" "$here/Cargo.toml" > "$work/exp/Cargo.toml"
cp "$here/main.rs" "$work/exp/src/main.rs"
(cd "$work/exp" && cargo build --release -q)
bin="$work/exp/target/release/parestr"
# arguments: replicas runs first-seed m (0: no restriction)
/usr/bin/time -f "%U user %e wall" "$bin" 4096 64 200 0 > "$here/runs-m0.txt" 2>&1
/usr/bin/time -f "%U user %e wall" "$bin" 4096 64 200 12 > "$here/runs-m12.txt" 2>&1
/usr/bin/time -f "%U user %e wall" "$bin" 4096 192 264 12 > "$here/runs-m12-more.txt" 2>&1
