cubelab colour-cubes collections -n 6 --threads 2
