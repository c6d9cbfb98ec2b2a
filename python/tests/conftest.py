"""Shared helpers: independent numpy checks of magic figures, and the command line (when built)."""

import os
import pathlib
import subprocess
import threading
import time

import numpy as np
import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


def line_sums_square(a: np.ndarray) -> set:
    """Row, column and main-diagonal sums, computed with numpy alone."""
    return set(a.sum(axis=0)) | set(a.sum(axis=1)) | {int(np.trace(a)), int(np.trace(a[:, ::-1]))}


def line_sums_cube(a: np.ndarray) -> set:
    """Rows, columns, pillars and the 4 space diagonals of a cube, with numpy alone."""
    n = a.shape[0]
    i = np.arange(n)
    r = i[::-1]
    diagonals = {int(a[i, i, i].sum()), int(a[i, i, r].sum()), int(a[i, r, i].sum()), int(a[r, i, i].sum())}
    return set(a.sum(axis=0).ravel()) | set(a.sum(axis=1).ravel()) | set(a.sum(axis=2).ravel()) | diagonals


def is_normal(a: np.ndarray, start: int = 1) -> bool:
    return np.array_equal(np.sort(a.ravel()), np.arange(start, start + a.size))


def ticks_while(call):
    """Runs `call()` while a Python thread ticks every 5 ms: (its result, the seconds it took,
    the ticks during it). The thread stalls if `call` holds the GIL."""
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.005)

    t = threading.Thread(target=ticker)
    t.start()
    started = time.monotonic()
    try:
        out = call()
    finally:
        stop.set()
        t.join()
    return out, time.monotonic() - started, len([x for x in ticks if x >= started])


@pytest.fixture(scope="session")
def cli():
    """The `cubelab` binary of this checkout (CUBELAB_CLI, or target/release), else skip."""
    path = pathlib.Path(os.environ.get("CUBELAB_CLI", REPO / "target" / "release" / "cubelab"))
    if not path.exists():
        pytest.skip("the cubelab command line is not built (cargo build --release)")

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(path), *args], capture_output=True, text=True, timeout=120)

    return run


def pytest_addoption(parser):
    parser.addoption(
        "--slow",
        action="store_true",
        help="also run the slow tests (the molecube IDA* solver builds pattern databases: "
        "about 20 s of CPU per metric, minutes on a loaded machine)",
    )


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: needs --slow (see docs/python.md)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --slow (scripts/python-test.sh --slow)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
