//! Magic squares: the grid with its numbers, the magic constant, the kinds that hold, the
//! main diagonals marked when they sum to the constant, and (with `--lines`) every row,
//! column and diagonal that does, with the sums in the margins.

use super::scene::{Block, Face, Grid, Scene};
use super::svg::Canvas;
use super::RenderOptions;
use crate::format::Figure;
use crate::magic::kind::SquareKind;
use cubelab_check::check;

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

/// Writes the heading, one text line per line, the list of kinds wrapped after about
/// `chars` characters so that a small figure's panel stays narrow; returns the height used.
pub fn heading_lines(c: &mut Canvas, fig: &Figure, chars: usize) -> f64 {
    let text = heading(fig);
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        let mut current = String::new();
        for word in line.split_inclusive(", ") {
            if !current.is_empty() && current.len() + word.len() > chars {
                lines.push(current.trim_end().to_string());
                current.clear();
            }
            current += word;
        }
        lines.push(current);
    }
    for (i, line) in lines.iter().enumerate() {
        c.text(
            0.0,
            8.0 + 15.0 * i as f64,
            12.0,
            "start",
            line,
            r#" class="heading""#,
        );
    }
    15.0 * lines.len() as f64
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

/// Tint of the cells on a diagonal that sums to the constant.
const DIAGONAL_TINT: &str = "#DCEBF7";

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
    grid_cells(c, x0, y0, n, cell, &|_, _| super::palette::NEUTRAL);
    grid_numbers(c, x0, y0, n, cell, font, value);
}

/// The cells of a grid, filled by `fill(x, y)`.
fn grid_cells(
    c: &mut Canvas,
    x0: f64,
    y0: f64,
    n: usize,
    cell: f64,
    fill: &dyn Fn(usize, usize) -> &'static str,
) {
    for y in 0..n {
        for x in 0..n {
            let (px, py) = (x0 + x as f64 * cell, y0 + y as f64 * cell);
            c.rect(px, py, cell, cell, fill(x, y), "#555555", "");
        }
    }
}

/// The numbers of a grid, drawn last so that no line crosses them.
fn grid_numbers(
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
            c.text(
                px + cell / 2.0,
                py + cell / 2.0,
                font,
                "middle",
                &value(x, y).to_string(),
                r#" class="num""#,
            );
        }
    }
}

/// Which of the two main diagonals (down-right, up-right) sum to the constant.
fn diagonals_holding(fig: &Figure) -> [bool; 2] {
    let n = fig.order;
    let constant = check(fig).magic_constant;
    let sum = |cell: &dyn Fn(usize) -> usize| (0..n).map(|i| fig.cells[cell(i)] as i128).sum::<i128>();
    [
        Some(sum(&|i| i * n + i)) == constant,
        Some(sum(&|i| i * n + (n - 1 - i))) == constant,
    ]
}

/// Whether cell (x, y) lies on a diagonal that holds.
fn on_holding_diagonal(n: usize, holds: [bool; 2], x: usize, y: usize) -> bool {
    (holds[0] && x == y) || (holds[1] && x + y == n - 1)
}

/// The SVG panel of a square: the heading and the grid of numbers, the diagonals that sum to
/// the constant tinted and drawn (with `opts.lines`, every line that holds drawn and every
/// line's sum in the margin).
pub fn panel(fig: &Figure, opts: &RenderOptions) -> Canvas {
    let n = fig.order;
    let cell = cell_size(n);
    let font = font_size(fig, cell);
    let mut c = Canvas::new();
    // With --lines the anti-diagonal's sum sits above the grid: leave it a row of room.
    let chars = ((n as f64 * cell) / 7.0).max(24.0) as usize;
    let y0 = heading_lines(&mut c, fig, chars) + 8.0 + if opts.lines { cell } else { 0.0 };
    let x0 = if opts.lines { font * 2.5 } else { 2.0 };
    // Diagonals that hold are tinted; their lines go under the numbers.
    let holds = diagonals_holding(fig);
    grid_cells(&mut c, x0, y0, n, cell, &|x, y| {
        if on_holding_diagonal(n, holds, x, y) {
            DIAGONAL_TINT
        } else {
            super::palette::NEUTRAL
        }
    });
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
    grid_numbers(&mut c, x0, y0, n, cell, font, &|x, y| fig.cells[x + n * y]);
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

/// The square as flat tiles for the 3D page; row 1 at the back, as the grid reads on paper;
/// the tiles of a diagonal that sums to the constant tinted, as in the SVG.
pub fn scene(fig: &Figure, title: String) -> Scene {
    let n = fig.order;
    let holds = diagonals_holding(fig);
    let blocks = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            let text = fig.cells[i].to_string();
            let mut faces: Vec<Face> = (0..6).map(|_| Face::plain("#D9D4C7", String::new())).collect();
            let top = if on_holding_diagonal(n, holds, x, y) {
                DIAGONAL_TINT
            } else {
                super::palette::NEUTRAL
            };
            faces[5] = Face::plain(top, text);
            Block {
                at: [x as f64, (n - 1 - y) as f64, 0.0],
                size: [0.94, 0.94, 0.2],
                // Explode opens the grid a little (the square has no layers to pull apart).
                spread: [x as f64 * 0.4, (n - 1 - y) as f64 * 0.4, 0.0],
                faces,
                dim: false,
                name: format!("row {}, column {}: {}", y + 1, x + 1, fig.cells[i]),
            }
        })
        .collect();
    let mut s = Scene::new(title, blocks, 0.36, 0.0);
    s.about = heading(fig).lines().map(str::to_string).collect();
    let which: Vec<&str> = [(holds[0], "the main diagonal"), (holds[1], "the anti-diagonal")]
        .iter()
        .filter(|(h, _)| *h)
        .map(|&(_, w)| w)
        .collect();
    s.about.push(if which.is_empty() {
        "no diagonal sums to the constant".to_string()
    } else {
        format!("tinted: {} (sums to the constant)", which.join(" and "))
    });
    s.grids = vec![Grid {
        title: format!("order {}", n),
        rows: (0..n)
            .map(|y| (0..n).map(|x| fig.cells[x + n * y].to_string()).collect())
            .collect(),
        marked: (0..n * n)
            .map(|i| (i / n, i % n))
            .filter(|&(y, x)| on_holding_diagonal(n, holds, x, y))
            .collect(),
    }];
    // Looking down at the table from the front, the numbers read as on paper.
    s.view = [0.0, 62.0];
    s
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
        // Both diagonals of the Lo Shu hold (2+5+8, 6+5+4); of 1..9 in order too (1+5+9, 3+5+7).
        assert_eq!(diagonals_holding(&lo_shu), [true, true]);
        let skew = Figure::square(3, vec![1, 2, 3, 4, 5, 6, 9, 8, 7]);
        assert_eq!(diagonals_holding(&skew), [false, false]);
        assert!(on_holding_diagonal(3, [false, true], 2, 0));
        assert!(!on_holding_diagonal(3, [false, true], 0, 0));
    }
}
