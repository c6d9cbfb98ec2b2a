//! Reading driver outputs (JSON Lines) back, and merging shard outputs into the output of a
//! single run: every unit must appear exactly once, all shards must come from the same
//! problem and tool version.

use std::collections::BTreeMap;
use std::io::Write;

use serde_json::Value;

use super::checkpoint::UnitDone;
use super::record::{Header, ShardRecord, UnitRecord};
use super::tally::Tally;
use super::{emit_unit, finish, start, Problem, Shard};
use crate::error::{Error, Result};
use crate::format::Output;

/// One output file of the driver, as read back.
#[derive(Debug)]
pub struct RunFile {
    /// Where the output came from (a file name).
    pub source: String,
    /// The cubelab version that wrote it.
    pub version: String,
    /// The problem's spec from its header.
    pub problem: Value,
    /// The problem's fingerprint from the shard record.
    pub fingerprint: String,
    /// The shard it ran.
    pub shard: Shard,
    /// Units of the whole problem.
    pub units: usize,
    /// Finished units with their results, by id.
    pub done: BTreeMap<usize, UnitDone>,
    /// The summary record, when the run completed.
    pub summary: Option<Value>,
}

/// Parses a driver output in JSON Lines.
pub fn read(text: &str, source: &str) -> Result<RunFile> {
    let mut records = Records {
        lines: text.lines().enumerate(),
        source,
    };
    let mut file = read_head(&mut records)?;
    // The results of the unit whose record comes next.
    let mut results = Vec::new();
    while let Some((at, rec)) = records.next()? {
        let bad = |msg: &str| Error::input(format!("{source}:{at}"), msg);
        if file.summary.is_some() {
            // A second summary was read as the last one (issue 68): the summary ends an output.
            return Err(bad("a record after the summary, which ends an output"));
        }
        match rec["type"].as_str() {
            Some("result") => {
                let unit = rec["unit"]
                    .as_u64()
                    .ok_or_else(|| bad("result without a unit id"))?;
                // Rebuilt rather than edited, so the fields keep their order.
                let fields = rec.as_object().into_iter().flatten();
                let r: Value = fields
                    .filter(|(k, _)| *k != "type" && *k != "unit")
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                results.push((unit as usize, r));
            }
            Some("unit") => add_unit(&mut file, rec, std::mem::take(&mut results), &bad)?,
            Some("summary") => file.summary = Some(rec),
            _ => return Err(bad("unknown record type")),
        }
    }
    if !results.is_empty() {
        return Err(Error::input(
            source,
            "result records after the last unit record (truncated output?)",
        ));
    }
    Ok(file)
}

/// The non-empty lines of an output, each parsed as JSON, with its line number.
struct Records<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    source: &'a str,
}

impl Records<'_> {
    fn next(&mut self) -> Result<Option<(usize, Value)>> {
        let Some((i, line)) = self.lines.find(|(_, l)| !l.trim().is_empty()) else {
            return Ok(None);
        };
        // Strict: a key written twice in one record is refused, not read as its last value.
        let value = crate::format::json::from_str_strict(line).map_err(|e| {
            Error::input(
                format!("{}:{}", self.source, i + 1),
                format!("not JSON ({e}); {READ_HINT}"),
            )
        })?;
        Ok(Some((i + 1, value)))
    }
}

const READ_HINT: &str = "merge and verify read JSON Lines output";

/// The header and shard records that open an output, as a run with no unit yet.
fn read_head(records: &mut Records) -> Result<RunFile> {
    let source = records.source;
    let (_, header) = records
        .next()?
        .ok_or_else(|| Error::input(source, "empty file; expected JSON Lines output"))?;
    let not_header = || {
        Error::input(
            format!("{source}:1"),
            format!("not a cubelab header; {READ_HINT}"),
        )
    };
    if header["type"] != "header" {
        return Err(not_header());
    }
    let header: Header = serde_json::from_value(header).map_err(|_| not_header())?;
    if header.tool != "cubelab" {
        return Err(not_header());
    }
    let (at, shard_rec) = records
        .next()?
        .ok_or_else(|| Error::input(source, "no shard record after the header"))?;
    if shard_rec["type"] != "shard" {
        return Err(Error::input(
            format!("{source}:{at}"),
            "expected the `shard` record of a search-driver output",
        ));
    }
    let shard_rec: ShardRecord = serde_json::from_value(shard_rec)
        .map_err(|e| Error::input(format!("{source}:{at}"), format!("malformed shard record: {e}")))?;
    let shard = Shard::new(shard_rec.index, shard_rec.count)
        .map_err(|e| Error::input(format!("{source}:{at}"), e))?;
    // The run wrote the fingerprint of its own spec: a header edited since (a seed, a
    // scale) would otherwise merge into another run's figures without a word.
    if shard_rec.fingerprint != super::fingerprint_of(&header.problem, shard_rec.units) {
        return Err(Error::input(
            format!("{source}:{at}"),
            "the header's problem and this record's fingerprint disagree: the output was edited or damaged",
        ));
    }
    Ok(RunFile {
        source: source.to_string(),
        version: header.version,
        problem: header.problem,
        fingerprint: shard_rec.fingerprint,
        shard,
        units: shard_rec.units,
        done: BTreeMap::new(),
        summary: None,
    })
}

/// Records a finished unit with the results listed before it, which must all be its own.
fn add_unit(
    file: &mut RunFile,
    rec: Value,
    results: Vec<(usize, Value)>,
    bad: &dyn Fn(&str) -> Error,
) -> Result<()> {
    let UnitRecord { id, partial } =
        serde_json::from_value(rec).map_err(|e| bad(&format!("malformed unit record: {e}")))?;
    if id >= file.units || !file.shard.owns(id) {
        return Err(bad(&format!("unit {id} does not belong to shard {}", file.shard)));
    }
    if results.iter().any(|(u, _)| *u != id) {
        return Err(bad("result records of another unit before this unit record"));
    }
    let results = results.into_iter().map(|(_, r)| r).collect();
    if file.done.insert(id, UnitDone { partial, results }).is_some() {
        return Err(bad(&format!("unit {id} appears twice")));
    }
    Ok(())
}

/// Checks that `files` together cover every unit of one problem exactly once.
pub fn combine(files: &[RunFile]) -> Result<BTreeMap<usize, UnitDone>> {
    let first = files
        .first()
        .ok_or_else(|| Error::usage("merge needs at least one file"))?;
    let mut all: BTreeMap<usize, (UnitDone, &str)> = BTreeMap::new();
    for f in files {
        if f.version != first.version {
            return Err(Error::input(
                &f.source,
                format!(
                    "written by cubelab {}, {} by {}",
                    f.version, first.source, first.version
                ),
            ));
        }
        if f.problem != first.problem || f.fingerprint != first.fingerprint || f.units != first.units {
            return Err(Error::input(
                &f.source,
                format!(
                    "another problem than {}: {} vs {}",
                    first.source, f.problem, first.problem
                ),
            ));
        }
        for (id, u) in &f.done {
            if let Some((_, other)) = all.insert(*id, (u.clone(), &f.source)) {
                return Err(Error::input(
                    &f.source,
                    format!("unit {id} also appears in {other}"),
                ));
            }
        }
    }
    // Every recorded id is below `units` (checked on reading): the number missing is a
    // difference, and the first few are found lazily (a header may claim 2^60 units).
    let missing = first.units - all.len();
    if missing > 0 {
        let shown: Vec<String> = (0..first.units)
            .filter(|u| !all.contains_key(u))
            .take(5)
            .map(|u| u.to_string())
            .collect();
        return Err(Error::input(
            "merge",
            format!(
                "{} of {} units missing (first: {}); a shard is absent or unfinished",
                missing,
                first.units,
                shown.join(", ")
            ),
        ));
    }
    Ok(all.into_iter().map(|(k, (u, _))| (k, u)).collect())
}

/// Writes the output a single unsharded run of `problem` writes, from the combined units.
pub fn write<W: Write>(
    out: &mut Output<W>,
    problem: &dyn Problem,
    units: &BTreeMap<usize, UnitDone>,
) -> Result<Tally> {
    start(out, problem, Shard::WHOLE)?;
    let mut total = Tally::new();
    for (id, u) in units {
        emit_unit(out, problem, *id, u)?;
        total.merge(&u.partial);
    }
    finish(out, problem, &total)?;
    Ok(total)
}
