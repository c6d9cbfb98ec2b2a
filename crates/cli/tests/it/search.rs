//! The search driver end to end on a small real count (order-4 semi-magic squares: 549,504
//! in total, 68,688 up to the 8 symmetries): threads, shards + merge, interrupted and
//! resumed runs all give the plain run's output; bad checkpoints and merges are refused.

use std::process::{Command, Output};

use crate::common;
use common::{driver_run as cubelab, stable, three_shards_merged};

const BIN: &str = env!("CARGO_BIN_EXE_cubelab");
const COUNT: &[&str] = &[
    "square",
    "count",
    "--order",
    "4",
    "--kind",
    "semi-magic",
    "--format",
    "jsonl",
    "--quiet",
];

fn count(extra: &[&str]) -> Output {
    let args: Vec<&str> = COUNT.iter().chain(extra).copied().collect();
    cubelab(&args)
}

fn plain() -> String {
    let out = count(&["--threads", "1"]);
    assert!(out.status.success());
    let text = stable(&out);
    assert!(text.contains("\"count\":549504,\"classes\":68688"), "{text}");
    text
}

#[test]
fn threads_shards_and_resumption_agree() {
    let want = plain();
    assert_eq!(stable(&count(&["--threads", "2"])), want);

    let dir = tempfile::tempdir().unwrap();
    let merged = three_shards_merged(dir.path(), &count, &|_| {});
    assert_eq!(stable(&merged), want);

    for threads in ["1", "2"] {
        let ck = dir.path().join(format!("ck{threads}.json"));
        let ck = ck.to_str().unwrap();
        let mut stops = 0;
        loop {
            let out = count(&[
                "--threads",
                threads,
                "--checkpoint",
                ck,
                "--stop-after",
                "37",
                "--checkpoint-every",
                "0",
            ]);
            match out.status.code() {
                Some(3) => stops += 1,
                Some(0) => {
                    assert_eq!(stable(&out), want, "resumed with {threads} threads");
                    break;
                }
                other => panic!("exit {other:?}: {}", String::from_utf8_lossy(&out.stderr)),
            }
        }
        assert!(stops >= 5, "240 units in steps of 37 stop several times");
    }
}

#[test]
fn refusals_are_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let ck = dir.path().join("ck.json");
    let ck = ck.to_str().unwrap();
    let first = count(&["--checkpoint", ck, "--stop-after", "3", "--checkpoint-every", "0"]);
    assert_eq!(first.status.code(), Some(3));
    // Another problem.
    let other = cubelab(&["square", "count", "--order", "4", "--quiet", "--checkpoint", ck]);
    assert_eq!(other.status.code(), Some(2));
    let err = String::from_utf8(other.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("another problem"));
    // Another shard.
    let shard = count(&["--checkpoint", ck, "--shard", "1/2"]);
    assert_eq!(shard.status.code(), Some(2));
    // Damaged.
    let text = std::fs::read_to_string(ck).unwrap();
    std::fs::write(ck, &text[..text.len() / 2]).unwrap();
    let damaged = count(&["--checkpoint", ck]);
    assert_eq!(damaged.status.code(), Some(2));
    assert!(String::from_utf8(damaged.stderr).unwrap().contains("damaged"));
    // Bad flags.
    for bad in [
        &["--shard", "3/3"][..],
        &["--threads", "0"],
        &["--shard-count", "4"],
    ] {
        assert_eq!(count(bad).status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn job_array_variables_select_the_shard() {
    let from_env = Command::new(BIN)
        .args(COUNT)
        .env("SLURM_ARRAY_TASK_ID", "1")
        .env("SLURM_ARRAY_TASK_COUNT", "40")
        .output()
        .unwrap();
    let from_flag = count(&["--shard", "1/40"]);
    assert!(from_env.status.success());
    assert_eq!(stable(&from_env), stable(&from_flag));
    let k8s = Command::new(BIN)
        .args(COUNT)
        .args(["--shard-count", "40"])
        .env("JOB_COMPLETION_INDEX", "1")
        .output()
        .unwrap();
    assert_eq!(stable(&k8s), stable(&from_flag));
}

#[test]
fn merge_and_verify_catch_bad_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, out: &Output| {
        let p = dir.path().join(name);
        std::fs::write(&p, &out.stdout).unwrap();
        p.display().to_string()
    };
    let s0 = write("s0", &count(&["--shard", "0/40"]));
    let s1 = write("s1", &count(&["--shard", "1/40"]));
    let missing = cubelab(&["merge", &s0, &s1]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8(missing.stderr).unwrap().contains("missing"));
    let twice = cubelab(&["merge", &s0, &s0]);
    assert_eq!(twice.status.code(), Some(2));
    let magic = write(
        "m",
        &cubelab(&[
            "square", "count", "--order", "4", "--format", "jsonl", "--quiet", "--shard", "1/40",
        ]),
    );
    let mixed = cubelab(&["merge", &s0, &magic]);
    assert!(String::from_utf8(mixed.stderr)
        .unwrap()
        .contains("another problem"));

    // verify: a listing passes; a wrong count or a broken square fails.
    let listing = cubelab(&[
        "square", "count", "--order", "4", "--list", "--format", "jsonl", "--quiet",
    ]);
    let good = write("list", &listing);
    let ok = cubelab(&["verify", &good]);
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    assert!(String::from_utf8(ok.stdout)
        .unwrap()
        .contains("880 figures valid and distinct"));
    let text = String::from_utf8(listing.stdout).unwrap();
    let bad_count = dir.path().join("bad_count");
    std::fs::write(&bad_count, text.replace("\"classes\":880", "\"classes\":881")).unwrap();
    assert_eq!(
        cubelab(&["verify", bad_count.to_str().unwrap()]).status.code(),
        Some(2)
    );
    let bad_square = dir.path().join("bad_square");
    let first_rows = text.lines().find(|l| l.contains("\"rows\"")).unwrap();
    let swapped = first_rows.replacen("[1,", "[99,", 1);
    assert_ne!(swapped, first_rows);
    std::fs::write(&bad_square, text.replacen(first_rows, &swapped, 1)).unwrap();
    assert_eq!(
        cubelab(&["verify", bad_square.to_str().unwrap()]).status.code(),
        Some(2)
    );
}
