"""The type stubs cover the package: every public name is declared, py.typed ships."""

import ast
import pathlib
import subprocess
import sys

import pytest

import cubelab


def test_stubs_declare_every_public_name():
    here = pathlib.Path(cubelab.__file__).parent
    stub = here / "__init__.pyi"
    assert (here / "py.typed").exists()
    tree = ast.parse(stub.read_text())
    declared = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    declared |= {n.target.id for n in tree.body if isinstance(n, ast.AnnAssign)}
    assert set(cubelab.__all__) <= declared, set(cubelab.__all__) - declared
    assert all(hasattr(cubelab, name) for name in cubelab.__all__)


def test_stubs_agree_with_the_runtime():
    # mypy's stubtest: every stub signature against the objects the package really has.
    pytest.importorskip("mypy")
    run = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "cubelab", "--ignore-missing-stub"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr
