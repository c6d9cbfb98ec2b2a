//! What `cubelab render` reads: a cubelab JSON Lines output (streamed: only the records that
//! are drawn, and the header and summary, are kept), one JSON object, a text grid, or an
//! Instant Insanity cube file. The picture limits ([`MAX_PICTURES`] results of at most
//! [`MAX_PICTURE_CELLS`] cells) are enforced as the records come: a million squares or an
//! order-2000 square are refused before anything is drawn, in bounded memory.

use std::io::{BufRead, Read};

use serde_json::Value;

use crate::colour::insanity;
use crate::error::{Error, Result};
use crate::format::input::read_text;
use crate::format::parse_figures;
use crate::subject::{Collector, Subject};

pub use crate::subject::{MAX_PAGE_CELLS, MAX_PICTURES, MAX_PICTURE_CELLS};

/// The longest record line, and the longest text grid or single JSON object, read: the text
/// of the largest picture (65,536 cells of 20 digits) is under 2 MB; 64 MiB is no drawing.
pub const MAX_RECORD_BYTES: u64 = 64 << 20;

/// Most header and summary records kept for the HTML page's record list (an output of
/// several runs has one of each a run).
const MAX_FRAMES: usize = 1000;

/// What a page draws: the records it lists (header, drawn results, summary) and their
/// subjects.
#[derive(Debug)]
pub struct Drawing {
    /// The records kept: headers, summaries and the records drawn.
    pub records: Vec<Value>,
    /// The subjects, one panel each.
    pub subjects: Vec<Subject>,
}

/// Reads `r` (`source` names it in errors) and keeps what is drawn, refusing more than
/// `max_pictures` results as soon as the one past them comes.
pub fn read(r: impl BufRead, source: &str, max_pictures: usize) -> Result<Drawing> {
    let mut lines = Lines { r, source, line: 0 };
    // Blank lines before the first content are kept: a text grid's errors name lines.
    let mut prefix = String::new();
    let first = loop {
        match lines.next()? {
            None => return Err(Error::input(source, "empty input: nothing to draw")),
            Some(l) if l.trim().is_empty() => prefix.push_str(&l),
            Some(l) => break l,
        }
    };
    let first_line = lines.line;
    if !first.trim_start().starts_with('{') {
        let rest = lines.rest(MAX_RECORD_BYTES.saturating_sub((prefix.len() + first.len()) as u64))?;
        return text_input(&(prefix + &first + &rest), source, max_pictures);
    }
    let mut c = Collector::new(source, max_pictures);
    let mut records = Vec::new();
    let mut frames = 0;
    let mut keep = |rec: Value, at: &str, c: &mut Collector| -> Result<()> {
        let frame = matches!(
            rec.get("type").and_then(Value::as_str),
            Some("header" | "summary")
        );
        if c.push(&rec, at)? || (frame && frames < MAX_FRAMES) {
            frames += usize::from(frame);
            records.push(rec);
        }
        Ok(())
    };
    refuse_large_figure(&first, &format!("{source}:{first_line}"))?;
    match serde_json::from_str::<Value>(&first) {
        Ok(rec) => keep(rec, &format!("{source}:{first_line}"), &mut c)?,
        Err(first_error) => {
            // One pretty-printed object spans lines: read it whole.
            let rest = lines.rest(MAX_RECORD_BYTES.saturating_sub(first.len() as u64))?;
            let rec = serde_json::from_str::<Value>(&(first + &rest)).map_err(|_| {
                Error::input(
                    format!("{source}:{first_line}"),
                    format!("invalid JSON: {first_error}"),
                )
            })?;
            keep(rec, source, &mut c)?;
        }
    }
    while let Some(l) = lines.next()? {
        if l.trim().is_empty() {
            continue;
        }
        let at = format!("{source}:{}", lines.line);
        refuse_large_figure(&l, &at)?;
        let rec = serde_json::from_str(&l).map_err(|e| Error::input(&at, format!("invalid JSON: {e}")))?;
        keep(rec, &at, &mut c)?;
    }
    Ok(Drawing {
        records,
        subjects: c.finish()?,
    })
}

/// Lines shorter than this are parsed whole; a longer one is first read for its figure's size
/// alone (its rows or layers counted, nothing kept): an order-2000 square's 30 MB line would
/// be 300 MB of JSON values.
const PEEK_BYTES: usize = 1 << 20;

/// Refuses a long record line holding a figure past the picture limit, before it is parsed
/// into values.
fn refuse_large_figure(line: &str, at: &str) -> Result<()> {
    use serde::de::{IgnoredAny, SeqAccess, Visitor};
    /// The length of a JSON list, its items skipped.
    struct Len(usize);
    impl<'de> serde::Deserialize<'de> for Len {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Len;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("a list")
                }
                fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Len, A::Error> {
                    let mut n = 0;
                    while seq.next_element::<IgnoredAny>()?.is_some() {
                        n += 1;
                    }
                    Ok(Len(n))
                }
            }
            d.deserialize_seq(V)
        }
    }
    #[derive(serde::Deserialize)]
    struct Peek {
        rows: Option<Len>,
        layers: Option<Len>,
    }
    if line.len() < PEEK_BYTES {
        return Ok(());
    }
    // Not a figure record, or not JSON: the full parse says what it is.
    let Ok(p) = serde_json::from_str::<Peek>(line) else {
        return Ok(());
    };
    let (noun, n, cells) = match (p.rows, p.layers) {
        (Some(Len(n)), _) => ("square", n, (n as u128).pow(2)),
        (None, Some(Len(n))) => ("cube", n, (n as u128).pow(3)),
        _ => return Ok(()),
    };
    if cells > MAX_PICTURE_CELLS as u128 {
        return Err(Error::input(
            at,
            format!("a {noun} of order {n} has {cells} cells; a picture holds at most {MAX_PICTURE_CELLS} (a square of order 256, a cube of order 40)"),
        ));
    }
    Ok(())
}

/// A text grid (a square or cube), or an Instant Insanity cube file (colour names, six a
/// line): told apart by the first word, a number or not.
fn text_input(text: &str, source: &str, max_pictures: usize) -> Result<Drawing> {
    let first_word = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .find(|w| !w.is_empty())
        .unwrap_or("");
    let records: Vec<Value> = if first_word.parse::<i64>().is_ok() {
        let figures = parse_figures(text, source)?;
        // By size first: a figure's JSON value is several times its entries.
        if let Some(f) = figures.iter().find(|f| f.cells.len() > MAX_PICTURE_CELLS) {
            return Err(Error::input(
                source,
                format!(
                    "a {} of order {} has {} cells; a picture holds at most {MAX_PICTURE_CELLS} (a square of order 256, a cube of order 40)",
                    f.noun(),
                    f.order,
                    f.cells.len()
                ),
            ));
        }
        figures.iter().map(|f| f.to_json()).collect()
    } else {
        let inst = insanity::parse(text, source).map_err(|e| {
            Error::input(
                source,
                format!("neither a figure (rows of integers) nor an Instant Insanity cube file ({e})"),
            )
        })?;
        vec![insanity::instance_record(&inst)]
    };
    let mut c = Collector::new(source, max_pictures);
    for r in &records {
        c.push(r, source)?;
    }
    Ok(Drawing {
        subjects: c.finish()?,
        records,
    })
}

/// The input's lines, each at most [`MAX_RECORD_BYTES`], text without NUL bytes.
struct Lines<'a, R> {
    r: R,
    source: &'a str,
    /// The number of the line last read (from 1).
    line: usize,
}

impl<R: BufRead> Lines<'_, R> {
    /// The next line with its line break, `None` at the end.
    fn next(&mut self) -> Result<Option<String>> {
        let mut buf = Vec::new();
        (&mut self.r)
            .take(MAX_RECORD_BYTES + 1)
            .read_until(b'\n', &mut buf)
            .map_err(|e| Error::io(self.source, e))?;
        if buf.is_empty() {
            return Ok(None);
        }
        self.line += 1;
        let at = format!("{}:{}", self.source, self.line);
        if buf.len() as u64 > MAX_RECORD_BYTES {
            return Err(Error::input(
                at,
                format!("a line longer than {MAX_RECORD_BYTES} bytes: no record that is drawn is that long (a picture holds at most {MAX_PICTURE_CELLS} cells)"),
            ));
        }
        if let Some(i) = buf.iter().position(|&b| b == 0) {
            return Err(Error::input(
                at,
                format!("binary data (a NUL byte at column {}), not text", i + 1),
            ));
        }
        let mut text = String::from_utf8(buf).map_err(|e| {
            Error::input(
                &at,
                format!(
                    "not UTF-8 text (invalid byte at column {})",
                    e.utf8_error().valid_up_to() + 1
                ),
            )
        })?;
        if self.line == 1 && text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        Ok(Some(text))
    }

    /// The rest of the input as text, at most `limit` bytes.
    fn rest(&mut self, limit: u64) -> Result<String> {
        read_text(&mut self.r, self.source, limit).map_err(|e| match e {
            Error::Input { at, msg } if msg.starts_with("larger than") => Error::input(
                at,
                format!("{msg}: no figure or object that is drawn is that long (a picture holds at most {MAX_PICTURE_CELLS} cells)"),
            ),
            e => e,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn drawn(text: &str) -> Result<Drawing> {
        read(text.as_bytes(), "in", MAX_PICTURES)
    }

    #[test]
    fn every_input_form_is_read() {
        assert_eq!(drawn("2 7 6\n9 5 1\n4 3 8\n").unwrap().subjects.len(), 1);
        assert_eq!(drawn("\u{feff}\n\n8 1 6 3 5 7 4 9 2").unwrap().subjects.len(), 1);
        assert_eq!(
            drawn("{\n  \"rows\": [[2,7,6],[9,5,1],[4,3,8]]\n}\n")
                .unwrap()
                .subjects
                .len(),
            1
        );
        let lines = [
            json!({"type": "header", "problem": {"name": "x"}}),
            json!({"type": "unit", "id": 0, "partial": {}}),
            json!({"type": "result", "order": 3, "rows": [[2,7,6],[9,5,1],[4,3,8]]}),
            json!({"type": "summary", "count": 1}),
        ];
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        let d = drawn(&text).unwrap();
        // The unit record is neither drawn nor kept.
        assert_eq!(d.records.len(), 3);
        assert_eq!(d.subjects.len(), 1);
        // An Instant Insanity file: its cubes side by side.
        let d = drawn("# two cubes\nred green red green red red\ngreen green red red green red\n").unwrap();
        assert!(matches!(&d.subjects[0].shape, crate::Shape::Assembly(a) if a.cubes.len() == 2));
    }

    /// `render` of an order-2000 square aborted after 2.7 GB, of 10^6 squares kept them all
    /// (issue 68): refused by size as the records come.
    #[test]
    fn big_and_many_figures_are_refused_as_they_come() {
        let big = Value::from(vec![Value::from(vec![0; 3]); 257]);
        let e = drawn(&json!({"order": 257, "rows": big}).to_string())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("order 257 has 66049 cells; a picture holds at most 65536"),
            "{e}"
        );
        // Refused at the record past the limit: the reader never looks further.
        let square =
            json!({"type": "result", "order": 3, "rows": [[2,7,6],[9,5,1],[4,3,8]]}).to_string() + "\n";
        let e = read(square.repeat(3).as_bytes(), "in", 2)
            .unwrap_err()
            .to_string();
        assert!(e.contains("more than 2 results"), "{e}");
        let endless = std::io::Cursor::new(square.into_bytes()).chain(std::io::repeat(b' '));
        let e = read(std::io::BufReader::new(endless), "in", 5)
            .unwrap_err()
            .to_string();
        assert!(e.contains("longer than"), "{e}");
        let e = drawn("\0\0").unwrap_err().to_string();
        assert!(e.contains("NUL"), "{e}");
    }

    #[test]
    fn outputs_without_pictures_say_why() {
        let text = "{\"type\":\"header\",\"problem\":{\"name\":\"square count\",\"list\":false}}\n{\"type\":\"summary\",\"count\":8}\n";
        let e = drawn(text).unwrap_err().to_string();
        assert!(e.contains("nothing to draw"), "{e}");
        assert!(
            e.contains("`square count --list` lists one square per class"),
            "{e}"
        );
    }
}
