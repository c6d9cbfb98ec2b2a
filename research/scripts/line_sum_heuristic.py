#!/usr/bin/env python3
"""The crude count "N! x p^k" for magic squares and order-4 magic cubes (Trump's E-number
without the symmetry factor): N! arrangements times the chance p that a random line sums
right, raised to the number k of line constraints that are independent *as events*: the rank
of the lines' incidence matrix, computed here exactly, less one, since the entries are 1..N,
their total is fixed and one of the equations holds for every arrangement (the last row sums
right when the others do). For squares that is 2n; for cubes 4 more than the rows, columns and
pillars' n^3 - (n - 1)^3 - 1, except at order 4, where the 4 triagonals add only 3: their sum
is a combination of rows, columns and pillars. (Until 2026-11-25 this script used 2n + 1 and
41, one constraint too many; until 2026-11-26 it assumed 4 triagonals at every order, and so
used 40 for order-4 cubes, one too many again.) p is exact (k-subsets of 1..N with the magic
sum, by a subset-sum table). Printed beside the exact counts of squares, to see how far the
crude count is off, and beside the 192 cubes of order 3 (our enumerator), where it is off by
eight orders of magnitude: for cubes it is no guide to the order of magnitude
(research/notes/order4-cubes.md). Usage: research/scripts/line_sum_heuristic.py"""
from fractions import Fraction
from math import comb, factorial, log10


def rank(lines: list, cells: int) -> int:
    """Rank over the rationals of the lines' 0/1 incidence rows, by Gaussian elimination."""
    rows = [[Fraction(int(i in line)) for i in range(cells)] for line in lines]
    r = 0
    for c in range(cells):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        rows[r] = [v / rows[r][c] for v in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][c] != 0:
                f = rows[i][c]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        r += 1
    return r


def square_lines(n: int) -> list:
    rows = [{r * n + c for c in range(n)} for r in range(n)]
    cols = [{r * n + c for r in range(n)} for c in range(n)]
    return rows + cols + [{i * n + i for i in range(n)}, {i * n + n - 1 - i for i in range(n)}]


def cube_lines(n: int) -> list:
    def cell(x, y, z):
        return x + n * y + n * n * z
    out = []
    for a in range(n):
        for b in range(n):
            out += [{cell(t, a, b) for t in range(n)}, {cell(a, t, b) for t in range(n)},
                    {cell(a, b, t) for t in range(n)}]
    for corner in [(0, 0, 0), (0, 0, 1), (0, 1, 0), (1, 0, 0)]:
        out.append({cell(*[t if s == 0 else n - 1 - t for s in corner]) for t in range(n)})
    return out


def line_chance(values: int, length: int, total: int) -> float:
    ways = [[0] * (total + 1) for _ in range(length + 1)]
    ways[0][0] = 1
    for v in range(1, values + 1):
        for j in range(length, 0, -1):
            for t in range(total, v - 1, -1):
                ways[j][t] += ways[j - 1][t - v]
    return ways[length][total] / comb(values, length)


def main():
    EXACT_SQUARES = {3: 8, 4: 7040, 5: 2_202_441_792, 6: 17_753_889_197_660_635_632 * 8}
    for n, exact in EXACT_SQUARES.items():
        cells = n * n
        p = line_chance(cells, n, n * (cells + 1) // 2)
        k = rank(square_lines(n), cells) - 1
        crude = log10(factorial(cells)) + k * log10(p)
        print(f"squares n={n}: k={k}, p={p:.6f}, crude 10^{crude:.2f}, exact/crude {exact / 10**crude:.2f}")
    for n, exact in {3: 192, 4: None}.items():
        cells = n**3
        p = line_chance(cells, n, n * (cells + 1) // 2)
        axis = rank(cube_lines(n)[:-4], cells)
        k = rank(cube_lines(n), cells) - 1
        crude = log10(factorial(cells)) + k * log10(p)
        against = f", exact/crude 10^{log10(exact) - crude:.2f}" if exact else ""
        print(f"order-{n} cubes: rows, columns and pillars of rank {axis}, the triagonals add {k + 1 - axis}, "
              f"k={k}, p={p:.6f}, crude 10^{crude:.2f} cubes, 10^{crude - log10(48):.2f} classes{against}")


if __name__ == "__main__":
    main()
