//! Pictures: the SVG pages parse as XML and carry the right numbers, names and colours; a few
//! pages are kept as golden snapshots (regenerate with `CUBELAB_BLESS=1 cargo test --release
//! --test render`); HTML pages are self-contained.

use crate::common;

use std::path::{Path, PathBuf};

use common::{cubelab, cubelab_in};

fn tmp(name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    (dir, path)
}

/// Runs a command with `--svg` and returns the page.
fn svg_of(args: &[&str]) -> String {
    let (_dir, path) = tmp("p.svg");
    let mut a = args.to_vec();
    let p = path.to_str().unwrap().to_string();
    a.extend(["--svg", &p]);
    let (code, _, err) = cubelab(&a);
    assert_eq!(code, 0, "{args:?}: {err}");
    std::fs::read_to_string(&path).expect("SVG written")
}

/// Every text node of the page, and every fill colour used.
fn texts_and_fills(svg: &str) -> (Vec<String>, Vec<String>) {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let texts = doc
        .descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    let fills = doc
        .descendants()
        .filter_map(|n| n.attribute("fill"))
        .map(|f| f.to_lowercase())
        .collect();
    (texts, fills)
}

fn golden(name: &str, actual: &str) {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("crates/cli/tests/golden")
        .join(name);
    if std::env::var_os("CUBELAB_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("missing golden {path:?}"));
    assert!(
        expected == actual,
        "{name} differs from its golden snapshot (CUBELAB_BLESS=1 to accept)"
    );
}

#[test]
fn magic_square_shows_its_numbers_and_constant() {
    let svg = svg_of(&["square", "enumerate", "--order", "3", "--classes"]);
    let (texts, _) = texts_and_fills(&svg);
    for k in 1..=9 {
        assert!(texts.iter().any(|t| t == &k.to_string()), "entry {k} missing");
    }
    assert!(
        texts.iter().any(|t| t.contains("15")),
        "magic constant missing: {texts:?}"
    );
    golden("lo_shu.svg", &svg);
}

#[test]
fn all_192_cubes_on_one_page() {
    let svg = svg_of(&["cube", "enumerate", "--order", "3"]);
    let (texts, _) = texts_and_fills(&svg);
    assert!(
        texts.iter().any(|t| t.contains("192 pictures")),
        "{:?}",
        &texts[..3]
    );
    for k in 1..=27 {
        assert!(texts.iter().any(|t| t == &k.to_string()), "entry {k} missing");
    }
}

#[test]
fn tableau_names_every_cube_in_six_colours() {
    let svg = svg_of(&["macmahon", "cubes"]);
    let (texts, fills) = texts_and_fills(&svg);
    for row in 'A'..='F' {
        for col in 'a'..='f' {
            let name = format!("{row}{col}");
            let on_diagonal = row.to_ascii_lowercase() == col;
            assert_eq!(texts.contains(&name), !on_diagonal, "{name}");
        }
    }
    let mut colours: Vec<&String> = fills.iter().filter(|f| f.starts_with('#')).collect();
    colours.sort();
    colours.dedup();
    assert!(colours.len() >= 6, "{colours:?}");
    for k in 1..=6 {
        assert!(texts.contains(&k.to_string()), "colour number {k} on the faces");
    }
}

#[test]
fn target_arrangement_names_its_cubes() {
    let svg = svg_of(&[
        "macmahon",
        "solve",
        "--target",
        "Ba",
        "--cubes",
        "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb",
        "--interior",
    ]);
    let (texts, _) = texts_and_fills(&svg);
    for name in ["Ac", "Ad", "Ae", "Af", "Cb", "Db", "Eb", "Fb"] {
        assert!(texts.iter().any(|t| t.contains(name)), "{name}");
    }
    golden("target_ba_interior.svg", &svg);
}

#[test]
fn nine_colour_cube_uses_nine_colours() {
    let svg = svg_of(&["nine-colour", "solve"]);
    let (texts, fills) = texts_and_fills(&svg);
    let mut colours: Vec<&String> = fills.iter().filter(|f| f.starts_with('#')).collect();
    colours.sort();
    colours.dedup();
    assert!(colours.len() >= 9, "{colours:?}");
    assert!(texts.iter().any(|t| t == "9"));
}

#[test]
fn render_reads_outputs_and_figure_files() {
    let (_dir, path) = tmp("r.svg");
    let p = path.to_str().unwrap();
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p, "--lines"], "2 7 6\n9 5 1\n4 3 8\n");
    assert_eq!(code, 0, "{err}");
    let (texts, _) = texts_and_fills(&std::fs::read_to_string(&path).unwrap());
    assert!(texts.iter().any(|t| t == "7"));
    let (_, out, _) = cubelab(&[
        "insanity",
        "solve",
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../cubelab/examples/instant-insanity.txt"
        ),
        "--format",
        "jsonl",
    ]);
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p], &out);
    assert_eq!(code, 0, "{err}");
    texts_and_fills(&std::fs::read_to_string(&path).unwrap());
}

#[test]
fn html_page_is_self_contained() {
    let (_dir, path) = tmp("p.html");
    let p = path.to_str().unwrap();
    let (code, _, err) = cubelab(&["cube", "enumerate", "--order", "3", "--classes", "--html", p]);
    assert_eq!(code, 0, "{err}");
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>") || html.starts_with("<!doctype html>"));
    assert!(!html.contains("src=\"http"), "no remote scripts");
    assert!(!html.contains("href=\"http"), "no remote styles");
    assert!(html.contains("<script"));
    assert!(html.contains("&quot;layers&quot;"), "the records are embedded");
    assert!(html.contains("\"scenes\""), "the scenes are embedded");
    assert!(html.contains("three.js"), "the viewer bundle is embedded");
}

#[test]
fn the_192_cube_page_stays_under_one_and_a_half_megabytes() {
    let (_dir, path) = tmp("c.html");
    let p = path.to_str().unwrap();
    let (code, _, err) = cubelab(&["cube", "enumerate", "--order", "3", "--html", p]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::metadata(&path).unwrap().len();
    assert!(bytes < 1_500_000, "{bytes} bytes");
    let html = std::fs::read_to_string(&path).unwrap();
    assert_eq!(html.matches("\"blocks\"").count(), 192);
}

#[test]
fn insanity_is_drawn_in_its_own_colours() {
    let svg = svg_of(&[
        "insanity",
        "solve",
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../cubelab/examples/instant-insanity.txt"
        ),
    ]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // The legend's swatch of each colour (its data-colour) and the words beside it.
    let legend: Vec<(String, String)> = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("rect")
                && n.attribute("data-colour").is_some()
                && n.attribute("width") == Some("14")
        })
        .map(|n| {
            let words = n
                .next_sibling_element()
                .and_then(|t| t.text())
                .unwrap_or("")
                .to_string();
            (words, n.attribute("fill").unwrap().to_string())
        })
        .collect();
    let rgb = |f: &str| [1, 3, 5].map(|i| u8::from_str_radix(&f[i..i + 2], 16).unwrap() as i32);
    let mut seen = Vec::new();
    for (words, fill) in &legend {
        let [r, g, b] = rgb(fill);
        let ok = match words.as_str() {
            "red" => r > 150 && r > 2 * g && r > 2 * b,
            "green" => g > r + 40 && g > b + 40,
            "yellow" => r > 180 && g > 180 && b < 100,
            "blue" => b > r + 60 && b > g + 40,
            other => panic!("unexpected legend entry {other}"),
        };
        assert!(ok, "{words} is drawn as {fill}");
        seen.push(words.clone());
    }
    seen.sort();
    assert_eq!(seen, ["blue", "green", "red", "yellow"]);
}

#[test]
fn bad_render_requests_are_one_line_errors() {
    for (args, input, want) in [
        (vec!["render", "-"], "2 7 6\n9 5 1\n4 3 8\n", "--svg"),
        (
            vec!["render", "-", "--svg", "/tmp/x.svg"],
            "not a figure",
            "neither a figure (rows of integers) nor an Instant Insanity cube file",
        ),
        (
            vec!["render", "-", "--svg", "/tmp/x.svg", "--highlight", "Zz"],
            "2 7 6\n9 5 1\n4 3 8\n",
            "Zz",
        ),
        (
            vec!["render", "/no/such/file", "--svg", "/tmp/x.svg"],
            "",
            "/no/such/file",
        ),
    ] {
        let (code, _, err) = cubelab_in(&args, input);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn every_line_sum_has_its_own_place() {
    let (_dir, path) = tmp("lines.svg");
    let p = path.to_str().unwrap();
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p, "--lines"], "2 7 6\n9 5 1\n4 3 8\n");
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(&path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let mut places: Vec<(String, String)> = doc
        .descendants()
        .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("sum")))
        .map(|n| {
            (
                n.attribute("x").unwrap().to_string(),
                n.attribute("y").unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(places.len(), 8, "3 rows, 3 columns, 2 diagonals");
    places.sort();
    places.dedup();
    assert_eq!(places.len(), 8, "no two sums drawn on top of each other");
}

/// Issue 68: `render` kept every result (10^6 squares grew past 2.6 GB) and drew any figure
/// (an order-2000 square aborted after 2.7 GB). The limits hold in `render` itself, as the
/// records come; an unwritable picture path is refused before the input is read; an
/// Instant Insanity instance is drawn; an output with no picture says why.
#[test]
fn render_enforces_the_picture_limits_as_it_reads() {
    let (_dir, path) = tmp("r.svg");
    let p = path.to_str().unwrap();
    let square = "{\"type\":\"result\",\"order\":3,\"rows\":[[2,7,6],[9,5,1],[4,3,8]]}\n";
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p], &square.repeat(10_001));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("more than 10000 results"), "{err}");
    assert!(err.contains("--picture-limit"), "{err}");
    let (code, _, err) = cubelab_in(
        &["render", "-", "--svg", p, "--picture-limit", "3"],
        &square.repeat(4),
    );
    assert!(code == 2 && err.contains("more than 3 results"), "{err}");
    let (code, _, err) = cubelab_in(
        &["render", "-", "--svg", p, "--picture-limit", "4"],
        &square.repeat(4),
    );
    assert_eq!(code, 0, "{err}");
    let row = vec!["1"; 300].join(" ") + "\n";
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p], &row.repeat(300));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("order 300 has 90000 cells; a picture holds at most 65536"),
        "{err}"
    );
    // Probed before the input: stdin is never read.
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", "/nonexistent/dir/p.svg"], "");
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/dir/p.svg"), "{err}");
    let (_, instance, _) = cubelab(&["insanity", "random", "--seed", "3"]);
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p], &instance);
    assert_eq!(code, 0, "{err}");
    let (texts, _) = texts_and_fills(&std::fs::read_to_string(&path).unwrap());
    assert!(texts.iter().any(|t| t == "cube 4"), "{texts:?}");
    let (_, counts, _) = cubelab(&["square", "count", "--order", "3", "--format", "jsonl", "--quiet"]);
    let (code, _, err) = cubelab_in(&["render", "-", "--svg", p], &counts);
    assert_eq!(code, 2);
    assert!(
        err.contains("`square count --list` lists one square per class"),
        "{err}"
    );
}
