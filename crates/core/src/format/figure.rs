//! A magic figure as data: a square (dimension 2) or a cube (dimension 3) of any order with
//! integer entries, and its text and JSON forms.
//!
//! Cell `index = x + n*y + n*n*z` where `x` is the column, `y` the row and `z` the layer, so
//! the text form (layers of rows) lists cells in index order.

use serde_json::{json, Value};

use crate::error::{Error, Result};

/// A magic square (`dim` 2) or cube (`dim` 3): its order and its entries, cell `x + n*y (+ n*n*z)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Figure {
    /// 2 for a square, 3 for a cube.
    pub dim: u8,
    /// Order `n`: `n` cells along each side.
    pub order: usize,
    /// The `n^dim` entries, cell index `x + n*y + n*n*z`.
    pub cells: Vec<i64>,
}

/// The largest order we read or build as a figure; past it the cell count overflows memory.
pub const MAX_CELLS: usize = 1 << 31;

impl Figure {
    /// A square of `order` with `cells` (row by row).
    pub fn square(order: usize, cells: Vec<i64>) -> Self {
        debug_assert_eq!(cells.len(), order * order);
        Figure { dim: 2, order, cells }
    }

    /// A cube of `order` with `cells` (layer by layer, row by row).
    pub fn cube(order: usize, cells: Vec<i64>) -> Self {
        debug_assert_eq!(cells.len(), order * order * order);
        Figure { dim: 3, order, cells }
    }

    /// True for a cube.
    pub fn is_cube(&self) -> bool {
        self.dim == 3
    }

    /// `square` or `cube`.
    pub fn noun(&self) -> &'static str {
        if self.is_cube() {
            "cube"
        } else {
            "square"
        }
    }

    /// Rows of the square, or of each layer of the cube, in order.
    pub fn rows(&self) -> impl Iterator<Item = &[i64]> {
        self.cells.chunks(self.order.max(1))
    }

    /// `{"order": n, "rows": [...]}` or `{"order": n, "layers": [...]}`.
    pub fn to_json(&self) -> Value {
        let rows: Vec<&[i64]> = self.rows().collect();
        if self.is_cube() {
            let layers: Vec<&[&[i64]]> = rows.chunks(self.order).collect();
            json!({"order": self.order, "layers": layers})
        } else {
            json!({"order": self.order, "rows": rows})
        }
    }

    /// Rows right-aligned, cube layers separated by a blank line: the text form `check` reads.
    pub fn to_text(&self) -> String {
        let width = self.cells.iter().map(|v| v.to_string().len()).max().unwrap_or(1);
        let mut out = String::new();
        for (i, row) in self.rows().enumerate() {
            if self.is_cube() && i > 0 && i % self.order == 0 {
                out.push('\n');
            }
            let line: Vec<String> = row.iter().map(|v| format!("{v:>width$}")).collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        out
    }

    /// Entries shifted by `delta` (a figure on `start..` from one on `1..`).
    pub fn shifted(mut self, delta: i64) -> Self {
        for v in &mut self.cells {
            *v += delta;
        }
        self
    }
}

/// Reads one figure from text or JSON; `source` names the input in error messages.
pub fn parse_figure(text: &str, source: &str) -> Result<Figure> {
    let mut all = parse_figures(text, source)?;
    match all.len() {
        1 => Ok(all.remove(0)),
        k => Err(Error::input(source, format!("expected one figure, found {k}"))),
    }
}

/// Reads every figure in the input: a text grid, one JSON object, or JSON Lines (records
/// without `rows`/`layers`, such as headers and summaries, are skipped).
pub fn parse_figures(text: &str, source: &str) -> Result<Vec<Figure>> {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        return Err(Error::input(source, "empty input: expected a square or a cube"));
    }
    if trimmed.starts_with('{') {
        parse_json_lines(text, source)
    } else {
        Ok(vec![parse_text(text, source)?])
    }
}

fn parse_json_lines(text: &str, source: &str) -> Result<Vec<Figure>> {
    // A single pretty-printed object spans lines: try the whole text first.
    if let Ok(v) = serde_json::from_str::<Value>(text) {
        return figure_from_json(&v, source)
            .map(|f| f.into_iter().collect())
            .and_then(|v: Vec<_>| {
                if v.is_empty() {
                    Err(Error::input(
                        source,
                        "JSON object has neither \"rows\" nor \"layers\"",
                    ))
                } else {
                    Ok(v)
                }
            });
    }
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = format!("{source}:{}", i + 1);
        let v: Value =
            serde_json::from_str(line).map_err(|e| Error::input(&at, format!("invalid JSON: {e}")))?;
        out.extend(figure_from_json(&v, &at)?);
    }
    if out.is_empty() {
        return Err(Error::input(
            source,
            "no figure (no record with \"rows\" or \"layers\")",
        ));
    }
    Ok(out)
}

/// A figure from a JSON object with `rows` or `layers`; `None` for other records.
pub fn figure_from_json(v: &Value, at: &str) -> Result<Option<Figure>> {
    let grid_of = |rows: &Value, what: &str| -> Result<Vec<Vec<i64>>> {
        let rows = rows
            .as_array()
            .ok_or_else(|| Error::input(at, format!("{what} must be a list of rows")))?;
        rows.iter()
            .enumerate()
            .map(|(r, row)| {
                let row = row
                    .as_array()
                    .ok_or_else(|| Error::input(at, format!("{what} row {} is not a list", r + 1)))?;
                row.iter()
                    .enumerate()
                    .map(|(c, x)| {
                        x.as_i64().ok_or_else(|| {
                            Error::input(
                                at,
                                format!("{what} row {} entry {}: {x} is not an integer", r + 1, c + 1),
                            )
                        })
                    })
                    .collect()
            })
            .collect()
    };
    // A stated order must be the order of the rows: `"order": 5` on a 4x4 result was read
    // as order 4 without a word (issue 68).
    let stated = |f: Figure| -> Result<Option<Figure>> {
        match v.get("order") {
            Some(o) if o.as_u64() != Some(f.order as u64) => Err(Error::input(
                at,
                format!("\"order\" is {o} but the {} is of order {}", f.noun(), f.order),
            )),
            _ => Ok(Some(f)),
        }
    };
    if let Some(rows) = v.get("rows") {
        let grid = grid_of(rows, "square")?;
        return assemble(vec![grid], at).and_then(stated);
    }
    if let Some(layers) = v.get("layers") {
        let layers = layers
            .as_array()
            .ok_or_else(|| Error::input(at, "\"layers\" must be a list of layers"))?;
        let grids = layers
            .iter()
            .enumerate()
            .map(|(l, g)| grid_of(g, &format!("layer {}", l + 1)))
            .collect::<Result<Vec<_>>>()?;
        if grids.len() == 1 {
            return Err(Error::input(
                at,
                "a cube needs as many layers as its order; found 1",
            ));
        }
        return assemble(grids, at).and_then(stated);
    }
    Ok(None)
}

fn parse_text(text: &str, source: &str) -> Result<Figure> {
    let mut blocks: Vec<Vec<Vec<i64>>> = vec![Vec::new()];
    let mut first_line: Vec<usize> = vec![0];
    for (i, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            if !blocks.last().expect("one block").is_empty() {
                blocks.push(Vec::new());
                first_line.push(i + 1);
            }
            continue;
        }
        let row = content
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .enumerate()
            .map(|(j, tok)| {
                tok.parse::<i64>().map_err(|_| {
                    Error::input(
                        format!("{source}:{}", i + 1),
                        format!("entry {} '{tok}' is not an integer", j + 1),
                    )
                })
            })
            .collect::<Result<Vec<i64>>>()?;
        let block = blocks.last_mut().expect("one block");
        if block.is_empty() {
            *first_line.last_mut().expect("one start") = i + 1;
        }
        if let Some(first) = block.first() {
            if row.len() != first.len() {
                return Err(Error::input(
                    format!("{source}:{}", i + 1),
                    format!(
                        "row has {} entries, the rows above have {}",
                        row.len(),
                        first.len()
                    ),
                ));
            }
        }
        block.push(row);
    }
    if blocks.last().is_some_and(|b| b.is_empty()) {
        blocks.pop();
    }
    if let [block] = &mut blocks[..] {
        if let [row] = &block[..] {
            *block = one_line_square(row, source)?;
        }
    }
    assemble(blocks, source)
}

/// A square written on one line, its `n^2` entries row after row (`8 1 6 3 5 7 4 9 2`), as
/// its rows; a line whose length is not a square number is refused, saying so.
fn one_line_square(row: &[i64], source: &str) -> Result<Vec<Vec<i64>>> {
    let len = row.len();
    let n = len.isqrt();
    if len > 1 && n * n != len {
        return Err(Error::input(
            source,
            format!(
                "one line of {len} numbers: a square of order n is read from one line of its n^2 entries, and {len} is not a square number (write a square as rows, a cube as layers of rows)"
            ),
        ));
    }
    Ok(row.chunks(n.max(1)).map(<[i64]>::to_vec).collect())
}

/// Checks shape (square rows, equal layers, as many layers as the order) and builds the figure.
fn assemble(grids: Vec<Vec<Vec<i64>>>, at: &str) -> Result<Figure> {
    let n = grids.first().map_or(0, |g| g.len());
    if n == 0 {
        return Err(Error::input(at, "empty figure"));
    }
    for (l, g) in grids.iter().enumerate() {
        let which = if grids.len() > 1 {
            format!("layer {}: ", l + 1)
        } else {
            String::new()
        };
        if g.len() != n {
            return Err(Error::input(
                at,
                format!("{which}has {} rows, layer 1 has {n}", g.len()),
            ));
        }
        for (r, row) in g.iter().enumerate() {
            if row.len() != n {
                return Err(Error::input(
                    at,
                    format!(
                        "{which}row {} has {} entries; a figure of order {n} needs {n}",
                        r + 1,
                        row.len()
                    ),
                ));
            }
        }
    }
    if grids.len() > 1 && grids.len() != n {
        return Err(Error::input(
            at,
            format!("a cube of order {n} needs {n} layers, found {}", grids.len()),
        ));
    }
    if n < 3 {
        return Err(Error::input(
            at,
            format!("order {n}: no magic square or cube of order 0, 1 or 2 exists (order 3 or more)"),
        ));
    }
    let dim = if grids.len() > 1 { 3 } else { 2 };
    let cells: Vec<i64> = grids.into_iter().flatten().flatten().collect();
    Ok(Figure { dim, order: n, cells })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_square_and_cube_roundtrip() {
        let sq = parse_figure("2 7 6\n9 5 1\n4 3 8\n", "t").unwrap();
        assert_eq!(sq.dim, 2);
        assert_eq!(sq.order, 3);
        assert_eq!(parse_figure(&sq.to_text(), "t").unwrap(), sq);
        assert_eq!(parse_figure(&sq.to_json().to_string(), "t").unwrap(), sq);
        let cube = Figure::cube(3, (1..=27).collect());
        assert_eq!(parse_figure(&cube.to_text(), "t").unwrap(), cube);
        assert_eq!(parse_figure(&cube.to_json().to_string(), "t").unwrap(), cube);
    }

    /// `echo "8 1 6 3 5 7 4 9 2" | cubelab check -` said "a figure of order 1 needs 1"
    /// (issue 68): one line of n^2 numbers is a common way to write a square.
    #[test]
    fn a_square_on_one_line_is_read_row_by_row() {
        let sq = parse_figure("8 1 6 3 5 7 4 9 2\n", "t").unwrap();
        assert_eq!(sq, Figure::square(3, vec![8, 1, 6, 3, 5, 7, 4, 9, 2]));
        let sq = parse_figure("# Durer\n16,3,2,13,5,10,11,8,9,6,7,12,4,15,14,1", "t").unwrap();
        assert_eq!(sq.order, 4);
    }

    #[test]
    fn bad_inputs_are_errors() {
        let cases = [
            ("", "empty"),
            ("1 2 3\n4 5\n7 8 9\n", "row has 2 entries"),
            ("1 2 3 4 5 6 7 8\n", "8 is not a square number"),
            ("1 2 3 4\n", "order 2"),
            ("7\n", "order 1"),
            ("1 2 3\n4 x 6\n7 8 9\n", "'x' is not an integer"),
            ("1 2\n3 4\n", "order 2"),
            ("1 2 3\n4 5 6\n7 8 9\n\n1 2\n3 4\n", "layer 2"),
            ("1 2 3\n4 5 6\n7 8 9\n\n1 2 3\n4 5 6\n7 8 9\n", "needs 3 layers"),
            ("{\"rows\": [[1,2,3],[4,5.5,6],[7,8,9]]}", "not an integer"),
            ("{\"foo\": 1}", "neither"),
            (
                "{\"order\": 5, \"rows\": [[2,7,6],[9,5,1],[4,3,8]]}",
                "\"order\" is 5 but the square is of order 3",
            ),
            (
                "{\"order\": \"3\", \"rows\": [[2,7,6],[9,5,1],[4,3,8]]}",
                "\"order\" is \"3\"",
            ),
        ];
        for (text, want) in cases {
            let e = parse_figure(text, "in").unwrap_err().to_string();
            assert!(e.contains(want), "{text:?}: {e}");
            assert!(!e.contains('\n'));
        }
    }
}
