//! Re-checking an output file on its own. Every listed figure must be valid (the independent
//! checker, and the kind the problem names) and distinct from the others; the counts must add
//! up (unit partials to the summary, listed classes and orbits to the summary's counts, each
//! unit's listed classes to its partial), and a driver problem's summary must be the one its
//! problem recomputes from the unit partials. Every field of the file is either checked or
//! named in the verdict as not checked; a record that names a key twice, a second summary
//! and records after the summary are refused.

use std::collections::{BTreeSet, HashSet};

use serde_json::Value;

use crate::error::{Error, Result};
use crate::figure::{self as check, CheckReport};
use crate::format::figure::{figure_from_json, Figure};
use crate::format::json::from_str_strict;
use crate::format::number::plural;
use crate::geometry::{cube_group, square_group};
use crate::search::{merge, tally::count_from_json, Tally};

/// What a successful verification checked, one phrase per check, and the fields it did not
/// check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The checks that passed, e.g. `880 figures valid and distinct`.
    pub checks: Vec<String>,
    /// The fields of the file that no check covers, e.g. `results' method`: the verdict
    /// vouches for nothing about them.
    pub unchecked: Vec<String>,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ok: {}", self.checks.join("; "))?;
        if !self.unchecked.is_empty() {
            write!(f, "; not checked: {}", self.unchecked.join(", "))?;
        }
        Ok(())
    }
}

/// What verify asks of the product, and nothing more: the summary a driver problem computes
/// from its unit partials (a scaled distribution, record sets), which only the problem knows.
/// The command line passes the registry of problems; a test may pass a fake.
pub trait Summaries {
    /// The summary record that the problem `spec` names computes from the partials `total`.
    fn summary(&self, spec: &Value, total: &Tally) -> Result<Value>;
}

/// One record and the number of its line in the file.
type Line = (usize, Value);

/// Checks the JSON Lines output `text` (`source` names it in errors): the checks that
/// passed, or the first problem found as an error. Driver summaries are recomputed through
/// `summaries`. An output of several runs (one header each, as `colour-cubes universal`
/// writes one run per set size) is checked run by run.
pub fn verify(text: &str, source: &str, summaries: &dyn Summaries) -> Result<Verdict> {
    let mut runs: Vec<(usize, Vec<Line>, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        // Strict: a key written twice is refused, not read as its last value.
        let record = from_str_strict(line)
            .map_err(|e| Error::input(format!("{source}:{}", i + 1), format!("not JSON: {e}")))?;
        if record["type"] == "header" || runs.is_empty() {
            runs.push((i + 1, Vec::new(), String::new()));
        }
        let run = runs.last_mut().expect("a run was pushed");
        run.1.push((i + 1, record));
        run.2.push_str(line);
        run.2.push('\n');
    }
    if runs.len() <= 1 {
        let (records, text) = runs.pop().map(|r| (r.1, r.2)).unwrap_or_default();
        return verify_run(&records, &text, source, summaries);
    }
    let mut verdict = Verdict {
        checks: Vec::new(),
        unchecked: Vec::new(),
    };
    for (line, records, text) in &runs {
        let name = format!("{source} (the run from line {line})");
        let v = verify_run(records, text, &name, summaries)?;
        verdict
            .checks
            .extend(v.checks.into_iter().map(|c| format!("run at line {line}: {c}")));
        for u in v.unchecked {
            if !verdict.unchecked.contains(&u) {
                verdict.unchecked.push(u);
            }
        }
    }
    Ok(verdict)
}

/// Checks `molecube solve` records: each start position is a position of the puzzle, its
/// turns (quarter turns only in the quarter-turn metric) are `length` in number and take it to
/// `end`, and `end` is solved. Optimality is not re-checked (that needs a search).
fn molecube_solutions(results: &[&Value], problem: &Value, fail: &dyn Fn(String) -> Error) -> Result<String> {
    use cubelab_core::molecube::{apply, moves::parse_moves, notation::parse_state};
    let quarter_turns_only = problem["metric"] == "qtm";
    for (i, r) in results.iter().enumerate() {
        let field = |k: &str| {
            r[k].as_str()
                .ok_or_else(|| fail(format!("result {}: no `{k}` text", i + 1)))
        };
        let at = format!("result {}", i + 1);
        let start = parse_state(field("start")?, &at).map_err(|e| fail(e.to_string()))?;
        let moves = parse_moves(field("moves")?).map_err(|e| fail(format!("{at}: {e}")))?;
        if r["length"].as_u64() != Some(moves.len() as u64) {
            return Err(fail(format!(
                "{at}: length {} but {} turns listed",
                r["length"],
                moves.len()
            )));
        }
        if quarter_turns_only && moves.iter().any(|m| m.quarters == 2) {
            return Err(fail(format!(
                "{at}: a half turn in a quarter-turn-metric solution"
            )));
        }
        let end = apply(&start.cube, &moves);
        if start.write(&end) != field("end")? {
            return Err(fail(format!("{at}: the turns do not lead to the `end` position")));
        }
        if !end.is_solved() {
            return Err(fail(format!("{at}: the `end` position is not solved")));
        }
    }
    Ok(format!(
        "{} valid (each solves its start; optimality not re-checked)",
        plural(results.len() as u128, "molecube solution")
    ))
}

/// Checks `twisty solve` records of the 2x2x2 (`cubelab_core::cube2`, sticker data written
/// apart from the solver): each solution's turns (quarter turns only in the quarter-turn
/// metric) are `length` in number and take `start` to `end`, which is solved; so `start` is a
/// position. Optimality is not re-checked.
fn cube2_solutions(results: &[&Value], problem: &Value, fail: &dyn Fn(String) -> Error) -> Result<String> {
    use cubelab_core::cube2;
    let quarter_turns_only = problem["metric"] == "qtm";
    for (i, r) in results.iter().enumerate() {
        let at = format!("result {}", i + 1);
        let field = |k: &str| r[k].as_str().ok_or_else(|| fail(format!("{at}: no `{k}` text")));
        let start = cube2::parse_stickers(field("start")?).map_err(|e| fail(format!("{at}: {e}")))?;
        let turns = cube2::parse_turns(field("moves")?).map_err(|e| fail(format!("{at}: {e}")))?;
        if r["length"].as_u64() != Some(turns.len() as u64) {
            return Err(fail(format!(
                "{at}: length {} but {} turns listed",
                r["length"],
                turns.len()
            )));
        }
        if quarter_turns_only && turns.iter().any(|t| t.quarters == 2) {
            return Err(fail(format!(
                "{at}: a half turn in a quarter-turn-metric solution"
            )));
        }
        let end = cube2::apply(&start, &turns);
        if cube2::format(&end) != field("end")? {
            return Err(fail(format!("{at}: the turns do not lead to the `end` position")));
        }
        if !cube2::is_solved(&end) {
            return Err(fail(format!("{at}: the `end` position is not solved")));
        }
    }
    Ok(format!(
        "{} valid (each solves its start; optimality not re-checked)",
        plural(results.len() as u128, "2x2x2 solution")
    ))
}

/// The summary of a solve output: `positions` is the number of positions solved, and
/// `max_length` the longest solution listed.
fn solve_summary(results: &[&Value], summary: &Value, fail: &dyn Fn(String) -> Error) -> Result<String> {
    let positions: BTreeSet<u64> = results.iter().filter_map(|r| r["position"].as_u64()).collect();
    if summary["positions"].as_u64() != Some(positions.len() as u64) {
        return Err(fail(format!(
            "the summary says {} positions, the results solve {}",
            summary["positions"],
            positions.len()
        )));
    }
    let longest = results.iter().filter_map(|r| r["length"].as_u64()).max();
    if summary["max_length"].as_u64() != longest {
        return Err(fail(format!(
            "the summary's max_length is {}, the longest solution listed has {}",
            summary["max_length"],
            longest.map_or("none".into(), |l| l.to_string())
        )));
    }
    Ok("summary: positions and max_length agree with the results".into())
}

/// A run's header, its summary, and its results with their line numbers.
type Frame<'a> = (&'a Value, &'a Value, Vec<(usize, &'a Value)>);

/// The header, the one summary and the results of a run, with the frame checked: the header
/// first, one summary and nothing after it, no record of an unknown type.
fn frame<'a>(records: &'a [Line], source: &str) -> Result<Frame<'a>> {
    let at = |line: usize| format!("{source}:{line}");
    let header = records
        .first()
        .filter(|(_, h)| h["type"] == "header")
        .map(|(_, h)| h)
        .ok_or_else(|| Error::input(source, "no header record"))?;
    let mut summary = None;
    let mut results = Vec::new();
    for (line, r) in &records[1..] {
        if summary.is_some() {
            // A second summary was read as the first by verify and as the last by merge.
            return Err(Error::input(
                at(*line),
                "a record after the summary: an output has one summary, at its end",
            ));
        }
        match r["type"].as_str() {
            Some("summary") => summary = Some(r),
            Some("result") => results.push((*line, r)),
            Some("shard" | "unit") => {}
            Some("header") => unreachable!("a header starts a run"),
            other => {
                return Err(Error::input(
                    at(*line),
                    format!(
                        "unknown record type {}",
                        other.map_or("(none)".into(), |t| format!("'{t}'"))
                    ),
                ))
            }
        }
    }
    let summary = summary.ok_or_else(|| Error::input(source, "no summary record (unfinished run?)"))?;
    Ok((header, summary, results))
}

/// Checks one run's records (`text`: the same records as text, for the driver's reader).
fn verify_run(records: &[Line], text: &str, source: &str, summaries: &dyn Summaries) -> Result<Verdict> {
    let (header, summary, results) = frame(records, source)?;
    let fail = |msg: String| Error::input(source, msg);
    let problem = &header["problem"];
    let plain: Vec<&Value> = results.iter().map(|(_, r)| *r).collect();
    if problem["name"] == "molecube solve" {
        // Not a driver problem (no unit partials) and no figures: the solutions are all.
        let checks = vec![
            molecube_solutions(&plain, problem, &fail)?,
            solve_summary(&plain, summary, &fail)?,
        ];
        return Ok(Verdict {
            checks,
            unchecked: Vec::new(),
        });
    }
    if problem["name"] == "twisty solve" {
        if problem["puzzle"] != "2x2x2" {
            return Err(fail(format!(
                "a twisty solve of puzzle {}, which verify does not know",
                problem["puzzle"]
            )));
        }
        let checks = vec![
            cube2_solutions(&plain, problem, &fail)?,
            solve_summary(&plain, summary, &fail)?,
        ];
        return Ok(Verdict {
            checks,
            unchecked: Vec::new(),
        });
    }
    if problem["name"] == "check" {
        return check_output(problem, summary, &results, source);
    }
    let driver = records.get(1).is_some_and(|(_, r)| r["type"] == "shard");
    let listing = check_figures(&results, problem, source)?;
    if !driver && listing.figures > 0 && !LISTINGS.contains(&problem["name"].as_str().unwrap_or("")) {
        return Err(fail(format!(
            "the header names {}, not a command whose figures verify checks ({})",
            problem["name"],
            LISTINGS.join(", ")
        )));
    }
    let mut checks = Vec::new();
    let mut unchecked = listing.unchecked.clone();
    if listing.figures > 0 {
        checks.push(format!(
            "{} valid and distinct",
            plural(listing.figures as u128, "figure")
        ));
    }
    if driver {
        checks.extend(check_unit_partials(
            text, source, summary, summaries, &listing, &fail,
        )?);
        if listing.figures > 0 {
            // The partition of the search into units is the solver's: verify counts each
            // unit's classes, it does not find which unit a class belongs to.
            unchecked.push("which unit lists each class (only how many each lists)".into());
        }
    } else {
        unchecked.extend(problem_fields_unchecked(problem, listing.figures > 0));
    }
    if listing.figures > 0 && listing.others == 0 {
        // A shard lists the classes whose least member its units found, while its count is
        // of its units' squares: orbits add up to the count only over the whole run.
        let whole = records
            .get(1)
            .filter(|(_, r)| r["type"] == "shard")
            .is_none_or(|(_, r)| r["count"].as_u64() == Some(1));
        checks.push(check_listed_count(
            &listing,
            results.len(),
            whole,
            summary,
            &fail,
        )?);
        if !driver {
            unchecked.extend(check_listing_summary(&listing, summary, &fail)?);
        }
    }
    let others = listing.others;
    let unchecked_results =
        format!("results that are not squares or cubes: {others} (verify has no checker for them)");
    if checks.is_empty() {
        return Err(fail(if others > 0 {
            format!("nothing to check: {unchecked_results}, and the output has no unit partials")
        } else {
            "nothing to check: no listed figure and no unit partials (a counts-only output carries no evidence; write the listing or the driver's unit records)".into()
        }));
    }
    if others > 0 {
        checks.push(unchecked_results);
    }
    // The run's time is the one field no check can cover.
    if summary.get("elapsed_s").is_some() {
        unchecked.push("summary elapsed_s (the run's time)".into());
    }
    Ok(Verdict { checks, unchecked })
}

/// What the listed results hold, once each figure is checked.
struct Listing {
    /// Figures, each valid and distinct from the others.
    figures: usize,
    /// Results that are not squares or cubes (cube paintings, arrangements, molecube
    /// states): verify has no checker for them, and says so.
    others: usize,
    /// Whether every figure is listed as a class (with its orbit).
    classes_listed: bool,
    /// The orbits of the classes listed, added up.
    orbits: u128,
    /// The distinct orbit sizes of the classes listed.
    orbit_sizes: BTreeSet<usize>,
    /// The figures' magic constant, when they all have the same.
    magic_constant: Option<i128>,
    /// Fields of the results that no check covers.
    unchecked: Vec<String>,
}

/// Fields of a figure result that verify checks (`type` and the figure itself included).
const RESULT_FIELDS: &[&str] = &[
    "type",
    "order",
    "rows",
    "layers",
    "orbit",
    "index",
    "class",
    "unit",
    "kind",
    "magic_constant",
];

/// Fields of a listing's summary that verify checks (`elapsed_s` is said apart).
const SUMMARY_FIELDS: &[&str] = &[
    "type",
    "count",
    "classes",
    "magic_constant",
    "orbit_sizes",
    "elapsed_s",
];

/// The commands, besides the driver's problems and `check`, whose outputs list figures.
const LISTINGS: &[&str] = &[
    "square enumerate",
    "cube enumerate",
    "square construct",
    "cube construct",
];

/// Fields of a listing's problem that verify checks against the figures.
const PROBLEM_FIELDS: &[&str] = &["name", "order", "kind", "start"];

/// A number written as a JSON number or a decimal string (wide counts and constants).
fn int_of(v: &Value) -> Option<i128> {
    match v {
        Value::Number(n) => n.as_i64().map(i128::from),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Why a figure is not a normal figure of `kind`, naming the value or line that fails.
fn why_invalid(fig: &Figure, rep: &CheckReport, kind: &str, start: Option<i64>) -> Option<String> {
    let mut sorted = fig.cells.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Some(format!("the entry {} appears more than once", w[0]));
    }
    if rep.normal_start.is_none() {
        let gap = sorted
            .windows(2)
            .find(|w| w[0].checked_add(1) != Some(w[1]))
            .map_or(String::new(), |w| format!(": {} is followed by {}", w[0], w[1]));
        return Some(format!("the entries are not consecutive (not normal){gap}"));
    }
    if let (Some(want), Some(got)) = (start, rep.normal_start) {
        if want != got {
            return Some(format!(
                "the entries start at {got}, the problem's start is {want}"
            ));
        }
    }
    let Some(k) = rep.kinds.iter().find(|x| x.kind == kind) else {
        return Some(format!("'{kind}' is no kind of {}", fig.noun()));
    };
    if k.holds {
        return None;
    }
    Some(match (k.not_applicable, k.first_misses.first()) {
        (Some(why), _) => why.to_string(),
        (None, Some(m)) => match m.target {
            Some(t) => format!(
                "its {} sums to {}, not {t} ({} line(s) miss)",
                m.line, m.sum, k.misses
            ),
            None => format!(
                "its entries add up to no whole line sum ({} line(s) miss)",
                k.misses
            ),
        },
        (None, None) => format!("not {kind}"),
    })
}

/// Checks every listed figure: of the kind, order and start the problem names, normal, no
/// figure twice and, for classes, its orbit and no class twice; `index`, `class`, `kind` and
/// `magic_constant` fields as the figure and its place say.
fn check_figures(results: &[(usize, &Value)], problem: &Value, source: &str) -> Result<Listing> {
    // A field the problem has must be of its type: an edited one is not read as absent.
    let typed = |key: &str, ok: bool, what: &str| match problem.get(key) {
        Some(v) if !ok => Err(Error::input(
            source,
            format!("the header's \"{key}\" is {v}, not {what}"),
        )),
        _ => Ok(()),
    };
    typed("kind", problem["kind"].is_string(), "a kind")?;
    typed("start", problem["start"].is_i64(), "an integer")?;
    typed("order", problem["order"].is_u64(), "an order")?;
    typed("name", problem["name"].is_string(), "a command")?;
    let kind = problem["kind"].as_str();
    let start = problem["start"].as_i64();
    let order = problem["order"].as_u64();
    let noun = problem["name"].as_str().and_then(|n| n.split(' ').next());
    let mut seen = HashSet::new();
    let mut classes = HashSet::new();
    let mut unchecked = BTreeSet::new();
    let mut constants = BTreeSet::new();
    let mut listing = Listing {
        figures: 0,
        others: 0,
        classes_listed: true,
        orbits: 0,
        orbit_sizes: BTreeSet::new(),
        magic_constant: None,
        unchecked: Vec::new(),
    };
    for (i, (line, r)) in results.iter().enumerate() {
        let at = format!("{source}:{line}");
        let fail = |msg: String| Error::input(&at, format!("result {}: {msg}", i + 1));
        let Some(fig) = figure_from_json(r, &at)? else {
            listing.others += 1;
            continue;
        };
        if let Some(n) = order.filter(|&n| n != fig.order as u64) {
            return Err(fail(format!(
                "a {} of order {}, the problem's order is {n}",
                fig.noun(),
                fig.order
            )));
        }
        if let Some(noun) = noun.filter(|&w| matches!(w, "square" | "cube") && w != fig.noun()) {
            return Err(fail(format!("a {}, the problem lists {noun}s", fig.noun())));
        }
        if let Some(m) = r.as_object() {
            unchecked.extend(m.keys().filter(|k| !RESULT_FIELDS.contains(&k.as_str())).cloned());
        }
        listing.classes_listed &= r.get("orbit").is_some();
        let rep = check::try_check(&fig).map_err(|e| fail(e.to_string()))?;
        // The kind the problem names decides (a semi-magic square is valid without magic
        // diagonals); without one, magic in the usual sense.
        let want = kind.unwrap_or(if fig.is_cube() { "simple" } else { "magic" });
        if let Some(why) = why_invalid(&fig, &rep, want, start) {
            return Err(fail(format!("not a normal {want} {}: {why}", fig.noun())));
        }
        if let Some(k) = r.get("kind") {
            if k.as_str() != Some(want) {
                return Err(fail(format!("\"kind\" is {k}, the problem's kind is {want}")));
            }
        }
        if let Some(c) = r.get("magic_constant") {
            if int_of(c) != rep.magic_constant {
                return Err(fail(format!(
                    "\"magic_constant\" is {c}, the figure's is {}",
                    rep.magic_constant.map_or("none".into(), |m| m.to_string())
                )));
            }
        }
        constants.insert(rep.magic_constant);
        for key in ["index", "class"] {
            if let Some(v) = r.get(key) {
                if v.as_u64() != Some(i as u64) {
                    return Err(fail(format!(
                        "\"{key}\" is {v}, but it is listed at {key} {i} (from 0)"
                    )));
                }
            }
        }
        if !seen.insert(fig.cells.clone()) {
            return Err(fail("repeats an earlier figure".into()));
        }
        if let Some(orbit) = r.get("orbit") {
            // A class: its orbit size and its class are recomputed from the figure's images
            // under the full group (written here again, not the enumerators' canonical form).
            let (least, size) = class_of(&fig);
            if orbit.as_u64() != Some(size as u64) {
                return Err(fail(format!(
                    "orbit {orbit}, but the figure has {size} images under the {}",
                    group_name(&fig)
                )));
            }
            if !classes.insert(least) {
                return Err(fail(format!(
                    "in the same class as an earlier one (an image of it under the {})",
                    group_name(&fig)
                )));
            }
            listing.orbit_sizes.insert(size);
            listing.orbits = listing
                .orbits
                .checked_add(size as u128)
                .ok_or_else(|| fail("orbit sizes overflow".into()))?;
        }
    }
    listing.figures = seen.len();
    listing.classes_listed &= listing.figures > 0;
    listing.magic_constant = match constants.len() {
        1 => constants.into_iter().next().flatten(),
        _ => None,
    };
    listing.unchecked = unchecked.into_iter().map(|k| format!("results' {k}")).collect();
    Ok(listing)
}

/// A listing's summary beyond its counts: the magic constant and the orbit sizes are the
/// figures'; the fields no check covers are returned.
fn check_listing_summary(
    listing: &Listing,
    summary: &Value,
    fail: &dyn Fn(String) -> Error,
) -> Result<Vec<String>> {
    if let Some(c) = summary.get("magic_constant") {
        if listing.magic_constant.is_none() || int_of(c) != listing.magic_constant {
            return Err(fail(format!(
                "summary magic_constant {c}, but the figures' is {}",
                listing
                    .magic_constant
                    .map_or("not one number".into(), |m| m.to_string())
            )));
        }
    }
    if let Some(sizes) = summary.get("orbit_sizes") {
        let listed: Vec<usize> = listing.orbit_sizes.iter().copied().collect();
        if serde_json::from_value::<Vec<usize>>(sizes.clone()).ok() != Some(listed.clone()) {
            return Err(fail(format!(
                "summary orbit_sizes {sizes}, but the listed classes' are {listed:?}"
            )));
        }
    }
    Ok(summary
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| !SUMMARY_FIELDS.contains(&k.as_str()))
        .map(|(k, _)| format!("summary {k}"))
        .collect())
}

/// The fields of a (non-driver) problem that no check covers: with figures listed, those
/// past its name, order, kind and start; without, all but its name.
fn problem_fields_unchecked(problem: &Value, figures: bool) -> Vec<String> {
    problem
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| k.as_str() != "name" && !(figures && PROBLEM_FIELDS.contains(&k.as_str())))
        .map(|(k, _)| format!("header {k}"))
        .collect()
}

/// A `check` output: every report recomputed by the checker and compared field by field,
/// and the summary's counts.
fn check_output(
    problem: &Value,
    summary: &Value,
    results: &[(usize, &Value)],
    source: &str,
) -> Result<Verdict> {
    let mut magic = 0u64;
    for (i, (line, r)) in results.iter().enumerate() {
        let at = format!("{source}:{line}");
        let fail = |msg: String| Error::input(&at, format!("result {}: {msg}", i + 1));
        let fig =
            figure_from_json(r, &at)?.ok_or_else(|| fail("no figure (\"rows\" or \"layers\")".into()))?;
        let rep = check::try_check(&fig).map_err(|e| fail(e.to_string()))?;
        magic += u64::from(rep.magic);
        let mut want = serde_json::to_value(&rep).map_err(|e| fail(e.to_string()))?;
        want["index"] = Value::from(i);
        for (k, v) in r.as_object().into_iter().flatten() {
            if matches!(k.as_str(), "type" | "rows" | "layers") {
                continue;
            }
            if want.get(k) != Some(v) {
                return Err(fail(format!(
                    "\"{k}\" is {v}, the checker finds {}",
                    want.get(k).map_or("no such field".into(), Value::to_string)
                )));
            }
        }
        if let Some(k) = want
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k)
            .find(|k| r.get(k.as_str()).is_none())
        {
            return Err(fail(format!("no \"{k}\", which the checker's report has")));
        }
    }
    let fail = |msg: String| Error::input(source, msg);
    for (key, want) in [("count", results.len() as u64), ("magic", magic)] {
        if summary[key].as_u64() != Some(want) {
            return Err(fail(format!(
                "summary {key} {}, but the results make {want}",
                summary[key]
            )));
        }
    }
    let mut unchecked: Vec<String> = summary
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| !matches!(k.as_str(), "type" | "count" | "magic" | "elapsed_s"))
        .map(|(k, _)| format!("summary {k}"))
        .collect();
    unchecked.extend(problem_fields_unchecked(problem, false));
    unchecked.push("summary elapsed_s (the run's time)".into());
    Ok(Verdict {
        checks: vec![format!(
            "{} re-checked, every field of the reports as the checker finds it; {magic} magic = summary",
            plural(results.len() as u128, "figure")
        )],
        unchecked,
    })
}

/// A driver's output: its units' partials, added up, are the summary, every unit of the shard
/// is recorded, each unit lists as many classes as its partial counts, and the problem
/// computed again from its spec gives the same summary.
fn check_unit_partials(
    text: &str,
    source: &str,
    summary: &Value,
    summaries: &dyn Summaries,
    listing: &Listing,
    fail: &dyn Fn(String) -> Error,
) -> Result<Vec<String>> {
    let run = merge::read(text, source)?;
    // Checked sums: partials edited so that a u128 sum wraps round to the summary must not
    // pass.
    let mut total = Tally::new();
    for u in run.done.values() {
        for (k, &v) in &u.partial.0 {
            let sum = total.get(k).checked_add(v).ok_or_else(|| {
                fail(format!(
                    "the units' {k} partials overflow 128 bits: edited counts"
                ))
            })?;
            total.0.insert(k.clone(), sum);
        }
    }
    let expected = run.shard.unit_count(run.units);
    if run.done.len() != expected {
        return Err(fail(format!(
            "{} of the shard's {expected} units recorded",
            run.done.len()
        )));
    }
    for (k, &v) in &total.0 {
        if summary_count(summary, k).is_some_and(|s| s != v) {
            return Err(fail(format!(
                "summary {k} = {} but the units add up to {v}",
                summary[k]
            )));
        }
    }
    let mut checks = vec![format!(
        "unit partials ({}) add up to the summary",
        run.done.len()
    )];
    if listing.classes_listed && run.problem["list"] == true {
        // A class moved to another unit (its record and its `unit` edited) kept every total:
        // each unit lists exactly the classes its partial counts.
        for (id, u) in &run.done {
            let counted = u.partial.get("classes");
            if u.results.len() as u128 != counted {
                return Err(fail(format!(
                    "unit {id} lists {} class(es) but its partial counts {counted}: a result removed, added or moved to another unit",
                    u.results.len()
                )));
            }
        }
        checks.push("each unit lists the classes its partial counts".into());
    }
    checks.push(same_summary(&run.problem, &total, summary, summaries, fail)?);
    Ok(checks)
}

/// A full listing: as many results as the summary's classes (or count), and for a whole run
/// the listed classes' orbits add up to its count.
fn check_listed_count(
    listing: &Listing,
    results: usize,
    whole: bool,
    summary: &Value,
    fail: &dyn Fn(String) -> Error,
) -> Result<String> {
    // A count field that is there must be a count: an edited one is not read as absent.
    let field = |key: &str| -> Result<Option<u128>> {
        summary
            .get(key)
            .map(|v| count_from_json(v).ok_or_else(|| fail(format!("summary {key} is {v}, not a count"))))
            .transpose()
    };
    let (count, classes) = (field("count")?, field("classes")?);
    let listed = results as u128;
    let (what, stated) = if listing.classes_listed {
        ("classes", classes)
    } else {
        if classes.is_some() {
            return Err(fail("the summary counts classes, but no class is listed".into()));
        }
        ("count", count)
    };
    if stated.is_some_and(|w| w != listed) {
        return Err(fail(format!(
            "{listed} results listed but the summary says {what} {}",
            summary[what]
        )));
    }
    let orbits = listing.orbits;
    if whole && listing.classes_listed && count.is_some_and(|c| c != orbits) {
        return Err(fail(format!(
            "orbits of the listed classes add up to {orbits}, summary count {}",
            summary["count"]
        )));
    }
    Ok(format!("{listed} listed = summary {what}"))
}

/// A count field of the summary, `None` when it has none.
fn summary_count(summary: &Value, key: &str) -> Option<u128> {
    summary.get(key).and_then(count_from_json)
}

fn group_name(fig: &Figure) -> &'static str {
    if fig.is_cube() {
        "48 symmetries of the cube"
    } else {
        "8 symmetries of the square"
    }
}

/// The least image of `fig` under its full symmetry group, and the number of its images.
fn class_of(fig: &Figure) -> (Vec<i64>, usize) {
    let group = if fig.is_cube() {
        cube_group().cell_perms(fig.order)
    } else {
        square_group().cell_perms(fig.order)
    };
    let images: BTreeSet<Vec<i64>> = group.iter().map(|g| g.apply(&fig.cells)).collect();
    let least = images.iter().next().cloned().unwrap_or_default();
    (least, images.len())
}

/// The summary the problem computes from the unit partials must be the file's (apart from
/// `elapsed_s`): this covers summaries that are not plain sums, such as the scaled
/// distribution and record sets of `macmahon sets`.
fn same_summary(
    spec: &Value,
    total: &Tally,
    summary: &Value,
    summaries: &dyn Summaries,
    fail: &dyn Fn(String) -> Error,
) -> Result<String> {
    let want = summaries.summary(spec, total)?;
    // Through text and back, as the file's summary came: serde_json's float parsing may
    // differ from the printed f64 in the last bit, the same way for both.
    let mut want: Value =
        serde_json::from_str(&want.to_string()).map_err(|e| fail(format!("recomputed summary: {e}")))?;
    let mut got = summary.clone();
    for v in [&mut want, &mut got] {
        if let Some(m) = v.as_object_mut() {
            m.remove("elapsed_s");
            m.remove("type");
        }
    }
    if want != got {
        let keys = |v: &Value| {
            v.as_object()
                .map(|m| m.keys().cloned().collect())
                .unwrap_or_default()
        };
        let mut names: Vec<String> = keys(&want);
        names.extend(keys(&got));
        names.sort();
        names.dedup();
        names.retain(|k| want.get(k) != got.get(k));
        return Err(fail(format!(
            "summary {} differ from those recomputed from the unit partials",
            names.join(", ")
        )));
    }
    Ok("summary recomputed from the partials".into())
}
