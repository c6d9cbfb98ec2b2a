//! How wide the enumeration kernel's tree of simple order-4 magic cubes is, and what an
//! estimator that counts whole subtrees pays for each cube it finds.
//!
//! An exact tail below a uniform random path draws the cubes evenly (each subtree is counted
//! whole, with no annealing to favour one basin), which is what a trusted share of the cubes
//! of no counted shape would need. Its price is the tree's width against the number of
//! cubes: this example measures both (record: `docs/runs/cube4-kernel-tree-width/`).
//!
//! ```text
//! cargo run --release --example cube4_tree_width -- levels PROBES SEED
//! cargo run --release --example cube4_tree_width -- tail LEVEL PROBES SEED
//! ```
//! `levels`: Knuth's estimate of the nodes at each branching level (all 3.8e14-odd cubes,
//! no symmetry breaking). `tail`: probes with the subtree below branching level LEVEL
//! counted exactly: the nodes they visit, the kernel's rate, how many reach a cube.

use std::time::Instant;

use cubelab::magic::sum_system::SumSystem;
use cubelab::CubeKind;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Option<Vec<usize>> = args.iter().skip(1).map(|a| a.parse().ok()).collect();
    let sys = SumSystem::new(64, &CubeKind::Simple.constraints(4)).expect("the cube's lines have whole sums");
    let branching = sys.branching_steps().len();
    match (args.first().map(String::as_str), numbers.as_deref()) {
        (Some("levels"), Some(&[probes, seed])) => levels(&sys, probes, seed as u64),
        (Some("tail"), Some(&[level, probes, seed])) if level < branching => {
            tail(&sys, level, probes, seed as u64)
        }
        _ => {
            eprintln!("usage: cube4_tree_width levels PROBES SEED | tail LEVEL PROBES SEED (LEVEL below {branching})");
            std::process::exit(2);
        }
    }
}

/// Knuth's node count of every branching level, from `probes` uniform random paths.
fn levels(sys: &SumSystem, probes: usize, seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let steps = sys.branching_steps();
    let t = Instant::now();
    let sizes = sys.level_sizes(probes, &mut |k| rng.gen_range(0..k));
    println!("branching steps {}: {steps:?}", steps.len());
    println!("{probes} probes in {:.1} s", t.elapsed().as_secs_f64());
    for (j, s) in sizes.iter().enumerate() {
        println!("level {j}: log10 of the nodes {:.2}", s.log10());
    }
    println!(
        "all branching levels: log10 {:.2}",
        sizes.iter().sum::<f64>().log10()
    );
}

/// `probes` random paths to branching level `level`, each subtree below counted exactly.
fn tail(sys: &SumSystem, level: usize, probes: usize, seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let from = sys.branching_steps()[level];
    let t = Instant::now();
    let (mut nodes, mut hits, mut sum) = (0u64, 0u32, 0.0f64);
    for _ in 0..probes {
        let p = sys.probe(from, 0, &mut |k| rng.gen_range(0..k));
        nodes += p.nodes;
        if p.tail > 0 {
            hits += 1;
            sum += p.tail as f64 * p.ln_branching.exp();
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "tail from level {level} (step {from}): {probes} probes, {hits} with cubes, {nodes} nodes, {s:.1} s, {:.3e} nodes/s, estimate {:.3e}",
        nodes as f64 / s,
        sum / probes as f64
    );
}
