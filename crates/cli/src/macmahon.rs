//! `cubelab macmahon ...`: MacMahon's 30 coloured cubes and the target puzzle.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use super::driver::RunArgs;
use super::OutputArgs;
use cubelab::colour::macmahon::collections::{self, SolutionMethod};
use cubelab::colour::macmahon::cubes::N;
use cubelab::colour::macmahon::scan::{distribution, SetScan, SetSelection};
use cubelab::colour::macmahon::{sample, sets, target, MacMahon};
use cubelab::error::{Error, Result};
use cubelab::format::{Format, Output};
use cubelab::search::{self, Outcome, Problem};

#[derive(Subcommand, Debug)]
pub enum MacMahonCommand {
    /// The 30 cubes: Conway name, face colours, corner numbers, mirror.
    Cubes(CubesArgs),
    /// Every arrangement of the given cubes that shows the target's colouring outside.
    Solve(SolveArgs),
    /// Collections of 8 cubes: solution numbers for a target (Table 1), or how many targets
    /// each collection builds (Table 2).
    Collections(CollectionsArgs),
    /// Every set of K distinct cubes: how many targets it builds.
    Sets(SetsArgs),
    /// Random sets of K distinct cubes (the paper's sampling), ChaCha8Rng.
    Sample(SampleArgs),
}

#[derive(Args, Debug)]
pub struct CubesArgs {
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Target cube (Conway name, e.g. Ba).
    #[arg(long)]
    pub target: String,
    /// The cubes to build with, comma-separated names (8 or more, distinct).
    #[arg(long)]
    pub cubes: String,
    /// Touching inner faces must match too.
    #[arg(long)]
    pub interior: bool,
    /// Print only the number of arrangements.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct CollectionsArgs {
    /// Table 1 for this target (a name, or `all` for each target in turn).
    #[arg(long)]
    pub target: Option<String>,
    /// How to compute solution numbers for Table 1.
    #[arg(long, value_enum, default_value_t = SolutionMethod::Graph)]
    pub method: SolutionMethod,
    /// Table 2: list the collections that build exactly this many targets (1..5).
    #[arg(long)]
    pub targets: Option<usize>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SetsArgs {
    /// Number K of distinct cubes in a set, 8..30.
    #[arg(long)]
    pub size: usize,
    /// List at most this many of the sets reaching the maximum.
    #[arg(long, default_value_t = 100)]
    pub limit: usize,
    /// Scan every K-set instead of those containing Ab scaled by colour symmetry (30/K).
    #[arg(long)]
    pub full: bool,
    /// Only the K-subsets of these cubes (comma-separated names), e.g. a universal set.
    #[arg(long)]
    pub within: Option<String>,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SampleArgs {
    /// Number K of distinct cubes in a set, 8..30.
    #[arg(long)]
    pub size: usize,
    /// Number of random sets (1 to 2^40).
    #[arg(long, default_value_t = 20_000)]
    pub samples: u64,
    /// Seed of the ChaCha8Rng generator.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// No estimate of the time and no progress on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Seconds between plain progress lines when stderr is not a terminal.
    #[arg(long, value_name = "S", default_value_t = super::seconds::Seconds::from_secs(10), hide_short_help = true)]
    pub progress_every: super::seconds::Seconds,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs longer than this are announced with their expected time and show progress.
const ANNOUNCED: f64 = 3.0;

pub fn run(cmd: MacMahonCommand) -> Result<ExitCode> {
    let m = MacMahon::new();
    match cmd {
        MacMahonCommand::Cubes(a) => cubes(&m, a),
        MacMahonCommand::Solve(a) => solve(&m, a),
        MacMahonCommand::Collections(a) => match (&a.target, a.targets) {
            (Some(_), Some(_)) => Err(Error::usage(
                "--target (Table 1) and --targets (Table 2) do not go together",
            )),
            (Some(t), None) => table1(&m, t, &a),
            (None, _) => table2(&m, &a),
        },
        MacMahonCommand::Sets(a) => return scan(&m, a),
        MacMahonCommand::Sample(a) => sampling(&m, a),
    }?;
    Ok(ExitCode::SUCCESS)
}

fn cube_index(m: &MacMahon, name: &str) -> Result<usize> {
    m.index(name).ok_or_else(|| {
        Error::usage(format!(
            "unknown cube '{name}': names are Ab..Fe (row A-F, column a-f, not on the diagonal)"
        ))
    })
}

fn check_size(k: usize) -> Result<()> {
    if !(8..=N).contains(&k) {
        return Err(Error::usage(format!("--size {k}: sets have 8 to 30 cubes")));
    }
    Ok(())
}

fn digits(v: &[u8]) -> String {
    v.iter().map(|d| d.to_string()).collect()
}

fn cubes(m: &MacMahon, a: CubesArgs) -> Result<()> {
    let mut out = a.output.open();
    out.header(json!({"name": "macmahon cubes"}))?;
    out.text("name  faces (L R F B D U)  corners                          mirror\n")?;
    let cols = ["name", "faces", "corners", "mirror"];
    for c in &m.cubes {
        let corners: Vec<String> = c.corners.iter().map(u16::to_string).collect();
        let mirror = &m.cubes[c.mirror].name;
        out.result(
            json!({"name": c.name, "faces": c.faces.0, "corners": c.corners, "mirror": mirror}),
            &format!(
                "{:<5} {:<20} {}  {}\n",
                c.name,
                digits(&c.faces.0),
                corners.join(" "),
                mirror
            ),
            &cols,
            &[
                c.name.clone(),
                digits(&c.faces.0),
                corners.join(" "),
                mirror.clone(),
            ],
        )?;
    }
    out.summary(
        json!({"cubes": m.cubes.len(), "corner_numbers": 40}),
        "30 cubes (720 paintings / 24 rotations), 40 corner numbers\n",
    )
}

fn solve(m: &MacMahon, a: SolveArgs) -> Result<()> {
    let t = cube_index(m, &a.target)?;
    let set = m.parse_set(&a.cubes)?;
    if set.count_ones() < 8 {
        return Err(Error::usage(format!(
            "--cubes: {} cubes given, the model needs 8",
            set.count_ones()
        )));
    }
    let mut out = a.output.open();
    let names = m.names(set);
    out.header(
        json!({"name": "macmahon solve", "target": a.target, "cubes": names, "interior": a.interior}),
    )?;
    let solver = target::Solver::new(m, m.cubes[t].faces, set, a.interior);
    let cols = ["arrangement", "cells"];
    let mut n = 0u64;
    let mut err = Ok(());
    solver.for_each(&mut |arr| {
        n += 1;
        if a.count || err.is_err() {
            return;
        }
        let text: Vec<String> = arr
            .cells
            .iter()
            .enumerate()
            .map(|(c, (i, f))| {
                format!(
                    "({},{},{}) {} {}",
                    c & 1,
                    c >> 1 & 1,
                    c >> 2,
                    m.cubes[*i].name,
                    digits(&f.0)
                )
            })
            .collect();
        err = out.result(
            target::arrangement_record(m, t, n, arr),
            &format!("arrangement {n}: {}\n", text.join("  ")),
            &cols,
            &[n.to_string(), text.join(" ")],
        );
    });
    err?;
    let kind = if a.interior { " with matching interior" } else { "" };
    // The face order explains listed faces; a count lists none (issue 68).
    let legend = if a.count || n == 0 {
        ""
    } else {
        " (faces listed left right front back down up)"
    };
    out.summary(
        json!({"target": m.cubes[t].name, "cubes": names, "interior": a.interior, "solutions": n}),
        &format!(
            "{} build {}{kind}{legend}\n",
            cubelab::format::number::plural(n, "arrangement"),
            m.cubes[t].name
        ),
    )
}

fn table1(m: &MacMahon, which: &str, a: &CollectionsArgs) -> Result<()> {
    let targets: Vec<usize> = if which == "all" {
        (0..N).collect()
    } else {
        vec![cube_index(m, which)?]
    };
    let mut out = a.output.open();
    out.header(json!({"name": "macmahon collections", "target": which, "method": a.method.name()}))?;
    let cols = ["target", "solution_number", "collections"];
    let mut total: BTreeMap<u64, u64> = BTreeMap::new();
    // All targets with the graph method: Ba's list carried to each target by recolouring.
    let transported = (targets.len() > 1 && a.method == SolutionMethod::Graph)
        .then(|| collections::all_building_collections(m));
    for &t in &targets {
        let name = &m.cubes[t].name;
        let dist = match &transported {
            Some(lists) => collections::solution_distribution(&lists[t]),
            None => collections::solution_distribution(&collections::building_collections(m, t, a.method)),
        };
        out.text(&format!("target {name}: solution number: collections\n"))?;
        for (&s, &c) in &dist {
            *total.entry(s).or_insert(0) += c;
            out.result(
                json!({"target": name, "solution_number": s, "collections": c}),
                &format!("  {s:>2}: {c}\n"),
                &cols,
                &[name.clone(), s.to_string(), c.to_string()],
            )?;
        }
    }
    let building: u64 = total.values().sum();
    let max = total.keys().next_back().copied().unwrap_or(0);
    out.summary(
        json!({"target": which, "method": a.method.name(), "collections": building,
               "of": collections::COLLECTIONS * targets.len() as u64,
               "distribution": distribution(total.iter().map(|(&k, &v)| (k, v))), "max": max}),
        &format!(
            "{building} (collection, target) pairs build, maximum solution number {max} ({} method)\n",
            a.method.name()
        ),
    )
}

fn table2(m: &MacMahon, a: &CollectionsArgs) -> Result<()> {
    if a.targets == Some(0) || a.targets.is_some_and(|k| k > N) {
        return Err(Error::usage("--targets: give a number of targets from 1 to 30"));
    }
    let mut out = a.output.open();
    out.header(json!({"name": "macmahon collections", "targets": a.targets}))?;
    let per_target = collections::all_building_collections(m);
    let (dist, builders) = collections::target_counts(&per_target, a.targets);
    let max = dist.iter().rposition(|&c| c > 0).unwrap_or(0);
    let mut summary = json!({"collections": collections::COLLECTIONS,
        "distribution": distribution(dist.iter().enumerate().map(|(k, &v)| (k, v))), "max": max});
    match a.targets {
        None => {
            out.text("targets built: collections (proportion)\n")?;
            for (k, &c) in dist.iter().enumerate().take(max + 1) {
                let p = c as f64 / collections::COLLECTIONS as f64;
                out.result(
                    json!({"targets": k, "collections": c, "proportion": p}),
                    &format!("  {k}: {c} ({p:.5})\n"),
                    &["targets", "collections", "proportion"],
                    &[k.to_string(), c.to_string(), format!("{p:.6}")],
                )?;
            }
        }
        Some(k) => {
            for b in &builders {
                let names = m.names(b.collection);
                let targets: Map<String, Value> = b
                    .targets
                    .iter()
                    .map(|&(t, s)| (m.cubes[t].name.clone(), Value::from(s)))
                    .collect();
                let text: Vec<String> = b
                    .targets
                    .iter()
                    .map(|&(t, s)| format!("{}:{s}", m.cubes[t].name))
                    .collect();
                out.result(
                    json!({"collection": names, "targets": targets}),
                    &format!("{}  builds {}\n", names.join(","), text.join(" ")),
                    &["collection", "targets"],
                    &[names.join(" "), text.join(" ")],
                )?;
            }
            summary["listed"] = json!(builders.len());
            if k == 5 {
                summary["theorem7"] = json!(collections::is_theorem7(m, &builders));
            }
        }
    }
    let listed = summary
        .get("theorem7")
        .map_or(String::new(), |v| format!(", Theorem 7 construction agrees: {v}"));
    out.summary(
        summary,
        &format!(
            "{} collections of 8 cubes; at most {max} targets{listed}\n",
            collections::COLLECTIONS
        ),
    )
}

fn scan(m: &MacMahon, a: SetsArgs) -> Result<ExitCode> {
    check_size(a.size)?;
    let method = match (a.within.as_deref(), a.full) {
        (Some(list), _) => SetSelection::Within(m.parse_set(list)?),
        (None, true) => SetSelection::Full,
        (None, false) => SetSelection::Symmetry,
    };
    let problem = SetScan::new(m.clone(), a.size, method, a.limit)?;
    let mut out = a.output.open();
    if a.output.format != Format::Csv {
        return super::count::finish(search::run(&problem, &a.run.options()?, &mut out)?);
    }
    // CSV keeps one row per number of targets and per listed record set (the units emit no
    // result records): the driver writes to nowhere, the rows come from the summary.
    let outcome = search::run(
        &problem,
        &a.run.options()?,
        &mut Output::new(Format::Text, std::io::sink()),
    )?;
    if let Outcome::Complete(total) = &outcome {
        let (fields, _) = problem.summary(total);
        set_rows(&mut out, &fields)?;
        out.summary(fields, "")?;
    }
    super::count::finish(outcome)
}

/// The CSV rows of a set scan (columns `kind,targets,sets,set`): `count` rows (sets building
/// n targets), then `max_set` rows (the listed sets reaching the maximum).
fn set_rows<W: std::io::Write>(out: &mut Output<W>, summary: &Value) -> Result<()> {
    let cols = ["kind", "targets", "sets", "set"];
    let mut dist: Vec<(u64, u64)> = summary["distribution"]
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(k, v)| Some((k.parse().ok()?, v.as_u64()?)))
        .collect();
    dist.sort_unstable();
    for (k, c) in dist {
        let row = ["count".into(), k.to_string(), c.to_string(), String::new()];
        out.result(json!({"kind": "count", "targets": k, "sets": c}), "", &cols, &row)?;
    }
    let max = summary["max"].to_string();
    for set in summary["sets_at_max"].as_array().into_iter().flatten() {
        let names: Vec<&str> = set
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        let row = ["max_set".into(), max.clone(), "1".into(), names.join(" ")];
        out.result(json!({"kind": "max_set", "set": names}), "", &cols, &row)?;
    }
    Ok(())
}

/// The sample, announced with its expected time (from the first unit, timed) and reported
/// as it goes when it runs longer than [`ANNOUNCED`]: `--samples 10^12` ran for days without
/// a word (issue 68). Ctrl-C ends the process, as it does every command.
fn sample_with_progress(kernel: &sets::Kernel, a: &SampleArgs) -> Result<sample::Sampled> {
    use cubelab::search::progress::{human, Phase, Progress};
    let units = a.samples.div_ceil(sample::UNIT);
    let threads = rayon::current_num_threads();
    let started = Instant::now();
    std::hint::black_box(sample::unit_distribution(kernel, a.size, a.samples, a.seed, 0));
    let expected = started.elapsed().as_secs_f64() * units as f64 / threads as f64;
    let mut every = a.progress_every.0;
    let report = match expected > ANNOUNCED {
        true => super::driver::reporter(a.quiet, &mut every),
        false => None,
    };
    let Some(report) = report else {
        return Ok(sample::sample(kernel, a.size, a.samples, a.seed));
    };
    cubelab::format::log::log(format_args!(
        "{} random sets: about {} on {threads} thread(s), judged from the first {}; Ctrl-C stops the run",
        a.samples,
        human(expected),
        sample::UNIT.min(a.samples)
    ));
    let at = |done: u64, phase| Progress {
        done: done as usize,
        total: units as usize,
        resumed: 0,
        elapsed: started.elapsed(),
        phase,
    };
    report(&at(0, Phase::Started));
    let last = Mutex::new(Instant::now());
    let s = sample::sample_with(kernel, a.size, a.samples, a.seed, &|done| {
        // One thread reports at a time; the others go on.
        if let Ok(mut last) = last.try_lock() {
            if last.elapsed() >= every {
                *last = Instant::now();
                report(&at(done, Phase::Running));
            }
        }
        true
    })
    .expect("nothing stops this run but the process");
    report(&at(units, Phase::Done));
    Ok(s)
}

fn sampling(m: &MacMahon, a: SampleArgs) -> Result<()> {
    check_size(a.size)?;
    sample::check_samples(a.samples).map_err(|e| Error::usage(format!("--samples: {e}")))?;
    let kernel = sets::Kernel::new(m);
    let mut out = a.output.open();
    out.header(json!({"name": "macmahon sample", "size": a.size, "samples": a.samples, "seed": a.seed, "generator": "ChaCha8Rng"}))?;
    let s = sample_with_progress(&kernel, &a)?;
    for (k, &c) in s.dist.iter().enumerate().filter(|e| *e.1 > 0) {
        out.result(
            json!({"targets": k, "sets": c}),
            &format!("  {k}: {c}\n"),
            &["targets", "sets"],
            &[k.to_string(), c.to_string()],
        )?;
    }
    out.summary(
        json!({"size": a.size, "samples": a.samples, "seed": a.seed, "generator": "ChaCha8Rng",
               "distribution": distribution(s.dist.iter().enumerate().map(|(k, &v)| (k, v))),
               "min": s.min(), "max": s.max(), "mean": s.mean(), "std_dev": s.std_dev()}),
        &format!(
            "{} random sets of {} cubes: targets built min {}, max {}, mean {:.2}, standard deviation {:.2}\n",
            a.samples,
            a.size,
            s.min(),
            s.max(),
            s.mean(),
            s.std_dev()
        ),
    )
}
