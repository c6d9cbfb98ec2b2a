"""cubelab from Python: magic squares and cubes, MacMahon's coloured cubes, the nine-colour
cube, Instant Insanity, and their pictures; the twisty nine-colour cube in ``cubelab.molecube``.

A thin layer over the Rust library (``cubelab._native``): figures come back as numpy arrays,
counts as Python ints, MacMahon cubes and solutions as small objects with a readable ``repr``,
the paper's tables as dicts (``as_frame`` turns one into a pandas DataFrame when pandas is
installed). Long runs (``count_squares``, ``set_scan``) release the GIL, call
``progress(done, total)`` between work units, and stop on Ctrl-C with ``KeyboardInterrupt``.
Bad input raises ``CubelabError`` (a ``ValueError``) with the command line's one-line message;
``DisagreementError`` (a ``RuntimeError``) means two methods inside cubelab disagreed (a bug).
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _native, molecube
from ._native import (
    ESTIMATE_MAX_SAMPLES,
    ESTIMATE_MAX_SECONDS,
    MACMAHON_COLLECTIONS,
    MAX_ARRAY_CELLS,
    CubelabError,
    DisagreementError,
)


def _guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` with a Rust panic (PyO3's ``PanicException``, a ``BaseException`` that
    ``except Exception`` misses: issue 68) raised as a ``CubelabError`` naming it a bug."""

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except BaseException as e:
            if type(e).__name__ != "PanicException":
                raise
            raise CubelabError(f"internal error (a bug in cubelab; please report it): {e}") from None

    return call


# Every function of the native module is called through the guard (the package and
# ``molecube`` look them up on the module when called).
for _name in dir(_native):
    if type(getattr(_native, _name)).__name__ == "builtin_function_or_method":
        setattr(_native, _name, _guarded(getattr(_native, _name)))

__all__ = [
    "CubelabError",
    "DisagreementError",
    "MAX_ARRAY_CELLS",
    "MACMAHON_COLLECTIONS",
    "SQUARE_KINDS",
    "CUBE_KINDS",
    # magic figures
    "enumerate_squares",
    "enumerate_cubes",
    "count_squares",
    "construct_square",
    "construct_cube",
    "check",
    "CheckReport",
    "KindReport",
    "read_figure",
    "magic_constant",
    "estimate_squares",
    "estimate_cubes",
    "ESTIMATE_MAX_SAMPLES",
    "ESTIMATE_MAX_SECONDS",
    # MacMahon
    "MacMahonCube",
    "Placement",
    "Arrangement",
    "Solutions",
    "SetScan",
    "macmahon_cubes",
    "macmahon_cube",
    "macmahon_solve",
    "table1",
    "table2",
    "table2_builders",
    "set_scan",
    "sample_sets",
    "as_frame",
    # nine-colour cube
    "NineColourSolution",
    "nine_colour_solve",
    "nine_colour_partitions",
    "nine_colour_classes",
    "nine_colour_count",
    # families of coloured cubes
    "colour_cubes",
    "colour_universal",
    "colour_universal_count",
    # Instant Insanity
    "InsanitySolution",
    "InsanityResult",
    "insanity_solve",
    "insanity_random",
    # pictures
    "svg",
    "html",
    "save_svg",
    "save_html",
]

SQUARE_KINDS = ("semi-magic", "magic", "pandiagonal", "associative", "most-perfect", "ultramagic")
CUBE_KINDS = ("semi-magic", "simple", "diagonal", "pantriagonal", "perfect", "associative")

Progress = Optional[Callable[[int, int], Any]]


# ---------------------------------------------------------------------------- magic figures


def enumerate_squares(order: int, kind: str = "magic", *, start: int = 1, classes: bool = False) -> np.ndarray:
    """Every square of ``order`` and ``kind`` on ``start..start+n*n-1``, sorted, as an array of
    shape ``(count, n, n)``; with ``classes`` one per class under the 8 symmetries."""
    return _native.enumerate_figures(2, order, kind, start, classes)


def enumerate_cubes(order: int = 3, kind: str = "simple", *, start: int = 1, classes: bool = False) -> np.ndarray:
    """Every cube of ``order`` (3) and ``kind``, as an array of shape ``(count, n, n, n)``
    (indices layer, row, column); with ``classes`` one per class under the 48 symmetries."""
    return _native.enumerate_figures(3, order, kind, start, classes)


def count_squares(
    order: int,
    kind: str = "magic",
    *,
    method: str = "fast",
    threads: Optional[int] = None,
    progress: Progress = None,
) -> Dict[str, Any]:
    """The number of squares of ``order`` (3 to 5) and ``kind``, and of their classes:
    ``{"count": int, "classes": int, ...}``. Runs on ``threads`` threads (default: every
    core) with the GIL released; ``progress(done, total)`` is called between work units."""
    return _native.count_squares(order, kind, method, threads, progress)


def construct_square(
    order: int,
    kind: str = "magic",
    *,
    start: int = 1,
    variant: Optional[int] = None,
    seed: Optional[int] = None,
    info: bool = False,
) -> Union[np.ndarray, Tuple[np.ndarray, Dict[str, Any]]]:
    """One square of any order by the classical constructions, shape ``(n, n)``. ``variant``
    picks a member of the documented family, ``seed`` draws one at random; with ``info`` also
    a dict of the method, the number of variants and the magic constant."""
    fig, details = _native.construct_figure(2, order, kind, start, variant, seed)
    return (fig, details) if info else fig


def construct_cube(
    order: int,
    kind: str = "simple",
    *,
    start: int = 1,
    variant: Optional[int] = None,
    seed: Optional[int] = None,
    info: bool = False,
) -> Union[np.ndarray, Tuple[np.ndarray, Dict[str, Any]]]:
    """One cube of any order by the classical constructions, shape ``(n, n, n)``."""
    fig, details = _native.construct_figure(3, order, kind, start, variant, seed)
    return (fig, details) if info else fig


@dataclass(frozen=True)
class KindReport:
    """Whether a figure is of one kind, and the first constraints it misses."""

    kind: str
    holds: bool
    misses: int
    first_misses: Tuple[Dict[str, Any], ...] = ()
    #: Why the kind is not defined at this order (most-perfect: orders divisible by 4), else None.
    not_applicable: Optional[str] = None

    def __repr__(self) -> str:
        if self.not_applicable:
            return f"KindReport({self.kind!r}: not applicable)"
        if self.holds:
            return f"KindReport({self.kind!r}: holds)"
        return f"KindReport({self.kind!r}: {self.misses} misses, first {self.first_misses[0]['line']!r})"


@dataclass(frozen=True)
class CheckReport:
    """The independent checker's verdict on a square or cube."""

    figure: str
    order: int
    magic_constant: Optional[int]
    distinct: bool
    normal_start: Optional[int]
    magic: bool
    kinds: Dict[str, KindReport] = field(default_factory=dict)

    @property
    def holds(self) -> Tuple[str, ...]:
        """The kinds the figure satisfies."""
        return tuple(k for k, r in self.kinds.items() if r.holds)

    def __bool__(self) -> bool:
        return self.magic

    def __repr__(self) -> str:
        verdict = "magic" if self.magic else "not magic"
        kinds = ", ".join(self.holds) or "no kind"
        return (
            f"CheckReport({self.figure} of order {self.order}, {verdict}, "
            f"constant {self.magic_constant}, holds: {kinds})"
        )


def _int_array(figure: Any) -> np.ndarray:
    a = np.asarray(figure)
    if a.dtype.kind not in "iub":
        raise CubelabError(f"figure: entries must be integers, not {a.dtype}")
    return np.ascontiguousarray(a, dtype=np.int64)


def check(figure: Any) -> CheckReport:
    """Checks a square (2-D) or cube (3-D) of integers against every kind."""
    raw = _native.check(_int_array(figure))
    kinds = {
        k["kind"]: KindReport(
            k["kind"], k["holds"], k["misses"], tuple(k["first_misses"]), k.get("not_applicable")
        )
        for k in raw["kinds"]
    }
    return CheckReport(
        raw["figure"],
        raw["order"],
        raw["magic_constant"],
        raw["distinct"],
        raw["normal_start"],
        raw["magic"],
        kinds,
    )


def read_figure(text: str, source: str = "figure") -> np.ndarray:
    """A figure from its text form: rows of integers, cube layers separated by a blank line
    (what the command line prints and ``cubelab check`` reads); ``source`` names it in errors."""
    return _native.read_figure(text, source)


def magic_constant(order: int, dim: int = 2, start: int = 1) -> int:
    """The line sum of a normal figure of ``order`` and ``dim`` (2 or 3) on ``start..``."""
    return _native.magic_constant(order, dim, start)


def _estimate(dim: int, order: int, kind: str, **options: Any) -> Dict[str, Any]:
    raw = _native.estimate(dim, order, kind, **options)
    out = dict(raw)
    # A run none of whose samples reached a figure has only "estimate" 0 and a "note".
    for k in ("estimate", "std_error", "classes_estimate", "classes_std_error"):
        if k in raw:
            out[k] = float(raw[k])
    for k in ("ci95", "ci99"):
        if k in raw:
            out[k] = (float(raw[k][0]), float(raw[k][1]))
    for k in ("samples", "batches", "hits", "exact"):
        if k in raw:
            out[k] = int(raw[k])
    out["published"] = [dict(p, total=float(p["total"])) for p in raw.get("published", [])]
    return out


def estimate_squares(
    order: int,
    kind: str = "magic",
    *,
    method: Optional[str] = None,
    samples: Optional[int] = None,
    seconds: Optional[float] = None,
    seed: int = 1,
    tail: Optional[int] = None,
    lookahead: Optional[int] = None,
    steps: Optional[int] = None,
    particles: Optional[int] = None,
    replicas: Optional[int] = None,
    batch: Optional[int] = None,
    threads: Optional[int] = None,
    progress: Progress = None,
) -> Dict[str, Any]:
    """An estimate of how many squares of ``order`` and ``kind`` there are, with its error:
    ``estimate``, ``std_error``, ``relative_error``, ``ci95``, ``ci99`` (floats), the same
    per class (``classes_estimate``), ``samples``, beside it our ``exact`` count where the
    enumerator takes seconds and the ``published`` figures (each with what its brackets mean,
    ``quoted``, its ``relative_std_error`` and ``z``, the distance in combined standard errors);
    a ``warning`` when fewer than 30 samples reached a figure (the error bar is then unreliable),
    except where ``whole_tree`` is true: every sample counted the whole tree exactly and is the
    count itself (order-3 cubes at the default tail); and only ``estimate`` 0 with a ``note``
    when none did. ``method`` (default: the one measured best for the figure, as on the
    command line; the summary's ``spec`` names it) ``knuth`` (probes of the enumeration
    tree, exact ``tail``), ``sis``, ``sis-uniform``,
    ``anneal`` (annealed importance sampling, ``steps`` swap moves a sample) or ``population``
    (population annealing, one run of ``replicas`` replicas per sample; ``particles``, their
    old name, still works), ``smc`` (a population of ``particles``
    knuth probes resampled at every branching step, one run per sample) or ``rearrange``
    (magic squares of order 3 to 8: smc on the semi-magic squares, each one's magic
    rearrangements of rows and columns counted exactly, the exact semi-magic count as a
    control variate at orders 3 to 6);
    ``samples`` (rounded up to whole batches, two at least) or ``seconds`` (default 60 s); the
    same ``seed`` gives the same answer on any number of threads. GIL released;
    ``progress(done, total)`` between batches; Ctrl-C stops."""
    return _estimate(
        2, order, kind, method=method, samples=samples, seconds=seconds, seed=seed, tail=tail,
        lookahead=lookahead, steps=steps, particles=particles, replicas=replicas, batch=batch, threads=threads,
        progress=progress,
    )


def estimate_cubes(
    order: int,
    kind: str = "simple",
    *,
    method: Optional[str] = None,
    samples: Optional[int] = None,
    seconds: Optional[float] = None,
    seed: int = 1,
    tail: Optional[int] = None,
    lookahead: Optional[int] = None,
    steps: Optional[int] = None,
    particles: Optional[int] = None,
    replicas: Optional[int] = None,
    batch: Optional[int] = None,
    threads: Optional[int] = None,
    progress: Progress = None,
) -> Dict[str, Any]:
    """As ``estimate_squares``, for cubes of ``order`` and ``kind``. One more ``method`` here:
    ``pairings`` (cubes of order 4 only) counts them family by family of a pairing of their
    cells, smc on one family a sample: simple or semi-magic cubes whose complement pairing
    maps rows, columns and pillars onto rows, columns and pillars, a lower bound on all of
    them (the summary's ``scope`` says what is left out); pantriagonal cubes by the sums of
    their cells (2, 2, 2) apart, all of them (the default for that kind)."""
    return _estimate(
        3, order, kind, method=method, samples=samples, seconds=seconds, seed=seed, tail=tail,
        lookahead=lookahead, steps=steps, particles=particles, replicas=replicas, batch=batch, threads=threads,
        progress=progress,
    )


# ------------------------------------------------------------------------------- MacMahon


def _digits(xs: Iterable[int]) -> str:
    return "".join(str(x) for x in xs)


@dataclass(frozen=True)
class MacMahonCube:
    """One of MacMahon's 30 cubes: Conway name, face colours (left right front back down up,
    colours 1..6), the 8 corner numbers, and the name of its mirror image."""

    name: str
    faces: Tuple[int, ...]
    corners: Tuple[int, ...]
    mirror: str

    @property
    def record(self) -> Dict[str, Any]:
        return {"name": self.name, "faces": list(self.faces)}

    def __repr__(self) -> str:
        return f"MacMahonCube({self.name} faces={_digits(self.faces)} mirror={self.mirror})"


@dataclass(frozen=True)
class Placement:
    """A cube at one cell of the 2x2x2 target: position (x, y, z), name, turned faces."""

    at: Tuple[int, int, int]
    cube: str
    faces: Tuple[int, ...]

    def __repr__(self) -> str:
        return f"{self.at} {self.cube} {_digits(self.faces)}"


@dataclass(frozen=True)
class Arrangement:
    """One solution of the target puzzle: eight placed cubes."""

    target: str
    number: int
    placements: Tuple[Placement, ...]
    record: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    @property
    def cubes(self) -> Tuple[str, ...]:
        return tuple(p.cube for p in self.placements)

    def __repr__(self) -> str:
        cells = "  ".join(repr(p) for p in self.placements)
        return f"Arrangement({self.target} #{self.number}: {cells})"


@dataclass(frozen=True)
class Solutions:
    """Every arrangement of a set of cubes building a target (the first ``limit`` listed)."""

    target: str
    cubes: Tuple[str, ...]
    interior: bool
    count: int
    arrangements: Tuple[Arrangement, ...]

    def __len__(self) -> int:
        return self.count

    def __iter__(self):
        return iter(self.arrangements)

    def __getitem__(self, i: int) -> Arrangement:
        return self.arrangements[i]

    def __repr__(self) -> str:
        inner = ", interior matching" if self.interior else ""
        return f"Solutions({self.target} from {','.join(self.cubes)}{inner}: {self.count} arrangements)"


@dataclass(frozen=True)
class SetScan:
    """How many targets every set of ``size`` cubes builds: ``distribution`` maps a number of
    targets to the number of sets building exactly that many."""

    size: int
    sets: int
    method: str
    distribution: Dict[int, int]
    max: int
    max_sets: int
    sets_at_max: Tuple[Tuple[str, ...], ...]
    mean: float
    std_dev: float
    conjecture4: Optional[bool] = None

    def __repr__(self) -> str:
        return (
            f"SetScan(size {self.size}: {self.sets} sets, max {self.max} targets by {self.max_sets} sets, "
            f"mean {self.mean:.3f}, sd {self.std_dev:.3f})"
        )


def macmahon_cubes() -> List[MacMahonCube]:
    """The 30 cubes in tableau order (Ab, Ac, .., Fe)."""
    return [
        MacMahonCube(c["name"], tuple(c["faces"]), tuple(c["corners"]), c["mirror"]) for c in _native.macmahon_cubes()
    ]


def macmahon_cube(name: str) -> MacMahonCube:
    """One cube by Conway name."""
    for c in macmahon_cubes():
        if c.name == name:
            return c
    raise CubelabError(f"unknown cube '{name}': names are Ab..Fe (row A-F, column a-f, not on the diagonal)")


def _names(cubes: Union[str, Iterable[Any]]) -> List[str]:
    if isinstance(cubes, str):
        return [s.strip() for s in cubes.split(",") if s.strip()]
    return [c.name if isinstance(c, MacMahonCube) else str(c) for c in cubes]


def _arrangement(rec: Dict[str, Any]) -> Arrangement:
    placements = tuple(
        Placement(tuple(c["at"]), c["label"], tuple(c["faces"])) for c in rec["assembly"]["cubes"]
    )
    return Arrangement(rec["target"], rec["arrangement"], placements, rec)


def macmahon_solve(
    target: Union[str, MacMahonCube],
    cubes: Union[str, Iterable[Any]],
    *,
    interior: bool = False,
    limit: int = 1000,
) -> Solutions:
    """Every arrangement of ``cubes`` (8 or more names, or a comma-separated string) into a
    2x2x2 cube coloured outside like ``target``; ``interior`` makes touching faces match."""
    name = target.name if isinstance(target, MacMahonCube) else target
    raw = _native.macmahon_solve(name, _names(cubes), interior, limit)
    arrangements = tuple(_arrangement(r) for r in raw["arrangements"])
    return Solutions(raw["target"], tuple(raw["cubes"]), raw["interior"], raw["count"], arrangements)


def table1(target: str = "Ba", *, method: str = "graph") -> Union[Dict[int, int], Dict[str, Dict[int, int]]]:
    """The paper's Table 1: ``{solution number: collections of 8 cubes building target}``.
    With ``target="all"``, one such table per target: ``{target: {...}}``. ``method`` is
    ``graph`` (the paper's model), ``geometric`` or ``primes`` (its Section 7)."""
    tables = _native.macmahon_table1(target, method)
    if target == "all":
        return tables
    return next(iter(tables.values()))


def table2() -> Dict[int, int]:
    """The paper's Table 2: ``{targets built: collections}`` over all 5,852,925 collections."""
    return _native.macmahon_table2(None)["distribution"]


def table2_builders(targets: int) -> Dict[str, Any]:
    """The collections that build exactly ``targets`` targets, with each target's solution
    number: ``{"builders": [{"collection": [...], "targets": {name: n}}], ...}``; for 5,
    ``"theorem7"`` says whether they are exactly Theorem 7's construction."""
    return _native.macmahon_table2(targets)


def set_scan(
    size: int,
    *,
    within: Optional[Union[str, Iterable[Any]]] = None,
    full: bool = False,
    limit: int = 100,
    threads: Optional[int] = None,
    progress: Progress = None,
) -> SetScan:
    """Every set of ``size`` distinct cubes (8 to 30), or the ``size``-subsets of ``within``:
    how many targets each builds. Symmetric scan by default (sets containing Ab, scaled by
    colour symmetry); ``full`` scans every set. GIL released; ``progress(done, total)``
    between work units; Ctrl-C raises ``KeyboardInterrupt``."""
    names = None if within is None else _names(within)
    raw = _native.macmahon_sets(size, names, full, limit, threads, progress)
    return SetScan(
        size=raw["size"],
        sets=raw["sets"],
        method=raw["method"],
        distribution={int(k): v for k, v in raw["distribution"].items()},
        max=raw["max"],
        max_sets=raw["max_sets"],
        sets_at_max=tuple(tuple(s) for s in raw["sets_at_max"]),
        mean=raw["mean"],
        std_dev=raw["std_dev"],
        conjecture4=raw.get("conjecture4"),
    )


def sample_sets(size: int, samples: int = 20_000, seed: int = 0) -> Dict[str, Any]:
    """``samples`` random sets of ``size`` cubes (ChaCha8Rng from ``seed``, the paper's
    sampling): the distribution of targets built, with min, max, mean and std_dev. At most
    2**40 samples; Ctrl-C stops it (KeyboardInterrupt)."""
    return _native.macmahon_sample(size, samples, seed)


def as_frame(table: Any, *, index: str = "key", column: str = "value"):
    """A table as a pandas DataFrame (needs pandas): a ``{key: value}`` dict becomes two
    columns; Table 1 for all targets (``{target: {n: count}}``) a targets x solution-number
    grid; a ``SetScan`` its distribution."""
    try:
        import pandas as pd
    except ImportError as e:  # pandas is optional
        raise ImportError("as_frame needs pandas: pip install pandas") from e
    if isinstance(table, SetScan):
        table = table.distribution
        index, column = "targets", "sets"
    if table and all(isinstance(v, dict) for v in table.values()):
        return pd.DataFrame(table).T.fillna(0).astype(int).sort_index(axis=1)
    return pd.DataFrame({index: list(table.keys()), column: list(table.values())})


# ------------------------------------------------------------------------ nine-colour cube


@dataclass(frozen=True)
class NineColourSolution:
    """A colouring of the 27 unit cubes with nine colours, three cubes each, every face of
    the big cube showing all nine. ``colours[z, y, x]`` (0..8); ``work`` is search nodes
    (exact) or iterations (annealing)."""

    colours: np.ndarray = field(compare=False)
    method: str
    work: int
    seed: Optional[int] = None
    record: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def __repr__(self) -> str:
        layers = " | ".join(
            "/".join(_digits(int(v) + 1 for v in row) for row in layer) for layer in self.colours
        )
        return f"NineColourSolution({self.method}, {self.work} steps: {layers})"


def nine_colour_solve(method: str = "exact", *, seed: int = 0, max_iterations: int = 100_000_000) -> NineColourSolution:
    """One solution: ``exact`` (backtracking) or ``anneal`` (the source's simulated annealing)."""
    rec = _native.nine_colour_solve(method, seed, max_iterations)
    colours = np.array(rec["colours"], dtype=np.int64).reshape(3, 3, 3)
    work = rec.get("nodes", rec.get("iterations"))
    return NineColourSolution(colours, rec["method"], work, rec.get("seed"), rec)


def nine_colour_partitions() -> np.ndarray:
    """Every partition of the 27 cells into nine colour classes, colours numbered by first
    appearance: shape ``(40, 3, 3, 3)``, indices ``[k, z, y, x]``."""
    parts, _ = _native.nine_colour_partitions(False, "full")
    return parts


def nine_colour_classes(group: str = "full") -> Tuple[np.ndarray, List[int]]:
    """One partition per class under ``group`` (``full``: 48 symmetries, ``rotations``: 24)
    and the orbit sizes."""
    parts, orbits = _native.nine_colour_partitions(True, group)
    return parts, list(orbits)


def nine_colour_count() -> Dict[str, Any]:
    """The counts: ``count`` (solutions with labelled colours), ``partitions`` (into colour
    classes), ``classes`` and ``rotation_classes`` with their orbit sizes. The library gives
    them only when the search agrees with the structure count and orbit enumeration with
    Burnside's lemma (else ``DisagreementError``)."""
    return _native.nine_colour_count()


# --------------------------------------------------------------- families of coloured cubes


def colour_cubes(colours: int) -> Dict[str, Any]:
    """The family C_n of cubes painted with exactly ``colours`` colours (1 to 6) up to
    rotation, as ``cubelab colour-cubes list`` gives it: ``cubes`` (each with ``index``,
    ``name``, canonical ``faces`` left right front back down up, ``mirror``, number of
    ``orientations``, ``corners``), ``count``, and the same count by Burnside's lemma and by
    the cycle index (``DisagreementError`` unless all three agree), ``paintings``, ``chiral``."""
    return _native.colour_cubes(colours)


def colour_universal(colours: int, max_size: int = 12) -> Dict[str, Any]:
    """The minimum universal sets of C_n (the fewest cubes from which every target of the
    family can be built), as ``cubelab colour-cubes universal`` finds them: the exact search
    over sizes 8, 9, ... up to ``max_size``, run in this process without checkpoints.

    Returns ``universal`` (False, with the command line's sentence as ``reason``, for C_1 and
    C_2, which have no universal set); ``minimum`` (the size, or None with ``none_up_to`` when no set of at most
    ``max_size`` cubes is universal); ``up_to_symmetry`` and ``in_all`` (classes under
    colour permutations and mirror images, and sets in total); ``sets`` (one per class: its
    ``cubes`` by name and its ``orbit`` size, each re-checked by turning the cubes);
    ``nodes``. Seconds for n = 3, 4, 6 (11, 10, 12 cubes); n = 5 needs 15, and the search
    of size 14 alone takes minutes, size 15 hours (use the command line's checkpoints)."""
    return _native.colour_universal(colours, max_size)


def colour_universal_count(
    colours: int, size: int, *, threads: Optional[int] = None, progress: Progress = None
) -> Dict[str, Any]:
    """How many universal sets of exactly ``size`` cubes C_n has, counted without listing
    them (``cubelab colour-cubes universal -n N --size K --count``): ``in_all`` and
    ``classes`` (under colour permutations and mirror images) as Python ints, ``universal``
    (False when there are none), ``nodes``. Seconds for n = 3, 4, 6 at their minimum sizes;
    C_5 at size 15 (17,620,314,368 sets, 73,429,825 classes) takes about half a CPU hour:
    use the command line's checkpoints. GIL released; ``progress(done, total)``; Ctrl-C
    stops."""
    return _native.colour_universal_count(colours, size, threads, progress)


# ------------------------------------------------------------------------ Instant Insanity


@dataclass(frozen=True)
class InsanitySolution:
    """One solution class of a stack: the colours along each side, top cube last."""

    index: int
    orbit: int
    sides: Dict[str, Tuple[str, ...]]
    record: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def __repr__(self) -> str:
        sides = "; ".join(f"{k} {' '.join(v)}" for k, v in self.sides.items())
        return f"InsanitySolution({self.index + 1}, orbit {self.orbit}: {sides})"


@dataclass(frozen=True)
class InsanityResult:
    """Every solution of an instance up to the stack's 8 rotations and reordering of cubes,
    by the graph method; ``brute_force_checked`` says the brute force found the same stacks
    (done up to 10 cubes)."""

    cubes: int
    colours: Tuple[str, ...]
    count: int
    graph_pairs: int
    brute_force_checked: bool
    solutions: Tuple[InsanitySolution, ...]

    def __len__(self) -> int:
        return len(self.solutions)

    def __iter__(self):
        return iter(self.solutions)

    def __repr__(self) -> str:
        return (
            f"InsanityResult({self.cubes} cubes: {len(self.solutions)} solutions up to symmetry, "
            f"{self.count} stacks with the cube order fixed)"
        )


def insanity_solve(cubes: Union[str, Sequence[Sequence[str]]]) -> InsanityResult:
    """Solves an Instant Insanity stack: ``cubes`` is the text form (one cube a line, six
    colour names: left right front back down up) or a list of 6-name sequences."""
    text = cubes if isinstance(cubes, str) else "\n".join(" ".join(map(str, c)) for c in cubes)
    raw = _native.insanity_solve(text)
    sols = tuple(
        InsanitySolution(s["index"], s["orbit"], {k: tuple(v) for k, v in s["sides"].items()}, s)
        for s in raw["solutions"]
    )
    return InsanityResult(
        raw["cubes"], tuple(raw["colours"]), raw["count"], raw["graph_pairs"], raw["brute_force_checked"], sols
    )


def insanity_random(cubes: int, *, seed: int = 0, planted: bool = False) -> str:
    """A random instance of ``cubes`` cubes in the text form; ``planted`` hides a solution."""
    return _native.insanity_random(cubes, seed, planted)


# -------------------------------------------------------------------------------- pictures


def _records(items: Iterable[Any]) -> List[Dict[str, Any]]:
    out: List[Dict[str, Any]] = []
    for it in items:
        if isinstance(it, np.ndarray):
            a = _int_array(it)
            if a.ndim == 4 or (a.ndim == 3 and len(set(a.shape)) > 1):
                out.extend(_records(list(a)))  # a stack of cubes, or of squares
            else:
                key = "rows" if a.ndim == 2 else "layers"
                out.append({"order": int(a.shape[-1]), key: a.tolist()})
        elif isinstance(it, dict):
            out.append(it)
        elif isinstance(it, (Solutions, InsanityResult)):
            out.extend(_records(it))
        elif isinstance(it, (list, tuple)):
            out.extend(_records(it))
        elif hasattr(it, "record"):
            out.append(it.record)
        else:
            raise CubelabError(f"pictures: cannot draw a {type(it).__name__}")
    return out


def svg(*items: Any, lines: bool = False, highlight: Iterable[str] = ()) -> str:
    """One SVG page drawing every item: figures (a 2-D array is a square, an n x n x n array a
    cube, other 3-D and 4-D arrays stacks of them; ``list(a)`` draws a (3, 3, 3) stack as three
    squares), MacMahon cubes (all 30 make Conway's tableau; ``highlight`` marks a collection),
    arrangements, solutions, records (dicts). ``lines`` marks and sums every line of a square."""
    return _native.render("svg", json.dumps(_records(items)), lines, list(highlight))


def html(*items: Any, lines: bool = False, highlight: Iterable[str] = ()) -> str:
    """One self-contained HTML page with an interactive 3D view of every item."""
    return _native.render("html", json.dumps(_records(items)), lines, list(highlight))


def save_svg(path: Union[str, os.PathLike], *items: Any, **options: Any) -> None:
    """Writes ``svg(*items)`` to ``path``."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg(*items, **options))


def save_html(path: Union[str, os.PathLike], *items: Any, **options: Any) -> None:
    """Writes ``html(*items)`` to ``path``."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(html(*items, **options))
