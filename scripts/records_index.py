#!/usr/bin/env python3
"""The index of the run records, docs/runs/INDEX.md: one line per record folder, giving the
figure it backs, the command that made it, the date it was recorded, the load of the machine
while it ran and the pages that cite it.

Usage (from anywhere in the repository):
    scripts/records_index.py           rewrite docs/runs/INDEX.md from the records
    scripts/records_index.py --check   exit 1, naming them, when a record folder has no line
                                       or a line names no folder (what CI can run)

Where each column comes from:
- figure: the record's estimate for an estimate run (its output's first two lines: what was
  estimated, by which method, and the estimate up to symmetry), a pool's pooled figure, the
  title of its README.md or the first sentence of its NOTE.txt, else a phrase written here
  (FIGURES); a removed patch of abandoned code is named with the commit that holds it;
- command: command.txt (its first line), else a .cmd file, else the record's run.sh, else
  the first command in its README.md;
- date: the day the folder's first file was committed (git log);
- load: the range of the first of the three load averages in its load.txt, uptime or machine
  files, else a load average its notes state, else "not recorded";
- cited in: the pages outside docs/runs (docs/, README.md, research/) that name the folder.
The script needs only Python's standard library and git.
"""
import fnmatch
import lzma
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = ROOT / "docs" / "runs"
INDEX = RUNS / "INDEX.md"

# The patches of abandoned code that the records kept until issue 66; git history holds them.
REMOVED_PATCHES = {
    "bench-smc-copies": ("copies-once.patch", "52b14d1"),
    "cube4-basin-tail": ("trace-replicas.patch", "817ea8e"),
    "cube4-planewide-random-paths": ("random-paths.patch", "a25b0d8"),
    "cube4-value-order-tree": ("value_order.patch", "6e4488e"),
    "estimate-extremes-first-cube4": ("extremes_first.patch", "e8cf9a2"),
    "estimate-multicanonical-prototype": ("multicanonical.patch", "0cfe4da"),
    "estimate-smc-cube4-propagation": ("gac_tree.patch", "e78d31d"),
    "estimate-smc-line-potential": ("line-potential.patch", "14a1e33"),
    "population-line-moves": ("line-moves.patch", "503364d"),
}

# Phrases for the records whose files do not say in a line what they back. A pattern matches
# the whole folder name; the first match wins.
FIGURES = [
    (r"estimate-cube4-pairings-population(-seed\d+)?",
     "simple order-4 cubes: population-annealing runs (4096 replicas), each run's cube named by its complement pairing"),
    (r"estimate-cube4-pairings-r(\d+)-seed\d+",
     "simple order-4 cubes: population-annealing runs of {1} replicas (kept out of the share of runs)"),
    (r"estimate-cube4-semi-magic-pairings-population.*",
     "semi-magic order-4 cubes: population-annealing runs, each run's cube named by its complement pairing"),
    (r"estimate-cube4-planewise.*", "simple order-4 cubes: grid plane-wise patterns by dimension, each stratum estimated"),
    (r"estimate-cube4-planewide.*", "simple order-4 cubes: wider plane-wise patterns by dimension, each stratum estimated"),
    (r"estimate-cube4-planeswaps.*", "simple order-4 cubes: pairings that swap planes, by dimension"),
    (r"estimate-cube4-plane-paired", "simple order-4 cubes: one knuth probe each of 100,000 random plane-wise patterns"),
    (r"estimate-cube4-found(\d+)-knuth", "simple order-4 cubes: knuth on the family of the pairing run {1} found"),
    (r"estimate-cube4-wide-family-(knuth.*)", "simple order-4 cubes: the largest wider plane-wise family by knuth (unfinished)"),
    (r"estimate-cube4-wide-family-population", "simple order-4 cubes: the largest wider plane-wise family by population annealing"),
    (r"estimate-cube4-pairing-families", "simple order-4 cubes: every class of line-automorphism pairings by smc, and the total counted (total.txt)"),
    (r"estimate-cube4-semi-magic-families", "semi-magic order-4 cubes: every class of line-automorphism pairings by smc"),
    (r"estimate-cube4-semi-magic-mirror-knuth", "semi-magic order-4 cubes: the mirror family by knuth"),
    (r"estimate-(mirror|diagonal|turn)-cube4-(knuth|population)(-10M)?",
     "simple order-4 cubes complementary under a {1} symmetry, by {2}"),
    (r"estimate-class0-cube4-population", "simple order-4 cubes: the class-0 family by population annealing"),
    (r"estimate-anneal-cube4", "order-4 cubes by anneal: no sample reaches a cube (the method refuses them)"),
    (r"estimate-smc-cube4", "order-4 cubes by smc: the population dies in the last branching steps"),
    (r"estimate-smc-cube4-levels", "order-4 cubes: where smc's particles die, level by level; the crude E-number count"),
    (r"estimate-associative-cube4-exact-probe", "associative order-4 cubes: an exact count by the kernel is out of reach"),
    (r"estimate-smc-associative-cube4-tuning", "associative order-4 cubes: smc's tail and particles tuned"),
    (r"estimate-population-cube4", "order-4 cubes by population annealing at the default schedule: the replicas freeze"),
    (r"estimate-population-cube4-4096-seed(\d+)", "simple order-4 cubes by population annealing, 4096 replicas, seed {1}: no run reached a cube"),
    (r"estimate-population-cube4-doubling", "order-4 cubes: the pilot doubles the replicas to 4096"),
    (r"estimate-pilot-ultramagic7", "ultramagic squares of order 7: knuth's pilot finds no figure"),
    (r"estimate-rearrange-block", "rearrange: the last 3x3 block completed directly (ignored test, three times)"),
    (r"estimate-rearrange-swaps", "rearrange: swap neighbourhoods of order-6 semi-magic squares (ignored test)"),
    (r"estimate-rearrange-order6-10min(-v\d)?", "magic squares of order 6 by rearrange in 10 minutes (bench/estimate_target.sh)"),
    (r"estimate-smc-order6-10min", "magic squares of order 6 by smc in 10 minutes (bench/estimate_target.sh)"),
    (r"estimate-rearrange-order7-walk", "rearrange at order 7: the walk over swaps measured, left off there"),
    (r"bench-kernel-mirror", "speed: the kernel keeping the unused values' mirror image"),
    (r"bench-population-set-mask", "speed: population annealing's shared sets as one AND of bit masks"),
    (r"bench-smc-copies", "speed: smc listing a resampled copy of a node once (dropped)"),
    (r"bench-smc-descend-into", "speed: smc writing resampled particles over old storage"),
    (r"bench-smc-flat-children", "speed: smc listing a level's children into one vector"),
    (r"bench-smc-order7-speed", "speed: smc at order 7 with both speed-ups"),
    (r"bench-smc-unit-weights", "speed: smc resampling by index when every child weighs 1"),
    (r"browser-test", "the HTML pictures in a real browser: screenshots"),
    (r"colour-collections", "coloured cubes: collections and target puzzles for n colours"),
    (r"colour-insanity", "Instant Insanity census over a colour family"),
    (r"colour-list", "coloured cubes: the families C_1..C_6 listed"),
    (r"colour-universal", "coloured cubes: minimum universal sets, n = 1 to 6, and the n = 5 count"),
    (r"colour-universal-second", "coloured cubes: universal sets by the integer program (the second method)"),
    (r"colour-universal-speed", "coloured cubes: speed of the universal-set search"),
    (r"cube4-basin-tail", "order-4 cubes: annealing stopped short, the cubes within two transpositions counted (dropped)"),
    (r"cube4-grid-48-48-9-9-knuth", "simple order-4 cubes: the grid family class [48, 48, 9, 9] by knuth"),
    (r"cube4-kernel-tree-width", "simple order-4 cubes: the kernel's tree measured, 10^26.49 nodes; the price of even draws"),
    (r"cube4-parallel-tempering", "order-4 cubes: parallel tempering (dropped)"),
    (r"cube4-pairing-classes", "order-4 cubes: the 873 line-automorphism pairings in 52 classes"),
    (r"cube4-pairing-dims", "order-4 cubes: the dimension of each pairing's family space"),
    (r"cube4-plane-spaces", "order-4 cubes: the plane test over all 2,027,025 pairings of a plane"),
    (r"cube4-planewide-random-paths", "order-4 cubes: knuth's random paths down the plane-wise search (dropped)"),
    (r"cube4-planewide-sketch-check", "order-4 cubes: the diagonal sketch checked against the recorded search"),
    (r"cube4-refill-neighbours", "order-4 cubes: the cubes reached by refilling two planes"),
    (r"cube4-restricted-population", "order-4 cubes: annealing kept out of the mirror basins (dropped)"),
    (r"cube4-two-plane-walk", "order-4 cubes: a walk over the cubes refilling two planes a step (dropped)"),
    (r"cube4-value-order-tree", "order-4 cubes: a tree branching on values rather than cells (dropped)"),
    (r"e-number-squares", "magic squares, orders 3 to 30, beside Trump's E-number law and brackets"),
    (r"estimate-calibration-(anneal|population|rearrange|smc)", "calibration of {1}'s intervals (the ignored tests)"),
    (r"estimate-calibration-anneal-cube3", "calibration of anneal's intervals on order-3 cubes (ignored test)"),
    (r"estimate-default-method", "the cost of an error bar, method by method (the default method)"),
    (r"estimate-multicanonical-prototype", "order-4 cubes: a multicanonical walk (dropped)"),
    (r"estimate-population-tuning", "population annealing's replicas and sweeps on order-12 squares"),
    (r"estimate-rearrange-tuning", "the rearrange method's tuning at order 6"),
    (r"estimate-smc-cube4-propagation", "order-4 cubes: distinctness carried along, cells chosen by their domains (dropped)"),
    (r"estimate-smc-line-potential", "smc guided by a line potential, order 6 and order-4 cubes (dropped)"),
    (r"json-float-roundtrip", "JSON output: floats read back exactly (serde_json's float_roundtrip)"),
    (r"kill-resume", "a killed run resumed from its checkpoint gives the same output"),
    (r"kitajima-readings", "our error bars at orders 9-29 against two readings of Kitajima-Kikuchi's"),
    (r"molecube-census", "the Molecube: distance distribution of all positions, HTM and QTM"),
    (r"molecube-solve", "the Molecube: optimal solve times and lengths on 1000 random positions"),
    (r"pantriagonal-cube4-families", "pantriagonal order-4 cubes: the translation families F_k, counted"),
    (r"pantriagonal-f0-class43", "pantriagonal order-4 cubes: F_0 is class 43's family, estimated again"),
    (r"population-cold-sweeps-cube4", "simple order-4 cubes: 20 sweeps a step where the replicas freeze (dropped)"),
    (r"population-scaling-cube4", "simple order-4 cubes: population annealing at 1024 to 65,536 replicas"),
    (r"population-uniformity-square4", "order-4 squares: are population annealing's final draws uniform?"),
    (r"smc-kernel-profile", "smc on magic squares: where the time goes (profile)"),
    (r"smc-tuning-order(\d+)", "smc at order {1}: relative variance x CPU s by exact tail and particles"),
    (r"square4-complement-pairings", "order-4 magic squares by the shape of their complement pairing"),
]

# Commands that the records state elsewhere than in the files the script reads.
COMMANDS = {
    "population-scaling-cube4": "python3 scripts/population_scaling.py > docs/runs/population-scaling-cube4/summary.txt",
}

# Records that no page names but a research script reads (by a pattern of folder names).
READERS = [
    (r"estimate-cube4-pairings-population.*", "research/scripts/cube4_pairing_total.py"),
    (r"estimate-cube4-pairings-r\d+-seed\d+", "research/scripts/population_scaling.py"),
    (r"estimate-cube4-semi-magic-pairings-population.*|estimate-population-cube4-semi-magic.*",
     "research/scripts/cube4_semi_magic_population.py"),
]

LOAD = re.compile(r"load averages?:?\s*([0-9]+[.,][0-9]+)")
STATED_LOAD = re.compile(r"load(?: average)? (?:of )?([0-9]+(?:\.[0-9]+)?(?:\s*(?:-|to|→)\s*[0-9]+(?:\.[0-9]+)?)?)")
CITING = ("docs", "README.md", "research", "ARCHITECTURE.md")


def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def folders():
    return sorted(p.name for p in RUNS.iterdir() if p.is_dir())


def read(path):
    if path.name.endswith(".xz"):
        return lzma.open(path, "rt", errors="replace").read()
    return path.read_text(errors="replace")


def first_dates():
    """Each folder's first commit date (YYYY-MM-DD), from one pass over the log."""
    out, date = {}, None
    log = git("log", "--reverse", "--diff-filter=A", "--name-only", "--format=@%cs", "--", "docs/runs")
    for line in log.splitlines():
        if line.startswith("@"):
            date = line[1:]
        elif line.startswith("docs/runs/") and line.count("/") >= 3:
            out.setdefault(line.split("/")[2], date)
    return out


def short(text, width=150):
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def estimate_figure(out):
    """What an estimate run's output says it estimated, and its figure up to symmetry."""
    lines = out.splitlines()
    if len(lines) < 2 or ": " not in lines[0] or not lines[1].startswith("estimate "):
        return None
    what, how = lines[0].split(": ", 1)
    what = re.sub(r" on 1\.\.\d+", "", what)
    method = how.split(" estimator")[0].split(" (")[0]
    m = re.search(r"\(relative error ([0-9.e+-]+)\)", lines[1])
    rel = f" ± {float(m.group(1)) * 100:.2g} %" if m else ""
    up = re.search(r"up to the (\d+) symmetries[^:]*: ([0-9.]+e[0-9+-]+)", lines[1])
    value = f"{up.group(2)} up to {up.group(1)} symmetries" if up else lines[1].split()[1]
    return f"{what}, {method}: {value}{rel}"


def pool_figure(out):
    m = re.search(r"pooled by samples: ([0-9.]+e[0-9+-]+) ± [0-9.e+-]+ \(([0-9.]+ %)\)", out)
    runs = len(re.findall(r"^docs/runs/\S+:", out, re.M))
    return f"{runs} runs pooled by samples: {m.group(1)} ± {m.group(2)} up to symmetry" if m else None


def figure(name, d):
    for pattern, phrase in FIGURES:
        m = re.fullmatch(pattern, name)
        if m:
            return phrase.format(*([m.group(0)] + list(m.groups())))
    out = d / "output.txt"
    if out.exists():
        text = read(out)
        found = pool_figure(text) if name.startswith("pool-") else estimate_figure(text)
        if found:
            return found
    for note in ("README.md", "NOTE.txt"):
        if (d / note).exists():
            text = read(d / note).strip()
            if note == "README.md":
                return short(text.splitlines()[0].lstrip("# "))
            return short(re.split(r"(?<=[.:])\s", text, 1)[0])
    if out.exists():
        return short(read(out).strip().splitlines()[0] if read(out).strip() else "output.txt")
    return "see the folder"


def command(d):
    if (d / "command.txt").exists():
        lines = [l for l in read(d / "command.txt").splitlines() if l.strip()]
        if lines:
            more = f" (+{len(lines) - 1} lines in command.txt)" if len(lines) > 1 else ""
            return short(lines[0], 170) + more
    cmds = sorted(d.glob("*.cmd"))
    if cmds:
        lines = [l for l in read(cmds[0]).splitlines() if l.strip() and not l.startswith("#")]
        more = f" (+{len(cmds) - 1} more .cmd files)" if len(cmds) > 1 else ""
        if lines:
            return short(lines[-1], 170) + more
    if (d / "run.sh").exists():
        return f"sh docs/runs/{d.name}/run.sh (repeats the record; see its head)"
    if d.name in COMMANDS:
        return COMMANDS[d.name]
    if (d / "README.md").exists():
        text = read(d / "README.md")
        m = re.search(r"[Cc]ommands?[^`\n]*:\s*`([^`]+)`", text) or re.search(r"^(?: {4}|```\S*\n)(\S.*)$", text, re.M)
        if m:
            return short(m.group(1), 170)
    return "not recorded"


def load(d):
    values = []
    for f in sorted(d.rglob("*")):
        n = f.name
        if f.is_file() and ("load" in n or "uptime" in n or n.startswith("machine")):
            values += [float(v.replace(",", ".")) for v in LOAD.findall(read(f))]
    if values:
        lo, hi = min(values), max(values)
        return f"{lo:.1f}" if abs(hi - lo) < 0.05 else f"{lo:.1f}-{hi:.1f}"
    for note in ("README.md", "NOTE.txt", "command.txt"):
        if (d / note).exists():
            stated = []
            for m in STATED_LOAD.finditer(read(d / note)):
                stated += [float(v) for v in re.findall(r"[0-9]+(?:\.[0-9]+)?", m.group(1))]
            if stated:
                lo, hi = min(stated), max(stated)
                return (f"{lo:g}" if lo == hi else f"{lo:g}-{hi:g}") + " (stated)"
    return "not recorded"


def citations(names):
    """For each folder, the pages outside docs/runs that name it."""
    pages = [p for p in git("ls-files", "--cached", "--others", "--exclude-standard", "*.md").split() if p.startswith(CITING) and not p.startswith("docs/runs/")]
    texts = {p: (ROOT / p).read_text(errors="replace") for p in pages if (ROOT / p).exists()}
    # Groups named by a pattern: docs/runs/estimate-population-order*/, estimate-{smc,anneal}-x*.
    # ("estimate-*" alone names every estimate run and says nothing of any one).
    groups = {p: [expand(g) for g in re.findall(r"runs/([\w{},*.-]*[*{][\w{},*.-]*)", t) if g.rstrip("/") != "estimate-*"]
              for p, t in texts.items()}
    out = {}
    for name in names:
        alias = name[len("estimate-"):] if name.startswith("estimate-") else name
        rx = re.compile(r"runs/" + re.escape(name) + r"(?![\w-])|`(?:" + re.escape(name) + "|" + re.escape(alias) + r")[`/]")
        out[name] = [p for p, t in texts.items()
                     if rx.search(t) or any(fnmatch.fnmatch(name, g) for gs in groups[p] for g in gs)]
        out[name] += [script for pattern, script in READERS if re.fullmatch(pattern, name)]
    return out


def expand(pattern):
    """A shell pattern's brace alternatives, each as an fnmatch pattern."""
    m = re.search(r"\{([^{}]*)\}", pattern)
    if not m:
        return [pattern.rstrip("/.")]
    return [q for alt in m.group(1).split(",") for q in expand(pattern[: m.start()] + alt + pattern[m.end():])]


def cell(text):
    return text.replace("|", "\\|")


def render():
    names = folders()
    dates, cited = first_dates(), citations(names)
    rows = []
    for name in names:
        d = RUNS / name
        fig = figure(name, d)
        if name in REMOVED_PATCHES:
            f, c = REMOVED_PATCHES[name]
            fig += f"; its patch `{f}` is in git history: `git show {c}:docs/runs/{name}/{f}`"
        pages = ", ".join(f"[{Path(p).with_suffix('').as_posix() if p.endswith('.md') else p}](../../{p})"
                          for p in cited[name]) or "–"
        cmd = command(d)
        cmd = cmd if cmd == "not recorded" else f"`{cell(cmd)}`"
        rows.append(f"| [{name}]({name}/) | {cell(fig)} | {cmd} | {dates.get(name, 'not committed')} "
                    f"| {load(d)} | {pages} |")
    head = f"""# Run records

One line per record folder under `docs/runs/` ({len(names)} of them): the figure it backs, the
command that made it (the first line of its `command.txt`, `.cmd` file, `run.sh` or README),
the day it was committed, the load average while it ran (the first of the three figures
`uptime` prints, as its `load.txt` or notes record them) and the pages that cite it. Written
by `scripts/records_index.py`; `scripts/records_index.py --check` fails when a folder has no
line. Large raw outputs (checkpoints, long stderr logs, search outputs, CI transcripts) are
kept compressed: `FILE.xz` is `FILE` compressed with xz, and `xz -dk FILE.xz` gives it back
byte for byte (`scripts/check_glance.py` and `scripts/checkpoint_interim.py` read them as
they are). A checkpoint to be resumed must be decompressed first. Commands are as recorded:
the binaries they name (`/tmp/cubelab-…`) were copies of `target/release/cubelab` at the
commit the record gives, and the research scripts they name (`scripts/pool_estimates.py`,
`scripts/long_run.sh`, …) now live in `research/scripts/`.

| record | figure it backs | command | date | load | cited in |
|---|---|---|---|---|---|
"""
    return head + "\n".join(rows) + "\n"


def check():
    text = INDEX.read_text() if INDEX.exists() else ""
    listed = re.findall(r"^\| \[([^\]]+)\]\(", text, re.M)
    names = set(folders())
    missing = sorted(names - set(listed))
    stale = sorted(set(listed) - names)
    twice = sorted({n for n in listed if listed.count(n) > 1})
    for n in missing:
        print(f"docs/runs/{n}/ has no line in docs/runs/INDEX.md")
    for n in stale:
        print(f"docs/runs/INDEX.md lists {n}, which is not a folder of docs/runs/")
    for n in twice:
        print(f"docs/runs/INDEX.md lists {n} more than once")
    print(f"{len(names)} record folders, {len(set(listed) & names)} with a line in docs/runs/INDEX.md")
    return 1 if missing or stale or twice else 0


def main():
    if sys.argv[1:] == ["--check"]:
        return check()
    if sys.argv[1:]:
        sys.exit(__doc__)
    INDEX.write_text(render())
    return check()


if __name__ == "__main__":
    sys.exit(main())
