//! `cubelab twisty`: the pocket cube's census against the published distributions, its
//! solver against the census on random positions, scrambles, bad input, verify, resuming a
//! census, and `--puzzle molecube` as a second name for `cubelab molecube`.

use super::common::{cubelab, cubelab_in, records};
use cubelab::twisty::census::{spaces::SymClasses, Census, Options};
use cubelab::twisty::cube2::{text, PocketCube};
use cubelab::twisty::Metric;

/// The published distance distributions of the pocket cube (half-turn, quarter-turn metric).
const HTM: [u64; 12] = [
    1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
];
const QTM: [u64; 15] = [
    1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
];

/// Positions per depth of a census output, the last pass (nothing new) left out.
fn distribution(out: &str) -> Vec<u64> {
    records(out)
        .iter()
        .filter(|r| r["type"] == "result")
        .map(|r| r["positions"].as_u64().unwrap())
        .filter(|&n| n > 0)
        .collect()
}

#[test]
fn census_equals_the_published_distributions() {
    for (metric, published, gods) in [("htm", &HTM[..], 11), ("qtm", &QTM[..], 14)] {
        let args = [
            "twisty", "census", "--puzzle", "2x2x2", "--metric", metric, "--format", "jsonl",
        ];
        let (code, out, err) = cubelab(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(distribution(&out), published, "{metric}");
        let recs = records(&out);
        assert_eq!(recs[0]["problem"]["name"], "twisty census");
        let summary = recs.last().unwrap();
        assert_eq!(summary["total"], "3674160");
        assert_eq!(summary["gods_number"], gods);
        assert_eq!(summary["complete"], true);
    }
    let (code, csv, _) = cubelab(&[
        "twisty", "census", "--puzzle", "2x2x2", "--format", "csv", "--quiet",
    ]);
    assert_eq!(code, 0);
    assert!(
        csv.starts_with("depth,positions,entries,mode,seconds\n0,1,1,seed,"),
        "{csv}"
    );
}

/// The solver's lengths, through the command line, equal the census distances on 1000
/// uniformly random positions in each metric.
#[test]
fn solver_lengths_equal_census_distances() {
    let cube = PocketCube::new();
    for (metric, m) in [(Metric::Htm, "htm"), (Metric::Qtm, "qtm")] {
        let space = SymClasses::new(&cube, metric).unwrap();
        let mut census = Census::start(&space);
        census.run(&Options::default()).unwrap();
        let args = [
            "twisty", "scramble", "--puzzle", "2x2x2", "--seed", "66", "--count", "1000",
        ];
        let (code, positions, _) = cubelab(&args);
        assert_eq!(code, 0);
        let solve = [
            "twisty", "solve", "--puzzle", "2x2x2", "-", "--metric", m, "--format", "jsonl",
        ];
        let (code, out, err) = cubelab_in(&solve, &positions);
        assert_eq!(code, 0, "{err}");
        let results: Vec<_> = records(&out)
            .into_iter()
            .filter(|r| r["type"] == "result")
            .collect();
        assert_eq!(results.len(), 1000);
        for (r, line) in results.iter().zip(positions.lines()) {
            let s = text::parse(&cube, line).unwrap();
            let d = census.distance(space.entry(&s)).unwrap().unwrap();
            assert_eq!(r["length"].as_u64(), Some(d as u64), "{m} {line}");
            assert_eq!(r["start"], line);
        }
    }
}

#[test]
fn scramble_is_reproducible_and_walks_solve_within_their_length() {
    let a = cubelab(&[
        "twisty", "scramble", "--puzzle", "2x2x2", "--seed", "9", "--count", "3",
    ]);
    assert_eq!(
        a,
        cubelab(&["twisty", "scramble", "--puzzle", "2x2x2", "--seed", "9", "--count", "3"])
    );
    assert_eq!(a.1.lines().count(), 3);
    let args = [
        "twisty", "scramble", "--puzzle", "2x2x2", "--moves", "5", "--format", "jsonl",
    ];
    let (code, out, _) = cubelab(&args);
    assert_eq!(code, 0);
    let walk = records(&out)[1]["scramble"].as_str().unwrap().to_string();
    assert_eq!(walk.split(' ').count(), 5);
    let solve = [
        "twisty",
        "solve",
        "--puzzle",
        "2x2x2",
        "--scramble",
        &walk,
        "--format",
        "jsonl",
    ];
    let (code, out, err) = cubelab(&solve);
    assert_eq!(code, 0, "{err}");
    assert!(records(&out)[1]["length"].as_u64().unwrap() <= 5);
    // --all: `R U2` has the one optimal sequence `U2 R'`; every sequence listed for
    // `U R2 F'` has three turns, its inverse among them, and verify accepts the output.
    let all = |turns: &str| {
        let args = [
            "twisty",
            "solve",
            "--puzzle",
            "2x2x2",
            "--scramble",
            turns,
            "--all",
            "--format",
            "jsonl",
        ];
        let (code, out, err) = cubelab(&args);
        assert_eq!(code, 0, "{err}");
        let moves: Vec<String> = records(&out)
            .iter()
            .filter(|r| r["type"] == "result")
            .map(|r| r["moves"].as_str().unwrap().to_string())
            .collect();
        (moves, out)
    };
    assert_eq!(all("R U2").0, ["U2 R'"]);
    let (three, out) = all("U R2 F'");
    assert!(three.contains(&"F R2 U'".to_string()), "{three:?}");
    assert!(three.iter().all(|m| m.split(' ').count() == 3));
    let (code, _, err) = cubelab_in(&["verify", "-"], &out);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let cases: [(&[&str], &str); 9] = [
        (&["twisty", "solve", "--puzzle", "2x2x2", "UUUU"], "found 4"),
        (
            &["twisty", "solve", "--puzzle", "2x2x2", "UUUURRRRFFFFDDDDLLLLBBBX"],
            "not a face letter",
        ),
        (
            &["twisty", "solve", "--puzzle", "2x2x2", "UUUURRRRFFFFDDDDLLLLBBBU"],
            "U appears 5 times",
        ),
        (
            &[
                "twisty",
                "solve",
                "--puzzle",
                "2x2x2",
                "UUUF URRR FRFF DDDD LLLL BBBB",
            ],
            "twisted",
        ),
        (
            &["twisty", "solve", "--puzzle", "2x2x2", "--scramble", "R D"],
            "`D` is not a turn",
        ),
        (
            &["twisty", "solve", "--puzzle", "2x2x2", "--ida", "--scramble", "R"],
            "--ida is for --puzzle molecube",
        ),
        (
            &["twisty", "census", "--puzzle", "2x2x2", "--threads", "0"],
            "--threads",
        ),
        (
            &[
                "twisty",
                "census",
                "--puzzle",
                "2x2x2",
                "--checkpoint",
                "/nonexistent-dir/c",
            ],
            "cannot write the checkpoint",
        ),
        (
            &[
                "twisty",
                "census",
                "--puzzle",
                "2x2x2",
                "--progress-every",
                "1e20",
            ],
            "--progress-every",
        ),
    ];
    for (args, want) in cases {
        let (code, _, err) = cubelab(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    let (code, _, err) = cubelab_in(&["twisty", "solve", "--puzzle", "2x2x2", "-"], "# two\nUUUU\n");
    assert_eq!(code, 2);
    assert!(err.contains("stdin:2"), "{err}");
}

/// `cubelab verify` re-applies each 2x2x2 solution with the checker's own sticker data and
/// checks the summary; edited files are refused.
#[test]
fn verify_rechecks_solutions() {
    let args = [
        "twisty",
        "solve",
        "--puzzle",
        "2x2x2",
        "--scramble",
        "R U2 F' R U",
        "--format",
        "jsonl",
    ];
    let (code, out, err) = cubelab(&args);
    assert_eq!(code, 0, "{err}");
    let dir = tempfile::tempdir().unwrap();
    let verify = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        cubelab(&["verify", path.to_str().unwrap()])
    };
    let (code, line, err) = verify("ok.jsonl", &out);
    assert_eq!(code, 0, "{err}");
    assert!(line.contains("1 2x2x2 solution valid"), "{line}");
    let edit = |i: usize, field: &str, value: serde_json::Value| -> String {
        let mut recs = records(&out);
        recs[i][field] = value;
        recs.iter().map(|r| format!("{r}\n")).collect()
    };
    let result = &records(&out)[1];
    let moves = result["moves"].as_str().unwrap();
    let fewer = moves.rsplit_once(' ').unwrap().0;
    for (name, text, why) in [
        ("turns", edit(1, "moves", fewer.into()), "length"),
        ("length", edit(1, "length", 1.into()), "length"),
        ("end", edit(1, "end", result["start"].clone()), "do not lead"),
        ("start", edit(1, "start", result["end"].clone()), "do not lead"),
        (
            "positions",
            edit(2, "positions", 2.into()),
            "summary says 2 positions",
        ),
        ("longest", edit(2, "max_length", 9.into()), "max_length"),
    ] {
        let (code, _, err) = verify(name, &text);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(err.contains(why), "{name}: {err}");
    }
}

/// A census stopped after four depths resumes from its checkpoint to the same output.
#[test]
fn census_resumes_from_its_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("htm.census");
    let path = path.to_str().unwrap();
    let base = [
        "twisty",
        "census",
        "--puzzle",
        "2x2x2",
        "--quiet",
        "--checkpoint",
        path,
    ];
    let (code, out, err) = cubelab(&[&base[..], &["--stop-after", "4", "--format", "jsonl"]].concat());
    assert_eq!(code, 0, "{err}");
    assert_eq!(records(&out).last().unwrap()["complete"], false);
    let (code, out, err) = cubelab(&[&base[..], &["--format", "jsonl"]].concat());
    assert_eq!(code, 0, "{err}");
    assert_eq!(distribution(&out), HTM);
}

/// `--puzzle molecube` is a second name for the `molecube` commands.
#[test]
fn molecube_is_a_second_name() {
    let a = cubelab(&[
        "twisty", "scramble", "--puzzle", "molecube", "--seed", "9", "--count", "2",
    ]);
    assert_eq!(
        a,
        cubelab(&["molecube", "scramble", "--seed", "9", "--count", "2"])
    );
    assert_eq!(a.0, 0);
}
