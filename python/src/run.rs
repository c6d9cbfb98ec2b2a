//! Long runs from Python through the library's search driver: the units run with the GIL
//! released; after each finished unit the driver's progress hook takes the GIL back to call
//! the Python callback and to look for Ctrl-C. Either stopping sets the driver's cancel
//! flag: no new unit starts, the units under way finish, and the Python exception is raised.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;

use cubelab::format::{Format, Output};
use cubelab::search::{self, Outcome, Problem, Progress, RunOptions, Tally};

/// Runs `problem` to the end and returns its total; `progress(done, total)` is called with
/// the GIL held when the run starts and after every finished unit.
pub fn run_problem(
    py: Python<'_>,
    problem: &dyn Problem,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Tally> {
    let callback: Option<Py<PyAny>> = progress.map(Bound::unbind);
    let cancel = Arc::new(AtomicBool::new(false));
    let failure: Arc<Mutex<Option<PyErr>>> = Arc::new(Mutex::new(None));
    // The callback hears of each count once (the driver also reports the end it has seen).
    let reported = AtomicUsize::new(usize::MAX);
    let reporter = {
        let (cancel, failure) = (cancel.clone(), failure.clone());
        move |p: &Progress| {
            if cancel.load(Ordering::SeqCst) {
                return;
            }
            let new = reported.swap(p.done, Ordering::SeqCst) != p.done;
            let step = Python::attach(|py| -> PyResult<()> {
                py.check_signals()?;
                match &callback {
                    Some(cb) if new => cb.call1(py, (p.done, p.total)).map(drop),
                    _ => Ok(()),
                }
            });
            if let Err(e) = step {
                *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                cancel.store(true, Ordering::SeqCst);
            }
        }
    };
    let opts = RunOptions {
        threads,
        progress_every: Duration::ZERO,
        progress: Some(Arc::new(reporter)),
        cancel: Some(cancel),
        ..RunOptions::default()
    };
    // Values, not a stream: the driver's records go nowhere; the total comes back.
    let outcome = py.detach(|| search::run(problem, &opts, &mut Output::new(Format::Jsonl, std::io::sink())));
    if let Some(e) = failure.lock().unwrap_or_else(|e| e.into_inner()).take() {
        return Err(e);
    }
    match outcome.map_err(crate::error)? {
        Outcome::Complete(total) => Ok(total),
        // Only the hook cancels a run, and it records why; kept as an interrupt regardless.
        Outcome::Stopped { .. } => Err(PyKeyboardInterrupt::new_err("stopped")),
    }
}
