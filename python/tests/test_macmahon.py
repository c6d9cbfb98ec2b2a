"""MacMahon's cubes: the paper's tables (with the documented erratum), each against a second
method."""

import pytest

import cubelab

CONWAY_BA = "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb"


def test_thirty_cubes():
    cubes = cubelab.macmahon_cubes()
    assert len(cubes) == 30
    assert len({c.name for c in cubes}) == 30
    by_name = {c.name: c for c in cubes}
    for c in cubes:
        assert sorted(c.faces) == [1, 2, 3, 4, 5, 6]
        assert len(c.corners) == 8
        assert by_name[c.mirror].mirror == c.name
    assert repr(cubelab.macmahon_cube("Ab")).startswith("MacMahonCube(Ab faces=")


def test_conway_set_builds_ba():
    # The paper: Conway's eight cubes build Ba 16 ways, 2 with matching interior faces.
    s = cubelab.macmahon_solve("Ba", CONWAY_BA)
    assert s.count == 16 and len(s.arrangements) == 16
    assert all(sorted(a.cubes) == sorted(CONWAY_BA.split(",")) for a in s)
    inner = cubelab.macmahon_solve("Ba", CONWAY_BA.split(","), interior=True)
    assert inner.count == 2
    assert "2 arrangements" in repr(inner)
    assert repr(s[0]).startswith("Arrangement(Ba #1: (0, 0, 0) ")
    assert len(cubelab.macmahon_solve("Ba", CONWAY_BA, limit=3).arrangements) == 3


TABLE1_BA = {2: 93000, 4: 15987, 6: 2664, 8: 19860, 10: 792, 12: 1296, 16: 81}
TABLE2 = {0: 2774940, 1: 2256390, 2: 720405, 3: 91920, 4: 8910, 5: 360}


def test_table1_three_methods():
    # Paper's counts (three under other labels: docs/macmahon.md erratum); Theorem 1's total.
    graph = cubelab.table1("Ba")
    assert graph == TABLE1_BA
    assert sum(graph.values()) == 133680
    assert cubelab.table1("Ba", method="geometric") == graph


def test_table2_against_table1():
    t2 = cubelab.table2()
    assert t2 == TABLE2
    assert sum(t2.values()) == cubelab.MACMAHON_COLLECTIONS == 5852925
    # Each (collection, target) pair counted once per target: sum k * count = 30 * 133,680.
    assert sum(k * v for k, v in t2.items()) == 30 * sum(TABLE1_BA.values())
    every = cubelab.table1("all")
    assert len(every) == 30 and all(t == TABLE1_BA for t in every.values())


def test_theorem7_five_builders():
    b = cubelab.table2_builders(5)
    assert len(b["builders"]) == 360 and b["theorem7"] is True
    assert all(len(x["targets"]) == 5 for x in b["builders"])


def test_set_scan_matches_table2_and_the_paper():
    # The 8-set scan (set kernel) equals Table 2 (collections): two independent methods.
    assert cubelab.set_scan(8).distribution == TABLE2
    nine = cubelab.set_scan(9)
    assert (nine.sets, nine.max, nine.max_sets) == (14307150, 9, 20)
    assert round(nine.mean, 3) == 3.034 and round(nine.std_dev, 3) == 1.342
    full = cubelab.set_scan(9, full=True)
    assert full.distribution == nine.distribution


def test_within_a_universal_set():
    universal = "Ab,Ac,Ba,Bc,Ca,Cb,De,Df,Ed,Ef,Fd,Fe"
    assert cubelab.set_scan(11, within=universal).distribution == {18: 12}
    assert cubelab.set_scan(10, within=universal).distribution == {3: 12, 6: 6, 8: 36, 9: 12}


def test_sample_is_seeded():
    a = cubelab.sample_sets(10, 3000, seed=7)
    assert a == cubelab.sample_sets(10, 3000, seed=7)
    assert sum(a["distribution"].values()) == 3000
    assert abs(a["mean"] - 7.323) < 0.2


def test_frames_when_pandas_is_there():
    pd = pytest.importorskip("pandas")
    f = cubelab.as_frame(cubelab.table2(), index="targets", column="collections")
    assert isinstance(f, pd.DataFrame)
    assert f["collections"].sum() == 5852925
    grid = cubelab.as_frame(cubelab.table1("all"))
    assert grid.shape == (30, 7) and int(grid.loc["Ba", 16]) == 81
