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
/// when printed changes nothing). Quoted input is cut to a short excerpt ([`excerpt`]): this
/// is the one place every error's text passes, so no message quotes megabytes.
fn one_line(text: impl fmt::Display) -> String {
    excerpt(&escaped(&text.to_string()))
}

/// Longest word (a run without spaces: a token, a number, a path) an error message quotes
/// whole; longer ones keep their first and last characters.
pub const MAX_WORD_CHARS: usize = 120;

/// Longest error message; a longer one keeps its beginning and its end.
pub const MAX_MESSAGE_CHARS: usize = 1000;

/// `s` with every word longer than [`MAX_WORD_CHARS`] cut in its middle (`xxxx…[1999900
/// characters cut]…xxxx`), and the whole cut the same way past [`MAX_MESSAGE_CHARS`]:
/// an error quoting a 2 MB line shows a line's worth of it. Idempotent.
pub fn excerpt(s: &str) -> String {
    fn cut(s: &str, head: usize, tail: usize) -> String {
        let n = s.chars().count();
        if n <= head + tail + 40 {
            return s.to_string();
        }
        let first: String = s.chars().take(head).collect();
        let last: String = s.chars().skip(n - tail).collect();
        format!("{first}…[{} characters cut]…{last}", n - head - tail)
    }
    let words: Vec<String> = s
        .split(' ')
        .map(|w| {
            if w.chars().count() > MAX_WORD_CHARS {
                cut(w, MAX_WORD_CHARS / 2, MAX_WORD_CHARS / 4)
            } else {
                w.to_string()
            }
        })
        .collect();
    let joined = words.join(" ");
    if joined.chars().count() > MAX_MESSAGE_CHARS {
        cut(&joined, MAX_MESSAGE_CHARS * 6 / 10, MAX_MESSAGE_CHARS * 3 / 10)
    } else {
        joined
    }
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

    /// An error quoting 2 MB of input quoted all of it (issue 68): every message passes
    /// `one_line`, which cuts long words and long messages to an excerpt.
    #[test]
    fn errors_quote_a_short_excerpt_of_long_input() {
        let token = "x".repeat(2_000_000);
        let e = Error::input("stdin:1", format!("entry 1 '{token}' is not an integer")).to_string();
        assert!(e.len() < 200, "{} bytes", e.len());
        assert!(e.starts_with("stdin:1: entry 1 'xxx"), "{e}");
        assert!(e.ends_with("xxx' is not an integer"), "{e}");
        assert!(e.contains("…[1999912 characters cut]…"), "{e}");
        let words = "12345 ".repeat(1_000_000);
        let e = Error::usage(format!("bad row {words}")).to_string();
        assert!(e.chars().count() < MAX_MESSAGE_CHARS + 50, "{}", e.len());
        assert!(e.starts_with("bad row 12345 12345"), "{e}");
        // Idempotent, and short messages are untouched.
        assert_eq!(excerpt(&e), e);
        assert_eq!(Error::usage("a b").to_string(), "a b");
        let path = "/tmp/".to_string() + &"d/".repeat(50) + "f.txt";
        assert_eq!(excerpt(&path), path);
    }
}
