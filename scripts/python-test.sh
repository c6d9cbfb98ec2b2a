#!/usr/bin/env bash
# The Python package's tests, as CI runs them: a fresh virtual environment, `pip install
# ./python pytest numpy mypy highspy` (maturin from PyPI builds the extension with the machine's Rust
# toolchain; mypy checks the type stubs; highspy runs scripts/universal_ilp.py, the second
# method for minimum universal sets), then pytest over python/tests. Exits non-zero when
# the build or any test fails, or when pytest collects no test. The error-message tests
# compare with target/release/cubelab when it is built (`cargo build --release`, or after
# `cargo test --release`) and are skipped otherwise.
#
#   scripts/python-test.sh            # venv in target/python-test-venv
#   PYTHON_TEST_VENV=DIR scripts/python-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
venv=${PYTHON_TEST_VENV:-$repo/target/python-test-venv}
python=${PYTHON:-python3}

# The molecube IDA* pattern databases: the cache the Rust tests build (crates/cli/tests/it/molecube.rs),
# unless a data directory is named.
export CUBELAB_DATA=${CUBELAB_DATA:-$repo/target/tmp/molecube-data}
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet "$repo/python" pytest numpy mypy highspy
# From the tests' own folder, so `import cubelab` is the installed package, not python/cubelab.
cd "$repo/python/tests"
"$venv/bin/python" -m pytest -p no:cacheprovider -q "$@"
