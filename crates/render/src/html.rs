//! The HTML page: one self-contained file (no network) with the scenes as JSON and the
//! three.js viewer (`viewer/src/viewer.js`, bundled with three.js by
//! `scripts/build-viewer.sh` into `assets/viewer.bundle.js`, a generated file): a perspective camera, light that
//! shades each face by its direction, orbit controls, labels drawn on the faces, an
//! animation player, and beside the view the same caption, legend, nets and tables as the
//! SVG. The JSON is the "scene format" of `docs/pictures.md`, written compactly (a table of
//! fill/ink pairs per scene, faces as `[style, text, sub]`) so that the 192 magic cubes
//! stay one page of about a megabyte.

use std::collections::HashMap;

use serde_json::{json, Map, Value};

use super::scene::{Animation, Face, Scene};
use super::svg::esc;
use super::{RenderOptions, Subject};
use crate::format::number::plural;

const VIEWER: &str = include_str!("../assets/viewer.bundle.js");

const STYLE: &str = "body{font-family:DejaVu Sans,Verdana,Arial,sans-serif;margin:0;background:#fafafa;color:#222}
header{padding:8px 14px;border-bottom:1px solid #ccc;background:#fff}
h1{font-size:18px;margin:0 12px 0 0;display:inline}
#caption{font-size:15px;font-weight:bold}
.bar{padding:6px 14px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
#player{background:#eef4fa;border-bottom:1px solid #d4e2ef}
#player[hidden]{display:none}
button{font-size:14px;padding:3px 10px}
main{display:flex;flex-wrap:wrap}
#view{position:relative;flex:1 1 560px;min-width:0;height:calc(100vh - 170px);min-height:360px;background:#fff;touch-action:none;cursor:grab;border-right:1px solid #ddd}
#view canvas{display:block;width:100%;height:100%}
#tip{position:absolute;background:rgba(255,255,255,.94);border:1px solid #888;border-radius:4px;padding:2px 6px;font-size:13px;pointer-events:none}
aside{flex:0 1 330px;padding:4px 14px;max-height:calc(100vh - 170px);overflow:auto;font-size:13px}
aside p{margin:4px 0}
#legend .entry{display:inline-block;margin:2px 10px 2px 0}
.swatch{display:inline-block;width:14px;height:14px;border:1px solid #333;vertical-align:middle}
.net{display:inline-block;margin:4px 8px 4px 0}
.net figcaption{font-size:11px}
.cross{display:grid;grid-template-columns:repeat(4,22px);grid-template-rows:repeat(3,22px)}
.cross .cell{position:relative;border:1px solid #333;font-size:11px;font-weight:bold;display:flex;align-items:center;justify-content:center;overflow:hidden}
.cross .cell i{position:absolute;left:1px;top:-1px;font-size:7px;font-style:normal;font-weight:normal}
table.grid{border-collapse:collapse;margin:4px 8px 8px 0;display:inline-table}
table.grid caption{font-size:11px;text-align:left}
table.grid td{border:1px solid #999;min-width:22px;padding:1px 3px;text-align:center;background:#f2efe8}
table.grid td.marked{background:#dcebf7}
.help{font-size:12px;color:#555;padding:0 14px}
details{padding:0 14px 14px}
pre{max-height:300px;overflow:auto;background:#fff;border:1px solid #ddd;padding:6px}";

/// JSON made safe to sit inside a `<script>` element.
fn script_json(v: &Value) -> String {
    // `<` only occurs inside JSON strings, where `\u003c` means the same.
    v.to_string().replace('<', "\\u003c")
}

/// A length for the page: whole numbers without ".0", others to 1/1000 of a unit.
fn len(v: f64) -> Value {
    let r = (v * 1000.0).round() / 1000.0;
    if r.fract() == 0.0 && r.abs() < 1e15 {
        json!(r as i64)
    } else {
        json!(r)
    }
}

fn point(p: &[f64; 3]) -> Value {
    Value::Array(p.iter().map(|&v| len(v)).collect())
}

/// Faces written as `[style, text]` or `[style, text, sub]`, styles interned per scene.
struct Styles {
    index: HashMap<(String, String), usize>,
    list: Vec<Value>,
}

impl Styles {
    fn new() -> Styles {
        Styles {
            index: HashMap::new(),
            list: Vec::new(),
        }
    }

    fn face(&mut self, f: &Face) -> Value {
        let key = (f.fill.clone(), f.ink.clone());
        let next = self.list.len();
        let k = *self.index.entry(key).or_insert_with(|| next);
        if k == next {
            self.list.push(json!([f.fill, f.ink]));
        }
        if f.sub.is_empty() {
            json!([k, f.text])
        } else {
            json!([k, f.text, f.sub])
        }
    }

    /// Six faces, or one when all six are the same.
    fn faces(&mut self, faces: &[Face]) -> Value {
        let all: Vec<Value> = faces.iter().map(|f| self.face(f)).collect();
        if all.iter().all(|f| *f == all[0]) {
            json!([all[0]])
        } else {
            Value::Array(all)
        }
    }
}

/// The scene in the page's compact form (docs/pictures.md, "Scene format").
pub fn scene_json(s: &Scene) -> Value {
    let mut styles = Styles::new();
    let size = common_size(s);
    let blocks: Vec<Value> = s
        .blocks
        .iter()
        .map(|b| {
            let mut m = Map::new();
            m.insert("at".into(), point(&b.at));
            m.insert("spread".into(), point(&b.spread));
            if b.size != size {
                m.insert("size".into(), point(&b.size));
            }
            m.insert("faces".into(), styles.faces(&b.faces));
            if !b.name.is_empty() {
                m.insert("name".into(), json!(b.name));
            }
            if b.dim {
                m.insert("dim".into(), json!(true));
            }
            Value::Object(m)
        })
        .collect();
    let legend: Vec<Value> = s.legend.iter().map(|f| styles.face(f)).collect();
    let nets: Vec<Value> = s
        .nets
        .iter()
        .map(|n| json!({"label": n.label, "faces": n.faces.iter().map(|f| styles.face(f)).collect::<Vec<_>>()}))
        .collect();
    let marks: Vec<Value> = s
        .marks
        .iter()
        .map(|m| json!({"at": point(&m.at), "spread": point(&m.spread), "text": m.text}))
        .collect();
    let grids: Vec<Value> = s
        .grids
        .iter()
        .map(|g| json!({"title": g.title, "rows": g.rows, "marked": g.marked}))
        .collect();
    let animation = s.animation.as_ref().map(|a| animation_json(a, &mut styles));
    json!({
        "title": s.title,
        "about": s.about,
        "styles": styles.list,
        "size": point(&size),
        "text_size": len(s.text_size),
        "explode": len(s.explode),
        "view": [len(s.view[0]), len(s.view[1])],
        "blocks": blocks,
        "marks": marks,
        "legend": legend,
        "nets": nets,
        "grids": grids,
        "animation": animation,
    })
}

fn animation_json(a: &Animation, styles: &mut Styles) -> Value {
    let steps: Vec<Value> = a
        .steps
        .iter()
        .map(|st| {
            let mut m = Map::new();
            m.insert("name".into(), json!(st.name));
            if let Some(cells) = &st.cells {
                m.insert("cells".into(), cells.iter().map(|f| styles.face(f)).collect());
            }
            if let Some(t) = st.turn {
                m.insert(
                    "turn".into(),
                    json!({"axis": t.axis, "layer": t.layer, "quarter": t.quarter}),
                );
            }
            Value::Object(m)
        })
        .collect();
    json!({
        "steps": steps,
        "enter": a.enter,
        "from": a.from.iter().map(point).collect::<Vec<_>>(),
        "start": a.start,
        "start_name": a.start_name,
    })
}

/// The block size most blocks have (written once per scene).
fn common_size(s: &Scene) -> [f64; 3] {
    let mut counts: Vec<([f64; 3], usize)> = Vec::new();
    for b in &s.blocks {
        match counts.iter_mut().find(|(size, _)| *size == b.size) {
            Some((_, n)) => *n += 1,
            None => counts.push((b.size, 1)),
        }
    }
    counts
        .iter()
        .max_by_key(|(_, n)| *n)
        .map_or([1.0; 3], |(s, _)| *s)
}

/// The whole HTML page: the subjects' scenes for the viewer, with the input `records`
/// shown as JSON beneath.
pub fn document(records: &[Value], subjects: &[Subject], opts: &RenderOptions) -> String {
    let scenes: Vec<Value> = subjects
        .iter()
        .map(|s| scene_json(&super::scene(s, opts)))
        .collect();
    let title = format!("cubelab: {}", plural(scenes.len() as u64, "scene"));
    let data = json!({ "scenes": scenes });
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{STYLE}
</style>
<script>
// Errors are kept in <html data-errors> so that a headless browser can read them from the DOM.
(function () {{
  var root = document.documentElement;
  function note(m) {{ root.dataset.errors = (root.dataset.errors ? root.dataset.errors + " | " : "") + m; }}
  window.addEventListener("error", function (e) {{ note(String(e.message)); }});
  window.addEventListener("unhandledrejection", function (e) {{ note("rejection: " + String(e.reason)); }});
  var original = console.error;
  console.error = function () {{ note("console: " + Array.prototype.join.call(arguments, " ")); return original.apply(console, arguments); }};
}})();
</script>
</head>
<body>
<header><h1>cubelab</h1><span id="caption"></span></header>
<div class="bar" id="controls">
<button id="prev" title="previous (p)">&#9664; prev</button>
<span id="counter"></span>
<button id="next" title="next (n)">next &#9654;</button>
<label>explode <input id="explode" type="range" min="0" max="2" step="0.01"></label>
<button id="reset" title="reset (r)">reset view</button>
</div>
<div class="bar" id="player" hidden>
<button id="first" title="to the start">|&#9664; start</button>
<button id="back" title="step back (,)">&#9664; step</button>
<button id="play" title="play / pause (space)">&#9654; play</button>
<button id="forward" title="step on (.)">step &#9654;</button>
<button id="last" title="to the end">end &#9654;|</button>
<label>speed <select id="speed"><option value="0.5">0.5x</option><option value="1" selected>1x</option><option value="2">2x</option><option value="4">4x</option></select></label>
<span id="stepinfo"></span>
</div>
<main>
<div id="view"><div id="tip" hidden></div></div>
<aside><div id="about"></div><div id="legend"></div><div id="grids"></div><div id="nets"></div></aside>
</main>
<p class="help">Drag to turn (arrow keys too), pinch or wheel to zoom, right-drag to move; hover or tap a cube to name it; n / p for the next and previous picture, r to reset. Every face shows its number or colour name, as the text output does.</p>
<details><summary>records (JSON)</summary><pre id="records">{records}</pre></details>
<script type="application/json" id="cubelab-data">{data}</script>
<script>
{VIEWER}</script>
</body>
</html>
"#,
        title = esc(&title),
        records = esc(&records
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join("\n")),
        data = script_json(&data),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_script() {
        let v = json!({"s": "</script><!--"});
        let s = script_json(&v);
        assert!(!s.contains("</script>") && !s.contains("<!--"));
        let back: Value = serde_json::from_str(&s).unwrap();
        assert_eq!(back, v);
    }

    #[test]
    fn faces_share_styles_and_lengths_stay_short() {
        use crate::scene::Block;
        let face = |fill: &str, t: &str| Face::plain(fill, t.to_string());
        let mut faces: Vec<Face> = (0..6).map(|_| face("#FFFFFF", "7")).collect();
        let same = Block {
            at: [1.0, 0.5, 0.0],
            size: [1.0; 3],
            spread: [0.0; 3],
            faces: faces.clone(),
            dim: false,
            name: "a".into(),
        };
        faces[5] = face("#000000", "8");
        let mixed = Block {
            faces,
            size: [2.0; 3],
            ..same.clone()
        };
        let v = scene_json(&Scene::new("t".into(), vec![same.clone(), same, mixed], 0.3, 0.0));
        assert_eq!(
            v["styles"],
            json!([["#FFFFFF", "#000000"], ["#000000", "#FFFFFF"]])
        );
        assert_eq!(v["size"], json!([1, 1, 1]));
        assert_eq!(v["blocks"][0]["at"], json!([1, 0.5, 0]));
        assert_eq!(v["blocks"][0]["faces"], json!([[0, "7"]]));
        assert_eq!(v["blocks"][2]["faces"][5], json!([1, "8"]));
        assert_eq!(v["blocks"][2]["size"], json!([2, 2, 2]));
        assert!(v["blocks"][0].get("size").is_none());
    }
}
