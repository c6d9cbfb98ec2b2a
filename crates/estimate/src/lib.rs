//! Estimating how many magic squares or cubes there are when they are far too many to list,
//! with a standard error one can trust.
//!
//! Two independent estimators, each an unbiased sample of the count:
//! - [`knuth`]: random probes of the enumeration kernel's own search tree with the bottom
//!   levels counted exactly (one leaf per symmetry class);
//! - [`sis`]: sequential importance sampling written apart from the kernel, filling cells in
//!   index order with proposals guided by the normal law of the sums still needed;
//! - [`smc`]: the same tree sampled by a population of probes resampled at every level
//!   (sequential Monte Carlo), which keeps going where single probes die;
//! - [`anneal`]: annealed importance sampling over whole arrangements, from random ones to
//!   figures by Metropolis swaps at rising inverse temperature;
//! - [`rearrange`]: magic squares through the semi-magic ones, each standing for its row and
//!   column rearrangements, the magic ones among them counted exactly, with the exact
//!   semi-magic count as a control variate;
//! - [`pairings`]: simple cubes of order 4 family by family of their complement pairings, smc
//!   on each family's tree.
//!
//! An estimate is a search-driver [`Problem`]: a work unit is a batch of samples drawn from
//! its own ChaCha stream (run seed, unit id), and leaves its batch mean in the tally
//! ([`stats::batch_tally`]), so shards and checkpoints merge like any count and the error
//! bar of the pooled batches is right whatever the split.

#![warn(missing_docs)]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_core::{error, format, geometry};
use cubelab_driver as search;
use cubelab_magic as magic;

pub mod anneal;
#[cfg(test)]
mod kernel_tree_tests;
pub mod knuth;
pub mod pairings;
pub mod population;
pub mod rearrange;
pub mod reference;
mod semi_magic;
pub mod sis;
pub mod smc;
pub mod stats;
mod summary;
#[cfg(test)]
mod toy;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::{ChaCha20Rng, ChaCha8Rng};
use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::format::number::plural;
use crate::geometry::symmetry::symmetry_breaking_pairs;
use crate::magic::kind::{Constraint, CubeKind, SquareKind};
use crate::magic::pairing;
use crate::magic::sum_system::{SumSystem, MAX_CELLS};
use crate::search::{checkpoint, Problem, RunOptions, Tally};
pub use stats::{Estimate, LogNum};

/// Most cells the SIS estimator takes (order 64 squares, order 16 cubes): its state grows with
/// the cell count, so the count is bounded before anything is allocated.
pub const MAX_SIS_CELLS: usize = 4096;
/// Most cells the annealing estimator takes (order 64 squares, order 16 cubes).
pub const MAX_ANNEAL_CELLS: usize = 4096;
/// Most annealing steps one sample may take (about ten minutes a sample).
pub const MAX_ANNEAL_STEPS: u64 = 1 << 34;
/// Most work units one run may have (the driver keeps a list of them).
pub const MAX_UNITS: u64 = 1 << 20;
/// Most samples in one work unit: a unit holds its batch in memory (16 bytes a sample), so
/// a sample count typed by the user never sizes an allocation beyond 16 MiB a thread.
pub const MAX_BATCH: u64 = 1 << 20;

/// What is counted: a kind of square or cube, and its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Squares of this kind and order.
    Square(SquareKind, usize),
    /// Cubes of this kind and order.
    Cube(CubeKind, usize),
}

impl Target {
    /// The order n (the side of the square or cube).
    pub fn order(self) -> usize {
        match self {
            Target::Square(_, n) | Target::Cube(_, n) => n,
        }
    }

    /// The kind's name as the command line and the spec spell it (e.g. `magic`).
    pub fn kind_name(self) -> &'static str {
        match self {
            Target::Square(k, _) => k.name(),
            Target::Cube(k, _) => k.name(),
        }
    }

    /// The target of a noun and a kind's name as [`Target::noun`] and [`Target::kind_name`]
    /// spell them (`cube`, `simple`), at `order`; `None` for another noun or kind.
    pub fn named(noun: &str, kind: &str, order: usize) -> Option<Target> {
        match noun {
            "square" => Some(Target::Square(
                SquareKind::ALL.into_iter().find(|k| k.name() == kind)?,
                order,
            )),
            "cube" => Some(Target::Cube(
                CubeKind::ALL.into_iter().find(|k| k.name() == kind)?,
                order,
            )),
            _ => None,
        }
    }

    /// `square` or `cube`.
    pub fn noun(self) -> &'static str {
        match self {
            Target::Square(..) => "square",
            Target::Cube(..) => "cube",
        }
    }

    /// Number of cells; `None` when it overflows (a typed order beyond all reason).
    pub fn cells(self) -> Option<usize> {
        match self {
            Target::Square(_, n) => n.checked_mul(n),
            Target::Cube(_, n) => n.checked_mul(n)?.checked_mul(n),
        }
    }

    /// The line-sum constraints of the kind at this order.
    pub fn constraints(self) -> Vec<Constraint> {
        match self {
            Target::Square(k, n) => k.constraints(n),
            Target::Cube(k, n) => k.constraints(n),
        }
    }

    /// Order of the symmetry group (8 for squares, 48 for cubes): no symmetry fixes a figure
    /// of distinct entries, so every class has this many members.
    pub fn group_order(self) -> usize {
        match self {
            Target::Square(..) => 8,
            Target::Cube(..) => 48,
        }
    }

    /// The symmetry group in words, for the classes line of the summary.
    pub fn group_name(self) -> &'static str {
        match self {
            Target::Square(..) => "8 symmetries of the square",
            Target::Cube(..) => "48 symmetries of the cube",
        }
    }

    /// The enumeration kernel's system for the target: its constraints, with the corners
    /// ordered so that its leaves are one figure per symmetry class. `None` when the line
    /// sums are not whole numbers or the figure is too large for the kernel.
    pub(crate) fn kernel_system(self) -> Option<SumSystem> {
        SumSystem::with_order(self.cells()?, &self.constraints(), &self.kernel_orderings())
    }

    /// The orderings `(a, b)` (value at cell `a` below value at cell `b`) by which the
    /// kernel's system keeps one figure of each symmetry class.
    pub(crate) fn kernel_orderings(self) -> Vec<(u32, u32)> {
        match self {
            Target::Square(_, n) => symmetry_breaking_pairs::<2>(n),
            Target::Cube(_, n) => symmetry_breaking_pairs::<3>(n),
        }
    }

    /// Why no figure of this target exists, if none does.
    pub fn nonexistence(self) -> Option<String> {
        match self {
            Target::Square(k, n) => k.nonexistence(n),
            Target::Cube(k, n) if n < 3 => Some(format!(
                "{} cube of order {n}: no magic cube below order 3 exists",
                k.name()
            )),
            Target::Cube(k @ (CubeKind::Diagonal | CubeKind::Pantriagonal | CubeKind::Perfect), 3) => {
                Some(format!("{} cube of order 3: none exists", k.name()))
            }
            Target::Cube(..) => self.searched_empty(),
        }
    }

    /// Why no figure exists when the enumeration kernel's complete search says so within
    /// [`PROOF_NODES`] nodes: the line sums can leave so little freedom (diagonal cubes of
    /// order 4: two corners forced to one value, as Schroeppel showed in 1972; perfect cubes
    /// of orders 4 and 5: only the constant array) that a few nodes settle it, where the
    /// estimators would spend minutes and report only that they reached nothing.
    fn searched_empty(self) -> Option<String> {
        let (count, nodes) = self.kernel_system()?.count_within(PROOF_NODES)?;
        (count == 0).then(|| {
            format!(
                "{}: none exists (the enumeration kernel's complete search, {}, finds none)",
                self.describe(),
                plural(nodes, "node")
            )
        })
    }

    fn describe(self) -> String {
        let n = self.order();
        match self {
            Target::Square(..) => format!("{} squares of order {n}", self.kind_name()),
            Target::Cube(..) => format!("{} cubes of order {n}", self.kind_name()),
        }
    }
}

/// Most nodes of the kernel's search spent on proving that a target has no figure, before
/// any estimate: about a tenth of a second.
const PROOF_NODES: u64 = 1 << 20;

/// Which estimator samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Estimator {
    /// Knuth's random probes of the enumeration kernel's tree, exact tail.
    Knuth,
    /// Sequential importance sampling in index order, normal-guided proposals.
    Sis,
    /// The same fill order with uniform proposals (for comparison).
    SisUniform,
    /// Annealed importance sampling over arrangements (Metropolis swaps).
    Anneal,
    /// Population annealing: replicas cooled from random arrangements to figures.
    Population,
    /// Sequential Monte Carlo: a population of Knuth probes of the kernel's tree, resampled
    /// at every branching level, with the exact tail.
    Smc,
    /// Magic squares through semi-magic ones: smc on the semi-magic tree, each square's magic
    /// rearrangements counted exactly, the exact semi-magic count as a control variate.
    Rearrange,
    /// Simple cubes of order 4 whose complement pairing is a line automorphism: smc on the
    /// family of a class of pairings drawn at random, weighted by the class's size over its
    /// chance.
    Pairings,
}

impl Estimator {
    /// The method's name on the command line and in the spec.
    pub fn name(self) -> &'static str {
        match self {
            Estimator::Knuth => "knuth",
            Estimator::Sis => "sis",
            Estimator::SisUniform => "sis-uniform",
            Estimator::Anneal => "anneal",
            Estimator::Population => "population",
            Estimator::Smc => "smc",
            Estimator::Rearrange => "rearrange",
            Estimator::Pairings => "pairings",
        }
    }

    /// The estimator a figure gets when none is named: the one we measured to give the
    /// smallest error bar per CPU second among those that reach the figure
    /// (docs/estimates.md, "Which method by default"):
    /// - magic squares of order 3 to 6, whose semi-magic squares are counted exactly:
    ///   rearrange, with that count as its control variate (relative variance x CPU s at
    ///   order 4: 1.4e-5 against smc's 1.5e-4; order 5: 8.4e-6 against 4.1e-4; order 6:
    ///   5.6e-6 against 3.8e-4);
    /// - the other squares the kernel holds (order 11 and below): smc (13 and 57 times less
    ///   than knuth at orders 7 and 8), except pandiagonal, ultramagic and most-perfect
    ///   squares above order 5, whose trees its particles die in: population annealing;
    /// - magic squares above order 11: anneal (at orders 12, 20 and 30 it cost 0.70, 0.26 and
    ///   0.64 times what population annealing did); the other kinds there: population annealing,
    ///   which alone reached every kind we tried (anneal: 3 pandiagonal squares of order 7 in
    ///   8 samples);
    /// - cubes of order 3 and associative cubes of order 4: smc;
    /// - simple and semi-magic cubes of order 4: pairings, a lower bound that says so, since
    ///   no method gives all of them an error bar to trust;
    /// - pantriagonal cubes of order 4: pairings, over the seven families that hold all of
    ///   them (relative variance x CPU s 0.66 against population annealing's 4.4,
    ///   docs/estimates.md);
    /// - every other cube: population annealing.
    pub fn recommended(target: Target) -> Estimator {
        let kernel = target.cells().is_some_and(|c| c <= MAX_CELLS);
        match target {
            Target::Square(SquareKind::Magic, n) if REARRANGE_ORDERS.contains(&n) => Estimator::Rearrange,
            Target::Square(SquareKind::Pandiagonal | SquareKind::Ultramagic | SquareKind::MostPerfect, n)
                if n > 5 =>
            {
                Estimator::Population
            }
            Target::Square(..) if kernel => Estimator::Smc,
            Target::Square(SquareKind::Magic, _) => Estimator::Anneal,
            Target::Cube(_, 3) | Target::Cube(CubeKind::Associative, 4) => Estimator::Smc,
            Target::Cube(CubeKind::Simple | CubeKind::SemiMagic | CubeKind::Pantriagonal, pairing::ORDER) => {
                Estimator::Pairings
            }
            _ => Estimator::Population,
        }
    }

    /// Every estimator.
    pub const ALL: [Estimator; 8] = [
        Estimator::Knuth,
        Estimator::Sis,
        Estimator::SisUniform,
        Estimator::Anneal,
        Estimator::Population,
        Estimator::Smc,
        Estimator::Rearrange,
        Estimator::Pairings,
    ];

    /// The estimator of a name (`knuth`, `sis`, `sis-uniform`, `anneal`, `population`,
    /// `smc`, `rearrange`, `pairings`).
    pub fn from_name(name: &str) -> Option<Estimator> {
        Estimator::ALL.into_iter().find(|e| e.name() == name)
    }

    /// The names, for messages: "knuth, sis, sis-uniform, anneal, population, smc,
    /// rearrange or pairings".
    pub fn names() -> String {
        let names: Vec<&str> = Estimator::ALL.iter().map(|e| e.name()).collect();
        format!(
            "{} or {}",
            names[..names.len() - 1].join(", "),
            names[names.len() - 1]
        )
    }
}

/// How many samples to draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Exactly this many samples in all (rounded up to whole batches).
    Samples(u64),
    /// About this many seconds on `threads` threads, the setup (pilot, β) included: the
    /// samples this leaves time for are judged from a short round with every thread drawing.
    Seconds {
        /// The wall-clock time to spend.
        seconds: f64,
        /// The threads the run will use.
        threads: usize,
    },
}

/// Everything an estimate run needs.
#[derive(Clone, Debug)]
pub struct Options {
    /// The figures whose number is estimated.
    pub target: Target,
    /// The estimator that draws the samples.
    pub method: Estimator,
    /// Knuth: branching steps counted exactly at the bottom (`None`: a default per target).
    pub tail: Option<usize>,
    /// Knuth: branching steps a child must reach below it to count (`None`: 0).
    pub lookahead: Option<usize>,
    /// Anneal: annealing steps per sample (`None`: a default per target).
    pub steps: Option<u64>,
    /// Smc: particles in the population of one sample; population: replicas of one run
    /// (`None`: a default per target).
    pub particles: Option<usize>,
    /// Samples per work unit (`None`: chosen from the pilot's cost in nodes).
    pub batch: Option<u64>,
    /// How many samples to draw in all.
    pub budget: Budget,
    /// The run seed: the pilot and every work unit draw from their own stream of it.
    pub seed: u64,
    /// Print the running estimate on stderr.
    pub progress: bool,
}

impl Options {
    /// A run of `method` on `target` within `budget`, every setting of the method at its
    /// default, seed 0, quiet.
    pub fn new(target: Target, method: Estimator, budget: Budget) -> Options {
        Options {
            target,
            method,
            tail: None,
            lookahead: None,
            steps: None,
            particles: None,
            batch: None,
            budget,
            seed: 0,
            progress: false,
        }
    }
}

/// A part of a target that an estimator counts instead of all of it.
pub struct Part {
    /// What is counted, in the heading and the summary.
    pub counted: &'static str,
    /// What is left out, and so what the figure is of the whole (a lower bound, say).
    pub scope: &'static str,
}

/// A compiled estimator.
enum Sampler {
    Knuth(knuth::Knuth),
    Sis(sis::Sis),
    Anneal(anneal::Anneal),
    Population(population::Population),
    Smc(KernelSmc),
    Rearrange(rearrange::Rearrange),
    Pairings(pairings::Pairings),
}

/// The smc estimator compiled: Knuth's tree, sampled by a population of probes.
struct KernelSmc {
    knuth: knuth::Knuth,
    particles: usize,
}

impl Sampler {
    fn sample(&self, rng: &mut ChaCha20Rng) -> stats::Sample {
        let positive = match self {
            Sampler::Knuth(k) => k.sample(rng),
            Sampler::Sis(s) => s.sample(rng),
            // Millions of moves a sample: a faster ChaCha seeded from the unit's stream.
            Sampler::Anneal(a) => a.sample(&mut ChaCha8Rng::from_seed(rng.gen())),
            Sampler::Population(p) => p.sample(rng),
            Sampler::Smc(s) => s.knuth.smc_sample(s.particles, rng),
            Sampler::Rearrange(r) => return r.sample(rng),
            Sampler::Pairings(p) => p.sample(rng),
        };
        stats::Sample::from_ln(positive)
    }

    /// The part of the target a sampler counts, when it counts only a part (the summary then
    /// names it and what is left out, and shows no exact or published figure beside it).
    fn part(&self) -> Option<&'static Part> {
        match self {
            Sampler::Pairings(p) => p.part(),
            _ => None,
        }
    }

    /// Whether every sample counts the whole tree exactly (order-3 cubes at the default
    /// tail), so each sample is the count itself. Not rearrange's: its walk over swaps from
    /// each square is random even where its tail is the whole tree.
    fn counts_whole_tree(&self) -> bool {
        match self {
            Sampler::Knuth(k) => k.counts_whole_tree(),
            Sampler::Smc(s) => s.knuth.counts_whole_tree(),
            _ => false,
        }
    }

    /// Pilot samples at most, and the hits after which the pilot stops: annealing samples
    /// cost up to seconds each (a population run more), so their pilot is short. Both are
    /// counts, not times, so that every shard of a run derives the same scale.
    fn pilot_limits(&self) -> (u64, u64) {
        match self {
            // Every sample is the exact count of the whole tree, which can take minutes (all
            // the order-5 squares): one fixes the scale, and 64 would repeat it 64 times.
            _ if self.counts_whole_tree() => (1, 1),
            Sampler::Anneal(_) => (PILOT_ANNEAL_SAMPLES, PILOT_ANNEAL_SAMPLES),
            // A population run is close to log-normal with a small spread: one fixes the scale.
            Sampler::Population(_) => (PILOT_POPULATION_SAMPLES, 1),
            // So is an smc run, but a small population can die out now and then.
            Sampler::Smc(_) | Sampler::Rearrange(_) | Sampler::Pairings(_) => (PILOT_SMC_SAMPLES, 1),
            _ => (PILOT_SAMPLES, PILOT_HITS),
        }
    }
}

/// The estimate as a search-driver problem.
pub struct EstimateProblem {
    target: Target,
    method: Estimator,
    tail: usize,
    lookahead: usize,
    batch: u64,
    units: u64,
    seed: u64,
    /// The batch means are kept relative to 2^scale_log2.
    scale_log2: i64,
    sampler: Sampler,
    running: Option<Mutex<Running>>,
}

/// The running estimate over the units this process ran, for progress lines.
struct Running {
    tally: Tally,
    started: Instant,
    last: Instant,
}

impl Running {
    /// The running estimate of a run that shows its progress, from now.
    fn new(progress: bool) -> Option<Mutex<Running>> {
        let now = Instant::now();
        progress.then(|| {
            Mutex::new(Running {
                tally: Tally::new(),
                started: now,
                last: now,
            })
        })
    }
}

/// Samples the pilot draws at most, and the hits after which it stops.
const PILOT_SAMPLES: u64 = 4096;
const PILOT_HITS: u64 = 64;
/// The annealing pilot's samples.
const PILOT_ANNEAL_SAMPLES: u64 = 16;
/// The population pilot's samples at most (a run costs seconds).
const PILOT_POPULATION_SAMPLES: u64 = 4;
/// The population pilot's runs at each number of replicas once a miss has shown the kind to be
/// hard for the default replicas.
const PILOT_POPULATION_HARD_SAMPLES: u64 = 8;
/// The smc pilot's samples at most (it stops at the first that is not zero).
const PILOT_SMC_SAMPLES: u64 = 64;
/// The pilot's stream: never a unit id.
const PILOT_STREAM: u64 = u64::MAX;

impl EstimateProblem {
    /// Compiles the estimator and runs the pilot (which fixes the scale and, for a time
    /// budget, the number of samples). Fails when no such figure exists, the figures are too
    /// large for the method, or no pilot sample reached a whole figure.
    pub fn new(opts: &Options) -> Result<EstimateProblem> {
        let started = Instant::now();
        let target = opts.target;
        check_settings(opts)?;
        check_target(target)?;
        let tuning = |particles| Tuning::of(opts, particles);
        let (mut sampler, tail) = compile(target, opts.method, tuning(opts.particles))?;
        let lookahead = tuning(None).lookahead;
        if opts.tail.is_some() || opts.lookahead.is_some() {
            check_exact_work(&sampler, opts.seed)?;
        }
        if let Sampler::Rearrange(r) = sampler {
            let beta = rearrange_beta(&r, opts.seed);
            sampler = Sampler::Rearrange(r.with_beta(beta));
        }
        let with_replicas = |replicas| Ok(compile(target, opts.method, tuning(Some(replicas)))?.0);
        let (sampler, pilot) = settle_pilot(opts, sampler, started, &with_replicas)?;
        if pilot.hits == 0 {
            return Err(no_figure_reached(opts, &sampler, &pilot));
        }
        let samples = sample_count(opts, &sampler, started);
        let batch = batch_size(opts, samples);
        let units = unit_count(samples, batch).map_err(|e| match opts.budget {
            // The user gave a time, not these samples: say where the number came from.
            Budget::Seconds { seconds, .. } => Error::usage(format!(
                "a time of {seconds} s holds about {samples} samples at the measured rate: {e}"
            )),
            Budget::Samples(_) => e,
        })?;
        Ok(EstimateProblem {
            target,
            method: opts.method,
            tail,
            lookahead,
            batch,
            units,
            seed: opts.seed,
            scale_log2: pilot.mean.log2().floor() as i64,
            sampler,
            running: Running::new(opts.progress),
        })
    }

    /// The problem of the run `opts` describe, run as `run` says. When `run`'s checkpoint
    /// holds this run, what the pilot settled (the scale, the population's replicas,
    /// rearrange's β, the samples a time budget buys) is read from it instead of drawn again,
    /// which for annealing and population runs is minutes a part. Otherwise, or with no
    /// checkpoint, as [`EstimateProblem::new`]. A checkpoint of another run is refused at
    /// once, before the pilot, as is a location where no checkpoint can be written (a
    /// damaged checkpoint, or one of another version, is refused by the run). A shard
    /// of a run with a time budget is refused before any work: each shard would buy its own
    /// number of samples, and shards of different runs do not merge.
    pub fn for_run(opts: &Options, run: &RunOptions) -> Result<EstimateProblem> {
        if let (Budget::Seconds { seconds, .. }, true) = (opts.budget, run.shard.count > 1) {
            return Err(Error::usage(format!(
                "shard {} with a time budget of {seconds} s (--time, or the default without --samples): every shard of a run must draw the same samples, and what a time buys differs from machine to machine; give --samples (an unsharded run's heading says how many samples its time bought)",
                run.shard
            )));
        }
        // A location the checkpoint cannot be written to fails now, not after the pilot.
        if let Some(path) = &run.checkpoint {
            checkpoint::prepare(path)?;
        }
        let Some((path, spec)) = run
            .checkpoint
            .as_deref()
            .and_then(|path| Some((path, checkpoint::problem_in(path)?)))
        else {
            return EstimateProblem::new(opts);
        };
        match EstimateProblem::resumed(opts, &spec) {
            Some(p) => {
                if opts.progress {
                    eprintln!("resuming: the pilot's scale and settings are read from the checkpoint");
                }
                Ok(p)
            }
            // Refused now, not after a pilot that can take minutes.
            None => Err(checkpoint::another_problem(
                &format!("checkpoint {}", path.display()),
                &spec,
            )),
        }
    }

    /// The problem [`EstimateProblem::new`] builds from `opts` when its pilot settles what
    /// `spec` records, or `None` when `spec` is not a run of `opts`: another figure, method,
    /// seed, setting or number of samples. What the pilot chooses is taken from the spec: a
    /// time budget's samples (the budget is spent at a run's start) and population
    /// annealing's replicas when the user left them to it. Since a pilot with a budget of
    /// samples draws from its own seeded stream, `new` would settle the same: this only saves
    /// its work.
    pub fn resumed(opts: &Options, spec: &Value) -> Option<EstimateProblem> {
        let recorded = EstimateProblem::from_spec(spec).ok()?;
        check_settings(opts).ok()?;
        if (opts.target, opts.method) != (recorded.target, recorded.method) {
            return None;
        }
        // Population annealing's replicas are the pilot's to double unless the user chose them.
        let particles = match (&recorded.sampler, opts.particles) {
            (Sampler::Population(p), None) => Some(p.schedule().replicas),
            (_, given) => given,
        };
        let tuning = Tuning::of(opts, particles);
        let lookahead = tuning.lookahead;
        let (sampler, tail) = compile(opts.target, opts.method, tuning).ok()?;
        let sampler = match (sampler, &recorded.sampler) {
            (Sampler::Rearrange(r), Sampler::Rearrange(was)) => Sampler::Rearrange(r.with_beta(was.beta())),
            (s, _) => s,
        };
        let (batch, units) = match opts.budget {
            Budget::Samples(s) => {
                let batch = batch_size(opts, s);
                (batch, unit_count(s, batch).ok()?)
            }
            Budget::Seconds { .. } => (opts.batch.unwrap_or(recorded.batch), recorded.units),
        };
        let p = EstimateProblem {
            target: opts.target,
            method: opts.method,
            tail,
            lookahead,
            batch,
            units,
            seed: opts.seed,
            scale_log2: recorded.scale_log2,
            sampler,
            running: Running::new(opts.progress),
        };
        (p.spec() == *spec).then_some(p)
    }

    /// The problem an `estimate` spec describes (for `cubelab merge`): the pilot is not run
    /// again, its scale is read from the spec.
    pub fn from_spec(spec: &Value) -> Result<EstimateProblem> {
        let bad = || Error::input("header", format!("not an estimate problem: {spec}"));
        let num = |k: &str| spec[k].as_u64().ok_or_else(bad);
        let order = num("order")? as usize;
        let (noun, kind) = (spec["figure"].as_str(), spec["kind"].as_str());
        let target = Target::named(noun.ok_or_else(bad)?, kind.ok_or_else(bad)?, order).ok_or_else(bad)?;
        let method: Estimator = serde_json::from_value(spec["method"].clone()).map_err(|_| bad())?;
        let lookahead = num("lookahead")? as usize;
        let steps = match method {
            Estimator::Anneal => Some(num("steps")?),
            _ => None,
        };
        let particles = match method {
            Estimator::Smc | Estimator::Rearrange | Estimator::Pairings => Some(num("particles")? as usize),
            Estimator::Population => Some(spec["schedule"]["replicas"].as_u64().ok_or_else(bad)? as usize),
            _ => None,
        };
        let tuning = Tuning {
            tail: Some(num("tail")? as usize),
            lookahead,
            steps,
            particles,
        };
        let (mut sampler, tail) = compile(target, method, tuning)?;
        if let Sampler::Rearrange(r) = sampler {
            sampler = Sampler::Rearrange(r.with_beta(spec["beta"].as_f64().ok_or_else(bad)?));
        }
        let p = EstimateProblem {
            target,
            method,
            tail,
            lookahead,
            batch: num("batch")?,
            units: num("units")?,
            seed: num("seed")?,
            scale_log2: spec["scale_log2"].as_i64().ok_or_else(bad)?,
            sampler,
            running: None,
        };
        if p.spec() != *spec {
            return Err(bad());
        }
        Ok(p)
    }

    /// The figures being counted.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The pooled estimate of the figures of a tally (all units or some), `None` when a batch
    /// overflowed the fixed point or the samples pool below zero.
    pub fn estimate(&self, total: &Tally) -> Option<Estimate> {
        Estimate::from_tally(total, self.scale_log2)
    }

    /// The batch of samples of one unit.
    pub fn unit_samples(&self, unit: usize) -> Vec<stats::Sample> {
        let mut rng = ChaCha20Rng::seed_from_u64(self.seed);
        rng.set_stream(unit as u64);
        (0..self.batch).map(|_| self.sampler.sample(&mut rng)).collect()
    }

    /// What the run counts: the target's figures, or the part of them the sampler reaches.
    fn counted(&self) -> String {
        match self.sampler.part() {
            Some(part) => part.counted.into(),
            None => self.target.describe(),
        }
    }

    fn report_progress(&self, unit: &Tally) {
        let Some(running) = &self.running else {
            return;
        };
        let Ok(mut r) = running.lock() else {
            return;
        };
        r.tally.merge(unit);
        if r.last.elapsed() < Duration::from_secs(10) {
            return;
        }
        r.last = Instant::now();
        if let Some(e) = self.estimate(&r.tally) {
            eprintln!(
                "estimate {} after {} samples in {:.0} s (this run): relative error {:.3e}",
                e.mean.scientific(6),
                e.samples,
                r.started.elapsed().as_secs_f64(),
                e.relative_error()
            );
        }
    }
}

/// Calibration: runs the estimate of `opts` under each seed of `seeds` (all units in this
/// thread) and returns how many of the `confidence` intervals covered `truth`.
pub fn coverage(
    opts: &Options,
    seeds: std::ops::Range<u64>,
    truth: LogNum,
    confidence: f64,
) -> Result<usize> {
    let mut covered = 0;
    for seed in seeds {
        let p = EstimateProblem::new(&Options { seed, ..opts.clone() })?;
        let mut total = Tally::new();
        for u in 0..p.unit_count() {
            total.merge(&p.run_unit(u, &mut |_| {}));
        }
        if p.estimate(&total).is_some_and(|e| e.covers(truth, confidence)) {
            covered += 1;
        }
    }
    Ok(covered)
}

/// Refuses a setting the method does not read (a run that silently drops `steps` is not the
/// run its user asked for), a budget of no samples and a batch of none or of too many, before
/// the pilot's work.
fn check_settings(opts: &Options) -> Result<()> {
    use Estimator::*;
    let m = opts.method;
    let settings = [
        (
            "tail",
            opts.tail.is_some(),
            matches!(m, Knuth | Smc | Rearrange | Pairings),
            "knuth, smc, rearrange and pairings",
        ),
        (
            "lookahead",
            opts.lookahead.is_some(),
            matches!(m, Knuth | Smc | Pairings),
            "knuth, smc and pairings",
        ),
        ("steps", opts.steps.is_some(), m == Anneal, "anneal"),
        (
            "particles",
            opts.particles.is_some(),
            matches!(m, Smc | Rearrange | Pairings | Population),
            "smc, rearrange, pairings and population",
        ),
    ];
    if let Some((name, .., who)) = settings.iter().find(|(_, given, takes, _)| *given && !takes) {
        return Err(Error::usage(format!(
            "the {} method has no {name} setting (only {who} take one)",
            m.name()
        )));
    }
    if opts.budget == Budget::Samples(0) {
        return Err(Error::usage("an estimate needs at least one sample"));
    }
    match opts.batch {
        Some(0) => Err(Error::usage("a batch needs at least one sample")),
        Some(b) if b > MAX_BATCH => Err(Error::usage(format!(
            "batches of {b} samples: at most {MAX_BATCH} (a unit holds its batch in memory)"
        ))),
        _ => Ok(()),
    }
}

/// Most nodes the exact work of one sample (exact tails, lookahead checks) may be expected
/// to visit when the user chose the tail or the lookahead: at the kernel's tens of millions
/// of nodes a second, an hour or more a sample. The defaults stay far below it.
const MAX_SAMPLE_NODES: f64 = 1e11;

/// Probes of the tree that estimate that work (a few milliseconds).
const WORK_PROBES: usize = 1024;

/// Their stream: never a unit id, nor the pilot's, so pricing the work changes no sample.
const WORK_STREAM: u64 = PILOT_STREAM - 1;

/// Refuses, before the pilot, a tail or lookahead whose exact work would take hours a sample,
/// naming the largest tail that stays within [`MAX_SAMPLE_NODES`].
fn check_exact_work(sampler: &Sampler, seed: u64) -> Result<()> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(WORK_STREAM);
    // Every tree a sample may walk: its system, where its exact tail starts, its lookahead,
    // and the probes a sample runs in it.
    fn knuth(k: &knuth::Knuth, copies: usize) -> (&SumSystem, usize, usize, usize) {
        (k.system(), k.exact_from(), k.lookahead(), copies)
    }
    let trees: Vec<(&SumSystem, usize, usize, usize)> = match sampler {
        Sampler::Knuth(k) => vec![knuth(k, 1)],
        Sampler::Smc(s) => vec![knuth(&s.knuth, s.particles)],
        Sampler::Rearrange(r) => vec![(r.system(), r.exact_from(), 0, r.particles())],
        Sampler::Pairings(p) => p.trees().map(|k| knuth(k, p.particles())).collect(),
        _ => return Ok(()),
    };
    for (sys, exact_from, lookahead, copies) in trees {
        let profile = knuth::WorkProfile::of(sys, WORK_PROBES, &mut rng);
        let tail = knuth::tail_of(sys, exact_from);
        let whole = sys.branching_steps().len();
        // A tail over the whole tree is counted once a sample, not once a particle.
        let work = |t: usize| profile.nodes(t, lookahead) * smc::counted_particles(whole - t, copies) as f64;
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

/// Refuses a target no method takes: more cells than a number counts, or no figure at all.
fn check_target(target: Target) -> Result<()> {
    if target.cells().is_none() {
        return Err(Error::usage(format!(
            "{}: more cells than a 64-bit number counts",
            target.describe()
        )));
    }
    match target.nonexistence() {
        Some(why) => Err(Error::impossible(why)),
        None => Ok(()),
    }
}

/// Runs the pilot, and settles the population's replicas when the user left them to us.
///
/// A population too small for the kind freezes before any replica is a figure (pandiagonal
/// squares of order 7 at the default 284 replicas), or reaches one in a lucky run and misses
/// in most. Unless the user chose the replicas, the pilot draws runs, stopping at the first
/// that misses, and doubles the replicas until all of them reach a figure: four runs at the
/// default, eight once a miss has shown the kind to be hard, and then one doubling more for a
/// margin. Measured at pandiagonal order 7 (docs/estimates.md): 1136 replicas hit in 16 runs
/// of 24, 2272 in 21 of 24, 4096 in 196 of 200; four hits in four at a hit rate of 2/3 happen
/// one time in five, eight in eight at 7/8 one time in three. It stops at the bound. The
/// pilot is a count of seeded runs, so every shard of a run settles on the same number; the
/// spec records it. Under a time budget the first level stops early, every run so far a hit,
/// once it has spent a twentieth of the budget: an order-30 run takes 40 s, and four of them
/// would eat a ten-minute budget.
fn settle_pilot(
    opts: &Options,
    mut sampler: Sampler,
    started: Instant,
    with_replicas: &dyn Fn(usize) -> Result<Sampler>,
) -> Result<(Sampler, Pilot)> {
    let auto_replicas = matches!(sampler, Sampler::Population(_)) && opts.particles.is_none();
    if !auto_replicas {
        let pilot = pilot(&sampler, opts.seed, opts.progress);
        return Ok((sampler, pilot));
    }
    let until = match opts.budget {
        Budget::Seconds { seconds, .. } => Some(started + Duration::from_secs_f64(seconds / 20.0)),
        Budget::Samples(_) => None,
    };
    let mut pilot = population_pilot(
        &sampler,
        opts.seed,
        opts.progress,
        PILOT_POPULATION_SAMPLES,
        until,
    );
    let mut margin = false;
    while let Sampler::Population(p) = &sampler {
        let replicas = p.schedule().replicas;
        let all_hit = pilot.hits == pilot.samples;
        if (all_hit && !margin) || replicas >= population::AUTO_REPLICAS {
            break;
        }
        let more = (2 * replicas).min(population::AUTO_REPLICAS);
        if opts.progress {
            let why = if all_hit {
                "; doubling once more for a margin"
            } else {
                ""
            };
            eprintln!(
                "pilot: {} of {} runs of {replicas} replicas reached a whole figure{why}; trying {more} replicas",
                pilot.hits, pilot.samples
            );
        }
        // Past the first level at which every run hits, one more doubling and no more.
        margin = !all_hit;
        sampler = with_replicas(more)?;
        pilot = population_pilot(
            &sampler,
            opts.seed,
            opts.progress,
            PILOT_POPULATION_HARD_SAMPLES,
            None,
        );
    }
    Ok((sampler, pilot))
}

/// Why a method whose pilot reached no figure gives no estimate, with the methods that do
/// reach order-4 cubes named.
fn no_figure_reached(opts: &Options, sampler: &Sampler, pilot: &Pilot) -> Error {
    let target = opts.target;
    let replicas = match sampler {
        Sampler::Population(p) => format!(" (of {} replicas each)", p.schedule().replicas),
        _ => String::new(),
    };
    let order_4 = matches!(
        target,
        Target::Cube(CubeKind::Simple | CubeKind::SemiMagic, pairing::ORDER)
    );
    // A large population reaches these cubes: worth naming unless that was this run.
    let large_population = matches!(sampler,
        Sampler::Population(p) if p.schedule().replicas >= population::CUBE4_REPLICAS);
    let mut hint = String::new();
    if order_4 {
        hint +=
            "; --method pairings counts those whose complement pairing maps lines onto lines, a lower bound";
        if !large_population {
            hint += &format!(
                "; --method population --particles {} reaches all of them in a fifth to a quarter of its runs, a heavy-tailed estimate",
                population::CUBE4_REPLICAS
            );
        }
    }
    Error::impossible(format!(
        "{}: none of {} {} samples{replicas} reached a whole figure, so this method cannot estimate them{hint}",
        target.describe(),
        pilot.samples,
        opts.method.name()
    ))
}

/// The samples to draw: the user's count, or what the time left of the budget holds at the
/// rate measured.
fn sample_count(opts: &Options, sampler: &Sampler, started: Instant) -> u64 {
    match opts.budget {
        Budget::Samples(s) => s,
        Budget::Seconds { seconds, threads } => {
            let rate = throughput(sampler, opts.seed, threads, timing(seconds));
            ((seconds - started.elapsed().as_secs_f64()).max(0.0) * rate) as u64
        }
    }
}

/// Samples a work unit: the user's (checked by [`check_settings`]), or one for the methods
/// whose sample is a costly run.
fn batch_size(opts: &Options, samples: u64) -> u64 {
    match opts.batch {
        Some(b) => b,
        None if matches!(
            opts.method,
            Estimator::Population | Estimator::Smc | Estimator::Rearrange | Estimator::Pairings
        ) =>
        {
            1
        }
        None => default_batch(samples).min(MAX_BATCH),
    }
}

/// Work units of the run: at least two, since the standard error comes from the spread of
/// the units' batch means.
fn unit_count(samples: u64, batch: u64) -> Result<u64> {
    let units = samples.div_ceil(batch).max(2);
    if units > MAX_UNITS {
        return Err(Error::usage(format!(
            "{samples} samples in batches of {batch} make {units} work units, more than {MAX_UNITS}; at most {} samples in batches of {MAX_BATCH}",
            MAX_UNITS * MAX_BATCH
        )));
    }
    Ok(units)
}

/// The methods' own settings, as given (`None`: the default).
struct Tuning {
    tail: Option<usize>,
    lookahead: usize,
    steps: Option<u64>,
    particles: Option<usize>,
}

impl Tuning {
    /// What `opts` ask of the sampler, with `particles` in place of theirs (the pilot
    /// doubles population annealing's replicas; a resumed run reads them from its spec).
    fn of(opts: &Options, particles: Option<usize>) -> Tuning {
        Tuning {
            tail: opts.tail,
            lookahead: opts.lookahead.unwrap_or(LOOKAHEAD),
            steps: opts.steps,
            particles,
        }
    }
}

/// Builds the sampler; the tail actually used (0 for the SIS methods).
fn compile(target: Target, method: Estimator, tuning: Tuning) -> Result<(Sampler, usize)> {
    match method {
        Estimator::Knuth | Estimator::Smc => compile_kernel(target, method, tuning),
        Estimator::Rearrange => compile_rearrange(target, tuning),
        Estimator::Pairings => compile_pairings(target, tuning),
        Estimator::Sis | Estimator::SisUniform => {
            let cells = within_cells(target, "sis", MAX_SIS_CELLS)?;
            let s = sis::Sis::new(cells, &target.constraints(), method == Estimator::Sis)
                .ok_or_else(|| fractional(target))?;
            Ok((Sampler::Sis(s), 0))
        }
        Estimator::Anneal => compile_anneal(target, tuning.steps),
        Estimator::Population => compile_population(target, tuning.particles),
    }
}

/// Why a kind has no estimate at an order whose line sums are fractions.
fn fractional(target: Target) -> Error {
    Error::impossible(format!(
        "{}: the line sums are not whole numbers",
        target.describe()
    ))
}

/// The target's cells, or why a method that takes at most `most` of them refuses it.
fn within_cells(target: Target, method: &str, most: usize) -> Result<usize> {
    let cells = target.cells().unwrap_or(usize::MAX);
    if cells > most {
        return Err(Error::usage(format!(
            "{}: the {method} method takes at most {most} cells, these have {cells}",
            target.describe()
        )));
    }
    Ok(cells)
}

/// Knuth's probes and smc: both walk the enumeration kernel's tree.
fn compile_kernel(target: Target, method: Estimator, tuning: Tuning) -> Result<(Sampler, usize)> {
    let cells = target.cells().unwrap_or(usize::MAX);
    if cells > MAX_CELLS {
        return Err(Error::usage(format!(
            "{}: the enumeration kernel holds at most {MAX_CELLS} cells, these have {cells}; use the anneal or population method",
            target.describe()
        )));
    }
    let sys = target.kernel_system().ok_or_else(|| fractional(target))?;
    let tail = tuning.tail.unwrap_or_else(|| default_tail(target, method));
    let k = knuth::Knuth::new(sys, tail, tuning.lookahead, target.group_order());
    let tail = tail.min(k.branching());
    if method == Estimator::Knuth {
        return Ok((Sampler::Knuth(k), tail));
    }
    let particles = checked_particles(tuning.particles, target)?;
    Ok((Sampler::Smc(KernelSmc { knuth: k, particles }), tail))
}

fn compile_rearrange(target: Target, tuning: Tuning) -> Result<(Sampler, usize)> {
    let n = target.order();
    let Target::Square(SquareKind::Magic, 3..=rearrange::MAX_ORDER) = target else {
        return Err(Error::usage(format!(
            "{}: the rearrange method estimates magic squares of order 3 to {} (through the semi-magic ones)",
            target.describe(),
            rearrange::MAX_ORDER
        )));
    };
    let tail = tuning.tail.unwrap_or(if n <= 4 { 3 } else { REARRANGE_TAIL });
    let particles = checked_particles(tuning.particles, target)?;
    let semi = reference::exact_semi_magic_total(n);
    let r = rearrange::Rearrange::new(n, tail, particles, semi).ok_or_else(|| fractional(target))?;
    // A tail longer than the tree is the whole tree: the heading and spec say so, as for knuth.
    let tail = tail.min(r.system().branching_steps().len());
    Ok((Sampler::Rearrange(r), tail))
}

fn compile_pairings(target: Target, tuning: Tuning) -> Result<(Sampler, usize)> {
    let Target::Cube(
        kind @ (CubeKind::Simple | CubeKind::SemiMagic | CubeKind::Pantriagonal),
        pairing::ORDER,
    ) = target
    else {
        return Err(Error::usage(format!(
            "{}: the pairings method counts simple, semi-magic and pantriagonal cubes of order 4, family by family of a pairing of their cells",
            target.describe()
        )));
    };
    let tail = tuning.tail.unwrap_or(pairings::DEFAULT_TAIL);
    let particles = match tuning.particles {
        None => pairings::DEFAULT_PARTICLES,
        p => checked_particles(p, target)?,
    };
    let p = if kind == CubeKind::Pantriagonal {
        pairings::Pairings::pantriagonal(tail, tuning.lookahead, particles)
    } else {
        pairings::Pairings::new(kind, tail, tuning.lookahead, particles)
    };
    Ok((Sampler::Pairings(p), tail))
}

fn compile_anneal(target: Target, steps: Option<u64>) -> Result<(Sampler, usize)> {
    let cells = within_cells(target, "anneal", MAX_ANNEAL_CELLS)?;
    match steps {
        Some(0) => return Err(Error::usage("an anneal needs at least one step")),
        Some(k) if k > MAX_ANNEAL_STEPS => {
            return Err(Error::usage(format!(
                "{k} annealing steps a sample: at most {MAX_ANNEAL_STEPS}"
            )))
        }
        _ => {}
    }
    let a = anneal::Anneal::new(cells, &target.constraints(), steps).ok_or_else(|| fractional(target))?;
    if a.max_sets_per_cell() > anneal::MAX_SETS_PER_CELL {
        return Err(Error::usage(format!(
            "{}: a cell lies in {} sets, the anneal method takes at most {}",
            target.describe(),
            a.max_sets_per_cell(),
            anneal::MAX_SETS_PER_CELL
        )));
    }
    Ok((Sampler::Anneal(a), 0))
}

/// Population annealing, with the user's replicas or (for the pilot to double) the default.
fn compile_population(target: Target, replicas: Option<usize>) -> Result<(Sampler, usize)> {
    let cells = within_cells(target, "population", population::MAX_CELLS)?;
    let p = population::Population::new(cells, &target.constraints()).ok_or_else(|| fractional(target))?;
    let Some(replicas) = replicas else {
        return Ok((Sampler::Population(p), 0));
    };
    let most = population::max_replicas(cells);
    if !(1..=most).contains(&replicas) {
        return Err(Error::usage(format!(
            "{replicas} replicas: a population run of figures of {cells} cells takes 1 to {most}"
        )));
    }
    let schedule = population::Schedule {
        replicas,
        ..p.schedule().clone()
    };
    let p = population::Population::with_schedule(cells, &target.constraints(), schedule)
        .ok_or_else(|| fractional(target))?;
    Ok((Sampler::Population(p), 0))
}

/// The particles of an smc run: the user's, within bounds, or the default.
fn checked_particles(particles: Option<usize>, target: Target) -> Result<usize> {
    match particles {
        Some(0) => Err(Error::usage("an smc sample needs at least one particle")),
        Some(p) if p > smc::MAX_PARTICLES => Err(Error::usage(format!(
            "{p} particles: at most {} (each holds a partial figure in memory)",
            smc::MAX_PARTICLES
        ))),
        Some(p) => Ok(p),
        None => Ok(default_particles(target)),
    }
}

/// The rearrange method's exact tail above order 4: at order 6, with f along the walk over
/// swaps, tails of 6, 7 and 8 branching steps gave relative variance x CPU seconds a run of
/// 7.7e-6, 5.1e-6 and 3.9e-6, and the tail of 8 5.1e-6 against 5.3e-6 for 7 with another
/// seed: no gain for runs four times as long (`scripts/rearrange_tuning.sh`,
/// docs/estimates.md).
const REARRANGE_TAIL: usize = 7;

/// Runs of the rearrange method's β pilot.
const PILOT_BETA_RUNS: u64 = 8;
/// The β pilot's stream: never a unit id, nor the scale pilot's.
const PILOT_BETA_STREAM: u64 = u64::MAX - 1;

/// The control variate's coefficient: ΣX / ΣY over a few runs of a stream of their own (a
/// count of seeded runs, so every shard of a run derives the same β). Any fixed β leaves the
/// estimate unbiased; this one is near the ratio of magic to semi-magic squares, where the
/// runs' common tree noise cancels. 0 (no control variate) when every pilot run died.
fn rearrange_beta(r: &rearrange::Rearrange, seed: u64) -> f64 {
    if r.semi_magic().is_none() {
        return 0.0;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(PILOT_BETA_STREAM);
    let (mut x, mut y) = (0.0, 0.0);
    for _ in 0..PILOT_BETA_RUNS {
        if let Some(pair) = r.run(&mut rng) {
            x += pair.magic;
            y += pair.semi_magic;
        }
    }
    if y > 0.0 {
        x / y
    } else {
        0.0
    }
}

/// Branching steps a probe looks ahead before it counts a child. The forced cascade is always
/// looked through; at order 6 one more step cost twice the time for no less variance
/// (docs/estimates.md).
const LOOKAHEAD: usize = 0;

/// Branching steps counted exactly by default: about as deep as keeps a probe near a
/// millisecond (measured on order 4-8 squares and order 3-4 cubes).
/// The smc estimator measured the same optimum (tail 8 against 6, 7, 9 and 10 at orders 6-8,
/// by hand), except at order 7, where runs recorded later put a tail of 7 ahead.
fn default_tail(target: Target, method: Estimator) -> usize {
    match target {
        Target::Square(_, 3 | 4) => 3,
        // smc's relative variance x CPU s at order 7: 4.1e-4 and 4.2e-4 at a tail of 7 against
        // 5.5e-4 and 6.0e-4 at 8 (two seeds); at order 8 the two are even (1.12e-3, 1.07e-3)
        // (docs/runs/smc-tuning-order7, -order8).
        Target::Square(SquareKind::Magic, 7) if method == Estimator::Smc => 7,
        // The central pairs force so many cells that a tail of 8 is a large exact count (a
        // few smc runs cost minutes at order 7; docs/estimates.md, "Other kinds").
        Target::Square(SquareKind::Associative, _) => 4,
        Target::Square(..) => 8,
        // smc's relative variance x CPU s 0.22 at a tail of 6, 1.4 at 4; a tail of 8 had not
        // finished 200 runs in 10 minutes (docs/estimates.md, "Associative magic cubes").
        Target::Cube(CubeKind::Associative, 4) => 6,
        Target::Cube(..) => 8,
    }
}

/// Particles of one smc sample by default: at orders 6-8, 1000 to 20,000 particles gave
/// about the same variance per CPU second (docs/estimates.md); 5000 keeps a sample near a
/// quarter of a second at order 8, so checkpoints and progress stay fine-grained.
const DEFAULT_PARTICLES: usize = 5000;

/// Particles of one smc sample when none are given: [`DEFAULT_PARTICLES`], but 2000 for
/// associative cubes of order 4 (relative variance x CPU s 0.22 there, 0.42 with 500 or
/// 8000).
fn default_particles(target: Target) -> usize {
    match target {
        Target::Cube(CubeKind::Associative, 4) => 2000,
        _ => DEFAULT_PARTICLES,
    }
}

/// Magic squares whose semi-magic squares are counted exactly, by our enumerator (orders 3
/// and 4), Trump (5) and Ripatti (6): the rearrange method's control variate, which makes
/// it the default there.
const REARRANGE_ORDERS: std::ops::RangeInclusive<usize> = 3..=6;

/// What the pilot learnt: the scale of the estimate, and whether samples reach figures.
struct Pilot {
    samples: u64,
    hits: u64,
    mean: LogNum,
}

/// A few samples from a stream of their own, the same for every shard of a run.
fn pilot(sampler: &Sampler, seed: u64, progress: bool) -> Pilot {
    let (samples, hits) = sampler.pilot_limits();
    pilot_with(sampler, seed, progress, PilotLimits::new(samples, hits))
}

/// The population pilot: up to `all` runs, stopping at the first that reaches no figure (a miss
/// is all the replica doubling needs to know) while the replicas can still be doubled; at the
/// bound, all of them, and any hit lets the run go on. `until`: see [`PilotLimits`].
fn population_pilot(sampler: &Sampler, seed: u64, progress: bool, all: u64, until: Option<Instant>) -> Pilot {
    let at_bound = matches!(sampler,
        Sampler::Population(p) if p.schedule().replicas >= population::AUTO_REPLICAS);
    let limits = PilotLimits {
        stop_at_miss: !at_bound,
        until,
        ..PilotLimits::new(all, all)
    };
    pilot_with(sampler, seed, progress, limits)
}

/// When a pilot stops: after `samples` samples or `hits` hits, at the first miss if
/// `stop_at_miss`, and once past `until` while every sample has hit.
struct PilotLimits {
    samples: u64,
    hits: u64,
    stop_at_miss: bool,
    until: Option<Instant>,
}

impl PilotLimits {
    fn new(samples: u64, hits: u64) -> PilotLimits {
        PilotLimits {
            samples,
            hits,
            stop_at_miss: false,
            until: None,
        }
    }
}

/// As [`pilot`], within `limits`. A pilot whose samples mostly die, or whose one sample is a
/// long run (a population on a large cube), can take minutes: with `progress`, a watch
/// thread says so every 10 s while it runs, even before its first sample ends.
fn pilot_with(sampler: &Sampler, seed: u64, progress: bool, limits: PilotLimits) -> Pilot {
    if !progress {
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
            eprintln!(
                "pilot: {} of at most {} done, {} reached a whole figure ({:.0} s); the run starts when {} {}",
                counts.samples.load(Ordering::Relaxed),
                plural(limits.samples, "sample"),
                counts.hits.load(Ordering::Relaxed),
                started.elapsed().as_secs_f64(),
                limits.hits,
                if limits.hits == 1 { "has" } else { "have" }
            );
        }
    }
}

/// The pilot's samples, from a stream of their own, within `limits`, counted in `counts`.
fn draw_pilot(sampler: &Sampler, seed: u64, limits: &PilotLimits, counts: &PilotCounts) -> Pilot {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(PILOT_STREAM);
    let (mut samples, mut hits, mut sum) = (0u64, 0u64, LogNum::ZERO);
    // Past `until` with every sample a hit (and at least one drawn).
    let out_of_time =
        |hits, samples| samples > 0 && hits == samples && limits.until.is_some_and(|t| Instant::now() >= t);
    while samples < limits.samples && hits < limits.hits && !out_of_time(hits, samples) {
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
    }
}

/// Samples a second with `threads` threads drawing at once, each for at least `timing` and
/// two samples, from streams no unit uses: the sum of the threads' own rates (each thread's
/// samples over the time they took, so that one thread's last sample running past the
/// others' does not count as idle time). The single-thread pilot overrates a run's speed,
/// since a run's threads share the machine's caches and memory, and the pilot may stop after
/// one sample, a poor clock.
fn throughput(sampler: &Sampler, seed: u64, threads: usize, timing: Duration) -> f64 {
    std::thread::scope(|s| {
        let drawing: Vec<_> = (0..threads.max(1) as u64)
            .map(|t| {
                s.spawn(move || {
                    let started = Instant::now();
                    let mut rng = ChaCha20Rng::seed_from_u64(seed);
                    rng.set_stream(PILOT_TIMING_STREAM - t);
                    let mut drawn = 0u64;
                    while drawn < 2 || started.elapsed() < timing {
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
fn timing(seconds: f64) -> Duration {
    Duration::from_secs_f64((seconds / 100.0).clamp(0.5, 10.0))
}
/// The first of the streams [`throughput`] draws from, one a thread counting down.
const PILOT_TIMING_STREAM: u64 = u64::MAX - 1024;

/// Samples per unit: about a thousand units (enough batch means for a sound standard error
/// and fine-grained checkpoints), at least 16 samples each.
fn default_batch(samples: u64) -> u64 {
    samples.div_ceil(1000).max(16)
}

impl Problem for EstimateProblem {
    fn spec(&self) -> Value {
        let figure = self.target.noun();
        let mut spec = json!({
            "name": "estimate", "figure": figure, "order": self.target.order(),
            "kind": self.target.kind_name(), "method": self.method.name(), "tail": self.tail, "lookahead": self.lookahead,
            "batch": self.batch, "units": self.units, "seed": self.seed, "scale_log2": self.scale_log2,
        });
        match &self.sampler {
            Sampler::Anneal(a) => spec["steps"] = json!(a.schedule().steps),
            Sampler::Population(p) => spec["schedule"] = p.schedule().to_spec(),
            Sampler::Smc(s) => spec["particles"] = json!(s.particles),
            Sampler::Pairings(p) => spec["particles"] = json!(p.particles()),
            Sampler::Rearrange(r) => {
                spec["particles"] = json!(r.particles());
                spec["beta"] = json!(r.beta());
            }
            Sampler::Knuth(_) | Sampler::Sis(_) => {}
        }
        spec
    }

    fn unit_count(&self) -> usize {
        self.units as usize
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let t = stats::batch_tally(&self.unit_samples(unit), self.scale_log2);
        self.report_progress(&t);
        t
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let Some(e) = self.estimate(total) else {
            let msg = if total.get("sum_neg") > 0 && total.get("overflow") == 0 {
                "the control-variate samples pool to an estimate below zero: far too few samples for this order; run more samples or more particles"
            } else {
                "a batch mean overflowed the fixed-point sums (the pilot's scale was far too small); run with another seed"
            };
            return (json!({"error": msg}), format!("error: {msg}\n"));
        };
        let what = self.counted();
        let whole = self.counts_whole_tree();
        if let Some(part) = self.sampler.part() {
            // A part of the target: neither its exact count nor a published figure for all of
            // it applies.
            let (mut fields, mut text) = summary::summarize(self.target, &what, &e, None, &[], whole);
            fields["scope"] = json!(part.scope);
            text += &format!("{}\n", part.scope);
            return (fields, text);
        }
        let known = reference::known(self.target);
        let exact = reference::exact_total(self.target);
        summary::summarize(self.target, &what, &e, exact, &known, whole)
    }

    fn heading(&self) -> String {
        format!(
            "{} on 1..{}: {} estimator{}, {} of {}, seed {}\n",
            self.counted(),
            self.target.cells().unwrap_or(0),
            self.method.name(),
            self.method_detail(),
            plural(self.units, "unit"),
            plural(self.batch, "sample"),
            self.seed
        )
    }
}

impl EstimateProblem {
    /// Whether every sample is the exact count ([`Sampler::counts_whole_tree`]).
    fn counts_whole_tree(&self) -> bool {
        self.sampler.counts_whole_tree()
    }

    /// The method's settings in the heading's brackets (empty for sis, which has none).
    fn method_detail(&self) -> String {
        match &self.sampler {
            Sampler::Knuth(_) if self.counts_whole_tree() => format!(
                " (exact tail of {} branching steps: the whole tree, counted exactly)",
                self.tail
            ),
            Sampler::Knuth(_) => format!(
                " (exact tail of {} branching steps, lookahead {})",
                self.tail, self.lookahead
            ),
            Sampler::Anneal(a) => {
                let s = a.schedule();
                format!(
                    " ({} steps of one swap move from b = 0 to {:.3}, then {} moves)",
                    s.steps, s.beta_max, s.final_moves
                )
            }
            Sampler::Population(p) => format!(" ({})", p.schedule()),
            // The whole tree in the tail is one exact count a sample (`smc::run`).
            Sampler::Smc(_) if self.counts_whole_tree() => format!(
                " (exact tail of {} branching steps: the whole tree, counted exactly)",
                self.tail
            ),
            Sampler::Smc(s) => format!(
                " ({} particles resampled at every branching step, exact tail of {} branching steps)",
                s.particles, self.tail
            ),
            Sampler::Rearrange(r) => format!(
                " (smc on the semi-magic squares, {} particles, exact tail of {} branching steps{}; each square's magic rearrangements counted exactly; {})",
                r.particles(),
                self.tail,
                if self.tail >= r.system().branching_steps().len() {
                    ", the whole tree"
                } else {
                    ""
                },
                match r.semi_magic() {
                    Some(n) => format!(
                        "control variate: the exact {} semi-magic squares, beta {:.6e}",
                        LogNum::from_f64(n).scientific(6),
                        r.beta()
                    ),
                    None => "no control variate: the semi-magic count is not known exactly".into(),
                }
            ),
            Sampler::Pairings(p) if p.is_pantriagonal() => format!(
                " (smc on one of the families F_k whose cells (2, 2, 2) apart sum to 65 + k on the even cells and 65 - k on the odd ones, k = 0, 1, 2, 4, 8, 16, 32, each standing for F_-k too: F_0 drawn with chance {}, the others in equal shares; {} particles, exact tail of {} branching steps)",
                pairings::CENTRE_SHARE,
                p.particles(),
                self.tail,
            ),
            Sampler::Pairings(p) => format!(
                " (smc on the family of one of the {} classes of the {} pairings that are line automorphisms, drawn with a chance proportional to the class's size times {} to the power of its tree's branching steps; {} particles, exact tail of {} branching steps, at most {} in trees of fewer than {} steps)",
                p.plan().len(),
                p.pairings(),
                pairings::STEP_FACTOR,
                p.particles(),
                self.tail,
                pairings::SMALL_TAIL,
                pairings::BIG_FAMILY_STEPS
            ),
            Sampler::Sis(_) => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::CubeKind;

    #[test]
    fn a_figure_without_a_method_gets_the_one_measured_best_for_it() {
        use Estimator::*;
        let square = |kind, n| Estimator::recommended(Target::Square(kind, n));
        let cube = |kind, n| Estimator::recommended(Target::Cube(kind, n));
        for n in 3..=6 {
            assert_eq!(square(SquareKind::Magic, n), Rearrange, "order {n}");
            // What makes rearrange the best there: the semi-magic count, exactly.
            assert!(reference::exact_semi_magic_total(n).is_some(), "order {n}");
        }
        assert_eq!(reference::exact_semi_magic_total(7), None);
        assert_eq!(square(SquareKind::Magic, 7), Smc);
        assert_eq!(square(SquareKind::Magic, 11), Smc);
        assert_eq!(square(SquareKind::Magic, 12), Anneal);
        assert_eq!(square(SquareKind::SemiMagic, 12), Population);
        assert_eq!(square(SquareKind::Associative, 8), Smc);
        assert_eq!(square(SquareKind::Pandiagonal, 5), Smc);
        assert_eq!(square(SquareKind::Pandiagonal, 7), Population);
        assert_eq!(square(SquareKind::Ultramagic, 7), Population);
        assert_eq!(cube(CubeKind::Simple, 3), Smc);
        assert_eq!(cube(CubeKind::Associative, 4), Smc);
        assert_eq!(cube(CubeKind::Simple, 4), Pairings);
        assert_eq!(cube(CubeKind::SemiMagic, 4), Pairings);
        assert_eq!(cube(CubeKind::Pantriagonal, 4), Pairings);
        assert_eq!(cube(CubeKind::Simple, 5), Population);
    }

    /// A tail over the whole tree makes every sample the exact count: the pilot draws one,
    /// not the 64 hits or smc runs it waits for otherwise (64 counts of all order-5 squares
    /// for `--method knuth --tail 100`).
    #[test]
    fn a_pilot_over_the_whole_tree_draws_one_sample() {
        let sys = || Target::Square(SquareKind::Magic, 4).kernel_system().unwrap();
        let whole = sys().branching_steps().len();
        let knuth = |tail| Sampler::Knuth(knuth::Knuth::new(sys(), tail, 0, 8));
        let smc = |tail| {
            Sampler::Smc(KernelSmc {
                knuth: knuth::Knuth::new(sys(), tail, 0, 8),
                particles: 10,
            })
        };
        for tail in [whole, whole + 100] {
            assert_eq!(knuth(tail).pilot_limits(), (1, 1), "tail {tail}");
            assert_eq!(smc(tail).pilot_limits(), (1, 1), "tail {tail}");
        }
        assert_eq!(knuth(whole - 1).pilot_limits(), (PILOT_SAMPLES, PILOT_HITS));
        assert_eq!(smc(whole - 1).pilot_limits(), (PILOT_SMC_SAMPLES, 1));
        let pilot = pilot(&knuth(whole), 1, false);
        assert_eq!((pilot.samples, pilot.hits), (1, 1));
    }

    /// What the work profile's node estimate is worth in seconds: for smc samples of 5000
    /// particles on magic squares of order 6 at tails 6 to 10, the estimate of a sample's
    /// exact work beside the time a sample takes (one thread). The ratio is what makes
    /// [`MAX_SAMPLE_NODES`] an hour or more; the run is recorded in
    /// `docs/runs/estimate-tail-pricing/`: `cargo test --release --lib
    /// tail_pricing_at_order_6 -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn tail_pricing_at_order_6() {
        let target = Target::Square(SquareKind::Magic, 6);
        for tail in 6..=10 {
            let k = knuth::Knuth::new(target.kernel_system().unwrap(), tail, 0, 8);
            let mut rng = ChaCha20Rng::seed_from_u64(1);
            let profile = knuth::WorkProfile::of(k.system(), WORK_PROBES, &mut rng);
            let nodes = profile.nodes(tail, 0) * 5000.0;
            let runs = if tail < 10 { 8 } else { 2 };
            let started = Instant::now();
            for _ in 0..runs {
                k.smc_sample(5000, &mut rng);
            }
            let secs = started.elapsed().as_secs_f64() / runs as f64;
            println!(
                "tail {tail}: estimated exact work {nodes:.3e} nodes a sample; {secs:.3} s a sample ({runs} samples); {:.3e} nodes a second",
                nodes / secs
            );
        }
    }

    /// Cubes whose line sums leave no figure are refused before any sample, by the kernel's
    /// complete search: diagonal cubes of order 4 (Schroeppel, 1972) and perfect cubes of
    /// orders 4 and 5; targets whose search outgrows the budget are left to the estimators.
    #[test]
    fn a_search_of_a_few_nodes_shows_that_no_figure_exists() {
        for (kind, n) in [
            (CubeKind::Diagonal, 4),
            (CubeKind::Perfect, 4),
            (CubeKind::Perfect, 5),
        ] {
            let why = Target::Cube(kind, n).nonexistence().unwrap_or_default();
            assert!(
                why.contains("none exists") && why.contains("complete search"),
                "{kind:?} {n}: {why}"
            );
        }
        for target in [
            Target::Cube(CubeKind::Simple, 4),
            Target::Cube(CubeKind::Pantriagonal, 4),
            Target::Cube(CubeKind::Diagonal, 5),
            Target::Square(SquareKind::Magic, 7),
            Target::Square(SquareKind::Pandiagonal, 7),
        ] {
            assert_eq!(target.nonexistence(), None, "{target:?}");
        }
    }

    /// Every target is found again by the names it is spelled with; other names are not.
    #[test]
    fn a_target_is_named_as_it_is_spelled() {
        let targets = SquareKind::ALL
            .map(|k| Target::Square(k, 5))
            .into_iter()
            .chain(CubeKind::ALL.map(|k| Target::Cube(k, 4)));
        for t in targets {
            assert_eq!(Target::named(t.noun(), t.kind_name(), t.order()), Some(t));
        }
        assert_eq!(Target::named("cube", "magic", 4), None);
        assert_eq!(Target::named("square", "simple", 4), None);
        assert_eq!(Target::named("tesseract", "magic", 4), None);
    }

    #[test]
    fn every_figure_that_exists_can_be_sampled_by_its_default_method() {
        let targets = SquareKind::ALL
            .iter()
            .flat_map(|&k| (1..=32).map(move |n| Target::Square(k, n)))
            .chain(
                CubeKind::ALL
                    .iter()
                    .flat_map(|&k| (1..=8).map(move |n| Target::Cube(k, n))),
            );
        for target in targets.filter(|t| t.nonexistence().is_none()) {
            let method = Estimator::recommended(target);
            let tuning = Tuning {
                tail: None,
                lookahead: LOOKAHEAD,
                steps: None,
                particles: None,
            };
            if let Err(e) = compile(target, method, tuning) {
                panic!("{target:?} by {}: {e}", method.name());
            }
        }
    }

    fn options(target: Target, method: Estimator, samples: u64) -> Options {
        Options {
            seed: 3,
            ..Options::new(target, method, Budget::Samples(samples))
        }
    }

    /// The runs the resume test takes: every method, each with what its pilot settles
    /// (the scale; population annealing's replicas when left to it; rearrange's β).
    fn resumable_runs() -> Vec<Options> {
        let square = Target::Square(SquareKind::Magic, 4);
        let cube = Target::Cube(CubeKind::Simple, 3);
        vec![
            options(square, Estimator::Knuth, 300),
            options(square, Estimator::Sis, 300),
            options(square, Estimator::SisUniform, 300),
            options(Target::Cube(CubeKind::Simple, 4), Estimator::Pairings, 3),
            Options {
                steps: Some(2000),
                ..options(square, Estimator::Anneal, 6)
            },
            options(cube, Estimator::Population, 3),
            Options {
                particles: Some(30),
                ..options(square, Estimator::Smc, 5)
            },
            Options {
                particles: Some(30),
                ..options(square, Estimator::Rearrange, 5)
            },
        ]
    }

    /// A run resumed from its spec is the problem the pilot built, down to its samples; the
    /// pilot is not drawn again.
    #[test]
    fn a_resumed_run_is_the_run_its_pilot_built() {
        let runs = resumable_runs();
        // A method added later is tested here too: what its pilot settles must reach the spec
        // that `resumed` compares.
        for method in Estimator::ALL {
            assert!(
                runs.iter().any(|o| o.method == method),
                "{} is not tested",
                method.name()
            );
        }
        for opts in runs {
            let built = EstimateProblem::new(&opts).unwrap();
            let spec = built.spec();
            let resumed = EstimateProblem::resumed(&opts, &spec).expect("the same run");
            assert_eq!(resumed.spec(), spec);
            assert_eq!(resumed.unit_samples(1), built.unit_samples(1), "{spec}");
        }
    }

    /// A run pointed at the checkpoint of another run, or at a place where no checkpoint can be
    /// written, is refused before its pilot (`new` alone would build it, and the driver refuse
    /// it only after the pilot's work); the run of the checkpoint itself resumes.
    #[test]
    fn a_checkpoint_of_another_run_or_nowhere_is_refused_before_the_pilot() {
        let opts = options(Target::Square(SquareKind::Magic, 4), Estimator::Knuth, 300);
        let dir = tempfile::tempdir().unwrap();
        let run = RunOptions {
            checkpoint: Some(dir.path().join("ck.json")),
            stop_after: Some(1),
            ..RunOptions::default()
        };
        let problem = EstimateProblem::for_run(&opts, &run).unwrap();
        let mut out = crate::format::Output::new(crate::format::Format::Jsonl, std::io::sink());
        crate::search::run(&problem, &run, &mut out).unwrap();
        assert!(EstimateProblem::for_run(&opts, &run).is_ok());
        let other = Options { seed: 4, ..opts };
        assert!(EstimateProblem::new(&other).is_ok());
        let refused = EstimateProblem::for_run(&other, &run).err().expect("refused");
        assert!(
            refused.to_string().contains("belongs to another problem"),
            "{refused}"
        );
        let nowhere = RunOptions {
            checkpoint: Some(dir.path().join("no such directory").join("ck.json")),
            ..RunOptions::default()
        };
        let refused = EstimateProblem::for_run(&opts, &nowhere).err().expect("refused");
        assert!(
            refused.to_string().contains("cannot write the checkpoint"),
            "{refused}"
        );
    }

    /// Options of another run do not resume it: each change below makes `new` build another
    /// problem, which the checkpoint then refuses.
    #[test]
    fn other_options_do_not_resume_a_run() {
        for opts in resumable_runs() {
            let spec = EstimateProblem::new(&opts).unwrap().spec();
            let mut others = vec![
                Options {
                    seed: 4,
                    ..opts.clone()
                },
                Options {
                    budget: Budget::Samples(700),
                    ..opts.clone()
                },
                Options {
                    batch: Some(2),
                    ..opts.clone()
                },
                Options {
                    target: Target::Square(SquareKind::Magic, 5),
                    ..opts.clone()
                },
                Options {
                    method: Estimator::Knuth,
                    tail: None,
                    steps: None,
                    particles: None,
                    ..opts.clone()
                },
            ];
            match opts.method {
                Estimator::Anneal => others.push(Options {
                    steps: Some(3000),
                    ..opts.clone()
                }),
                Estimator::Knuth => {
                    others[4].method = Estimator::Sis;
                    // The default tail here is 3.
                    others.push(Options {
                        tail: Some(5),
                        ..opts.clone()
                    });
                    others.push(Options {
                        lookahead: Some(1),
                        ..opts.clone()
                    });
                }
                Estimator::Smc | Estimator::Rearrange | Estimator::Population => others.push(Options {
                    particles: Some(50),
                    ..opts.clone()
                }),
                _ => {}
            }
            for other in others {
                assert!(
                    EstimateProblem::resumed(&other, &spec).is_none(),
                    "{spec} resumed by {other:?}"
                );
            }
        }
    }

    #[test]
    fn figures_default_to_the_tail_and_population_they_were_tuned_at() {
        let cube = Target::Cube(CubeKind::Associative, 4);
        let smc = Estimator::Smc;
        assert_eq!((default_tail(cube, smc), default_particles(cube)), (6, 2000));
        let square = Target::Square(SquareKind::Associative, 7);
        assert_eq!(
            (default_tail(square, smc), default_particles(square)),
            (4, DEFAULT_PARTICLES)
        );
        // Magic squares of order 7 by smc: the tail measured cheapest there; elsewhere 8.
        let magic = Target::Square(SquareKind::Magic, 7);
        assert_eq!(
            (default_tail(magic, smc), default_particles(magic)),
            (7, DEFAULT_PARTICLES)
        );
        assert_eq!(default_tail(magic, Estimator::Knuth), 8);
        assert_eq!(default_tail(Target::Square(SquareKind::Magic, 8), smc), 8);
        assert_eq!(default_tail(Target::Square(SquareKind::SemiMagic, 7), smc), 8);
    }
}
