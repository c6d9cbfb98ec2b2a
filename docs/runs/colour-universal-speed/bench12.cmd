# A = this branch's search (incremental deficits, one pass per node), B = the search before
# (commit 7adba61), both `cargo build --release`, binaries copied to /tmp/ilp.
# whole processes, A and B alternating (5 runs after 1 warm-up, medians): A = /tmp/ilp/cubelab-v3 colour-cubes universal -n 5 --size 12 --threads 1; B = /tmp/ilp/cubelab-before colour-cubes universal -n 5 --size 12 --threads 1
