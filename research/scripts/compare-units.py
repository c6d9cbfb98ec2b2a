#!/usr/bin/env python3
"""Compare two square-count runs unit by unit (fast kernel vs the twin, or any two runs of the
same units): each argument is a JSON Lines output or a checkpoint file; later ones of a side
add to earlier. Usage: compare-units.py FAST_FILES... -- TWIN_FILES...  Exit 1 when any unit
both sides finished differs."""
import json, sys

def partials(paths):
    d = {}
    for p in paths:
        text = open(p).read()
        try:
            doc = json.loads(text)
            d.update({e["id"]: e["partial"] for e in doc["done"]})
            continue
        except (ValueError, KeyError, TypeError):
            pass
        for line in text.splitlines():
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if r.get("type") == "unit":
                d[r["id"]] = r["partial"]
    return d

args = sys.argv[1:]
cut = args.index("--")
f, t = partials(args[:cut]), partials(args[cut + 1:])
common = sorted(set(f) & set(t))
if not common:
    sys.exit("compare-units: no unit finished on both sides")
diff = [u for u in common if f[u] != t[u]]
print(f"units done: {len(f)} and {len(t)}; compared: {len(common)} (ids {common[0]}..{common[-1]})")
print(f"units with squares: {sum(1 for u in common if int(t[u]['count']) > 0)}; "
      f"squares in the compared units: {sum(int(t[u]['count']) for u in common)}")
print(f"units whose count or classes differ: {len(diff)} {diff[:10]}")
sys.exit(1 if diff else 0)
