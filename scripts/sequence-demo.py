#!/usr/bin/env python3
"""Writes a demo "sequence" record (docs/pictures.md, "Sequences of states") for the HTML
player until the twisty nine-colour cube's solver writes real ones: the nine-colour cube's
solution (from `cubelab nine-colour solve --format jsonl`, read on stdin) turned by a few
moves and back. The turns are applied here in Python, independently of the Rust reader,
which checks every state against its own turn (src/render/sequence.rs).
Usage: cubelab nine-colour solve --format jsonl | scripts/sequence-demo.py > examples/twisty-demo.jsonl"""
import json
import sys

N = 3


def turn(cells, axis, layer, quarter):
    """The piece at p moves to p turned a quarter (counter-clockwise from +axis) per step."""
    out = list(cells)
    b, c = (axis + 1) % 3, (axis + 2) % 3
    for i, colour in enumerate(cells):
        p = [i % N, (i // N) % N, i // (N * N)]
        if p[axis] != layer:
            continue
        for _ in range(quarter % 4):
            p[b], p[c] = N - 1 - p[c], p[b]
        out[p[0] + N * (p[1] + N * p[2])] = colour
    return out


solved = next(r for r in map(json.loads, sys.stdin) if r.get("type") == "result")["colours"]
# Singmaster-style names: R = right layer (x = 2) clockwise seen from the right, U = up, F = front.
moves = [("R", 0, 2, -1), ("U", 2, 2, -1), ("F", 1, 0, 1), ("F'", 1, 0, -1), ("U'", 2, 2, 1), ("R'", 0, 2, 1)]
state, out = solved, []
for name, axis, layer, quarter in moves:
    state = turn(state, axis, layer, quarter)
    out.append({"name": name, "turn": {"axis": axis, "layer": layer, "quarter": quarter}, "cells": state})
record = {"type": "result", "index": 0, "sequence": {"size": [3, 3, 3], "palette": "nine", "start": solved, "moves": out}}
print(json.dumps(record))
