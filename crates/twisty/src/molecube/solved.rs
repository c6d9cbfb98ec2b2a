//! The solved states with the centres fixed, two independent ways.
//!
//! 1. [`from_static`]: the static puzzle's 40 partitions into colour classes
//!    ([`crate::colour::nine::exact`]), named by the mechanism: the class holding the core
//!    is `K`, the class holding the centre of face `f` is `C_f`, and the two classes left
//!    are `E1`, `E2` in either order (40 x 2 = 80).
//! 2. [`by_search`]: a backtracking search over the twisty puzzle's own positions (corner
//!    and edge colours from the mechanism's colour multiset, each face checked for repeats),
//!    which knows nothing of partitions.

use std::collections::BTreeSet;

use super::{centre_colour, Cube, CENTRE_CELLS, CORE, CORNER_CELLS, E1, E2, EDGE_CELLS, K};
use crate::colour::nine::{exact, CELLS, FACE_MASKS};
use crate::error::{Error, Result};

/// Solved states from the static puzzle's solutions, sorted.
pub fn from_static() -> Vec<Cube> {
    let mut out = BTreeSet::new();
    for partition in exact::all_partitions() {
        let mut name = [u8::MAX; 9];
        name[partition[CORE] as usize] = K;
        for (f, &cell) in CENTRE_CELLS.iter().enumerate() {
            name[partition[cell] as usize] = centre_colour(f);
        }
        let free: Vec<usize> = (0..9).filter(|&c| name[c] == u8::MAX).collect();
        for (a, b) in [(E1, E2), (E2, E1)] {
            let mut n = name;
            n[free[0]] = a;
            n[free[1]] = b;
            out.insert(Cube(partition.map(|c| n[c as usize])));
        }
    }
    out.into_iter().collect()
}

/// Solved states by a search over positions: corners first, then edges, each ball given a
/// colour still in stock that no other ball on any of its faces shows. Sorted.
pub fn by_search() -> Vec<Cube> {
    let mut stock = [0u8; 9];
    stock[K as usize] = 2;
    for f in 0..6 {
        stock[centre_colour(f) as usize] = 1;
    }
    let mut cube = Cube::from_pieces(&[u8::MAX; 8], &[u8::MAX; 12]);
    let cells: Vec<usize> = CORNER_CELLS.iter().chain(&EDGE_CELLS).copied().collect();
    let mut out = Vec::new();
    place(&cells, &mut stock, &mut cube, &mut out);
    // Edges get their own stock once the corners are placed: see `place`.
    out.sort_unstable();
    out
}

fn place(cells: &[usize], stock: &mut [u8; 9], cube: &mut Cube, out: &mut Vec<Cube>) {
    let Some((&cell, rest)) = cells.split_first() else {
        out.push(*cube);
        return;
    };
    if rest.len() == 11 {
        // All corners placed: the edges carry one of each C colour and three of E1, E2.
        *stock = [0, 1, 1, 1, 1, 1, 1, 3, 3];
    }
    for colour in 0..9u8 {
        if stock[colour as usize] == 0 || clashes(cube, cell, colour) {
            continue;
        }
        stock[colour as usize] -= 1;
        cube.0[cell] = colour;
        place(rest, stock, cube, out);
        cube.0[cell] = u8::MAX;
        stock[colour as usize] += 1;
    }
    if rest.len() == 11 {
        *stock = [0; 9];
    }
}

/// True when `colour` already shows on a face of `cell`.
fn clashes(cube: &Cube, cell: usize, colour: u8) -> bool {
    (0..CELLS)
        .any(|other| other != cell && cube.0[other] == colour && FACE_MASKS[other] & FACE_MASKS[cell] != 0)
}

/// The solved states, sorted, given only when both ways ([`from_static`], [`by_search`])
/// find the same ones; [`Error::Disagreement`] otherwise.
pub fn checked() -> Result<Vec<Cube>> {
    let (from_static, by_search) = (from_static(), by_search());
    if from_static != by_search {
        return Err(Error::disagreement(format!(
            "the static puzzle gives {} solved states, the search over positions {}",
            from_static.len(),
            by_search.len()
        )));
    }
    Ok(from_static)
}

/// The documented reference solved state (the least of the 80 in cell-string order); the
/// turns of a `--scramble` are applied to it.
pub fn reference() -> Cube {
    from_static()[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eighty_solved_states_both_ways() {
        let a = from_static();
        assert_eq!(a.len(), 80);
        assert!(a.iter().all(Cube::is_solved));
        assert_eq!(a, by_search());
        assert_eq!(checked().unwrap(), a);
    }
}
