#!/usr/bin/env python3
"""The parts of a long run (research/scripts/long_run.sh NAME), read from its record: for each part,
when it started, the units done when it started and when it ended, its CPU time (user +
system, from /usr/bin/time) and wall time, its CPU seconds a unit, and how it ended.

A part's first units are read off its progress: a line `estimate ... after K samples ...
(this run)` followed by `cubelab: N/TOTAL units` means N - K/batch units were done when it
started (the batch from the run's command.txt). A part ends with the units the next part
that did any starts from; the last part, once ended, with the units in the run's checkpoint
(a unit can finish after the last progress line), and while it runs with its last progress
line.

Usage: research/scripts/long_run_parts.py docs/runs/estimate-NAME   (prints a Markdown table)
"""
import json
import lzma
import re
import sys
from pathlib import Path


def read(path):
    """A record file's text; a large one is kept compressed beside it as PATH.xz."""
    if not path.exists() and path.with_name(path.name + ".xz").exists():
        return lzma.open(path.with_name(path.name + ".xz"), "rt").read()
    return path.read_text()


def batch_of(run_dir):
    """The samples a unit holds, from the run's command (`--batch K`)."""
    m = re.search(r"--batch (\d+)", (run_dir / "command.txt").read_text())
    if not m:
        sys.exit(f"long_run_parts.py: no --batch in {run_dir}/command.txt")
    return int(m.group(1))


def parts(lines, batch):
    """Each part's record: start, first and last unit counts, CPU and wall time, ending."""
    out, cur, samples = [], None, None
    for line in lines:
        if line.startswith("part started "):
            cur = {"start": line.split()[2].rstrip(","), "first": None, "last": None,
                   "cpu": None, "wall": "", "end": "running"}
            out.append(cur)
            samples = None  # a part's own progress only
            continue
        if cur is None:
            continue
        m = re.match(r"estimate \S+ after (\d+) samples .*\(this run\)", line)
        if m:
            samples = int(m.group(1))
        m = re.match(r"cubelab: (\d+)/\d+ units", line)
        if m:
            n = int(m.group(1))
            if cur["first"] is None and samples is not None:
                cur["first"] = n - samples // batch
            cur["last"] = n
        m = re.search(r"(User|System) time \(seconds\): ([\d.]+)", line)
        if m:
            cur["cpu"] = (cur["cpu"] or 0.0) + float(m.group(2))
        m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", line)
        if m:
            cur["wall"] = m.group(1)
        m = re.match(r"exit (\d+)", line)
        if m:
            cur["end"] = "done" if m.group(1) == "0" else f"exit {m.group(1)}"
        if line.startswith("Part stopped by hand"):
            cur["end"] = "stopped by hand"
    return out


def last_end(run_dir, part):
    """The units the last part ended with: the checkpoint's, once the part has ended."""
    checkpoint = run_dir / "checkpoint.json"
    if part["end"] != "running" and (checkpoint.exists() or checkpoint.with_name("checkpoint.json.xz").exists()):
        return len(json.loads(read(checkpoint))["done"])
    return part["last"]


def cpu_s(part):
    """The part's CPU seconds, blank where it ran without /usr/bin/time (early parts) or
    still runs."""
    return "" if part["cpu"] is None else f"{part['cpu']:.0f}"


def main():
    run_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else sys.exit(__doc__)
    every = parts(read(run_dir / "stderr.txt").splitlines(), batch_of(run_dir))
    print("| part started (UTC) | units at start | at end | units | CPU s | wall | CPU s a unit | ended |")
    print("|---|---:|---:|---:|---:|---|---:|---|")
    for i, p in enumerate(every):
        # The units the next part that did any started from (a part stopped before its first
        # unit reports none).
        nxt = next((q["first"] for q in every[i + 1:] if q["first"] is not None), None)
        end = nxt if nxt is not None else last_end(run_dir, p)
        if p["first"] is None or end is None:
            print(f"| {p['start']} | | | 0 | {cpu_s(p)} | {p['wall']} | | {p['end']} (no unit) |")
            continue
        units = end - p["first"]
        per = f"{p['cpu'] / units:.1f}" if units and p["cpu"] is not None else ""
        print(f"| {p['start']} | {p['first']} | {end} | {units} | {cpu_s(p)} | {p['wall']} | {per} | {p['end']} |")


if __name__ == "__main__":
    main()
