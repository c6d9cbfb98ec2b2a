//! The Molecube for the web page: the one place that calls the core's notation and turns and
//! the twisty crate's solver and scrambler, so a change of their API touches this file only.
//!
//! Positions come and go as text (the 27-character cell string or the face form the command
//! line reads) in the user's own letters; answers are JSON values for the page.

use cubelab_core::error::Error;
use cubelab_core::geometry::layout3::{face_view, CELLS};
use cubelab_core::molecube::moves::{format_moves, parse_moves, Metric, Move};
use cubelab_core::molecube::notation::{parse_state, piece_name, Labelled};
use cubelab_core::molecube::{apply, Cube, CORE};
use cubelab_twisty::molecube::solver::Ida;
use cubelab_twisty::molecube::{scramble, solved};
use rand::SeedableRng;
use serde_json::{json, Value};

/// A one-line message for the page and the cells (balls) it names, to highlight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The message, word for word what the command line prints after `cubelab: `.
    pub message: String,
    /// The cells whose piece name (`up-front-left corner`, `left centre`) the message names.
    pub cells: Vec<usize>,
}

impl Problem {
    fn from_error(e: Error) -> Problem {
        let message = e.to_string();
        let cells = (0..CELLS)
            .filter(|&c| c != CORE && message.contains(&piece_name(c)))
            .collect();
        Problem { message, cells }
    }

    /// `{"error": message, "cells": [...]}`.
    pub fn to_json(&self) -> Value {
        json!({"error": self.message, "cells": self.cells})
    }
}

impl From<Error> for Problem {
    fn from(e: Error) -> Problem {
        Problem::from_error(e)
    }
}

/// `htm` or `qtm`.
pub fn metric(name: &str) -> Result<Metric, Problem> {
    match name {
        "htm" => Ok(Metric::Htm),
        "qtm" => Ok(Metric::Qtm),
        _ => Err(Problem {
            message: format!("unknown metric `{name}`: htm or qtm"),
            cells: vec![],
        }),
    }
}

/// Reads a position in either form (cell string or faces), as `cubelab molecube solve` does.
pub fn parse(text: &str) -> Result<Labelled, Problem> {
    Ok(parse_state(text, "position")?)
}

/// What the page needs to draw and read the puzzle: the cells of each face in reading order
/// (the face form's order), each cell's piece name, the face letters, the reference solved
/// state.
pub fn layout() -> Value {
    let faces: Vec<Vec<usize>> = (0..6)
        .map(|f| face_view(f).iter().flatten().copied().collect())
        .collect();
    let names: Vec<String> = (0..CELLS).map(piece_name).collect();
    json!({
        "faces": faces,
        "face_letters": ["L", "R", "F", "B", "D", "U"],
        "pieces": names,
        "core": CORE,
        "reference": solved::reference().code(),
    })
}

/// The check of a position for the page: its canonical form or the problem.
pub fn check(text: &str) -> Value {
    match parse(text) {
        Ok(p) => json!({"ok": true, "start": p.write(&p.cube), "solved": p.cube.is_solved(),
                        "names": p.names.iter().collect::<String>()}),
        Err(e) => e.to_json(),
    }
}

/// How the renderer turns a layer for a face turn (`docs/molecube.md`, "Pictures"): axis
/// `face / 2`, layer 0 or 2, quarter turns counter-clockwise seen from the + side.
pub fn layer_turn(m: Move) -> (usize, usize, i32) {
    let axis = m.face as usize / 2;
    let plus_side = m.face % 2 == 1;
    let clockwise: i32 = match m.quarters {
        1 => 1,
        2 => 2,
        _ => -1,
    };
    // Clockwise seen from the - side face is counter-clockwise seen from +.
    let quarter = match (plus_side, clockwise) {
        (_, 2) => 2,
        (false, q) => q,
        (true, q) => -q,
    };
    (axis, if plus_side { 2 } else { 0 }, quarter)
}

/// A solution as the page shows it: the moves, every state along the way in the user's
/// letters, and each turn as the layer it turns.
pub fn solution_json(pos: &Labelled, moves: &[Move], nodes: u64) -> Value {
    let mut states = vec![pos.cube];
    for m in moves {
        let next = apply(states.last().expect("start"), std::slice::from_ref(m));
        states.push(next);
    }
    let end = *states.last().expect("start");
    let turns: Vec<Value> = moves
        .iter()
        .map(|&m| {
            let (axis, layer, quarter) = layer_turn(m);
            json!({"name": m.to_string(), "axis": axis, "layer": layer, "quarter": quarter})
        })
        .collect();
    json!({
        "start": pos.write(&pos.cube),
        "moves": format_moves(moves),
        "length": moves.len(),
        "end": pos.write(&end),
        "solved": end.is_solved(),
        "states": states.iter().map(|s| pos.write(s)).collect::<Vec<_>>(),
        "turns": turns,
        "nodes": nodes,
    })
}

/// The optimal solver of one metric with its pattern databases.
pub struct Solver {
    ida: Ida,
    metric: Metric,
}

impl Solver {
    /// Builds the pattern databases (seconds: the worker does it once per metric).
    pub fn new(metric: Metric) -> Solver {
        Solver {
            ida: Ida::new(metric),
            metric,
        }
    }

    /// The metric searched.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// One optimal solution of `pos` (checked by the solver to end solved).
    pub fn solve_position(&self, pos: &Labelled) -> Result<(Vec<Move>, u64), Problem> {
        let (mut found, stats) = self.ida.solve(&pos.cube, false)?;
        Ok((found.swap_remove(0), stats.nodes))
    }

    /// Solves a position given as text: the page's answer.
    pub fn solve(&self, text: &str) -> Value {
        let run = || -> Result<Value, Problem> {
            let pos = parse(text)?;
            let (moves, nodes) = self.solve_position(&pos)?;
            Ok(solution_json(&pos, &moves, nodes))
        };
        run().unwrap_or_else(|e| e.to_json())
    }

    /// A uniformly random position from `seed` (the first of `cubelab molecube scramble
    /// --seed SEED`), with the turns that reach it from a solved state: the inverse of an
    /// optimal solution, so as few as the metric allows. `names` are the letters for the
    /// canonical colours 0..8 (the page's palette, or the letters of the position on it).
    pub fn scramble(&self, seed: u64, names: &str) -> Value {
        let run = || -> Result<Value, Problem> {
            let names: Vec<char> = names.chars().collect();
            let names: [char; 9] = names.try_into().map_err(|_| Problem {
                message: "nine colour letters are needed".into(),
                cells: vec![],
            })?;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let (cube, _) = scramble::draw(&mut rng, self.metric, None, &solved::reference());
            let pos = Labelled { cube, names };
            let (moves, _) = self.solve_position(&pos)?;
            let (from, turns) = turns_from_solved(&cube, &moves);
            // The turns as a solution of `from` would be shown: every state on the way.
            let mut v = solution_json(&Labelled { cube: from, names }, &turns, 0);
            v["seed"] = json!(seed.to_string());
            v["from"] = v["start"].take();
            v["start"] = json!(pos.write(&cube));
            v["metric"] = json!(self.metric.name());
            Ok(v)
        };
        run().unwrap_or_else(|e| e.to_json())
    }
}

/// The solved state a solution of `start` ends in, and the turns from it back to `start`.
pub fn turns_from_solved(start: &Cube, solution: &[Move]) -> (Cube, Vec<Move>) {
    let from = apply(start, solution);
    let back: Vec<Move> = solution.iter().rev().map(|m| m.inverse()).collect();
    (from, back)
}

/// Applies turns in standard notation to a position: the page's "apply turns" box.
pub fn apply_turns(text: &str, turns: &str) -> Value {
    let run = || -> Result<Value, Problem> {
        let pos = parse(text)?;
        let moves = parse_moves(turns)?;
        let end = apply(&pos.cube, &moves);
        Ok(json!({"start": pos.write(&pos.cube), "end": pos.write(&end), "solved": end.is_solved()}))
    };
    run().unwrap_or_else(|e| e.to_json())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quarter turn counter-clockwise about +axis (seen from the + side), right-handed, of
    /// the layer `at[axis] = layer`: the renderer's turn, written out here independently.
    fn turn_cells(axis: usize, layer: usize, quarter: i32) -> [usize; CELLS] {
        let mut perm = [0; CELLS];
        for (cell, p) in perm.iter_mut().enumerate() {
            let mut v = [cell % 3, cell / 3 % 3, cell / 9].map(|x| x as i32 - 1);
            if v[axis] + 1 == layer as i32 {
                let (a, b) = ((axis + 1) % 3, (axis + 2) % 3);
                for _ in 0..quarter.rem_euclid(4) {
                    let (x, y) = (v[a], v[b]);
                    v[a] = -y;
                    v[b] = x;
                }
            }
            *p = (v[0] + 1) as usize + 3 * (v[1] + 1) as usize + 9 * (v[2] + 1) as usize;
        }
        perm
    }

    #[test]
    fn layer_turns_move_the_balls_as_the_face_turns() {
        for m in Metric::Htm.moves() {
            let (axis, layer, quarter) = layer_turn(m);
            let perm = m.cell_perm();
            let mine = turn_cells(axis, layer, quarter);
            for c in 0..CELLS {
                assert_eq!(perm[c] as usize, mine[c], "{m} cell {c}");
            }
        }
    }

    #[test]
    fn errors_name_the_balls_at_fault() {
        let reference = solved::reference().code();
        let mut s: Vec<char> = reference.chars().collect();
        s.swap(12, 0); // the left centre gets a corner's colour
        let e = parse(&s.iter().collect::<String>()).unwrap_err();
        assert!(!e.message.is_empty());
        let faces = "U:abcdefghi F:... R:... B:... L:... D:...";
        assert!(parse(faces).is_err());
        let v = check("0123");
        assert!(v["error"]
            .as_str()
            .unwrap()
            .starts_with("position: a position is 27 characters"));
    }

    #[test]
    fn a_short_scramble_is_solved_and_the_turns_come_back() {
        let solver = Solver::new(Metric::Htm);
        let reference = solved::reference();
        let moves = parse_moves("R U2 F' L").unwrap();
        let start = apply(&reference, &moves);
        let v = solver.solve(&start.code());
        assert_eq!(v["length"], 4, "{v}");
        assert_eq!(v["solved"], true);
        assert_eq!(v["states"].as_array().unwrap().len(), 5);
        let back = apply_turns(&start.code(), v["moves"].as_str().unwrap());
        assert_eq!(back["solved"], true);
        // Scramble: the turns from the solved state `from` reach `start`.
        let s = solver.scramble(7, "012345678");
        let again = apply_turns(s["from"].as_str().unwrap(), s["moves"].as_str().unwrap());
        assert_eq!(again["end"], s["start"], "{s}");
        assert_eq!(s["end"], s["start"]);
        assert_eq!(s["states"][0], s["from"]);
        assert!(check(s["from"].as_str().unwrap())["solved"] == true);
    }
}
