//! `cubelab twisty ...`: puzzles on the generic twisty engine. `--puzzle 2x2x2` is the pocket
//! cube; `--puzzle molecube` is a second name for the `cubelab molecube ...` commands.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand, ValueEnum};
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::molecube::{self, MetricArg};
use super::OutputArgs;
use cubelab::error::{Error, Result};
use cubelab::format::Output;
use cubelab::twisty::census::{spaces::SymClasses, Census, CensusSpace, Level, Mode, Options, Progress};
use cubelab::twisty::cube2::{text, PocketCube, State};
use cubelab::twisty::ida::Solver;
use cubelab::twisty::{Metric, Puzzle};

#[derive(Subcommand, Debug)]
pub enum TwistyCommand {
    /// Exact number of positions at every distance from solved (and so God's number).
    Census(CensusArgs),
    /// Shortest solution of a position (a position, a file of positions, or - for stdin).
    Solve(SolveArgs),
    /// A uniformly random position (or a random walk of --moves turns), from a seed.
    Scramble(ScrambleArgs),
}

/// The puzzles the engine knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PuzzleArg {
    /// The 2x2x2 pocket cube (3,674,160 positions).
    #[value(name = "2x2x2")]
    Cube2,
    /// The twisty nine-colour cube: the same as `cubelab molecube ...`.
    Molecube,
}

#[derive(Args, Debug)]
pub struct CensusArgs {
    /// The puzzle.
    #[arg(long, value_enum)]
    pub puzzle: PuzzleArg,
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

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle.
    #[arg(long, value_enum)]
    pub puzzle: PuzzleArg,
    /// The position (2x2x2: 24 sticker letters, `docs/twisty.md`; molecube: as `molecube
    /// solve`), a file of positions (one a line), or - for stdin. Omit with --scramble.
    pub state: Option<String>,
    /// Turns applied to the solved state instead of reading a position.
    #[arg(long, value_name = "TURNS", conflicts_with = "state")]
    pub scramble: Option<String>,
    #[arg(long, value_enum, default_value_t = MetricArg::Htm)]
    pub metric: MetricArg,
    /// List every optimal sequence, not just one.
    #[arg(long)]
    pub all: bool,
    /// A finished census table to solve by (molecube only; see `molecube solve --help`).
    #[arg(long, value_name = "FILE")]
    pub table: Option<PathBuf>,
    /// Use IDA* even when a census table is present (molecube only; the 2x2x2 always does).
    #[arg(long)]
    pub ida: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct ScrambleArgs {
    /// The puzzle.
    #[arg(long, value_enum)]
    pub puzzle: PuzzleArg,
    /// Seed of the generator (ChaCha8Rng::seed_from_u64).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A random walk of N turns from the solved state instead of a uniform position.
    #[arg(long, value_name = "N")]
    pub moves: Option<usize>,
    /// Number of positions (one generator, drawn in turn).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub count: usize,
    #[arg(long, value_enum, default_value_t = MetricArg::Htm)]
    pub metric: MetricArg,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: TwistyCommand) -> Result<ExitCode> {
    match cmd {
        TwistyCommand::Census(a) => census(a),
        TwistyCommand::Solve(a) => solve(a),
        TwistyCommand::Scramble(a) => scramble(a),
    }
}

fn metric(m: MetricArg) -> Metric {
    match m {
        MetricArg::Htm => Metric::Htm,
        MetricArg::Qtm => Metric::Qtm,
    }
}

/// The pocket cube draws nothing yet: `--svg`/`--html` are refused before any work.
fn no_pictures(o: &OutputArgs) -> Result<()> {
    if o.svg.is_some() || o.html.is_some() {
        return Err(Error::usage("--svg/--html: cubelab draws no 2x2x2 pictures yet"));
    }
    Ok(())
}

/// `--progress-every` as a duration, through the one parser of every duration option
/// (`cli::seconds`: a NaN, negative or huge number is refused).
pub fn progress_every(seconds: f64) -> Result<Duration> {
    super::seconds::parse(&seconds.to_string())
        .map_err(|e| Error::usage(format!("--progress-every {seconds}: {e}")))
}

fn census(a: CensusArgs) -> Result<ExitCode> {
    if a.puzzle == PuzzleArg::Molecube {
        return molecube::census(molecube::CensusArgs {
            metric: a.metric,
            threads: a.threads,
            checkpoint: a.checkpoint,
            quiet: a.quiet,
            progress_every: a.progress_every,
            stop_after: a.stop_after,
            deepest: None,
            deepest_sample: None,
            deepest_seed: 0,
            output: a.output,
        });
    }
    no_pictures(&a.output)?;
    let threads = super::driver::threads_flag(a.threads)?;
    let every = progress_every(a.progress_every)?;
    if let Some(path) = &a.checkpoint {
        cubelab::search::checkpoint::prepare(path)?;
    }
    let metric = metric(a.metric);
    let cube = PocketCube::new();
    let space = SymClasses::new(&cube, metric)?;
    let mut census = Census::open(&space, a.checkpoint.as_deref())?;
    let report = |p: Progress| log_progress("2x2x2", p);
    let opts = Options {
        threads,
        checkpoint: a.checkpoint.clone(),
        save_every: Duration::ZERO,
        progress: (!a.quiet).then_some(&report as &(dyn Fn(Progress) + Sync)),
        progress_every: every,
        cancel: None,
        stop_after: a.stop_after,
    };
    // What was computed is written even when saving the checkpoint failed; then the error.
    let ran = census.run(&opts);
    let problem = json!({"name": "twisty census", "puzzle": "2x2x2", "metric": metric.name()});
    write_census(&census, a.output.open(), problem, || 1)?;
    ran?;
    Ok(ExitCode::SUCCESS)
}

/// A census progress report as a log line on stderr.
pub fn log_progress(puzzle: &str, p: Progress) {
    let line = match p {
        Progress::Blocks {
            depth,
            done,
            of,
            seconds,
        } => {
            let left = seconds / done.max(1) as f64 * (of - done) as f64;
            format!("{puzzle} census depth {depth}: {done}/{of} blocks, {seconds:.0}s, about {left:.0}s left in this depth")
        }
        Progress::Depth(l) if l.entries == 0 => {
            format!("{puzzle} census complete: depth {} found nothing new", l.depth)
        }
        Progress::Depth(l) => format!(
            "{puzzle} census depth {}: {} positions ({} stored entries, {}, {:.1}s)",
            l.depth,
            l.positions,
            l.entries,
            mode_name(l.mode),
            l.seconds
        ),
        Progress::Saved { path, seconds } => {
            format!("checkpoint written to {} in {seconds:.1}s", path.display())
        }
        Progress::NotSaved { path, error } => {
            format!(
                "checkpoint {} NOT written ({error}); the census goes on",
                path.display()
            )
        }
    };
    cubelab::format::log::log(format_args!("{line}"));
}

fn mode_name(m: Mode) -> &'static str {
    match m {
        Mode::Seed => "seed",
        Mode::Push => "push",
        Mode::Pull => "pull",
    }
}

/// A count as a JSON number (as a string past `u64`).
fn number(n: u128) -> Value {
    u64::try_from(n).map_or_else(|_| n.to_string().into(), Value::from)
}

/// Writes a census as `molecube census` does: a header, one `result` record per depth (the
/// last pass, which found nothing, included), then the summary: total and God's number once
/// complete (depth 0 checked against `solved()`, the solved states counted another way, which
/// is asked only then), the positions so far when it stopped early.
pub fn write_census<S: CensusSpace + ?Sized>(
    census: &Census<S>,
    mut out: Output<impl std::io::Write>,
    problem: Value,
    solved: impl FnOnce() -> u128,
) -> Result<()> {
    let metric = problem["metric"].clone();
    out.header(problem)?;
    let write = |out: &mut Output<_>, l: &Level| {
        out.result(
            json!({"depth": l.depth, "positions": number(l.positions), "entries": l.entries,
                   "mode": mode_name(l.mode), "seconds": l.seconds}),
            &format!("{:>2} {:>15}\n", l.depth, l.positions),
            &["depth", "positions", "entries", "mode", "seconds"],
            &[
                l.depth.to_string(),
                l.positions.to_string(),
                l.entries.to_string(),
                mode_name(l.mode).into(),
                format!("{:.1}", l.seconds),
            ],
        )
    };
    for l in census.levels().iter().chain(census.end()) {
        write(&mut out, l)?;
    }
    let total = census.total();
    if !census.complete() {
        return out.summary(
            json!({"complete": false, "depth": census.depth(), "positions_so_far": total.to_string()}),
            &format!(
                "stopped after depth {}: {total} positions so far\n",
                census.depth()
            ),
        );
    }
    let (zero, solved) = (census.levels()[0].positions, solved());
    if zero != solved {
        return Err(Error::disagreement(format!(
            "census depth 0 has {zero} positions, the solved states are {solved}"
        )));
    }
    let gods = census.depth();
    out.summary(
        json!({"complete": true, "metric": metric, "total": total.to_string(), "gods_number": gods,
               "solved": number(zero), "seconds": census.seconds()}),
        &format!(
            "total {total} positions; God's number ({}) is {gods}\n",
            metric.as_str().unwrap_or("")
        ),
    )
}

/// The 2x2x2 positions to solve: from --scramble, the argument, a file or stdin (one a
/// line, `#` comments), each with where it came from for errors.
fn cube2_positions(cube: &PocketCube, a: &SolveArgs) -> Result<Vec<State>> {
    if let Some(turns) = &a.scramble {
        let turns = cube.parse_turns(turns)?;
        return Ok(vec![cube.apply_all(&State::SOLVED, &turns)]);
    }
    let Some(state) = &a.state else {
        return Err(Error::usage(
            "give a position (or a file, or -) or --scramble TURNS",
        ));
    };
    // A 2x2x2 position is 24 sticker letters.
    let Some((source, at)) =
        super::molecube::position_source(state, 18, "a 2x2x2 position is 24 sticker letters")?
    else {
        return Ok(vec![text::parse(cube, state)?]);
    };
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let line = line
            .split('#')
            .next()
            .unwrap_or("")
            .trim()
            .trim_start_matches('\u{feff}');
        if line.is_empty() {
            continue;
        }
        let s = text::parse(cube, line).map_err(|e| Error::input(format!("{at}:{}", i + 1), e))?;
        out.push(s);
    }
    if out.is_empty() {
        return Err(Error::input(at, "no position"));
    }
    Ok(out)
}

fn solve(a: SolveArgs) -> Result<ExitCode> {
    if a.puzzle == PuzzleArg::Molecube {
        return molecube::solve(molecube::SolveArgs {
            state: a.state,
            scramble: a.scramble,
            metric: a.metric,
            all: a.all,
            table: a.table,
            ida: a.ida,
            output: a.output,
        });
    }
    no_pictures(&a.output)?;
    for (given, flag) in [(a.table.is_some(), "--table"), (a.ida, "--ida")] {
        if given {
            return Err(Error::usage(format!("{flag} is for --puzzle molecube")));
        }
    }
    let metric = metric(a.metric);
    let cube = PocketCube::new();
    let positions = cube2_positions(&cube, &a)?;
    let solver = Solver::new(&cube, metric, cube.heuristic(metric, false), 20);
    let solved = text::format(&cube, State::SOLVED);
    let mut out = a.output.open();
    out.header(
        json!({"name": "twisty solve", "puzzle": "2x2x2", "metric": metric.name(), "method": "ida*",
                      "all": a.all, "reference": solved}),
    )?;
    let mut longest = 0;
    for (k, s) in positions.iter().enumerate() {
        let started = std::time::Instant::now();
        let solutions = if a.all {
            solver.solve_all(s)?
        } else {
            vec![solver.solve(s)?]
        };
        let time_s = started.elapsed().as_secs_f64();
        for found in &solutions {
            let (start, moves) = (text::format(&cube, *s), cube.format_turns(&found.turns));
            let end = text::format(&cube, cube.apply_all(s, &found.turns));
            longest = longest.max(found.turns.len());
            let shown = if moves.is_empty() {
                "(already solved)"
            } else {
                &moves
            };
            out.result(
                json!({"position": k, "start": start, "moves": moves, "length": found.turns.len(), "end": end,
                       "nodes": found.stats.nodes, "time_s": time_s}),
                &format!(
                    "position {k}: {start}\n  {} turns: {shown}\n  solved: {end}\n",
                    found.turns.len()
                ),
                &["position", "start", "moves", "length", "end", "time_s"],
                &[
                    k.to_string(),
                    start.clone(),
                    moves.clone(),
                    found.turns.len().to_string(),
                    end.clone(),
                    format!("{time_s:.6}"),
                ],
            )?;
        }
    }
    let count = positions.len();
    out.summary(
        json!({"positions": count, "metric": metric.name(), "method": "ida*", "max_length": longest}),
        &format!("{count} position(s) solved optimally ({}, ida*)\n", metric.name()),
    )?;
    Ok(ExitCode::SUCCESS)
}

fn scramble(a: ScrambleArgs) -> Result<ExitCode> {
    if a.puzzle == PuzzleArg::Molecube {
        return molecube::scramble(molecube::ScrambleArgs {
            seed: a.seed,
            moves: a.moves,
            count: a.count,
            metric: a.metric,
            output: a.output,
        });
    }
    no_pictures(&a.output)?;
    if a.count == 0 || a.count > 10_000_000 {
        return Err(Error::usage("--count must be between 1 and 10,000,000"));
    }
    if a.moves.is_some_and(|n| n > 10_000) {
        return Err(Error::usage("--moves must be at most 10,000"));
    }
    let metric = metric(a.metric);
    let cube = PocketCube::new();
    let turns: Vec<usize> = (0..cube.turns().len())
        .filter(|&t| metric == Metric::Htm || cube.turns()[t].is_quarter())
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(a.seed);
    let mut out = a.output.open();
    out.header(
        json!({"name": "twisty scramble", "puzzle": "2x2x2", "seed": a.seed, "moves": a.moves,
                      "metric": metric.name(), "reference": text::format(&cube, State::SOLVED)}),
    )?;
    for k in 0..a.count {
        let (s, walk) = match a.moves {
            None => (cube.random(&mut rng), None),
            Some(n) => {
                // Never one face twice in a row.
                let mut walk: Vec<usize> = Vec::with_capacity(n);
                while walk.len() < n {
                    let t = turns[rng.gen_range(0..turns.len())];
                    if walk
                        .last()
                        .is_none_or(|&p| cube.turns()[p].face != cube.turns()[t].face)
                    {
                        walk.push(t);
                    }
                }
                (
                    cube.apply_all(&State::SOLVED, &walk),
                    Some(cube.format_turns(&walk)),
                )
            }
        };
        let start = text::format(&cube, s);
        let line = match &walk {
            Some(w) => format!("{start}  # {w}\n"),
            None => format!("{start}\n"),
        };
        out.result(
            json!({"index": k, "start": start, "scramble": walk}),
            &line,
            &["index", "start", "scramble"],
            &[k.to_string(), start.clone(), walk.clone().unwrap_or_default()],
        )?;
    }
    out.summary(json!({"count": a.count}), "")?;
    Ok(ExitCode::SUCCESS)
}
