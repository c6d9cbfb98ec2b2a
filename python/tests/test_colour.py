"""The nine-colour cube and Instant Insanity, solutions re-checked in Python."""

import itertools

import numpy as np

import cubelab


def faces(c: np.ndarray):
    """The six 3x3 faces of a colouring indexed [z, y, x]."""
    return [c[0], c[2], c[:, 0, :], c[:, 2, :], c[:, :, 0], c[:, :, 2]]


def is_nine_colour_solution(c: np.ndarray) -> bool:
    counts = np.bincount(c.ravel(), minlength=9)
    return (counts == 3).all() and all(len(set(f.ravel())) == 9 for f in faces(c))


def relabel(c: np.ndarray) -> bytes:
    """Colours renumbered by first appearance in cell order (x + 3y + 9z)."""
    seen = {}
    return bytes(seen.setdefault(int(v), len(seen)) for v in c.ravel())


def python_rotation_classes(parts: np.ndarray) -> set:
    """Classes of partitions under the 24 rotations, by numpy alone."""
    rotations = []
    todo = [np.arange(27).reshape(3, 3, 3)]
    seen = set()
    while todo:
        g = todo.pop()
        key = g.tobytes()
        if key in seen:
            continue
        seen.add(key)
        rotations.append(g)
        todo += [np.rot90(g, axes=(0, 1)), np.rot90(g, axes=(1, 2))]
    assert len(rotations) == 24
    return {min(relabel(p.ravel()[g.ravel()]) for g in rotations) for p in parts}


def test_nine_colour_counts_with_their_twins():
    # The library answers only when search = structure count and orbits = Burnside.
    n = cubelab.nine_colour_count()
    assert n["count"] == 14515200 == 40 * 362880
    assert n["partitions"] == 40 and n["classes"] == 3
    assert sum(n["orbit_sizes"]) == 40
    # Orbits under the 24 rotations, from the partitions by Python alone.
    parts = cubelab.nine_colour_partitions()
    assert n["rotation_classes"] == len(python_rotation_classes(parts))


def test_nine_colour_solutions():
    exact = cubelab.nine_colour_solve()
    assert exact.colours.shape == (3, 3, 3) and is_nine_colour_solution(exact.colours)
    annealed = cubelab.nine_colour_solve("anneal", seed=3)
    assert is_nine_colour_solution(annealed.colours) and annealed.seed == 3
    parts = cubelab.nine_colour_partitions()
    assert parts.shape == (40, 3, 3, 3)
    assert all(is_nine_colour_solution(p) for p in parts)
    reps, orbits = cubelab.nine_colour_classes()
    assert len(reps) == 3 and sum(orbits) == 40


def stack_ok(result, sol) -> bool:
    return all(len(set(col)) == result.cubes for col in sol.sides.values())


def brute(cubes):
    """Solutions by Python alone: every orientation of every cube (24 each), sides distinct."""
    rotations = []
    # faces: 0 left 1 right 2 front 3 back 4 down 5 up
    def turn_z(f):  # about the vertical axis: front->right->back->left
        return (f[3], f[2], f[0], f[1], f[4], f[5])

    def turn_x(f):  # about left-right axis: front->up->back->down
        return (f[0], f[1], f[4], f[5], f[3], f[2])

    def turn_y(f):
        return (f[4], f[5], f[2], f[3], f[1], f[0])

    seen = set()
    todo = [tuple(range(6))]
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo += [turn_z(p), turn_x(p), turn_y(p)]
    rotations = sorted(seen)
    assert len(rotations) == 24
    per_cube = [sorted({tuple(c[i] for i in p[:4]) for p in rotations}) for c in cubes]
    count = 0
    for choice in itertools.product(*per_cube):
        if all(len({s[k] for s in choice}) == len(cubes) for k in range(4)):
            count += 1
    return count


def test_insanity_classic_and_random():
    text = cubelab.insanity_random(4, seed=11, planted=True)
    r = cubelab.insanity_solve(text)
    assert len(r) >= 1 and all(stack_ok(r, s) for s in r)
    assert r.brute_force_checked
    cubes = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    assert brute(cubes) == r.count
    assert cubelab.insanity_solve(cubes).count == r.count
    assert "stacks with the cube order fixed" in repr(r)
