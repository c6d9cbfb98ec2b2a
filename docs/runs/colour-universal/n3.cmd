cubelab colour-cubes universal -n 3
