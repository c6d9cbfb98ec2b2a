//! MacMahon cubes: generation, Tables 1 and 2, and the set-scan kernel.
//! Run: `cargo bench --bench macmahon`. Medians are recorded in docs/macmahon.md.

use criterion::{criterion_group, criterion_main, Criterion};

use cubelab::colour::macmahon::collections::{self, SolutionMethod};
use cubelab::colour::macmahon::{sets, MacMahon};

fn benches(c: &mut Criterion) {
    let m = MacMahon::new();
    let ba = m.index("Ba").unwrap();
    let mut g = c.benchmark_group("macmahon");
    g.sample_size(10);
    g.bench_function("cubes (720 paintings -> 30 named cubes)", |b| {
        b.iter(MacMahon::new)
    });
    g.bench_function("table 1, graph model", |b| {
        b.iter(|| collections::building_collections(&m, ba, SolutionMethod::Graph))
    });
    g.bench_function("table 1, section 7 primes", |b| {
        b.iter(|| collections::building_collections(&m, ba, SolutionMethod::Primes))
    });
    g.bench_function("table 1, geometric solver", |b| {
        b.iter(|| collections::building_collections(&m, ba, SolutionMethod::Geometric))
    });
    g.bench_function("table 2", |b| {
        b.iter(|| collections::target_counts(&collections::all_building_collections(&m), None))
    });
    let kernel = sets::Kernel::new(&m);
    g.bench_function("scan kernel setup", |b| b.iter(|| sets::Kernel::new(&m)));
    g.bench_function("scan all 10-sets (30,045,015)", |b| {
        b.iter(|| sets::scan(&kernel, 10, 100))
    });
    g.bench_function("scan all 12-sets by symmetry (86,493,225)", |b| {
        b.iter(|| sets::scan_symmetric(&m, &kernel, 12, 100))
    });
    g.finish();
}

criterion_group!(macmahon, benches);
criterion_main!(macmahon);
