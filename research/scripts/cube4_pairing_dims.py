#!/usr/bin/env python3
"""How large a complement pairing's family can be, by linear algebra alone.

With D = C - 65/2, an order-4 simple cube's D lies in the space of arrays whose 52 line sums
vanish (24-dimensional: the lines' rank is 40), and a cube of the family of the pairing s has
D(s(p)) = -D(p) (a 32-dimensional space). The dimension of their intersection bounds how many
values of the cube are free, so it orders the families by size: this script prints it

- for a representative of each of the 52 classes of line automorphisms, beside the family's
  smc estimate from docs/runs/estimate-cube4-pairing-families/output.txt;
- for the pairing of every cube outside the classes that population annealing ended on
  (docs/runs/estimate-cube4-pairings-population*/output.txt), with how many lines of each
  direction and how many planes of each direction it maps onto lines and planes;
- for random pairings of two sets that hold those: every plane x = c mapped onto itself by a
  pairing of its cells that keeps its rows and columns (the 51^4 "plane-wise" patterns of the
  example's planes mode), and the larger set of pairings that map every plane x = c onto a
  plane x = c' and every line along y onto a line along y.

Ranks are exact: elimination modulo the prime 2^31 - 1 of 0/1 and 0/+-1 rows (a rank modulo
a prime never exceeds the rational one, and the line rank, 40, is the rational one:
research/scripts/line_sum_heuristic.py). Usage: research/scripts/cube4_pairing_dims.py [SAMPLES] [SEED]; or
research/scripts/cube4_pairing_dims.py pattern A,B,C,D for the cells of the plane-wise pattern of grid
pairings A to D (planes x = 0 to 3), as the example lists its families.
"""
import glob
import itertools
import random
import re
import sys
from pathlib import Path

P = 2**31 - 1
RUNS = Path(__file__).resolve().parents[2] / "docs" / "runs"
S4 = list(itertools.permutations(range(4)))


def cell(x, y, z):
    return x + 4 * y + 16 * z


def coords(i):
    return i % 4, i // 4 % 4, i // 16


def lines():
    out = []
    for a in range(4):
        for b in range(4):
            out += [[cell(t, a, b) for t in range(4)], [cell(a, t, b) for t in range(4)],
                    [cell(a, b, t) for t in range(4)]]
    for e in [(0, 0, 0), (0, 0, 3), (0, 3, 0), (3, 0, 0)]:
        out.append([cell(*[t if s == 0 else 3 - t for s in e]) for t in range(4)])
    return out


LINES = lines()  # 16 triples (x-line, y-line, z-line), then the 4 triagonals
LINE_ROWS = [[int(i in line) for i in range(64)] for line in LINES]


def rank(rows):
    """Rank of integer rows (all of one length) modulo the prime P."""
    rows = [r[:] for r in rows]
    r = 0
    for c in range(len(rows[0]) if rows else 0):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] % P), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        inv = pow(rows[r][c], P - 2, P)
        rows[r] = [v * inv % P for v in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][c] % P:
                f = rows[i][c]
                rows[i] = [(a - f * b) % P for a, b in zip(rows[i], rows[r])]
        r += 1
    return r


def family_dimension(pairing, lines):
    """Dimension of the arrays with vanishing line sums that the pairing negates, D(s(p)) =
    -D(p), for a figure of any shape with cells 0..len(pairing) - 1 (a cell the pairing fixes,
    the middle value's, is 0 in all of them)."""
    cells = len(pairing)
    rows = [[1 if c in line else 0 for c in range(cells)] for line in lines]
    rows += [[(c == p) + (c == pairing[p]) for c in range(cells)] for p in range(cells) if p <= pairing[p]]
    return cells - rank(rows)


def dim(s):
    """Dimension of {D : all line sums 0, D(s(p)) = -D(p)} for an order-4 simple cube."""
    return family_dimension(s, LINES)


def kept_lines(s, d):
    sets = {frozenset(line) for line in LINES[:48]}
    return sum(frozenset(s[i] for i in line) in sets for k, line in enumerate(LINES[:48]) if k % 3 == d)


def kept_planes(s, d):
    planes = [frozenset(i for i in range(64) if coords(i)[e] == k) for e in range(3) for k in range(4)]
    return sum(frozenset(s[i] for i in planes[4 * d + c]) in planes for c in range(4))


def keeps_all_lines(s):
    """Whether `s` maps all 48 rows, columns and pillars onto lines: a line automorphism."""
    return sum(kept_lines(s, d) for d in range(3)) == 48


def is_plane_wise(s):
    """Whether, for some direction d, `s` maps every plane d = c onto itself and the lines of
    the other two directions onto lines."""
    return any(
        keeps_planes_of(s, d) and all(kept_lines(s, e) == 16 for e in range(3) if e != d)
        for d in range(3)
    )


def keeps_planes_of(s, d):
    """Whether `s` maps every plane d = c onto itself."""
    return all(coords(s[i])[d] == coords(i)[d] for i in range(64))


def maps_planes_of(s, d):
    """Whether `s` maps every plane d = c onto a plane d = c' (itself or another)."""
    return all(len({coords(s[i])[d] for i in range(64) if coords(i)[d] == c}) == 1 for c in range(4))


def is_plane_swap(s):
    """Whether, for some direction d, `s` swaps planes d = c in pairs (at least one pair; a
    plane not swapped is mapped onto itself) and maps the lines of the other two directions
    onto lines: the plane-swapping patterns the example's `planeswaps` mode counts."""
    return any(
        maps_planes_of(s, d) and not keeps_planes_of(s, d)
        and all(kept_lines(s, e) == 16 for e in range(3) if e != d)
        for d in range(3)
    )


def complement_pairing(values):
    """The complement pairing of a figure holding 1..N: each cell to the cell holding N + 1
    minus its value."""
    cell_of = {v: i for i, v in enumerate(values)}
    return tuple(cell_of[len(values) + 1 - v] for v in values)


def pairing_of(cube_line):
    """The complement pairing of a cube as the example prints it, `  cube v1,...,v64`."""
    return complement_pairing([int(x) for x in cube_line.split()[1].split(",")])


def from_name(name):
    """A class's pairing from the example's name, e.g. `x[3, 2, 1, 0] y[0, 1, 2, 3] z[...]`."""
    parts = re.findall(r"([xyz])\[([0-9, ]+)\]", name)
    axes = ["xyz".index(a) for a, _ in parts]
    maps = [[int(v) for v in m.split(",")] for _, m in parts]
    return [cell(*[maps[k][coords(i)[axes[k]]] for k in range(3)]) for i in range(64)]


def classes():
    print("the 52 classes: dimension, branching steps of the family's tree, smc estimate of one family")
    pattern = re.compile(r"^class (\d+) \((\d+) pairings, keeps diagonals \w+, (.*); (\d+) steps.*estimate ([0-9.e+-]+)")
    for line in (RUNS / "estimate-cube4-pairing-families" / "output.txt").read_text().splitlines():
        m = pattern.match(line)
        if m:
            s = from_name(m.group(3))
            print(f"  class {m.group(1)}: dim {dim(s)}, {m.group(4)} steps, {float(m.group(5)):.3e} cubes")


def found():
    print("pairings of the cubes population annealing found outside the classes:")
    seen = set()
    for f in sorted(glob.glob(str(RUNS / "estimate-cube4-pairings-population*" / "output.txt"))):
        outside = False
        for line in open(f):
            if line.startswith("run "):
                run, outside = line.split(":")[0], "none" in line
            elif line.startswith("  cube ") and outside:
                s = pairing_of(line)
                # A run can end on cubes of a class too; those keep all 48 lines.
                if s in seen or keeps_all_lines(s):
                    continue
                seen.add(s)
                print(f"  {Path(f).parent.name} {run}: dim {dim(s)}, lines kept along x, y, z "
                      f"{[kept_lines(s, d) for d in range(3)]}, planes kept x, y, z {[kept_planes(s, d) for d in range(3)]}")


def square_pairings():
    return sorted(map(tuple, grid_pairings()))


def grid_pairings():
    """The 51 pairings of a plane that keep its rows and columns, in the order of the crate's
    `grid_pairings` (src/magic/plane_pairing.rs): rows permuted by a, columns by b, transposed
    or not, a and b running through S4 as `s4` lists it; so index k here is the example's k."""
    s4 = [p for p in ([k % 4, k // 4 % 4, k // 16 % 4, k // 64] for k in range(256)) if sorted(p) == [0, 1, 2, 3]]
    maps = ([4 * b[i % 4] + a[i // 4] if t else 4 * a[i // 4] + b[i % 4] for i in range(16)]
            for a in s4 for b in s4 for t in (False, True))
    return [p for p in maps if all(p[i] != i and p[p[i]] == i for i in range(16))]


def grid_pattern(picks):
    """The plane-wise pairing whose plane x = c is paired by grid pairing picks[c], as the
    example's `pattern` builds it (cell x + 4 q of plane cell q)."""
    grid = grid_pairings()
    return [i % 4 + 4 * grid[picks[i % 4]][i // 4] for i in range(64)]


def plane_wise(rng, squares):
    pick = [rng.randrange(len(squares)) for _ in range(4)]
    return [i % 4 + 4 * squares[pick[i % 4]][i // 4] for i in range(64)]


def involution(rng, fixed_points):
    choices = [p for p in S4 if all(p[p[i]] == i for i in range(4)) and (fixed_points or all(p[i] != i for i in range(4)))]
    return rng.choice(choices)


def planes_and_lines(rng):
    """x-planes onto x-planes by an involution, y-lines onto y-lines, otherwise uniform."""
    s = [None] * 64
    pi = involution(rng, True)
    for x in range(4):
        if s[cell(x, 0, 0)] is not None:
            continue
        if pi[x] != x:
            zmap = rng.choice(S4)
            for z in range(4):
                ymap = rng.choice(S4)
                for y in range(4):
                    a, b = cell(x, y, z), cell(pi[x], ymap[y], zmap[z])
                    s[a], s[b] = b, a
            continue
        zi = involution(rng, True)
        for z in range(4):
            if s[cell(x, 0, z)] is not None:
                continue
            ymap = rng.choice(S4) if zi[z] != z else involution(rng, False)
            for y in range(4):
                a, b = cell(x, y, z), cell(x, ymap[y], zi[z])
                s[a], s[b] = b, a
    return s


def distribution(name, draw, samples):
    counts = {}
    for _ in range(samples):
        d = dim(draw())
        counts[d] = counts.get(d, 0) + 1
    print(f"{name}, {samples} random pairings: dimension: count " + ", ".join(f"{d}: {n}" for d, n in sorted(counts.items())))


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "pattern":
        # The partner of each cell of a plane-wise pattern, as the example's `--pairs cells:LIST`
        # takes it, and its family's dimension.
        s = grid_pattern([int(v) for v in sys.argv[2].split(",")])
        print(f"dimension {dim(s)}; cells:{','.join(map(str, s))}")
        return
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    print(f"line rank {rank(LINE_ROWS)} of 52 lines: the cubes' D span {64 - rank(LINE_ROWS)} dimensions")
    classes()
    found()
    rng = random.Random(seed)
    squares = square_pairings()
    distribution(f"plane-wise ({len(squares)} pairings of a plane keeping its rows and columns)",
                 lambda: plane_wise(rng, squares), samples)
    distribution("x-planes onto x-planes and y-lines onto y-lines", lambda: planes_and_lines(rng), samples)


if __name__ == "__main__":
    main()
