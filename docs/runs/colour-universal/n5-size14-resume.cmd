# Resume check of the size-14 run (commit eb43e7f, 1 thread, niced): leg 1 stopped by SIGTERM
# after 53 s, leg 2 the same command again, resuming from the checkpoint; legs in *.wall.
nice -n 10 cubelab colour-cubes universal -n 5 --size 14 --threads 1 --checkpoint n5-size14-resume.ckpt --format jsonl > n5-size14-resume.leg$LEG.jsonl
