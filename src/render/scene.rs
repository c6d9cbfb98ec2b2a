//! A 3D scene of boxes with labelled faces, and its orthographic (isometric) drawing.
//!
//! Every subject (magic square, magic cube, coloured assembly, tableau) becomes a scene; the
//! SVG draws it from a fixed corner, the HTML page ships the same scene to the browser, which
//! draws it from any angle. Faces are numbered as in `colour::cube`: 0 left (x-), 1 right (x+),
//! 2 front (y-), 3 back (y+), 4 down (z-), 5 up (z+). z points up.

use serde::Serialize;

use super::palette;
use super::svg::Canvas;

/// One face of a box: its fill, its text (a number) and a smaller second line (a name).
#[derive(Clone, Debug, Serialize, PartialEq)]
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
    #[serde(skip_serializing_if = "Option::is_none")]
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

    /// A face painted with colour number `k` (or neutral when unknown), its number printed.
    pub fn coloured(k: Option<i64>, sub: &str) -> Face {
        let fill = k.map_or(palette::NEUTRAL, palette::fill);
        Face {
            fill: fill.into(),
            ink: palette::ink_on(fill).into(),
            text: k.map_or(String::new(), |k| k.to_string()),
            sub: sub.into(),
            colour: k,
        }
    }
}

/// An axis-aligned box: corner `at`, extent `size`; `spread` is the offset per unit of
/// "explode" (the slider in the HTML page).
#[derive(Clone, Debug, Serialize, PartialEq)]
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
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub dim: bool,
}

/// A 3D scene: boxes the SVG's isometric views and the browser's 3D view both draw.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Scene {
    /// Caption of the scene.
    pub title: String,
    /// Its blocks.
    pub blocks: Vec<Block>,
    /// Font size of face numbers, as a fraction of one unit of length.
    pub text_size: f64,
    /// Explode setting the page starts with (0 = assembled).
    pub explode: f64,
}

impl Scene {
    /// A scene of unit cubes with coloured faces (assemblies, the tableau): small face
    /// labels, assembled.
    pub fn of_cubes(title: String, blocks: Vec<Block>) -> Scene {
        Scene {
            title,
            blocks,
            text_size: 0.3,
            explode: 0.0,
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
        draw_face(&mut c, &b.faces[f], &pts, scale * scene.text_size, b.dim);
    }
    c
}

fn draw_face(c: &mut Canvas, face: &Face, pts: &[(f64, f64); 4], size: f64, dim: bool) {
    let mut attrs = String::new();
    if let Some(k) = face.colour {
        attrs += &format!(r#" data-colour="{k}""#);
    }
    if dim {
        attrs += r#" opacity="0.25""#;
    }
    c.polygon(pts, &face.fill, &attrs);
    // Text only where the face shows enough of itself (edge-on faces of thin tiles stay blank).
    let area = 0.5
        * ((pts[0].0 - pts[2].0) * (pts[1].1 - pts[3].1) - (pts[1].0 - pts[3].0) * (pts[0].1 - pts[2].1))
            .abs();
    if face.text.is_empty() || area < 2.0 * size * size {
        return;
    }
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
        };
        let scene = Scene {
            title: String::new(),
            blocks: vec![block(1.0), block(0.0)],
            text_size: 0.3,
            explode: 0.0,
        };
        let canvas = draw(&scene, &View::front_right_top(), 40.0, 0.0);
        let svg = canvas.body();
        // From the front-right, the block at x = 1 is nearer: its faces come after x = 0's.
        assert!(svg.find("0:2").unwrap() < svg.find("1:2").unwrap());
    }
}
