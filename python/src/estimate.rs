//! Estimates of how many magic squares and cubes there are, with error bars: the library's
//! methods (the one measured best for the figure unless one is named) through the search
//! driver, so the GIL is released, `progress(done, total)` is called between batches and Ctrl-C
//! stops the run.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use cubelab::estimate::{
    method_named, method_names, recommended, Budget, EstimateProblem, Figures, Options, Settings,
};
use cubelab::search::Problem;

use crate::convert::to_py;
use crate::magic::{cube_kind, square_kind};
use crate::{bad, error};

/// Largest budgets taken here. The library draws a work unit's batch into one vector and by
/// default makes batches of samples / 1000, so these bound what one unit allocates (about
/// 160 MB); longer runs belong to the command line, with its checkpoints and shards.
const MAX_SAMPLES: u64 = 10_000_000_000;
const MAX_BATCH: u64 = 10_000_000;
const MAX_SECONDS: f64 = 3600.0;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("ESTIMATE_MAX_SAMPLES", MAX_SAMPLES)?;
    m.add("ESTIMATE_MAX_SECONDS", MAX_SECONDS)?;
    m.add_function(wrap_pyfunction!(estimate, m)?)?;
    Ok(())
}

/// The estimate's summary (the command line's JSON summary fields, numbers as the library
/// writes them) of `dim` 2 (squares) or 3 (cubes).
#[pyfunction]
#[pyo3(signature = (dim, order, kind, method = None, samples = None, seconds = None, seed = 1,
    tail = None, lookahead = None, steps = None, particles = None, replicas = None, batch = None,
    threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
fn estimate<'py>(
    py: Python<'py>,
    dim: u32,
    order: usize,
    kind: &str,
    method: Option<&str>,
    samples: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    tail: Option<u64>,
    lookahead: Option<u64>,
    steps: Option<u64>,
    particles: Option<u64>,
    replicas: Option<u64>,
    batch: Option<u64>,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let figures = match dim {
        2 => Figures::Square(square_kind(kind)?, order),
        _ => Figures::Cube(cube_kind(kind)?, order),
    };
    let method = match method {
        None => recommended(figures),
        Some(name) => {
            method_named(name).ok_or_else(|| bad(format!("unknown method '{name}': {}", method_names())))?
        }
    };
    let workers = cubelab::search::thread_count(threads).map_err(error)?;
    let budget = budget(samples, seconds, workers)?;
    if batch.is_some_and(|b| b > MAX_BATCH) {
        return Err(bad(format!("batch: at most {MAX_BATCH} samples")));
    }
    let mut settings = Settings::new();
    settings.set_some("tail", tail);
    settings.set_some("lookahead", lookahead);
    settings.set_some("steps", steps);
    settings.set_some("particles", particles);
    settings.set_some("replicas", replicas);
    let opts = Options {
        figures,
        method,
        settings,
        batch,
        budget,
        seed,
        progress: false,
    };
    // The pilot run that sizes the budget samples too: without the GIL.
    let problem = py.detach(|| EstimateProblem::new(&opts)).map_err(error)?;
    let total = crate::run::run_problem(py, &problem, threads, progress)?;
    let (fields, _) = problem.summary(&total);
    let out = to_py(py, &fields)?.cast_into::<PyDict>()?;
    out.set_item("spec", to_py(py, &problem.spec())?)?;
    Ok(out)
}

/// The run's budget: `samples`, or `seconds` (a minute when neither is given) on
/// `workers` threads, each within this binding's bounds.
fn budget(samples: Option<u64>, seconds: Option<f64>, workers: usize) -> PyResult<Budget> {
    match (samples, seconds) {
        (Some(_), Some(_)) => Err(bad("give samples or seconds, not both")),
        (Some(s), None) if s <= MAX_SAMPLES => Ok(Budget::Samples(s)),
        (Some(_), None) => Err(bad(format!(
            "samples: at most {MAX_SAMPLES} here (the command line takes more, with checkpoints)"
        ))),
        (None, s) => {
            let seconds = s.unwrap_or(60.0);
            if !(seconds.is_finite() && seconds > 0.0 && seconds <= MAX_SECONDS) {
                return Err(bad(format!(
                    "seconds: a time above 0 and at most {MAX_SECONDS} (longer runs: the command line, with checkpoints)"
                )));
            }
            Ok(Budget::Seconds {
                seconds,
                threads: workers,
            })
        }
    }
}
