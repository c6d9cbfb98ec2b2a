//! The twisty nine-colour cube (Molecube, Ball Sudoku Cube): reading positions, optimal
//! solving (IDA* or a finished census table), scrambles, turns and the 80 solved states.
//!
//! Positions are read by the library's `parse_positions`, the command line's reader, so a
//! bad position raises the command line's one-line message. Solving releases the GIL. The
//! library's solvers have no cancel hook: Ctrl-C is seen when a solve returns (see
//! docs/python.md). The IDA* pattern databases and the last two census tables opened are kept for
//! the life of the process, so only the first solve of a metric pays for building them.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use cubelab::molecube::data::pattern_cache;
use cubelab::molecube::moves::{parse_moves, Metric, Move};
use cubelab::molecube::notation::{parse_positions, Labelled};
use cubelab::molecube::solver::{apply, verify, Ida, TableSolver};
use cubelab::molecube::{scramble, solved};
use cubelab::Error;

use crate::{bad, error};

/// At most this many positions from one `scrambles` call (the command line streams more;
/// here they are one list).
const MAX_SCRAMBLES: usize = 100_000;
/// At most this many turns in a random walk (the command line's limit).
const MAX_WALK: usize = 10_000;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MOLECUBE_MAX_SCRAMBLES", MAX_SCRAMBLES)?;
    m.add("MOLECUBE_MAX_WALK", MAX_WALK)?;
    m.add_function(wrap_pyfunction!(molecube_parse, m)?)?;
    m.add_function(wrap_pyfunction!(molecube_solve, m)?)?;
    m.add_function(wrap_pyfunction!(molecube_scrambles, m)?)?;
    m.add_function(wrap_pyfunction!(molecube_apply, m)?)?;
    m.add_function(wrap_pyfunction!(molecube_solved, m)?)?;
    m.add_function(wrap_pyfunction!(molecube_reference, m)?)?;
    Ok(())
}

fn metric(name: &str) -> PyResult<Metric> {
    match name {
        "htm" => Ok(Metric::Htm),
        "qtm" => Ok(Metric::Qtm),
        other => Err(bad(format!(
            "unknown metric '{other}': htm (half-turn) or qtm (quarter-turn)"
        ))),
    }
}

/// Exactly one position from `text` (either form), read as the command line reads its
/// argument; `at` names it in errors (`position`, or the file).
fn one_position(text: &str, at: &str) -> PyResult<Labelled> {
    let mut all = parse_positions(text, at).map_err(error)?;
    if all.len() > 1 {
        return Err(bad(format!(
            "{at}: {} positions given; one is read here",
            all.len()
        )));
    }
    Ok(all.remove(0))
}

/// A position: `cells` in the user's characters, `canonical` in digits (core 0, the centre
/// colours 1..6 in face order left right front back down up, the edge-only colours 7, 8),
/// `names` the user's character for each canonical colour, `solved`.
#[pyfunction]
#[pyo3(signature = (state, at = "position"))]
fn molecube_parse<'py>(py: Python<'py>, state: &str, at: &str) -> PyResult<Bound<'py, PyDict>> {
    let pos = one_position(state, at)?;
    let out = PyDict::new(py);
    out.set_item("cells", pos.write(&pos.cube))?;
    out.set_item("canonical", pos.cube.code())?;
    out.set_item("names", pos.names.iter().collect::<String>())?;
    out.set_item("solved", pos.cube.is_solved())?;
    Ok(out)
}

/// IDA* with its pattern databases, read once per metric per process from the cache the
/// command line shares (`molecube::data::pattern_cache`), built and saved there when missing.
fn ida(metric: Metric) -> &'static Ida {
    static HTM: OnceLock<Ida> = OnceLock::new();
    static QTM: OnceLock<Ida> = OnceLock::new();
    let cell = match metric {
        Metric::Htm => &HTM,
        Metric::Qtm => &QTM,
    };
    cell.get_or_init(|| match pattern_cache(metric) {
        Some(path) => Ida::cached(metric, &path).0,
        None => Ida::new(metric),
    })
}

/// Census table solvers, the last few opened (opening one builds the index tables: seconds).
fn table_solver(path: PathBuf, metric: Metric) -> Result<Arc<TableSolver>, Error> {
    type Opened = Vec<(PathBuf, Metric, Arc<TableSolver>)>;
    /// One table per metric is the usual case.
    const KEEP: usize = 2;
    static OPENED: Mutex<Opened> = Mutex::new(Vec::new());
    let mut opened = OPENED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, t)) = opened.iter().find(|(p, m, _)| *p == path && *m == metric) {
        return Ok(t.clone());
    }
    let t = Arc::new(TableSolver::open(&path, metric)?);
    if opened.len() == KEEP {
        opened.remove(0);
    }
    opened.push((path, metric, t.clone()));
    Ok(t)
}

/// Optimal solutions of one position: one, or every optimal sequence with `all`. By IDA*
/// unless `table` names a finished census table of the metric. Each is a dict with `start`,
/// `moves` (list of turns), `length`, `end` (in the user's characters), `nodes` (IDA*) and
/// `time_s`; every sequence is re-applied to the start and checked solved.
#[pyfunction]
#[pyo3(signature = (state, metric = "htm", all = false, table = None, at = "position"))]
fn molecube_solve<'py>(
    py: Python<'py>,
    state: &str,
    metric: &str,
    all: bool,
    table: Option<PathBuf>,
    at: &str,
) -> PyResult<Bound<'py, PyList>> {
    let metric = self::metric(metric)?;
    let pos = one_position(state, at)?;
    let cube = pos.cube;
    let (method, solved) = py
        .detach(move || -> Result<_, Error> {
            let started = Instant::now();
            let (method, solutions, nodes) = match table {
                Some(path) => {
                    let t = table_solver(path, metric)?;
                    let s = if all {
                        t.solve_all(&cube)?
                    } else {
                        vec![t.solve(&cube)?]
                    };
                    ("census-table", s, None)
                }
                None => {
                    let (s, stats) = ida(metric).solve(&cube, all)?;
                    ("ida*", s, Some(stats.nodes))
                }
            };
            let time_s = started.elapsed().as_secs_f64();
            let checked = solutions
                .into_iter()
                .map(|moves| verify(&cube, &moves).map(|end| (moves, end)))
                .collect::<Result<Vec<_>, Error>>()?;
            Ok((method, (checked, nodes, time_s)))
        })
        .map_err(error)?;
    let (solutions, nodes, time_s) = solved;
    let out = PyList::empty(py);
    for (moves, end) in &solutions {
        let rec = PyDict::new(py);
        rec.set_item("start", pos.write(&cube))?;
        rec.set_item("moves", turns(moves))?;
        rec.set_item("length", moves.len())?;
        rec.set_item("end", pos.write(end))?;
        rec.set_item("metric", metric.name())?;
        rec.set_item("method", method)?;
        rec.set_item("nodes", nodes)?;
        rec.set_item("time_s", time_s)?;
        out.append(rec)?;
    }
    Ok(out)
}

fn turns(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

/// `count` scrambles drawn in turn from `ChaCha8Rng::seed_from_u64(seed)`, as
/// `cubelab molecube scramble --count` draws them: uniformly random positions, or random
/// walks of `moves` turns from the reference solved state. Each is (cell string in digits,
/// the walk's turns or None).
#[pyfunction]
#[pyo3(signature = (count = 1, seed = 0, moves = None, metric = "htm"))]
fn molecube_scrambles(
    count: usize,
    seed: u64,
    moves: Option<usize>,
    metric: &str,
) -> PyResult<Vec<(String, Option<Vec<String>>)>> {
    use rand::SeedableRng;
    let metric = self::metric(metric)?;
    if count == 0 || count > MAX_SCRAMBLES {
        return Err(bad(format!(
            "count must be between 1 and {MAX_SCRAMBLES} (the command line streams more)"
        )));
    }
    if moves.is_some_and(|n| n > MAX_WALK) {
        return Err(bad(format!("moves must be at most {MAX_WALK}")));
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let reference = solved::reference();
    Ok((0..count)
        .map(|_| {
            let (cube, walk) = scramble::draw(&mut rng, metric, moves, &reference);
            (cube.code(), walk.as_deref().map(turns))
        })
        .collect())
}

/// The position after `moves` (standard notation, `R U2 F'`), in the user's characters.
#[pyfunction]
#[pyo3(signature = (state, moves, at = "position"))]
fn molecube_apply(state: &str, moves: &str, at: &str) -> PyResult<String> {
    let pos = one_position(state, at)?;
    let turns = parse_moves(moves).map_err(error)?;
    Ok(pos.write(&apply(&pos.cube, &turns)))
}

/// The 80 solved states in digits, sorted; given only when the library's two ways agree.
#[pyfunction]
fn molecube_solved(py: Python<'_>) -> PyResult<Vec<String>> {
    let states = py.detach(solved::checked).map_err(error)?;
    Ok(states.iter().map(|c| c.code()).collect())
}

/// The reference solved state (the least of the 80), in digits.
#[pyfunction]
fn molecube_reference() -> String {
    solved::reference().code()
}
