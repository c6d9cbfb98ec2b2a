#!/usr/bin/env python3
"""Conway's tableau as the paper describes it, from the paper's own Table 3 (table3_paper.txt).
Shared by run.sh (argument lists) and check.py (verdicts). Shares no code with cubelab.

python3 tableau.py conway8        target and its interior-matching eight (row/column of its mirror)
python3 tableau.py family T       the colour-cubes (family) name of Conway cube T
python3 tableau.py universal F    the universal 12-sets listed by `macmahon sets --size 12` (jsonl F)
"""
import itertools, json, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = "ABCDEF"
COLS = "abcdef"

def load_table3():
    t = {}
    for line in open(os.path.join(HERE, "table3_paper.txt")):
        name, *corners = line.split()
        t[name] = corners
    return t

TABLE3 = load_table3()
NAMES = list(TABLE3)                     # Ab, Ac, ..., Fe (the paper's order)

def mirror(n):                           # Xy -> Yx
    return n[1].upper() + n[0].lower()

def row_of(n): return [m for m in NAMES if m[0] == n[0]]
def col_of(n): return [m for m in NAMES if m[1] == n[1]]

def conway8(target):
    """The paper, Section 3: the cubes in the same row or column as the target's mirror."""
    y = mirror(target)
    return sorted((set(row_of(y)) | set(col_of(y))) - {y})

def shared(a, b):
    return set(TABLE3[a]) & set(TABLE3[b])

def family_names():
    """Conway name -> colour-cubes name, matched by equal sets of corner numbers."""
    inv = {frozenset(v): k for k, v in TABLE3.items()}
    out = {}
    for line in open(os.path.join(HERE, "family_list6.jsonl")):
        r = json.loads(line)
        if r["type"] == "result":
            out[inv[frozenset(str(c) for c in r["corners"])]] = r["name"]
    assert len(out) == 30 and len(set(out.values())) == 30
    return out

def canon(d):                            # least cyclic rotation of a clockwise reading
    return min(d, d[1:] + d[:1], d[2:] + d[:2])

def recolour(name, perm):                # perm: dict colour -> colour (digits as str)
    img = frozenset(canon("".join(perm[ch] for ch in c)) for c in TABLE3[name])
    for m in NAMES:
        if frozenset(TABLE3[m]) == img:
            return m
    raise ValueError("recoloured corners match no cube")

def theorem7():
    """Theorem 7's construction: {collection (frozenset): targets (frozenset)}, both ways, with
    the number of the 10 intersection cubes that are mirrors of targets."""
    out = []
    for transpose in (False, True):
        for three in itertools.combinations(range(6), 3):
            inside = [i for i in three]
            outside = [i for i in range(6) if i not in three]
            for two_in in itertools.combinations(inside, 2):
                for two_out in itertools.combinations(outside, 2):
                    four = set(two_in) | set(two_out)
                    # cell (r, c) of the tableau as a name; r row index, c column index
                    if not transpose:
                        cell = lambda r, c: ROWS[r] + COLS[c]
                        sel_cols, sel_rows = set(three), four
                    else:       # three rows, then four columns
                        cell = lambda r, c: ROWS[c] + COLS[r]
                        sel_cols, sel_rows = set(three), four
                    comp = [cell(r, c) for r in range(6) for c in range(6)
                            if r not in sel_rows and c not in sel_cols]
                    blanks = [x for x in comp if x[0].lower() == x[1]]
                    targets = [x for x in comp if x[0].lower() != x[1]]
                    inter = [cell(r, c) for r in sel_rows for c in sel_cols]
                    inter = [x for x in inter if x[0].lower() != x[1]]
                    mirrors = [x for x in inter if mirror(x) in targets]
                    coll = frozenset(x for x in inter if x not in mirrors)
                    out.append((coll, frozenset(targets), len(comp), len(blanks), len(inter), len(mirrors), transpose))
    return out

def conjecture8():
    """Conjecture 8's rule: Ax, Ay, Xa, Ya, Xy, Yx and the six cubes Wz, Wv, Zw, Zv, Vw, Vz."""
    sets = []
    for x, y in itertools.combinations("bcdef", 2):
        X, Y = x.upper(), y.upper()
        s = {"A" + x, "A" + y, X + "a", Y + "a", X + y, Y + x}
        W = [L for L in ROWS if L not in ("A", X, Y)]
        for P, Q in itertools.permutations(W, 2):
            s.add(P + Q.lower())
        sets.append(frozenset(s))
    return sets

def shift(name, k=1):                    # along the diagonal, with torus identifications
    return ROWS[(ROWS.index(name[0]) + k) % 6] + COLS[(COLS.index(name[1]) + k) % 6]

if __name__ == "__main__":
    if sys.argv[1] == "conway8":
        for t in NAMES:
            print(t, ",".join(conway8(t)))
    elif sys.argv[1] == "family":
        fam = family_names()
        print(",".join(fam[n] for n in sys.argv[2].split(",")))
    elif sys.argv[1] == "universal":
        for line in open(sys.argv[2]):
            r = json.loads(line)
            if r["type"] == "summary":
                for s in r["sets_at_max"]:
                    print(",".join(s))
