//! Coloured cubes in place (a MacMahon target arrangement, an Instant Insanity stack, the
//! nine-colour cube, or one cube alone): two exploded isometric views from opposite corners
//! so that every outer face shows once, the colour number on each face and the cube's name
//! under it, a legend of the colours, and the net of each cube when there are few.

use super::palette;
use super::scene::{self, Block, Face, Scene, View};
use super::subject::Assembly;
use super::svg::Canvas;

/// Nets are drawn for assemblies of at most this many cubes.
const MAX_NETS: usize = 8;

/// Face order of the net cells: (face, column, row) in the cross
/// `. U . . / L F R B / . D . .`.
const NET: [(usize, f64, f64); 6] = [
    (5, 1.0, 0.0),
    (0, 0.0, 1.0),
    (2, 1.0, 1.0),
    (1, 2.0, 1.0),
    (3, 3.0, 1.0),
    (4, 1.0, 2.0),
];
const FACE_LETTER: [&str; 6] = ["L", "R", "F", "B", "D", "U"];

/// The net of one cube with its top-left at `(x0, y0)`, `cell` pixels a face.
pub fn net(c: &mut Canvas, x0: f64, y0: f64, cell: f64, faces: &[Option<i64>; 6], attrs: &str) {
    for &(f, col, row) in &NET {
        let (x, y) = (x0 + col * cell, y0 + row * cell);
        let fill = faces[f].map_or(palette::NEUTRAL, palette::fill);
        let colour_attr = faces[f].map_or(String::new(), |k| format!(r#" data-colour="{k}""#));
        c.rect(
            x,
            y,
            cell,
            cell,
            fill,
            "#333333",
            &format!("{colour_attr}{attrs}"),
        );
        let ink = palette::ink_on(fill);
        if let Some(k) = faces[f] {
            c.text(
                x + cell / 2.0,
                y + cell / 2.0 + 1.0,
                cell * 0.5,
                "middle",
                &k.to_string(),
                &format!(r#" class="num" fill="{ink}""#),
            );
        }
        if cell >= 22.0 {
            c.text(
                x + 2.0,
                y + 5.0,
                7.0,
                "start",
                FACE_LETTER[f],
                &format!(r#" class="face" fill="{ink}""#),
            );
        }
    }
}

/// A legend of the colour numbers used: swatch, number, colour name.
fn legend(c: &mut Canvas, x0: f64, y0: f64, colours: &[i64]) {
    let mut x = x0;
    for &k in colours {
        let fill = palette::fill(k);
        c.rect(
            x,
            y0,
            14.0,
            14.0,
            fill,
            "#333333",
            &format!(r#" data-colour="{k}""#),
        );
        let label = format!("{k} {}", palette::name(k));
        c.text(x + 18.0, y0 + 7.0, 10.0, "start", &label, r#" class="legend""#);
        x += 30.0 + 6.0 * label.len() as f64;
    }
}

/// The SVG panel of an assembly of coloured cubes.
pub fn panel(a: &Assembly) -> Canvas {
    let edge = *a.size.iter().max().expect("3 sizes") as f64;
    let scale = (120.0 / edge).clamp(14.0, 52.0);
    let scene = scene(a, String::new());
    // Assembled: the big cube's faces read as the puzzle's goal; the nets show the rest.
    let front = scene::draw(&scene, &View::front_right_top(), scale, 0.0);
    let back = scene::draw(&scene, &View::back_left_bottom(), scale, 0.0);
    let mut c = Canvas::new();
    let what = if a.palette.is_empty() {
        String::new()
    } else {
        format!(" · palette {}", a.palette)
    };
    let size = format!("{}x{}x{}", a.size[0], a.size[1], a.size[2]);
    c.text(
        0.0,
        8.0,
        12.0,
        "start",
        &format!("{size} · {} cube(s){what}", a.cubes.len()),
        r#" class="heading""#,
    );
    c.text(2.0, 26.0, 10.0, "start", "front, right, up", r#" class="view""#);
    c.place(&front, 0.0, 34.0, r#" class="iso front""#);
    let bx = front.width + 24.0;
    c.text(
        bx + 2.0,
        26.0,
        10.0,
        "start",
        "back, left, down",
        r#" class="view""#,
    );
    c.place(&back, bx, 34.0, r#" class="iso back""#);
    let mut y = 34.0 + front.height.max(back.height) + 10.0;
    let mut colours: Vec<i64> = a.cubes.iter().flat_map(|p| p.faces).flatten().collect();
    colours.sort_unstable();
    colours.dedup();
    legend(&mut c, 2.0, y, &colours);
    y += 24.0;
    if a.cubes.len() <= MAX_NETS {
        let cell = if a.cubes.len() == 1 { 30.0 } else { 16.0 };
        for (i, p) in a.cubes.iter().enumerate() {
            let x = 2.0 + i as f64 * (4.0 * cell + 14.0);
            let name = if p.label.is_empty() {
                format!("({},{},{})", p.at[0], p.at[1], p.at[2])
            } else {
                format!("{} ({},{},{})", p.label, p.at[0], p.at[1], p.at[2])
            };
            c.text(x, y + 4.0, 9.0, "start", &name, r#" class="net-label""#);
            net(&mut c, x, y + 12.0, cell, &p.faces, "");
        }
    }
    c
}

/// The cubes, a gap of `explode` units between neighbours; every face coloured and numbered.
pub fn scene(a: &Assembly, title: String) -> Scene {
    let blocks = a
        .cubes
        .iter()
        .map(|p| {
            let at = p.at.map(|v| v as f64);
            Block {
                at,
                size: [1.0; 3],
                spread: at,
                faces: p.faces.iter().map(|&k| Face::coloured(k, &p.label)).collect(),
                dim: false,
            }
        })
        .collect();
    Scene::of_cubes(title, blocks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::subject::Placed;

    #[test]
    fn single_cube_shows_all_six_colours_with_its_net() {
        let a = Assembly {
            size: [1, 1, 1],
            palette: "macmahon".into(),
            cubes: vec![Placed {
                at: [0, 0, 0],
                faces: [Some(1), Some(2), Some(3), Some(4), Some(5), Some(6)],
                label: "Ab".into(),
            }],
        };
        let canvas = panel(&a);
        let svg = canvas.body();
        for k in 1..=6 {
            // Two views show each face once, the net once, the legend once.
            assert_eq!(svg.matches(&format!("data-colour=\"{k}\"")).count(), 3, "{k}");
        }
    }
}
