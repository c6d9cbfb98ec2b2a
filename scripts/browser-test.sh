#!/usr/bin/env bash
# Browser test of the `--html` pages (issue 7): writes three pages with the release binary,
# opens each in headless Chromium and checks, from the DOM the page leaves behind, that the 3D
# view drew (body data-rendered="yes", faces > 0) without any error (<html data-errors>, which
# collects window errors, unhandled rejections and console.error), that the URL hash turns the
# view (#rotate), steps and explodes it (#step, #explode), and that a scripted drag, slider
# and prev/next pass the page's self-test (#selftest). Saves screenshots of the default and the
# turned view of every page into DIR (default target/browser-test/) and checks they are PNGs
# and differ. Usage (from the repo root): scripts/browser-test.sh [DIR]
# Chromium: /usr/bin/chromium, or $CHROMIUM; scripts/install-browser.sh installs it.
set -euo pipefail

out=${1:-target/browser-test}
die() { echo "browser-test: FAIL: $*" >&2; exit 1; }

chromium=${CHROMIUM:-/usr/bin/chromium}
[ -x "$chromium" ] || die "no chromium at $chromium (run scripts/install-browser.sh)"
[ -f Cargo.toml ] || die "run from the repository root"
cargo build --release --quiet || die "cargo build --release failed"
bin=${CARGO_TARGET_DIR:-target}/release/cubelab
[ -x "$bin" ] || die "no binary at $bin"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# name | cubelab arguments
pages=(
    "cubes|cube enumerate --order 3"
    "nine|nine-colour solve"
    "ba|macmahon solve --target Ba --cubes Ac,Ad,Ae,Af,Cb,Db,Eb,Fb"
)

# Every run gets a fresh profile; virtual time lets the page's scripts finish before the dump.
browse() {
    local profile
    profile=$(mktemp -d "$tmp/profile.XXXXXX")
    timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --virtual-time-budget=5000 --window-size=1000,800 "$@" \
        2>>"$tmp/chromium.log"
}

# The value of attribute data-$2 of the <html> or <body> element in dumped DOM file $1 (empty
# when absent). Only those two tags are read: the page's script text mentions the markers too.
attr() {
    grep -o -E '<(html|body)( [^>]*)?>' "$1" | grep -o " data-$2=\"[^\"]*\"" | head -n 1 |
        sed 's/^[^"]*"//; s/"$//' || true
}

# Opens $1 (URL), checks it rendered without errors; leaves the DOM in $tmp/dom.html.
open_page() {
    browse --dump-dom "$1" >"$tmp/dom.html" || die "chromium failed on $1 (see its log: $(tail -n 1 "$tmp/chromium.log"))"
    local errors faces
    errors=$(attr "$tmp/dom.html" errors)
    [ -z "$errors" ] || die "$1: page errors: $errors"
    [ "$(attr "$tmp/dom.html" rendered)" = yes ] || die "$1: the 3D view did not render (no data-rendered=yes)"
    faces=$(attr "$tmp/dom.html" faces)
    [ "${faces:-0}" -gt 0 ] || die "$1: the view drew no faces"
}

# Checks that attribute data-$1 of the last page is $2.
expect() {
    local got
    got=$(attr "$tmp/dom.html" "$1")
    [ "$got" = "$2" ] || die "$page_url$3: data-$1 is '$got', expected '$2'"
}

shoot() {
    browse --screenshot="$2" "$1" >/dev/null || die "chromium could not screenshot $1"
    [ -s "$2" ] || die "empty screenshot $2"
    [ "$(head -c 8 "$2" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || die "$2 is not a PNG"
}

start=$SECONDS
for entry in "${pages[@]}"; do
    name=${entry%%|*}
    args=${entry#*|}
    html=$tmp/$name.html
    # shellcheck disable=SC2086 # the arguments are words on purpose
    "$bin" $args --html "$html" >/dev/null || die "cubelab $args --html failed"
    [ -s "$html" ] || die "cubelab $args wrote no page"
    grep -q -E '<(script|link)[^>]+(src|href)="https?:' "$html" && die "$name.html loads from the network"
    page_url="file://$(cd "$tmp" && pwd)/$name.html"

    # Default view: the isometric angle and the first scene.
    open_page "$page_url"
    expect yaw 45.0 ""
    expect pitch 35.3 ""
    expect scene 0 ""
    scenes=$(sed -n 's/.*<title>cubelab 1\/\([0-9]*\):.*/\1/p' "$tmp/dom.html")
    [ "${scenes:-0}" -gt 0 ] || die "$name.html: no scene count in the title"

    # Turned by the hash: 45+60 = 105 degrees of yaw, 35.3+30 = 65.3 of pitch.
    open_page "$page_url#rotate=60,30"
    expect yaw 105.0 "#rotate=60,30"
    expect pitch 65.3 "#rotate=60,30"

    # Stepped on three scenes (modulo their number) and exploded.
    open_page "$page_url#step=3&explode=1"
    expect scene $((3 % scenes)) "#step=3&explode=1"
    expect explode 1.00 "#step=3&explode=1"

    # The page drives itself like a user (drag, slider, next, prev) and reports.
    open_page "$page_url#selftest=1"
    selftest=$(attr "$tmp/dom.html" selftest)
    case $selftest in pass*) ;; *) die "$name.html#selftest=1: ${selftest:-no self-test result}" ;; esac

    shoot "$page_url" "$out/$name.png"
    shoot "$page_url#rotate=60,30" "$out/$name-rotated.png"
    cmp -s "$out/$name.png" "$out/$name-rotated.png" && die "$name: the rotated screenshot is the same as the default one"
    echo "browser-test: $name.html ok ($scenes scene(s), $(attr "$tmp/dom.html" faces) faces drawn; screenshots $out/$name.png, $out/$name-rotated.png)"
done
echo "browser-test: all ${#pages[@]} pages ok in $((SECONDS - start)) s"
echo "browser: ${#pages[@]} passed, 0 failed"
