//! Fuzz targets for every parser and reader a user's input reaches: figure files, the JSON
//! Lines read by `verify`, `merge` and `render`, checkpoints, Instant Insanity files, cube
//! lists (MacMahon's and the C_n families'), Molecube states (the characters users type:
//! `?`, `#`, `:`, a BOM, comments) and moves, Molecube census table headers, the twisty
//! census checkpoint (binary: overwritten, cut and edited), and complement pairings of
//! order-4 cubes.
//!
//! Each target gets raw bytes (arbitrary ones, and valid inputs with random edits: inserted
//! tokens such as huge numbers, NUL, a byte-order mark or JSON punctuation, deleted and
//! repeated spans and lines) through the same byte-to-text front the command line uses, and
//! asserts: no panic, and any error is one non-empty line. A brief run is part of the default
//! tests (`CUBELAB_FUZZ_CASES` cases per target, 1000 unless set); `scripts/fuzz.sh SECONDS`
//! runs them for longer, with fresh random seeds each round (docs/hardening.md).

use crate::common;

use std::sync::OnceLock;

use cubelab::colour::family::Family;
use cubelab::colour::insanity;
use cubelab::colour::macmahon::cubes::MacMahon;
use cubelab::format::input::read_text;
use cubelab::format::{parse_figure, parse_figures};
use cubelab::molecube::{census, moves, notation};
use cubelab::search::{checkpoint, fingerprint, merge, RunIdentity};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Cases per target: `CUBELAB_FUZZ_CASES`, or 1000.
fn cases() -> u32 {
    std::env::var("CUBELAB_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000)
}

/// Tokens that tend to find the edges of a parser.
const TOKENS: &[&str] = &[
    "-",
    "0",
    "-1",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "340282366920938463463374607431768211456",
    "1e308",
    "NaN",
    "inf",
    "{",
    "}",
    "[",
    "]",
    "\"",
    ",",
    ":",
    "\n",
    "\r\n",
    "\t",
    "\u{feff}",
    "\0",
    "\u{1b}[31m",
    "é",
    "null",
    "true",
    "\"type\":\"header\"",
    "\"type\":\"unit\"",
    "\"type\":\"result\"",
    "\"type\":\"summary\"",
    "\"type\":\"shard\"",
    "#",
    "red",
    "R2'",
];

/// One random edit of a seed input.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, String),
    Delete(usize, usize),
    Repeat(usize, usize),
    DropLine(usize),
    RepeatLine(usize),
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::sample::select(TOKENS).prop_map(str::to_string),
        1 => "[0-9]{1,30}",
        1 => any::<String>(),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = any::<usize>();
    prop_oneof![
        4 => (at, token()).prop_map(|(p, t)| Edit::Insert(p, t)),
        2 => (at, 1usize..40).prop_map(|(p, n)| Edit::Delete(p, n)),
        1 => (at, 1usize..40).prop_map(|(p, n)| Edit::Repeat(p, n)),
        1 => at.prop_map(Edit::DropLine),
        1 => at.prop_map(Edit::RepeatLine),
    ]
}

/// The char boundary at or before `p mod (len + 1)`.
fn boundary(s: &str, p: usize) -> usize {
    let mut p = p % (s.len() + 1);
    while !s.is_char_boundary(p) {
        p -= 1;
    }
    p
}

fn apply(seed: &str, edits: &[Edit]) -> String {
    let mut s = seed.to_string();
    for e in edits {
        match e {
            Edit::Insert(p, t) => s.insert_str(boundary(&s, *p), t),
            Edit::Delete(p, n) | Edit::Repeat(p, n) => {
                let a = boundary(&s, *p);
                let b = boundary(&s, a.saturating_add(*n).min(s.len()));
                if let Edit::Repeat(..) = e {
                    let span = s[a..b].to_string();
                    s.insert_str(b, &span);
                } else {
                    s.replace_range(a..b, "");
                }
            }
            Edit::DropLine(i) | Edit::RepeatLine(i) => {
                let mut lines: Vec<&str> = s.split_inclusive('\n').collect();
                if lines.is_empty() {
                    continue;
                }
                let i = i % lines.len();
                if let Edit::DropLine(_) = e {
                    lines.remove(i);
                } else {
                    lines.insert(i, lines[i]);
                }
                s = lines.concat();
            }
        }
    }
    s
}

/// Raw bytes, or a seed with edits.
fn input(seeds: usize) -> impl Strategy<Value = (Vec<u8>, Option<(usize, Vec<Edit>)>)> {
    prop_oneof![
        1 => proptest::collection::vec(any::<u8>(), 0..300).prop_map(|b| (b, None)),
        5 => (0..seeds, proptest::collection::vec(edit(), 1..6))
            .prop_map(|(i, e)| (Vec::new(), Some((i, e)))),
    ]
}

/// Runs `target` on fuzzed inputs made from `seeds`: it must not panic, and an error it
/// returns must be one non-empty line.
fn fuzz(name: &str, seeds: &[String], target: impl Fn(&[u8]) -> Result<(), String>) {
    assert!(!seeds.is_empty());
    let config = Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    runner
        .run(&input(seeds.len()), |(bytes, edits)| {
            let bytes = match edits {
                Some((i, e)) => apply(&seeds[i], &e).into_bytes(),
                None => bytes,
            };
            if let Err(e) = target(&bytes) {
                prop_assert!(
                    !e.is_empty() && !e.contains('\n') && !e.contains('\r'),
                    "{name}: error not one line: {e:?}"
                );
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
}

/// Bytes to text as the command line reads a file, then `parse` on the text.
fn text<T>(bytes: &[u8], parse: impl FnOnce(&str) -> cubelab::Result<T>) -> Result<(), String> {
    let t = read_text(bytes, "input", 1 << 20).map_err(|e| e.to_string())?;
    parse(&t).map(drop).map_err(|e| e.to_string())
}

/// Valid outputs of the commands, written once per test run.
fn outputs() -> &'static Vec<String> {
    static OUT: OnceLock<Vec<String>> = OnceLock::new();
    OUT.get_or_init(|| {
        [
            &["square", "count", "--order", "3", "--list"][..],
            &["square", "enumerate", "--order", "3"],
            &["cube", "construct", "--order", "3"],
            &["nine-colour", "solve"],
            &["square", "count", "--order", "4", "--shard", "2/9"],
        ]
        .iter()
        .map(|args| {
            let mut a = args.to_vec();
            a.extend(["--format", "jsonl"]);
            let out = common::driver_run(&a);
            assert!(out.status.success(), "{args:?}");
            String::from_utf8(out.stdout).expect("UTF-8")
        })
        .collect()
    })
}

#[test]
fn figure_files() {
    let seeds = [
        "8 1 6\n3 5 7\n4 9 2\n".to_string(),
        "1 15 14 4\n12 6 7 9\n8 10 11 5\n13 3 2 16\n\n2 7 6\n9 5 1\n4 3 8\n".to_string(),
        "{\"order\":3,\"rows\":[[2,7,6],[9,5,1],[4,3,8]]}".to_string(),
        outputs()[2].clone(),
    ];
    fuzz("figure", &seeds, |b| {
        text(b, |t| parse_figure(t, "input"))?;
        text(b, |t| parse_figures(t, "input"))
    });
}

#[test]
fn json_lines_for_verify() {
    fuzz("verify", outputs(), |b| {
        text(b, |t| cubelab::verify::verify(t, "input"))
    });
}

#[test]
fn json_lines_for_merge() {
    fuzz("merge", outputs(), |b| text(b, |t| merge::read(t, "input")));
}

/// `render`'s own reader (streamed, bounded), then an SVG page of what it kept.
fn render_bytes(bytes: &[u8], max_pictures: usize) -> Result<(), String> {
    let d = cubelab::render::input::read(bytes, "input", max_pictures).map_err(|e| e.to_string())?;
    let _svg = cubelab::render::svg_document(&d.subjects, &Default::default());
    Ok(())
}

#[test]
fn json_lines_and_figures_for_render() {
    fuzz("render", outputs(), |b| {
        render_bytes(b, cubelab::render::MAX_PICTURES)
    });
}

/// Large and many figures (issue 68): squares at the edge of the picture limit (order 256,
/// 65,536 cells) and past it, a cube past it, many results against a limit of 20, and an
/// Instant Insanity file; edited, they must be refused or drawn, never exhaust memory.
#[test]
fn large_and_many_figures_for_render() {
    let square = |n: usize| {
        let rows: Vec<String> = (0..n)
            .map(|r| {
                (0..n)
                    .map(|c| (r * n + c + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        rows.join("\n") + "\n"
    };
    let record = "{\"type\":\"result\",\"order\":3,\"rows\":[[2,7,6],[9,5,1],[4,3,8]]}\n";
    let json_square = |n: usize| {
        let rows: Vec<Vec<usize>> = (0..n).map(|r| (0..n).map(|c| r * n + c + 1).collect()).collect();
        serde_json::json!({"type": "result", "order": n, "rows": rows}).to_string() + "\n"
    };
    let json_cube = |n: usize| {
        let layers = vec![vec![vec![1; n]; n]; n];
        serde_json::json!({"order": n, "layers": layers}).to_string()
    };
    let seeds = [
        square(256),
        square(257),
        json_square(300),
        json_cube(41),
        record.repeat(20),
        record.repeat(25),
        "red green red green red red\ngreen green red red green red\n".to_string(),
    ];
    // Fewer cases: each seed is up to half a megabyte of text.
    let cases = (cases() / 50).max(10);
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    runner
        .run(
            &(0..seeds.len(), proptest::collection::vec(edit(), 0..4)),
            |(i, e)| {
                let bytes = apply(&seeds[i], &e).into_bytes();
                if let Err(e) = render_bytes(&bytes, 20) {
                    prop_assert!(
                        !e.is_empty() && !e.contains('\n'),
                        "render: error not one line: {e:?}"
                    );
                }
                Ok(())
            },
        )
        .unwrap_or_else(|e| panic!("render large and many: {e}"));
    // The seeds themselves: the edge is drawn, past it refused by size, past 20 by count.
    assert!(render_bytes(seeds[0].as_bytes(), 20).is_ok());
    for (k, want) in [
        (1, "65536"),
        (2, "65536"),
        (3, "65536"),
        (5, "more than 20 results"),
    ] {
        let e = render_bytes(seeds[k].as_bytes(), 20).unwrap_err();
        assert!(e.contains(want), "seed {k}: {e}");
    }
}

#[test]
fn checkpoints() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("run.ckpt");
    let run = merge::read(&outputs()[0], "seed").expect("a driver output");
    let problem = cubelab::registry::problem_from_spec(&run.problem).expect("registered");
    let id = RunIdentity {
        problem: run.problem.clone(),
        fingerprint: fingerprint(problem.as_ref()),
        shard: run.shard,
        units: run.units,
    };
    checkpoint::save(&path, &id, &run.done).expect("checkpoint written");
    let seed = std::fs::read_to_string(&path).expect("checkpoint is text");
    assert_eq!(checkpoint::load(&path, &id).expect("loads"), run.done);
    fuzz("checkpoint", &[seed], |b| {
        std::fs::write(&path, b).map_err(|e| e.to_string())?;
        checkpoint::load(&path, &id).map(drop).map_err(|e| e.to_string())
    });
}

#[test]
fn insanity_files() {
    let out = common::driver_run(&["insanity", "random", "--cubes", "5", "--seed", "7"]);
    let seeds = [
        String::from_utf8(out.stdout).expect("UTF-8"),
        "# four cubes\nr g b y r g\ng g b y r r\nb y y r g b\ny r g b b y\n".to_string(),
    ];
    fuzz("insanity", &seeds, |b| text(b, |t| insanity::parse(t, "input")));
}

#[test]
fn cube_lists() {
    let macmahon = MacMahon::new();
    let family = Family::new(3).expect("C_3");
    let seeds = [
        "CAB,CBA,ABC".to_string(),
        "#0, #1,#2".to_string(),
        "red green blue red green blue".to_string(),
    ];
    fuzz("cube lists", &seeds, |b| {
        text(b, |t| macmahon.parse_set(t))?;
        text(b, |t| family.parse_set(t))?;
        text(b, |t| family.parse_cube(t))
    });
}

#[test]
fn molecube_states_and_moves() {
    let seeds = [
        "021457386638102745574863210".to_string(),
        "U:012345678 D:012345678 F:012345678 B:012345678 L:012345678 R:012345678".to_string(),
        "R U2 F' D B2 L".to_string(),
    ];
    fuzz("molecube", &seeds, |b| {
        text(b, |t| notation::parse_state(t, "input"))?;
        text(b, moves::parse_moves)
    });
}

/// Issue 68: the Molecube reader with the characters users type. `?` was the marker of an
/// unnamed colour (a panic), a BOM and a `# note: ...` comment were refused; seeds hold them,
/// and the edits insert more.
#[test]
fn molecube_positions_as_users_type_them() {
    let solved = "021457386638102745574863210";
    let seeds = [
        solved.replace('1', "?"),
        format!("\u{feff}# note: a solved one\n{}\n", solved.replace('0', "#")),
        format!(
            "# two: = here\n{solved}\n\n  # more\n{}\n",
            solved.replace('3', ":")
        ),
        "# faces\nU:?????????\nD:111111111\nF:222222222\nB:333333333\nL:444444444\nR:555555555\n".to_string(),
    ];
    for s in &seeds[..3] {
        assert!(notation::parse_positions(s, "seed").is_ok(), "{s}");
    }
    fuzz("molecube positions", &seeds, |b| {
        text(b, |t| notation::parse_positions(t, "input"))
    });
}

/// Issue 68: the census checkpoint reader (a table with 1 MiB overwritten, or a count in the
/// header edited, resumed silently). A pocket-cube census checkpoint (the engine the Molecube
/// census runs on; 918 KB) with random spans overwritten, bytes set, or cut short must be
/// refused in one line, or be the file itself.
#[test]
fn twisty_census_checkpoints() {
    use cubelab::twisty::census::spaces::Raw;
    use cubelab::twisty::census::{Census, Options};
    use cubelab::twisty::cube2::PocketCube;
    use cubelab::twisty::Metric;
    let cube = PocketCube::new();
    let space = Raw::new(&cube, Metric::Htm);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("raw.census");
    let opts = Options {
        checkpoint: Some(path.clone()),
        stop_after: Some(4),
        ..Options::default()
    };
    Census::start(&space).run(&opts).expect("census runs");
    let good = std::fs::read(&path).expect("checkpoint written");
    let config = Config {
        cases: (cases() / 10).max(30),
        failure_persistence: None,
        ..Config::default()
    };
    let edits = proptest::collection::vec(
        (any::<proptest::sample::Index>(), 1usize..(1 << 20), any::<u8>()),
        1..4,
    );
    TestRunner::new(config)
        .run(
            &(edits, proptest::option::of(any::<proptest::sample::Index>())),
            |(edits, cut)| {
                let mut bytes = good.clone();
                for (at, len, byte) in edits {
                    // Mostly the header and its neighbourhood (the first 2 KB), sometimes the table.
                    let at = if len % 3 == 0 {
                        at.index(bytes.len())
                    } else {
                        at.index(2048.min(bytes.len()))
                    };
                    let end = (at + len % 64 + 1).min(bytes.len());
                    bytes[at..end].fill(byte);
                }
                if let Some(cut) = cut {
                    bytes.truncate(cut.index(bytes.len()));
                }
                std::fs::write(&path, &bytes).expect("written");
                match Census::load(&space, &path) {
                    Ok(_) => prop_assert!(bytes == good, "an edited checkpoint was loaded"),
                    Err(e) => {
                        let e = e.to_string();
                        prop_assert!(!e.is_empty() && !e.contains('\n'), "{e:?}");
                    }
                }
                Ok(())
            },
        )
        .unwrap_or_else(|e| panic!("census checkpoint: {e}"));
}

#[test]
fn molecube_census_headers() {
    let seeds = ["CUBELABMOLECENS\0{\"tables\":1}\n".to_string()];
    fuzz("census header", &seeds, |b| {
        census::read_header(&mut &b[..], "input")
            .map(drop)
            .map_err(|e| e.to_string())
    });
}

#[test]
fn cube_pairings() {
    let mirror: Vec<String> = (0..64u8).map(|i| (i ^ 3).to_string()).collect();
    let inversion: Vec<String> = (0..64u8).map(|i| (63 - i).to_string()).collect();
    let seeds = [mirror.join(","), inversion.join(", ")];
    fuzz("cube pairing", &seeds, |b| {
        let t = read_text(b, "input", 1 << 20).map_err(|e| e.to_string())?;
        cubelab::magic::pairing::parse_pairing(&t).map(drop)
    });
}

/// Verify with edited fields (issue 68: an edited summary, a class moved between units, a
/// key written twice were accepted): one field of a summary, a result or the header's
/// problem set to another value. Verify must refuse the file, or name the field among those
/// it did not check; it may never vouch for an edited field.
#[test]
fn verify_with_edited_summaries() {
    let mut seeds: Vec<String> = outputs().clone();
    for args in [
        &["square", "enumerate", "--order", "3", "--classes"][..],
        &["square", "construct", "--order", "5"],
    ] {
        let mut a = args.to_vec();
        a.extend(["--format", "jsonl"]);
        let out = common::driver_run(&a);
        seeds.push(String::from_utf8(out.stdout).expect("UTF-8"));
    }
    let (_, checked, _) = common::cubelab_in(&["check", "-", "--format", "jsonl"], "2 7 6\n9 5 1\n4 3 8\n");
    seeds.push(checked);
    let values: Vec<serde_json::Value> = serde_json::from_str(
        r#"[0, 1, 2, 7, 8, 9, 15, 16, -1, "x", null, true, [], {}, 1e300, "99999999999999999999", [8], "magic"]"#,
    )
    .expect("values");
    let config = Config {
        cases: (cases() / 4).max(50),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let strategy = (
        0..seeds.len(),
        any::<proptest::sample::Index>(),
        any::<proptest::sample::Index>(),
        0..values.len(),
    );
    runner
        .run(&strategy, |(s, which, key, v)| {
            let mut records: Vec<serde_json::Value> = seeds[s]
                .lines()
                .map(|l| serde_json::from_str(l).expect("JSON"))
                .collect();
            let editable: Vec<usize> = (0..records.len())
                .filter(|&i| matches!(records[i]["type"].as_str(), Some("summary" | "result" | "header")))
                .collect();
            let r = editable[which.index(editable.len())];
            let (place, object) = match records[r]["type"].as_str() {
                Some("header") => ("header", &mut records[r]["problem"]),
                Some("summary") => ("summary", &mut records[r]),
                _ => ("results'", &mut records[r]),
            };
            let keys: Vec<String> = object
                .as_object()
                .map(|m| m.keys().filter(|k| *k != "type").cloned().collect())
                .unwrap_or_default();
            if keys.is_empty() {
                return Ok(());
            }
            let k = keys[key.index(keys.len())].clone();
            if object[&k] == values[v] {
                return Ok(());
            }
            object[&k] = values[v].clone();
            let text: String = records.iter().map(|r| format!("{r}\n")).collect();
            if let Ok(verdict) = cubelab::verify::verify(&text, "input") {
                let said = verdict
                    .unchecked
                    .iter()
                    .any(|u| u.starts_with(&format!("{place} {k}")));
                prop_assert!(said, "{place} {k} set to {} passed unnamed: {verdict}", values[v]);
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("verify edited: {e}"));
}
