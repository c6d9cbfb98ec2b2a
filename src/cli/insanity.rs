//! `cubelab insanity ...`: solve an Instant Insanity file (all solutions up to the stack's
//! symmetries, by the graph method checked against brute force), make random instances.

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::check::read_input;
use super::OutputArgs;
use crate::colour::cube::FACE_NAMES;
use crate::colour::insanity::{self, Instance, Stack};
use crate::colour::orbits::{self, Class};
use crate::error::{Error, Result};

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
    pub run: crate::search::RunArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Cube file: one cube per line, six colours in the order left right front back down up
    /// (`#` comments; `-` reads stdin). See docs/insanity.md.
    pub file: String,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct RandomArgs {
    /// Number of cubes (and colours).
    #[arg(long)]
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
            let problem = crate::colour::family::insanity_census::InsanityCensus::new(a.colours)?;
            super::count::finish(crate::search::run(&problem, &a.run, &mut a.output.open())?)
        }
    }
}

/// Largest stack the brute force re-checks (24^n orientations; 10 cubes take ~0.1 s).
const BRUTE_FORCE_MAX: usize = 10;

const GROUP: &str =
    "8 rotations of the stack (4 turns about its axis, turned upside down) and reordering of the cubes";

fn solve(a: SolveArgs) -> Result<ExitCode> {
    let name = if a.file == "-" { "stdin" } else { a.file.as_str() };
    let inst = insanity::parse(&read_input(&a.file)?, name)?;
    let mut out = a.output.open();
    out.header(
        json!({"name": "insanity solve", "input": name, "cubes": inst.cubes.len(),
        "colours": inst.colour_names}),
    )?;
    let graph = insanity::graph_method(&inst);
    // The brute force grows like 24^n: it re-checks the graph method on small stacks only.
    let checked = inst.cubes.len() <= BRUTE_FORCE_MAX;
    if checked {
        let brute = insanity::brute_force(&inst);
        if graph.stacks != brute {
            return Err(Error::impossible(format!(
                "graph method finds {} stacks, brute force {}",
                graph.stacks.len(),
                brute.len()
            )));
        }
    }
    let stacks = graph.stacks;
    let classes = insanity::classes(&stacks);
    if insanity::burnside(&stacks) != Some(classes.len() as u64) {
        return Err(Error::impossible(
            "orbit enumeration and Burnside's lemma disagree",
        ));
    }
    out.text(&format!(
        "{} cubes, {} colours ({}); stacks listed top cube first\n",
        inst.cubes.len(),
        inst.colour_names.len(),
        inst.colour_names.join(", ")
    ))?;
    for (i, class) in classes.iter().enumerate() {
        emit(&mut out, &inst, i, class)?;
    }
    let text = format!(
        "{} solution(s) up to the {GROUP}; {} stack(s) with the cube order fixed \
         (orbit sizes {:?}); graph method: {} pair(s) of edge-disjoint 2-factors{}\n",
        classes.len(),
        stacks.len(),
        orbits::orbit_sizes(&classes),
        graph.pairs,
        if checked {
            ", same stacks as the brute force"
        } else {
            " (brute force skipped above 10 cubes)"
        }
    );
    out.summary(
        json!({
            "cubes": inst.cubes.len(),
            "classes": classes.len(),
            "count": stacks.len(),
            "graph_pairs": graph.pairs,
            "brute_force_checked": checked,
            "orbit_sizes": orbits::orbit_sizes(&classes),
            "group": GROUP,
        }),
        &text,
    )?;
    Ok(ExitCode::SUCCESS)
}

fn emit(
    out: &mut crate::format::Output<impl std::io::Write>,
    inst: &Instance,
    i: usize,
    class: &Class<Stack>,
) -> Result<()> {
    let oriented: Vec<[u8; 6]> = inst
        .cubes
        .iter()
        .zip(&class.representative)
        .map(|(c, s)| insanity::orientation_for(c, s).0)
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
    let n = inst.cubes.len();
    let cubes: Vec<Value> = oriented
        .iter()
        .enumerate()
        .map(|(k, f)| json!({"at": [0, 0, k], "faces": f.to_vec(), "label": format!("cube {}", k + 1)}))
        .collect();
    let side = |s: usize| -> Vec<&str> { oriented.iter().map(|f| name(f[s])).collect() };
    let rec = json!({
        "index": i,
        "orbit": class.orbit,
        "sides": {"left": side(0), "right": side(1), "front": side(2), "back": side(3)},
        "colour_names": inst.colour_names,
        "assembly": {"size": [1, 1, n], "palette": "insanity", "cubes": cubes},
    });
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
    let faces: Vec<Vec<&str>> = inst
        .cubes
        .iter()
        .map(|c| {
            c.0.iter()
                .map(|&k| inst.colour_names[k as usize].as_str())
                .collect()
        })
        .collect();
    let row: Vec<String> = faces.iter().map(|f| f.join(" ")).collect();
    out.result(
        json!({"cubes": faces, "faces": FACE_NAMES}),
        &text,
        &["cubes"],
        &[row.join(";")],
    )?;
    out.summary(json!({"cubes": a.cubes}), "")?;
    Ok(ExitCode::SUCCESS)
}
