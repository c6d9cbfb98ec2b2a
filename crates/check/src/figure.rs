//! The independent checker: given any figure, which kinds does it satisfy, and where does it
//! fail the others. It shares only the line definitions with the enumerators.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::format::figure::Figure;
use crate::format::wide;
use cubelab_core::kind::{Constraint, CubeKind, SquareKind};

/// A constraint that misses its target.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Miss {
    /// The line, e.g. `row from (1,1) to (1,3)`.
    pub line: String,
    /// Its sum.
    #[serde(serialize_with = "wide::serialize")]
    pub sum: i128,
    /// `None` when the target is not an integer (the total does not divide evenly).
    #[serde(serialize_with = "wide::serialize_opt")]
    pub target: Option<i128>,
}

/// Whether a figure satisfies one kind, and the lines that miss.
#[derive(Clone, Debug, Serialize)]
pub struct KindReport {
    /// The kind's name (`magic`, `pandiagonal`, ...).
    pub kind: &'static str,
    /// True when every constraint of the kind holds.
    pub holds: bool,
    /// How many constraints miss.
    pub misses: usize,
    /// The first few that miss, in constraint order.
    pub first_misses: Vec<Miss>,
    /// Why the kind is not defined at this order (most-perfect squares: orders divisible by
    /// 4); then it neither holds nor misses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_applicable: Option<&'static str>,
}

/// Everything the checker finds about one figure.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    /// `square` or `cube`.
    pub figure: &'static str,
    /// The order.
    pub order: usize,
    /// Total / n^(D-1), when that is an integer.
    #[serde(serialize_with = "wide::serialize_opt")]
    pub magic_constant: Option<i128>,
    /// True when no entry repeats.
    pub distinct: bool,
    /// `Some(s)` when the entries are exactly `s, s+1, ..., s+n^D-1`.
    pub normal_start: Option<i64>,
    /// Magic in the usual sense: distinct entries, and the square's rows, columns and diagonals
    /// (the cube's rows, columns, pillars and space diagonals) all sum alike.
    pub magic: bool,
    /// One report per kind of this dimension.
    pub kinds: Vec<KindReport>,
}

/// How many failing constraints a report lists per kind.
pub const MISSES_SHOWN: usize = 3;

/// The most cells [`try_check`] takes: a square of order 1000, a cube of order 100. The
/// constraints of a kind are built whole (each with its cells and a label), about 400 MB
/// at this size; an order-3000 square would need several gigabytes and aborted.
pub const MAX_CHECK_CELLS: usize = 1_000_000;

/// Refuses, by its size alone, a figure too large to check (see [`MAX_CHECK_CELLS`]).
pub fn check_size(fig: &Figure) -> Result<()> {
    let cells = fig.cells.len();
    if cells <= MAX_CHECK_CELLS {
        return Ok(());
    }
    let most = if fig.is_cube() { "order 100" } else { "order 1000" };
    Err(Error::impossible(format!(
        "a {} of order {} has {cells} cells; the checker takes at most {MAX_CHECK_CELLS} ({most})",
        fig.noun(),
        fig.order
    )))
}

/// [`check`], after [`check_size`]: what the command line, Python and `verify` call.
pub fn try_check(fig: &Figure) -> Result<CheckReport> {
    check_size(fig)?;
    Ok(check(fig))
}

/// Why a square kind is not defined at order `n`, if it is not.
fn square_not_applicable(kind: SquareKind, n: usize) -> Option<&'static str> {
    (kind == SquareKind::MostPerfect && !n.is_multiple_of(4))
        .then_some("most-perfect squares are defined for orders divisible by 4")
}

/// Checks `fig` against every kind of its dimension. Memory grows with the figure (see
/// [`MAX_CHECK_CELLS`]); [`try_check`] refuses a figure past it.
pub fn check(fig: &Figure) -> CheckReport {
    let total: i128 = fig.cells.iter().map(|&v| v as i128).sum();
    let cells = fig.cells.len() as i128;
    let per_line = fig.order as i128;
    let magic_constant = (total * per_line % cells == 0).then(|| total * per_line / cells);
    let mut sorted = fig.cells.clone();
    sorted.sort_unstable();
    let distinct = sorted.windows(2).all(|w| w[0] != w[1]);
    // Checked: entries next to i64::MAX must not wrap into "consecutive".
    let normal_start = sorted
        .windows(2)
        .all(|w| w[0].checked_add(1) == Some(w[1]))
        .then(|| sorted[0]);
    let kinds: Vec<KindReport> = if fig.is_cube() {
        CubeKind::ALL
            .iter()
            .map(|k| kind_report(fig, k.name(), &k.constraints(fig.order), total))
            .collect()
    } else {
        SquareKind::ALL
            .iter()
            .map(|&k| match square_not_applicable(k, fig.order) {
                Some(why) => KindReport {
                    kind: k.name(),
                    holds: false,
                    misses: 0,
                    first_misses: Vec::new(),
                    not_applicable: Some(why),
                },
                None => kind_report(fig, k.name(), &k.constraints(fig.order), total),
            })
            .collect()
    };
    let base = if fig.is_cube() { "simple" } else { "magic" };
    let magic = distinct && kinds.iter().any(|k| k.kind == base && k.holds);
    CheckReport {
        figure: fig.noun(),
        order: fig.order,
        magic_constant,
        distinct,
        normal_start,
        magic,
        kinds,
    }
}

/// True when every constraint holds: each set sums to its size times the mean entry.
pub fn satisfies(fig: &Figure, constraints: &[Constraint]) -> bool {
    let total: i128 = fig.cells.iter().map(|&v| v as i128).sum();
    misses(fig, constraints, total).next().is_none()
}

fn misses<'a>(
    fig: &'a Figure,
    constraints: &'a [Constraint],
    total: i128,
) -> impl Iterator<Item = Miss> + 'a {
    let cells = fig.cells.len() as i128;
    constraints.iter().filter_map(move |c| {
        let sum: i128 = c.cells.iter().map(|&i| fig.cells[i as usize] as i128).sum();
        let scaled = total * c.cells.len() as i128;
        let target = (scaled % cells == 0).then(|| scaled / cells);
        (target != Some(sum)).then(|| Miss {
            line: c.label.clone(),
            sum,
            target,
        })
    })
}

fn kind_report(fig: &Figure, kind: &'static str, constraints: &[Constraint], total: i128) -> KindReport {
    let mut count = 0;
    let mut first = Vec::new();
    for m in misses(fig, constraints, total) {
        count += 1;
        if first.len() < MISSES_SHOWN {
            first.push(m);
        }
    }
    KindReport {
        kind,
        holds: count == 0,
        misses: count,
        first_misses: first,
        not_applicable: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lo_shu() {
        let f = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]);
        let r = check(&f);
        assert!(r.magic);
        assert_eq!(r.magic_constant, Some(15));
        assert_eq!(r.normal_start, Some(1));
        let holds: Vec<_> = r.kinds.iter().filter(|k| k.holds).map(|k| k.kind).collect();
        assert_eq!(holds, vec!["semi-magic", "magic", "associative"]);
    }

    #[test]
    fn broken_square_reports_lines() {
        let f = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 8, 3]);
        let r = check(&f);
        assert!(!r.magic);
        let magic = r.kinds.iter().find(|k| k.kind == "magic").unwrap();
        assert_eq!(magic.misses, 3);
        assert_eq!(magic.first_misses[0].line, "column from (1,2) to (3,2)");
        assert_eq!(magic.first_misses[0].sum, 20);
        assert_eq!(magic.first_misses[0].target, Some(15));
    }

    #[test]
    fn shifted_and_scaled_squares_stay_magic() {
        let f = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]).shifted(-100);
        assert!(check(&f).magic);
        assert_eq!(check(&f).normal_start, Some(-99));
    }

    #[test]
    fn entries_near_the_ends_of_i64_are_checked_exactly() {
        // Lo Shu shifted so that its largest entry is i64::MAX: sums and constant need 66 bits.
        let top = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]).shifted(i64::MAX - 9);
        let r = check(&top);
        assert!(r.magic);
        assert_eq!(r.magic_constant, Some(3 * (i64::MAX as i128 - 4)));
        assert_eq!(r.normal_start, Some(i64::MAX - 8));
        let bottom = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]).shifted(i64::MIN);
        assert!(check(&bottom).magic);
        let json = serde_json::to_value(check(&top)).unwrap();
        assert_eq!(json["magic_constant"], (3 * (i64::MAX as i128 - 4)).to_string());
    }

    /// "most-perfect no: 12 line(s) miss" for the Lo Shu square (issue 68): the kind is
    /// defined for orders divisible by 4 only.
    #[test]
    fn most_perfect_is_not_applicable_at_other_orders() {
        let lo_shu = check(&Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]));
        let mp = lo_shu.kinds.iter().find(|k| k.kind == "most-perfect").unwrap();
        assert_eq!((mp.holds, mp.misses), (false, 0));
        assert!(mp.not_applicable.unwrap().contains("divisible by 4"));
        let json = serde_json::to_value(&lo_shu).unwrap();
        assert!(json["kinds"][0].get("not_applicable").is_none());
        let durer = check(&Figure::square(
            4,
            vec![16, 3, 2, 13, 5, 10, 11, 8, 9, 6, 7, 12, 4, 15, 14, 1],
        ));
        assert!(durer.kinds.iter().all(|k| k.not_applicable.is_none()));
    }

    /// `check` of an order-3000 square aborted building its constraints (issue 68): refused
    /// by its size, before any is built.
    #[test]
    fn figures_too_large_to_check_are_refused_by_their_size() {
        let big = Figure::square(1001, vec![0; 1001 * 1001]);
        let e = try_check(&big).unwrap_err().to_string();
        assert!(e.contains("order 1001 has 1002001 cells"), "{e}");
        assert!(e.contains("at most 1000000 (order 1000)"), "{e}");
        let cube = Figure::cube(101, vec![0; 101 * 101 * 101]);
        assert!(try_check(&cube).unwrap_err().to_string().contains("order 100)"));
        assert!(
            try_check(&Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]))
                .unwrap()
                .magic
        );
    }

    #[test]
    fn repeated_entries_are_not_magic() {
        let f = Figure::square(3, vec![5; 9]);
        let r = check(&f);
        assert!(!r.distinct);
        assert!(!r.magic);
        assert!(r.kinds.iter().all(|k| k.holds || k.not_applicable.is_some()));
    }
}
