#!/bin/sh
# The recorded runs of research/notes/order4-cubes.md on order-4 simple cubes by complement pairing
# ("Every cube has a complement pairing"), made with research/examples/cube4_associative.rs since the
# families are not CLI kinds. Each writes docs/runs/estimate-NAME/ (command, load before and
# after, stdout, stderr with CPU time).
# Usage: research/scripts/cube4_pairing_runs.sh [NAME...]   (no names: all of them, in order)
set -u
# EX=PATH runs a binary built and copied aside beforehand (so that rebuilding the example
# while the runs go on cannot change them); without it the example is built here.
if [ -z "${EX:-}" ]; then
    cargo build --release -p cubelab-research --example cube4_associative || exit 1
    EX=./target/release/examples/cube4_associative
fi
ALL="$*"
run() {
    name=$1; shift
    [ -n "$ALL" ] && case " $ALL " in *" $name "*) ;; *) return ;; esac
    dir=docs/runs/estimate-$name
    mkdir -p "$dir"
    # FOUND167: the complement pairing of the cube that population annealing's run 167 found
    # outside the 52 classes, as the partner of each cell.
    found=docs/runs/estimate-cube4-pairings-population/found-pairing-run167.txt
    args=$(echo "$*" | sed "s/FOUND167/$(cat $found 2>/dev/null)/")
    echo "$EX $args   (cargo build --release -p cubelab-research --example cube4_associative)" > "$dir/command.txt"
    uptime > "$dir/load.txt"
    /usr/bin/time -v "$EX" $args >"$dir/output.txt" 2>"$dir/stderr.txt"
    echo "exit $?" >> "$dir/stderr.txt"
    uptime >> "$dir/load.txt"
}

for spec in \
    "cube4-pairing-families families 1000 2000 1" \
    "cube4-pairings-population pairings 200 4096 71" \
    "cube4-pairings-population-seed72 pairings 200 4096 72" \
    "cube4-pairings-population-seed73 pairings 150 4096 73" \
    "cube4-pairings-population-seed74 pairings 150 4096 74" \
    "cube4-pairings-population-seed75 pairings 120 4096 75" \
    "cube4-pairings-population-seed76 pairings 120 4096 76" \
    "cube4-pairings-population-seed77 pairings 150 4096 77" \
    "cube4-pairings-population-seed78 pairings 150 4096 78" \
    "cube4-pairings-population-seed79 pairings 150 4096 79" \
    "cube4-pairings-population-seed80 pairings 150 4096 80" \
    "cube4-pairings-population-seed81 pairings 150 4096 81" \
    "cube4-pairings-population-seed82 pairings 150 4096 82" \
    "cube4-pairings-population-seed83 pairings 150 4096 83" \
    "cube4-pairings-population-seed84 pairings 150 4096 84" \
    "cube4-pairings-population-seed85 pairings 150 4096 85" \
    "cube4-pairings-population-seed86 pairings 150 4096 86" \
    "cube4-pairings-population-seed87 pairings 100 4096 87" \
    "cube4-pairings-population-seed88 pairings 100 4096 88" \
    "cube4-pairings-population-seed89 pairings 60 4096 89" \
    "cube4-pairings-population-seed90 pairings 60 4096 90" \
    "cube4-pairings-population-seed91 pairings 60 4096 91" \
    "cube4-pairings-population-seed92 pairings 60 4096 92" \
    "cube4-pairings-population-seed93 pairings 60 4096 93" \
    "cube4-pairings-population-seed94 pairings 60 4096 94" \
    "cube4-pairings-population-seed95 pairings 60 4096 95" \
    "cube4-pairings-population-seed96 pairings 60 4096 96" \
    "cube4-pairings-population-seed97 pairings 60 4096 97" \
    "cube4-pairings-population-seed98 pairings 60 4096 98" \
    "cube4-pairings-population-seed99 pairings 60 4096 99" \
    "cube4-pairings-population-seed100 pairings 60 4096 100" \
    "cube4-pairings-population-seed101 pairings 60 4096 101" \
    "cube4-pairings-population-seed102 pairings 60 4096 102" \
    "cube4-pairings-population-seed103 pairings 60 4096 103" \
    "cube4-pairings-population-seed104 pairings 60 4096 104" \
    "cube4-pairings-population-seed105 pairings 60 4096 105" \
    "cube4-pairings-population-seed106 pairings 60 4096 106" \
    "cube4-pairings-population-seed107 pairings 40 4096 107" \
    "cube4-pairings-population-seed108 pairings 40 4096 108" \
    "cube4-pairings-population-seed109 pairings 60 4096 109" \
    "cube4-pairings-population-seed110 pairings 60 4096 110" \
    "cube4-pairings-population-seed111 pairings 60 4096 111" \
    "cube4-pairings-population-seed112 pairings 60 4096 112" \
    "cube4-pairings-population-seed113 pairings 60 4096 113" \
    "cube4-pairings-population-seed114 pairings 60 4096 114" \
    "cube4-pairings-population-seed115 pairings 60 4096 115" \
    "cube4-pairings-population-seed116 pairings 60 4096 116" \
    "cube4-pairings-population-seed117 pairings 60 4096 117" \
    "cube4-pairings-population-seed118 pairings 60 4096 118" \
    "cube4-pairings-population-seed119 pairings 60 4096 119" \
    "cube4-pairings-population-seed120 pairings 60 4096 120" \
    "cube4-pairings-population-seed121 pairings 60 4096 121" \
    "cube4-pairings-population-seed122 pairings 60 4096 122" \
    "cube4-pairings-population-seed123 pairings 60 4096 123" \
    "cube4-pairings-population-seed124 pairings 60 4096 124" \
    "cube4-pairings-population-seed125 pairings 60 4096 125" \
    "cube4-pairings-population-seed126 pairings 60 4096 126" \
    "cube4-pairings-population-seed127 pairings 60 4096 127" \
    "cube4-pairings-population-seed128 pairings 60 4096 128" \
    "cube4-pairings-population-seed129 pairings 60 4096 129" \
    "cube4-pairings-population-seed130 pairings 60 4096 130" \
    "cube4-pairings-population-seed131 pairings 60 4096 131" \
    "cube4-pairings-population-seed132 pairings 60 4096 132" \
    "cube4-pairings-population-seed133 pairings 60 4096 133" \
    "cube4-pairings-population-seed134 pairings 60 4096 134" \
    "cube4-pairings-population-seed135 pairings 60 4096 135" \
    "cube4-pairings-population-seed136 pairings 60 4096 136" \
    "cube4-pairings-population-seed137 pairings 60 4096 137" \
    "cube4-pairings-population-seed138 pairings 60 4096 138" \
    "cube4-pairings-population-seed139 pairings 60 4096 139" \
    "cube4-pairings-population-seed140 pairings 60 4096 140" \
    "cube4-pairings-population-seed141 pairings 60 4096 141" \
    "cube4-pairings-population-seed142 pairings 60 4096 142" \
    "cube4-pairings-population-seed143 pairings 60 4096 143" \
    "cube4-pairings-population-seed144 pairings 60 4096 144" \
    "cube4-pairings-population-seed145 pairings 60 4096 145" \
    "cube4-pairings-population-seed146 pairings 60 4096 146" \
    "cube4-pairings-population-seed147 pairings 60 4096 147" \
    "cube4-pairings-population-seed148 pairings 60 4096 148" \
    "cube4-pairings-population-seed149 pairings 60 4096 149" \
    "cube4-pairings-population-seed150 pairings 60 4096 150" \
    "cube4-pairings-population-seed151 pairings 60 4096 151" \
    "cube4-pairings-population-seed152 pairings 60 4096 152" \
    "cube4-pairings-population-seed153 pairings 60 4096 153" \
    "cube4-pairings-population-seed154 pairings 60 4096 154" \
    "cube4-pairings-population-seed155 pairings 60 4096 155" \
    "cube4-pairings-population-seed156 pairings 60 4096 156" \
    "cube4-pairings-population-seed157 pairings 60 4096 157" \
    "cube4-pairings-population-seed158 pairings 60 4096 158" \
    "cube4-pairings-population-seed159 pairings 60 4096 159" \
    "cube4-pairings-population-seed160 pairings 60 4096 160" \
    "cube4-pairings-population-seed161 pairings 60 4096 161" \
    "cube4-pairings-population-seed162 pairings 60 4096 162" \
    "cube4-pairings-population-seed163 pairings 60 4096 163" \
    "cube4-pairings-population-seed164 pairings 60 4096 164" \
    "cube4-pairings-population-seed165 pairings 60 4096 165" \
    "cube4-pairings-population-seed166 pairings 60 4096 166" \
    "cube4-pairings-population-seed167 pairings 60 4096 167" \
    "cube4-pairings-population-seed168 pairings 60 4096 168" \
    "cube4-pairings-population-seed169 pairings 60 4096 169" \
    "cube4-pairings-population-seed170 pairings 60 4096 170" \
    "cube4-pairings-population-seed171 pairings 60 4096 171" \
    "cube4-pairings-population-seed172 pairings 60 4096 172" \
    "cube4-pairings-population-seed173 pairings 60 4096 173" \
    "cube4-pairings-population-seed174 pairings 60 4096 174" \
    "cube4-pairings-population-seed175 pairings 60 4096 175" \
    "cube4-pairings-population-seed176 pairings 60 4096 176" \
    "cube4-pairings-population-seed177 pairings 60 4096 177" \
    "cube4-pairings-population-seed178 pairings 60 4096 178" \
    "cube4-pairings-population-seed179 pairings 60 4096 179" \
    "cube4-pairings-population-seed180 pairings 60 4096 180" \
    "cube4-pairings-r1024-seed200 pairings 300 1024 200" \
    "cube4-pairings-r16384-seed300 pairings 100 16384 300" \
    "cube4-pairings-r65536-seed301 pairings 24 65536 301" \
    "cube4-semi-magic-pairings-population pairings 300 4096 101 semi-magic" \
    "cube4-semi-magic-pairings-population-16384 pairings 60 16384 102 semi-magic" \
    ; do
    run $spec
done
# The semi-magic sets of 2026-11-30: 48 sets of 30 runs of 4096 replicas, seeds 201 to 248.
for k in $(seq 201 248); do
    run cube4-semi-magic-pairings-population-seed$k pairings 30 4096 $k semi-magic
done
for spec in \
    "mirror-cube4-knuth-10M --pairs mirror knuth 10000000 6 21" \
    "class0-cube4-population --pairs class:0 population 60 1000 22" \
    "cube4-plane-paired planes 100000 1 2" \
    "cube4-planewise planewise 2000 1000 1" \
    "cube4-planewise-top planewise 1000 2000 2 20" \
    "cube4-planeswaps planeswaps 200 1000 3 10" \
    "cube4-found167-knuth --pairs cells:FOUND167 knuth 200000 4 1" \
    ; do
    run $spec
done
