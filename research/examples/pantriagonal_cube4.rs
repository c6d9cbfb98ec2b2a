//! Pantriagonal magic cubes of order 4, family by family.
//!
//! The 0-sum arrays of the pantriagonal lines (D = value - 65/2) form a 15-dimensional space.
//! The translation t by (2,2,2) maps lines onto lines, so the space splits into the arrays
//! with D(p + t) = -D(p) (14 dimensions) and those with D(p + t) = D(p), which are the
//! multiples of the checkerboard w(p) = (-1)^(x+y+z). So in every pantriagonal cube the
//! cells t apart sum to 65 + k on the cells with x + y + z even and 65 - k on the others, for
//! one integer k (the cube's share of w, doubled): the families F_k partition the cubes, and
//! F_k and F_-k are of one size (a translation by (1,0,0) swaps the two kinds of cell). Only
//! k = 0, ±1, ±2, ±4, ±8, ±16 and ±32 occur: the even cells' values (u = value - 1) are closed
//! under u -> 63 + k - u and the odd cells' under u -> 63 - k - u, so both sets are kept by
//! u -> u + 2k; for k > 0 the values below k are odd-cell values and the next k even-cell
//! values, so u is an even-cell value exactly when u mod 2k >= k, and the top k values (which
//! must be even-cell values) fit that only when 2k divides 64. Each family is the kernel's
//! tree with the lines and 32 pair constraints (`cubelab::magic::pairing::translation_family`,
//! which `cubelab cube estimate --order 4 --kind pantriagonal --method pairings` samples), and
//! smc estimates it.
//!
//! `cargo run --release --example pantriagonal_cube4 -- families WHICH RUNS0 PARTICLES0 RUNS
//! PARTICLES TAIL SEED`: smc on F_0 (RUNS0 runs of PARTICLES0 particles) and on the other
//! families of WHICH, `all` (F_1 to F_63) or `powers` (F_1, F_2, F_4, ..., F_32), and on F_-1
//! to see the symmetry (RUNS runs of PARTICLES), each family with the seed
//! SEED * 10^6 + (k + 1) * 1000 and a stream a run.
//! `cargo run --release --example pantriagonal_cube4 -- knuth K PROBES TAIL SEED`: Knuth's
//! random probes of the tree of F_K (probe i on stream i of SEED), a second estimator of a
//! family that shares the tree but not smc's populations.
//! `cargo run --release --example pantriagonal_cube4 -- witness`: prints a cube of F_-1 (its
//! even cells' pairs sum to 64, its odd cells' to 66; F_1 by a translation (1,0,0)) made
//! of digits (values 16 A + 4 B + D + 1 with A, B of Nakamura's pantriagonal digits and
//! D = x + y + z mod 4), to be checked by `cubelab check`.

use cubelab::estimate::knuth::probe;
use cubelab::estimate::smc::run_tailed;
use cubelab::estimate::stats::mean_and_se;
use cubelab::estimate::tree::TailedTree;
use cubelab::magic::pairing;
use cubelab::magic::sum_system::SumSystem;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use rayon::prelude::*;

/// `n` samples in parallel, sample i on stream i of `seed` (ln of an estimate, `None` for a
/// miss): their mean, its standard error, and how many were non-zero.
fn sampled(
    n: usize,
    seed: u64,
    sample: impl Fn(&mut ChaCha20Rng) -> Option<f64> + Sync,
) -> (f64, f64, usize) {
    let xs: Vec<f64> = (0..n)
        .into_par_iter()
        .map(|i| {
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            rng.set_stream(i as u64);
            sample(&mut rng).map_or(0.0, f64::exp)
        })
        .collect();
    let (mean, se) = mean_and_se(&xs);
    (mean, se, xs.iter().filter(|&&x| x > 0.0).count())
}

fn smc(sys: SumSystem, runs: usize, tail: usize, particles: usize, seed: u64) -> (f64, f64, usize) {
    let k = TailedTree::new(sys, tail, 0, 1);
    sampled(runs, seed, |rng| run_tailed(&k, particles, rng))
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: usize| a.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    match a.first().map(String::as_str) {
        Some("witness") => {
            let t = [0, 1, 3, 2];
            for z in 0..4 {
                for y in 0..4 {
                    let row: Vec<String> = (0..4)
                        .map(|x| {
                            let a = t[(x + 2 * y + 2 * z) % 4];
                            let b = t[(2 * x + y + 2 * z) % 4];
                            (16 * a + 4 * b + (x + y + z) % 4 + 1).to_string()
                        })
                        .collect();
                    println!("{}", row.join(" "));
                }
                println!();
            }
        }
        Some("families") => {
            let ks: Vec<i32> = match a.get(1).map(String::as_str) {
                Some("powers") => vec![32, 16, 8, 4, 2, 1, 0, -1],
                _ => (-1..64).rev().collect(),
            };
            let (runs0, particles0, runs, particles) = (arg(2, 40), arg(3, 2000), arg(4, 40), arg(5, 2000));
            let (tail, seed) = (arg(6, 6), arg(7, 1));
            println!("smc, tail {tail}, seed {seed}: F_0 {runs0} runs of {particles0} particles, the others {runs} runs of {particles}");
            let mut total = (0.0, 0.0);
            for k in ks {
                let start = std::time::Instant::now();
                let Some(sys) = pairing::translation_family(k) else {
                    println!("F_{k}: no system");
                    continue;
                };
                let stream_base = seed as u64 * 1_000_000 + (k + 1) as u64 * 1000;
                let (r, size) = if k == 0 {
                    (runs0, particles0)
                } else {
                    (runs, particles)
                };
                let (m, se, nz) = smc(sys, r, tail, size, stream_base);
                let secs = start.elapsed().as_secs_f64();
                println!(
                    "F_{k}: {m:.6e} ± {se:.3e} ({:.2} %), {nz} of {r} runs non-zero, {secs:.1} s wall",
                    100.0 * se / m.max(f64::MIN_POSITIVE)
                );
                if k >= 0 {
                    let copies = if k == 0 { 1.0 } else { 2.0 };
                    total.0 += copies * m;
                    total.1 += copies * copies * se * se;
                }
            }
            let se = total.1.sqrt();
            println!(
                "all pantriagonal cubes (F_0 + 2 F_k, k > 0, over these families): {:.6e} ± {se:.3e} ({:.2} %); up to the 48 symmetries: {:.6e}",
                total.0,
                100.0 * se / total.0,
                total.0 / 48.0
            );
        }
        Some("knuth") => {
            let (k, probes, tail, seed) = (arg(1, 0) as i32, arg(2, 100_000), arg(3, 6), arg(4, 1));
            let Some(sys) = pairing::translation_family(k) else {
                eprintln!("F_{k}: no such family");
                return;
            };
            let start = std::time::Instant::now();
            let tree = TailedTree::new(sys, tail, 0, 1);
            let (mean, se, hits) = sampled(probes, seed as u64, |rng| probe(&tree, rng));
            println!(
                "F_{k}, knuth, tail {tail}, seed {seed}: {mean:.6e} ± {se:.3e} ({:.2} %), {hits} of {probes} probes non-zero, {:.1} s wall",
                100.0 * se / mean.max(f64::MIN_POSITIVE),
                start.elapsed().as_secs_f64()
            );
        }
        _ => eprintln!(
            "usage: pantriagonal_cube4 families all|powers RUNS0 PARTICLES0 RUNS PARTICLES TAIL SEED | knuth K PROBES TAIL SEED | witness"
        ),
    }
}
