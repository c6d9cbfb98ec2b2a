//! `cubelab merge FILES...`: one run's output from its shards' JSON Lines outputs.

use std::process::ExitCode;

use clap::Args;

use super::OutputArgs;
use cubelab::error::Result;
use cubelab::format::read_source;
use cubelab::search::merge;

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// Shard outputs written with `--format jsonl` (`-` for stdin).
    #[arg(required = true)]
    pub files: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(a: MergeArgs) -> Result<ExitCode> {
    let files = a
        .files
        .iter()
        .map(|f| merge::read(&read_source(f)?, f))
        .collect::<Result<Vec<_>>>()?;
    let units = merge::combine(&files)?;
    let problem = cubelab::registry::problem_from_spec(&files[0].problem)?;
    let mut out = a.output.open();
    merge::write(&mut out, problem.as_ref(), &units)?;
    Ok(ExitCode::SUCCESS)
}
