//! Reading and writing figures and results: text grids, JSON, JSON Lines, CSV.

pub mod figure;
pub mod input;
pub mod json;
pub mod log;
pub mod number;
pub mod output;
pub mod wide;

pub use figure::{parse_figure, parse_figures, Figure};
pub use input::{read_source, source_name};
pub use output::{Format, Output};
