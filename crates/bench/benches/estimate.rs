//! Cost of one sample of each estimator (the other half of the variance per second that
//! docs/estimates.md compares). Run with `cargo bench --bench estimate`.

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::estimate::{Budget, EstimateProblem, Estimator, Options, Target};
use cubelab::magic::kind::SquareKind;
use cubelab::search::Problem;

fn batches(c: &mut Criterion) {
    let mut g = c.benchmark_group("estimate batch of 64 samples");
    g.sample_size(10);
    for (order, method) in [
        (5, Estimator::Knuth),
        (6, Estimator::Knuth),
        (5, Estimator::Sis),
        (6, Estimator::Sis),
    ] {
        let p = EstimateProblem::new(&Options {
            batch: Some(64),
            seed: 1,
            ..Options::new(
                Target::Square(SquareKind::Magic, order),
                method,
                Budget::Samples(128),
            )
        })
        .expect("an estimate problem");
        g.bench_function(format!("order {order} {}", method.name()), |b| {
            b.iter(|| p.run_unit(0, &mut |_| {}))
        });
    }
    g.finish();
}

criterion_group!(benches, batches);
criterion_main!(benches);
