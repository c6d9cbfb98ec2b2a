#!/bin/sh
# The run of scripts/planewide_run.sh w4-11 (see there): running this again resumes it.
# Usage (from the repository's root): [BIN=path] docs/runs/estimate-cube4-planewide-w4-11/run.sh
exec scripts/planewide_run.sh w4-11
