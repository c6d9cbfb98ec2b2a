#!/usr/bin/env python3
"""Pools the estimates of several recorded runs of one figure (different seeds, so
`cubelab merge`, which merges the shards of one run, refuses them), by samples and by inverse
variance, and sets the pools beside the published figures the runs print.

Usage: research/scripts/pool_estimates.py docs/runs/estimate-A docs/runs/estimate-B ...

Each run's output.txt (its resummary.txt if it has one: the same units re-printed by a newer
binary) gives the estimate up to symmetry with its standard error; the published figures are
read from the first run's lines, with the convention each carries (a 99 % interval is
divided by 2.576 to give a standard error, as src/estimate/reference.rs does).

Two pools are printed. By samples (each run weighted by its number of samples) is the one to
quote for runs of one estimator with the same settings (their headings agree but for units
and seed; otherwise it is not printed): their samples are alike, so this is the mean of all
of them, unbiased. By inverse variance is for runs of different settings; it
weights each run by its own estimated variance, and under a heavy tail a run whose samples
happened to vary less (and so, often, to be lower) gets too much weight.
"""
import math
import os
import re
import sys

from pathlib import Path

# scientific.py is a product script (scripts/), shared with scripts/checkpoint_interim.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from scientific import sci  # noqa: E402

Z99 = 2.576
# Kept as mantissa and exponent: from order 15 on the figures pass a float's 1.8e308.
UP_TO = re.compile(r"up to the \d+ symmetries of the \w+: ([0-9.]+)e([+-]?\d+) ± ([0-9.]+)e([+-]?\d+)")
SAMPLES = re.compile(r"^(\d+) samples in")
POOLED = re.compile(r"^pooled by samples: ([0-9.]+)e(\d+) ± ([0-9.]+)e(\d+)", re.M)
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


def recorded(run):
    """A run's estimate up to symmetry, x 10^exponent ± se 10^exponent, as (x, se, exponent,
    samples); research/scripts/e_number_squares.py reads its runs through this too."""
    return estimate_in(run_output(run), run)


def recorded_pool(name):
    """A pool this script printed to docs/runs/pool-NAME/output.txt (research/scripts/record_pools.sh),
    its pool by samples as (x, se, exponent) like `recorded`; None where none is recorded."""
    path = os.path.join("docs/runs", f"pool-{name}", "output.txt")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        m = POOLED.search(f.read())
    if not m:
        return None
    exponent = int(m.group(2))
    return float(m.group(1)), float(m.group(3)) * 10.0 ** (int(m.group(4)) - exponent), exponent


def estimate_in(text, run):
    m = UP_TO.search(text)
    if not m:
        sys.exit(f"pool_estimates.py: no estimate up to symmetry in {run}")
    exponent = int(m.group(2))
    se = float(m.group(3)) * 10.0 ** (int(m.group(4)) - exponent)
    samples = next((int(s.group(1)) for s in map(SAMPLES.match, text.splitlines()) if s), 0)
    return float(m.group(1)), se, exponent, samples


def setting_in(text):
    """The run's heading without its units and seed: what makes its samples alike."""
    heading = next((line for line in text.splitlines() if " estimator (" in line and not line.startswith("#")), "")
    return re.sub(r", \d+ units of \d+ samples?, seed \d+$", "", heading)


def published_of(text, exponent):
    """(who, value, standard error) of each published figure the run prints, in units of
    10^exponent."""
    out = []
    for line in text.splitlines():
        m = PUBLISHED.match(line)
        if not m:
            continue
        decimals = len(m["mant"].split(".")[1]) if "." in m["mant"] else 0
        scale = 10.0 ** (int(m["exp"]) - exponent)
        half = int(m["err"]) * 10.0 ** -decimals * scale
        se = half / Z99 if m["conv"].startswith("a 99") else half
        out.append((m["who"], float(m["mant"]) * scale, se))
    return out


def pool(pairs):
    """Inverse-variance pool of (estimate, standard error) pairs: (mean, standard error)."""
    weights = [1 / se**2 for _, se in pairs]
    mean = sum(w * x for w, (x, _) in zip(weights, pairs)) / sum(weights)
    return mean, 1 / math.sqrt(sum(weights))


def pool_by_samples(estimates):
    """The mean of all the runs' samples: each (estimate, SE, samples) weighted by its count."""
    if any(n == 0 for _, _, n in estimates):
        return None
    total = sum(n for _, _, n in estimates)
    mean = sum(n * x for x, _, n in estimates) / total
    se = math.sqrt(sum((n * s) ** 2 for _, s, n in estimates)) / total
    return mean, se


def main(runs):
    if not runs:
        sys.exit(__doc__)
    if len({os.path.realpath(r) for r in runs}) < len(runs):
        sys.exit("pool_estimates.py: a run is named twice; its samples would count twice")
    texts = [run_output(r) for r in runs]
    read = [estimate_in(t, r) for t, r in zip(texts, runs)]
    exponent = read[0][2]  # every run's figure in units of 10^exponent
    estimates = [(x * 10.0 ** (e - exponent), se * 10.0 ** (e - exponent), n) for x, se, e, n in read]
    for run, (x, se, n) in zip(runs, estimates):
        print(f"{run}: {sci(x, exponent, 6)} ± {sci(se, exponent, 3)} ({100 * se / x:.4f} %), {n} samples")
    mean, se = pool([(x, s) for x, s, _ in estimates])
    chi2 = sum(((x - mean) / s) ** 2 for x, s, _ in estimates)
    pools = [("by inverse variance", mean, se)]
    by_samples = pool_by_samples(estimates)
    if len({setting_in(t) for t in texts}) > 1:
        print("the runs' estimators or settings differ, so their samples are not alike: no pool by samples")
    elif by_samples:
        pools.insert(0, ("by samples", *by_samples))
    for how, m, s in pools:
        print(f"pooled {how}: {sci(m, exponent, 6)} ± {sci(s, exponent, 3)} ({100 * s / m:.4f} %)")
    print(f"the runs about the inverse-variance pool: chi-square {chi2:.2f} on "
          f"{len(runs) - 1} degrees of freedom")
    for who, value, pse in published_of(texts[0], exponent):
        zs = ", ".join(f"{(value - m) / math.hypot(s, pse):+.2f} {how}" for how, m, s in pools)
        print(f"published ({who}): {sci(value, exponent, 6)}, standard error {100 * pse / value:.4f} %; "
              f"combined standard errors from the pool: {zs}")


if __name__ == "__main__":
    main(sys.argv[1:])
