# branch c5count at deb6ea5 (this version wrote the counts as JSON strings and no "units" tally); binary built with: CARGO_TARGET_DIR=/work/target15n RUSTFLAGS="-C target-cpu=native" cargo build --release; run under /usr/bin/time -v
nice -n 5 cubelab colour-cubes universal -n 5 --size 15 --count --threads 1 --checkpoint n5-size15-count.ckpt --format jsonl > n5-size15-count.jsonl 2> n5-size15-count.stderr
deb6ea5
