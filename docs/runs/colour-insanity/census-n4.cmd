nice -n 10 cubelab insanity census --colours 4 --threads 1 --checkpoint census-n4.ckpt > census-n4.txt 2> census-n4.stderr   (under /usr/bin/time -v: its report is at the end of census-n4.stderr)
