#!/bin/sh
# One twips search process per position: the scramble that makes it, the first solution.
while read -r a; do
  "$TWIPS" search 2x2x2.kpuzzle.json --generator-moves U,F,R --min-num-solutions 1 --scramble-alg "$a"
done < algs.txt
