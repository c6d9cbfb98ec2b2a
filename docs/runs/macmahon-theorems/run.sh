#!/bin/bash
# Every command behind docs/macmahon.md's "The paper, theorem by theorem" table.
# Usage: docs/runs/macmahon-theorems/run.sh [PAPER] ; CUBELAB=path/to/cubelab to choose the binary.
set -euo pipefail
cd "$(dirname "$0")"
B=${CUBELAB:-/work/baseline/target/release/cubelab}
PAPER=${1:-/work/shared/seeds/002_fb9cf1bddff04933.txt}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
t() { /usr/bin/time -a -o times.txt -f "%e s wall %U s user  $*" "$@"; }
# PART=1: up to the interior matching; PART=2: from Figure 6 on; default both.
PART=${PART:-all}
if [ "$PART" != 2 ]; then : > times.txt; echo "part 1 start: $(date -u +%FT%TZ) $(uptime)" > load.txt; fi
if [ "$PART" = 2 ]; then echo "part 2 start: $(date -u +%FT%TZ) $(uptime)" >> load.txt; fi

# The paper's Table 3, copied from its text; the brute force reads only this file.
python3 extract_table3.py "$PAPER" > table3_paper.txt
gcc -O2 -o "$T/brute" brute.c -lm
BR() { t "$T/brute" "$@"; }

if [ "$PART" != 2 ]; then
# The cubes (ours, and the n-colour family's list for n = 6 and n = 4)
t $B macmahon cubes --format jsonl > cubes.jsonl
t $B colour-cubes list -n 6 --format jsonl > family_list6.jsonl
t $B colour-cubes list -n 4 --format jsonl | tail -1 > family_list4_summary.jsonl

# Table 1 for every target, three cubelab methods; the family code for Ba (152436)
for m in graph geometric primes; do
  t $B macmahon collections --target all --method $m --format jsonl > table1_$m.jsonl
done
t $B colour-cubes collections -n 6 --target "$(python3 tableau.py family Ba)" --threads 1 --quiet --format jsonl \
  | grep -v '"type":"unit"' > table1_family_Ba.jsonl

# Table 2: transported lists, the set-scan kernel (full and by symmetry), the family code
t $B macmahon collections --format jsonl > table2_transport.jsonl
t $B macmahon collections --targets 5 --format jsonl > five_builders_cli.jsonl
t $B macmahon sets --size 8 --full --threads 1 --quiet --format jsonl | tail -1 > sets8_full_summary.jsonl
t $B macmahon sets --size 8 --threads 1 --quiet --format jsonl | tail -1 > sets8_sym_summary.jsonl
t $B colour-cubes collections -n 6 --threads 1 --quiet --format jsonl | tail -1 > table2_family_summary.jsonl

# Brute force from the paper's Table 3: Table 1 per target, Table 2, every graph class
D=$(pwd)
(cd "$T" && cp "$D/table3_paper.txt" . && /usr/bin/time -a -o "$D/times.txt" -f "%e s wall %U s user  brute all" ./brute all > brute_all.txt)
cp "$T"/brute_all.txt "$T"/brute_classes.tsv "$T"/brute_five_builders.txt "$T"/brute_Ba_sixteen.txt \
   "$T"/brute_Ba_four_components_isolated.txt "$T"/brute_Ba_class_examples.tsv .

# One witness per graph class (target Ba), recounted by the geometric solver
: > class_witnesses_geometric.txt
tail -n +1 brute_Ba_class_examples.tsv | while IFS=$'\t' read -r tin un ed co tr k iso sol set; do
  n=$($B macmahon solve --target Ba --cubes "$set" --count --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["solutions"])')
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$tin" "$un" "$ed" "$co" "$tr" "$k" "$iso" "$sol" "$n" "$set" >> class_witnesses_geometric.txt
done

# The four-component exception (Theorem 6, Lemma 4.8): its 24 collections for Ba, three ways
: > exception_three_ways.txt
while read -r set brute; do
  g=$($B macmahon solve --target Ba --cubes "$set" --count --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["solutions"])')
  f=$($B colour-cubes solve -n 6 --target "$(python3 tableau.py family Ba)" --cubes "$(python3 tableau.py family "$set")" --count --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["solutions"])')
  echo "$set brute=$brute geometric=$g family=$f" >> exception_three_ways.txt
done < brute_Ba_four_components_isolated.txt

# Interior matching (Section 3) for every target: Conway's eight, and all 30 cubes offered
ALL=$(cut -d' ' -f1 table3_paper.txt | paste -sd,)     # the 30 names, comma-separated
NAMES=$(cut -d' ' -f1 table3_paper.txt)                 # the 30 names, one a word
: > interior.txt
python3 tableau.py conway8 | while read -r tg eight; do
  a=$($B macmahon solve --target $tg --cubes $eight --interior --count --format jsonl | tail -1)
  b=$($B macmahon solve --target $tg --cubes $eight --count --format jsonl | tail -1)
  c=$($B macmahon solve --target $tg --cubes $ALL --interior --count --format jsonl | tail -1)
  d=$($B colour-cubes solve -n 6 --target "$(python3 tableau.py family $tg)" --cubes "$(python3 tableau.py family $eight)" --interior --count --format jsonl | tail -1)
  python3 - "$tg" "$eight" "$a" "$b" "$c" "$d" >> interior.txt <<'PY'
import json, sys
tg, eight, a, b, c, d = sys.argv[1:]
print(tg, eight, "interior=%d" % json.loads(a)["solutions"], "plain=%d" % json.loads(b)["solutions"],
      "all30_interior=%d" % json.loads(c)["solutions"], "family_interior=%d" % json.loads(d)["solutions"])
PY
done

fi   # end of part 1
ALL=$(cut -d' ' -f1 table3_paper.txt | paste -sd,)
NAMES=$(cut -d' ' -f1 table3_paper.txt)
if [ "$PART" != 1 ]; then
# Figure 6 (Theorem 7's example)
: > figure6.txt
for tg in $NAMES; do
  n=$($B macmahon solve --target $tg --cubes Ac,Af,Ba,Bf,Ea,Ef,Fa,Fc --count --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["solutions"])')
  [ "$n" != 0 ] && echo "$tg $n" >> figure6.txt
done
BR inside Cb Ac,Af,Ba,Bf,Ea,Ef,Fa,Fc >> figure6.txt

# Sets of 9..12 cubes: exact (set-scan kernel; 9 and 10 also by brute force), the family search
for k in 9 10 11 12; do
  t $B macmahon sets --size $k --threads 1 --quiet --format jsonl | tail -1 > sets${k}_summary.jsonl
done
t $B macmahon sets --size 12 --full --threads 1 --quiet --format jsonl | tail -1 > sets12_full_summary.jsonl
BR exhaust 9 > brute_exhaust9.txt
BR exhaust 10 > brute_exhaust10.txt
t $B colour-cubes universal -n 6 --threads 1 --quiet --format jsonl | tail -1 > family_universal6.jsonl
t $B colour-cubes universal -n 6 --size 12 --count --threads 1 --quiet --format jsonl | tail -1 > family_universal6_count12.jsonl
t $B colour-cubes universal -n 4 --threads 1 --quiet --format jsonl | tail -1 > family_universal4.jsonl

# The ten universal sets (Section 6): subsets, and each target's building collections inside
python3 tableau.py universal sets12_summary.jsonl > universal_sets.txt
: > within.txt; : > inside.txt
while read -r S; do
  for k in 8 9 10 11 12; do
    c=$($B macmahon sets --size $k --within $S --threads 1 --quiet --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)["distribution"],separators=(",",":")))')
    echo "$S K=$k cli=$c brute=$("$T/brute" within $k $S | cut -d: -f2-)" >> within.txt
  done
  for tg in $NAMES; do
    n=$($B macmahon solve --target $tg --cubes $S --count --format jsonl | tail -1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["solutions"])')
    echo "$S $("$T/brute" inside $tg $S) cli_all12=$n" >> inside.txt
  done
done < universal_sets.txt

# Section 6's sampling: 20,000 random K-sets, cubelab (ChaCha8, seed 1) and the brute force (splitmix64, seed 1)
for k in 9 10 11 12; do
  t $B macmahon sample --size $k --samples 20000 --seed 1 --format jsonl | tail -1 > sample${k}_summary.jsonl
  BR sample $k 20000 1 > brute_sample$k.txt
done

fi   # end of part 2
echo "end: $(date -u +%FT%TZ) $(uptime)" >> load.txt
python3 check.py > summary.txt
