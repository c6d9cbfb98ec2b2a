cubelab colour-cubes collections -n 3 --target 111223
