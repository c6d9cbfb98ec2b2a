//! A permutation puzzle as plain data ([`PuzzleDef`], readable from JSON): orbits of pieces
//! with orientations, face turns as permutations with orientation changes, symmetries as
//! position maps with twist offsets. It implements [`Puzzle`] directly on piece arrays:
//! slow, but with nothing to get wrong beyond the data, so it is the twin that fast
//! coordinate implementations are checked against.
//!
//! **Conventions.** A state lists, for every orbit and position `p`, the piece at `p` and
//! its twist (`0 .. twists`). Turn `m` applied to state `x` gives
//! `piece'[p] = piece[m.from[p]]`, `twist'[p] = twist[m.from[p]] + m.twist[p]` (mod twists):
//! `m.from[p]` is the position whose piece moves to `p`. Symmetry `(to, offset, mirror)`
//! takes the piece `q` at position `p` with twist `o` to position `to[p]`, renamed piece
//! `to[q]`, with twist `±o + offset[p] - offset[q]` (`-` when `mirror`): pieces are renamed
//! as their colours are, and a mirror reverses the sense of twisting.

use serde::{Deserialize, Serialize};

use crate::engine::perm::is_permutation;
use crate::engine::puzzle::{Puzzle, Turn};
use crate::{Error, Result};

/// One kind of piece.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrbitDef {
    /// Name (`corners`).
    pub name: String,
    /// Number of pieces (positions) in the orbit, at most 20.
    pub pieces: usize,
    /// Orientations of each piece (1 where orientation is not tracked).
    pub twists: u8,
}

/// A permutation with orientation changes on one orbit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrbitMove {
    /// `from[p]`: the position whose piece moves to `p`.
    pub from: Vec<u8>,
    /// Twist added to the piece arriving at `p`.
    pub twist: Vec<u8>,
}

/// One face and its clockwise step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceDef {
    /// The letter of standard notation.
    pub letter: char,
    /// Faces on one axis commute.
    pub axis: u8,
    /// Steps in a full turn.
    pub order: u8,
    /// The clockwise step, one entry per orbit.
    pub step: Vec<OrbitMove>,
}

/// One symmetry (the identity is implicit and not listed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SymmetryDef {
    /// Per orbit: where each position goes (and each piece is renamed to).
    pub to: Vec<Vec<u8>>,
    /// Per orbit: the twist offset of each position.
    pub offset: Vec<Vec<u8>>,
    /// Whether it reverses orientation (a reflection).
    pub mirror: bool,
    /// The renaming of colours it induces, if the definition names colours.
    #[serde(default)]
    pub colours: Option<Vec<u8>>,
}

/// A puzzle as data. Check one with [`DefPuzzle::new`] or read it with [`PuzzleDef::from_json`], which
/// check it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleDef {
    /// Short name.
    pub name: String,
    /// The kinds of piece.
    pub orbits: Vec<OrbitDef>,
    /// The faces that turn.
    pub faces: Vec<FaceDef>,
    /// Symmetries besides the identity.
    #[serde(default)]
    pub symmetries: Vec<SymmetryDef>,
    /// Solved states besides the identity (each a flat state, see [`DefPuzzle`]).
    #[serde(default)]
    pub other_solved: Vec<Vec<u8>>,
}

/// A checked [`PuzzleDef`] with its derived tables: every power of every face as a turn,
/// and the turn conjugation of each symmetry. States are flat byte vectors: for each orbit
/// in order, its pieces then its twists.
#[derive(Clone, Debug)]
pub struct DefPuzzle {
    def: PuzzleDef,
    turns: Vec<Turn>,
    /// Each turn as a state (the solved state after that turn).
    turn_states: Vec<Vec<u8>>,
    /// `conj[k][t]`: symmetry `k`'s image of turn `t` (`k = 0` the identity).
    conj: Vec<Vec<usize>>,
    /// Offset of each orbit's pieces in a flat state.
    starts: Vec<usize>,
}

impl PuzzleDef {
    /// Reads and checks a definition in JSON.
    pub fn from_json(text: &str) -> Result<DefPuzzle> {
        let def: PuzzleDef =
            serde_json::from_str(text).map_err(|e| Error::input("puzzle definition", e.to_string()))?;
        DefPuzzle::new(def)
    }

    /// The definition as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a definition serialises")
    }
}

fn bad(message: String) -> Error {
    Error::input("puzzle definition", message)
}

impl DefPuzzle {
    /// Checks `def` and derives its tables: sizes agree, steps are permutations with twists
    /// in range, each face's step has the stated order, and each symmetry maps every turn
    /// to a turn.
    pub fn new(def: PuzzleDef) -> Result<DefPuzzle> {
        check_orbits(&def)?;
        let mut starts = Vec::new();
        let mut at = 0;
        for o in &def.orbits {
            starts.push(at);
            at += 2 * o.pieces;
        }
        let mut puzzle = DefPuzzle {
            turns: Vec::new(),
            turn_states: Vec::new(),
            conj: Vec::new(),
            starts,
            def,
        };
        puzzle.derive_turns()?;
        puzzle.derive_conjugation()?;
        for s in &puzzle.def.other_solved {
            puzzle
                .check_state(s)
                .map_err(|e| bad(format!("other_solved: {e}")))?;
        }
        Ok(puzzle)
    }

    /// The definition.
    pub fn def(&self) -> &PuzzleDef {
        &self.def
    }

    /// The identity state.
    pub fn identity(&self) -> Vec<u8> {
        let mut s = Vec::new();
        for o in &self.def.orbits {
            s.extend(0..o.pieces as u8);
            s.extend(std::iter::repeat_n(0, o.pieces));
        }
        s
    }

    /// Whether `s` has the right length, permutations and twists in range.
    pub fn check_state(&self, s: &[u8]) -> std::result::Result<(), String> {
        let len: usize = self.def.orbits.iter().map(|o| 2 * o.pieces).sum();
        if s.len() != len {
            return Err(format!("a state has {len} entries, not {}", s.len()));
        }
        for (o, &start) in self.def.orbits.iter().zip(&self.starts) {
            let (pieces, twists) = s[start..start + 2 * o.pieces].split_at(o.pieces);
            if !is_permutation(pieces) || twists.iter().any(|&t| t >= o.twists) {
                return Err(format!(
                    "orbit {} is not a permutation with twists below {}",
                    o.name, o.twists
                ));
            }
        }
        Ok(())
    }

    /// `x` followed by the move `m` given as a state.
    fn compose(&self, x: &[u8], m: &[u8]) -> Vec<u8> {
        let mut out = vec![0u8; x.len()];
        for (o, &start) in self.def.orbits.iter().zip(&self.starts) {
            let n = o.pieces;
            for p in 0..n {
                let from = m[start + p] as usize;
                out[start + p] = x[start + from];
                out[start + n + p] = (x[start + n + from] + m[start + n + p]) % o.twists;
            }
        }
        out
    }

    fn step_state(&self, face: &FaceDef) -> Vec<u8> {
        let mut s = Vec::new();
        for m in &face.step {
            s.extend(&m.from);
            s.extend(&m.twist);
        }
        s
    }

    fn derive_turns(&mut self) -> Result<()> {
        let identity = self.identity();
        for (f, face) in self.def.faces.iter().enumerate() {
            let step = self.step_state(face);
            self.check_state(&step)
                .map_err(|e| bad(format!("face {}: {e}", face.letter)))?;
            let mut power = identity.clone();
            for k in 1..=face.order {
                power = self.compose(&power, &step);
                if (power == identity) != (k == face.order) {
                    return Err(bad(format!(
                        "face {} does not have order {}",
                        face.letter, face.order
                    )));
                }
            }
            let axis = [(face.letter, face.axis)];
            for (k, mut turn) in Turn::all_powers(&axis, face.order).into_iter().enumerate() {
                turn.face = f as u8;
                let mut s = identity.clone();
                for _ in 0..=k {
                    s = self.compose(&s, &step);
                }
                self.turns.push(turn);
                self.turn_states.push(s);
            }
        }
        Ok(())
    }

    fn derive_conjugation(&mut self) -> Result<()> {
        self.conj = vec![(0..self.turns.len()).collect()];
        for (k, sym) in self.def.symmetries.iter().enumerate() {
            self.check_symmetry(sym)
                .map_err(|e| bad(format!("symmetry {}: {e}", k + 1)))?;
            let mut row = Vec::new();
            for (t, state) in self.turn_states.iter().enumerate() {
                let image = self.apply_symmetry(state, sym);
                let found = self.turn_states.iter().position(|s| *s == image).ok_or_else(|| {
                    bad(format!(
                        "symmetry {} maps turn {} to no turn",
                        k + 1,
                        self.turns[t].name
                    ))
                })?;
                if self.turns[found].is_quarter() != self.turns[t].is_quarter() {
                    return Err(bad(format!(
                        "symmetry {} changes the cost of {}",
                        k + 1,
                        self.turns[t].name
                    )));
                }
                row.push(found);
            }
            self.conj.push(row);
        }
        Ok(())
    }

    fn check_symmetry(&self, sym: &SymmetryDef) -> std::result::Result<(), String> {
        if sym.to.len() != self.def.orbits.len() || sym.offset.len() != self.def.orbits.len() {
            return Err("needs one map and one offset list per orbit".into());
        }
        for ((o, to), off) in self.def.orbits.iter().zip(&sym.to).zip(&sym.offset) {
            if to.len() != o.pieces || !is_permutation(to) || off.len() != o.pieces {
                return Err(format!("orbit {}: not a permutation of its positions", o.name));
            }
            if off.iter().any(|&t| t >= o.twists) {
                return Err(format!("orbit {}: offset out of range", o.name));
            }
        }
        Ok(())
    }

    fn apply_symmetry(&self, x: &[u8], sym: &SymmetryDef) -> Vec<u8> {
        let mut out = vec![0u8; x.len()];
        for (i, (o, &start)) in self.def.orbits.iter().zip(&self.starts).enumerate() {
            let (n, k) = (o.pieces, o.twists);
            let (to, off) = (&sym.to[i], &sym.offset[i]);
            for p in 0..n {
                let q = x[start + p] as usize;
                let twist = x[start + n + p];
                let signed = if sym.mirror { (k - twist) % k } else { twist };
                let p2 = to[p] as usize;
                out[start + p2] = to[q];
                out[start + n + p2] = (signed + off[p] + k - off[q]) % k;
            }
        }
        out
    }
}

fn check_orbits(def: &PuzzleDef) -> Result<()> {
    if def.orbits.is_empty() || def.faces.is_empty() {
        return Err(bad("needs at least one orbit and one face".into()));
    }
    for o in &def.orbits {
        if o.pieces == 0 || o.pieces > 20 || o.twists == 0 {
            return Err(bad(format!(
                "orbit {}: 1 to 20 pieces and at least one twist",
                o.name
            )));
        }
    }
    for f in &def.faces {
        if f.step.len() != def.orbits.len() || f.order < 2 {
            return Err(bad(format!(
                "face {}: one step per orbit and order at least 2",
                f.letter
            )));
        }
        for (m, o) in f.step.iter().zip(&def.orbits) {
            if m.from.len() != o.pieces || m.twist.len() != o.pieces {
                return Err(bad(format!(
                    "face {}: orbit {} has {} positions",
                    f.letter, o.name, o.pieces
                )));
            }
        }
    }
    Ok(())
}

impl Puzzle for DefPuzzle {
    type State = Vec<u8>;

    fn name(&self) -> &str {
        &self.def.name
    }

    fn turns(&self) -> &[Turn] {
        &self.turns
    }

    fn apply(&self, s: &Vec<u8>, t: usize) -> Vec<u8> {
        self.compose(s, &self.turn_states[t])
    }

    fn solved_states(&self) -> Vec<Vec<u8>> {
        let mut all = vec![self.identity()];
        all.extend(self.def.other_solved.iter().cloned());
        all
    }

    fn is_solved(&self, s: &Vec<u8>) -> bool {
        *s == self.identity() || self.def.other_solved.contains(s)
    }

    fn symmetries(&self) -> usize {
        1 + self.def.symmetries.len()
    }

    fn symmetry(&self, s: &Vec<u8>, k: usize) -> Vec<u8> {
        match k {
            0 => s.clone(),
            k => self.apply_symmetry(s, &self.def.symmetries[k - 1]),
        }
    }

    fn conjugate_turn(&self, k: usize, _s: &Vec<u8>, t: usize) -> usize {
        self.conj[k][t]
    }

    fn colour_renaming(&self, k: usize) -> Option<Vec<u8>> {
        k.checked_sub(1)
            .and_then(|k| self.def.symmetries[k].colours.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3-cycle of three twisting pieces with one face; a swap symmetry.
    fn tiny() -> PuzzleDef {
        PuzzleDef {
            name: "tiny".into(),
            orbits: vec![OrbitDef {
                name: "p".into(),
                pieces: 3,
                twists: 2,
            }],
            faces: vec![FaceDef {
                letter: 'A',
                axis: 0,
                order: 3,
                step: vec![OrbitMove {
                    from: vec![2, 0, 1],
                    twist: vec![0, 0, 0],
                }],
            }],
            symmetries: vec![],
            other_solved: vec![],
        }
    }

    #[test]
    fn powers_and_json_round_trip() {
        let p = DefPuzzle::new(tiny()).unwrap();
        let names: Vec<&str> = p.turns().iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["A", "A'"]);
        let s = p.apply(&p.identity(), 0);
        assert_eq!(s, [2, 0, 1, 0, 0, 0]);
        assert!(p.is_solved(&p.apply(&s, 1)));
        let again = PuzzleDef::from_json(&p.def().to_json()).unwrap();
        assert_eq!(again.def(), p.def());
    }

    #[test]
    fn bad_definitions_are_errors() {
        let mut wrong_order = tiny();
        wrong_order.faces[0].order = 4;
        let mut not_perm = tiny();
        not_perm.faces[0].step[0].from = vec![0, 0, 1];
        let mut short = tiny();
        short.faces[0].step[0].twist = vec![0];
        for (def, words) in [
            (wrong_order, "order"),
            (not_perm, "permutation"),
            (short, "positions"),
        ] {
            let e = DefPuzzle::new(def).unwrap_err().to_string();
            assert!(e.contains(words) && !e.contains('\n'), "{e}");
        }
        assert!(PuzzleDef::from_json("{\"name\": 3}").is_err());
        assert!(PuzzleDef::from_json("").is_err());
    }
}
