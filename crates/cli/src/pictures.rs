//! `--svg` / `--html`, checked before any work: every command is listed here with whether
//! its results have pictures (the match is exhaustive, so a new command must say), a command
//! with nothing to draw is refused at once, and the picture files of the others must be
//! writable before the work starts. `docs/pictures.md` has the same table in words.

use super::{
    colour_cubes::ColourCubesCommand as Cc, cube::CubeCommand as Cu, insanity::InsanityCommand as In,
    macmahon::MacMahonCommand as Mm, molecube::MolecubeCommand as Mo, nine_colour::NineColourCommand as Nc,
    square::SquareCommand as Sq, twisty::TwistyCommand as Tw, Command, OutputArgs,
};
use cubelab::error::{Error, Result};
use cubelab::render::Pictures;

/// Whether a command's results have pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Draws {
    /// The results are drawn (figures, assemblies, cube lists, sequences).
    Yes,
    /// Nothing to draw: the command writes this instead.
    No(&'static str),
}

/// The output options of `command` and whether its results have pictures; `None` for the
/// commands without output options (`render` takes its own, `verify` writes a verdict).
pub fn pictures_of(command: &Command) -> Option<(&OutputArgs, Draws)> {
    use Draws::{No, Yes};
    let counts_of_a_listing = "counts (drop --count to list and draw the figures)";
    Some(match command {
        Command::Square(Sq::Enumerate(a)) if a.listing.count => (&a.listing.output, No(counts_of_a_listing)),
        Command::Square(Sq::Enumerate(a)) => (&a.listing.output, Yes),
        Command::Square(Sq::Construct(a)) => (&a.choice.output, Yes),
        Command::Square(Sq::Count(a)) if a.list => (&a.output, Yes),
        Command::Square(Sq::Count(a)) => (&a.output, No("counts (add --list to draw one square per class)")),
        Command::Square(Sq::Estimate(a)) => (&a.common.output, No("estimates")),
        Command::Cube(Cu::Enumerate(a)) if a.listing.count => (&a.listing.output, No(counts_of_a_listing)),
        Command::Cube(Cu::Enumerate(a)) => (&a.listing.output, Yes),
        Command::Cube(Cu::Construct(a)) => (&a.choice.output, Yes),
        Command::Cube(Cu::Estimate(a)) => (&a.common.output, No("estimates")),
        Command::Check(a) => (&a.output, Yes),
        Command::NineColour(Nc::Solve(a)) => (&a.output, Yes),
        Command::NineColour(Nc::Count(a)) => (&a.output, No("counts")),
        Command::NineColour(Nc::Enumerate(a)) if a.count => (&a.output, No(counts_of_a_listing)),
        Command::NineColour(Nc::Enumerate(a)) => (&a.output, Yes),
        Command::NineColour(Nc::AnnealRuns(a)) => (&a.output, No("timings")),
        Command::Insanity(In::Solve(a)) => (&a.output, Yes),
        Command::Insanity(In::Random(a)) => (&a.output, Yes),
        Command::Insanity(In::Census(a)) => (&a.output, No("counts")),
        Command::Macmahon(Mm::Cubes(a)) => (&a.output, Yes),
        Command::Macmahon(Mm::Solve(a)) if a.count => {
            (&a.output, No("a count (drop --count to draw the arrangements)"))
        }
        Command::Macmahon(Mm::Solve(a)) => (&a.output, Yes),
        Command::Macmahon(Mm::Collections(a)) => (&a.output, No("tables")),
        Command::Macmahon(Mm::Sets(a)) => (&a.output, No("distributions")),
        Command::Macmahon(Mm::Sample(a)) => (&a.output, No("distributions")),
        Command::Molecube(Mo::Solve(a)) => (&a.output, Yes),
        Command::Molecube(Mo::Scramble(a)) => (&a.output, No("molecube states")),
        Command::Molecube(Mo::Solved(a)) => (&a.output, No("molecube states")),
        Command::Molecube(Mo::Census(a)) => (&a.output, No("tables")),
        Command::ColourCubes(Cc::List(a)) => (&a.output, Yes),
        Command::ColourCubes(Cc::Solve(a)) if a.count => {
            (&a.output, No("a count (drop --count to draw the arrangements)"))
        }
        Command::ColourCubes(Cc::Solve(a)) => (&a.output, Yes),
        Command::ColourCubes(Cc::Collections(a)) => (&a.output, No("tables")),
        Command::ColourCubes(Cc::Universal(a)) if a.count => (&a.output, No("counts")),
        Command::ColourCubes(Cc::Universal(a)) => (&a.output, Yes),
        // The merged output of a listing run is drawn; of a counting run, nothing is, and
        // that is known only once the files are read.
        Command::Merge(a) => (&a.output, Yes),
        // The pocket cube has no pictures yet (its commands refuse --svg/--html themselves).
        Command::Twisty(Tw::Census(a)) => (&a.output, No("tables")),
        Command::Twisty(Tw::Solve(a)) => (&a.output, No("2x2x2 solutions (no pocket-cube pictures yet)")),
        Command::Twisty(Tw::Scramble(a)) => (&a.output, No("2x2x2 states (no pocket-cube pictures yet)")),
        Command::Render(_) | Command::Verify(_) => return None,
    })
}

/// Before any work: refuses `--svg` / `--html` where the command has nothing to draw, and
/// picture files that cannot be written.
pub fn check_before_the_work(command: &Command) -> Result<()> {
    let Some((o, draws)) = pictures_of(command) else {
        return Ok(());
    };
    let pictures = Pictures {
        svg: o.svg.clone(),
        html: o.html.clone(),
    };
    if !pictures.wanted() {
        return Ok(());
    }
    if let Draws::No(what) = draws {
        return Err(Error::usage(format!(
            "--svg/--html: this command writes {what}, nothing to draw"
        )));
    }
    pictures.probe()
}
