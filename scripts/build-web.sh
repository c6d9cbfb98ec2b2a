#!/usr/bin/env bash
# Builds cubelab's static web site (issue 67, docs/web.md) into OUT_DIR: index.html, a page
# per puzzle (molecube.html, macmahon.html, insanity.html), assets/app.js (the pages' code,
# three.js, and the Web Worker with the WebAssembly solvers inside, as text), assets/style.css,
# the licences, and sw.js (the service worker that keeps the site usable offline).
#
# On a fresh machine it installs what it needs: the wasm32-unknown-unknown target (rustup),
# wasm-bindgen-cli of exactly the version of the wasm-bindgen crate in Cargo.lock (built from
# crates.io into $CUBELAB_TOOLS, default target/tools, once), and the npm packages pinned in
# web/package.json + web/package-lock.json (three.js, esbuild, playwright-core for the test).
# Then: crates/wasm for wasm32 in release, wasm-bindgen (--target web), esbuild bundles.
# Usage (from the repo root): scripts/build-web.sh OUT_DIR
set -euo pipefail
[ -f Cargo.toml ] || { echo "build-web: run from the repository root" >&2; exit 1; }
out=${1:?usage: scripts/build-web.sh OUT_DIR}
say() { echo "build-web: $*" >&2; }

# 1. The Rust target and wasm-bindgen-cli, pinned to the crate's version.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown >&2
fi
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$version" ] || { say "no wasm-bindgen in Cargo.lock"; exit 1; }
tools=${CUBELAB_TOOLS:-target/tools}
bindgen=$tools/wasm-bindgen-$version/bin/wasm-bindgen
if [ ! -x "$bindgen" ] || [ "$("$bindgen" --version)" != "wasm-bindgen $version" ]; then
    say "building wasm-bindgen-cli $version into $tools (once; minutes)"
    # --locked when the registry still has every locked dependency of the CLI; the lock file of
    # wasm-bindgen-cli 0.2.130 names webpki-roots 1.0.11, which the registry here lacks, so
    # fall back to a fresh resolution of the same CLI version.
    cargo install wasm-bindgen-cli --version "$version" --locked --root "$tools/wasm-bindgen-$version" >&2 ||
        cargo install wasm-bindgen-cli --version "$version" --root "$tools/wasm-bindgen-$version" >&2
fi

# 2. The WebAssembly module and its JavaScript glue.
build=target/web-build
mkdir -p "$build"
say "building crates/wasm for wasm32 (release)"
# Whole-program optimisation for the browser's module only (its own target directory, so the
# native builds keep the workspace profile): smaller, and the table building ran faster.
cargo build --release --locked -p cubelab-wasm --target wasm32-unknown-unknown --quiet \
    --config 'profile.release.lto="fat"' --config 'profile.release.codegen-units=1'
wasm=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/cubelab_wasm.wasm
rm -rf "$build/pkg"
"$bindgen" --target web --no-typescript --out-dir "$build/pkg" "$wasm"

# 3. The JavaScript: the worker (glue + .wasm) first, as one script, then the pages' bundle,
# which carries the worker as text and starts it from a blob: URL (so file:// works too).
(cd web && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
esbuild=web/node_modules/.bin/esbuild
three=$(node -p 'require("./web/node_modules/three/package.json").version')
"$esbuild" web/src/worker.js --bundle --minify --format=iife --target=es2020 \
    --loader:.wasm=binary --legal-comments=none --log-level=warning \
    --log-override:empty-import-meta=silent \
    --outfile="$build/worker.bundle.txt"
mkdir -p "$out/assets"
"$esbuild" web/src/app.js --bundle --minify --format=iife --target=es2020 \
    --loader:.txt=text --legal-comments=none --log-level=warning \
    --banner:js="/* cubelab web site + three.js $three (MIT, see assets/LICENSE-three.txt); built by scripts/build-web.sh */" \
    --outfile="$out/assets/app.js"
cp web/src/style.css "$out/assets/style.css"
cp web/node_modules/three/LICENSE "$out/assets/LICENSE-three.txt"
for page in index molecube macmahon insanity; do
    cp "web/pages/$page.html" "$out/$page.html"
done

# 4. The service worker: every file, and a version that changes with their contents.
files=(index.html molecube.html macmahon.html insanity.html assets/app.js assets/style.css assets/LICENSE-three.txt)
stamp=$(cd "$out" && cat "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"./%s",' "./" "${files[@]}" | sed 's/"\.\/\.\/"/".\/"/; s/,$//')
sed -e "s|__VERSION__|cubelab-$stamp|" -e "s|__FILES__|[$list]|" web/src/sw.js >"$out/sw.js"

bytes=$(du -sb "$out" | cut -f1)
say "wrote $out: $(cd "$out" && ls | tr '\n' ' ')($bytes bytes; app.js $(wc -c <"$out/assets/app.js") bytes, wasm $(wc -c <"$build/pkg/cubelab_wasm_bg.wasm") bytes)"
