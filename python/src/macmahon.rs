//! MacMahon's 30 coloured cubes: the cubes, the target puzzle, the paper's Tables 1 and 2,
//! the set scans (long: GIL released, progress, Ctrl-C) and random samples.

use std::collections::BTreeMap;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::{json, Value};

use cubelab::colour::macmahon::collections::{self, SolutionMethod as Method};
use cubelab::colour::macmahon::cubes::N;
use cubelab::colour::macmahon::scan::{SetScan, SetSelection as ScanMethod};
use cubelab::colour::macmahon::{sample, sets, target, MacMahon};
use cubelab::search::Problem;

use crate::convert::to_py;
use crate::{bad, error};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(macmahon_cubes, m)?)?;
    m.add_function(wrap_pyfunction!(macmahon_solve, m)?)?;
    m.add_function(wrap_pyfunction!(macmahon_table1, m)?)?;
    m.add_function(wrap_pyfunction!(macmahon_table2, m)?)?;
    m.add_function(wrap_pyfunction!(macmahon_sets, m)?)?;
    m.add_function(wrap_pyfunction!(macmahon_sample, m)?)?;
    m.add("MACMAHON_COLLECTIONS", collections::COLLECTIONS)?;
    Ok(())
}

/// A cube's index by Conway name, with the library's message for unknown names.
fn cube_index(m: &MacMahon, name: &str) -> PyResult<usize> {
    let set = m.parse_set(name).map_err(error)?;
    match set.count_ones() {
        1 => Ok(set.trailing_zeros() as usize),
        _ => Err(bad(format!("target '{name}': give one cube name, Ab..Fe"))),
    }
}

/// A set of distinct cubes from a list of names (the library checks each name).
fn cube_set(m: &MacMahon, names: &[String]) -> PyResult<u32> {
    m.parse_set(&names.join(",")).map_err(error)
}

/// The 30 cubes: name, faces (left right front back down up), corner numbers, mirror.
#[pyfunction]
fn macmahon_cubes<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
    let m = MacMahon::new();
    let list = PyList::empty(py);
    for c in &m.cubes {
        let rec = json!({"name": c.name, "faces": c.faces.0, "corners": c.corners,
                         "mirror": m.cubes[c.mirror].name});
        list.append(to_py(py, &rec)?)?;
    }
    Ok(list)
}

/// The arrangements of `cubes` that show `target`'s colouring outside: the number of them and
/// the first `limit` as records (the command line's JSON records, drawable).
#[pyfunction]
#[pyo3(signature = (target, cubes, interior = false, limit = 1000))]
fn macmahon_solve<'py>(
    py: Python<'py>,
    target: &str,
    cubes: Vec<String>,
    interior: bool,
    limit: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let m = MacMahon::new();
    let t = cube_index(&m, target)?;
    let set = cube_set(&m, &cubes)?;
    if set.count_ones() < 8 {
        return Err(bad(format!(
            "cubes: {} cubes given, the model needs 8",
            set.count_ones()
        )));
    }
    let (count, records) = py.detach(|| {
        let solver = target::Solver::new(&m, m.cubes[t].faces, set, interior);
        let mut records = Vec::new();
        let mut n = 0u64;
        solver.for_each(&mut |arr| {
            n += 1;
            if records.len() < limit {
                records.push(target::arrangement_record(&m, t, n, arr));
            }
        });
        (n, records)
    });
    let out = PyDict::new(py);
    out.set_item("target", &m.cubes[t].name)?;
    out.set_item("cubes", m.names(set))?;
    out.set_item("interior", interior)?;
    out.set_item("count", count)?;
    out.set_item("arrangements", to_py(py, &Value::Array(records))?)?;
    Ok(out)
}

fn method(name: &str) -> PyResult<Method> {
    [Method::Graph, Method::Geometric, Method::Primes]
        .into_iter()
        .find(|m| m.name() == name)
        .ok_or_else(|| bad(format!("unknown method '{name}': graph, geometric or primes")))
}

/// Table 1: for each target (one name, or `all`), how many collections of 8 cubes build it
/// with each solution number: `{target: {solution_number: collections}}`.
#[pyfunction]
#[pyo3(signature = (target = "Ba", method = "graph"))]
fn macmahon_table1<'py>(py: Python<'py>, target: &str, method: &str) -> PyResult<Bound<'py, PyDict>> {
    let how = self::method(method)?;
    let m = MacMahon::new();
    let targets: Vec<usize> = if target == "all" {
        (0..N).collect()
    } else {
        vec![cube_index(&m, target)?]
    };
    let tables: Vec<BTreeMap<u64, u64>> = py.detach(|| {
        // All targets with the graph method: Ba's list carried to each target by recolouring.
        let transported =
            (targets.len() > 1 && how == Method::Graph).then(|| collections::all_building_collections(&m));
        targets
            .iter()
            .map(|&t| match &transported {
                Some(lists) => collections::solution_distribution(&lists[t]),
                None => collections::solution_distribution(&collections::building_collections(&m, t, how)),
            })
            .collect()
    });
    let out = PyDict::new(py);
    for (&t, table) in targets.iter().zip(&tables) {
        out.set_item(&m.cubes[t].name, table.clone())?;
    }
    Ok(out)
}

/// Table 2: how many of the 5,852,925 collections build each number of targets; with
/// `targets`, also the collections building exactly that many (and for 5, whether they are
/// Theorem 7's construction).
#[pyfunction]
#[pyo3(signature = (targets = None))]
fn macmahon_table2<'py>(py: Python<'py>, targets: Option<usize>) -> PyResult<Bound<'py, PyDict>> {
    if targets.is_some_and(|k| k == 0 || k > N) {
        return Err(bad("targets: give a number of targets from 1 to 30"));
    }
    let m = MacMahon::new();
    let (dist, builders) = py.detach(|| {
        let per_target = collections::all_building_collections(&m);
        collections::target_counts(&per_target, targets)
    });
    let out = PyDict::new(py);
    let table: BTreeMap<usize, u64> = dist.iter().copied().enumerate().filter(|e| e.1 > 0).collect();
    out.set_item("distribution", table)?;
    out.set_item("collections", collections::COLLECTIONS)?;
    if let Some(k) = targets {
        let listed = PyList::empty(py);
        for b in &builders {
            let built: BTreeMap<&str, u64> = b
                .targets
                .iter()
                .map(|&(t, s)| (m.cubes[t].name.as_str(), s))
                .collect();
            let rec = PyDict::new(py);
            rec.set_item("collection", m.names(b.collection))?;
            rec.set_item("targets", built)?;
            listed.append(rec)?;
        }
        out.set_item("builders", listed)?;
        if k == 5 {
            out.set_item("theorem7", collections::is_theorem7(&m, &builders))?;
        }
    }
    Ok(out)
}

/// Every set of `size` distinct cubes (or the `size`-subsets of `within`): how many targets
/// each builds. The summary of the command line, with counts as ints.
#[pyfunction]
#[pyo3(signature = (size, within = None, full = false, limit = 100, threads = None, progress = None))]
fn macmahon_sets<'py>(
    py: Python<'py>,
    size: usize,
    within: Option<Vec<String>>,
    full: bool,
    limit: usize,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let m = MacMahon::new();
    let how = match (&within, full) {
        (Some(names), _) => ScanMethod::Within(cube_set(&m, names)?),
        (None, true) => ScanMethod::Full,
        (None, false) => ScanMethod::Symmetry,
    };
    let problem = SetScan::new(m, size, how, limit).map_err(error)?;
    let total = crate::run::run_problem(py, &problem, threads, progress)?;
    let (fields, _) = problem.summary(&total);
    to_py(py, &fields)
}

/// The sample, drawn on rayon's threads with the GIL released while this thread looks for
/// Ctrl-C every 50 ms (a signal reaches Python's main thread only): on one, no new unit
/// starts and `KeyboardInterrupt` is raised.
fn sample_interruptibly(
    py: Python<'_>,
    kernel: &sets::Kernel,
    size: usize,
    samples: u64,
    seed: u64,
) -> PyResult<sample::Sampled> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = AtomicBool::new(false);
    let (result, interrupt) = py.detach(|| {
        std::thread::scope(|scope| {
            let run = scope.spawn(|| {
                sample::sample_with(kernel, size, samples, seed, &|_| !stop.load(Ordering::Relaxed))
            });
            let mut interrupt = None;
            while !run.is_finished() {
                std::thread::sleep(std::time::Duration::from_millis(50));
                if interrupt.is_none() {
                    if let Err(e) = Python::attach(|py| py.check_signals()) {
                        interrupt = Some(e);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
            (run.join(), interrupt)
        })
    });
    if let Some(e) = interrupt {
        return Err(e);
    }
    match result {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(pyo3::exceptions::PyKeyboardInterrupt::new_err("stopped")),
        Err(_) => Err(bad("sample_sets: a worker thread failed")),
    }
}

/// `samples` random sets of `size` cubes (ChaCha8Rng from `seed`): the distribution of the
/// number of targets built, and its moments. Ctrl-C stops it.
#[pyfunction]
#[pyo3(signature = (size, samples = 20_000, seed = 0))]
fn macmahon_sample<'py>(
    py: Python<'py>,
    size: usize,
    samples: u64,
    seed: u64,
) -> PyResult<Bound<'py, PyDict>> {
    if !(8..=N).contains(&size) {
        return Err(bad(format!("size {size}: sets have 8 to 30 cubes")));
    }
    // At most 2^40 samples, as on the command line (10^12 ran for days, issue 68).
    sample::check_samples(samples).map_err(|e| bad(format!("samples: {e}")))?;
    let m = MacMahon::new();
    let kernel = sets::Kernel::new(&m);
    let s = sample_interruptibly(py, &kernel, size, samples, seed)?;
    let out = PyDict::new(py);
    let dist: BTreeMap<usize, u64> = s.dist.iter().copied().enumerate().filter(|e| e.1 > 0).collect();
    out.set_item("size", size)?;
    out.set_item("samples", samples)?;
    out.set_item("seed", seed)?;
    out.set_item("distribution", dist)?;
    out.set_item("min", s.min())?;
    out.set_item("max", s.max())?;
    out.set_item("mean", s.mean())?;
    out.set_item("std_dev", s.std_dev())?;
    Ok(out)
}
