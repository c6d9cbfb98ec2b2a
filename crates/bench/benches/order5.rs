//! The order-5 kernel on one work unit: all representative diagonals of the 32 with centre
//! 12, a = 0, c = 5 (the time per configuration, comparable across versions), and the same
//! unit as the complement-folded count visits it (about half the configurations, weighted);
//! against the generic sum-system kernel on the order-4 magic count.
//!
//! A regression of the order-5 count shows here first: `cargo bench --bench order5` before a
//! release (docs/order5.md has the medians of the last run).

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::magic::order5::{
    count_completions, count_unit, diagonals_of_unit, DiagonalFilter, Reduction, Scratch,
};
use cubelab::magic::sum_system::SumSystem;
use cubelab::SquareKind;

fn order5_unit(c: &mut Criterion) {
    let diags = diagonals_of_unit([12, 0, 5], Reduction::Full32, DiagonalFilter::Any);
    let mut s = Scratch::default();
    c.bench_function(&format!("order5 unit (12,0,5): {} diagonals", diags.len()), |b| {
        b.iter(|| diags.iter().map(|d| count_completions(d, &mut s)).sum::<u64>())
    });
    let folded = diagonals_of_unit([12, 0, 5], Reduction::Full64, DiagonalFilter::Any).len();
    c.bench_function(&format!("order5 unit (12,0,5) folded: {folded} diagonals"), |b| {
        b.iter(|| count_unit([12, 0, 5], Reduction::Full64, DiagonalFilter::Any, &mut s))
    });
}

fn order4_generic(c: &mut Criterion) {
    let sys = SumSystem::new(16, &SquareKind::Magic.constraints(4)).unwrap();
    let mut g = c.benchmark_group("order4");
    g.sample_size(10);
    g.bench_function("magic count, sum-system kernel", |b| {
        b.iter(|| sys.count_with_prefix(&[]))
    });
    g.finish();
}

criterion_group!(benches, order5_unit, order4_generic);
criterion_main!(benches);
