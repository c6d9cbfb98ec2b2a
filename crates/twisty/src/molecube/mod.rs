//! The twisty nine-colour cube (sold as the Molecube or Ball Sudoku Cube): 8 corner balls,
//! 12 edge balls, 6 fixed face centres and a hidden core on a 3x3x3 turning mechanism, one
//! colour per ball, no visible orientation. Solved when every face shows all nine colours.
//!
//! Cells are indexed `x + 3y + 9z` as in the static puzzle (`cubelab_core::geometry::layout3`); faces
//! 0 left (x=0), 1 right (x=2), 2 front (y=0), 3 back (y=2), 4 down (z=0), 5 up (z=2).
//!
//! Colours are stored in a canonical labelling fixed by the mechanism: [`K`] is the core's
//! colour (also on two opposite corners in any solved state), `C_f` = [`centre_colour`]`(f)`
//! the colour of the centre of face `f`, and [`E1`], [`E2`] the two colours that live on
//! edges only. Every solved state has this colour scheme (`docs/molecube.md`), so any
//! physical puzzle maps onto it.
//!
//! * [`moves`]: the 18 face turns, notation and parsing.
//! * [`symmetry`]: the 48 symmetries of the cube with their induced colour relabelling.
//! * [`coord`]: indexing of corner and edge arrangements; move and symmetry tables.
//! * [`census`]: breadth-first distance census over the symmetry-reduced index.
//! * [`deepest`]: the positions at the census's greatest depth, by symmetry class.
//! * [`solved`]: the 80 solved states, two independent ways.
//! * [`picture`]: a solution as the renderer's sequence of states.

pub mod census;
pub mod coord;
pub mod data;
pub mod deepest;
pub mod picture;
pub mod puzzle;
pub mod scramble;
pub mod solved;
pub mod solver;
pub mod symmetry;

#[cfg(test)]
mod notation_tests;

pub use cubelab_core::molecube::*;
