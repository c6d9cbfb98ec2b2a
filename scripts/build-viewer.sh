#!/usr/bin/env bash
# Builds the 3D viewer of the HTML pages: three.js (the version pinned in viewer/package.json
# and viewer/package-lock.json, from the npm registry) and viewer/src/viewer.js, bundled and
# minified by esbuild into crates/render/assets/viewer.bundle.js, which crates/render/src/html.rs embeds with
# include_str! so every page stays one file that works offline. three.js's licence is copied
# beside it (crates/render/assets/viewer.bundle.LICENSE). The output is deterministic: CI runs
# `scripts/build-viewer.sh --check` to prove the committed bundle is what the script makes.
# Usage (from the repo root): scripts/build-viewer.sh [--check]
set -euo pipefail
[ -f Cargo.toml ] || { echo "build-viewer: run from the repository root" >&2; exit 1; }
check=${1:-}
out=crates/render/assets/viewer.bundle.js
licence=crates/render/assets/viewer.bundle.LICENSE
(cd viewer && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
three=$(node -p 'require("./viewer/node_modules/three/package.json").version')
viewer/node_modules/.bin/esbuild viewer/src/viewer.js --bundle --minify --format=iife \
    --target=es2020 --legal-comments=none --log-level=warning \
    --banner:js="/* cubelab viewer + three.js $three (MIT, see viewer.bundle.LICENSE); built by scripts/build-viewer.sh */" \
    --outfile="$tmp/viewer.bundle.js"
{
    echo "The 3D viewer bundle (viewer.bundle.js) contains three.js $three, under this licence:"
    echo
    cat viewer/node_modules/three/LICENSE
} >"$tmp/viewer.bundle.LICENSE"
if [ "$check" = --check ]; then
    cmp -s "$tmp/viewer.bundle.js" "$out" || { echo "build-viewer: $out is not what scripts/build-viewer.sh makes (run it and commit)" >&2; exit 1; }
    cmp -s "$tmp/viewer.bundle.LICENSE" "$licence" || { echo "build-viewer: $licence is stale" >&2; exit 1; }
    echo "build-viewer: $out matches the build ($(wc -c <"$out") bytes, three.js $three)"
else
    cp "$tmp/viewer.bundle.js" "$out"
    cp "$tmp/viewer.bundle.LICENSE" "$licence"
    echo "build-viewer: wrote $out ($(wc -c <"$out") bytes, three.js $three) and $licence"
fi
