#!/usr/bin/env bash
# Issue 13's viewer targets, judged: the 192-cube page under 1.5 MB, its first frame under
# 1 s and a step to another scene under 50 ms in headless Chromium (SwiftShader WebGL), on a
# quiet machine (load below the number of cores). Runs the whole browser test with the
# timing judged and keeps its output and the load beside it.
#
#   bench/viewer-timing.sh [OUT_DIR]      # default target/viewer-timing
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/viewer-timing}
mkdir -p "$out"
uptime >"$out/uptime-before.txt"
BROWSER_TIMING=judge scripts/browser-test.sh "$out/pages" 2>&1 | tee "$out/output.txt"
uptime >"$out/uptime-after.txt"
