//! Benchmarks of the nine-colour cube and Instant Insanity solvers. The source's method
//! (simulated annealing) is the baseline for the nine-colour cube's exact search.
//! Run: `cargo bench --bench colour_puzzles`; medians are recorded in docs/nine-colour.md
//! and docs/insanity.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use cubelab::colour::insanity;
use cubelab::colour::nine::{anneal, classes, exact, structure};
use cubelab::geometry::{cube_group, cube_rotations};

fn nine_colour(c: &mut Criterion) {
    let mut g = c.benchmark_group("nine_colour");
    g.bench_function("exact_first_solution", |b| b.iter(exact::first_solution));
    g.bench_function("exact_count", |b| {
        let order = exact::default_order();
        b.iter(|| exact::count_partitions(black_box(&order)))
    });
    g.bench_function("exact_count_index_order", |b| {
        let order: Vec<usize> = (0..27).collect();
        b.iter(|| exact::count_partitions(black_box(&order)))
    });
    g.bench_function("structure_list", |b| b.iter(structure::all_partitions));
    g.bench_function("classes_48_and_24", |b| {
        let all = exact::all_partitions();
        let (full, rot) = (cube_group().cell_perms(3), cube_rotations().cell_perms(3));
        b.iter(|| {
            (
                classes::classes(&all, &full).len(),
                classes::classes(&all, &rot).len(),
            )
        })
    });
    // Baseline: the source's annealing, 20 consecutive seeds per iteration (mean run = /20).
    let sched = anneal::Schedule::default();
    g.bench_function("anneal_20_seeds", |b| {
        b.iter(|| {
            (0..20u64)
                .map(|s| anneal::anneal(s, &sched).iterations)
                .sum::<u64>()
        })
    });
    g.finish();
}

fn insanity_solvers(c: &mut Criterion) {
    let mut g = c.benchmark_group("insanity");
    let classic = insanity::parse(
        include_str!("../../cubelab/examples/instant-insanity.txt"),
        "classic",
    )
    .unwrap();
    let eight = insanity::random_instance(8, 1, true).unwrap();
    for (name, inst) in [("classic", &classic), ("planted8", &eight)] {
        g.bench_function(format!("brute_force_{name}"), |b| {
            b.iter(|| insanity::brute_force(black_box(inst)))
        });
        g.bench_function(format!("graph_{name}"), |b| {
            b.iter(|| insanity::graph_method(black_box(inst)))
        });
    }
    g.finish();
}

criterion_group!(benches, nine_colour, insanity_solvers);
criterion_main!(benches);
