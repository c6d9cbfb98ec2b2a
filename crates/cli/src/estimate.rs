//! `cubelab square estimate` and `cubelab cube estimate`: the methods of
//! [`cubelab::estimate`] through the search driver (threads, shards, checkpoints).

use std::ffi::OsStr;
use std::process::ExitCode;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::Args;

use super::driver::RunArgs;
use super::seconds::Seconds;
use super::OutputArgs;
use cubelab::error::Result;
use cubelab::estimate::{self, Budget, EstimateProblem, Figures, Method, Options, Settings};
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::search;

/// The options both figures take. What each method does with its settings, and their
/// defaults, is in docs/estimates/guide.md ("Options") and each method's file.
#[derive(Args, Debug)]
pub struct EstimateCommon {
    /// Order n of the figure.
    #[arg(long)]
    pub order: usize,
    /// Method of estimation [default: the one measured best for the figure; the heading and
    /// the spec name it].
    #[arg(long, value_parser = MethodParser)]
    pub method: Option<&'static dyn Method>,
    /// Total number of samples, rounded up to whole work units (at least two, since the
    /// standard error comes from their spread).
    #[arg(long, value_name = "K", conflicts_with = "time")]
    pub samples: Option<u64>,
    /// About how long the whole run takes (90s, 10m, 1h; above 0, at most 1e9 s), the pilot
    /// and setup included: it ends within T and a few seconds, and a T too short for the
    /// smallest run is refused [default: 60s without --samples]; the output records the
    /// samples it bought.
    #[arg(long, value_name = "T", allow_hyphen_values = true)]
    pub time: Option<Seconds>,
    /// Run seed: unit k draws from ChaCha stream k of this seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// knuth, smc, rearrange, pairings: branching steps at the bottom of the tree counted
    /// exactly [default: per method and figure, shown in the heading].
    #[arg(long, value_name = "T")]
    pub tail: Option<u64>,
    /// knuth, smc, pairings: branching steps below a child that must be reachable for it to
    /// count [default: 0].
    #[arg(long, value_name = "L")]
    pub lookahead: Option<u64>,
    /// anneal: annealing steps (one swap move each) per sample [default: from the order].
    #[arg(long, value_name = "K")]
    pub steps: Option<u64>,
    /// smc, rearrange, pairings: particles in the population of one sample [default: 5000;
    /// 2000 for pairings and associative cubes of order 4]. population reads it as
    /// --replicas, its old spelling.
    #[arg(long, value_name = "M")]
    pub particles: Option<u64>,
    /// population: replicas of one run [default: from the order, doubled by the pilot while
    /// its runs miss the figures].
    #[arg(long, value_name = "R")]
    pub replicas: Option<u64>,
    /// Samples per work unit [default: from the pilot; one for smc, rearrange, pairings and
    /// population].
    #[arg(long, value_name = "K")]
    pub batch: Option<u64>,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

impl EstimateCommon {
    /// The method's settings the user gave; the method refuses those it does not read.
    fn settings(&self) -> Settings {
        let mut s = Settings::new();
        s.set_some("tail", self.tail);
        s.set_some("lookahead", self.lookahead);
        s.set_some("steps", self.steps);
        s.set_some("particles", self.particles);
        s.set_some("replicas", self.replicas);
        s
    }
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
    run(Figures::Square(a.kind, a.common.order), a.common)
}

pub fn cube(a: CubeEstimateArgs) -> Result<ExitCode> {
    run(Figures::Cube(a.kind, a.common.order), a.common)
}

fn run(figures: Figures, a: EstimateCommon) -> Result<ExitCode> {
    let run = a.run.options()?;
    let budget = match (a.samples, a.time) {
        (Some(s), _) => Budget::Samples(s),
        (None, Some(Seconds(t))) if t.is_zero() => {
            return Err(cubelab::Error::usage("--time 0: a time budget must be above 0"))
        }
        (None, Some(Seconds(t))) => Budget::Seconds {
            seconds: t.as_secs_f64(),
            threads: run.thread_count()?,
        },
        (None, None) => Budget::Seconds {
            seconds: 60.0,
            threads: run.thread_count()?,
        },
    };
    let opts = Options {
        figures,
        method: a.method.unwrap_or_else(|| estimate::recommended(figures)),
        settings: a.settings(),
        batch: a.batch,
        budget,
        seed: a.seed,
        progress: !a.run.quiet,
    };
    let problem = EstimateProblem::for_run(&opts, &run)?;
    let mut out = a.output.open();
    super::count::finish(search::run(&problem, &run, &mut out)?)
}

/// `--method`: a method's name, the methods and their one-line descriptions in `--help`.
#[derive(Clone)]
struct MethodParser;

impl TypedValueParser for MethodParser {
    type Value = &'static dyn Method;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> std::result::Result<Self::Value, clap::Error> {
        let name = value.to_str().unwrap_or_default();
        estimate::method_named(name).ok_or_else(|| {
            let mut e = clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd);
            if let Some(arg) = arg {
                e.insert(
                    clap::error::ContextKind::InvalidArg,
                    clap::error::ContextValue::String(arg.to_string()),
                );
            }
            e.insert(
                clap::error::ContextKind::InvalidValue,
                clap::error::ContextValue::String(name.to_string()),
            );
            e.insert(
                clap::error::ContextKind::ValidValue,
                clap::error::ContextValue::Strings(
                    estimate::METHODS.iter().map(|m| m.name().to_string()).collect(),
                ),
            );
            e
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            estimate::METHODS
                .iter()
                .map(|m| PossibleValue::new(m.name()).help(m.description())),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_by_name() {
        let cmd = clap::Command::new("t");
        let parse = |s: &str| {
            MethodParser
                .parse_ref(&cmd, None, OsStr::new(s))
                .map(|m| m.name())
        };
        for name in ["sis", "anneal", "population", "pairings"] {
            assert_eq!(parse(name).ok(), Some(name));
        }
        assert!(parse("magic").is_err());
        let listed: Vec<_> = MethodParser
            .possible_values()
            .unwrap()
            .map(|v| v.get_name().to_string())
            .collect();
        assert_eq!(listed.len(), estimate::METHODS.len());
    }
}
