# branch c5count at 00eb249; binary: CARGO_TARGET_DIR=/work/target15n RUSTFLAGS="-C target-cpu=native" cargo build --release
/usr/bin/time -v nice -n 5 cubelab colour-cubes universal -n 5 --size 15 --count --threads 1 --checkpoint n5-size15-count-v2.ckpt --format jsonl > n5-size15-count-v2.jsonl 2> n5-size15-count-v2.stderr
