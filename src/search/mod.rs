//! The generic search driver: work units, parallel runs, shards, checkpoints, progress and
//! merging. It knows nothing of any one puzzle.
