//! The `cubelab` binary: parse, validate, dispatch. All the work is in the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = cubelab::cli::parse();
    match cubelab::cli::run(cli) {
        Ok(code) => code,
        // `cubelab ... | head` closing the pipe early is not a failure.
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            // Escaped: a message may quote input, and input may hold terminal control bytes.
            // Written by log: a full stderr (2>/dev/full) must not panic.
            let line = cubelab::format::input::escaped(&e.to_string());
            cubelab::format::log::log(format_args!("error: {line}"));
            cubelab::cli::exit_code(&e)
        }
    }
}
