//! The nine-colour cube: 27 unit cubes, 3 of each of 9 colours, each cube one solid colour,
//! stacked into a 3x3x3 cube so that every one of the 6 faces shows all 9 colours.
//!
//! A face has 9 cells, so "all 9 colours" is the same as "no colour twice": the puzzle asks
//! for a partition of the 27 cells into 9 triples (colour classes), no two cells of a triple
//! on a common face. Cells are indexed `x + 3y + 9z` as everywhere in cubelab; the face of a
//! cell uses the face numbering of [`crate::cube`] (0 left, 1 right, 2 front, 3 back,
//! 4 down, 5 up). The centre cell (13) lies on no face.
//!
//! * [`exact`]: backtracking over cells with face bitmasks (first solution, count, list).
//! * [`structure`]: an independent count from the shape every solution must have.
//! * [`classes`]: classes under the 48 symmetries and the 24 rotations, by orbit
//!   enumeration and by Burnside's lemma.
//! * [`anneal`]: the source's simulated annealing with a seedable generator.
//! * [`census`]: every partition and its classes, each number found two independent ways.

pub mod anneal;
pub mod census;
pub mod classes;
pub mod exact;
pub mod structure;

use serde_json::{json, Value};

use crate::format::Figure;

pub use cubelab_core::geometry::layout3::{face_cells, face_mask, face_view, CELLS, FACE_CELLS, FACE_MASKS};

/// Number of colours.
pub const COLOURS: usize = 9;
/// Cubes of each colour.
pub const PER_COLOUR: usize = 3;

/// A colour (0..9) for each of the 27 cells, cell index `x + 3y + 9z`.
pub type Colouring = [u8; CELLS];

/// True when every face shows 9 distinct colours and every colour is used exactly 3 times.
/// Written without the search's bitmask bookkeeping, so it checks the searches.
pub fn is_solution(c: &Colouring) -> bool {
    let mut per_colour = [0usize; COLOURS];
    for &k in c {
        match per_colour.get_mut(k as usize) {
            Some(n) => *n += 1,
            None => return false,
        }
    }
    per_colour.iter().all(|&n| n == PER_COLOUR) && (0..6).all(|f| faces_missing(c, f) == 0)
}

/// How many colours face `f` does not show (0 for a good face).
pub fn faces_missing(c: &Colouring, f: usize) -> usize {
    let mut seen = 0u16;
    for &cell in face_cells(f) {
        seen |= 1 << c[cell];
    }
    COLOURS - seen.count_ones() as usize
}

/// Relabels colours in order of first appearance (cell 0 gets colour 0, the next new colour
/// 1, ...): one representative for the 9! labellings of a partition into colour classes.
pub fn normalise(c: &Colouring) -> Colouring {
    let mut map = [u8::MAX; COLOURS];
    let mut next = 0u8;
    let mut out = [0u8; CELLS];
    for (o, &k) in out.iter_mut().zip(c) {
        if map[k as usize] == u8::MAX {
            map[k as usize] = next;
            next += 1;
        }
        *o = map[k as usize];
    }
    out
}

/// The three layers as the foundation's cube text (colours shown 1..9): layer z = 0 (bottom)
/// first, in each layer row y = 0 (front) first, column x left to right.
pub fn layers_text(c: &Colouring) -> String {
    let cells = c.iter().map(|&k| k as i64 + 1).collect();
    Figure::cube(3, cells).to_text()
}

/// The six faces side by side as seen from outside, colours 1..9.
pub fn faces_text(c: &Colouring) -> String {
    let names = crate::cube::FACE_NAMES;
    let mut s: String = names.iter().map(|n| format!("{n:<8}")).collect::<String>();
    s = s.trim_end().to_string();
    s.push('\n');
    for r in 0..3 {
        let mut line = String::new();
        for f in 0..6 {
            let row = face_view(f)[r];
            line += &format!("{} {} {}   ", c[row[0]] + 1, c[row[1]] + 1, c[row[2]] + 1);
        }
        s += line.trim_end();
        s.push('\n');
    }
    s
}

/// The result fields of one solution: `colours` (27 ints, cell order) and the renderer's
/// `assembly` (every unit cube painted one solid colour).
pub fn solution_json(c: &Colouring) -> Value {
    let cubes: Vec<Value> = (0..CELLS)
        .map(|i| {
            let k = c[i];
            json!({
                "at": [i % 3, i / 3 % 3, i / 9],
                "faces": vec![k; 6],
                "label": (k + 1).to_string(),
            })
        })
        .collect();
    json!({
        "colours": c.to_vec(),
        "assembly": {"size": [3, 3, 3], "palette": "nine", "cubes": cubes},
    })
}

/// Text of one solution: the layers and the six faces.
pub fn solution_text(c: &Colouring) -> String {
    format!(
        "layers (z = 0 bottom first; rows y = 0 front first; colours 1..9):\n{}\nfaces as seen from outside:\n{}",
        layers_text(c),
        faces_text(c)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_by_visibility() {
        let mut by = [0usize; 4];
        for m in FACE_MASKS {
            by[m.count_ones() as usize] += 1;
        }
        // 1 hidden centre, 6 face centres, 12 edges, 8 corners
        assert_eq!(by, [1, 6, 12, 8]);
        for f in 0..6 {
            assert_eq!(face_cells(f).len(), 9);
            let mut view: Vec<usize> = face_view(f).iter().flatten().copied().collect();
            view.sort();
            assert_eq!(view, face_cells(f).to_vec(), "face view {f} shows that face");
            assert_eq!(
                view,
                (0..CELLS)
                    .filter(|&c| face_mask(c) >> f & 1 == 1)
                    .collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn normalise_relabels_by_first_appearance() {
        let c: Colouring = std::array::from_fn(|i| (8 - i % 9) as u8);
        let n = normalise(&c);
        assert_eq!(&n[..10], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(normalise(&n), n);
    }

    #[test]
    fn checker_rejects_bad_colourings() {
        let c: Colouring = std::array::from_fn(|i| (i % 9) as u8);
        assert!(!is_solution(&c));
        let mut d = c;
        d[0] = 9;
        assert!(!is_solution(&d));
    }
}
