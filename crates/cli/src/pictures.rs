//! `--svg` / `--html` refused before any work by the commands whose results hold nothing to
//! draw (counts, tables, distributions, timings, molecube states), instead of after it.

use super::{
    colour_cubes::ColourCubesCommand as Cc, insanity::InsanityCommand as In, macmahon::MacMahonCommand as Mm,
    molecube::MolecubeCommand as Mo, nine_colour::NineColourCommand as Nc, square::SquareCommand as Sq,
    Command, OutputArgs,
};
use cubelab::error::{Error, Result};

/// The output options of a command that has nothing to draw, with what it writes instead.
fn undrawable(command: &Command) -> Option<(&OutputArgs, &'static str)> {
    Some(match command {
        Command::Square(Sq::Count(a)) if !a.list => {
            (&a.output, "counts (add --list to draw one square per class)")
        }
        Command::Square(Sq::Estimate(a)) => (&a.common.output, "estimates"),
        Command::NineColour(Nc::Count(a)) => (&a.output, "counts"),
        Command::NineColour(Nc::AnnealRuns(a)) => (&a.output, "timings"),
        Command::Macmahon(Mm::Collections(a)) => (&a.output, "tables"),
        Command::Macmahon(Mm::Sets(a)) => (&a.output, "distributions"),
        Command::Macmahon(Mm::Sample(a)) => (&a.output, "distributions"),
        Command::Insanity(In::Census(a)) => (&a.output, "counts"),
        Command::Insanity(In::Random(a)) => (&a.output, "an instance file"),
        Command::ColourCubes(Cc::Collections(a)) => (&a.output, "tables"),
        Command::Molecube(Mo::Scramble(a)) => (&a.output, "molecube states"),
        Command::Molecube(Mo::Solved(a)) => (&a.output, "molecube states"),
        _ => return None,
    })
}

/// Refuses `--svg` / `--html` up front where the command has nothing to draw.
pub fn refuse_undrawable(command: &Command) -> Result<()> {
    match undrawable(command) {
        Some((o, what)) if o.svg.is_some() || o.html.is_some() => Err(Error::usage(format!(
            "--svg/--html: this command writes {what}, nothing to draw"
        ))),
        _ => Ok(()),
    }
}
