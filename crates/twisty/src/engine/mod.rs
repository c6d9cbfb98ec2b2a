//! The generic engine: what a puzzle must provide and what is built on it.
//!
//! * [`puzzle`]: the [`Puzzle`] trait, [`Indexed`] positions, [`Metric`], [`Turn`] and the
//!   turn-sequence pruning of [`TurnSet`].
//! * [`def`]: a puzzle as plain data (JSON), the slow twin of fast implementations.
//! * [`perm`]: ranking permutations and twists.
//! * [`pdb`]: pattern databases over projections; [`pdb::Heuristic`].
//! * [`ida`]: generic IDA* ([`ida::ida_star`]) and the puzzle [`ida::Solver`].
//! * [`census`]: the breadth-first census over a [`census::CensusSpace`], its 2-bit table
//!   and checkpoint file; [`census::spaces`] has the unreduced and symmetry-reduced spaces.

pub mod census;
pub mod def;
pub mod ida;
pub mod pdb;
pub mod perm;
pub mod puzzle;

pub use puzzle::{Indexed, Metric, Puzzle, Turn, TurnSet};
