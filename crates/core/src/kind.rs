//! Kinds of magic squares and cubes, each defined as data: a list of cell sets that must all
//! sum to `|set| x mean`. A line of `n` cells then sums to the magic constant, a pair of
//! centrally symmetric cells to twice the mean (associative), a 2x2 block to four times it.

use crate::geometry::lines::{lines, LineFamily, Span};
use crate::geometry::symmetry::{index_of, point_of};

/// A set of cells whose entries must sum to `cells.len()` times the mean entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// The constraint family's name (`row`, `diagonal`, ...).
    pub name: &'static str,
    /// The cells that must sum to `cells.len()` times the mean.
    pub cells: Vec<u32>,
    /// Human description: "row from (1,1) to (1,3)".
    pub label: String,
}

/// Kinds of magic square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum SquareKind {
    /// Rows and columns.
    SemiMagic,
    /// Rows, columns and the two diagonals.
    Magic,
    /// Rows, columns and all 2n broken diagonals.
    Pandiagonal,
    /// Magic, and every two cells symmetric about the centre sum to twice the mean.
    Associative,
    /// Pandiagonal, every 2x2 block (wrapping) sums to 4 means, and cells n/2 apart along a
    /// diagonal sum to 2 means (orders divisible by 4).
    MostPerfect,
    /// Pandiagonal and associative.
    Ultramagic,
}

/// Kinds of magic cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum CubeKind {
    /// Rows, columns and pillars.
    SemiMagic,
    /// Also the 4 space diagonals (the source's "semi-perfect").
    Simple,
    /// Also every planar diagonal of the 3n layers.
    Diagonal,
    /// Rows, columns, pillars and all 4n^2 pantriagonals.
    Pantriagonal,
    /// Nasik perfect: all 13n^2 broken lines.
    Perfect,
    /// Simple, and the cells symmetric about the centre sum to n^3 + 1.
    Associative,
}

impl SquareKind {
    /// Every square kind.
    pub const ALL: [SquareKind; 6] = [
        SquareKind::SemiMagic,
        SquareKind::Magic,
        SquareKind::Pandiagonal,
        SquareKind::Associative,
        SquareKind::MostPerfect,
        SquareKind::Ultramagic,
    ];

    /// The kind's name as written in output (`semi-magic`, `most-perfect`, ...).
    pub fn name(self) -> &'static str {
        match self {
            SquareKind::SemiMagic => "semi-magic",
            SquareKind::Magic => "magic",
            SquareKind::Pandiagonal => "pandiagonal",
            SquareKind::Associative => "associative",
            SquareKind::MostPerfect => "most-perfect",
            SquareKind::Ultramagic => "ultramagic",
        }
    }

    /// Why no normal square of this kind and order exists, or `None` when some does.
    pub fn nonexistence(self, n: usize) -> Option<String> {
        let why = match self {
            _ if n == 2 => "no magic square of order 2 exists",
            SquareKind::SemiMagic | SquareKind::Magic if n >= 3 => return None,
            SquareKind::Pandiagonal if n == 3 => "no pandiagonal square of order 3 exists",
            SquareKind::Pandiagonal | SquareKind::Associative if n % 4 == 2 => {
                "no pandiagonal or associative square of singly even order (n = 2 mod 4) exists"
            }
            SquareKind::MostPerfect if !n.is_multiple_of(4) => {
                "most-perfect squares exist only for orders divisible by 4"
            }
            SquareKind::Ultramagic if n < 5 || n % 4 == 2 => {
                "ultramagic squares exist only for odd orders >= 5 and orders divisible by 4 from 8"
            }
            _ if n < 3 => "magic figures need order 3 or more",
            _ => return None,
        };
        Some(format!("{} of order {n}: {why}", self.name()))
    }

    /// The constraints defining this kind at order `n`.
    pub fn constraints(self, n: usize) -> Vec<Constraint> {
        let axial = from_lines::<2>(n, 1, Span::Straight);
        let diag = from_lines::<2>(n, 2, Span::Straight);
        let broken = from_lines::<2>(n, 2, Span::Broken);
        let mut out = axial;
        match self {
            SquareKind::SemiMagic => {}
            SquareKind::Magic => out.extend(diag),
            SquareKind::Pandiagonal => out.extend(broken),
            SquareKind::Associative => {
                out.extend(diag);
                out.extend(central_pairs::<2>(n));
            }
            SquareKind::MostPerfect => {
                out.extend(broken);
                out.extend(blocks_2x2(n));
                out.extend(half_diagonal_pairs(n));
            }
            SquareKind::Ultramagic => {
                out.extend(broken);
                out.extend(central_pairs::<2>(n));
            }
        }
        out
    }
}

impl CubeKind {
    /// Every cube kind.
    pub const ALL: [CubeKind; 6] = [
        CubeKind::SemiMagic,
        CubeKind::Simple,
        CubeKind::Diagonal,
        CubeKind::Pantriagonal,
        CubeKind::Perfect,
        CubeKind::Associative,
    ];

    /// The kind's name as written in output.
    pub fn name(self) -> &'static str {
        match self {
            CubeKind::SemiMagic => "semi-magic",
            CubeKind::Simple => "simple",
            CubeKind::Diagonal => "diagonal",
            CubeKind::Pantriagonal => "pantriagonal",
            CubeKind::Perfect => "perfect",
            CubeKind::Associative => "associative",
        }
    }

    /// The constraints a cube of order `n` of this kind satisfies.
    pub fn constraints(self, n: usize) -> Vec<Constraint> {
        let mut out = from_lines::<3>(n, 1, Span::Straight);
        match self {
            CubeKind::SemiMagic => {}
            CubeKind::Simple => out.extend(from_lines::<3>(n, 3, Span::Straight)),
            CubeKind::Diagonal => {
                out.extend(from_lines::<3>(n, 3, Span::Straight));
                out.extend(from_lines::<3>(n, 2, Span::Straight));
            }
            CubeKind::Pantriagonal => out.extend(from_lines::<3>(n, 3, Span::Broken)),
            CubeKind::Perfect => {
                out.extend(from_lines::<3>(n, 2, Span::Broken));
                out.extend(from_lines::<3>(n, 3, Span::Broken));
            }
            CubeKind::Associative => {
                out.extend(from_lines::<3>(n, 3, Span::Straight));
                out.extend(central_pairs::<3>(n));
            }
        }
        out
    }
}

fn from_lines<const D: usize>(n: usize, nonzero: usize, span: Span) -> Vec<Constraint> {
    lines::<D>(n, LineFamily { nonzero, span })
        .into_iter()
        .map(|l| Constraint {
            name: l.name,
            label: l.describe(),
            cells: l.cells,
        })
        .collect()
}

fn coords_label<const D: usize>(p: [usize; D]) -> String {
    let c: Vec<String> = p.iter().rev().map(|x| (x + 1).to_string()).collect();
    format!("({})", c.join(","))
}

/// Pairs of cells symmetric about the centre (the centre cell itself, for odd `n`, is a
/// one-cell set and must equal the mean).
pub fn central_pairs<const D: usize>(n: usize) -> Vec<Constraint> {
    let cells = n.pow(D as u32);
    (0..cells)
        .filter(|&i| i <= cells - 1 - i)
        .map(|i| {
            let j = cells - 1 - i;
            let mut set = vec![i as u32];
            if j != i {
                set.push(j as u32);
            }
            Constraint {
                name: "central pair",
                label: format!(
                    "central pair {} {}",
                    coords_label(point_of::<D>(i, n)),
                    coords_label(point_of::<D>(j, n))
                ),
                cells: set,
            }
        })
        .collect()
}

fn blocks_2x2(n: usize) -> Vec<Constraint> {
    let mut out = Vec::new();
    for r in 0..n {
        for c in 0..n {
            let at = |dr: usize, dc: usize| index_of([(c + dc) % n, (r + dr) % n], n) as u32;
            out.push(Constraint {
                name: "2x2 block",
                label: format!("2x2 block at {}", coords_label([c, r])),
                cells: vec![at(0, 0), at(0, 1), at(1, 0), at(1, 1)],
            });
        }
    }
    out
}

/// Cells `n/2` apart along a diagonal (both directions), for most-perfect squares.
fn half_diagonal_pairs(n: usize) -> Vec<Constraint> {
    if !n.is_multiple_of(2) {
        return Vec::new();
    }
    let h = n / 2;
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..n {
            for (name, c2) in [
                ("half-diagonal pair", (c + h) % n),
                ("half-antidiagonal pair", (c + n - h) % n),
            ] {
                let a = index_of([c, r], n) as u32;
                let b = index_of([c2, r + h], n) as u32;
                out.push(Constraint {
                    name,
                    label: format!("{name} {} {}", coords_label([c, r]), coords_label([c2, r + h])),
                    cells: vec![a, b],
                });
            }
        }
    }
    // For h even the two directions give the same pairs; keep each pair once.
    let mut seen = std::collections::HashSet::new();
    out.retain(|k| {
        let mut s = k.cells.clone();
        s.sort();
        seen.insert(s)
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraint_counts() {
        assert_eq!(SquareKind::Magic.constraints(4).len(), 10);
        assert_eq!(SquareKind::Pandiagonal.constraints(4).len(), 16);
        assert_eq!(CubeKind::Simple.constraints(3).len(), 31);
        assert_eq!(CubeKind::Perfect.constraints(4).len(), 13 * 16);
        assert_eq!(CubeKind::Diagonal.constraints(3).len(), 27 + 4 + 18);
    }

    #[test]
    fn existence_rules() {
        assert!(SquareKind::Magic.nonexistence(3).is_none());
        assert!(SquareKind::Magic.nonexistence(2).is_some());
        assert!(SquareKind::Pandiagonal.nonexistence(3).is_some());
        assert!(SquareKind::Pandiagonal.nonexistence(6).is_some());
        assert!(SquareKind::Pandiagonal.nonexistence(5).is_none());
        assert!(SquareKind::MostPerfect.nonexistence(8).is_none());
        assert!(SquareKind::MostPerfect.nonexistence(5).is_some());
        assert!(SquareKind::Ultramagic.nonexistence(4).is_some());
        assert!(SquareKind::Ultramagic.nonexistence(5).is_none());
    }
}
