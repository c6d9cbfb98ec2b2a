cubelab colour-cubes universal -n 6
