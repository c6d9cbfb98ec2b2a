#!/usr/bin/env python3
"""The estimate so far of an unfinished estimate run, from its checkpoint: the finished units'
batch means pooled as src/estimate/stats.rs pools them (fixed point, 56 fractional bits for
the sums, 40 for the sums of squares, relative to 2^scale_log2), up to the symmetry group,
with its standard error and, where the long runs meet his table (magic squares of order 7 and
8, pandiagonal squares of order 7), Trump's figure's distance in combined standard errors (his
bracket a 99 % interval).

Usage: scripts/checkpoint_interim.py docs/runs/estimate-NAME/checkpoint.json
(a record's checkpoint compressed as checkpoint.json.xz is read as it is).
"""
import json
import lzma
import math
import sys

from scientific import sci_log10

SUM_BITS, SQUARE_BITS = 56, 40
GROUP = {"square": 8, "cube": 48}
# Trump's estimates up to symmetry, with the half-widths of his 99 % intervals.
TRUMP = {("square", "magic", 7): (3.79809e34, 0.00050e34), ("square", "magic", 8): (5.2225e54, 0.0018e54),
         ("square", "pandiagonal", 7): (1.21e17, 0.12e17)}


def main(path):
    with (lzma.open(path, "rt") if path.endswith(".xz") else open(path)) as f:
        ck = json.load(f)
    p, done = ck["problem"], ck["done"]
    u = len(done)
    if u < 2:
        sys.exit("checkpoint_interim.py: fewer than two finished units")
    # A count past u64 is written as a decimal string (count_json in src/search/tally.rs).
    total = lambda key: sum(int(d["partial"].get(key, 0)) for d in done)
    mean = (total("sum") - total("sum_neg")) * 2.0**-SUM_BITS / u
    var = (total("sum_sq") * 2.0**-SQUARE_BITS - u * mean * mean) / (u - 1)
    if mean <= 0.0:
        sys.exit(f"checkpoint_interim.py: the mean of the {u} finished units is not positive (no figure reached yet)")
    # The scale is kept as a logarithm: above order 20 or so it overflows a float (2^3532 at
    # order 23).
    log_scale = p["scale_log2"] * math.log10(2.0) - math.log10(GROUP[p["figure"]])
    rel = math.sqrt(max(var, 0.0) / u) / mean
    log_est = math.log10(mean) + log_scale
    print(f"{p['figure']} {p['kind']} order {p['order']}, {p['method']}, seed {p['seed']}: "
          f"{u} of {p['units']} units ({total('samples')} samples)")
    estimate, error = sci_log10(log_est, 6, signed=True), sci_log10(log_est + math.log10(rel), 3, signed=True)
    print(f"estimate so far, up to symmetry: {estimate} ± {error} "
          f"(relative {100 * rel:.4f} %)")
    ref = TRUMP.get((p["figure"], p["kind"], p["order"]))
    if ref:
        est, se = 10.0**log_est, 10.0**log_est * rel
        value, half = ref
        z = (value - est) / math.hypot(se, half / 2.5758)
        print(f"Trump {value:.6e} (99 % half-width {half:.2e}): {z:+.2f} combined standard errors")


if __name__ == "__main__":
    main(sys.argv[1])
