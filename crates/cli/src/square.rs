//! `cubelab square ...`

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::json;

use super::listing::{print, Listing, ListingArgs};
use cubelab::error::Result;
use cubelab::magic::census;
use cubelab::magic::kind::SquareKind;

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
    #[command(flatten)]
    pub listing: ListingArgs,
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
    let out = a.listing.output.open();
    let reps = census::square_representatives(a.order, a.kind, a.listing.start)?;
    let listing = Listing {
        problem: json!({"name": "square enumerate", "order": a.order, "kind": a.kind.name(), "start": a.listing.start}),
        noun: "square",
        order: a.order,
        dim: 2,
        start: a.listing.start,
        group: "8 symmetries of the square",
        classes: a.listing.classes,
        count_only: a.listing.count,
    };
    print(out, &listing, &reps)?;
    Ok(ExitCode::SUCCESS)
}
