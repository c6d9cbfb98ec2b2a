cubelab colour-cubes universal -n 5 --size 13 --threads 2 --checkpoint n5-size13.ck --format jsonl
