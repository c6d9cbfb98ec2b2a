#!/usr/bin/env python3
"""F_0 of the pantriagonal order-4 cubes is the family of the simple cubes' complement pairing
x, y, z -> x XOR 2, y XOR 2, z XOR 2 (class 43, with x XOR 1 on every axis): one set of cubes
(the test complements_2_2_2_apart_make_a_semi_magic_cube_pantriagonal). This sets the class-43
runs on the simple cubes' tree beside F_0 as the pantriagonal runs give it, each read from its
record. Run from the repository root: python3 docs/runs/pantriagonal-f0-class43/compare.py"""
import math
import re

R = "docs/runs/"


def grab(path, pattern):
    with open(R + path) as f:
        m = re.search(pattern, f.read())
    return float(m.group(1)), float(m.group(2))


NUM = r"([0-9.]+e[0-9]+)"
cli = grab("estimate-pairings-pantriagonal-cube4/output.txt", r"estimate " + NUM + r" ± " + NUM)
others, var = 0.0, 0.0
with open(R + "pantriagonal-cube4-families/powers.txt") as f:
    for k, m, se in re.findall(r"F_(\d+): " + NUM + r" ± " + NUM, f.read()):
        if int(k) > 0:
            others += 2 * float(m)
            var += 4 * float(se) ** 2
f0 = (cli[0] - others, math.hypot(cli[1], math.sqrt(var)))
print(f"all pantriagonal cubes, pairings method (CLI): {cli[0]:.6e} ± {cli[1]:.3e}")
print(f"2 (F_1 + ... + F_32) from powers.txt: {others:.6e} ± {math.sqrt(var):.3e}")
print(f"F_0 = the two's difference: {f0[0]:.6e} ± {f0[1]:.3e} ({100 * f0[1] / f0[0]:.2f} %)")
f0_powers = grab("pantriagonal-cube4-families/powers.txt", r"F_0: " + NUM + r" ± " + NUM)
runs = {
    "F_0 by smc on the pantriagonal tree, powers.txt (200 runs)": f0_powers,
    "class 43 by smc, estimate-cube4-pairing-families (1000 runs, seed 1)": grab(
        "estimate-cube4-pairing-families/output.txt", r"class 43 .*?estimate " + NUM + r" \+- " + NUM),
    "class 43 by smc, smc-class43.txt (2000 runs, seed 7)": grab(
        "pantriagonal-f0-class43/smc-class43.txt", r"estimate " + NUM + r" \+- " + NUM),
    "class 43 by knuth, knuth-class43.txt (1,000,000 probes, seed 8)": grab(
        "pantriagonal-f0-class43/knuth-class43.txt", r"estimate " + NUM + r" \+- " + NUM),
}
for name, (m, se) in runs.items():
    z = (m - f0[0]) / math.hypot(se, f0[1])
    print(f"{name}: {m:.6e} ± {se:.3e} ({100 * se / m:.2f} %), {z:+.2f} combined SE from F_0 above")
