//! Shared output of a list of figures: every figure, or the classes with their orbits, or
//! only the counts; in text, JSON Lines or CSV.

use serde_json::{json, Value};

use cubelab::error::Result;
use cubelab::format::number::{push_int, push_ints};
use cubelab::format::wide::int_json;
use cubelab::format::Format;
use cubelab::format::{Figure, Output};
use cubelab::magic::census::{classes, expand, last_entry, magic_constant};

/// The flags of `square enumerate` and `cube enumerate` besides order and kind.
#[derive(clap::Args, Debug)]
pub struct ListingArgs {
    /// Smallest entry: the figure uses start..start+n^D-1 (D = 2 for squares, 3 for cubes).
    #[arg(long, default_value_t = 1, allow_hyphen_values = true)]
    pub start: i64,
    /// Group the figures under their symmetries (8 of the square, 48 of the cube); print one
    /// per class.
    #[arg(long)]
    pub classes: bool,
    /// Print only the counts.
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub output: super::OutputArgs,
}

/// What to print of an enumeration.
pub struct Listing<'a> {
    pub problem: Value,
    pub noun: &'a str,
    pub order: usize,
    pub dim: u32,
    pub start: i64,
    pub group: &'a str,
    pub classes: bool,
    pub count_only: bool,
}

/// Prints an enumeration given one representative per class (`reps`): the total is the sum
/// of the orbits, and the full list is made by the group only when it is printed.
pub fn print(mut out: Output<impl std::io::Write>, l: &Listing, reps: &[Figure]) -> Result<()> {
    let constant = magic_constant(l.order, l.dim, l.start);
    out.header(l.problem.clone())?;
    out.text(&format!(
        "{} of order {} on {}..{}: magic constant {constant}\n",
        l.noun,
        l.order,
        l.start,
        last_entry(l.order, l.dim, l.start)?
    ))?;
    let cols: Vec<String> = (0..reps.first().map_or(0, |f| f.cells.len()))
        .map(|i| format!("c{i}"))
        .collect();
    let mut csv_cols = vec!["index", "class", "orbit"];
    csv_cols.extend(cols.iter().map(String::as_str));
    let cls = classes(reps);
    let total: usize = cls.iter().map(|c| c.orbit).sum();
    if !l.count_only {
        match l.classes {
            true => {
                for (i, c) in cls.iter().enumerate() {
                    emit(
                        &mut out,
                        i,
                        Some((i, c.orbit)),
                        &c.representative,
                        &csv_cols,
                        l.group,
                    )?;
                }
            }
            false => {
                for (i, f) in expand(reps.to_vec()).iter().enumerate() {
                    emit(&mut out, i, None, f, &csv_cols, l.group)?;
                }
            }
        }
    }
    let mut summary = json!({"count": total, "magic_constant": int_json(constant)});
    let mut text = format!("{total} {}s", l.noun);
    if l.classes {
        summary["classes"] = json!(cls.len());
        let mut orbits: Vec<usize> = cls.iter().map(|c| c.orbit).collect();
        orbits.sort_unstable();
        orbits.dedup();
        let sizes: Vec<String> = orbits.iter().map(|o| o.to_string()).collect();
        summary["orbit_sizes"] = json!(orbits);
        let classes = if cls.len() == 1 { "class" } else { "classes" };
        text += &format!(" in {} {classes} under the {}", cls.len(), l.group);
        if !sizes.is_empty() {
            text += &format!(" (orbit sizes {})", sizes.join(", "));
        }
    }
    text.push('\n');
    out.summary(summary, &text)
}

fn emit(
    out: &mut Output<impl std::io::Write>,
    index: usize,
    class: Option<(usize, usize)>,
    f: &Figure,
    csv_cols: &[&str],
    group: &str,
) -> Result<()> {
    // Only what the format shows is made: text and JSON Lines go out as bytes written by
    // hand (the same records as the general path below, which pictures need).
    if !out.draws() {
        match out.format {
            Format::Text | Format::Jsonl => {
                let bytes = listed_bytes(out.format, index, class, f, group);
                return out.stream(|_, w| w.write_all(&bytes));
            }
            Format::Csv => return out.result(Value::Null, "", csv_cols, &csv_row(index, class, f)),
        }
    }
    emit_record(out, index, class, f, csv_cols, group)
}

/// The general path: the record as a JSON value, the text and the CSV row.
fn emit_record(
    out: &mut Output<impl std::io::Write>,
    index: usize,
    class: Option<(usize, usize)>,
    f: &Figure,
    csv_cols: &[&str],
    group: &str,
) -> Result<()> {
    let mut rec = f.to_json();
    rec["index"] = json!(index);
    let heading = match class {
        Some((k, orbit)) => {
            rec["class"] = json!(k);
            rec["orbit"] = json!(orbit);
            format!("class {} (orbit {orbit} under the {group}):\n", k + 1)
        }
        None => format!("#{}:\n", index + 1),
    };
    let text = format!("{heading}{}\n", f.to_text());
    out.result(rec, &text, csv_cols, &csv_row(index, class, f))
}

fn csv_row(index: usize, class: Option<(usize, usize)>, f: &Figure) -> Vec<String> {
    let mut row = vec![
        index.to_string(),
        class.map_or(String::new(), |c| c.0.to_string()),
        class.map_or(String::new(), |c| c.1.to_string()),
    ];
    row.extend(f.cells.iter().map(|v| v.to_string()));
    row
}

/// One listed figure as the general path writes it (text: heading, grid, blank line; JSON
/// Lines: `{"type":"result","order":..,"rows"|"layers":..,"index":..[,"class","orbit"]}`).
fn listed_bytes(
    format: Format,
    index: usize,
    class: Option<(usize, usize)>,
    f: &Figure,
    group: &str,
) -> Vec<u8> {
    let mut b = Vec::with_capacity(f.cells.len() * 8 + 64);
    match format {
        Format::Text => listed_text(&mut b, index, class, f, group),
        _ => listed_json(&mut b, index, class, f),
    }
    b
}

/// A listed figure as text: its heading, its rows (a blank line between a cube's
/// layers), then a blank line.
fn listed_text(b: &mut Vec<u8>, index: usize, class: Option<(usize, usize)>, f: &Figure, group: &str) {
    let n = f.order.max(1);
    match class {
        Some((k, orbit)) => {
            b.extend_from_slice(format!("class {} (orbit {orbit} under the {group}):\n", k + 1).as_bytes())
        }
        None => {
            b.push(b'#');
            push_int(b, index as i64 + 1, 0);
            b.extend_from_slice(b":\n");
        }
    }
    let width = f.cells.iter().map(|&v| decimal_len(v)).max().unwrap_or(1);
    for (r, row) in f.cells.chunks(n).enumerate() {
        if f.is_cube() && r > 0 && r % n == 0 {
            b.push(b'\n');
        }
        push_ints(b, row.iter().copied(), b' ', width);
        b.push(b'\n');
    }
    b.push(b'\n');
}

/// A listed figure as one JSON Lines record.
fn listed_json(b: &mut Vec<u8>, index: usize, class: Option<(usize, usize)>, f: &Figure) {
    let n = f.order.max(1);
    b.extend_from_slice(b"{\"type\":\"result\",\"order\":");
    push_int(b, f.order as i64, 0);
    b.extend_from_slice(if f.is_cube() {
        b",\"layers\":["
    } else {
        b",\"rows\":["
    });
    for (r, row) in f.cells.chunks(n).enumerate() {
        if f.is_cube() && r % n == 0 {
            b.extend_from_slice(if r > 0 { b"],[" } else { b"[" });
        } else if r > 0 {
            b.push(b',');
        }
        b.push(b'[');
        push_ints(b, row.iter().copied(), b',', 0);
        b.push(b']');
    }
    b.extend_from_slice(if f.is_cube() { b"]]" } else { b"]" });
    b.extend_from_slice(b",\"index\":");
    push_int(b, index as i64, 0);
    if let Some((k, orbit)) = class {
        b.extend_from_slice(b",\"class\":");
        push_int(b, k as i64, 0);
        b.extend_from_slice(b",\"orbit\":");
        push_int(b, orbit as i64, 0);
    }
    b.extend_from_slice(b"}\n");
}

/// Characters of `v` in decimal, with the sign.
fn decimal_len(v: i64) -> usize {
    let mut m = v.unsigned_abs();
    let mut len = 1 + usize::from(v < 0);
    while m >= 10 {
        m /= 10;
        len += 1;
    }
    len
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes written by hand are exactly those of the general path, in every case.
    #[test]
    fn fast_listing_writes_what_the_general_path_writes() {
        let lo_shu = Figure::square(3, vec![2, 7, 6, 9, 5, 1, 4, 3, 8]);
        let figures = [
            lo_shu.clone(),
            lo_shu.clone().shifted(-5),
            lo_shu.clone().shifted(i64::MAX - 9),
            lo_shu.shifted(i64::MIN),
            Figure::cube(3, (1..=27).rev().collect()),
            Figure::cube(3, (-13..=13).collect()),
        ];
        for f in &figures {
            for format in [Format::Text, Format::Jsonl] {
                for class in [None, Some((4, 48))] {
                    let mut general = Output::new(format, Vec::new());
                    emit_record(&mut general, 7, class, f, &[], "group").unwrap();
                    let want = String::from_utf8(general.into_inner()).unwrap();
                    let got = String::from_utf8(listed_bytes(format, 7, class, f, "group")).unwrap();
                    assert_eq!(got, want, "{format:?} {class:?}");
                }
            }
        }
        assert_eq!(decimal_len(i64::MIN), 20);
        assert_eq!(decimal_len(-9), 2);
        assert_eq!(decimal_len(0), 1);
    }
}
