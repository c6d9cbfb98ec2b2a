#!/bin/sh
# Repeats this record: apply the patch (it adds examples/gac_tree.rs), then run this script
# (the patch `gac_tree.patch` left the tree with issue 66; `git show e78d31d:docs/runs/estimate-smc-cube4-propagation/gac_tree.patch` restores it.)
# from the repository's root. Output in output.txt, load before and after in load.txt.
set -eu
D=docs/runs/estimate-smc-cube4-propagation
cargo build --release --example gac_tree
E=target/release/examples/gac_tree
uptime > $D/load.txt
{
    for args in "square 4 count" "cube 3 count" "square 5 smc 200 100 1 0" "cube 4 smc 4 500 1 0" "cube 4 smc 2 50 1 40"; do
        echo "\$ gac_tree $args"
        /usr/bin/time -f "%U s user" $E $args 2>&1
    done
} > $D/output.txt
uptime >> $D/load.txt
