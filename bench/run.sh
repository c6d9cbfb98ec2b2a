#!/usr/bin/env bash
# Whole-process timings of the main commands, release build, as a Markdown table of medians.
# Usage: bench/run.sh [RUNS]   (needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
command -v hyperfine >/dev/null || { echo "bench/run.sh: hyperfine is not installed (apt-get install -y hyperfine)" >&2; exit 2; }
cargo build --release --quiet
bin=./target/release/cubelab
cases=(
  "cube order 3, all 192 with classes|$bin cube enumerate --order 3 --classes --count"
  "cube order 3, list all 192 (jsonl)|$bin cube enumerate --order 3 --format jsonl"
  "square order 3 magic|$bin square enumerate --order 3 --count"
  "square order 4 semi-magic|$bin square enumerate --order 4 --kind semi-magic --count"
  "square order 4 magic, all 7040|$bin square enumerate --order 4 --kind magic --count"
  "square order 4 magic, with classes|$bin square enumerate --order 4 --kind magic --count --classes"
  "square order 4 pandiagonal|$bin square enumerate --order 4 --kind pandiagonal --count"
  "square order 4 associative|$bin square enumerate --order 4 --kind associative --count"
  "square order 4 most-perfect|$bin square enumerate --order 4 --kind most-perfect --count"
  "square order 4 ultramagic|$bin square enumerate --order 4 --kind ultramagic --count"
)
if [ -f bench/cases.d ] || [ -d bench/cases.d ]; then
  for f in bench/cases.d/*.txt; do
    [ -e "$f" ] || continue
    while IFS= read -r line; do [ -n "$line" ] && cases+=("${line//\$bin/$bin}"); done < "$f"
  done
fi
tmp=$(mktemp -d)
echo "| case | median | min | max | runs |"
echo "|---|---:|---:|---:|---:|"
for c in "${cases[@]}"; do
  name=${c%%|*}; cmd=${c#*|}
  hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/r.json" "$cmd" >/dev/null 2>&1
  python3 - "$name" "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[2]))["results"][0]
ms = lambda s: f"{s*1000:.1f} ms" if s < 1 else f"{s:.2f} s"
print(f"| {sys.argv[1]} | {ms(r['median'])} | {ms(r['min'])} | {ms(r['max'])} | {len(r['times'])} |")
PY
done
rm -rf "$tmp"
