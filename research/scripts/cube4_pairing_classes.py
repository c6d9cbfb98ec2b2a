#!/usr/bin/env python3
"""An independent count of the order-4 cube's pairings that are line automorphisms.

Checks what `research/examples/cube4_associative.rs classes` prints, without its code: instead of
building the wreath product of S4 by S3 from axis and coordinate maps, it finds the
permutations of the 64 cells that map the 48 rows, columns and pillars onto themselves from
the lines' incidences alone (see `automorphisms`). Prints the number
of such permutations, how many keep the 4 space diagonals, the pairings among them and their
classes under conjugation by those keeping the diagonals.
"""
import itertools

CELLS = [(x, y, z) for z in range(4) for y in range(4) for x in range(4)]
INDEX = {c: i for i, c in enumerate(CELLS)}


def lines():
    out = set()
    for a in range(4):
        for b in range(4):
            out.add(frozenset(INDEX[(i, a, b)] for i in range(4)))
            out.add(frozenset(INDEX[(a, i, b)] for i in range(4)))
            out.add(frozenset(INDEX[(a, b, i)] for i in range(4)))
    return out


def diagonals():
    ends = [(0, 0, 0), (0, 0, 3), (0, 3, 0), (3, 0, 0)]
    return {frozenset(INDEX[tuple(i if e == 0 else 3 - i for e in end)] for i in range(4)) for end in ends}


def automorphisms(lines):
    """All cell permutations mapping lines onto lines, found from adjacency alone (two cells
    are adjacent when a line holds both). Such a permutation is fixed by the image of cell 0
    and the images, in order, of the cells on its three lines: (x, y, 0) goes to the common
    neighbour of the images of (x, 0, 0) and (0, y, 0) other than the image of 0 (two cells
    two steps apart have exactly two common neighbours), and (x, y, z) likewise from (x, y, 0)
    and (x, 0, z) with (x, 0, 0) excluded. Every such choice is tried and kept if it is a
    permutation mapping all 48 lines onto lines."""
    near = [set() for _ in range(64)]
    for l in lines:
        for a in l:
            near[a] |= l - {a}
    through0 = [sorted(l) for l in lines if 0 in l]

    def meet(a, b, other):
        common = near[a] & near[b] - {other}
        return next(iter(common)) if len(common) == 1 else None

    found = []
    for image0 in range(64):
        img_lines = [l for l in lines if image0 in l]
        for order in itertools.permutations(img_lines):
            for perms in itertools.product(*[itertools.permutations(sorted(l - {image0})) for l in order]):
                along = [[image0] + list(p) for p in perms]
                img = {}
                for (x, y, z) in CELLS:
                    if (y, z) == (0, 0):
                        c = along[0][x]
                    elif (x, z) == (0, 0):
                        c = along[1][y]
                    elif (x, y) == (0, 0):
                        c = along[2][z]
                    elif z == 0:
                        c = meet(along[0][x], along[1][y], image0)
                    elif y == 0:
                        c = meet(along[0][x], along[2][z], image0)
                    elif x == 0:
                        c = meet(along[1][y], along[2][z], image0)
                    else:
                        c = meet(img[(x, y, 0)], img[(x, 0, z)], along[0][x])
                    if c is None:
                        break
                    img[(x, y, z)] = c
                else:
                    perm = tuple(img[c] for c in CELLS)
                    if len(set(perm)) == 64 and all(frozenset(perm[c] for c in l) in lines for l in lines):
                        found.append(perm)
    return found


def main():
    ls = lines()
    diag = diagonals()
    autos = automorphisms(ls)
    keep = [p for p in autos if all(frozenset(p[c] for c in d) in diag for d in diag)]
    pairings = [p for p in autos if all(p[i] != i and p[p[i]] == i for i in range(64))]
    print(f"{len(autos)} permutations map rows, columns and pillars onto them, "
          f"{len(keep)} also the diagonals; {len(pairings)} of them are pairings "
          f"({sum(p in set(keep) for p in pairings)} keeping the diagonals)")
    classes = {}
    for s in pairings:
        conj = []
        for g in keep:
            c = [0] * 64
            for i in range(64):
                c[g[i]] = g[s[i]]
            conj.append(tuple(c))
        classes.setdefault(min(conj), 0)
        classes[min(conj)] += 1
    sizes = sorted(classes.values())
    print(f"{len(classes)} classes under conjugation by the {len(keep)}; sizes {sizes}")


if __name__ == "__main__":
    main()
