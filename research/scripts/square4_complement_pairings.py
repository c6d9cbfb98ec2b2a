#!/usr/bin/env python3
"""Order-4 magic squares by the pattern of their complementary pairs (values v and 17 - v).

The analogue, on squares where every figure can be listed, of the order-4 cube families: a
square's complement pairing (the cell holding 17 - v, for each cell holding v) is a pairing of
the 16 cells; this script asks how many of the 7040 squares have a pairing that maps rows and
columns onto rows and columns (an element of the wreath product of S4 by S2), and how many of
those also map the two diagonals onto the diagonals.

Reads the squares as `cubelab square enumerate --order 4 --format jsonl` prints them (stdin).
"""
import itertools
import json
import sys

from cube4_pairing_dims import complement_pairing


def automorphisms():
    """Cell permutations (as tuples, cell r*4+c) keeping rows and columns, with a flag for
    whether they also keep the two diagonals."""
    diags = [frozenset(4 * i + i for i in range(4)), frozenset(4 * i + 3 - i for i in range(4))]
    out = {}
    for rows in itertools.permutations(range(4)):
        for cols in itertools.permutations(range(4)):
            for transpose in (False, True):
                perm = []
                for cell in range(16):
                    r, c = divmod(cell, 4)
                    r2, c2 = rows[r], cols[c]
                    if transpose:
                        r2, c2 = c2, r2
                    perm.append(4 * r2 + c2)
                keeps = all(frozenset(perm[x] for x in d) in diags for d in diags)
                out[tuple(perm)] = keeps
    return out


def main():
    autos = automorphisms()
    rows = [frozenset(range(4 * r, 4 * r + 4)) for r in range(4)]
    cols = [frozenset(range(c, 16, 4)) for c in range(4)]
    diags = [frozenset(5 * i for i in range(4)), frozenset(3 * i + 3 for i in range(4))]
    every = set(rows + cols + diags)
    kept = {}
    total = lines = diagonals = 0
    for line in sys.stdin:
        rec = json.loads(line)
        if rec.get("type") != "result":
            continue
        values = [v for row in rec["rows"] for v in row]
        pairing = complement_pairing(values)
        total += 1
        key = tuple(sum(frozenset(pairing[c] for c in l) in every for l in group)
                    for group in (rows, cols, diags))
        kept[key] = kept.get(key, 0) + 1
        if pairing in autos:
            lines += 1
            diagonals += autos[pairing]
    print(f"{len(autos)} permutations keep rows and columns, "
          f"{sum(autos.values())} of them also the diagonals")
    print(f"{total} magic squares of order 4")
    print(f"{lines} have a complement pairing that keeps rows and columns "
          f"({100 * lines / total:.2f} %)")
    print(f"{diagonals} have one that also keeps the diagonals "
          f"({100 * diagonals / total:.2f} %)")
    for (r, c, d), n in sorted(kept.items()):
        print(f"{n} squares: the pairing maps {r} rows, {c} columns and {d} diagonals onto lines")


if __name__ == "__main__":
    main()
