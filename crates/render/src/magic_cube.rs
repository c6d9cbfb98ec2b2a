//! Magic cubes: the layers side by side as grids (layer 1 at the bottom of the cube, row 1 at
//! the back, as in the text form), and an isometric exploded view of the same layers stacked,
//! each cell a tile with its number.

use super::scene::{self, Block, Face, Grid, Scene, View};
use super::square::{cell_size, font_size, grid, heading_lines};
use super::svg::Canvas;
use crate::format::Figure;

/// The SVG panel of a magic cube (its layers and an isometric view).
pub fn panel(fig: &Figure) -> Canvas {
    let n = fig.order;
    let cell = (cell_size(n) * 0.75).max(12.0);
    let font = font_size(fig, cell);
    let mut c = Canvas::new();
    let top = heading_lines(&mut c, fig, 40) + 6.0;
    let layer_w = n as f64 * cell + 14.0;
    for z in 0..n {
        let x0 = 2.0 + z as f64 * layer_w;
        c.text(
            x0,
            top + 4.0,
            11.0,
            "start",
            &format!("layer {}", z + 1),
            r#" class="layer""#,
        );
        grid(&mut c, x0, top + 16.0, n, cell, font, &|x, y| {
            fig.cells[x + n * y + n * n * z]
        });
    }
    // The exploded view beside the layers, not under them: the page stays short.
    let iso_scale = (84.0 / n as f64).clamp(12.0, 28.0);
    let iso = scene::draw(&slab_scene(fig), &View::front_right_top(), iso_scale, 1.0);
    let beside = 2.0 + n as f64 * layer_w + 6.0;
    c.text(
        beside,
        top + 4.0,
        11.0,
        "start",
        "exploded (layer 1 at the bottom)",
        r#" class="layer""#,
    );
    c.place(&iso, beside, top + 12.0, r#" class="iso""#);
    c
}

fn faces_with(top: Face, sides: &str, text_on_sides: Option<&str>) -> Vec<Face> {
    let mut faces: Vec<Face> = (0..6)
        .map(|_| Face::plain(sides, text_on_sides.unwrap_or("").to_string()))
        .collect();
    faces[5] = top;
    faces
}

/// Cell `(x, y, z)` (column, row, layer) sits at `(x, n-1-y, z)`: row 1 at the back.
fn position(fig: &Figure, i: usize) -> [f64; 3] {
    let n = fig.order;
    let (x, y, z) = (i % n, (i / n) % n, i / (n * n));
    [x as f64, (n - 1 - y) as f64, z as f64]
}

/// Thin tiles, layers lifted apart so every number shows from the front-right-top corner.
fn slab_scene(fig: &Figure) -> Scene {
    let n = fig.order as f64;
    let blocks = (0..fig.cells.len())
        .map(|i| {
            let p = position(fig, i);
            let top = Face::plain(super::palette::NEUTRAL, fig.cells[i].to_string());
            Block {
                at: [p[0], p[1], 0.0],
                size: [0.92, 0.92, 0.22],
                // The top face of a layer spans n units along x-y: lift each layer by n + 0.6.
                spread: [0.0, 0.0, p[2] * (n + 0.6)],
                faces: faces_with(top, "#D9D4C7", None),
                dim: false,
                name: cell_name(fig, i),
            }
        })
        .collect();
    Scene::new(String::new(), blocks, 0.36, 1.0)
}

/// Where cell `i` is, in the text form's words.
fn cell_name(fig: &Figure, i: usize) -> String {
    let n = fig.order;
    let (x, y, z) = (i % n, (i / n) % n, i / (n * n));
    format!(
        "layer {}, row {}, column {}: {}",
        z + 1,
        y + 1,
        x + 1,
        fig.cells[i]
    )
}

/// The layers as tables beside the 3D view, as the text output prints them.
fn layer_grids(fig: &Figure) -> Vec<Grid> {
    let n = fig.order;
    (0..n)
        .map(|z| Grid {
            title: format!("layer {}", z + 1),
            rows: (0..n)
                .map(|y| {
                    (0..n)
                        .map(|x| fig.cells[x + n * y + n * n * z].to_string())
                        .collect()
                })
                .collect(),
            marked: Vec::new(),
        })
        .collect()
}

/// Small cubes with the number on every face, for the 3D page: explode separates the layers
/// most and the cells a little.
pub fn scene(fig: &Figure, title: String, about: &str) -> Scene {
    let c = (fig.order as f64 - 1.0) / 2.0;
    let blocks = (0..fig.cells.len())
        .map(|i| {
            let p = position(fig, i);
            let text = fig.cells[i].to_string();
            let top = Face::plain(super::palette::NEUTRAL, text.clone());
            Block {
                at: p,
                size: [0.84; 3],
                spread: [(p[0] - c) * 0.8, (p[1] - c) * 0.8, (p[2] - c) * 2.0],
                faces: faces_with(top, "#E6E1D6", Some(&text)),
                dim: false,
                name: cell_name(fig, i),
            }
        })
        .collect();
    let mut s = Scene::new(title, blocks, 0.34, 1.0);
    s.about = about.lines().map(str::to_string).collect();
    s.about
        .push("layer 1 at the bottom, row 1 at the back; the explode slider pulls the layers apart".into());
    s.grids = layer_grids(fig);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_shows_in_both_views() {
        let fig = Figure::cube(3, (1..=27).collect());
        let canvas = panel(&fig);
        let svg = canvas.body();
        for v in 1..=27 {
            // Once in a layer grid and once on a tile of the exploded view.
            assert_eq!(svg.matches(&format!(">{v}</text>")).count(), 2, "{v}");
        }
    }
}
