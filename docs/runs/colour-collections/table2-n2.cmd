cubelab colour-cubes collections -n 2 --threads 2
