cubelab cube estimate --order 3 --method anneal --steps 20000 --samples 48000 --seed 1 --quiet   (137.16 s user, 69.38 s wall)
