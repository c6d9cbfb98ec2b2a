nice cubelab colour-cubes universal -n N --threads 1 > nN-v3.txt   # N = 3, 4, 6; the search after the speed-up (one key per class)
