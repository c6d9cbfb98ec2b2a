//! `cubelab verify` as a user meets it: every valid output of the commands that write
//! checkable JSON Lines verifies, outputs with nothing checkable are refused as such, and
//! each tampering verify can detect in principle is rejected.

use crate::common;

use std::path::{Path, PathBuf};

use common::{cubelab, driver_run};
use serde_json::Value;

/// Writes `text` into `dir/name` and runs `cubelab verify` on it: (exit code, one line).
fn verify_text(dir: &Path, name: &str, text: &str) -> (i32, String) {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("file written");
    let (code, out, err) = cubelab(&["verify", path.to_str().expect("UTF-8 path")]);
    let line = if code == 0 { out } else { err };
    assert_eq!(line.trim_end().lines().count(), 1, "one line: {line}");
    (code, line)
}

/// The JSON Lines output of `cubelab ARGS --format jsonl` (which must succeed).
fn output(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--format", "jsonl"]);
    let out = driver_run(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

#[test]
fn every_checkable_output_verifies() {
    let dir = tmp();
    let ck = |n: &str| -> PathBuf { dir.path().join(n) };
    let sets = ck("sets.ckpt");
    let cases: Vec<(&str, Vec<&str>, &str)> = vec![
        (
            "square enumerate 3",
            vec!["square", "enumerate", "--order", "3"],
            "8 figures",
        ),
        (
            "square enumerate 4",
            vec!["square", "enumerate", "--order", "4"],
            "7040 figures",
        ),
        (
            "semi-magic 3",
            vec!["square", "enumerate", "--order", "3", "--kind", "semi-magic"],
            "72 figures",
        ),
        (
            "pandiagonal 4",
            vec!["square", "enumerate", "--order", "4", "--kind", "pandiagonal"],
            "384 figures",
        ),
        (
            "count --list",
            vec!["square", "count", "--order", "4", "--list"],
            "880 listed = summary classes",
        ),
        (
            "count",
            vec!["square", "count", "--order", "4"],
            "unit partials (240)",
        ),
        (
            "shard --list",
            vec!["square", "count", "--order", "4", "--list", "--shard", "1/3"],
            "unit partials (80)",
        ),
        (
            "cube enumerate 3",
            vec!["cube", "enumerate", "--order", "3"],
            "192 figures",
        ),
        (
            "square construct",
            vec!["square", "construct", "--order", "10"],
            "1 figure ",
        ),
        (
            "cube construct",
            vec!["cube", "construct", "--order", "4"],
            "1 figure ",
        ),
        (
            "estimate",
            vec!["square", "estimate", "--order", "4", "--samples", "50"],
            "summary recomputed",
        ),
        (
            "macmahon sets",
            vec![
                "macmahon",
                "sets",
                "--size",
                "29",
                "--checkpoint",
                sets.to_str().unwrap(),
            ],
            "unit partials (406)",
        ),
        (
            "insanity census",
            vec!["insanity", "census", "--colours", "3"],
            "summary recomputed",
        ),
        (
            "colour-cubes collections sampled",
            vec![
                "colour-cubes",
                "collections",
                "--colours",
                "3",
                "--samples",
                "2000",
                "--seed",
                "1",
            ],
            "summary recomputed",
        ),
    ];
    for (name, args, expect) in cases {
        let (code, line) = verify_text(dir.path(), "out.jsonl", &output(&args));
        assert_eq!(code, 0, "{name}: {line}");
        assert!(line.contains(": ok: ") && line.contains(expect), "{name}: {line}");
    }
}

#[test]
fn shard_listings_verify_and_merge_to_the_whole_listing() {
    let dir = tmp();
    let run = |extra: &[&str]| {
        let mut a = vec!["square", "count", "--order", "4", "--list"];
        a.extend(extra);
        a.extend(["--format", "jsonl"]);
        driver_run(&a)
    };
    let each = |out: &std::process::Output| {
        let text = String::from_utf8(out.stdout.clone()).unwrap();
        let (code, line) = verify_text(tmp().path(), "shard.jsonl", &text);
        assert_eq!(code, 0, "{line}");
    };
    let merged = common::three_shards_merged(dir.path(), &run, &each);
    let text = String::from_utf8(merged.stdout).unwrap();
    let (code, line) = verify_text(dir.path(), "merged.jsonl", &text);
    assert_eq!(code, 0, "{line}");
    assert!(line.contains("880 listed = summary classes"), "{line}");
}

#[test]
fn outputs_without_checkable_content_are_nothing_to_check() {
    let dir = tmp();
    for args in [
        vec!["nine-colour", "count"],
        vec!["molecube", "solved"],
        vec!["macmahon", "cubes"],
        vec!["colour-cubes", "list", "--colours", "3"],
    ] {
        let (code, line) = verify_text(dir.path(), "out.jsonl", &output(&args));
        assert_eq!(code, 2, "{args:?}: {line}");
        assert!(line.contains("nothing to check"), "{args:?}: {line}");
    }
}

/// The records of `text`, edited by `edit`, back as JSON Lines.
fn edited(text: &str, edit: impl FnOnce(&mut Vec<Value>)) -> String {
    let mut records: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    edit(&mut records);
    records.iter().map(|r| format!("{r}\n")).collect()
}

fn positions(records: &[Value], kind: &str) -> Vec<usize> {
    (0..records.len())
        .filter(|&i| records[i]["type"] == kind)
        .collect()
}

/// `rows` turned a quarter (a symmetry of the square).
fn rotated(rows: &Value) -> Value {
    let m: Vec<Vec<i64>> = serde_json::from_value(rows.clone()).unwrap();
    let n = m.len();
    let r: Vec<Vec<i64>> = (0..n)
        .map(|i| (0..n).map(|j| m[n - 1 - j][i]).collect())
        .collect();
    serde_json::to_value(r).unwrap()
}

#[test]
fn each_tampering_is_rejected() {
    let dir = tmp();
    let classes = output(&["square", "count", "--order", "4", "--list"]);
    let listing = output(&["square", "enumerate", "--order", "3"]);
    type Edit = Box<dyn Fn(&mut Vec<Value>)>;
    let cases: Vec<(&str, &str, Edit, &str)> = vec![
        (
            "a class listed twice under a rotation",
            &classes,
            Box::new(|r| {
                let res = positions(r, "result");
                r[res[1]]["rows"] = rotated(&r[res[0]]["rows"]);
                r[res[1]]["orbit"] = r[res[0]]["orbit"].clone();
            }),
            "same class",
        ),
        (
            "an edited orbit size",
            &classes,
            Box::new(|r| {
                let res = positions(r, "result")[0];
                let o = r[res]["orbit"].as_u64().unwrap();
                r[res]["orbit"] = Value::from(if o == 8 { 4 } else { 8 });
            }),
            "images under",
        ),
        (
            "partials edited so that their sum wraps round",
            &classes,
            Box::new(|r| {
                let units = positions(r, "unit");
                for &u in &units[..2] {
                    let p = r[u]["partial"]["count"].as_u64().unwrap() as u128;
                    r[u]["partial"]["count"] = Value::from((p + (1u128 << 127)).to_string());
                }
            }),
            "overflow",
        ),
        (
            "an edited partial",
            &classes,
            Box::new(|r| {
                let u = positions(r, "unit")[0];
                let p = r[u]["partial"]["count"].as_u64().unwrap();
                r[u]["partial"]["count"] = Value::from(p + 8);
            }),
            "units add up to",
        ),
        (
            "a removed unit record",
            &classes,
            Box::new(|r| {
                let u = positions(r, "unit")[3];
                r.remove(u);
            }),
            "239 of the shard's 240 units",
        ),
        (
            "a removed class",
            &classes,
            Box::new(|r| {
                let u = positions(r, "result")[3];
                r.remove(u);
            }),
            "unit 4 lists 4 class(es) but its partial counts 5",
        ),
        (
            "a removed square",
            &listing,
            Box::new(|r| {
                let u = positions(r, "result")[5];
                r.remove(u);
            }),
            "\"index\" is 6, but it is listed at index 5",
        ),
        (
            "a repeated square",
            &listing,
            Box::new(|r| {
                let res = positions(r, "result");
                r[res[1]]["rows"] = r[res[0]]["rows"].clone();
            }),
            "repeats an earlier figure",
        ),
        (
            "an entry out of range",
            &listing,
            Box::new(|r| {
                let res = positions(r, "result")[0];
                r[res]["rows"][0][0] = Value::from(10);
            }),
            "not a normal",
        ),
        (
            "an entry near the end of i64",
            &listing,
            Box::new(|r| {
                let res = positions(r, "result")[2];
                r[res]["rows"][1][1] = Value::from(i64::MAX);
            }),
            "not a normal",
        ),
        (
            "an edited summary count",
            &listing,
            Box::new(|r| {
                let s = positions(r, "summary")[0];
                r[s]["count"] = Value::from(9);
            }),
            "summary says count 9",
        ),
    ];
    for (name, text, edit, expect) in cases {
        let (code, line) = verify_text(dir.path(), "bad.jsonl", &edited(text, edit));
        assert_eq!(code, 2, "{name}: {line}");
        assert!(line.contains(expect), "{name}: {line}");
    }
}

/// Issue 68: edits verify accepted. A class moved to another unit, a second summary, a key
/// written twice, an `order` that is not the figure's, and the fields verify did not look
/// at (a summary's magic constant and orbit sizes, a construction's kind, a check report):
/// each is refused, and a broken figure is named by its line and the value that fails.
#[test]
fn edits_of_fields_verify_vouches_for_are_rejected() {
    let dir = tmp();
    let classes = output(&["square", "count", "--order", "4", "--list"]);
    let listing = output(&["square", "enumerate", "--order", "3", "--classes"]);
    let cubes = output(&["cube", "enumerate", "--order", "3"]);
    let built = output(&["square", "construct", "--order", "5"]);
    let checked = {
        let (code, out, _) =
            common::cubelab_in(&["check", "-", "--format", "jsonl"], "2 7 6\n9 5 1\n4 3 8\n");
        assert_eq!(code, 0);
        out
    };
    // The first result of a unit that lists one, moved to the next unit that lists one.
    let moved = {
        let mut lines: Vec<String> = classes.lines().map(str::to_string).collect();
        let rec = |l: &str| serde_json::from_str::<Value>(l).unwrap();
        let results: Vec<usize> = (0..lines.len())
            .filter(|&i| rec(&lines[i])["type"] == "result")
            .collect();
        let from = results[0];
        let unit = rec(&lines[from])["unit"].as_u64().unwrap();
        let to = *results
            .iter()
            .find(|&&i| rec(&lines[i])["unit"].as_u64() != Some(unit))
            .unwrap();
        let target = rec(&lines[to])["unit"].clone();
        let mut r = rec(&lines[from]);
        r["unit"] = target;
        lines.insert(to, r.to_string());
        lines.remove(from);
        lines.join("\n") + "\n"
    };
    let with_line = |text: &str, extra: &str| format!("{text}{extra}\n");
    let last_summary = classes.lines().last().unwrap().to_string();
    let cases: Vec<(&str, String, &str)> = vec![
        ("a class moved to another unit", moved, "but its partial counts"),
        (
            "a second summary",
            with_line(
                &listing,
                &listing
                    .lines()
                    .last()
                    .unwrap()
                    .replace("\"count\":8", "\"count\":9"),
            ),
            "a record after the summary",
        ),
        (
            "a second summary of a driver output",
            with_line(&classes, &last_summary),
            "after the summary",
        ),
        (
            "a key written twice",
            listing.replace("\"count\":8", "\"count\":8,\"count\":9"),
            "the key \"count\" appears twice",
        ),
        (
            "order 5 on an order-3 square",
            listing.replacen("\"order\":3,\"rows\"", "\"order\":5,\"rows\"", 1),
            "\"order\" is 5 but the square is of order 3",
        ),
        (
            "the header's order",
            listing.replacen("\"order\":3,\"kind\"", "\"order\":4,\"kind\"", 1),
            "the problem's order is 4",
        ),
        (
            "the summary's magic constant",
            listing.replace("\"magic_constant\":15", "\"magic_constant\":16"),
            "summary magic_constant 16, but the figures' is 15",
        ),
        (
            "the summary's orbit sizes",
            listing.replace("\"orbit_sizes\":[8]", "\"orbit_sizes\":[4]"),
            "summary orbit_sizes [4]",
        ),
        (
            "a construction's kind",
            built.replacen(
                "\"kind\":\"magic\",\"method\"",
                "\"kind\":\"pandiagonal\",\"method\"",
                1,
            ),
            "\"kind\" is \"pandiagonal\"",
        ),
        (
            "a check report's verdict",
            checked.replace("\"magic\":true", "\"magic\":false"),
            "\"magic\" is false, the checker finds true",
        ),
        (
            "a corrupted cube",
            cubes.replacen("[[[1,15,26]", "[[[2,15,26]", 1),
            "bad.jsonl:2: result 1: not a normal simple cube: the entry 2 appears more than once",
        ),
        (
            "a cube with a line that misses",
            edited(&cubes, |r| {
                let res = positions(r, "result")[0];
                let a = r[res]["layers"][0][0][0].clone();
                r[res]["layers"][0][0][0] = r[res]["layers"][0][0][1].clone();
                r[res]["layers"][0][0][1] = a;
            }),
            "sums to",
        ),
    ];
    for (name, text, expect) in cases {
        let (code, line) = verify_text(dir.path(), "bad.jsonl", &text);
        assert_eq!(code, 2, "{name}: {line}");
        assert!(line.contains(expect), "{name}: {line}");
    }
    // What verify does not check, it says.
    let (code, line) = verify_text(dir.path(), "built.jsonl", &built);
    assert_eq!(code, 0, "{line}");
    assert!(line.contains("not checked: results' method"), "{line}");
    let (code, line) = verify_text(dir.path(), "classes.jsonl", &classes);
    assert_eq!(code, 0, "{line}");
    assert!(
        line.contains("each unit lists the classes its partial counts"),
        "{line}"
    );
    assert!(
        line.contains("not checked: which unit lists each class"),
        "{line}"
    );
}
