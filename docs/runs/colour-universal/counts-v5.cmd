# universal --count for n = 3, 4, 6 at the minimum and one size above (commit of branch c5count, target15 build)
for a in "3 11" "3 12" "4 10" "4 11" "6 12" "6 13"; do set -- $a; /usr/bin/time -f "%U s user, %e s wall" nice -n 5 cubelab colour-cubes universal -n $1 --size $2 --count --threads 1 --quiet > n$1-size$2-count.txt 2> n$1-size$2-count.stderr; done
# the independent Python count
python3 scripts/universal_count.py --colours 3 --size 11 > python-n3-size11.json
python3 scripts/universal_count.py --colours 3 --size 12 > python-n3-size12.json
