cubelab colour-cubes universal -n 4
