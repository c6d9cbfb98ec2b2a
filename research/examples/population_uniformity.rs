//! Does population annealing end on a uniform draw of the figures? A test bed where every
//! figure is known: runs on the order-4 magic squares (7040 of them) or on another small target,
//! each run's draw one of its final replicas on a figure chosen at random, the way a run on
//! order-4 cubes "ends on" the cube nearly all its replicas hold.
//! `scripts/population_uniformity.py` compares the draws with the figures, by the structure of
//! their complement pairings.
//!
//! `cargo run --release --example population_uniformity -- RUNS SEED [REPLICAS] [SWEEPS]
//! [COLD_SWEEPS] [TARGET]`: 0 or nothing keeps the default schedule's value (its temperatures
//! are always the default's); TARGET is `square:KIND:ORDER` or `cube:KIND:ORDER` (default
//! `square:magic:4`). Prints the schedule, then a line a run: `run I: ln X, the figure's values`
//! (from 1, cell by cell, the first coordinate fastest) or `run I: none` when no replica ended
//! on a figure.

use cubelab::estimate::population::{Population, Schedule};
use cubelab::estimate::Figures;
use cubelab::magic::kind::SquareKind;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use rayon::prelude::*;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| -> usize { a.get(i).and_then(|s| s.parse().ok()).unwrap_or(0) };
    let (runs, seed) = (arg(0), arg(1) as u64);
    let target = a
        .get(5)
        .map_or(Figures::Square(SquareKind::Magic, 4), |t| parse_target(t));
    let cells = target.cells().expect("a target with cells");
    let d = Population::new(cells, &target.constraints())
        .expect("a schedule for the target")
        .schedule()
        .clone();
    let or = |x: usize, default: usize| if x == 0 { default } else { x };
    let schedule = Schedule {
        replicas: or(arg(2), d.replicas),
        betas: d.betas.clone(),
        sweeps: or(arg(3), d.sweeps),
        cold_sweeps: or(arg(4), d.cold_sweeps),
        cold_from: d.cold_from,
    };
    println!("{schedule}");
    let p = Population::with_schedule(cells, &target.constraints(), schedule).expect("a valid schedule");
    let lines: Vec<String> = (0..runs)
        .into_par_iter()
        .map(|i| {
            // Each run its own stream, so a run's draw does not depend on the thread count.
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            rng.set_stream(i as u64);
            let t = p.trace(&mut rng);
            match t.ln_x {
                Some(ln_x) if !t.figures.is_empty() => {
                    let pick = &t.figures[rng.gen_range(0..t.figures.len())];
                    let values: Vec<String> = pick.iter().map(|v| (v + 1).to_string()).collect();
                    format!("run {i}: {ln_x:.6} {}", values.join(" "))
                }
                _ => format!("run {i}: none"),
            }
        })
        .collect();
    for line in lines {
        println!("{line}");
    }
}

/// `square:KIND:ORDER` or `cube:KIND:ORDER`, KIND as the command line spells it.
fn parse_target(t: &str) -> Figures {
    let parts: Vec<&str> = t.split(':').collect();
    let order = parts
        .get(2)
        .and_then(|n| n.parse().ok())
        .expect("TARGET ends in :ORDER");
    Figures::named(parts[0], parts.get(1).copied().unwrap_or("magic"), order)
        .expect("TARGET is square:KIND:ORDER or cube:KIND:ORDER")
}
