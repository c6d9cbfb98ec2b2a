//! `cubelab cube ...`

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::json;

use super::listing::{print, Listing, ListingArgs};
use cubelab::error::Result;
use cubelab::magic::census;
use cubelab::magic::kind::CubeKind;

#[derive(Subcommand, Debug)]
pub enum CubeCommand {
    /// List every magic cube of an order and kind (order 3).
    Enumerate(EnumerateArgs),
    /// Build one magic cube of any order by a classical method (streamed).
    Construct(super::construct::CubeConstructArgs),
    /// Estimate how many cubes there are, with an error bar.
    Estimate(Box<super::estimate::CubeEstimateArgs>),
}

#[derive(Args, Debug)]
pub struct EnumerateArgs {
    /// Order n of the n x n x n cube.
    #[arg(long)]
    pub order: usize,
    /// Kind of cube.
    #[arg(long, value_enum, default_value_t = CubeKind::Simple)]
    pub kind: CubeKind,
    #[command(flatten)]
    pub listing: ListingArgs,
}

pub fn run(cmd: CubeCommand) -> Result<ExitCode> {
    match cmd {
        CubeCommand::Enumerate(a) => enumerate(a),
        CubeCommand::Construct(a) => super::construct::cube(a),
        CubeCommand::Estimate(a) => super::estimate::cube(*a),
    }
}

fn enumerate(a: EnumerateArgs) -> Result<ExitCode> {
    census::check_cube_order(a.order)?;
    let out = a.listing.output.open();
    let reps = census::cube_representatives(a.order, a.kind, a.listing.start)?;
    let listing = Listing {
        problem: json!({"name": "cube enumerate", "order": a.order, "kind": a.kind.name(), "start": a.listing.start}),
        noun: "cube",
        order: a.order,
        dim: 3,
        start: a.listing.start,
        group: "48 symmetries of the cube",
        classes: a.listing.classes,
        count_only: a.listing.count,
    };
    print(out, &listing, &reps)?;
    Ok(ExitCode::SUCCESS)
}
