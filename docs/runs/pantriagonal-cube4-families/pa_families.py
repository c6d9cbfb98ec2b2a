"""Sorts population annealing's final cubes (examples/population_uniformity output, one line
a run: `run I: ln X, values`) into the families F_k of examples/pantriagonal_cube4.rs: k is
half the difference of the (2,2,2)-pair sums on even and odd cells. Prints the runs in each
family and the runs' estimate (mean of X, a run that reached no cube adding 0) split by family.
Usage: python3 pa_families.py runs.txt"""
import collections
import math
import sys

runs = [line.split() for line in open(sys.argv[1]) if line.startswith("run ")]
count = collections.Counter()
weight = collections.Counter()
xs = []
for r in runs:
    if r[2] == "none":
        xs.append(0.0)
        continue
    xs.append(math.exp(float(r[2])))
    v = list(map(int, r[3:]))
    at = lambda x, y, z: v[x % 4 + 4 * (y % 4) + 16 * (z % 4)]
    sums = {0: set(), 1: set()}
    for z in range(4):
        for y in range(4):
            for x in range(4):
                sums[(x + y + z) % 2].add(at(x, y, z) + at(x + 2, y + 2, z + 2))
    assert len(sums[0]) == 1 and len(sums[1]) == 1, sums
    k = (sums[0].pop() - sums[1].pop()) // 2
    count[k] += 1
    weight[k] += math.exp(float(r[2]))
n = len(runs)
print(f"{n} runs, {sum(count.values())} ended on cubes")
for k in sorted(count):
    print(f"F_{k}: {count[k]} runs, estimate {weight[k] / n:.4e}")
mean = sum(xs) / n
se = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)
print(f"all: {mean:.4e} ± {se:.3e} ({100 * se / mean:.1f} %); up to the 48 symmetries {mean / 48:.4e}")
