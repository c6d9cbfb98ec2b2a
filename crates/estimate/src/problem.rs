//! The estimate as a search-driver problem ([`EstimateProblem`]): a work unit is a batch of
//! samples drawn from its own ChaCha stream of the run seed, its tally the batch mean; the
//! spec records what the pilot settled, so that shards, checkpoints and `cubelab merge`
//! rebuild the same problem without drawing the pilot again.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::format::number::plural;
use crate::magic::kind::CubeKind;
use crate::magic::pairing;
use crate::pilot::{self, Pilot, Setup};
use crate::search::{checkpoint, Problem, RunOptions, Tally};
use crate::stats::{self, Estimate, LogNum};
use crate::{anneal, method_named, population, reference, sis, summary};
use crate::{Budget, Figures, Method, Options, Sampler, Settings, MAX_BATCH, MAX_SECONDS, MAX_UNITS, NAME};

/// The estimate as a search-driver problem.
pub struct EstimateProblem {
    figures: Figures,
    method: &'static dyn Method,
    batch: u64,
    units: u64,
    seed: u64,
    /// The batch means are kept relative to 2^scale_log2.
    scale_log2: i64,
    sampler: Box<dyn Sampler>,
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

impl EstimateProblem {
    /// Compiles the method's sampler and runs the pilot (which fixes the scale and, for a
    /// time budget, the number of samples). Fails when no such figure exists, the figures
    /// are too large for the method, or no pilot sample reached a whole figure.
    pub fn new(opts: &Options) -> Result<EstimateProblem> {
        let started = Instant::now();
        let figures = opts.figures;
        check_settings(opts)?;
        check_figures(figures)?;
        let (sampler, pilot) = opts.method.prepare(&Setup::new(opts, started))?;
        if pilot.hits == 0 {
            if let Budget::Seconds { seconds, .. } = opts.budget {
                if started.elapsed().as_secs_f64() >= seconds {
                    return Err(Error::usage(format!(
                        "--time {seconds} s is too short for {} by {}: none of the pilot's {} reached a whole figure within it; give a longer --time, or --samples",
                        figures.describe(),
                        opts.method.name(),
                        plural(pilot.samples, "sample")
                    )));
                }
            }
            return Err(no_figure_reached(opts, &*sampler, &pilot));
        }
        let samples = sample_count(opts, &*sampler, &pilot, started)?;
        let batch = batch_size(opts, samples);
        let units = unit_count(samples, batch).map_err(|e| match opts.budget {
            // The user gave a time, not these samples: say where the number came from.
            Budget::Seconds { seconds, .. } => Error::usage(format!(
                "a time of {seconds} s holds about {samples} samples at the measured rate: {e}"
            )),
            Budget::Samples(_) => e,
        })?;
        Ok(EstimateProblem {
            figures,
            method: opts.method,
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
                    crate::format::log::log(
                        "resuming: the pilot's scale and settings are read from the checkpoint",
                    );
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
    /// `spec` records, or `None` when `spec` is not a run of `opts`: other figures, method,
    /// seed, setting or number of samples. What the pilot chooses is taken from the spec: a
    /// time budget's samples (the budget is spent at a run's start) and what the method
    /// settles ([`Method::restore`]: population annealing's replicas when the user left them
    /// to it, rearrange's β). Since a pilot with a budget of samples draws from its own
    /// seeded stream, `new` would settle the same: this only saves its work.
    pub fn resumed(opts: &Options, spec: &Value) -> Option<EstimateProblem> {
        let recorded = EstimateProblem::from_spec(spec).ok()?;
        check_settings(opts).ok()?;
        if opts.figures != recorded.figures || opts.method.name() != recorded.method.name() {
            return None;
        }
        let sampler = opts.method.restore(opts.figures, &opts.settings, spec).ok()?;
        let (batch, units) = match opts.budget {
            Budget::Samples(s) => {
                let batch = batch_size(opts, s);
                (batch, unit_count(s, batch).ok()?)
            }
            Budget::Seconds { .. } => (opts.batch.unwrap_or(recorded.batch), recorded.units),
        };
        let p = EstimateProblem {
            figures: opts.figures,
            method: opts.method,
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
    /// again, its scale is read from the spec, and the method's settings are the spec's
    /// fields of their names.
    pub fn from_spec(spec: &Value) -> Result<EstimateProblem> {
        let bad = || Error::input("header", format!("not an estimate problem: {spec}"));
        let num = |k: &str| spec[k].as_u64().ok_or_else(bad);
        let order = num("order")? as usize;
        let (noun, kind) = (spec["figure"].as_str(), spec["kind"].as_str());
        let figures = Figures::named(noun.ok_or_else(bad)?, kind.ok_or_else(bad)?, order).ok_or_else(bad)?;
        let method = spec["method"].as_str().and_then(method_named).ok_or_else(bad)?;
        let mut settings = Settings::new();
        for s in method.settings() {
            settings.set_some(s.name, spec[s.name].as_u64());
        }
        let p = EstimateProblem {
            figures,
            method,
            batch: num("batch")?,
            units: num("units")?,
            seed: num("seed")?,
            scale_log2: spec["scale_log2"].as_i64().ok_or_else(bad)?,
            sampler: method.restore(figures, &settings, spec)?,
            running: None,
        };
        if p.spec() != *spec {
            return Err(bad());
        }
        Ok(p)
    }

    /// The figures being counted.
    pub fn figures(&self) -> Figures {
        self.figures
    }

    /// The method that draws the samples.
    pub fn method(&self) -> &'static dyn Method {
        self.method
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

    /// What the run counts: the figures, or the part of them the method reaches.
    fn counted(&self) -> String {
        match self.sampler.part() {
            Some(part) => part.counted.into(),
            None => self.figures.describe(),
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
            crate::format::log::log(format_args!(
                "estimate {} after {} samples in {:.0} s (this run): relative error {:.3e}",
                e.mean.scientific(6),
                e.samples,
                r.started.elapsed().as_secs_f64(),
                e.relative_error()
            ));
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

/// Refuses a setting the method does not read, a budget of no samples or of a time that is
/// not above 0 and at most [`MAX_SECONDS`], and a batch of none or of too many, before the
/// pilot's work.
fn check_settings(opts: &Options) -> Result<()> {
    crate::check_settings_known(opts.method, &opts.settings)?;
    match opts.budget {
        Budget::Samples(0) => return Err(Error::usage("an estimate needs at least one sample")),
        Budget::Seconds { seconds, .. } if !(seconds > 0.0 && seconds <= MAX_SECONDS) => {
            return Err(Error::usage(format!(
                "a time budget of {seconds} s: a time above 0 and at most {MAX_SECONDS:e} s (about 31 years)"
            )))
        }
        _ => {}
    }
    match opts.batch {
        Some(0) => Err(Error::usage("a batch needs at least one sample")),
        Some(b) if b > MAX_BATCH => Err(Error::usage(format!(
            "batches of {b} samples: at most {MAX_BATCH} (a unit holds its batch in memory)"
        ))),
        _ => Ok(()),
    }
}

/// Refuses figures no method takes, from their size alone and before anything is built
/// (issue 68: an order-400 cube built 0.9 GB of constraints before it was refused, order
/// 1000 aborted): more cells than any method takes, or no figure at all.
fn check_figures(figures: Figures) -> Result<()> {
    let most = MOST_CELLS;
    match figures.cells() {
        None => {
            return Err(Error::usage(format!(
                "{}: more cells than a 64-bit number counts",
                figures.describe()
            )))
        }
        Some(cells) if cells > most => {
            return Err(Error::usage(format!(
                "{}: {cells} cells; no estimate method takes more than {most} (squares up to order {}, cubes up to order {})",
                figures.describe(),
                most.isqrt(),
                (1..).take_while(|n: &usize| n.pow(3) <= most).last().unwrap_or(1)
            )))
        }
        Some(_) => {}
    }
    match figures.nonexistence() {
        Some(why) => Err(Error::impossible(why)),
        None => Ok(()),
    }
}

/// The most cells any method takes (anneal, population and sis; the kernel's methods far
/// fewer).
const MOST_CELLS: usize = max(max(anneal::MAX_CELLS, population::MAX_CELLS), sis::MAX_CELLS);

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

/// Why a method whose pilot reached no figure gives no estimate, with the methods that do
/// reach order-4 cubes named.
fn no_figure_reached(opts: &Options, sampler: &dyn Sampler, pilot: &Pilot) -> Error {
    let figures = opts.figures;
    let replicas = match sampler.replicas() {
        Some(r) => format!(" (of {r} replicas each)"),
        None => String::new(),
    };
    let order_4 = matches!(
        figures,
        Figures::Cube(CubeKind::Simple | CubeKind::SemiMagic, pairing::ORDER)
    );
    // A large population reaches these cubes: worth naming unless that was this run.
    let large_population = sampler
        .replicas()
        .is_some_and(|r| r >= population::CUBE4_REPLICAS);
    let mut hint = String::new();
    if order_4 {
        hint +=
            "; --method pairings counts those whose complement pairing maps lines onto lines, a lower bound";
        if !large_population {
            hint += &format!(
                "; --method population --replicas {} reaches all of them in a fifth to a quarter of its runs, a heavy-tailed estimate",
                population::CUBE4_REPLICAS
            );
        }
    }
    Error::impossible(format!(
        "{}: none of {} {} samples{replicas} reached a whole figure, so this method cannot estimate them{hint}",
        figures.describe(),
        pilot.samples,
        opts.method.name()
    ))
}

/// The samples to draw: the user's count, or what the time left of the budget holds at the
/// rate measured (the setup, pilot included, counts against it). A time whose smallest run
/// (two work units) would end past the budget by more than [`overrun_allowed`] is refused,
/// naming the time that would do; one that buys more samples than a run takes is refused,
/// naming the longest time that fits; one that buys fewer than [`summary::FEW_HITS`] hits is
/// said before the run (their standard error is itself unreliable).
fn sample_count(opts: &Options, sampler: &dyn Sampler, pilot: &Pilot, started: Instant) -> Result<u64> {
    let (seconds, threads) = match opts.budget {
        Budget::Samples(s) => return Ok(s),
        Budget::Seconds { seconds, threads } => (seconds, threads),
    };
    let what = format!("{} by {}", opts.figures.describe(), opts.method.name());
    let threads = threads.max(1) as u64;
    // Before the rate's round (a sample a thread at least), the pilot's samples price one:
    // a budget the smallest run cannot meet is refused now.
    let per_sample = pilot.seconds / pilot.samples.max(1) as f64;
    let smallest = started.elapsed().as_secs_f64() + per_sample * (1 + 2u64.div_ceil(threads)) as f64;
    if smallest - seconds > overrun_allowed(seconds) {
        return Err(too_short(
            seconds,
            &what,
            started.elapsed().as_secs_f64(),
            per_sample,
            1,
            smallest,
        ));
    }
    let rate = pilot::throughput(sampler, opts.seed, threads as usize, pilot::timing(seconds)).max(1e-9);
    let setup = started.elapsed().as_secs_f64();
    let samples = ((seconds - setup).max(0.0) * rate) as u64;
    let most = MAX_UNITS * MAX_BATCH;
    if samples > most {
        return Err(Error::usage(format!(
            "--time {seconds} s: {what} draws about {rate:.3e} samples a second here, so it would buy about {samples:.3e} samples, past the {most} a run takes; at most about {:.0} s (or --samples)",
            setup + most as f64 / rate
        )));
    }
    // The smallest run: two units of a batch each, on `threads` threads at once.
    let batch = batch_size(opts, samples);
    let units = samples.div_ceil(batch).max(2);
    let per_thread = rate / threads as f64;
    let run = units.div_ceil(threads) as f64 * batch as f64 / per_thread;
    if setup + run - seconds > overrun_allowed(seconds) {
        return Err(too_short(
            seconds,
            &what,
            setup,
            1.0 / per_thread,
            batch,
            setup + run,
        ));
    }
    let hit_rate = pilot.hits as f64 / pilot.samples.max(1) as f64;
    let hits = samples.max(2 * batch) as f64 * hit_rate;
    if hits < summary::FEW_HITS as f64 && !sampler.counts_whole_tree() {
        let enough = setup + summary::FEW_HITS as f64 / hit_rate.max(1e-9) / rate;
        crate::format::log::log(format_args!(
            "--time {seconds} s buys about {} reaching a whole figure ({what}), fewer than {}: the standard error will itself be unreliable; about {:.0} s would buy {}",
            plural(hits.round() as u64, "sample"),
            summary::FEW_HITS,
            enough.ceil(),
            summary::FEW_HITS
        ));
    }
    Ok(samples)
}

/// A time budget too short for the smallest run of `what`: the setup took `setup` seconds, a
/// sample takes `per_sample` on a thread, units hold `batch` samples, and the smallest run
/// would end after `ends` seconds. The time suggested leaves the setup its share.
fn too_short(seconds: f64, what: &str, setup: f64, per_sample: f64, batch: u64, ends: f64) -> Error {
    let needed = ends.max(setup / pilot::SETUP_SHARE) * 1.2;
    Error::usage(format!(
        "--time {seconds} s is too short for {what}: the setup took {setup:.1} s and a sample takes about {per_sample:.2} s a thread, so the smallest run (2 units of {}) would end after about {ends:.0} s; give --time {:.0}s or more, or --samples",
        plural(batch, "sample"),
        needed.ceil()
    ))
}

/// How far past its time budget a run may end: a few seconds, a tenth of a long budget.
fn overrun_allowed(seconds: f64) -> f64 {
    (seconds / 10.0).max(3.0)
}

/// Samples a work unit: the user's (checked by [`check_settings`]), or the method's default.
fn batch_size(opts: &Options, samples: u64) -> u64 {
    opts.batch.unwrap_or_else(|| opts.method.default_batch(samples))
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

impl Problem for EstimateProblem {
    fn spec(&self) -> Value {
        let f = self.figures;
        let s = &self.sampler;
        let mut spec = json!({
            "name": NAME, "figure": f.noun(), "order": f.order(), "kind": f.kind_name(),
            "method": self.method.name(), "tail": s.tail(), "lookahead": s.lookahead(),
            "batch": self.batch, "units": self.units, "seed": self.seed, "scale_log2": self.scale_log2,
        });
        s.record(&mut spec);
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
        let whole = self.sampler.counts_whole_tree();
        if let Some(part) = self.sampler.part() {
            // A part of the figures: neither their exact count nor a published figure for
            // all of them applies.
            let (mut fields, text) = summary::summarize(self.figures, &what, &e, None, &[], whole);
            fields["scope"] = json!(part.scope);
            // The most important fact (a lower bound on all of them) comes first, the why last.
            let (bound, why) = part.scope.split_once(": ").unwrap_or((part.scope, ""));
            let text = format!("{bound} (what it leaves out: last line)\n{text}left out: {why}\n");
            return (fields, text);
        }
        let known = reference::known(self.figures);
        let exact = reference::exact_total(self.figures);
        summary::summarize(self.figures, &what, &e, exact, &known, whole)
    }

    fn heading(&self) -> String {
        format!(
            "{} on 1..{}: {} estimator{}, {} of {}, seed {}\n",
            self.counted(),
            self.figures.cells().unwrap_or(0),
            self.method.name(),
            self.sampler.detail(),
            plural(self.units, "unit"),
            plural(self.batch, "sample"),
            self.seed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;
    use crate::{anneal, knuth, pairing_families, rearrange, sis, smc, METHODS};

    fn options(figures: Figures, method: &'static dyn Method, samples: u64) -> Options {
        Options {
            seed: 3,
            ..Options::new(figures, method, Budget::Samples(samples))
        }
    }

    /// The runs the resume test takes: every method, each with what its pilot settles
    /// (the scale; population annealing's replicas when left to it; rearrange's β).
    fn resumable_runs() -> Vec<Options> {
        let square = Figures::Square(SquareKind::Magic, 4);
        let semi_magic = Figures::Square(SquareKind::SemiMagic, 3);
        vec![
            options(square, &knuth::KnuthMethod, 300),
            options(square, &sis::SIS, 300),
            options(square, &sis::SIS_UNIFORM, 300),
            // The pantriagonal cubes' 7 families compile in a tenth of the time of the
            // simple cubes' 52; no tail given: one would price the exact work of each tree.
            options(
                Figures::Cube(CubeKind::Pantriagonal, 4),
                &pairing_families::PairingFamiliesMethod,
                3,
            )
            .with("particles", 100),
            options(square, &anneal::AnnealMethod, 6).with("steps", 2000),
            options(semi_magic, &population::PopulationMethod, 3),
            options(square, &smc::SmcMethod, 5).with("particles", 30),
            options(square, &rearrange::RearrangeMethod, 5).with("particles", 30),
        ]
    }

    /// A run resumed from its spec is the problem the pilot built, down to its samples; the
    /// pilot is not drawn again. Options of another run do not resume it: each change below
    /// makes `new` build another problem, which the checkpoint then refuses.
    #[test]
    fn a_run_resumes_from_its_spec_and_only_its_own() {
        let runs = resumable_runs();
        // A method added later is tested here too: what its pilot settles must reach the spec
        // that `resumed` compares.
        for method in METHODS {
            assert!(
                runs.iter().any(|o| o.method.name() == method.name()),
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
                    figures: Figures::Square(SquareKind::Magic, 5),
                    ..opts.clone()
                },
                Options {
                    method: &knuth::KnuthMethod,
                    settings: Settings::new(),
                    ..opts.clone()
                },
            ];
            match opts.method.name() {
                "anneal" => others.push(opts.clone().with("steps", 3000)),
                "knuth" => {
                    others[4].method = &sis::SIS;
                    // The default tail here is 3.
                    others.push(opts.clone().with("tail", 5));
                    others.push(opts.clone().with("lookahead", 1));
                }
                "smc" | "rearrange" | "pairings" => others.push(opts.clone().with("particles", 50)),
                "population" => others.push(opts.clone().with("replicas", 50)),
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

    /// A run pointed at the checkpoint of another run, or at a place where no checkpoint can be
    /// written, is refused before its pilot (`new` alone would build it, and the driver refuse
    /// it only after the pilot's work); the run of the checkpoint itself resumes.
    #[test]
    fn a_checkpoint_of_another_run_or_nowhere_is_refused_before_the_pilot() {
        let opts = options(Figures::Square(SquareKind::Magic, 4), &knuth::KnuthMethod, 300);
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
        let other = Options {
            seed: 4,
            ..opts.clone()
        };
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
}
