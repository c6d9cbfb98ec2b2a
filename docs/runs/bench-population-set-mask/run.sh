#!/bin/sh
# Repeats output.txt: A and B as command.txt names them.
A=${A:-/tmp/cubelab-mask}; B=${B:-/tmp/cubelab-long23}
sq="square estimate --order 16 --method population --particles 300 --samples 1 --batch 1 --seed 5 --threads 1"
cu="cube estimate --order 4 --method population --particles 1024 --samples 2 --batch 1 --seed 5 --threads 1"
for args in "$sq" "$cu"; do
    $A $args > /tmp/bench-a.txt 2>/dev/null; $B $args > /tmp/bench-b.txt 2>/dev/null
    cmp -s /tmp/bench-a.txt /tmp/bench-b.txt && echo "same output: $args" || echo "OUTPUTS DIFFER: $args"
    hyperfine -N -r 8 "$A $args" "$B $args"
done
