nice cubelab colour-cubes universal -n 3 --threads 1 > n3-v4.txt   # after check_geometric stops at the first arrangement (commit eb43e7f)
