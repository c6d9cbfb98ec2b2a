//! `cubelab._native`: the Python extension. A thin layer over the cubelab library's public
//! API: every function validates through the library (so bad input raises
//! `cubelab.CubelabError` with the library's one-line message), long runs release the GIL,
//! and values cross as numpy arrays, Python ints and plain dicts. The Python package
//! (`cubelab/__init__.py`) wraps these into the documented objects.

// stderr through `format::log` only: `eprintln!` panics on a full or closed stderr (issue 68).
#![deny(clippy::print_stdout, clippy::print_stderr)]

use pyo3::create_exception;
use pyo3::exceptions::{PyOSError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

mod colour;
mod convert;
mod estimate;
mod macmahon;
mod magic;
mod molecube;
mod pictures;
mod run;

create_exception!(
    cubelab,
    CubelabError,
    PyValueError,
    "Bad input or a request that cannot be met; the message is the command line's one line."
);

create_exception!(
    cubelab,
    DisagreementError,
    PyRuntimeError,
    "Two independent methods inside cubelab disagreed: a bug to report; no answer is given."
);

/// The Python exception for a library error: I/O failures are `OSError`, a failed internal
/// cross-check `DisagreementError`, everything else (bad input, bad options, impossible
/// requests) `CubelabError`.
pub(crate) fn error(e: cubelab::Error) -> PyErr {
    match e {
        cubelab::Error::Io { .. } => PyOSError::new_err(e.to_string()),
        cubelab::Error::Disagreement(_) => DisagreementError::new_err(e.to_string()),
        other => CubelabError::new_err(other.to_string()),
    }
}

/// A `CubelabError` with a message of the binding's own (argument checks the library leaves
/// to its callers).
pub(crate) fn bad(msg: impl Into<String>) -> PyErr {
    CubelabError::new_err(msg.into())
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CubelabError", m.py().get_type::<CubelabError>())?;
    m.add("DisagreementError", m.py().get_type::<DisagreementError>())?;
    magic::register(m)?;
    macmahon::register(m)?;
    colour::register(m)?;
    molecube::register(m)?;
    estimate::register(m)?;
    pictures::register(m)?;
    Ok(())
}
