#!/bin/sh
# Repeats this record: apply the patch (it adds examples/value_order.rs, against 7063979),
# (the patch `value_order.patch` left the tree with issue 66; `git show 6e4488e:docs/runs/cube4-value-order-tree/value_order.patch` restores it.)
# then run this script from the repository's root. Output in output.txt, load before and
# after in load.txt.
set -eu
D=docs/runs/cube4-value-order-tree
cargo build --release --example value_order
E=target/release/examples/value_order
uptime > $D/load.txt
{
    # Exact counts: the whole tree (depth 0: the root counted exhaustively).
    for args in "square magic 4" "square semi-magic 4" "cube simple 3" "cube semi-magic 3"; do
        echo "\$ value_order $args 0 1 1 1"
        /usr/bin/time -f "%U s user" $E $args 0 1 1 1 2>&1
    done
    # smc on the tree where the counts are known.
    for args in "square magic 4 4 100 200 1" "square magic 5 10 1000 50 1"; do
        echo "\$ value_order $args"
        /usr/bin/time -f "%U s user" $E $args 2>&1
    done
    # Simple order-4 cubes: the population level by level, at the most particles smc takes.
    for seed in 4 5; do
        echo "\$ value_order levels cube simple 4 131072 $seed"
        /usr/bin/time -f "%U s user" $E levels cube simple 4 131072 $seed 2>&1
    done
    # Where the deepest of 200,000 random paths dies.
    echo "\$ value_order probe cube simple 4"
    /usr/bin/time -f "%U s user" $E probe cube simple 4 2>&1
    # The other way round: the values nearest the mean first.
    for args in "square magic 4 0 1 1 1" "square magic 4 4 100 200 1" "levels cube simple 4 20000 4"; do
        echo "\$ VALUE_ORDER=small value_order $args"
        VALUE_ORDER=small /usr/bin/time -f "%U s user" $E $args 2>&1
    done
} > $D/output.txt
uptime >> $D/load.txt
