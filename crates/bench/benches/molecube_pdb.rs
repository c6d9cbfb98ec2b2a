//! The Molecube's IDA* pattern databases, built as the first solve on a fresh machine builds
//! them (issue 69 §2): the corner-pattern database in the half-turn metric (the larger build)
//! and the edge-arrangement database in the quarter-turn metric, each from nothing.
//!
//! A regression of the first-solve time shows here: `cargo bench --bench molecube_pdb`
//! (docs/molecube.md has the times; bench/molecube_first_solve.sh times whole processes).

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::molecube::puzzle::{CornerPattern, EdgeArrangement, Molecube};
use cubelab::twisty::pdb::{PatternDb, Storage};
use cubelab::twisty::{Metric, TurnSet};

fn pattern_databases(c: &mut Criterion) {
    let puzzle = Molecube::new();
    let corner = CornerPattern::new(puzzle.tables().clone());
    let htm = TurnSet::new(&puzzle, Metric::Htm);
    let qtm = TurnSet::new(&puzzle, Metric::Qtm);
    let mut g = c.benchmark_group("molecube pdb");
    g.sample_size(10);
    g.measurement_time(std::time::Duration::from_secs(15));
    g.bench_function("corner pattern, htm (8.6 M entries)", |b| {
        b.iter(|| {
            PatternDb::build(&puzzle, &corner, &htm, Storage::Bytes)
                .counts
                .len()
        })
    });
    g.bench_function("edge arrangement, qtm (13.3 M entries)", |b| {
        b.iter(|| {
            PatternDb::build(&puzzle, &EdgeArrangement, &qtm, Storage::Bytes)
                .counts
                .len()
        })
    });
    g.finish();
}

criterion_group!(benches, pattern_databases);
criterion_main!(benches);
