//! Conway's tableau of the thirty MacMahon cubes: row letter A-F, column letter a-f, the
//! diagonal blank. Each cell shows the cube in isometric view and its net; a collection
//! (`--highlight Ac,Ad,...`) is framed and the other cubes fade.

use super::assembly::net;
use super::scene::{self, Block, Face, Scene, View};
use super::subject::{conway_cell, NamedCube};
use super::svg::Canvas;

const CELL_W: f64 = 150.0;
const CELL_H: f64 = 96.0;
const HEAD: f64 = 22.0;

fn one_cube(c: &NamedCube, dim: bool) -> Scene {
    Scene {
        title: String::new(),
        blocks: vec![Block {
            at: [0.0; 3],
            size: [1.0; 3],
            spread: [0.0; 3],
            faces: c.faces.iter().map(|&k| Face::coloured(k, "")).collect(),
            dim,
        }],
        text_size: 0.4,
        explode: 0.0,
    }
}

/// The SVG panel of Conway's tableau of the 30 cubes, with `highlight` marked.
pub fn panel(cubes: &[NamedCube], highlight: &[String]) -> Canvas {
    let mut c = Canvas::new();
    for i in 0..6 {
        let col = (b'a' + i as u8) as char;
        let row = (b'A' + i as u8) as char;
        c.text(
            HEAD + (i as f64 + 0.5) * CELL_W,
            10.0,
            13.0,
            "middle",
            &col.to_string(),
            r#" font-weight="bold""#,
        );
        c.text(
            8.0,
            HEAD + (i as f64 + 0.5) * CELL_H,
            13.0,
            "middle",
            &row.to_string(),
            r#" font-weight="bold""#,
        );
        let (x, y) = (HEAD + i as f64 * CELL_W, HEAD + i as f64 * CELL_H);
        c.rect(x, y, CELL_W, CELL_H, "#E8E8E8", "#BBBBBB", r#" class="diagonal""#);
    }
    for cube in cubes {
        let Some((r, col)) = conway_cell(&cube.name) else {
            continue;
        };
        let lit = highlight.contains(&cube.name);
        let dim = !highlight.is_empty() && !lit;
        let (x, y) = (HEAD + col as f64 * CELL_W, HEAD + r as f64 * CELL_H);
        let (fill, stroke, extra) = if lit {
            (
                "#DCEBF7",
                "#0072B2",
                r#" stroke-width="3" class="cell highlight""#,
            )
        } else {
            ("#FFFFFF", "#BBBBBB", r#" class="cell""#)
        };
        c.rect(
            x,
            y,
            CELL_W,
            CELL_H,
            fill,
            stroke,
            &format!(r#"{extra} data-name="{}""#, cube.name),
        );
        let fade = if dim { r#" opacity="0.3""# } else { "" };
        c.text(
            x + 6.0,
            y + 11.0,
            12.0,
            "start",
            &cube.name,
            &format!(r#" class="name" font-weight="bold"{fade}"#),
        );
        let iso = scene::draw(&one_cube(cube, dim), &View::front_right_top(), 26.0, 0.0);
        c.place(&iso, x + 4.0, y + 22.0, "");
        let net_attrs = if dim { r#" opacity="0.3""# } else { "" };
        net(&mut c, x + 62.0, y + 18.0, 20.0, &cube.faces, net_attrs);
    }
    c
}

/// The thirty cubes laid out as the tableau on a table, their names under the numbers.
pub fn scene(cubes: &[NamedCube], highlight: &[String], title: String) -> Scene {
    let blocks = cubes
        .iter()
        .filter_map(|cube| {
            let (r, col) = conway_cell(&cube.name)?;
            let dim = !highlight.is_empty() && !highlight.contains(&cube.name);
            Some(Block {
                at: [col as f64 * 1.8, (5 - r) as f64 * 1.8, 0.0],
                size: [1.0; 3],
                spread: [col as f64, (5 - r) as f64, 0.0],
                faces: cube
                    .faces
                    .iter()
                    .map(|&k| Face::coloured(k, &cube.name))
                    .collect(),
                dim,
            })
        })
        .collect();
    Scene::of_cubes(title, blocks)
}
