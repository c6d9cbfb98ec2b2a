#!/usr/bin/env python3
"""Reads the outputs of run.sh and prints, claim by claim, the paper's figure, each method's
figure and whether they agree. Every line starts with OK, DIFF or INFO. Shares no code with
cubelab (tableau.py is this record's own reading of the paper)."""
import itertools, json, math, re
from collections import Counter, defaultdict
import tableau as tb
from tableau import TABLE3, NAMES, mirror

def jl(path):
    return [json.loads(l) for l in open(path) if l.strip()]
def summary(path):
    return [r for r in jl(path) if r.get("type") == "summary"][-1]
def dist_of(s):
    return {int(k): v for k, v in s.items()}
def parse_pairs(text):
    return {int(a): int(b) for a, b in re.findall(r"(\d+):(\d+)", text)}
def out(flag, row, text):
    print(f"{flag:4} {row:8} {text}")
def verdict(ok):
    return "OK" if ok else "DIFF"

# ---------------------------------------------------------------- the cubes, Table 3
ours = {r["name"]: r for r in jl("cubes.jsonl") if r["type"] == "result"}
fam = tb.family_names()
famlist = {r["name"]: r for r in jl("family_list6.jsonl") if r["type"] == "result"}
famsum = summary("family_list6.jsonl")
out(verdict(famsum["paintings"] == 720 and famsum["cubes"] == 30 and summary("cubes.jsonl")["cubes"] == 30),
    "S1.cubes", f"paper 720/24 = 30 cubes; family list: {famsum['paintings']} paintings, {famsum['cubes']} classes "
    f"(Burnside {famsum['burnside']}); macmahon cubes: {summary('cubes.jsonl')['cubes']}")
for r in "ABCDEF":
    names = [n for n in NAMES if n[0] == r]
    inorder = sum(ours[n]["corners"] == [int(c) for c in TABLE3[n]] for n in names)
    entries = sum(a == int(b) for n in names for a, b in zip(ours[n]["corners"], TABLE3[n]))
    asset = sum(set(famlist[fam[n]]["corners"]) == {int(c) for c in TABLE3[n]} for n in names)
    out(verdict(inorder == len(names) and entries == 8 * len(names)), f"T3.row{r}",
        f"{len(names)} cubes {','.join(names)}: {entries}/{8*len(names)} entries equal to `macmahon cubes` in place; "
        f"family list has the same corner set for {asset}/{len(names)}")
allc = set(c for v in TABLE3.values() for c in v)
out(verdict(len(allc) == 40), "S3.40", f"distinct corner numbers in Table 3: {len(allc)} (paper: 40)")
lines_ok = all(sorted(c for n in NAMES if n[0] == L for c in TABLE3[n]) == sorted(allc) for L in "ABCDEF") and \
           all(sorted(c for n in NAMES if n[1] == l for c in TABLE3[n]) == sorted(allc) for l in "abcdef")
out(verdict(lines_ok), "S3.lines", "every row and every column of the tableau holds each of the 40 corner numbers once")
rev_ok = all(set(TABLE3[mirror(n)]) == {tb.canon(c[::-1]) for c in TABLE3[n]} for n in NAMES)
disj_ok = all(not tb.shared(n, mirror(n)) for n in NAMES)
cli_m = all(ours[n]["mirror"] == mirror(n) for n in NAMES)
out(verdict(rev_ok and disj_ok and cli_m), "S3.mirror",
    f"Xy and Yx share no corner: {disj_ok}; Yx's corners are Xy's read backwards (123 <-> 132): {rev_ok}; "
    f"`cubes` mirror field = Yx for all 30: {cli_m}")
ucc = Counter(len(tb.shared(a, b)) for a in NAMES for b in NAMES)
eight_only_self = all((len(tb.shared(a, b)) == 8) == (a == b) for a in NAMES for b in NAMES)
out(verdict(set(ucc) == {0, 2, 8} and eight_only_self), "S3.ucc",
    f"usable corner counts over all 900 (cube, target) pairs: {dict(sorted(ucc.items()))}; 8 only for C = T: {eight_only_self}")
unusable = sorted(n for n in NAMES if n != "Ba" and not tb.shared(n, "Ba"))
paper_unusable = sorted("Bc Bd Be Bf Ca Da Ea Fa Ab".split())
two = [n for n in NAMES if len(tb.shared(n, "Ba")) == 2]
out(verdict(unusable == paper_unusable and len(two) == 20), "S3.nine",
    f"unusable for Ba: {','.join(unusable)} (paper: {','.join(paper_unusable)}); cubes with exactly 2: {len(two)}")
# Figure 4: skeleton vs diagonal edges
def digits(c): return set(c)
skel, diag = [], []
for n in two:
    a, b = sorted(tb.shared(n, "Ba"))
    k = len(digits(a) & digits(b))
    (skel if k == 2 else diag if k == 0 else []).append(n)
paper_skel = sorted("Cd Ce Cf Dc De Df Ec Ed Ef Fc Fd Fe".split())
paper_diag = sorted("Ac Ad Ae Af Cb Db Eb Fb".split())
pairs_ok = all(tb.shared(a, "Ba") == tb.shared(b, "Ba") for a, b in [("Ac","Cb"),("Ad","Db"),("Ae","Eb"),("Af","Fb")])
# skeleton is a cube graph: 8 vertices, 12 edges, 3-regular, bipartite, antipodes = diagonal pairs
V = TABLE3["Ba"]
adj = defaultdict(set)
for n in skel:
    a, b = tuple(tb.shared(n, "Ba")); adj[a].add(b); adj[b].add(a)
regular = all(len(adj[v]) == 3 for v in V)
dist = {}
def bfs(s):
    d = {s: 0}; q = [s]
    for x in q:
        for y in adj[x]:
            if y not in d: d[y] = d[x] + 1; q.append(y)
    return d
antip = all(max(bfs(v).values()) == 3 for v in V)
diag_antip = all(bfs(min(tb.shared(n, "Ba")))[max(tb.shared(n, "Ba"))] == 3 for n in diag)
out(verdict(sorted(skel) == paper_skel and sorted(diag) == paper_diag and pairs_ok and regular and diag_antip),
    "S3.fig4", f"skeleton edges (corners sharing 2 colours) {','.join(sorted(skel))}; long diagonals {','.join(sorted(diag))}; "
    f"pairs Ac/Cb, Ad/Db, Ae/Eb, Af/Fb on the same two corners: {pairs_ok}; skeleton 3-regular: {regular}; diagonals join antipodes: {diag_antip}")
out(verdict(tb.shared("Ae", "Ba") == {"162", "354"} == tb.shared("Eb", "Ba")), "S3.Ae",
    f"Ae and Eb share with Ba: {sorted(tb.shared('Ae','Ba'))}, {sorted(tb.shared('Eb','Ba'))} (paper: 162, 354)")

# ---------------------------------------------------------------- interior matching
rows = [l.split() for l in open("interior.txt")]
ok = all(r[2] == "interior=2" and r[4] == "all30_interior=2" and r[5] == "family_interior=2" for r in rows)
plain = Counter(r[3] for r in rows)
out(verdict(ok and len(rows) == 30), "S3.interior",
    f"{len(rows)} targets: Conway's eight (row/column of the mirror) give 2 interior-matching arrangements (geometric: "
    f"{Counter(r[2] for r in rows)}, family: {Counter(r[5] for r in rows)}); all 30 cubes offered at once: "
    f"{Counter(r[4] for r in rows)}; the same eight without interior matching: {plain}")

# ---------------------------------------------------------------- Table 1 per target
paper_t1 = {2: 93000, 4: 19860, 6: 15987, 8: 2664, 10: 792, 12: 1296, 16: 81}
methods = {}
for m in ("graph", "geometric", "primes"):
    d = defaultdict(dict)
    for r in jl(f"table1_{m}.jsonl"):
        if r["type"] == "result":
            d[r["target"]][r["solution_number"]] = r["collections"]
    methods[m] = d
brute = defaultdict(dict)
for l in open("brute_all.txt"):
    if l.startswith("table1 "):
        p = l.split(); brute[p[1]] = {int(a): int(b) for a, b in (x.split(":") for x in p[2:-1])}
methods["brute"] = brute
famBa = dist_of(summary("table1_family_Ba.jsonl")["distribution"])
with open("table1_per_target.txt", "w") as f:
    f.write("target solution_number paper graph geometric primes brute\n")
    for t in NAMES:
        for s in paper_t1:
            f.write(f"{t} {s} {paper_t1[s]} " + " ".join(str(methods[m][t].get(s, 0)) for m in ("graph", "geometric", "primes", "brute")) + "\n")
for s in paper_t1:
    vals = {m: sorted(set(methods[m][t].get(s, 0) for t in NAMES)) for m in methods}
    same = all(len(v) == 1 for v in vals.values()) and len({v[0] for v in vals.values()} | {famBa.get(s, 0)}) == 1
    v = vals["brute"][0]
    out("OK" if same and v == paper_t1[s] else "DIFF", f"T1.s{s}",
        f"paper {paper_t1[s]}; each of the 30 targets: graph {vals['graph']}, geometric {vals['geometric']}, "
        f"primes {vals['primes']}, brute {vals['brute']}; family (Ba) {famBa.get(s, 0)}; methods agree: {same}")
tot = {m: sorted(set(sum(methods[m][t].values()) for t in NAMES)) for m in methods}
out(verdict(all(v == [133680] for v in tot.values())), "T1.total", f"paper 133680; totals per target {tot}")

# ---------------------------------------------------------------- graph classes: lemmas and theorems
cls = []
for l in list(open("brute_classes.tsv"))[1:]:
    tin, un, ed, co, tr, k, iso, sol, per, allt = map(int, l.split())
    cls.append(dict(tin=tin, un=un, ed=ed, co=co, tr=tr, k=k, iso=iso, sol=sol, n=per, all=allt))
same_all = "class_histogram_identical_for_all_30_targets yes" in open("brute_all.txt").read()
out(verdict(same_all), "S3.recolour", "the class -> solution-number histogram is identical for all 30 targets (brute force)")
wit = [l.rstrip("\n").split("\t") for l in open("class_witnesses_geometric.txt")]
wit_ok = all(w[7] == w[8] for w in wit)
out(verdict(wit_ok), "witness", f"{len(wit)} (class, solution number) witnesses for Ba recounted by `macmahon solve --count`: all equal: {wit_ok}")
def check(row, text, pred, expect):
    """pred selects classes (per-target counts, Ba); expect(c) -> expected solution number."""
    sel = [c for c in cls if pred(c)]
    n = sum(c["n"] for c in sel)
    bad = sum(c["n"] for c in sel if c["sol"] != expect(c))
    got = Counter()
    for c in sel: got[c["sol"]] += c["n"]
    out("OK" if bad == 0 and n > 0 else "DIFF", row, f"{text}: {n} collections per target, solution numbers {dict(sorted(got.items()))}; "
        f"against the claim: {bad}")
    return bad
check("S3.lt7", "fewer than 7 edges", lambda c: c["ed"] < 7, lambda c: 0)
check("S3.deg0", "8 edges and an isolated vertex", lambda c: c["ed"] == 8 and c["iso"] > 0, lambda c: 0)
check("L4.1a", "fewer than 8 edges, Ba not in C", lambda c: c["ed"] < 8 and not c["tin"], lambda c: 0)
check("L4.1b", "a tree component, Ba not in C", lambda c: c["tr"] >= 1 and not c["tin"], lambda c: 0)
check("L4.1c", "more than one tree component", lambda c: c["tr"] >= 2, lambda c: 0)
n8 = [c for c in cls if c["ed"] == 8]
out(verdict(all(not c["tin"] for c in n8)), "S4.8edges", "8 edges => Ba not in C (every class)")
for k in (1, 2, 3, 4):
    check(f"T5.k{k}", f"8 edges, {k} components, no tree (Theorem 5: 2^{k} = {2**k})",
          lambda c, k=k: c["ed"] == 8 and c["co"] == k and c["tr"] == 0, lambda c: 2 ** c["co"])
check("T5.else", "8 edges with a tree (Theorem 5: 0)", lambda c: c["ed"] == 8 and c["tr"] > 0, lambda c: 0)
check("L4.2", "8 edges, connected (Lemma 4.2: 2)", lambda c: c["ed"] == 8 and c["co"] == 1, lambda c: 2)
check("L4.3", "8 edges, 2 components, no tree (Lemma 4.3: 4)", lambda c: c["ed"] == 8 and c["co"] == 2 and c["tr"] == 0, lambda c: 4)
check("L4.4", "8 edges, 3 or 4 components, no tree (Lemma 4.4: 8, 16)", lambda c: c["ed"] == 8 and c["co"] in (3, 4) and c["tr"] == 0,
      lambda c: {3: 8, 4: 16}[c["co"]])
T6 = lambda c: c["tin"] and c["ed"] == 7 and c["tr"] == 1
check("T6.c1", "Ba in C, 7 edges, connected (Theorem 6 table / Lemma 4.5: 8)", lambda c: T6(c) and c["co"] == 1, lambda c: 8)
for k in range(0, 7):
    sel = [c for c in cls if T6(c) and c["co"] == 2 and c["k"] == k]
    if sel or k == 6:
        check(f"T6.c2k{k}", f"Ba in C, 7 edges, 2 components, tree with k={k} edges (Theorem 6 / Lemma 4.6: 2(k+1) = {2*(k+1)})",
              lambda c, k=k: T6(c) and c["co"] == 2 and c["k"] == k, lambda c: 2 * (c["k"] + 1)) if sel else \
            out("OK", f"T6.c2k{k}", "no collection has a 6-edge tree in 2 components (the paper: k < 6, no 14)")
out(verdict(all(c["sol"] != 14 for c in cls)), "L4.6.14", f"solution numbers met anywhere: {sorted(set(c['sol'] for c in cls))} (no 14)")
for k in range(0, 4):
    check(f"T6.c3k{k}", f"Ba in C, 7 edges, 3 components, one tree with k={k} edges (Theorem 6 / Lemma 4.7: 4(k+1) = {4*(k+1)})",
          lambda c, k=k: T6(c) and c["co"] == 3 and c["k"] == k, lambda c: 4 * (c["k"] + 1))
check("L4.7else", "Ba in C, 7 edges, 3 components, not exactly one tree (Lemma 4.7: 0)",
      lambda c: c["tin"] and c["ed"] == 7 and c["co"] == 3 and c["tr"] != 1, lambda c: 0)
for k in (0, 1):
    check(f"T6.c4k{k}", f"Ba in C, 7 edges, 4 components, one tree with k={k} edges (Theorem 6 / Lemma 4.8: 16)",
          lambda c, k=k: T6(c) and c["co"] == 4 and c["k"] == k, lambda c: 16)
check("L4.8else", "Ba in C, 7 edges, 4 components, 2+ trees (Lemma 4.8: 0)",
      lambda c: c["tin"] and c["ed"] == 7 and c["co"] == 4 and c["tr"] >= 2, lambda c: 0)
check("L4.7proof", "Lemma 4.7's proof says every component has an edge; classes with an isolated vertex as the tree",
      lambda c: T6(c) and c["co"] == 3 and c["k"] == 0, lambda c: 4)
exc = [l.split() for l in open("exception_three_ways.txt")]
out("INFO", "T6.exc", f"{len(exc)} collections for Ba with 4 components whose tree is an isolated vertex; "
    f"brute/geometric/family solution numbers: {Counter(tuple(x.split('=')[1] for x in e[1:]) for e in exc)}; e.g. {exc[0][0]}")
out("INFO", "T6.exc30", f"over all 30 targets: {sum(c['all'] for c in cls if T6(c) and c['co'] == 4 and c['k'] == 0)} (target, collection) pairs")
# general formula: (vertices of the tree) * 2^(components with a cycle), when Ba in C and one tree
check("formula", "Ba in C, one tree: (k+1) * 2^(components - 1)", T6, lambda c: (c["k"] + 1) * 2 ** (c["co"] - 1))

# ---------------------------------------------------------------- the 81 collections with 16
six = [frozenset(l.strip().split(",")) for l in open("brute_Ba_sixteen.txt")]
conway = frozenset(tb.conway8("Ba"))
nine = {conway} | {frozenset(conway - {x} | {"Ba"}) for x in conway}
pairs = [("Ac", "Cb"), ("Ad", "Db"), ("Ae", "Eb"), ("Af", "Fb")]
skel_edges = {n: frozenset(tb.shared(n, "Ba")) for n in skel + diag}
seventy_two = set(); per_choice = Counter()
for two_pairs in itertools.combinations(pairs, 2):
    used = set(); cubes = set()
    for p in two_pairs:
        cubes |= set(p); used |= skel_edges[p[0]]
    rest = set(V) - used
    usable_here = [n for n in skel + diag if skel_edges[n] <= rest]
    for three in itertools.combinations(usable_here, 3):
        deg = Counter(v for n in three for v in skel_edges[n])
        es = [tuple(skel_edges[n]) for n in three]
        reach = {es[0][0]}
        for _ in range(3):
            reach |= {v for e in es if set(e) & reach for v in e}
        if set(deg) == rest and max(deg.values()) <= 2 and reach == rest:   # 3 edges on 4 vertices, connected: a path
            seventy_two.add(frozenset(cubes | set(three) | {"Ba"})); per_choice[two_pairs] += 1
out(verdict(set(six) == nine | seventy_two and not (nine & seventy_two) and len(nine) == 9 and len(seventy_two) == 72 and set(per_choice.values()) == {12}),
    "S3.81", f"brute: {len(six)} collections with 16 for Ba; Conway's eight and its 8 one-cube swaps for Ba: {len(nine)}; "
    f"two 2-cycles + a spanning path: {len(seventy_two)} (paths per choice of the 2-cycles: {sorted(set(per_choice.values()))}, "
    f"choices {len(per_choice)}); union equals the brute list: {set(six) == nine | seventy_two}")

# ---------------------------------------------------------------- Table 2, Theorem 2
paper_t2 = {0: 2774940, 1: 2256390, 2: 720405, 3: 91920, 4: 8910, 5: 360}
paper_p = {0: ".4741", 1: ".3855", 2: ".1231", 3: ".0157", 4: ".0015", 5: ".00006"}
src = {"transport": dist_of(summary("table2_transport.jsonl")["distribution"]),
       "sets8_full": dist_of(summary("sets8_full_summary.jsonl")["distribution"]),
       "sets8_sym": dist_of(summary("sets8_sym_summary.jsonl")["distribution"]),
       "family": dist_of(summary("table2_family_summary.jsonl")["distribution"]),
       "brute": parse_pairs(next(l for l in open("brute_all.txt") if l.startswith("table2")))}
N8 = math.comb(30, 8)
for n in paper_t2:
    vals = {k: v.get(n, 0) for k, v in src.items()}
    out(verdict(set(vals.values()) == {paper_t2[n]}), f"T2.n{n}", f"paper {paper_t2[n]}; " + ", ".join(f"{k} {v}" for k, v in vals.items()))
    p = paper_t2[n] / N8
    digits_ = len(paper_p[n]) - 1
    out(verdict(paper_p[n] == ("%.*f" % (digits_, p))[1:]), f"T2.p{n}", f"paper {paper_p[n]}; {paper_t2[n]}/{N8} = {p:.6f}")
out(verdict(all(max(v) == 5 for v in src.values()) and sum(paper_t2.values()) == N8), "T2.max",
    f"largest number of targets built by 8 cubes: {[max(v) for v in src.values()]}; Table 2 sums to C(30,8) = {N8}: {sum(paper_t2.values()) == N8}")
fb = {}
for l in open("brute_five_builders.txt"):
    coll, tg = l.split()
    fb[frozenset(coll.split(","))] = {x.split(":")[0]: int(x.split(":")[1]) for x in tg.split(",")}
cli5 = {frozenset(r["collection"]): r["targets"] for r in jl("five_builders_cli.jsonl") if r["type"] == "result"}
none_in = all(not (set(t) & c) for c, t in fb.items())
out(verdict(fb == cli5 and len(fb) == 360 and none_in), "Th2.none",
    f"five-builders: brute {len(fb)}, `collections --targets 5` {len(cli5)}, same collections and solution numbers: {fb == cli5}; "
    f"no target inside its collection: {none_in}; patterns {Counter(tuple(sorted(t.values())) for t in fb.values())}")
out("INFO", "S1.total", f"C(30,8) = {N8}; P(a collection builds a given target) = 133680/{N8} = {133680/N8:.5f}; "
    f"P(builds some target) = {(N8 - paper_t2[0])/N8:.5f}")

# ---------------------------------------------------------------- Theorem 7
con = tb.theorem7()
byc = {}
for coll, tg, ncomp, nblank, ninter, nmir, tr in con:
    byc.setdefault(coll, set()).add(tg)
shape_ok = all(c[2] == 6 and c[3] == 1 and c[4] == 10 and c[5] == 2 and len(c[0]) == 8 for c in con)
match = {c: {frozenset(t)} for c, t in ((k, v.keys()) for k, v in fb.items())}
out(verdict(len(con) == 360 and len(byc) == 360 and shape_ok and byc == match), "Th7",
    f"constructions: {len(con)} ({sum(not c[6] for c in con)} columns-first, {sum(c[6] for c in con)} rows-first), distinct collections {len(byc)}; "
    f"each: complement 6 cells with 1 blank, intersection 10 cubes, exactly 2 mirrors of targets: {shape_ok}; "
    f"= the brute five-builders with the same five targets: {byc == match}")
fig6 = dict(l.split() for l in open("figure6.txt") if not l.startswith("inside"))
out(verdict(fig6 == {"Cb": "4", "Cd": "4", "Ce": "4", "Db": "2", "De": "2"}), "Fig6",
    f"Ac,Af,Ba,Bf,Ea,Ef,Fa,Fc builds (geometric solver over all 30 targets) {fig6}; brute: "
    f"{fb[frozenset('Ac Af Ba Bf Ea Ef Fa Fc'.split())]}")

# ---------------------------------------------------------------- sets of 9..12, universal sets
S = {k: summary(f"sets{k}_summary.jsonl") for k in (9, 10, 11, 12)}
S12f = summary("sets12_full_summary.jsonl")
ex = {}
for k in (9, 10):
    l = open(f"brute_exhaust{k}.txt").read()
    ex[k] = parse_pairs(l.split("dist")[1])
for k in (9, 10):
    out(verdict(ex[k] == dist_of(S[k]["distribution"])), f"sets{k}", f"K={k}: set-scan kernel and brute force give the same distribution: "
        f"{ex[k] == dist_of(S[k]['distribution'])}; min {min(ex[k])}, max {max(ex[k])} ({ex[k][max(ex[k])]} sets)")
d12 = dist_of(S[12]["distribution"])
out(verdict(d12 == dist_of(S12f["distribution"])), "sets12", f"K=12 symmetric scan = full scan: {d12 == dist_of(S12f['distribution'])}; "
    f"29 targets: {d12.get(29, 0)} sets; 30: {d12.get(30, 0)}; 28: {d12.get(28, 0)}")
fu = summary("family_universal6.jsonl"); fc = summary("family_universal6_count12.jsonl")
out(verdict(fu["smallest"] == 12 and fu["in_all"] == 10 and fc["in_all"] == 10 and S[12]["max_sets"] == 10 and max(dist_of(S[11]["distribution"])) == 22),
    "Th3", f"universal 12-sets: set-scan {S[12]['max_sets']}, family search {fu['in_all']} (smallest size {fu['smallest']}), "
    f"family count {fc['in_all']} (up to symmetry {fc['up_to_symmetry']}); best 11-set builds {max(dist_of(S[11]['distribution']))}")
U = [frozenset(l.strip().split(",")) for l in open("universal_sets.txt")]
C8 = tb.conjecture8()
out(verdict(set(U) == set(C8) and len(set(C8)) == 10), "Conj8", f"Conjecture 8's rule gives {len(set(C8))} sets; they are the {len(U)} universal sets: {set(U) == set(C8)}")
sym = all(all(mirror(n) in u for n in u) for u in U)
two_each = all(all(sum(n[0] == L for n in u) == 2 and sum(n[1] == L.lower() for n in u) == 2 for L in "ABCDEF") for u in U)
# symmetric 12-sets with two cubes in each row and column
cands = 0
mp = sorted({frozenset((n, mirror(n))) for n in NAMES}, key=sorted)
for six_pairs in itertools.combinations(mp, 6):
    u = set().union(*six_pairs)
    if all(sum(n[0] == L for n in u) == 2 and sum(n[1] == L.lower() for n in u) == 2 for L in "ABCDEF"):
        cands += 1
out(verdict(sym and two_each), "S6.sym", f"all ten universal sets symmetric across the diagonal: {sym}; two cubes per row and column: {two_each}; "
    f"such symmetric 12-sets in all: {cands}, universal: {len(U)}")
orbits = []
left = set(U)
while left:
    u = left.pop(); orb = {u}; x = u
    for _ in range(5):
        x = frozenset(tb.shift(n) for n in x); orb.add(x)
    left -= orb; orbits.append(len(orb))
out(verdict(sorted(orbits) == [1, 3, 6]), "S6.shift", f"orbits of the ten under the diagonal shift (torus): sizes {sorted(orbits)} (paper: Haraguchi's + 2 shifts, 6 shifts, 1 fixed)")
perms = [dict(zip("123456", p)) for p in itertools.permutations("123456")]
img = lambda u, p: frozenset(tb.recolour(n, p) for n in u)
u0 = U[-1]
orbit = {img(u0, p) for p in perms}
stab = [p for p in perms if img(u0, p) == u0]
def ctype(p):
    seen, t = set(), []
    for a in "123456":
        if a in seen: continue
        l, b = 0, a
        while b not in seen: seen.add(b); b = p[b]; l += 1
        t.append(l)
    return tuple(sorted(t, reverse=True))
three = [p for p in stab if ctype(p) == (3, 1, 1, 1)]
three_id = [p for p in three if all(tb.recolour(n, p) == n for n in u0)]
stab_ct = Counter(ctype(p) for p in stab)
out(verdict(orbit == set(U)), "S6.orbit", f"S6 images of {','.join(sorted(u0))}: {len(orbit)} sets = the ten: {orbit == set(U)}; "
    f"stabiliser order {len(stab)}; 3-cycles in it: {len(three)}, of which fixing every cube: {len(three_id)}; cycle types {dict(stab_ct)}")
# Section 6: each target inside/outside each universal set
ins = [l.split() for l in open("inside.txt")]
ok_in = ok_out = 0; bad = []
for r in ins:
    u = frozenset(r[0].split(",")); tg = r[2].rstrip(":")
    d = parse_pairs(" ".join(r[5:-1])); cli = int(r[-1].split("=")[1])
    nocommon = [n for n in u if n != tg and not tb.shared(n, tg)]
    if tg in u:
        roles = sorted(("mirror" if n == mirror(tg) else "row" if n[0] == tg[0] else "col" if n[1] == tg[1] else "other") for n in nocommon)
        good = d == {2: 7, 8: 2} and roles == ["col", "mirror", "row"] and cli == 30
        ok_in += good
    else:
        good = d == {4: 1} and len(nocommon) == 4 and all(n[0] == tg[0] or n[1] == tg[1] for n in nocommon) and cli == 4
        ok_out += good
    if not good: bad.append(r)
out(verdict(not bad and ok_in == 120 and ok_out == 180), "S6.hara",
    f"(set, target) pairs: target in the set {ok_in}/120 with 3 cubes sharing no corner (its mirror, one in its row, one in its column) and "
    f"9 collections: 2 x 8 + 7 x 2 (geometric, all 12 offered: 30 arrangements); target outside {ok_out}/180 with 4 such cubes, all in its row or column, "
    f"and one collection with 4 (geometric: 4)")
W = defaultdict(list)
for l in open("within.txt"):
    u, k, rest = l.split(" ", 2)
    cli = dist_of(json.loads(rest.split(" brute=")[0][4:])); br = parse_pairs(rest.split(" brute=")[1])
    W[int(k[2:])].append((cli, br))
for k in sorted(W):
    same = all(c == b for c, b in W[k]) and len({json.dumps(sorted(c.items())) for c, b in W[k]}) == 1
    out(verdict(same), f"S6.sub{k}", f"{k}-subsets of each of the ten: {W[k][0][0]} (cubelab `sets --within` = brute force for all ten: {same})")

# ---------------------------------------------------------------- sampling
paper_s = {9: (3, 1.34, 0, 8), 10: (7.3, 1.7, 2, 14), 11: (12.8, 2.1, 6, 21), 12: (18.2, 2.7, 9, 28)}
exact = {k: dist_of(S[k]["distribution"]) for k in S}
for k, (m, sd, lo, hi) in paper_s.items():
    c = summary(f"sample{k}_summary.jsonl")
    b = open(f"brute_sample{k}.txt").read()
    bm = float(re.search(r"mean=([\d.]+)", b).group(1)); bsd = float(re.search(r"sd=([\d.]+)", b).group(1))
    bmin = int(re.search(r"min=(\d+)", b).group(1)); bmax = int(re.search(r"max=(\d+)", b).group(1))
    tot = sum(exact[k].values())
    em = sum(n * v for n, v in exact[k].items()) / tot
    esd = math.sqrt(sum(n * n * v for n, v in exact[k].items()) / tot - em * em)
    beyond_hi = sum(v for n, v in exact[k].items() if n > hi) / tot * 20000
    beyond_lo = sum(v for n, v in exact[k].items() if n < lo) / tot * 20000
    se = esd / math.sqrt(20000)
    out("OK" if abs(round(em, len(str(m).split('.')[1]) if '.' in str(m) else 0) - m) < 1e-9 and abs(round(esd, len(str(sd).split('.')[1])) - sd) < 1e-9 else "DIFF",
        f"S6.K{k}", f"paper mean {m} sd {sd} min {lo} max {hi}; exact mean {em:.4f} sd {esd:.4f} min {min(exact[k])} max {max(exact[k])}; "
        f"cubelab sample (seed 1) {c['mean']:.3f}/{c['std_dev']:.3f}/{c['min']}/{c['max']}; brute sample {bm:.3f}/{bsd:.3f}/{bmin}/{bmax}; "
        f"expected count in 20,000 below the paper's min {beyond_lo:.2f}, above its max {beyond_hi:.2f}; s.e. of a mean {se:.3f}")
p_univ = exact[12].get(30, 0) / sum(exact[12].values())
out("INFO", "S6.rare", f"P(random 12-set universal) = {exact[12].get(30,0)}/{sum(exact[12].values())} = {p_univ:.2e}; expected in 20,000: {20000*p_univ:.4f}")
out(verdict(min(exact[10]) >= 1), "Berkove10", f"smallest number of targets built by a 10-set: {min(exact[10])} (set-scan and brute force)")
f4 = summary("family_universal4.jsonl"); l4 = summary("family_list4_summary.jsonl")
out(verdict(f4["smallest"] == 10 and l4["cubes"] == 68), "Berkove4", f"4-colour cubes: {l4['cubes']} (Burnside {l4['burnside']}); smallest universal set {f4['smallest']} cubes ({f4['in_all']} such sets)")
