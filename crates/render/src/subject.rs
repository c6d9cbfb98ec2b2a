//! What a record shows, read from its shape (not from the command that wrote it):
//! `rows`/`layers` a magic figure, `assembly` coloured cubes in place, `name` + `faces` one
//! cube of a list (thirty Conway names make the tableau).

use serde_json::Value;

use crate::error::{Error, Result};
use crate::format::figure::{figure_from_json, Figure};

use super::assembly::{Assembly, Placed};
use super::record::{cell_colours, edge_sizes, triple};

/// One cube of a list (MacMahon's thirty, a puzzle's four).
#[derive(Clone, Debug, PartialEq)]
pub struct NamedCube {
    /// The cube's Conway name.
    pub name: String,
    /// Colour of each face (left right front back down up), if painted.
    pub faces: [Option<i64>; 6],
}

/// What one record draws as.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A magic square or cube.
    Figure(Figure),
    /// Coloured cubes in place.
    Assembly(Assembly),
    /// The thirty MacMahon cubes by Conway name, in Conway's 6x6 tableau.
    Tableau(Vec<NamedCube>),
    /// States of a cube of one-colour pieces and the moves between them.
    Sequence(super::sequence::Sequence),
}

/// A drawable subject with the caption of its panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Subject {
    /// The caption.
    pub caption: String,
    /// What is drawn.
    pub shape: Shape,
}

/// Reads every drawable record; `source` names the input in errors. Header and summary
/// records are skipped; a record of no known shape is skipped too (it may be a count). At
/// most [`MAX_PICTURES`] results, each of at most [`MAX_PICTURE_CELLS`] cells
/// ([`Collector`] for another limit).
pub fn subjects(records: &[Value], source: &str) -> Result<Vec<Subject>> {
    let mut c = Collector::new(source, MAX_PICTURES);
    for (i, rec) in records.iter().enumerate() {
        c.push(rec, &format!("{source}: record {}", i + 1))?;
    }
    c.finish()
}

/// Most results one page draws unless asked for more (`--picture-limit N`): a page of
/// 10,000 squares is already tens of megabytes of SVG. The same limit as the commands'
/// own pictures ([`crate::format::output::MAX_KEPT`]).
pub const MAX_PICTURES: usize = crate::format::output::MAX_KEPT;

/// Most cells one picture holds: a square of order 256, a cube of order 40; an assembly of
/// as many cubes, a sequence of as many cells in all its states.
pub const MAX_PICTURE_CELLS: usize = 1 << 16;

/// Most cells one page holds in all its pictures (an SVG page is 100 to 200 bytes a cell).
pub const MAX_PAGE_CELLS: usize = 1 << 21;

/// The subjects of records read one at a time, so that a reader keeps only what it draws;
/// the limits are enforced as the records come, before anything is drawn.
pub struct Collector {
    source: String,
    max_pictures: usize,
    out: Vec<Subject>,
    listed: Vec<(usize, NamedCube)>,
    cells: usize,
    /// The `problem` of the last header seen, to say why an output has nothing to draw.
    problem: Option<Value>,
}

impl Collector {
    /// A collector of at most `max_pictures` subjects; `source` names the input in errors.
    pub fn new(source: &str, max_pictures: usize) -> Self {
        Collector {
            source: source.to_string(),
            max_pictures,
            out: Vec::new(),
            listed: Vec::new(),
            cells: 0,
            problem: None,
        }
    }

    /// Reads one record (`at` names it in errors): true when it is drawn.
    pub fn push(&mut self, rec: &Value, at: &str) -> Result<bool> {
        match rec.get("type").and_then(Value::as_str) {
            Some("header") => {
                self.problem = rec.get("problem").cloned();
                return Ok(false);
            }
            Some("summary") => return Ok(false),
            _ => {}
        }
        let drawn = self.out.len() + self.listed.len();
        let caption = caption(rec, drawn);
        let Some(found) = read_shape(rec, at)? else {
            return Ok(false);
        };
        if drawn >= self.max_pictures {
            return Err(Error::usage(format!(
                "{}: more than {} results to draw, the most one page holds; draw a part of them (the first lines, e.g. with head), or raise the limit with --picture-limit N",
                self.source, self.max_pictures
            )));
        }
        let cells = match &found {
            Found::Shape(shape) => shape_cells(shape),
            Found::Named(_) => 1,
        };
        if cells > MAX_PICTURE_CELLS {
            return Err(Error::input(
                at,
                format!("{cells} cells (cubes, or cells in all states); a picture holds at most {MAX_PICTURE_CELLS}"),
            ));
        }
        self.cells = self.cells.saturating_add(cells);
        if self.cells > MAX_PAGE_CELLS {
            return Err(Error::usage(format!(
                "{}: the pictures up to {at} hold more than {MAX_PAGE_CELLS} cells, the most one page holds; draw fewer results",
                self.source
            )));
        }
        match found {
            Found::Shape(shape) => self.out.push(Subject { caption, shape }),
            Found::Named(c) => self.listed.push((self.out.len(), c)),
        }
        Ok(true)
    }

    /// The subjects, or why there is nothing to draw.
    pub fn finish(mut self) -> Result<Vec<Subject>> {
        place_list(&mut self.out, std::mem::take(&mut self.listed));
        if self.out.is_empty() {
            return Err(Error::input(&self.source, nothing_to_draw(self.problem.as_ref())));
        }
        Ok(self.out)
    }
}

/// Cells a picture of `shape` holds (the cubes of an assembly, the cells of every state).
fn shape_cells(shape: &Shape) -> usize {
    match shape {
        Shape::Figure(f) => f.cells.len(),
        Shape::Assembly(a) => a.cubes.len(),
        Shape::Tableau(cubes) => cubes.len(),
        Shape::Sequence(q) => q.start.len().saturating_mul(q.moves.len() + 1),
    }
}

/// Why an input has nothing to draw, in the terms of the command that wrote it.
fn nothing_to_draw(problem: Option<&Value>) -> String {
    const NONE: &str = "nothing to draw: no record has \"rows\", \"layers\", \"assembly\", \"sequence\" or \"name\" with \"faces\"";
    let Some(name) = problem.and_then(|p| p.get("name")).and_then(Value::as_str) else {
        return NONE.to_string();
    };
    let why = match name {
        "square count" => "it holds counts only; `square count --list` lists one square per class, and that is drawn".to_string(),
        "square enumerate" | "cube enumerate" => "it holds counts only; without --count the figures are listed and drawn".to_string(),
        _ => "its results are counts, tables, distributions or timings (docs/pictures.md lists the outputs that have pictures)".to_string(),
    };
    format!("{NONE}: the output of `{name}` has no picture ({why})")
}

/// Refuses a figure record by its size, before its entries are read: an order-2000 square
/// aborted after 2.7 GB of drawing (issue 68).
fn figure_size(v: &Value, at: &str) -> Result<()> {
    let (noun, n, dim) = match (v.get("rows"), v.get("layers")) {
        (Some(rows), _) => ("square", rows.as_array().map_or(0, Vec::len), 2),
        (None, Some(layers)) => ("cube", layers.as_array().map_or(0, Vec::len), 3),
        _ => return Ok(()),
    };
    let cells = (n as u128).pow(dim);
    if cells > MAX_PICTURE_CELLS as u128 {
        return Err(Error::input(
            at,
            format!(
                "a {noun} of order {n} has {cells} cells; a picture holds at most {MAX_PICTURE_CELLS} (a square of order 256, a cube of order 40)"
            ),
        ));
    }
    Ok(())
}

enum Found {
    Shape(Shape),
    Named(NamedCube),
}

/// The record's own shape, or that of one object nested in it (`{"solution": {...}}`).
fn read_shape(rec: &Value, at: &str) -> Result<Option<Found>> {
    if let Some(f) = read_direct(rec, at)? {
        return Ok(Some(f));
    }
    if let Value::Object(m) = rec {
        for v in m.values().filter(|v| v.is_object()) {
            if let Some(f) = read_direct(v, at)? {
                return Ok(Some(f));
            }
        }
    }
    Ok(None)
}

fn read_direct(v: &Value, at: &str) -> Result<Option<Found>> {
    figure_size(v, at)?;
    if let Some(f) = figure_from_json(v, at)? {
        return Ok(Some(Found::Shape(Shape::Figure(f))));
    }
    if let Some(q) = v.get("sequence") {
        let names = v.get("colour_names").unwrap_or(&Value::Null);
        let seq = super::sequence::read(q, names, at)?;
        return Ok(Some(Found::Shape(Shape::Sequence(seq))));
    }
    if let Some(a) = v.get("assembly") {
        let mut found = assembly(a, at)?;
        found.colour_names = colour_names(v, &found, at)?;
        found.target = v.get("target").and_then(Value::as_str).map(str::to_string);
        return Ok(Some(Found::Shape(Shape::Assembly(found))));
    }
    if let (Some(name), Some(faces)) = (v.get("name").and_then(Value::as_str), v.get("faces")) {
        let faces = six_colours(faces, &format!("{at}: cube {name}"))?;
        return Ok(Some(Found::Named(NamedCube {
            name: name.into(),
            faces,
        })));
    }
    Ok(None)
}

/// Cubes listed one per record: thirty distinct Conway names make the tableau, any other
/// list a single-cube picture each (at the place of the first of them).
fn place_list(out: &mut Vec<Subject>, listed: Vec<(usize, NamedCube)>) {
    let Some(&(first, _)) = listed.first() else {
        return;
    };
    let mut names: Vec<&str> = listed.iter().map(|(_, c)| c.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    let conway = names.len() == 30 && names.iter().all(|n| conway_cell(n).is_some());
    if conway {
        let cubes: Vec<NamedCube> = listed.into_iter().map(|(_, c)| c).collect();
        let caption = "Conway's tableau of the 30 MacMahon cubes".to_string();
        out.insert(
            first,
            Subject {
                caption,
                shape: Shape::Tableau(cubes),
            },
        );
        return;
    }
    for (shift, (pos, c)) in listed.into_iter().enumerate() {
        let single = Assembly {
            size: [1, 1, 1],
            palette: String::new(),
            cubes: vec![Placed {
                at: [0, 0, 0],
                faces: c.faces,
                label: c.name.clone(),
            }],
            colour_names: Vec::new(),
            target: None,
        };
        let caption = format!("cube {}", c.name);
        out.insert(
            pos + shift,
            Subject {
                caption,
                shape: Shape::Assembly(single),
            },
        );
    }
}

/// Row (A-F) and column (a-f) of a Conway name, off the diagonal.
pub fn conway_cell(name: &str) -> Option<(usize, usize)> {
    let b = name.as_bytes();
    if b.len() != 2 || !(b'A'..=b'F').contains(&b[0]) || !(b'a'..=b'f').contains(&b[1]) {
        return None;
    }
    let (r, c) = ((b[0] - b'A') as usize, (b[1] - b'a') as usize);
    (r != c).then_some((r, c))
}

/// The record's name as the text output prints it: "class 1" (classes are numbered from 1
/// there, from 0 in JSON), "arrangement 3", "position 2" (a Molecube solution), or "#5" for
/// index 4.
fn caption(rec: &Value, i: usize) -> String {
    let number = |key: &str| rec.get(key).and_then(Value::as_u64);
    let mut s = if let Some(c) = number("class") {
        format!("class {}", c + 1)
    } else if let Some(a) = number("arrangement") {
        format!("arrangement {a}")
    } else if let Some(p) = number("position") {
        // Molecube solutions: numbered from 0, as `molecube solve` prints them.
        format!("position {p}")
    } else {
        format!("#{}", number("index").unwrap_or(i as u64) + 1)
    };
    for key in ["name", "target", "kind", "label"] {
        if let Some(v) = rec.get(key).and_then(Value::as_str) {
            s += &format!(" {key} {v}");
        }
    }
    s
}

/// The record's `colour_names`, when given: a list of strings naming every colour number used.
fn colour_names(rec: &Value, a: &Assembly, at: &str) -> Result<Vec<String>> {
    let Some(v) = rec.get("colour_names") else {
        return Ok(Vec::new());
    };
    let names: Vec<String> = v
        .as_array()
        .and_then(|l| l.iter().map(|n| n.as_str().map(str::to_string)).collect())
        .ok_or_else(|| Error::input(at, "\"colour_names\" must be a list of strings"))?;
    let used = a.cubes.iter().flat_map(|c| c.faces).flatten();
    if let Some(k) = used.clone().find(|&k| k < 0 || k as usize >= names.len()) {
        return Err(Error::input(
            at,
            format!("colour {k} has no name (\"colour_names\" lists {})", names.len()),
        ));
    }
    Ok(names)
}

fn six_colours(v: &Value, at: &str) -> Result<[Option<i64>; 6]> {
    let wrong = || {
        Error::input(
            at,
            "\"faces\" must list 6 colours (left, right, front, back, down, up)",
        )
    };
    let items = v.as_array().filter(|a| a.len() == 6).ok_or_else(wrong)?;
    <[Option<i64>; 6]>::try_from(cell_colours(&Value::Array(items.clone()), at)?).map_err(|_| wrong())
}

fn assembly(a: &Value, at: &str) -> Result<Assembly> {
    let at = &format!("{at}: assembly");
    let size = edge_sizes(a, at)?;
    let palette = a.get("palette").and_then(Value::as_str).unwrap_or("").to_string();
    let list = a
        .get("cubes")
        .and_then(Value::as_array)
        .ok_or_else(|| Error::input(at, "\"cubes\" must be a list"))?;
    if list.len() > MAX_PICTURE_CELLS {
        return Err(Error::input(
            at,
            format!(
                "{} cubes; a picture holds at most {MAX_PICTURE_CELLS}",
                list.len()
            ),
        ));
    }
    let mut cubes = Vec::with_capacity(list.len());
    let mut seen = std::collections::HashSet::new();
    for (k, c) in list.iter().enumerate() {
        let here = format!("{at}: cube {}", k + 1);
        let pos = triple(
            c.get("at").ok_or_else(|| Error::input(&here, "missing \"at\""))?,
            "\"at\"",
            &here,
        )?;
        if (0..3).any(|i| pos[i] < 0 || pos[i] >= size[i]) {
            return Err(Error::input(
                &here,
                format!("\"at\" {pos:?} is outside size {size:?}"),
            ));
        }
        if !seen.insert(pos) {
            return Err(Error::input(&here, format!("two cubes at {pos:?}")));
        }
        let faces = six_colours(
            c.get("faces")
                .ok_or_else(|| Error::input(&here, "missing \"faces\""))?,
            &here,
        )?;
        let label = c.get("label").and_then(Value::as_str).unwrap_or("").to_string();
        cubes.push(Placed {
            at: pos,
            faces,
            label,
        });
    }
    Ok(Assembly {
        size,
        palette,
        cubes,
        colour_names: Vec::new(),
        target: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn shapes_are_read_by_their_fields() {
        let recs = vec![
            json!({"type": "header", "problem": {"rows": "not a figure"}}),
            json!({"type": "result", "order": 3, "rows": [[2,7,6],[9,5,1],[4,3,8]], "index": 4}),
            json!({"type": "result", "solution": {"assembly": {"size": [1,1,2], "cubes": [
                {"at": [0,0,0], "faces": [1,2,3,4,5,6]}, {"at": [0,0,1], "faces": [1,2,3,4,5,null]}]}}}),
            json!({"type": "result", "count": 7}),
            json!({"type": "summary", "count": 2}),
        ];
        let s = subjects(&recs, "in").unwrap();
        assert_eq!(s.len(), 2);
        // The text output numbers from 1: index 4 is "#5".
        assert_eq!(s[0].caption, "#5");
        assert!(matches!(s[0].shape, Shape::Figure(ref f) if f.order == 3));
        match &s[1].shape {
            Shape::Assembly(a) => assert_eq!(a.cubes[1].faces[5], None),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn bad_records_are_one_line_errors() {
        let cases = [
            (json!({"assembly": {"size": [2,2], "cubes": []}}), "3 entries"),
            (
                json!({"assembly": {"size": [1,1,1], "cubes": [{"at": [0,0,1], "faces": [1,2,3,4,5,6]}]}}),
                "outside",
            ),
            (
                json!({"assembly": {"size": [1,1,1], "cubes": [{"at": [0,0,0], "faces": [1,2]}]}}),
                "6 colours",
            ),
            (json!({"name": "Ab", "faces": [1,2,3,4,5,"x"]}), "not an integer"),
            (json!({"count": 3}), "nothing to draw"),
            (
                json!({"colour_names": ["red"], "assembly": {"size": [1,1,1], "cubes": [{"at": [0,0,0], "faces": [0,0,0,0,0,1]}]}}),
                "colour 1 has no name",
            ),
        ];
        for (rec, want) in cases {
            let e = subjects(&[rec], "in").unwrap_err().to_string();
            assert!(e.contains(want), "{e}");
            assert!(!e.contains('\n'));
        }
    }

    #[test]
    fn captions_number_as_the_text_output() {
        let cap = |r: Value| subjects(&[r], "in").unwrap()[0].caption.clone();
        let lo_shu = json!([[2, 7, 6], [9, 5, 1], [4, 3, 8]]);
        assert_eq!(
            cap(json!({"order": 3, "rows": lo_shu, "index": 0, "class": 0})),
            "class 1"
        );
        assert_eq!(cap(json!({"order": 3, "rows": lo_shu, "index": 0})), "#1");
        let solved = [
            0, 2, 1, 4, 5, 7, 3, 8, 6, 6, 3, 8, 1, 0, 2, 7, 4, 5, 5, 7, 4, 8, 6, 3, 2, 1, 0,
        ];
        let molecube = json!({"size": [3, 3, 3], "palette": "nine", "start": solved, "moves": []});
        assert_eq!(cap(json!({"position": 2, "sequence": molecube})), "position 2");
        let names = subjects(
            &[
                json!({"colour_names": ["red", "blue"], "target": "Xy", "assembly": {"size": [1,1,1],
                "cubes": [{"at": [0,0,0], "faces": [0,1,0,1,0,1]}]}}),
            ],
            "in",
        )
        .unwrap();
        match &names[0].shape {
            Shape::Assembly(a) => {
                assert_eq!(a.colour_names, ["red", "blue"]);
                assert_eq!(a.target.as_deref(), Some("Xy"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn conway_names() {
        assert_eq!(conway_cell("Ab"), Some((0, 1)));
        assert_eq!(conway_cell("Fe"), Some((5, 4)));
        assert_eq!(conway_cell("Cc"), None);
        assert_eq!(conway_cell("Gb"), None);
    }
}
