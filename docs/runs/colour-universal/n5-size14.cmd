nice -n 10 cubelab colour-cubes universal -n 5 --size 14 --threads 2 --checkpoint n5-size14.ckpt --format jsonl > n5-size14.jsonl 2> n5-size14.stderr
