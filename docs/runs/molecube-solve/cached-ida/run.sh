#!/usr/bin/env bash
# IDA* with pattern databases cached on disk, on the 1000 positions of ../positions.txt
# (scramble --seed 2026 --count 1000); run from this folder with the release binary.
set -u
bin=../../../../target/release/cubelab
cache=$(mktemp -d)
{ date; uptime; git rev-parse HEAD; } > machine.txt
# 1. Cold: the cache is empty, the databases are built and saved (timed whole process).
/usr/bin/time -v env CUBELAB_DATA=$cache $bin molecube solve --scramble "R U2 F' L" --ida > cold.out 2> cold.stderr
# 2. Warm: the 1000 positions, databases read from the cache.
/usr/bin/time -v env CUBELAB_DATA=$cache $bin molecube solve ../positions.txt --ida --format jsonl > ida.jsonl 2> ida.stderr
{ date; uptime; } >> machine.txt
python3 ../compare.py --table ../table.jsonl --ida ida.jsonl > compare.txt
rm -rf "$cache"
