#!/usr/bin/env python3
"""The cubes whose refill neighbours run.sh lists, and the tally of those neighbours.

`classify.py pick` writes B.txt, every `  cube` line of the population-annealing runs on all
simple cubes (docs/runs/estimate-cube4-pairings-population*) whose complement pairing is of
no shape the count counts, and A.txt, 20 of the counted ones drawn by random.sample, seed 5.
`classify.py tally FILE` reads the neighbours' output and prints, for each start cube, how many
of its refillings are counted cubes and how many are not, and how many blocks were cut.
"""
import random
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[3] / "scripts"
sys.path.insert(0, str(SCRIPTS))
import cube4_pairing_total as total  # noqa: E402
from cube4_pairing_dims import keeps_all_lines, pairing_of  # noqa: E402

HERE = Path(__file__).resolve().parent


def counted(line):
    """Whether the count counts the cube of this `  cube` line: its pairing is a line
    automorphism (the classes) or of a shape one of the counted sets covers."""
    s = pairing_of(line)
    return keeps_all_lines(s) or total.shape(s) in total.STRATUM_OF


def pick():
    inside, outside = [], []
    for run in sorted(total.RUNS.glob("estimate-cube4-pairings-population*"), key=total.by_seed):
        for line in (run / "output.txt").read_text().splitlines():
            if line.startswith("  cube "):
                (inside if counted(line) else outside).append(line.split()[1])
    random.seed(5)
    (HERE / "B.txt").write_text("\n".join(outside) + "\n")
    (HERE / "A.txt").write_text("\n".join(random.sample(inside, 20)) + "\n")
    print(f"{len(inside)} cube lines counted, {len(outside)} not")


def tally(path):
    stats = {}
    for line in Path(path).read_text().splitlines():
        if line.startswith("start"):
            cur = stats.setdefault(int(line.split()[1]), {"counted": 0, "not counted": 0, "blocks cut": 0})
            cur["blocks cut"] += "cut true" in line
        else:
            cur["counted" if counted(line) else "not counted"] += 1
    for k, s in stats.items():
        print(f"cube {k}: refillings {s}")
    for kind in ("counted", "not counted"):
        print(f"cubes with a refilling that is {kind}: {sum(s[kind] > 0 for s in stats.values())} of {len(stats)}")


if __name__ == "__main__":
    pick() if sys.argv[1] == "pick" else tally(sys.argv[2])
