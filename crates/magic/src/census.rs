//! Complete lists of the magic figures of one order and kind, and their classes up to
//! symmetry. Built on the generic [`SumSystem`] kernel; the slow twin lives in `brute`.

use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::format::figure::Figure;
use crate::geometry::symmetry::symmetry_breaking_pairs;
use crate::geometry::{canonical, cube_group, square_group, Perm};
use crate::kind::{Constraint, CubeKind, SquareKind};
use crate::sum_system::SumSystem;

/// A class of figures under a symmetry group: its least member and how many figures it holds.
pub type Class = crate::geometry::orbits::Class<Figure>;

/// Largest orders the generic enumerator takes (beyond them the counts are astronomically
/// large or need the specialised kernels of `square count`).
pub fn check_square_order(order: usize, kind: SquareKind) -> Result<()> {
    match order {
        0..=2 => Err(Error::impossible(format!(
            "order {order}: no magic square of order 0, 1 or 2 exists; use order 3 or more"
        ))),
        3 | 4 => Ok(()),
        5 if matches!(kind, SquareKind::Associative | SquareKind::Ultramagic) => Ok(()),
        // Each refusal points to a command that does the job, or says none does.
        5 => Err(match kind {
            SquareKind::MostPerfect => Error::impossible(
                kind.nonexistence(5)
                    .unwrap_or_else(|| "most-perfect squares exist only for orders divisible by 4".into()),
            ),
            SquareKind::Pandiagonal => Error::usage(
                "order 5 pandiagonal: this enumerator has no torus-shift reduction and would run for hours; the counter lists the 3,600 classes (28,800 squares) with the order-5 kernel in minutes, with progress",
            ),
            SquareKind::SemiMagic => Error::usage(
                "order 5 semi-magic: far too many to list (more than the 2,202,441,792 magic squares), and no kernel here counts them",
            ),
            _ => Error::usage(format!(
                "order 5 {}: 2,202,441,792 squares are too many to list; count them instead (the order-5 diagonal kernel)",
                kind.name()
            )),
        }),
        _ => Err(Error::usage(format!(
            "order {order}: enumeration covers orders 3 to 5 (the counts beyond are astronomical); construct one square of this order instead"
        ))),
    }
}

/// Refuses cube orders the enumerator does not take (only order 3 is listed).
pub fn check_cube_order(order: usize) -> Result<()> {
    match order {
        0..=2 => Err(Error::impossible(format!(
            "order {order}: no magic cube of order 0, 1 or 2 exists; use order 3"
        ))),
        3 => Ok(()),
        _ => Err(Error::usage(format!(
            "order {order}: cube enumeration covers order 3 (higher orders have astronomically many); construct one cube of this order instead"
        ))),
    }
}

/// One representative per class of the squares of `kind` and `order` (the image singled
/// out by [`symmetry_breaking_pairs`]), on `start..start+n^2`.
pub fn square_representatives(order: usize, kind: SquareKind, start: i64) -> Result<Vec<Figure>> {
    check_square_order(order, kind)?;
    last_entry(order, 2, start)?;
    let reps = solve(
        order * order,
        &kind.constraints(order),
        &symmetry_breaking_pairs::<2>(order),
    );
    Ok(reps
        .into_iter()
        .map(|c| Figure::square(order, shift(&c, start)))
        .collect())
}

/// One representative per class of the cubes of `kind` and `order`.
pub fn cube_representatives(order: usize, kind: CubeKind, start: i64) -> Result<Vec<Figure>> {
    check_cube_order(order)?;
    last_entry(order, 3, start)?;
    let reps = solve(
        order.pow(3),
        &kind.constraints(order),
        &symmetry_breaking_pairs::<3>(order),
    );
    Ok(reps
        .into_iter()
        .map(|c| Figure::cube(order, shift(&c, start)))
        .collect())
}

/// Every square of `kind` and `order` on `start..start+n^2`, sorted.
pub fn squares(order: usize, kind: SquareKind, start: i64) -> Result<Vec<Figure>> {
    Ok(expand(square_representatives(order, kind, start)?))
}

/// Every cube of `kind` and `order` on `start..start+n^3`, sorted.
pub fn cubes(order: usize, kind: CubeKind, start: i64) -> Result<Vec<Figure>> {
    Ok(expand(cube_representatives(order, kind, start)?))
}

/// All images of the representatives under their symmetry group, sorted. Entries are
/// distinct, so no image repeats (every orbit is the whole group).
pub fn expand(reps: Vec<Figure>) -> Vec<Figure> {
    let Some(first) = reps.first() else {
        return Vec::new();
    };
    let group = group_perms(first);
    let mut all: Vec<Figure> = reps
        .iter()
        .flat_map(|f| {
            group.iter().map(move |g| Figure {
                cells: g.apply(&f.cells),
                ..f.clone()
            })
        })
        .collect();
    all.sort_unstable();
    all
}

/// All solutions, searched in parallel over the work units two fill steps deep; the result
/// order is the units' order, whatever the thread count.
fn solve(cells: usize, constraints: &[Constraint], less: &[(u32, u32)]) -> Vec<Vec<u8>> {
    let Some(sys) = SumSystem::with_order(cells, constraints, less) else {
        return Vec::new();
    };
    sys.prefixes(2)
        .par_iter()
        .flat_map_iter(|p| {
            let mut out = Vec::new();
            sys.for_each_with_prefix(p, &mut |v| out.push(v.to_vec()));
            out
        })
        .collect()
}

fn shift(values: &[u8], start: i64) -> Vec<i64> {
    values.iter().map(|&v| v as i64 + start).collect()
}

/// The classes of `figures` (all of one dimension and order) under the figure's full
/// symmetry group (8 for squares, 48 for cubes), each shown by its least image, sorted.
pub fn classes(figures: &[Figure]) -> Vec<Class> {
    let Some(first) = figures.first() else {
        return Vec::new();
    };
    let group = group_perms(first);
    let mut reps: Vec<Class> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for f in figures {
        let (least, orbit) = canonical(&f.cells, &group);
        if seen.insert(least.clone()) {
            reps.push(Class {
                representative: Figure {
                    cells: least,
                    ..f.clone()
                },
                orbit,
            });
        }
    }
    reps.sort_by(|a, b| a.representative.cells.cmp(&b.representative.cells));
    reps
}

/// The figure's symmetry group as cell permutations.
pub fn group_perms(f: &Figure) -> Vec<Perm> {
    if f.is_cube() {
        cube_group().cell_perms(f.order)
    } else {
        square_group().cell_perms(f.order)
    }
}

/// The magic constant of a normal figure on `start..start+n^dim`: `n * (2*start + n^dim - 1) / 2`.
/// The largest entry of a normal figure on `start..`: `start + n^dim - 1`, refused when it
/// does not fit in 64 bits (the entries are `i64`; a wrapped entry would be a wrong figure).
pub fn last_entry(order: usize, dim: u32, start: i64) -> Result<i64> {
    let cells = u32::try_from(order)
        .ok()
        .and_then(|n| (n as i64).checked_pow(dim))
        .ok_or_else(|| {
            Error::usage(format!(
                "order {order}: the figure has more cells than 64 bits count"
            ))
        })?;
    start.checked_add(cells - 1).ok_or_else(|| {
        Error::usage(format!(
            "entries from {start}: the largest entry, {start} + {cells} - 1, is past the 64-bit limit {}; start at {} or below",
            i64::MAX,
            i64::MAX - (cells - 1)
        ))
    })
}

/// The magic constant (every line's sum) of a figure of `order` in `dim` dimensions whose
/// entries are `start`, `start + 1`, ..., `start + order^dim - 1`.
pub fn magic_constant(order: usize, dim: u32, start: i64) -> i128 {
    let cells = (order as i128).pow(dim);
    order as i128 * (2 * start as i128 + cells - 1) / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubelab_check::figure::check;

    #[test]
    fn order_three() {
        let sq = squares(3, SquareKind::Magic, 1).unwrap();
        assert_eq!(sq.len(), 8);
        assert!(sq.iter().all(|f| check(f).magic));
        let cls = classes(&sq);
        assert_eq!(cls.len(), 1);
        assert_eq!(cls[0].orbit, 8);
        assert_eq!(cls[0].representative.cells, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]);
    }

    #[test]
    fn magic_constants() {
        assert_eq!(magic_constant(3, 3, 1), 42);
        assert_eq!(magic_constant(3, 2, 1), 15);
        assert_eq!(magic_constant(3, 3, -13), 0);
        assert_eq!(magic_constant(4, 2, 0), 30);
    }

    #[test]
    fn starts_whose_entries_pass_i64_are_refused() {
        let highest = i64::MAX - 8;
        assert_eq!(last_entry(3, 2, highest).unwrap(), i64::MAX);
        assert!(last_entry(3, 2, highest + 1).is_err());
        assert_eq!(last_entry(3, 3, i64::MIN).unwrap(), i64::MIN + 26);
        let top = squares(3, SquareKind::Magic, highest).unwrap();
        assert_eq!(top.len(), 8);
        assert!(top
            .iter()
            .all(|f| check(f).magic && f.cells.iter().all(|&v| v >= highest)));
        assert!(squares(3, SquareKind::Magic, highest + 1).is_err());
        assert!(cubes(3, CubeKind::Simple, i64::MAX - 25).is_err());
    }

    #[test]
    fn order_five_refusals_point_to_a_command_that_accepts() {
        let e = |k| check_square_order(5, k).unwrap_err().to_string();
        assert!(e(SquareKind::MostPerfect).contains("divisible by 4"));
        assert!(e(SquareKind::Pandiagonal).contains("the counter lists"));
        assert!(e(SquareKind::Magic).contains("count them instead"));
        assert!(e(SquareKind::SemiMagic).contains("no kernel here counts them"));
        // The commands pointed to are accepted by the counter.
        use crate::count::{Method, SquareCount};
        assert!(SquareCount::new(5, SquareKind::Pandiagonal, Method::Fast, true).is_ok());
        assert!(SquareCount::new(5, SquareKind::Magic, Method::Fast, false).is_ok());
        assert!(SquareCount::new(5, SquareKind::SemiMagic, Method::Fast, false).is_err());
    }

    #[test]
    fn bad_orders() {
        assert!(squares(2, SquareKind::Magic, 1).is_err());
        assert!(squares(9, SquareKind::Magic, 1).is_err());
        assert!(cubes(4, CubeKind::Simple, 1).is_err());
    }
}
