//! Tuning aid for the rearrangement estimator (magic squares through semi-magic ones): runs
//! it at one order with a chosen tail and population and prints, per run, X (magic), Y
//! (semi-magic), the control-variate sample V, and at the end their relative variances and
//! the CPU-time figure of merit relvar × seconds a run.
//!
//! `cargo run --release --example rearrange_tune -- ORDER TAIL PARTICLES RUNS [SEMI_MAGIC_TOTAL [SEED [WALK_DRAWS [WALK_STEPS]]]]`

use std::time::Instant;

use cubelab::estimate::rearrange::Rearrange;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: usize| a.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (n, tail, particles, runs) = (arg(0, 6), arg(1, 8), arg(2, 1000), arg(3, 20));
    let semi: Option<f64> = a.get(4).and_then(|s| s.parse().ok());
    let Some(mut r) = Rearrange::new(n, tail, particles, semi) else {
        eprintln!("order {n}: out of range");
        std::process::exit(2);
    };
    if let Some(draws) = a.get(6).and_then(|s| s.parse().ok()) {
        let steps = a.get(7).and_then(|s| s.parse().ok()).unwrap_or(r.walk().1);
        r = r.with_walk(draws, steps);
    }
    let seed: u64 = a.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let started = Instant::now();
    let pairs: Vec<_> = (0..runs).filter_map(|_| r.run(&mut rng)).collect();
    let secs = started.elapsed().as_secs_f64() / runs as f64;
    let mean = |f: &dyn Fn(&cubelab::estimate::rearrange::Pair) -> f64| {
        let xs: Vec<f64> = pairs.iter().map(f).collect();
        let m = xs.iter().sum::<f64>() / runs as f64;
        let v = xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (runs as f64 - 1.0);
        (m, v / (m * m))
    };
    let (mx, rx) = mean(&|p| p.magic);
    let (my, ry) = mean(&|p| p.semi_magic);
    let beta = mx / my;
    println!(
        "order {n}, tail {tail}, {particles} particles, f at {} points of a walk {} steps apart, {runs} runs ({} alive), {secs:.4} s a run",
        r.walk().0,
        r.walk().1,
        pairs.len()
    );
    println!(
        "X (magic) mean {mx:.6e}, relvar {rx:.3e}, relvar x s {:.3e}",
        rx * secs
    );
    println!("Y (semi-magic) mean {my:.6e}, relvar {ry:.3e}");
    if let Some(n_semi) = semi {
        let (mv, rv) = mean(&|p| p.magic + beta * (n_semi - p.semi_magic));
        println!(
            "V (beta = X/Y of these runs) mean {mv:.6e}, relvar {rv:.3e}, relvar x s {:.3e}",
            rv * secs
        );
        // The variance-minimising coefficient Cov(X, Y) / Var(Y), for comparison.
        let cov = pairs
            .iter()
            .map(|p| (p.magic - mx) * (p.semi_magic - my))
            .sum::<f64>();
        let var = pairs.iter().map(|p| (p.semi_magic - my).powi(2)).sum::<f64>();
        let best = cov / var;
        let (mb, rb) = mean(&|p| p.magic + best * (n_semi - p.semi_magic));
        println!(
            "V (beta = Cov(X,Y)/Var(Y) = {:.4} X/Y) mean {mb:.6e}, relvar {rb:.3e}, relvar x s {:.3e}",
            best / beta,
            rb * secs
        );
    }
}
