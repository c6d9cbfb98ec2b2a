//! Re-checking an output file on its own. Every listed figure must be valid (the independent
//! checker, and the kind the problem names) and distinct from the others; the counts must add
//! up (unit partials to the summary, listed classes and orbits to the summary's counts), and a
//! driver problem's summary must be the one its problem recomputes from the unit partials.

use std::collections::{BTreeSet, HashSet};

use serde_json::Value;

use crate::error::{Error, Result};
use crate::figure as check;
use crate::format::figure::{figure_from_json, Figure};
use crate::format::number::plural;
use crate::geometry::{cube_group, square_group};
use crate::search::{merge, tally::count_from_json, Tally};

/// What a successful verification checked, one phrase per check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The checks that passed, e.g. `880 figures valid and distinct`.
    pub checks: Vec<String>,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ok: {}", self.checks.join("; "))
    }
}

/// What verify asks of the product, and nothing more: the summary a driver problem computes
/// from its unit partials (a scaled distribution, record sets), which only the problem knows.
/// The command line passes the registry of problems; a test may pass a fake.
pub trait Summaries {
    /// The summary record that the problem `spec` names computes from the partials `total`.
    fn summary(&self, spec: &Value, total: &Tally) -> Result<Value>;
}

/// Checks the JSON Lines output `text` (`source` names it in errors): the checks that
/// passed, or the first problem found as an error. Driver summaries are recomputed through
/// `summaries`. An output of several runs (one header
/// each, as `colour-cubes universal` writes one run per set size) is checked run by run.
pub fn verify(text: &str, source: &str, summaries: &dyn Summaries) -> Result<Verdict> {
    let mut runs: Vec<(usize, Vec<Value>, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let record: Value = serde_json::from_str(line)
            .map_err(|e| Error::input(format!("{source}:{}", i + 1), format!("not JSON: {e}")))?;
        if record["type"] == "header" || runs.is_empty() {
            runs.push((i + 1, Vec::new(), String::new()));
        }
        let run = runs.last_mut().expect("a run was pushed");
        run.1.push(record);
        run.2.push_str(line);
        run.2.push('\n');
    }
    if runs.len() <= 1 {
        let (records, text) = runs.pop().map(|r| (r.1, r.2)).unwrap_or_default();
        return verify_run(&records, &text, source, summaries);
    }
    let mut checks = Vec::new();
    for (line, records, text) in &runs {
        let name = format!("{source} (the run from line {line})");
        let verdict = verify_run(records, text, &name, summaries)?;
        checks.extend(
            verdict
                .checks
                .into_iter()
                .map(|c| format!("run at line {line}: {c}")),
        );
    }
    Ok(Verdict { checks })
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

/// Checks one run's records (`text`: the same records as text, for the driver's reader).
fn verify_run(records: &[Value], text: &str, source: &str, summaries: &dyn Summaries) -> Result<Verdict> {
    let header = records
        .first()
        .filter(|h| h["type"] == "header")
        .ok_or_else(|| Error::input(source, "no header record"))?;
    let summary = records
        .iter()
        .find(|r| r["type"] == "summary")
        .ok_or_else(|| Error::input(source, "no summary record (unfinished run?)"))?;
    let results: Vec<&Value> = records.iter().filter(|r| r["type"] == "result").collect();
    let fail = |msg: String| Error::input(source, msg);
    if header["problem"]["name"] == "molecube solve" {
        // Not a driver problem (no unit partials) and no figures: the solutions are all.
        let checks = vec![
            molecube_solutions(&results, &header["problem"], &fail)?,
            solve_summary(&results, summary, &fail)?,
        ];
        return Ok(Verdict { checks });
    }
    if header["problem"]["name"] == "twisty solve" {
        let problem = &header["problem"];
        if problem["puzzle"] != "2x2x2" {
            return Err(fail(format!(
                "a twisty solve of puzzle {}, which verify does not know",
                problem["puzzle"]
            )));
        }
        let checks = vec![
            cube2_solutions(&results, problem, &fail)?,
            solve_summary(&results, summary, &fail)?,
        ];
        return Ok(Verdict { checks });
    }
    let listing = check_figures(&results, header["problem"]["kind"].as_str(), source)?;
    let mut checks = Vec::new();
    if listing.figures > 0 {
        checks.push(format!(
            "{} valid and distinct",
            plural(listing.figures as u128, "figure")
        ));
    }
    if records.get(1).is_some_and(|r| r["type"] == "shard") {
        checks.extend(check_unit_partials(text, source, summary, summaries, &fail)?);
    }
    if listing.figures > 0 && listing.others == 0 {
        // A shard lists the classes whose least member its units found, while its count is
        // of its units' squares: orbits add up to the count only over the whole run.
        let whole = records
            .get(1)
            .filter(|r| r["type"] == "shard")
            .is_none_or(|r| r["count"].as_u64() == Some(1));
        checks.push(check_listed_count(
            &listing,
            results.len(),
            whole,
            summary,
            &fail,
        )?);
    }
    let others = listing.others;
    let unchecked =
        format!("results that are not squares or cubes: {others} (verify has no checker for them)");
    if checks.is_empty() {
        return Err(fail(if others > 0 {
            format!("nothing to check: {unchecked}, and the output has no unit partials")
        } else {
            "nothing to check: no listed figure and no unit partials (a counts-only output carries no evidence; write the listing or the driver's unit records)".into()
        }));
    }
    if others > 0 {
        checks.push(unchecked);
    }
    Ok(Verdict { checks })
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
}

/// Checks every listed figure: of the kind the problem names, normal, no figure twice and, for
/// classes, its orbit and no class twice.
fn check_figures(results: &[&Value], kind: Option<&str>, source: &str) -> Result<Listing> {
    let fail = |msg: String| Error::input(source, msg);
    let mut seen = HashSet::new();
    let mut classes = HashSet::new();
    let mut listing = Listing {
        figures: 0,
        others: 0,
        classes_listed: true,
        orbits: 0,
    };
    for (i, r) in results.iter().enumerate() {
        let Some(fig) = figure_from_json(r, &format!("{source}: result {}", i + 1))? else {
            listing.others += 1;
            continue;
        };
        listing.classes_listed &= r.get("orbit").is_some();
        let rep = check::check(&fig);
        // The kind the problem names decides (a semi-magic square is valid without magic
        // diagonals); without one, magic in the usual sense.
        let valid = match kind {
            Some(k) => rep.distinct && rep.kinds.iter().any(|x| x.kind == k && x.holds),
            None => rep.magic,
        };
        if !valid || rep.normal_start.is_none() {
            return Err(fail(format!(
                "result {} is not a normal {} figure",
                i + 1,
                kind.unwrap_or("magic")
            )));
        }
        if !seen.insert(fig.cells.clone()) {
            return Err(fail(format!("result {} repeats an earlier figure", i + 1)));
        }
        if let Some(orbit) = r.get("orbit") {
            // A class: its orbit size and its class are recomputed from the figure's images
            // under the full group (written here again, not the enumerators' canonical form).
            let (least, size) = class_of(&fig);
            if orbit.as_u64() != Some(size as u64) {
                return Err(fail(format!(
                    "result {}: orbit {orbit}, but the figure has {size} images under the {}",
                    i + 1,
                    group_name(&fig)
                )));
            }
            if !classes.insert(least) {
                return Err(fail(format!(
                    "result {} is in the same class as an earlier one (an image of it under the {})",
                    i + 1,
                    group_name(&fig)
                )));
            }
            listing.orbits = listing
                .orbits
                .checked_add(size as u128)
                .ok_or_else(|| fail("orbit sizes overflow".into()))?;
        }
    }
    listing.figures = seen.len();
    Ok(listing)
}

/// A driver's output: its units' partials, added up, are the summary, every unit of the shard
/// is recorded, and the problem computed again from its spec gives the same summary.
fn check_unit_partials(
    text: &str,
    source: &str,
    summary: &Value,
    summaries: &dyn Summaries,
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
    Ok(vec![
        format!("unit partials ({}) add up to the summary", run.done.len()),
        same_summary(&run.problem, &total, summary, summaries, fail)?,
    ])
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
    let listed = results as u128;
    let what = if listing.classes_listed {
        "classes"
    } else {
        "count"
    };
    if summary_count(summary, what).is_some_and(|w| w != listed) {
        return Err(fail(format!(
            "{listed} results listed but the summary says {what} {}",
            summary[what]
        )));
    }
    let orbits = listing.orbits;
    if whole && listing.classes_listed && summary_count(summary, "count").is_some_and(|c| c != orbits) {
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
