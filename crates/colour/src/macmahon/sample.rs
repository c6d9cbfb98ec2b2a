//! The paper's Section 6 method: draw random K-sets of distinct cubes and count the targets
//! each builds. Generator: `rand_chacha::ChaCha8Rng`; samples are drawn in units of
//! `UNIT` samples, unit u seeded with the run seed on stream u, so the result is the same
//! for any thread count.

use rand::seq::index::sample as sample_indices;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use super::cubes::N;
use super::sets::Kernel;

/// Samples per work unit.
pub const UNIT: u64 = 1000;

/// Most samples of one run: 2^40, about three days of one core's work (issue 68: 10^12
/// ran silently for days, and from Python could not be stopped).
pub const MAX_SAMPLES: u64 = 1 << 40;

/// Refuses a sample count of none or past [`MAX_SAMPLES`].
pub fn check_samples(samples: u64) -> crate::error::Result<()> {
    if samples == 0 || samples > MAX_SAMPLES {
        return Err(crate::error::Error::usage(format!(
            "{samples} samples: give 1 to {MAX_SAMPLES} (2^40, about three days of one core's work)"
        )));
    }
    Ok(())
}

/// Summary of a sampling run.
#[derive(Clone, Debug, PartialEq)]
pub struct Sampled {
    /// `dist[n]`: samples building exactly n targets.
    pub dist: Vec<u64>,
    /// Number of random sets drawn.
    pub samples: u64,
}

impl Sampled {
    /// Fewest targets a sampled set builds.
    pub fn min(&self) -> usize {
        self.dist.iter().position(|&c| c > 0).unwrap_or(0)
    }
    /// Most targets a sampled set builds.
    pub fn max(&self) -> usize {
        self.dist.iter().rposition(|&c| c > 0).unwrap_or(0)
    }
    /// Mean number of targets per sampled set.
    pub fn mean(&self) -> f64 {
        moments(&self.dist).0
    }
    /// Standard deviation of the number of targets per sampled set (population formula).
    pub fn std_dev(&self) -> f64 {
        moments(&self.dist).1
    }
}

/// Mean and population standard deviation of a distribution (`dist[n]` = count of value n).
pub fn moments(dist: &[u64]) -> (f64, f64) {
    let total: f64 = dist.iter().map(|&c| c as f64).sum();
    let mean = dist
        .iter()
        .enumerate()
        .map(|(n, &c)| n as f64 * c as f64)
        .sum::<f64>()
        / total;
    let var = dist
        .iter()
        .enumerate()
        .map(|(n, &c)| (n as f64 - mean).powi(2) * c as f64)
        .sum::<f64>()
        / total;
    (mean, var.sqrt())
}

/// One random K-set of distinct cubes.
pub fn random_set(rng: &mut ChaCha8Rng, k: usize) -> u32 {
    sample_indices(rng, N, k).iter().fold(0, |s, i| s | 1 << i)
}

/// Draws `samples` random K-sets and counts the targets each builds. Memory does not grow with
/// `samples`: unit distributions are added as they finish (addition commutes, so the result
/// is the same whatever order the threads finish in).
pub fn sample(kernel: &Kernel, k: usize, samples: u64, seed: u64) -> Sampled {
    sample_with(kernel, k, samples, seed, &|_| true).expect("nothing stops this run")
}

/// The distribution of work unit `u` of a run of `samples` samples.
pub fn unit_distribution(kernel: &Kernel, k: usize, samples: u64, seed: u64, u: u64) -> Vec<u64> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u);
    let mut dist = vec![0u64; N + 1];
    for _ in 0..UNIT.min(samples - u * UNIT) {
        dist[kernel.targets_built(random_set(&mut rng, k)).count_ones() as usize] += 1;
    }
    dist
}

/// [`sample`], calling `go_on(units done)` after each work unit: when it returns false
/// (Ctrl-C, a Python signal) no unit starts any more and the run returns `None`.
pub fn sample_with(
    kernel: &Kernel,
    k: usize,
    samples: u64,
    seed: u64,
    go_on: &(dyn Fn(u64) -> bool + Sync),
) -> Option<Sampled> {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let units = samples.div_ceil(UNIT);
    let (stop, done) = (AtomicBool::new(false), AtomicU64::new(0));
    let dist = (0..units)
        .into_par_iter()
        .map(|u| {
            if stop.load(Ordering::Relaxed) {
                return vec![0u64; N + 1];
            }
            let dist = unit_distribution(kernel, k, samples, seed, u);
            if !go_on(done.fetch_add(1, Ordering::Relaxed) + 1) {
                stop.store(true, Ordering::Relaxed);
            }
            dist
        })
        .reduce(
            || vec![0u64; N + 1],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                a
            },
        );
    (!stop.load(Ordering::Relaxed)).then_some(Sampled { dist, samples })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::macmahon::MacMahon;

    #[test]
    fn sampling_is_reproducible_and_sized() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let a = sample(&kernel, 10, 2500, 7);
        assert_eq!(a, sample(&kernel, 10, 2500, 7));
        assert_eq!(a.dist.iter().sum::<u64>(), 2500);
        assert_ne!(a, sample(&kernel, 10, 2500, 8));
        // Berkove et al.: every set of ten cubes builds at least one target.
        assert!(a.min() >= 1);
    }

    #[test]
    fn a_run_stops_when_asked_and_refuses_sizes_past_the_most() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let seen = std::sync::atomic::AtomicU64::new(0);
        let stopped = sample_with(&kernel, 10, 1 << 30, 7, &|done| {
            seen.fetch_max(done, std::sync::atomic::Ordering::Relaxed);
            done < 3
        });
        assert_eq!(stopped, None);
        // Units under way finish; no new one starts (a few threads' worth at most).
        assert!(seen.into_inner() < 3 + 2 * rayon::current_num_threads() as u64);
        assert!(check_samples(MAX_SAMPLES).is_ok());
        assert!(check_samples(MAX_SAMPLES + 1)
            .unwrap_err()
            .to_string()
            .contains("2^40"));
        assert!(check_samples(0).is_err());
    }
}
