//! CLI tests of `cubelab insanity`: the commercial puzzle, random instances, bad files.

use serde_json::Value;

use crate::common;
use common::{cubelab_in as cubelab, records};

const EXAMPLE: &str = concat!(
    concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
    "/crates/cubelab/examples/instant-insanity.txt"
);

/// Each long side of a drawn stack shows every colour once.
fn check_assembly(r: &Value, n: usize) {
    let a = &r["assembly"];
    assert_eq!(a["size"], serde_json::json!([1, 1, n]));
    assert_eq!(a["palette"], "insanity");
    let cubes = a["cubes"].as_array().unwrap();
    assert_eq!(cubes.len(), n);
    for side in 0..4 {
        let mut seen: Vec<u64> = cubes.iter().map(|c| c["faces"][side].as_u64().unwrap()).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), n, "side {side}");
    }
    for (z, c) in cubes.iter().enumerate() {
        assert_eq!(c["at"], serde_json::json!([0, 0, z]));
    }
}

#[test]
fn commercial_puzzle_has_exactly_one_solution() {
    let (code, out, err) = cubelab(&["insanity", "solve", EXAMPLE, "--format", "jsonl"], "");
    assert_eq!(code, 0, "{err}");
    let recs = records(&out);
    let s = recs.last().unwrap();
    assert_eq!(s["classes"], 1);
    assert_eq!(s["count"], 8);
    assert_eq!(s["graph_pairs"], 1);
    let results: Vec<&Value> = recs.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["orbit"], 8);
    check_assembly(results[0], 4);
}

#[test]
fn random_instances_are_reproducible_and_planted_ones_solvable() {
    for seed in ["1", "2", "3"] {
        let args = ["insanity", "random", "--cubes", "6", "--seed", seed, "--planted"];
        let (code, a, _) = cubelab(&args, "");
        assert_eq!(code, 0);
        assert_eq!(a, cubelab(&args, "").1);
        let (code, out, err) = cubelab(&["insanity", "solve", "-", "--format", "jsonl"], &a);
        assert_eq!(code, 0, "{err}");
        let recs = records(&out);
        assert!(recs.last().unwrap()["classes"].as_u64().unwrap() >= 1);
        for r in recs.iter().filter(|r| r["type"] == "result") {
            check_assembly(r, 6);
        }
    }
    let (_, a, _) = cubelab(&["insanity", "random", "--cubes", "5", "--seed", "1"], "");
    let (_, b, _) = cubelab(&["insanity", "random", "--cubes", "5", "--seed", "2"], "");
    assert_ne!(a, b);
}

#[test]
fn bad_files_give_one_line_and_exit_2() {
    for (input, needle) in [
        ("red green blue\n", "expected 6 colours"),
        ("# only a comment\n", "no cubes"),
        ("a b c d e f\n", "6 colours on 1 cubes"),
    ] {
        let (code, out, err) = cubelab(&["insanity", "solve", "-"], input);
        assert_eq!(code, 2, "{input}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
    }
    let (code, _, err) = cubelab(&["insanity", "solve", "/nonexistent/cubes.txt"], "");
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1);
    let (code, _, _) = cubelab(&["insanity", "random", "--cubes", "0"], "");
    assert_eq!(code, 2);
}

#[test]
fn unsolvable_instance_reports_zero() {
    // Two cubes painted all red: no side can show two colours.
    let (code, out, _) = cubelab(
        &["insanity", "solve", "-", "--format", "csv"],
        "r r r r r r\nr r r r r r\n",
    );
    assert_eq!(code, 0);
    assert!(out.starts_with("cubes,classes,count,graph_pairs"));
    assert!(out.lines().nth(1).unwrap().starts_with("2,0,0,0"));
}

#[test]
fn large_stacks_use_the_graph_method_alone() {
    let (_, file, _) = cubelab(
        &["insanity", "random", "--cubes", "12", "--seed", "7", "--planted"],
        "",
    );
    let (code, out, err) = cubelab(&["insanity", "solve", "-", "--format", "jsonl"], &file);
    assert_eq!(code, 0, "{err}");
    let s = records(&out).pop().unwrap();
    assert_eq!(s["brute_force_checked"], false);
    assert!(s["classes"].as_u64().unwrap() >= 1);
    let (_, small, _) = cubelab(&["insanity", "solve", EXAMPLE, "--format", "jsonl"], "");
    assert_eq!(records(&small).pop().unwrap()["brute_force_checked"], true);
}

#[test]
fn text_output_shows_the_stack_top_first() {
    let (code, out, _) = cubelab(&["insanity", "solve", EXAMPLE], "");
    assert_eq!(code, 0);
    let cube4 = out.find("cube 4").unwrap();
    let cube1 = out.find("cube 1").unwrap();
    assert!(cube4 < cube1);
    assert!(out.contains("front"));
    assert!(out.contains("1 solution(s) up to the 8 rotations of the stack"));
}
