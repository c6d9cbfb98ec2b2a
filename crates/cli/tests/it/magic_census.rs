//! Golden counts of magic squares and cubes, each checked three ways: against the published
//! figure, against the independent linear-algebra twin figure by figure, and by the checker.

use std::collections::BTreeSet;

use cubelab::magic::census::{classes, cubes, squares};
use cubelab::magic::check::check;
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::magic::linear;
use cubelab::Figure;

/// (order, kind, total, classes under the 8 symmetries). Sources: OEIS A006052 (magic squares
/// up to symmetry: 1, 0, 1, 880, 275305224; Frénicle 1693 for the 880), OEIS A271103 (magic
/// and semi-magic up to symmetry: 1, 0, 9, 68688); the 48 order-4 pandiagonal squares
/// (Frénicle; all of them most-perfect, Ollerenshaw and Brée 1998) and the 48 associative
/// ones (Frénicle's classification of the 880). Totals are 8 x classes: entries are distinct,
/// so no square is its own image. Orders where a kind cannot exist give 0.
const SQUARES: &[(usize, SquareKind, usize, usize)] = &[
    (3, SquareKind::SemiMagic, 72, 9),
    (3, SquareKind::Magic, 8, 1),
    (3, SquareKind::Pandiagonal, 0, 0),
    (3, SquareKind::Associative, 8, 1),
    (3, SquareKind::MostPerfect, 0, 0),
    (3, SquareKind::Ultramagic, 0, 0),
    (4, SquareKind::SemiMagic, 549_504, 68_688),
    (4, SquareKind::Magic, 7040, 880),
    (4, SquareKind::Pandiagonal, 384, 48),
    (4, SquareKind::Associative, 384, 48),
    (4, SquareKind::MostPerfect, 384, 48),
    (4, SquareKind::Ultramagic, 0, 0),
];

fn as_set(figs: &[Figure]) -> BTreeSet<Vec<i64>> {
    figs.iter().map(|f| f.cells.clone()).collect()
}

fn twin_set(cells: usize, constraints: &[cubelab::magic::Constraint]) -> BTreeSet<Vec<i64>> {
    linear::solutions(cells, constraints)
        .into_iter()
        .map(|s| s.into_iter().map(|v| v as i64 + 1).collect())
        .collect()
}

#[test]
fn square_counts_match_publications_and_the_twin() {
    for &(n, kind, total, class_count) in SQUARES {
        let figs = squares(n, kind, 1).unwrap();
        assert_eq!(figs.len(), total, "order {n} {kind:?} total");
        let cls = classes(&figs);
        assert_eq!(cls.len(), class_count, "order {n} {kind:?} classes");
        assert_eq!(cls.iter().map(|c| c.orbit).sum::<usize>(), total, "orbits add up");
        let twin = twin_set(n * n, &kind.constraints(n));
        assert_eq!(
            as_set(&figs),
            twin,
            "order {n} {kind:?}: enumerator and linear twin differ"
        );
    }
}

#[test]
fn every_enumerated_figure_passes_the_checker() {
    for &(n, kind, _, _) in SQUARES.iter().filter(|s| s.2 < 10_000) {
        for f in squares(n, kind, 1).unwrap() {
            let r = check(&f);
            assert!(r.kinds.iter().any(|k| k.kind == kind.name() && k.holds), "{f:?}");
            assert_eq!(r.normal_start, Some(1));
        }
    }
}

#[test]
fn order_three_cubes_192_in_4_classes_of_48() {
    let figs = cubes(3, CubeKind::Simple, 1).unwrap();
    assert_eq!(figs.len(), 192);
    let cls = classes(&figs);
    assert_eq!(cls.len(), 4);
    assert!(cls.iter().all(|c| c.orbit == 48));
    assert!(figs.iter().all(|f| check(f).magic));
    assert_eq!(as_set(&figs), twin_set(27, &CubeKind::Simple.constraints(3)));
}

#[test]
fn order_three_cube_kinds_against_the_twin() {
    // Semi-magic order-3 cubes: 5184 = 108 classes of 48 (no published figure found; the
    // enumerator and the linear twin agree cube by cube). No order-3 cube is diagonal,
    // pantriagonal or perfect. Every one of the 192 simple cubes is associative (its centre is
    // 14, the mean, and the cells symmetric about it sum to 28).
    for (kind, total) in [
        (CubeKind::SemiMagic, 5184),
        (CubeKind::Associative, 192),
        (CubeKind::Diagonal, 0),
        (CubeKind::Pantriagonal, 0),
        (CubeKind::Perfect, 0),
    ] {
        let figs = cubes(3, kind, 1).unwrap();
        assert_eq!(figs.len(), total, "{kind:?}");
        assert_eq!(as_set(&figs), twin_set(27, &kind.constraints(3)), "{kind:?}");
    }
}

#[test]
fn start_value_shifts_every_figure() {
    let base = cubes(3, CubeKind::Simple, 1).unwrap();
    let shifted = cubes(3, CubeKind::Simple, -20).unwrap();
    let expect: Vec<Figure> = base.into_iter().map(|f| f.shifted(-21)).collect();
    assert_eq!(shifted, expect);
    assert_eq!(check(&shifted[0]).magic_constant, Some(3 * (-20 - 20 + 26) / 2));
}

/// The source's own method (004): try every arrangement of 1..9 and keep those that pass. Here
/// every permutation is classified by the checker, for every kind at once.
#[test]
fn order_three_squares_by_trying_all_permutations() {
    let kinds: Vec<(SquareKind, Vec<cubelab::magic::Constraint>)> =
        SquareKind::ALL.iter().map(|&k| (k, k.constraints(3))).collect();
    let mut found: Vec<BTreeSet<Vec<i64>>> = vec![BTreeSet::new(); kinds.len()];
    let mut cells: Vec<i64> = (1..=9).collect();
    permute(&mut cells, 0, &mut |p| {
        let f = Figure::square(3, p.to_vec());
        for (i, (_, cons)) in kinds.iter().enumerate() {
            if cubelab::magic::check::satisfies(&f, cons) {
                found[i].insert(p.to_vec());
            }
        }
    });
    for (i, (kind, _)) in kinds.iter().enumerate() {
        assert_eq!(found[i], as_set(&squares(3, *kind, 1).unwrap()), "{kind:?}");
    }
    assert_eq!(found[1].len(), 8);
}

fn permute(a: &mut [i64], k: usize, f: &mut dyn FnMut(&[i64])) {
    if k == a.len() {
        f(a);
        return;
    }
    for i in k..a.len() {
        a.swap(k, i);
        permute(a, k + 1, f);
        a.swap(k, i);
    }
}
