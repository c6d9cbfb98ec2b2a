#!/usr/bin/env bash
# Same seeds, same figures: runs a set of short `square estimate` / `cube estimate` commands
# (every method, squares and cubes, default and chosen settings, a few refusals) with two
# cubelab binaries and compares what they print: every JSON Lines record (the header with the
# spec, the shard record, each unit's partial tally, the summary) with the summary's
# `elapsed_s` left out, and for the commands that are refused the exit code and stderr.
#
# Usage: scripts/estimate_same_figures.sh [OLD [NEW [RECORD]]]
#   OLD     the binary of reference (default /work/baseline/target/release/cubelab, the code
#           before the restructuring of issue 66)
#   NEW     the binary under test (default target/release/cubelab)
#   RECORD  where the verdict goes (default docs/runs/estimate-refactor-same-figures):
#           verdict.txt (one line a command, the load before and after), summaries.jsonl
#           (each command and the new binary's summary record) and differences.txt (what
#           differs, where anything does). The raw outputs go to a temporary folder, or to
#           $RAW when set.
# A command's verdict: `same` (every record and the exit code and stderr alike), `same
# figures` (every record alike but for the summary's words: its `scope` text, or a refusal's
# stderr with the same exit code) or `DIFFERENT`. Exit 0 when no command is DIFFERENT.
# Each command takes a few seconds at most; the set about two minutes per binary on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
OLD=${1:-/work/baseline/target/release/cubelab}
NEW=${2:-target/release/cubelab}
OUT=${3:-docs/runs/estimate-refactor-same-figures}
RAW=${RAW:-$(mktemp -d)}
mkdir -p "$OUT" "$RAW/old" "$RAW/new"

# One command a line: the arguments after `cubelab`. `--format jsonl --quiet` is added, or
# for a line that starts with `text`, `--quiet` alone: the human output, whose heading
# names each method's settings, compared whole (`same figures` when only words differ and
# every number is alike).
COMMANDS=$(cat <<'EOF'
square estimate --order 4 --method knuth --samples 4000 --seed 1
square estimate --order 4 --method sis --samples 4000 --seed 2
square estimate --order 4 --method sis-uniform --samples 4000 --seed 3
square estimate --order 4 --method anneal --steps 5000 --samples 200 --seed 4
square estimate --order 4 --method population --samples 6 --seed 5
square estimate --order 4 --method population --particles 80 --samples 6 --seed 5
square estimate --order 4 --method smc --particles 100 --samples 20 --seed 6
square estimate --order 4 --particles 50 --samples 20 --seed 7
square estimate --order 4 --method knuth --tail 99 --samples 4 --seed 8
square estimate --order 4 --method sis --samples 300 --batch 7 --seed 21
square estimate --order 3 --method anneal --steps 2000 --samples 200 --seed 14
square estimate --order 3 --method rearrange --tail 99 --samples 2 --seed 22
square estimate --order 3 --kind semi-magic --method population --samples 12 --seed 15
square estimate --order 5 --method knuth --samples 3000 --seed 9
square estimate --order 5 --method rearrange --particles 200 --samples 8 --seed 10
square estimate --order 5 --method anneal --samples 8 --seed 23
square estimate --order 5 --kind associative --method knuth --samples 400 --seed 16
square estimate --order 5 --kind pandiagonal --particles 200 --samples 10 --seed 17
square estimate --order 6 --particles 500 --samples 4 --seed 11
square estimate --order 6 --method smc --particles 500 --samples 4 --seed 12
square estimate --order 6 --method knuth --tail 6 --lookahead 1 --samples 200 --seed 20
square estimate --order 7 --method smc --particles 200 --samples 4 --seed 13
square estimate --order 8 --kind semi-magic --method smc --particles 200 --samples 4 --seed 18
square estimate --order 12 --method anneal --steps 200000 --samples 2 --seed 19
cube estimate --order 3 --samples 4 --seed 1
cube estimate --order 3 --method knuth --samples 2000 --seed 2
cube estimate --order 3 --method knuth --tail 2 --samples 2000 --seed 2
cube estimate --order 3 --method sis --samples 2000 --seed 3
cube estimate --order 3 --method anneal --steps 20000 --samples 50 --seed 4
cube estimate --order 3 --method population --samples 3 --seed 5
cube estimate --order 3 --kind semi-magic --method smc --tail 2 --particles 200 --samples 10 --seed 6
cube estimate --order 3 --kind associative --method smc --tail 1 --particles 50 --samples 30 --seed 7
cube estimate --order 4 --particles 50 --tail 4 --samples 4 --seed 2
cube estimate --order 4 --kind semi-magic --method pairings --particles 100 --tail 4 --samples 6 --seed 3
cube estimate --order 4 --kind pantriagonal --particles 100 --samples 6 --seed 5
cube estimate --order 4 --kind associative --particles 200 --samples 4 --seed 8
cube estimate --order 4 --kind associative --method population --particles 200 --samples 2 --seed 9
square estimate --order 6 --method population --steps 5 --samples 2
square estimate --order 5 --method sis --tail 3 --samples 2
square estimate --order 6 --tail 99 --samples 1
square estimate --order 9 --method rearrange --samples 2
cube estimate --order 5 --method pairings --samples 4
cube estimate --order 4 --kind diagonal
cube estimate --order 4 --method knuth --tail 2 --samples 10
square estimate --order 4 --kind most-perfect --method population --samples 2 --seed 1
square estimate --order 5 --kind ultramagic --method population --samples 2 --seed 2
square estimate --order 4 --kind pandiagonal --method sis --samples 2000 --seed 3
text square estimate --order 4 --method knuth --samples 2000 --seed 1
text square estimate --order 4 --method knuth --tail 99 --samples 4 --seed 8
text square estimate --order 4 --method sis --samples 2000 --seed 2
text square estimate --order 4 --method sis-uniform --samples 2000 --seed 3
text square estimate --order 4 --method anneal --steps 5000 --samples 100 --seed 4
text square estimate --order 4 --method population --particles 80 --samples 6 --seed 5
text square estimate --order 4 --method smc --particles 100 --samples 20 --seed 6
text cube estimate --order 3 --samples 4 --seed 1
text square estimate --order 4 --particles 50 --samples 20 --seed 7
text square estimate --order 7 --method rearrange --particles 100 --samples 2 --seed 9
text square estimate --order 3 --method rearrange --tail 99 --samples 2 --seed 22
text cube estimate --order 4 --particles 50 --samples 4 --seed 2
text cube estimate --order 4 --kind pantriagonal --particles 100 --samples 6 --seed 5
text square estimate --order 5 --kind ultramagic --method population --samples 2 --seed 2
text square estimate --order 8 --kind associative --method smc --particles 100 --samples 2 --seed 3
EOF
)

strip() { if [ "$format" = jsonl ]; then jq -c 'del(.elapsed_s)'; else cat; fi; }
# The figures without the words: the summary less its `scope` text; of the text, the numbers
# that stand alone (not the 4 of a path such as order4-cubes.md).
words() { if [ "$format" = jsonl ]; then jq -c 'del(.elapsed_s, .scope)'; else grep -oE '(^|[[:space:]([,])[0-9][0-9.e+-]*'; fi; }

{
  echo "# $(date -u +%Y-%m-%dT%H:%MZ) old=$OLD new=$NEW"
  echo "# new: commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- crates || echo ' (with uncommitted changes)')"
  echo "# uptime before: $(uptime)"
} > "$OUT/verdict.txt"
: > "$OUT/summaries.jsonl"
: > "$OUT/differences.txt"

same=0
figures=0
differ=0
i=0
while IFS= read -r cmd; do
  [ -z "$cmd" ] && continue
  i=$((i + 1))
  n=$(printf '%02d' "$i")
  format=jsonl
  case $cmd in text\ *) format=text; cmd=${cmd#text }; esac
  for side in old new; do
    bin=$OLD
    [ "$side" = new ] && bin=$NEW
    set +e
    # shellcheck disable=SC2086
    "$bin" $cmd --format "$format" --quiet > "$RAW/$side/$n.jsonl" 2> "$RAW/$side/$n.err"
    echo "exit $?" >> "$RAW/$side/$n.err"
    set -e
  done
  o=$RAW/old/$n
  w=$RAW/new/$n
  if diff -q <(strip < "$o.jsonl") <(strip < "$w.jsonl") > /dev/null && diff -q "$o.err" "$w.err" > /dev/null; then
    verdict=same
    same=$((same + 1))
  elif diff -q <(words < "$o.jsonl") <(words < "$w.jsonl") > /dev/null && [ "$(tail -1 "$o.err")" = "$(tail -1 "$w.err")" ]; then
    verdict="same figures"
    figures=$((figures + 1))
  else
    verdict=DIFFERENT
    differ=$((differ + 1))
  fi
  if [ "$verdict" != same ]; then
    {
      echo "## $n ($verdict): cubelab $cmd"
      diff <(strip < "$o.jsonl") <(strip < "$w.jsonl") || true
      diff "$o.err" "$w.err" || true
      echo
    } >> "$OUT/differences.txt"
  fi
  if [ "$format" = jsonl ]; then
    summary=$(grep '"type":"summary"' "$w.jsonl" | strip || true)
    jq -cn --arg command "cubelab $cmd --format jsonl --quiet" --argjson summary "${summary:-null}" \
      --arg stderr "$(head -1 "$w.err")" '{command: $command, summary: $summary, stderr: $stderr}' >> "$OUT/summaries.jsonl"
    estimate=$(echo "${summary:-null}" | jq -r '.estimate // .error // empty')
  else
    estimate="text: $(grep -m1 '^estimate ' "$w.jsonl" | cut -d' ' -f2-4)"
  fi
  [ -z "$estimate" ] && estimate="refused: $(head -1 "$w.err" | cut -c1-100)"
  printf '%s %-12s %s%s  [%s]\n' "$n" "$verdict" "$([ "$format" = text ] && echo 'text ')" "$cmd" "$estimate" >> "$OUT/verdict.txt"
done <<< "$COMMANDS"

{
  echo "# uptime after: $(uptime)"
  echo "# $i commands: $same the same, $figures the same figures with other words, $differ different"
} >> "$OUT/verdict.txt"
cat "$OUT/verdict.txt"
[ "$differ" -eq 0 ]
