#!/bin/sh
# Records the pools that docs/estimates/results.md quotes: runs of one figure with different seeds,
# pooled by research/scripts/pool_estimates.py (cubelab merge refuses them: it merges the shards of one
# run). Each pool writes docs/runs/pool-NAME/ with its command and output, so every pooled
# figure in the docs has a record like any run.
# Usage: research/scripts/record_pools.sh [NAME...]   (no names: all of them)
set -u
ALL="$*"
pool() {
    name=$1; shift
    case " $ALL " in "  "|*" $name "*) ;; *) return ;; esac
    dir=docs/runs/pool-$name
    mkdir -p "$dir"
    echo "research/scripts/pool_estimates.py $*" > "$dir/command.txt"
    python3 research/scripts/pool_estimates.py "$@" > "$dir/output.txt"
}
R=docs/runs
pool smc-order7 $R/estimate-smc-order7-long $R/estimate-smc-order7-long2
pool smc-order9 $R/estimate-smc-order9 $R/estimate-smc-order9-tight
pool smc-order10 $R/estimate-smc-order10 $R/estimate-smc-order10-tight $R/estimate-smc-order10-tight2
pool smc-order11 $R/estimate-smc-order11 $R/estimate-smc-order11-tight $R/estimate-smc-order11-tight2
pool smc-semimagic-order7 $R/estimate-smc-semimagic-order7 $R/estimate-smc-semimagic-order7-seed2 \
    $R/estimate-smc-semimagic-order7-seed3
pool smc-associative-cube4 $R/estimate-smc-associative-cube4 $R/estimate-smc-associative-cube4-seed43
# Population annealing with 3000 replicas: the first 32 samples of each order and the runs that
# added samples (research/scripts/estimate_runs.sh, the specs ending in -b, -c and -d; research/scripts/long_run.sh).
pool population-order12 $R/estimate-population-order12-3000 $R/estimate-population-order12-3000-b
pool population-order13 $R/estimate-population-order13-3000 $R/estimate-population-order13-3000-b \
    $R/estimate-population-order13-3000-c
pool population-order14 $R/estimate-population-order14-3000 $R/estimate-population-order14-3000-b
pool population-order15 $R/estimate-population-order15-3000 $R/estimate-population-order15-3000-b \
    $R/estimate-population-order15-3000-c $R/estimate-population-order15-3000-d
pool population-order16 $R/estimate-population-order16-3000 $R/estimate-population-order16-3000-b
pool population-order17 $R/estimate-population-order17-3000 $R/estimate-population-order17-3000-b
pool population-order18 $R/estimate-population-order18-3000 $R/estimate-population-order18-3000-b
pool population-order19 $R/estimate-population-order19-3000 $R/estimate-population-order19-3000-b
pool population-order20 $R/estimate-population-order20-3000 $R/estimate-population-order20-3000-b
pool population-order21 $R/estimate-population-order21-3000 $R/estimate-population-order21-3000-b
pool population-order22 $R/estimate-population-order22-3000 $R/estimate-population-order22-3000-b
