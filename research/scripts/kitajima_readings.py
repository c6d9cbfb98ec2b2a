#!/usr/bin/env python3
"""Our error bars at orders 9 to 29 of magic squares beside Kitajima-Kikuchi's, read two ways.

Their PLoS ONE table (2015) has rows for orders 3 to 30, but the copies we could read stop after
order 8; of the rest only the abstract's order 30 is known. Their relative standard errors grow
at every order we can read from 6 on (0.041 %, 0.18 %, 0.27 % at 6 to 8, 4.4 % at 30), so this
script reads the unknown ones between order 8 (0.27 %) and order 30 (4.4 %) in two ways:
  - by a constant factor an order, (4.4 / 0.27)^(1 / 22) = 1.135, the lower of the two at every
    order between, and so the stricter test of ours;
  - linearly, 0.27 % + (n - 8) (4.4 - 0.27) / 22 %.
It prints, for each order, the record our best figure is read from (a pool by samples where one
is recorded, research/scripts/record_pools.sh, else the run), its relative standard error, both readings,
and whether ours is below each. Usage: research/scripts/kitajima_readings.py (from the repository root).
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pool_estimates import recorded, recorded_pool  # noqa: E402  (run and pool records)

AT_8, AT_30 = 0.27, 4.4  # their relative standard errors, per cent, orders 8 and 30
# The smc pools of orders 9 to 11, then population annealing with 3000 replicas.
POOL_OF = {9: "smc-order9", 10: "smc-order10", 11: "smc-order11"}


def factor_reading(n):
    return AT_8 * (AT_30 / AT_8) ** ((n - 8) / 22)


def linear_reading(n):
    return AT_8 + (n - 8) * (AT_30 - AT_8) / 22


def ours(n):
    """(record, relative standard error in per cent) of our best figure at order n."""
    name = POOL_OF.get(n, f"population-order{n}")
    pool = recorded_pool(name)
    if pool:
        mant, se, _ = pool
        return f"pool-{name}", 100 * se / mant
    run = f"estimate-population-order{n}-3000"
    if not os.path.exists(f"docs/runs/{run}"):
        sys.exit(f"kitajima_readings.py: no record for order {n}")
    mant, se, _, _ = recorded(f"docs/runs/{run}")
    return run, 100 * se / mant


def main():
    print(f"{'n':>2}  {'ours (%)':>8}  {'factor (%)':>10}  {'linear (%)':>10}  below both?  record")
    below = 0
    for n in range(9, 30):
        record, rel = ours(n)
        f, lin = factor_reading(n), linear_reading(n)
        verdict = "yes" if rel < f else ("linear only" if rel < lin else "no")
        below += rel < f
        print(f"{n:2d}  {rel:8.3f}  {f:10.3f}  {lin:10.3f}  {verdict:11s}  {record}")
    print(f"below the factor reading (and so the linear one) at {below} of the 21 orders 9 to 29")


if __name__ == "__main__":
    main()
