//! Enumeration kernels for small magic figures: the order-3 cubes with their classes and
//! every kind of order-4 square. Run with `cargo bench --bench magic`.

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::magic::census::{classes, cubes, squares};
use cubelab::magic::kind::{CubeKind, SquareKind};

fn order_three_cubes(c: &mut Criterion) {
    c.bench_function("cube order 3 simple, all 192 with classes", |b| {
        b.iter(|| {
            let all = cubes(3, CubeKind::Simple, 1).unwrap();
            assert_eq!(classes(&all).len(), 4);
        })
    });
}

fn order_four_squares(c: &mut Criterion) {
    let mut g = c.benchmark_group("square order 4");
    g.sample_size(20);
    for kind in SquareKind::ALL {
        g.bench_function(kind.name(), |b| b.iter(|| squares(4, kind, 1).unwrap().len()));
    }
    g.finish();
}

criterion_group!(benches, order_three_cubes, order_four_squares);
criterion_main!(benches);
