//! Reading and writing positions: the 27-character cell string and the face-by-face form.
//!
//! * **Cell string**: one character per cell in the order `x + 3y + 9z` of the static
//!   `nine-colour` commands (the hidden core, cell 13, included), any nine distinct
//!   characters, three of each.
//! * **Faces**: `U:abcdefghi F:... R:... B:... L:... D:...` (any order, `:` or `=`), each
//!   face's nine balls row by row from the top as seen from outside the cube: the side faces
//!   with the up face on top, up seen from above with the back edge on top, down seen from
//!   below with the front edge on top (the orientation of `nine-colour`'s face pictures).
//!   The core is hidden; its colour is the one seen on only two balls.
//!
//! Whatever characters the user types, the position is renamed into the canonical labelling
//! of [`super`] (core `K`, centre colours `C_f`, edge-only colours `E1`, `E2` by first
//! appearance in cell order); [`Labelled::names`] maps back for output.

use super::moves::FACE_LETTERS;
use super::{centre_colour, Cube, CENTRE_CELLS, CORE, E1, E2, K};
use crate::error::{Error, Result};
use crate::geometry::layout3::{face_view, CELLS, FACE_MASKS};

/// A position in canonical colours and the user's character for each canonical colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    /// The position in canonical colours.
    pub cube: Cube,
    /// The user's character for each canonical colour.
    pub names: [char; 9],
}

impl Labelled {
    /// The cell string of a cube in these names.
    pub fn write(&self, cube: &Cube) -> String {
        cube.0.iter().map(|&k| self.names[k as usize]).collect()
    }
}

/// Face names in face order, as used in messages.
const FACE_WORDS: [&str; 6] = ["left", "right", "front", "back", "down", "up"];

/// A ball's name in the puzzle's terms: `up-front-left corner`, `front-right edge`, ...
pub fn piece_name(cell: usize) -> String {
    if cell == CORE {
        return "hidden core".into();
    }
    let faces: Vec<&str> = [5, 4, 2, 3, 1, 0]
        .iter()
        .filter(|&&f| FACE_MASKS[cell] >> f & 1 == 1)
        .map(|&f| FACE_WORDS[f])
        .collect();
    let kind = match faces.len() {
        3 => "corner",
        2 => "edge",
        _ => "centre",
    };
    format!("{} {kind}", faces.join("-"))
}

/// What a position is, as errors say it.
pub const SHAPE: &str =
    "a position is 27 characters (one per cell, the core included) or six faces `U:... F:...`";

/// Reads either form (see the module comment). Any character that is not whitespace names a
/// colour, `:` and `=` included: 27 of them are a cell string; otherwise a `:` or `=` makes it
/// the face form (whose text is never 27 characters).
pub fn parse_state(text: &str, at: &str) -> Result<Labelled> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if cells.len() != CELLS && cells.iter().any(|&c| c == ':' || c == '=') {
        let cells = parse_faces(text, at)?;
        return from_cells(&cells, at);
    }
    if cells.len() != CELLS {
        return Err(Error::input(
            at,
            format!("{SHAPE}; got {} characters", cells.len()),
        ));
    }
    from_cells(&cells, at)
}

/// Reads a text holding one position in either form, or several cell strings one a line
/// (blank lines and comments skipped: lines starting with `#` but for a 27-character cell
/// string with no space in it; a leading byte-order mark dropped): what `cubelab molecube solve` reads from its argument, a file or stdin. `at`
/// names the source in errors (`at:LINE` when there are several lines). The face form may
/// spread over several lines: lines that are not 27-character cell strings, with a `:` or
/// `=` among them, are read together as one position of faces.
pub fn parse_positions(text: &str, at: &str) -> Result<Vec<Labelled>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let cell_string = |l: &str| l.chars().filter(|c| !c.is_whitespace()).count() == CELLS;
    // `#` is a colour too: a line of 27 characters with no space among them is a position.
    let comment = |l: &str| l.starts_with('#') && (!cell_string(l) || l.contains(char::is_whitespace));
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !comment(l.trim()))
        .collect();
    if lines.is_empty() {
        return Err(Error::input(at, "no position given"));
    }
    let faces = lines.iter().any(|(_, l)| l.contains(':') || l.contains('='));
    if faces && !lines.iter().all(|(_, l)| cell_string(l)) {
        let joined: Vec<&str> = lines.iter().map(|(_, l)| *l).collect();
        return Ok(vec![parse_state(&joined.join("\n"), at)?]);
    }
    lines
        .iter()
        .map(|(i, l)| match lines.len() {
            1 => parse_state(l, at),
            _ => parse_state(l, &format!("{at}:{}", i + 1)),
        })
        .collect()
}

/// The 27 cells from the six faces, the core's colour inferred.
fn parse_faces(text: &str, at: &str) -> Result<Vec<char>> {
    let faces = split_faces(text, at)?;
    let mut cells = cells_of_faces(&faces, at)?;
    cells[CORE] = Some(core_colour(&cells, at)?);
    Ok(cells.into_iter().map(|c| c.expect("every cell set")).collect())
}

/// The balls of each face, in reading order: `U:` (or `U=`) opens the up face, and so on.
fn split_faces(text: &str, at: &str) -> Result<[Vec<char>; 6]> {
    let mut faces: [Option<Vec<char>>; 6] = Default::default();
    let mut current: Option<usize> = None;
    let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
    while let Some(c) = chars.next() {
        let opens = FACE_LETTERS.iter().position(|&l| l == c);
        if let (Some(f), Some(':' | '=')) = (opens, chars.peek()) {
            chars.next();
            if faces[f].replace(Vec::new()).is_some() {
                let twice = format!("the {} face is given twice", FACE_WORDS[f]);
                return Err(Error::input(at, twice));
            }
            current = Some(f);
            continue;
        }
        let Some(f) = current else {
            let start = "face input starts with a face letter and `:` (U: F: R: B: L: D:)";
            return Err(Error::input(at, start));
        };
        faces[f].as_mut().expect("face opened").push(c);
    }
    let mut complete: [Vec<char>; 6] = Default::default();
    for (f, face) in faces.into_iter().enumerate() {
        let missing = || format!("the {} face ({}:) is missing", FACE_WORDS[f], FACE_LETTERS[f]);
        complete[f] = face.ok_or_else(|| Error::input(at, missing()))?;
        if complete[f].len() != 9 {
            let size = format!(
                "the {} face has {} balls, not 9",
                FACE_WORDS[f],
                complete[f].len()
            );
            return Err(Error::input(at, size));
        }
    }
    Ok(complete)
}

/// The cells the faces show (the core, seen on none, left `None`); a ball seen on two or
/// three faces must show one colour on all of them.
fn cells_of_faces(faces: &[Vec<char>; 6], at: &str) -> Result<Vec<Option<char>>> {
    let mut cells: Vec<Option<(char, usize)>> = vec![None; CELLS];
    for (f, face) in faces.iter().enumerate() {
        for (&cell, &c) in face_view(f).iter().flatten().zip(face) {
            match cells[cell] {
                Some((prev, g)) if prev != c => {
                    let clash = format!(
                        "the {} shows `{prev}` on the {} face but `{c}` on the {} face (a ball has one colour)",
                        piece_name(cell),
                        FACE_WORDS[g],
                        FACE_WORDS[f]
                    );
                    return Err(Error::input(at, clash));
                }
                _ => cells[cell] = Some((c, f)),
            }
        }
    }
    Ok(cells.into_iter().map(|c| c.map(|(c, _)| c)).collect())
}

/// The core's colour: the one colour seen on only two balls (every colour is on three).
fn core_colour(cells: &[Option<char>], at: &str) -> Result<char> {
    let visible: Vec<char> = cells.iter().flatten().copied().collect();
    let counts = colour_counts(&visible);
    let twos: Vec<char> = counts.iter().filter(|(_, n)| *n == 2).map(|(c, _)| *c).collect();
    match twos.as_slice() {
        [c] => Ok(*c),
        _ => {
            check_counts(&visible, at, true)?;
            let core = "exactly one colour must show on only two balls (the core's colour)";
            Err(Error::input(at, core))
        }
    }
}

/// How many balls show each colour, in order of first appearance.
fn colour_counts(cells: &[char]) -> Vec<(char, usize)> {
    let mut counts: Vec<(char, usize)> = Vec::new();
    for &c in cells {
        match counts.iter_mut().find(|(d, _)| *d == c) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    counts
}

/// Each colour on exactly 3 balls (2 visible ones for the core's colour when `visible`).
fn check_counts(cells: &[char], at: &str, visible: bool) -> Result<()> {
    let counts = colour_counts(cells);
    for &(c, n) in &counts {
        if n > 3 {
            return Err(Error::input(
                at,
                format!("colour `{c}` is on {n} balls; each of the nine colours is on exactly 3"),
            ));
        }
    }
    if counts.len() > 9 {
        return Err(Error::input(
            at,
            format!("{} different colours; the puzzle has 9", counts.len()),
        ));
    }
    if counts.len() < 9 {
        return Err(Error::input(
            at,
            format!("only {} different colours; the puzzle has 9", counts.len()),
        ));
    }
    if !visible {
        if let Some(&(c, n)) = counts.iter().find(|(_, n)| *n != 3) {
            return Err(Error::input(
                at,
                format!("colour `{c}` is on {n} balls; each of the nine colours is on exactly 3"),
            ));
        }
    }
    Ok(())
}

/// Checks the colour scheme and renames into canonical colours. Every character is an
/// ordinary colour name: a canonical colour not yet named is `None`, not a marker character
/// a user might type.
fn from_cells(cells: &[char], at: &str) -> Result<Labelled> {
    check_counts(cells, at, false)?;
    let mut names: [Option<char>; 9] = [None; 9];
    let core = cells[CORE];
    names[K as usize] = Some(core);
    for (f, &cell) in CENTRE_CELLS.iter().enumerate() {
        let c = cells[cell];
        if let Some(k) = names.iter().position(|&n| n == Some(c)) {
            let whose = if k == K as usize {
                "the hidden core".to_string()
            } else {
                // Only the core and centres are named yet: colour k is face k - 1's centre.
                format!("the {} centre", FACE_WORDS[k - 1])
            };
            return Err(Error::input(
                at,
                format!(
                    "the {} centre and {whose} are both `{c}`; centres and core carry different colours",
                    FACE_WORDS[f]
                ),
            ));
        }
        names[centre_colour(f) as usize] = Some(c);
    }
    // Nine colours of three balls each (checked above), seven named: the two left are the
    // edge-only colours, in order of first appearance.
    let mut free = cells.iter().copied().filter(|c| !names.contains(&Some(*c)));
    let e1 = free.next();
    let e2 = free.find(|&c| Some(c) != e1);
    names[E1 as usize] = e1;
    names[E2 as usize] = e2;
    let mut named = ['\0'; 9];
    for (k, n) in names.iter().enumerate() {
        named[k] = n.ok_or_else(|| Error::input(at, "the puzzle has 9 colours"))?;
    }
    let mut colours = [0u8; CELLS];
    for (cell, &c) in colours.iter_mut().zip(cells) {
        let k = named.iter().position(|&n| n == c);
        *cell = k.ok_or_else(|| Error::input(at, "the puzzle has 9 colours"))? as u8;
    }
    check_scheme(&colours, &named, at)?;
    Ok(Labelled {
        cube: Cube(colours),
        names: named,
    })
}

/// Where each colour may sit: `K` on two corners, `C_f` on one corner and one edge,
/// `E1`, `E2` on three edges each.
fn check_scheme(colours: &[u8], names: &[char; 9], at: &str) -> Result<()> {
    for k in 0..9u8 {
        let on = |kind: u32| {
            (0..CELLS)
                .filter(|&c| c != CORE && !CENTRE_CELLS.contains(&c))
                .filter(|&c| colours[c] == k && FACE_MASKS[c].count_ones() == kind)
                .collect::<Vec<_>>()
        };
        let (corners, edges) = (on(3), on(2));
        let (want_corners, role) = match k {
            K => (2, "the core's colour belongs on two corners"),
            E1 | E2 => (
                0,
                "a colour on no centre and not the core's belongs on three edges",
            ),
            _ => (1, "a centre's colour belongs on one corner and one edge"),
        };
        if corners.len() != want_corners {
            let cell = if corners.len() > want_corners {
                corners[want_corners]
            } else {
                edges[0]
            };
            return Err(Error::input(
                at,
                format!(
                    "the {} cannot carry `{}`: {role}",
                    piece_name(cell),
                    names[k as usize]
                ),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solved position (the first of `cubelab molecube solved`).
    const SOLVED: &str = "021457386638102745574863210";

    /// `SOLVED` with its colour `from` written `to`.
    fn renamed(from: char, to: char) -> String {
        SOLVED.chars().map(|c| if c == from { to } else { c }).collect()
    }

    /// Issue 68: `?` was the marker of a colour not yet named, so a colour written `?`
    /// panicked ("nine colours") or, on a centre, was refused as the same centre twice.
    /// Every printable character is an ordinary colour name, the face form's `:` and `=`
    /// included in a cell string, and `#` (a line of 27 characters with no space is a
    /// position, not a comment).
    #[test]
    fn any_character_names_a_colour() {
        let good = parse_state(SOLVED, "x").unwrap();
        for from in ['0', '1', '2', '3', '4', '5', '6', '7', '8'] {
            for to in ['?', ':', '=', '#', '\0', 'é', '\u{1b}'] {
                let text = renamed(from, to);
                let p = parse_state(&text, "x").unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(p.cube, good.cube, "{text}");
                assert_eq!(p.write(&p.cube), text);
                assert_eq!(parse_positions(&text, "x").unwrap(), vec![p]);
            }
        }
    }

    /// Issue 68: a file starting with a byte-order mark, and a comment holding a colon (which
    /// switched the whole text to the face parser), are read.
    #[test]
    fn a_bom_and_comments_with_colons_are_read() {
        let p = parse_state(SOLVED, "x").unwrap();
        let text = format!("\u{feff}# note: solved\n{SOLVED}\n  # another: one = two\n{SOLVED}\n");
        assert_eq!(parse_positions(&text, "f").unwrap(), vec![p.clone(), p.clone()]);
        assert_eq!(parse_state(&format!("\u{feff}{SOLVED}"), "x").unwrap(), p);
        let faces = "U:000000000 D:111111111 F:222222222 B:333333333 L:444444444 R:555555555";
        let e = parse_positions(&format!("# note: faces\n{faces}\n"), "f").unwrap_err();
        assert!(!e.to_string().contains("starts with a face letter"), "{e}");
    }

    /// Random strings of the characters users type never panic.
    #[test]
    fn typed_characters_never_panic() {
        let alphabet: Vec<char> = "012345678?:=#U FRBLD\n\u{feff}xé".chars().collect();
        let mut state = 1u64;
        for _ in 0..20_000 {
            let len = (state >> 33) as usize % 80;
            let text: String = (0..len)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    alphabet[(state >> 33) as usize % alphabet.len()]
                })
                .collect();
            let _ = parse_positions(&text, "x");
            let _ = parse_state(&text, "x");
        }
    }
}
