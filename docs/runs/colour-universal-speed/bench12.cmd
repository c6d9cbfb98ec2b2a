# A = this branch's search (incremental deficits, one pass per node), B = the search before
# (commit 7adba61), both `cargo build --release`, binaries copied to /tmp/ilp.
farm-bench -n 5 --warmup 1 --timeout 400 --vs '/tmp/ilp/cubelab-before colour-cubes universal -n 5 --size 12 --threads 1' -- /tmp/ilp/cubelab-v3 colour-cubes universal -n 5 --size 12 --threads 1
