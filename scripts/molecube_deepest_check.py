#!/usr/bin/env python3
"""Checks a listing of `cubelab molecube census --deepest FILE` and, optionally, the IDA*
solutions of its positions.

Usage:
    scripts/molecube_deepest_check.py LISTING [SOLVED.csv ...]

LISTING is the JSON-lines file, each SOLVED.csv (plain, .gz or .xz too) the output of
    cubelab molecube solve POSITIONS --ida --metric METRIC --format csv
on the positions of the listing (`--positions` prints them, one a line).

Checks, from the listing alone: every class record has a size dividing 48; when classes
list their members, the members are distinct, as many as the size, and include the class's
position; a listing of every class has as many class records as the summary's classes and
its sizes add up to the census's positions at that depth (the summary's figures must agree
too). From the solutions: every solved position is one of the listing's, every length is
the listing's depth; the count of listed positions confirmed is printed.

Usage to list the positions to solve:
    scripts/molecube_deepest_check.py --positions LISTING > positions.txt
The script needs only Python's standard library.
"""
import csv
import gzip
import json
import lzma
import sys


def open_text(path):
    opener = {"gz": gzip.open, "xz": lzma.open}.get(path.rsplit(".", 1)[-1], open)
    return opener(path, "rt", newline="")


def read_lines(path):
    with open_text(path) as f:
        for line in f:
            yield json.loads(line)


def load(path):
    header, classes, summary = None, [], None
    for record in read_lines(path):
        kind = record.get("type")
        if kind == "header":
            header = record
        elif kind == "class":
            classes.append(record)
        elif kind == "summary":
            summary = record
    if header is None or summary is None:
        sys.exit(f"{path}: no header or no summary line (cut short?)")
    return header, classes, summary


def positions(classes):
    out = []
    for c in classes:
        out.extend(c.get("members", [c["position"]]))
    return out


def check_listing(header, classes, summary):
    problems = []
    census = header["census_positions"]
    if summary["positions"] != census:
        problems.append(f"summary: {summary['positions']} positions in classes, census {census}")
    if summary["stored_forms"] != summary["entries"] or summary["entries"] != header["census_entries"]:
        problems.append("summary: stored forms, entries and the census's entries differ")
    for c in classes:
        size = c["size"]
        if 48 % size:
            problems.append(f"class {c['class']}: size {size} does not divide 48")
        members = c.get("members")
        if members is not None:
            if len(set(members)) != size or c["position"] not in members:
                problems.append(f"class {c['class']}: {len(set(members))} distinct members, size {size}")
    numbers = [c["class"] for c in classes]
    if numbers != sorted(set(numbers)):
        problems.append("class numbers not increasing")
    if header.get("sample") is None:
        if len(classes) != summary["classes"]:
            problems.append(f"{len(classes)} class records, summary {summary['classes']}")
        if sum(c["size"] for c in classes) != census:
            problems.append(f"class sizes add up to {sum(c['size'] for c in classes)}, census {census}")
    return problems


def check_solutions(paths, listed, depth):
    problems, confirmed = [], set()
    for path in paths:
        with open_text(path) as f:
            for row in csv.DictReader(f):
                start, length = row["start"], int(row["length"])
                if start not in listed:
                    problems.append(f"{path}: {start} is not in the listing")
                elif length != depth:
                    problems.append(f"{path}: {start} solved in {length}, not {depth}")
                else:
                    confirmed.add(start)
    return problems, confirmed


def main(argv):
    if len(argv) >= 2 and argv[0] == "--positions":
        _, classes, _ = load(argv[1])
        sys.stdout.write("".join(p + "\n" for p in positions(classes)))
        return 0
    if not argv:
        sys.exit(__doc__)
    header, classes, summary = load(argv[0])
    depth = header["depth"]
    problems = check_listing(header, classes, summary)
    listed = set(positions(classes))
    solved, confirmed = check_solutions(argv[1:], listed, depth)
    problems += solved
    for p in problems[:20]:
        print("PROBLEM:", p)
    sizes = {}
    for c in classes:
        sizes[c["size"]] = sizes.get(c["size"], 0) + 1
    print(
        f"{header['problem']['metric']} depth {depth}: {summary['classes']} classes, "
        f"{summary['positions']} positions (census {header['census_positions']}); "
        f"{len(classes)} classes listed (by size: {dict(sorted(sizes.items()))}), "
        f"{len(listed)} positions listed; "
        f"{len(confirmed)} of them solved by IDA* in exactly {depth} turns"
        + ("" if problems else "; no problem found")
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
