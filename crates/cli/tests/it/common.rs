//! Running the `cubelab` binary from the integration tests.
#![allow(dead_code)] // each test crate uses some of these

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `cubelab ARGS` with `stdin` as its input.
pub fn run(args: &[&str], stdin: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cubelab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubelab starts");
    // A command that does not read stdin may close it first: ignore a broken pipe.
    let _ = child.stdin.take().expect("piped").write_all(stdin.as_bytes());
    child.wait_with_output().expect("cubelab finishes")
}

/// Runs `cubelab ARGS` with `stdin` as its input: (exit code, stdout, stderr).
pub fn cubelab_in(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = run(args, stdin);
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

/// Runs `cubelab ARGS` for the search-driver tests: the job-array variables are removed, so
/// no shard is picked up from the environment the tests run in.
pub fn driver_run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cubelab"))
        .args(args)
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .output()
        .expect("cubelab runs")
}

/// Stdout without the run time, which differs from run to run.
pub fn stable(out: &std::process::Output) -> String {
    let text = String::from_utf8(out.stdout.clone()).expect("UTF-8 stdout");
    text.lines()
        .map(|l| match l.find(",\"elapsed_s\"") {
            Some(i) => format!("{}}}", &l[..i]),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs one search as 3 shards (2 threads each) through `run`, writes each shard's output
/// into `dir`, merges them in reverse order (order must not matter) and returns the merge's
/// output, which must succeed; `each` checks every shard's own output.
pub fn three_shards_merged(
    dir: &std::path::Path,
    run: &dyn Fn(&[&str]) -> std::process::Output,
    each: &dyn Fn(&std::process::Output),
) -> std::process::Output {
    let mut files = Vec::new();
    for i in 0..3 {
        let out = run(&["--shard", &format!("{i}/3"), "--threads", "2"]);
        assert!(out.status.success(), "shard {i}");
        each(&out);
        let path = dir.join(format!("shard{i}.jsonl"));
        std::fs::write(&path, &out.stdout).expect("shard file written");
        files.push(path.display().to_string());
    }
    let mut args = vec!["merge", "--format", "jsonl"];
    args.extend(files.iter().rev().map(String::as_str));
    let merged = driver_run(&args);
    assert!(
        merged.status.success(),
        "{}",
        String::from_utf8_lossy(&merged.stderr)
    );
    merged
}
