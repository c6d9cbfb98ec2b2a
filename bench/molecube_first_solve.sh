#!/usr/bin/env bash
# The first Molecube solve on a fresh machine, pattern databases included (issue 69 §2), and
# the later solves once they are cached, for two binaries taken in turn.
#
#   bench/molecube_first_solve.sh NEW OLD [ROUNDS] [OUT_DIR]
#
# Each round, for each binary (new then old, so both see the same load) and each metric:
#   first  a whole `cubelab molecube solve` of one uniformly random position
#          (`molecube scramble --seed ROUND`) with an empty data directory
#          (CUBELAB_DATA), so the process builds and caches its pattern databases;
#   later  a whole `molecube solve` of 100 other random positions from a file with the
#          databases now cached: the process's wall time and the median of the solves'
#          own times (`time_s` of the JSON Lines results).
# Stops when the two binaries find different optimal lengths for the 100 positions. Prints
# every measurement, then the medians and the ratios new/old. Needs bash, awk, sort
# and /usr/bin/time. Run on idle cores (`uptime` before and after) with `nice -n 10` when
# others share the machine; each first solve of the old binary takes ~12 s.
set -euo pipefail

new=${1:?usage: $0 NEW OLD [ROUNDS] [OUT_DIR]}
old=${2:?usage: $0 NEW OLD [ROUNDS] [OUT_DIR]}
rounds=${3:-5}
out=${4:-$(mktemp -d)}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 100 positions, the scramble's comment lines dropped (the same file for both binaries).
"$new" molecube scramble --seed 1000 --count 100 | grep -v '^#' >"$work/positions.txt"

median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

# One round of one binary in one metric: appends "name metric first_wall first_user
# later_wall later_median_solve" to $out/runs.txt.
measure() {
  local name=$1 bin=$2 metric=$3 round=$4 data="$work/data-$1-$3-$4"
  mkdir "$data"
  local position
  position=$("$bin" molecube scramble --seed "$round" | head -1)
  CUBELAB_DATA=$data /usr/bin/time -f '%e %U' -o "$work/first.time" \
    "$bin" molecube solve --metric "$metric" "$position" >"$work/first.out" 2>"$work/first.err"
  CUBELAB_DATA=$data /usr/bin/time -f '%e %U' -o "$work/later.time" \
    "$bin" molecube solve --metric "$metric" --format jsonl "$work/positions.txt" \
    >"$work/later.jsonl" 2>"$work/later.err"
  [ -s "$data/molecube-ida-$metric.pdb" ] || { echo "no cache written by $bin" >&2; exit 1; }
  # Both binaries must find the same optimal lengths (the databases are only faster built).
  grep -o '"length":[0-9]*' "$work/later.jsonl" >"$work/lengths-$1-$3.txt"
  local other="$work/lengths-$([ "$1" = new ] && echo old || echo new)-$3.txt"
  if [ -s "$other" ] && ! cmp -s "$other" "$work/lengths-$1-$3.txt"; then
    echo "the two binaries disagree on optimal lengths ($3)" >&2
    exit 1
  fi
  local solve
  solve=$(grep -o '"time_s":[0-9.e-]*' "$work/later.jsonl" | cut -d: -f2 | median)
  echo "$name $metric $(cat "$work/first.time") $(cut -d' ' -f1 "$work/later.time") $solve" |
    tee -a "$out/runs.txt"
  rm -rf "$data"
}

echo "# binary metric first_wall_s first_user_s later_wall_s(100) later_median_solve_s" |
  tee "$out/runs.txt"
for round in $(seq 1 "$rounds"); do
  for metric in htm qtm; do
    measure new "$new" "$metric" "$round"
    measure old "$old" "$metric" "$round"
  done
done

# Medians per binary and metric, then new/old.
{
  echo
  echo "# medians over $rounds rounds: binary metric first_wall_s first_user_s later_wall_s(100) later_median_solve_s"
  for metric in htm qtm; do
    for name in new old; do
      row="$name $metric"
      for col in 3 4 5 6; do
        row="$row $(awk -v n="$name" -v m="$metric" -v c="$col" '$1 == n && $2 == m {print $c}' "$out/runs.txt" | median)"
      done
      echo "$row"
    done
  done
} | tee "$out/medians.txt"
echo
echo "# ratios new/old: metric first_wall first_user later_wall(100) later_median_solve"
for metric in htm qtm; do
  awk -v m="$metric" '$2 == m && $1 == "new" {split($0, n)} $2 == m && $1 == "old" {split($0, o)}
    END {printf "%s %.3f %.3f %.3f %.3f\n", m, n[3] / o[3], n[4] / o[4], n[5] / o[5], n[6] / o[6]}' \
    "$out/medians.txt"
done | tee "$out/ratios.txt"
