//! The 2x2x2 pocket cube as sticker data: the 24 stickers in the order of its text format
//! and the quarter turns of U, R and F as sticker permutations, written out by hand. The
//! solver (`cubelab-twisty`) derives its turns from the cube's geometry; this is what the
//! independent checker re-applies a `twisty solve` solution with (a test in the twisty
//! crate holds the two equal).
//!
//! Stickers: faces U R F D L B, each read row by row as seen from outside in the usual net
//! (U with B at the top, D with F at the top, side faces with U at the top); sticker
//! `4 face + 2 row + column`. A position is 24 face letters (white space ignored), each
//! naming the face whose colour that sticker shows: solved is `UUUU RRRR FFFF DDDD LLLL
//! BBBB`. The D-B-L corner never moves under U, R, F.

use crate::error::{Error, Result};

/// Face letters in sticker order; also the colours.
pub const FACE_LETTERS: [char; 6] = ['U', 'R', 'F', 'D', 'L', 'B'];

/// Clockwise quarter turns (seen from outside the face) as 4-cycles of stickers: the sticker
/// at `a` goes to `b`, `b` to `c`, `c` to `d`, `d` to `a`.
const QUARTER_TURNS: [(char, [[u8; 4]; 3]); 3] = [
    ('U', [[0, 1, 3, 2], [8, 16, 20, 4], [9, 17, 21, 5]]),
    ('R', [[4, 5, 7, 6], [9, 1, 22, 13], [11, 3, 20, 15]]),
    ('F', [[8, 9, 11, 10], [3, 6, 12, 17], [2, 4, 13, 19]]),
];

/// A face turn: `face` one of `U R F`, `quarters` clockwise (1, 2 or 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The face letter.
    pub face: char,
    /// Quarter turns clockwise: 1, 2 or 3 (`X`, `X2`, `X'`).
    pub quarters: u8,
}

/// Where each sticker goes under one clockwise quarter turn of `face` (`U`, `R` or `F`).
pub fn quarter_turn(face: char) -> Option<[u8; 24]> {
    let (_, cycles) = QUARTER_TURNS.iter().find(|(f, _)| *f == face)?;
    let mut to: [u8; 24] = std::array::from_fn(|i| i as u8);
    for c in cycles {
        for k in 0..4 {
            to[c[k] as usize] = c[(k + 1) % 4];
        }
    }
    Some(to)
}

/// Reads turns `U R F` with `'` or `2`, separated by white space.
pub fn parse_turns(text: &str) -> Result<Vec<Turn>> {
    text.split_whitespace()
        .map(|token| {
            let bad = || {
                Error::input(
                    "turns",
                    format!("`{token}` is not a 2x2x2 turn (U R F, then ' or 2)"),
                )
            };
            let mut chars = token.chars();
            let face = chars.next().filter(|c| "URF".contains(*c)).ok_or_else(bad)?;
            let quarters = match chars.as_str() {
                "" => 1,
                "2" => 2,
                "'" => 3,
                _ => return Err(bad()),
            };
            Ok(Turn { face, quarters })
        })
        .collect()
}

/// Reads 24 face letters (white space ignored), each colour four times.
pub fn parse_stickers(text: &str) -> Result<[u8; 24]> {
    let at = "2x2x2 position";
    let letters: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.len() != 24 {
        return Err(Error::input(
            at,
            format!("{} sticker letters, not 24", letters.len()),
        ));
    }
    let mut out = [0u8; 24];
    for (slot, c) in out.iter_mut().zip(&letters) {
        *slot = FACE_LETTERS
            .iter()
            .position(|l| l == c)
            .ok_or_else(|| Error::input(at, format!("`{c}` is not a face letter (U R F D L B)")))?
            as u8;
    }
    for (colour, letter) in FACE_LETTERS.iter().enumerate() {
        if out.iter().filter(|&&c| c as usize == colour).count() != 4 {
            return Err(Error::input(at, format!("{letter} is not on exactly 4 stickers")));
        }
    }
    Ok(out)
}

/// The position after `turns`.
pub fn apply(stickers: &[u8; 24], turns: &[Turn]) -> [u8; 24] {
    let mut s = *stickers;
    for t in turns {
        let to = quarter_turn(t.face).expect("parsed turns are U, R or F");
        for _ in 0..t.quarters {
            let mut next = [0u8; 24];
            for (i, &c) in s.iter().enumerate() {
                next[to[i] as usize] = c;
            }
            s = next;
        }
    }
    s
}

/// Whether every face shows one colour.
pub fn is_solved(stickers: &[u8; 24]) -> bool {
    stickers.chunks(4).all(|face| face.iter().all(|&c| c == face[0]))
}

/// The 24 letters, no spaces.
pub fn format(stickers: &[u8; 24]) -> String {
    stickers.iter().map(|&c| FACE_LETTERS[c as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_quarter_turns_are_none_and_u_moves_the_top_row() {
        let solved = parse_stickers("UUUU RRRR FFFF DDDD LLLL BBBB").unwrap();
        assert!(is_solved(&solved));
        let u = parse_turns("U").unwrap();
        assert_eq!(format(&apply(&solved, &u)), "UUUUBBRRRRFFDDDDFFLLLLBB");
        for face in ["U", "R", "F"] {
            let four = parse_turns(&[face; 4].join(" ")).unwrap();
            let scrambled = apply(&solved, &parse_turns("R U F' R2").unwrap());
            assert_eq!(apply(&scrambled, &four), scrambled);
            let there = apply(&scrambled, &parse_turns(&format!("{face}2 {face}")).unwrap());
            assert_eq!(apply(&there, &parse_turns(face).unwrap()), scrambled);
        }
        assert!(parse_turns("D").is_err() && parse_turns("U3").is_err());
        assert!(parse_stickers("UUUU").is_err() && parse_stickers(&"U".repeat(24)).is_err());
    }
}
