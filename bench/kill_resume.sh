#!/usr/bin/env bash
# SIGKILL a checkpointed count at random moments, resume it each time, and compare the final
# output with a plain run. Usage: bench/kill_resume.sh [ROUNDS] [-- COUNT ARGS...]
# Default problem: order-4 semi-magic squares (240 units, a few seconds). Needs a release build.
# Another driver command: COMMAND="macmahon sets" bench/kill_resume.sh 3 -- --size 12 --full
set -euo pipefail
rounds=${1:-5}
shift || true
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--order 4 --kind semi-magic)
bin=${CUBELAB:-target/release/cubelab}
read -r -a command <<< "${COMMAND:-square count}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip() { sed 's/,"elapsed_s":[0-9.e-]*//' "$1"; }

"$bin" "${command[@]}" "${args[@]}" --format jsonl --quiet > "$work/plain.jsonl"
plain_s=$(grep '"summary"' "$work/plain.jsonl" | sed 's/.*"elapsed_s":\([0-9.]*\).*/\1/')
# Checkpoints every tenth of a plain run (at most 0.2 s, at least 0.01 s), so that the kill
# window below holds several saves: with a fixed 0.2 s, a plain run of 0.25 s made a window
# of 0.15 s that closed before the first save, and the rounds never ended.
every=$(awk -v s="$plain_s" 'BEGIN { e = s / 10; if (e > 0.2) e = 0.2; if (e < 0.01) e = 0.01; printf "%.3f", e }')
printf '%-6s %-8s %-10s %-8s %s\n' round kills units_ck result seconds
for r in $(seq 1 "$rounds"); do
  ck="$work/ck$r.json"
  kills=0
  start=$(date +%s.%N)
  while :; do
    "$bin" "${command[@]}" "${args[@]}" --format jsonl --quiet --checkpoint "$ck" --checkpoint-every "$every" \
      > "$work/out$r.jsonl" 2>/dev/null &
    pid=$!
    # A random moment in the first 0.6 plain-run lengths (six checkpoint intervals), but
    # never a window shorter than three intervals: only a plain run under 0.05 s, whose
    # interval is held at 0.01 s, needs that floor.
    sleep "$(awk -v s="$plain_s" -v e="$every" -v r="$RANDOM" \
      'BEGIN { w = s * 0.6; if (w < 3 * e) w = 3 * e; printf "%.3f", (r / 32767) * w }')"
    if kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null; then
      wait "$pid" 2>/dev/null || true
      kills=$((kills + 1))
      continue
    fi
    wait "$pid"
    break
  done
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  units=$(grep -o '"id":' "$ck" | wc -l)
  if diff <(strip "$work/plain.jsonl") <(strip "$work/out$r.jsonl") > /dev/null; then res=identical; else res=DIFFERENT; fi
  printf '%-6s %-8s %-10s %-8s %s\n' "$r" "$kills" "$units" "$res" "$secs"
  [ "$res" = identical ] || exit 1
done
