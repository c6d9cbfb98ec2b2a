#!/bin/sh
# Repeats this record from the repository's root. Which cubes of no counted shape, among those
# population annealing's runs ended on, have a refilling of two parallel planes (the step of
# the walk in docs/runs/cube4-two-plane-walk/) that is a counted cube, and the other way round
# for 20 counted cubes: the flux a walk or a bridge estimator between the two sets would use.
# Builds walk.rs with its main replaced by neighbours_main.rs; under a CPU minute.
set -eu
D=$(pwd)/docs/runs/cube4-refill-neighbours
B=$(mktemp -d)
mkdir -p "$B/src"
cp docs/runs/cube4-two-plane-walk/Cargo.toml "$B/"
sed '/^fn main()/,$d' docs/runs/cube4-two-plane-walk/walk.rs > "$B/src/main.rs"
cat "$D/neighbours_main.rs" >> "$B/src/main.rs"
(cd "$B" && cargo build --release -q)
python3 "$D/classify.py" pick > "$D/output.txt"
uptime > "$D/load.txt"
for set in B A; do
    /usr/bin/time -f "%U s user" "$B/target/release/walk" 2000000 < "$D/$set.txt" 2>> "$D/output.txt" | gzip -9 > "$D/$set-neighbours.txt.gz"
    echo "neighbours of $set.txt:" >> "$D/output.txt"
    gunzip -c "$D/$set-neighbours.txt.gz" | python3 "$D/classify.py" tally /dev/stdin >> "$D/output.txt"
done
uptime >> "$D/load.txt"
