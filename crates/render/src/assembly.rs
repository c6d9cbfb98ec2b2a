//! Coloured cubes in place (a MacMahon target arrangement, an Instant Insanity stack, the
//! nine-colour cube, or one cube alone): two exploded isometric views from opposite corners
//! so that every outer face shows once, the colour number on each face and the cube's name
//! under it, a legend of the colours, and the net of each cube when there are few.

use super::palette::ColourKey;
use super::scene::{self, Animation, Block, Face, Mark, Net, Scene, Step, View};
use super::svg::Canvas;
use crate::colour::cube::FaceColouring;
use crate::colour::macmahon::MacMahon;

/// A cube with coloured faces placed in an assembly.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Cell of the cube in the assembly.
    pub at: [i64; 3],
    /// Colour numbers in face order (left, right, front, back, down, up); `None` unpainted.
    pub faces: [Option<i64>; 6],
    /// Its label (a Conway name, `cube 3`, ...).
    pub label: String,
}

/// Coloured cubes placed in a box of cells.
#[derive(Clone, Debug, PartialEq)]
pub struct Assembly {
    /// Cells along each axis.
    pub size: [i64; 3],
    /// Palette name (`macmahon`, `insanity`, `nine`).
    pub palette: String,
    /// The cubes.
    pub cubes: Vec<Placed>,
    /// Names of the colour numbers, from the record's `colour_names` (Instant Insanity's
    /// "red", "green", ...); empty when the colours are plain numbers.
    pub colour_names: Vec<String>,
    /// The cube the assembly builds, from the record's `target` (MacMahon's "Ba").
    pub target: Option<String>,
}

/// Nets are drawn for assemblies of at most this many cubes.
const MAX_NETS: usize = 8;
/// Assemblies of at most this many cubes are built one cube per step in the animation;
/// larger ones one layer per step.
const MAX_SINGLE_STEPS: usize = 8;
/// The gap between neighbouring cubes at explode 1, in cube edges.
pub const EXPLODE_GAP: f64 = 1.5;

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
const FACE_NAME: [&str; 6] = ["left", "right", "front", "back", "down", "up"];

/// The colour key of an assembly: its colour names, or its palette's numbering.
pub fn key(a: &Assembly) -> ColourKey {
    ColourKey::new(&a.palette, &a.colour_names)
}

/// The net of one cube with its top-left at `(x0, y0)`, `cell` pixels a face.
#[allow(clippy::too_many_arguments)]
pub fn net(
    c: &mut Canvas,
    key: &ColourKey,
    x0: f64,
    y0: f64,
    cell: f64,
    faces: &[Option<i64>; 6],
    attrs: &str,
) {
    for &(f, col, row) in &NET {
        let (x, y) = (x0 + col * cell, y0 + row * cell);
        let face = Face::coloured(key, faces[f], "");
        let colour_attr = faces[f].map_or(String::new(), |k| format!(r#" data-colour="{k}""#));
        c.rect(
            x,
            y,
            cell,
            cell,
            &face.fill,
            "#333333",
            &format!("{colour_attr}{attrs}"),
        );
        if !face.text.is_empty() {
            let size = (cell * 0.5).min(0.9 * cell / (0.6 * face.text.chars().count() as f64));
            c.text(
                x + cell / 2.0,
                y + cell / 2.0 + 1.0,
                size,
                "middle",
                &face.text,
                &format!(r#" class="num" fill="{}""#, face.ink),
            );
        }
        if cell >= 22.0 {
            c.text(
                x + 2.0,
                y + 5.0,
                7.0,
                "start",
                FACE_LETTER[f],
                &format!(r#" class="face" fill="{}""#, face.ink),
            );
        }
    }
}

/// The colour numbers used, in order.
fn colours_used<'a>(faces: impl Iterator<Item = &'a [Option<i64>; 6]>) -> Vec<i64> {
    let mut colours: Vec<i64> = faces.flat_map(|f| f.iter().flatten().copied()).collect();
    colours.sort_unstable();
    colours.dedup();
    colours
}

/// A legend of the colours used: swatch and words ("3 sky blue", "red").
pub fn legend(c: &mut Canvas, key: &ColourKey, x0: f64, y0: f64, colours: &[i64]) {
    let mut x = x0;
    for &k in colours {
        let fill = key.fill(k);
        c.rect(
            x,
            y0,
            14.0,
            14.0,
            fill,
            "#333333",
            &format!(r#" data-colour="{k}""#),
        );
        let label = key.describe(k);
        c.text(x + 18.0, y0 + 7.0, 10.0, "start", &label, r#" class="legend""#);
        x += 30.0 + 6.0 * label.len() as f64;
    }
}

/// The same legend for the HTML page.
pub fn legend_faces(key: &ColourKey, colours: &[i64]) -> Vec<Face> {
    colours
        .iter()
        .map(|&k| {
            let mut f = Face::coloured(key, Some(k), "");
            f.text = key.describe(k);
            f
        })
        .collect()
}

fn cube_name(p: &Placed) -> String {
    let at = format!("({},{},{})", p.at[0], p.at[1], p.at[2]);
    if p.label.is_empty() {
        at
    } else {
        format!("{} {at}", p.label)
    }
}

fn heading(a: &Assembly) -> String {
    let what = if a.palette.is_empty() {
        String::new()
    } else {
        format!(" · palette {}", a.palette)
    };
    let size = format!("{}x{}x{}", a.size[0], a.size[1], a.size[2]);
    format!("{size} · {} cube(s){what}", a.cubes.len())
}

/// The SVG panel of an assembly: the two exploded isometric views, the legend and, for a
/// few cubes, their nets.
pub fn panel(a: &Assembly) -> Canvas {
    let key = key(a);
    let edge = *a.size.iter().max().expect("3 sizes") as f64;
    let scale = (120.0 / edge).clamp(14.0, 52.0);
    let scene = scene(a, String::new());
    // Assembled: the big cube's faces read as the puzzle's goal; the nets show the rest.
    // Only the assembly's own blocks: the target drawn beside it in 3D is not part of it.
    let own = Scene::new(
        String::new(),
        scene.blocks[..a.cubes.len()].to_vec(),
        scene.text_size,
        0.0,
    );
    let front = scene::draw(&own, &View::front_right_top(), scale, 0.0);
    let back = scene::draw(&own, &View::back_left_bottom(), scale, 0.0);
    let mut c = Canvas::new();
    c.text(0.0, 8.0, 12.0, "start", &heading(a), r#" class="heading""#);
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
    legend(
        &mut c,
        &key,
        2.0,
        y,
        &colours_used(a.cubes.iter().map(|p| &p.faces)),
    );
    y += 24.0;
    if a.cubes.len() <= MAX_NETS {
        let cell = if a.cubes.len() == 1 { 30.0 } else { 16.0 };
        for (i, p) in a.cubes.iter().enumerate() {
            let x = 2.0 + i as f64 * (4.0 * cell + 14.0);
            c.text(x, y + 4.0, 9.0, "start", &cube_name(p), r#" class="net-label""#);
            net(&mut c, &key, x, y + 12.0, cell, &p.faces, "");
        }
    }
    c
}

/// The colours of the big cube's six outer faces, when each is one colour (a solved
/// MacMahon target, whose outside must look like the target cube).
pub fn outer_faces(a: &Assembly) -> Option<[i64; 6]> {
    let mut out = [None; 6];
    for (f, seen) in out.iter_mut().enumerate() {
        let (axis, high) = (f / 2, f % 2 == 1);
        let edge = if high { a.size[axis] - 1 } else { 0 };
        for p in a.cubes.iter().filter(|p| p.at[axis] == edge) {
            let k = p.faces[f]?;
            match *seen {
                None => *seen = Some(k),
                Some(o) if o != k => return None,
                _ => {}
            }
        }
    }
    let mut faces = [0; 6];
    for (face, colour) in faces.iter_mut().zip(out) {
        *face = colour?;
    }
    Some(faces)
}

/// Whether `faces` is the cube named `target` in Conway's list, in some orientation: the
/// target beside an assembly is drawn from the assembly's outside and checked against the
/// catalogue, so a wrong solution would show up as a mismatch.
fn is_macmahon_cube(target: &str, faces: &[i64; 6]) -> bool {
    let Ok(colours) = faces
        .map(u8::try_from)
        .into_iter()
        .collect::<Result<Vec<u8>, _>>()
    else {
        return false;
    };
    let f = FaceColouring(colours.try_into().expect("six faces"));
    let m = MacMahon::new();
    m.index(target).is_some() && m.index_of_colouring(&f) == m.index(target)
}

/// The cubes, a gap of `explode` units between neighbours; every face coloured and
/// labelled; the target beside a MacMahon arrangement; an animation building it.
pub fn scene(a: &Assembly, title: String) -> Scene {
    let key = key(a);
    let mut s = Scene::new(title, Vec::new(), 0.42, 0.0);
    s.view = scene::ASSEMBLY_VIEW;
    s.about.push(heading(a));
    s.blocks = a.cubes.iter().map(|p| cube_block(&key, p)).collect();
    let size = a.size.map(|v| v as f64);
    if let (Some(target), Some(outside)) = (&a.target, outer_faces(a)) {
        target_beside(&mut s, &key, target, &outside, size);
    }
    s.marks.extend(face_marks(size));
    s.legend = legend_faces(&key, &colours_used(a.cubes.iter().map(|p| &p.faces)));
    if a.cubes.len() <= MAX_NETS {
        s.nets = a
            .cubes
            .iter()
            .map(|p| Net {
                label: cube_name(p),
                faces: p.faces.iter().map(|&k| Face::coloured(&key, k, "")).collect(),
            })
            .collect();
    }
    if a.cubes.len() > 1 {
        s.animation = Some(building(a));
    }
    s
}

/// One small cube of the arrangement, every face coloured and labelled.
fn cube_block(key: &ColourKey, p: &Placed) -> Block {
    let at = p.at.map(|v| v as f64);
    Block {
        at,
        size: [1.0; 3],
        // Gaps of 1.5 units at full explode: wide enough that the default view
        // sees every cube (render::tests::default_view_hides_no_cube).
        spread: at.map(|v| v * EXPLODE_GAP),
        faces: p
            .faces
            .iter()
            .map(|&k| Face::coloured(key, k, &p.label))
            .collect(),
        dim: false,
        name: cube_name(p),
    }
}

/// The arrangement's outside drawn as one big cube beside it, named as the target when it
/// is Conway's cube `target` and as a mismatch when not, with a line in the caption.
fn target_beside(s: &mut Scene, key: &ColourKey, target: &str, outside: &[i64; 6], size: [f64; 3]) {
    let named = is_macmahon_cube(target, outside);
    let name = if named {
        format!("target {target}")
    } else {
        format!("outside (not cube {target})")
    };
    s.about.push(format!(
        "{name} drawn beside it, scaled to the big cube: its faces are the outer faces of the arrangement{}",
        if named { " and match Conway's cube" } else { "" }
    ));
    let side = size[0].max(size[1]).max(size[2]);
    let at = [-(side + 1.5), 0.0, 0.0];
    s.blocks.push(Block {
        at,
        size: [side; 3],
        spread: [0.0; 3],
        faces: outside
            .iter()
            .map(|&k| Face::coloured(key, Some(k), ""))
            .collect(),
        dim: false,
        name: name.clone(),
    });
    s.marks.push(Mark {
        at: [at[0] + side / 2.0, at[1] + side / 2.0, side + 0.6],
        spread: [0.0; 3],
        text: name,
    });
}

/// Face names beside the big cube's faces, moving out with the explode slider.
fn face_marks(size: [f64; 3]) -> Vec<Mark> {
    (0..6)
        .map(|f| {
            let (axis, high) = (f / 2, f % 2 == 1);
            let mut at = size.map(|v| v / 2.0);
            let mut spread = size.map(|v| EXPLODE_GAP * (v - 1.0) / 2.0);
            at[axis] = if high { size[axis] + 1.1 } else { -1.1 };
            spread[axis] = if high {
                EXPLODE_GAP * (size[axis] - 1.0)
            } else {
                0.0
            };
            Mark {
                at,
                spread,
                text: FACE_NAME[f].to_string(),
            }
        })
        .collect()
}

/// The assembly built step by step: few cubes one at a time from a row in front, bottom
/// layer first; many cubes a layer at a time, dropped from above.
fn building(a: &Assembly) -> Animation {
    let n = a.cubes.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| {
        let p = a.cubes[i].at;
        (p[2], p[1], p[0])
    });
    let mut enter = vec![None; n];
    let mut from = vec![[0.0; 3]; n];
    let mut steps = Vec::new();
    if n <= MAX_SINGLE_STEPS {
        for (step, &i) in order.iter().enumerate() {
            enter[i] = Some(step);
            // A row of waiting cubes in front of the target, 1.5 units apart.
            from[i] = [step as f64 * 1.5 - 1.5, -3.0, 0.0];
            steps.push(Step {
                name: cube_name(&a.cubes[i]),
                cells: None,
                turn: None,
            });
        }
    } else {
        let lift = a.size[2] as f64 + 2.0;
        for &i in &order {
            let p = a.cubes[i].at.map(|v| v as f64);
            enter[i] = Some(a.cubes[i].at[2] as usize);
            from[i] = [p[0], p[1], p[2] + lift];
        }
        steps = (0..a.size[2])
            .map(|z| Step {
                name: format!("layer {} of {}", z + 1, a.size[2]),
                cells: None,
                turn: None,
            })
            .collect();
    }
    // The target (if any) stands beside from the start.
    let total = steps.len();
    Animation {
        steps,
        enter,
        from,
        start: total,
        start_name: "the pieces, before the first is placed".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            colour_names: Vec::new(),
            target: None,
        };
        let canvas = panel(&a);
        let svg = canvas.body();
        for k in 1..=6 {
            // Two views show each face once, the net once, the legend once.
            assert_eq!(svg.matches(&format!("data-colour=\"{k}\"")).count(), 3, "{k}");
        }
    }
}
