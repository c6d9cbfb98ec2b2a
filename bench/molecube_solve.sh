#!/usr/bin/env bash
# Optimal solves of a fixed seeded set of uniformly random twisty nine-colour cube positions
# (`molecube scramble --seed 2026 --count N`), one process for the whole set, and the time of
# every solve as the solver reports it (`time_s`: the search and the re-check of the answer).
# Prints the process's start-up (tables loaded or built), the median, 90th percentile and worst
# solve, and the lengths found.
#
# Usage: bench/molecube_solve.sh [N] [solve options...]    e.g.
#   bench/molecube_solve.sh 1000 --ida          IDA*, pattern databases from the cache
#   bench/molecube_solve.sh 1000                census-table descent when a table is present
# The pattern databases are cached in $CUBELAB_DATA (else $XDG_CACHE_HOME/cubelab, else
# ~/.cache/cubelab); the first run builds them.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
shift || true
cargo build --release --quiet
bin=./target/release/cubelab
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" molecube scramble --seed 2026 --count "$n" > "$tmp/positions.txt"
start=$(date +%s.%N)
"$bin" molecube solve "$tmp/positions.txt" "$@" --format jsonl > "$tmp/solve.jsonl"
end=$(date +%s.%N)
python3 - "$tmp/solve.jsonl" "$start" "$end" <<'PY'
import collections, json, statistics, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
head = recs[0]["problem"]
res = [r for r in recs if r["type"] == "result"]
times = sorted(r["time_s"] for r in res)
wall = float(sys.argv[3]) - float(sys.argv[2])
ms = lambda s: f"{s * 1000:.1f} ms"
print(f"method {head['method']}, metric {head['metric']}, {len(res)} positions")
print(f"whole process {wall:.2f} s; start-up and output {wall - sum(times):.2f} s")
print(f"solve: median {ms(statistics.median(times))}, 90th percentile {ms(times[int(0.9 * (len(times) - 1))])}, "
      f"worst {ms(times[-1])}, mean {ms(statistics.mean(times))}")
lengths = collections.Counter(r["length"] for r in res)
print("lengths: " + ", ".join(f"{k}: {v}" for k, v in sorted(lengths.items())))
PY
