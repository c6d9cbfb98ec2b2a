//! The nine-colour cube and Instant Insanity.

use numpy::{PyArray1, PyArrayDyn, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::json;

use cubelab::colour::insanity;
use cubelab::colour::nine::{self, anneal, classes, exact, structure, Colouring};
use cubelab::colour::orbits;
use cubelab::geometry::{cube_group, cube_rotations, Perm};

use crate::convert::to_py;
use crate::{bad, error};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nine_colour_solve, m)?)?;
    m.add_function(wrap_pyfunction!(nine_colour_partitions, m)?)?;
    m.add_function(wrap_pyfunction!(nine_colour_count, m)?)?;
    m.add_function(wrap_pyfunction!(insanity_solve, m)?)?;
    m.add_function(wrap_pyfunction!(insanity_random, m)?)?;
    Ok(())
}

/// One solution of the nine-colour cube, exactly or by the seed's simulated annealing: the
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

fn group(name: &str) -> PyResult<Vec<Perm>> {
    match name {
        "full" => Ok(cube_group().cell_perms(3)),
        "rotations" => Ok(cube_rotations().cell_perms(3)),
        other => Err(bad(format!(
            "unknown group '{other}': full (48 symmetries) or rotations (24)"
        ))),
    }
}

/// Every partition of the 27 cells into nine colour classes (colours numbered by first
/// appearance), or one per class under `group` with its orbit size.
#[pyfunction]
#[pyo3(signature = (classes = false, group = "full"))]
fn nine_colour_partitions<'py>(
    py: Python<'py>,
    classes: bool,
    group: &str,
) -> PyResult<(Figures<'py>, Option<Vec<usize>>)> {
    let perms = self::group(group)?;
    let (list, orbits): (Vec<Colouring>, _) = py.detach(|| {
        let all = exact::all_partitions();
        if classes {
            let cls = classes::classes(&all, &perms);
            let orbits = orbits::orbit_sizes(&cls);
            (cls.into_iter().map(|c| c.representative).collect(), Some(orbits))
        } else {
            (all, None)
        }
    });
    let cells: Vec<i64> = list.iter().flatten().map(|&k| i64::from(k)).collect();
    // Cell x + 3y + 9z: indices [k, z, y, x].
    let array = PyArray1::from_vec(py, cells).reshape(vec![list.len(), 3, 3, 3])?;
    Ok((array, orbits))
}

/// The counts of the nine-colour cube, each with its independent twin: partitions by the
/// search and by the structure argument, classes by orbits and by Burnside's lemma.
#[pyfunction]
fn nine_colour_count<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
    let (search, by_structure, full, rot) = py.detach(|| {
        let search = exact::all_partitions();
        let by_structure: Vec<Colouring> = structure::all_partitions();
        let count = |g: &[Perm]| (classes::classes(&search, g), classes::burnside(&by_structure, g));
        let full = count(&cube_group().cell_perms(3));
        let rot = count(&cube_rotations().cell_perms(3));
        (search, by_structure, full, rot)
    });
    let out = PyDict::new(py);
    out.set_item("count", exact::labelled(search.len() as u64))?;
    out.set_item("partitions", search.len())?;
    out.set_item("partitions_by_structure", by_structure.len())?;
    out.set_item("classes", full.0.len())?;
    out.set_item("classes_by_burnside", full.1)?;
    out.set_item("orbit_sizes", orbits::orbit_sizes(&full.0))?;
    out.set_item("rotation_classes", rot.0.len())?;
    out.set_item("rotation_classes_by_burnside", rot.1)?;
    out.set_item("rotation_orbit_sizes", orbits::orbit_sizes(&rot.0))?;
    Ok(out)
}

/// Stacks up to the stack's symmetries above which brute force re-checks the graph method.
const BRUTE_FORCE_MAX: usize = 10;

/// Solves an Instant Insanity instance given as text (one cube a line, six colour names:
/// left right front back down up): every solution up to the stack's symmetries, by the
/// graph method, with the brute force's count beside it for up to 10 cubes.
#[pyfunction]
fn insanity_solve<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyDict>> {
    let inst = insanity::parse(text, "cubes").map_err(error)?;
    let (graph, brute, classes, burnside) = py.detach(|| {
        let graph = insanity::graph_method(&inst);
        let brute = (inst.cubes.len() <= BRUTE_FORCE_MAX).then(|| insanity::brute_force(&inst).len());
        let classes = insanity::classes(&graph.stacks);
        let burnside = insanity::burnside(&graph.stacks);
        (graph, brute, classes, burnside)
    });
    let out = PyDict::new(py);
    out.set_item("cubes", inst.cubes.len())?;
    out.set_item("colours", inst.colour_names.clone())?;
    out.set_item("count", graph.stacks.len())?;
    out.set_item("count_by_brute_force", brute)?;
    out.set_item("graph_pairs", graph.pairs)?;
    out.set_item("classes_by_burnside", burnside)?;
    let listed = PyList::empty(py);
    for (i, class) in classes.iter().enumerate() {
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
