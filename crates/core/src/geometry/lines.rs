//! Lines of the `D`-dimensional grid of order `n`, generated for any order and shared by the
//! checker, the enumerators and the constructions.
//!
//! A line is `n` cells `p, p+d, ..., p+(n-1)d` for a direction `d` in `{-1,0,1}^D`. A direction
//! with one non-zero component gives rows, columns and pillars; two, the planar diagonals;
//! three, the space diagonals (triagonals). A *broken* line wraps around modulo `n`: a square
//! has 2 diagonals but `2n` broken diagonals, a cube 4 space diagonals but `4n^2` pantriagonals.

use super::symmetry::index_of;

/// Which lines of a family: only those inside the grid, or all the wrapped (broken) ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Span {
    /// Lines stop at the edge (rows, columns, main diagonals).
    Straight,
    /// Lines wrap around (broken diagonals, pantriagonals).
    Broken,
}

/// A direction in `{-1,0,1}^D`, first non-zero component positive.
pub type Direction<const D: usize> = [i8; D];

/// A set of lines that share a name ("row", "broken diagonal", ...).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineFamily {
    /// Number of non-zero components of the direction (1 axial, 2 planar, 3 space).
    pub nonzero: usize,
    /// Straight or broken.
    pub span: Span,
}

/// One line: its name, where it starts, its direction and the cell indices it covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The family's name (`row`, `column`, `diagonal`, ...).
    pub name: &'static str,
    /// Coordinates of the line's first cell.
    pub start: Vec<usize>,
    /// Step per axis (-1, 0 or 1).
    pub dir: Vec<i8>,
    /// The line's cells, as indices.
    pub cells: Vec<u32>,
}

impl Line {
    /// "row from (2,1) to (2,3)": 1-based coordinates, slowest axis first (layer, row, column).
    pub fn describe(&self) -> String {
        let n = self.cells.len();
        let at = |t: usize| -> String {
            let coords: Vec<String> = (0..self.start.len())
                .rev()
                .map(|k| {
                    let c = (self.start[k] as i64 + t as i64 * self.dir[k] as i64).rem_euclid(n as i64);
                    (c + 1).to_string()
                })
                .collect();
            format!("({})", coords.join(","))
        };
        format!("{} from {} to {}", self.name, at(0), at(n - 1))
    }
}

/// All canonical directions with exactly `nonzero` non-zero components.
pub fn directions<const D: usize>(nonzero: usize) -> Vec<Direction<D>> {
    let mut out = Vec::new();
    let total = 3usize.pow(D as u32);
    for code in 0..total {
        let mut d = [0i8; D];
        let mut c = code;
        for x in d.iter_mut() {
            *x = (c % 3) as i8 - 1;
            c /= 3;
        }
        let nz = d.iter().filter(|&&x| x != 0).count();
        let first = d.iter().find(|&&x| x != 0);
        if nz == nonzero && first == Some(&1) {
            out.push(d);
        }
    }
    out
}

fn family_name(d: usize, nonzero: usize, span: Span, dir: &[i8]) -> &'static str {
    match (d, nonzero, span) {
        (_, 1, _) => match dir.iter().position(|&x| x != 0) {
            Some(0) => "row",
            Some(1) => "column",
            _ => "pillar",
        },
        (2, 2, Span::Straight) => "diagonal",
        (2, 2, Span::Broken) => "broken diagonal",
        (_, 2, Span::Straight) => "planar diagonal",
        (_, 2, Span::Broken) => "broken planar diagonal",
        (_, _, Span::Straight) => "space diagonal",
        (_, _, Span::Broken) => "pantriagonal",
    }
}

/// The lines of `family` in the order-`n` grid of dimension `D`, in a fixed order.
pub fn lines<const D: usize>(n: usize, family: LineFamily) -> Vec<Line> {
    let mut out = Vec::new();
    for dir in directions::<D>(family.nonzero) {
        let name = family_name(D, family.nonzero, family.span, &dir);
        for start in starts::<D>(n, &dir, family.span) {
            let cells = (0..n)
                .map(|t| {
                    let mut p = [0usize; D];
                    for k in 0..D {
                        p[k] = (start[k] as i64 + t as i64 * dir[k] as i64).rem_euclid(n as i64) as usize;
                    }
                    index_of(p, n) as u32
                })
                .collect();
            out.push(Line {
                name,
                start: start.to_vec(),
                dir: dir.to_vec(),
                cells,
            });
        }
    }
    out
}

/// Starting points: for straight lines those whose walk stays inside the grid; for broken
/// lines one point per translation orbit (first moving coordinate 0).
fn starts<const D: usize>(n: usize, dir: &Direction<D>, span: Span) -> Vec<[usize; D]> {
    let first = dir.iter().position(|&x| x != 0).expect("non-zero direction");
    let mut out = Vec::new();
    for i in 0..n.pow(D as u32) {
        let p = super::symmetry::point_of::<D>(i, n);
        let ok = match span {
            Span::Broken => p[first] == 0,
            Span::Straight => (0..D).all(|k| match dir[k] {
                1 => p[k] == 0,
                -1 => p[k] == n - 1,
                _ => true,
            }),
        };
        if ok {
            out.push(p);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fam(nonzero: usize, span: Span) -> LineFamily {
        LineFamily { nonzero, span }
    }

    #[test]
    fn line_counts() {
        for n in 3..7 {
            assert_eq!(lines::<2>(n, fam(1, Span::Straight)).len(), 2 * n);
            assert_eq!(lines::<2>(n, fam(2, Span::Straight)).len(), 2);
            assert_eq!(lines::<2>(n, fam(2, Span::Broken)).len(), 2 * n);
            assert_eq!(lines::<3>(n, fam(1, Span::Straight)).len(), 3 * n * n);
            assert_eq!(lines::<3>(n, fam(2, Span::Straight)).len(), 6 * n);
            assert_eq!(lines::<3>(n, fam(2, Span::Broken)).len(), 6 * n * n);
            assert_eq!(lines::<3>(n, fam(3, Span::Straight)).len(), 4);
            assert_eq!(lines::<3>(n, fam(3, Span::Broken)).len(), 4 * n * n);
        }
    }

    #[test]
    fn lines_have_distinct_cells_and_broken_lines_partition() {
        let n = 5;
        for nz in 1..=3 {
            let ls = lines::<3>(n, fam(nz, Span::Broken));
            for l in &ls {
                let mut c = l.cells.clone();
                c.sort();
                c.dedup();
                assert_eq!(c.len(), n);
            }
            // each direction's broken lines cover every cell exactly once
            let per_dir = n * n;
            for chunk in ls.chunks(per_dir) {
                let mut all: Vec<u32> = chunk.iter().flat_map(|l| l.cells.clone()).collect();
                all.sort();
                assert_eq!(all, (0..(n * n * n) as u32).collect::<Vec<_>>());
            }
        }
    }

    #[test]
    fn square_diagonals_are_the_expected_cells() {
        let d = lines::<2>(3, fam(2, Span::Straight));
        let mut cells: Vec<Vec<u32>> = d.iter().map(|l| l.cells.clone()).collect();
        for c in cells.iter_mut() {
            c.sort();
        }
        cells.sort();
        assert_eq!(cells, vec![vec![0, 4, 8], vec![2, 4, 6]]);
        assert_eq!(
            lines::<2>(3, fam(1, Span::Straight))[0].describe(),
            "row from (1,1) to (1,3)"
        );
    }
}
