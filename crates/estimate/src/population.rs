//! population: population annealing (Hukushima and Iba 2003; Machta 2010), written apart
//! from the enumeration kernel and from the other methods so that it shares nothing with
//! them but the kind's list of cell sets.
//!
//! # The model
//!
//! A state is any arrangement of the values `0..N` in the `N` cells (a permutation); its
//! energy `E` is the sum, over the kind's cell sets, of the squared difference between the
//! set's sum and the sum it must have. `E` is a non-negative integer and is 0 exactly on the
//! figures. At inverse temperature `b` a state has weight `exp(-b E)`; the partition function
//! `Z(b)` is the sum of the weights, so `Z(0) = N!` and `Z(b)` falls towards the number of
//! figures as `b` grows.
//!
//! # One sample
//!
//! One sample is one population-annealing run along a fixed schedule `0 = b_0 < b_1 < ... <
//! b_K`:
//! 1. `R` replicas are drawn uniformly at random (the exact distribution at `b_0 = 0`).
//! 2. For each step `k`: every replica gets the weight `w_i = exp(-(b_k - b_{k-1}) E_i)`; the
//!    step's ratio is the mean weight; `R` replicas are resampled with probabilities
//!    proportional to `w` (systematic resampling: replica `i` is copied `R w_i / sum w` times
//!    on average); then each replica makes Metropolis pair swaps at `b_k`.
//! 3. At the end the weight of a replica is 1 if it is a figure, else 0, and the last ratio is
//!    the fraction of figures among the replicas.
//!
//! The sample is `X = N! x (product of the ratios)`, returned as `ln X` (`None` when no replica
//! ended on a figure).
//!
//! # Why `E[X]` is the number of figures, exactly
//!
//! Write `g_k(x) = exp(-b_k E(x))` for the unnormalised weights (and `g_{K+1}(x) = 1` if `x` is
//! a figure, else 0), `Z_k` for their sums over all permutations, and `G_k = g_{k+1} / g_k`
//! (which is `exp(-(b_{k+1} - b_k) E)`, and at the last step the indicator of `E = 0`, since
//! `g_K = 1` there). Let `M_k` be the Metropolis kernel at `b_k`: it leaves the distribution
//! `g_k / Z_k` unchanged, because swap proposals are symmetric. So for every function `f`,
//! `sum_x g_k(x) G_k(x) (M_{k+1} f)(x) = sum_x g_{k+1}(x) (M_{k+1} f)(x) = sum_x g_{k+1}(x)
//! f(x)`, i.e. `Z_k pi_k(G_k M_{k+1} f) = Z_{k+1} pi_{k+1}(f)`.
//!
//! Let `P_k` be the product of the first `k` ratios and `x^1..x^R` the replicas before step
//! `k+1`, and define the random functional `Y_k(f) = N! P_k (1/R) sum_i f(x^i)`. Given the
//! replicas, the resampling copies replica `i` on average `R G_k(x^i) / sum_j G_k(x^j)`
//! times and each copy then moves by `M_{k+1}`, so
//! `E[Y_{k+1}(f) | x] = N! P_k (1/R) sum_j G_k(x^j) x sum_i (G_k(x^i) / sum_j G_k(x^j))
//! (M_{k+1} f)(x^i) = Y_k(G_k M_{k+1} f)`. At the start the replicas are uniform, so
//! `E[Y_0(f)] = Z_0 pi_0(f)`; by induction over `k` (the claim holds for every `f` at once)
//! `E[Y_k(f)] = Z_k pi_k(f)`. With `f = 1` after the last step, `E[X] = Z_{K+1}`, the number
//! of figures. Nothing here needs the Metropolis moves to mix, the schedule to be fine, or `R`
//! to be large: those only set the variance. The schedule must not depend on the run's own
//! draws, so it is fixed up front from the target (the same on every shard) and recorded in the
//! run's spec.
//!
//! # Independent samples, error bars
//!
//! Each run draws from its own random stream, so the samples `X` are independent and the
//! batch-means machinery of [`super::stats`] applies unchanged; a run is costly, so a work unit
//! is usually one run. `ln X` of a run is close to normal with a spread that shrinks like
//! `1/sqrt(R K)` (the thermodynamic length of the schedule squared over `R K`), so the mean of
//! a few dozen runs is near-normal too.
//!
//! # Moves and cost
//!
//! A move picks a cell and a value difference `d` in `1..=D(b)` with a random sign and proposes
//! to swap the cell's value `v` with `v + d` (wherever it stands); out-of-range proposals are
//! rejected. The proposal is symmetric, so Metropolis acceptance `min(1, exp(-b dE))` keeps
//! `g_b` invariant. `D(b)` narrows as `b` grows so that moves stay likely to be accepted: a swap
//! of values `d` apart changes about four sets by `d`, costing about `4 d^2` in energy.
//! Each cell keeps the list of its sets and each replica its sets' deviations, so a move costs
//! a few additions whatever the order; nothing is allocated inside a run after its start.

use rand::{Rng, SeedableRng};
use rand_chacha::{ChaCha20Rng, ChaCha8Rng};
use serde_json::Value;

use crate::error::{Error, Result};
use crate::format::number::plural;
use crate::magic::kind::Constraint;
use crate::pilot::{Pilot, PilotLimits, Setup};
use crate::stats::Sample;
use crate::{Figures, Method, Sampler, Setting, Settings};

/// Most replicas times cells a run keeps: 4096 x 4096 cells of two buffers of positions and
/// values (8 bytes a cell) is 128 MiB per run, whatever the figure's size.
pub const MAX_REPLICA_CELLS: usize = 4096 * 4096;
/// Most replicas the pilot doubles the default to on its own: more are the user's choice
/// (`--replicas`), since a run of them can take minutes.
pub const AUTO_REPLICAS: usize = 4096;
/// Replicas that reach order-4 simple and semi-magic cubes in a fifth to a quarter of the runs
/// (research/notes/order4-cubes.md), which the refusal of those cubes suggests.
pub const CUBE4_REPLICAS: usize = 16_384;

/// The population pilot's runs at most at the default replicas (a run costs seconds): a run
/// is close to log-normal with a small spread, so one that reaches figures fixes the scale.
const PILOT_SAMPLES: u64 = 4;
/// Its runs at each number of replicas once a miss has shown the kind to be hard for the
/// default replicas.
const PILOT_HARD_SAMPLES: u64 = 8;

/// The population method.
pub struct PopulationMethod;

/// The settings population annealing reads.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "replicas",
        about: "replicas of one run [default: from the order, 64 to 1000, doubled by the pilot up to 4096 while its runs miss the figures]",
    },
    Setting {
        name: "particles",
        about: "the old spelling of replicas, still read in recorded commands",
    },
];

/// Population annealing's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PopulationSettings {
    /// Replicas of one run (`None`: the default for the figures, which the pilot doubles
    /// while its runs miss them).
    pub replicas: Option<usize>,
}

impl PopulationSettings {
    /// The settings of `settings` that population annealing reads: `replicas`, or
    /// `particles`, the name `--particles` gave them until `--replicas` was added; not both.
    pub fn of(settings: &Settings) -> Result<PopulationSettings> {
        let replicas = match (settings.count("replicas"), settings.count("particles")) {
            (Some(_), Some(_)) => {
                return Err(Error::usage(
                    "population annealing takes its replicas from --replicas or from --particles (the old spelling), not both",
                ))
            }
            (r, p) => r.or(p),
        };
        Ok(PopulationSettings { replicas })
    }
}

impl Method for PopulationMethod {
    fn name(&self) -> &'static str {
        "population"
    }

    fn description(&self) -> &'static str {
        "population annealing: replicas of random arrangements cooled and resampled together"
    }

    fn scope(&self) -> &'static str {
        "squares and cubes of at most 4096 cells"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        let replicas = PopulationSettings::of(settings)?.replicas;
        Ok(Box::new(build(figures, replicas)?))
    }

    /// The pilot, and the replicas when the user left them to it.
    ///
    /// A population too small for the kind freezes before any replica is a figure
    /// (pandiagonal squares of order 7 at the default 284 replicas), or reaches one in a
    /// lucky run and misses in most. Unless the user chose the replicas, the pilot draws runs,
    /// stopping at the first that misses, and doubles the replicas until all of them reach a
    /// figure: four runs at the default, eight once a miss has shown the kind to be hard, and
    /// then one doubling more for a margin. Measured at pandiagonal order 7
    /// (docs/estimates/results.md, "Other kinds"): 1136 replicas hit in 16 runs of 24, 2272
    /// in 21 of 24, 4096 in 196 of 200; four hits in four at a hit rate of 2/3 happen one time
    /// in five, eight in eight at 7/8 one time in three. It stops at [`AUTO_REPLICAS`]. The
    /// pilot is a count of seeded runs, so every shard of a run settles on the same number;
    /// the spec records it. Under a time budget the first level stops early, every run so far
    /// a hit, once it has spent a twentieth of the budget: an order-30 run takes 40 s, and
    /// four of them would eat a ten-minute budget.
    fn prepare(&self, setup: &Setup<'_>) -> Result<(Box<dyn Sampler>, Pilot)> {
        let figures = setup.figures();
        let opts = setup.options();
        let chosen = PopulationSettings::of(setup.settings())?.replicas;
        let mut sampler = build(figures, chosen)?;
        if chosen.is_some() {
            let pilot = setup.pilot(&sampler);
            return Ok((Box::new(sampler), pilot));
        }
        let until = setup.budget_share(1.0 / 20.0);
        let mut pilot = doubling_pilot(setup, &sampler, PILOT_SAMPLES, until);
        let mut margin = false;
        loop {
            let replicas = sampler.schedule().replicas;
            let all_hit = pilot.hits == pilot.samples;
            if (all_hit && !margin) || replicas >= AUTO_REPLICAS {
                break;
            }
            let more = (2 * replicas).min(AUTO_REPLICAS);
            // Under a time budget the doubling stops when the budget is spent: the run could
            // not keep it (issue 68: the pilot ran before the clock).
            if setup
                .budget_share(1.0)
                .is_some_and(|end| std::time::Instant::now() >= end)
            {
                return Err(Error::usage(format!(
                    "the time budget is spent and the pilot is still choosing the replicas for {} ({} of {} runs of {replicas} reached a whole figure); give a longer --time, or --replicas {more} or more",
                    figures.describe(),
                    pilot.hits,
                    pilot.samples
                )));
            }
            if opts.progress {
                let why = if all_hit {
                    "; doubling once more for a margin"
                } else {
                    ""
                };
                crate::format::log::log(format_args!(
                    "pilot: {} of {} runs of {replicas} replicas reached a whole figure{why}; trying {more} replicas",
                    pilot.hits, pilot.samples
                ));
            }
            // Past the first level at which every run hits, one more doubling and no more.
            margin = !all_hit;
            sampler = build(figures, Some(more))?;
            // Under a time budget a level stops at its end (every run so far a hit).
            pilot = doubling_pilot(setup, &sampler, PILOT_HARD_SAMPLES, setup.budget_share(1.0));
        }
        Ok((Box::new(sampler), pilot))
    }

    /// The replicas the pilot chose, read from the spec's schedule when the user left them
    /// to it.
    fn restore(&self, figures: Figures, settings: &Settings, spec: &Value) -> Result<Box<dyn Sampler>> {
        let chosen = PopulationSettings::of(settings)?.replicas;
        let recorded = spec["schedule"]["replicas"].as_u64().map(|r| r as usize);
        Ok(Box::new(build(figures, chosen.or(recorded))?))
    }

    /// One run a unit: a run is costly.
    fn default_batch(&self, _samples: u64) -> u64 {
        1
    }
}

/// Population annealing on `figures`, with `replicas` or (for the pilot to double) the
/// default.
fn build(figures: Figures, replicas: Option<usize>) -> Result<Population> {
    let cells = figures.within_cells("population", MAX_CELLS)?;
    let constraints = figures.constraints();
    let p = Population::new(cells, &constraints).ok_or_else(|| figures.fractional())?;
    let Some(replicas) = replicas else {
        return Ok(p);
    };
    let most = max_replicas(cells);
    if !(1..=most).contains(&replicas) {
        return Err(Error::usage(format!(
            "{replicas} replicas: a population run of figures of {cells} cells takes 1 to {most}"
        )));
    }
    let schedule = Schedule {
        replicas,
        ..p.schedule().clone()
    };
    Population::with_schedule(cells, &constraints, schedule).ok_or_else(|| figures.fractional())
}

/// The doubling pilot: up to `all` runs, stopping at the first that reaches no figure (a
/// miss is all the doubling needs to know) while the replicas can still be doubled; at the
/// bound, all of them, and any hit lets the run go on. `until`: see [`PilotLimits`].
fn doubling_pilot(
    setup: &Setup<'_>,
    sampler: &Population,
    all: u64,
    until: Option<std::time::Instant>,
) -> Pilot {
    let at_bound = sampler.schedule().replicas >= AUTO_REPLICAS;
    let limits = PilotLimits {
        stop_at_miss: !at_bound,
        until,
        end: setup.budget_share(1.0),
        ..PilotLimits::new(all, all)
    };
    setup.pilot_within(sampler, limits)
}

impl Sampler for Population {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(Population::sample(self, rng))
    }

    fn detail(&self) -> String {
        format!(" ({})", self.schedule())
    }

    /// A run is close to log-normal with a small spread: one that reaches figures fixes the
    /// scale.
    fn pilot_limits(&self) -> (u64, u64) {
        (PILOT_SAMPLES, 1)
    }

    fn record(&self, spec: &mut Value) {
        spec["schedule"] = self.schedule().to_spec();
    }

    fn replicas(&self) -> Option<usize> {
        Some(self.schedule().replicas)
    }
}

/// Most replicas a run of figures with `cells` cells keeps ([`MAX_REPLICA_CELLS`]).
pub fn max_replicas(cells: usize) -> usize {
    (MAX_REPLICA_CELLS / cells.max(1)).max(1)
}
/// Most cells (so values fit in `u16`).
pub const MAX_CELLS: usize = 4096;

/// How a run anneals: how many replicas, the inverse temperatures, and the moves per step.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedule {
    /// Replicas `R`.
    pub replicas: usize,
    /// Inverse temperatures `b_1 < ... < b_K` (the run starts at 0).
    pub betas: Vec<f64>,
    /// Sweeps per step: each replica makes `sweeps x cells` proposals at each temperature.
    pub sweeps: usize,
    /// Sweeps per step from `cold_from` on, where the replicas are near figures and move
    /// slowly.
    pub cold_sweeps: usize,
    /// Inverse temperature from which a step makes `cold_sweeps` sweeps.
    pub cold_from: f64,
}

impl Schedule {
    /// Sweeps per step at inverse temperature `beta`.
    pub fn sweeps_at(&self, beta: f64) -> usize {
        if beta >= self.cold_from {
            self.cold_sweeps
        } else {
            self.sweeps
        }
    }

    /// The schedule as the run's spec records it (the inverse temperatures by their number and
    /// ends: they follow from the target, see [`Population::new`]).
    pub fn to_spec(&self) -> serde_json::Value {
        serde_json::json!({
            "replicas": self.replicas,
            "steps": self.betas.len(),
            "sweeps": self.sweeps,
            "cold_sweeps": self.cold_sweeps,
            "cold_from": self.cold_from,
            "beta_first": self.betas.first(),
            "beta_last": self.betas.last(),
        })
    }
}

impl std::fmt::Display for Schedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} replicas, {} temperatures from b = {:.3e} to {:.3}, {} each ({} from b = {})",
            self.replicas,
            self.betas.len(),
            self.betas.first().copied().unwrap_or(0.0),
            self.betas.last().copied().unwrap_or(0.0),
            plural(self.sweeps as u64, "sweep"),
            self.cold_sweeps,
            self.cold_from
        )
    }
}

/// Sweeps per step in the cold steps of the default schedule, and where they start.
const COLD_SWEEPS: usize = 5;
const COLD_FROM: f64 = 0.1;

/// The population-annealing sampler compiled for one kind and order.
#[derive(Clone, Debug)]
pub struct Population {
    cells: usize,
    /// Sum each set must reach (values are `0..cells`).
    targets: Vec<i64>,
    /// Cells of every set, concatenated; set `s` is `set_cells[set_start[s]..set_start[s+1]]`.
    set_start: Vec<usize>,
    set_cells: Vec<u16>,
    /// Sets through every cell, the same way.
    cell_start: Vec<usize>,
    cell_sets: Vec<u32>,
    /// The sets through every cell as a bit mask, when there are at most 64 sets (magic
    /// squares up to order 31, the simple and semi-magic cubes of order 4); empty otherwise.
    /// Two cells' shared sets are then one AND and a count of bits rather than a search of one
    /// list in the other, in the energy change of a move, the hottest step of a run
    /// (docs/runs/bench-population-set-mask).
    cell_mask: Vec<u64>,
    /// ln N!
    ln_total: f64,
    schedule: Schedule,
}

/// What one run did, step by step (for tuning and tests).
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// ln of every step's ratio (the mean weight), the last one the fraction of figures.
    pub ln_ratios: Vec<f64>,
    /// Effective sample size of every step's weights as a fraction of `R`:
    /// `(sum w)^2 / (R sum w^2)`.
    pub ess: Vec<f64>,
    /// Mean energy of the replicas after every step's moves.
    pub mean_energy: Vec<f64>,
    /// Fraction of proposals accepted at every step.
    pub acceptance: Vec<f64>,
    /// ln X: `None` when no replica ended on a figure.
    pub ln_x: Option<f64>,
    /// The replicas that ended on a figure, one entry per replica (copies of one figure
    /// repeat, so shares among them are shares of the run's final population): the value,
    /// from 0, in each cell.
    pub figures: Vec<Vec<u16>>,
}

/// The replicas of one run: values, positions, set deviations and energies, replica-major.
struct Replicas {
    /// Value in each cell.
    value: Vec<u16>,
    /// Cell of each value.
    cell: Vec<u16>,
    /// Each set's sum minus its target.
    dev: Vec<i64>,
    energy: Vec<i64>,
}

impl Replicas {
    fn new(r: usize, cells: usize, sets: usize) -> Replicas {
        Replicas {
            value: vec![0; r * cells],
            cell: vec![0; r * cells],
            dev: vec![0; r * sets],
            energy: vec![0; r],
        }
    }

    /// Replica `to` of `self` becomes replica `from` of `src`.
    fn copy_from(&mut self, to: usize, src: &Replicas, from: usize, cells: usize, sets: usize) {
        let (t, f) = (to * cells, from * cells);
        self.value[t..t + cells].copy_from_slice(&src.value[f..f + cells]);
        self.cell[t..t + cells].copy_from_slice(&src.cell[f..f + cells]);
        let (t, f) = (to * sets, from * sets);
        self.dev[t..t + sets].copy_from_slice(&src.dev[f..f + sets]);
        self.energy[to] = src.energy[from];
    }
}

/// One replica's state, borrowed for its moves.
struct One<'a> {
    value: &'a mut [u16],
    cell: &'a mut [u16],
    dev: &'a mut [i64],
    energy: &'a mut i64,
}

impl Population {
    /// The sampler for these sets on `cells` cells with the default schedule for them;
    /// `None` when some set cannot reach a whole-number sum (then no figure exists) or the
    /// figure is larger than [`MAX_CELLS`].
    pub fn new(cells: usize, constraints: &[Constraint]) -> Option<Population> {
        let mut p = Population::with_schedule(
            cells,
            constraints,
            Schedule {
                replicas: 1,
                betas: Vec::new(),
                sweeps: 1,
                cold_sweeps: 1,
                cold_from: 0.0,
            },
        )?;
        p.schedule = p.default_schedule();
        Some(p)
    }

    /// The sampler with a schedule of one's own (`None` as for [`Population::new`], or when
    /// the schedule has no replicas, too many, or inverse temperatures that do not increase
    /// from above 0).
    pub fn with_schedule(cells: usize, constraints: &[Constraint], schedule: Schedule) -> Option<Population> {
        if !(2..=MAX_CELLS).contains(&cells) || !(1..=max_replicas(cells)).contains(&schedule.replicas) {
            return None;
        }
        let increasing = schedule.betas.windows(2).all(|w| w[0] < w[1]);
        if !increasing
            || schedule
                .betas
                .first()
                .is_some_and(|&b| !(b > 0.0 && b.is_finite()))
        {
            return None;
        }
        let total = (cells * (cells - 1) / 2) as i64;
        let mut targets = Vec::with_capacity(constraints.len());
        let (mut set_start, mut set_cells) = (vec![0], Vec::new());
        let mut through = vec![Vec::new(); cells];
        for (s, c) in constraints.iter().enumerate() {
            // |set| x mean value, with mean = total / cells.
            let num = c.cells.len() as i64 * total;
            if num % cells as i64 != 0 {
                return None;
            }
            targets.push(num / cells as i64);
            for &x in &c.cells {
                set_cells.push(x as u16);
                through[x as usize].push(s as u32);
            }
            set_start.push(set_cells.len());
        }
        let mut cell_start = vec![0];
        let mut cell_sets = Vec::new();
        for t in &through {
            cell_sets.extend_from_slice(t);
            cell_start.push(cell_sets.len());
        }
        let cell_mask = if constraints.len() <= 64 {
            through
                .iter()
                .map(|t| t.iter().fold(0u64, |m, &s| m | 1 << s))
                .collect()
        } else {
            Vec::new()
        };
        let ln_total = (2..=cells).map(|k| (k as f64).ln()).sum();
        Some(Population {
            cells,
            targets,
            set_start,
            set_cells,
            cell_start,
            cell_sets,
            cell_mask,
            ln_total,
            schedule,
        })
    }

    /// The schedule the runs follow.
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// The schedule used unless one is given: inverse temperatures evenly spaced in
    /// `ln(1 + 2 v b)`, with `v` the variance of a set's sum at `b = 0`. When the set sums
    /// are near-normal with variance `v / (1 + 2 v b)`, that spacing keeps the weights' spread
    /// the same at every step (constant thermodynamic speed). It ends at `b = ln(sets) + 2`,
    /// where states one unit off in a pair of sets weigh `e^-4` of a figure... (see docs).
    ///
    /// In that picture the schedule's thermodynamic length is `L = sqrt(sets / 2) ln(1 + 2 v
    /// b_max)` and the variance of ln X about `L^2 / (K R)`. `K = 4 sqrt(sets) ln(1 + 2 v
    /// b_max)` steps keep each step's weights close (effective sample size about 95 %), and
    /// `R = 8 L` replicas (64 to 1000) gave a spread of ln X of 0.2-0.35 at orders 5-20
    /// (docs/estimates/results.md: more replicas pay better). Below `b = 0.1`
    /// the set sums are a few units off and single swaps rarely help, so those steps make 5
    /// sweeps (on order-12 squares this cut the variance of ln X elevenfold for 2.2 times the
    /// time; docs/runs/estimate-population-tuning).
    fn default_schedule(&self) -> Schedule {
        let sets = self.targets.len().max(1) as f64;
        let v = self.max_set_variance();
        let b_max = sets.ln() + 2.0;
        let log_range = (1.0 + 2.0 * v * b_max).ln();
        let steps = (sets.sqrt() * log_range * 4.0).ceil().max(8.0) as usize;
        let length = (sets / 2.0).sqrt() * log_range;
        Schedule {
            replicas: (8.0 * length).ceil().clamp(64.0, 1000.0) as usize,
            betas: spaced_betas(v, b_max, steps),
            sweeps: 1,
            cold_sweeps: COLD_SWEEPS,
            cold_from: COLD_FROM,
        }
    }

    /// The largest variance of a set's sum when the values are a uniform random permutation:
    /// `m` values drawn without replacement from `0..N` have sum variance
    /// `m (N^2 - 1)/12 (N - m)/(N - 1)`.
    fn max_set_variance(&self) -> f64 {
        let n = self.cells as f64;
        self.set_start
            .windows(2)
            .map(|w| {
                let m = (w[1] - w[0]) as f64;
                m * (n * n - 1.0) / 12.0 * (n - m) / (n - 1.0)
            })
            .fold(1.0, f64::max)
    }

    /// One sample: ln X of one run, or `None` when no replica ended on a figure.
    pub fn sample<G: Rng>(&self, rng: &mut G) -> Option<f64> {
        self.run(rng, None)
    }

    /// One run with its step-by-step trace.
    pub fn trace<G: Rng>(&self, rng: &mut G) -> Trace {
        let mut t = Trace::default();
        t.ln_x = self.run(rng, Some(&mut t));
        t
    }

    fn sets(&self) -> usize {
        self.targets.len()
    }

    fn run<G: Rng>(&self, rng: &mut G, mut trace: Option<&mut Trace>) -> Option<f64> {
        // The run's own generator, seeded from the unit's stream: ChaCha with 8 rounds, two and
        // a half times faster than 20 and ample for simulation (a run draws billions).
        let rng = &mut ChaCha8Rng::from_rng(rng).expect("a ChaCha stream never fails");
        let (r, n, s) = (self.schedule.replicas, self.cells, self.sets());
        let mut cur = Replicas::new(r, n, s);
        let mut next = Replicas::new(r, n, s);
        let mut weights = vec![0.0; r];
        let mut accept = Acceptance::default();
        for i in 0..r {
            self.random_state(rng, cur_one(&mut cur, i, n, s));
        }
        let mut ln_x = self.ln_total;
        let mut prev = 0.0;
        for &beta in &self.schedule.betas {
            let (ln_ratio, ess) = reweight(&cur.energy, beta - prev, &mut weights);
            ln_x += ln_ratio;
            resample(rng, &weights, &mut next, &cur, n, s);
            std::mem::swap(&mut cur, &mut next);
            let span = self.span(beta);
            accept.set(beta);
            let mut accepted = 0u64;
            let sweeps = self.schedule.sweeps_at(beta);
            for i in 0..r {
                let one = cur_one(&mut cur, i, n, s);
                accepted += self.moves(rng, span, sweeps * n, &accept, one);
            }
            if let Some(t) = trace.as_deref_mut() {
                t.ln_ratios.push(ln_ratio);
                t.ess.push(ess);
                t.mean_energy
                    .push(cur.energy.iter().sum::<i64>() as f64 / r as f64);
                t.acceptance.push(accepted as f64 / (r * sweeps * n) as f64);
            }
            prev = beta;
        }
        let figures = cur.energy.iter().filter(|&&e| e == 0).count();
        let ln_frac = (figures as f64 / r as f64).ln();
        if let Some(t) = trace {
            t.ln_ratios.push(ln_frac);
            t.figures = (0..r)
                .filter(|&i| cur.energy[i] == 0)
                .map(|i| cur.value[i * n..(i + 1) * n].to_vec())
                .collect();
        }
        (figures > 0).then_some(ln_x + ln_frac)
    }

    /// Largest value difference a move proposes at `beta`: a swap `d` apart costs about
    /// `4 d^2`, so `d` up to `1/sqrt(2 beta)` keeps most proposals affordable.
    fn span(&self, beta: f64) -> usize {
        let d = (0.5 / beta).sqrt().ceil();
        if d.is_finite() && d < self.cells as f64 {
            (d as usize).max(1)
        } else {
            self.cells - 1
        }
    }

    /// A uniformly random permutation (Fisher-Yates) with its deviations and energy.
    fn random_state<G: Rng>(&self, rng: &mut G, one: One<'_>) {
        for (c, v) in one.value.iter_mut().enumerate() {
            *v = c as u16;
        }
        for c in (1..self.cells).rev() {
            one.value.swap(c, rng.gen_range(0..=c));
        }
        for (c, &v) in one.value.iter().enumerate() {
            one.cell[v as usize] = c as u16;
        }
        *one.energy = 0;
        for (set, d) in one.dev.iter_mut().enumerate() {
            let sum: i64 = self.set_cells[self.set_start[set]..self.set_start[set + 1]]
                .iter()
                .map(|&c| one.value[c as usize] as i64)
                .sum();
            *d = sum - self.targets[set];
            *one.energy += *d * *d;
        }
    }

    /// `proposals` Metropolis moves at `beta`; how many were accepted.
    fn moves<G: Rng>(
        &self,
        rng: &mut G,
        span: usize,
        proposals: usize,
        accept: &Acceptance,
        one: One<'_>,
    ) -> u64 {
        let n = self.cells;
        let mut accepted = 0;
        let (cells, spans) = (n as u32, 2 * span as u32);
        for _ in 0..proposals {
            let i = rng.gen_range(0..cells) as usize;
            let r = rng.gen_range(0..spans) as usize;
            let a = one.value[i] as usize;
            let b = if r.is_multiple_of(2) {
                a + r / 2 + 1
            } else {
                a.wrapping_sub(r / 2 + 1)
            };
            if b >= n {
                continue;
            }
            let j = one.cell[b] as usize;
            let delta = self.swap_delta(one.dev, i, j, b as i64 - a as i64);
            if delta > 0 {
                let p = accept.probability(delta);
                if p == 0.0 || rng.gen::<f64>() >= p {
                    continue;
                }
            }
            self.apply_swap(one.dev, i, j, b as i64 - a as i64);
            one.value[i] = b as u16;
            one.value[j] = a as u16;
            one.cell[a] = j as u16;
            one.cell[b] = i as u16;
            *one.energy += delta;
            accepted += 1;
        }
        accepted
    }

    fn sets_of(&self, c: usize) -> &[u32] {
        &self.cell_sets[self.cell_start[c]..self.cell_start[c + 1]]
    }

    /// The energy change when cell `i` gains `d` and cell `j` loses it. Summing over the sets
    /// of each cell as if the other did not move counts a set through both twice, as
    /// `(2x + d) d + (d - 2x) d = 2 d^2`, where the truth is 0 (its sum does not change).
    #[inline(always)]
    fn swap_delta(&self, dev: &[i64], i: usize, j: usize, d: i64) -> i64 {
        let (si, sj) = (self.sets_of(i), self.sets_of(j));
        let gain: i64 = si.iter().map(|&s| dev[s as usize]).sum();
        let loss: i64 = sj.iter().map(|&s| dev[s as usize]).sum();
        let shared = match self.cell_mask.as_slice() {
            [] => si.iter().filter(|s| sj.contains(s)).count() as i64,
            mask => (mask[i] & mask[j]).count_ones() as i64,
        };
        2 * d * (gain - loss) + d * d * (si.len() + sj.len()) as i64 - 2 * d * d * shared
    }

    /// Cell `i` gains `d`, cell `j` loses it (a set through both gets `+d - d`: unchanged).
    #[inline(always)]
    fn apply_swap(&self, dev: &mut [i64], i: usize, j: usize, d: i64) {
        for &s in self.sets_of(i) {
            dev[s as usize] += d;
        }
        for &s in self.sets_of(j) {
            dev[s as usize] -= d;
        }
    }

    /// The energy of an arrangement computed from scratch (for tests).
    #[cfg(test)]
    fn energy_of(&self, value: &[u16]) -> i64 {
        (0..self.sets())
            .map(|set| {
                let sum: i64 = self.set_cells[self.set_start[set]..self.set_start[set + 1]]
                    .iter()
                    .map(|&c| value[c as usize] as i64)
                    .sum();
                (sum - self.targets[set]).pow(2)
            })
            .sum()
    }
}

/// Metropolis acceptance probabilities `exp(-b d)` of energy rises `d` at one temperature,
/// tabulated when the rises that can be accepted are few. A rise with `b d > 40` is rejected
/// outright: `e^-40` is below `2^-53`, the resolution of the uniform draw it would be
/// compared with, so this changes nothing the floating-point comparison did not already.
#[derive(Default)]
struct Acceptance {
    beta: f64,
    table: Vec<f64>,
}

/// Longest acceptance table (entries).
const TABLE: usize = 1 << 16;

impl Acceptance {
    fn set(&mut self, beta: f64) {
        self.beta = beta;
        self.table.clear();
        let top = (40.0 / beta).floor();
        if top < TABLE as f64 {
            self.table
                .extend((0..=top as usize).map(|d| (-beta * d as f64).exp()));
        }
    }

    /// The probability of accepting a rise of `delta` (positive).
    fn probability(&self, delta: i64) -> f64 {
        if self.table.is_empty() {
            let x = self.beta * delta as f64;
            return if x > 40.0 { 0.0 } else { (-x).exp() };
        }
        self.table.get(delta as usize).copied().unwrap_or(0.0)
    }
}

/// Replica `i` of `reps`, borrowed for its moves.
fn cur_one(reps: &mut Replicas, i: usize, cells: usize, sets: usize) -> One<'_> {
    One {
        value: &mut reps.value[i * cells..(i + 1) * cells],
        cell: &mut reps.cell[i * cells..(i + 1) * cells],
        dev: &mut reps.dev[i * sets..(i + 1) * sets],
        energy: &mut reps.energy[i],
    }
}

/// `steps` inverse temperatures from above 0 to `b_max`, evenly spaced in `ln(1 + 2 v b)`.
pub fn spaced_betas(v: f64, b_max: f64, steps: usize) -> Vec<f64> {
    let top = (1.0 + 2.0 * v * b_max).ln();
    let mut betas: Vec<f64> = (1..=steps)
        .map(|k| ((top * k as f64 / steps as f64).exp() - 1.0) / (2.0 * v))
        .collect();
    betas.dedup();
    if let Some(last) = betas.last_mut() {
        *last = b_max;
    }
    betas
}

/// Fills `weights` with `exp(-step (E_i - E_min))`; returns ln of the mean of
/// `exp(-step E_i)` and the effective sample size as a fraction of the replicas.
fn reweight(energy: &[i64], step: f64, weights: &mut [f64]) -> (f64, f64) {
    let low = energy.iter().copied().min().unwrap_or(0);
    let (mut sum, mut sq) = (0.0, 0.0);
    for (w, &e) in weights.iter_mut().zip(energy) {
        *w = (-step * (e - low) as f64).exp();
        sum += *w;
        sq += *w * *w;
    }
    let r = energy.len() as f64;
    (-step * low as f64 + (sum / r).ln(), sum * sum / (r * sq))
}

/// Systematic resampling: `next` gets `R` replicas of `cur`, replica `i` about
/// `R w_i / sum w` times (exactly that on average, which is what keeps the estimate unbiased).
fn resample<G: Rng>(
    rng: &mut G,
    weights: &[f64],
    next: &mut Replicas,
    cur: &Replicas,
    cells: usize,
    sets: usize,
) {
    let r = weights.len();
    let total: f64 = weights.iter().sum();
    let step = total / r as f64;
    let mut point = rng.gen::<f64>() * step;
    let (mut i, mut acc) = (0, weights[0]);
    for j in 0..r {
        while point >= acc && i + 1 < r {
            i += 1;
            acc += weights[i];
        }
        next.copy_from(j, cur, i, cells, sets);
        point += step;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::{CubeKind, SquareKind};
    use rand_chacha::ChaCha20Rng;

    fn square(kind: SquareKind, n: usize, schedule: Schedule) -> Population {
        Population::with_schedule(n * n, &kind.constraints(n), schedule).unwrap()
    }

    #[test]
    fn energy_is_zero_exactly_on_figures() {
        let p = Population::new(9, &SquareKind::Magic.constraints(3)).unwrap();
        // Lo Shu with values 0..9.
        let lo_shu = [1u16, 6, 5, 8, 4, 0, 3, 2, 7];
        assert_eq!(p.energy_of(&lo_shu), 0);
        let mut off = lo_shu;
        off.swap(0, 1);
        // Row 1 keeps its sum; columns 1, 2 are off by 5 and the main diagonal by 5.
        assert_eq!(p.energy_of(&off), 25 * 3);
    }

    #[test]
    fn incremental_energy_matches_recomputation() {
        // The order-5 cube has 79 sets, more than a mask holds: it takes the lists' path.
        for (cells, constraints) in [
            (25, SquareKind::Associative.constraints(5)),
            (64, CubeKind::Simple.constraints(4)),
            (36, SquareKind::Pandiagonal.constraints(6)),
            (125, CubeKind::Simple.constraints(5)),
        ] {
            let p = Population::new(cells, &constraints).unwrap();
            assert_eq!(p.cell_mask.is_empty(), p.sets() > 64);
            let mut rng = ChaCha20Rng::seed_from_u64(3);
            let mut reps = Replicas::new(1, cells, p.sets());
            p.random_state(&mut rng, cur_one(&mut reps, 0, cells, p.sets()));
            for beta in [0.0, 1e-3, 0.3, 3.0] {
                let span = p.span(beta);
                let mut accept = Acceptance::default();
                accept.set(beta);
                let one = cur_one(&mut reps, 0, cells, p.sets());
                p.moves(&mut rng, span, 5000, &accept, one);
                assert_eq!(
                    reps.energy[0],
                    p.energy_of(&reps.value),
                    "{cells} cells at {beta}"
                );
                for (v, &c) in reps.cell.iter().enumerate() {
                    assert_eq!(reps.value[c as usize] as usize, v);
                }
            }
        }
    }

    #[test]
    fn annealing_finds_figures_and_lowers_energy() {
        let p = Population::new(16, &SquareKind::Magic.constraints(4)).unwrap();
        let t = p.trace(&mut ChaCha20Rng::seed_from_u64(1));
        let e = &t.mean_energy;
        assert!(e[e.len() - 1] < 0.1 * e[0], "{e:?}");
        assert!(t.ln_x.is_some());
        assert_eq!(t.ln_ratios.len(), p.schedule().betas.len() + 1);
        // The figures it reports are magic squares (values 0..15, lines summing to 30), as
        // many as the last ratio says.
        let share = t.figures.len() as f64 / p.schedule().replicas as f64;
        assert!((share.ln() - t.ln_ratios[t.ln_ratios.len() - 1]).abs() < 1e-12);
        for f in &t.figures {
            let at = |r: usize, c: usize| f[4 * r + c] as u32;
            let mut sums: Vec<u32> = (0..4).map(|r| (0..4).map(|c| at(r, c)).sum()).collect();
            sums.extend((0..4).map(|c| (0..4).map(|r| at(r, c)).sum::<u32>()));
            sums.push((0..4).map(|i| at(i, i)).sum());
            sums.push((0..4).map(|i| at(i, 3 - i)).sum());
            assert!(sums.iter().all(|&x| x == 30), "{f:?}");
        }
    }

    /// Small populations and a coarse schedule make each run a poor, very variable estimate;
    /// its mean over many runs must still be the exact count (semi-magic squares of order 3:
    /// 72). The test fails on a bias of a few per cent.
    #[test]
    fn mean_of_poor_runs_is_the_exact_count() {
        let p = square(
            SquareKind::SemiMagic,
            3,
            Schedule {
                replicas: 4,
                betas: vec![0.02, 0.1, 0.4, 1.5],
                sweeps: 1,
                cold_sweeps: 2,
                cold_from: 0.3,
            },
        );
        let mut rng = ChaCha20Rng::seed_from_u64(11);
        let k = 40_000;
        let xs: Vec<f64> = (0..k).map(|_| p.sample(&mut rng).map_or(0.0, f64::exp)).collect();
        let (mean, se) = crate::stats::mean_and_se(&xs);
        assert!((mean - 72.0).abs() < 4.0 * se, "{mean} ± {se}");
        // The runs really are poor: their spread is large next to the count.
        let sd = se * (k as f64).sqrt();
        assert!(sd > 10.0, "{sd}");
    }

    #[test]
    fn schedules_are_checked() {
        let c = SquareKind::Magic.constraints(3);
        let s = |replicas, betas: Vec<f64>| Schedule {
            replicas,
            betas,
            sweeps: 1,
            cold_sweeps: 1,
            cold_from: 1.0,
        };
        assert!(Population::with_schedule(9, &c, s(0, vec![1.0])).is_none());
        assert!(Population::with_schedule(9, &c, s(max_replicas(9) + 1, vec![1.0])).is_none());
        assert!(Population::with_schedule(9, &c, s(max_replicas(9), vec![1.0])).is_some());
        assert!(Population::with_schedule(9, &c, s(2, vec![1.0, 0.5])).is_none());
        assert!(Population::with_schedule(9, &c, s(2, vec![0.0, 0.5])).is_none());
        assert!(Population::with_schedule(9, &c, s(2, vec![0.5, 1.0])).is_some());
    }

    #[test]
    fn spacing_is_even_in_the_log() {
        let b = spaced_betas(100.0, 3.0, 10);
        assert_eq!(b.len(), 10);
        assert_eq!(b[9], 3.0);
        let g: Vec<f64> = b.iter().map(|x| (1.0 + 200.0 * x).ln()).collect();
        assert!((g[1] - g[0] - g[0]).abs() < 1e-9);
        assert!((g[9] - g[8] - g[0]).abs() < 1e-9);
    }

    #[test]
    fn systematic_resampling_copies_in_proportion() {
        let cells = 3;
        let mut cur = Replicas::new(4, cells, 1);
        for i in 0..4 {
            cur.energy[i] = i as i64;
        }
        let mut next = Replicas::new(4, cells, 1);
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        resample(&mut rng, &[0.0, 2.0, 1.0, 1.0], &mut next, &cur, cells, 1);
        let mut got = next.energy.clone();
        got.sort();
        assert_eq!(got, vec![1, 1, 2, 3]);
    }
}
