#!/usr/bin/env bash
# Order-5 count timing table: wall time (median of RUNS) with 1 and 2 threads, speedup, and
# the overhead of running the same count as SHARDS shards one after another plus a merge.
# Usage: bench/order5_table.sh [RUNS] [KIND]      (defaults: 3 magic). Needs a release build.
# CPU seconds (user+sys) are printed too: on a shared machine they are the steadier number.
set -euo pipefail
runs=${1:-3}
kind=${2:-magic}
shards=${SHARDS:-4}
bin=${CUBELAB:-target/release/cubelab}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# Prints "wall cpu" of one command.
timed() {
  /usr/bin/time -f '%e %U %S' -o "$work/t" "$@" > "$work/out" 2>/dev/null
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/t"
}
declare -A wall cpu
for t in 1 2; do
  : > "$work/w$t"; : > "$work/c$t"
  for _ in $(seq 1 "$runs"); do
    read -r w c < <(timed "$bin" square count --order 5 --kind "$kind" --threads "$t" --quiet)
    echo "$w" >> "$work/w$t"; echo "$c" >> "$work/c$t"
  done
  wall[$t]=$(median < "$work/w$t"); cpu[$t]=$(median < "$work/c$t")
done
count=$(tail -1 "$work/out")
: > "$work/ws"; : > "$work/cs"
for _ in $(seq 1 "$runs"); do
  start=$(date +%s.%N); c=0
  for i in $(seq 0 $((shards - 1))); do
    /usr/bin/time -f '%U %S' -o "$work/t" "$bin" square count --order 5 --kind "$kind" --threads 2 --quiet \
      --format jsonl --shard "$i/$shards" > "$work/s$i.jsonl" 2>/dev/null
    c=$(awk -v c="$c" '{ print c + $1 + $2 }' "$work/t")
  done
  "$bin" merge --format jsonl "$work"/s*.jsonl > "$work/merged.jsonl"
  awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f\n", b - a }' >> "$work/ws"
  echo "$c" >> "$work/cs"
done
ws=$(median < "$work/ws"); cs=$(median < "$work/cs")
echo "order 5 $kind: $count"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load before: $(cut -d' ' -f1-3 /proc/loadavg); runs: $runs"
printf '| %-24s | %9s | %9s | %8s |\n' setup "wall s" "CPU s" speedup
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..26})" "-----------" "-----------" "----------"
printf '| %-24s | %9s | %9s | %8s |\n' "1 thread" "${wall[1]}" "${cpu[1]}" "1.00"
printf '| %-24s | %9s | %9s | %8.2f |\n' "2 threads" "${wall[2]}" "${cpu[2]}" "$(echo "${wall[1]} / ${wall[2]}" | bc -l)"
printf '| %-24s | %9s | %9s | %8s |\n' "$shards shards x 2 threads + merge" "$ws" "$cs" \
  "$(printf '%+.1f%%' "$(echo "($ws / ${wall[2]} - 1) * 100" | bc -l)")"
