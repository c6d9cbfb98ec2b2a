//! cubelab's independent checker. It depends on the core types and the driver's record
//! format only, never on a solver or an enumerator, so a bug in a search cannot also hide in
//! the check of its output.
//!
//! * [`figure`](mod@figure): which kinds a magic square or cube satisfies, and the lines that miss.
//! * [`verify`](mod@verify): re-checks an output file on its own: every figure valid and distinct, the
//!   counts adding up, a driver problem's summary as its problem recomputes it from the unit
//!   partials (the one thing verify asks of the product, through [`verify::Summaries`]).

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod figure;
pub mod verify;

pub use figure::{check, try_check, CheckReport};
pub use verify::{verify, Summaries, Verdict};

// The modules the checker uses from the core, under the names they have across cubelab.
use cubelab_core::{error, format, geometry};
use cubelab_driver as search;
