#!/usr/bin/env python3
"""Trump's E-number of magic squares of orders 3 to 30, beside our estimates: a third check at
the orders where no published Monte Carlo figure could be read (11 to 29).

The E-number is the crude count of research/scripts/line_sum_heuristic.py up to the 8 symmetries:
E(n) = (n^2)! p^(2n) / 8, where p is the chance that n values drawn from 1..n^2 sum to the magic
constant, p = (magic series) / C(n^2, n), and 2n the line constraints independent as events.
Trump fitted the ratio C = N / E to his Monte Carlo estimates: C(n) ~ 0.185 (n - 1) from
order 6 (below it the squares' symmetries break the method) to 17. For orders 18, 19, 20, 25
and 30 he prints a bracket, 3 E(n) < N(n) < C~(n) E(n) (trump.de/magic-squares/estimates/,
pages "C-factor" and "Number of normal magic squares"); for the other orders above 20 his
C-factor page guesses E(n) < N(n) < C~(n) E(n), which is printed there. This script:
  1. counts the magic series exactly in two ways that share no code, the coefficient of a
     Gaussian binomial (a product of 2n power series) and a subset-sum table (the one
     line_sum_heuristic.py uses, for the orders where it is quick), and checks them against
     each other and against Trump's N2(5) = 1394;
  2. computes E(n) and checks that 3 E(n), rounded to Trump's two digits, is the lower end of
     each bracket he printed;
  3. reads our estimates from their run records (docs/runs/estimate-NAME/, the line "up to the
     8 symmetries of the square: X ± SE", by pool_estimates.recorded) and prints C = N / E
     with its standard error beside Trump's law or bracket.
The E-number is a heuristic; agreement with it says only that nothing is off by more than a
few per cent. Usage: research/scripts/e_number_squares.py (from the repository root; a second or two)."""
import sys
from math import comb, factorial, log10
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))  # scientific.py
from line_sum_heuristic import line_chance  # noqa: E402  (the subset-sum table)
from pool_estimates import recorded as recorded_run  # noqa: E402  (a run record's estimate)
from pool_estimates import recorded_pool  # noqa: E402  (a pool record's estimate)
from scientific import sci_log10  # noqa: E402

# Trump's brackets 3 E < N < C~ E for orders 18 and up, as printed (mantissa, exponent).
TRUMP_BRACKETS = {
    18: ((2.0, 566), (2.1, 566)),
    19: ((7.6, 651), (8.4, 651)),
    20: ((1.5, 744), (1.8, 744)),
    25: ((8.7, 1309), (1.3, 1310)),
    30: ((3.6, 2056), (6.5, 2056)),
}
# Our runs, by order: the recorded run each estimate is read from.
RUNS = {
    7: ["smc-order7-long", "smc-order7"],
    8: ["smc-order8-long"],
    9: ["smc-order9-tight", "smc-order9"],
    10: ["smc-order10-tight", "smc-order10-tight2", "smc-order10"],
    11: ["smc-order11-tight", "smc-order11-tight2", "smc-order11"],
    12: ["population-order12-3000", "population-order12-3000-b", "anneal-order12", "population-order12"],
    13: ["population-order13-3000", "population-order13-3000-b", "anneal-order13"],
    14: ["population-order14-3000", "population-order14-3000-b", "anneal-order14"],
    15: ["population-order15-3000", "anneal-order15-tight", "anneal-order15"],
    16: ["population-order16-3000", "anneal-order16"],
    17: ["population-order17-3000", "anneal-order17"],
    18: ["population-order18-3000", "anneal-order18"],
    19: ["population-order19-3000", "anneal-order19"],
    20: ["population-order20-3000", "anneal-order20-tight", "anneal-order20", "population-order20"],
    21: ["population-order21-3000", "anneal-order21"],
    22: ["population-order22-3000", "anneal-order22"],
    23: ["population-order23-3000", "anneal-order23"],
    24: ["population-order24-3000", "anneal-order24"],
    25: ["population-order25-3000", "anneal-order25-tight", "anneal-order25"],
    26: ["population-order26-3000", "anneal-order26"],
    27: ["population-order27-3000", "anneal-order27"],
    28: ["population-order28-3000", "anneal-order28"],
    29: ["population-order29-3000", "anneal-order29"],
    30: ["population-order30-3000", "anneal-order30-2000"],
}
EXACT = {3: 1, 4: 880, 5: 275_305_224, 6: 17_753_889_197_660_635_632}
# The pools of runs of one estimator (research/scripts/record_pools.sh), read from their records
# (docs/runs/pool-NAME/output.txt) and printed after the runs they pool.
POOLS = {n: [f"population-order{n}"] for n in (12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22)}


def magic_series(n: int) -> int:
    """The n-subsets of 1..n^2 with the magic sum: subtracting 1, 2, .., n from the sorted
    values leaves a partition of M = S - n(n+1)/2 into at most n parts of at most n^2 - n, the
    coefficient of q^M in the Gaussian binomial [n^2, n]_q = prod_{i=1..n} (1 - q^(n^2-n+i)) /
    (1 - q^i), taken as power series cut at degree M."""
    cells = n * n
    m = n * (cells + 1) // 2 - n * (n + 1) // 2
    series = [1] + [0] * m
    for i in range(1, n + 1):
        a = cells - n + i  # times (1 - q^a): from the top down, so each term is the old one
        for d in range(m, a - 1, -1):
            series[d] -= series[d - a]
        for d in range(i, m + 1):  # divided by (1 - q^i): a running sum with step i
            series[d] += series[d - i]
    return series[m]


def log10_e_number(n: int, series: int) -> float:
    cells = n * n
    p_log = log10(series) - log10(comb(cells, n))
    return log10(factorial(cells)) + 2 * n * p_log - log10(8)


def recorded(run: str):
    """Our estimate up to symmetry and its standard error, as (log10 N, relative SE)."""
    mant, se, exp, _ = recorded_run(f"docs/runs/estimate-{run}")
    return log10(mant) + exp, se / mant


def pooled(name: str):
    """A recorded pool by samples, as (log10 N, relative SE); None if it is not recorded."""
    pool = recorded_pool(name)
    if not pool:
        return None
    mant, se, exp = pool
    return log10(mant) + exp, se / mant


def main():
    assert magic_series(5) == 1394, "Trump's N2(5)"
    for n in range(3, 13):
        cells = n * n
        by_table = round(line_chance(cells, n, n * (cells + 1) // 2) * comb(cells, n))
        assert by_table == magic_series(n), n
    print("magic series: the Gaussian binomial and the subset-sum table agree at orders 3 to 12; "
          "N2(5) = 1394 as Trump prints it")
    print(f"{'n':>2}  {'magic series':>12}  {'E (classes)':>12}  {'exact, or ours (classes ± SE, run)':46s}  "
          f"{'C = N / E':16s}  Trump")
    for n in range(3, 31):
        series = magic_series(n)
        log_e = log10_e_number(n, series)
        # His law is fitted from order 6 (below it the squares' symmetries break the method).
        trump = f"law 0.185 (n - 1) = {0.185 * (n - 1):.3f}" if 6 <= n <= 17 else ""
        if n in TRUMP_BRACKETS:
            (lo_m, lo_e), (hi_m, hi_e) = TRUMP_BRACKETS[n]
            three_e = 3 * 10 ** (log_e - (lo_e))
            assert f"{three_e:.1f}" == f"{lo_m:.1f}", (n, three_e, lo_m)
            trump = (f"bracket {lo_m}e{lo_e} to {hi_m}e{hi_e}: C 3 to {10 ** (log10(hi_m) + hi_e - log_e):.2f} "
                     f"(3 E = {sci_log10(log_e + log10(3), 3)})")
        elif n > 20:  # no bracket printed: his page's guess for orders above 20, E < N < C~ E
            trump = f"guess: C 1 to 0.185 (n - 1) = {0.185 * (n - 1):.3f}"
        rows = []
        if n in EXACT:
            rows.append((log10(EXACT[n]), 0.0, "exact"))
        rows += [(*recorded(run), run) for run in RUNS.get(n, [])]
        rows += [(*p, f"pool-{name}") for name in POOLS.get(n, []) if (p := pooled(name))]
        if not rows:
            if n <= 17 or n in TRUMP_BRACKETS:
                print(f"{n:2d}  {sci_log10(log10(series), 3):>12}  {sci_log10(log_e, 3):>12}  {'':46s}  {'':16s}  {trump}".rstrip())
            continue
        for k, (log_n, rel, source) in enumerate(rows):
            c = 10 ** (log_n - log_e)
            head = f"{n:2d}  {sci_log10(log10(series), 3):>12}  {sci_log10(log_e, 3):>12}" if k == 0 else " " * 30
            ours = f"{sci_log10(log_n, 3)} ± {100 * rel:.3g} % ({source})"
            c_text = f"{c:.3f} ± {c * rel:.2g}"
            print(f"{head}  {ours:46s}  {c_text:16s}  {trump if k == 0 else ''}".rstrip())


if __name__ == "__main__":
    main()
