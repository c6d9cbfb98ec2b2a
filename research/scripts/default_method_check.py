#!/usr/bin/env python3
"""The measurements behind `Estimator::recommended` (docs/estimates/guide.md, "Which method by
default"): each method's relative variance x CPU seconds, the cost of an error bar, on the
figures where the choice is made, one thread each.

Usage: research/scripts/default_method_check.py [BIN] > docs/runs/estimate-default-method/output.txt
"""
import json
import subprocess
import sys
import tempfile

BIN = sys.argv[1] if len(sys.argv) > 1 else "./target/release/cubelab"

# (figure, method, extra arguments): the samples keep each run to a minute or two.
CASES = [
    ("square --order 4", "knuth", "--samples 200000"),
    ("square --order 4", "smc", "--samples 1000"),
    ("square --order 4", "rearrange", "--samples 500"),
    ("square --order 5", "knuth", "--samples 300000"),
    ("square --order 5", "smc", "--samples 100"),
    ("square --order 5", "rearrange", "--samples 60"),
    ("square --order 12", "anneal", "--samples 100"),
    ("square --order 12", "population", "--samples 20"),
    ("square --order 20", "anneal", "--samples 100"),
    ("square --order 20", "population", "--samples 10"),
    ("square --order 7 --kind pandiagonal", "smc", "--particles 1000 --samples 4"),
    # Replicas as the recorded run's pilot settled on them (docs/estimates/results.md, "Other kinds").
    ("square --order 7 --kind pandiagonal", "population", "--particles 4096 --samples 10"),
]


def run(figure, method, extra):
    shape, *rest = figure.split()
    args = [BIN, shape, "estimate", *rest, "--method", method, *extra.split(),
            "--seed", "5", "--threads", "1", "--quiet", "--format", "jsonl"]
    with tempfile.NamedTemporaryFile("r") as times:
        out = subprocess.run(["/usr/bin/time", "-f", "%U %S", "-o", times.name, *args],
                             capture_output=True, text=True)
        # The last line: time puts "Command exited with non-zero status" before it.
        cpu = sum(float(x) for x in times.read().splitlines()[-1].split())
    if out.returncode != 0:
        return cpu, None, out.stderr.strip().splitlines()[-1]
    summary = [json.loads(l) for l in out.stdout.splitlines() if '"summary"' in l][-1]
    return cpu, summary, None


def main():
    print(f"binary: {BIN}; seed 5, one thread each")
    print("| figure | method | samples | CPU s | estimate (up to symmetry) | rel. SE | rel. variance x CPU s |")
    print("|---|---|---:|---:|---|---:|---:|")
    for figure, method, extra in CASES:
        cpu, s, error = run(figure, method, extra)
        if s is None:
            print(f"| {figure} | {method} | | {cpu:.1f} | {error} | | |")
            continue
        if "relative_error" not in s:
            print(f"| {figure} | {method} | {s['samples']} | {cpu:.1f} | {s['note']} | | |")
            continue
        rel = s["relative_error"]
        print(f"| {figure} | {method} | {s['samples']} | {cpu:.1f} | {s['classes_estimate']} "
              f"| {100 * rel:.3f} % | {rel * rel * cpu:.2e} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
