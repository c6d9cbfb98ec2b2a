//! The pocket cube's text format: 24 sticker letters.
//!
//! The six faces in the order U R F D L B, each read row by row, left to right, as seen
//! from outside in the usual net: U with B at the top, D with F at the top, the side faces
//! with U at the top. Each letter names the face whose colour the sticker has
//! (`U R F D L B`). White space anywhere is ignored, so `UUUU RRRR FFFF DDDD LLLL BBBB`
//! is the solved cube. The cube may be read in any orientation: it is turned as a whole
//! so that the piece coloured D, B, L sits at down-back-left untwisted.
//!
//! Bad input gets a one-line error: wrong length, a letter that is no face, a colour that
//! does not appear four times, a corner showing colours no piece has, a piece twice, or
//! twisted corners.

use super::geometry::{Cubies, FACE_LETTERS};
use super::{PocketCube, State};
use crate::{Error, Result};

const WHAT: &str = "2x2x2 position";

/// Reads a position (see the module header).
pub fn parse(cube: &PocketCube, text: &str) -> Result<State> {
    let letters: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.len() != 24 {
        return Err(Error::input(
            WHAT,
            format!(
                "expected 24 sticker letters (U R F D L B), found {}",
                letters.len()
            ),
        ));
    }
    let mut f = [0u8; 24];
    for (i, &c) in letters.iter().enumerate() {
        f[i] = FACE_LETTERS.iter().position(|&l| l == c).ok_or_else(|| {
            Error::input(
                WHAT,
                format!("sticker {} is {c:?}, not a face letter (U R F D L B)", i + 1),
            )
        })? as u8;
    }
    for (colour, &letter) in FACE_LETTERS.iter().enumerate() {
        let n = f.iter().filter(|&&c| c as usize == colour).count();
        if n != 4 {
            return Err(Error::input(WHAT, format!("{letter} appears {n} times, not 4")));
        }
    }
    let pieces = Cubies::from_facelets(&f, cube.slots()).map_err(|e| Error::input(WHAT, e))?;
    Ok(State::from_cubies(&cube.hold_right(&pieces)))
}

/// The 24 letters of a position, with no spaces.
pub fn format(cube: &PocketCube, s: State) -> String {
    s.cubies()
        .facelets(cube.slots())
        .iter()
        .map(|&c| FACE_LETTERS[c as usize])
        .collect()
}
