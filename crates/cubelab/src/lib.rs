//! cubelab: enumerate, construct, verify, analyse and draw combinatorial cube puzzles.
//!
//! Puzzles are data (cells, lines, symmetry groups); the search kernels and the driver know
//! nothing of any one puzzle. The library does not need the command line: depend on it with
//! `cubelab = { version = "0.1", default-features = false }` to leave out clap and the
//! terminal progress bar. Every error is one [`Error`] whose text is one line in the puzzle's
//! own terms; [`Error::Disagreement`] means two independent methods disagreed (a bug).
//!
//! # Magic squares and cubes: enumerate, count, construct, check
//!
//! ```
//! use cubelab::magic::census;
//! use cubelab::magic::construct::{square, Choice};
//! use cubelab::magic::count::count_squares;
//! use cubelab::search::RunOptions;
//! use cubelab::{check, CubeKind, SquareKind};
//!
//! // Every magic square of order 3 (the 8 images of the Lo Shu), and its one class.
//! let all = census::squares(3, SquareKind::Magic, 1)?;
//! assert_eq!(all.len(), 8);
//! assert_eq!(census::classes(&all).len(), 1);
//! // The order-3 magic cubes: 192 cubes in 4 classes under the 48 symmetries.
//! let cubes = census::cubes(3, CubeKind::Simple, 1)?;
//! assert_eq!((cubes.len(), census::classes(&cubes).len()), (192, 4));
//! // The same count for squares through the search driver (threads, shards, checkpoints).
//! let totals = count_squares(3, SquareKind::Magic, &RunOptions::default())?.expect("not stopped");
//! assert_eq!(totals.count, 8);
//! // One most-perfect square of order 8, checked by the independent checker.
//! let fig = square::construct(8, SquareKind::MostPerfect, Choice::Classical)?.to_figure(1);
//! let report = check(&fig);
//! assert!(report.magic && report.kinds.iter().any(|k| k.kind == "most-perfect" && k.holds));
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # MacMahon's 30 coloured cubes: cubes, solver, tables, set scans
//!
//! ```
//! use cubelab::colour::macmahon::collections::{self, SolutionMethod};
//! use cubelab::colour::macmahon::{target, MacMahon};
//!
//! let m = MacMahon::new();
//! assert_eq!(m.cubes.len(), 30);
//! // Build the target Ba from the 8 cubes of one collection: every arrangement.
//! let ba = m.index("Ba").unwrap();
//! let (collection, solutions) = collections::building_collections(&m, ba, SolutionMethod::Graph)[0];
//! assert_eq!(target::count(&m, ba, collection, false), solutions);
//! // Table 1 for Ba: how many collections have each solution number.
//! let table = collections::solution_distribution(&collections::building_collections(
//!     &m, ba, SolutionMethod::Graph,
//! ));
//! assert!(table.keys().all(|&s| s > 0));
//! ```
//!
//! The exhaustive set scans are the search-driver problem
//! [`colour::macmahon::scan::SetScan`], run with [`search::run`] or [`search::run_silent`].
//!
//! # The nine-colour cube
//!
//! ```
//! use cubelab::colour::nine::{self, census::census, exact};
//!
//! let (solution, _stats) = exact::first_solution();
//! assert!(nine::is_solution(&solution));
//! // 40 partitions into colour classes, found by search and by structure (checked equal).
//! assert_eq!(census(false)?.partitions.len(), 40);
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # Instant Insanity
//!
//! ```
//! use cubelab::colour::insanity;
//!
//! let cubes = "red red red green yellow blue\n\
//!              green green yellow blue blue red\n\
//!              blue red green yellow yellow red\n\
//!              blue yellow red green yellow green\n";
//! let instance = insanity::parse(cubes, "example")?;
//! // Graph method checked against brute force, classes against Burnside's lemma.
//! let solved = insanity::solve(&instance)?;
//! assert_eq!(solved.classes.len(), 1);
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # The twisty nine-colour cube (Molecube)
//!
//! ```
//! use cubelab::molecube::moves::{parse_moves, Metric};
//! use cubelab::molecube::solver::{self, Ida};
//! use cubelab::molecube::solved;
//!
//! // Scramble the reference solved state, then solve it optimally (half-turn metric).
//! let start = solver::apply(&solved::reference(), &parse_moves("R U2 F'")?);
//! let (solutions, _stats) = Ida::new(Metric::Htm).solve(&start, false)?;
//! let moves = &solutions[0];
//! assert!(moves.len() <= 3);
//! // Every solution is re-applied and checked to end in one of the 80 solved states.
//! assert!(solver::verify(&start, moves)?.is_solved());
//! assert_eq!(solved::by_search().len(), 80);
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! The census ([`molecube::census`]) gives the distance of every one of the 268,240,896,000
//! positions; `docs/molecube.md` has the distribution and God's number.
//!
//! # Cubes painted with n colours
//!
//! ```
//! use cubelab::colour::family::{burnside_count, Family};
//!
//! // C_4, the cubes painted with exactly four colours: 68 by orbit enumeration and by Burnside.
//! assert_eq!(Family::new(4)?.len(), 68);
//! assert_eq!(burnside_count(4), 68);
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # Estimates of counts past listing
//!
//! ```
//! use cubelab::estimate::{knuth, Budget, EstimateProblem, Figures, LogNum, Options};
//! use cubelab::search::{run_silent, Outcome, RunOptions};
//! use cubelab::SquareKind;
//!
//! // Knuth's random probes of the order-4 enumeration tree: an unbiased estimate of 7040.
//! let figures = Figures::Square(SquareKind::Magic, 4);
//! let opts = Options {
//!     seed: 1,
//!     ..Options::new(figures, &knuth::KnuthMethod, Budget::Samples(4000))
//! }
//! // A setting of the method by name: the exact tail (3, its default here).
//! .with("tail", 3);
//! let problem = EstimateProblem::new(&opts)?;
//! let Outcome::Complete(total) = run_silent(&problem, &RunOptions::default())? else {
//!     unreachable!("nothing stops the run")
//! };
//! let estimate = problem.estimate(&total).expect("no overflow");
//! assert!(estimate.relative_error() < 0.2);
//! // The interval is honest, not exact: a check at 99.99 % confidence.
//! assert!(estimate.covers(LogNum::from_f64(7040.0), 0.9999));
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # Pictures
//!
//! ```
//! use cubelab::format::parse_figure;
//! use cubelab::render::svg_page;
//!
//! let lo_shu = parse_figure("2 7 6\n9 5 1\n4 3 8\n", "example")?;
//! let svg = svg_page(&[lo_shu.to_json()])?;
//! assert!(svg.contains("</svg>"));
//! # Ok::<(), cubelab::Error>(())
//! ```
//!
//! # Long searches
//!
//! A search is a [`search::Problem`] (numbered work units, mergeable partial results) run by
//! [`search::run`] with [`search::RunOptions`]: threads, a shard, a checkpoint to resume from,
//! a progress callback and a cancel flag. [`registry`] rebuilds a problem from the spec in an
//! output header (to merge shards or resume); [`verify`] re-checks an output on its own.
//! `docs/library.md` walks through the API.

// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod registry;

pub use cubelab_colour as colour;
pub use cubelab_core::{error, format, geometry};
pub use cubelab_driver as search;
pub use cubelab_estimate as estimate;
pub use cubelab_render as render;
pub use cubelab_twisty as twisty;
pub use cubelab_twisty::molecube;

/// Magic squares and cubes (`cubelab-magic`), with the independent checker
/// (`cubelab-check`) where a user looks for it.
pub mod magic {
    pub use cubelab_check::figure as check;
    pub use cubelab_check::{CheckReport, check, try_check};
    pub use cubelab_magic::*;
}

/// Re-checking an output file on its own (`cubelab-check`), with the registry of problems
/// to recompute driver summaries.
pub mod verify {
    pub use cubelab_check::verify::{Summaries, Verdict};

    /// Checks the JSON Lines output `text` (`source` names it in errors): the checks that
    /// passed, or the first problem found as an error.
    pub fn verify(text: &str, source: &str) -> crate::Result<Verdict> {
        cubelab_check::verify(text, source, &crate::registry::Registry)
    }
}

pub use error::{Error, Result};
pub use format::{Figure, Format, Output};
pub use geometry::{AxisMap, Perm, cube_group, cube_rotations, square_group};
pub use magic::{CheckReport, CubeKind, SquareKind, check};
