//! One error type for the library. Every variant renders as one line that says what is
//! wrong; the command line maps it to an exit code (2 for bad input, usage, impossible
//! requests and I/O; 4 for [`Error::Disagreement`]; see `docs/output.md`).

use std::fmt;

/// What went wrong, in words a user can act on.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed input: a figure file, a cube list, a checkpoint. `at` says where.
    #[error("{at}: {msg}")]
    Input { at: String, msg: String },
    /// A request that is well-formed but cannot be satisfied (order 2 magic square, ...).
    #[error("{0}")]
    Impossible(String),
    /// A bad option value or combination.
    #[error("{0}")]
    Usage(String),
    /// Two independent methods computed different answers: a bug in cubelab, never the
    /// user's input. The answer is withheld.
    #[error("internal check failed: {0}; please report this as a bug")]
    Disagreement(String),
    /// An I/O failure with the path or stream it concerns.
    #[error("{at}: {source}")]
    Io {
        at: String,
        #[source]
        source: std::io::Error,
    },
}

impl Error {
    pub fn input(at: impl fmt::Display, msg: impl fmt::Display) -> Self {
        Error::Input {
            at: at.to_string(),
            msg: msg.to_string(),
        }
    }
    pub fn usage(msg: impl fmt::Display) -> Self {
        Error::Usage(msg.to_string())
    }
    pub fn impossible(msg: impl fmt::Display) -> Self {
        Error::Impossible(msg.to_string())
    }
    /// Two independent methods disagree (see [`Error::Disagreement`]).
    pub fn disagreement(msg: impl fmt::Display) -> Self {
        Error::Disagreement(msg.to_string())
    }
    pub fn io(at: impl fmt::Display, source: std::io::Error) -> Self {
        Error::Io {
            at: at.to_string(),
            source,
        }
    }
    /// True when the error is a closed output pipe (`cubelab ... | head`), which is not a failure.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io { source, .. } if source.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
