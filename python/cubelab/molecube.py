"""The twisty nine-colour cube (Molecube, Ball Sudoku Cube): 26 visible balls on a 3x3x3
turning mechanism, nine colours three times each, solved when every face shows all nine.

A position is a 27-character cell string (cells ``x + 3y + 9z``, the hidden core included,
any nine characters three times each) or the face form ``U:abcdefghi F:... R:... B:... L:...
D:...`` (``docs/molecube.md``); a ``pathlib.Path`` is read as a file holding one. Bad input
raises ``cubelab.CubelabError`` with the command line's one-line message.

``solve`` finds optimal turn sequences (half-turn metric ``htm`` or quarter-turn ``qtm``) by
IDA* with pattern databases (built on the first solve of each metric, a few seconds, then
kept for the process), or by descent through a finished census table (``table=PATH``). The
GIL is released while it works. The library's solvers have no cancel hook, so Ctrl-C takes
effect when the solve returns (a solve of a random position takes well under a second to a
few seconds, ``all=True`` longer).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import List, Optional, Sequence, Tuple, Union

from . import _native
from ._native import MOLECUBE_MAX_SCRAMBLES as MAX_SCRAMBLES
from ._native import MOLECUBE_MAX_WALK as MAX_WALK
from ._native import CubelabError

__all__ = [
    "METRICS",
    "MAX_SCRAMBLES",
    "MAX_WALK",
    "Position",
    "Solution",
    "Scramble",
    "parse",
    "solve",
    "scramble",
    "scrambles",
    "apply",
    "solved_states",
    "reference",
]

METRICS = ("htm", "qtm")


@dataclass(frozen=True)
class Position:
    """A position as read: ``cells`` in the characters typed (cell order ``x + 3y + 9z``),
    ``canonical`` in digits (core 0, the centre colours 1..6 in face order left, right,
    front, back, down, up, the edge-only colours 7 and 8), ``names`` the typed character of
    each canonical colour, ``solved`` whether every face shows nine colours."""

    cells: str
    canonical: str
    names: str
    solved: bool

    def __str__(self) -> str:
        return self.cells

    def __repr__(self) -> str:
        return f"Position({self.cells}{', solved' if self.solved else ''})"


@dataclass(frozen=True)
class Solution:
    """An optimal turn sequence: ``start`` and ``end`` (a solved state) in the characters
    typed, ``moves`` in standard notation, ``length`` in the ``metric``'s moves, the
    ``method`` (``ida*`` or ``census-table``), IDA*'s ``nodes`` and the solve's ``time_s``."""

    start: str
    moves: List[str]
    length: int
    end: str
    metric: str
    method: str
    nodes: Optional[int] = field(default=None, compare=False)
    time_s: float = field(default=0.0, compare=False, repr=False)

    def __str__(self) -> str:
        return " ".join(self.moves)

    def __repr__(self) -> str:
        turns = " ".join(self.moves) or "(already solved)"
        return f"Solution({self.length} {self.metric}: {turns}; {self.start} -> {self.end})"


@dataclass(frozen=True)
class Scramble:
    """A scramble: ``state`` in digits; ``moves`` the random walk from ``reference()`` that
    made it, or None for a uniformly random position; the ``seed`` and its ``index`` in the
    generator's sequence."""

    state: str
    moves: Optional[List[str]]
    seed: int
    index: int = 0

    def __str__(self) -> str:
        return self.state

    def __repr__(self) -> str:
        how = "uniform" if self.moves is None else " ".join(self.moves) or "no turns"
        return f"Scramble(seed {self.seed} #{self.index}, {how}: {self.state})"


State = Union[str, "os.PathLike[str]", Position, Scramble]


# The most bytes a positions file may hold: the command line's bound (64 MiB).
_MAX_FILE_BYTES = 1 << 26


def _read_file(path: str) -> str:
    """A positions file's text, read as the command line reads it: at most
    ``_MAX_FILE_BYTES`` (``/dev/zero`` is refused at once, not read to the end of memory), no
    NUL byte, UTF-8."""
    with open(path, "rb") as f:
        data = f.read(_MAX_FILE_BYTES + 1)
    nul = data.find(b"\0")
    if nul >= 0:
        raise CubelabError(f"{path}: binary data (a NUL byte at offset {nul}), not text")
    if len(data) > _MAX_FILE_BYTES:
        raise CubelabError(f"{path}: larger than {_MAX_FILE_BYTES} bytes, the most one input may hold")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise CubelabError(f"{path}: not UTF-8 text (invalid byte at offset {e.start})") from None


def _text(state: State) -> Tuple[str, str]:
    """The text of a position and the name errors give it (as the command line's)."""
    if isinstance(state, Position):
        return state.cells, "position"
    if isinstance(state, Scramble):
        return state.state, "position"
    if isinstance(state, str):
        return state, "position"
    if isinstance(state, os.PathLike):
        path = str(os.fspath(state))
        return _read_file(path), path
    raise CubelabError(
        f"position: a cell string, six faces, a Position, a Scramble or a path; not a {type(state).__name__}"
    )


def parse(state: State) -> Position:
    """Reads one position (cell string, faces, or a file given as a ``pathlib.Path``)."""
    text, at = _text(state)
    raw = _native.molecube_parse(text, at)
    return Position(raw["cells"], raw["canonical"], raw["names"], raw["solved"])


def solve(
    state: State,
    metric: str = "htm",
    all: bool = False,
    *,
    table: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> Union[Solution, List[Solution]]:
    """One optimal solution of ``state`` in ``metric`` (``htm`` or ``qtm``), or with ``all``
    the list of every optimal solution. IDA* unless ``table`` names a finished census table
    of the metric (``cubelab molecube census --checkpoint FILE``). Every sequence is
    re-applied to the start and checked solved. The GIL is released; Ctrl-C is seen when the
    solve returns (the library's solvers have no cancel hook)."""
    text, at = _text(state)
    raw = _native.molecube_solve(text, metric, all, None if table is None else os.fspath(table), at)
    found = [
        Solution(r["start"], r["moves"], r["length"], r["end"], r["metric"], r["method"], r["nodes"], r["time_s"])
        for r in raw
    ]
    return found if all else found[0]


def scrambles(count: int, seed: int = 0, moves: Optional[int] = None, *, metric: str = "htm") -> List[Scramble]:
    """``count`` scrambles (at most ``MAX_SCRAMBLES``) drawn in turn from one generator
    (``ChaCha8Rng`` seeded with ``seed``), the sequence of ``cubelab molecube scramble
    --seed S --count N``: uniformly random positions, or with ``moves`` random walks of that
    many turns of ``metric`` (never one face twice in a row) from ``reference()``."""
    raw = _native.molecube_scrambles(count, seed, moves, metric)
    return [Scramble(state, walk, seed, i) for i, (state, walk) in enumerate(raw)]


def scramble(seed: int = 0, moves: Optional[int] = None, *, metric: str = "htm") -> Scramble:
    """One scramble: the first of ``scrambles(1, seed, moves)``."""
    return scrambles(1, seed, moves, metric=metric)[0]


def apply(state: State, moves: Union[str, Sequence[str]]) -> str:
    """The position after ``moves`` (``"R U2 F'"`` or a list of turns), in the characters of
    ``state``."""
    if not isinstance(moves, str):
        items = list(moves)
        for m in items:
            if not isinstance(m, str) or m.strip() != m or not m or len(m.split()) != 1:
                raise CubelabError(f"moves: each item of a list is one turn (R, U2, F', ...); got {m!r}")
        moves = " ".join(items)
    text, at = _text(state)
    return _native.molecube_apply(text, moves, at)


def solved_states() -> List[str]:
    """The 80 solved states (centres fixed) in digits, sorted; given only when the static
    puzzle's partitions and a search over positions agree (else ``DisagreementError``)."""
    return _native.molecube_solved()


def reference() -> str:
    """The reference solved state, the least of the 80, in digits: the start of every
    random walk and of the command line's ``--scramble``."""
    return _native.molecube_reference()
