//! Running the `cubelab` binary from the integration tests.
#![allow(dead_code)] // each test crate uses some of these

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `cubelab ARGS` with `stdin` as its input: (exit code, stdout, stderr).
pub fn cubelab_in(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cubelab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubelab starts");
    // A command that does not read stdin may close it first: ignore a broken pipe.
    let _ = child.stdin.take().expect("piped").write_all(stdin.as_bytes());
    let out = child.wait_with_output().expect("cubelab finishes");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

/// Runs `cubelab ARGS` with empty input.
pub fn cubelab(args: &[&str]) -> (i32, String, String) {
    cubelab_in(args, "")
}

/// The JSON Lines records of an output.
pub fn records(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}
