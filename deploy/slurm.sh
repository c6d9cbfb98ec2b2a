#!/bin/bash
# The order-5 magic square count as a Slurm job array: one shard per array task.
#   sbatch deploy/slurm.sh                      # 16 shards, 0-based indices
#   cubelab merge --format jsonl shards/order5-*.jsonl > order5.jsonl   # when all are done
#   cubelab verify order5.jsonl
# Each task reads its shard from SLURM_ARRAY_TASK_ID / SLURM_ARRAY_TASK_COUNT, so the array
# must be 0-based (0-N). A requeued or resubmitted task resumes from its checkpoint.
#SBATCH --job-name=cubelab-order5
#SBATCH --array=0-15
#SBATCH --cpus-per-task=4
#SBATCH --time=00:20:00
#SBATCH --requeue
#SBATCH --output=shards/order5-%a.log
set -euo pipefail
mkdir -p shards
i=${SLURM_ARRAY_TASK_ID:?run me with sbatch}
exec cubelab square count --order 5 --kind "${KIND:-magic}" \
  --threads "${SLURM_CPUS_PER_TASK:-1}" --format jsonl \
  --checkpoint "shards/order5-$i.checkpoint" > "shards/order5-$i.jsonl"
