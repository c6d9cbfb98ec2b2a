#!/bin/sh
# Repeats the record: smc over the extremes-first tree (examples/extremes_first.rs, kept here
# as a patch against 9d5d032, not in main), checked on squares whose counts are known, then
# traced level by level on order-4 cubes. Run from the repository root on a clean checkout
# of 9d5d032 or later: sh docs/runs/estimate-extremes-first-cube4/run.sh > output.txt 2> trace.txt
set -e
dir=docs/runs/estimate-extremes-first-cube4
[ -f examples/extremes_first.rs ] || git show e8cf9a2:docs/runs/estimate-extremes-first-cube4/extremes_first.patch | git apply  # extremes_first.patch, kept in git history
cargo build --release --example extremes_first 2>/dev/null
x=./target/release/examples/extremes_first
uptime
# Exact, by the whole tree: 7040 magic and 549504 semi-magic squares of order 4, 8 and 72 of order 3.
for t in square:magic:3 square:semi-magic:3 square:magic:4 square:semi-magic:4; do
  echo "$t: $($x $t 1 1 1 99)"
done
# smc against the exact counts (order 5: 2,202,441,792 magic squares).
$x square:magic:4 200 4000 9 2
$x square:magic:4 2000 400 10 2
$x square:semi-magic:4 200 400 7 2
$x square:magic:5 1000 400 8 7
# Order-4 cubes, one traced run each: where the populations die.
for kind in simple semi-magic; do
  for m in 1000 10000; do
    echo "--- cube:$kind:4, $m particles, tail 4" >&2
    /usr/bin/time -f "%U user s, %M KB" $x cube:$kind:4 $m 1 1 4 trace
  done
done
# Order-3 cubes (192): also dead.
echo "--- cube:simple:3, 1000 particles, tail 6" >&2
$x cube:simple:3 1000 100 1 6
uptime
