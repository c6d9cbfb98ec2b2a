cubelab colour-cubes universal -n 1
