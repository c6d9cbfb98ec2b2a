#!/usr/bin/env python3
"""Minimum universal sets of C_n by integer programming (HiGHS), sharing no code with cubelab.

The second, independent method for `cubelab colour-cubes universal` (docs/colour-cubes.md,
"Universal sets: the second method"). Everything is rebuilt here from the geometry:

* C_n: every painting of the faces (l, r, f, b, d, u = -x, +x, -y, +y, -z, +z) with exactly n
  colours, up to the 24 rotations (proper signed permutation matrices), named by the least
  colouring as six digits (cubelab's names).
* Cube c fits corner cell (sx, sy, sz) of the target t when some rotation of c shows, on its
  three faces pointing along sx, sy, sz, t's colours of those three faces: no corner readings,
  no clockwise conventions, just turning the cube.
* A set S builds t when the 8 cells get 8 distinct cubes of S that fit them.

Two models of "S is universal", minimise |S| (x_c = 1 when cube c is in S):

* `matching`: for every target, flow variables y[t, p, c] in [0, 1] with sum_c y = 1 per cell,
  sum_p y <= x_c per cube. For integral x the bipartite matching polytope is integral
  (total unimodularity), so y need not be integer: this model states buildability itself.
* `hall`: for every target and every non-empty set X of its cells, |S ∩ N(X)| >= |X| (Hall's
  theorem), rows with the same N(X) merged by keeping the largest |X|.

HiGHS proves optimality (gap 0): "minimum K" means a universal set of K cubes exists and the
LP-based branch and bound shows none of K - 1 does. Optionally the solution is checked by
brute-force matching in this script.

    python3 scripts/universal_ilp.py --colours 5 --model hall [--threads 1] [--time-limit S]

Needs `pip install highspy` (HiGHS's own Python package).
"""

import argparse
import itertools
import json
import sys
import time

FACE_AXIS = [(0, -1), (0, 1), (1, -1), (1, 1), (2, -1), (2, 1)]  # (axis, sign) per face slot


def face_of(axis, sign):
    return FACE_AXIS.index((axis, sign))


def rotations():
    """The 24 rotations as face permutations: perm[i] = where face slot i goes."""
    out = []
    for axes in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            # Matrix M with M[axes[k]][k] = signs[k]: column k is signs[k] * e_{axes[k]}.
            m = [[0] * 3 for _ in range(3)]
            for k in range(3):
                m[axes[k]][k] = signs[k]
            det = (
                m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
            )
            if det != 1:
                continue
            perm = []
            for axis, sign in FACE_AXIS:
                # The face's normal sign * e_axis maps to sign * column axis of M.
                col = [sign * m[r][axis] for r in range(3)]
                (r,) = [r for r in range(3) if col[r] != 0]
                perm.append(face_of(r, col[r]))
            out.append(tuple(perm))
    assert len(out) == 24 and len(set(out)) == 24
    return out


ROT = rotations()


def turned(colouring, perm):
    """The colouring after the rotation: the colour of slot i moves to slot perm[i]."""
    out = [0] * 6
    for i, c in enumerate(colouring):
        out[perm[i]] = c
    return tuple(out)


def family(n):
    cubes = set()
    for f in itertools.product(range(1, n + 1), repeat=6):
        if len(set(f)) == n:
            cubes.add(min(turned(f, r) for r in ROT))
    return sorted(cubes)


def fits(cubes, target):
    """fitting[p] = set of cube indices fitting cell p (p = x + 2y + 4z, bit = high side)."""
    out = []
    for p in range(8):
        slots = [face_of(k, 1 if p >> k & 1 else -1) for k in range(3)]
        want = tuple(target[s] for s in slots)
        out.append(
            {
                i
                for i, c in enumerate(cubes)
                if any(tuple(turned(c, r)[s] for s in slots) == want for r in ROT)
            }
        )
    return out


def builds(fitting, chosen):
    """Brute-force check: the 8 cells get distinct cubes of `chosen` (augmenting paths)."""
    owner = {}

    def place(p, seen):
        for c in fitting[p] & chosen:
            if c not in seen:
                seen.add(c)
                if c not in owner or place(owner[c], seen):
                    owner[c] = p
                    return True
        return False

    return all(place(p, set()) for p in range(8))


def solve(n, model, threads, time_limit, quiet):
    import highspy

    cubes = family(n)
    targets = [fits(cubes, t) for t in cubes]
    m = len(cubes)
    h = highspy.Highs()
    h.setOptionValue("output_flag", not quiet)
    h.setOptionValue("threads", threads)
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("mip_abs_gap", 0.0)
    if time_limit:
        h.setOptionValue("time_limit", float(time_limit))
    inf = highspy.kHighsInf
    h.addVars(m, [0.0] * m, [1.0] * m)
    h.changeColsCost(m, list(range(m)), [1.0] * m)
    h.changeColsIntegrality(m, list(range(m)), [highspy.HighsVarType.kInteger] * m)
    rows = []  # (lower, upper, [(col, coef)])
    obstruction = None
    if model == "hall":
        need = {}
        for ti, fitting in enumerate(targets):
            for mask in range(1, 256):
                cells = [p for p in range(8) if mask >> p & 1]
                nb = frozenset().union(*(fitting[p] for p in cells))
                if len(nb) < len(cells) and obstruction is None:
                    obstruction = (cubes[ti], cells)
                need[nb] = max(need.get(nb, 0), len(cells))
        for nb, k in need.items():
            rows.append((k, inf, [(c, 1.0) for c in sorted(nb)]))
    else:
        col = m
        for fitting in targets:
            per_cube = {}
            for p in range(8):
                ys = []
                for c in sorted(fitting[p]):
                    ys.append(col)
                    per_cube.setdefault(c, []).append(col)
                    col += 1
                rows.append((1.0, 1.0, [(y, 1.0) for y in ys]))
            for c, ys in per_cube.items():
                rows.append((-inf, 0.0, [(y, 1.0) for y in ys] + [(c, -1.0)]))
        h.addVars(col - m, [0.0] * (col - m), [1.0] * (col - m))
    for lo, up, terms in rows:
        h.addRow(lo, up, len(terms), [t[0] for t in terms], [t[1] for t in terms])
    start = time.time()
    h.run()
    wall = time.time() - start
    status = h.modelStatusToString(h.getModelStatus())
    info = h.getInfo()
    result = {
        "colours": n,
        "model": model,
        "cubes": m,
        "rows": len(rows),
        "columns": h.getNumCol(),
        "status": status,
        "seconds": round(wall, 1),
        "mip_nodes": int(info.mip_node_count),
        "dual_bound": info.mip_dual_bound,
    }
    if status == "Optimal":
        x = h.getSolution().col_value
        chosen = {c for c in range(m) if x[c] > 0.5}
        result["minimum"] = len(chosen)
        result["set"] = ["".join(map(str, cubes[c])) for c in sorted(chosen)]
        result["set_checked_by_matching"] = all(builds(f, chosen) for f in targets)
    elif status == "Infeasible" and obstruction:
        result["obstruction"] = {"target": "".join(map(str, obstruction[0])), "cells": obstruction[1]}
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--colours", type=int, required=True)
    ap.add_argument("--model", choices=["hall", "matching"], default="hall")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--time-limit", type=float, default=0)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    if not 1 <= a.colours <= 6:
        print(f"{a.colours} colours: a cube has six faces, so families have 1 to 6 colours", file=sys.stderr)
        sys.exit(2)
    print(json.dumps(solve(a.colours, a.model, a.threads, a.time_limit, a.quiet)))


if __name__ == "__main__":
    main()
