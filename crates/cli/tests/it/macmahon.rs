//! CLI and cross-method tests for `cubelab macmahon`, against the paper's published
//! figures (Table 3, Tables 1 and 2, Theorem 7, Conjecture 4) and the documented errata.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::common;
use common::cubelab as run;

fn jsonl(args: &[&str]) -> Vec<Value> {
    let mut a = args.to_vec();
    a.extend(["--format", "jsonl"]);
    let (code, out, err) = run(&a);
    assert_eq!(code, 0, "{err}");
    out.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn summary(records: &[Value]) -> &Value {
    let last = records.last().unwrap();
    assert_eq!(last["type"], "summary");
    last
}

fn distribution(v: &Value) -> BTreeMap<u64, u64> {
    v["distribution"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, c)| (k.parse().unwrap(), c.as_u64().unwrap()))
        .collect()
}

#[test]
fn cubes_equal_table_3_row_for_row() {
    let table = include_str!("../data/macmahon_table3.txt");
    let published: Vec<(String, Vec<u64>)> = table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut w = l.split_whitespace();
            (
                w.next().unwrap().to_string(),
                w.map(|n| n.parse().unwrap()).collect(),
            )
        })
        .collect();
    assert_eq!(published.len(), 30);
    let records = jsonl(&["macmahon", "cubes"]);
    let cubes: Vec<&Value> = records.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(cubes.len(), 30);
    for (c, (name, corners)) in cubes.iter().zip(&published) {
        assert_eq!(c["name"], name.as_str());
        let ours: Vec<u64> = c["corners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(&ours, corners, "{name}");
        // The mirror of Xy is Yx.
        let n: Vec<char> = name.chars().collect();
        let mirror = format!("{}{}", n[1].to_ascii_uppercase(), n[0].to_ascii_lowercase());
        assert_eq!(c["mirror"], mirror.as_str());
        let mut faces: Vec<u64> = c["faces"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        faces.sort_unstable();
        assert_eq!(faces, vec![1, 2, 3, 4, 5, 6]);
    }
}

fn faces_of(name: &str) -> Vec<u64> {
    let records = jsonl(&["macmahon", "cubes"]);
    let c = records.iter().find(|r| r["name"] == name).unwrap();
    c["faces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

#[test]
fn conway_set_builds_ba_16_ways_2_with_interior_and_assemblies_check() {
    let set = "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb";
    let target = faces_of("Ba");
    for (interior, expected) in [(false, 16), (true, 2)] {
        let mut args = vec!["macmahon", "solve", "--target", "Ba", "--cubes", set];
        if interior {
            args.push("--interior");
        }
        let records = jsonl(&args);
        assert_eq!(summary(&records)["solutions"], expected);
        let results: Vec<&Value> = records.iter().filter(|r| r["type"] == "result").collect();
        assert_eq!(results.len(), expected as usize);
        for r in results {
            let a = &r["assembly"];
            assert_eq!(a["size"], serde_json::json!([2, 2, 2]));
            assert_eq!(a["palette"], "macmahon");
            let cubes = a["cubes"].as_array().unwrap();
            assert_eq!(cubes.len(), 8);
            let mut labels: Vec<&str> = cubes.iter().map(|c| c["label"].as_str().unwrap()).collect();
            labels.sort_unstable();
            assert_eq!(labels.join(","), set);
            for c in cubes {
                let at: Vec<u64> = c["at"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_u64().unwrap())
                    .collect();
                let faces: Vec<u64> = c["faces"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_u64().unwrap())
                    .collect();
                for k in 0..3 {
                    let outside = 2 * k + at[k] as usize;
                    assert_eq!(
                        faces[outside], target[outside],
                        "outside face {outside} at {at:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn figure_6_collection_builds_its_five_targets() {
    // Section 5: columns a, c, f; rows A, F among them, B, E not; Bc and Ec removed.
    let set = "Ac,Af,Ba,Bf,Ea,Ef,Fa,Fc";
    for (t, n) in [
        ("Cb", 4),
        ("Cd", 4),
        ("Ce", 4),
        ("Db", 2),
        ("De", 2),
        ("Ba", 0),
        ("Fe", 0),
    ] {
        let records = jsonl(&["macmahon", "solve", "--target", t, "--cubes", set, "--count"]);
        assert_eq!(summary(&records)["solutions"], n, "{t}");
    }
}

#[test]
fn table_1_counts_and_the_relabelled_columns() {
    let records = jsonl(&["macmahon", "collections", "--target", "Ba"]);
    let s = summary(&records);
    assert_eq!(s["collections"], 133_680); // Theorem 1
    let ours = distribution(s);
    // The paper prints 4 -> 19860, 6 -> 15987, 8 -> 2664: the same counts under other labels.
    // Three methods and the matrix-tree bound (>= 17280 collections with 8) settle it.
    let expected: BTreeMap<u64, u64> = [
        (2, 93_000),
        (4, 15_987),
        (6, 2_664),
        (8, 19_860),
        (10, 792),
        (12, 1_296),
        (16, 81),
    ]
    .into();
    assert_eq!(ours, expected);
    let mut paper = vec![93_000, 19_860, 15_987, 2_664, 792, 1_296, 81];
    let mut counts: Vec<u64> = ours.values().copied().collect();
    paper.sort_unstable();
    counts.sort_unstable();
    assert_eq!(counts, paper);
    let primes = jsonl(&["macmahon", "collections", "--target", "Fe", "--method", "primes"]);
    assert_eq!(distribution(summary(&primes)), expected, "every target alike");
}

#[test]
fn table_2_and_theorem_7() {
    let records = jsonl(&["macmahon", "collections"]);
    let s = summary(&records);
    let expected: BTreeMap<u64, u64> = [
        (0, 2_774_940),
        (1, 2_256_390),
        (2, 720_405),
        (3, 91_920),
        (4, 8_910),
        (5, 360),
    ]
    .into();
    assert_eq!(distribution(s), expected);
    assert_eq!(s["max"], 5);
    let five = jsonl(&["macmahon", "collections", "--targets", "5"]);
    assert_eq!(summary(&five)["theorem7"], true);
    let results: Vec<&Value> = five.iter().filter(|r| r["type"] == "result").collect();
    assert_eq!(results.len(), 360);
    for r in results {
        let collection: Vec<&str> = r["collection"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let targets = r["targets"].as_object().unwrap();
        assert_eq!(targets.len(), 5);
        assert!(
            targets.keys().all(|t| !collection.contains(&t.as_str())),
            "Theorem 2: no target in its collection"
        );
        let mut sols: Vec<u64> = targets.values().map(|v| v.as_u64().unwrap()).collect();
        sols.sort_unstable();
        assert_eq!(sols, vec![2, 2, 4, 4, 4], "as in the Figure 6 example");
    }
}

#[test]
fn twelve_sets_settle_conjecture_4_and_29() {
    let records = jsonl(&["macmahon", "sets", "--size", "12"]);
    let s = summary(&records);
    assert_eq!(s["sets"], 86_493_225);
    assert_eq!(s["max"], 30);
    assert_eq!(s["max_sets"], 10);
    assert_eq!(s["conjecture4"], true);
    let d = distribution(s);
    assert!(!d.contains_key(&29), "no 12-set builds exactly 29");
    assert_eq!(d.values().sum::<u64>(), 86_493_225);
    assert_eq!(s["sets_at_max"].as_array().unwrap().len(), 10);
    assert_eq!(s["listed"], 10);
}

#[test]
fn sampling_is_seeded_and_formats_work() {
    let strip = |v: &Value| {
        let mut v = v.clone();
        v.as_object_mut().unwrap().remove("elapsed_s");
        v
    };
    let args = [
        "macmahon",
        "sample",
        "--size",
        "10",
        "--samples",
        "3000",
        "--seed",
        "4",
    ];
    let (a, b) = (jsonl(&args), jsonl(&args));
    assert_eq!(strip(summary(&a)), strip(summary(&b)));
    assert_eq!(summary(&a)["generator"], "ChaCha8Rng");
    assert!(
        summary(&a)["min"].as_u64().unwrap() >= 1,
        "Berkove et al.: ten cubes always build one"
    );
    let (code, csv, _) = run(&["macmahon", "cubes", "--format", "csv"]);
    assert_eq!(code, 0);
    assert_eq!(csv.lines().next().unwrap(), "name,faces,corners,mirror");
    assert_eq!(csv.lines().count(), 31);
    let (code, text, _) = run(&["macmahon", "collections", "--target", "Ba"]);
    assert_eq!(code, 0);
    assert!(text.contains("16: 81"));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for args in [
        vec!["macmahon", "solve", "--target", "Aa", "--cubes", "Ac"],
        vec![
            "macmahon",
            "solve",
            "--target",
            "Ba",
            "--cubes",
            "Ac,Ac,Ad,Ae,Af,Cb,Db,Eb",
        ],
        vec!["macmahon", "solve", "--target", "Ba", "--cubes", "Ac,Ad"],
        vec!["macmahon", "sets", "--size", "7"],
        vec!["macmahon", "sample", "--size", "31"],
        vec!["macmahon", "collections", "--targets", "0"],
        vec!["macmahon", "collections", "--target", "Xy"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn all_thirty_cubes_build_ba_as_table_1_says_and_conways_set_is_forced() {
    // Arrangements from the whole set = sum over collections of their solution numbers
    // (geometric solver against the graph model's Table 1); with matching interiors only
    // Conway's 8 cubes, in 2 ways, can be used.
    let (_, csv, _) = run(&["macmahon", "cubes", "--format", "csv"]);
    let all: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap())
        .collect();
    let all = all.join(",");
    let table1 = jsonl(&["macmahon", "collections", "--target", "Ba"]);
    let weighted: u64 = distribution(summary(&table1)).iter().map(|(s, c)| s * c).sum();
    let solve = jsonl(&["macmahon", "solve", "--target", "Ba", "--cubes", &all, "--count"]);
    assert_eq!(summary(&solve)["solutions"], weighted);
    assert_eq!(weighted, 449_580);
    let interior = jsonl(&[
        "macmahon",
        "solve",
        "--target",
        "Ba",
        "--cubes",
        &all,
        "--interior",
    ]);
    assert_eq!(summary(&interior)["solutions"], 2);
    for r in interior.iter().filter(|r| r["type"] == "result") {
        let mut labels: Vec<&str> = r["assembly"]["cubes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["label"].as_str().unwrap())
            .collect();
        labels.sort_unstable();
        assert_eq!(labels.join(","), "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb");
    }
}

/// Issue 68: `macmahon sample --samples 10^12` ran for days without a word. It now says how
/// long it will take before it starts, reports progress, and Ctrl-C (SIGINT) ends it at
/// once; past 2^40 samples it is refused.
#[test]
fn a_long_sample_says_how_long_and_stops_on_ctrl_c() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    // Through `env --default-signal=INT`: a process a shell starts in the background (as CI
    // may start the tests) inherits SIGINT ignored, and then Ctrl-C would stop nothing.
    let mut child = Command::new("env")
        .args(["--default-signal=INT", env!("CARGO_BIN_EXE_cubelab")])
        .args([
            "macmahon",
            "sample",
            "--size",
            "8",
            "--samples",
            "1000000000000",
            "--progress-every",
            "0",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubelab starts");
    let mut lines = BufReader::new(child.stderr.take().expect("piped")).lines();
    let first = lines.next().expect("a first line").expect("text");
    assert!(first.contains("1000000000000 random sets: about"), "{first}");
    assert!(first.contains("Ctrl-C stops the run"), "{first}");
    let progress = lines.next().expect("a progress line").expect("text");
    assert!(
        progress.contains("units") && progress.contains("left"),
        "{progress}"
    );
    let started = std::time::Instant::now();
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = child.wait().expect("cubelab ends");
    assert!(!status.success());
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    let (code, _, err) = run(&["macmahon", "sample", "--size", "8", "--samples", "1099511627777"]);
    assert_eq!(code, 2);
    assert!(err.contains("2^40"), "{err}");
}
