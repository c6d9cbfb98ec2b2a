//! The nine-colour cube and Instant Insanity.

use numpy::{PyArray1, PyArrayDyn, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::json;

use cubelab::colour::family::counting::UniversalCount;
use cubelab::colour::family::universal::{self, Minimum};
use cubelab::colour::family::{self, Family};
use cubelab::colour::insanity;
use cubelab::colour::nine::{self, anneal, census, exact, Colouring};
use cubelab::colour::orbits;

use crate::convert::to_py;
use crate::{bad, error, DisagreementError};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nine_colour_solve, m)?)?;
    m.add_function(wrap_pyfunction!(nine_colour_partitions, m)?)?;
    m.add_function(wrap_pyfunction!(nine_colour_count, m)?)?;
    m.add_function(wrap_pyfunction!(insanity_solve, m)?)?;
    m.add_function(wrap_pyfunction!(insanity_random, m)?)?;
    m.add_function(wrap_pyfunction!(colour_cubes, m)?)?;
    m.add_function(wrap_pyfunction!(colour_universal, m)?)?;
    m.add_function(wrap_pyfunction!(colour_universal_count, m)?)?;
    Ok(())
}

/// One solution of the nine-colour cube, exactly or by the source's simulated annealing: the
/// record (`colours` in cell order x + 3y + 9z, and the drawable `assembly`) with the work done.
#[pyfunction]
#[pyo3(signature = (method = "exact", seed = 0, max_iterations = 100_000_000))]
fn nine_colour_solve<'py>(
    py: Python<'py>,
    method: &str,
    seed: u64,
    max_iterations: u64,
) -> PyResult<Bound<'py, PyAny>> {
    if max_iterations == 0 {
        return Err(bad("max_iterations must be at least 1"));
    }
    let rec = match method {
        "exact" => {
            let (c, stats) = py.detach(exact::first_solution);
            let mut rec = nine::solution_json(&c);
            rec["nodes"] = json!(stats.nodes);
            rec
        }
        "anneal" => {
            let schedule = anneal::Schedule {
                max_iterations,
                ..anneal::Schedule::default()
            };
            let r = py.detach(|| anneal::anneal(seed, &schedule));
            if !r.solved {
                return Err(bad(format!(
                    "annealing from seed {seed} did not converge in {} iterations",
                    r.iterations
                )));
            }
            let mut rec = nine::solution_json(&r.colours);
            rec["iterations"] = json!(r.iterations);
            rec["seed"] = json!(seed);
            rec
        }
        other => return Err(bad(format!("unknown method '{other}': exact or anneal"))),
    };
    let mut rec = rec;
    rec["method"] = json!(method);
    to_py(py, &rec)
}

/// Colourings as one array of shape `(k, 3, 3, 3)`.
type Figures<'py> = Bound<'py, PyArrayDyn<i64>>;

/// Every partition of the 27 cells into nine colour classes (colours numbered by first
/// appearance), or one per class under `group` (`full`: the 48 symmetries, `rotations`: the
/// 24) with its orbit size; from the library's cross-checked census.
#[pyfunction]
#[pyo3(signature = (classes = false, group = "full"))]
fn nine_colour_partitions<'py>(
    py: Python<'py>,
    classes: bool,
    group: &str,
) -> PyResult<(Figures<'py>, Option<Vec<usize>>)> {
    let rotations = match group {
        "full" => false,
        "rotations" => true,
        other => {
            return Err(bad(format!(
                "unknown group '{other}': full (48 symmetries) or rotations (24)"
            )))
        }
    };
    let c = py.detach(|| census::census(classes)).map_err(error)?;
    let (list, orbits): (Vec<Colouring>, Option<Vec<usize>>) = match &c.classes {
        Some(cls) => {
            let chosen = if rotations { &cls.rotations } else { &cls.full };
            let orbits = chosen.iter().map(|k| k.orbit).collect();
            (chosen.iter().map(|k| k.representative).collect(), Some(orbits))
        }
        None => (c.partitions, None),
    };
    let cells: Vec<i64> = list.iter().flatten().map(|&k| i64::from(k)).collect();
    // Cell x + 3y + 9z: indices [k, z, y, x].
    let array = PyArray1::from_vec(py, cells).reshape(vec![list.len(), 3, 3, 3])?;
    Ok((array, orbits))
}

/// The counts of the nine-colour cube, as the library's census gives them only when its two
/// methods agree (search and structure count; orbits and Burnside's lemma).
#[pyfunction]
fn nine_colour_count<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
    let c = py.detach(|| census::census(true)).map_err(error)?;
    let out = PyDict::new(py);
    out.set_item("count", c.labelled())?;
    out.set_item("partitions", c.partitions.len())?;
    out.set_item("nodes", c.nodes)?;
    if let Some(cls) = &c.classes {
        out.set_item("classes", cls.full.len())?;
        out.set_item("orbit_sizes", orbits::orbit_sizes(&cls.full))?;
        out.set_item("rotation_classes", cls.rotations.len())?;
        out.set_item("rotation_orbit_sizes", orbits::orbit_sizes(&cls.rotations))?;
    }
    Ok(out)
}

/// Solves an Instant Insanity instance given as text (one cube a line, six colour names:
/// left right front back down up): every solution up to the stack's symmetries, by the
/// library's graph method with its cross-checks (brute force up to 10 cubes, Burnside).
#[pyfunction]
fn insanity_solve<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyDict>> {
    let inst = insanity::parse(text, "cubes").map_err(error)?;
    let solved = py.detach(|| insanity::solve(&inst)).map_err(error)?;
    let out = PyDict::new(py);
    out.set_item("cubes", inst.cubes.len())?;
    out.set_item("colours", inst.colour_names.clone())?;
    out.set_item("count", solved.stacks.len())?;
    out.set_item("graph_pairs", solved.graph_pairs)?;
    out.set_item("brute_force_checked", solved.brute_force_checked)?;
    let listed = PyList::empty(py);
    for (i, class) in solved.classes.iter().enumerate() {
        listed.append(to_py(py, &insanity::solution_record(&inst, i, class))?)?;
    }
    out.set_item("solutions", listed)?;
    Ok(out)
}

/// A random instance of `cubes` cubes as text (ChaCha8Rng from `seed`); `planted` hides a
/// solution in it.
#[pyfunction]
#[pyo3(signature = (cubes, seed = 0, planted = false))]
fn insanity_random(cubes: usize, seed: u64, planted: bool) -> PyResult<String> {
    let inst = insanity::random_instance(cubes, seed, planted).map_err(error)?;
    Ok(insanity::to_text(&inst))
}

/// The family C_n (cubes painted with exactly n colours, up to rotation), as
/// `cubelab colour-cubes list` gives it: each cube's canonical faces, name, mirror,
/// orientations and corner numbers, and |C_n| three ways (orbit enumeration, Burnside's
/// lemma, the cycle index); given only when the three agree.
#[pyfunction]
fn colour_cubes<'py>(py: Python<'py>, colours: usize) -> PyResult<Bound<'py, PyDict>> {
    let f = py.detach(|| Family::new(colours)).map_err(error)?;
    let burnside = family::burnside_count(colours);
    let cycle_index = family::cycle_index_count(colours);
    if burnside != f.len() as u64 || cycle_index != f.len() as u64 {
        return Err(DisagreementError::new_err(format!(
            "internal check failed: |C_{colours}| is {} by orbit enumeration, {burnside} by Burnside's lemma, \
             {cycle_index} by the cycle index; please report this as a bug",
            f.len()
        )));
    }
    let cubes = PyList::empty(py);
    for (i, c) in f.cubes.iter().enumerate() {
        let rec = json!({"index": i + 1, "name": c.name, "faces": c.faces.0, "mirror": f.cubes[c.mirror].name,
            "orientations": c.orientations.len(), "corners": c.corners});
        cubes.append(to_py(py, &rec)?)?;
    }
    let out = PyDict::new(py);
    out.set_item("colours", colours)?;
    out.set_item("count", f.len())?;
    out.set_item("burnside", burnside)?;
    out.set_item("cycle_index", cycle_index)?;
    out.set_item("paintings", family::paintings(colours).len())?;
    out.set_item(
        "chiral",
        f.cubes.iter().enumerate().filter(|(i, c)| c.mirror != *i).count(),
    )?;
    out.set_item("cubes", cubes)?;
    Ok(out)
}

/// How many universal sets of exactly `size` cubes C_n has, in all and up to symmetry,
/// counted without listing them (`cubelab colour-cubes universal --size K --count`), through
/// the search driver (threads, progress, Ctrl-C).
#[pyfunction]
#[pyo3(signature = (colours, size, threads = None, progress = None))]
fn colour_universal_count<'py>(
    py: Python<'py>,
    colours: usize,
    size: usize,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    cubelab::search::thread_count(threads).map_err(error)?;
    let f = py.detach(|| Family::new(colours)).map_err(error)?;
    let out = PyDict::new(py);
    out.set_item("colours", colours)?;
    out.set_item("size", size)?;
    let Ok(problem) = py.detach(|| UniversalCount::new(f, size)).map_err(error)? else {
        // An obstruction: no set of any size builds every target.
        out.set_item("universal", false)?;
        out.set_item("in_all", 0)?;
        out.set_item("classes", 0)?;
        return Ok(out);
    };
    let total = crate::run::run_problem(py, &problem, threads, progress)?;
    let counts = problem
        .counts(&total)
        .map_err(error)?
        .ok_or_else(|| bad("the count did not run every work unit"))?;
    out.set_item("universal", counts.in_all > 0)?;
    out.set_item("in_all", counts.in_all)?;
    out.set_item("classes", counts.classes)?;
    out.set_item("nodes", counts.nodes)?;
    Ok(out)
}

/// The minimum universal sets of C_n by the exact search (`cubelab colour-cubes universal`
/// without checkpoints), sizes 8, 9, ... up to `max_size`; every set re-checked with the
/// geometric solver by the library.
#[pyfunction]
#[pyo3(signature = (colours, max_size))]
fn colour_universal<'py>(py: Python<'py>, colours: usize, max_size: usize) -> PyResult<Bound<'py, PyDict>> {
    let f = py.detach(|| Family::new(colours)).map_err(error)?;
    let answer = py.detach(|| universal::minimum(&f, max_size)).map_err(error)?;
    let out = PyDict::new(py);
    out.set_item("colours", colours)?;
    out.set_item("cubes", f.len())?;
    match answer {
        Minimum::TooFewCubes => {
            out.set_item("universal", false)?;
            out.set_item("reason", universal::why_none(&f, None))?;
        }
        Minimum::Obstructed(o) => {
            out.set_item("universal", false)?;
            out.set_item("reason", universal::why_none(&f, Some(&o)))?;
        }
        Minimum::NoneUpTo { max_size, nodes } => {
            out.set_item("universal", true)?;
            out.set_item("minimum", py.None())?;
            out.set_item("none_up_to", max_size)?;
            out.set_item("nodes", nodes)?;
        }
        Minimum::Found { size, classes, nodes } => {
            let sets = PyList::empty(py);
            for (s, orbit) in &classes {
                sets.append(to_py(py, &json!({"cubes": f.names(*s), "orbit": orbit}))?)?;
            }
            out.set_item("universal", true)?;
            out.set_item("minimum", size)?;
            out.set_item("up_to_symmetry", classes.len())?;
            out.set_item("in_all", classes.iter().map(|c| c.1).sum::<usize>())?;
            out.set_item("sets", sets)?;
            out.set_item("nodes", nodes)?;
        }
    }
    Ok(out)
}
