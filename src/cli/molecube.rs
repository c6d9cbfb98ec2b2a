//! `cubelab molecube ...`: the twisty nine-colour cube (Molecube / Ball Sudoku Cube).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;

use super::OutputArgs;
use crate::error::{Error, Result};
use crate::molecube::census::{Census, CensusOptions, Tables, POSITIONS};
use crate::molecube::moves::Metric;
use crate::molecube::solved;

#[derive(Subcommand, Debug)]
pub enum MolecubeCommand {
    /// Exact number of positions at every distance from solved (and so God's number).
    Census(CensusArgs),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum MetricArg {
    /// Half-turn metric: quarter and half turns count one each.
    #[default]
    Htm,
    /// Quarter-turn metric: a half turn counts two.
    Qtm,
}

impl MetricArg {
    fn metric(self) -> Metric {
        match self {
            MetricArg::Htm => Metric::Htm,
            MetricArg::Qtm => Metric::Qtm,
        }
    }
}

#[derive(Args, Debug)]
pub struct CensusArgs {
    #[arg(long, value_enum, default_value_t = MetricArg::Htm)]
    pub metric: MetricArg,
    /// Worker threads [default: all cores].
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Save the table after every depth to FILE and resume from it when it exists.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// No progress reports on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Seconds between progress lines.
    #[arg(long, value_name = "S", default_value_t = 30.0)]
    pub progress_every: f64,
    /// Stop after N depths in this run, as if interrupted (for testing resumption).
    #[arg(long, value_name = "N", hide = true)]
    pub stop_after: Option<u32>,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: MolecubeCommand) -> Result<ExitCode> {
    match cmd {
        MolecubeCommand::Census(a) => census(a),
    }
}

fn census(a: CensusArgs) -> Result<ExitCode> {
    let threads = match a.threads {
        Some(0) => return Err(Error::usage("--threads must be at least 1")),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    if !(a.progress_every.is_finite() && a.progress_every >= 0.0) {
        return Err(Error::usage("--progress-every must be a number of seconds"));
    }
    let metric = a.metric.metric();
    let tables = Tables::new(metric);
    let gib = tables.words() as f64 * 8.0 / (1u64 << 30) as f64;
    if !a.quiet {
        eprintln!(
            "cubelab: molecube census ({}): {} corner classes x 13,305,600 edge arrangements, table {gib:.2} GiB in memory",
            metric.name(),
            tables.reps.len()
        );
    }
    let mut census = match &a.checkpoint {
        Some(path) if path.exists() => {
            let c = Census::load(tables, path)?;
            if !a.quiet {
                eprintln!("cubelab: resuming from {} at depth {}", path.display(), c.depth());
            }
            c
        }
        _ => Census::start(tables),
    };
    let opts = CensusOptions {
        threads,
        checkpoint: a.checkpoint.clone(),
        quiet: a.quiet,
        progress_every: Duration::from_secs_f64(a.progress_every),
        stop_after: a.stop_after,
    };
    census.run(&opts)?;
    let mut out = a.output.open();
    out.header(json!({"name": "molecube census", "metric": metric.name()}))?;
    for l in &census.levels {
        out.result(
            json!({"depth": l.depth, "positions": l.positions, "entries": l.entries, "mode": l.mode, "seconds": l.seconds}),
            &format!("{:>2} {:>15}\n", l.depth, l.positions),
            &["depth", "positions", "entries", "mode", "seconds"],
            &[l.depth.to_string(), l.positions.to_string(), l.entries.to_string(), l.mode.clone(), format!("{:.1}", l.seconds)],
        )?;
    }
    let total = census.positions();
    if !census.finished() {
        out.summary(
            json!({"complete": false, "depth": census.depth(), "positions_so_far": total.to_string()}),
            &format!("stopped after depth {}: {total} positions so far\n", census.depth()),
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    // The published count, and the solved states counted by a search that shares nothing
    // with the census.
    let solved = solved::by_search().len() as u64;
    let zero = census.levels[0].positions;
    if total != POSITIONS || zero != solved {
        return Err(Error::impossible(format!(
            "census total {total} (expected {POSITIONS}), depth 0 {zero} (the search finds {solved} solved states)"
        )));
    }
    let gods = census.depth() - 1;
    out.summary(
        json!({"complete": true, "metric": metric.name(), "total": total.to_string(), "gods_number": gods, "solved": zero, "seconds": census.earlier_seconds + census.levels.iter().map(|l| l.seconds).sum::<f64>()}),
        &format!("total {total} positions; God's number ({}) is {gods}\n", metric.name()),
    )?;
    Ok(ExitCode::SUCCESS)
}
