//! Magic squares and cubes: kinds as data, the independent checker, enumeration.

pub mod census;
pub mod check;
pub mod construct;
pub mod count;
pub mod kind;
pub mod linear;
pub mod order5;
pub mod pairing;
pub mod plane_pairing;
pub mod sum_system;

/// The old name of [`sum_system`] (kept so existing code builds).
#[doc(hidden)]
pub use sum_system as enumerate;
pub mod order5_twin;

pub use check::{check, CheckReport};
pub use kind::{Constraint, CubeKind, SquareKind};
