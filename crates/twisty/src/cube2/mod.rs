//! The 2x2x2 pocket cube with the D-B-L corner fixed: turns of U, R and F only (as
//! twsearch's `--generator-moves U,F,R`), 7! x 3^6 = 3,674,160 positions. Every position
//! of a real pocket cube is one of these once the cube is held with its D-B-L piece at
//! down-back-left.
//!
//! **State.** [`State`] is a pair of coordinates moved by tables: `perm`, the Lehmer rank
//! of the pieces at the seven free positions (0..5040), and `ori`, their twists in base 3
//! (six digits, the seventh implied; 0..729). A position's number is `perm * 729 + ori`.
//!
//! **Symmetries.** All 48 symmetries of the cube act: move the stickers (a rotation or
//! reflection), rename the colours as the faces moved, then hold the cube so that the
//! D-B-L piece is home again (positions are taken up to how the cube is held, so this is a
//! permutation of the positions). A turn becomes a turn: the symmetry makes it a turn of
//! some face (counter-clockwise for reflections), the regrip takes that face somewhere,
//! and a turn of D, L or B equals the same turn of U, R or F once the cube is held right
//! (`D ~ U`: each turns one layer against the other). Which letter results depends on the
//! regrip, so on the position ([`Puzzle::conjugate_turn`]). The census needs 77,802
//! classes instead of 3,674,160 positions. The six symmetries that keep D-B-L in place
//! need no regrip; [`def`] uses those.
//!
//! * [`geometry`]: faces, sticker slots, corners, the 48 matrices, stickers and pieces.
//! * [`text`]: the 24-letter position format.
//! * [`def`]: the same puzzle as plain data ([`crate::engine::def::PuzzleDef`]), the twin.

pub mod def;
pub mod geometry;
pub mod text;

use geometry::{CornerMap, Cubies, FIXED};

use crate::engine::pdb::{Pdb, Projection, Storage};
use crate::engine::perm::{rank_perm, rank_twists, unrank_perm, unrank_twists};
use crate::engine::puzzle::{Indexed, Metric, Puzzle, Turn, TurnSet};

/// Arrangements of the seven free pieces.
pub const PERMS: usize = 5040;
/// Twists of the seven free pieces.
pub const ORIS: usize = 729;
/// Positions.
pub const POSITIONS: u64 = (PERMS * ORIS) as u64;
/// The faces that turn, with their axes, as face numbers of [`geometry::FACE_LETTERS`].
const TURNING: [usize; 3] = [0, 1, 2];

/// A position: two coordinates (see the module header), always in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    /// Rank of the free pieces' arrangement, 0..5040.
    perm: u16,
    /// The free pieces' twists, 0..729.
    ori: u16,
}

impl State {
    /// The solved position.
    pub const SOLVED: State = State { perm: 0, ori: 0 };

    /// The position with these coordinates, if they are in range.
    pub fn new(perm: u16, ori: u16) -> crate::Result<State> {
        if (perm as usize) < PERMS && (ori as usize) < ORIS {
            Ok(State { perm, ori })
        } else {
            Err(crate::Error::input(
                "2x2x2 coordinates",
                format!("({perm}, {ori}) is not below ({PERMS}, {ORIS})"),
            ))
        }
    }

    /// The arrangement coordinate, 0..5040.
    pub fn perm(self) -> u16 {
        self.perm
    }

    /// The twist coordinate, 0..729.
    pub fn ori(self) -> u16 {
        self.ori
    }

    /// The pieces of this position.
    pub fn cubies(self) -> Cubies {
        let mut c = Cubies::SOLVED;
        unrank_perm(self.perm as u64, &mut c.perm[..7]);
        unrank_twists(self.ori as u64, 3, &mut c.ori[..7]);
        c
    }

    /// The position of pieces whose D-B-L piece is home and untwisted.
    pub fn from_cubies(c: &Cubies) -> State {
        debug_assert_eq!((c.perm[FIXED], c.ori[FIXED]), (FIXED as u8, 0));
        State {
            perm: rank_perm(&c.perm[..7]) as u16,
            ori: rank_twists(&c.ori[..7], 3) as u16,
        }
    }
}

/// The puzzle with its tables (about 300 KB; built in milliseconds).
pub struct PocketCube {
    turns: Vec<Turn>,
    /// `perm_move[perm * 9 + t]`.
    perm_move: Vec<u16>,
    /// `ori_move[ori * 9 + t]`.
    ori_move: Vec<u16>,
    /// The 48 symmetries as matrices, and what each does to pieces (before the regrip).
    matrices: Vec<geometry::M>,
    sym_maps: Vec<CornerMap>,
    /// Colour renaming of each symmetry.
    colours: Vec<[u8; 6]>,
    /// The 24 rotations as matrices and as piece maps, and which one brings the D-B-L
    /// piece home from position `p` with twist `o`: `home[3 p + o]`.
    rotation_matrices: Vec<geometry::M>,
    rotations: Vec<CornerMap>,
    home: [u8; 24],
    slots: [[u8; 3]; 8],
}

impl Default for PocketCube {
    fn default() -> Self {
        PocketCube::new()
    }
}

impl PocketCube {
    /// Builds the tables from the geometry.
    pub fn new() -> PocketCube {
        let slots = geometry::corner_slots();
        let same: [u8; 6] = [0, 1, 2, 3, 4, 5];
        let faces: Vec<(char, u8)> = TURNING
            .iter()
            .map(|&f| (geometry::FACE_LETTERS[f], (f % 3) as u8))
            .collect();
        let mut turns = Turn::all_powers(&faces, 4);
        let mut turn_maps = Vec::new();
        for t in &mut turns {
            t.face = TURNING[t.face as usize] as u8;
            let q = geometry::quarter_turn(t.face as usize);
            let mut p: [u8; 24] = std::array::from_fn(|i| i as u8);
            for _ in 0..t.power {
                p = p.map(|s| q[s as usize]);
            }
            turn_maps.push(CornerMap::new(&p, &same, &slots));
        }
        let matrices = geometry::symmetries();
        let rotation_matrices: Vec<geometry::M> = matrices
            .iter()
            .filter(|m| geometry::det(m) == 1)
            .copied()
            .collect();
        let rotations: Vec<CornerMap> = rotation_matrices
            .iter()
            .map(|m| CornerMap::new(&geometry::slot_perm(m), &same, &slots))
            .collect();
        let home = std::array::from_fn(|i| {
            let (p, o) = (i / 3, i % 3);
            let piece_at = |r: &CornerMap| r.0[(8 * p + FIXED) * 3 + o];
            rotations
                .iter()
                .position(|r| piece_at(r) == (FIXED << 5 | FIXED << 2) as u8)
                .expect("a rotation brings any corner home") as u8
        });
        let mut cube = PocketCube {
            perm_move: Vec::new(),
            ori_move: Vec::new(),
            sym_maps: matrices
                .iter()
                .map(|m| CornerMap::new(&geometry::slot_perm(m), &geometry::face_perm(m), &slots))
                .collect(),
            colours: matrices.iter().map(geometry::face_perm).collect(),
            matrices,
            rotation_matrices,
            rotations,
            home,
            slots,
            turns,
        };
        cube.fill_move_tables(&turn_maps);
        cube
    }

    /// Turn tables of both coordinates: each turn moves the arrangement and the twists
    /// independently of each other (the D-B-L corner stays put). The quarter turns move the
    /// pieces; their powers compose the tables (half the start-up of a process).
    fn fill_move_tables(&mut self, turn_maps: &[CornerMap]) {
        let n = turn_maps.len();
        self.perm_move = vec![0; PERMS * n];
        self.ori_move = vec![0; ORIS * n];
        let quarters: Vec<usize> = (0..n).filter(|&t| self.turns[t].power == 1).collect();
        for perm in 0..PERMS {
            let c = State {
                perm: perm as u16,
                ori: 0,
            }
            .cubies();
            for &t in &quarters {
                self.perm_move[perm * n + t] = rank_perm(&turn_maps[t].apply(&c).perm[..7]) as u16;
            }
        }
        for ori in 0..ORIS {
            let c = State {
                perm: 0,
                ori: ori as u16,
            }
            .cubies();
            for &t in &quarters {
                self.ori_move[ori * n + t] = rank_twists(&turn_maps[t].apply(&c).ori[..7], 3) as u16;
            }
        }
        // Turn t + k is the quarter turn t taken k + 1 times (`Turn::all_powers` order).
        for &t in &quarters {
            for k in 1..self.turns[t].order as usize - 1 {
                debug_assert_eq!(self.turns[t + k].power as usize, k + 1);
                for table in [&mut self.perm_move, &mut self.ori_move] {
                    for x in 0..table.len() / n {
                        table[x * n + t + k] = table[table[x * n + t + k - 1] as usize * n + t];
                    }
                }
            }
        }
    }

    /// The corner slots, clockwise from U/D, of each position.
    pub fn slots(&self) -> &[[u8; 3]; 8] {
        &self.slots
    }

    /// Pieces turned as a whole so that the D-B-L piece is home and untwisted.
    pub fn hold_right(&self, c: &Cubies) -> Cubies {
        self.rotations[self.regrip(c)].apply(c)
    }

    /// The rotation that [`PocketCube::hold_right`] applies.
    fn regrip(&self, c: &Cubies) -> usize {
        let p = c
            .perm
            .iter()
            .position(|&q| q as usize == FIXED)
            .expect("eight pieces");
        self.home[3 * p + c.ori[p] as usize] as usize
    }

    /// The symmetry numbers of the six symmetries that keep the D-B-L corner in place
    /// (the identity first): under these the arrangement coordinate moves on its own.
    pub fn symmetries_fixing_dbl(&self) -> Vec<usize> {
        let dbl = geometry::CORNERS[FIXED];
        (0..self.matrices.len())
            .filter(|&k| geometry::apply(&self.matrices[k], dbl) == dbl)
            .collect()
    }

    /// A uniformly random position.
    pub fn random(&self, rng: &mut impl rand::Rng) -> State {
        self.unrank(rng.gen_range(0..POSITIONS))
    }

    /// The pattern databases of the solver for `metric`: the arrangement alone and the
    /// twists alone (5040 + 729 entries), or with `full` the exact distance of every
    /// position (3,674,160 nibbles, 1.8 MB).
    pub fn heuristic(&self, metric: Metric, full: bool) -> Bound {
        let turns = TurnSet::new(self, metric);
        if full {
            Bound::Full(Pdb::build(self, Whole, &turns, Storage::Nibbles))
        } else {
            let perm = Pdb::build(self, Arrangement, &turns, Storage::Bytes);
            let ori = Pdb::build(self, Twists, &turns, Storage::Bytes);
            Bound::Pieces(perm, ori)
        }
    }
}

impl Puzzle for PocketCube {
    type State = State;

    fn name(&self) -> &str {
        "2x2x2"
    }

    fn turns(&self) -> &[Turn] {
        &self.turns
    }

    #[inline]
    fn apply(&self, s: &State, t: usize) -> State {
        State {
            perm: self.perm_move[s.perm as usize * 9 + t],
            ori: self.ori_move[s.ori as usize * 9 + t],
        }
    }

    fn solved_states(&self) -> Vec<State> {
        vec![State::SOLVED]
    }

    #[inline]
    fn is_solved(&self, s: &State) -> bool {
        *s == State::SOLVED
    }

    fn symmetries(&self) -> usize {
        self.sym_maps.len()
    }

    fn symmetry(&self, s: &State, k: usize) -> State {
        State::from_cubies(&self.hold_right(&self.sym_maps[k].apply(&s.cubies())))
    }

    fn conjugate_turn(&self, k: usize, s: &State, t: usize) -> usize {
        let m = &self.matrices[k];
        let turn = &self.turns[t];
        let moved = geometry::apply(m, geometry::NORMALS[turn.face as usize]);
        let rotation = &self.rotation_matrices[self.regrip(&self.sym_maps[k].apply(&s.cubies()))];
        // D, L, B act as U, R, F once the cube is held right: face numbers mod 3.
        let face = geometry::face_of(geometry::apply(rotation, moved)) % 3;
        let power = if geometry::det(m) < 0 {
            4 - turn.power
        } else {
            turn.power
        };
        let first = TURNING.iter().position(|&f| f == face).expect("U, R or F") * 3;
        first + power as usize - 1
    }

    fn colour_renaming(&self, k: usize) -> Option<Vec<u8>> {
        Some(self.colours[k].to_vec())
    }
}

impl Indexed for PocketCube {
    fn positions(&self) -> u64 {
        POSITIONS
    }

    #[inline]
    fn rank(&self, s: &State) -> u64 {
        s.perm as u64 * ORIS as u64 + s.ori as u64
    }

    #[inline]
    fn unrank(&self, i: u64) -> State {
        State {
            perm: (i / ORIS as u64) as u16,
            ori: (i % ORIS as u64) as u16,
        }
    }
}

/// Projection onto the arrangement of the pieces.
pub struct Arrangement;
/// Projection onto the twists of the pieces.
pub struct Twists;
/// The identity projection: a pattern database of exact distances.
pub struct Whole;

impl Projection<PocketCube> for Arrangement {
    fn size(&self) -> usize {
        PERMS
    }
    fn project(&self, s: &State) -> usize {
        s.perm as usize
    }
    fn lift(&self, i: usize) -> State {
        State {
            perm: i as u16,
            ori: 0,
        }
    }
}

impl Projection<PocketCube> for Twists {
    fn size(&self) -> usize {
        ORIS
    }
    fn project(&self, s: &State) -> usize {
        s.ori as usize
    }
    fn lift(&self, i: usize) -> State {
        State {
            perm: 0,
            ori: i as u16,
        }
    }
}

impl Projection<PocketCube> for Whole {
    fn size(&self) -> usize {
        POSITIONS as usize
    }
    fn project(&self, s: &State) -> usize {
        s.perm as usize * ORIS + s.ori as usize
    }
    fn lift(&self, i: usize) -> State {
        State {
            perm: (i / ORIS) as u16,
            ori: (i % ORIS) as u16,
        }
    }
}

/// The solver's heuristic: the larger of the arrangement and twist databases, or the
/// exact distance table.
pub enum Bound {
    /// Arrangement and twists.
    Pieces(Pdb<Arrangement>, Pdb<Twists>),
    /// Every position.
    Full(Pdb<Whole>),
}

impl crate::engine::pdb::Heuristic<PocketCube> for Bound {
    #[inline]
    fn estimate(&self, s: &State) -> u32 {
        match self {
            Bound::Pieces(a, b) => a.db.get(s.perm as usize).max(b.db.get(s.ori as usize)) as u32,
            Bound::Full(w) => w.estimate(s),
        }
    }
}

#[cfg(test)]
mod tests;
