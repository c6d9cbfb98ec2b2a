//! The pocket cube as plain data: a [`PuzzleDef`] derived from the geometry alone (no
//! coordinates, no tables), with the six symmetries that keep the D-B-L corner in place
//! (three rotations about the D-B-L/U-F-R diagonal and three reflections through planes
//! containing it). Its [`crate::engine::def::DefPuzzle`] is the slow twin of [`super::PocketCube`]:
//! the tests check that both give the same positions after any turns, and that the
//! census over the twin's six symmetries agrees with the fast 48-symmetry census.

use super::geometry::{self, CornerMap, CORNERS, FACE_LETTERS, FIXED};
use crate::engine::def::{FaceDef, OrbitDef, OrbitMove, PuzzleDef, SymmetryDef};

/// The definition: one orbit of 8 corners with 3 twists, faces U, R, F.
pub fn definition() -> PuzzleDef {
    let slots = geometry::corner_slots();
    let same = [0, 1, 2, 3, 4, 5];
    let faces = [0usize, 1, 2]
        .iter()
        .map(|&f| {
            let map = CornerMap::new(&geometry::quarter_turn(f), &same, &slots);
            let mut from = vec![0u8; 8];
            let mut twist = vec![0u8; 8];
            for p in 0..8 {
                // A turn does not rename pieces, so piece p (untwisted) tells where p goes.
                let x = map.0[(8 * p + p) * 3];
                from[(x >> 5) as usize] = p as u8;
                twist[(x >> 5) as usize] = x & 3;
            }
            FaceDef {
                letter: FACE_LETTERS[f],
                axis: (f % 3) as u8,
                order: 4,
                step: vec![OrbitMove { from, twist }],
            }
        })
        .collect();
    let symmetries = geometry::symmetries()
        .iter()
        .skip(1)
        .filter(|m| geometry::apply(m, CORNERS[FIXED]) == CORNERS[FIXED])
        .map(|m| symmetry(m, &slots))
        .collect();
    PuzzleDef {
        name: "2x2x2-data".into(),
        orbits: vec![OrbitDef {
            name: "corners".into(),
            pieces: 8,
            twists: 3,
        }],
        faces,
        symmetries,
        other_solved: vec![],
    }
}

/// A symmetry as data: where each position goes, and the offset `r(p)` with which the
/// position's U/D slot lands among the image position's slots.
fn symmetry(m: &geometry::M, slots: &[[u8; 3]; 8]) -> SymmetryDef {
    let slot_to = geometry::slot_perm(m);
    let to: Vec<u8> = CORNERS
        .iter()
        .map(|&v| {
            CORNERS
                .iter()
                .position(|&c| c == geometry::apply(m, v))
                .expect("a corner") as u8
        })
        .collect();
    let offset = (0..8)
        .map(|p| {
            let image = slot_to[slots[p][0] as usize];
            slots[to[p] as usize]
                .iter()
                .position(|&s| s == image)
                .expect("same corner") as u8
        })
        .collect();
    SymmetryDef {
        to: vec![to],
        offset: vec![offset],
        mirror: geometry::det(m) < 0,
        colours: Some(geometry::face_perm(m).to_vec()),
    }
}
