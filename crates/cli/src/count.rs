//! `cubelab square count`: counts through the search driver (threads, shards, checkpoints).

use std::process::ExitCode;

use clap::Args;

use super::driver::RunArgs;
use super::OutputArgs;
use cubelab::error::Result;
use cubelab::magic::count::{CountMethod, SquareCount};
use cubelab::magic::kind::SquareKind;
use cubelab::search::{self, Outcome};

#[derive(Args, Debug)]
pub struct CountArgs {
    /// Order n of the n x n square (3, 4 or 5).
    #[arg(long)]
    pub order: usize,
    /// Kind of square.
    #[arg(long, value_enum, default_value_t = SquareKind::Magic)]
    pub kind: SquareKind,
    /// Counting engine.
    #[arg(long, value_enum, default_value_t = CountMethod::Fast)]
    pub method: CountMethod,
    /// Also list one square per class (generic engine).
    #[arg(long)]
    pub list: bool,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(a: CountArgs) -> Result<ExitCode> {
    let problem = SquareCount::new(a.order, a.kind, a.method, a.list)?;
    let mut out = a.output.open();
    finish(search::run(&problem, &a.run.options()?, &mut out)?)
}

/// The exit code of a driver run: 0 when complete, 3 when stopped early (resumable).
pub fn finish(outcome: Outcome) -> Result<ExitCode> {
    match outcome {
        Outcome::Complete(_) => Ok(ExitCode::SUCCESS),
        Outcome::Stopped { done, of } => {
            cubelab::format::log::log(format_args!(
                "stopped with {done} of {of} units done; run the same command again to resume"
            ));
            Ok(ExitCode::from(3))
        }
    }
}
