#!/usr/bin/env python3
"""Search some parts of a plane-wise search again and compare them with its checkpoint.

A checkpoint of `cube4_associative planewide ... CHECKPOINT` holds one JSON line a part (the
patterns whose first plane, in the search's order, is that part's). This script writes a copy
of the checkpoint in which the chosen parts are missing and every other part is present but
empty, runs BIN on it (so BIN searches exactly the chosen parts, then estimates the few
patterns found with one draw, which is thrown away), and prints, part by part, whether BIN
found the same patterns with the same dimensions as the checkpoint, and when each part ended.

Usage: research/scripts/cube4_search_parts_check.py CHECKPOINT BIN PART...
Exit status 0 when every part agrees, 1 otherwise.
"""
import json
import subprocess
import sys
import tempfile


def read_parts(path):
    with open(path) as f:
        header = f.readline().rstrip("\n")
        parts = {}
        for line in f:
            try:
                first, part = json.loads(line)
            except ValueError:
                continue  # a line cut short by a kill
            parts[first] = sorted((tuple(order), dim) for order, dim in part)
    return header, parts


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    checkpoint, binary, chosen = sys.argv[1], sys.argv[2], [int(a) for a in sys.argv[3:]]
    header, parts = read_parts(checkpoint)
    missing = [k for k in chosen if k not in parts]
    if missing:
        sys.exit(f"parts {missing} are not in {checkpoint}")
    spec = json.loads(header)
    with tempfile.TemporaryDirectory() as tmp:
        copy = f"{tmp}/check.jsonl"
        with open(copy, "w") as f:
            f.write(header + "\n")
            for k in range(spec["planes"]):
                if k not in chosen:
                    f.write(json.dumps([k, []]) + "\n")
        lowest, min_w = str(spec["lowest"]), str(spec["min_w"])
        run = subprocess.run(
            [binary, "planewide", "1", "10", "1", "1", lowest, min_w, lowest, copy],
            capture_output=True,
            text=True,
        )
        _, redone = read_parts(copy)
    ended = [line for line in run.stderr.splitlines() if line.startswith("search:")]
    agree = True
    for k in chosen:
        same = redone.get(k) == parts[k]
        agree &= same
        print(f"part {k}: {len(parts[k])} patterns in the checkpoint, "
              f"{len(redone.get(k, []))} found again: {'the same' if same else 'DIFFERENT'}")
    print("\n".join(ended))
    print("every part agrees" if agree else "SOME PARTS DIFFER")
    sys.exit(0 if agree else 1)


main()
