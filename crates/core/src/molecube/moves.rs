//! The 18 face turns of the half-turn metric (12 quarter turns in the quarter-turn metric),
//! as permutations of the 27 cells, and the standard notation `U D F B L R` with `'` and `2`.
//!
//! A turn is clockwise as seen looking at that face from outside: a rotation by -90 degrees
//! about the face's outward normal `n`, which takes the centred position `v` to
//! `n (n.v) - n x v` (Rodrigues' formula at -90 degrees).

use std::fmt;

use crate::error::{Error, Result};
use crate::geometry::layout3::{CELLS, FACE_MASKS};

/// Face letters in face order (0 left, 1 right, 2 front, 3 back, 4 down, 5 up).
pub const FACE_LETTERS: [char; 6] = ['L', 'R', 'F', 'B', 'D', 'U'];

/// A face turn: `face` (0..6) and `quarters` (1 clockwise, 2 half, 3 anticlockwise).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Move {
    /// The face turned (0..6, face order).
    pub face: u8,
    /// Quarter turns clockwise: 1, 2 or 3.
    pub quarters: u8,
}

/// The distance measure: which turns count as one move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// Half-turn metric: quarter and half turns (18 moves).
    Htm,
    /// Quarter-turn metric: quarter turns only (12 moves).
    Qtm,
}

impl Metric {
    /// The moves of this metric, in a fixed order (face-major, then quarters 1, 2, 3).
    pub fn moves(self) -> Vec<Move> {
        let quarters: &[u8] = match self {
            Metric::Htm => &[1, 2, 3],
            Metric::Qtm => &[1, 3],
        };
        (0..6u8)
            .flat_map(|face| quarters.iter().map(move |&q| Move { face, quarters: q }))
            .collect()
    }

    /// `htm` or `qtm`.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Htm => "htm",
            Metric::Qtm => "qtm",
        }
    }
}

impl Move {
    /// The turn undoing this one.
    pub fn inverse(self) -> Move {
        Move {
            face: self.face,
            quarters: (4 - self.quarters) % 4,
        }
    }

    /// The cell permutation: the ball at cell `i` goes to cell `perm[i]`.
    pub fn cell_perm(self) -> [u8; CELLS] {
        let quarter = quarter_turn(self.face as usize);
        let mut perm: [u8; CELLS] = std::array::from_fn(|i| i as u8);
        for _ in 0..self.quarters {
            perm = perm.map(|c| quarter[c as usize]);
        }
        perm
    }
}

/// The outward normal of face `f`.
fn normal(f: usize) -> [i32; 3] {
    let mut n = [0; 3];
    n[f / 2] = if f.is_multiple_of(2) { -1 } else { 1 };
    n
}

/// One clockwise quarter turn of face `f` as a cell permutation.
fn quarter_turn(f: usize) -> [u8; CELLS] {
    let n = normal(f);
    std::array::from_fn(|cell| {
        if FACE_MASKS[cell] >> f & 1 == 0 {
            return cell as u8;
        }
        let v = [cell as i32 % 3 - 1, cell as i32 / 3 % 3 - 1, cell as i32 / 9 - 1];
        let dot = n[0] * v[0] + n[1] * v[1] + n[2] * v[2];
        let cross = [
            n[1] * v[2] - n[2] * v[1],
            n[2] * v[0] - n[0] * v[2],
            n[0] * v[1] - n[1] * v[0],
        ];
        let w: Vec<i32> = (0..3).map(|k| n[k] * dot - cross[k] + 1).collect();
        (w[0] + 3 * w[1] + 9 * w[2]) as u8
    })
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let suffix = match self.quarters {
            1 => "",
            2 => "2",
            _ => "'",
        };
        write!(f, "{}{suffix}", FACE_LETTERS[self.face as usize])
    }
}

/// A move sequence in standard notation, separated by spaces.
pub fn format_moves(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}

/// Parses `R U2 F' ...` (turns separated by white space; `X2'` is read as `X2`).
pub fn parse_moves(text: &str) -> Result<Vec<Move>> {
    text.split_whitespace().map(parse_move).collect()
}

fn parse_move(token: &str) -> Result<Move> {
    let bad = || {
        Error::input(
            "scramble",
            format!("`{token}` is not a face turn (U D F B L R, optionally followed by ' or 2)"),
        )
    };
    let mut chars = token.chars();
    let letter = chars.next().ok_or_else(bad)?;
    let face = FACE_LETTERS.iter().position(|&c| c == letter).ok_or_else(bad)? as u8;
    let quarters = match chars.as_str() {
        "" => 1,
        "2" | "2'" => 2,
        "'" => 3,
        _ => return Err(bad()),
    };
    Ok(Move { face, quarters })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_turn_takes_back_to_right() {
        // Clockwise seen from above: back edge (1,2,2) goes to the right edge (2,1,2).
        let u = Move { face: 5, quarters: 1 }.cell_perm();
        assert_eq!(u[1 + 6 + 18], 2 + 3 + 18);
        // Right face, clockwise seen from the right: up edge (2,1,2) goes to the back (2,2,1).
        let r = Move { face: 1, quarters: 1 }.cell_perm();
        assert_eq!(r[2 + 3 + 18], 2 + 6 + 9);
        // Front, clockwise seen from the front: up edge (1,0,2) goes to the right (2,0,1).
        let f = Move { face: 2, quarters: 1 }.cell_perm();
        assert_eq!(f[1 + 18], 2 + 9);
    }

    #[test]
    fn four_quarters_are_the_identity_and_inverses_undo() {
        for m in Metric::Htm.moves() {
            let p = m.cell_perm();
            let q = m.inverse().cell_perm();
            for i in 0..CELLS {
                assert_eq!(q[p[i] as usize] as usize, i, "{m}");
            }
        }
        let id: [u8; CELLS] = std::array::from_fn(|i| i as u8);
        let q = Move { face: 3, quarters: 1 }.cell_perm();
        let mut p = id;
        for _ in 0..4 {
            p = p.map(|c| q[c as usize]);
        }
        assert_eq!(p, id);
        assert_ne!(q, id);
    }

    #[test]
    fn notation_round_trips_and_rejects_junk() {
        let all = Metric::Htm.moves();
        assert_eq!(parse_moves(&format_moves(&all)).unwrap(), all);
        assert_eq!(Metric::Qtm.moves().len(), 12);
        for bad in ["X", "R3", "r", "U''"] {
            let e = parse_moves(bad).unwrap_err().to_string();
            assert!(e.contains(bad), "{e}");
        }
    }
}
