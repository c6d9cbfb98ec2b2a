//! Estimating how many magic squares or cubes there are when they are far too many to list,
//! with a standard error one can trust.
//!
//! A [`Method`] of estimation draws independent samples whose expectation is the number of
//! [`Figures`] (every square or cube of a kind and order); the mean of many, with its
//! standard error, is the estimate. [`METHODS`] lists them, one file each, by the name
//! `--method` takes:
//! - [`knuth`]: Knuth's random probes of the enumeration kernel's own search tree, the bottom
//!   levels counted exactly (one leaf per symmetry class);
//! - [`sis`] (and `sis-uniform`): sequential importance sampling written apart from the
//!   kernel, filling cells one by one with proposals guided by the normal law of the sums
//!   still needed (or uniform ones);
//! - [`anneal`]: annealed importance sampling over whole arrangements, from random ones to
//!   figures by Metropolis swaps at rising inverse temperature;
//! - [`population`]: population annealing, replicas of whole arrangements cooled and
//!   resampled together;
//! - [`smc`]: the kernel's tree sampled by a population of probes resampled at every level
//!   (sequential Monte Carlo), which keeps going where single probes die;
//! - [`rearrange`]: magic squares through the semi-magic ones, each standing for its row and
//!   column rearrangements, the magic ones among them counted exactly, with the exact
//!   semi-magic count as a control variate;
//! - [`pairing_families`] (`pairings`): cubes of order 4 family by family of a pairing of
//!   their cells, smc on one family a sample.
//!
//! Each method's file owns its facts: its name and one-line description, what it can count,
//! the [`Settings`] it reads (into a settings struct of its own) and their defaults, its
//! pilot's limits, and how it compiles into a [`Sampler`] for some figures. Adding a method
//! is one file and one line in [`METHODS`].
//!
//! What every method shares is here and in the modules beside it: the figures
//! ([`figures`]), the budget and the options, the pilot that fixes a run's scale, the
//! estimate as a search-driver [`Problem`](cubelab_driver::Problem) ([`EstimateProblem`]),
//! the statistics ([`stats`]) and the summary with the exact and published figures beside
//! it ([`mod@reference`]). A work unit is a batch of samples drawn from its own ChaCha stream
//! (run seed, unit id), and leaves its batch mean in the tally ([`stats::batch_tally`]), so
//! shards and checkpoints merge like any count and the error bar of the pooled batches is
//! right whatever the split.

#![warn(missing_docs)]
// Lines for the user go through `format::log`, which drops write errors: an `eprintln!` on a
// closed or full stderr panics. The tests may print their measurements.
#![cfg_attr(not(test), deny(clippy::print_stdout, clippy::print_stderr))]

// The modules this crate uses from the others, under the names they have across cubelab.
use cubelab_core::{error, format, geometry};
use cubelab_driver as search;
use cubelab_magic as magic;

pub mod anneal;
pub mod figures;
#[cfg(test)]
mod kernel_tree_tests;
pub mod knuth;
pub mod pairing_families;
pub mod pilot;
pub mod population;
mod problem;
pub mod rearrange;
pub mod reference;
mod semi_magic;
pub mod sis;
pub mod smc;
pub mod stats;
mod summary;
#[cfg(test)]
mod toy;
pub mod tree;

use rand_chacha::ChaCha20Rng;
use serde_json::Value;

use crate::error::{Error, Result};
use crate::magic::kind::{CubeKind, SquareKind};
use crate::magic::pairing;
use crate::magic::sum_system::{SumSystem, MAX_CELLS};

pub use figures::Figures;
pub use pilot::{Pilot, PilotLimits, Setup};
pub use problem::{coverage, EstimateProblem};
pub use stats::{Estimate, LogNum, Sample};

/// The `name` of an estimate's spec, by which `cubelab merge` and the checkpoints know it.
pub const NAME: &str = "estimate";

/// Most work units one run may have (the driver keeps a list of them).
pub const MAX_UNITS: u64 = 1 << 20;
/// Most samples in one work unit: a unit holds its batch in memory (16 bytes a sample), so
/// a sample count typed by the user never sizes an allocation beyond 16 MiB a thread.
pub const MAX_BATCH: u64 = 1 << 20;

/// The longest time budget a run takes, in seconds (about 31 years, the command line's
/// bound on every duration): past it no run is meant, and no `Instant` need hold it.
pub const MAX_SECONDS: f64 = 1e9;

/// Every method, in the order messages list them. A new method is one file and one line
/// here.
pub static METHODS: &[&dyn Method] = &[
    &knuth::KnuthMethod,
    &sis::SIS,
    &sis::SIS_UNIFORM,
    &anneal::AnnealMethod,
    &population::PopulationMethod,
    &smc::SmcMethod,
    &rearrange::RearrangeMethod,
    &pairing_families::PairingFamiliesMethod,
];

/// A method of estimation: what `--method` names. It compiles, for some figures and the
/// settings it reads, into a [`Sampler`] whose samples average to the number of figures.
pub trait Method: Sync {
    /// The name on the command line and in the spec (`knuth`).
    fn name(&self) -> &'static str;

    /// What it does, in one line (the command line's help lists it).
    fn description(&self) -> &'static str;

    /// Which figures it takes, in words; [`Method::compile`] refuses the others in one line.
    fn scope(&self) -> &'static str;

    /// The settings it reads; it refuses the others ([`Settings`]).
    fn settings(&self) -> &'static [Setting];

    /// The sampler for `figures` with `settings` (each at its default when not given), or
    /// why the method cannot count these figures or take these settings. Only settings of
    /// [`Method::settings`] reach it.
    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>>;

    /// Compiles the sampler of `setup`'s options and runs the pilot, which fixes the scale
    /// of the estimate from a few samples of a stream no unit uses. By default: the exact
    /// work priced ([`Setup::check_exact_work`]), then [`Setup::pilot`]. A method that
    /// settles more before it samples (rearrange's β, population annealing's replicas)
    /// does it here, and records it in the spec ([`Sampler::record`]).
    fn prepare(&self, setup: &Setup<'_>) -> Result<(Box<dyn Sampler>, Pilot)> {
        let sampler = self.compile(setup.figures(), setup.settings())?;
        setup.check_exact_work(&*sampler)?;
        let pilot = setup.pilot(&*sampler);
        Ok((sampler, pilot))
    }

    /// The sampler of a run whose spec is `spec` (a checkpoint resumed, shards merged):
    /// compiled with `settings`, and what [`Method::prepare`] settled beyond them read from
    /// the spec rather than drawn again. By default: [`Method::compile`].
    fn restore(&self, figures: Figures, settings: &Settings, spec: &Value) -> Result<Box<dyn Sampler>> {
        let _ = spec;
        self.compile(figures, settings)
    }

    /// Samples a work unit holds when the user gives no `--batch`: about a thousand units a
    /// run, at least 16 samples each, by default; one for methods whose sample is a costly
    /// run (checkpoints and progress then stay fine-grained).
    fn default_batch(&self, samples: u64) -> u64 {
        samples.div_ceil(1000).clamp(16, MAX_BATCH)
    }
}

impl std::fmt::Debug for dyn Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl PartialEq for dyn Method {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name()
    }
}

/// A method compiled for some figures and settings: it draws the samples.
pub trait Sampler: Send + Sync {
    /// One sample, from a unit's stream (or the pilot's).
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample;

    /// The heading's words on the sampler's settings, in brackets after the method's name
    /// (` (exact tail of 3 branching steps, lookahead 0)`); empty for none.
    fn detail(&self) -> String;

    /// Pilot samples at most, and the hits after which the pilot stops. Both are counts,
    /// not times, so that every shard of a run derives the same scale. By default 4096 and
    /// 64: for methods whose samples are cheap and mostly zero.
    fn pilot_limits(&self) -> (u64, u64) {
        (pilot::PILOT_SAMPLES, pilot::PILOT_HITS)
    }

    /// Whether every sample counts the whole tree exactly (order-3 cubes at the default
    /// tail), so each sample is the count itself.
    fn counts_whole_tree(&self) -> bool {
        false
    }

    /// The part of the figures it counts, when it counts only a part (the summary then names
    /// it and what is left out, and shows no exact or published figure beside it).
    fn part(&self) -> Option<&'static Part> {
        None
    }

    /// Branching steps counted exactly at the bottom of the kernel's tree, as the spec and
    /// the heading give them (0 for methods that walk no such tree).
    fn tail(&self) -> usize {
        0
    }

    /// Branching steps below a child that must be reachable for it to count (0 for methods
    /// that walk no tree).
    fn lookahead(&self) -> usize {
        0
    }

    /// Writes the method's own fields into the run's spec (particles, a schedule...), after
    /// the fields every estimate has.
    fn record(&self, spec: &mut Value) {
        let _ = spec;
    }

    /// The trees whose exact work a sample does, for the price [`Setup::check_exact_work`]
    /// puts on a tail or lookahead the user chose (none for methods that walk no tree).
    fn exact_work(&self) -> Vec<ExactWork<'_>> {
        Vec::new()
    }

    /// Replicas of one run, for the message of a pilot that reached no figure (`None` for
    /// methods without replicas).
    fn replicas(&self) -> Option<usize> {
        None
    }
}

/// A tree a sample walks, with what its exact work depends on.
pub struct ExactWork<'a> {
    /// The kernel's system.
    pub system: &'a SumSystem,
    /// The step from which subtrees are counted exactly.
    pub exact_from: usize,
    /// Branching steps looked ahead before a child counts.
    pub lookahead: usize,
    /// Walks of the tree in one sample (the particles of an smc run, 1 for a probe).
    pub copies: usize,
}

/// A setting a method reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// Its name, as [`Settings`] and the spec hold it and the command line spells it after
    /// `--`.
    pub name: &'static str,
    /// What it sets in this method, and its default.
    pub about: &'static str,
}

/// A method's settings as the user gave them, by name (what `--tail`, `--lookahead`,
/// `--steps`, `--particles` and `--replicas` set); a setting not given takes the method's
/// default. Each method reads those of its [`Method::settings`] into a settings struct of its
/// own and refuses the others: a run that silently dropped `--steps` would not be the run
/// its user asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings(Vec<(&'static str, u64)>);

impl Settings {
    /// No setting given: every one at the method's default.
    pub fn new() -> Settings {
        Settings::default()
    }

    /// The same settings with `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: u64) -> Settings {
        self.set(name, value);
        self
    }

    /// Sets `name` to `value`.
    pub fn set(&mut self, name: &'static str, value: u64) {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(given) => given.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// Sets `name` to `value` when there is one.
    pub fn set_some(&mut self, name: &'static str, value: Option<u64>) {
        if let Some(v) = value {
            self.set(name, v);
        }
    }

    /// The value given for `name`.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.0.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
    }

    /// The value given for `name` as a count of things (saturating on 32-bit machines).
    pub fn count(&self, name: &str) -> Option<usize> {
        self.get(name).map(|v| usize::try_from(v).unwrap_or(usize::MAX))
    }

    /// The names given, in the order they were set.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|&(n, _)| n)
    }

    /// Whether no setting is given.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The method of a name (`knuth`, `sis`, `sis-uniform`, `anneal`, `population`, `smc`,
/// `rearrange`, `pairings`).
pub fn method_named(name: &str) -> Option<&'static dyn Method> {
    METHODS.iter().copied().find(|m| m.name() == name)
}

/// The names, for messages: "knuth, sis, sis-uniform, anneal, population, smc, rearrange or
/// pairings".
pub fn method_names() -> String {
    let names: Vec<&str> = METHODS.iter().map(|m| m.name()).collect();
    format!(
        "{} or {}",
        names[..names.len() - 1].join(", "),
        names[names.len() - 1]
    )
}

/// Magic squares whose semi-magic squares are counted exactly, by our enumerator (orders 3
/// and 4), Trump (5) and Ripatti (6): the rearrange method's control variate, which makes
/// it the default there.
const REARRANGE_ORDERS: std::ops::RangeInclusive<usize> = 3..=6;

/// The method figures get when none is named: the one we measured to give the smallest error
/// bar per CPU second among those that reach them (docs/estimates/guide.md, "Which method by
/// default"):
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
///   docs/estimates/results.md, "Pantriagonal magic cubes of order 4");
/// - every other cube: population annealing.
pub fn recommended(figures: Figures) -> &'static dyn Method {
    let kernel = figures.cells().is_some_and(|c| c <= MAX_CELLS);
    match figures {
        Figures::Square(SquareKind::Magic, n) if REARRANGE_ORDERS.contains(&n) => &rearrange::RearrangeMethod,
        Figures::Square(SquareKind::Pandiagonal | SquareKind::Ultramagic | SquareKind::MostPerfect, n)
            if n > 5 =>
        {
            &population::PopulationMethod
        }
        Figures::Square(..) if kernel => &smc::SmcMethod,
        Figures::Square(SquareKind::Magic, _) => &anneal::AnnealMethod,
        Figures::Cube(_, 3) | Figures::Cube(CubeKind::Associative, 4) => &smc::SmcMethod,
        Figures::Cube(CubeKind::Simple | CubeKind::SemiMagic | CubeKind::Pantriagonal, pairing::ORDER) => {
            &pairing_families::PairingFamiliesMethod
        }
        _ => &population::PopulationMethod,
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
    pub figures: Figures,
    /// The method that draws the samples.
    pub method: &'static dyn Method,
    /// The method's own settings, as given.
    pub settings: Settings,
    /// Samples per work unit (`None`: the method's default, [`Method::default_batch`]).
    pub batch: Option<u64>,
    /// How many samples to draw in all.
    pub budget: Budget,
    /// The run seed: the pilot and every work unit draw from their own stream of it.
    pub seed: u64,
    /// Print the running estimate on stderr.
    pub progress: bool,
}

impl Options {
    /// A run of `method` on `figures` within `budget`, every setting of the method at its
    /// default, seed 0, quiet.
    pub fn new(figures: Figures, method: &'static dyn Method, budget: Budget) -> Options {
        Options {
            figures,
            method,
            settings: Settings::new(),
            batch: None,
            budget,
            seed: 0,
            progress: false,
        }
    }

    /// The same options with the method's setting `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: u64) -> Options {
        self.settings.set(name, value);
        self
    }
}

/// A part of the figures that a method counts instead of all of them.
pub struct Part {
    /// What is counted, in the heading and the summary.
    pub counted: &'static str,
    /// What is left out, and so what the figure is of the whole (a lower bound, say).
    pub scope: &'static str,
}

/// Refuses a setting the method does not read, naming the methods that do.
fn check_settings_known(method: &dyn Method, settings: &Settings) -> Result<()> {
    let Some(name) = settings
        .names()
        .find(|n| !method.settings().iter().any(|s| s.name == *n))
    else {
        return Ok(());
    };
    let who: Vec<&str> = METHODS
        .iter()
        .filter(|m| m.settings().iter().any(|s| s.name == name))
        .map(|m| m.name())
        .collect();
    let who = match who.as_slice() {
        [] => return Err(Error::usage(format!("no method has a {name} setting"))),
        [one] => format!("{one} takes"),
        [most @ .., last] => format!("{} and {last} take", most.join(", ")),
    };
    Err(Error::usage(format!(
        "the {} method has no {name} setting (only {who} one)",
        method.name()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_without_a_method_get_the_one_measured_best_for_them() {
        let square = |kind, n| recommended(Figures::Square(kind, n)).name();
        let cube = |kind, n| recommended(Figures::Cube(kind, n)).name();
        for n in 3..=6 {
            assert_eq!(square(SquareKind::Magic, n), "rearrange", "order {n}");
            // What makes rearrange the best there: the semi-magic count, exactly.
            assert!(reference::exact_semi_magic_total(n).is_some(), "order {n}");
        }
        assert_eq!(reference::exact_semi_magic_total(7), None);
        assert_eq!(square(SquareKind::Magic, 7), "smc");
        assert_eq!(square(SquareKind::Magic, 11), "smc");
        assert_eq!(square(SquareKind::Magic, 12), "anneal");
        assert_eq!(square(SquareKind::SemiMagic, 12), "population");
        assert_eq!(square(SquareKind::Associative, 8), "smc");
        assert_eq!(square(SquareKind::Pandiagonal, 5), "smc");
        assert_eq!(square(SquareKind::Pandiagonal, 7), "population");
        assert_eq!(square(SquareKind::Ultramagic, 7), "population");
        assert_eq!(cube(CubeKind::Simple, 3), "smc");
        assert_eq!(cube(CubeKind::Associative, 4), "smc");
        assert_eq!(cube(CubeKind::Simple, 4), "pairings");
        assert_eq!(cube(CubeKind::SemiMagic, 4), "pairings");
        assert_eq!(cube(CubeKind::Pantriagonal, 4), "pairings");
        assert_eq!(cube(CubeKind::Simple, 5), "population");
    }

    #[test]
    fn every_figure_that_exists_can_be_sampled_by_its_default_method() {
        let all = SquareKind::ALL
            .iter()
            .flat_map(|&k| (1..=32).map(move |n| Figures::Square(k, n)))
            .chain(
                CubeKind::ALL
                    .iter()
                    .flat_map(|&k| (1..=8).map(move |n| Figures::Cube(k, n))),
            );
        for figures in all.filter(|f| f.nonexistence().is_none()) {
            let method = recommended(figures);
            if let Err(e) = method.compile(figures, &Settings::new()) {
                panic!("{figures:?} by {}: {e}", method.name());
            }
        }
    }

    /// Every method has a name of its own, one line of description, a scope, and settings
    /// documented; the names are found again.
    #[test]
    fn every_method_says_what_it_is() {
        for (i, m) in METHODS.iter().enumerate() {
            assert_eq!(method_named(m.name()).map(|f| f.name()), Some(m.name()));
            assert!(METHODS[..i].iter().all(|o| o.name() != m.name()), "{}", m.name());
            for text in [m.description(), m.scope()] {
                assert!(!text.is_empty() && !text.contains('\n'), "{}: {text}", m.name());
            }
            assert!(m.settings().iter().all(|s| !s.about.is_empty()), "{}", m.name());
        }
        assert!(method_named("magic").is_none());
        assert_eq!(
            method_names(),
            "knuth, sis, sis-uniform, anneal, population, smc, rearrange or pairings"
        );
    }

    /// A setting the method does not read is refused with the methods that do; one no method
    /// reads, as such.
    #[test]
    fn settings_a_method_does_not_read_are_refused() {
        let refused = |m: &dyn Method, name| {
            check_settings_known(m, &Settings::new().with(name, 1))
                .unwrap_err()
                .to_string()
        };
        assert!(refused(&sis::SIS, "tail").contains(
            "the sis method has no tail setting (only knuth, smc, rearrange and pairings take one)"
        ));
        assert!(refused(&anneal::AnnealMethod, "replicas").contains("(only population takes one)"));
        assert!(refused(&knuth::KnuthMethod, "tails").contains("no method has a tails setting"));
        assert!(check_settings_known(
            &knuth::KnuthMethod,
            &Settings::new().with("tail", 3).with("lookahead", 1)
        )
        .is_ok());
    }
}
