//! The independent checker: given any figure, which kinds does it satisfy, and where does it
//! fail the others. It shares only the line definitions with the enumerators.

use serde::Serialize;

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

/// Checks `fig` against every kind of its dimension.
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
            .map(|k| kind_report(fig, k.name(), &k.constraints(fig.order), total))
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

    #[test]
    fn repeated_entries_are_not_magic() {
        let f = Figure::square(3, vec![5; 9]);
        let r = check(&f);
        assert!(!r.distinct);
        assert!(!r.magic);
        assert!(r.kinds.iter().all(|k| k.holds));
    }
}
