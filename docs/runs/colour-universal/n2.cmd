cubelab colour-cubes universal -n 2
