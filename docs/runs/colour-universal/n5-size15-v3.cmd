# The size-15 count with one key per class (commit f2e9ca9), 1 thread, niced; started 16:12,
# stopped by SIGTERM at 16:34 after unit 0 (of 233) was checkpointed (the process had reached
# 2.1 GB; the 280 MB checkpoint and JSON Lines output are not committed).
nice -n 10 cubelab colour-cubes universal -n 5 --size 15 --threads 1 --checkpoint n5-size15.ckpt --format jsonl > n5-size15.jsonl
# the summary n5-size15-v3-unit0.txt, read from the checkpoint:
python3 - > n5-size15-v3-unit0.txt <<'PY'
import json, os
d = json.load(open('n5-size15.ckpt'))
print("checkpoint n5-size15.ckpt:", os.path.getsize('n5-size15.ckpt'), "bytes;", len(d['done']), "of", d['units'], "units done")
for u in d['done']:
    p = u['partial']
    keys = [k for k in p if k != 'nodes']
    print(f"unit {u['id']}: {p['nodes']} nodes, {len(keys)} distinct classes (canonical 15-sets)")
PY
