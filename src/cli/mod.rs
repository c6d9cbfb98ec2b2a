//! The `cubelab` command line: one file per subcommand. Arguments are parsed by clap and
//! validated before any work starts; errors come back as one line and exit code 2.

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::error::Result;
use crate::format::Format;

pub mod check;
pub mod colour_cubes;
pub mod construct;
pub mod count;
pub mod cube;
pub mod insanity;
pub mod listing;
pub mod macmahon;
pub mod merge;
pub mod nine_colour;
pub mod render;
pub mod square;
pub mod verify;

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
    /// The nine-colour cube: solve (exact or annealing), count, enumerate, bench-anneal.
    #[command(subcommand, name = "nine-colour")]
    NineColour(nine_colour::NineColourCommand),
    /// Instant Insanity stacks: solve a cube file, make random instances.
    #[command(subcommand)]
    Insanity(insanity::InsanityCommand),
    /// MacMahon's 30 coloured cubes and the target puzzle (Eight Blocks to Madness).
    #[command(subcommand)]
    Macmahon(macmahon::MacMahonCommand),
    /// Cubes painted with exactly n colours (families C_1..C_6): targets, tables, universal sets.
    #[command(subcommand, name = "colour-cubes")]
    ColourCubes(colour_cubes::ColourCubesCommand),
    /// Draw any cubelab output or figure file as one SVG page and/or one interactive HTML page.
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
}

impl OutputArgs {
    /// The stdout writer for these options; pictures are written when the summary is.
    pub fn open(&self) -> crate::format::Output<std::io::BufWriter<std::io::Stdout>> {
        crate::format::Output::stdout(self.format).with_pictures(crate::format::output::Pictures {
            svg: self.svg.clone(),
            html: self.html.clone(),
        })
    }
}

/// Runs a parsed command line; the exit code is the command's (0 success, 1 a negative
/// verdict such as "not magic").
pub fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Square(c) => square::run(c),
        Command::Cube(c) => cube::run(c),
        Command::Check(a) => check::run(a),
        Command::NineColour(c) => nine_colour::run(c),
        Command::Insanity(c) => insanity::run(c),
        Command::Macmahon(c) => macmahon::run(c),
        Command::ColourCubes(c) => colour_cubes::run(c),
        Command::Render(a) => render::run(a),
        Command::Merge(a) => merge::run(a),
        Command::Verify(a) => verify::run(a),
    }
}
