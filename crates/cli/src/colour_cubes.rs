//! `cubelab colour-cubes ...`: the families C_n of cubes painted with exactly n colours.

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::driver::RunArgs;
use super::OutputArgs;
use cubelab::colour::family::collections::{CollectionScan, Mode};
use cubelab::colour::family::counting::UniversalCount;
use cubelab::colour::family::universal::{self, UniversalSearch};
use cubelab::colour::family::{self, model, Family, Set};
use cubelab::colour::macmahon::target::Solver;
use cubelab::colour::FaceColouring;
use cubelab::error::{Error, Result};
use cubelab::search::{self, Outcome};

#[derive(Subcommand, Debug)]
pub enum ColourCubesCommand {
    /// The cubes of C_n: canonical faces, mirror, orientations, corner numbers; |C_n| two ways.
    List(ListArgs),
    /// Every arrangement of the given cubes that shows the target's colouring outside.
    Solve(SolveArgs),
    /// Collections of 8 cubes: solution numbers for one target (Table 1) or targets built by
    /// each collection (Table 2); exhaustive or sampled.
    Collections(CollectionsArgs),
    /// Minimum universal sets: the fewest cubes from which every target can be built.
    Universal(UniversalArgs),
}

#[derive(Args, Debug)]
pub struct ColoursArg {
    /// Number of colours n (1..6): the family C_n of cubes painted with exactly n colours.
    #[arg(long, short = 'n')]
    pub colours: usize,
}

#[derive(Args, Debug)]
pub struct ListArgs {
    #[command(flatten)]
    pub family: ColoursArg,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub family: ColoursArg,
    /// Target cube: six face colours (left right front back down up) or #index.
    #[arg(long)]
    pub target: String,
    /// The cubes to build with, comma-separated (8 or more, distinct).
    #[arg(long)]
    pub cubes: String,
    /// Touching inner faces must match too.
    #[arg(long)]
    pub interior: bool,
    /// Print only the number of arrangements.
    #[arg(long)]
    pub count: bool,
    /// List (and draw, with --svg/--html) only the first N arrangements; the count covers all.
    #[arg(long, value_name = "N")]
    pub first: Option<u64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct CollectionsArgs {
    #[command(flatten)]
    pub family: ColoursArg,
    /// Table 1 for this target (six colours or #index); without it, Table 2.
    #[arg(long)]
    pub target: Option<String>,
    /// Sample this many random collections instead of scanning all of them.
    #[arg(long, value_name = "N")]
    pub samples: Option<u64>,
    /// Seed of the ChaCha8Rng generator for --samples.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct UniversalArgs {
    #[command(flatten)]
    pub family: ColoursArg,
    /// Search sets of at most K cubes only (default: K = 8, 9, ... until universal sets
    /// appear; the last size with none proves the minimum).
    #[arg(long, value_name = "K")]
    pub size: Option<usize>,
    /// Instead of the exact search: an upper bound, the smallest universal set met in N runs
    /// of random greedy removal (re-checked with the geometric solver).
    #[arg(long, value_name = "N")]
    pub greedy: Option<u64>,
    /// Seed of the ChaCha8Rng generator for --greedy.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Count the universal sets of exactly --size K cubes, in all and up to symmetry
    /// (Burnside), without listing them.
    #[arg(long, requires = "size", conflicts_with = "greedy")]
    pub count: bool,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: ColourCubesCommand) -> Result<ExitCode> {
    match cmd {
        ColourCubesCommand::List(a) => list(a).map(|_| ExitCode::SUCCESS),
        ColourCubesCommand::Solve(a) => solve(a).map(|_| ExitCode::SUCCESS),
        ColourCubesCommand::Collections(a) => collections(a),
        ColourCubesCommand::Universal(a) => universal(a),
    }
}

fn digits(v: &[u8]) -> String {
    v.iter().map(|d| d.to_string()).collect()
}

fn list(a: ListArgs) -> Result<()> {
    let n = a.family.colours;
    let f = Family::new(n)?;
    let mut out = a.output.open();
    out.header(json!({"name": "colour-cubes list", "colours": n}))?;
    out.text("index  faces (L R F B D U)  mirror  orientations  corners\n")?;
    let cols = ["index", "name", "mirror", "orientations", "corners"];
    for (i, c) in f.cubes.iter().enumerate() {
        let corners: Vec<String> = c.corners.iter().map(u16::to_string).collect();
        let mirror = &f.cubes[c.mirror].name;
        out.result(
            json!({"index": i + 1, "name": c.name, "faces": c.faces.0, "mirror": mirror,
                   "orientations": c.orientations.len(), "corners": c.corners}),
            &format!(
                "#{:<5} {:<20} {:<7} {:<13} {}\n",
                i + 1,
                c.name,
                mirror,
                c.orientations.len(),
                corners.join(" ")
            ),
            &cols,
            &[
                (i + 1).to_string(),
                c.name.clone(),
                mirror.clone(),
                c.orientations.len().to_string(),
                corners.join(" "),
            ],
        )?;
    }
    let burnside = family::burnside_count(n);
    let formula = family::cycle_index_count(n);
    let chiral = f.cubes.iter().enumerate().filter(|(i, c)| c.mirror != *i).count();
    out.summary(
        json!({"colours": n, "cubes": f.len(), "burnside": burnside, "cycle_index": formula,
               "paintings": family::paintings(n).len(), "chiral": chiral,
               "agree": burnside == f.len() as u64 && formula == f.len() as u64}),
        &format!(
            "C_{n}: {} cubes by orbit enumeration of {} paintings, {burnside} by Burnside's lemma, {formula} by the cycle index; {chiral} chiral\n",
            f.len(),
            family::paintings(n).len()
        ),
    )
}

fn solve(a: SolveArgs) -> Result<()> {
    let f = Family::new(a.family.colours)?;
    let t = f.parse_cube(&a.target)?;
    let set = f.parse_set(&a.cubes)?;
    if set.count_ones() < 8 {
        return Err(Error::usage(format!(
            "{} cubes given: the 2x2x2 model needs 8",
            set.count_ones()
        )));
    }
    let names = f.names(set);
    let mut out = a.output.open();
    out.header(json!({"name": "colour-cubes solve", "colours": f.colours, "target": f.cubes[t].name, "cubes": names, "interior": a.interior}))?;
    let pool: Vec<(usize, &[FaceColouring])> = family::members(set)
        .map(|c| (c, f.cubes[c].orientations.as_slice()))
        .collect();
    let solver = Solver::from_pool(&pool, f.cubes[t].faces, a.interior);
    let mut n = 0u64;
    let mut err = Ok(());
    solver.for_each(&mut |arr| {
        n += 1;
        if a.count || err.is_err() || a.first.is_some_and(|k| n > k) {
            return;
        }
        let at = |c: usize| [c & 1, c >> 1 & 1, c >> 2];
        let cells: Vec<Value> = arr
            .cells
            .iter()
            .enumerate()
            .map(|(c, (i, o))| json!({"at": at(c), "faces": o.0, "label": f.cubes[*i].name}))
            .collect();
        let text: Vec<String> = arr
            .cells
            .iter()
            .enumerate()
            .map(|(c, (i, o))| format!("{:?} {} {}", at(c), f.cubes[*i].name, digits(&o.0)))
            .collect();
        err = out.result(
            json!({"target": f.cubes[t].name, "arrangement": n, "assembly": {"size": [2, 2, 2], "palette": "macmahon", "cubes": cells}}),
            &format!("arrangement {n}: {}\n", text.join("  ")),
            &["arrangement", "cells"],
            &[n.to_string(), text.join(" ")],
        );
    });
    err?;
    // The matching model's count (outside faces only) as a second method.
    let model_count = (!a.interior).then(|| model::Target::new(&f, t).solution_number(set));
    out.summary(
        json!({"target": f.cubes[t].name, "cubes": names, "interior": a.interior, "solutions": n, "model_solutions": model_count}),
        &format!(
            "{n} arrangements build {}{}{}\n",
            f.cubes[t].name,
            if a.interior { " with matching interior" } else { "" },
            model_count.map_or(String::new(), |m| format!(" (matching model: {m})"))
        ),
    )
}

fn collections(a: CollectionsArgs) -> Result<ExitCode> {
    let f = Family::new(a.family.colours)?;
    let target = a.target.as_deref().map(|t| f.parse_cube(t)).transpose()?;
    let mode = match a.samples {
        Some(samples) => Mode::Sampled {
            samples,
            seed: a.seed,
        },
        None => Mode::Exhaustive,
    };
    let problem = CollectionScan::new(f, target, mode)?;
    if mode == Mode::Exhaustive && problem.exhaustive_size() > 200_000_000 {
        return Err(Error::usage(format!(
            "{} collections are too many to scan here; sample them with --samples",
            problem.exhaustive_size()
        )));
    }
    let mut out = a.output.open();
    super::count::finish(search::run(&problem, &a.run.options()?, &mut out)?)
}

fn universal(a: UniversalArgs) -> Result<ExitCode> {
    let f = Family::new(a.family.colours)?;
    let sizes: Vec<usize> = match a.size {
        Some(k) => vec![k],
        None => (8..=f.len().max(8)).collect(),
    };
    // The search's sizes each write a summary: the pictures (the cubes of the first minimum
    // universal set) are drawn once, at the end.
    let pictures = cubelab::render::Pictures {
        svg: a.output.svg.clone(),
        html: a.output.html.clone(),
    };
    let mut out = OutputArgs {
        svg: None,
        html: None,
        ..a.output.clone()
    }
    .open();
    if f.len() < 8 {
        if pictures.wanted() {
            cubelab::format::log::log("no universal set: no picture drawn");
        }
        out.header(json!({"name": "colour-cubes universal", "colours": f.colours}))?;
        out.summary(
            json!({"colours": f.colours, "universal": false, "cubes": f.len()}),
            &format!("{}\n", universal::why_none(&f, None)),
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(tries) = a.greedy {
        return greedy(&f, tries, a.seed, &pictures, &mut out);
    }
    if let (true, Some(k)) = (a.count, a.size) {
        return count_universal(&f, k, &a, &mut out);
    }
    smallest_universal(&f, sizes, &a, &pictures, &mut out)
}

/// Counts the universal sets of `k` cubes (in all and up to symmetry).
fn count_universal<W: std::io::Write>(
    f: &Family,
    k: usize,
    a: &UniversalArgs,
    out: &mut cubelab::format::Output<W>,
) -> Result<ExitCode> {
    let problem = match UniversalCount::new(f.clone(), k)? {
        Ok(p) => p,
        Err(o) => return obstructed(f, &o, out),
    };
    let outcome = search::run(&problem, &a.run.options()?, out)?;
    if let Outcome::Complete(total) = &outcome {
        problem.counts(total)?; // a disagreement when Burnside's sum is not whole
    }
    super::count::finish(outcome)
}

/// Lists the universal sets of each size in turn until a size has some (or the one size
/// asked for): that size is the minimum, the sizes before it had none. Each size
/// checkpoints to its own file.
fn smallest_universal<W: std::io::Write>(
    f: &Family,
    sizes: Vec<usize>,
    a: &UniversalArgs,
    pictures: &cubelab::render::Pictures,
    out: &mut cubelab::format::Output<W>,
) -> Result<ExitCode> {
    let mut previous_empty = None;
    for k in sizes {
        let problem = match UniversalSearch::new(f.clone(), k)? {
            Ok(p) => p,
            Err(o) => {
                if pictures.wanted() {
                    cubelab::format::log::log("no universal set: no picture drawn");
                }
                return obstructed(f, &o, out);
            }
        };
        let mut args = a.run.clone();
        if let (Some(path), None) = (&a.run.checkpoint, a.size) {
            args.checkpoint = Some(path.with_extension(format!("size{k}")));
        }
        let outcome = search::run(&problem, &args.options()?, out)?;
        let Outcome::Complete(total) = &outcome else {
            return super::count::finish(outcome);
        };
        let classes = problem.classes(total);
        if a.size.is_some() || !classes.is_empty() {
            universal::check_geometric(f, &classes.iter().map(|c| c.0).collect::<Vec<_>>())?;
            if pictures.wanted() {
                draw_set(f, classes.first().map(|c| c.0), pictures)?;
            }
            if let (false, Some(below)) = (classes.is_empty(), previous_empty) {
                out.text(&format!(
                    "minimum universal set of C_{}: {k} cubes (none of {below}); {} up to symmetry, {} in all\n",
                    f.colours,
                    classes.len(),
                    classes.iter().map(|c| c.1).sum::<usize>()
                ))?;
            }
            return super::count::finish(outcome);
        }
        previous_empty = Some(k);
    }
    Ok(ExitCode::SUCCESS)
}

/// The summary of a family with no universal set: the target and cells that need more
/// distinct cubes than fit them.
fn obstructed<W: std::io::Write>(
    f: &Family,
    o: &universal::Obstruction,
    out: &mut cubelab::format::Output<W>,
) -> Result<ExitCode> {
    let cells: Vec<usize> = (0..8).filter(|p| o.cells >> p & 1 == 1).collect();
    out.header(json!({"name": "colour-cubes universal", "colours": f.colours}))?;
    out.summary(
        json!({"colours": f.colours, "universal": false, "target": f.cubes[o.target].name,
               "cells": cells, "fitting": f.names(o.fitting)}),
        &format!("{}\n", universal::why_none(f, Some(o))),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// `universal --greedy N`: an upper bound on the minimum size, by random greedy removal.
fn greedy<W: std::io::Write>(
    f: &Family,
    tries: u64,
    seed: u64,
    pictures: &cubelab::render::Pictures,
    out: &mut cubelab::format::Output<W>,
) -> Result<ExitCode> {
    if tries == 0 {
        return Err(Error::usage("--greedy needs at least one run"));
    }
    let problem = match UniversalSearch::new(f.clone(), f.len())? {
        Ok(p) => p,
        Err(_) => return Err(Error::impossible(format!("C_{} has no universal set", f.colours))),
    };
    let s = universal::greedy_universal(&problem.search.constraints, problem.search.cubes, tries, seed)
        .ok_or_else(|| Error::impossible(format!("C_{} has no universal set", f.colours)))?;
    universal::check_geometric(f, &[s])?;
    if pictures.wanted() {
        draw_set(f, Some(s), pictures)?;
    }
    out.header(
        json!({"name": "colour-cubes universal", "colours": f.colours, "greedy": tries, "seed": seed}),
    )?;
    out.summary(
        json!({"colours": f.colours, "greedy_runs": tries, "seed": seed, "upper_bound": s.count_ones(),
               "set": f.names(s), "checked_geometrically": true}),
        &format!(
            "upper bound (greedy, {tries} runs, seed {seed}): a universal set of {} cubes of C_{}, re-checked with the geometric solver: {}\n",
            s.count_ones(),
            f.colours,
            f.names(s).join(",")
        ),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The cubes of a universal set, one picture each with its net (`render`'s list sheet).
fn draw_set(f: &Family, set: Option<Set>, pictures: &cubelab::render::Pictures) -> Result<()> {
    let Some(set) = set else {
        cubelab::format::log::log("no universal set of this size: no picture drawn");
        return Ok(());
    };
    let records: Vec<Value> = family::members(set)
        .map(|c| json!({"type": "result", "name": f.cubes[c].name, "faces": f.cubes[c].faces.0}))
        .collect();
    cubelab::render::write_pictures(&records, pictures)
}
