//! Pictures: every figure and solution drawn as SVG (one page however many) and as one
//! self-contained HTML page with an interactive 3D view. `docs/pictures.md` describes both.
//!
//! Records are drawn by their shape (see [`subject`]): a record is turned into a [`Subject`],
//! each subject into a panel of the SVG page and into a [`scene::Scene`] of boxes that both the
//! SVG's isometric views and the browser's 3D view draw.

pub mod assembly;
pub mod html;
pub mod magic_cube;
pub mod palette;
pub mod scene;
pub mod square;
pub mod subject;
pub mod svg;
pub mod tableau;

use serde_json::Value;

use crate::error::{Error, Result};
pub use subject::{subjects, Shape, Subject};

/// How to draw: options of `cubelab render` (the `--svg`/`--html` of other commands use the
/// defaults).
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    /// Mark and sum every line of a magic square, not only the diagonals that hold.
    pub lines: bool,
    /// Conway names of a collection to highlight in the tableau.
    pub highlight: Vec<String>,
}

/// Where to draw: an SVG page, an HTML page, or both.
#[derive(Clone, Debug, Default)]
pub struct Pictures {
    /// One SVG page with every picture.
    pub svg: Option<std::path::PathBuf>,
    /// One self-contained HTML page with an interactive 3D view.
    pub html: Option<std::path::PathBuf>,
}

impl Pictures {
    /// True when some picture is asked for.
    pub fn wanted(&self) -> bool {
        self.svg.is_some() || self.html.is_some()
    }
}

/// Draws result records (as written to JSON Lines) into the requested picture files.
pub fn write_pictures(records: &[Value], pictures: &Pictures) -> Result<()> {
    write_with(records, pictures, &RenderOptions::default(), "results")
}

/// Draws `records` into the files of `pictures`; `source` names the input in errors.
pub fn write_with(records: &[Value], pictures: &Pictures, opts: &RenderOptions, source: &str) -> Result<()> {
    let subjects = subjects(records, source)?;
    if let Some(path) = &pictures.svg {
        write_file(path, &svg_document(&subjects, opts))?;
    }
    if let Some(path) = &pictures.html {
        write_file(path, &html::document(records, &subjects, opts))?;
    }
    Ok(())
}

fn write_file(path: &std::path::Path, text: &str) -> Result<()> {
    std::fs::write(path, text).map_err(|e| Error::io(path.display(), e))
}

/// The subject's panel of the SVG page.
pub fn panel(s: &Subject, opts: &RenderOptions) -> svg::Panel {
    let canvas = match &s.shape {
        Shape::Figure(f) if f.is_cube() => magic_cube::panel(f),
        Shape::Figure(f) => square::panel(f, opts),
        Shape::Assembly(a) => assembly::panel(a),
        Shape::Tableau(cubes) => tableau::panel(cubes, &opts.highlight),
    };
    svg::Panel {
        caption: s.caption.clone(),
        canvas,
    }
}

/// The subject as a 3D scene for the HTML page.
pub fn scene(s: &Subject, opts: &RenderOptions) -> scene::Scene {
    let title = s.caption.clone();
    match &s.shape {
        Shape::Figure(f) if f.is_cube() => magic_cube::scene(
            f,
            format!("{title} · {}", square::heading(f).replace('\n', " · ")),
        ),
        Shape::Figure(f) => square::scene(
            f,
            format!("{title} · {}", square::heading(f).replace('\n', " · ")),
        ),
        Shape::Assembly(a) => assembly::scene(a, title),
        Shape::Tableau(cubes) => tableau::scene(cubes, &opts.highlight, title),
    }
}

/// One SVG page with every subject.
pub fn svg_document(subjects: &[Subject], opts: &RenderOptions) -> String {
    let panels: Vec<svg::Panel> = subjects.iter().map(|s| panel(s, opts)).collect();
    let title = format!(
        "cubelab: {} picture{}",
        panels.len(),
        if panels.len() == 1 { "" } else { "s" }
    );
    svg::page(&title, &panels)
}
