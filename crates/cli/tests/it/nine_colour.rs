//! CLI tests of `cubelab nine-colour`, with a third, test-local count (exact cover of the 27
//! cells by face-disjoint triples) and the published figure for the twisty-puzzle version.

use serde_json::Value;

use crate::common;
use common::{cubelab, records};

fn summary(args: &[&str]) -> Value {
    let (code, out, err) = cubelab(args);
    assert_eq!(code, 0, "{err}");
    records(&out).pop().unwrap()
}

/// Faces of cell (x, y, z) from coordinates only: (axis, side) pairs on the boundary.
fn faces_of(cell: usize) -> Vec<(usize, usize)> {
    let p = [cell % 3, cell / 3 % 3, cell / 9];
    (0..3).filter(|&k| p[k] != 1).map(|k| (k, p[k] / 2)).collect()
}

fn check_solution(colours: &[u64]) {
    assert_eq!(colours.len(), 27);
    for k in 0..9 {
        assert_eq!(
            colours.iter().filter(|&&c| c == k).count(),
            3,
            "colour {k} used 3 times"
        );
    }
    for axis in 0..3 {
        for side in 0..2 {
            let mut seen: Vec<u64> = (0..27)
                .filter(|&c| faces_of(c).contains(&(axis, side)))
                .map(|c| colours[c])
                .collect();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), 9, "face ({axis},{side}) shows all nine colours");
        }
    }
}

fn colours_of(rec: &Value) -> Vec<u64> {
    rec["colours"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

/// Partitions of the 27 cells into 9 triples with no two cells of a triple on one face:
/// exact cover, always covering the lowest uncovered cell.
fn exact_cover_count() -> u64 {
    let disjoint = |a: usize, b: usize| faces_of(a).iter().all(|f| !faces_of(b).contains(f));
    let mut triples = Vec::new();
    for a in 0..27 {
        for b in a + 1..27 {
            for c in b + 1..27 {
                if disjoint(a, b) && disjoint(a, c) && disjoint(b, c) {
                    triples.push((1u32 << a) | (1 << b) | (1 << c));
                }
            }
        }
    }
    fn cover(covered: u32, triples: &[u32]) -> u64 {
        if covered == (1 << 27) - 1 {
            return 1;
        }
        let low = 1u32 << (!covered).trailing_zeros();
        triples
            .iter()
            .filter(|&&t| t & low != 0 && t & covered == 0)
            .map(|&t| cover(covered | t, triples))
            .sum()
    }
    cover(0, &triples)
}

#[test]
fn counts_agree_with_exact_cover_and_published_figure() {
    let s = summary(&["nine-colour", "count", "--classes", "--format", "jsonl"]);
    assert_eq!(s["type"], "summary");
    let partitions = s["partitions"].as_u64().unwrap();
    assert_eq!(partitions, exact_cover_count());
    assert_eq!(s["count"].as_u64().unwrap(), partitions * 362_880);
    // Nine-Colour Cube / Molecube (twisty puzzle, fixed face centres): 80 solved states
    // (grokipedia.com/page/nine_colour_cube, after Wikipedia). Fixed centres label 6 classes
    // and the two-corner colour its class; the two edge-only colours can swap: 2 labellings
    // per partition.
    assert_eq!(partitions * 2, 80);
    assert_eq!(s["classes"], 3);
    assert_eq!(s["rotation_classes"], 4);
}

#[test]
fn exact_solution_is_valid_and_drawable() {
    let (code, out, _) = cubelab(&["nine-colour", "solve", "--format", "jsonl", "--stats"]);
    assert_eq!(code, 0);
    let recs = records(&out);
    assert_eq!(recs[0]["type"], "header");
    let r = &recs[1];
    check_solution(&colours_of(r));
    let a = &r["assembly"];
    assert_eq!(a["size"], serde_json::json!([3, 3, 3]));
    assert_eq!(a["palette"], "nine");
    let cubes = a["cubes"].as_array().unwrap();
    assert_eq!(cubes.len(), 27);
    for (i, c) in cubes.iter().enumerate() {
        let at: Vec<u64> = c["at"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(at[0] + 3 * at[1] + 9 * at[2], i as u64);
        let faces = c["faces"].as_array().unwrap();
        assert_eq!(faces.len(), 6);
        assert!(faces.iter().all(|f| f == &r["colours"][i]));
    }
    assert!(recs[2]["nodes"].as_u64().unwrap() > 0);
}

#[test]
fn text_shows_layers_and_faces() {
    let (code, out, _) = cubelab(&["nine-colour", "solve"]);
    assert_eq!(code, 0);
    assert!(out.contains("layers"));
    assert!(out.contains("left    right   front   back    down    up"));
}

#[test]
fn annealing_is_reproducible_by_seed() {
    let run = |seed: &str| {
        let (code, out, _) = cubelab(&[
            "nine-colour",
            "solve",
            "--method",
            "anneal",
            "--seed",
            seed,
            "--format",
            "jsonl",
        ]);
        assert_eq!(code, 0);
        let r = records(&out)[1].clone();
        check_solution(&colours_of(&r));
        (colours_of(&r), r["iterations"].as_u64().unwrap())
    };
    assert_eq!(run("42"), run("42"));
    assert_ne!(run("42").1, run("43").1);
}

#[test]
fn bench_runs_are_the_solve_runs() {
    let (code, out, _) = cubelab(&[
        "nine-colour",
        "anneal-runs",
        "--runs",
        "5",
        "--seed",
        "40",
        "--format",
        "jsonl",
    ]);
    assert_eq!(code, 0);
    let recs = records(&out);
    assert_eq!(recs.len(), 7);
    let third = &recs[3];
    assert_eq!(third["seed"], 42);
    let (_, solve, _) = cubelab(&[
        "nine-colour",
        "solve",
        "--method",
        "anneal",
        "--seed",
        "42",
        "--format",
        "jsonl",
    ]);
    assert_eq!(records(&solve)[1]["iterations"], third["iterations"]);
    let s = &recs[6];
    assert_eq!(s["solved"], 5);
    let it = &s["iterations"];
    assert!(it["min"].as_f64() <= it["median"].as_f64() && it["median"].as_f64() <= it["max"].as_f64());
}

#[test]
fn enumerate_lists_partitions_and_classes() {
    let (_, out, _) = cubelab(&["nine-colour", "enumerate", "--format", "jsonl"]);
    let recs = records(&out);
    let results: Vec<&Value> = recs.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(
        results.len() as u64,
        recs.last().unwrap()["partitions"].as_u64().unwrap()
    );
    for r in &results {
        check_solution(&colours_of(r));
    }
    for (group, n) in [("full", 3), ("rotations", 4)] {
        let (_, out, _) = cubelab(&[
            "nine-colour",
            "enumerate",
            "--classes",
            "--group",
            group,
            "--format",
            "jsonl",
        ]);
        let recs = records(&out);
        let orbits: Vec<u64> = recs
            .iter()
            .filter(|r| r["type"] == "result")
            .map(|r| r["orbit"].as_u64().unwrap())
            .collect();
        assert_eq!(orbits.len(), n);
        assert_eq!(orbits.iter().sum::<u64>(), results.len() as u64);
    }
}

#[test]
fn csv_and_bad_options() {
    let (code, out, _) = cubelab(&["nine-colour", "count", "--format", "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("count,partitions,nodes,elapsed_s\n"));
    let (code, _, err) = cubelab(&["nine-colour", "anneal-runs", "--runs", "0"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1);
    let (code, _, err) = cubelab(&[
        "nine-colour",
        "solve",
        "--method",
        "anneal",
        "--max-iterations",
        "2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("did not converge"));
}
