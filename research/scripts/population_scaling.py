"""How population annealing's runs on the order-4 cubes change with their number of replicas.

Reads the recorded sets of `examples/cube4_associative.rs pairings RUNS REPLICAS SEED [KIND]`
(`research/scripts/cube4_pairing_runs.sh` makes them) and gives, for each number of replicas: the
share of runs that end on cubes, the CPU seconds a run and a hit, the spread of ln X among the
runs that end on cubes, how many distinct cubes a run's final population holds, the share of
the cubes outside the 52 classes by the runs' weights, and (simple cubes) the strata of the
count the runs end in, as `cube4_pairing_total.py` names them. Population annealing's ln X
has a variance that falls as 1 / replicas once the population is near equilibrium; a spread
of ln X of several units, with the final population on one cube, says a run is far from it.

Usage: python3 research/scripts/population_scaling.py > docs/runs/population-scaling-cube4/summary.txt
"""
import json
import math
import random
import re
import statistics
import sys
from collections import Counter, namedtuple
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cube4_pairing_dims import keeps_all_lines  # noqa: E402
from cube4_pairing_total import NOT_COUNTED, cube_pairings, finished, majority_stratum, shape  # noqa: E402
from significance import wilson  # noqa: E402

RUNS = Path(__file__).resolve().parents[2] / "docs" / "runs"
HIT = re.compile(r"^run (\d+): estimate ([0-9.e+-]+), (\d+) replicas on (\d+) distinct cubes, pairings \{(.*)\}")
NO_CUBE = re.compile(r"^run \d+: no cube")
CPU = re.compile(r"(User|System) time \(seconds\): ([0-9.]+)")
# A run that ended on cubes: its estimate, the distinct cubes of its final population, the
# stratum of the count most of its replicas lie in (as `cube4_pairing_total.py` names them),
# and the share of them outside the 52 classes.
Hit = namedtuple("Hit", "x distinct stratum outside")

# (kind, replicas, the sets' directory names: a glob)
SETS = (
    ("simple", 1024, "estimate-cube4-pairings-r1024-seed200"),
    ("simple", 4096, "estimate-cube4-pairings-population*"),
    ("simple", 16384, "estimate-cube4-pairings-r16384-seed*"),
    ("simple", 65536, "estimate-cube4-pairings-r65536-seed*"),
    ("semi-magic", 4096, "estimate-cube4-semi-magic-pairings-population"),
    ("semi-magic", 16384, "estimate-cube4-semi-magic-pairings-population-16384"),
)


def read_set(path):
    """The runs of one finished set (X or 0 each, and a `Hit` for each run on cubes) and its
    CPU seconds; None while it runs."""
    out = (path / "output.txt").read_text().splitlines()
    if not finished(out):
        return None
    xs, hits = [], []
    for k, line in enumerate(out):
        m = HIT.match(line)
        if m:
            xs.append(float(m.group(2)))
            tally = json.loads("{" + m.group(5) + "}")
            cubes = cube_pairings(out[k + 1:])
            shapes = [shape(c) for c in cubes if not keeps_all_lines(c)]
            outside = tally.get("none", 0) / sum(tally.values())
            hits.append(Hit(float(m.group(2)), int(m.group(4)), majority_stratum(tally, shapes), outside))
        elif NO_CUBE.match(line):
            xs.append(0.0)
    cpu = sum(float(v) for _, v in CPU.findall((path / "stderr.txt").read_text()))
    return xs, hits, cpu


def sd_interval(values, resamples=2000, seed=1):
    """The standard deviation of the values and a bootstrap 95 % interval of it."""
    rng = random.Random(seed)
    sds = sorted(statistics.stdev(rng.choices(values, k=len(values))) for _ in range(resamples))
    return statistics.stdev(values), sds[int(0.025 * resamples)], sds[int(0.975 * resamples)]


def row(kind, replicas, pattern):
    """The report of the finished sets of one kind and number of replicas."""
    sets = [read_set(p) for p in sorted(RUNS.glob(pattern))]
    unfinished = sum(s is None for s in sets)
    sets = [s for s in sets if s]
    if not sets:
        return f"{kind}, {replicas} replicas: no finished set ({unfinished} running)"
    xs = [x for s in sets for x in s[0]]
    hits = [h for s in sets for h in s[1]]
    cpu = sum(s[2] for s in sets)
    n, k = len(xs), len(hits)
    lo, hi = wilson(k, n)
    lines = [f"{kind}, {replicas} replicas: {len(sets)} set(s), {n} runs, {cpu:.0f} CPU s "
             f"({cpu / n:.1f} a run){'; ' + str(unfinished) + ' set(s) still running, left out' if unfinished else ''}",
             f"  runs ending on cubes: {k} ({100 * k / n:.1f} %, Wilson 95 % [{100 * lo:.1f} %, {100 * hi:.1f} %]); "
             f"{cpu / k:.0f} CPU s a run on cubes" if k else "  no run ended on cubes"]
    if k >= 2:
        ln = [math.log(h.x) for h in hits]
        sd, sd_lo, sd_hi = sd_interval(ln)
        distinct = [h.distinct for h in hits]
        out_weight = sum(h.x * h.outside for h in hits) / sum(h.x for h in hits)
        mean = sum(xs) / n
        relvar = statistics.pvariance(xs) / mean ** 2
        lines += [
            f"  ln X of the runs on cubes: mean {statistics.mean(ln):.2f}, standard deviation {sd:.2f} "
            f"(bootstrap 95 % [{sd_lo:.2f}, {sd_hi:.2f}])",
            f"  distinct cubes in a final population: mean {statistics.mean(distinct):.2f}, most {max(distinct)}; "
            f"{sum(d > 1 for d in distinct)} of {k} runs end on more than one",
            f"  the share outside the 52 classes by weight {100 * out_weight:.1f} %",
            f"  mean of X {mean:.4e}; the heaviest run carries {100 * max(xs) / sum(xs):.1f} % of the sum; "
            f"relative variance of X a run {relvar:.1f}, times CPU s a run {relvar * cpu / n:.0f}",
        ]
    if kind == "simple" and k:
        # The strata are the simple cubes' count's; the semi-magic cubes have no such count.
        strata = Counter(h.stratum for h in hits)
        lines += ["  runs on cubes by the stratum of the count most of their replicas lie in: "
                  + "; ".join(f"{name} {n}" for name, n in strata.most_common())
                  + f" ({NOT_COUNTED}: {100 * strata[NOT_COUNTED] / k:.1f} %)"]
    return "\n".join(lines)


def main():
    for kind, replicas, pattern in SETS:
        print(row(kind, replicas, pattern))


if __name__ == "__main__":
    main()
