nice -n 10 cubelab colour-cubes universal -n 5 --size 14 --threads 1 --checkpoint n5-size14-v3.ckpt --format jsonl > n5-size14-v3.jsonl
