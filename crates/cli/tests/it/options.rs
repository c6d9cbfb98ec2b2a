//! The real command line's options: numeric options given values out of range are refused
//! with exit 2 (a value the type cannot hold by clap, a value it holds but the puzzle cannot
//! take in one line of cubelab's own), never a panic or a run sized by it. (That random
//! values never panic the parser is a unit test of the binary, `src/parser_tests.rs`.)

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use proptest::prelude::*;

/// Runs cubelab with `args` for at most 3 s (stdout discarded): exit code and stderr, or
/// None when it was still running (it accepted the value and is working: not a refusal).
fn run_briefly(args: &[String]) -> Option<(i32, String)> {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cubelab"))
        .args(args)
        .current_dir(dir.path())
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubelab starts");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        if child.try_wait().expect("wait").is_some() {
            let out = child.wait_with_output().expect("output");
            return Some((
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            ));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// Numeric options with a command that otherwise runs, and values beyond their range.
const NUMERIC: &[(&str, &str)] = &[
    ("square enumerate --order", "3"),
    ("square construct --order", "3"),
    ("square count --order", "3"),
    ("square count --order 3 --threads", "1"),
    ("square count --order 3 --shard", "0/1"),
    ("square estimate --order 4 --samples", "10"),
    ("cube enumerate --order", "3"),
    ("cube construct --order", "3"),
    ("nine-colour bench-anneal --runs", "1"),
    ("macmahon sample --size 8 --samples", "10"),
    ("insanity random --cubes", "4"),
    ("insanity census --colours", "3"),
    ("colour-cubes list --colours", "3"),
    ("molecube scramble --moves", "5"),
];

fn out_of_range() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("0".to_string()),
        (1_000_000_001u64..).prop_map(|v| v.to_string()),
        (i64::MIN..-1).prop_map(|v| v.to_string()),
        Just("18446744073709551616".to_string()),
        Just("340282366920938463463374607431768211456".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, failure_persistence: None, ..ProptestConfig::default() })]

    /// A numeric option given a value out of its range: exit 2 and a refusal (clap's for a
    /// value its type cannot hold, one line of cubelab's otherwise), never a panic.
    #[test]
    fn numeric_options_refuse_values_out_of_range(
        which in any::<proptest::sample::Index>(),
        v in out_of_range(),
    ) {
        let (cmd, _) = NUMERIC[which.index(NUMERIC.len())];
        let mut args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
        args.push(v.clone());
        if let Some((code, err)) = run_briefly(&args) {
            prop_assert!(!err.contains("panicked"), "{args:?}: {err}");
            if code == 0 {
                // Some options take 0 or large values (for example `--moves 0`): accepted.
                return Ok(());
            }
            prop_assert_eq!(code, 2, "{:?}: {}", args, err);
            if err.starts_with("cubelab: error:") {
                prop_assert_eq!(err.trim_end().lines().count(), 1, "{:?}: {}", args, err);
            } else {
                prop_assert!(err.starts_with("error:"), "{:?}: {}", args, err);
            }
        }
    }
}

#[test]
fn negative_values_are_refused_as_values_of_their_option() {
    // Clap took "-4" for an unknown option `-4` ("unexpected argument '-4' found"), which
    // does not say which option's value was wrong; now the option is named.
    for (cmd, option) in [
        ("square estimate --order -4", "--order"),
        ("square estimate --order 6 --samples -3", "--samples"),
        ("cube estimate --order 4 --seed -1", "--seed"),
        ("square estimate --order 6 --time -5m", "--time"),
        ("square count --order 3 --shard -1/2", "--shard"),
        ("molecube scramble --moves -5", "--moves"),
    ] {
        let args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
        let (code, err) = run_briefly(&args).unwrap_or_else(|| panic!("{cmd}: still running after 3 s"));
        assert_eq!(code, 2, "{cmd}: {err}");
        assert!(err.contains(&format!("for '{option}")), "{cmd}: {err}");
    }
}

#[test]
fn thread_counts_and_batches_are_refused_before_any_work() {
    // A hundred thousand threads would be started one by one (a run sized by a typed
    // number); a batch of none was refused only after the estimate's pilot.
    for cmd in [
        "square count --order 5 --threads 100000",
        "square estimate --order 6 --samples 10 --threads 100000",
        "cube estimate --order 4 --samples 10 --threads 5000",
        "colour-cubes universal --colours 3 --threads 1025",
        "molecube census --threads 100000",
        "square estimate --order 6 --samples 10 --batch 0",
        "square estimate --order 6 --samples 10 --method knuth --batch 100000000000",
    ] {
        let args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
        let (code, err) = run_briefly(&args).unwrap_or_else(|| panic!("{cmd}: still running after 3 s"));
        assert_eq!(code, 2, "{cmd}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{cmd}: {err}");
        let named = err.contains("at most 1024") || err.contains("batch");
        assert!(named, "{cmd}: {err}");
    }
}

#[test]
fn the_valid_base_commands_run() {
    // The base values of NUMERIC are accepted, so a refusal above is the value's doing.
    for (cmd, ok) in NUMERIC {
        let mut args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
        args.push(ok.to_string());
        if let Some((code, err)) = run_briefly(&args) {
            assert_eq!(code, 0, "{args:?}: {err}");
        }
    }
}

#[test]
fn pictures_are_refused_before_the_work_where_nothing_is_drawn() {
    // The order-5 count takes minutes: refused at once, not after the work.
    for args in [
        "square count --order 5 --svg p.svg",
        "square estimate --order 8 --html p.html",
        "nine-colour count --svg p.svg",
        "nine-colour enumerate --count --svg p.svg",
        "square enumerate --order 3 --count --svg p.svg",
        "macmahon solve --target Ba --cubes Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd --count --svg p.svg",
        "molecube solved --svg p.svg",
        "molecube census --svg p.svg",
    ] {
        let args: Vec<String> = args.split(' ').map(str::to_string).collect();
        let (code, err) = run_briefly(&args).expect("refused at once");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("nothing to draw"), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn durations_go_through_one_parser_and_are_refused_before_the_work() {
    // `--progress-every 1e20` panicked in `Duration::from_secs_f64` after the work was set
    // up (issue 68); every duration option now goes through `cli::seconds::parse`. The
    // order-5 count takes minutes: a refusal comes at once.
    for option in ["--checkpoint-every", "--progress-every"] {
        for bad in ["1e20", "inf", "NaN", "-1", "soon"] {
            for cmd in [
                "square count --order 5",
                "colour-cubes collections -n 3 --samples 10",
            ] {
                let mut args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
                args.extend([option.to_string(), bad.to_string()]);
                let (code, err) = run_briefly(&args).unwrap_or_else(|| panic!("{args:?}: still running"));
                assert_eq!(code, 2, "{args:?}: {err}");
                assert!(!err.contains("panicked"), "{args:?}: {err}");
                assert!(err.contains(option), "{args:?}: {err}");
            }
        }
    }
    // The census's own option goes through the same parser (`twisty::progress_every`).
    // So does the estimates' --time, which had a parser of its own.
    for cmd in [
        "molecube census --progress-every",
        "twisty census --progress-every",
        "square estimate --order 5 --time",
    ] {
        for bad in ["1e20", "NaN", "-1"] {
            let mut args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
            args.push(bad.to_string());
            let (code, err) = run_briefly(&args).unwrap_or_else(|| panic!("{args:?}: still running"));
            assert_eq!(code, 2, "{args:?}: {err}");
            let option = &args[args.len() - 2];
            assert!(err.contains(option.as_str()), "{args:?}: {err}");
        }
    }
    // Units are read: a checkpoint every 1.5 minutes.
    let ok: Vec<String> = "square count --order 3 --checkpoint-every 1.5m --progress-every 1h"
        .split(' ')
        .map(str::to_string)
        .collect();
    assert_eq!(run_briefly(&ok).map(|r| r.0), Some(0));
}

/// Every command that draws, with a picture path that cannot be written: refused before the
/// work (issue 68: refused only after it). Nothing is written to stdout, and the order-5
/// count, which takes minutes, ends at once.
#[test]
fn unwritable_picture_paths_are_refused_before_the_work() {
    let set = "Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd";
    let drawing: &[&str] = &[
        "square enumerate --order 3",
        "square construct --order 3",
        "square count --order 5 --list",
        "cube enumerate --order 3",
        "cube construct --order 3",
        "check -",
        "nine-colour solve",
        "nine-colour enumerate",
        "insanity solve -",
        "insanity random",
        "macmahon cubes",
        "molecube solve -",
        "colour-cubes list -n 3",
        "colour-cubes universal -n 3",
        "merge -",
    ];
    let solve = format!("macmahon solve --target Ba --cubes {set}");
    let cc_solve = "colour-cubes solve -n 3 --target #1 --cubes #1,#2,#3,#4,#5,#6,#7,#8".to_string();
    for (flag, path) in [("--svg", "/nonexistent/dir/p.svg"), ("--html", "/")] {
        for cmd in drawing.iter().copied().chain([solve.as_str(), cc_solve.as_str()]) {
            let mut args: Vec<String> = cmd.split(' ').map(str::to_string).collect();
            args.extend([flag.to_string(), path.to_string()]);
            let dir = tempfile::tempdir().expect("temp dir");
            let out = Command::new(env!("CARGO_BIN_EXE_cubelab"))
                .args(&args)
                .current_dir(dir.path())
                .stdin(Stdio::null())
                .output()
                .expect("cubelab runs");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert!(out.stdout.is_empty(), "{args:?}: wrote results before refusing");
            assert!(err.contains(path), "{args:?}: {err}");
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        }
    }
}

/// Sizes typed by the user are refused before anything of that size is allocated (issue
/// 68: `--samples 18446744073709551615` tried to list 14 PB of unit ids, `1000000000000`
/// used 1.57 GB before any work).
#[test]
fn sample_counts_past_what_a_run_holds_are_refused_at_once() {
    for samples in ["18446744073709551615", "1000000000000", "10485760001"] {
        let args: Vec<String> = format!("colour-cubes collections -n 3 --samples {samples}")
            .split(' ')
            .map(str::to_string)
            .collect();
        let (code, err) = run_briefly(&args).unwrap_or_else(|| panic!("{args:?}: still running"));
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("at most 10485760000"), "{args:?}: {err}");
    }
}
