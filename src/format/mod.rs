//! Reading and writing figures and results: text grids, JSON, JSON Lines, CSV.

pub mod figure;
pub mod output;

pub use figure::{parse_figure, parse_figures, Figure};
pub use output::{Format, Output};
