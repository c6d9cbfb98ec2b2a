#!/bin/sh
# smc on the figures whose kernel gained linear forcing, before and after: each binary in turn,
# one thread, the same seeds; prints each run's summary line and its user CPU seconds.
# Usage: docs/runs/kernel-linear-forcing/smc_pair.sh OLD_BIN NEW_BIN SAMPLES "ARGS" SEED...
set -u
old=$1; new=$2; samples=$3; args=$4; shift 4
for seed in "$@"; do
    for bin in "$old" "$new"; do
        /usr/bin/time -f "user %U s" "$bin" $args --samples "$samples" --threads 1 --seed "$seed" 2>&1 \
            | grep -E "^estimate|^user" | tr '\n' ' '
        echo " [$bin seed $seed]"
    done
done
