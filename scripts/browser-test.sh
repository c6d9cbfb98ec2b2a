#!/usr/bin/env bash
# Browser test of the `--html` pages (issues 7 and 13): writes one page of each kind with the
# release binary and opens each in headless Chromium with WebGL (software rendering through
# SwiftShader, so no GPU is needed). From the DOM the page leaves behind it checks that the
# three.js view drew (body data-rendered="yes", data-webgl) without any error (<html
# data-errors>, which collects window errors, unhandled rejections and console.error), that
# the URL hash turns the view (#rotate), steps and explodes it (#step, #explode) and moves
# the animation (#frame), and that the page's self-test passes (#selftest: turning, explode,
# an animation step and the next scene each change the picture's pixels; something was
# painted). Screenshots of the default view and of the turned, exploded and animated views
# are saved into DIR (default target/browser-test/) and must differ from each other.
# Then it times the 192-cube page (first frame, stepping to another scene; real time) and
# checks its size, and finally sabotages pages (broken data, WebGL that draws nothing, an
# error logged) and requires every sabotaged page to FAIL the same checks.
# Usage (from the repo root): scripts/browser-test.sh [DIR]
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

# name | cubelab arguments (one page of each kind)
pages=(
    "cubes|cube enumerate --order 3"
    "square|square enumerate --order 3"
    "nine|nine-colour solve"
    "ba|macmahon solve --target Ba --cubes Ac,Ad,Ae,Af,Cb,Db,Eb,Fb"
    "insanity|insanity solve crates/cubelab/examples/instant-insanity.txt"
    "tableau|macmahon cubes"
    "sequence|render examples/twisty-demo.jsonl"
)
# The 192 magic cubes must stay under this size (bytes) and draw their first frame within
# FIRST_MS and step to another scene within STEP_MS (issue 13's targets).
MAX_BYTES=1500000
FIRST_MS=1000
STEP_MS=50

# Every run gets a fresh profile; virtual time lets the page's scripts finish before the dump.
# WebGL runs on SwiftShader (software), as on a machine without a GPU. Headless Chromium
# itself sometimes dies of a signal (a segfault on one page out of hundreds, seen once in CI on
# a page that passed every other run): such a run is tried again, up to 3 times, and said so.
# A page that crashes it every time, a timeout (124) or any other failure still fails.
browse() {
    local profile attempt status=0 output
    output=$(mktemp "$tmp/output.XXXXXX")
    for attempt in 1 2 3; do
        profile=$(mktemp -d "$tmp/profile.XXXXXX")
        status=0
        timeout 90 "$chromium" --headless --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
            --disable-quic --no-first-run --disable-background-networking --disable-component-update \
            --disable-sync --hide-scrollbars --user-data-dir="$profile" --window-size=1000,760 "$@" \
            >"$output" 2>>"$tmp/chromium.log" || status=$?
        [ "$status" -gt 128 ] || break
        echo "browser-test: chromium died of signal $((status - 128)) (attempt $attempt of 3)" >&2
    done
    cat "$output"
    return "$status"
}

# The value of attribute data-$2 of the <html> or <body> element in dumped DOM file $1 (empty
# when absent). Only those two tags are read: the page's script text mentions the markers too.
attr() {
    grep -o -E '<(html|body)( [^>]*)?>' "$1" | grep -o " data-$2=\"[^\"]*\"" | head -n 1 |
        sed 's/^[^"]*"//; s/"$//' || true
}

# Opens $1 (URL), checks it rendered with WebGL without errors; leaves the DOM in $tmp/dom.html.
open_page() {
    browse --virtual-time-budget=8000 --dump-dom "$1" >"$tmp/dom.html" ||
        die "chromium failed on $1 (see its log: $(tail -n 1 "$tmp/chromium.log"))"
    local errors
    errors=$(attr "$tmp/dom.html" errors)
    [ -z "$errors" ] || die "$1: page errors: $errors"
    [ "$(attr "$tmp/dom.html" rendered)" = yes ] || die "$1: the 3D view did not render (no data-rendered=yes)"
    case $(attr "$tmp/dom.html" webgl) in webgl*) ;; *) die "$1: no WebGL context" ;; esac
    [ "$(attr "$tmp/dom.html" faces)" -gt 0 ] 2>/dev/null || die "$1: the view has no faces"
}

# Checks that attribute data-$1 of the last page is $2.
expect() {
    local got
    got=$(attr "$tmp/dom.html" "$1")
    [ "$got" = "$2" ] || die "$page_url$3: data-$1 is '$got', expected '$2'"
}

shoot() {
    browse --virtual-time-budget=8000 --screenshot="$2" "$1" >/dev/null || die "chromium could not screenshot $1"
    [ -s "$2" ] || die "empty screenshot $2"
    [ "$(head -c 8 "$2" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || die "$2 is not a PNG"
}

# Requires screenshots $1 and $2 to differ (an action changed the picture).
differ() {
    cmp -s "$1" "$2" && die "$3: $2 is the same picture as $1"
    return 0
}

# All checks of one page: $1 name, $2 the HTML file, $3 directory for screenshots.
check_page() {
    local name=$1 html=$2 shots=$3
    page_url="file://$html"
    open_page "$page_url"
    expect scene 0 ""
    local scenes yaw pitch step
    scenes=$(sed -n 's/.*<title>cubelab 1\/\([0-9]*\):.*/\1/p' "$tmp/dom.html")
    [ "${scenes:-0}" -gt 0 ] || die "$name.html: no scene count in the title"
    yaw=$(attr "$tmp/dom.html" yaw)
    pitch=$(attr "$tmp/dom.html" pitch)
    step=$(attr "$tmp/dom.html" step)

    # Turned by the hash: 60 degrees more yaw, 20 more pitch.
    open_page "$page_url#rotate=60,20"
    expect yaw "$(awk -v y="$yaw" 'BEGIN { printf "%.1f", (y + 60) % 360 }')" "#rotate=60,20"
    expect pitch "$(awk -v p="$pitch" 'BEGIN { printf "%.1f", p + 20 }')" "#rotate=60,20"

    # Stepped on three scenes (modulo their number) and exploded.
    open_page "$page_url#step=3&explode=1"
    expect scene $((3 % scenes)) "#step=3&explode=1"
    expect explode 1.00 "#step=3&explode=1"

    # The page drives itself like a user and checks that each action changed the pixels.
    open_page "$page_url#selftest=1"
    local selftest
    selftest=$(attr "$tmp/dom.html" selftest)
    case $selftest in pass*) ;; *) die "$name.html#selftest=1: ${selftest:-no self-test result}" ;; esac

    shoot "$page_url" "$shots/$name.png"
    shoot "$page_url#rotate=60,20" "$shots/$name-rotated.png"
    differ "$shots/$name.png" "$shots/$name-rotated.png" "$name rotated"
    shoot "$page_url#explode=1.5" "$shots/$name-exploded.png"
    differ "$shots/$name.png" "$shots/$name-exploded.png" "$name exploded"
    if [ -n "$step" ]; then
        # An animation: half-way through its first step is another picture than the start.
        open_page "$page_url#frame=0.5"
        expect step 0.50 "#frame=0.5"
        shoot "$page_url#frame=0.5" "$shots/$name-animated.png"
        differ "$shots/$name.png" "$shots/$name-animated.png" "$name animated"
    fi
    echo "browser-test: $name.html ok ($scenes scene(s), $(attr "$tmp/dom.html" faces) faces${step:+, animation}; $selftest)"
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
    check_page "$name" "$html" "$out"
done

# Size and speed of the 192-cube page, in real time (no virtual clock): first frame from
# navigation start, and one step to the next scene, as the page measures them.
bytes=$(wc -c <"$tmp/cubes.html")
[ "$bytes" -lt $MAX_BYTES ] || die "cubes.html is $bytes bytes (limit $MAX_BYTES)"
browse --dump-dom "file://$tmp/cubes.html#selftest=1" >"$tmp/dom.html" || die "chromium failed on the timing run"
first=$(attr "$tmp/dom.html" first-frame-ms)
stepms=$(attr "$tmp/dom.html" step-ms)
[ -n "$first" ] && [ -n "$stepms" ] || die "cubes.html: the page did not time its first frame and a step"
load=$(cut -d' ' -f1 /proc/loadavg)
echo "browser-test: cubes.html $bytes bytes, first frame $first ms, step $stepms ms (load: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores)"
# Times are targets, not pass/fail conditions of the test (CI shares the machine with its own
# builds): they are judged only with BROWSER_TIMING=judge (bench/viewer-timing.sh sets it) and
# on a quiet machine: with more runnable processes than cores they measure the other
# processes, not the page (the numbers above are always reported).
if [ "${BROWSER_TIMING:-report}" = judge ] && awk -v l="$load" -v c="$(nproc)" 'BEGIN { exit !(l < c) }'; then
    [ "$first" -lt $FIRST_MS ] || die "cubes.html: first frame after $first ms (limit $FIRST_MS)"
    awk -v s="$stepms" -v l=$STEP_MS 'BEGIN { exit !(s < l) }' || die "cubes.html: a step took $stepms ms (limit $STEP_MS)"
else
    echo "browser-test: timing targets not judged (BROWSER_TIMING=${BROWSER_TIMING:-report}, load $load on $(nproc) cores)"
fi

# Sabotage: each broken page must fail check_page (run in a subshell: its die ends only that).
sabotage() {
    local what=$1 html=$tmp/sabotaged.html
    cp "$tmp/ba.html" "$html"
    case $what in
        data) sed -i 's/id="cubelab-data">{/id="cubelab-data">{"broken":/' "$html" ;;
        # WebGL that draws nothing: every draw call is dropped before the viewer runs.
        blank) sed -i 's|<script type="application/json"|<script>for (const c of [WebGLRenderingContext, WebGL2RenderingContext]) { c.prototype.drawElements = c.prototype.drawArrays = function () {}; }</script>\n&|' "$html" ;;
        console) sed -i 's|</body>|<script>console.error("sabotage")</script>\n</body>|' "$html" ;;
        frozen) sed -i 's|<script type="application/json"|<script>HTMLCanvasElement.prototype.getContext = function () { return null; };</script>\n&|' "$html" ;;
    esac
    cmp -s "$html" "$tmp/ba.html" && die "sabotage $what changed nothing"
    mkdir -p "$tmp/sabotage"
    if (check_page sabotaged "$html" "$tmp/sabotage") >"$tmp/sabotage.log" 2>&1; then
        die "the sabotaged page ($what) passed the browser test"
    fi
    echo "browser-test: sabotaged page ($what) fails as it must: $(grep -o 'FAIL: .*' "$tmp/sabotage.log" | cut -c1-150)"
}
for what in data blank console frozen; do
    sabotage "$what"
done

echo "browser-test: all ${#pages[@]} pages ok, 4 sabotaged pages caught, in $((SECONDS - start)) s"
echo "browser: $((${#pages[@]} + 4)) passed, 0 failed"
