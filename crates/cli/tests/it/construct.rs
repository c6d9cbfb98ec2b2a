//! Constructions checked by the independent checker over a range of orders, against
//! procedural twins of the classical methods, and through the CLI.
//!
//! The slow large-order run: `cargo test --release -p cubelab-cli --test it construct:: -- --ignored`.

use cubelab::format::{parse_figures, Figure};
use cubelab::magic::check::{check, satisfies};
use cubelab::magic::construct::{cube, square, Choice};
use cubelab::magic::{CubeKind, SquareKind};

use crate::common;
use common::cubelab;

fn assert_normal(f: &Figure, start: i64) {
    let mut s = f.cells.clone();
    s.sort_unstable();
    assert!(
        s.iter().enumerate().all(|(i, &v)| v == start + i as i64),
        "order {} is not on {start}..",
        f.order
    );
}

fn choices(n: usize) -> [Choice; 4] {
    [
        Choice::Classical,
        Choice::Variant(1),
        Choice::Variant(37),
        Choice::Seed(1000 + n as u64),
    ]
}

/// Every kind of square, orders 3..=64: normal entries, every constraint of the kind, and
/// the checker's overall verdict.
#[test]
fn squares_3_to_64() {
    let mut built = 0;
    for n in 3..=64 {
        for kind in SquareKind::ALL {
            let Ok(_) = square::construct(n, kind, Choice::Classical) else {
                continue;
            };
            let constraints = kind.constraints(n);
            for choice in choices(n) {
                let Ok(c) = square::construct(n, kind, choice) else {
                    continue; // a variant past the family (tiny families at order 3)
                };
                let f = c.to_figure(1);
                assert_normal(&f, 1);
                assert!(satisfies(&f, &constraints), "square {n} {kind:?} {choice:?}");
                built += 1;
            }
            if n <= 24 {
                assert!(check(&square::construct(n, kind, Choice::Seed(5)).unwrap().to_figure(-3)).magic);
            }
        }
    }
    assert!(built > 800, "{built}");
}

/// Every kind of cube, orders 3..=16.
#[test]
fn cubes_3_to_16() {
    let mut built = 0;
    for n in 3..=16 {
        for kind in CubeKind::ALL {
            if cube::construct(n, kind, Choice::Classical).is_err() {
                continue;
            }
            let constraints = kind.constraints(n);
            for choice in choices(n) {
                let f = cube::construct(n, kind, choice).unwrap().to_figure(0);
                assert_normal(&f, 0);
                assert!(satisfies(&f, &constraints), "cube {n} {kind:?} {choice:?}");
                built += 1;
            }
        }
    }
    assert!(built > 150, "{built}");
}

/// Which (order, kind) pairs are constructed, squares and cubes, up to 64 / 40: exactly the
/// documented table.
#[test]
fn coverage_is_as_documented() {
    for n in 3..=64 {
        for kind in SquareKind::ALL {
            let want = match kind {
                SquareKind::SemiMagic | SquareKind::Magic => true,
                SquareKind::Pandiagonal => n != 3 && n % 4 != 2,
                SquareKind::Associative => n % 4 != 2,
                SquareKind::MostPerfect => n % 4 == 0,
                SquareKind::Ultramagic => n >= 5 && (n % 2 == 1 || (n % 4 == 0 && n >= 8)),
            };
            assert_eq!(
                square::construct(n, kind, Choice::Classical).is_ok(),
                want,
                "square {n} {kind:?}"
            );
        }
    }
    for n in 3..=101 {
        let odd_nasik = n % 2 == 1 && n >= 9 && n % 5 != 0 && n % 7 != 0;
        for kind in CubeKind::ALL {
            let want = match kind {
                CubeKind::SemiMagic | CubeKind::Simple => true,
                CubeKind::Pantriagonal => n % 4 == 0 || (n % 2 == 1 && n >= 5),
                CubeKind::Perfect | CubeKind::Diagonal => n % 8 == 0 || odd_nasik,
                CubeKind::Associative => n % 4 != 2,
            };
            if n > 40 && kind != CubeKind::Perfect {
                continue;
            }
            assert_eq!(
                cube::construct(n, kind, Choice::Classical).is_ok(),
                want,
                "cube {n} {kind:?}"
            );
        }
    }
}

#[test]
fn refusals_say_why() {
    let cases: Vec<(Result<_, _>, &str)> = vec![
        (
            square::construct(2, SquareKind::Magic, Choice::Classical).map(|_| ()),
            "order 2",
        ),
        (
            square::construct(3, SquareKind::Pandiagonal, Choice::Classical).map(|_| ()),
            "order 3",
        ),
        (
            square::construct(10, SquareKind::Pandiagonal, Choice::Classical).map(|_| ()),
            "singly even",
        ),
        (
            square::construct(12, SquareKind::MostPerfect, Choice::Classical).map(|_| ()),
            "",
        ),
        (
            square::construct(9, SquareKind::MostPerfect, Choice::Classical).map(|_| ()),
            "divisible by 4",
        ),
        (
            square::construct(4, SquareKind::Ultramagic, Choice::Classical).map(|_| ()),
            "divisible by 4 from 8",
        ),
        (
            cube::construct(2, CubeKind::Simple, Choice::Classical).map(|_| ()),
            "order 0, 1 or 2",
        ),
        (
            cube::construct(4, CubeKind::Perfect, Choice::Classical).map(|_| ()),
            "multiples of 8",
        ),
        (
            cube::construct(12, CubeKind::Perfect, Choice::Classical).map(|_| ()),
            "multiples of 8",
        ),
        (
            cube::construct(7, CubeKind::Perfect, Choice::Classical).map(|_| ()),
            "from order 9",
        ),
        (
            cube::construct(15, CubeKind::Perfect, Choice::Classical).map(|_| ()),
            "no linear digit construction",
        ),
        (
            cube::construct(3, CubeKind::Pantriagonal, Choice::Classical).map(|_| ()),
            "from order 4",
        ),
        (
            cube::construct(6, CubeKind::Pantriagonal, Choice::Classical).map(|_| ()),
            "no construction",
        ),
        (
            cube::construct(4, CubeKind::Diagonal, Choice::Classical).map(|_| ()),
            "from order 5",
        ),
        (
            cube::construct(5, CubeKind::Simple, Choice::Variant(1 << 40)).map(|_| ()),
            "variants 0 to",
        ),
    ];
    for (i, (r, want)) in cases.into_iter().enumerate() {
        match r {
            Ok(()) if want.is_empty() => {}
            Ok(()) => panic!("case {i}: expected a refusal containing {want:?}"),
            Err(e) => assert!(e.to_string().contains(want) && !want.is_empty(), "case {i}: {e}"),
        }
    }
}

/// De la Loubère's procedure, step by step: 1 in the middle of the top row, then up and to
/// the right (wrapping), one down when the cell is taken. The formula must agree.
#[test]
fn siamese_formula_matches_the_procedure() {
    for n in (3..=51).step_by(2) {
        let mut grid = vec![0i64; n * n];
        let (mut x, mut y) = (n / 2, 0usize);
        for v in 1..=(n * n) as i64 {
            grid[x + n * y] = v;
            let (nx, ny) = ((x + 1) % n, (y + n - 1) % n);
            if grid[nx + n * ny] == 0 {
                (x, y) = (nx, ny);
            } else {
                y = (y + 1) % n;
            }
        }
        let f = square::construct(n, SquareKind::Magic, Choice::Classical)
            .unwrap()
            .to_figure(1);
        assert_eq!(f.cells, grid, "order {n}");
    }
}

/// The doubly even method gives MATLAB's `magic(4)` and `magic(8)`.
#[test]
fn doubly_even_matches_matlab() {
    let f = square::construct(4, SquareKind::Magic, Choice::Classical)
        .unwrap()
        .to_figure(1);
    assert_eq!(
        f.cells,
        vec![16, 2, 3, 13, 5, 11, 10, 8, 9, 7, 6, 12, 4, 14, 15, 1]
    );
    let f8 = square::construct(8, SquareKind::Magic, Choice::Classical)
        .unwrap()
        .to_figure(1);
    assert_eq!(&f8.cells[..8], &[64, 2, 3, 61, 60, 6, 7, 57]);
}

/// Variants and seeds give different figures, and the same seed the same figure.
#[test]
fn variants_differ_and_seeds_repeat() {
    let get = |c: Choice| {
        square::construct(12, SquareKind::MostPerfect, c)
            .unwrap()
            .to_figure(1)
    };
    let mut seen = std::collections::HashSet::new();
    for k in 0..32 {
        seen.insert(get(Choice::Variant(k)).cells);
    }
    assert_eq!(seen.len(), 32);
    assert_eq!(get(Choice::Seed(9)), get(Choice::Seed(9)));
    assert_ne!(get(Choice::Seed(9)), get(Choice::Seed(10)));
    let c = |s| {
        cube::construct(9, CubeKind::Perfect, Choice::Seed(s))
            .unwrap()
            .to_figure(1)
    };
    assert_ne!(c(1), c(2));
}

#[test]
fn cli_formats_read_back() {
    for (noun, order, kind) in [
        ("square", "10", "magic"),
        ("square", "8", "most-perfect"),
        ("cube", "6", "simple"),
        ("cube", "8", "perfect"),
    ] {
        let base = [
            "construct",
            "--order",
            order,
            "--kind",
            kind,
            "--start",
            "-5",
            "--seed",
            "4",
        ];
        let args = |fmt: &str| -> Vec<String> {
            let mut v = vec![noun.to_string()];
            v.extend(base.iter().map(|s| s.to_string()));
            v.extend(["--format".to_string(), fmt.to_string()]);
            v
        };
        let run = |fmt: &str| {
            let a = args(fmt);
            let a: Vec<&str> = a.iter().map(String::as_str).collect();
            cubelab(&a)
        };
        let (code, text, _) = run("text");
        assert_eq!(code, 0);
        let from_text = parse_figures(&text, "text").unwrap();
        let (_, jsonl, _) = run("jsonl");
        let from_json = parse_figures(&jsonl, "jsonl").unwrap();
        assert_eq!(from_text, from_json);
        assert_eq!(from_text.len(), 1);
        let fig = &from_text[0];
        assert_normal(fig, -5);
        assert!(check(fig).magic);
        let lines: Vec<&str> = jsonl.lines().collect();
        assert!(
            lines[0].contains("\"header\"")
                && lines[1].contains("\"result\"")
                && lines[2].contains("\"summary\"")
        );
        let (_, csv, _) = run("csv");
        let cells: Vec<i64> = csv
            .lines()
            .skip(1)
            .flat_map(|l| {
                l.split(',')
                    .skip(if noun == "cube" { 2 } else { 1 })
                    .map(|v| v.parse::<i64>().unwrap())
                    .collect::<Vec<_>>()
            })
            .collect();
        assert_eq!(cells, fig.cells);
    }
}

#[test]
fn cli_refusals_are_one_line_exit_2() {
    for args in [
        &["cube", "construct", "--order", "4", "--kind", "perfect"][..],
        &["square", "construct", "--order", "2"],
        &["square", "construct", "--order", "6", "--kind", "pandiagonal"],
        &[
            "square",
            "construct",
            "--order",
            "5",
            "--variant",
            "1",
            "--seed",
            "2",
        ],
        &[
            "square",
            "construct",
            "--order",
            "5",
            "--start",
            "9223372036854775800",
        ],
        &["square", "construct", "--order", "100000"],
    ] {
        let (code, out, err) = cubelab(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty());
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        if !err.contains("Usage") {
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        }
    }
}

/// Large orders, checked line by line by the checker (several minutes):
/// `cargo test --release -p cubelab-cli --test it construct:: -- --ignored`.
#[test]
#[ignore]
fn large_orders() {
    for (n, kind) in [
        (2001, SquareKind::Magic),
        (2000, SquareKind::Magic),
        (2002, SquareKind::Magic),
        (1999, SquareKind::Pandiagonal),
        (2001, SquareKind::Pandiagonal),
        (2001, SquareKind::Ultramagic),
        (2000, SquareKind::MostPerfect),
        (2000, SquareKind::Ultramagic),
    ] {
        let f = square::construct(n, kind, Choice::Seed(n as u64))
            .unwrap()
            .to_figure(1);
        assert_normal(&f, 1);
        assert!(satisfies(&f, &kind.constraints(n)), "square {n} {kind:?}");
    }
    for (n, kind) in [
        (128, CubeKind::Perfect),
        (121, CubeKind::Perfect),
        (99, CubeKind::Perfect),
        (130, CubeKind::Simple),
        (132, CubeKind::Pantriagonal),
        (125, CubeKind::Pantriagonal),
        (101, CubeKind::Simple),
    ] {
        let f = cube::construct(n, kind, Choice::Seed(n as u64))
            .unwrap()
            .to_figure(1);
        assert_normal(&f, 1);
        assert!(satisfies(&f, &kind.constraints(n)), "cube {n} {kind:?}");
    }
}

mod random {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        /// Random order, kind, seed or variant: whatever is constructed is normal and holds.
        #[test]
        fn any_square(n in 3usize..80, k in 0usize..6, seed in any::<u64>(), variant in any::<bool>()) {
            let kind = SquareKind::ALL[k];
            let choice = if variant { Choice::Variant(seed % 16) } else { Choice::Seed(seed) };
            if let Ok(c) = square::construct(n, kind, choice) {
                let f = c.to_figure(seed as i64 % 1000);
                assert_normal(&f, seed as i64 % 1000);
                prop_assert!(satisfies(&f, &kind.constraints(n)));
            }
        }

        #[test]
        fn any_cube(n in 3usize..20, k in 0usize..5, seed in any::<u64>()) {
            let kind = CubeKind::ALL[k];
            if let Ok(c) = cube::construct(n, kind, Choice::Seed(seed)) {
                let f = c.to_figure(1);
                assert_normal(&f, 1);
                prop_assert!(satisfies(&f, &kind.constraints(n)));
            }
        }
    }
}
