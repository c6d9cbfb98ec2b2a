//! Tuning aid for the population-annealing estimator: runs a few samples of one target with a
//! chosen schedule and prints the time, ln X and the step-by-step trace summary.
//!
//! `cargo run --release --example population_tune -- square magic 30 [replicas] [steps] [sweeps] [runs]
//! [cold sweeps] [cold from] [first seed]` (0 or `-` keeps a default; runs use seeds `first..first + runs`)

use std::time::Instant;

use cubelab::estimate::population::{Population, Schedule};
use cubelab::estimate::Figures;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: usize| {
        a.get(i)
            .and_then(|s| s.parse().ok())
            .filter(|&x| x > 0)
            .unwrap_or(d)
    };
    let n: usize = arg(2, 6);
    let noun = a.first().map_or("square", String::as_str);
    let default_kind = if noun == "cube" { "simple" } else { "magic" };
    let kind = a.get(1).map_or(default_kind, String::as_str);
    let target = Figures::named(noun, kind, n).expect("square or cube, then a kind of it");
    let cells = target.cells().unwrap();
    let default = Population::new(cells, &target.constraints()).unwrap();
    let d = default.schedule().clone();
    let steps = match arg(4, 0) {
        0 => d.betas.len(),
        s => s,
    };
    let b_max = *d.betas.last().unwrap();
    let v = d.betas[0]; // only for the spacing; recomputed below
    let _ = v;
    let schedule = Schedule {
        replicas: arg(3, d.replicas),
        betas: if steps == d.betas.len() {
            d.betas.clone()
        } else {
            resample_betas(&d.betas, steps, b_max)
        },
        sweeps: arg(5, d.sweeps),
        cold_sweeps: arg(7, d.cold_sweeps),
        cold_from: a.get(8).and_then(|s| s.parse().ok()).unwrap_or(d.cold_from),
    };
    println!("{target:?}: {schedule}");
    let p = Population::with_schedule(cells, &target.constraints(), schedule).unwrap();
    let runs = arg(6, 4) as u64;
    let first = arg(9, 0) as u64;
    let mut lns = Vec::new();
    for seed in first..first + runs {
        let t0 = Instant::now();
        let t = p.trace(&mut ChaCha20Rng::seed_from_u64(seed));
        let el = t0.elapsed().as_secs_f64();
        let k = t.ess.len();
        let min_ess = t.ess.iter().cloned().fold(1.0, f64::min);
        println!(
            "run {seed}: {el:.2} s, ln X = {:?}, log10 X = {:?}, last fraction {:.3}, min ESS {min_ess:.3}, acceptance first/mid/last {:.3}/{:.3}/{:.3}, mean E last {:.2}",
            t.ln_x,
            t.ln_x.map(|x| x / std::f64::consts::LN_10),
            t.ln_ratios.last().unwrap().exp(),
            t.acceptance[0],
            t.acceptance[k / 2],
            t.acceptance[k - 1],
            t.mean_energy[k - 1]
        );
        let mut acc = 0.0;
        let mut line = String::from("  cumulative ln ratio at b =");
        for (i, r) in t.ln_ratios.iter().enumerate().take(k) {
            acc += r;
            if (i + 1) % (k / 10).max(1) == 0 {
                line += &format!(
                    " {:.2e}:{acc:.2}(E {:.1}, acc {:.3})",
                    p.schedule().betas[i],
                    t.mean_energy[i],
                    t.acceptance[i]
                );
            }
        }
        println!("{line}");
        if let Some(x) = t.ln_x {
            lns.push(x);
        }
    }
    let m = lns.iter().sum::<f64>() / lns.len() as f64;
    let sd = (lns.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (lns.len().max(2) - 1) as f64).sqrt();
    println!("mean ln X {m:.4}, sd {sd:.4} over {} runs", lns.len());
}

/// `steps` inverse temperatures spaced as the default ones are (evenly in the log of the
/// default's own spacing, interpolated).
fn resample_betas(betas: &[f64], steps: usize, b_max: f64) -> Vec<f64> {
    let k = betas.len();
    (1..=steps)
        .map(|i| {
            let x = i as f64 * k as f64 / steps as f64;
            let lo = (x.floor() as usize).clamp(1, k) - 1;
            let hi = (lo + 1).min(k - 1);
            let f = x - (lo + 1) as f64;
            let (a, b) = (betas[lo].ln(), betas[hi].ln());
            (a + (b - a) * f.clamp(0.0, 1.0)).exp().min(b_max)
        })
        .collect::<Vec<_>>()
        .windows(1)
        .map(|w| w[0])
        .collect()
}
