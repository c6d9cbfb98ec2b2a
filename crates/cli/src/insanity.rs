//! `cubelab insanity ...`: solve an Instant Insanity file (all solutions up to the stack's
//! symmetries, by the graph method checked against brute force), make random instances.

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::json;

use super::OutputArgs;
use cubelab::colour::cube::FACE_NAMES;
use cubelab::colour::insanity::{self, Instance, Stack};
use cubelab::error::{Error, Result};
use cubelab::format::{read_source, source_name};
use cubelab::geometry::orbits::{self, Class};

#[derive(Subcommand, Debug)]
pub enum InsanityCommand {
    /// Every solution of a stacking puzzle, up to rotating and turning over the stack.
    Solve(SolveArgs),
    /// Print a random instance (in the file format `solve` reads).
    Random(RandomArgs),
    /// Every set of n distinct cubes painted with exactly n colours: stackable, solution numbers.
    Census(CensusArgs),
}

#[derive(Args, Debug)]
pub struct CensusArgs {
    /// Number of colours n (and of cubes in a stack).
    #[arg(long)]
    pub colours: usize,
    #[command(flatten)]
    pub run: super::driver::RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Cube file: one cube per line, six colours in the order left right front back down up
    /// (`#` comments; `-` reads stdin). See docs/insanity.md.
    pub file: String,
    /// Solve however large the work (by default instances with more than 20,000 2-factors
    /// or 1,000,000 candidate stacks are refused before the work starts).
    #[arg(long)]
    pub unlimited: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct RandomArgs {
    /// Number of cubes (and colours), 1 to 16; the commercial puzzle has 4.
    #[arg(long, default_value_t = 4)]
    pub cubes: usize,
    /// Seed of the generator (ChaCha8Rng::seed_from_u64).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Build the cubes from a solved stack (then turn each at random): always solvable.
    #[arg(long)]
    pub planted: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(cmd: InsanityCommand) -> Result<ExitCode> {
    match cmd {
        InsanityCommand::Solve(a) => solve(a),
        InsanityCommand::Random(a) => random(a),
        InsanityCommand::Census(a) => {
            let problem = cubelab::colour::family::insanity_census::InsanityCensus::new(a.colours)?;
            super::count::finish(cubelab::search::run(
                &problem,
                &a.run.options()?,
                &mut a.output.open(),
            )?)
        }
    }
}

const GROUP: &str =
    "8 rotations of the stack (4 turns about its axis, turned upside down) and reordering of the cubes";

/// Most 2-factors solved without --unlimited: the graph method compares every pair (4·10^8
/// pairs, seconds of work); degenerate instances of 12-16 cubes have millions.
const MAX_FACTORS: u64 = 20_000;

/// Most candidate stacks built without --unlimited (each is kept until the classes are made).
const MAX_STACKS: u128 = 1_000_000;

/// Refuses, before any work, an instance whose graph method would explode.
fn check_effort(inst: &Instance) -> Result<()> {
    let factors = insanity::count_two_factors(inst, MAX_FACTORS);
    if factors > MAX_FACTORS {
        return Err(Error::usage(format!(
            "{} cubes with more than {MAX_FACTORS} 2-factors: the graph method compares every pair of them (over {} pairs); add --unlimited to solve it anyway",
            inst.cubes.len(),
            MAX_FACTORS * MAX_FACTORS
        )));
    }
    let bound = insanity::stack_bound(inst);
    if bound > MAX_STACKS {
        return Err(Error::usage(format!(
            "{} cubes with up to {bound} stacks to build and classify (limit {MAX_STACKS}); add --unlimited to solve it anyway",
            inst.cubes.len()
        )));
    }
    Ok(())
}

fn solve(a: SolveArgs) -> Result<ExitCode> {
    let name = source_name(&a.file);
    let inst = insanity::parse(&read_source(&a.file)?, name)?;
    if !a.unlimited {
        check_effort(&inst)?;
    }
    let mut out = a.output.open();
    out.header(
        json!({"name": "insanity solve", "input": name, "cubes": inst.cubes.len(),
        "colours": inst.colour_names}),
    )?;
    let solved = insanity::solve(&inst)?;
    let (stacks, classes, checked) = (&solved.stacks, &solved.classes, solved.brute_force_checked);
    out.text(&format!(
        "{} cubes, {} colours ({}); stacks listed top cube first\n",
        inst.cubes.len(),
        inst.colour_names.len(),
        inst.colour_names.join(", ")
    ))?;
    for (i, class) in classes.iter().enumerate() {
        emit(&mut out, &inst, i, class)?;
    }
    let methods = format!(
        "graph method: {} pair(s) of edge-disjoint 2-factors{}",
        solved.graph_pairs,
        if checked {
            ", same stacks as the brute force".to_string()
        } else {
            format!(" (brute force skipped above {} cubes)", insanity::BRUTE_FORCE_MAX)
        }
    );
    let text = if classes.is_empty() {
        // "0 solution(s) ... (orbit sizes [])" said nothing a reader could use (issue 68).
        format!(
            "no solution: no stack of these cubes shows every colour once on each of its four sides; {methods}\n"
        )
    } else {
        format!(
            "{} solution(s) up to the {GROUP}; {} stack(s) with the cube order fixed (orbit sizes {:?}); {methods}\n",
            classes.len(),
            stacks.len(),
            orbits::orbit_sizes(classes),
        )
    };
    out.summary(
        json!({
            "cubes": inst.cubes.len(),
            "classes": classes.len(),
            "count": stacks.len(),
            "graph_pairs": solved.graph_pairs,
            "brute_force_checked": checked,
            "orbit_sizes": orbits::orbit_sizes(classes),
            "group": GROUP,
        }),
        &text,
    )?;
    Ok(ExitCode::SUCCESS)
}

fn emit(
    out: &mut cubelab::format::Output<impl std::io::Write>,
    inst: &Instance,
    i: usize,
    class: &Class<Stack>,
) -> Result<()> {
    let oriented: Vec<[u8; 6]> = insanity::oriented(inst, &class.representative)
        .iter()
        .map(|f| f.0)
        .collect();
    let name = |k: u8| inst.colour_names[k as usize].as_str();
    let mut text = format!("solution {} (orbit {}):\n", i + 1, class.orbit);
    text += &format!(
        "{:<8}{:<10}{:<10}{:<10}{:<10}| {:<10}{}\n",
        "", "front", "right", "back", "left", "up", "down"
    );
    for (k, f) in oriented.iter().enumerate().rev() {
        text += &format!(
            "{:<8}{:<10}{:<10}{:<10}{:<10}| {:<10}{}\n",
            format!("cube {}", k + 1),
            name(f[2]),
            name(f[1]),
            name(f[3]),
            name(f[0]),
            name(f[5]),
            name(f[4])
        );
    }
    let side = |s: usize| -> Vec<&str> { oriented.iter().map(|f| name(f[s])).collect() };
    let rec = insanity::solution_record(inst, i, class);
    let mut cols = vec!["index".to_string(), "orbit".to_string()];
    cols.extend(FACE_NAMES[..4].iter().map(|s| s.to_string()));
    let col_refs: Vec<&str> = cols.iter().map(String::as_str).collect();
    let mut row = vec![i.to_string(), class.orbit.to_string()];
    row.extend((0..4).map(|s| side(s).join(" ")));
    out.result(rec, &text, &col_refs, &row)
}

fn random(a: RandomArgs) -> Result<ExitCode> {
    let inst = insanity::random_instance(a.cubes, a.seed, a.planted)?;
    let mut out = a.output.open();
    out.header(json!({"name": "insanity random", "cubes": a.cubes, "seed": a.seed, "planted": a.planted}))?;
    let text = format!(
        "# cubelab insanity random --cubes {} --seed {}{}\n{}",
        a.cubes,
        a.seed,
        if a.planted { " --planted" } else { "" },
        insanity::to_text(&inst)
    );
    let rec = insanity::instance_record(&inst);
    let row: Vec<String> = (rec["cubes"].as_array().into_iter().flatten())
        .map(|c| {
            let names: Vec<&str> = c
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|n| n.as_str())
                .collect();
            names.join(" ")
        })
        .collect();
    out.result(rec, &text, &["cubes"], &[row.join(";")])?;
    out.summary(json!({"cubes": a.cubes}), "")?;
    Ok(ExitCode::SUCCESS)
}
