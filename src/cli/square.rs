//! `cubelab square ...`

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::json;

use super::listing::{print, Listing};
use super::OutputArgs;
use crate::error::Result;
use crate::magic::census;
use crate::magic::kind::SquareKind;

#[derive(Subcommand, Debug)]
pub enum SquareCommand {
    /// List every magic square of an order and kind.
    Enumerate(EnumerateArgs),
    /// Build one magic square of any order by a classical method (streamed).
    Construct(super::construct::SquareConstructArgs),
    /// Count squares of an order and kind, in total and up to symmetry (parallel, sharded,
    /// resumable).
    Count(super::count::CountArgs),
    /// Estimate how many squares there are (orders far beyond counting), with an error bar.
    Estimate(super::estimate::SquareEstimateArgs),
}

#[derive(Args, Debug)]
pub struct EnumerateArgs {
    /// Order n of the n x n square.
    #[arg(long)]
    pub order: usize,
    /// Kind of square.
    #[arg(long, value_enum, default_value_t = SquareKind::Magic)]
    pub kind: SquareKind,
    /// Smallest entry: the square uses start..start+n^2-1.
    #[arg(long, default_value_t = 1, allow_hyphen_values = true)]
    pub start: i64,
    /// Group the squares under the 8 symmetries of the square; print one per class.
    #[arg(long)]
    pub classes: bool,
    /// Print only the counts.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: SquareCommand) -> Result<ExitCode> {
    match cmd {
        SquareCommand::Enumerate(a) => enumerate(a),
        SquareCommand::Construct(a) => super::construct::square(a),
        SquareCommand::Count(a) => super::count::run(a),
        SquareCommand::Estimate(a) => super::estimate::square(a),
    }
}

fn enumerate(a: EnumerateArgs) -> Result<ExitCode> {
    census::check_square_order(a.order, a.kind)?;
    let out = a.output.open();
    let reps = census::square_representatives(a.order, a.kind, a.start)?;
    let listing = Listing {
        problem: json!({"name": "square enumerate", "order": a.order, "kind": a.kind.name(), "start": a.start}),
        noun: "square",
        order: a.order,
        dim: 2,
        start: a.start,
        group: "8 symmetries of the square",
        classes: a.classes,
        count_only: a.count,
    };
    print(out, &listing, &reps)?;
    Ok(ExitCode::SUCCESS)
}
