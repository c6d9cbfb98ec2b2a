//! What the engine needs to know about a puzzle: the [`Puzzle`] trait (positions, face
//! turns, solved states, symmetries), [`Indexed`] for puzzles whose positions are numbered
//! densely, the [`Metric`], and [`TurnSet`], the turns of one metric with the rules that
//! skip redundant sequences in a search.
//!
//! A puzzle crate implements [`Puzzle`] with its own fast state (usually a tuple of
//! coordinates moved by tables); [`crate::engine::def::PuzzleDef`] is the plain data form, an
//! implementation that is slow but obviously right, for checking the fast one.

use std::fmt::Debug;
use std::hash::Hash;

/// The distance measure: which turns count as one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// Half-turn (face-turn) metric: every power of a face turn counts 1.
    Htm,
    /// Quarter-turn metric: only quarter turns count 1; a half turn is two of them.
    Qtm,
}

impl Metric {
    /// `htm` or `qtm`.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Htm => "htm",
            Metric::Qtm => "qtm",
        }
    }

    /// Reads `htm` or `qtm` (any case).
    pub fn parse(text: &str) -> crate::Result<Metric> {
        match text.to_ascii_lowercase().as_str() {
            "htm" => Ok(Metric::Htm),
            "qtm" => Ok(Metric::Qtm),
            _ => Err(crate::Error::input(
                "metric",
                format!("`{text}` is not htm or qtm"),
            )),
        }
    }
}

/// One face turn: a face turned `power` steps clockwise, of `order` steps in a full turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Turn {
    /// Standard notation: the face letter, then nothing, `2` or `'` (`U`, `U2`, `U'`).
    pub name: String,
    /// The face turned (an index into the puzzle's faces).
    pub face: u8,
    /// Faces on one axis commute; a search tries such turns in one order only.
    pub axis: u8,
    /// Steps clockwise, seen from outside the face: 1 ..= order - 1.
    pub power: u8,
    /// Steps in a full turn of the face (4 for a cube).
    pub order: u8,
}

impl Turn {
    /// Whether this is a quarter turn (one step either way).
    pub fn is_quarter(&self) -> bool {
        self.power == 1 || self.power + 1 == self.order
    }

    /// Every power of every face, face-major, in the standard names: for each
    /// `(letter, axis)` the turns `X`, `X2`, `X'` (for `order` 4).
    pub fn all_powers(faces: &[(char, u8)], order: u8) -> Vec<Turn> {
        let mut turns = Vec::new();
        for (face, &(letter, axis)) in faces.iter().enumerate() {
            for power in 1..order {
                let suffix = match power {
                    1 => String::new(),
                    p if p + 1 == order => "'".into(),
                    p => p.to_string(),
                };
                turns.push(Turn {
                    name: format!("{letter}{suffix}"),
                    face: face as u8,
                    axis,
                    power,
                    order,
                });
            }
        }
        turns
    }
}

/// A permutation puzzle as the engine sees it. Turn numbers are indices into [`turns`];
/// symmetry numbers run over `0..symmetries()`, 0 being the identity.
///
/// Contract (checked for the built-in puzzles by their tests): every symmetry is a
/// permutation of the positions that maps solved states to solved states, and for every
/// symmetry `k`, state `s` and turn `t`,
/// `symmetry(apply(s, t), k) == apply(symmetry(s, k), conjugate_turn(k, s, t))`, the two
/// turns of equal cost in every metric. So symmetries map neighbours to neighbours, and
/// distances are equal along symmetry orbits.
///
/// The conjugate turn usually depends on `k` and `t` alone. It depends on `s` too where a
/// position is a puzzle taken up to how it is held, and a symmetry is followed by holding
/// the puzzle right again (the pocket cube with its 48 symmetries): which physical face a
/// turn's letter names then depends on that regrip.
///
/// [`turns`]: Puzzle::turns
pub trait Puzzle: Sync {
    /// A position.
    type State: Clone + Eq + Hash + Debug + Send + Sync;

    /// A short name (`2x2x2`).
    fn name(&self) -> &str;

    /// Every face turn with all its powers, in a fixed order.
    fn turns(&self) -> &[Turn];

    /// The position after turn `t` (an index into [`Puzzle::turns`]).
    fn apply(&self, s: &Self::State, t: usize) -> Self::State;

    /// The solved states, at least one.
    fn solved_states(&self) -> Vec<Self::State>;

    /// Whether `s` is solved.
    fn is_solved(&self, s: &Self::State) -> bool;

    /// Number of symmetries, the identity included.
    fn symmetries(&self) -> usize {
        1
    }

    /// The image of `s` under symmetry `k`.
    fn symmetry(&self, s: &Self::State, k: usize) -> Self::State {
        debug_assert_eq!(k, 0);
        s.clone()
    }

    /// The turn that symmetry `k` makes of turn `t` applied to `s` (see the trait's
    /// contract).
    fn conjugate_turn(&self, k: usize, _s: &Self::State, t: usize) -> usize {
        debug_assert_eq!(k, 0);
        t
    }

    /// The renaming of colours (`colour -> colour`) that symmetry `k` induces, for puzzles
    /// whose positions are colourings; `None` where colours are not renamed.
    fn colour_renaming(&self, _k: usize) -> Option<Vec<u8>> {
        None
    }

    /// The position after a sequence of turns.
    fn apply_all(&self, s: &Self::State, turns: &[usize]) -> Self::State {
        turns.iter().fold(s.clone(), |acc, &t| self.apply(&acc, t))
    }

    /// Reads turns in standard notation, separated by white space.
    fn parse_turns(&self, text: &str) -> crate::Result<Vec<usize>> {
        text.split_whitespace()
            .map(|token| {
                self.turns().iter().position(|t| t.name == token).ok_or_else(|| {
                    let names: Vec<&str> = self.turns().iter().map(|t| t.name.as_str()).collect();
                    crate::Error::input(
                        "turns",
                        format!(
                            "`{token}` is not a turn of the {} (one of {})",
                            self.name(),
                            names.join(" ")
                        ),
                    )
                })
            })
            .collect()
    }

    /// Turns in standard notation, separated by spaces.
    fn format_turns(&self, turns: &[usize]) -> String {
        let names: Vec<&str> = turns.iter().map(|&t| self.turns()[t].name.as_str()).collect();
        names.join(" ")
    }
}

/// A puzzle whose positions are numbered `0..positions()`, every number a position that
/// turns reach: what the census spaces of [`crate::engine::census::spaces`] need.
pub trait Indexed: Puzzle {
    /// Number of positions.
    fn positions(&self) -> u64;
    /// The number of a position.
    fn rank(&self, s: &Self::State) -> u64;
    /// The position with number `i < positions()`.
    fn unrank(&self, i: u64) -> Self::State;
}

/// The turns of one metric (indices into [`Puzzle::turns`], each costing 1) and the rules
/// that keep a search to one sequence among equivalent ones.
#[derive(Clone, Debug)]
pub struct TurnSet {
    /// The metric.
    pub metric: Metric,
    /// Turn numbers of this metric, in the puzzle's order.
    pub turns: Vec<usize>,
    /// The puzzle's turns (all of them, indexed by turn number).
    all: Vec<Turn>,
}

impl TurnSet {
    /// The turns of `metric`: every turn in the half-turn metric, quarter turns only in the
    /// quarter-turn metric.
    pub fn new<P: Puzzle + ?Sized>(puzzle: &P, metric: Metric) -> TurnSet {
        let all = puzzle.turns().to_vec();
        let turns = (0..all.len())
            .filter(|&t| metric == Metric::Htm || all[t].is_quarter())
            .collect();
        TurnSet { metric, turns, all }
    }

    /// Whether turn `next` may follow the sequence `path` in a search that wants one
    /// optimal sequence per position. Skipped:
    /// * the same face twice in a row, except in the quarter-turn metric a run of equal
    ///   quarter turns shorter than half a full turn, or exactly half when clockwise (so
    ///   `U U` stands for `U2` and `U' U'` is not tried);
    /// * turns of faces on one axis (which commute) out of increasing face order.
    ///
    /// Every position keeps an optimal sequence that passes: sort each run of one axis's
    /// turns by face; merging then only shortens, or gives the kept form of a half turn.
    pub fn allowed(&self, path: &[usize], next: usize) -> bool {
        let Some(&prev) = path.last() else {
            return true;
        };
        let (p, n) = (&self.all[prev], &self.all[next]);
        if p.face == n.face {
            if self.metric == Metric::Htm || prev != next {
                return false;
            }
            let run = 1 + path.iter().rev().take_while(|&&t| t == next).count();
            let twice = 2 * run as u32;
            return twice < n.order as u32 || (twice == n.order as u32 && n.power == 1);
        }
        p.axis != n.axis || p.face < n.face
    }

    /// Whether turn `next` may follow `path` in a search that lists *every* optimal
    /// sequence: only what is never optimal is skipped, the same face twice in a row, except
    /// in the quarter-turn metric a run of equal quarter turns no longer than half a full
    /// turn (`U U` and `U' U'` both).
    pub fn allowed_every(&self, path: &[usize], next: usize) -> bool {
        let Some(&prev) = path.last() else {
            return true;
        };
        let (p, n) = (&self.all[prev], &self.all[next]);
        if p.face != n.face {
            return true;
        }
        if self.metric == Metric::Htm || prev != next {
            return false;
        }
        let run = 1 + path.iter().rev().take_while(|&&t| t == next).count();
        2 * run as u32 <= n.order as u32
    }

    /// The turn data of turn number `t`.
    pub fn turn(&self, t: usize) -> &Turn {
        &self.all[t]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cube_turns() -> Vec<Turn> {
        let faces = [('U', 0), ('R', 1), ('F', 2), ('D', 0), ('L', 1), ('B', 2)];
        Turn::all_powers(&faces, 4)
    }

    struct Names(Vec<Turn>);
    impl Puzzle for Names {
        type State = ();
        fn name(&self) -> &str {
            "test"
        }
        fn turns(&self) -> &[Turn] {
            &self.0
        }
        fn apply(&self, _: &(), _: usize) {}
        fn solved_states(&self) -> Vec<()> {
            vec![()]
        }
        fn is_solved(&self, _: &()) -> bool {
            true
        }
    }

    #[test]
    fn names_and_parsing() {
        let p = Names(cube_turns());
        let names: Vec<&str> = p.0.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(&names[..6], &["U", "U2", "U'", "R", "R2", "R'"]);
        let seq = p.parse_turns("  R U2\tF' ").unwrap();
        assert_eq!(p.format_turns(&seq), "R U2 F'");
        let e = p.parse_turns("R X").unwrap_err().to_string();
        assert!(e.contains("`X`") && !e.contains('\n'), "{e}");
        assert!(Metric::parse("QTM").is_ok() && Metric::parse("ftm").is_err());
    }

    #[test]
    fn pruning_rules() {
        let p = Names(cube_turns());
        let (u, u2, ui, d) = (0, 1, 2, 9);
        let htm = TurnSet::new(&p, Metric::Htm);
        assert_eq!(htm.turns.len(), 18);
        assert!(!htm.allowed(&[u], u2) && !htm.allowed(&[u], u));
        assert!(htm.allowed(&[u], d) && !htm.allowed(&[d], u));
        let qtm = TurnSet::new(&p, Metric::Qtm);
        assert_eq!(qtm.turns.len(), 12);
        assert!(qtm.allowed(&[u], u), "U U is the half turn");
        assert!(!qtm.allowed(&[u, u], u), "U U U is U'");
        assert!(!qtm.allowed(&[ui], ui), "U' U' is U U");
        assert!(!qtm.allowed(&[u], ui));
        assert!(qtm.allowed(&[u, u], d) && !qtm.allowed(&[d], u));
        assert!(qtm.allowed_every(&[ui], ui) && qtm.allowed_every(&[d], u));
        assert!(!qtm.allowed_every(&[u, u], u) && !qtm.allowed_every(&[u], ui));
        assert!(!htm.allowed_every(&[u], u2) && htm.allowed_every(&[d], u));
    }
}
