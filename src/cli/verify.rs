//! `cubelab verify FILE`: re-checks an output file on its own (see [`crate::verify`]).

use std::process::ExitCode;

use clap::Args;

use crate::error::Result;
use crate::format::read_source;
use crate::verify::verify;

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// An output written with `--format jsonl` (`-` for stdin).
    pub file: String,
}

pub fn run(a: VerifyArgs) -> Result<ExitCode> {
    let text = read_source(&a.file)?;
    let report = verify(&text, &a.file)?;
    println!("{}: {report}", a.file);
    Ok(ExitCode::SUCCESS)
}
