//! Pictures: every figure and solution drawn as SVG (one page however many) and as one
//! self-contained HTML page with an interactive 3D view. `docs/pictures.md` describes both.
//!
//! Records are drawn by their shape (see [`subject`]): a record is turned into a [`Subject`],
//! each subject into a panel of the SVG page and into a [`scene::Scene`] of boxes that both the
//! SVG's isometric views and the browser's 3D view draw.

#![warn(missing_docs)]
// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_colour as colour;
use cubelab_core::{error, format};
use cubelab_magic as magic;

pub mod assembly;
pub mod html;
pub mod input;
pub mod magic_cube;
pub mod palette;
mod record;
pub mod scene;
pub mod sequence;
pub mod square;
pub mod subject;
pub mod svg;
pub mod tableau;

use serde_json::Value;

use crate::error::{Error, Result};
use crate::format::number::plural;
pub use input::{Drawing, MAX_PAGE_CELLS, MAX_PICTURES, MAX_PICTURE_CELLS};
pub use subject::{subjects, Shape, Subject};

/// How to draw: options of `cubelab render` (the `--svg`/`--html` of other commands use the
/// defaults).
#[derive(Clone, Debug, Default)]
pub struct RenderOptions {
    /// Mark and sum every line of a magic square, not only the diagonals that hold.
    pub lines: bool,
    /// Conway names of a collection to highlight in the tableau.
    pub highlight: Vec<String>,
    /// Most results drawn (`--picture-limit`); `None` for [`MAX_PICTURES`].
    pub max_pictures: Option<usize>,
}

impl RenderOptions {
    /// The most results drawn.
    pub fn max_pictures(&self) -> usize {
        self.max_pictures.unwrap_or(MAX_PICTURES)
    }
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

    /// Checks, before any work, that each picture file can be written: an existing file is
    /// opened for writing (and left as it is), a new one is created and removed again. An
    /// unwritable path was refused only after the work (issue 68).
    pub fn probe(&self) -> Result<()> {
        for path in self.svg.iter().chain(&self.html) {
            probe(path)?;
        }
        Ok(())
    }
}

/// Whether `path` can be written, leaving it as it was.
fn probe(path: &std::path::Path) -> Result<()> {
    let fail = |e| Error::io(path.display(), e);
    if path.is_dir() {
        return Err(Error::io(
            path.display(),
            std::io::Error::new(std::io::ErrorKind::IsADirectory, "a directory, not a file"),
        ));
    }
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(file) => {
            drop(file);
            std::fs::remove_file(path).map_err(fail)
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => std::fs::OpenOptions::new()
            .append(true)
            .open(path)
            .map(drop)
            .map_err(fail),
        Err(e) => Err(fail(e)),
    }
}

/// One SVG page drawing `records` (result records as written to JSON Lines, or figures'
/// `to_json()`), with the default options.
///
/// ```
/// use cubelab_core::format::parse_figure;
/// use cubelab_render::svg_page;
///
/// let lo_shu = parse_figure("2 7 6\n9 5 1\n4 3 8\n", "example").unwrap();
/// let svg = svg_page(&[lo_shu.to_json()]).unwrap();
/// assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"));
/// ```
pub fn svg_page(records: &[Value]) -> Result<String> {
    let subjects = subjects(records, "records")?;
    Ok(svg_document(&subjects, &RenderOptions::default()))
}

/// Draws result records (as written to JSON Lines) into the requested picture files.
pub fn write_pictures(records: &[Value], pictures: &Pictures) -> Result<()> {
    write_with(records, pictures, &RenderOptions::default(), "results")
}

/// Draws `records` into the files of `pictures`; `source` names the input in errors.
pub fn write_with(records: &[Value], pictures: &Pictures, opts: &RenderOptions, source: &str) -> Result<()> {
    let mut c = subject::Collector::new(source, opts.max_pictures());
    for (i, rec) in records.iter().enumerate() {
        c.push(rec, &format!("{source}: record {}", i + 1))?;
    }
    let subjects = c.finish()?;
    write_subjects(records, &subjects, pictures, opts)
}

/// Draws what [`input::read`] kept into the files of `pictures`.
pub fn write_drawing(d: &Drawing, pictures: &Pictures, opts: &RenderOptions) -> Result<()> {
    write_subjects(&d.records, &d.subjects, pictures, opts)
}

fn write_subjects(
    records: &[Value],
    subjects: &[Subject],
    pictures: &Pictures,
    opts: &RenderOptions,
) -> Result<()> {
    if let Some(path) = &pictures.svg {
        write_file(path, &svg_document(subjects, opts))?;
    }
    if let Some(path) = &pictures.html {
        write_file(path, &html::document(records, subjects, opts))?;
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
        Shape::Sequence(q) => sequence::panel(q),
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
        Shape::Figure(f) => {
            let heading = square::heading(f);
            let first = heading.lines().next().unwrap_or_default();
            if f.is_cube() {
                magic_cube::scene(f, format!("{title} · {first}"), &heading)
            } else {
                square::scene(f, format!("{title} · {first}"))
            }
        }
        Shape::Assembly(a) => assembly::scene(a, title),
        Shape::Tableau(cubes) => tableau::scene(cubes, &opts.highlight, title),
        Shape::Sequence(q) => sequence::scene(q, title),
    }
}

/// One SVG page with every subject.
pub fn svg_document(subjects: &[Subject], opts: &RenderOptions) -> String {
    let panels: Vec<svg::Panel> = subjects.iter().map(|s| panel(s, opts)).collect();
    let title = format!("cubelab: {}", plural(panels.len() as u64, "picture"));
    svg::page(&title, &panels)
}

#[cfg(test)]
mod tests {
    use super::assembly::{Assembly, Placed};
    use super::scene::{hidden_blocks, View};
    use super::*;
    use crate::format::Figure;

    fn grid_assembly(n: i64) -> Assembly {
        let mut cubes = Vec::new();
        for z in 0..n {
            for y in 0..n {
                for x in 0..n {
                    cubes.push(Placed {
                        at: [x, y, z],
                        faces: [Some(1); 6],
                        label: String::new(),
                    });
                }
            }
        }
        Assembly {
            size: [n; 3],
            palette: String::new(),
            cubes,
            colour_names: Vec::new(),
            target: None,
        }
    }

    /// The scenes whose exploded views must show every cube: magic cubes of order 3 and 4,
    /// assemblies of 2x2x2 (MacMahon), 3x3x3 (nine colours) and 4x4x4.
    fn exploded_scenes() -> Vec<(String, scene::Scene, f64)> {
        let mut out = Vec::new();
        for n in [3usize, 4] {
            let fig = Figure::cube(n, (1..=(n * n * n) as i64).collect());
            let s = magic_cube::scene(&fig, String::new(), "");
            let e = s.explode;
            out.push((format!("magic cube {n} at its default"), s.clone(), e));
            out.push((format!("magic cube {n} fully exploded"), s, 2.0));
        }
        for n in [2, 3, 4] {
            out.push((
                format!("{n}x{n}x{n} assembly exploded"),
                assembly::scene(&grid_assembly(n), String::new()),
                1.0,
            ));
        }
        out
    }

    #[test]
    fn default_view_hides_no_cube() {
        for (what, s, e) in exploded_scenes() {
            // The page's camera is perspective: the view must hold a little off its angles too.
            for (dy, dp) in [(0.0, 0.0), (-2.0, 0.0), (2.0, 0.0), (0.0, -2.0), (0.0, 2.0)] {
                let v = View::from_angles(s.view[0] + dy, s.view[1] + dp);
                assert_eq!(hidden_blocks(&s, &v, e), Vec::<usize>::new(), "{what} {dy} {dp}");
            }
        }
        // The old isometric corner view does hide cubes (Ba showed 7 of 8): the check can fail.
        let iso = View::front_right_top();
        let (_, ba, _) = &exploded_scenes()[4];
        assert!(!hidden_blocks(ba, &iso, 1.0).is_empty());
    }
}
