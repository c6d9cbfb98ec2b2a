#!/bin/sh
# One part of a run that spans sessions, appended to the run's record in DIR: a marker with the
# binary and the tree, the load before and after (load.txt), the part's stderr with its CPU
# time and exit status (stderr.txt); output.txt is the part's stdout (the summary once the
# run is done). Shared by research/scripts/long_run.sh and research/scripts/planewide_run.sh, which write
# command.txt themselves.
# Usage: research/scripts/run_part.sh DIR BIN ARGS...
set -u
dir=$1; bin=$2; shift 2
echo "part started $(date -u +%FT%TZ), $bin, tree at $(git rev-parse --short HEAD 2>/dev/null)" | tee -a "$dir/load.txt" >> "$dir/stderr.txt"
uptime >> "$dir/load.txt"
/usr/bin/time -v nice -n 10 "$bin" "$@" >"$dir/output.txt" 2>>"$dir/stderr.txt"
status=$?
echo "exit $status" >> "$dir/stderr.txt"
uptime >> "$dir/load.txt"
# The part's own status, so that `long_run.sh A && long_run.sh B` starts B only when A's run
# is done, not when A was stopped for the end of a session.
exit $status
