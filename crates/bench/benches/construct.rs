//! Constructions at memory speed: a square of order 10,000 (10^8 cells) and a cube of order
//! 400 (6.4 x 10^7 cells) filled into a `Vec<u32>`, against the time to just write that much
//! memory (a parallel fill with a constant, and a sequential one).
//!
//! `cargo bench --bench construct`; medians go into `docs/constructions.md`.

use criterion::{criterion_group, criterion_main, Criterion};
use rayon::prelude::*;

use cubelab::magic::construct::{cube, square, Choice, Construction};
use cubelab::magic::{CubeKind, SquareKind};

fn fill_bench(c: &mut Criterion, group: &str, cells: usize, cases: Vec<(String, Construction)>) {
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    g.measurement_time(std::time::Duration::from_secs(4));
    let mut buf = vec![0u32; cells];
    g.bench_function("memory: parallel fill", |b| {
        b.iter(|| buf.par_chunks_mut(1 << 16).for_each(|ch| ch.fill(7)))
    });
    g.bench_function("memory: sequential fill", |b| b.iter(|| buf.fill(7)));
    for (name, con) in &cases {
        let mut buf = vec![0u32; con.order().pow(con.dim() as u32)];
        g.bench_function(name.as_str(), |b| b.iter(|| con.fill(&mut buf)));
    }
    g.finish();
}

fn squares(c: &mut Criterion) {
    let cases = [
        (10_000, SquareKind::Magic),
        (10_000, SquareKind::MostPerfect),
        (10_001, SquareKind::Magic),
        (10_001, SquareKind::Pandiagonal),
        (10_002, SquareKind::Magic),
    ]
    .into_iter()
    .map(|(n, k)| {
        let con = square::construct(n, k, Choice::Seed(1)).expect("constructible");
        (format!("{} {n} ({})", k.name(), con.method), con)
    })
    .collect();
    fill_bench(c, "square 10^8 cells", 10_000 * 10_000, cases);
}

fn cubes(c: &mut Criterion) {
    let cases = [
        (400, CubeKind::Simple),
        (400, CubeKind::Pantriagonal),
        (400, CubeKind::Perfect),
        (401, CubeKind::Simple),
        (401, CubeKind::Perfect),
        (402, CubeKind::Simple),
    ]
    .into_iter()
    .map(|(n, k)| {
        let con = cube::construct(n, k, Choice::Seed(1)).expect("constructible");
        (format!("{} {n} ({})", k.name(), con.method), con)
    })
    .collect();
    fill_bench(c, "cube 6.4e7 cells", 400 * 400 * 400, cases);
}

criterion_group!(benches, squares, cubes);
criterion_main!(benches);
