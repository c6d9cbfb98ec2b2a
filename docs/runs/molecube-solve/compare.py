"""Position-by-position: IDA* length == census-table length (same positions file)."""
import argparse
import json
import lzma
import os

ap = argparse.ArgumentParser()
ap.add_argument("--table", default="table.jsonl")
ap.add_argument("--ida", default="ida.jsonl")
args = ap.parse_args()

def lengths(path):
    out = {}
    # The raw outputs are kept compressed (table.jsonl.xz, ida.jsonl.xz, docs/runs/INDEX.md).
    if not os.path.exists(path) and os.path.exists(path + ".xz"):
        path += ".xz"
    for line in (lzma.open(path, "rt") if path.endswith(".xz") else open(path)):
        r = json.loads(line)
        if r["type"] == "result":
            out[r["position"]] = (r["start"], r["length"], r.get("time_s"), r.get("nodes"))
    return out

table = lengths(args.table)
ida = lengths(args.ida)
both = sorted(set(table) & set(ida))
bad = [k for k in both if table[k][:2] != ida[k][:2]]
times = sorted(ida[k][2] for k in both)
print(f"positions compared: {len(both)} of {len(table)}; disagreements: {len(bad)} {bad[:10]}")
if times:
    print(f"IDA* time per position: median {times[len(times)//2]*1e3:.1f} ms, max {times[-1]*1e3:.1f} ms")
    print(f"over 100 ms: {sum(t > 0.1 for t in times)}; over 2 s: {sum(t > 2 for t in times)}")
