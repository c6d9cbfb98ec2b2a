//! `cubelab molecube ...`: the twisty nine-colour cube (Molecube / Ball Sudoku Cube).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;

use super::OutputArgs;
use cubelab::error::{Error, Result};
use cubelab::molecube::census::{Space, SAVE_EVERY};
use cubelab::molecube::data::{default_table, pattern_cache};
use cubelab::molecube::moves::Metric;
use cubelab::molecube::moves::{format_moves, parse_moves};
use cubelab::molecube::notation::{self, parse_positions, Labelled};
use cubelab::molecube::picture;
use cubelab::molecube::scramble;
use cubelab::molecube::solved;
use cubelab::molecube::solver::{apply, verify, CacheOutcome, Ida, TableSolver};
use cubelab::molecube::Cube;
use cubelab::twisty::census::{Census, CensusSpace, Options, Progress};

mod deepest;

#[derive(Subcommand, Debug)]
pub enum MolecubeCommand {
    /// Shortest solution of a position (27-character cell string, six faces, a file, or -).
    Solve(SolveArgs),
    /// A uniformly random position (or a random walk of --moves turns), from a seed.
    Scramble(ScrambleArgs),
    /// The 80 solved states (centres fixed), computed two independent ways.
    Solved(SolvedArgs),
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
    /// Also write the positions at the greatest depth of the finished census in
    /// --checkpoint to FILE (JSON lines): one class under the 48 symmetries a line with its
    /// size, every position too when they are at most a million; checked against the census.
    #[arg(long, value_name = "FILE")]
    pub deepest: Option<PathBuf>,
    /// List only N classes, drawn uniformly at random (--deepest-seed), not all of them.
    #[arg(long, value_name = "N", requires = "deepest")]
    pub deepest_sample: Option<u64>,
    /// Seed of the sample (ChaCha8Rng::seed_from_u64).
    #[arg(long, value_name = "S", default_value_t = 0, requires = "deepest_sample")]
    pub deepest_seed: u64,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: MolecubeCommand) -> Result<ExitCode> {
    match cmd {
        MolecubeCommand::Solve(a) => solve(a),
        MolecubeCommand::Scramble(a) => scramble(a),
        MolecubeCommand::Solved(a) => solved_states(a),
        MolecubeCommand::Census(a) => census(a),
    }
}

pub fn census(a: CensusArgs) -> Result<ExitCode> {
    let threads = super::driver::threads_flag(a.threads)?;
    let every = super::twisty::progress_every(a.progress_every)?;
    let metric = a.metric.metric();
    // A bad checkpoint location is reported now, not after the first depth's work.
    if let Some(path) = &a.checkpoint {
        cubelab::search::checkpoint::prepare(path)?;
    }
    let listing = deepest::prepare(&a)?;
    let space = Space::new(metric);
    let mut census = open_census(&a, &space)?;
    let report = |p: Progress| super::twisty::log_progress("molecube", p);
    let opts = Options {
        threads,
        checkpoint: a.checkpoint.clone(),
        save_every: SAVE_EVERY,
        progress: (!a.quiet).then_some(&report as &(dyn Fn(Progress) + Sync)),
        progress_every: every,
        cancel: None,
        stop_after: a.stop_after,
    };
    // What was computed is written even when saving the checkpoint failed; then the error.
    let ran = census.run(&opts);
    let problem = json!({"name": "molecube census", "metric": metric.name()});
    let solved = || solved::by_search().len() as u128;
    super::twisty::write_census(&census, a.output.open(), problem, solved)?;
    ran?;
    if let Some(listing) = listing {
        deepest::write(&census, &space, &a, threads, listing)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// States the memory the census will take (even with --quiet, before the table is
/// allocated), then resumes it from the checkpoint when there is one or starts it.
fn open_census<'s>(a: &CensusArgs, space: &'s Space) -> Result<Census<'s, Space>> {
    let tables = &space.tables;
    let gib = space.words() as f64 * 8.0 / (1u64 << 30) as f64;
    cubelab::format::log::log(format_args!(
        "molecube census ({}): {} corner classes x 13,305,600 edge arrangements; memory: the table, {gib:.2} GiB, plus index tables (1.59 GB resident in the recorded run){}",
        tables.metric.name(),
        tables.reps.len(),
        match &a.checkpoint {
            Some(p) => format!("; checkpoint {} (as large as the table)", p.display()),
            None => "; no checkpoint (--checkpoint FILE to resume after a kill)".into(),
        }
    ));
    if let Some(path) = &a.checkpoint {
        let mut magic = [0u8; 8];
        let legacy = std::fs::File::open(path)
            .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic))
            .is_ok_and(|()| &magic == cubelab::molecube::census::MAGIC);
        if legacy {
            return Err(Error::input(
                path.display(),
                "a census table written before checkpoints had checksums: the solver reads it (--table), the census cannot resume from it; move it away to start afresh",
            ));
        }
    }
    let census = Census::open(space, a.checkpoint.as_deref())?;
    if let Some(path) = a.checkpoint.as_ref().filter(|p| p.exists()) {
        if !a.quiet {
            cubelab::format::log::log(format_args!(
                "resuming from {} at depth {}",
                path.display(),
                census.depth()
            ));
        }
    }
    Ok(census)
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position: 27 characters (cells x + 3y + 9z, core included), six faces
    /// `U:abcdefghi F:... R:... B:... L:... D:...`, a file of such (one cell string a line),
    /// or - for stdin. Omit with --scramble.
    pub state: Option<String>,
    /// Turns applied to the reference solved state instead of reading a position.
    #[arg(long, value_name = "TURNS", conflicts_with = "state")]
    pub scramble: Option<String>,
    #[arg(long, value_enum, default_value_t = MetricArg::Htm)]
    pub metric: MetricArg,
    /// List every optimal sequence, not just one.
    #[arg(long)]
    pub all: bool,
    /// A finished census table to solve by [default: molecube-METRIC.table in $CUBELAB_DATA,
    /// else $XDG_CACHE_HOME/cubelab, else ~/.cache/cubelab, when present; else IDA* with
    /// pattern databases cached there as molecube-ida-METRIC.pdb].
    #[arg(long, value_name = "FILE")]
    pub table: Option<PathBuf>,
    /// Use IDA* even when a census table is present.
    #[arg(long)]
    pub ida: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct ScrambleArgs {
    /// Seed of the generator (ChaCha8Rng::seed_from_u64).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A random walk of N turns from the reference solved state instead of a uniform position.
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

#[derive(Args, Debug)]
pub struct SolvedArgs {
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Wall seconds the first solve takes with its pattern databases on the 2-core machine
/// (2.3-2.7 s at the median under load 6-10, docs/runs/molecube-first-solve), said before
/// the build starts.
const FIRST_BUILD_SECONDS: u32 = 3;

/// The IDA* solver, its pattern databases cached as `molecube-ida-METRIC.pdb` in
/// the data directory (built and saved there on first use).
fn ida_solver(metric: Metric) -> Ida {
    let Some(path) = pattern_cache(metric) else {
        return Ida::new(metric);
    };
    let existed = path.exists();
    let (ida, outcome) = Ida::cached_noting(metric, &path, |_| {
        // Issue 68: the first solve is not silent while it waits.
        cubelab::format::log::log(format_args!(
            "building the IDA* pattern databases for {} once (about {FIRST_BUILD_SECONDS} s on 2 cores, 21 MB); they are cached in {}",
            metric.name(),
            path.display()
        ))
    });
    if let CacheOutcome::Built { why, seconds, saved } = outcome {
        let unused = if existed {
            format!(" (the cached file was not usable: {why})")
        } else {
            String::new()
        };
        match saved {
            None => cubelab::format::log::log(format_args!(
                "built the IDA* pattern databases in {seconds:.1} s{unused}; cached in {}",
                path.display()
            )),
            Some(e) => cubelab::format::log::log(format_args!(
                "built the IDA* pattern databases in {seconds:.1} s{unused}; could not cache them: {e}"
            )),
        }
    }
    ida
}

/// The positions to solve, each with the names to print it in.
fn read_positions(a: &SolveArgs) -> Result<Vec<Labelled>> {
    let reference = solved::reference();
    let digits = Labelled {
        cube: reference,
        names: ['0', '1', '2', '3', '4', '5', '6', '7', '8'],
    };
    if let Some(turns) = &a.scramble {
        let moves = parse_moves(turns)?;
        return Ok(vec![Labelled {
            cube: apply(&reference, &moves),
            ..digits
        }]);
    }
    let Some(state) = &a.state else {
        return Err(Error::usage(
            "give a position (or a file, or -) or --scramble TURNS",
        ));
    };
    let (text, at) = match position_source(state, 20, notation::SHAPE)? {
        Some(read) => read,
        None => (state.clone(), "position".to_string()),
    };
    parse_positions(&text, &at)
}

/// Most bytes a file (or stdin) of positions to solve may hold: 64 MiB, a million lines of
/// positions, more than a run solves.
const POSITIONS_LIMIT: u64 = 1 << 26;

/// The text of the positions argument when it names stdin (`-`) or a file, read through the
/// bounded reader (a NUL byte or binary data refused at once, a BOM dropped), with the name
/// errors give it; `None` when the argument is a position itself. An argument written as a
/// path (a `/` or a `.`) that is not an existing file and not shaped like a position (fewer
/// than `min_cells` characters, no faces with `:`) is refused as a missing file, naming it,
/// and saying what a position is (`shape`).
pub(crate) fn position_source(
    state: &str,
    min_cells: usize,
    shape: &str,
) -> Result<Option<(String, String)>> {
    use cubelab::format::input::{escaped, read_text};
    if state == "-" {
        let text = read_text(std::io::stdin().lock(), "stdin", POSITIONS_LIMIT)?;
        return Ok(Some((text, "stdin".to_string())));
    }
    let at = escaped(state);
    if std::path::Path::new(state).is_file() {
        let file = std::fs::File::open(state).map_err(|e| Error::io(&at, e))?;
        return Ok(Some((read_text(file, &at, POSITIONS_LIMIT)?, at)));
    }
    let cells = state.chars().filter(|c| !c.is_whitespace()).count();
    let faces = state.contains(':') || state.contains('=');
    let path = std::path::Path::new(state);
    let written_as_path = state.contains('/') || state.contains('.');
    if (cells < min_cells && !faces && written_as_path) || path.exists() {
        let why = match std::fs::metadata(path) {
            Ok(_) => "not a regular file".to_string(),
            Err(e) => e.to_string(),
        };
        return Err(Error::input(
            at,
            format!("{why}; not a position either ({shape}; got {cells} characters)"),
        ));
    }
    Ok(None)
}

enum Engine {
    Table(Box<TableSolver>),
    Ida(Box<Ida>),
}

pub fn solve(a: SolveArgs) -> Result<ExitCode> {
    let metric = a.metric.metric();
    let positions = read_positions(&a)?;
    let table = if a.ida {
        None
    } else {
        a.table.clone().or_else(|| default_table(metric))
    };
    let engine = match &table {
        Some(path) => Engine::Table(Box::new(TableSolver::open(path, metric)?)),
        None => Engine::Ida(Box::new(ida_solver(metric))),
    };
    let method = match engine {
        Engine::Table(_) => "census-table",
        Engine::Ida(_) => "ida*",
    };
    let mut out = a.output.open();
    out.header(
        json!({"name": "molecube solve", "metric": metric.name(), "method": method, "all": a.all,
        "reference": solved::reference().code()}),
    )?;
    let mut lengths = Vec::new();
    for (k, pos) in positions.iter().enumerate() {
        let started = std::time::Instant::now();
        let (solutions, nodes) = match &engine {
            Engine::Table(t) if a.all => (t.solve_all(&pos.cube)?, None),
            Engine::Table(t) => (vec![t.solve(&pos.cube)?], None),
            Engine::Ida(i) => {
                let (s, stats) = i.solve(&pos.cube, a.all)?;
                (s, Some(stats.nodes))
            }
        };
        let time_s = started.elapsed().as_secs_f64();
        lengths.push(solutions[0].len());
        for moves in &solutions {
            let end = verify(&pos.cube, moves)?;
            emit(&mut out, k, pos, moves, &end, nodes, time_s)?;
        }
    }
    let count: usize = lengths.len();
    out.summary(
        json!({"positions": count, "metric": metric.name(), "method": method, "max_length": lengths.iter().max()}),
        &format!("{count} position(s) solved optimally ({}, {method})\n", metric.name()),
    )?;
    Ok(ExitCode::SUCCESS)
}

fn emit<W: std::io::Write>(
    out: &mut cubelab::format::Output<W>,
    k: usize,
    pos: &Labelled,
    moves: &[cubelab::molecube::moves::Move],
    end: &Cube,
    nodes: Option<u64>,
    time_s: f64,
) -> Result<()> {
    let (start, end, seq) = (pos.write(&pos.cube), pos.write(end), format_moves(moves));
    let text = format!(
        "position {k}: {start}\n  {} turns: {}\n  solved: {end}\n",
        moves.len(),
        if seq.is_empty() { "(already solved)" } else { &seq }
    );
    out.result(
        json!({"position": k, "start": start, "moves": seq, "length": moves.len(), "end": end, "nodes": nodes, "time_s": time_s,
               "sequence": picture::sequence(&pos.cube, moves), "colour_names": picture::colour_names(&pos.names)}),
        &text,
        &["position", "start", "moves", "length", "end", "time_s"],
        &[k.to_string(), start, seq.clone(), moves.len().to_string(), end, format!("{time_s:.6}")],
    )
}

pub fn scramble(a: ScrambleArgs) -> Result<ExitCode> {
    use rand::SeedableRng;
    if a.count == 0 || a.count > 10_000_000 {
        return Err(Error::usage("--count must be between 1 and 10,000,000"));
    }
    if a.moves.is_some_and(|n| n > 10_000) {
        return Err(Error::usage("--moves must be at most 10,000"));
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(a.seed);
    let metric = a.metric.metric();
    let mut out = a.output.open();
    out.header(
        json!({"name": "molecube scramble", "seed": a.seed, "moves": a.moves, "metric": metric.name(),
        "reference": solved::reference().code()}),
    )?;
    let reference = solved::reference();
    // The turns that reach a uniform position from solved: the inverse of an optimal solution.
    let ida = a.moves.is_none().then(|| ida_solver(metric));
    for k in 0..a.count {
        let (cube, walk) = scramble::draw(&mut rng, metric, a.moves, &reference);
        let (from, turns) = match (&walk, &ida) {
            (Some(w), _) => (reference, w.clone()),
            (None, Some(ida)) => {
                let (mut found, _) = ida.solve(&cube, false)?;
                let solution = found.swap_remove(0);
                let from = verify(&cube, &solution)?;
                (from, solution.iter().rev().map(|m| m.inverse()).collect())
            }
            (None, None) => unreachable!("a solver for uniform scrambles"),
        };
        let (walk, moves) = (walk.map(|w| format_moves(&w)), format_moves(&turns));
        let text = match &walk {
            Some(w) => format!("{}  # {w}\n", cube.code()),
            None => format!("{}\n# from solved {}: {moves}\n", cube.code(), from.code()),
        };
        out.result(
            json!({"index": k, "start": cube.code(), "scramble": walk, "from": from.code(), "moves": moves}),
            &text,
            &["index", "start", "scramble", "from", "moves"],
            &[
                k.to_string(),
                cube.code(),
                walk.clone().unwrap_or_default(),
                from.code(),
                moves.clone(),
            ],
        )?;
    }
    out.summary(json!({"count": a.count}), "")?;
    Ok(ExitCode::SUCCESS)
}

fn solved_states(a: SolvedArgs) -> Result<ExitCode> {
    // Given only when the static puzzle's partitions and the search over positions agree.
    let from_static = solved::checked()?;
    let mut out = a.output.open();
    out.header(json!({"name": "molecube solved"}))?;
    for (k, c) in from_static.iter().enumerate() {
        out.result(
            json!({"index": k, "state": c.code()}),
            &format!("{}\n", c.code()),
            &["index", "state"],
            &[k.to_string(), c.code()],
        )?;
    }
    out.summary(
        json!({"count": from_static.len(), "from_static_puzzle": from_static.len(), "by_search": from_static.len(), "reference": solved::reference().code()}),
        &format!("{} solved states (static puzzle's solutions and a search over positions agree)\n", from_static.len()),
    )?;
    Ok(ExitCode::SUCCESS)
}
