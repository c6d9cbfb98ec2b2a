#!/usr/bin/env bash
# The browser test of the web site (issue 67, docs/web.md): builds the site
# (scripts/build-web.sh target/web) and the command line, serves the site on localhost
# (python3 -m http.server) and drives Debian's chromium with playwright-core
# (web/test/web-test.mjs): each page through its UI, answers against the command line's,
# bad input, console errors, offline (service worker), file://, phone-sized screens.
# Screenshots land in DIR (default target/web-test/).
# Usage (from the repo root): scripts/web-test.sh [DIR]
# Chromium: /usr/bin/chromium, or $CHROMIUM; scripts/install-browser.sh installs it.
set -euo pipefail
[ -f Cargo.toml ] || { echo "web-test: run from the repository root" >&2; exit 1; }
shots=${1:-target/web-test}
chromium=${CHROMIUM:-/usr/bin/chromium}
[ -x "$chromium" ] || { echo "web-test: no chromium at $chromium (run scripts/install-browser.sh)" >&2; exit 1; }
scripts/build-web.sh target/web
cargo build --release --quiet -p cubelab-cli
bin=${CARGO_TARGET_DIR:-target}/release/cubelab
# The command line's Molecube solver caches its pattern databases here (shared with the tests).
export CUBELAB_DATA=${CUBELAB_DATA:-${CARGO_TARGET_DIR:-target}/tmp/molecube-data}
mkdir -p "$CUBELAB_DATA"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory target/web >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
    sleep 0.2
done
CHROMIUM=$chromium node web/test/web-test.mjs "http://127.0.0.1:$port" target/web "$bin" "$shots"
