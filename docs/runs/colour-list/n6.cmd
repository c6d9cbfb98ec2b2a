cubelab colour-cubes list -n 6
