//! Counts the magic squares of order 4 through the search driver, as a library user would:
//! plain `RunOptions`, a progress callback, no command line.
//!
//! `cargo run --release --no-default-features --example count_squares`

use std::sync::Arc;
use std::time::Duration;

use cubelab::SquareKind;
use cubelab::magic::count::count_squares;
use cubelab::search::{Phase, Progress, RunOptions};

fn main() -> Result<(), cubelab::Error> {
    let opts = RunOptions {
        threads: Some(2),
        progress_every: Duration::from_millis(500),
        progress: Some(Arc::new(|p: &Progress| {
            if p.phase != Phase::Started {
                eprintln!("{:?}: {}", p.phase, p.line());
            }
        })),
        ..RunOptions::default()
    };
    let totals = count_squares(4, SquareKind::Magic, &opts)?.expect("nothing cancels this run");
    // Frénicle (1693): 880 squares up to symmetry, 7040 in all.
    println!(
        "order 4: {} magic squares in {} classes",
        totals.count, totals.classes
    );
    assert_eq!((totals.count, totals.classes), (7040, 880));
    Ok(())
}
