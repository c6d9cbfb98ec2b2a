"""Magic squares and cubes: published counts, each figure re-checked with numpy alone."""

import numpy as np
import pytest

import cubelab
from conftest import is_normal, line_sums_cube, line_sums_square


def test_order3_squares_lo_shu():
    sq = cubelab.enumerate_squares(3)
    assert sq.shape == (8, 3, 3) and sq.dtype == np.int64
    assert all(line_sums_square(s) == {15} and is_normal(s) for s in sq)
    assert len({s.tobytes() for s in sq}) == 8
    reps = cubelab.enumerate_squares(3, classes=True)
    assert reps.shape == (1, 3, 3) and any((reps[0] == s).all() for s in sq)


def test_order4_frenicle_880_by_count_and_by_listing():
    # Frénicle (1693): 880 classes, 7040 squares.
    counted = cubelab.count_squares(4)
    assert (counted["count"], counted["classes"]) == (7040, 880)
    assert isinstance(counted["count"], int)
    listed = cubelab.enumerate_squares(4)
    assert listed.shape == (7040, 4, 4)
    sums = np.concatenate([listed.sum(axis=1), listed.sum(axis=2)], axis=1)
    assert (sums == 34).all()
    assert (np.trace(listed, axis1=1, axis2=2) == 34).all()
    assert len({s.tobytes() for s in listed}) == 7040


def test_order5_associative_two_engines():
    # 48,544 associative classes of order 5: the diagonal kernel's count and the generic
    # enumeration's list agree.
    counted = cubelab.count_squares(5, "associative")
    assert counted["classes"] == 48544
    assert counted["count"] == 8 * 48544
    listed = cubelab.enumerate_squares(5, "associative", classes=True)
    assert len(listed) == 48544
    sample = listed[::997]
    assert all(line_sums_square(s) == {65} for s in sample)
    assert all((s + s[::-1, ::-1] == 26).all() for s in sample)


def test_magic_cubes_of_order3():
    cubes = cubelab.enumerate_cubes(3)
    assert cubes.shape == (192, 3, 3, 3)
    assert all(line_sums_cube(c) == {42} and is_normal(c) for c in cubes)
    assert len(cubelab.enumerate_cubes(3, classes=True)) == 4
    assert len(cubelab.enumerate_cubes(3, "semi-magic")) == 5184


def test_start_shifts_entries():
    sq = cubelab.enumerate_squares(3, start=0)
    assert is_normal(sq[0], start=0)
    assert cubelab.magic_constant(3, 2, 0) == 12
    assert cubelab.magic_constant(4, 3) == 130


@pytest.mark.parametrize("order", [3, 4, 6, 7, 10, 12, 19])
def test_constructed_squares(order):
    sq, info = cubelab.construct_square(order, info=True)
    assert sq.shape == (order, order)
    assert is_normal(sq)
    assert line_sums_square(sq) == {info["magic_constant"]}
    assert cubelab.check(sq).magic


@pytest.mark.parametrize("order", [3, 4, 5, 6, 8])
def test_constructed_cubes(order):
    c = cubelab.construct_cube(order, start=0)
    assert c.shape == (order,) * 3
    assert is_normal(c, start=0)
    assert line_sums_cube(c) == {cubelab.magic_constant(order, 3, 0)}


def test_construction_variants_and_seeds():
    a = cubelab.construct_square(8, "most-perfect", variant=3)
    b = cubelab.construct_square(8, "most-perfect", seed=5)
    assert "most-perfect" in cubelab.check(a).holds
    assert "most-perfect" in cubelab.check(b).holds
    assert np.array_equal(b, cubelab.construct_square(8, "most-perfect", seed=5))


def test_check_reports_misses():
    sq = cubelab.enumerate_squares(3)[0].copy()
    sq[0, 0], sq[0, 1] = sq[0, 1], sq[0, 0]
    r = cubelab.check(sq)
    assert not r.magic and not bool(r)
    assert r.kinds["magic"].misses > 0
    assert r.kinds["magic"].first_misses[0]["line"]
    assert "not magic" in repr(r)
    # lists work too, and the checker agrees with numpy on a known square
    assert cubelab.check([[2, 7, 6], [9, 5, 1], [4, 3, 8]]).magic_constant == 15


def test_read_figure_round_trip():
    text = "2 7 6\n9 5 1\n4 3 8\n"
    assert cubelab.read_figure(text).tolist() == [[2, 7, 6], [9, 5, 1], [4, 3, 8]]
    cube = cubelab.enumerate_cubes(3)[0]
    layers = "\n\n".join("\n".join(" ".join(map(str, r)) for r in layer) for layer in cube)
    assert np.array_equal(cubelab.read_figure(layers), cube)
