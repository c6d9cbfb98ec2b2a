"""Summarises the lanes of run.sh the way docs/runs/population-scaling-cube4/summary.txt does the
default schedule's sets: share of runs on cubes (Wilson 95 %), ln X of the runs on cubes (mean,
standard deviation and its bootstrap 95 % interval), the mean of X and the heaviest run's share.
Usage: python3 docs/runs/population-cold-sweeps-cube4/summarize.py  (from the repository root)"""
import math
import re
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[2] / "scripts"))
from population_scaling import sd_interval  # noqa: E402  (the default sets' bootstrap)
from significance import wilson  # noqa: E402

RUN = re.compile(r"^run (\d+): ([0-9.]+) s, ln X = (None|Some\(([-0-9.e]+)\))")


def runs():
    for lane in sorted(HERE.glob("lane*.txt")):
        for line in lane.read_text().splitlines():
            if m := RUN.match(line):
                yield float(m[2]), (float(m[4]) if m[4] else None)


def main():
    rs = list(runs())
    n, secs = len(rs), sum(t for t, _ in rs)
    hits = [x for _, x in rs if x is not None]
    lo, hi = wilson(len(hits), n)
    print(f"simple, 4096 replicas, 20 sweeps a step from b = 0.1: {n} runs, {secs:.0f} s ({secs / n:.1f} a run, wall time of each run)")
    print(f"  runs ending on cubes: {len(hits)} ({100 * len(hits) / n:.1f} %, Wilson 95 % [{100 * lo:.1f} %, {100 * hi:.1f} %]); "
          f"{secs / max(len(hits), 1):.0f} s a run on cubes")
    if len(hits) >= 2:
        sd, sd_lo, sd_hi = sd_interval(hits)
        print(f"  ln X of the runs on cubes: mean {statistics.mean(hits):.2f}, standard deviation {sd:.2f} "
              f"(bootstrap 95 % [{sd_lo:.2f}, {sd_hi:.2f}])")
        top = max(hits)
        total = sum(math.exp(x - top) for x in hits)
        mean_x = math.exp(top) * total / n
        print(f"  mean of X {mean_x:.4e}; the heaviest run carries {100 / total:.1f} % of the sum")


main()
