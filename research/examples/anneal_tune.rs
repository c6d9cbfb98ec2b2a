//! Tuning aid for the annealing estimator: the spread of ln W, the fraction f, the time per
//! move, for one target and schedule.
//! `cargo run --release --example anneal_tune -- square|cube ORDER KIND STEPS SAMPLES [BETA_MAX FINAL_MOVES REACH TARGETED_FROM]`

use cubelab::estimate::anneal::Anneal;
use cubelab::magic::kind::{CubeKind, SquareKind};
use rand::SeedableRng;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let n: usize = a[2].parse().unwrap();
    let (cells, sets) = if a[1] == "square" {
        let k: SquareKind = serde_json::from_value(a[3].clone().into()).unwrap();
        (n * n, k.constraints(n))
    } else {
        let k: CubeKind = serde_json::from_value(a[3].clone().into()).unwrap();
        (n * n * n, k.constraints(n))
    };
    let steps: u64 = a[4].parse().unwrap();
    let samples: usize = a[5].parse().unwrap();
    let mut an = Anneal::new(cells, &sets, Some(steps)).unwrap();
    let mut sch = an.schedule();
    let arg = |i: usize| a.get(i).and_then(|x| x.parse::<f64>().ok());
    if let Some(b) = arg(6) {
        sch.beta_max = b;
    }
    if let Some(f) = arg(7) {
        sch.final_moves = f as u64;
    }
    if let Some(r) = arg(8) {
        sch.reach = r;
    }
    if let Some(t) = arg(9) {
        sch.targeted_from = t;
    }
    an.set_schedule(sch);
    println!("{:?}", an.schedule());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let t = std::time::Instant::now();
    let runs: Vec<_> = (0..samples).map(|_| an.run(&mut rng)).collect();
    let secs = t.elapsed().as_secs_f64();
    let moves = (an.schedule().steps + an.schedule().final_moves) as f64 * samples as f64;
    let lw: Vec<f64> = runs.iter().map(|r| r.ln_weight).collect();
    let m = lw.iter().sum::<f64>() / lw.len() as f64;
    let sd = (lw.iter().map(|x| (x - m).powi(2)).sum::<f64>() / lw.len() as f64).sqrt();
    let f: Vec<f64> = runs
        .iter()
        .map(|r| r.zero_moves as f64 / r.final_moves as f64)
        .collect();
    let fm = f.iter().sum::<f64>() / f.len() as f64;
    let fz = f.iter().filter(|&&x| x == 0.0).count();
    // Relative variance of X = W f per sample, from the samples themselves.
    let xs: Vec<f64> = runs
        .iter()
        .zip(&f)
        .map(|(r, f)| (r.ln_weight - m).exp() * f)
        .collect();
    let xm = xs.iter().sum::<f64>() / xs.len() as f64;
    let xv = xs.iter().map(|x| (x - xm).powi(2)).sum::<f64>() / xs.len() as f64 / (xm * xm);
    println!(
        "ln W mean {m:.3} sd {sd:.3}; f mean {fm:.3}, zero in {fz}/{samples}; rel var of X {xv:.3}; {:.1} ms a sample, {:.1} ns a move; rel var x s {:.3e}",
        secs / samples as f64 * 1e3,
        secs / moves * 1e9,
        xv * secs / samples as f64
    );
}
