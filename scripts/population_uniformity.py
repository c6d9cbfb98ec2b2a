#!/usr/bin/env python3
"""Does population annealing end on a uniform draw of the figures? The test on the order-4
magic squares, where all 7040 are known.

The share of population-annealing runs that end on order-4 cubes of each shape measures the
shapes' shares of all cubes only if the cube a run ends on is a near-uniform draw
(docs/estimates.md, "All simple cubes, by the share of runs"). On the cubes that can only be
checked for the shapes we count, and it failed there. Here it can be checked against every
figure: each run of `examples/population_uniformity.rs` draws one square, and this script
compares the draws with the 7040 squares (read from stdin, as `cubelab square enumerate
--order 4 --format jsonl` prints them), by the family dimension of each square's complement
pairing (the arrays D = square - 17/2 with vanishing line sums and D(s(p)) = -D(p), as for the
cubes), and square by square.

Usage: cubelab square enumerate --order 4 --format jsonl | scripts/population_uniformity.py OUTPUT...
(an OUTPUT whose name ends in .gz is read through gzip)
"""
import gzip
import json
import math
import sys

from significance import chi2_tail, kruskal_wallis, ranks

P = 1_000_003
LINES = ([[4 * r + c for c in range(4)] for r in range(4)] + [[4 * r + c for r in range(4)] for c in range(4)]
         + [[5 * i for i in range(4)], [3 * i + 3 for i in range(4)]])


def rank_mod_p(rows):
    """Rank of integer rows modulo the prime P."""
    rows = [[x % P for x in r] for r in rows]
    rank, col, width = 0, 0, len(rows[0]) if rows else 0
    while rank < len(rows) and col < width:
        pivot = next((i for i in range(rank, len(rows)) if rows[i][col]), None)
        if pivot is None:
            col += 1
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        inv = pow(rows[rank][col], P - 2, P)
        rows[rank] = [x * inv % P for x in rows[rank]]
        for i in range(len(rows)):
            if i != rank and rows[i][col]:
                f = rows[i][col]
                rows[i] = [(x - f * y) % P for x, y in zip(rows[i], rows[rank])]
        rank += 1
        col += 1
    return rank


def family_dimension(pairing):
    """Dimension of the arrays with vanishing line sums that the pairing negates."""
    rows = [[1 if c in line else 0 for c in range(16)] for line in LINES]
    rows += [[1 if c in (p, pairing[p]) else 0 for c in range(16)] for p in range(16) if p < pairing[p]]
    return 16 - rank_mod_p(rows)


def pairing_of(values):
    cell_of = {v: i for i, v in enumerate(values)}
    return tuple(cell_of[17 - v] for v in values)


def read_squares(stream):
    squares = []
    for line in stream:
        rec = json.loads(line)
        if rec.get("type") == "result":
            squares.append(tuple(v for row in rec["rows"] for v in row))
    return squares


def read_draws(path):
    """(schedule line, draws as (ln X, square) and the number of runs with no square)."""
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


def by_dimension(squares, dims, draws):
    """Draws against the squares' shares, stratum by stratum of family dimension."""
    size = {}
    for s in squares:
        size[dims[s]] = size.get(dims[s], 0) + 1
    seen = {}
    for _, s in draws:
        seen[dims[s]] = seen.get(dims[s], 0) + 1
    n, chi2 = len(draws), 0.0
    print("  by the family dimension of the square's complement pairing:")
    for d in sorted(size, reverse=True):
        e = n * size[d] / len(squares)
        o = seen.get(d, 0)
        chi2 += (o - e) ** 2 / e
        lo, hi = poisson_interval(o)
        print(f"    dimension {d}: {size[d]} squares ({100 * size[d] / len(squares):.2f} %), {o} draws against "
              f"{e:.1f} expected: {o / e:.3f} times (95 % {lo / e:.3f}-{hi / e:.3f})")
    k = len(size) - 1
    print(f"    chi-square {chi2:.2f} on {k} degrees of freedom, p = {chi2_tail(chi2, k):.3g}")


def poisson_interval(k):
    """Approximate 95 % interval of a Poisson mean from a count k (Wilson-Hilferty)."""
    lo = 0.0 if k == 0 else k * (1 - 1 / (9 * k) - 1.96 / (3 * math.sqrt(k))) ** 3
    k1 = k + 1
    hi = k1 * (1 - 1 / (9 * k1) + 1.96 / (3 * math.sqrt(k1))) ** 3
    return lo, hi


def square_by_square(squares, draws):
    """Chi-square of the draws over all squares (each expected equally often)."""
    seen = {}
    for _, s in draws:
        seen[s] = seen.get(s, 0) + 1
    e = len(draws) / len(squares)
    chi2 = sum((seen.get(s, 0) - e) ** 2 / e for s in squares)
    k = len(squares) - 1
    print(f"  square by square: {len(seen)} of {len(squares)} squares drawn; chi-square {chi2:.0f} on {k} "
          f"degrees of freedom (z {(chi2 - k) / math.sqrt(2 * k):+.2f}), p = {chi2_tail(chi2, k):.3g}")


def weight_ranks(dims, draws):
    """Kruskal-Wallis of ln X by the drawn square's family dimension: whether where a run ends
    depends on its weight (the check docs/estimates.md runs on the cube runs)."""
    rank = ranks([x for x, _ in draws])
    groups = {}
    for (_, s), r in zip(draws, rank):
        groups.setdefault(dims[s], []).append(r)
    h, k = kruskal_wallis(groups.values(), len(draws)), len(groups) - 1
    print(f"  ln X by the drawn square's family dimension: Kruskal-Wallis H {h:.2f} on {k} degrees of freedom, "
          f"p = {chi2_tail(h, k):.3g}")


def main():
    squares = read_squares(sys.stdin)
    dims = {s: family_dimension(pairing_of(s)) for s in squares}
    print(f"{len(squares)} squares")
    for path in sys.argv[1:]:
        schedule, draws, misses = read_draws(path)
        lnx = [x for x, _ in draws]
        mean = sum(lnx) / len(lnx)
        print(f"{path}: {schedule}")
        print(f"  {len(draws) + misses} runs, {len(draws)} on squares; mean ln X {mean:.4f} "
              f"(ln 7040 = {math.log(7040):.4f}), sd {math.sqrt(sum((x - mean) ** 2 for x in lnx) / (len(lnx) - 1)):.4f}")
        by_dimension(squares, dims, draws)
        square_by_square(squares, draws)
        weight_ranks(dims, draws)


if __name__ == "__main__":
    main()
