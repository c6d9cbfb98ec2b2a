cubelab colour-cubes list -n 5
