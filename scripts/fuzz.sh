#!/usr/bin/env bash
# A longer fuzz run: the targets of crates/cli/tests/it/fuzz.rs in rounds of CASES cases per target (fresh
# random inputs each round) until SECONDS have passed. Usage: scripts/fuzz.sh SECONDS [CASES]
# A failure stops the run and prints the smallest failing input proptest found.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:?usage: scripts/fuzz.sh SECONDS [CASES]}
cases=${2:-5000}
# The test binary is built once and run directly: edits made meanwhile do not rebuild it.
bin=$(cargo test --release -p cubelab-cli --test it --no-run 2>&1 | grep -o 'target/release/deps/it-[0-9a-f]*' | tail -1)
end=$(($(date +%s) + duration))
round=0
while [ "$(date +%s)" -lt "$end" ]; do
    round=$((round + 1))
    echo "round $round: $cases cases per target"
    CUBELAB_FUZZ_CASES=$cases "$bin" fuzz:: --quiet 2>&1 | grep -v '^$'
done
echo "fuzz: $round rounds of $cases cases per target, $duration s"
