//! Face-coloured cubes: colourings of the 6 faces, the 24 rotations acting on them, and the
//! puzzles built from them (MacMahon's cubes, Instant Insanity, the nine-colour cube).

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_core::{error, format, geometry};
use cubelab_driver as search;

pub mod cube;
pub mod family;
pub mod insanity;
pub mod macmahon;
pub mod nine;

/// Symmetry classes live in [`crate::geometry::orbits`] (shared with magic figures).
pub use crate::geometry::orbits;

pub use cube::FaceColouring;
