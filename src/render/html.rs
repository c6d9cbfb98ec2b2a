//! The HTML page: one self-contained file (no network) with the records and their scenes as
//! JSON and a small Canvas 2D viewer (`viewer.js`): drag to rotate, a slider to explode the
//! layers, prev/next through the solutions. Why Canvas 2D and not a WebGL library is in
//! `docs/pictures.md`.

use serde_json::{json, Value};

use super::svg::esc;
use super::{scene, RenderOptions, Subject};

const VIEWER: &str = include_str!("viewer.js");

const STYLE: &str = "body{font-family:DejaVu Sans,Verdana,Arial,sans-serif;margin:0;background:#fafafa;color:#222}
header{padding:8px 14px;border-bottom:1px solid #ccc;background:#fff}
h1{font-size:18px;margin:0 12px 0 0;display:inline}
#caption{font-size:14px}
#controls{padding:8px 14px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
button{font-size:14px;padding:3px 10px}
#view{display:block;width:100%;height:calc(100vh - 150px);min-height:320px;background:#fff;touch-action:none;cursor:grab}
.help{font-size:12px;color:#555;padding:0 14px}
details{padding:0 14px 14px}
pre{max-height:300px;overflow:auto;background:#fff;border:1px solid #ddd;padding:6px}";

/// JSON made safe to sit inside a `<script>` element.
fn script_json(v: &Value) -> String {
    // `<` only occurs inside JSON strings, where `\u003c` means the same.
    v.to_string().replace('<', "\\u003c")
}

/// The self-contained HTML page with the records embedded and a 3D view of every subject.
pub fn document(records: &[Value], subjects: &[Subject], opts: &RenderOptions) -> String {
    let scenes: Vec<scene::Scene> = subjects.iter().map(|s| super::scene(s, opts)).collect();
    let data = json!({"records": records, "scenes": scenes});
    let title = format!(
        "cubelab: {} scene{}",
        scenes.len(),
        if scenes.len() == 1 { "" } else { "s" }
    );
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
<div id="controls">
<button id="prev" title="previous (p)">&#9664; prev</button>
<span id="counter"></span>
<button id="next" title="next (n)">next &#9654;</button>
<label>explode <input id="explode" type="range" min="0" max="1.5" step="0.01"></label>
<button id="reset">reset view</button>
</div>
<canvas id="view"></canvas>
<p class="help">Drag to rotate (arrow keys too), wheel to zoom, n / p for the next and previous picture. Every face shows its number; colours follow the Okabe&#8211;Ito palette.</p>
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
}
