#!/usr/bin/env python3
"""The crude count "N! x p^k" for magic squares and order-4 magic cubes (Trump's E-number
without the symmetry factor): N! arrangements times the chance p that a random line sums
right, raised to the number k of line constraints that are independent *as events*. The line
sums are linear: rows and columns of a square have rank 2n - 1, and with the 2 diagonals
2n + 1; but the entries are 1..N, so their total is fixed and one of those equations holds
for every arrangement (the last row sums right when the others do). So k = 2n for squares
and, for order-4 cubes, 37 (rank of the 48 rows, columns and pillars: 64 - 3^3) - 1 + 4
triagonals = 40. (Until 2026-11-25 this script used 2n + 1 and 41, one constraint too many,
and so fell short of the squares by a factor 1/p more than it does.) p is exact (k-subsets of
1..N with the magic sum, by a subset-sum table). Printed beside the exact counts of squares,
to see how far the crude count is off, and beside the 192 cubes of order 3 (our enumerator),
where it is off by eight orders of magnitude: for cubes it is no guide to the order of
magnitude (docs/estimates.md). Usage: scripts/line_sum_heuristic.py"""
from math import comb, factorial, log10


def line_chance(values: int, length: int, total: int) -> float:
    ways = [[0] * (total + 1) for _ in range(length + 1)]
    ways[0][0] = 1
    for v in range(1, values + 1):
        for j in range(length, 0, -1):
            for t in range(total, v - 1, -1):
                ways[j][t] += ways[j - 1][t - v]
    return ways[length][total] / comb(values, length)


EXACT_SQUARES = {3: 8, 4: 7040, 5: 2_202_441_792, 6: 17_753_889_197_660_635_632 * 8}
for n, exact in EXACT_SQUARES.items():
    cells = n * n
    p = line_chance(cells, n, n * (cells + 1) // 2)
    crude = log10(factorial(cells)) + 2 * n * log10(p)
    print(f"squares n={n}: p={p:.6f}, crude 10^{crude:.2f}, exact/crude {exact / 10**crude:.2f}")
# Cubes of order n: the rows, columns and pillars have rank n^3 - (n - 1)^3, one of those
# equations holds for every arrangement, and the 4 triagonals add 4 (Trump's u_m).
for n, exact in {3: 192, 4: None}.items():
    cells = n**3
    p = line_chance(cells, n, n * (cells + 1) // 2)
    crude = log10(factorial(cells)) + (cells - (n - 1) ** 3 - 1 + 4) * log10(p)
    against = f", exact/crude 10^{log10(exact) - crude:.2f}" if exact else ""
    print(f"order-{n} cubes: p={p:.6f}, crude 10^{crude:.2f} cubes, 10^{crude - log10(48):.2f} classes{against}")
