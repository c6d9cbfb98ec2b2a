#!/usr/bin/env bash
# Checks that the workspace's `rust-version` (Cargo.toml) is the one the locked dependencies need: the
# highest `rust-version` declared by any package in Cargo.lock's resolve (normal, build and
# dev dependencies alike, since `cargo test` builds them all). Fails when it differs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Not --offline: metadata needs every locked package, the other platforms' too, which a fresh
# machine has not downloaded (cargo build fetches only this platform's).
cargo metadata --format-version 1 --locked 2>/dev/null | python3 -c '
import json, sys
meta = json.load(sys.stdin)
ver = lambda v: tuple(int(x) for x in v.split("."))
root = next(p for p in meta["packages"] if p["name"] == "cubelab")
# The workspace crates have no source; every other package is a locked dependency.
deps = [(ver(p["rust_version"]), p["name"], p["version"]) for p in meta["packages"]
        if p["rust_version"] and p["source"] is not None]
need, name, version = max(deps)
need_s = ".".join(map(str, need))
have = root["rust_version"]
if have is None or ver(have) != need:
    sys.exit(f"rust-version: Cargo.toml says {have}, the locked dependencies need {need_s} ({name} {version})")
print(f"rust-version {have}: the highest of the locked dependencies ({name} {version})")
'
