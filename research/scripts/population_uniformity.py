#!/usr/bin/env python3
"""Does population annealing end on a uniform draw of the figures? The test on small targets
where every figure is known: the 7040 order-4 magic squares, or another target small enough to list.

The share of population-annealing runs that end on order-4 cubes of each shape measures the
shapes' shares of all cubes only if the cube a run ends on is a near-uniform draw
(research/notes/order4-cubes.md, "All simple cubes, by the share of runs"). On the cubes that can only be
checked for the shapes we count, and it failed there. Here it can be checked against every
figure: each run of `examples/population_uniformity.rs` draws one figure, and this script
compares the draws with all the figures (read from stdin, as `cubelab square enumerate --order 4
--format jsonl` prints them), by the family dimension of each figure's complement pairing (the
arrays D = figure - (N + 1)/2 with vanishing line sums and D(s(p)) = -D(p), as for the order-4
cubes), and figure by figure.

Usage: cubelab square enumerate --order 4 --format jsonl | research/scripts/population_uniformity.py OUTPUT...
       cubelab cube enumerate --order 3 --kind semi-magic --format jsonl \
           | research/scripts/population_uniformity.py --target cube:semi-magic:3 OUTPUT...
(the target's lines: square:magic, square:semi-magic, cube:simple, cube:semi-magic, any order;
an OUTPUT whose name ends in .gz is read through gzip)
"""
import gzip
import itertools
import json
import math
import random
import sys

from cube4_pairing_dims import complement_pairing, family_dimension
from significance import chi2_tail, kruskal_wallis, ranks


def target_lines(target):
    """The lines of `shape:kind:order` as lists of cells, cell sum_k x_k n^k (the first
    coordinate fastest, as the example and the enumerators flatten a figure)."""
    shape, kind, order = target.split(":")
    n, dims = int(order), 2 if shape == "square" else 3
    index = lambda x: sum(c * n ** k for k, c in enumerate(x))
    lines = []
    for axis in range(dims):
        for rest in itertools.product(range(n), repeat=dims - 1):
            lines.append([index(rest[:axis] + (t,) + rest[axis:]) for t in range(n)])
    if kind in ("magic", "simple"):
        # The main diagonals (squares) or the 4 space diagonals (cubes): each coordinate runs
        # up or down, the first always up.
        for signs in itertools.product((1, -1), repeat=dims - 1):
            lines.append([index((t,) + tuple(t if s > 0 else n - 1 - t for s in signs)) for t in range(n)])
    return lines


def read_figures(stream):
    """The figures of an enumerator's JSON lines, flattened the first coordinate fastest."""
    figures = []
    for line in stream:
        rec = json.loads(line)
        if rec.get("type") == "result":
            layers = rec["layers"] if "layers" in rec else [rec["rows"]]
            figures.append(tuple(v for layer in layers for row in layer for v in row))
    return figures


def read_draws(path):
    """(schedule line, draws as (ln X, figure) and the number of runs with no figure)."""
    draws, misses, schedule = [], 0, ""
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        for line in f:
            if not line.startswith("run "):
                schedule = schedule or line.strip()
                continue
            rest = line.split(":", 1)[1].split()
            if rest == ["none"]:
                misses += 1
            else:
                draws.append((float(rest[0]), tuple(int(v) for v in rest[1:])))
    return schedule, draws, misses


def stratum_sizes(figures, dims):
    """How many figures each family dimension holds."""
    size = {}
    for s in figures:
        size[dims[s]] = size.get(dims[s], 0) + 1
    return size


def by_dimension(figures, dims, draws):
    """Draws against the figures' shares, stratum by stratum of family dimension."""
    size = stratum_sizes(figures, dims)
    seen = {}
    for _, s in draws:
        seen[dims[s]] = seen.get(dims[s], 0) + 1
    n, chi2 = len(draws), 0.0
    print("  by the family dimension of the figure's complement pairing:")
    for d in sorted(size, reverse=True):
        e = n * size[d] / len(figures)
        o = seen.get(d, 0)
        chi2 += (o - e) ** 2 / e
        lo, hi = poisson_interval(o)
        print(f"    dimension {d}: {size[d]} figures ({100 * size[d] / len(figures):.2f} %), {o} draws against "
              f"{e:.1f} expected: {o / e:.3f} times (95 % {lo / e:.3f}-{hi / e:.3f})")
    k = len(size) - 1
    if k:
        print(f"    chi-square {chi2:.2f} on {k} degrees of freedom, p = {chi2_tail(chi2, k):.3g}")


def poisson_interval(k):
    """Approximate 95 % interval of a Poisson mean from a count k (Wilson-Hilferty)."""
    lo = 0.0 if k == 0 else k * (1 - 1 / (9 * k) - 1.96 / (3 * math.sqrt(k))) ** 3
    k1 = k + 1
    hi = k1 * (1 - 1 / (9 * k1) + 1.96 / (3 * math.sqrt(k1))) ** 3
    return lo, hi


def weighted_by_dimension(figures, dims, draws, runs, resamples=1000, seed=1):
    """The same strata by population annealing's own identity, which needs no uniform draws:
    X times the indicator that a run's draw is in stratum s has mean Z_s (a run that missed
    adds 0), so sum(X 1_s) / sum(X) estimates the stratum's share whatever the draws lean to.
    Its standard error by resampling the runs."""
    size = stratum_sizes(figures, dims)
    share = {d: size[d] / len(figures) for d in size}
    rows = [(math.exp(x), dims[s]) for x, s in draws] + [(0.0, None)] * (runs - len(draws))

    def ratios(sample):
        """Each stratum's share of the sample's summed X over its share of the figures, the
        sums taken in one pass."""
        by, total = {}, 0.0
        for x, d in sample:
            total += x
            by[d] = by.get(d, 0.0) + x
        return {d: by.get(d, 0.0) / total / share[d] for d in size}

    rng = random.Random(seed)
    boot = [ratios([rows[rng.randrange(len(rows))] for _ in rows]) for _ in range(resamples)]
    point = ratios(rows)
    print(f"  the mean of X: {sum(x for x, _ in rows) / runs:.1f} (the figures: {len(figures)}); weighted by X, "
          f"against the figures' shares:")
    for d in sorted(size, reverse=True):
        mean = sum(b[d] for b in boot) / resamples
        se = math.sqrt(sum((b[d] - mean) ** 2 for b in boot) / (resamples - 1))
        print(f"    dimension {d}: {point[d]:.3f} times its share (bootstrap SE {se:.3f})")


def figure_by_figure(figures, draws):
    """Chi-square of the draws over all figures (each expected equally often)."""
    seen = {}
    for _, s in draws:
        seen[s] = seen.get(s, 0) + 1
    e = len(draws) / len(figures)
    chi2 = sum((seen.get(s, 0) - e) ** 2 / e for s in figures)
    k = len(figures) - 1
    print(f"  figure by figure: {len(seen)} of {len(figures)} figures drawn; chi-square {chi2:.0f} on {k} "
          f"degrees of freedom (z {(chi2 - k) / math.sqrt(2 * k):+.2f}), p = {chi2_tail(chi2, k):.3g}")


def weight_ranks(dims, draws):
    """Kruskal-Wallis of ln X by the drawn figure's family dimension: whether where a run ends
    depends on its weight (the check research/notes/order4-cubes.md runs on the cube runs)."""
    rank_of = ranks([x for x, _ in draws])
    groups = {}
    for (_, s), r in zip(draws, rank_of):
        groups.setdefault(dims[s], []).append(r)
    h, k = kruskal_wallis(groups.values(), len(draws)), len(groups) - 1
    if k == 0:
        print("  ln X by the drawn figure's family dimension: every draw in one stratum, nothing to compare")
        return
    print(f"  ln X by the drawn figure's family dimension: Kruskal-Wallis H {h:.2f} on {k} degrees of freedom, "
          f"p = {chi2_tail(h, k):.3g}")


def main():
    args = sys.argv[1:]
    target = "square:magic:4"
    if args[:1] == ["--target"]:
        target, args = args[1], args[2:]
    lines = target_lines(target)
    figures = read_figures(sys.stdin)
    dims = {s: family_dimension(complement_pairing(s), lines) for s in figures}
    print(f"{target}: {len(figures)} figures")
    for path in args:
        schedule, draws, misses = read_draws(path)
        lnx = [x for x, _ in draws]
        mean = sum(lnx) / len(lnx)
        print(f"{path}: {schedule}")
        print(f"  {len(draws) + misses} runs, {len(draws)} on figures; mean ln X {mean:.4f} "
              f"(ln {len(figures)} = {math.log(len(figures)):.4f}), "
              f"sd {math.sqrt(sum((x - mean) ** 2 for x in lnx) / (len(lnx) - 1)):.4f}")
        by_dimension(figures, dims, draws)
        weighted_by_dimension(figures, dims, draws, len(draws) + misses)
        figure_by_figure(figures, draws)
        weight_ranks(dims, draws)


if __name__ == "__main__":
    main()
