#!/usr/bin/env bash
# A longer fuzz run: the targets of tests/fuzz.rs in rounds of CASES cases per target (fresh
# random inputs each round) until SECONDS have passed. Usage: scripts/fuzz.sh SECONDS [CASES]
# A failure stops the run and prints the smallest failing input proptest found.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:?usage: scripts/fuzz.sh SECONDS [CASES]}
cases=${2:-5000}
cargo test --release --test fuzz --no-run
end=$(($(date +%s) + duration))
round=0
while [ "$(date +%s)" -lt "$end" ]; do
    round=$((round + 1))
    echo "round $round: $cases cases per target"
    CUBELAB_FUZZ_CASES=$cases cargo test --release --test fuzz -q 2>&1 | grep -v '^$'
done
echo "fuzz: $round rounds of $cases cases per target, $duration s"
