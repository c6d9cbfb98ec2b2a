//! `cubelab square estimate` and `cubelab cube estimate`: the estimators of
//! [`cubelab::estimate`] through the search driver (threads, shards, checkpoints).

use std::process::ExitCode;

use clap::Args;

use super::driver::RunArgs;
use super::OutputArgs;
use cubelab::error::Result;
use cubelab::estimate::{Budget, EstimateProblem, Estimator, Options, Target};
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::search;

/// The options both figures take.
#[derive(Args, Debug)]
pub struct EstimateCommon {
    /// Order n of the figure.
    #[arg(long)]
    pub order: usize,
    /// Estimator: knuth (random probes of the enumeration tree with an exact tail), sis
    /// (guided sequential importance sampling), sis-uniform, anneal (annealed importance
    /// sampling), population (population annealing), smc (a population of knuth probes
    /// resampled at every branching step), rearrange (magic squares of order 3 to 8 through
    /// semi-magic ones: smc on those, each one's magic row-and-column rearrangements counted
    /// exactly; at orders 3 to 6 carried along a random walk over swaps, with the exact
    /// semi-magic count as a control variate), pairings (cubes of order 4 family by family of
    /// a pairing of their cells, smc on one family a sample: simple or semi-magic cubes whose
    /// complement pairing maps rows, columns and pillars onto rows, columns and pillars, a
    /// lower bound on all of them; pantriagonal cubes by the sums of their cells (2, 2, 2)
    /// apart, all of them)
    /// [default: the one measured best for the figure: rearrange for magic squares of order 3
    /// to 6, smc for the other squares up to order 11 (population for pandiagonal, ultramagic
    /// and most-perfect ones above order 5); above, anneal for magic squares and population
    /// for the other kinds; smc for cubes of order 3 and associative ones of order 4,
    /// pairings for simple, semi-magic and pantriagonal ones of order 4, population for the
    /// rest].
    #[arg(long, value_parser = parse_method)]
    pub method: Option<Estimator>,
    /// Total number of samples, rounded up to whole work units (at least two, since the
    /// standard error comes from their spread; --batch sets their size).
    #[arg(long, value_name = "K", conflicts_with = "time")]
    pub samples: Option<u64>,
    /// About how long the whole run takes (90s, 10m, 1h), its setup included: the samples
    /// are judged from 1 % of the time (half a second to ten, two samples at least) with
    /// every thread drawing; the output records the number of work units, which reproduces
    /// the run.
    #[arg(long, value_name = "T", value_parser = parse_duration, allow_hyphen_values = true)]
    pub time: Option<f64>,
    /// Run seed: unit k draws from ChaCha stream k of this seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// knuth, smc, rearrange, pairings: branching steps at the bottom of the tree counted
    /// exactly [default: per method and figure, shown in the heading; pairings: 6]. A tail
    /// whose exact work Knuth's estimate of the tree puts at an hour or more a sample is
    /// refused before the run, with the largest tail that is not.
    #[arg(long, value_name = "T")]
    pub tail: Option<usize>,
    /// knuth, smc, pairings: branching steps below a child that must be reachable for it to
    /// count [default: 0]. The other methods refuse a setting they do not read.
    #[arg(long, value_name = "L")]
    pub lookahead: Option<usize>,
    /// anneal: annealing steps (one swap move each) per sample [default: from the order].
    #[arg(long, value_name = "K")]
    pub steps: Option<u64>,
    /// smc, rearrange: particles in the population of one sample [default: 5000; 2000 for
    /// associative cubes of order 4]; pairings: the same [default: 2000]; population:
    /// replicas of one run [default: from the order, 64 to 1000, doubled by the pilot up to
    /// 4096 while its runs miss the figures; at most what keeps replicas times cells within
    /// the method's memory bound, which an error names].
    #[arg(long, value_name = "M")]
    pub particles: Option<usize>,
    /// Samples per work unit [default: from the pilot].
    #[arg(long, value_name = "K")]
    pub batch: Option<u64>,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SquareEstimateArgs {
    /// Kind of square.
    #[arg(long, value_enum, default_value_t = SquareKind::Magic)]
    pub kind: SquareKind,
    #[command(flatten)]
    pub common: EstimateCommon,
}

#[derive(Args, Debug)]
pub struct CubeEstimateArgs {
    /// Kind of cube.
    #[arg(long, value_enum, default_value_t = CubeKind::Simple)]
    pub kind: CubeKind,
    #[command(flatten)]
    pub common: EstimateCommon,
}

pub fn square(a: SquareEstimateArgs) -> Result<ExitCode> {
    run(Target::Square(a.kind, a.common.order), a.common)
}

pub fn cube(a: CubeEstimateArgs) -> Result<ExitCode> {
    run(Target::Cube(a.kind, a.common.order), a.common)
}

fn run(target: Target, a: EstimateCommon) -> Result<ExitCode> {
    let run = a.run.options()?;
    let budget = match (a.samples, a.time) {
        (Some(s), _) => Budget::Samples(s),
        (None, Some(seconds)) => Budget::Seconds {
            seconds,
            threads: run.thread_count()?,
        },
        (None, None) => Budget::Seconds {
            seconds: 60.0,
            threads: run.thread_count()?,
        },
    };
    let opts = Options {
        target,
        method: a.method.unwrap_or_else(|| Estimator::recommended(target)),
        tail: a.tail,
        lookahead: a.lookahead,
        steps: a.steps,
        particles: a.particles,
        batch: a.batch,
        budget,
        seed: a.seed,
        progress: !a.run.quiet,
    };
    let problem = EstimateProblem::for_run(&opts, &run)?;
    let mut out = a.output.open();
    super::count::finish(search::run(&problem, &run, &mut out)?)
}

fn parse_method(s: &str) -> std::result::Result<Estimator, String> {
    Estimator::from_name(s).ok_or_else(|| format!("unknown method {s:?}: use {}", Estimator::names()))
}

/// Seconds in `90`, `90s`, `10m`, `1h`.
fn parse_duration(s: &str) -> std::result::Result<f64, String> {
    let (num, unit) = match s.char_indices().last() {
        Some((i, c @ ('s' | 'm' | 'h'))) => (&s[..i], c),
        _ => (s, 's'),
    };
    let x: f64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a duration such as 90s, 10m or 1h"))?;
    if !(x.is_finite() && x > 0.0) {
        return Err(format!("{s:?}: a duration must be positive"));
    }
    Ok(x * match unit {
        'm' => 60.0,
        'h' => 3600.0,
        _ => 1.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90"), Ok(90.0));
        assert_eq!(parse_duration("10m"), Ok(600.0));
        assert_eq!(parse_duration("1.5h"), Ok(5400.0));
        assert!(parse_duration("-3s").is_err());
        assert!(parse_duration("soon").is_err());
        assert_eq!(parse_method("sis"), Ok(Estimator::Sis));
        assert_eq!(parse_method("anneal"), Ok(Estimator::Anneal));
        assert_eq!(parse_method("population"), Ok(Estimator::Population));
        assert!(parse_method("magic").is_err());
    }
}
