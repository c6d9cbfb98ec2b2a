#!/usr/bin/env python3
"""Simple order-4 magic cubes whose complement pairing is a line automorphism: the total.

Reads the recorded runs (docs/runs/estimate-*): every class of pairings from the families run
(smc), with the mirror class (the largest) pooled by inverse variance with its two knuth runs,
and prints each class's share and the total with its standard error. The families are
disjoint, so the total is the sum of (pairings in the class) x (cubes of one pairing).

Then the population-annealing runs on all simple cubes (the example's `pairings` mode): how
many runs ended on cubes, the pairing class of each, and the share of the runs' summed
estimates carried by cubes whose pairing is in none of the classes, with a bootstrap interval
over the runs (every run, those that ended on no cube included, resampled with replacement),
and what that share makes of the total of all simple cubes: the classes' total / (1 - share).
Last, the same by the share of runs rather than of weights: the cubes counted (the classes and
the plane-wise and plane-swapping sets) over 1 - the share of runs ending on cubes of a shape
none of them counts, with its standard error, and a check of the assumption it rests on (that
the cube a run ends on is a near-uniform draw from all cubes): the runs' shares of the strata
counted against the strata's shares of the count (and, finer, by the shape and family dimension
of the cubes), and one that needs no count: whether the runs ending in each stratum carry the
same weights as the rest.
"""
import functools
import itertools
import json
import random
import math
import re
from pathlib import Path

from cube4_pairing_dims import (dim, from_name, is_plane_swap, is_plane_wise, keeps_all_lines, keeps_planes_of,
                                kept_lines, kept_planes, pairing_of)
from pool_estimates import pool
from significance import chi2_tail, kruskal_wallis, mean_rank, ranks, wilson

# A run's cube is asked its family's dimension by `shape`, by the report of cubes of no shape
# and by the table by dimension: one rank elimination a pairing, not three.
dim = functools.lru_cache(maxsize=None)(dim)

RUNS = Path(__file__).resolve().parents[2] / "docs" / "runs"
ESTIMATE = re.compile(r"estimate ([0-9.e+-]+) \+- ([0-9.e+-]+)")
# A class's line in the families run: its index, its pairings and the name of its first pairing.
CLASS = re.compile(r"^class (\d+) \((\d+) pairings, keeps diagonals \w+, (.*); \d+ steps")
MIRROR = 15  # x -> 3 - x: `--pairs mirror` builds the same 32 pairs


def estimate(line):
    m = ESTIMATE.search(line)
    return float(m.group(1)), float(m.group(2))


def estimate_cli(path):
    """The estimate and its standard error from a `cubelab ... estimate` text output."""
    m = re.search(r"^estimate ([0-9.e+-]+) ± ([0-9.e+-]+)", path.read_text(), re.M)
    return float(m.group(1)), float(m.group(2))


def main():
    classes, names = {}, {}
    for line in (RUNS / "estimate-cube4-pairing-families" / "output.txt").read_text().splitlines():
        m = CLASS.match(line)
        if m:
            classes[int(m.group(1))] = (int(m.group(2)), *estimate(line))
            names[int(m.group(1))] = m.group(3)
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
    # The CLI's pairings method (one class drawn a sample) estimates the same total from
    # samples of its own.
    cli = estimate_cli(RUNS / "estimate-pairings-cube4" / "output.txt")
    z = (cli[0] - total) / math.hypot(cli[1], math.sqrt(var))
    print(f"the CLI's pairings method: {cli[0]:.6e} +- {cli[1]:.3e} ({100 * cli[1] / cli[0]:.2f} %), "
          f"{z:+.2f} combined standard errors from the classes' total")
    total, se = pool([(total, math.sqrt(var)), cli])
    print(f"both pooled: {total:.6e} +- {se:.3e} ({100 * se / total:.2f} %) cubes in all, "
          f"{total / 48:.4e} classes of 48")
    strata = {MIRROR_STRATUM: n_class(classes, MIRROR), CLASS0_STRATUM: n_class(classes, 0)}
    strata[SMALL] = total - sum(strata.values())
    counted, counted_se = plane_wise(total, se, strata)
    share = population_runs()
    bootstrap(share, total, se)
    p = by_runs(share, total, counted, counted_se)
    calibration(strata, counted)
    by_shape_and_dimension(classes, names)
    small_family_sensitivity(strata, counted, p)
    weight_ranks()


def n_class(classes, k):
    """The cubes of class k: its pairings times the cubes of one pairing."""
    return classes[k][0] * classes[k][1]



STRATUM = re.compile(r"^dimension (\d+)( on two axes)?: .* patterns; .*: ([0-9.e+-]+) \+- ([0-9.e+-]+) cubes")


@functools.lru_cache(maxsize=None)
def strata(run):
    """The plane-wise run's estimate of each stratum of dimension it finished. A stratum of
    patterns plane-wise along two axes ("on two axes", the planewide mode) counts at half
    weight: the other half of its cubes is the same stratum seen along the other axis."""
    out = (RUNS / run / "output.txt").read_text().splitlines()
    found = {}
    for m in filter(None, map(STRATUM.match, out)):
        w = 0.5 if m.group(2) else 1.0
        est, var = found.get(int(m.group(1)), (0.0, 0.0))
        found[int(m.group(1))] = (est + w * float(m.group(3)), var + (w * float(m.group(4))) ** 2)
    return {d: (m, var**0.5) for d, (m, var) in found.items()}


def summed(runs, label):
    """The strata of dimension the runs estimated, each from the first run (in `runs`) that has
    it; the sum for the planes x = c and its variance. A run not recorded is named."""
    for run in runs:
        if not (RUNS / run / "output.txt").exists():
            print(f"  {label}: run {run} not recorded, left out")
    total, var = 0.0, 0.0
    for d, (m, se, run) in by_dimension(runs).items():
        print(f"  {label}, dimension {d}: {m:.4e} +- {se:.2e} ({run})")
        total, var = total + m, var + se * se
    return total, var


def by_dimension(runs):
    """Each stratum of dimension the recorded runs estimated (highest first), from the first run
    (in `runs`) that has it: dimension -> (estimate, its standard error, the run)."""
    found = {}
    for run in runs:
        if (RUNS / run / "output.txt").exists():
            for d, (m, se) in strata(run).items():
                found.setdefault(d, (m, se, run))
    return dict(sorted(found.items(), reverse=True))


# The count's sets beyond the classes: their shape (as `shape` names it), their runs (a
# stratum of dimension from the first run that has it) and their label.
SETS = (
    ("grid", ["estimate-cube4-planewise-ordered-top", "estimate-cube4-planewise-ordered-low"], "grid"),
    ("wider", ["estimate-cube4-planewide-w4-13", "estimate-cube4-planewide-w4-12", "estimate-cube4-planewide-w4-11"],
     "wider"),
    ("wider", ["estimate-cube4-planewide-w2-11"], "wider, a plane with W of 2 or 3"),
    ("swap", ["estimate-cube4-planeswaps-ordered-top", "estimate-cube4-planeswaps-ordered-low"], "swaps"),
)


def plane_wise(classes_total, classes_se, strata):
    """The plane-wise cubes: every plane of one direction mapped onto itself, not a line
    automorphism. The runs count the planes x = c; the planes of y and z give as many (the
    cube's rotations map the sets onto each other), each cube counted once (the grid sets of
    two axes share only line automorphisms, which are left out).

    - the grid patterns (the example's planewise mode: each plane by one of the 51 pairings that
      keep its rows and columns), every ordered pattern listed by dimension: the top strata
      (14-12) family class by family class, the rest (11-4) drawn;
    - the wider patterns (planewide mode): some plane by a pairing outside the 51 whose space
      has 4 or more dimensions and forces no repeated value by itself, the patterns of
      dimension 11 and up found by search (14 and up are all forced empty); then, apart, those
      with some plane whose space has 2 or 3 dimensions (the BELOW argument); a pattern
      plane-wise along two axes is counted once between them, and none of these is in a set
      of grid patterns (such patterns are left to the grid runs);
    - the plane-swapping patterns (planeswaps mode), the strata run.
    The first plane-wise runs (estimate-cube4-planewise, -planewise-top, -planeswaps) listed
    sorted choices of the planes, taking every order of the planes to have a family of one
    size, which is false (a permutation of x moves the space diagonals); they are superseded.
    Each set's total in the three directions goes into `strata` by its shape."""
    grid, wide, narrow, swaps = (summed(runs, label) for _, runs, label in SETS)
    both, both_var = classes_total, classes_se**2
    for (m, var), what, shape in (
            (grid, "plane-wise (grid)", "grid"), (wide, "plane-wise (wider, dimension 11 and up)", "wider"),
            (narrow, "plane-wise (wider, a plane with W of 2 or 3, dimension 11 and up)", "wider"),
            (swaps, "plane-swapping", "swap")):
        m3, se3 = 3 * m, 3 * var**0.5
        strata[STRATUM_OF[shape]] = strata.get(STRATUM_OF[shape], 0.0) + m3
        both, both_var = both + m3, both_var + se3**2
        print(f"{what}, the three directions: {m3:.4e} +- {se3:.2e}"
              + (f" ({100 * se3 / m3:.1f} %)" if m3 else ""))
        print(f"  classes and the sets so far: {both:.6e} +- {both_var**0.5:.3e} "
              f"({100 * both_var**0.5 / both:.2f} %) cubes, {both / 48:.4e} classes of 48")
    return both, both_var**0.5


POPULATION_RUN = re.compile(r"^run (\d+): estimate ([0-9.e+-]+), .* pairings \{(.*)\}")


def by_seed(path):
    """Sort key putting the sets in the order of their seeds (seed100 after seed99)."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", path.name)]


def finished(out):
    """Whether a set's output is whole: the example prints its weighted share last."""
    return any("share of the found cubes" in line for line in out)


def population_runs():
    """Each run's estimate X splits by its final replicas' pairings: the share of replicas on
    cubes outside the classes times X is that run's estimate of those cubes."""
    rows, every = [], []
    for run in sorted(RUNS.glob("estimate-cube4-pairings-population*"), key=by_seed):
        out = (run / "output.txt").read_text().splitlines()
        if not finished(out):
            print(f"{run.name}: not finished, left out")
            continue
        runs = sum(1 for line in out if line.startswith("run "))
        every += [(0.0, 0.0)] * runs
        hits = []
        for k, m in enumerate(map(POPULATION_RUN.match, out)):
            if m:
                tally = json.loads("{" + m.group(3) + "}")
                outside = tally.get("none", 0) / sum(tally.values())
                hits.append((int(m.group(1)), float(m.group(2)), outside))
                shapes = None
                pairings = cube_pairings(out[k + 1:])
                if outside > 0:
                    shapes = plane_wise_share(run.name, m.group(1), float(m.group(2)) * outside, pairings)
                HITS.append((majority_stratum(tally, shapes), float(m.group(2)), cube_shapes(pairings)))
                every[len(every) - runs + int(m.group(1)) - first_run(out)] = (float(m.group(2)), outside)
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
    print(f"all: {len(every)} runs, {len(rows)} ended on cubes, {sum(f > 0 for *_, f in rows)} of them partly or "
          f"wholly outside the classes, carrying {100 * outside / total:.1f} % of the summed estimates")
    for kind in ("grid", "wider"):
        pw = sum(OUTSIDE_PLANE_WISE[kind])
        print(f"of that, on plane-wise cubes ({kind}): {100 * pw / total:.1f} % of the summed estimates")
    rest = outside - sum(sum(v) for v in OUTSIDE_PLANE_WISE.values())
    print(f"on other cubes outside the classes: {100 * rest / total:.1f} %")
    # Unweighted: a run's final replicas are near-uniform draws from the cubes it reached, so
    # the share of runs that end outside the classes also measures the share of the cubes
    # there, free of the weights' heavy tail (and of their unbiasedness).
    k, n = sum(f > 0 for *_, f in rows), len(rows)
    lo, hi = wilson(k, n)
    print(f"runs ending outside the classes: {k} of {n} ({100 * k / n:.1f} %; Wilson 95 % interval "
          f"[{100 * lo:.1f} %, {100 * hi:.1f} %])")
    return every


OUTSIDE_PLANE_WISE = {"grid": [], "wider": []}
# The runs that ended (wholly or partly) on cubes outside the classes, by the shapes found.
OUTSIDE_SHAPES = []
# Every run that ended on cubes: the stratum of the count that most of its replicas are in, the
# run's estimate (its weight), and the shape and family dimension of each distinct cube.
HITS = []
# The strata of the calibration: the two largest classes, the grid plane-wise cubes, and the
# rest counted together (the other classes, the wider plane-wise and the plane-swapping cubes:
# 3 % of the count, each alone too rare to expect more than a few runs).
SMALL = "the other classes, wider plane-wise and plane swaps"
# The two strata of large families (dimensions 16 and 15); every other stratum is of 14 and below.
MIRROR_STRATUM, CLASS0_STRATUM = "mirror class (15)", "class 0"
# The stratum of a run that ended mostly on cubes of a shape no set counts.
NOT_COUNTED = "not counted"
# The shapes the count's sets count (its keys), each with its stratum.
STRATUM_OF = {"grid": "grid plane-wise", "wider": SMALL, "swap": SMALL}


def shape(s):
    """The shape of a pairing outside the classes, as the count's sets see it: "grid", "swap"
    or "wider" when one of the sets counts it (grid and swap patterns down to dimension 4, the
    lowest there is; wider ones down to 11, where their search stopped), otherwise "other" or
    the set's name and the dimension below its strata."""
    if is_plane_wise(s):
        kind, lowest = "grid", 4
    elif is_plane_swap(s):
        kind, lowest = "swap", 4
    elif keeps_planes(s):
        kind, lowest = "wider", 11
    else:
        return "other"
    d = dim(s)
    return kind if d >= lowest else f"{kind} of dimension {d}"


def majority_stratum(tally, shapes):
    """The stratum of the count holding most of a run's final replicas: the mirror class, class
    0, the other classes, or (when most are outside the classes) the shape of its first cube
    outside them ("not counted" for a shape no set counts)."""
    key = max(tally, key=tally.get)
    if key == f"class {MIRROR}":
        return MIRROR_STRATUM
    if key == "class 0":
        return CLASS0_STRATUM
    if key.startswith("class "):
        return SMALL
    first = shapes[0] if shapes else "other"
    return STRATUM_OF.get(first, NOT_COUNTED)


def plane_wise_share(name, run, weight, pairings):
    """The weight a run puts outside the classes, split by the shape of the cubes it ended on
    outside the classes (runs end on one or two cubes): plane-wise by grid pairings (every
    plane of one direction mapped onto itself, the lines of the other two directions onto
    lines), plane-wise by wider pairings (the planes mapped onto themselves, not all those
    lines kept), or other; for the cubes of no shape counted, their families' dimensions and
    the most lines and planes their pairings keep."""
    cubes, uncounted = [], []
    for s in pairings:
        if not keeps_all_lines(s):
            cubes.append(shape(s))
            if cubes[-1] not in STRATUM_OF:
                uncounted.append(s)
    print(f"  {name} run {run}: {len(cubes)} cube(s) outside the classes: {cubes}")
    if uncounted:
        print(f"    of no shape counted: families of dimension {sorted({dim(s) for s in uncounted})}; "
              f"at most {max(sum(kept_lines(s, d) for d in range(3)) for s in uncounted)} of the 48 lines "
              f"and {max(sum(kept_planes(s, d) for d in range(3)) for s in uncounted)} of the 12 planes "
              f"mapped onto lines and planes")
    OUTSIDE_SHAPES.append(set(cubes))
    for kind in OUTSIDE_PLANE_WISE:
        share = cubes.count(kind) / len(cubes) if cubes else 0.0
        OUTSIDE_PLANE_WISE[kind].append(weight * share)
    return cubes


def cube_pairings(rest):
    """The complement pairings of the distinct cubes a run ended on (the `  cube` lines after
    its own)."""
    return list(map(pairing_of, itertools.takewhile(lambda line: line.startswith("  cube "), rest)))


def cube_shapes(pairings):
    """The shape ("class" for a line automorphism) and family dimension of each of a run's
    cubes, by their pairings."""
    return [("class" if keeps_all_lines(s) else shape(s), dim(s)) for s in pairings]


def by_shape_and_dimension(classes, names):
    """The calibration finer: the runs on cubes by the shape and family dimension of the cubes
    they ended on (a run split evenly over its distinct cubes), against the count's cubes of
    that shape and dimension (the classes by the dimension of their pairings, the sets by their
    strata, in the three directions; `names` gives each class's pairing, as the families run names
    it). Where the strata above lean, this says which families."""
    counted = {}
    for k, (n, m, _) in classes.items():
        key = ("class", dim(tuple(from_name(names[k]))))
        counted[key] = counted.get(key, 0.0) + n * m
    for kind, runs, _ in SETS:
        for d, (m, _, _) in by_dimension(runs).items():
            counted[(kind, d)] = counted.get((kind, d), 0.0) + 3 * m
    seen = {}
    for _, _, cubes in HITS:
        for key in cubes:
            seen[key] = seen.get(key, 0.0) + 1 / len(cubes)
    n = sum(v for key, v in seen.items() if key in counted)
    total = sum(counted.values())
    print(f"the runs on cubes by the shape and family dimension of their cubes ({n:.1f} runs on counted shapes), "
          f"against the count:")
    for key in sorted(set(counted) | set(seen), key=lambda t: (-t[1], str(t[0]))):
        expected = n * counted.get(key, 0.0) / total
        if expected >= 0.5 or seen.get(key, 0.0) > 0:
            what = f"{counted[key]:.3e} cubes, expected {expected:.1f}" if key in counted else "not counted"
            print(f"  {key[0]}, dimension {key[1]}: {seen.get(key, 0.0):.1f} runs; {what}")


def keeps_planes(s):
    """Whether `s` maps every plane of some direction onto itself."""
    return any(keeps_planes_of(s, d) for d in range(3))


def first_run(out):
    """The number of a file's first run (its runs are numbered on from it)."""
    return next(int(line.split()[1].rstrip(":")) for line in out if line.startswith("run "))


def bootstrap(every, classes_total, classes_se, resamples=20000, seed=1):
    """The share outside the classes, sum(X f) / sum(X), over resamples of the runs, and the
    total of all simple cubes it implies. The runs' X are heavy-tailed (one run can carry a
    third of the sum), so the interval is itself rough: it says how far these runs can pin
    the share, not more."""
    rng = random.Random(seed)
    n = len(every)
    shares = []
    for _ in range(resamples):
        pick = [every[rng.randrange(n)] for _ in range(n)]
        total = sum(x for x, _ in pick)
        if total > 0:
            shares.append(sum(x * f for x, f in pick) / total)
    shares.sort()
    lo, mid, hi = (shares[int(q * (len(shares) - 1))] for q in (0.025, 0.5, 0.975))
    share = sum(x * f for x, f in every) / sum(x for x, _ in every)
    print(f"share outside the classes: {100 * share:.2f} %; bootstrap ({resamples} resamples of the "
          f"{n} runs, seed {seed}): median {100 * mid:.2f} %, 95 % interval [{100 * lo:.2f} %, {100 * hi:.2f} %]")
    heaviest = max(every, key=lambda run: run[0])
    rest = [run for run in every if run is not heaviest]
    without = sum(x * f for x, f in rest) / sum(x for x, _ in rest)
    print(f"the heaviest run alone carries {100 * heaviest[0] / sum(x for x, _ in every):.1f} % of the "
          f"summed estimates ({100 * heaviest[1]:.0f} % of it outside); without it the share is {100 * without:.2f} %")
    print(f"all simple cubes = classes' total / (1 - share): {classes_total / (1 - share):.4e}; "
          f"95 % interval [{classes_total / (1 - lo):.4e}, {classes_total / (1 - hi):.4e}] "
          f"(the classes' own {100 * classes_se / classes_total:.2f} % aside)")


def by_runs(every, classes_total, counted, counted_se):
    """All simple cubes by the share of runs, not of weights: the cube a run ends on is close to
    a uniform draw from all cubes (its last temperature's target is uniform over them), so the
    share of the runs that end on cubes of a shape nothing here counts estimates the share of
    those cubes (close, not exact: a run that freezes early favours the cubes easier to reach).
    A run counts as outside when any of its final replicas is, which overstates the share.
    The same share for the classes alone checks the near-uniformity against the counts."""
    n = sum(x > 0 for x, _ in every)  # the runs that ended on cubes
    inside = n - len(OUTSIDE_SHAPES)
    lo, hi = wilson(inside, n)
    print(f"runs ending inside the classes: {inside} of {n} ({100 * inside / n:.1f} %; Wilson 95 % "
          f"interval [{100 * lo:.1f} %, {100 * hi:.1f} %]); the classes' share of the cubes counted: "
          f"{100 * classes_total / counted:.1f} %")
    other = sum(not shapes <= STRATUM_OF.keys() for shapes in OUTSIDE_SHAPES)
    p = other / n
    lo, hi = wilson(other, n)
    print(f"runs ending on cubes of a shape not counted: {other} of {n} ({100 * p:.2f} %; Wilson 95 % "
          f"interval [{100 * lo:.2f} %, {100 * hi:.2f} %])")
    all_cubes = counted / (1 - p)
    count_rel = counted_se / counted
    print(f"all simple cubes = cubes counted / (1 - that share): {all_cubes:.4e}; "
          f"95 % interval [{counted / (1 - lo):.4e}, {counted / (1 - hi):.4e}] (the count's own "
          f"{100 * count_rel:.2f} % aside); {all_cubes / 48:.4e} classes of 48")
    # The same with a standard error: the share's binomial variance p (1 - p) / n divided by
    # (1 - p)^2 (the delta method on 1 / (1 - p)), added to the count's relative variance.
    share_rel = math.sqrt(p / (n * (1 - p)))
    rel = math.hypot(count_rel, share_rel)
    print(f"with a standard error: {all_cubes:.4e} +- {rel * all_cubes:.2e} ({100 * rel:.2f} %; the share's "
          f"{100 * share_rel:.2f} %, the count's {100 * count_rel:.2f} %), {all_cubes / 48:.4e} classes of 48")
    return p


def counted_hits():
    """The runs that ended mostly on counted cubes: the sample both checks of uniformity read."""
    return sum(s != NOT_COUNTED for s, *_ in HITS)


def in_stratum(name):
    """How many runs ended mostly on cubes of stratum `name`."""
    return sum(s == name for s, *_ in HITS)


def calibration(strata, counted):
    """The assumption the share of runs rests on, checked where the count can check it: the runs
    that ended mostly on counted cubes, by stratum, against each stratum's share of the count
    (a chi-square test of goodness of fit)."""
    n = counted_hits()
    print(f"the runs ending mostly on counted cubes ({n}), by stratum, against the count's shares:")
    chi2 = 0.0
    for name, cubes in strata.items():
        seen = in_stratum(name)
        expected = n * cubes / counted
        chi2 += (seen - expected) ** 2 / expected
        print(f"  {name}: {seen} runs ({100 * seen / n:.1f} %), expected {expected:.1f} "
              f"({100 * cubes / counted:.2f} % of the cubes counted)")
    k = len(strata) - 1
    print(f"chi-square {chi2:.2f} on {k} degrees of freedom: p = {chi2_tail(chi2, k):.3f}")


def small_family_sensitivity(strata, counted, p):
    """What the total would be if the runs drew the cubes of no shape counted (families of
    dimension 13 and below) as seldom, against their size, as they draw the counted strata of
    small families (dimension 14 and below: all but the mirror class and class 0). The
    chi-square above spreads its power over four strata; this one-sided comparison is sharper,
    and sizes the bias it shows (a point figure from the observed ratio, not a bound: the
    ratio's own interval is printed beside it)."""
    small = [name for name in strata if name not in (MIRROR_STRATUM, CLASS0_STRATUM)]
    n = counted_hits()
    seen = sum(in_stratum(name) for name in small)
    q = sum(strata[name] for name in small) / counted
    lo, hi = wilson(seen, n)
    ratio = seen / (n * q)
    print(f"the strata of families of dimension 14 and below: {seen} runs against {n * q:.1f} expected, "
          f"drawn {ratio:.2f} times as often as their size (95 % interval {lo / q:.2f} to {hi / q:.2f})")
    if ratio > 0 and p / ratio < 1:
        corrected = counted / (1 - p / ratio)
        plain = counted / (1 - p)
        print(f"if the cubes of no shape were drawn as seldom: their share {100 * p / ratio:.2f} %, all simple "
              f"cubes {corrected:.4e} ({100 * (corrected / plain - 1):+.2f} % on the share's figure)")


def weight_ranks():
    """A check of the same assumption that needs no count: whether the stratum a run ends in is
    independent of its weight X. Population annealing's X times the share of a run's final
    replicas in a stratum s is an unbiased estimate of that stratum's cubes Z_s, so among the
    runs that end on cubes the share ending in s has mean Z_s / Z - Cov(X, 1_s) / E[X] (both
    moments over those runs): the share of runs is unbiased for a stratum exactly when the
    runs ending there carry no more and no less weight than the rest.
    The weights are too heavy-tailed to estimate that covariance, so the check is on ranks:
    each stratum's mean rank of X among the runs on cubes (a z above 0: heavier runs end there),
    and the Kruskal-Wallis test of them all. The ranks show whether where a run ends depends on
    its weight, not the covariance's sign: that is carried by the heavy tail they ignore."""
    n = len(HITS)
    rank = ranks([x for _, x, *_ in HITS])
    print(f"the weights' ranks among the {n} runs on cubes, by stratum (mean rank {(n + 1) / 2:.1f} if independent):")
    groups = {name: [rank[i] for i in range(n) if HITS[i][0] == name] for name in dict.fromkeys(s for s, *_ in HITS)}
    for name, g in groups.items():
        k, mean, z = mean_rank(g, n)
        print(f"  {name}: {k} runs, mean rank {mean:.1f}, z {z:+.2f}")
    h = kruskal_wallis(groups.values(), n)
    dof = len(groups) - 1
    print(f"Kruskal-Wallis H {h:.2f} on {dof} degrees of freedom: p = {chi2_tail(h, dof):.3f}")
    large = (MIRROR_STRATUM, CLASS0_STRATUM, NOT_COUNTED)
    k, mean, z = mean_rank([rank[i] for i in range(n) if HITS[i][0] not in large], n)
    print(f"the counted strata of families of dimension 14 and below together: {k} runs, mean rank {mean:.1f}, z {z:+.2f}")


if __name__ == "__main__":
    main()
