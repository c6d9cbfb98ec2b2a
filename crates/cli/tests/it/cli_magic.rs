//! The `cubelab` binary end to end: enumeration output in every format, the checker's exit
//! codes, and one-line errors for bad input.

use std::process::Output;

use crate::common;

use serde_json::Value;

fn cubelab(args: &[&str], stdin: Option<&str>) -> Output {
    common::run(args, stdin.unwrap_or(""))
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn records(o: &Output) -> Vec<Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect()
}

#[test]
fn cube_enumerate_counts_and_classes() {
    let o = cubelab(
        &["cube", "enumerate", "--order", "3", "--classes", "--count"],
        None,
    );
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains("magic constant 42"), "{text}");
    assert!(text.contains("192 cubes in 4 classes"), "{text}");
}

#[test]
fn cube_enumerate_jsonl_records() {
    let o = cubelab(&["cube", "enumerate", "--order", "3", "--format", "jsonl"], None);
    assert!(o.status.success());
    let recs = records(&o);
    assert_eq!(recs.len(), 194);
    assert_eq!(recs[0]["type"], "header");
    assert_eq!(recs[0]["tool"], "cubelab");
    let results: Vec<&Value> = recs.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(results.len(), 192);
    assert_eq!(results[0]["order"], 3);
    assert_eq!(results[0]["layers"].as_array().unwrap().len(), 3);
    let last = recs.last().unwrap();
    assert_eq!(last["type"], "summary");
    assert_eq!(last["count"], 192);
    assert!(last["elapsed_s"].is_number());
}

#[test]
fn cube_classes_jsonl_and_negative_start() {
    let o = cubelab(
        &[
            "cube",
            "enumerate",
            "--order",
            "3",
            "--classes",
            "--start",
            "-13",
            "--format",
            "jsonl",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let recs = records(&o);
    let summary = recs.last().unwrap();
    assert_eq!(summary["classes"], 4);
    assert_eq!(summary["count"], 192);
    assert_eq!(summary["magic_constant"], 0);
    let reps: Vec<&Value> = recs.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(reps.len(), 4);
    assert!(reps.iter().all(|r| r["orbit"] == 48));
    // A listed cube is read back by `check` and is magic with constant 0.
    let o = cubelab(&["check", "-"], Some(&reps[0].to_string()));
    assert!(o.status.success(), "{}", stdout(&o));
    assert!(stdout(&o).contains("magic constant: 0"));
}

#[test]
fn square_enumerate_every_kind_and_csv() {
    for (kind, count, classes) in [
        ("semi-magic", "549504", "68688"),
        ("magic", "7040", "880"),
        ("pandiagonal", "384", "48"),
        ("associative", "384", "48"),
        ("most-perfect", "384", "48"),
        ("ultramagic", "0", "0"),
    ] {
        let o = cubelab(
            &[
                "square",
                "enumerate",
                "--order",
                "4",
                "--kind",
                kind,
                "--count",
                "--classes",
                "--format",
                "csv",
            ],
            None,
        );
        assert!(o.status.success(), "{kind}: {}", stderr(&o));
        let text = stdout(&o);
        let mut lines = text.lines();
        assert_eq!(
            lines.next(),
            Some("count,magic_constant,classes,orbit_sizes,elapsed_s")
        );
        let row: Vec<&str> = lines.next().unwrap().split(',').collect();
        assert_eq!((row[0], row[2]), (count, classes), "{kind}");
    }
    let o = cubelab(&["square", "enumerate", "--order", "3", "--format", "csv"], None);
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 9);
    assert!(text.starts_with("index,class,orbit,c0,c1,"));
}

#[test]
fn check_verdicts_and_exit_codes() {
    let o = cubelab(&["check", "-"], Some("2 7 6\n9 5 1\n4 3 8\n"));
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("verdict: magic"));
    let o = cubelab(&["check", "-"], Some("2 7 6\n9 5 1\n4 8 3\n"));
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("column from (1,2) to (3,2) sums to 20 not 15"),
        "{text}"
    );
    let o = cubelab(
        &["check", "-", "--format", "jsonl"],
        Some("{\"rows\": [[2,7,6],[9,5,1],[4,3,8]]}"),
    );
    let recs = records(&o);
    assert_eq!(recs[1]["magic_constant"], 15);
    assert_eq!(recs[1]["magic"], true);
    assert_eq!(
        recs[1]["rows"][0],
        serde_json::json!([2, 7, 6]),
        "the figure is in the record"
    );
}

#[test]
fn check_reads_the_seed_style_cube() {
    // A 3x3x3 magic cube in layers separated by blank lines.
    let cube = "8 24 10\n12 7 23\n22 11 9\n\n15 1 26\n25 14 3\n2 27 13\n\n19 17 6\n5 21 16\n18 4 20\n";
    let o = cubelab(&["check", "-"], Some(cube));
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(stdout(&o).contains("cube of order 3"));
    assert!(stdout(&o).contains("simple        yes"));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let cases: &[(&[&str], Option<&str>, &str)] = &[
        (&["check", "-"], Some(""), "empty"),
        (&["check", "-"], Some("1 2 3\n4 5\n6 7 8\n"), "row has 2 entries"),
        (
            &["check", "-"],
            Some("1 2 3\n4 five 6\n7 8 9\n"),
            "'five' is not an integer",
        ),
        (&["check", "-"], Some("1 2\n3 4\n"), "order 2"),
        (
            &["check", "-"],
            Some("1 2 3\n4 5 6\n7 8 9\n\n1 2\n3 4\n"),
            "layer 2",
        ),
        (&["check", "-"], Some("{\"layers\": 5}"), "list of layers"),
        (&["check", "/no/such/file"], None, "/no/such/file"),
        (&["square", "enumerate", "--order", "2"], None, "order 2"),
        (&["square", "enumerate", "--order", "0"], None, "order 0"),
        (
            &["square", "enumerate", "--order", "1000000"],
            None,
            "order 1000000",
        ),
        (&["cube", "enumerate", "--order", "1"], None, "order 1"),
        (&["cube", "enumerate", "--order", "7"], None, "order 7"),
    ];
    for (args, input, want) in cases {
        let o = cubelab(args, *input);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("panicked"));
    }
}

/// Issue 68: a square on one line is read; most-perfect is "not applicable" at orders not
/// divisible by 4; a figure too large to check is refused by its size, in one line.
#[test]
fn check_reads_one_line_squares_and_refuses_by_size() {
    let o = cubelab(&["check", "-"], Some("8 1 6 3 5 7 4 9 2\n"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("verdict: magic"), "{text}");
    assert!(text.contains("most-perfect  not applicable"), "{text}");
    let o = cubelab(&["check", "-"], Some("8 1 6 3 5 7 4 9\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("8 is not a square number"), "{}", stderr(&o));
    let n = 1001;
    let big: String = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| (r * n + c + 1).to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let o = cubelab(&["check", "-"], Some(&big));
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("order 1001 has 1002001 cells"), "{err}");
}
