#!/bin/sh
# Repeats this record: apply the patch (it adds examples/multicanonical.rs and three small
# (the patch `multicanonical.patch` left the tree with issue 66; `git show 0cfe4da:docs/runs/estimate-multicanonical-prototype/multicanonical.patch` restores it.)
# accessors to src/estimate/anneal.rs), then run this script from the repository's root.
# Output in output.txt, load before and after in load.txt.
set -eu
D=docs/runs/estimate-multicanonical-prototype
cargo build --release --example multicanonical
E=target/release/examples/multicanonical
uptime > $D/load.txt
{
    for args in "square:magic:4 32 3 20000000" "cube:simple:3 8 1 20000000" "square:magic:5 4 1 100000000 0.01" \
        "square:pandiagonal:7 2 1 200000000 0.01" "cube:simple:4 1 5 1000000000 0.001"; do
        echo "\$ multicanonical $args"
        /usr/bin/time -f "%U s user" $E $args 2>&1
    done
} > $D/output.txt
uptime >> $D/load.txt
