#!/bin/bash
# The order-5 magic square count as a Slurm job array: one shard per array task.
#   sbatch deploy/slurm.sh                      # 16 shards, 0-based indices
#   cubelab merge --format jsonl shards/order5-*.jsonl > order5.jsonl   # when all are done
#   cubelab verify order5.jsonl
# Each task runs shard SLURM_ARRAY_TASK_ID of SHARDS (default 16: keep it equal to the array's
# size, 0-based, 0-15). The count is given, not read from SLURM_ARRAY_TASK_COUNT, so that
# resubmitting one task (`sbatch --array=7 deploy/slurm.sh`, whose count is 1) still runs
# shard 7 of 16 and resumes from its checkpoint. ORDER (default 5) is for trying it small.
#SBATCH --job-name=cubelab-order5
#SBATCH --array=0-15
#SBATCH --cpus-per-task=4
#SBATCH --time=00:20:00
#SBATCH --requeue
#SBATCH --output=shards/order5-%a.log
set -euo pipefail
mkdir -p shards
i=${SLURM_ARRAY_TASK_ID:?run me with sbatch}
order=${ORDER:-5}
exec cubelab square count --order "$order" --kind "${KIND:-magic}" --shard-count "${SHARDS:-16}" \
  --threads "${SLURM_CPUS_PER_TASK:-1}" --format jsonl \
  --checkpoint "shards/order$order-$i.checkpoint" > "shards/order$order-$i.jsonl"
