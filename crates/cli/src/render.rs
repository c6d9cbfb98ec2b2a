//! `cubelab render INPUT --svg FILE --html FILE`: draws a cubelab JSON Lines output that has
//! pictures (docs/pictures.md), a JSON figure, a text grid or an Instant Insanity cube file
//! (`-` reads stdin), streamed and within the picture limits (`render::input`).

use std::process::ExitCode;

use clap::Args;

use cubelab::error::{Error, Result};
use cubelab::format::input::escaped;
use cubelab::format::source_name;
use cubelab::render::{input, subject::conway_cell, write_drawing, Pictures, RenderOptions};

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// cubelab JSON Lines output, a JSON figure, a text grid or an Instant Insanity file; `-`
    /// reads stdin.
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
    /// Most results drawn; past it nothing is drawn [default: 10000].
    #[arg(long, value_name = "N", hide_short_help = true)]
    pub picture_limit: Option<usize>,
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
    let pictures = Pictures {
        svg: a.svg,
        html: a.html,
    };
    // Before the input is read: an unwritable path is refused before the work.
    pictures.probe()?;
    let opts = RenderOptions {
        lines: a.lines,
        highlight: a.highlight,
        max_pictures: a.picture_limit,
    };
    // Streamed: only what is drawn is kept, and the picture limits hold as records come.
    let source = source_name(&a.input);
    let drawing = if a.input == "-" {
        input::read(std::io::stdin().lock(), "stdin", opts.max_pictures())?
    } else {
        let file = std::fs::File::open(&a.input).map_err(|e| Error::io(escaped(&a.input), e))?;
        input::read(std::io::BufReader::new(file), source, opts.max_pictures())?
    };
    write_drawing(&drawing, &pictures, &opts)?;
    Ok(ExitCode::SUCCESS)
}
