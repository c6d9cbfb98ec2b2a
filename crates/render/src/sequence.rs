//! A sequence of states of a cube of one-colour pieces, with the moves between them (the
//! twisty nine-colour cube's solution, turn by turn): read from a `"sequence"` record, played
//! by the HTML page's player (play, pause, step, speed) with each turned layer animated, and
//! drawn in the SVG as a strip of every state with the list of moves. The record format is
//! in `docs/pictures.md` ("Sequences of states").

use serde_json::Value;

use super::assembly::{self, legend, legend_faces};
use super::palette::ColourKey;
use super::record::{cell_colours, edge_sizes};
use super::scene::{self, Animation, Block, Face, Scene, Step, Turn, View};
use super::svg::Canvas;
use crate::error::{Error, Result};

/// One move: its name ("R", "U'"), the layer it turns (if it is a turn) and the state after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    /// Its name as written (`R`, `U'`).
    pub name: String,
    /// The layer it turns, when it is a turn (animated in the player).
    pub turn: Option<Turn>,
    /// The state after it.
    pub cells: Vec<Option<i64>>,
}

/// States of a `size` cube of one-colour pieces; cell `x + sx * (y + sy * z)` is the piece at
/// (x, y, z), as in an assembly's `at` (z up, y to the back).
#[derive(Clone, Debug, PartialEq)]
pub struct Sequence {
    /// Cubes along x, y and z.
    pub size: [i64; 3],
    /// Palette name (`nine` prints colours from 1).
    pub palette: String,
    /// Names of the colour numbers (may be empty).
    pub colour_names: Vec<String>,
    /// The first state.
    pub start: Vec<Option<i64>>,
    /// The moves, each with the state after it.
    pub moves: Vec<Move>,
}

impl Sequence {
    fn key(&self) -> ColourKey {
        ColourKey::new(&self.palette, &self.colour_names)
    }

    fn position(&self, i: usize) -> [i64; 3] {
        let [sx, sy, _] = self.size.map(|v| v as usize);
        [(i % sx) as i64, ((i / sx) % sy) as i64, (i / (sx * sy)) as i64]
    }

    fn index(&self, p: [i64; 3]) -> usize {
        (p[0] + self.size[0] * (p[1] + self.size[1] * p[2])) as usize
    }
}

/// `cells` with the layer of `turn` turned: the piece at p moves to the rotated p
/// (right-handed: a positive quarter is counter-clockwise seen from the + side of the axis).
pub fn turned(s: &Sequence, cells: &[Option<i64>], turn: Turn) -> Vec<Option<i64>> {
    let (a, b, c) = (turn.axis, (turn.axis + 1) % 3, (turn.axis + 2) % 3);
    let mut out = cells.to_vec();
    for (i, &cell) in cells.iter().enumerate() {
        let mut p = s.position(i);
        if p[a] != turn.layer {
            continue;
        }
        for _ in 0..turn.quarter.rem_euclid(4) {
            // A quarter turn about axis a takes (b, c) to (-c, b) about the layer's centre
            // (doubled coordinates keep the centre of an even layer whole).
            let (db, dc) = (2 * p[b] - (s.size[b] - 1), 2 * p[c] - (s.size[c] - 1));
            p[b] = (-dc + s.size[b] - 1) / 2;
            p[c] = (db + s.size[c] - 1) / 2;
        }
        out[s.index(p)] = cell;
    }
    out
}

/// Reads `{"size", "palette"?, "colour_names"?, "start", "moves": [{"name", "turn"?, "cells"}]}`.
pub fn read(v: &Value, names: &Value, at: &str) -> Result<Sequence> {
    let at = &format!("{at}: sequence");
    let size = edge_sizes(v, at)?;
    let cells = (size[0] * size[1] * size[2]) as usize;
    let state = |v: Option<&Value>, what: &str| -> Result<Vec<Option<i64>>> {
        let v = v.ok_or_else(|| Error::input(at, format!("{what}: missing \"cells\"")))?;
        let list = cell_colours(v, &format!("{at}: {what}"))?;
        if list.len() != cells {
            return Err(Error::input(
                at,
                format!(
                    "{what} has {} cells, a {}x{}x{} cube has {cells}",
                    list.len(),
                    size[0],
                    size[1],
                    size[2]
                ),
            ));
        }
        Ok(list)
    };
    let mut s = Sequence {
        size,
        palette: v.get("palette").and_then(Value::as_str).unwrap_or("").into(),
        colour_names: names
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_str).map(str::to_string).collect())
            .unwrap_or_default(),
        start: state(v.get("start"), "the start")?,
        moves: Vec::new(),
    };
    let moves = v
        .get("moves")
        .and_then(Value::as_array)
        .ok_or_else(|| Error::input(at, "\"moves\" must be a list"))?;
    let mut previous = s.start.clone();
    for (k, m) in moves.iter().enumerate() {
        let name = m.get("name").and_then(Value::as_str).unwrap_or("").to_string();
        let what = format!("move {} ({name})", k + 1);
        let cells = state(m.get("cells"), &what)?;
        let turn = m
            .get("turn")
            .map(|t| read_turn(t, size, &format!("{at}: {what}")))
            .transpose()?;
        // The picture animates the turn and then shows `cells`: they must agree.
        if let Some(t) = turn {
            if turned(&s, &previous, t) != cells {
                return Err(Error::input(
                    at,
                    format!("{what}: the cells are not the previous state with layer {} about axis {} turned {} quarter(s)", t.layer, "xyz".as_bytes()[t.axis] as char, t.quarter),
                ));
            }
        }
        previous = cells.clone();
        s.moves.push(Move { name, turn, cells });
    }
    Ok(s)
}

fn read_turn(v: &Value, size: [i64; 3], at: &str) -> Result<Turn> {
    let int = |key: &str| {
        v.get(key)
            .and_then(Value::as_i64)
            .ok_or_else(|| Error::input(at, format!("\"turn\" needs an integer \"{key}\"")))
    };
    let (axis, layer, quarter) = (int("axis")?, int("layer")?, int("quarter")?);
    if !(0..3).contains(&axis) {
        return Err(Error::input(at, "\"axis\" must be 0 (x), 1 (y) or 2 (z)"));
    }
    let axis = axis as usize;
    if !(0..size[axis]).contains(&layer) {
        return Err(Error::input(
            at,
            format!("\"layer\" {layer} is outside 0..{}", size[axis]),
        ));
    }
    let (b, c) = ((axis + 1) % 3, (axis + 2) % 3);
    if size[b] != size[c] {
        return Err(Error::input(at, "only a square layer can turn"));
    }
    if ![-2, -1, 1, 2].contains(&quarter) {
        return Err(Error::input(at, "\"quarter\" must be -2, -1, 1 or 2"));
    }
    Ok(Turn {
        axis,
        layer,
        quarter: quarter as i32,
    })
}

fn blocks(s: &Sequence, key: &ColourKey, cells: &[Option<i64>]) -> Vec<Block> {
    cells
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let at = s.position(i).map(|v| v as f64);
            Block {
                at,
                size: [1.0; 3],
                spread: at.map(|v| v * assembly::EXPLODE_GAP),
                faces: vec![Face::coloured(key, k, ""); 6],
                dim: false,
                name: format!("piece at ({},{},{})", at[0], at[1], at[2]),
            }
        })
        .collect()
}

fn colours(s: &Sequence) -> Vec<i64> {
    let mut all: Vec<i64> = s
        .start
        .iter()
        .chain(s.moves.iter().flat_map(|m| &m.cells))
        .flatten()
        .copied()
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// The 3D scene: the start state, and a player step per move.
pub fn scene(s: &Sequence, title: String) -> Scene {
    let key = s.key();
    let mut sc = Scene::new(title, blocks(s, &key, &s.start), 0.42, 0.0);
    sc.view = scene::ASSEMBLY_VIEW;
    sc.about = vec![
        format!(
            "{}x{}x{} · {} move(s)",
            s.size[0],
            s.size[1],
            s.size[2],
            s.moves.len()
        ),
        format!(
            "moves: {}",
            s.moves
                .iter()
                .map(|m| m.name.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        "play, pause or step through the moves; each turned layer is animated".into(),
    ];
    sc.legend = legend_faces(&key, &colours(s));
    sc.animation = Some(Animation {
        steps: s
            .moves
            .iter()
            .map(|m| Step {
                name: m.name.clone(),
                cells: Some(m.cells.iter().map(|&k| Face::coloured(&key, k, "")).collect()),
                turn: m.turn,
            })
            .collect(),
        enter: Vec::new(),
        from: Vec::new(),
        start: 0,
        start_name: "start".into(),
    });
    sc
}

/// States per row of the SVG strip.
const STRIP_ROW: usize = 6;

/// The SVG panel: a strip of every state from the front-right-top corner (the start, then the
/// state after each move, labelled with the move), wrapped every `STRIP_ROW` states, then
/// the legend and the moves.
pub fn panel(s: &Sequence) -> Canvas {
    let key = s.key();
    let states = std::iter::once(("start".to_string(), &s.start)).chain(
        s.moves
            .iter()
            .enumerate()
            .map(|(i, m)| (format!("{}. {}", i + 1, m.name), &m.cells)),
    );
    let mut c = Canvas::new();
    let (mut x, mut y, mut row_height) = (0.0, 0.0, 0.0f64);
    for (i, (label, cells)) in states.enumerate() {
        if i > 0 && i % STRIP_ROW == 0 {
            (x, y, row_height) = (0.0, y + row_height + 12.0, 0.0);
        }
        let sc = Scene::new(String::new(), blocks(s, &key, cells), 0.42, 0.0);
        let iso = scene::draw(&sc, &View::front_right_top(), 24.0, 0.0);
        c.text(x + 2.0, y + 8.0, 11.0, "start", &label, r#" class="view""#);
        c.place(&iso, x, y + 16.0, &format!(r#" class="iso" data-state="{i}""#));
        x += iso.width + 16.0;
        row_height = row_height.max(iso.height + 16.0);
    }
    let y = c.height + 12.0;
    legend(&mut c, &key, 2.0, y, &colours(s));
    let moves: Vec<&str> = s.moves.iter().map(|m| m.name.as_str()).collect();
    for (i, line) in moves.chunks(16).enumerate() {
        let text = if i == 0 {
            format!("moves: {}", line.join(" "))
        } else {
            line.join(" ")
        };
        c.text(
            2.0,
            y + 30.0 + 14.0 * i as f64,
            11.0,
            "start",
            &text,
            r#" class="moves""#,
        );
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn cube3() -> Sequence {
        Sequence {
            size: [3, 3, 3],
            palette: "nine".into(),
            colour_names: Vec::new(),
            start: (0..27).map(Some).collect(),
            moves: Vec::new(),
        }
    }

    #[test]
    fn four_quarter_turns_are_the_identity_and_one_moves_corners() {
        let s = cube3();
        let t = Turn {
            axis: 2,
            layer: 2,
            quarter: 1,
        };
        let mut cells = s.start.clone();
        for _ in 0..4 {
            cells = turned(&s, &cells, t);
        }
        assert_eq!(cells, s.start);
        // A quarter turn of the top layer about z (counter-clockwise from above) takes the
        // piece at (2,0,2) to (2,2,2) and leaves the centre (1,1,2) and lower layers alone.
        let once = turned(&s, &s.start, t);
        assert_eq!(once[s.index([2, 2, 2])], Some(s.index([2, 0, 2]) as i64));
        assert_eq!(once[s.index([1, 1, 2])], Some(s.index([1, 1, 2]) as i64));
        assert_eq!(once[..18], s.start[..18]);
        // Turning back undoes it; a half turn is two quarters.
        assert_eq!(turned(&s, &once, Turn { quarter: -1, ..t }), s.start);
        assert_eq!(
            turned(&s, &s.start, Turn { quarter: 2, ..t }),
            turned(&s, &once, t)
        );
    }

    #[test]
    fn records_are_read_and_checked() {
        let s = cube3();
        let t = Turn {
            axis: 0,
            layer: 0,
            quarter: -1,
        };
        let after = turned(&s, &s.start, t);
        let rec = json!({"size": [3,3,3], "palette": "nine", "start": s.start,
            "moves": [{"name": "L", "turn": {"axis": 0, "layer": 0, "quarter": -1}, "cells": after}]});
        let read_back = read(&rec, &Value::Null, "in").unwrap();
        assert_eq!(read_back.moves[0].cells, after);
        assert_eq!(read_back.moves[0].turn, Some(t));
        let sc = scene(&read_back, "t".into());
        assert_eq!(sc.blocks.len(), 27);
        assert_eq!(sc.animation.unwrap().steps.len(), 1);
        // Cells that do not follow from the turn, a short state, a bad axis: one-line errors.
        let mut wrong = rec.clone();
        wrong["moves"][0]["cells"] = json!(s.start);
        let mut short = rec.clone();
        short["start"] = json!([1, 2, 3]);
        let mut axis = rec.clone();
        axis["moves"][0]["turn"]["axis"] = json!(5);
        for (bad, want) in [
            (wrong, "not the previous state"),
            (short, "has 3 cells"),
            (axis, "\"axis\""),
        ] {
            let e = read(&bad, &Value::Null, "in").unwrap_err().to_string();
            assert!(e.contains(want) && !e.contains('\n'), "{e}");
        }
    }
}
