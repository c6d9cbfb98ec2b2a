//! `cubelab nine-colour ...`: solve (exact or annealing), count, enumerate, anneal-runs.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand, ValueEnum};
use serde_json::{json, Value};

use super::OutputArgs;
use cubelab::colour::nine::census::{census, Classes};
use cubelab::colour::nine::{self, anneal, exact, Colouring};
use cubelab::error::{Error, Result};
use cubelab::geometry::orbits;

#[derive(Subcommand, Debug)]
pub enum NineColourCommand {
    /// One solution, shown as the three layers and the six faces.
    Solve(SolveArgs),
    /// The number of solutions, of colour-class partitions, and of classes up to symmetry.
    Count(CountArgs),
    /// List every partition into colour classes, or one per class.
    Enumerate(EnumerateArgs),
    /// Run the annealing solver from N consecutive seeds: how many iterations it needs.
    #[command(alias = "bench-anneal")]
    AnnealRuns(AnnealRunsArgs),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum SolveMethod {
    /// Backtracking over cells with face bitmasks.
    #[default]
    Exact,
    /// The source's simulated annealing, with ChaCha8Rng seeded from --seed.
    Anneal,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[arg(long, value_enum, default_value_t = SolveMethod::Exact)]
    pub method: SolveMethod,
    /// Seed of the annealing run (ChaCha8Rng::seed_from_u64).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Report iterations (annealing) or search nodes (exact), and time.
    #[arg(long)]
    pub stats: bool,
    /// Stop an annealing run that has not converged after this many iterations.
    #[arg(long, default_value_t = 100_000_000)]
    pub max_iterations: u64,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct CountArgs {
    /// Also count the classes under the 48 symmetries and the 24 rotations of the cube.
    #[arg(long)]
    pub classes: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum GroupChoice {
    /// The 48 symmetries of the cube (rotations and reflections).
    #[default]
    Full,
    /// The 24 rotations.
    Rotations,
}

#[derive(Args, Debug)]
pub struct EnumerateArgs {
    /// Print one partition per class (with its orbit size) instead of every partition.
    #[arg(long)]
    pub classes: bool,
    /// The symmetry group for --classes.
    #[arg(long, value_enum, default_value_t = GroupChoice::Full)]
    pub group: GroupChoice,
    /// Print only the counts (as `square enumerate --count` does).
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct AnnealRunsArgs {
    /// Number of runs; run i uses seed S + i.
    #[arg(long)]
    pub runs: u64,
    /// First seed S.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Stop a run that has not converged after this many iterations.
    #[arg(long, default_value_t = 100_000_000)]
    pub max_iterations: u64,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: NineColourCommand) -> Result<ExitCode> {
    match cmd {
        NineColourCommand::Solve(a) => solve(a),
        NineColourCommand::Count(a) => count(a),
        NineColourCommand::Enumerate(a) => enumerate(a),
        NineColourCommand::AnnealRuns(a) => anneal_runs(a),
    }
}

fn colour_string(c: &Colouring) -> String {
    c.iter().map(|k| char::from(b'1' + k)).collect()
}

fn schedule(max_iterations: u64) -> Result<anneal::Schedule> {
    if max_iterations == 0 {
        return Err(Error::usage("--max-iterations must be at least 1"));
    }
    Ok(anneal::Schedule {
        max_iterations,
        ..anneal::Schedule::default()
    })
}

fn solve(a: SolveArgs) -> Result<ExitCode> {
    let sched = schedule(a.max_iterations)?;
    let mut out = a.output.open();
    let method = match a.method {
        SolveMethod::Exact => "exact",
        SolveMethod::Anneal => "anneal",
    };
    out.header(json!({"name": "nine-colour solve", "method": method, "seed": a.seed}))?;
    let started = Instant::now();
    let (colours, work, unit) = match a.method {
        SolveMethod::Exact => {
            let (c, stats) = exact::first_solution();
            (c, stats.nodes, "nodes")
        }
        SolveMethod::Anneal => {
            let r = anneal::anneal(a.seed, &sched);
            if !r.solved {
                return Err(Error::impossible(format!(
                    "annealing from seed {} did not converge in {} iterations",
                    a.seed, r.iterations
                )));
            }
            (r.colours, r.iterations, "iterations")
        }
    };
    let time_s = started.elapsed().as_secs_f64();
    debug_assert!(nine::is_solution(&colours));
    let mut rec = nine::solution_json(&colours);
    rec["method"] = json!(method);
    rec[unit] = json!(work);
    if a.method == SolveMethod::Anneal {
        rec["seed"] = json!(a.seed);
    }
    out.result(
        rec,
        &nine::solution_text(&colours),
        &["method", "seed", unit, "colours"],
        &[
            method.into(),
            if a.method == SolveMethod::Anneal {
                a.seed.to_string()
            } else {
                String::new()
            },
            work.to_string(),
            colour_string(&colours),
        ],
    )?;
    let stats_text = if a.stats {
        format!("{method}: {work} {unit}, {:.3} ms\n", time_s * 1e3)
    } else {
        String::new()
    };
    out.summary(json!({"count": 1, unit: work, "time_s": time_s}), &stats_text)?;
    Ok(ExitCode::SUCCESS)
}

/// A count as a JSON number, or a string past `u64`.
fn count_value(n: u128) -> Value {
    u64::try_from(n).map_or_else(|_| json!(n.to_string()), Value::from)
}

fn count(a: CountArgs) -> Result<ExitCode> {
    let mut out = a.output.open();
    out.header(json!({"name": "nine-colour count", "classes": a.classes}))?;
    let c = census(a.classes)?;
    let labelled = c.labelled();
    let partitions = c.partitions.len();
    let mut summary = json!({
        "count": count_value(labelled),
        "partitions": partitions,
        "nodes": c.nodes,
    });
    let mut text = format!(
        "{labelled} solutions with labelled colours = {} partitions into colour classes x 9!\n\
         (search and structure count agree; search: {} nodes)\n",
        partitions, c.nodes
    );
    if let Some(Classes { full, rotations: rot }) = &c.classes {
        summary["classes"] = json!(full.len());
        summary["rotation_classes"] = json!(rot.len());
        summary["orbit_sizes"] = json!(orbits::orbit_sizes(full));
        summary["rotation_orbit_sizes"] = json!(orbits::orbit_sizes(rot));
        text += &format!(
            "{} classes under the 48 symmetries of the cube (orbit sizes {:?})\n\
             {} classes under the 24 rotations (orbit sizes {:?})\n\
             (orbit enumeration and Burnside's lemma agree)\n",
            full.len(),
            orbits::orbit_sizes(full),
            rot.len(),
            orbits::orbit_sizes(rot)
        );
    }
    out.summary(summary, &text)?;
    Ok(ExitCode::SUCCESS)
}

fn enumerate(a: EnumerateArgs) -> Result<ExitCode> {
    let mut out = a.output.open();
    let group_name = match a.group {
        GroupChoice::Full => "48 symmetries of the cube",
        GroupChoice::Rotations => "24 rotations of the cube",
    };
    out.header(json!({"name": "nine-colour enumerate", "classes": a.classes, "group": group_name}))?;
    let c = census(a.classes)?;
    let cols = ["index", "class", "orbit", "colours"];
    match &c.classes {
        _ if a.count => {}
        Some(Classes { full, rotations }) => {
            let cls = if a.group == GroupChoice::Full {
                full
            } else {
                rotations
            };
            for (i, class) in cls.iter().enumerate() {
                emit(
                    &mut out,
                    i,
                    Some((i, class.orbit, group_name)),
                    &class.representative,
                    &cols,
                )?;
            }
        }
        None => {
            for (i, p) in c.partitions.iter().enumerate() {
                emit(&mut out, i, None, p, &cols)?;
            }
        }
    }
    let mut summary = json!({
        "count": count_value(c.labelled()),
        "partitions": c.partitions.len(),
    });
    let mut text = format!("{} partitions into colour classes", c.partitions.len());
    if let Some(Classes { full, rotations: rot }) = &c.classes {
        summary["classes"] = json!(full.len());
        summary["rotation_classes"] = json!(rot.len());
        text += &format!(
            "; {} classes under the 48 symmetries, {} under the 24 rotations",
            full.len(),
            rot.len()
        );
    }
    text.push('\n');
    out.summary(summary, &text)?;
    Ok(ExitCode::SUCCESS)
}

fn emit(
    out: &mut cubelab::format::Output<impl std::io::Write>,
    index: usize,
    class: Option<(usize, usize, &str)>,
    c: &Colouring,
    cols: &[&str],
) -> Result<()> {
    let mut rec = nine::solution_json(c);
    rec["index"] = json!(index);
    let heading = match class {
        Some((k, orbit, group)) => {
            rec["class"] = json!(k);
            rec["orbit"] = json!(orbit);
            format!("class {} (orbit {orbit} under the {group}):\n", k + 1)
        }
        None => format!("#{}:\n", index + 1),
    };
    let row = vec![
        index.to_string(),
        class.map_or(String::new(), |c| c.0.to_string()),
        class.map_or(String::new(), |c| c.1.to_string()),
        colour_string(c),
    ];
    out.result(rec, &format!("{heading}{}\n", nine::solution_text(c)), cols, &row)
}

/// Distribution of a sample: min, median, mean, max.
fn distribution(mut xs: Vec<f64>) -> [f64; 4] {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    let median = if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    };
    [xs[0], median, xs.iter().sum::<f64>() / n as f64, xs[n - 1]]
}

/// Most runs one anneal-runs takes: the median keeps two numbers per run in memory (16 MB
/// here), and a run takes milliseconds, so more would be hours of work anyway.
const MAX_RUNS: u64 = 1_000_000;

fn anneal_runs(a: AnnealRunsArgs) -> Result<ExitCode> {
    if a.runs == 0 {
        return Err(Error::usage("--runs must be at least 1"));
    }
    if a.runs > MAX_RUNS {
        return Err(Error::usage(format!(
            "--runs {}: at most {MAX_RUNS} runs (the medians keep every run's figures in memory); split the seeds over several invocations with --seed",
            a.runs
        )));
    }
    let sched = schedule(a.max_iterations)?;
    let mut out = a.output.open();
    out.header(json!({"name": "nine-colour anneal-runs", "runs": a.runs, "seed": a.seed}))?;
    // Sequential on purpose: per-run times stay comparable on a shared machine. Each run is
    // written as it ends; only its iteration count and time are kept for the summary.
    let mut iterations = Vec::new();
    let mut times_ms = Vec::new();
    let mut solved = 0usize;
    for i in 0..a.runs {
        let seed = anneal::run_seed(a.seed, i);
        let t = Instant::now();
        let r = anneal::anneal(seed, &sched);
        let t = t.elapsed().as_secs_f64();
        iterations.push(r.iterations as f64);
        times_ms.push(t * 1e3);
        solved += r.solved as usize;
        out.result(
            json!({"seed": seed, "iterations": r.iterations, "solved": r.solved, "time_s": t}),
            "",
            &["seed", "iterations", "solved", "time_s"],
            &[
                seed.to_string(),
                r.iterations.to_string(),
                r.solved.to_string(),
                t.to_string(),
            ],
        )?;
    }
    let (it, ms) = (distribution(iterations), distribution(times_ms));
    let seeds = format!("seeds {}..{}", a.seed, anneal::run_seed(a.seed, a.runs - 1));
    out.summary(
        json!({
            "runs": a.runs, "solved": solved,
            "iterations": {"min": it[0], "median": it[1], "mean": it[2], "max": it[3]},
            "time_ms": {"min": ms[0], "median": ms[1], "mean": ms[2], "max": ms[3]},
        }),
        &runs_table(a.runs, &seeds, solved, it, ms),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The runs' summary as text: the runs, then min, median, mean and max of the
/// iterations and of the time a run.
fn runs_table(runs: u64, seeds: &str, solved: usize, it: [f64; 4], ms: [f64; 4]) -> String {
    format!(
        "{runs} runs ({seeds}), {solved} solved\n\
         {:<11} {:>12} {:>12} {:>12} {:>12}\n\
         {:<11} {:>12} {:>12} {:>12.1} {:>12}\n\
         {:<11} {:>12.3} {:>12.3} {:>12.3} {:>12.3}\n",
        "",
        "min",
        "median",
        "mean",
        "max",
        "iterations",
        it[0],
        it[1],
        it[2],
        it[3],
        "time (ms)",
        ms[0],
        ms[1],
        ms[2],
        ms[3],
    )
}
