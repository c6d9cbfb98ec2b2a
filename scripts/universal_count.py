#!/usr/bin/env python3
"""Every universal set of exactly K cubes of C_n, listed in Python: a second method for
`cubelab colour-cubes universal --count` that shares no code with cubelab.

The family, the geometric fits (turning cubes, no corner readings) and the matching check come
from scripts/universal_ilp.py (pure Python). Here: the Hall rows |S ∩ N(X)| >= |X| of every
target and cell set X (same N merged by the largest |X|, nothing else dropped), then a plain
depth-first search over the cubes in index order (in or out), cutting a branch only when some
row cannot be met by the cubes still available within the size; every set reached is checked
by augmenting-path matching on every target. Classes: the least image of each set under the
colour permutations with and without mirroring, built here from the colourings.

    python3 scripts/universal_count.py --colours 3 --size 11     # 27 sets, 7 classes

Small families only (C_3, C_6): the search visits every set it cannot rule out by a row.
"""

import argparse
import importlib.util
import itertools
import json
import pathlib
import sys
import time


def _ilp():
    path = pathlib.Path(__file__).resolve().parent / "universal_ilp.py"
    spec = importlib.util.spec_from_file_location("universal_ilp", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def count(n, size):
    ilp = _ilp()
    cubes = ilp.family(n)
    m = len(cubes)
    targets = [ilp.fits(cubes, t) for t in cubes]
    need = {}
    for fitting in targets:
        for mask in range(1, 256):
            cells = [p for p in range(8) if mask >> p & 1]
            nb = 0
            for p in cells:
                for c in fitting[p]:
                    nb |= 1 << c
            need[nb] = max(need.get(nb, 0), len(cells))
    rows = sorted(need.items(), key=lambda r: -r[1])
    found = []
    nodes = 0

    def dfs(i, chosen, k):
        nonlocal nodes
        nodes += 1
        rest = ((1 << m) - 1) >> i << i
        room = size - k
        for nb, want in rows:
            if (chosen & nb).bit_count() + min((rest & nb).bit_count(), room) < want:
                return
        if k == size:
            found.append(chosen)
            return
        if i == m:
            return
        dfs(i + 1, chosen | 1 << i, k + 1)
        dfs(i + 1, chosen, k)

    dfs(0, 0, 0)
    members = [{c for c in range(m) if s >> c & 1} for s in found]
    assert all(all(ilp.builds(f, s) for f in targets) for s in members)
    # The symmetries: colour permutations, with and without mirroring (slots l and r swapped).
    index = {c: i for i, c in enumerate(cubes)}

    def canon(f):
        return min(ilp.turned(f, r) for r in ilp.ROT)

    group = []
    for sigma in itertools.permutations(range(1, n + 1)):
        for mirror in (False, True):
            perm = []
            for c in cubes:
                f = tuple(sigma[x - 1] for x in c)
                if mirror:
                    f = (f[1], f[0]) + f[2:]
                perm.append(index[canon(f)])
            group.append(perm)
    classes = {min(tuple(sorted(g[c] for c in s)) for g in group) for s in members}
    return {
        "colours": n,
        "size": size,
        "in_all": len(found),
        "up_to_symmetry": len(classes),
        "nodes": nodes,
        "rows": len(rows),
        "group_order": len({tuple(g) for g in group}),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--colours", type=int, required=True)
    ap.add_argument("--size", type=int, required=True)
    a = ap.parse_args()
    if not 1 <= a.colours <= 6:
        print(f"{a.colours} colours: a cube has six faces, so families have 1 to 6 colours", file=sys.stderr)
        sys.exit(2)
    start = time.time()
    r = count(a.colours, a.size)
    r["seconds"] = round(time.time() - start, 1)
    print(json.dumps(r))


if __name__ == "__main__":
    main()
