cubelab colour-cubes list -n 4
