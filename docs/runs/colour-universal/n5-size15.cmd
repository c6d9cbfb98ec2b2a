nice -n 10 cubelab colour-cubes universal -n 5 --size 15 --threads 2 --checkpoint n5-size15.ckpt --format jsonl > n5-size15.jsonl 2> n5-size15.stderr
