"""Writes macmahon.ipynb (run with nbclient to fill in the outputs; see docs/python.md)."""

import nbformat as nbf

md, code = nbf.v4.new_markdown_cell, nbf.v4.new_code_cell
cells = [
    md(
        "# MacMahon's cubes from Python\n\n"
        "Reproduces Tables 1 and 2 of *Solution Numbers for Eight Blocks to Madness Puzzle* (the MacMahon "
        "paper among the sources) with `cubelab`, and plots how many of the 30 targets the sets of K cubes build, "
        "for every K from 8 to 30, by exhaustive scans. Every count here is also checked against the "
        "paper and against a second method (cubelab's test suites; `docs/macmahon.md`)."
    ),
    code(
        "import time\n"
        "import cubelab\n"
        "import pandas as pd\n"
        "import matplotlib.pyplot as plt\n"
        "from IPython.display import SVG, display\n"
        "cubes = cubelab.macmahon_cubes()\n"
        "cubes[:5]"
    ),
    md(
        "## Table 1: solution numbers for the target Ba\n\n"
        "For each solution number, how many collections of 8 cubes (out of 5,852,925) build Ba in "
        "exactly that many ways. The paper's counts are right, but three stand under the wrong "
        "solution numbers (4, 6, 8 permuted; the erratum and its evidence are in `docs/macmahon.md`). "
        "Three methods agree collection by collection."
    ),
    code(
        "paper = {2: 93000, 4: 19860, 6: 15987, 8: 2664, 10: 792, 12: 1296, 16: 81}\n"
        "methods = {m: cubelab.table1('Ba', method=m) for m in ('graph', 'geometric', 'primes')}\n"
        "t1 = pd.DataFrame({'paper': paper, **methods}).rename_axis('solution number')\n"
        "t1.loc['total'] = t1.sum()\n"
        "t1"
    ),
    code(
        "assert methods['graph'] == methods['geometric'] == methods['primes']\n"
        "assert sorted(paper.values()) == sorted(methods['graph'].values())  # same counts, 3 labels moved\n"
        "every = cubelab.as_frame(cubelab.table1('all'))  # 30 targets x solution numbers\n"
        "print(every.drop_duplicates().shape[0], 'distinct row(s) over the 30 targets')\n"
        "every.head()"
    ),
    md(
        "## Table 2: how many targets a collection of 8 cubes builds\n\n"
        "At most 5 (Theorem 2); the 360 collections building 5 are exactly Theorem 7's construction."
    ),
    code(
        "paper2 = {0: 2774940, 1: 2256390, 2: 720405, 3: 91920, 4: 8910, 5: 360}\n"
        "t2 = cubelab.as_frame(cubelab.table2(), index='targets built', column='collections').set_index('targets built')\n"
        "t2['proportion'] = t2['collections'] / cubelab.MACMAHON_COLLECTIONS\n"
        "t2['paper'] = pd.Series(paper2)\n"
        "assert (t2['collections'] == t2['paper']).all()\n"
        "five = cubelab.table2_builders(5)\n"
        "print(len(five['builders']), 'collections build 5 targets; Theorem 7 construction:', five['theorem7'])\n"
        "t2"
    ),
    md(
        "## Sets of K cubes: every set, every K\n\n"
        "`set_scan(K)` looks at every set of K distinct cubes (through the colour symmetry: the sets "
        "containing Ab, scaled by 30/K) and counts the targets each builds. The scans run in Rust with "
        "the GIL released and report progress; Ctrl-C stops them."
    ),
    code(
        "scans = {}\n"
        "started = time.time()\n"
        "for k in range(8, 31):\n"
        "    scans[k] = cubelab.set_scan(k)\n"
        "print(f'23 scans, {sum(s.sets for s in scans.values()):,} sets in {time.time() - started:.0f} s')\n"
        "rows = {k: {'sets': s.sets, 'min': min(s.distribution), 'max': s.max, 'sets at max': s.max_sets,\n"
        "            'mean': round(s.mean, 3), 'sd': round(s.std_dev, 3)} for k, s in scans.items()}\n"
        "summary = pd.DataFrame.from_dict(rows, orient='index').rename_axis('K')\n"
        "summary"
    ),
    code(
        "assert scans[8].distribution == cubelab.table2()  # the set kernel against Table 2's collections\n"
        "assert scans[12].conjecture4 and scans[12].distribution[30] == 10  # Conjecture 4: ten universal 12-sets\n"
        "assert (round(scans[9].mean, 3), round(scans[9].std_dev, 3)) == (3.034, 1.342)  # paper's sample: 3, 1.34\n"
        "print('checks pass')"
    ),
    code(
        "fig, axes = plt.subplots(1, 2, figsize=(13, 4.5))\n"
        "ax = axes[0]\n"
        "for k in range(8, 17):\n"
        "    d = scans[k].distribution\n"
        "    xs = sorted(d)\n"
        "    ax.plot(xs, [d[x] / scans[k].sets for x in xs], marker='o', ms=3, label=f'K = {k}')\n"
        "ax.set_xlabel('targets built')\n"
        "ax.set_ylabel('share of the K-sets')\n"
        "ax.set_title('How many targets a set of K cubes builds')\n"
        "ax.legend(ncol=2, fontsize=8)\n"
        "ax = axes[1]\n"
        "ks = list(scans)\n"
        "mean = [scans[k].mean for k in ks]\n"
        "sd = [scans[k].std_dev for k in ks]\n"
        "ax.fill_between(ks, [m - s for m, s in zip(mean, sd)], [m + s for m, s in zip(mean, sd)], alpha=0.25, label='mean ± sd')\n"
        "ax.plot(ks, mean, label='mean')\n"
        "ax.plot(ks, [min(scans[k].distribution) for k in ks], ls='--', label='min')\n"
        "ax.plot(ks, [scans[k].max for k in ks], ls=':', label='max')\n"
        "ax.axhline(30, color='grey', lw=0.5)\n"
        "ax.set_xlabel('K (cubes in the set)')\n"
        "ax.set_ylabel('targets built')\n"
        "ax.set_title('Every set of every size, exhaustively')\n"
        "ax.legend()\n"
        "fig.tight_layout()"
    ),
    md("## Pictures\n\nConway's tableau with his eight cubes for Ba highlighted, and the two solutions with matching interior faces."),
    code(
        "conway = 'Ac,Ad,Ae,Af,Cb,Db,Eb,Fb'.split(',')\n"
        "display(SVG(cubelab.svg(cubes, highlight=conway)))\n"
        "ba = cubelab.macmahon_solve('Ba', conway, interior=True)\n"
        "print(ba)\n"
        "display(SVG(cubelab.svg(ba)))"
    ),
]
nb = nbf.v4.new_notebook(cells=cells)
nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
nbf.write(nb, "macmahon.ipynb")
