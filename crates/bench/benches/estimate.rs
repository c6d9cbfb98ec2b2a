//! Cost of one sample of some methods (the other half of the variance per second that
//! docs/estimates/guide.md, "Which method by default", compares). Run with
//! `cargo bench --bench estimate`.

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::estimate::{knuth, sis, Budget, EstimateProblem, Figures, Method, Options};
use cubelab::magic::kind::SquareKind;
use cubelab::search::Problem;

fn batches(c: &mut Criterion) {
    let mut g = c.benchmark_group("estimate batch of 64 samples");
    g.sample_size(10);
    let methods: [(usize, &'static dyn Method); 4] = [
        (5, &knuth::KnuthMethod),
        (6, &knuth::KnuthMethod),
        (5, &sis::SIS),
        (6, &sis::SIS),
    ];
    for (order, method) in methods {
        let p = EstimateProblem::new(&Options {
            batch: Some(64),
            seed: 1,
            ..Options::new(
                Figures::Square(SquareKind::Magic, order),
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
