#!/usr/bin/env bash
# Two cubelab binaries side by side on the order-5 count: whole processes, alternating
# (B A B A ...), so a drift in the machine's speed touches both; medians of wall and CPU
# (user + sys) seconds and the median of the pairwise ratios A/B.
# Usage: bench/order5_vs.sh OLD NEW [RUNS] [-- COUNT ARGS...]
#   COUNT ARGS default to "--threads 2" (the whole count); e.g. -- --shard 0/20 --threads 1.
# Whole counts must print the same figures (checked); a shard's units differ between kernels
# whose work units differ, so for shards both figures are printed. Needs /usr/bin/time.
set -euo pipefail
old=${1:?usage: bench/order5_vs.sh OLD NEW [RUNS] [-- ARGS...]}
new=${2:?usage: bench/order5_vs.sh OLD NEW [RUNS] [-- ARGS...]}
shift 2
runs=3
if [ $# -gt 0 ] && [ "$1" != "--" ]; then runs=$1; shift; fi
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--threads 2)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
run() { # run NAME BIN: appends "wall cpu" to $work/NAME, keeps the figures printed
  /usr/bin/time -f '%e %U %S' -o "$work/t" "$2" square count --order 5 "${args[@]}" --quiet > "$work/$1.out"
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/t" >> "$work/$1"
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; args: ${args[*]}; runs: $runs"
for _ in $(seq 1 "$runs"); do
  run old "$old"
  run new "$new"
done
if [[ " ${args[*]} " == *" --shard"* ]]; then
  echo "figures: old $(tail -n 1 "$work/old.out"); new $(tail -n 1 "$work/new.out")"
elif cmp -s <(tail -n 1 "$work/old.out") <(tail -n 1 "$work/new.out"); then
  echo "figures (both): $(tail -n 1 "$work/new.out")"
else
  echo "the two binaries disagree: old $(tail -n 1 "$work/old.out"); new $(tail -n 1 "$work/new.out")"
  exit 1
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
paste "$work/old" "$work/new" | awk '{ print $3 / $1, $4 / $2 }' > "$work/ratios"
printf '| %-6s | %10s | %10s |\n' "" "wall s" "CPU s"
printf '| %-6s | %10s | %10s |\n' old "$(cut -d' ' -f1 "$work/old" | median)" "$(cut -d' ' -f2 "$work/old" | median)"
printf '| %-6s | %10s | %10s |\n' new "$(cut -d' ' -f1 "$work/new" | median)" "$(cut -d' ' -f2 "$work/new" | median)"
printf '| %-6s | %10.4f | %10.4f |\n' new/old "$(cut -d' ' -f1 "$work/ratios" | median)" "$(cut -d' ' -f2 "$work/ratios" | median)"
