cubelab colour-cubes list -n 1
