#!/usr/bin/env python3
"""The crude count "N! x p^k" for magic squares and order-4 magic cubes: N! arrangements
times the chance p that a random line sums right, raised to the number k of independent line
constraints (2n - 1 + 2 for squares; 3n^2 - 3n + 1 + 4 = 41 for order-4 cubes). p is exact
(k-subsets of 1..N with the magic sum, by a subset-sum table). Printed beside the exact
counts of squares, to see how far the crude count falls short; docs/estimates.md uses it only
to guess the order of magnitude of the order-4 cubes. Usage: scripts/line_sum_heuristic.py"""
from math import comb, factorial, log10


def line_chance(values: int, length: int, total: int) -> float:
    ways = [[0] * (total + 1) for _ in range(length + 1)]
    ways[0][0] = 1
    for v in range(1, values + 1):
        for j in range(length, 0, -1):
            for t in range(total, v - 1, -1):
                ways[j][t] += ways[j - 1][t - v]
    return ways[length][total] / comb(values, length)


EXACT_SQUARES = {4: 7040, 5: 2_202_441_792, 6: 17_753_889_197_660_635_632 * 8}
for n, exact in EXACT_SQUARES.items():
    cells = n * n
    p = line_chance(cells, n, n * (cells + 1) // 2)
    crude = log10(factorial(cells)) + (2 * n + 1) * log10(p)
    print(f"squares n={n}: p={p:.6f}, crude 10^{crude:.2f}, exact/crude {exact / 10**crude:.1f}")
p = line_chance(64, 4, 130)
crude = log10(factorial(64)) + 41 * log10(p)
print(f"order-4 cubes: p={p:.6f}, crude 10^{crude:.2f} cubes, 10^{crude - log10(48):.2f} classes")
