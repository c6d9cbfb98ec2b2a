//! Shared output of a list of figures: every figure, or the classes with their orbits, or
//! only the counts; in text, JSON Lines or CSV.

use serde_json::{json, Value};

use crate::error::Result;
use crate::format::{Figure, Output};
use crate::format::wide::int_json;
use crate::magic::census::{classes, expand, last_entry, magic_constant};

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
        text += &format!(" in {} classes under the {}", cls.len(), l.group);
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
    let mut row = vec![
        index.to_string(),
        class.map_or(String::new(), |c| c.0.to_string()),
        class.map_or(String::new(), |c| c.1.to_string()),
    ];
    row.extend(f.cells.iter().map(|v| v.to_string()));
    out.result(rec, &text, csv_cols, &row)
}
