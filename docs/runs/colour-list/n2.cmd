cubelab colour-cubes list -n 2
