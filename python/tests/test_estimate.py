"""Estimates with error bars, against the enumerators' exact counts and the command line."""

import json
import re
import subprocess
import sys

import pytest

import cubelab
from conftest import REPO


def within(e, exact, sigmas=4.0):
    return abs(e["estimate"] - exact) <= sigmas * e["std_error"]


@pytest.mark.parametrize("method", ["knuth", "sis"])
def test_squares_of_order_4_against_the_enumeration(method):
    e = cubelab.estimate_squares(4, method=method, samples=20_000, seed=1)
    exact = cubelab.count_squares(4)["count"]  # the enumerator, a method apart
    assert exact == 7040 == e["exact"]
    assert within(e, exact) and e["std_error"] > 0
    assert e["ci99"][0] <= e["ci95"][0] <= e["estimate"] <= e["ci95"][1] <= e["ci99"][1]
    assert e["samples"] == 20_000 and e["spec"]["method"] == method
    assert e["classes_estimate"] == pytest.approx(e["estimate"] / 8)


def test_anneal_on_order_3_squares_with_a_short_schedule():
    e = cubelab.estimate_squares(3, method="anneal", steps=2000, samples=2000, seed=2)
    assert e["exact"] == 8 and within(e, 8) and e["spec"]["steps"] == 2000


def test_population_on_order_3_semi_magic_squares():
    e = cubelab.estimate_squares(3, "semi-magic", method="population", samples=12, seed=4)
    assert e["exact"] == 72 and within(e, 72) and e["spec"]["method"] == "population"


def test_population_takes_replicas_and_their_old_name_particles():
    e = cubelab.estimate_squares(3, "semi-magic", method="population", replicas=40, samples=4, seed=4)
    old = cubelab.estimate_squares(3, "semi-magic", method="population", particles=40, samples=4, seed=4)
    assert e["spec"]["schedule"]["replicas"] == 40 and old["spec"] == e["spec"] and old["estimate"] == e["estimate"]
    assert "not both" in message(lambda: cubelab.estimate_squares(3, method="population", replicas=40, particles=40, samples=2))
    assert "the smc method has no replicas setting" in message(lambda: cubelab.estimate_squares(4, method="smc", replicas=40, samples=2))


def test_smc_on_order_4_squares():
    e = cubelab.estimate_squares(4, method="smc", particles=50, samples=40, seed=5)
    assert e["exact"] == 7040 and within(e, 7040)
    assert e["spec"]["method"] == "smc" and e["spec"]["particles"] == 50


def test_rearrange_on_order_4_squares():
    e = cubelab.estimate_squares(4, method="rearrange", particles=50, samples=40, seed=5)
    assert e["exact"] == 7040 and within(e, 7040)
    assert e["spec"]["method"] == "rearrange" and e["spec"]["beta"] > 0


def test_pairings_on_order_4_cubes_names_what_it_leaves_out():
    e = cubelab.estimate_cubes(4, method="pairings", particles=50, tail=4, samples=4, seed=2)
    assert e["spec"]["method"] == "pairings" and e["spec"]["particles"] == 50
    assert "lower bound" in e["scope"] and "exact" not in e and e["published"] == []
    with pytest.raises(ValueError, match="pairings method"):
        cubelab.estimate_cubes(5, method="pairings", samples=4)


def test_without_a_method_the_figure_gets_the_one_measured_best_for_it():
    e = cubelab.estimate_squares(4, particles=50, samples=40, seed=5)
    assert e["spec"]["method"] == "rearrange" and within(e, 7040)
    e = cubelab.estimate_squares(7, "semi-magic", particles=50, samples=2, seed=5)
    assert e["spec"]["method"] == "smc"
    e = cubelab.estimate_cubes(4, particles=50, tail=4, samples=4, seed=2)
    assert e["spec"]["method"] == "pairings" and "lower bound" in e["scope"]
    # Pantriagonal cubes of order 4: the same method over their translation families, which
    # hold all of them, so no scope.
    e = cubelab.estimate_cubes(4, "pantriagonal", particles=50, samples=4, seed=2)
    assert e["spec"]["method"] == "pairings" and "scope" not in e


def test_published_figures_say_what_their_brackets_mean():
    e = cubelab.estimate_squares(5, "associative", method="knuth", samples=400, seed=3)
    assert e["exact"] == 388_352 and within(e, 388_352)  # our order-5 kernel
    (pub,) = e["published"]
    assert pub["quoted"] == "exact" and pub["total"] == 388_352 and pub["relative_std_error"] == 0
    e = cubelab.estimate_squares(8, "semi-magic", method="smc", particles=200, samples=4, seed=3)
    (pub,) = e["published"]  # Trump's 1.0806(12)e59: a 99 % interval, 2.576 standard errors
    assert pub["quoted"] == "± a 99 % interval" and pub["classes"] == "1.0806(12)e59"
    assert pub["relative_std_error"] == pytest.approx(0.0012 / 1.0806 / 2.5758, rel=1e-4)


def test_cubes_of_order_3_against_the_enumeration():
    e = cubelab.estimate_cubes(3, method="knuth", samples=200, seed=3)
    assert within(e, len(cubelab.enumerate_cubes(3))) and e["exact"] == 192


def test_a_whole_tree_count_is_the_count_itself_not_a_doubtful_estimate():
    # The default tail holds every branching step of the semi-magic order-3 cube tree: each
    # of the 4 samples is the exact count, so no few-samples warning.
    e = cubelab.estimate_cubes(3, "semi-magic", samples=4, seed=1)
    assert e["whole_tree"] is True and "warning" not in e
    assert e["estimate"] == pytest.approx(5184, rel=1e-9) and e["exact"] == 5184


def test_the_same_seed_gives_the_command_lines_answer_on_any_thread_count(cli):
    one = cubelab.estimate_squares(4, method="knuth", samples=4000, seed=7, threads=1)
    two = cubelab.estimate_squares(4, method="knuth", samples=4000, seed=7, threads=2)
    assert one == two
    run = cli("square", "estimate", "--order", "4", "--method", "knuth", "--samples", "4000", "--seed", "7", "--format", "jsonl", "--quiet")
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout.splitlines()[-1])
    assert float(summary["estimate"]) == one["estimate"] and float(summary["std_error"]) == one["std_error"]


def test_progress_between_batches():
    calls = []
    cubelab.estimate_squares(4, method="knuth", samples=2000, progress=lambda done, total: calls.append((done, total)))
    total = calls[0][1]
    assert total >= 2 and calls == [(d, total) for d in range(total + 1)]


def message(call):
    with pytest.raises(cubelab.CubelabError) as e:
        call()
    assert "\n" not in str(e.value)
    return str(e.value)


def test_errors(cli):
    got = message(lambda: cubelab.estimate_squares(2, samples=10))
    run = cli("square", "estimate", "--order", "2", "--samples", "10")
    assert run.returncode == 2 and run.stderr.strip() == f"cubelab: error: {got}"
    assert "knuth, sis, sis-uniform, anneal, population, smc, rearrange or pairings" in message(lambda: cubelab.estimate_squares(4, method="magic"))
    assert "unknown square kind" in message(lambda: cubelab.estimate_squares(4, "nope"))
    assert "not both" in message(lambda: cubelab.estimate_squares(4, samples=10, seconds=1))
    assert "above 0" in message(lambda: cubelab.estimate_squares(4, seconds=0))
    assert "above 0" in message(lambda: cubelab.estimate_squares(4, seconds=float("nan")))
    assert "at most" in message(lambda: cubelab.estimate_squares(4, samples=cubelab.ESTIMATE_MAX_SAMPLES + 1))
    assert "batch: at most" in message(lambda: cubelab.estimate_squares(4, samples=100, batch=10**12))
    assert "at least 1" in message(lambda: cubelab.estimate_squares(4, samples=100, threads=0))
    assert "the population method has no steps setting" in message(lambda: cubelab.estimate_squares(6, method="population", steps=5, samples=2))
    # Issue 68: an order-1000 cube aborted the interpreter (order 400 built 0.9 GB first):
    # refused from its size alone, at once.
    import time

    started = time.monotonic()
    for order in (1000, 400):
        assert "no estimate method takes more than 4096" in message(lambda: cubelab.estimate_cubes(order, samples=10))
    assert time.monotonic() - started < 2
    assert "at least one sample" in message(lambda: cubelab.estimate_squares(6, samples=0))
    assert "a tail of at most 11 stays within it" in message(lambda: cubelab.estimate_squares(6, tail=99, samples=1))


def interim_of(checkpoint):
    """What scripts/checkpoint_interim.py prints for a checkpoint (it must exit 0)."""
    script = REPO / "scripts" / "checkpoint_interim.py"
    return subprocess.run([sys.executable, str(script), str(checkpoint)], capture_output=True, text=True,
                          check=True).stdout


@pytest.mark.parametrize(
    "args",
    [
        ("--order", "4", "--method", "knuth", "--samples", "4000", "--seed", "7"),
        # A scale of 2^2473: the estimate overflows a float, as at every order from 20 on.
        ("--order", "20", "--method", "population", "--replicas", "20", "--samples", "2", "--seed", "1"),
    ],
)
def test_the_interim_script_reads_a_checkpoint_as_the_run_summed_it(cli, tmp_path, args):
    # scripts/checkpoint_interim.py pools a checkpoint's units in Python, apart from
    # crates/estimate/src/stats.rs; the long runs' interim figures in the docs come from it.
    checkpoint = tmp_path / "checkpoint.json"
    run = cli("square", "estimate", *args, "--threads", "1", "--quiet", "--checkpoint", str(checkpoint))
    assert run.returncode == 0, run.stderr
    up_to = re.search(r"symmetries of the square: ([0-9.]+)e(\d+) ± ([0-9.]+)e(\d+)", run.stdout)
    interim = interim_of(checkpoint)
    pooled = re.search(r"up to symmetry: ([0-9.]+)e\+(\d+) ± ([0-9.]+)e\+(\d+)", interim)
    assert up_to and pooled, (run.stdout, interim)
    # The same estimate to the run's 7 digits; the standard error to the run's 3 (both as
    # multiples of the estimate's power of ten).
    parts = lambda m: (float(m.group(1)), int(m.group(2)), float(m.group(3)), int(m.group(4)))
    (x, ex, se, ese), (y, ey, pse, epse) = parts(up_to), parts(pooled)
    assert (x, ex) == (y, ey)
    assert abs(pse * 10.0 ** (epse - ey) - se * 10.0 ** (ese - ex)) <= 0.006 * 10.0 ** (ese - ex)


@pytest.mark.parametrize("run", ["population-pandiagonal7-1136", "population-pandiagonal7-2272", "population-cube4-16384"])
def test_the_interim_script_reads_counts_past_u64(run):
    # These recorded runs' checkpoints hold sums past u64, which a checkpoint writes as decimal
    # strings; the script must read them and agree with the run's own summary.
    record = REPO / "docs" / "runs" / f"estimate-{run}"
    interim = interim_of(record / "checkpoint.json")
    summary = re.search(r"symmetries of the \w+: ([0-9.]+)e(\d+)", (record / "output.txt").read_text())
    pooled = re.search(r"up to symmetry: ([0-9.]+)e\+(\d+)", interim)
    assert summary and pooled, interim
    assert summary.groups() == pooled.groups()
