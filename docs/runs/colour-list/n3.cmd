cubelab colour-cubes list -n 3
