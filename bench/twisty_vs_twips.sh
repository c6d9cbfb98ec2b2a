#!/usr/bin/env bash
# The pocket cube against twips (issue 69, section 3), side by side with public tools: whole
# processes timed by /usr/bin/time, cubelab and twips alternating round by round, medians and
# their ratios (cubelab / twips; below 1 means cubelab is faster).
#   census:      cubelab twisty census --puzzle 2x2x2   vs  twips gods-algorithm DEF --generator-moves U,F,R
#   solve-each:  1000 positions, one process per position for both (twips search takes one
#                scramble per process): cubelab twisty solve --puzzle 2x2x2 POSITION  vs
#                twips search DEF --generator-moves U,F,R --min-num-solutions 1 --scramble-alg ALG
#   solve-one:   the same 1000 positions in one cubelab process (twips has no such mode)
# The positions are `twisty scramble --puzzle 2x2x2 --seed 2026 --count 1000`; twips gets, for
# each, the inverse of cubelab's solution as the scramble that makes it. The lengths of the two
# solvers' solutions are compared position by position, and twips' census total and depth with
# cubelab's.
#
# Usage: bench/twisty_vs_twips.sh TWIPS_BINARY DEF_FILE [ROUNDS] [OUT_DIR]
#   DEF_FILE: the `2x2x2` sample definition of the twsearch repository (2x2x2.kpuzzle.json);
#   twips: `cargo +nightly install twips-cli`.
set -euo pipefail
twips=$(realpath "$1")
def=$(realpath "$2")
rounds=${3:-5}
out=${4:-$(mktemp -d)}
cd "$(dirname "$0")/.."
cargo build --release --quiet -p cubelab-cli
cubelab=$(realpath target/release/cubelab)
mkdir -p "$out"
cd "$out"
"$cubelab" twisty scramble --puzzle 2x2x2 --seed 2026 --count 1000 > positions.txt
"$cubelab" twisty solve --puzzle 2x2x2 positions.txt --format jsonl > cubelab-solutions.jsonl
python3 - <<'PY'
import json
inverse = lambda m: m[:-1] if m.endswith("'") else m if m.endswith("2") else m + "'"
with open("algs.txt", "w") as f:
    for line in open("cubelab-solutions.jsonl"):
        r = json.loads(line)
        if r["type"] == "result":
            f.write(" ".join(inverse(m) for m in reversed(r["moves"].split())) + "\n")
PY
export cubelab twips def
time_it() { # NAME COMMAND...: one timed run, appended to times.txt
    local name=$1
    shift
    /usr/bin/time -a -o times.txt -f "$name %e %U %S %M" "$@" > /dev/null 2>&1
}
: > times.txt
uptime > load.txt
for r in $(seq 1 "$rounds"); do
    time_it census-cubelab "$cubelab" twisty census --puzzle 2x2x2 --quiet --format jsonl
    time_it census-twips "$twips" gods-algorithm "$def" --generator-moves U,F,R
    time_it solve-each-cubelab sh -c 'while read -r p; do "$cubelab" twisty solve --puzzle 2x2x2 "$p"; done < positions.txt'
    time_it solve-each-twips sh -c 'while read -r a; do "$twips" search "$def" --generator-moves U,F,R --min-num-solutions 1 --scramble-alg "$a"; done < algs.txt'
    time_it solve-one-cubelab "$cubelab" twisty solve --puzzle 2x2x2 positions.txt
done
uptime >> load.txt
"$cubelab" twisty census --puzzle 2x2x2 --quiet --format jsonl > cubelab-census.jsonl
"$twips" gods-algorithm "$def" --generator-moves U,F,R > twips-census.txt 2>&1
while read -r a; do
    "$twips" search "$def" --generator-moves U,F,R --min-num-solutions 1 --scramble-alg "$a" 2>/dev/null | head -1
done < algs.txt > twips-solutions.txt
python3 - <<'PY'
import collections, json, re, statistics
runs = collections.defaultdict(list)
for line in open("times.txt"):
    f = line.split()
    if len(f) == 5 and not line.startswith("Command"):
        runs[f[0]].append((float(f[1]), float(f[2]) + float(f[3]), int(f[4])))
med = lambda name, k: statistics.median(r[k] for r in runs[name])
print("case                 wall s (median)   cpu s (median)   peak MB   runs")
for name in sorted(runs):
    print(f"{name:20} {med(name, 0):15.3f} {med(name, 1):15.3f} {med(name, 2) / 1024:9.1f} {len(runs[name]):6}")
for case, a, b in [("census", "census-cubelab", "census-twips"),
                   ("solve, a process each", "solve-each-cubelab", "solve-each-twips"),
                   ("solve, cubelab in one process", "solve-one-cubelab", "solve-each-twips")]:
    print(f"{case}: cubelab/twips wall {med(a, 0) / med(b, 0):.4f}, cpu {med(a, 1) / med(b, 1):.4f}")
recs = [json.loads(l) for l in open("cubelab-census.jsonl")]
summary = recs[-1]
twips = open("twips-census.txt").read()
total = re.search(r"Found ([0-9_]+)", twips).group(1).replace("_", "")
depth = re.search(r"Maximum depth: (\d+)", twips).group(1)
print(f"census: cubelab total {summary['total']}, God's number {summary['gods_number']}; twips total {total}, maximum depth {depth}")
mine = [r["length"] for r in (json.loads(l) for l in open("cubelab-solutions.jsonl")) if r["type"] == "result"]
theirs = [len(l.split("//")[0].split()) for l in open("twips-solutions.txt")]
bad = sum(a != b for a, b in zip(mine, theirs))
print(f"solve lengths: {len(mine)} cubelab, {len(theirs)} twips, {bad} differ")
PY
