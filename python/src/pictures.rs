//! Pictures: result records drawn as one SVG page or one self-contained HTML page, by the
//! library's renderer (the same pictures as the command line's `--svg` and `--html`).

use pyo3::prelude::*;
use serde_json::Value;

use cubelab::render::{self, html, RenderOptions};

use crate::{bad, error};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(render_svg, m)?)?;
    m.add_function(wrap_pyfunction!(render_html, m)?)?;
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

fn options(lines: bool, highlight: Vec<String>) -> RenderOptions {
    RenderOptions { lines, highlight }
}

/// One SVG page drawing every record.
#[pyfunction]
#[pyo3(signature = (records_json, lines = false, highlight = Vec::new()))]
fn render_svg(py: Python<'_>, records_json: &str, lines: bool, highlight: Vec<String>) -> PyResult<String> {
    let recs = records(records_json)?;
    let opts = options(lines, highlight);
    py.detach(|| {
        let subjects = render::subjects(&recs, "pictures")?;
        Ok(render::svg_document(&subjects, &opts))
    })
    .map_err(error)
}

/// One self-contained HTML page (interactive 3D view) drawing every record.
#[pyfunction]
#[pyo3(signature = (records_json, lines = false, highlight = Vec::new()))]
fn render_html(py: Python<'_>, records_json: &str, lines: bool, highlight: Vec<String>) -> PyResult<String> {
    let recs = records(records_json)?;
    let opts = options(lines, highlight);
    py.detach(|| {
        let subjects = render::subjects(&recs, "pictures")?;
        Ok(html::document(&recs, &subjects, &opts))
    })
    .map_err(error)
}
