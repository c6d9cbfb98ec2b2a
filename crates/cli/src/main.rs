//! The `cubelab` binary: one file per subcommand. Arguments are parsed by clap and validated
//! before any work starts; errors come back as one line and exit code 2 (4 when two
//! independent methods disagree). All the work is in the library crates.

// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use cubelab::error::Result;
use cubelab::format::Format;

pub mod check;
pub mod colour_cubes;
pub mod construct;
pub mod count;
pub mod cube;
pub mod driver;
pub mod estimate;
pub mod insanity;
pub mod listing;
pub mod macmahon;
pub mod merge;
pub mod molecube;
pub mod nine_colour;
pub mod pictures;
pub mod render;
pub mod seconds;
pub mod square;
pub mod twisty;
pub mod verify;

#[cfg(test)]
mod parser_tests;

#[derive(Parser, Debug)]
#[command(
    name = "cubelab",
    version,
    about = "Enumerate, construct, verify, analyse and draw combinatorial cube puzzles"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Magic squares: enumerate by kind, or construct one of any order.
    #[command(subcommand)]
    Square(square::SquareCommand),
    /// Magic cubes: enumerate by kind, or construct one of any order.
    #[command(subcommand)]
    Cube(cube::CubeCommand),
    /// Check a square or cube (text or JSON; `-` for stdin): order, constant, kinds it satisfies.
    Check(check::CheckArgs),
    /// The nine-colour cube: solve (exact or annealing), count, enumerate, anneal-runs.
    #[command(subcommand, name = "nine-colour")]
    NineColour(nine_colour::NineColourCommand),
    /// Instant Insanity stacks: solve a cube file, make random instances.
    #[command(subcommand)]
    Insanity(insanity::InsanityCommand),
    /// MacMahon's 30 coloured cubes and the target puzzle (Eight Blocks to Madness).
    #[command(subcommand)]
    Macmahon(macmahon::MacMahonCommand),
    /// The twisty nine-colour cube (Molecube): solve optimally, scramble, solved states, census.
    #[command(subcommand)]
    Molecube(molecube::MolecubeCommand),
    /// Twisty puzzles on one engine: the 2x2x2 pocket cube (census, solve, scramble);
    /// `--puzzle molecube` is `cubelab molecube`.
    #[command(subcommand)]
    Twisty(twisty::TwistyCommand),
    /// Cubes painted with exactly n colours (families C_1..C_6): targets, tables, universal sets.
    #[command(subcommand, name = "colour-cubes")]
    ColourCubes(colour_cubes::ColourCubesCommand),
    /// Draw an output that has pictures (docs/pictures.md), a figure file or an Instant Insanity
    /// file as one SVG page and/or one interactive HTML page.
    Render(render::RenderArgs),
    /// Combine shard outputs (JSON Lines) into the output of one unsharded run.
    Merge(merge::MergeArgs),
    /// Re-check an output file: listed figures valid and distinct, counts adding up.
    Verify(verify::VerifyArgs),
}

/// Output options shared by every result-producing command.
#[derive(Args, Debug, Clone, Default)]
pub struct OutputArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Also draw the results as one SVG picture in FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// Also write one self-contained HTML page with an interactive 3D view to FILE.
    #[arg(long, value_name = "FILE")]
    pub html: Option<std::path::PathBuf>,
    /// Most results the pictures hold (they are kept in memory until the end) [default: 10000].
    #[arg(long, value_name = "N", hide_short_help = true)]
    pub picture_limit: Option<usize>,
}

impl OutputArgs {
    /// The stdout writer for these options; pictures are drawn when the summary is written.
    pub fn open(&self) -> cubelab::format::Output<std::io::BufWriter<std::io::Stdout>> {
        let out = cubelab::format::Output::stdout(self.format);
        let pictures = cubelab::render::Pictures {
            svg: self.svg.clone(),
            html: self.html.clone(),
        };
        if !pictures.wanted() {
            return out;
        }
        let limit = self.picture_limit.unwrap_or(cubelab::format::output::MAX_KEPT);
        let opts = cubelab::render::RenderOptions {
            max_pictures: Some(limit),
            ..Default::default()
        };
        out.on_summary(move |records| {
            if records.is_empty() {
                // A search that found nothing (an unsolvable instance): no picture, and no
                // error either.
                cubelab::format::log::log("no result to draw: no picture written");
                return Ok(());
            }
            cubelab::render::write_with(records, &pictures, &opts, "results")
        })
        .keep_at_most(limit, Some("--picture-limit N"))
    }
}

/// The exit code of a failed command: 4 when two independent methods disagree (a bug), 2
/// for everything else (bad input or usage, impossible requests, I/O). `docs/output.md`
/// lists every exit code.
pub fn exit_code(e: &cubelab::Error) -> ExitCode {
    match e {
        cubelab::Error::Disagreement(_) => ExitCode::from(4),
        _ => ExitCode::from(2),
    }
}

/// The command line's parser: [`Cli`]'s, with a negative number taken as a value wherever a
/// value is due, so `--order -4` is refused as an order ("invalid digit") and not as an
/// unknown option `-4`.
pub fn command() -> clap::Command {
    fn negatives(cmd: clap::Command) -> clap::Command {
        cmd.allow_negative_numbers(true).mut_subcommands(negatives)
    }
    negatives(<Cli as clap::CommandFactory>::command())
}

/// The process's arguments parsed by [`command`]; clap's message and exit code 2 on a bad one.
pub fn parse() -> Cli {
    let matches = command().get_matches();
    <Cli as clap::FromArgMatches>::from_arg_matches(&matches)
        .map_err(|e| e.format(&mut command()))
        .unwrap_or_else(|e| e.exit())
}

/// Runs a parsed command line; the exit code is the command's (0 success, 1 a negative
/// verdict such as "not magic").
pub fn run(cli: Cli) -> Result<ExitCode> {
    pictures::check_before_the_work(&cli.command)?;
    match cli.command {
        Command::Square(c) => square::run(c),
        Command::Cube(c) => cube::run(c),
        Command::Check(a) => check::run(a),
        Command::NineColour(c) => nine_colour::run(c),
        Command::Insanity(c) => insanity::run(c),
        Command::Macmahon(c) => macmahon::run(c),
        Command::Molecube(c) => molecube::run(c),
        Command::Twisty(c) => twisty::run(c),
        Command::ColourCubes(c) => colour_cubes::run(c),
        Command::Render(a) => render::run(a),
        Command::Merge(a) => merge::run(a),
        Command::Verify(a) => verify::run(a),
    }
}

fn main() -> ExitCode {
    let cli = parse();
    match run(cli) {
        Ok(code) => code,
        // `cubelab ... | head` closing the pipe early is not a failure.
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            // Escaped: a message may quote input, and input may hold terminal control bytes.
            // Written by log: a full stderr (2>/dev/full) must not panic.
            let line = cubelab::format::input::escaped(&e.to_string());
            cubelab::format::log::log(format_args!("error: {line}"));
            exit_code(&e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disagreements_have_their_own_exit_code() {
        let code = |e: cubelab::Error| format!("{:?}", exit_code(&e));
        assert_eq!(
            code(cubelab::Error::disagreement("a vs b")),
            format!("{:?}", ExitCode::from(4))
        );
        for e in [
            cubelab::Error::usage("x"),
            cubelab::Error::impossible("x"),
            cubelab::Error::input("f", "x"),
        ] {
            assert_eq!(code(e), format!("{:?}", ExitCode::from(2)));
        }
    }
}
