#!/bin/sh
# Re-prints the summary of recorded estimate runs with the current binary's reference table
# (published figures and how far each lies), without sampling again: the run's own command
# resumes from a copy of its finished checkpoint. Writes docs/runs/estimate-NAME/resummary.txt.
# Usage: BIN=target/release/cubelab research/scripts/estimate_resummary.sh NAME...
set -eu
BIN=${BIN:-./target/release/cubelab}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in "$@"; do
    dir=docs/runs/estimate-$name
    if [ ! -f "$dir/checkpoint.json" ]; then
        echo "$name: no checkpoint recorded, skipped"
        continue
    fi
    cp "$dir/checkpoint.json" "$tmp/checkpoint.json"
    # The recorded command without its binary; the checkpoint option is added as the runs do.
    args=$(cut -d' ' -f2- "$dir/command.txt")
    {
        echo "# $BIN $args --checkpoint <copy of $dir/checkpoint.json> (binary built at ${BIN_COMMIT:-$(git rev-parse --short HEAD)})"
        # shellcheck disable=SC2086
        "$BIN" $args --threads 1 --checkpoint "$tmp/checkpoint.json" 2>/dev/null
    } > "$dir/resummary.txt"
    echo "$name: $(grep -c published "$dir/resummary.txt") published figures"
done
