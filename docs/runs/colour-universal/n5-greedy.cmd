cubelab colour-cubes universal -n 5 --greedy 2000 --seed 0
