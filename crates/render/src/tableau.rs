//! Conway's tableau of the thirty MacMahon cubes: row letter A-F, column letter a-f, the
//! diagonal blank. Each cell shows the cube in isometric view and its net; a collection
//! (`--highlight Ac,Ad,...`) is framed and the other cubes fade.

use super::assembly::{legend_faces, net};
use super::palette::ColourKey;
use super::scene::{self, Block, Face, Mark, Net, Scene, View};
use super::subject::{conway_cell, NamedCube};
use super::svg::Canvas;

const CELL_W: f64 = 150.0;
const CELL_H: f64 = 96.0;
const HEAD: f64 = 22.0;

fn one_cube(c: &NamedCube, dim: bool) -> Scene {
    let key = ColourKey::default();
    let block = Block {
        at: [0.0; 3],
        size: [1.0; 3],
        spread: [0.0; 3],
        faces: c.faces.iter().map(|&k| Face::coloured(&key, k, "")).collect(),
        dim,
        name: c.name.clone(),
    };
    Scene::new(String::new(), vec![block], 0.4, 0.0)
}

/// The SVG panel of Conway's tableau of the 30 cubes, with `highlight` marked.
pub fn panel(cubes: &[NamedCube], highlight: &[String]) -> Canvas {
    let mut c = Canvas::new();
    headings(&mut c);
    for cube in cubes {
        let Some((r, col)) = conway_cell(&cube.name) else {
            continue;
        };
        let lit = highlight.contains(&cube.name);
        let dim = !highlight.is_empty() && !lit;
        let at = (HEAD + col as f64 * CELL_W, HEAD + r as f64 * CELL_H);
        tableau_cell(&mut c, cube, at, lit, dim);
    }
    c
}

/// The column letters a-f, the row letters A-F and the grey diagonal cells.
fn headings(c: &mut Canvas) {
    let bold = r#" font-weight="bold""#;
    for i in 0..6 {
        let col = (b'a' + i as u8) as char;
        let row = (b'A' + i as u8) as char;
        let middle = i as f64 + 0.5;
        c.text(
            HEAD + middle * CELL_W,
            10.0,
            13.0,
            "middle",
            &col.to_string(),
            bold,
        );
        c.text(
            8.0,
            HEAD + middle * CELL_H,
            13.0,
            "middle",
            &row.to_string(),
            bold,
        );
        let (x, y) = (HEAD + i as f64 * CELL_W, HEAD + i as f64 * CELL_H);
        c.rect(x, y, CELL_W, CELL_H, "#E8E8E8", "#BBBBBB", r#" class="diagonal""#);
    }
}

/// One cube's cell of the tableau at `(x, y)`: its frame (blue when `lit`), name, drawing
/// and net, faded when `dim`.
fn tableau_cell(c: &mut Canvas, cube: &NamedCube, (x, y): (f64, f64), lit: bool, dim: bool) {
    let (fill, stroke, extra) = if lit {
        (
            "#DCEBF7",
            "#0072B2",
            r#" stroke-width="3" class="cell highlight""#,
        )
    } else {
        ("#FFFFFF", "#BBBBBB", r#" class="cell""#)
    };
    let attrs = format!(r#"{extra} data-name="{}""#, cube.name);
    c.rect(x, y, CELL_W, CELL_H, fill, stroke, &attrs);
    let fade = if dim { r#" opacity="0.3""# } else { "" };
    let name_attrs = format!(r#" class="name" font-weight="bold"{fade}"#);
    c.text(x + 6.0, y + 11.0, 12.0, "start", &cube.name, &name_attrs);
    let iso = scene::draw(&one_cube(cube, dim), &View::front_right_top(), 26.0, 0.0);
    c.place(&iso, x + 4.0, y + 22.0, "");
    net(
        c,
        &ColourKey::default(),
        x + 62.0,
        y + 18.0,
        20.0,
        &cube.faces,
        fade,
    );
}

/// Spacing of the cubes on the table, in units.
const PITCH: f64 = 1.8;

/// The thirty cubes laid out as the tableau on a table, their names under the numbers, the
/// row and column letters beside them, the nets and the legend beside the view.
pub fn scene(cubes: &[NamedCube], highlight: &[String], title: String) -> Scene {
    let key = ColourKey::default();
    let blocks = cubes
        .iter()
        .filter_map(|cube| {
            let (r, col) = conway_cell(&cube.name)?;
            let dim = !highlight.is_empty() && !highlight.contains(&cube.name);
            Some(Block {
                at: [col as f64 * PITCH, (5 - r) as f64 * PITCH, 0.0],
                size: [1.0; 3],
                spread: [col as f64, (5 - r) as f64, 0.0],
                faces: cube
                    .faces
                    .iter()
                    .map(|&k| Face::coloured(&key, k, &cube.name))
                    .collect(),
                dim,
                name: format!(
                    "cube {} (row {}, column {})",
                    cube.name,
                    &cube.name[..1],
                    &cube.name[1..]
                ),
            })
        })
        .collect();
    let mut s = Scene::new(title, blocks, 0.3, 0.0);
    for i in 0..6 {
        let (row, col) = ((b'A' + i as u8) as char, (b'a' + i as u8) as char);
        let along = i as f64 * PITCH + 0.5;
        // Column letters behind the top row, row letters left of the first column.
        s.marks.push(Mark {
            at: [along, 6.0 * PITCH - 0.2, 0.5],
            spread: [i as f64, 6.0, 0.0],
            text: col.to_string(),
        });
        s.marks.push(Mark {
            at: [-0.9, (5 - i) as f64 * PITCH + 0.5, 0.5],
            spread: [-0.5, (5 - i) as f64, 0.0],
            text: row.to_string(),
        });
    }
    s.about.push(
        "Conway's 6x6 tableau: row letter A-F, column letter a-f; the diagonal (Aa, Bb, ...) is empty".into(),
    );
    if !highlight.is_empty() {
        s.about.push(format!(
            "highlighted: {} (the others faded)",
            highlight.join(", ")
        ));
    }
    s.legend = legend_faces(&key, &[1, 2, 3, 4, 5, 6]);
    s.nets = cubes
        .iter()
        .map(|c| Net {
            label: c.name.clone(),
            faces: c.faces.iter().map(|&k| Face::coloured(&key, k, "")).collect(),
        })
        .collect();
    s.view = [0.0, 55.0];
    s
}
