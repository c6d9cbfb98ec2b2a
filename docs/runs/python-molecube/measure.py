"""Cost of the first molecube solve per metric from Python (IDA* pattern database build),
of a solve afterwards, and of opening a census table; the process's peak memory.

    cd python/tests && python ../../docs/runs/python-molecube/measure.py
"""

import resource
import time

from cubelab import molecube


def timed(what, call):
    wall, cpu = time.monotonic(), time.process_time()
    out = call()
    print(f"{what}: wall {time.monotonic() - wall:.2f} s, cpu {time.process_time() - cpu:.2f} s", flush=True)
    return out


for metric in ("htm", "qtm"):
    timed(f"{metric} first solve (builds the pattern databases)", lambda: molecube.solve(molecube.reference(), metric))
    positions = molecube.scrambles(20, seed=7)
    sols = timed(f"{metric} 20 uniformly random positions", lambda: [molecube.solve(p, metric) for p in positions])
    print(f"{metric} lengths:", [s.length for s in sols], flush=True)
    print(f"{metric} peak RSS so far: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB", flush=True)
table = "/work/molecube-data/molecube-htm.table"
timed("open census table (htm) and solve", lambda: molecube.solve(molecube.reference(), table=table))
positions = molecube.scrambles(20, seed=7)
sols = timed("htm table, same 20 positions", lambda: [molecube.solve(p, table=table) for p in positions])
print("table lengths:", [s.length for s in sols], flush=True)
