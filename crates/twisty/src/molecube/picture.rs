//! A solution as the renderer's `"sequence"` record (`docs/pictures.md`, "Sequences of
//! states"): the start and the state after every turn, each turn named and given as the layer
//! it turns, so the HTML page can play the solution turn by turn and the SVG draw it as a strip
//! of states. The renderer re-derives every state from the previous one by its own turn
//! (`render::sequence::turned`) and refuses the record if they differ, so a wrong convention
//! here cannot slip into a picture.

use serde_json::{json, Value};

use super::moves::Move;
use super::solver::apply;
use super::Cube;

/// The renderer's `(axis, layer, quarter)` of a turn: axis 0 x, 1 y, 2 z; layer 0 or 2;
/// `quarter` counts quarter turns counter-clockwise seen from the + side of the axis.
///
/// Face `f` has outward normal along axis `f / 2`, negative for even `f` (left, front, down).
/// Clockwise seen from outside is a rotation by -90 degrees about the outward normal, which is
/// +90 degrees about the + axis when the normal points the other way.
pub fn layer_turn(m: Move) -> (usize, i64, i32) {
    let face = m.face as usize;
    let (axis, negative) = (face / 2, face.is_multiple_of(2));
    let layer = if negative { 0 } else { 2 };
    let clockwise = if negative { 1 } else { -1 };
    let quarter = match m.quarters {
        1 => clockwise,
        2 => 2,
        _ => -clockwise,
    };
    (axis, layer, quarter)
}

/// The colour numbers of a state (canonical colours 0..8, cell order).
fn cells(cube: &Cube) -> Vec<i64> {
    cube.0.iter().map(|&k| k as i64).collect()
}

/// The `"sequence"` value for `moves` applied to `start`.
pub fn sequence(start: &Cube, moves: &[Move]) -> Value {
    let mut state = *start;
    let steps: Vec<Value> = moves
        .iter()
        .map(|&m| {
            state = apply(&state, &[m]);
            let (axis, layer, quarter) = layer_turn(m);
            json!({"name": m.to_string(), "turn": {"axis": axis, "layer": layer, "quarter": quarter},
                   "cells": cells(&state)})
        })
        .collect();
    json!({"size": [3, 3, 3], "palette": "nine", "start": cells(start), "moves": steps})
}

/// The names the picture shows for canonical colours 0..8: the characters the user typed.
pub fn colour_names(names: &[char; 9]) -> Value {
    Value::from(names.iter().map(char::to_string).collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::molecube::moves::Metric;
    use crate::molecube::solved;
    use cubelab_render::scene::Turn;
    use cubelab_render::sequence::{read, turned};
    use rand::{Rng, SeedableRng};

    /// Every one of the 18 turns moves the balls the same way in the molecube model and in
    /// the renderer's own turn (which shares no code with `moves::cell_perm`).
    #[test]
    fn each_turn_agrees_with_the_renderers_turn() {
        let start = solved::reference();
        let rec = sequence(&start, &[]);
        let seq = read(&rec, &Value::Null, "t").unwrap();
        // Distinct labels per cell, so that a wrong destination cannot hide behind a colour.
        let labels: Vec<Option<i64>> = (0..27).map(Some).collect();
        for m in Metric::Htm.moves() {
            let (axis, layer, quarter) = layer_turn(m);
            let theirs = turned(&seq, &labels, Turn { axis, layer, quarter });
            let perm = m.cell_perm();
            let mut ours = vec![None; 27];
            for (i, &to) in perm.iter().enumerate() {
                ours[to as usize] = Some(i as i64);
            }
            assert_eq!(theirs, ours, "{m}");
        }
    }

    /// Along random move sequences the renderer accepts the record (it checks every state by
    /// its own turn) and reads back exactly the model's states.
    #[test]
    fn the_renderer_reads_the_models_states_along_sequences() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(10);
        let all = Metric::Htm.moves();
        for len in [0, 1, 5, 12] {
            let start = crate::molecube::scramble::random_position(&mut rng);
            let moves: Vec<Move> = (0..len).map(|_| all[rng.gen_range(0..all.len())]).collect();
            let seq = read(&sequence(&start, &moves), &Value::Null, "t").unwrap();
            assert_eq!(seq.start, cells(&start).into_iter().map(Some).collect::<Vec<_>>());
            let mut state = start;
            for (m, step) in moves.iter().zip(&seq.moves) {
                state = apply(&state, &[*m]);
                assert_eq!(step.name, m.to_string());
                assert_eq!(
                    step.cells,
                    cells(&state).into_iter().map(Some).collect::<Vec<_>>()
                );
            }
        }
    }
}
