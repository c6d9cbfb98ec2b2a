//! Pictures: result records drawn as one SVG page or one self-contained HTML page, by the
//! library's renderer (the same pictures as the command line's `--svg` and `--html`).

use pyo3::prelude::*;
use serde_json::Value;

use cubelab::render::{html, subjects, svg_document, RenderOptions};

use crate::{bad, error};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(render, m)?)?;
    Ok(())
}

/// The records of a JSON array (written by the Python side from figures and results).
fn records(json: &str) -> PyResult<Vec<Value>> {
    match serde_json::from_str(json) {
        Ok(Value::Array(items)) => Ok(items),
        Ok(_) => Err(bad("pictures: give a list of records")),
        Err(e) => Err(bad(format!("pictures: {e}"))),
    }
}

/// One SVG page (`format` "svg") or one self-contained HTML page with an interactive 3D view
/// ("html") drawing every record.
#[pyfunction]
#[pyo3(signature = (format, records_json, lines = false, highlight = Vec::new()))]
fn render(
    py: Python<'_>,
    format: &str,
    records_json: &str,
    lines: bool,
    highlight: Vec<String>,
) -> PyResult<String> {
    let html = match format {
        "svg" => false,
        "html" => true,
        other => return Err(bad(format!("pictures: unknown format '{other}': svg or html"))),
    };
    let recs = records(records_json)?;
    let opts = RenderOptions {
        lines,
        highlight,
        ..RenderOptions::default()
    };
    py.detach(|| {
        let subjects = subjects(&recs, "pictures")?;
        Ok(if html {
            html::document(&recs, &subjects, &opts)
        } else {
            svg_document(&subjects, &opts)
        })
    })
    .map_err(error)
}
