#!/bin/sh
# Stops a part of a long run (research/scripts/long_run.sh NAME) at the end of a session and records it:
# the run is sent SIGTERM (every finished unit is already in its checkpoint, so nothing is
# lost; the next `long_run.sh NAME` resumes there), a marker goes to its stderr.txt and
# load.txt, the estimate so far (scripts/checkpoint_interim.py) is appended to its
# interim.txt, and its table of parts (research/scripts/long_run_parts.py) is written to parts.txt.
# A chain `long_run.sh A && long_run.sh B` stops with A's part: the part exits non-zero, so B
# does not start.
# Usage: research/scripts/long_run_stop.sh NAME [WHY]
set -u
name=${1:-}
why=${2:-for the end of the session}
dir=docs/runs/estimate-$name
if [ -z "$name" ] || [ ! -f "$dir/command.txt" ]; then
    echo "long_run_stop.sh: no long run '$name' (no $dir/command.txt)" >&2
    exit 2
fi
# The binary itself (its path names cubelab), not run_part.sh or time, whose command lines
# hold the same arguments: they must live on to write the part's CPU time and exit status.
pattern="^[^ ]*cubelab[^ ]* square estimate .*--checkpoint $dir/checkpoint.json"
if ! pkill -TERM -f "$pattern"; then
    echo "long_run_stop.sh: no part of '$name' is running" >&2
    exit 1
fi
# Wait for the part to end so that its CPU time and exit status are in stderr.txt before
# the marker.
while pgrep -f "run_part.sh $dir " > /dev/null; do sleep 1; done
when=$(date -u +%FT%TZ)
echo "Part stopped by hand $when (SIGTERM) $why; resumes from the checkpoint" | tee -a "$dir/stderr.txt" >> "$dir/load.txt"
# Writes FILE through a copy, so that a reader never sees it half-written: the output of the
# command that follows, moved into place only if the command succeeds (else FILE stays as it
# was, the copy is removed, and the failure is said).
write_through() {
    file=$1
    shift
    tmp=$(mktemp)
    "$@" > "$tmp" && chmod 644 "$tmp" && mv "$tmp" "$file" && return 0
    rm -f "$tmp"
    echo "long_run_stop.sh: $file left as it was: '$*' failed" >&2
    return 1
}
interim_with_this_stop() {
    cat "$dir/interim.txt" 2>/dev/null
    [ -s "$dir/interim.txt" ] && echo
    echo "scripts/checkpoint_interim.py $dir/checkpoint.json   ($when, the run stopped $why)"
    python3 scripts/checkpoint_interim.py "$dir/checkpoint.json"
}
write_through "$dir/interim.txt" interim_with_this_stop
write_through "$dir/parts.txt" python3 research/scripts/long_run_parts.py "$dir"
tail -3 "$dir/interim.txt"
