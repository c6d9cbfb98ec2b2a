//! The recipes of docs/distributed.md run as written, with the job-array variables a
//! scheduler sets: `deploy/slurm.sh` (including one task resubmitted alone) and the command
//! of `deploy/k8s-indexed-job.yaml`. Their shards merge to the output of one run. Order 4
//! and 3 shards instead of order 5 and 16, so that it takes a second.

use crate::common;

use std::path::Path;
use std::process::Command;

/// `cubelab` on the PATH, as the recipes expect.
fn path_with_cubelab() -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_cubelab"));
    let dir = bin.parent().expect("the binary's folder");
    format!("{}:{}", dir.display(), std::env::var("PATH").unwrap_or_default())
}

fn recipe(program: &str, args: &[&str], dir: &Path, vars: &[(&str, &str)]) {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .current_dir(dir)
        .env("PATH", path_with_cubelab())
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("SLURM_ARRAY_TASK_COUNT")
        .env_remove("JOB_COMPLETION_INDEX");
    for (k, v) in vars {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("the recipe runs");
    assert!(
        out.status.success(),
        "{program} {args:?} {vars:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Merges `files` and returns the merged output without run times.
fn merged(files: &[String]) -> String {
    let mut args = vec!["merge", "--format", "jsonl"];
    args.extend(files.iter().map(String::as_str));
    let out = common::driver_run(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    common::stable(&out)
}

fn single_run() -> String {
    common::stable(&common::driver_run(&[
        "square", "count", "--order", "4", "--format", "jsonl",
    ]))
}

#[test]
fn the_slurm_array_script_shards_and_resubmits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("deploy/slurm.sh");
    let script = script.to_str().expect("UTF-8 path");
    let base = [("ORDER", "4"), ("SHARDS", "3"), ("SLURM_CPUS_PER_TASK", "1")];
    for i in ["0", "1", "2"] {
        let mut vars = base.to_vec();
        vars.extend([("SLURM_ARRAY_TASK_ID", i), ("SLURM_ARRAY_TASK_COUNT", "3")]);
        recipe("bash", &[script], dir.path(), &vars);
    }
    let files: Vec<String> = (0..3)
        .map(|i| {
            dir.path()
                .join(format!("shards/order4-{i}.jsonl"))
                .display()
                .to_string()
        })
        .collect();
    let whole = merged(&files);
    assert_eq!(whole, single_run());
    // `sbatch --array=2 deploy/slurm.sh`: a lone task, whose array count is 1, still runs
    // shard 2 of 3 and writes the same shard.
    let before = std::fs::read_to_string(&files[2]).expect("shard 2");
    std::fs::remove_file(&files[2]).expect("removed");
    let mut vars = base.to_vec();
    vars.extend([("SLURM_ARRAY_TASK_ID", "2"), ("SLURM_ARRAY_TASK_COUNT", "1")]);
    recipe("bash", &[script], dir.path(), &vars);
    let again = std::fs::read_to_string(&files[2]).expect("shard 2 again");
    let cut = |t: &str| {
        t.lines()
            .filter(|l| !l.contains("elapsed_s"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(cut(&again), cut(&before));
    assert_eq!(merged(&files), whole);
}

/// The shell command of the Indexed Job, as the YAML folds it into one line.
fn k8s_command() -> String {
    let yaml = std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("deploy/k8s-indexed-job.yaml"),
    )
    .expect("the Job file");
    let lines: Vec<&str> = yaml.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim() == "- >-")
        .expect("a folded args block");
    let indent = |l: &str| l.len() - l.trim_start().len();
    let first = indent(lines[start + 1]);
    lines[start + 1..]
        .iter()
        .take_while(|l| indent(l) >= first && !l.trim().is_empty())
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_kubernetes_indexed_job_command_shards() {
    let dir = tempfile::tempdir().expect("temp dir");
    let command = k8s_command();
    assert!(
        command.contains("--shard-count 16") && command.contains("/shards/"),
        "{command}"
    );
    let shards = dir.path().display().to_string();
    let command = command
        .replace("--order 5", "--order 4")
        .replace("--shard-count 16", "--shard-count 3")
        .replace("/shards/", &format!("{shards}/"));
    for i in ["0", "1", "2"] {
        recipe(
            "sh",
            &["-c", &command],
            dir.path(),
            &[("JOB_COMPLETION_INDEX", i)],
        );
    }
    let files: Vec<String> = (0..3).map(|i| format!("{shards}/order5-{i}.jsonl")).collect();
    assert_eq!(merged(&files), single_run());
}
