//! The parts of a JSON record that the pictures read (colour lists, sizes, coordinates),
//! checked in the pictures' own terms: shared by the readers of every shape, below them all.

use serde_json::Value;

use crate::error::{Error, Result};

/// The largest assembly edge we draw (a guard against a typo making millions of boxes).
const MAX_EDGE: i64 = 64;

fn int_list(v: &Value, what: &str, at: &str) -> Result<Vec<i64>> {
    let items = v
        .as_array()
        .ok_or_else(|| Error::input(at, format!("{what} must be a list of integers")))?;
    items
        .iter()
        .map(|x| {
            x.as_i64()
                .ok_or_else(|| Error::input(at, format!("{what}: {x} is not an integer")))
        })
        .collect()
}

/// A list of colour numbers, `null` for an unpainted face or an empty cell.
pub(super) fn cell_colours(v: &Value, at: &str) -> Result<Vec<Option<i64>>> {
    let items = v
        .as_array()
        .ok_or_else(|| Error::input(at, "colours must be a list of integers or null"))?;
    items
        .iter()
        .map(|x| match x {
            Value::Null => Ok(None),
            _ => x
                .as_i64()
                .map(Some)
                .ok_or_else(|| Error::input(at, format!("face colour {x} is not an integer or null"))),
        })
        .collect()
}

pub(super) fn triple(v: &Value, what: &str, at: &str) -> Result<[i64; 3]> {
    let l = int_list(v, what, at)?;
    <[i64; 3]>::try_from(l).map_err(|_| Error::input(at, format!("{what} must have 3 entries")))
}

/// The `"size"` of an assembly or a sequence: three edges of 1..=MAX_EDGE cubes.
pub(super) fn edge_sizes(v: &Value, at: &str) -> Result<[i64; 3]> {
    let size = triple(
        v.get("size")
            .ok_or_else(|| Error::input(at, "missing \"size\""))?,
        "\"size\"",
        at,
    )?;
    if size.iter().any(|&s| !(1..=MAX_EDGE).contains(&s)) {
        return Err(Error::input(
            at,
            format!("\"size\" entries must be 1..={MAX_EDGE}"),
        ));
    }
    Ok(size)
}
