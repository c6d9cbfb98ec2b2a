//! cubelab's core: what every other crate shares.
//!
//! * [`combinatorics`]: counting formulas (the binomial coefficient).
//! * [`error`]: the one error type, whose text is one line in the puzzle's own terms.
//! * [`geometry`]: cells, lines and the symmetry groups of squares and cubes (permutations),
//!   canonical forms, and the 3x3x3 cell layout.
//! * [`format`](mod@format): figures, input readers, text/JSON Lines/CSV output, numbers and logging.
//! * [`molecube`]: the Molecube as data (pieces, face turns, notation), which the checker
//!   needs without any solver; [`cube2`] the same for the 2x2x2 pocket cube.

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod combinatorics;
pub mod cube2;
pub mod error;
pub mod format;
pub mod geometry;
pub mod kind;
pub mod molecube;

pub use error::{Error, Result};
pub use format::{Figure, Format, Output};
