//! cubelab: enumerate, construct, verify, analyse and draw combinatorial cube puzzles.
//!
//! Puzzles are data (cells, lines, symmetry groups); the search kernels and the driver know
//! nothing of any one puzzle. Start with [`magic::census`] for complete lists of magic
//! squares and cubes, [`magic::check`] for the independent checker, and [`geometry`] for the
//! shared symmetry vocabulary.

pub mod cli;
pub mod colour;
pub mod error;
pub mod estimate;
pub mod format;
pub mod geometry;
pub mod magic;
pub mod render;
pub mod search;

pub use error::{Error, Result};
pub use format::{Figure, Format, Output};
pub use geometry::{cube_group, cube_rotations, square_group, AxisMap, Perm};
pub use magic::{check, CheckReport, CubeKind, SquareKind};
