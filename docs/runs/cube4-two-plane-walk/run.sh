#!/bin/sh
# Repeats this record from the repository's root: builds the prototype walk.rs as a crate of
# its own (it needs only std) and runs it on the four start cubes of start.txt: two cubes whose
# complement pairing keeps every line (a class) and two whose pairing does not, drawn with
# Python's random.sample, seed 3, from the cubes population annealing's runs ended on
# (the `  cube` lines of docs/runs/estimate-cube4-pairings-population*/output.txt, classed by
# keeps_all_lines of scripts/cube4_pairing_dims.py):
# 2000 steps from each, then 32768 steps from the second and the fourth. About 12 CPU minutes.
# Output in output.txt (the walk's progress lines on stderr included), load in load.txt.
set -eu
D=$(pwd)/docs/runs/cube4-two-plane-walk
B=$(mktemp -d)
mkdir -p "$B/src"
cp "$D/Cargo.toml" "$B/"
cp "$D/walk.rs" "$B/src/main.rs"
(cd "$B" && cargo build --release -q)
uptime > "$D/load.txt"
{
    echo "\$ walk 2000 1 2000000 < start.txt"
    /usr/bin/time -f "%U s user" "$B/target/release/walk" 2000 1 2000000 < "$D/start.txt" 2>&1
    echo "\$ walk 32768 7 2000000 < (lines 2 and 4 of start.txt)"
    sed -n '2p;4p' "$D/start.txt" | /usr/bin/time -f "%U s user" "$B/target/release/walk" 32768 7 2000000 2>&1
} > "$D/output.txt"
uptime >> "$D/load.txt"
