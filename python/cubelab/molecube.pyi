# Type stubs of cubelab.molecube (see molecube.py for the documentation of each item).
import os
from dataclasses import dataclass
from typing import List, Literal, Optional, Sequence, Tuple, Union, overload

__all__: List[str]

METRICS: Tuple[str, ...]
MAX_SCRAMBLES: int
MAX_WALK: int

_Metric = Literal["htm", "qtm"]

@dataclass(frozen=True)
class Position:
    cells: str
    canonical: str
    names: str
    solved: bool

@dataclass(frozen=True)
class Solution:
    start: str
    moves: List[str]
    length: int
    end: str
    metric: str
    method: str
    nodes: Optional[int] = ...
    time_s: float = ...

@dataclass(frozen=True)
class Scramble:
    state: str
    moves: Optional[List[str]]
    seed: int
    index: int = ...

State = Union[str, os.PathLike[str], Position, Scramble]

def parse(state: State) -> Position: ...
@overload
def solve(
    state: State, metric: _Metric = ..., all: Literal[False] = ..., *, table: Optional[Union[str, os.PathLike[str]]] = ...
) -> Solution: ...
@overload
def solve(
    state: State, metric: _Metric = ..., *, all: Literal[True], table: Optional[Union[str, os.PathLike[str]]] = ...
) -> List[Solution]: ...
@overload
def solve(
    state: State, metric: _Metric, all: Literal[True], *, table: Optional[Union[str, os.PathLike[str]]] = ...
) -> List[Solution]: ...
def scrambles(count: int, seed: int = ..., moves: Optional[int] = ..., *, metric: _Metric = ...) -> List[Scramble]: ...
def scramble(seed: int = ..., moves: Optional[int] = ..., *, metric: _Metric = ...) -> Scramble: ...
def apply(state: State, moves: Union[str, Sequence[str]]) -> str: ...
def solved_states() -> List[str]: ...
def reference() -> str: ...
