//! The Molecube as data: its cells, pieces and colour scheme, its face turns and its
//! notation. The solver and census live in `cubelab-twisty`; this data sits in the core so
//! that the independent checker can re-apply a solution without depending on any solver.
//!
//! Cells are indexed `x + 3y + 9z` ([`crate::geometry::layout3`]); faces 0 left (x=0),
//! 1 right (x=2), 2 front (y=0), 3 back (y=2), 4 down (z=0), 5 up (z=2).

pub mod moves;
pub mod notation;

use crate::geometry::layout3::{face_cells, CELLS, FACE_MASKS};

/// The core's colour.
pub const K: u8 = 0;
/// The first edge-only colour.
pub const E1: u8 = 7;
/// The second edge-only colour.
pub const E2: u8 = 8;
/// Number of colours.
pub const COLOURS: usize = 9;

/// The colour of the centre of face `f` (0..6).
pub const fn centre_colour(f: usize) -> u8 {
    1 + f as u8
}

/// Cells on exactly `k` faces, in cell order.
const fn cells_on(k: u32) -> [usize; 12] {
    let mut out = [usize::MAX; 12];
    let (mut cell, mut n) = (0, 0);
    while cell < CELLS {
        if FACE_MASKS[cell].count_ones() == k {
            out[n] = cell;
            n += 1;
        }
        cell += 1;
    }
    out
}

/// The 8 corner cells, in cell order; corner positions are indices into these.
pub const CORNER_CELLS: [usize; 8] = {
    let all = cells_on(3);
    [all[0], all[1], all[2], all[3], all[4], all[5], all[6], all[7]]
};
/// The 12 edge cells, in cell order.
pub const EDGE_CELLS: [usize; 12] = cells_on(2);
/// The centre cell of each face, in face order.
pub const CENTRE_CELLS: [usize; 6] = [12, 14, 10, 16, 4, 22];
/// The hidden core.
pub const CORE: usize = 13;

/// A position of the twisty puzzle: the colour of each cell in the canonical labelling.
/// Centres and core always hold their own colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cube(pub [u8; CELLS]);

impl Cube {
    /// Builds a cube from corner and edge colours (centres and core are implied).
    pub fn from_pieces(corners: &[u8; 8], edges: &[u8; 12]) -> Cube {
        let mut c = [0u8; CELLS];
        c[CORE] = K;
        for (f, &cell) in CENTRE_CELLS.iter().enumerate() {
            c[cell] = centre_colour(f);
        }
        for (&cell, &k) in CORNER_CELLS.iter().zip(corners) {
            c[cell] = k;
        }
        for (&cell, &k) in EDGE_CELLS.iter().zip(edges) {
            c[cell] = k;
        }
        Cube(c)
    }

    /// Colours of the 8 corner balls, in `CORNER_CELLS` order.
    pub fn corners(&self) -> [u8; 8] {
        CORNER_CELLS.map(|cell| self.0[cell])
    }

    /// Colours of the 12 edge balls, in `EDGE_CELLS` order.
    pub fn edges(&self) -> [u8; 12] {
        EDGE_CELLS.map(|cell| self.0[cell])
    }

    /// True when every face shows nine different colours (plain face scans).
    pub fn is_solved(&self) -> bool {
        (0..6).all(|f| {
            let mut seen = 0u16;
            for &cell in face_cells(f) {
                seen |= 1 << self.0[cell];
            }
            seen == (1 << COLOURS) - 1
        })
    }

    /// Applies a cell permutation: the ball at cell `i` moves to cell `perm[i]`, its colour
    /// relabelled by `relabel`.
    pub fn permuted(&self, perm: &[u8; CELLS], relabel: &[u8; COLOURS]) -> Cube {
        let mut out = [0u8; CELLS];
        for (i, &k) in self.0.iter().enumerate() {
            out[perm[i] as usize] = relabel[k as usize];
        }
        Cube(out)
    }

    /// The 27 colours as characters `0`..`8` in cell order.
    pub fn code(&self) -> String {
        self.0.iter().map(|&k| (b'0' + k) as char).collect()
    }
}

/// The identity colour relabelling.
pub const SAME_COLOURS: [u8; COLOURS] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/// Applies `moves` to `cube` in order.
pub fn apply(cube: &Cube, moves: &[moves::Move]) -> Cube {
    moves
        .iter()
        .fold(*cube, |c, m| c.permuted(&m.cell_perm(), &SAME_COLOURS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_partition_the_cells() {
        let mut all: Vec<usize> = CORNER_CELLS.to_vec();
        all.extend(EDGE_CELLS);
        all.extend(CENTRE_CELLS);
        all.push(CORE);
        all.sort_unstable();
        assert_eq!(all, (0..CELLS).collect::<Vec<_>>());
        for (f, &cell) in CENTRE_CELLS.iter().enumerate() {
            assert_eq!(FACE_MASKS[cell], 1 << f, "centre of face {f}");
        }
    }
}
