//! Full and closed output streams (issue 68): a command whose stderr is `/dev/full` or closed
//! writes its progress lines, notes and error line through `format::log`, which drops the
//! write error, so it ends with its own exit code, never a panic (101) or an abort. The
//! crates forbid `eprintln!`/`println!` (`clippy::print_stderr`, `clippy::print_stdout`),
//! so a new site fails clippy; this test holds the behaviour.

use std::fs::OpenOptions;
use std::process::{Command, Stdio};

/// Runs `cubelab ARGS` with stdout to /dev/null and stderr to `stderr`: the exit code (-1 for
/// a signal).
fn exit_with_stderr(args: &[&str], stderr: Stdio) -> i32 {
    let dir = tempfile::tempdir().expect("temp dir");
    Command::new(env!("CARGO_BIN_EXE_cubelab"))
        .args(args)
        .current_dir(dir.path())
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .status()
        .expect("cubelab runs")
        .code()
        .unwrap_or(-1)
}

/// Commands that write to stderr, and the exit code each must still end with.
const WRITERS: &[(&str, i32)] = &[
    // The driver's progress lines (every 0 s: one a unit) and its last line.
    ("square count --order 4 --progress-every 0", 0),
    (
        "colour-cubes collections -n 3 --samples 20000 --progress-every 0",
        0,
    ),
    // A note instead of a picture.
    ("colour-cubes universal -n 3 --size 8 --svg u.svg", 0),
    // The error line itself.
    ("check /nonexistent/file", 2),
    ("square enumerate --order 2", 2),
];

#[test]
fn a_full_stderr_is_no_panic() {
    for &(cmd, code) in WRITERS {
        let args: Vec<&str> = cmd.split(' ').collect();
        let full = OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        assert_eq!(
            exit_with_stderr(&args, Stdio::from(full)),
            code,
            "{cmd} 2>/dev/full"
        );
    }
}

#[test]
fn a_closed_stderr_is_no_panic() {
    // Stdio::null() is an open /dev/null; a closed descriptor is what `2>&-` gives, made here
    // by a shell.
    for &(cmd, code) in WRITERS {
        let status = Command::new("sh")
            .arg("-c")
            .arg(format!("exec \"$0\" {cmd} >/dev/null 2>&-"))
            .arg(env!("CARGO_BIN_EXE_cubelab"))
            .current_dir(tempfile::tempdir().expect("temp dir").path())
            .env_remove("SLURM_ARRAY_TASK_ID")
            .env_remove("JOB_COMPLETION_INDEX")
            .status()
            .expect("sh runs");
        assert_eq!(status.code().unwrap_or(-1), code, "{cmd} 2>&-");
    }
}

/// The estimates' own lines (issue 68: the pilot's, the population's and the resume note were
/// `eprintln!`): a run stopped after one unit is resumed, which writes the resume note, with
/// stderr full and then closed.
#[test]
fn estimate_notes_to_a_full_or_closed_stderr_are_no_panic() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ck = dir.path().join("ck.json");
    let ck = ck.to_str().expect("UTF-8 path");
    let run = [
        "square",
        "estimate",
        "--order",
        "4",
        "--samples",
        "400",
        "--batch",
        "100",
    ];
    let first: Vec<&str> = run
        .iter()
        .copied()
        .chain(["--checkpoint", ck, "--stop-after", "1"])
        .collect();
    // A run stopped by --stop-after exits with 3.
    assert_eq!(exit_with_stderr(&first, Stdio::null()), 3);
    let resume: Vec<&str> = run
        .iter()
        .copied()
        .chain(["--checkpoint", ck, "--stop-after", "1"])
        .collect();
    let full = OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    // Done (0) or stopped again (3), never a panic (101).
    let code = exit_with_stderr(&resume, Stdio::from(full));
    assert!(matches!(code, 0 | 3), "2>/dev/full: {code}");
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" {} >/dev/null 2>&-", resume.join(" ")))
        .arg(env!("CARGO_BIN_EXE_cubelab"))
        .status()
        .expect("sh runs");
    let code = status.code().unwrap_or(-1);
    assert!(matches!(code, 0 | 3), "2>&-: {code}");
}
