//! `cubelab merge FILES...`: one run's output from its shards' JSON Lines outputs.

use std::process::ExitCode;

use clap::Args;
use serde_json::Value;

use super::OutputArgs;
use crate::colour::macmahon::scan::SetScan;
use crate::error::{Error, Result};
use crate::magic::count::SquareCount;
use crate::search::{merge, Problem};

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// Shard outputs written with `--format jsonl` (`-` for stdin).
    #[arg(required = true)]
    pub files: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The problem a header's spec names: every driver problem registers here.
pub fn problem_from_spec(spec: &Value) -> Result<Box<dyn Problem>> {
    match spec["name"].as_str() {
        Some("square count") => Ok(Box::new(SquareCount::from_spec(spec)?)),
        Some("macmahon sets") => Ok(Box::new(SetScan::from_spec(spec)?)),
        Some("estimate") => Ok(Box::new(crate::estimate::EstimateProblem::from_spec(spec)?)),
        _ => Err(Error::input(
            "header",
            format!("no search-driver problem named by {spec}"),
        )),
    }
}

/// Reads a file, or stdin for `-`.
pub fn read_input(path: &str) -> Result<String> {
    if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| Error::io("stdin", e))
    } else {
        std::fs::read_to_string(path).map_err(|e| Error::io(path, e))
    }
}

pub fn run(a: MergeArgs) -> Result<ExitCode> {
    let files = a
        .files
        .iter()
        .map(|f| merge::read(&read_input(f)?, f))
        .collect::<Result<Vec<_>>>()?;
    let units = merge::combine(&files)?;
    let problem = problem_from_spec(&files[0].problem)?;
    let mut out = a.output.open();
    merge::write(&mut out, problem.as_ref(), &units)?;
    Ok(ExitCode::SUCCESS)
}
