#!/usr/bin/env python3
"""Simple order-4 magic cubes whose complement pairing is a line automorphism: the total.

Reads the recorded runs (docs/runs/estimate-*): every class of pairings from the families run
(smc), with the mirror class (the largest) pooled by inverse variance with its two knuth runs,
and prints each class's share and the total with its standard error. The families are
disjoint, so the total is the sum of (pairings in the class) x (cubes of one pairing).

Then the population-annealing runs on all simple cubes (the example's `pairings` mode): how
many runs ended on cubes, the pairing class of each, and the share of the runs' summed
estimates carried by cubes whose pairing is in none of the classes.
"""
import json
import math
import re
from pathlib import Path

RUNS = Path(__file__).resolve().parent.parent / "docs" / "runs"
ESTIMATE = re.compile(r"estimate ([0-9.e+-]+) \+- ([0-9.e+-]+)")
CLASS = re.compile(r"^class (\d+) \((\d+) pairings")
MIRROR = 15  # x -> 3 - x: `--pairs mirror` builds the same 32 pairs


def estimate(line):
    m = ESTIMATE.search(line)
    return float(m.group(1)), float(m.group(2))


def pool(pairs):
    w = [1 / se**2 for _, se in pairs]
    mean = sum(wi * m for wi, (m, _) in zip(w, pairs)) / sum(w)
    return mean, 1 / math.sqrt(sum(w))


def main():
    classes = {}
    for line in (RUNS / "estimate-cube4-pairing-families" / "output.txt").read_text().splitlines():
        m = CLASS.match(line)
        if m:
            classes[int(m.group(1))] = (int(m.group(2)), *estimate(line))
    mirror = [classes[MIRROR][1:]]
    for run in ("estimate-mirror-cube4-knuth", "estimate-mirror-cube4-knuth-10M"):
        out = (RUNS / run / "output.txt").read_text()
        mirror.append(estimate(out.splitlines()[-1]))
    for (m, se), name in zip(mirror, ("smc (families run)", "knuth 2M", "knuth 10M")):
        print(f"mirror, {name}: {m:.6e} +- {se:.3e} ({100 * se / m:.2f} %)")
    m, se = pool(mirror)
    print(f"mirror pooled: {m:.6e} +- {se:.3e} ({100 * se / m:.2f} %)")
    classes[MIRROR] = (classes[MIRROR][0], m, se)
    total = sum(n * m for n, m, _ in classes.values())
    var = sum((n * se) ** 2 for n, _, se in classes.values())
    for k, (n, m, se) in sorted(classes.items(), key=lambda c: -c[1][0] * c[1][1]):
        if n * m > 1e-4 * total:
            print(f"class {k}: {n} x {m:.4e} = {n * m:.4e} ({100 * n * m / total:.3f} % of the total)")
    rest = sum(n * m for n, m, _ in classes.values() if n * m <= 1e-4 * total)
    print(f"the other classes: {rest:.3e} ({100 * rest / total:.4f} %)")
    print(f"total: {total:.6e} +- {math.sqrt(var):.3e} ({100 * math.sqrt(var) / total:.2f} %) "
          f"cubes in all, {total / 48:.4e} classes of 48")
    population_runs()


POPULATION_RUN = re.compile(r"^run (\d+): estimate ([0-9.e+-]+), .* pairings \{(.*)\}")


def population_runs():
    """Each run's estimate X splits by its final replicas' pairings: the share of replicas on
    cubes outside the classes times X is that run's estimate of those cubes."""
    rows = []
    for run in sorted(RUNS.glob("estimate-cube4-pairings-population*")):
        out = (run / "output.txt").read_text().splitlines()
        runs = sum(1 for line in out if line.startswith("run "))
        hits = []
        for m in map(POPULATION_RUN.match, out):
            if m:
                tally = json.loads("{" + m.group(3) + "}")
                outside = tally.get("none", 0) / sum(tally.values())
                hits.append((int(m.group(1)), float(m.group(2)), outside))
        if not hits:
            print(f"{run.name}: {runs} runs, none ended on cubes")
            continue
        total = sum(x for _, x, _ in hits)
        outside = sum(x * f for _, x, f in hits)
        print(f"{run.name}: {runs} runs, {len(hits)} ended on cubes, mean estimate {total / runs:.3e}; "
              f"{sum(f > 0 for *_, f in hits)} of them partly or wholly on cubes outside the classes, "
              f"{100 * outside / total:.1f} % of the summed estimates")
        rows += hits
    total = sum(x for _, x, _ in rows)
    outside = sum(x * f for _, x, f in rows)
    print(f"all: {len(rows)} runs ended on cubes, {sum(f > 0 for *_, f in rows)} of them partly or "
          f"wholly outside the classes, carrying {100 * outside / total:.1f} % of the summed estimates")


if __name__ == "__main__":
    main()
