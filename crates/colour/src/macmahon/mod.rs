//! MacMahon's 30 coloured cubes and the "Eight Blocks to Madness" target puzzle: the cubes
//! and Conway's tableau, a geometric solver, the paper's graph model and Section 7
//! algorithm, collection tables (Tables 1, 2, Theorem 7) and exhaustive set scans.
//! See `docs/macmahon.md`.

pub mod collections;
pub mod cubes;
pub mod graph;
pub mod sample;
pub mod scan;
pub mod section7;
pub mod sets;
pub mod target;

pub use cubes::{Cube, MacMahon};
pub use graph::TargetGraph;
