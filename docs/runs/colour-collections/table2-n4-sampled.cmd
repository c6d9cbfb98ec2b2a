cubelab colour-cubes collections -n 4 --samples 200000 --seed 15 --threads 2
