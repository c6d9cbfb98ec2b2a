//! One error type for the library. Every variant renders as one line that says what is
//! wrong; the command line maps it to an exit code (2 for bad input, usage, impossible
//! requests and I/O; 4 for [`Error::Disagreement`]; see `docs/output.md`).

use std::fmt;

/// What went wrong, in words a user can act on.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed input: a figure file, a cube list, a checkpoint. `at` says where.
    #[error("{at}: {msg}")]
    Input {
        /// Where: a file, `file:line`, a record.
        at: String,
        /// What is wrong there.
        msg: String,
    },
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
        /// The path or stream.
        at: String,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
}

/// A message as one line: a message may quote input, and input may hold line breaks and
/// terminal control bytes (escaped as `\n`, `\u{1b}`; idempotent, so escaping it again
/// when printed changes nothing).
fn one_line(text: impl fmt::Display) -> String {
    escaped(&text.to_string())
}

/// `s` with control characters, byte-order marks and other invisible characters escaped
/// (`\u{feff}`, `\n`, `\u{1b}`), for echoing user input in a one-line error message.
pub fn escaped(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            // Visible as they are; escape_debug would put a backslash before them.
            '"' | '\'' | '\\' => c.to_string(),
            _ => c.escape_debug().to_string(),
        })
        .collect()
}

impl Error {
    /// Malformed input at `at` (a file, line or record).
    pub fn input(at: impl fmt::Display, msg: impl fmt::Display) -> Self {
        Error::Input {
            at: one_line(at),
            msg: one_line(msg),
        }
    }
    /// A bad option value or combination.
    pub fn usage(msg: impl fmt::Display) -> Self {
        Error::Usage(one_line(msg))
    }
    /// A well-formed request that cannot be satisfied.
    pub fn impossible(msg: impl fmt::Display) -> Self {
        Error::Impossible(one_line(msg))
    }
    /// Two independent methods disagree (see [`Error::Disagreement`]).
    pub fn disagreement(msg: impl fmt::Display) -> Self {
        Error::Disagreement(one_line(msg))
    }
    /// An I/O failure on `at`.
    pub fn io(at: impl fmt::Display, source: std::io::Error) -> Self {
        Error::Io {
            at: one_line(at),
            source,
        }
    }
    /// True when the error is a closed output pipe (`cubelab ... | head`), which is not a failure.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io { source, .. } if source.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

/// The library's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_shows_what_a_terminal_would_hide() {
        assert_eq!(escaped("a b"), "a b");
        assert_eq!(escaped("\u{feff}12"), "\\u{feff}12");
        assert_eq!(escaped("x\x1b[2Jy\n"), "x\\u{1b}[2Jy\\n");
        assert_eq!(escaped("'q\""), "'q\"");
        assert_eq!(escaped("λ"), "λ");
    }
}
