//! What an estimate counts: every square or cube of one kind and order ([`Figures`]).

use crate::error::{Error, Result};
use crate::format::number::plural;
use crate::geometry::symmetry::symmetry_breaking_pairs;
use crate::magic::kind::{Constraint, CubeKind, SquareKind};
use crate::magic::sum_system::SumSystem;

/// The figures an estimate counts: all the squares or all the cubes of a kind and an order
/// (the number estimated is how many there are). Not one figure, which is
/// [`cubelab_core::Figure`]; nor the colour crate's `family::model::Target`, a cube a
/// collection must fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figures {
    /// Squares of this kind and order.
    Square(SquareKind, usize),
    /// Cubes of this kind and order.
    Cube(CubeKind, usize),
}

impl Figures {
    /// The order n (the side of the square or cube).
    pub fn order(self) -> usize {
        match self {
            Figures::Square(_, n) | Figures::Cube(_, n) => n,
        }
    }

    /// The kind's name as the command line and the spec spell it (e.g. `magic`).
    pub fn kind_name(self) -> &'static str {
        match self {
            Figures::Square(k, _) => k.name(),
            Figures::Cube(k, _) => k.name(),
        }
    }

    /// The figures of a noun and a kind's name as [`Figures::noun`] and
    /// [`Figures::kind_name`] spell them (`cube`, `simple`), at `order`; `None` for another
    /// noun or kind.
    pub fn named(noun: &str, kind: &str, order: usize) -> Option<Figures> {
        match noun {
            "square" => Some(Figures::Square(
                SquareKind::ALL.into_iter().find(|k| k.name() == kind)?,
                order,
            )),
            "cube" => Some(Figures::Cube(
                CubeKind::ALL.into_iter().find(|k| k.name() == kind)?,
                order,
            )),
            _ => None,
        }
    }

    /// `square` or `cube`.
    pub fn noun(self) -> &'static str {
        match self {
            Figures::Square(..) => "square",
            Figures::Cube(..) => "cube",
        }
    }

    /// Number of cells; `None` when it overflows (a typed order beyond all reason).
    pub fn cells(self) -> Option<usize> {
        match self {
            Figures::Square(_, n) => n.checked_mul(n),
            Figures::Cube(_, n) => n.checked_mul(n)?.checked_mul(n),
        }
    }

    /// The line-sum constraints of the kind at this order.
    pub fn constraints(self) -> Vec<Constraint> {
        match self {
            Figures::Square(k, n) => k.constraints(n),
            Figures::Cube(k, n) => k.constraints(n),
        }
    }

    /// Order of the symmetry group (8 for squares, 48 for cubes): no symmetry fixes a figure
    /// of distinct entries, so every class has this many members.
    pub fn group_order(self) -> usize {
        match self {
            Figures::Square(..) => 8,
            Figures::Cube(..) => 48,
        }
    }

    /// The symmetry group in words, for the classes line of the summary.
    pub fn group_name(self) -> &'static str {
        match self {
            Figures::Square(..) => "8 symmetries of the square",
            Figures::Cube(..) => "48 symmetries of the cube",
        }
    }

    /// The enumeration kernel's system for the figures: their constraints, with the corners
    /// ordered so that its leaves are one figure per symmetry class. `None` when the line
    /// sums are not whole numbers or the figure is too large for the kernel.
    pub(crate) fn kernel_system(self) -> Option<SumSystem> {
        // Sized first: the constraints of an order-1000 cube alone are gigabytes.
        let cells = self
            .cells()
            .filter(|&c| c <= crate::magic::sum_system::MAX_CELLS)?;
        SumSystem::with_order(cells, &self.constraints(), &self.kernel_orderings())
    }

    /// The orderings `(a, b)` (value at cell `a` below value at cell `b`) by which the
    /// kernel's system keeps one figure of each symmetry class.
    pub(crate) fn kernel_orderings(self) -> Vec<(u32, u32)> {
        match self {
            Figures::Square(_, n) => symmetry_breaking_pairs::<2>(n),
            Figures::Cube(_, n) => symmetry_breaking_pairs::<3>(n),
        }
    }

    /// Why no figure of this kind and order exists, if none does.
    pub fn nonexistence(self) -> Option<String> {
        match self {
            Figures::Square(k, n) => k.nonexistence(n),
            Figures::Cube(k, n) if n < 3 => Some(format!(
                "{} cube of order {n}: no magic cube below order 3 exists",
                k.name()
            )),
            Figures::Cube(k @ (CubeKind::Diagonal | CubeKind::Pantriagonal | CubeKind::Perfect), 3) => {
                Some(format!("{} cube of order 3: none exists", k.name()))
            }
            Figures::Cube(..) => self.searched_empty(),
        }
    }

    /// Why no figure exists when the enumeration kernel's complete search says so within
    /// [`PROOF_NODES`] nodes: the line sums can leave so little freedom (diagonal cubes of
    /// order 4: two corners forced to one value, as Schroeppel showed in 1972; perfect cubes
    /// of orders 4 and 5: only the constant array) that a few nodes settle it, where the
    /// methods would spend minutes and report only that they reached nothing.
    fn searched_empty(self) -> Option<String> {
        let (count, nodes) = self.kernel_system()?.count_within(PROOF_NODES)?;
        (count == 0).then(|| {
            format!(
                "{}: none exists (the enumeration kernel's complete search, {}, finds none)",
                self.describe(),
                plural(nodes, "node")
            )
        })
    }

    /// The figures in words: `magic squares of order 4`.
    pub fn describe(self) -> String {
        let n = self.order();
        match self {
            Figures::Square(..) => format!("{} squares of order {n}", self.kind_name()),
            Figures::Cube(..) => format!("{} cubes of order {n}", self.kind_name()),
        }
    }

    /// The number of cells, or why a method that takes at most `most` of them refuses these
    /// figures.
    pub(crate) fn within_cells(self, method: &str, most: usize) -> Result<usize> {
        let cells = self.cells().unwrap_or(usize::MAX);
        if cells > most {
            return Err(Error::usage(format!(
                "{}: the {method} method takes at most {most} cells, these have {cells}",
                self.describe()
            )));
        }
        Ok(cells)
    }

    /// Why these figures have no estimate when their line sums are fractions.
    pub(crate) fn fractional(self) -> Error {
        Error::impossible(format!(
            "{}: the line sums are not whole numbers",
            self.describe()
        ))
    }
}

/// Most nodes of the kernel's search spent on proving that no figure of a kind and order
/// exists, before any estimate: about a tenth of a second.
const PROOF_NODES: u64 = 1 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    /// Cubes whose line sums leave no figure are refused before any sample, by the kernel's
    /// complete search: diagonal cubes of order 4 (Schroeppel, 1972) and perfect cubes of
    /// orders 4 and 5; figures whose search outgrows the budget are left to the methods.
    #[test]
    fn a_search_of_a_few_nodes_shows_that_no_figure_exists() {
        for (kind, n) in [
            (CubeKind::Diagonal, 4),
            (CubeKind::Perfect, 4),
            (CubeKind::Perfect, 5),
        ] {
            let why = Figures::Cube(kind, n).nonexistence().unwrap_or_default();
            assert!(
                why.contains("none exists") && why.contains("complete search"),
                "{kind:?} {n}: {why}"
            );
        }
        for figures in [
            Figures::Cube(CubeKind::Simple, 4),
            Figures::Cube(CubeKind::Pantriagonal, 4),
            Figures::Cube(CubeKind::Diagonal, 5),
            Figures::Square(SquareKind::Magic, 7),
            Figures::Square(SquareKind::Pandiagonal, 7),
        ] {
            assert_eq!(figures.nonexistence(), None, "{figures:?}");
        }
    }

    /// Every kind and order is found again by the names it is spelled with; other names are
    /// not.
    #[test]
    fn figures_are_named_as_they_are_spelled() {
        let all = SquareKind::ALL
            .map(|k| Figures::Square(k, 5))
            .into_iter()
            .chain(CubeKind::ALL.map(|k| Figures::Cube(k, 4)));
        for f in all {
            assert_eq!(Figures::named(f.noun(), f.kind_name(), f.order()), Some(f));
        }
        assert_eq!(Figures::named("cube", "magic", 4), None);
        assert_eq!(Figures::named("square", "simple", 4), None);
        assert_eq!(Figures::named("tesseract", "magic", 4), None);
    }
}
