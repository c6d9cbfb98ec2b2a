//! `cubelab verify FILE`: re-checks an output file on its own (see [`cubelab::verify`]).

use std::io::Write;
use std::process::ExitCode;

use clap::Args;

use cubelab::error::{Error, Result};
use cubelab::format::read_source;
use cubelab::verify::verify;

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// An output written with `--format jsonl` (`-` for stdin).
    pub file: String,
}

pub fn run(a: VerifyArgs) -> Result<ExitCode> {
    let text = read_source(&a.file)?;
    let report = verify(&text, &a.file)?;
    // writeln!, not println!: a full stdout (> /dev/full) is an error line and exit 2, not a panic.
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}: {report}", a.file)
        .and_then(|()| out.flush())
        .map_err(|e| Error::io("stdout", e))?;
    Ok(ExitCode::SUCCESS)
}
