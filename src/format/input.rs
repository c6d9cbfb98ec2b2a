//! Reading a whole input: a file, or stdin for `-`.

use std::io::Read;

use crate::error::{Error, Result};

/// The whole text of `path`, or of stdin when `path` is `-`.
pub fn read_source(path: &str) -> Result<String> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| Error::io("stdin", e))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| Error::io(path, e))
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
}
