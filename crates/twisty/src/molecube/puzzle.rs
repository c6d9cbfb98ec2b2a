//! The Molecube as an instance of the engine: [`Molecube`] implements [`Puzzle`] and
//! [`Indexed`] on [`State`]s of two indices (corner arrangement, edge arrangement) moved by
//! the tables of [`super::census::Tables`], and the two projections its IDA* pattern
//! databases are built on ([`CornerPattern`], [`EdgeArrangement`]).
//!
//! Turns are the 18 of the half-turn metric in the core's order (faces L R F B D U, each
//! `X`, `X2`, `X'`; opposite faces share an axis); the engine's [`crate::TurnSet`] picks the
//! quarter turns for the quarter-turn metric. Symmetries are the 48 of the cube with the
//! colour renaming that puts the centres back (`super::symmetry`); they conjugate a turn to
//! a turn whatever the position. The solved test looks the state up among the 80 solved
//! states.

use std::sync::Arc;

use super::census::Tables;
use super::coord::ORDERS;
use super::moves::{Metric as Moves, Move};
use super::{solved, Cube, COLOURS};
use crate::colour::nine::CELLS;
use crate::engine::pdb::Projection;
use crate::engine::{Indexed, Puzzle, Turn};

/// Edge arrangements: 18,480 patterns x 720 orders.
pub const EDGES: u64 = 13_305_600;
/// Corner arrangements: 28 patterns x 720 orders.
pub const CORNERS: u64 = 20_160;

/// A position: corner index (`0..20,160`) and edge index (`0..13,305,600`), as
/// [`super::coord::Layout::index`] numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    /// Corner arrangement.
    pub corner: u16,
    /// Edge arrangement.
    pub edge: u32,
}

/// The Molecube with its tables (those of the half-turn metric, which hold every turn).
pub struct Molecube {
    tables: Arc<Tables>,
    turns: Vec<Turn>,
    /// The 80 solved states, sorted.
    solved: Vec<State>,
    /// `conj[k * 18 + t]`: the turn symmetry `k` makes of turn `t`.
    conj: Vec<u8>,
}

impl Default for Molecube {
    fn default() -> Self {
        Molecube::new()
    }
}

impl Molecube {
    /// Builds the tables (under a second of CPU).
    pub fn new() -> Molecube {
        let tables = Arc::new(Tables::new(Moves::Htm));
        let letters = super::moves::FACE_LETTERS;
        let faces: Vec<(char, u8)> = (0..6).map(|f| (letters[f], (f / 2) as u8)).collect();
        let turns = Turn::all_powers(&faces, 4);
        let moves = Moves::Htm.moves();
        debug_assert!(turns.iter().zip(&moves).all(|(t, m)| t.name == m.to_string()));
        let perms: Vec<[u8; CELLS]> = moves.iter().map(|m| m.cell_perm()).collect();
        let mut conj = Vec::with_capacity(tables.syms.len() * moves.len());
        for s in &tables.syms {
            let mut inverse = [0u8; CELLS];
            for (i, &j) in s.cells.iter().enumerate() {
                inverse[j as usize] = i as u8;
            }
            for p in &perms {
                // The symmetry undone, the turn, the symmetry again: i -> s[p[s^-1[i]]].
                let image: [u8; CELLS] = inverse.map(|c| s.cells[p[c as usize] as usize]);
                let t = perms
                    .iter()
                    .position(|q| *q == image)
                    .expect("turns are closed under symmetry");
                conj.push(t as u8);
            }
        }
        let mut molecube = Molecube {
            tables,
            turns,
            solved: Vec::new(),
            conj,
        };
        molecube.solved = solved::from_static().iter().map(|c| molecube.state(c)).collect();
        molecube.solved.sort_unstable();
        molecube
    }

    /// The tables shared with the census.
    pub fn tables(&self) -> &Arc<Tables> {
        &self.tables
    }

    /// The state of a cube (in the canonical labelling).
    pub fn state(&self, cube: &Cube) -> State {
        State {
            corner: self.tables.corners.index(&cube.corners()) as u16,
            edge: self.tables.edges.index(&cube.edges()) as u32,
        }
    }

    /// The cube of a state.
    pub fn cube(&self, s: &State) -> Cube {
        let corners: [u8; 8] = self
            .tables
            .corners
            .colours(s.corner as usize)
            .try_into()
            .expect("8 corners");
        let edges: [u8; 12] = self
            .tables
            .edges
            .colours(s.edge as usize)
            .try_into()
            .expect("12 edges");
        Cube::from_pieces(&corners, &edges)
    }

    /// The core's move of turn number `t`.
    pub fn to_move(&self, t: usize) -> Move {
        Move {
            face: (t / 3) as u8,
            quarters: (t % 3) as u8 + 1,
        }
    }
}

impl Puzzle for Molecube {
    type State = State;

    fn name(&self) -> &str {
        "molecube"
    }

    fn turns(&self) -> &[Turn] {
        &self.turns
    }

    #[inline]
    fn apply(&self, s: &State, t: usize) -> State {
        let tb = &*self.tables;
        let (p, o) = (s.edge as usize / ORDERS, s.edge as usize % ORDERS);
        let (p2, sigma) = tb.edge_move[p * 18 + t];
        State {
            corner: tb.corner_move[s.corner as usize * 18 + t],
            edge: (p2 as usize * ORDERS + tb.comp[sigma as usize * ORDERS + o] as usize) as u32,
        }
    }

    fn solved_states(&self) -> Vec<State> {
        self.solved.clone()
    }

    #[inline]
    fn is_solved(&self, s: &State) -> bool {
        self.solved.binary_search(s).is_ok()
    }

    fn symmetries(&self) -> usize {
        self.tables.syms.len()
    }

    fn symmetry(&self, s: &State, k: usize) -> State {
        let tb = &*self.tables;
        let (p, o) = (s.edge as usize / ORDERS, s.edge as usize % ORDERS);
        let (p2, sigma) = tb.edge_sym[p * 48 + k];
        let o2 = tb.rename[k * ORDERS + tb.comp[sigma as usize * ORDERS + o] as usize];
        State {
            corner: tb.corner_sym[s.corner as usize * 48 + k],
            edge: (p2 as usize * ORDERS + o2 as usize) as u32,
        }
    }

    fn conjugate_turn(&self, k: usize, _: &State, t: usize) -> usize {
        self.conj[k * 18 + t] as usize
    }

    fn colour_renaming(&self, k: usize) -> Option<Vec<u8>> {
        let colours: [u8; COLOURS] = self.tables.syms[k].colours;
        Some(colours.to_vec())
    }
}

impl Indexed for Molecube {
    fn positions(&self) -> u64 {
        CORNERS * EDGES
    }

    fn rank(&self, s: &State) -> u64 {
        s.corner as u64 * EDGES + s.edge as u64
    }

    fn unrank(&self, i: u64) -> State {
        State {
            corner: (i / EDGES) as u16,
            edge: (i % EDGES) as u32,
        }
    }
}

/// Projection onto (representative corner arrangement, edge pattern): the corners taken up
/// to the 48 symmetries, the edges only as to which hold `E1`, `E2` and a `C` colour;
/// 464 x 18,480 images. A corner arrangement with a non-trivial stabiliser gives a position
/// several stored forms (one per symmetry taking it to its representative); the pattern
/// database marks them all ([`Projection::forms`]) and reads any one.
pub struct CornerPattern {
    tables: Arc<Tables>,
    /// Per corner index: its representative's number and the first symmetry taking it there.
    to_rep: Vec<(u16, u8)>,
}

impl CornerPattern {
    /// The projection over `tables`.
    pub fn new(tables: Arc<Tables>) -> CornerPattern {
        let to_rep = (0..tables.corners.size())
            .map(|c| {
                let s = tables.syms_to_rep(c)[0];
                (tables.rep_of[tables.corner_sym[c * 48 + s as usize] as usize], s)
            })
            .collect();
        CornerPattern { tables, to_rep }
    }
}

impl Projection<Molecube> for CornerPattern {
    fn size(&self) -> usize {
        self.tables.reps.len() * self.tables.patterns()
    }

    #[inline]
    fn project(&self, s: &State) -> usize {
        let (rep, k) = self.to_rep[s.corner as usize];
        let p = self.tables.edge_sym[s.edge as usize / ORDERS * 48 + k as usize].0 as usize;
        rep as usize * self.tables.patterns() + p
    }

    fn lift(&self, i: usize) -> State {
        let np = self.tables.patterns();
        State {
            corner: self.tables.reps[i / np],
            edge: (i % np * ORDERS) as u32,
        }
    }

    fn forms(&self, s: &State, f: &mut dyn FnMut(usize)) {
        let tb = &*self.tables;
        let rep = self.to_rep[s.corner as usize].0 as usize;
        let p = s.edge as usize / ORDERS;
        for &k in tb.syms_to_rep(s.corner as usize) {
            f(rep * tb.patterns() + tb.edge_sym[p * 48 + k as usize].0 as usize);
        }
    }
}

/// Projection onto the edge arrangement (13,305,600 images).
pub struct EdgeArrangement;

impl Projection<Molecube> for EdgeArrangement {
    fn size(&self) -> usize {
        EDGES as usize
    }

    #[inline]
    fn project(&self, s: &State) -> usize {
        s.edge as usize
    }

    fn lift(&self, i: usize) -> State {
        State {
            corner: 0,
            edge: i as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TurnSet;
    use crate::Metric;
    use rand::{Rng, SeedableRng};

    /// Turns, symmetries and the solved test on states agree with moving the balls of the
    /// cube; symmetries keep the engine's contract; projections are homomorphisms.
    #[test]
    fn states_move_as_the_balls_do() {
        let m = Molecube::new();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let moves = Moves::Htm.moves();
        assert_eq!(m.solved_states().len(), 80);
        assert_eq!(TurnSet::new(&m, Metric::Qtm).turns.len(), 12);
        let cp = CornerPattern::new(m.tables().clone());
        for _ in 0..300 {
            let s = m.unrank(rng.gen_range(0..m.positions()));
            let cube = m.cube(&s);
            assert_eq!(m.state(&cube), s);
            assert_eq!(m.is_solved(&s), cube.is_solved());
            let t = rng.gen_range(0..18);
            let turned = super::super::apply(&cube, &[moves[t]]);
            assert_eq!(m.apply(&s, t), m.state(&turned));
            let k = rng.gen_range(0..48);
            assert_eq!(m.symmetry(&s, k), m.state(&m.tables().syms[k].apply(&cube)));
            let lhs = m.symmetry(&m.apply(&s, t), k);
            let rhs = m.apply(&m.symmetry(&s, k), m.conjugate_turn(k, &s, t));
            assert_eq!(lhs, rhs);
            assert_eq!(
                m.turns()[m.conjugate_turn(k, &s, t)].is_quarter(),
                m.turns()[t].is_quarter()
            );
            // The image after a turn depends on the image alone: the lifted image is the
            // position under the symmetry `g` to its representative, so the turn conjugated
            // by `g` gives the same forms.
            let mut forms = Vec::new();
            cp.forms(&s, &mut |i| forms.push(i));
            assert!(forms.contains(&cp.project(&s)));
            let g = cp.to_rep[s.corner as usize].1 as usize;
            let lifted = m.apply(&cp.lift(cp.project(&s)), m.conjugate_turn(g, &s, t));
            let mut a = Vec::new();
            cp.forms(&m.apply(&s, t), &mut |i| a.push(i));
            let mut b = Vec::new();
            cp.forms(&lifted, &mut |i| b.push(i));
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
        }
        let solved = m.solved_states();
        for s in &solved {
            for k in 0..48 {
                assert!(m.is_solved(&m.symmetry(s, k)));
            }
        }
    }
}
