//! Twisty puzzles: the Molecube (optimal solver with pattern databases, the census of all its
//! positions).

#![warn(missing_docs)]

pub mod molecube;

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_colour as colour;
use cubelab_core::{error, geometry};
use cubelab_driver as search;
