# Type stubs of the cubelab package (see __init__.py for the documentation of each item).
import os
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, Iterator, List, Literal, Optional, Sequence, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

from . import molecube as molecube

__all__: List[str]

class CubelabError(ValueError): ...
class DisagreementError(RuntimeError): ...

MAX_ARRAY_CELLS: int
MACMAHON_COLLECTIONS: int
ESTIMATE_MAX_SAMPLES: int
ESTIMATE_MAX_SECONDS: float
SQUARE_KINDS: Tuple[str, ...]
CUBE_KINDS: Tuple[str, ...]

_SquareKind = Literal["semi-magic", "magic", "pandiagonal", "associative", "most-perfect", "ultramagic"]
_CubeKind = Literal["semi-magic", "simple", "diagonal", "pantriagonal", "perfect", "associative"]
Progress = Optional[Callable[[int, int], Any]]
_Figure = npt.NDArray[np.int64]

# magic figures
def enumerate_squares(order: int, kind: _SquareKind = ..., *, start: int = ..., classes: bool = ...) -> _Figure: ...
def enumerate_cubes(order: int = ..., kind: _CubeKind = ..., *, start: int = ..., classes: bool = ...) -> _Figure: ...
def count_squares(
    order: int,
    kind: _SquareKind = ...,
    *,
    method: Literal["fast", "generic"] = ...,
    threads: Optional[int] = ...,
    progress: Progress = ...,
) -> Dict[str, Any]: ...
@overload
def construct_square(
    order: int,
    kind: _SquareKind = ...,
    *,
    start: int = ...,
    variant: Optional[int] = ...,
    seed: Optional[int] = ...,
    info: Literal[False] = ...,
) -> _Figure: ...
@overload
def construct_square(
    order: int,
    kind: _SquareKind = ...,
    *,
    start: int = ...,
    variant: Optional[int] = ...,
    seed: Optional[int] = ...,
    info: Literal[True],
) -> Tuple[_Figure, Dict[str, Any]]: ...
@overload
def construct_cube(
    order: int,
    kind: _CubeKind = ...,
    *,
    start: int = ...,
    variant: Optional[int] = ...,
    seed: Optional[int] = ...,
    info: Literal[False] = ...,
) -> _Figure: ...
@overload
def construct_cube(
    order: int,
    kind: _CubeKind = ...,
    *,
    start: int = ...,
    variant: Optional[int] = ...,
    seed: Optional[int] = ...,
    info: Literal[True],
) -> Tuple[_Figure, Dict[str, Any]]: ...

@dataclass(frozen=True)
class KindReport:
    kind: str
    holds: bool
    misses: int
    first_misses: Tuple[Dict[str, Any], ...] = ...
    not_applicable: Optional[str] = ...

@dataclass(frozen=True)
class CheckReport:
    figure: str
    order: int
    magic_constant: Optional[int]
    distinct: bool
    normal_start: Optional[int]
    magic: bool
    kinds: Dict[str, KindReport] = ...
    @property
    def holds(self) -> Tuple[str, ...]: ...
    def __bool__(self) -> bool: ...

def check(figure: Any) -> CheckReport: ...
def read_figure(text: str, source: str = ...) -> _Figure: ...
def magic_constant(order: int, dim: int = ..., start: int = ...) -> int: ...

def estimate_squares(
    order: int,
    kind: _SquareKind = ...,
    *,
    method: Optional[Literal["knuth", "sis", "sis-uniform", "anneal", "population", "smc", "rearrange"]] = ...,
    samples: Optional[int] = ...,
    seconds: Optional[float] = ...,
    seed: int = ...,
    tail: Optional[int] = ...,
    lookahead: Optional[int] = ...,
    steps: Optional[int] = ...,
    particles: Optional[int] = ...,
    replicas: Optional[int] = ...,
    batch: Optional[int] = ...,
    threads: Optional[int] = ...,
    progress: Progress = ...,
) -> Dict[str, Any]: ...
def estimate_cubes(
    order: int,
    kind: _CubeKind = ...,
    *,
    method: Optional[Literal["knuth", "sis", "sis-uniform", "anneal", "population", "smc", "rearrange", "pairings"]] = ...,
    samples: Optional[int] = ...,
    seconds: Optional[float] = ...,
    seed: int = ...,
    tail: Optional[int] = ...,
    lookahead: Optional[int] = ...,
    steps: Optional[int] = ...,
    particles: Optional[int] = ...,
    replicas: Optional[int] = ...,
    batch: Optional[int] = ...,
    threads: Optional[int] = ...,
    progress: Progress = ...,
) -> Dict[str, Any]: ...

# MacMahon
@dataclass(frozen=True)
class MacMahonCube:
    name: str
    faces: Tuple[int, ...]
    corners: Tuple[int, ...]
    mirror: str
    @property
    def record(self) -> Dict[str, Any]: ...

@dataclass(frozen=True)
class Placement:
    at: Tuple[int, int, int]
    cube: str
    faces: Tuple[int, ...]

@dataclass(frozen=True)
class Arrangement:
    target: str
    number: int
    placements: Tuple[Placement, ...]
    record: Dict[str, Any] = ...
    @property
    def cubes(self) -> Tuple[str, ...]: ...

@dataclass(frozen=True)
class Solutions:
    target: str
    cubes: Tuple[str, ...]
    interior: bool
    count: int
    arrangements: Tuple[Arrangement, ...]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Arrangement]: ...
    def __getitem__(self, i: int) -> Arrangement: ...

@dataclass(frozen=True)
class SetScan:
    size: int
    sets: int
    method: str
    distribution: Dict[int, int]
    max: int
    max_sets: int
    sets_at_max: Tuple[Tuple[str, ...], ...]
    mean: float
    std_dev: float
    conjecture4: Optional[bool] = ...

_CubeNames = Union[str, Iterable[Union[str, MacMahonCube]]]

def macmahon_cubes() -> List[MacMahonCube]: ...
def macmahon_cube(name: str) -> MacMahonCube: ...
def macmahon_solve(
    target: Union[str, MacMahonCube], cubes: _CubeNames, *, interior: bool = ..., limit: int = ...
) -> Solutions: ...
@overload
def table1(target: Literal["all"], *, method: Literal["graph", "geometric", "primes"] = ...) -> Dict[str, Dict[int, int]]: ...  # type: ignore[overload-overlap]
@overload
def table1(target: str = ..., *, method: Literal["graph", "geometric", "primes"] = ...) -> Dict[int, int]: ...
def table2() -> Dict[int, int]: ...
def table2_builders(targets: int) -> Dict[str, Any]: ...
def set_scan(
    size: int,
    *,
    within: Optional[_CubeNames] = ...,
    full: bool = ...,
    limit: int = ...,
    threads: Optional[int] = ...,
    progress: Progress = ...,
) -> SetScan: ...
def sample_sets(size: int, samples: int = ..., seed: int = ...) -> Dict[str, Any]: ...
def as_frame(table: Any, *, index: str = ..., column: str = ...) -> Any: ...

# nine-colour cube
@dataclass(frozen=True)
class NineColourSolution:
    colours: _Figure
    method: str
    work: int
    seed: Optional[int] = ...
    record: Dict[str, Any] = ...

def nine_colour_solve(
    method: Literal["exact", "anneal"] = ..., *, seed: int = ..., max_iterations: int = ...
) -> NineColourSolution: ...
def nine_colour_partitions() -> _Figure: ...
def nine_colour_classes(group: Literal["full", "rotations"] = ...) -> Tuple[_Figure, List[int]]: ...
def nine_colour_count() -> Dict[str, Any]: ...

# families of coloured cubes
def colour_cubes(colours: int) -> Dict[str, Any]: ...
def colour_universal(colours: int, max_size: int = ...) -> Dict[str, Any]: ...
def colour_universal_count(
    colours: int, size: int, *, threads: Optional[int] = ..., progress: Progress = ...
) -> Dict[str, Any]: ...

# Instant Insanity
@dataclass(frozen=True)
class InsanitySolution:
    index: int
    orbit: int
    sides: Dict[str, Tuple[str, ...]]
    record: Dict[str, Any] = ...

@dataclass(frozen=True)
class InsanityResult:
    cubes: int
    colours: Tuple[str, ...]
    count: int
    graph_pairs: int
    brute_force_checked: bool
    solutions: Tuple[InsanitySolution, ...]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[InsanitySolution]: ...

def insanity_solve(cubes: Union[str, Sequence[Sequence[str]]]) -> InsanityResult: ...
def insanity_random(cubes: int, *, seed: int = ..., planted: bool = ...) -> str: ...

# pictures
def svg(*items: Any, lines: bool = ..., highlight: Iterable[str] = ...) -> str: ...
def html(*items: Any, lines: bool = ..., highlight: Iterable[str] = ...) -> str: ...
def save_svg(path: Union[str, os.PathLike[str]], *items: Any, lines: bool = ..., highlight: Iterable[str] = ...) -> None: ...
def save_html(path: Union[str, os.PathLike[str]], *items: Any, lines: bool = ..., highlight: Iterable[str] = ...) -> None: ...
