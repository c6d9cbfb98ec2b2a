//! Magic squares and cubes: kinds as data, enumeration, counts and constructions. The
//! independent checker is its own crate, `cubelab-check`.

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_core::{error, format, geometry};
use cubelab_driver as search;

pub mod census;
pub mod construct;
pub mod count;
pub use cubelab_core::kind;
pub mod linear;
pub mod order5;
pub mod pairing;
pub mod plane_pairing;
pub mod sum_system;

/// The old name of [`sum_system`] (kept so existing code builds).
#[doc(hidden)]
pub use sum_system as enumerate;
pub mod order5_twin;

pub use kind::{Constraint, CubeKind, SquareKind};
