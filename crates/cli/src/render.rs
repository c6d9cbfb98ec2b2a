//! `cubelab render INPUT --svg FILE --html FILE`: draws any cubelab JSON Lines output, a JSON
//! figure or a text grid (`-` reads stdin).

use std::process::ExitCode;

use clap::Args;

use cubelab::error::{Error, Result};
use cubelab::format::{read_source, source_name};
use cubelab::render::{records_from_text, subject::conway_cell, write_with, Pictures, RenderOptions};

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// cubelab JSON Lines output, a JSON figure, or a text grid; `-` reads stdin.
    pub input: String,
    /// Write one SVG page with every picture to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// Write one self-contained HTML page with an interactive 3D view to FILE.
    #[arg(long, value_name = "FILE")]
    pub html: Option<std::path::PathBuf>,
    /// Magic squares: mark every row, column and diagonal that sums to the constant, and
    /// write each line's sum in the margin (misses in bold).
    #[arg(long)]
    pub lines: bool,
    /// Conway names of a collection to highlight in the tableau, e.g. Ac,Ad,Ae,Af,Cb,Db,Eb,Fb.
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub highlight: Vec<String>,
}

pub fn run(a: RenderArgs) -> Result<ExitCode> {
    if a.svg.is_none() && a.html.is_none() {
        return Err(Error::usage(
            "render: say where to draw with --svg FILE and/or --html FILE",
        ));
    }
    if let Some(bad) = a.highlight.iter().find(|n| conway_cell(n).is_none()) {
        return Err(Error::usage(format!(
            "--highlight: '{bad}' is not a Conway name (row A-F, column a-f, off the diagonal: Ab, Fe, ...)"
        )));
    }
    let source = source_name(&a.input);
    let recs = records_from_text(&read_source(&a.input)?, source)?;
    let opts = RenderOptions {
        lines: a.lines,
        highlight: a.highlight,
    };
    let pictures = Pictures {
        svg: a.svg,
        html: a.html,
    };
    write_with(&recs, &pictures, &opts, source)?;
    Ok(ExitCode::SUCCESS)
}
