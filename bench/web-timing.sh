#!/usr/bin/env bash
# Issue 67's targets for the web site, measured in headless Chromium on this machine: the
# first optimal solution of a uniformly random Molecube position after opening the page,
# tables included (target under 10 s), the median of later solutions in the same page
# (target under 300 ms), and the site's size (target under 10 MB). The positions are
# `cubelab molecube scramble --seed 2026 --count N+1` (uniform); the first opens the page
# (molecube.html?state=...&solve=1), the others are pasted and solved through the UI.
# Keeps the command, the load before and after, and the output in OUT_DIR.
#
#   bench/web-timing.sh [OUT_DIR] [N] [METRIC]     # default target/web-timing 50 htm
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/web-timing}
n=${2:-50}
metric=${3:-htm}
mkdir -p "$out"
echo "bench/web-timing.sh $out $n $metric" >"$out/command.txt"
scripts/build-web.sh target/web 2>&1 | tail -1
cargo build --release --quiet -p cubelab-cli
bin=${CARGO_TARGET_DIR:-target}/release/cubelab
"$bin" molecube scramble --seed 2026 --count "$((n + 1))" | grep -v '^#' >"$out/positions.txt"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory target/web >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
sleep 1
{
    echo "site: $(du -sb target/web | cut -f1) bytes in $(find target/web -type f | wc -l) files ($(cd target/web && find . -type f -printf '%p %s, ' | sed 's/, $//'))"
    echo "chromium: $(${CHROMIUM:-/usr/bin/chromium} --version 2>/dev/null | head -1); cores: $(nproc)"
} | tee "$out/output.txt"
uptime | tee "$out/uptime-before.txt"
node web/test/timing.mjs "http://127.0.0.1:$port" "$out/positions.txt" "$metric" 2>&1 | tee -a "$out/output.txt"
uptime | tee "$out/uptime-after.txt"
