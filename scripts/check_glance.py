#!/usr/bin/env python3
"""Checks that every estimate in the "At a glance" table of docs/estimates/results.md is backed by a
recorded run: each number written as a mantissa and a power of ten (3.797973e34, 4.450e9) must
equal, at the digits it is quoted to, a number of the same power printed in some record under
docs/runs/ (a run's output, stderr or summary, a pool's output, a script's total).

Usage: scripts/check_glance.py [docs/estimates/results.md]
Exits 1 and names each number no record holds; prints how many it checked.
"""
import lzma
import os
import re
import sys

NUMBER = re.compile(r"(?<![\w.])(\d+)\.(\d+)e([+-]?\d+)")
RECORD_SUFFIXES = (".txt", ".jsonl", ".md", ".csv")
# Large raw outputs are kept compressed (docs/runs/INDEX.md): FILE.txt.xz is read as FILE.txt.
COMPRESSED = ".xz"


def glance_rows(doc):
    """The table rows between the "At a glance" heading and the next heading."""
    rows, inside = [], False
    for line in doc.splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## At a glance"
            continue
        if inside and line.startswith("| ") and not line.startswith("|---"):
            rows.append(line)
    return rows[1:]  # the header row names columns, no figures


def recorded_numbers(root):
    """Every number of the form mantissa e power in the records, as power -> mantissas (floats,
    converted once here rather than at every lookup)."""
    found = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            if dirpath == root and name == "INDEX.md":
                continue  # the index quotes the records; it is not one
            plain = name[: -len(COMPRESSED)] if name.endswith(COMPRESSED) else name
            if not plain.endswith(RECORD_SUFFIXES):
                continue
            path = os.path.join(dirpath, name)
            opener = lzma.open if name.endswith(COMPRESSED) else open
            with opener(path, "rt", errors="replace") as f:
                for whole, frac, power in NUMBER.findall(f.read()):
                    found.setdefault(int(power), set()).add(float(f"{whole}.{frac}"))
    return found


def backed(whole, frac, power, found):
    """True if a recorded number of this power rounds to the quoted digits."""
    quoted = float(f"{whole}.{frac}")
    step = 10.0 ** -len(frac)
    return any(abs(m - quoted) <= step / 2 + 1e-12 for m in found.get(int(power), ()))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "docs", "estimates", "results.md")
    with open(path) as f:
        rows = glance_rows(f.read())
    found = recorded_numbers(os.path.join(root, "docs", "runs"))
    checked, missing = 0, []
    for row in rows:
        what = row.split("|")[1].strip()
        for whole, frac, power in NUMBER.findall(row):
            checked += 1
            if not backed(whole, frac, power, found):
                missing.append(f"{what}: {whole}.{frac}e{power}")
    for m in missing:
        print(f"no record holds {m}")
    print(f"{checked} numbers in {len(rows)} rows of At a glance, {checked - len(missing)} found in the records")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
