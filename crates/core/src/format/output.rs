//! Result output in the three formats every command offers. Results go to stdout as they are
//! found; logs and progress go to stderr elsewhere.
//!
//! JSON Lines: a `header` record (`tool`, `version`, `problem`), one `result` record per
//! result, a `summary` record last (counts, `elapsed_s`). The field names are specified in
//! `docs/output.md`; every command uses these `type` values.

use std::io::Write;
use std::time::Instant;

use serde_json::{Map, Value};

use crate::error::{Error, Result};

/// The three output formats every command offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Format {
    /// Human-readable text.
    #[default]
    Text,
    /// JSON Lines: header, results, summary.
    Jsonl,
    /// Comma-separated values, one row per result, with a header row.
    Csv,
}

/// What an [`Output`] hands the kept result records to when the summary is written (the
/// command line draws them as pictures).
pub type SummaryHook = Box<dyn FnMut(&[Value]) -> Result<()> + Send>;

/// Writes one run's records.
pub struct Output<W: Write> {
    /// The format records are written in.
    pub format: Format,
    out: W,
    started: Instant,
    csv_header_written: bool,
    on_summary: Option<SummaryHook>,
    /// Result records kept for `on_summary` (only when there is one).
    kept: Vec<Value>,
    /// Most records kept, and how the user raises that (named when it is passed).
    keep_most: usize,
    raise_with: Option<&'static str>,
    /// Results past `keep_most`: counted, not kept.
    not_kept: usize,
}

/// Most result records kept for the summary hook (pictures) unless asked for more: a page of
/// 10,000 squares is already tens of megabytes of SVG, and a run's results are unbounded.
pub const MAX_KEPT: usize = 10_000;

impl Output<std::io::BufWriter<std::io::Stdout>> {
    /// Records to stdout, buffered.
    pub fn stdout(format: Format) -> Self {
        Output::new(format, std::io::BufWriter::new(std::io::stdout()))
    }
}

fn write_err(e: std::io::Error) -> Error {
    Error::io("stdout", e)
}

impl<W: Write> Output<W> {
    /// Records in `format` to `out`.
    pub fn new(format: Format, out: W) -> Self {
        Output {
            format,
            out,
            started: Instant::now(),
            csv_header_written: false,
            on_summary: None,
            kept: Vec::new(),
            keep_most: MAX_KEPT,
            raise_with: None,
            not_kept: 0,
        }
    }

    /// Keeps every result record (as written to JSON Lines) and hands them all to `hook` when
    /// the summary is written: how pictures of a run are drawn.
    pub fn on_summary(mut self, hook: impl FnMut(&[Value]) -> Result<()> + Send + 'static) -> Self {
        self.on_summary = Some(Box::new(hook));
        self
    }

    /// Keeps at most `most` records for the summary hook; past it the hook is not called and
    /// the summary fails, naming `raise_with` (how the user raises the limit).
    pub fn keep_at_most(mut self, most: usize, raise_with: Option<&'static str>) -> Self {
        self.keep_most = most;
        self.raise_with = raise_with;
        self
    }

    /// True when result records are kept for a summary hook (then [`Output::result`] must see
    /// every record; a fast path that streams bytes would leave them out).
    pub fn draws(&self) -> bool {
        self.on_summary.is_some()
    }

    /// Seconds since the output was opened.
    pub fn elapsed_s(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }

    /// The header record (JSON Lines only): tool, version and the problem solved.
    pub fn header(&mut self, problem: Value) -> Result<()> {
        if self.format == Format::Jsonl {
            let rec = serde_json::json!({
                "type": "header",
                "tool": "cubelab",
                "version": env!("CARGO_PKG_VERSION"),
                "problem": problem,
            });
            writeln!(self.out, "{rec}").map_err(write_err)?;
        }
        Ok(())
    }

    /// One result. `fields` is a JSON object (its `type` is set to `result`); `text` is the
    /// human form; `csv` the row for the columns named by `csv_columns`.
    pub fn result(&mut self, fields: Value, text: &str, csv_columns: &[&str], csv: &[String]) -> Result<()> {
        if self.on_summary.is_some() {
            if self.kept.len() < self.keep_most {
                self.kept.push(typed("result", fields.clone()));
            } else {
                self.not_kept += 1;
            }
        }
        match self.format {
            Format::Jsonl => {
                let rec = typed("result", fields);
                writeln!(self.out, "{rec}").map_err(write_err)?;
            }
            Format::Text => write!(self.out, "{text}").map_err(write_err)?,
            Format::Csv => {
                self.csv_row_header(csv_columns)?;
                writeln!(self.out, "{}", csv_line(csv)).map_err(write_err)?;
            }
        }
        Ok(())
    }

    /// The summary record; `elapsed_s` is added to it. In text it prints `text`; in CSV, when no
    /// result rows were written (a counts-only run), the summary fields become the one row.
    pub fn summary(&mut self, fields: Value, text: &str) -> Result<()> {
        let mut fields = fields;
        if let Value::Object(m) = &mut fields {
            m.insert("elapsed_s".into(), Value::from(round_ms(self.elapsed_s())));
        }
        match self.format {
            Format::Jsonl => {
                let rec = typed("summary", fields);
                writeln!(self.out, "{rec}").map_err(write_err)?;
            }
            Format::Text => write!(self.out, "{text}").map_err(write_err)?,
            Format::Csv => {
                if !self.csv_header_written {
                    if let Value::Object(m) = &fields {
                        let cols: Vec<&str> = m.keys().map(|k| k.as_str()).collect();
                        self.csv_row_header(&cols)?;
                        let row: Vec<String> = m.values().map(csv_scalar).collect();
                        writeln!(self.out, "{}", csv_line(&row)).map_err(write_err)?;
                    }
                }
            }
        }
        self.flush()?;
        if self.not_kept > 0 {
            let raise = self
                .raise_with
                .map_or(String::new(), |how| format!("raise it with {how}, or "));
            return Err(Error::usage(format!(
                "no picture drawn: pictures hold at most {} results and this run has {}; the results written are complete ({raise}draw a part of them with render)",
                self.keep_most,
                self.kept.len() + self.not_kept
            )));
        }
        if let Some(hook) = &mut self.on_summary {
            hook(&self.kept)?;
        }
        Ok(())
    }

    /// Streams a result too large to hold as a value (a constructed figure of order 10,000):
    /// `write` gets the format and the writer and writes the whole record itself (in JSON
    /// Lines, one `result` line of the usual shape).
    pub fn stream(&mut self, write: impl FnOnce(Format, &mut W) -> std::io::Result<()>) -> Result<()> {
        let format = self.format;
        write(format, &mut self.out).map_err(write_err)
    }

    /// A record of another `type`, written in JSON Lines only (the search driver's `shard`
    /// and `unit` records).
    pub fn record(&mut self, kind: &str, fields: Value) -> Result<()> {
        if self.format == Format::Jsonl {
            writeln!(self.out, "{}", typed(kind, fields)).map_err(write_err)?;
        }
        Ok(())
    }

    /// Raw text, printed only in text format (explanations, headings).
    pub fn text(&mut self, text: &str) -> Result<()> {
        if self.format == Format::Text {
            write!(self.out, "{text}").map_err(write_err)?;
        }
        Ok(())
    }

    /// Flushes the writer.
    pub fn flush(&mut self) -> Result<()> {
        self.out.flush().map_err(write_err)
    }

    fn csv_row_header(&mut self, columns: &[&str]) -> Result<()> {
        if !self.csv_header_written {
            self.csv_header_written = true;
            let cols: Vec<String> = columns.iter().map(|c| c.to_string()).collect();
            writeln!(self.out, "{}", csv_line(&cols)).map_err(write_err)?;
        }
        Ok(())
    }

    /// The underlying writer (for tests).
    pub fn into_inner(self) -> W {
        self.out
    }
}

fn typed(kind: &str, fields: Value) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), Value::from(kind));
    if let Value::Object(rest) = fields {
        for (k, v) in rest {
            if k != "type" {
                m.insert(k, v);
            }
        }
    }
    Value::Object(m)
}

fn round_ms(s: f64) -> f64 {
    (s * 1e6).round() / 1e6
}

fn csv_scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// One CSV line, quoting fields that need it (RFC 4180).
pub fn csv_line(fields: &[String]) -> String {
    fields
        .iter()
        .map(|f| {
            if f.contains([',', '"', '\n']) {
                format!("\"{}\"", f.replace('"', "\"\""))
            } else {
                f.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn jsonl_records_are_typed_and_ordered() {
        let mut o = Output::new(Format::Jsonl, Vec::new());
        o.header(json!({"name": "x"})).unwrap();
        o.result(json!({"order": 3}), "", &[], &[]).unwrap();
        o.summary(json!({"count": 1}), "").unwrap();
        let text = String::from_utf8(o.into_inner()).unwrap();
        let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines[0]["type"], "header");
        assert_eq!(lines[1]["type"], "result");
        assert_eq!(lines[2]["type"], "summary");
        assert_eq!(lines[2]["count"], 1);
        assert!(text.lines().nth(1).unwrap().starts_with("{\"type\":\"result\""));
    }

    #[test]
    fn too_many_kept_records_are_refused_with_the_results_written() {
        let drawn = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let seen = drawn.clone();
        let mut o = Output::new(Format::Jsonl, Vec::new())
            .on_summary(move |_| {
                seen.store(true, std::sync::atomic::Ordering::SeqCst);
                Ok(())
            })
            .keep_at_most(2, Some("--more"));
        for k in 0..3 {
            o.result(json!({"order": 3, "k": k}), "", &[], &[]).unwrap();
        }
        assert_eq!(o.kept.len(), 2);
        let e = o.summary(json!({"count": 3}), "").unwrap_err().to_string();
        assert!(e.contains("at most 2 results and this run has 3; the results written are complete (raise it with --more"), "{e}");
        assert!(!drawn.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(String::from_utf8(o.into_inner()).unwrap().lines().count(), 4);
    }

    #[test]
    fn csv_quotes_and_counts_only_rows() {
        assert_eq!(
            csv_line(&["a".into(), "b,c".into(), "d\"e".into()]),
            "a,\"b,c\",\"d\"\"e\""
        );
        let mut o = Output::new(Format::Csv, Vec::new());
        o.summary(json!({"count": 192, "classes": 4}), "").unwrap();
        let text = String::from_utf8(o.into_inner()).unwrap();
        assert!(text.starts_with("count,classes,elapsed_s\n192,4,"));
    }
}
