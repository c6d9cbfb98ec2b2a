//! `cubelab check FILE`: exit 0 when every figure in the input is magic, 1 when one is not,
//! 2 when the input is malformed.

use std::process::ExitCode;

use clap::Args;
use serde_json::json;

use super::OutputArgs;
use cubelab::error::Result;
use cubelab::format::{parse_figures, read_source, source_name};
use cubelab::magic::check::{check, check_size, CheckReport};

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A figure file (text grid, JSON, or cubelab JSON Lines output); `-` reads stdin.
    pub file: String,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(a: CheckArgs) -> Result<ExitCode> {
    let name = source_name(&a.file);
    let figures = parse_figures(&read_source(&a.file)?, name)?;
    // Every figure's size before the first is checked: a refusal comes before any work.
    for (i, f) in figures.iter().enumerate() {
        check_size(f).map_err(|e| match figures.len() {
            1 => e,
            _ => cubelab::error::Error::input(format!("{name}: figure {}", i + 1), e),
        })?;
    }
    let mut out = a.output.open();
    out.header(json!({"name": "check", "input": name}))?;
    let mut magic = 0usize;
    for (i, f) in figures.iter().enumerate() {
        let r = check(f);
        magic += r.magic as usize;
        let mut rec = serde_json::to_value(&r).expect("report serialises");
        rec["index"] = json!(i);
        // The figure itself, so the record can be drawn (--svg, --html, render) and read back.
        if let (Some(rec), serde_json::Value::Object(fig)) = (rec.as_object_mut(), f.to_json()) {
            for (k, v) in fig {
                rec.entry(k).or_insert(v);
            }
        }
        let holds: Vec<&str> = r.kinds.iter().filter(|k| k.holds).map(|k| k.kind).collect();
        let row = vec![
            i.to_string(),
            r.figure.to_string(),
            r.order.to_string(),
            r.magic_constant.map_or(String::new(), |m| m.to_string()),
            r.magic.to_string(),
            holds.join(" "),
        ];
        out.result(
            rec,
            &report_text(&r),
            &["index", "figure", "order", "magic_constant", "magic", "kinds"],
            &row,
        )?;
    }
    let all = magic == figures.len();
    out.summary(
        json!({"count": figures.len(), "magic": magic}),
        &if figures.len() > 1 {
            format!("{magic} of {} figures are magic\n", figures.len())
        } else {
            String::new()
        },
    )?;
    Ok(if all { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn report_text(r: &CheckReport) -> String {
    let mut s = format!("{} of order {}\n", r.figure, r.order);
    s += &match r.magic_constant {
        Some(m) => format!("magic constant: {m}\n"),
        None => "magic constant: none (the total is not divisible by the number of lines)\n".into(),
    };
    s += &match (r.distinct, r.normal_start) {
        (_, Some(start)) => format!(
            "entries: {start}..{} (normal)\n",
            // In 128 bits: the last entry fits in i64, but the sum is formed before the - 1.
            start as i128 + (r.order as i128).pow(if r.figure == "cube" { 3 } else { 2 }) - 1
        ),
        (true, None) => "entries: distinct, not consecutive\n".into(),
        (false, _) => "entries: NOT distinct\n".into(),
    };
    for k in &r.kinds {
        if let Some(why) = k.not_applicable {
            s += &format!("  {:<13} not applicable ({why})\n", k.kind);
        } else if k.holds {
            s += &format!("  {:<13} yes\n", k.kind);
        } else {
            s += &format!("  {:<13} no: {} line(s) miss", k.kind, k.misses);
            let first: Vec<String> = k
                .first_misses
                .iter()
                .map(|m| match m.target {
                    Some(t) => format!("{} sums to {} not {t}", m.line, m.sum),
                    None => format!("{} sums to {}", m.line, m.sum),
                })
                .collect();
            s += &format!(" ({})\n", first.join("; "));
        }
    }
    s += &format!("verdict: {}\n", if r.magic { "magic" } else { "not magic" });
    s
}
