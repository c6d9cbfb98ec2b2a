cubelab colour-cubes collections -n 3 --threads 2
