#!/usr/bin/env bash
# One abi3 wheel, installed into CPython 3.9 and 3.13 venvs; the test suite on each.
set -u
cd /work/wt-python/python
R=/work/wt-python/docs/runs/python-abi3
uptime > $R/uptime-before.txt
rm -rf /tmp/abi3-wheels
/tmp/pydev/bin/maturin build --release --out /tmp/abi3-wheels > $R/build.txt 2>&1
ls /tmp/abi3-wheels >> $R/build.txt
for v in 3.9.18 3.13.0; do
  venv=/tmp/abi3-$v
  rm -rf $venv
  ~/.pyenv/versions/$v/bin/python -m venv $venv
  $venv/bin/python -m pip install --quiet /tmp/abi3-wheels/*.whl pytest numpy mypy
  ( cd /work/wt-python/python/tests && $venv/bin/python -c 'import sys, numpy, cubelab; print(sys.version.split()[0], "numpy", numpy.__version__, "cubelab from", cubelab.__file__)' && $venv/bin/python -m pytest -p no:cacheprovider -q ) > $R/pytest-$v.txt 2>&1
  echo "exit $?" >> $R/pytest-$v.txt
done
uptime > $R/uptime-after.txt
