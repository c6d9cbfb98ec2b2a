//! Long runs from Python: the search driver's units run with the GIL released; between units
//! (and at least every tenth of a second) the GIL is taken back to call the progress
//! callback and to look for Ctrl-C, which stops the run and raises `KeyboardInterrupt`.

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;

use cubelab::search::collect::{collect, Collected};
use cubelab::search::Problem;

/// The worker threads: the caller's number, or every core.
fn threads(n: Option<usize>) -> usize {
    n.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Runs `problem` to the end; `progress(done, total)` is called with the GIL held, once for
/// the start and once for every finished unit.
pub fn run_problem(
    py: Python<'_>,
    problem: &dyn Problem,
    n_threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Collected> {
    let n = threads(n_threads);
    let progress: Option<Py<PyAny>> = progress.map(Bound::unbind);
    let mut failure: Option<PyErr> = None;
    // The callback hears of each new count once; Ctrl-C is looked for at every tick.
    let mut reported = None;
    let outcome = py.detach(|| {
        collect(problem, n, &mut |done, of| {
            Python::attach(|py| {
                let mut step = || -> PyResult<()> {
                    py.check_signals()?;
                    if let Some(cb) = progress.as_ref().filter(|_| reported != Some(done)) {
                        reported = Some(done);
                        cb.call1(py, (done, of))?;
                    }
                    Ok(())
                };
                match step() {
                    Ok(()) => true,
                    Err(e) => {
                        failure = Some(e);
                        false
                    }
                }
            })
        })
    });
    if let Some(e) = failure {
        return Err(e);
    }
    match outcome.map_err(crate::error)? {
        Some(all) => Ok(all),
        // Only the hook stops a run, and it records why; kept as an interrupt regardless.
        None => Err(PyKeyboardInterrupt::new_err("stopped")),
    }
}
