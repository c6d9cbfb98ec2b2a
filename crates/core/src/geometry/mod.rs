//! Cells, coordinates, lines and symmetry: the shared geometry of squares and cubes.

pub mod canonical;
pub mod layout3;
pub mod lines;
pub mod orbits;
pub mod perm;
pub mod symmetry;

pub use canonical::{canonical, least_image};
pub use lines::{Direction, Line, LineFamily};
pub use perm::Perm;
pub use symmetry::{cube_group, cube_rotations, index_of, point_of, square_group, AxisMap, Group};
