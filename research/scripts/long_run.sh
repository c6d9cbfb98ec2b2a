#!/bin/sh
# Estimates too long for one session (docs/estimates/results.md, "What it does not reach"). Running the
# same NAME again resumes from the run's checkpoint, so nothing finished is lost when a session
# ends; each part appends a marker, its load and its stderr (progress, CPU time) to the run's
# record in docs/runs/estimate-NAME/, and output.txt is the last part's stdout (the summary
# once every unit is done). The thread count is not part of the run (every thread count gives
# the same estimate), so each part may use what the machine has free.
# Usage: [BIN=path] [THREADS=n] research/scripts/long_run.sh NAME
# A part stopped before its run is done exits non-zero, so runs chain with &&:
#   THREADS=2 research/scripts/long_run.sh smc-order8-long && THREADS=2 research/scripts/long_run.sh smc-order7-long
# and research/scripts/long_run_stop.sh NAME ends a part at the end of a session and records where it is;
# research/scripts/long_run_parts.py docs/runs/estimate-NAME lists the parts (units, CPU s a unit).
# While a part runs, leave its record's files alone in git (no `git stash`, checkout or reset
# of them): git replaces a file rather than writing into it, and the part then appends its
# stderr to the deleted file (2026-11-28: recovered through /proc/PID/fd/2). Commit other
# work by its paths.
set -u
BIN=${BIN:-./target/release/cubelab}
name=${1:-}
case $name in
    # Order 8 as tight as Trump's 5.2225(18)e54 (a standard error of 0.0134 %): smc's relative
    # variance x CPU s is 1.3e-3 and a sample 0.235 s, so 320,000 samples, about 75,000 CPU s.
    smc-order8-long) args="square estimate --order 8 --method smc --samples 320000 --batch 100 --seed 88" ;;
    # Order 7 as tight as Trump's 3.79809(50)e34 (a standard error of 0.0051 %): with an exact
    # tail of 7, measured 0.72 of the default 8's cost of an error bar, a sample's relative
    # variance is 4.9e-3 and a sample 0.084 CPU s (docs/runs/smc-tuning-order7, 600 and 1000
    # runs), so 2,000,000 samples, about 170,000 CPU s (47 CPU hours). To follow order 8.
    smc-order7-long) args="square estimate --order 7 --method smc --tail 7 --samples 2000000 --batch 250 --seed 87" ;;
    # It finished on 2026-11-29 at 3.797973e34 +- 0.0052 % (5.19e-5), a little above Trump's
    # 5.11e-5: a sample's relative variance came out 5.4e-3, not 4.9e-3. A second run of
    # another seed, pooled with it by samples (research/scripts/pool_estimates.py), closes the gap: 120,000 more
    # samples bring the pool to about 5.04e-5, some 10,000 CPU s at 20.5 a unit.
    # It ran on 2026-11-29 (19,338 CPU s on a machine at half speed): the pool is 3.797990e34
    # +- 1.904e30 (5.01e-5), docs/runs/pool-smc-order7/ (research/scripts/record_pools.sh smc-order7).
    smc-order7-long2) args="square estimate --order 7 --method smc --tail 7 --samples 120000 --batch 250 --seed 871" ;;
    # Pandiagonal squares of order 7 by a second estimator beside population annealing (smc
    # and knuth die there): annealed importance sampling, 100 million moves a sample, reached
    # 3 squares in 8 samples at 34 CPU s a sample (docs/runs/estimate-anneal-pandiagonal7-100M),
    # a relative variance of about 5 a sample, so 500 samples for about 10 %, some 17,000 CPU s
    # at that rate (run 2026-11-28 in two parts: 4,445 CPU s, 8.4 a sample, 198 of 500 on
    # squares, 1.210248e17 +- 13.2 % classes; docs/estimates/results.md, "Other kinds").
    anneal-pandiagonal7-long) args="square estimate --order 7 --kind pandiagonal --method anneal --steps 100000000 --samples 500 --batch 1 --seed 4" ;;
    # Magic squares of orders 28 and 29 by population annealing, the settings of orders 13 to
    # 27 (research/scripts/estimate_runs.sh). At half the machine's usual speed (2026-11-29) order 27
    # took about an hour, more than was left of that session, so these two run in parts.
    # They ran in two parts each on 2026-11-29 (4,727 and 4,917 CPU s): 7.116498e1735 +- 1.51 %
    # and 3.763647e1892 +- 2.08 % up to symmetry (docs/estimates/results.md, At a glance).
    population-order28-3000) args="square estimate --order 28 --method population --particles 3000 --samples 32 --batch 1 --seed 2800" ;;
    population-order29-3000) args="square estimate --order 29 --method population --particles 3000 --samples 32 --batch 1 --seed 2900" ;;
    # More samples at orders 16 and 17 (2026-11-30), pooled by samples with the first runs
    # (research/scripts/record_pools.sh): sized to bring the pooled error bars, 1.60 % and 1.71 % from 32
    # samples, below Kitajima-Kikuchi's read as growing by a constant factor an order, 0.74 % and
    # 0.85 % (docs/estimates/results.md, "Status against the targets"); about an hour each.
    # They ran in two parts each on 2026-11-30 (4,633 and 4,180 CPU s): pooled with the first
    # runs, 8.535626e414 +- 0.61 % and 2.335454e487 +- 0.67 % (docs/runs/pool-population-order16/, 17/).
    population-order16-3000-b) args="square estimate --order 16 --method population --particles 3000 --samples 160 --batch 1 --seed 1610" ;;
    population-order17-3000-b) args="square estimate --order 17 --method population --particles 3000 --samples 128 --batch 1 --seed 1710" ;;
    *) echo "long_run.sh: unknown run '$name' (smc-order8-long, smc-order7-long, smc-order7-long2, anneal-pandiagonal7-long, population-order28-3000, population-order29-3000, population-order16-3000-b, population-order17-3000-b)" >&2; exit 2 ;;
esac
dir=docs/runs/estimate-$name
mkdir -p "$dir"
echo "$BIN $args --threads N --checkpoint $dir/checkpoint.json" > "$dir/command.txt"
research/scripts/run_part.sh "$dir" "$BIN" $args --threads "${THREADS:-1}" --checkpoint "$dir/checkpoint.json"
