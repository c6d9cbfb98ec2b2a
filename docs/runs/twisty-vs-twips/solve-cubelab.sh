#!/bin/sh
# One cubelab process per position (as twips search takes one scramble per process).
while read -r p; do "$CUBELAB" twisty solve --puzzle 2x2x2 "$p"; done < positions.txt
