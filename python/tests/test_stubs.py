"""The type stubs cover the package: every public name is declared, py.typed ships."""

import ast
import pathlib
import subprocess
import sys

import pytest

import cubelab


@pytest.mark.parametrize("module", [cubelab, cubelab.molecube], ids=lambda m: m.__name__)
def test_stubs_declare_every_public_name(module):
    here = pathlib.Path(cubelab.__file__).parent
    stub = here / (module.__name__.split(".")[1] + ".pyi" if "." in module.__name__ else "__init__.pyi")
    assert (here / "py.typed").exists()
    tree = ast.parse(stub.read_text())
    declared = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    declared |= {n.target.id for n in tree.body if isinstance(n, ast.AnnAssign)}
    assert set(module.__all__) <= declared, set(module.__all__) - declared
    assert all(hasattr(module, name) for name in module.__all__)


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
