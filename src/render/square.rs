//! Magic squares: the grid with its numbers, the magic constant, the kinds that hold, the
//! main diagonals marked when they sum to the constant, and (with `--lines`) every row,
//! column and diagonal that does, with the sums in the margins.

use super::scene::{Block, Face, Scene};
use super::svg::Canvas;
use super::RenderOptions;
use crate::format::Figure;
use crate::magic::check::check;
use crate::magic::kind::SquareKind;

/// Constant, then on a second line the names of the kinds that hold.
pub fn heading(fig: &Figure) -> String {
    let r = check(fig);
    let holds: Vec<&str> = r.kinds.iter().filter(|k| k.holds).map(|k| k.kind).collect();
    let constant = r.magic_constant.map_or("none".to_string(), |m| m.to_string());
    let kinds = if holds.is_empty() {
        "none".to_string()
    } else {
        holds.join(", ")
    };
    format!("order {} · constant {constant}\n{kinds}", fig.order)
}

/// Writes the heading, one text line per line; returns the height used.
pub fn heading_lines(c: &mut Canvas, fig: &Figure) -> f64 {
    let text = heading(fig);
    for (i, line) in text.lines().enumerate() {
        c.text(
            0.0,
            8.0 + 15.0 * i as f64,
            12.0,
            "start",
            line,
            r#" class="heading""#,
        );
    }
    15.0 * text.lines().count() as f64
}

/// Cell side in pixels for an order, so that large squares stay on the page.
pub fn cell_size(n: usize) -> f64 {
    (320.0 / n as f64).clamp(14.0, 36.0)
}

/// Font size that fits the widest entry in a cell.
pub fn font_size(fig: &Figure, cell: f64) -> f64 {
    let digits = fig.cells.iter().map(|v| v.to_string().len()).max().unwrap_or(1) as f64;
    (cell * 0.45).min(cell * 0.9 / (0.6 * digits))
}

/// One grid of `n x n` numbers with row 1 on top; `values(x, y)` gives the entry.
pub fn grid(
    c: &mut Canvas,
    x0: f64,
    y0: f64,
    n: usize,
    cell: f64,
    font: f64,
    value: &dyn Fn(usize, usize) -> i64,
) {
    for y in 0..n {
        for x in 0..n {
            let (px, py) = (x0 + x as f64 * cell, y0 + y as f64 * cell);
            c.rect(px, py, cell, cell, super::palette::NEUTRAL, "#555555", "");
            let v = value(x, y);
            c.text(
                px + cell / 2.0,
                py + cell / 2.0,
                font,
                "middle",
                &v.to_string(),
                r#" class="num""#,
            );
        }
    }
}

/// The SVG panel of a magic square.
pub fn panel(fig: &Figure, opts: &RenderOptions) -> Canvas {
    let n = fig.order;
    let cell = cell_size(n);
    let font = font_size(fig, cell);
    let mut c = Canvas::new();
    // With --lines the anti-diagonal's sum sits above the grid: leave it a row of room.
    let y0 = heading_lines(&mut c, fig) + 8.0 + if opts.lines { cell } else { 0.0 };
    let x0 = if opts.lines { font * 2.5 } else { 2.0 };
    grid(&mut c, x0, y0, n, cell, font, &|x, y| fig.cells[x + n * y]);
    let constant = check(fig).magic_constant;
    let centre = |i: u32| {
        let (x, y) = (i as usize % n, i as usize / n);
        (x0 + (x as f64 + 0.5) * cell, y0 + (y as f64 + 0.5) * cell)
    };
    for line in SquareKind::Magic.constraints(n) {
        let sum: i128 = line.cells.iter().map(|&i| fig.cells[i as usize] as i128).sum();
        let holds = Some(sum) == constant;
        let (first, last) = (line.cells[0], *line.cells.last().expect("a line has cells"));
        let diagonal = first as usize % n != last as usize % n && first as usize / n != last as usize / n;
        if holds && (diagonal || opts.lines) {
            let (a, b) = (centre(first), centre(last));
            let dash = if diagonal {
                r#" stroke-dasharray="5 4""#
            } else {
                ""
            };
            c.line(
                a,
                b,
                "#0072B2",
                2.0,
                &format!(r#" opacity="0.55" class="magic-line"{dash}"#),
            );
        }
        if opts.lines {
            margin_sum(&mut c, centre(first), centre(last), cell, font * 0.8, sum, holds);
        }
    }
    c
}

/// The sum of a line written just past its last cell (red and bold when it misses).
fn margin_sum(c: &mut Canvas, a: (f64, f64), b: (f64, f64), cell: f64, font: f64, sum: i128, holds: bool) {
    // f64::signum(0.0) is 1.0: a row or column needs 0 across it.
    let sign = |v: f64| if v == 0.0 { 0.0 } else { v.signum() };
    let (dx, dy) = (sign(b.0 - a.0), sign(b.1 - a.1));
    let at = (b.0 + dx * cell * 0.85, b.1 + dy * cell * 0.85);
    // A diagonal going up-right ends on the top row: its sum goes above the grid.
    let style = if holds {
        r##" class="sum" fill="#0072B2""##
    } else {
        r##" class="sum miss" fill="#D55E00" font-weight="bold""##
    };
    c.text(at.0, at.1, font, "middle", &sum.to_string(), style);
}

/// The square as flat tiles for the 3D page; row 1 at the back, as the grid reads on paper.
pub fn scene(fig: &Figure, title: String) -> Scene {
    let n = fig.order;
    let blocks = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            let text = fig.cells[i].to_string();
            let mut faces: Vec<Face> = (0..6).map(|_| Face::plain("#D9D4C7", String::new())).collect();
            faces[5] = Face::plain(super::palette::NEUTRAL, text);
            Block {
                at: [x as f64, (n - 1 - y) as f64, 0.0],
                size: [0.94, 0.94, 0.2],
                spread: [0.0; 3],
                faces,
                dim: false,
            }
        })
        .collect();
    Scene {
        title,
        blocks,
        text_size: 0.36,
        explode: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_names_constant_and_kinds() {
        let lo_shu = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]);
        assert_eq!(
            heading(&lo_shu),
            "order 3 · constant 15\nsemi-magic, magic, associative"
        );
        let plain = Figure::square(3, (1..=9).collect());
        assert_eq!(heading(&plain), "order 3 · constant 15\nnone");
    }
}
