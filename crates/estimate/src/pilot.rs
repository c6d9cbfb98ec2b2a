//! What a run settles before its work units: the pilot, a few samples from a stream of their
//! own that fix the scale of the estimate (and show whether the method reaches the figures
//! at all), the price of a chosen tail's exact work, and for a time budget the rate of
//! samples every thread draws. All of them are counts of seeded samples, not times (but the
//! rate), so that every shard of a run settles the same.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;

use crate::error::{Error, Result};
use crate::format::number::plural;
use crate::stats::LogNum;
use crate::{smc, tree, Budget, Figures, Options, Sampler, Settings};

/// Samples the pilot draws at most by default, and the hits after which it stops
/// ([`Sampler::pilot_limits`]).
pub(crate) const PILOT_SAMPLES: u64 = 4096;
pub(crate) const PILOT_HITS: u64 = 64;
/// The share of a time budget the setup (the pilot, rearrange's β) may spend before it
/// settles with what it has drawn: the rest is the run's, and the process ends within the
/// budget (issue 68: the pilot ran before the clock, and `--time 20s` took 47 s).
pub const SETUP_SHARE: f64 = 0.3;
/// The pilot's stream: never a unit id.
pub(crate) const PILOT_STREAM: u64 = u64::MAX;
/// The first of the streams [`throughput`] draws from, one a thread counting down.
const PILOT_TIMING_STREAM: u64 = u64::MAX - 1024;

/// Most nodes the exact work of one sample (exact tails, lookahead checks) may be expected
/// to visit when the user chose the tail or the lookahead: at the kernel's tens of millions
/// of nodes a second, an hour or more a sample. The defaults stay far below it.
pub const MAX_SAMPLE_NODES: f64 = 1e11;
/// Probes of the tree that estimate that work (a few milliseconds).
pub(crate) const WORK_PROBES: usize = 1024;
/// Their stream: never a unit id, nor the pilot's, so pricing the work changes no sample.
const WORK_STREAM: u64 = PILOT_STREAM - 1;
/// The settings whose exact work is priced before the pilot: the defaults stay far below
/// the bound, so only a tail or lookahead the user chose is.
const PRICED_SETTINGS: [&str; 2] = ["tail", "lookahead"];

/// A run being set up: its options and when it started. A [`crate::Method`] compiles its
/// sampler and runs its pilot through it ([`crate::Method::prepare`]).
pub struct Setup<'a> {
    options: &'a Options,
    started: Instant,
}

impl<'a> Setup<'a> {
    /// The setup of a run of `options` started at `started` (a time budget counts from it).
    pub(crate) fn new(options: &'a Options, started: Instant) -> Setup<'a> {
        Setup { options, started }
    }

    /// The run's options.
    pub fn options(&self) -> &Options {
        self.options
    }

    /// The figures counted.
    pub fn figures(&self) -> Figures {
        self.options.figures
    }

    /// The method's settings, as given.
    pub fn settings(&self) -> &Settings {
        &self.options.settings
    }

    /// When the run started.
    pub fn started(&self) -> Instant {
        self.started
    }

    /// When `share` of a time budget is spent, counted from the run's start; `None` without
    /// a time budget.
    pub fn budget_share(&self, share: f64) -> Option<Instant> {
        match self.options.budget {
            Budget::Seconds { seconds, .. } => after(self.started, seconds * share),
            Budget::Samples(_) => None,
        }
    }

    /// The pilot within the sampler's own limits ([`Sampler::pilot_limits`]), and under a
    /// time budget until [`SETUP_SHARE`] of it is spent (once a sample has hit).
    pub fn pilot(&self, sampler: &dyn Sampler) -> Pilot {
        let (samples, hits) = sampler.pilot_limits();
        let limits = PilotLimits {
            until: self.budget_share(SETUP_SHARE),
            end: self.budget_share(1.0),
            ..PilotLimits::new(samples, hits)
        };
        self.pilot_within(sampler, limits)
    }

    /// The pilot within `limits`. A pilot whose samples mostly die, or whose one sample is a
    /// long run (a population on a large cube), can take minutes: with progress shown, a
    /// watch thread says so every 10 s while it runs, even before its first sample ends.
    pub fn pilot_within(&self, sampler: &dyn Sampler, limits: PilotLimits) -> Pilot {
        let seed = self.options.seed;
        if !self.options.progress {
            return draw_pilot(sampler, seed, &limits, &PilotCounts::default());
        }
        let counts = PilotCounts::default();
        let done = (Mutex::new(false), Condvar::new());
        std::thread::scope(|scope| {
            scope.spawn(|| watch_pilot(&counts, &limits, &done));
            let pilot = draw_pilot(sampler, seed, &limits, &counts);
            *done.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
            done.1.notify_all();
            pilot
        })
    }

    /// Refuses, before the pilot, a tail or lookahead the user chose whose exact work would
    /// take hours a sample, naming the largest tail that stays within [`MAX_SAMPLE_NODES`].
    /// Nothing to check when the user chose neither, or the sampler walks no tree.
    pub fn check_exact_work(&self, sampler: &dyn Sampler) -> Result<()> {
        if PRICED_SETTINGS.iter().all(|n| self.settings().get(n).is_none()) {
            return Ok(());
        }
        check_exact_work(sampler, self.options.seed)
    }
}

/// What the pilot learnt: the scale of the estimate, and whether samples reach figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pilot {
    /// Samples drawn.
    pub samples: u64,
    /// Samples that reached a figure (not zero).
    pub hits: u64,
    /// Their mean magnitude.
    pub mean: LogNum,
    /// The seconds they took (one thread): what a sample costs, before the rate is measured.
    pub seconds: f64,
}

/// When a pilot stops: after `samples` samples or `hits` hits, at the first miss if
/// `stop_at_miss`, and once past `until` with a hit drawn (every sample a hit when it stops
/// at a miss), and once past `end` whatever it drew.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PilotLimits {
    /// Samples at most.
    pub samples: u64,
    /// Hits after which it stops.
    pub hits: u64,
    /// Whether it stops at the first sample that reaches no figure.
    pub stop_at_miss: bool,
    /// When it stops, at least one sample a hit (and every one, with `stop_at_miss`).
    pub until: Option<Instant>,
    /// When it stops, a sample drawn, hit or not: a time budget's end.
    pub end: Option<Instant>,
}

impl PilotLimits {
    /// At most `samples` samples, stopping after `hits` hits.
    pub fn new(samples: u64, hits: u64) -> PilotLimits {
        PilotLimits {
            samples,
            hits,
            stop_at_miss: false,
            until: None,
            end: None,
        }
    }
}

/// The pilot's samples and hits so far, for its watch thread.
#[derive(Default)]
struct PilotCounts {
    samples: AtomicU64,
    hits: AtomicU64,
}

/// Every 10 s until `done`: how far the pilot has got.
fn watch_pilot(counts: &PilotCounts, limits: &PilotLimits, done: &(Mutex<bool>, Condvar)) {
    let started = Instant::now();
    let mut finished = done.0.lock().unwrap_or_else(|e| e.into_inner());
    while !*finished {
        let (guard, wait) = done
            .1
            .wait_timeout(finished, Duration::from_secs(10))
            .unwrap_or_else(|e| e.into_inner());
        finished = guard;
        if !*finished && wait.timed_out() {
            crate::format::log::log(format_args!(
                "pilot: {} of at most {} done, {} reached a whole figure ({:.0} s); the run starts when {} {}",
                counts.samples.load(Ordering::Relaxed),
                plural(limits.samples, "sample"),
                counts.hits.load(Ordering::Relaxed),
                started.elapsed().as_secs_f64(),
                limits.hits,
                if limits.hits == 1 { "has" } else { "have" }
            ));
        }
    }
}

/// The pilot's samples, from a stream of their own, within `limits`, counted in `counts`.
fn draw_pilot(sampler: &dyn Sampler, seed: u64, limits: &PilotLimits, counts: &PilotCounts) -> Pilot {
    let started = Instant::now();
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(PILOT_STREAM);
    let (mut samples, mut hits, mut sum) = (0u64, 0u64, LogNum::ZERO);
    // Past `until` with a hit (every sample a hit when a miss would have stopped it).
    let out_of_time = |hits: u64, samples: u64| {
        hits > 0
            && (hits == samples || !limits.stop_at_miss)
            && limits.until.is_some_and(|t| Instant::now() >= t)
    };
    let past_end = |samples: u64| samples > 0 && limits.end.is_some_and(|t| Instant::now() >= t);
    while samples < limits.samples && hits < limits.hits && !out_of_time(hits, samples) && !past_end(samples)
    {
        // The scale is that of the samples' magnitudes.
        let drawn = sampler.sample(&mut rng);
        samples += 1;
        counts.samples.store(samples, Ordering::Relaxed);
        match drawn.ln_magnitude() {
            Some(x) => {
                hits += 1;
                counts.hits.store(hits, Ordering::Relaxed);
                sum = sum + LogNum(x);
            }
            None if limits.stop_at_miss => break,
            None => {}
        }
    }
    Pilot {
        samples,
        hits,
        mean: sum.scale(1.0 / samples as f64),
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// Refuses a tail or lookahead whose exact work would take hours a sample: every tree the
/// sampler walks is priced from [`WORK_PROBES`] probes of a stream no sample draws from.
fn check_exact_work(sampler: &dyn Sampler, seed: u64) -> Result<()> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(WORK_STREAM);
    for walked in sampler.exact_work() {
        let (sys, lookahead) = (walked.system, walked.lookahead);
        let profile = tree::WorkProfile::of(sys, WORK_PROBES, &mut rng);
        let tail = tree::tail_of(sys, walked.exact_from);
        let whole = sys.branching_steps().len();
        // A tail over the whole tree is counted once a sample, not once a particle.
        let work =
            |t: usize| profile.nodes(t, lookahead) * smc::counted_particles(whole - t, walked.copies) as f64;
        let nodes = work(tail);
        if nodes <= MAX_SAMPLE_NODES {
            continue;
        }
        let within = (0..tail).rev().find(|&t| work(t) <= MAX_SAMPLE_NODES);
        let advice = match within {
            Some(t) => format!("a tail of at most {t} stays within it"),
            None => format!("no tail does with a lookahead of {lookahead}"),
        };
        // A tail longer than the tree is the whole tree; say so rather than echo the request.
        let whole_tree = if tail == whole { " (the whole tree)" } else { "" };
        return Err(Error::usage(format!(
            "an exact tail of {tail} branching steps{whole_tree} with a lookahead of {lookahead}: a sample would visit about {nodes:.1e} nodes of the search tree (Knuth's estimate from {} probes), beyond the {MAX_SAMPLE_NODES:.0e} of an hour or more; here {advice}",
            profile.probes()
        )));
    }
    Ok(())
}

/// Samples a second with `threads` threads drawing at once, each for at least `timing` and
/// one sample, from streams no unit uses: the sum of the threads' own rates (each thread's
/// samples over the time they took, so that one thread's last sample running past the
/// others' does not count as idle time). The single-thread pilot overrates a run's speed,
/// since a run's threads share the machine's caches and memory, and the pilot may stop after
/// one sample, a poor clock.
pub(crate) fn throughput(sampler: &dyn Sampler, seed: u64, threads: usize, timing: Duration) -> f64 {
    std::thread::scope(|s| {
        let drawing: Vec<_> = (0..threads.max(1) as u64)
            .map(|t| {
                s.spawn(move || {
                    let started = Instant::now();
                    let mut rng = ChaCha20Rng::seed_from_u64(seed);
                    rng.set_stream(PILOT_TIMING_STREAM - t);
                    let mut drawn = 0u64;
                    while drawn < 1 || started.elapsed() < timing {
                        sampler.sample(&mut rng);
                        drawn += 1;
                    }
                    drawn as f64 / started.elapsed().as_secs_f64().max(1e-9)
                })
            })
            .collect();
        drawing.into_iter().map(|d| d.join().unwrap_or(0.0)).sum()
    })
}

/// How long [`throughput`] draws for a run of `seconds`: 1 % of it, from half a second to ten
/// (samples vary in cost, so a rate from a few of them misjudges a long run's).
pub(crate) fn timing(seconds: f64) -> Duration {
    let s = (seconds / 100.0).clamp(0.5, 10.0);
    // NaN (refused before the run) would pass the clamp.
    Duration::try_from_secs_f64(s).unwrap_or(Duration::from_millis(500))
}

/// `start` plus `seconds`, `None` where no `Instant` holds it (a NaN, a huge or negative
/// number of seconds): never a `Duration` panic.
pub(crate) fn after(start: Instant, seconds: f64) -> Option<Instant> {
    let d = Duration::try_from_secs_f64(seconds).ok()?;
    start.checked_add(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;
    use crate::tree::TailedTree;

    /// What the work profile's node estimate is worth in seconds: for smc samples of 5000
    /// particles on magic squares of order 6 at tails 6 to 10, the estimate of a sample's
    /// exact work beside the time a sample takes (one thread). The ratio is what makes
    /// [`MAX_SAMPLE_NODES`] an hour or more; the run is recorded in
    /// `docs/runs/estimate-tail-pricing/`: `cargo test --release -p cubelab-estimate
    /// tail_pricing_at_order_6 -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn tail_pricing_at_order_6() {
        let figures = Figures::Square(SquareKind::Magic, 6);
        for tail in 6..=10 {
            let tree = TailedTree::new(figures.kernel_system().unwrap(), tail, 0, 8);
            let mut rng = ChaCha20Rng::seed_from_u64(1);
            let profile = tree::WorkProfile::of(tree.system(), WORK_PROBES, &mut rng);
            let nodes = profile.nodes(tail, 0) * 5000.0;
            let runs = if tail < 10 { 8 } else { 2 };
            let started = Instant::now();
            for _ in 0..runs {
                smc::run_tailed(&tree, 5000, &mut rng);
            }
            let secs = started.elapsed().as_secs_f64() / runs as f64;
            println!(
                "tail {tail}: estimated exact work {nodes:.3e} nodes a sample; {secs:.3} s a sample ({runs} samples); {:.3e} nodes a second",
                nodes / secs
            );
        }
    }
}
