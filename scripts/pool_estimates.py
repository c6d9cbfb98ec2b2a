#!/usr/bin/env python3
"""Pools the estimates of several recorded runs of one figure (different seeds, so
`cubelab merge`, which merges the shards of one run, refuses them), by samples and by inverse
variance, and sets the pools beside the published figures the runs print.

Usage: scripts/pool_estimates.py docs/runs/estimate-A docs/runs/estimate-B ...

Each run's output.txt (its resummary.txt if it has one: the same units re-printed by a newer
binary) gives the estimate up to symmetry with its standard error; the published figures are
read from the first run's lines, with the convention each carries (a 99 % interval is
divided by 2.576 to give a standard error, as src/estimate/reference.rs does).

Two pools are printed. By samples (each run weighted by its number of samples) is the one to
quote for runs of one estimator with the same settings: their samples are alike, so this is
the mean of all of them, unbiased. By inverse variance is for runs of different settings; it
weights each run by its own estimated variance, and under a heavy tail a run whose samples
happened to vary less (and so, often, to be lower) gets too much weight.
"""
import math
import os
import re
import sys

Z99 = 2.576
NUM = r"[0-9.]+(?:e[+-]?[0-9]+)?"
UP_TO = re.compile(rf"up to the \d+ symmetries of the \w+: ({NUM}) ± ({NUM})")
SAMPLES = re.compile(r"^(\d+) samples in")
PUBLISHED = re.compile(
    r"^published \((?P<who>[^)]*)\): (?P<mant>[0-9.]+)\((?P<err>\d+)\)e(?P<exp>\d+) "
    r"\(± (?P<conv>a 99 % interval|one standard error)\)"
)


def run_output(run):
    for name in ("resummary.txt", "output.txt"):
        path = os.path.join(run, name)
        if os.path.exists(path):
            with open(path) as f:
                return f.read()
    sys.exit(f"pool_estimates.py: {run} has no output.txt")


def estimate_of(text, run):
    m = UP_TO.search(text)
    if not m:
        sys.exit(f"pool_estimates.py: no estimate up to symmetry in {run}")
    samples = next((int(s.group(1)) for s in map(SAMPLES.match, text.splitlines()) if s), 0)
    return float(m.group(1)), float(m.group(2)), samples


def published_of(text):
    """(who, value, standard error) of each published figure the run prints."""
    out = []
    for line in text.splitlines():
        m = PUBLISHED.match(line)
        if not m:
            continue
        decimals = len(m["mant"].split(".")[1]) if "." in m["mant"] else 0
        scale = 10.0 ** int(m["exp"])
        half = int(m["err"]) * 10.0 ** -decimals * scale
        se = half / Z99 if m["conv"].startswith("a 99") else half
        out.append((m["who"], float(m["mant"]) * scale, se))
    return out


def pool(estimates):
    """Inverse-variance pool: mean, standard error, chi-square of the runs about it."""
    weights = [1 / se**2 for _, se, _ in estimates]
    mean = sum(w * x for w, (x, _, _) in zip(weights, estimates)) / sum(weights)
    se = 1 / math.sqrt(sum(weights))
    chi2 = sum(((x - mean) / s) ** 2 for x, s, _ in estimates)
    return mean, se, chi2


def pool_by_samples(estimates):
    """The mean of all the runs' samples: each run weighted by its sample count."""
    total = sum(n for _, _, n in estimates)
    if any(n == 0 for _, _, n in estimates):
        return None
    mean = sum(n * x for x, _, n in estimates) / total
    se = math.sqrt(sum((n * s) ** 2 for _, s, n in estimates)) / total
    return mean, se


def main(runs):
    if not runs:
        sys.exit(__doc__)
    if len({os.path.realpath(r) for r in runs}) < len(runs):
        sys.exit("pool_estimates.py: a run is named twice; its samples would count twice")
    texts = [run_output(r) for r in runs]
    estimates = [estimate_of(t, r) for t, r in zip(texts, runs)]
    for run, (x, se, n) in zip(runs, estimates):
        print(f"{run}: {x:.6e} ± {se:.3e} ({100 * se / x:.4f} %), {n} samples")
    mean, se, chi2 = pool(estimates)
    pools = [("by inverse variance", mean, se)]
    by_samples = pool_by_samples(estimates)
    if by_samples:
        pools.insert(0, ("by samples", *by_samples))
    for how, m, s in pools:
        print(f"pooled {how}: {m:.6e} ± {s:.3e} ({100 * s / m:.4f} %)")
    print(f"the runs about the inverse-variance pool: chi-square {chi2:.2f} on "
          f"{len(runs) - 1} degrees of freedom")
    for who, value, pse in published_of(texts[0]):
        zs = ", ".join(f"{(value - m) / math.hypot(s, pse):+.2f} {how}" for how, m, s in pools)
        print(f"published ({who}): {value:.6e}, standard error {100 * pse / value:.4f} %; "
              f"combined standard errors from the pool: {zs}")


if __name__ == "__main__":
    main(sys.argv[1:])
