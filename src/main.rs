//! The `cubelab` binary: parse, validate, dispatch. All the work is in the library.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cubelab::cli::Cli::parse();
    match cubelab::cli::run(cli) {
        Ok(code) => code,
        // `cubelab ... | head` closing the pipe early is not a failure.
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cubelab: error: {e}");
            cubelab::cli::exit_code(&e)
        }
    }
}
