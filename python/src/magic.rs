//! Magic squares and cubes: enumerate, count, construct, check; figures as numpy arrays.

use numpy::{PyArray1, PyArrayDyn, PyArrayMethods, PyReadonlyArrayDyn, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::{json, Value};

use cubelab::format::figure::figure_from_json;
use cubelab::format::{parse_figure, Figure};
use cubelab::magic::census;
use cubelab::magic::construct::{self, Choice, Construction};
use cubelab::magic::count::{CountMethod as Method, SquareCount};
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::search::Problem;

use crate::convert::to_py;
use crate::{bad, error};

/// Most cells a constructed figure may have here (512 MiB of int64): the array is checked
/// against this before anything is built, so a mistyped order fails at once.
pub const MAX_ARRAY_CELLS: u64 = 1 << 26;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(enumerate_figures, m)?)?;
    m.add_function(wrap_pyfunction!(count_squares, m)?)?;
    m.add_function(wrap_pyfunction!(construct_figure, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(read_figure, m)?)?;
    m.add_function(wrap_pyfunction!(magic_constant, m)?)?;
    m.add("MAX_ARRAY_CELLS", MAX_ARRAY_CELLS)?;
    Ok(())
}

pub(crate) fn square_kind(name: &str) -> PyResult<SquareKind> {
    SquareKind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = SquareKind::ALL.iter().map(|k| k.name()).collect();
            bad(format!(
                "unknown square kind '{name}': the kinds are {}",
                names.join(", ")
            ))
        })
}

pub(crate) fn cube_kind(name: &str) -> PyResult<CubeKind> {
    CubeKind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = CubeKind::ALL.iter().map(|k| k.name()).collect();
            bad(format!(
                "unknown cube kind '{name}': the kinds are {}",
                names.join(", ")
            ))
        })
}

/// Figures of one order and dimension as one array of shape `(k, n, n)` or `(k, n, n, n)`.
fn stack<'py>(
    py: Python<'py>,
    figures: &[Figure],
    order: usize,
    dim: usize,
) -> PyResult<Bound<'py, PyArrayDyn<i64>>> {
    let cells: Vec<i64> = figures.iter().flat_map(|f| f.cells.iter().copied()).collect();
    let mut shape = vec![figures.len()];
    shape.extend(std::iter::repeat_n(order, dim));
    PyArray1::from_vec(py, cells).reshape(shape)
}

/// One figure as an array of shape `(n, n)` or `(n, n, n)`.
fn array<'py>(py: Python<'py>, f: &Figure) -> PyResult<Bound<'py, PyArrayDyn<i64>>> {
    let shape = vec![f.order; f.dim as usize];
    PyArray1::from_vec(py, f.cells.clone()).reshape(shape)
}

/// Every square (`dim` 2) or cube (`dim` 3) of an order and kind, sorted, or one per class
/// with `classes`, as one array; listed with the GIL released.
#[pyfunction]
#[pyo3(signature = (dim, order, kind, start = 1, classes = false))]
fn enumerate_figures<'py>(
    py: Python<'py>,
    dim: usize,
    order: usize,
    kind: &str,
    start: i64,
    classes: bool,
) -> PyResult<Bound<'py, PyArrayDyn<i64>>> {
    let representatives: Box<dyn FnOnce() -> cubelab::Result<Vec<Figure>> + Send> = match dim {
        2 => {
            let kind = square_kind(kind)?;
            Box::new(move || census::square_representatives(order, kind, start))
        }
        3 => {
            let kind = cube_kind(kind)?;
            Box::new(move || census::cube_representatives(order, kind, start))
        }
        _ => return Err(bad(format!("dim {dim}: squares have 2 dimensions, cubes 3"))),
    };
    let figures = py
        .detach(|| {
            let reps = representatives()?;
            Ok::<_, cubelab::Error>(if classes { reps } else { census::expand(reps) })
        })
        .map_err(error)?;
    stack(py, &figures, order, dim)
}

/// The number of squares of an order and kind and of their classes, through the search
/// driver: GIL released, progress callback, Ctrl-C.
#[pyfunction]
#[pyo3(signature = (order, kind = "magic", method = "fast", threads = None, progress = None))]
fn count_squares<'py>(
    py: Python<'py>,
    order: usize,
    kind: &str,
    method: &str,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let kind = square_kind(kind)?;
    let method = match method {
        "fast" => Method::Fast,
        "generic" => Method::Generic,
        other => return Err(bad(format!("unknown counting method '{other}': fast or generic"))),
    };
    let problem = SquareCount::new(order, kind, method, false).map_err(error)?;
    let total = crate::run::run_problem(py, &problem, threads, progress)?;
    let (fields, _) = problem.summary(&total);
    let out = to_py(py, &fields)?.cast_into::<PyDict>()?;
    // The tally's u128 counts, whole (the JSON summary writes large ones as strings).
    out.set_item("count", total.get("count"))?;
    out.set_item("classes", total.get("classes"))?;
    out.set_item("order", order)?;
    out.set_item("kind", kind.name())?;
    out.set_item("method", problem.spec()["method"].as_str())?;
    Ok(out)
}

fn choice(variant: Option<u64>, seed: Option<u64>) -> PyResult<Choice> {
    match (variant, seed) {
        (Some(_), Some(_)) => Err(bad("a variant and a seed do not go together: give one")),
        (Some(k), None) => Ok(Choice::Variant(k)),
        (None, Some(s)) => Ok(Choice::Seed(s)),
        (None, None) => Ok(Choice::Classical),
    }
}

/// Refuses figures too large for an array here, before any is built.
fn check_size(order: usize, dim: u32, noun: &str, start: i64) -> PyResult<()> {
    let cells = (order as u64).checked_pow(dim).filter(|&c| c <= MAX_ARRAY_CELLS);
    let Some(cells) = cells else {
        return Err(bad(format!(
            "order {order}: a {noun} of that order has more than {MAX_ARRAY_CELLS} cells, the most an array holds here; \
             the command line streams larger ones"
        )));
    };
    if start.checked_add(cells as i64).is_none() {
        return Err(bad(format!("start {start}: the entries would overflow 64 bits")));
    }
    Ok(())
}

/// The figure and what the construction says of it.
fn constructed<'py>(
    py: Python<'py>,
    c: &Construction,
    kind: &str,
    start: i64,
    choice: Choice,
) -> PyResult<(Bound<'py, PyArrayDyn<i64>>, Bound<'py, PyDict>)> {
    let fig = py.detach(|| c.to_figure(start));
    let info = PyDict::new(py);
    info.set_item("order", c.order())?;
    info.set_item("kind", kind)?;
    info.set_item("method", c.method)?;
    info.set_item("variants", c.variants)?;
    info.set_item(
        "magic_constant",
        census::magic_constant(c.order(), c.dim() as u32, start),
    )?;
    match choice {
        Choice::Classical => info.set_item("variant", 0)?,
        Choice::Variant(k) => info.set_item("variant", k)?,
        Choice::Seed(s) => info.set_item("seed", s)?,
    }
    Ok((array(py, &fig)?, info))
}

/// One magic square (`dim` 2) or cube (`dim` 3) of any order by the classical constructions,
/// with what the construction says of it.
#[pyfunction]
#[pyo3(signature = (dim, order, kind, start = 1, variant = None, seed = None))]
fn construct_figure<'py>(
    py: Python<'py>,
    dim: u32,
    order: usize,
    kind: &str,
    start: i64,
    variant: Option<u64>,
    seed: Option<u64>,
) -> PyResult<(Bound<'py, PyArrayDyn<i64>>, Bound<'py, PyDict>)> {
    let ch = choice(variant, seed)?;
    let (c, name) = match dim {
        2 => {
            let k = square_kind(kind)?;
            check_size(order, 2, "square", start)?;
            (construct::square::construct(order, k, ch), k.name())
        }
        3 => {
            let k = cube_kind(kind)?;
            check_size(order, 3, "cube", start)?;
            (construct::cube::construct(order, k, ch), k.name())
        }
        _ => return Err(bad(format!("dim {dim}: squares have 2 dimensions, cubes 3"))),
    };
    constructed(py, &c.map_err(error)?, name, start, ch)
}

/// The figure of an integer array, read by the library's own reader (its shape checks and
/// messages).
fn figure_of(a: &PyReadonlyArrayDyn<'_, i64>) -> PyResult<Figure> {
    let view = a.as_array();
    let shape = a.shape().to_vec();
    let rows = |offset: usize, n: usize, m: usize| -> Value {
        let cells: Vec<i64> = view.iter().skip(offset).take(n * m).copied().collect();
        Value::Array(cells.chunks(m.max(1)).map(|r| json!(r)).collect())
    };
    let v = match shape.as_slice() {
        [n, m] => json!({ "rows": rows(0, *n, *m) }),
        [l, n, m] => {
            let layers: Vec<Value> = (0..*l).map(|i| rows(i * n * m, *n, *m)).collect();
            json!({ "layers": layers })
        }
        _ => {
            return Err(bad(format!(
                "figure: a square is a 2-dimensional array and a cube a 3-dimensional one; this one has {} dimensions",
                shape.len()
            )))
        }
    };
    figure_from_json(&v, "figure")
        .map_err(error)?
        .ok_or_else(|| bad("figure: nothing to check"))
}

/// The independent checker's report: order, magic constant, every kind and its misses.
#[pyfunction]
fn check<'py>(py: Python<'py>, figure: PyReadonlyArrayDyn<'py, i64>) -> PyResult<Bound<'py, PyAny>> {
    let fig = figure_of(&figure)?;
    // Refused by its size first: an order-3000 square aborted the interpreter (issue 68).
    let report = py.detach(|| cubelab::magic::try_check(&fig)).map_err(error)?;
    let v = serde_json::to_value(&report).map_err(|e| bad(format!("figure: {e}")))?;
    to_py(py, &v)
}

/// A figure from its text form (rows of integers, cube layers separated by a blank line);
/// `source` names the text in error messages (a file name, as the command line's).
#[pyfunction]
#[pyo3(signature = (text, source = "figure"))]
fn read_figure<'py>(py: Python<'py>, text: &str, source: &str) -> PyResult<Bound<'py, PyArrayDyn<i64>>> {
    let fig = parse_figure(text, source).map_err(error)?;
    array(py, &fig)
}

/// The magic constant of a normal figure on `start..start+n^dim`.
#[pyfunction]
#[pyo3(signature = (order, dim = 2, start = 1))]
fn magic_constant(order: usize, dim: u32, start: i64) -> PyResult<i128> {
    if !(2..=3).contains(&dim) {
        return Err(bad(format!("dim {dim}: squares have 2 dimensions, cubes 3")));
    }
    if order > 1 << 20 {
        return Err(bad(format!("order {order}: orders up to 2^20 here")));
    }
    Ok(census::magic_constant(order, dim, start))
}
