//! `cubelab square construct` and `cubelab cube construct`: one magic figure of any order,
//! streamed row by row (rows computed in parallel batches, written in order) so an order
//! 10,000 square never exists as one string or JSON value.
//!
//! Text: a `#` comment line naming the figure, then the rows (cube layers separated by a
//! blank line), so the output reads back with `cubelab check`. JSON Lines: header, one
//! `result` record `{"order", ..., "rows"}` (or `"layers"`), summary. CSV: one line per row of
//! the figure, columns `row,c1..cn` (cubes `layer,row,c1..cn`).

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use rayon::prelude::*;
use serde_json::{json, Value};

use super::OutputArgs;
use cubelab::error::{Error, Result};
use cubelab::format::number::{push_int, push_ints};
use cubelab::format::wide::int_json;
use cubelab::format::Format;
use cubelab::magic::census::{last_entry, magic_constant};
use cubelab::magic::construct::{self, Choice, Construction};
use cubelab::magic::kind::{CubeKind, SquareKind};

/// Options every construction takes.
#[derive(Args, Debug)]
pub struct ChoiceArgs {
    /// Smallest entry: the figure uses start..start+n^D-1.
    #[arg(long, default_value_t = 1, allow_hyphen_values = true)]
    pub start: i64,
    /// Variant K of the documented family (0 = the classical figure): symmetry, complement,
    /// and a permutation of the coordinates that keeps the kind.
    #[arg(long, conflicts_with = "seed")]
    pub variant: Option<u64>,
    /// Draw every free parameter (digit maps, symmetry, coordinate permutation) from
    /// ChaCha8Rng seeded with S.
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub output: OutputArgs,
}

impl ChoiceArgs {
    fn choice(&self) -> Choice {
        match (self.variant, self.seed) {
            (Some(k), _) => Choice::Variant(k),
            (_, Some(s)) => Choice::Seed(s),
            _ => Choice::Classical,
        }
    }
}

#[derive(Args, Debug)]
pub struct SquareConstructArgs {
    /// Order n of the n x n square.
    #[arg(long)]
    pub order: usize,
    /// Kind of square.
    #[arg(long, value_enum, default_value_t = SquareKind::Magic)]
    pub kind: SquareKind,
    #[command(flatten)]
    pub choice: ChoiceArgs,
}

#[derive(Args, Debug)]
pub struct CubeConstructArgs {
    /// Order n of the n x n x n cube.
    #[arg(long)]
    pub order: usize,
    /// Kind of cube.
    #[arg(long, value_enum, default_value_t = CubeKind::Simple)]
    pub kind: CubeKind,
    #[command(flatten)]
    pub choice: ChoiceArgs,
}

pub fn square(a: SquareConstructArgs) -> Result<ExitCode> {
    let c = construct::square::construct(a.order, a.kind, a.choice.choice())?;
    emit(&c, a.kind.name(), "square", &a.choice)
}

pub fn cube(a: CubeConstructArgs) -> Result<ExitCode> {
    let c = construct::cube::construct(a.order, a.kind, a.choice.choice())?;
    emit(&c, a.kind.name(), "cube", &a.choice)
}

/// Largest figure drawn as a picture (the pictures hold every cell).
const MAX_PICTURE_CELLS: usize = 1 << 16;

/// Figures from which the output's size is said before it is written: 10^8 entries are a
/// gigabyte of text or more, written for minutes.
const LARGE_OUTPUT_CELLS: usize = 100_000_000;

/// What a large figure will write, before it starts (about `width + 1` bytes an entry, the
/// entries padded to the widest in text and separated in every format); `None` for the rest.
fn size_note(noun: &str, n: usize, cells: usize, width: usize) -> Option<String> {
    (cells >= LARGE_OUTPUT_CELLS).then(|| {
        let gb = cells as f64 * (width + 1) as f64 / 1e9;
        format!(
            "the {noun} of order {n} has {cells} entries, about {gb:.1} GB of output, written row by row as it is built"
        )
    })
}

fn emit(c: &Construction, kind: &str, noun: &str, a: &ChoiceArgs) -> Result<ExitCode> {
    let (n, dim) = (c.order(), c.dim() as u32);
    let last = last_entry(n, dim, a.start)?;
    let cells = n.pow(dim);
    let pictures = a.output.svg.is_some() || a.output.html.is_some();
    if pictures && cells > MAX_PICTURE_CELLS {
        return Err(Error::usage(format!(
            "pictures (--svg, --html) take figures of up to {MAX_PICTURE_CELLS} cells; this one has {cells}"
        )));
    }
    let constant = magic_constant(n, dim, a.start);
    let choice = match a.choice() {
        Choice::Classical => json!({"variant": 0}),
        Choice::Variant(k) => json!({"variant": k}),
        Choice::Seed(s) => json!({"seed": s}),
    };
    let mut problem =
        json!({"name": format!("{noun} construct"), "order": n, "kind": kind, "start": a.start});
    merge(&mut problem, &choice);
    let mut fields = json!({"index": 0, "order": n, "kind": kind, "method": c.method, "magic_constant": int_json(constant)});
    merge(&mut fields, &choice);
    let mut out = a.output.open();
    out.header(problem)?;
    let heading = format!(
        "# {kind} {noun} of order {n} on {}..{last}, magic constant {constant}; {}; {}\n",
        a.start,
        c.method,
        describe(a.choice(), c.variants)
    );
    out.text(&heading)?;
    if pictures {
        let fig = c.to_figure(a.start);
        let mut rec = fig.to_json();
        merge(&mut rec, &fields);
        out.result(rec, &fig.to_text(), &[], &[])?;
    } else {
        let width = a.start.to_string().len().max(last.to_string().len());
        if let Some(note) = size_note(noun, n, cells, width) {
            cubelab::format::log::log(note);
        }
        out.stream(|format, w| write_figure(w, format, c, a.start, width, &fields))?;
    }
    if out.format == Format::Csv {
        out.flush()?;
    } else {
        let variants = if c.variants <= u64::MAX as u128 {
            json!(c.variants as u64)
        } else {
            json!("more than 2^64")
        };
        out.summary(
            json!({"count": 1, "magic_constant": int_json(constant), "method": c.method, "variants": variants}),
            "",
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn merge(into: &mut Value, from: &Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, from) {
        for (k, v) in b {
            a.insert(k.clone(), v.clone());
        }
    }
}

fn describe(choice: Choice, variants: u128) -> String {
    let of = if variants <= u64::MAX as u128 {
        format!("{variants}")
    } else {
        "more than 2^64".to_string()
    };
    match choice {
        Choice::Classical => format!("variant 0 of {of}"),
        Choice::Variant(k) => format!("variant {k} of {of}"),
        Choice::Seed(s) => format!("seed {s}"),
    }
}

/// Cells per batch of rows computed and formatted in parallel.
const BATCH_CELLS: usize = 1 << 20;

/// Writes the whole figure in `format`, rows computed and formatted in parallel batches.
fn write_figure<W: Write>(
    w: &mut W,
    format: Format,
    c: &Construction,
    start: i64,
    width: usize,
    fields: &Value,
) -> std::io::Result<()> {
    let n = c.order();
    let cube = c.dim() == 3;
    let rows = c.rows();
    match format {
        Format::Jsonl => {
            let mut rec = json!({"type": "result"});
            merge(&mut rec, fields);
            let text = rec.to_string();
            let key = if cube { "layers" } else { "rows" };
            write!(w, "{},\"{key}\":[", &text[..text.len() - 1])?;
        }
        Format::Csv => {
            let mut head: Vec<String> = if cube { vec!["layer".into()] } else { Vec::new() };
            head.push("row".into());
            head.extend((1..=n).map(|i| format!("c{i}")));
            writeln!(w, "{}", head.join(","))?;
        }
        Format::Text => {}
    }
    let batch = (BATCH_CELLS / n).max(1);
    for first in (0..rows).step_by(batch) {
        let last = (first + batch).min(rows);
        let lines: Vec<Vec<u8>> = (first..last)
            .into_par_iter()
            .map(|r| {
                let mut vals = vec![0u32; n];
                c.figure.fill_row(r, &mut vals);
                format_row(format, r, n, cube, &vals, start, width)
            })
            .collect();
        for l in &lines {
            w.write_all(l)?;
        }
    }
    if format == Format::Jsonl {
        w.write_all(if cube { b"]]}\n" } else { b"]}\n" })?;
    }
    Ok(())
}

/// One row of the figure in `format`, with what separates it from the previous row.
fn format_row(
    format: Format,
    r: usize,
    n: usize,
    cube: bool,
    vals: &[u32],
    start: i64,
    width: usize,
) -> Vec<u8> {
    let mut b = Vec::with_capacity(n * (width + 1) + 16);
    let (layer, row) = (r / n, r % n);
    match format {
        Format::Text => {
            if cube && row == 0 && r > 0 {
                b.push(b'\n');
            }
            push_ints(&mut b, vals.iter().map(|&v| v as i64 + start), b' ', width);
            b.push(b'\n');
        }
        Format::Jsonl => {
            if cube && row == 0 {
                b.extend_from_slice(if r > 0 { b"],[" } else { b"[" });
            } else if r > 0 {
                b.push(b',');
            }
            b.push(b'[');
            push_ints(&mut b, vals.iter().map(|&v| v as i64 + start), b',', 0);
            b.push(b']');
        }
        Format::Csv => {
            if cube {
                push_int(&mut b, layer as i64 + 1, 0);
                b.push(b',');
            }
            push_int(&mut b, row as i64 + 1, 0);
            for &v in vals {
                b.push(b',');
                push_int(&mut b, v as i64 + start, 0);
            }
            b.push(b'\n');
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A figure of 10^8 entries or more says how much it will write before it starts; a
    /// smaller one writes without a word.
    #[test]
    fn a_large_figure_says_its_size_first() {
        assert_eq!(size_note("square", 9999, 9999 * 9999, 8), None);
        let note = size_note("square", 65536, 1 << 32, 10).unwrap();
        assert!(note.contains("4294967296 entries, about 47.2 GB"), "{note}");
        let note = size_note("cube", 1000, 1_000_000_000, 10).unwrap();
        assert!(note.starts_with("the cube of order 1000"), "{note}");
    }
}
