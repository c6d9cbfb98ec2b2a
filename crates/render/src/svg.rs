//! A small SVG writer: a canvas that records elements and its own extent, and a page that
//! lays many canvases out in rows (one file however many pictures: 192 cubes make one page).
//!
//! Coordinates are printed with one decimal so that the output is byte-for-byte stable (the
//! golden tests compare files).

use std::fmt::Write;

/// Escapes text for element content and attribute values.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A coordinate with at most one decimal (never `-0`).
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    let r = if r == 0.0 { 0.0 } else { r };
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// Elements drawn in the positive quadrant, with the extent they reach.
#[derive(Clone, Debug, Default)]
pub struct Canvas {
    /// Width in SVG units.
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    body: String,
}

impl Canvas {
    /// An empty canvas.
    pub fn new() -> Self {
        Canvas::default()
    }

    /// The elements drawn so far (for tests).
    pub fn body(&self) -> &str {
        &self.body
    }

    fn reach(&mut self, x: f64, y: f64) {
        self.width = self.width.max(x);
        self.height = self.height.max(y);
    }

    /// Adds a rectangle (`attrs` are extra SVG attributes).
    #[allow(clippy::too_many_arguments)]
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: &str, attrs: &str) {
        self.reach(x + w, y + h);
        let _ = writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="{stroke}"{attrs}/>"#,
            num(x),
            num(y),
            num(w),
            num(h)
        );
    }

    /// Adds a polygon through `pts`.
    pub fn polygon(&mut self, pts: &[(f64, f64)], fill: &str, attrs: &str) {
        for &(x, y) in pts {
            self.reach(x, y);
        }
        let p: Vec<String> = pts
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let _ = writeln!(
            self.body,
            r##"<polygon points="{}" fill="{fill}" stroke="#333333" stroke-width="0.8" stroke-linejoin="round"{attrs}/>"##,
            p.join(" ")
        );
    }

    /// Adds a line from `a` to `b`.
    pub fn line(&mut self, a: (f64, f64), b: (f64, f64), stroke: &str, width: f64, attrs: &str) {
        self.reach(a.0.max(b.0), a.1.max(b.1));
        let _ = writeln!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{stroke}" stroke-width="{}"{attrs}/>"#,
            num(a.0),
            num(a.1),
            num(b.0),
            num(b.1),
            num(width)
        );
    }

    /// Text centred on `(x, y)` (or starting there with `anchor = "start"`).
    pub fn text(&mut self, x: f64, y: f64, size: f64, anchor: &str, content: &str, attrs: &str) {
        let w = 0.6 * size * content.chars().count() as f64;
        let right = if anchor == "start" { x + w } else { x + w / 2.0 };
        self.reach(right, y + size / 2.0);
        let _ = writeln!(
            self.body,
            r#"<text x="{}" y="{}" font-size="{}" text-anchor="{anchor}" dominant-baseline="central"{attrs}>{}</text>"#,
            num(x),
            num(y),
            num(size),
            esc(content)
        );
    }

    /// Draws `other` with its origin at `(dx, dy)`.
    pub fn place(&mut self, other: &Canvas, dx: f64, dy: f64, attrs: &str) {
        self.reach(dx + other.width, dy + other.height);
        let _ = writeln!(
            self.body,
            r#"<g transform="translate({},{})"{attrs}>"#,
            num(dx),
            num(dy)
        );
        self.body.push_str(&other.body);
        self.body.push_str("</g>\n");
    }
}

/// One framed picture on a page, with its caption.
pub struct Panel {
    /// The caption under the panel.
    pub caption: String,
    /// What the panel draws.
    pub canvas: Canvas,
}

const PAD: f64 = 12.0;
const CAPTION: f64 = 22.0;
/// Pages fill this width with columns (or are as wide as the widest panel).
const PAGE_WIDTH: f64 = 1600.0;

/// All panels on one page in a grid of equal columns, as many as fit in the page width
/// (or one, for a panel wider than that), left to right; each row as tall as its tallest.
pub fn page(title: &str, panels: &[Panel]) -> String {
    let column = panels.iter().map(|p| p.canvas.width).fold(0.0, f64::max) + 2.0 * PAD;
    let columns = (((PAGE_WIDTH - PAD) / (column + PAD)).floor() as usize).clamp(1, panels.len().max(1));
    let mut page = Canvas::new();
    page.text(PAD, PAD + 8.0, 16.0, "start", title, r#" font-weight="bold""#);
    let mut y = PAD + 28.0;
    for (r, row) in panels.chunks(columns).enumerate() {
        let row_h = row.iter().map(|p| p.canvas.height).fold(0.0, f64::max) + 2.0 * PAD + CAPTION;
        for (c, p) in row.iter().enumerate() {
            let mut frame = Canvas::new();
            frame.rect(0.0, 0.0, column, row_h, "#FFFFFF", "#BBBBBB", r#" rx="6""#);
            frame.text(PAD, PAD + 6.0, 13.0, "start", &p.caption, r#" class="caption""#);
            frame.place(&p.canvas, PAD, PAD + CAPTION, "");
            let i = r * columns + c;
            let x = PAD + c as f64 * (column + PAD);
            page.place(&frame, x, y, &format!(r#" class="panel" data-index="{i}""#));
        }
        y += row_h + PAD;
    }
    let (w, h) = (page.width + PAD, page.height + PAD);
    format!(
        concat!(
            r#"<?xml version="1.0" encoding="UTF-8"?>"#,
            "\n",
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">"#,
            "\n<title>{title}</title>\n",
            r##"<rect width="100%" height="100%" fill="#FAFAFA"/>"##,
            "\n{body}</svg>\n"
        ),
        w = num(w),
        h = num(h),
        title = esc(title),
        body = page.body
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first value of attribute `name` in `svg`, as a number.
    fn first_attr(svg: &str, name: &str) -> f64 {
        let start = svg.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        let len = svg[start..].find('"').unwrap();
        svg[start..start + len].parse().unwrap()
    }

    #[test]
    fn numbers_and_escapes_are_stable() {
        assert_eq!(num(1.04), "1");
        assert_eq!(num(-0.01), "0");
        assert_eq!(num(2.25), "2.3");
        assert_eq!(esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }

    #[test]
    fn many_small_panels_fill_the_width() {
        let panel = |w: f64| {
            let mut canvas = Canvas::new();
            canvas.rect(0.0, 0.0, w, 100.0, "#fff", "#000", "");
            Panel {
                caption: "c".into(),
                canvas,
            }
        };
        let panels: Vec<Panel> = (0..48)
            .map(|i| panel(if i == 0 { 150.0 } else { 120.0 }))
            .collect();
        let svg = page("t", &panels);
        // Columns of 150 + 24 px and 12 px gaps: 8 fit in 1600 px, so 6 rows.
        let width = first_attr(&svg, "width");
        let height = first_attr(&svg, "height");
        assert!(width > 1400.0 && width <= 1600.0 + PAD, "{width}");
        assert!(
            height < 7.0 * (100.0 + 2.0 * PAD + CAPTION + PAD) + 60.0,
            "{height}"
        );
        // One very wide panel still gets a page of its own width.
        assert!(page("t", &[panel(2000.0)]).contains("width=\"2048\""));
    }

    #[test]
    fn canvas_tracks_its_extent() {
        let mut c = Canvas::new();
        c.rect(10.0, 5.0, 20.0, 30.0, "#fff", "#000", "");
        c.polygon(&[(0.0, 0.0), (50.0, 1.0), (3.0, 4.0)], "#fff", "");
        assert_eq!((c.width, c.height), (50.0, 35.0));
    }
}
