//! A 3D scene of boxes with labelled faces, and its orthographic (isometric) drawing.
//!
//! Every subject (magic square, magic cube, coloured assembly, tableau) becomes a scene; the
//! SVG draws it from a fixed corner, the HTML page ships the same scene to the browser, which
//! draws it from any angle. Faces are numbered as in `colour::cube`: 0 left (x-), 1 right (x+),
//! 2 front (y-), 3 back (y+), 4 down (z-), 5 up (z+). z points up.

use super::palette::{self, ColourKey};
use super::svg::Canvas;

/// One face of a box: its fill, its text (a number or a colour's name) and a smaller second
/// line (a name).
#[derive(Clone, Debug, PartialEq)]
pub struct Face {
    /// Fill colour (CSS).
    pub fill: String,
    /// Black or white, whichever reads on `fill`.
    pub ink: String,
    /// Text drawn on the face.
    pub text: String,
    /// Smaller second line of text.
    pub sub: String,
    /// The colour number behind `fill`, when the face is coloured.
    pub colour: Option<i64>,
}

impl Face {
    /// A face of colour `fill` showing `text`.
    pub fn plain(fill: &str, text: String) -> Face {
        Face {
            fill: fill.into(),
            ink: palette::ink_on(fill).into(),
            text,
            sub: String::new(),
            colour: None,
        }
    }

    /// A face painted with colour number `k` (or neutral when unknown), shown as `key` says
    /// (its number or its name); `sub` (a cube's name) goes under it unless it says the same.
    pub fn coloured(key: &ColourKey, k: Option<i64>, sub: &str) -> Face {
        let fill = k.map_or(palette::NEUTRAL, |k| key.fill(k));
        let text = k.map_or(String::new(), |k| key.text(k));
        Face {
            fill: fill.into(),
            ink: palette::ink_on(fill).into(),
            sub: if sub == text { String::new() } else { sub.into() },
            text,
            colour: k,
        }
    }
}

/// An axis-aligned box: corner `at`, extent `size`; `spread` is the offset per unit of
/// "explode" (the slider in the HTML page).
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Position of the block's corner.
    pub at: [f64; 3],
    /// Its size along each axis.
    pub size: [f64; 3],
    /// How far it moves out when the view is spread apart.
    pub spread: [f64; 3],
    /// Its six faces (left right front back down up).
    pub faces: Vec<Face>,
    /// Drawn faded (a cube outside the highlighted collection).
    pub dim: bool,
    /// What hovering over it in the HTML page says ("Ad at (0,0,0)", "layer 1, row 2, column 3").
    pub name: String,
}

/// A word floating in the 3D view (a row letter of the tableau, a face name of an assembly).
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// Where the mark sits before the view is spread apart.
    pub at: [f64; 3],
    /// How far it moves per unit of explode, to stay beside what it names.
    pub spread: [f64; 3],
    /// The word shown.
    pub text: String,
}

/// The net of one cube beside the 3D view: faces in the order left, right, front, back,
/// down, up.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// The cube's name, written above its net.
    pub label: String,
    /// Its six faces (left right front back down up).
    pub faces: Vec<Face>,
}

/// A table of numbers beside the 3D view (a square, a layer of a cube); `marked` cells
/// (row, column) are tinted (the diagonals that sum to the constant).
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    /// The heading over the table ("order 4", "layer 2").
    pub title: String,
    /// The entries as shown, row by row, top row first.
    pub rows: Vec<Vec<String>>,
    /// The tinted cells, as (row, column).
    pub marked: Vec<(usize, usize)>,
}

/// A layer turned between two states of a sequence: blocks whose `at[axis]` is `layer`
/// rotate by `quarter` quarter turns (positive: counter-clockwise seen from the + side).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The axis turned about: 0 x, 1 y, 2 z.
    pub axis: usize,
    /// The coordinate along `axis` of the blocks that turn.
    pub layer: i64,
    /// Quarter turns, positive counter-clockwise seen from the + side of `axis`.
    pub quarter: i32,
}

/// One step of an animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Shown by the player ("Ad", "layer 2", a move such as "R'").
    pub name: String,
    /// After this step, block `i` is painted `cells[i]` on all six faces (a sequence of
    /// states); `None` leaves the colours as they were.
    pub cells: Option<Vec<Face>>,
    /// The layer turned on the way into this step, animated before `cells` take over.
    pub turn: Option<Turn>,
}

/// What the player of the HTML page plays: blocks flying into place (`enter`), states
/// following each other (`Step::cells`), or both. Position `p` (0..=steps) means the first
/// `p` steps are done.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    /// The steps in the order they are played.
    pub steps: Vec<Step>,
    /// Per block: the step in which it flies from `from[i]` to its place (`None`: it is in
    /// place from the start). Empty when nothing flies.
    pub enter: Vec<Option<usize>>,
    /// Per block: where it waits (its corner) before its step.
    pub from: Vec<[f64; 3]>,
    /// Position the page opens at (the assembled cube: all steps; a sequence: 0).
    pub start: usize,
    /// Name of position 0 ("scrambled", "the eight cubes").
    pub start_name: String,
}

/// Everything one picture of the 3D page shows: the boxes and their faces, and beside them
/// the caption, legend, nets, tables and animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// One line: the same caption as the SVG panel and the text output's numbering.
    pub title: String,
    /// What the picture shows, in words, one line each.
    pub about: Vec<String>,
    /// The boxes drawn (block `i` is the one animations and hover texts call `i`).
    pub blocks: Vec<Block>,
    /// Font size of face numbers, as a fraction of one unit of length.
    pub text_size: f64,
    /// Explode setting the page starts with (0 = assembled).
    pub explode: f64,
    /// The direction the page looks from at first: yaw and pitch in degrees (see [`View::from_angles`]).
    pub view: [f64; 2],
    /// Legend entries: a swatch (fill and ink) and its words.
    pub legend: Vec<Face>,
    /// The nets of the cubes, drawn beside the 3D view.
    pub nets: Vec<Net>,
    /// Tables of numbers beside the 3D view (a square, the layers of a cube).
    pub grids: Vec<Grid>,
    /// Words floating in the 3D view.
    pub marks: Vec<Mark>,
    /// What the player plays, if anything.
    pub animation: Option<Animation>,
}

/// The default direction of the 3D page (yaw, pitch in degrees): off every diagonal of the
/// grid, so that no cube of an exploded magic cube of order 3 or 4 hides behind another
/// (`render::tests::default_view_hides_no_cube`, which found it).
pub const DEFAULT_VIEW: [f64; 2] = [26.0, 24.0];
/// The same for exploded assemblies of 2x2x2 to 4x4x4 cubes (their gaps differ).
pub const ASSEMBLY_VIEW: [f64; 2] = [36.0, 23.0];

impl Scene {
    /// A scene of `blocks` under `title`, seen from [`DEFAULT_VIEW`], with nothing beside it.
    pub fn new(title: String, blocks: Vec<Block>, text_size: f64, explode: f64) -> Scene {
        Scene {
            title,
            about: Vec::new(),
            blocks,
            text_size,
            explode,
            view: DEFAULT_VIEW,
            legend: Vec::new(),
            nets: Vec::new(),
            grids: Vec::new(),
            marks: Vec::new(),
            animation: None,
        }
    }
}

/// An orthographic view: unit vectors to the right and up on the screen and towards the viewer.
#[derive(Clone, Copy, Debug)]
pub struct View {
    right: [f64; 3],
    up: [f64; 3],
    toward: [f64; 3],
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn unit(v: [f64; 3]) -> [f64; 3] {
    let l = dot(v, v).sqrt();
    [v[0] / l, v[1] / l, v[2] / l]
}

impl View {
    /// Looking from `toward` (the viewer's side) with `up` as the screen's up direction;
    /// right = up x toward keeps the picture unmirrored.
    pub fn new(toward: [f64; 3], up: [f64; 3]) -> View {
        let (t, u) = (unit(toward), unit(up));
        let r = [
            u[1] * t[2] - u[2] * t[1],
            u[2] * t[0] - u[0] * t[2],
            u[0] * t[1] - u[1] * t[0],
        ];
        View {
            right: r,
            up: u,
            toward: t,
        }
    }

    /// The view of the 3D page at `yaw` (degrees, 0 looks from the front, y-, positive turns
    /// toward the right) and `pitch` (degrees above the horizon), z up on the screen.
    pub fn from_angles(yaw: f64, pitch: f64) -> View {
        let (y, p) = (yaw.to_radians(), pitch.to_radians());
        View::new([p.cos() * y.sin(), -p.cos() * y.cos(), p.sin()], [0.0, 0.0, 1.0])
    }

    /// The usual isometric view: the right, front and up faces show.
    pub fn front_right_top() -> View {
        View::new([1.0, -1.0, 1.0], [-1.0, 1.0, 2.0])
    }

    /// The opposite corner: the left, back and down faces show.
    pub fn back_left_bottom() -> View {
        View::new([-1.0, 1.0, -1.0], [-1.0, 1.0, 2.0])
    }

    /// Screen position (y down) of a point.
    fn project(&self, p: [f64; 3]) -> (f64, f64) {
        (dot(p, self.right), -dot(p, self.up))
    }

    /// Whether face `f` faces the viewer.
    pub fn sees(&self, f: usize) -> bool {
        let sign = if f % 2 == 1 { 1.0 } else { -1.0 };
        sign * self.toward[f / 2] > 1e-9
    }
}

/// The four corners of face `f` of the box at `p` with extent `s`, in order around it.
fn face_corners(p: [f64; 3], s: [f64; 3], f: usize) -> [[f64; 3]; 4] {
    let a = f / 2;
    let (b, c) = ((a + 1) % 3, (a + 2) % 3);
    let mut q = p;
    q[a] += (f % 2) as f64 * s[a];
    let at = |db: f64, dc: f64| {
        let mut r = q;
        r[b] += db * s[b];
        r[c] += dc * s[c];
        r
    };
    [at(0.0, 0.0), at(1.0, 0.0), at(1.0, 1.0), at(0.0, 1.0)]
}

/// Where a block sits at the given explode setting.
fn placed(b: &Block, explode: f64) -> [f64; 3] {
    [0, 1, 2].map(|i| b.at[i] + explode * b.spread[i])
}

/// The blocks whose centre is covered by another block when seen along `view` (orthographic)
/// at the given explode setting: a ray from the centre toward the viewer meets another box.
pub fn hidden_blocks(scene: &Scene, view: &View, explode: f64) -> Vec<usize> {
    let boxes: Vec<([f64; 3], [f64; 3])> = scene
        .blocks
        .iter()
        .map(|b| {
            let p = placed(b, explode);
            (p, [0, 1, 2].map(|i| p[i] + b.size[i]))
        })
        .collect();
    let centre = |i: usize| [0, 1, 2].map(|a| (boxes[i].0[a] + boxes[i].1[a]) / 2.0);
    (0..boxes.len())
        .filter(|&i| {
            let c = centre(i);
            (0..boxes.len()).any(|j| j != i && ray_meets(c, view.toward, boxes[j]))
        })
        .collect()
}

/// Whether the ray from `o` along `d` (t > 0) passes through the box `(lo, hi)` (slab test).
fn ray_meets(o: [f64; 3], d: [f64; 3], (lo, hi): ([f64; 3], [f64; 3])) -> bool {
    let (mut enter, mut exit) = (0.0f64, f64::INFINITY);
    for a in 0..3 {
        if d[a].abs() < 1e-12 {
            if o[a] <= lo[a] || o[a] >= hi[a] {
                return false;
            }
            continue;
        }
        let (t1, t2) = ((lo[a] - o[a]) / d[a], (hi[a] - o[a]) / d[a]);
        enter = enter.max(t1.min(t2));
        exit = exit.min(t1.max(t2));
    }
    enter < exit
}

/// A face ready to draw: depth, its block, face number, corners on the screen.
type Drawn<'a> = (f64, &'a Block, usize, [(f64, f64); 4]);

/// Draws the scene from `view`, `scale` pixels per unit, with the faces back to front
/// (painter's order by block centre: correct for the disjoint grid-aligned boxes we draw).
pub fn draw(scene: &Scene, view: &View, scale: f64, explode: f64) -> Canvas {
    let mut faces: Vec<Drawn> = Vec::new();
    for b in &scene.blocks {
        let p = placed(b, explode);
        let centre = [0, 1, 2].map(|i| p[i] + b.size[i] / 2.0);
        for f in (0..6).filter(|&f| view.sees(f)) {
            let pts = face_corners(p, b.size, f).map(|c| {
                let (x, y) = view.project(c);
                (x * scale, y * scale)
            });
            faces.push((dot(centre, view.toward), b, f, pts));
        }
    }
    // Stable sort: faces of one block keep their order; blocks go far to near.
    faces.sort_by(|a, b| a.0.total_cmp(&b.0));
    let pad = 4.0;
    let min_x = faces
        .iter()
        .flat_map(|f| f.3)
        .map(|p| p.0)
        .fold(f64::INFINITY, f64::min);
    let min_y = faces
        .iter()
        .flat_map(|f| f.3)
        .map(|p| p.1)
        .fold(f64::INFINITY, f64::min);
    let mut c = Canvas::new();
    for (_, b, f, pts) in faces {
        let pts = pts.map(|(x, y)| (x - min_x + pad, y - min_y + pad));
        draw_face(&mut c, &b.faces[f], f, &pts, scale * scene.text_size, b.dim);
    }
    c
}

/// Brightness of each face direction (left, right, front, back, down, up) in the SVG views:
/// light from above and a little from the front-left, so the three visible faces of a
/// one-colour cube differ.
const LIGHT: [f64; 6] = [0.9, 0.8, 0.9, 0.8, 0.72, 1.0];

fn draw_face(c: &mut Canvas, face: &Face, f: usize, pts: &[(f64, f64); 4], size: f64, dim: bool) {
    let mut attrs = String::new();
    if let Some(k) = face.colour {
        attrs += &format!(r#" data-colour="{k}""#);
    }
    if dim {
        attrs += r#" opacity="0.25""#;
    }
    c.polygon(pts, &palette::shade(&face.fill, LIGHT[f]), &attrs);
    // Text only where the face shows enough of itself (edge-on faces of thin tiles stay blank).
    let area = 0.5
        * ((pts[0].0 - pts[2].0) * (pts[1].1 - pts[3].1) - (pts[1].0 - pts[3].0) * (pts[0].1 - pts[2].1))
            .abs();
    if face.text.is_empty() || area < 2.0 * size * size {
        return;
    }
    // Long words (a colour's name) shrink to the face's width.
    let side = area.sqrt();
    let size = size.min(0.9 * side / (0.6 * face.text.chars().count() as f64));
    let cx = pts.iter().map(|p| p.0).sum::<f64>() / 4.0;
    let cy = pts.iter().map(|p| p.1).sum::<f64>() / 4.0;
    let ink = &face.ink;
    let fade = if dim { r#" opacity="0.35""# } else { "" };
    let dy = if face.sub.is_empty() { 0.0 } else { size * 0.35 };
    c.text(
        cx,
        cy - dy,
        size,
        "middle",
        &face.text,
        &format!(r#" class="num" fill="{ink}"{fade}"#),
    );
    if !face.sub.is_empty() {
        c.text(
            cx,
            cy + size * 0.55,
            size * 0.62,
            "middle",
            &face.sub,
            &format!(r#" class="label" fill="{ink}"{fade}"#),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_see_three_faces_each() {
        let front = View::front_right_top();
        let seen: Vec<usize> = (0..6).filter(|&f| front.sees(f)).collect();
        assert_eq!(seen, vec![1, 2, 5]);
        let back = View::back_left_bottom();
        let seen: Vec<usize> = (0..6).filter(|&f| back.sees(f)).collect();
        assert_eq!(seen, vec![0, 3, 4]);
        // Up stays up on the screen; the views are unmirrored (right-handed screen axes).
        assert!(front.project([0.0, 0.0, 1.0]).1 < 0.0);
        assert!(front.project([1.0, 1.0, 0.0]).0 > 0.0);
    }

    #[test]
    fn nearer_blocks_are_drawn_last() {
        let block = |x: f64| Block {
            at: [x, 0.0, 0.0],
            size: [1.0; 3],
            spread: [0.0; 3],
            faces: (0..6)
                .map(|f| Face::plain("#FFFFFF", format!("{x}:{f}")))
                .collect(),
            dim: false,
            name: String::new(),
        };
        let scene = Scene::new(String::new(), vec![block(1.0), block(0.0)], 0.3, 0.0);
        let canvas = draw(&scene, &View::front_right_top(), 40.0, 0.0);
        let svg = canvas.body();
        // From the front-right, the block at x = 1 is nearer: its faces come after x = 0's.
        assert!(svg.find("0:2").unwrap() < svg.find("1:2").unwrap());
        // Seen along x, the block at x = 1 covers the one at x = 0; from the front, neither.
        let along_x = View::new([1.0, 0.0, 0.0], [0.0, 0.0, 1.0]);
        assert_eq!(hidden_blocks(&scene, &along_x, 0.0), vec![1]);
        assert!(hidden_blocks(&scene, &View::from_angles(0.0, 0.0), 0.0).is_empty());
    }

    #[test]
    fn angles_match_the_named_views() {
        // Yaw 45 and pitch atan(1/sqrt 2) is the isometric front-right-top corner.
        let iso = View::from_angles(45.0, (0.5f64).sqrt().atan().to_degrees());
        let named = View::front_right_top();
        for a in 0..3 {
            assert!((iso.toward[a] - named.toward[a]).abs() < 1e-12);
        }
    }
}
