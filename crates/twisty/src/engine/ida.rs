//! Iterative-deepening A*: [`ida_star`], generic over nodes, successors and an admissible
//! heuristic (in the manner of the `pathfinding` crate's `idastar`, with unit costs and the
//! path so far handed to the successor function so that it can skip redundant turns), and
//! [`Solver`], which puts it together for a [`Puzzle`] in one metric.
//!
//! With an admissible heuristic (never more than the true distance) the first solution
//! found is optimal: every bound below it was searched in full.

use crate::engine::pdb::Heuristic;
use crate::engine::puzzle::{Metric, Puzzle, TurnSet};
use crate::{Error, Result};

/// Search counters of one solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes whose heuristic was evaluated.
    pub nodes: u64,
    /// Depth-first passes (bounds tried).
    pub passes: u32,
}

/// A shortest sequence of moves from `start` to a node where `success` holds, of length at
/// most `limit`, or `None`. `successors(node, path, out)` appends `(move, next node)` pairs
/// to `out` (`path` is the moves from `start` to `node`); `heuristic` must never exceed the
/// true remaining distance.
pub fn ida_star<N, M, FN, FH, FS>(
    start: &N,
    mut successors: FN,
    mut heuristic: FH,
    mut success: FS,
    limit: u32,
    stats: &mut Stats,
) -> Option<Vec<M>>
where
    N: Clone,
    M: Copy,
    FN: FnMut(&N, &[M], &mut Vec<(M, N)>),
    FH: FnMut(&N) -> u32,
    FS: FnMut(&N) -> bool,
{
    let mut found = search(
        start,
        &mut successors,
        &mut heuristic,
        &mut success,
        limit,
        stats,
        false,
    );
    found.pop()
}

/// Every shortest sequence of moves from `start` to a node where `success` holds (of length
/// at most `limit`), in the order the depth-first search meets them; empty when there is
/// none. The last pass runs to its end. `successors` decides which sequences are tried: to
/// list every optimal one it must not skip any that can be optimal.
pub fn ida_star_all<N, M, FN, FH, FS>(
    start: &N,
    mut successors: FN,
    mut heuristic: FH,
    mut success: FS,
    limit: u32,
    stats: &mut Stats,
) -> Vec<Vec<M>>
where
    N: Clone,
    M: Copy,
    FN: FnMut(&N, &[M], &mut Vec<(M, N)>),
    FH: FnMut(&N) -> u32,
    FS: FnMut(&N) -> bool,
{
    search(
        start,
        &mut successors,
        &mut heuristic,
        &mut success,
        limit,
        stats,
        true,
    )
}

/// The passes of IDA*: one solution, or with `all` every one at the first bound that has any.
fn search<N, M, FN, FH, FS>(
    start: &N,
    successors: &mut FN,
    heuristic: &mut FH,
    success: &mut FS,
    limit: u32,
    stats: &mut Stats,
    all: bool,
) -> Vec<Vec<M>>
where
    N: Clone,
    M: Copy,
    FN: FnMut(&N, &[M], &mut Vec<(M, N)>),
    FH: FnMut(&N) -> u32,
    FS: FnMut(&N) -> bool,
{
    let mut search = Search {
        successors,
        heuristic,
        success,
        path: Vec::new(),
        buffers: Vec::new(),
        stats,
        all,
        found: Vec::new(),
    };
    let mut bound = (search.heuristic)(start);
    search.stats.nodes += 1;
    while bound <= limit {
        search.stats.passes += 1;
        let pass = search.dfs(start, bound);
        if !search.found.is_empty() {
            return search.found;
        }
        match pass {
            Pass::Exhausted(Some(next)) => bound = next,
            _ => break,
        }
    }
    Vec::new()
}

/// Outcome of one bounded depth-first pass.
enum Pass {
    Found,
    /// Nothing within the bound; the least `g + h` seen beyond it, if any.
    Exhausted(Option<u32>),
}

struct Search<'a, N, M, FN, FH, FS> {
    successors: &'a mut FN,
    heuristic: &'a mut FH,
    success: &'a mut FS,
    path: Vec<M>,
    /// One successor buffer per depth, reused between passes.
    buffers: Vec<Vec<(M, N)>>,
    stats: &'a mut Stats,
    /// Whether to go on after a solution (collecting every one of this bound).
    all: bool,
    found: Vec<Vec<M>>,
}

impl<N, M, FN, FH, FS> Search<'_, N, M, FN, FH, FS>
where
    N: Clone,
    M: Copy,
    FN: FnMut(&N, &[M], &mut Vec<(M, N)>),
    FH: FnMut(&N) -> u32,
    FS: FnMut(&N) -> bool,
{
    fn dfs(&mut self, node: &N, bound: u32) -> Pass {
        let g = self.path.len() as u32;
        if g == bound {
            if !(self.success)(node) {
                return Pass::Exhausted(Some(bound + 1));
            }
            self.found.push(self.path.clone());
            return if self.all {
                Pass::Exhausted(Some(bound + 1))
            } else {
                Pass::Found
            };
        }
        let depth = self.path.len();
        if self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
        }
        let mut children = std::mem::take(&mut self.buffers[depth]);
        children.clear();
        (self.successors)(node, &self.path, &mut children);
        let mut least: Option<u32> = None;
        let mut outcome = None;
        for (m, child) in &children {
            self.stats.nodes += 1;
            let f = g + 1 + (self.heuristic)(child);
            if f > bound {
                least = Some(least.map_or(f, |l| l.min(f)));
                continue;
            }
            self.path.push(*m);
            match self.dfs(child, bound) {
                Pass::Found => {
                    outcome = Some(Pass::Found);
                    break;
                }
                Pass::Exhausted(Some(f)) => least = Some(least.map_or(f, |l| l.min(f))),
                Pass::Exhausted(None) => {}
            }
            self.path.pop();
        }
        self.buffers[depth] = children;
        outcome.unwrap_or(Pass::Exhausted(least))
    }
}

/// An optimal solver for one puzzle and metric with a given heuristic.
pub struct Solver<'a, P: Puzzle, H> {
    puzzle: &'a P,
    turns: TurnSet,
    heuristic: H,
    limit: u32,
}

/// One optimal solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Turn numbers (indices into [`Puzzle::turns`]).
    pub turns: Vec<usize>,
    /// What the search cost.
    pub stats: Stats,
}

impl<'a, P: Puzzle, H: Heuristic<P>> Solver<'a, P, H> {
    /// A solver that searches at most `limit` turns deep.
    pub fn new(puzzle: &'a P, metric: Metric, heuristic: H, limit: u32) -> Self {
        Solver {
            puzzle,
            turns: TurnSet::new(puzzle, metric),
            heuristic,
            limit,
        }
    }

    /// The metric searched.
    pub fn metric(&self) -> Metric {
        self.turns.metric
    }

    /// The heuristic.
    pub fn heuristic(&self) -> &H {
        &self.heuristic
    }

    /// One optimal solution of `start`, checked by re-applying it.
    pub fn solve(&self, start: &P::State) -> Result<Solution> {
        let mut stats = Stats::default();
        let found = ida_star(
            start,
            |s, path, out| self.successors(s, path, false, out),
            |s| self.heuristic.estimate(s),
            |s| self.puzzle.is_solved(s),
            self.limit,
            &mut stats,
        );
        let turns = found.ok_or_else(|| self.none_within_limit())?;
        self.checked(start, turns, stats)
    }

    /// Every optimal solution of `start` (turns of commuting faces in both orders; only
    /// sequences that are never optimal skipped), each checked; the search counters are
    /// those of the whole search.
    pub fn solve_all(&self, start: &P::State) -> Result<Vec<Solution>> {
        let mut stats = Stats::default();
        let found = ida_star_all(
            start,
            |s, path, out| self.successors(s, path, true, out),
            |s| self.heuristic.estimate(s),
            |s| self.puzzle.is_solved(s),
            self.limit,
            &mut stats,
        );
        if found.is_empty() {
            return Err(self.none_within_limit());
        }
        found
            .into_iter()
            .map(|turns| self.checked(start, turns, stats))
            .collect()
    }

    /// The turns tried after `path`: for one solution, commuting faces in one order only;
    /// for `every` solution, in both.
    fn successors(&self, s: &P::State, path: &[usize], every: bool, out: &mut Vec<(usize, P::State)>) {
        for &t in &self.turns.turns {
            let allowed = if every {
                self.turns.allowed_every(path, t)
            } else {
                self.turns.allowed(path, t)
            };
            if allowed {
                out.push((t, self.puzzle.apply(s, t)));
            }
        }
    }

    fn none_within_limit(&self) -> Error {
        Error::impossible(format!(
            "no solution within {} turns (is the position reachable?)",
            self.limit
        ))
    }

    /// `turns` as a solution, once re-applying them to `start` ends solved.
    fn checked(&self, start: &P::State, turns: Vec<usize>, stats: Stats) -> Result<Solution> {
        if !self.puzzle.is_solved(&self.puzzle.apply_all(start, &turns)) {
            return Err(Error::disagreement(format!(
                "{} does not solve the position",
                self.puzzle.format_turns(&turns)
            )));
        }
        Ok(Solution { turns, stats })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shortest paths on a line of integers with steps +1, +2 and -1: the answer is known.
    #[test]
    fn finds_shortest_paths_on_a_line() {
        for target in 0i32..20 {
            let mut stats = Stats::default();
            let path = ida_star(
                &0i32,
                |&n, _, out: &mut Vec<(i32, i32)>| out.extend([1, 2, -1].map(|d| (d, n + d))),
                |&n| ((target - n).max(0) as u32).div_ceil(2),
                |&n| n == target,
                30,
                &mut stats,
            )
            .unwrap();
            assert_eq!(path.len() as i32, (target + 1) / 2, "{target}");
            assert_eq!(path.iter().sum::<i32>(), target);
        }
        let mut stats = Stats::default();
        let all = ida_star_all(
            &0i32,
            |&n, _, out: &mut Vec<(i32, i32)>| out.extend([1, 2, -1].map(|d| (d, n + d))),
            |_| 0,
            |&n| n == 3,
            30,
            &mut stats,
        );
        assert_eq!(all, [vec![1, 2], vec![2, 1]]);
        let mut stats = Stats::default();
        let none = ida_star(
            &0,
            |_, _, _: &mut Vec<(u8, i32)>| {},
            |_| 0,
            |&n| n == 1,
            5,
            &mut stats,
        );
        assert_eq!(none, None);
    }
}
