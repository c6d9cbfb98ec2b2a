//! The 48 symmetries of the cube acting on positions of the twisty puzzle.
//!
//! A symmetry moves the face centres, so on its own it does not keep the canonical
//! labelling. Composed with the colour relabelling that puts every centre colour back
//! (`C_f -> C_{g(f)}`; `K`, `E1`, `E2` unchanged) it maps positions to positions, solved
//! states to solved states (the nine-colours-per-face test does not care about names), and a
//! turn sequence to the conjugated turn sequence (a reflection turns clockwise turns into
//! anticlockwise ones), so it keeps every distance in either metric. The tests check that
//! the move sets are closed under conjugation.

use crate::colour::nine::CELLS;
use crate::geometry::AxisMap;

use super::{centre_colour, Cube, COLOURS};

/// One symmetry: where each cell goes and how colours are renamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Where the ball at each cell goes.
    pub cells: [u8; CELLS],
    /// The colour each colour is renamed to (centre colours follow their faces).
    pub colours: [u8; COLOURS],
}

impl Symmetry {
    /// The position this symmetry maps `cube` to.
    pub fn apply(&self, cube: &Cube) -> Cube {
        cube.permuted(&self.cells, &self.colours)
    }
}

/// The 48 symmetries, identity first, in the fixed order of [`AxisMap::all`].
pub fn all() -> Vec<Symmetry> {
    AxisMap::<3>::all()
        .iter()
        .map(|g| {
            let cells: Vec<u8> = g.cell_perm(3).images().iter().map(|&i| i as u8).collect();
            let faces = g.face_perm();
            let mut colours = super::SAME_COLOURS;
            for f in 0..6 {
                colours[centre_colour(f) as usize] = centre_colour(faces.image(f));
            }
            Symmetry {
                cells: cells.try_into().expect("27 cells"),
                colours,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::moves::Metric;
    use super::super::{CENTRE_CELLS, CORE};
    use super::*;

    /// `p` then `q` as cell permutations (`i -> q[p[i]]`).
    fn then(p: &[u8; CELLS], q: &[u8; CELLS]) -> [u8; CELLS] {
        p.map(|c| q[c as usize])
    }

    #[test]
    fn centres_keep_their_colours() {
        let solved = Cube::from_pieces(&[0; 8], &[7; 12]);
        for s in all() {
            let image = s.apply(&solved);
            assert_eq!(image.0[CORE], 0);
            for &cell in &CENTRE_CELLS {
                assert_eq!(image.0[cell], solved.0[cell]);
            }
        }
    }

    #[test]
    fn move_sets_are_closed_under_conjugation() {
        for metric in [Metric::Htm, Metric::Qtm] {
            let perms: Vec<[u8; CELLS]> = metric.moves().iter().map(|m| m.cell_perm()).collect();
            for s in all() {
                let mut inv = [0u8; CELLS];
                for (i, &j) in s.cells.iter().enumerate() {
                    inv[j as usize] = i as u8;
                }
                for p in &perms {
                    let conj = then(&then(&inv, p), &s.cells);
                    assert!(perms.contains(&conj), "{metric:?}");
                }
            }
        }
    }
}
