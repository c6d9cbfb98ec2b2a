//! Twisty puzzles on one generic engine: a puzzle is its turns, solved states and symmetries
//! ([`engine::Puzzle`]); optimal solving is IDA* with pattern databases ([`engine::ida`]);
//! the census of all positions by distance is a symmetry-reduced breadth-first search with
//! checksummed checkpoints ([`engine::census`]). Two instances:
//!
//! * [`molecube`]: the twisty nine-colour cube (Molecube), 268,240,896,000 positions;
//! * [`cube2`]: the 2x2x2 pocket cube, 3,674,160 positions.
//!
//! ```
//! use cubelab_twisty::census::{spaces::SymClasses, Census, Options};
//! use cubelab_twisty::cube2::{text, PocketCube};
//! use cubelab_twisty::ida::Solver;
//! use cubelab_twisty::{Metric, Puzzle};
//!
//! let cube = PocketCube::new();
//! let start = text::parse(&cube, "UUUU BBRR RRFF DDDD FFLL LLBB")?; // after U
//! let solver = Solver::new(&cube, Metric::Htm, cube.heuristic(Metric::Htm, false), 20);
//! assert_eq!(cube.format_turns(&solver.solve(&start)?.turns), "U'");
//!
//! let space = SymClasses::new(&cube, Metric::Htm)?;
//! let mut census = Census::start(&space);
//! census.run(&Options::default())?;
//! assert_eq!(census.depth(), 11);
//! assert_eq!(census.total(), 3_674_160);
//! # Ok::<(), cubelab_twisty::Error>(())
//! ```

#![warn(missing_docs)]
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod cube2;
pub mod engine;
pub mod molecube;

pub use cubelab_core::error::{Error, Result};
pub use engine::{census, def, ida, pdb, perm};
pub use engine::{Indexed, Metric, Puzzle, Turn, TurnSet};

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_colour as colour;
use cubelab_core::{error, geometry};
use cubelab_driver as search;
