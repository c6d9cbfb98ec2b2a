//! Lines for the user on stderr: progress, notes, the final error. Written with `writeln!`
//! and the error dropped, never `eprintln!`: a full or closed stderr (`2>/dev/full`) is no
//! reason to panic or to abandon results that are going to stdout.

use std::fmt::Display;
use std::io::Write;

/// Writes `cubelab: {msg}` and a newline to stderr, ignoring write failures.
pub fn log(msg: impl Display) {
    let _ = writeln!(std::io::stderr().lock(), "cubelab: {msg}");
}
