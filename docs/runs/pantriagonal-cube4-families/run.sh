#!/bin/sh
# Pantriagonal magic cubes of order 4, family by family (examples/pantriagonal_cube4.rs).
# From the repository root: sh docs/runs/pantriagonal-cube4-families/run.sh
set -e
d=docs/runs/pantriagonal-cube4-families
cargo build --release --example pantriagonal_cube4 --example population_uniformity 2>/dev/null
cargo build --release 2>/dev/null
x=./target/release/examples/pantriagonal_cube4
uptime > "$d/load.txt"
# Population annealing's final cubes (200 runs, seed 11; about 12 minutes), sorted into families.
./target/release/examples/population_uniformity 200 11 0 0 0 cube:pantriagonal:4 > "$d/population-200.txt"
python3 "$d/pa_families.py" "$d/population-200.txt" > "$d/population-families.txt"
# The rank of the lines (exact arithmetic): 15 dimensions, 14 antisymmetric under (2,2,2).
python3 "$d/rank.py" > "$d/rank.txt"
# A cube of F_1, checked by cubelab's own checker.
$x witness > "$d/witness.txt"
./target/release/cubelab check "$d/witness.txt" > "$d/witness-check.txt"
# Every family F_-1 .. F_63, 20 runs of 2000 particles: which are reached.
/usr/bin/time -f "%U user s" $x families all 20 2000 20 2000 6 2 > "$d/all.txt" 2>&1
# The families reached, longer: F_0 200 runs of 2000, the others 40 runs of 20,000.
/usr/bin/time -f "%U user s" $x families powers 200 2000 40 20000 6 3 > "$d/powers.txt" 2>&1
uptime >> "$d/load.txt"
# The whole tree (no pair constraints): knuth, smc and anneal through the command line.
for m in knuth smc anneal; do
  echo "--- cube estimate --order 4 --kind pantriagonal --method $m --samples 200 --seed 1" >> "$d/whole-tree.txt"
  ./target/release/cubelab cube estimate --order 4 --kind pantriagonal --method $m --samples 200 --seed 1 --quiet >> "$d/whole-tree.txt" 2>&1 || echo "exit $?" >> "$d/whole-tree.txt"
done
