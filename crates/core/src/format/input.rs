//! Reading an input file or stdin as text, with bounds: at most [`MAX_INPUT_BYTES`], and
//! binary data (a NUL byte, invalid UTF-8) refused as soon as it is seen, so that
//! `check /dev/zero` or `verify /dev/urandom` stop at once instead of filling memory.

use std::io::Read;

/// Escaping lives with the errors it serves (the lowest module); re-exported here, where
/// input is read, for the callers that echo input.
pub use crate::error::escaped;
use crate::error::{Error, Result};

/// The most bytes one input may hold: 2 GiB, room for the text of a constructed square of
/// order 14,000; a figure or output larger than that is no typo.
pub const MAX_INPUT_BYTES: u64 = 1 << 31;

const CHUNK: usize = 1 << 16;

/// The whole text of `path`, or of stdin when `path` is `-` (a leading UTF-8 byte-order mark
/// is dropped).
pub fn read_source(path: &str) -> Result<String> {
    if path == "-" {
        read_text(std::io::stdin().lock(), "stdin", MAX_INPUT_BYTES)
    } else {
        let file = std::fs::File::open(path).map_err(|e| Error::io(escaped(path), e))?;
        read_text(file, &escaped(path), MAX_INPUT_BYTES)
    }
}

/// How errors name the input `path`: `stdin` for `-`.
pub fn source_name(path: &str) -> &str {
    if path == "-" {
        "stdin"
    } else {
        path
    }
}

/// Reads `r` to the end as text of at most `limit` bytes; `at` names it in errors.
pub fn read_text(mut r: impl Read, at: &str, limit: u64) -> Result<String> {
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; CHUNK];
    loop {
        let n = match r.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Error::io(at, e)),
        };
        if let Some(i) = chunk[..n].iter().position(|&b| b == 0) {
            return Err(Error::input(
                at,
                format!("binary data (a NUL byte at offset {}), not text", bytes.len() + i),
            ));
        }
        if bytes.len() as u64 + n as u64 > limit {
            return Err(Error::input(
                at,
                format!("larger than {limit} bytes, the most one input may hold"),
            ));
        }
        bytes.extend_from_slice(&chunk[..n]);
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        Error::input(
            at,
            format!(
                "not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_read_and_missing_ones_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("in.txt");
        std::fs::write(&path, "2 7 6\n").unwrap();
        assert_eq!(read_source(path.to_str().unwrap()).unwrap(), "2 7 6\n");
        let missing = dir.path().join("none.txt");
        let err = read_source(missing.to_str().unwrap()).unwrap_err();
        assert!(err.to_string().starts_with(missing.to_str().unwrap()));
        assert_eq!(source_name("-"), "stdin");
        assert_eq!(source_name("a.txt"), "a.txt");
    }

    #[test]
    fn endless_zeros_and_random_bytes_stop_at_once() {
        let zeros = std::io::repeat(0).take(u64::MAX);
        let e = read_text(zeros, "zeros", MAX_INPUT_BYTES)
            .unwrap_err()
            .to_string();
        assert!(e.contains("NUL byte at offset 0"), "{e}");
        let spaces = std::io::repeat(b' ').take(u64::MAX);
        let e = read_text(spaces, "spaces", 1 << 20).unwrap_err().to_string();
        assert!(e.contains("larger than 1048576 bytes"), "{e}");
        let e = read_text(&b"1 2 \xff"[..], "bad", 100).unwrap_err().to_string();
        assert!(e.contains("offset 4"), "{e}");
    }

    #[test]
    fn text_reads_whole_and_a_byte_order_mark_is_dropped() {
        assert_eq!(read_text(&b"2 7 6\n"[..], "t", 100).unwrap(), "2 7 6\n");
        assert_eq!(
            read_text("\u{feff}2 7 6\n".as_bytes(), "t", 100).unwrap(),
            "2 7 6\n"
        );
    }
}
