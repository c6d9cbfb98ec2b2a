//! Properties of the reader and the checker over generated inputs: no input makes them
//! panic, and the kinds a figure satisfies do not change under symmetry or shifting.

use proptest::prelude::*;

use cubelab::format::parse_figures;
use cubelab::magic::census::{cubes, group_perms, squares};
use cubelab::magic::check::check;
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::Figure;

fn magic_squares() -> &'static [Figure] {
    static ALL: std::sync::OnceLock<Vec<Figure>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| squares(4, SquareKind::Magic, 1).unwrap())
}

fn magic_cubes() -> &'static [Figure] {
    static ALL: std::sync::OnceLock<Vec<Figure>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| cubes(3, CubeKind::Simple, 1).unwrap())
}

fn holds(f: &Figure) -> Vec<&'static str> {
    check(f)
        .kinds
        .iter()
        .filter(|k| k.holds)
        .map(|k| k.kind)
        .collect()
}

proptest! {
    #[test]
    fn reader_never_panics(text in "[0-9 \\-\\n{}\\[\\],a-z\":.#]{0,200}") {
        let _ = parse_figures(&text, "prop");
    }

    #[test]
    fn reader_never_panics_on_grids(rows in proptest::collection::vec(proptest::collection::vec(-50i64..50, 0..6), 0..8)) {
        let text: String = rows.iter().map(|r| r.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ") + "\n").collect();
        if let Ok(figs) = parse_figures(&text, "prop") {
            for f in figs {
                let _ = check(&f);
            }
        }
    }

    #[test]
    fn kinds_are_invariant_under_symmetry_and_shift(index in 0usize..7040, g in 0usize..8, shift in -1000i64..1000) {
        let all = magic_squares();
        let f = &all[index];
        let perm = &group_perms(f)[g];
        let image = Figure { cells: perm.apply(&f.cells), ..f.clone() }.shifted(shift);
        prop_assert_eq!(holds(&image), holds(f));
        prop_assert!(check(&image).magic);
    }

    #[test]
    fn cube_kinds_are_invariant_under_symmetry(index in 0usize..192, g in 0usize..48) {
        let all = magic_cubes();
        let f = &all[index];
        let image = Figure { cells: group_perms(f)[g].apply(&f.cells), ..f.clone() };
        prop_assert_eq!(holds(&image), holds(f));
    }

    #[test]
    fn swapping_two_entries_of_a_magic_square_is_caught(index in 0usize..880, a in 0usize..16, b in 0usize..16) {
        prop_assume!(a != b);
        let all = magic_squares();
        let mut f = all[index * 8].clone();
        f.cells.swap(a, b);
        // Still magic only if the swap lands on another magic square of the list.
        let still = all.binary_search(&f).is_ok();
        prop_assert_eq!(check(&f).magic, still);
    }
}
