//! The geometric solver for the target puzzle: place turned cubes at the 8 corners of the
//! 2x2x2 model so that every outside face shows the colour of the target's face on that
//! side; with `interior`, touching inner faces must also agree. It knows nothing of corner
//! numbers or graphs, so it checks the graph model independently.
//!
//! Corner cells are x + 2y + 4z (x left->right, y front->back, z down->up); the outside
//! face of cell c on axis k is face 2k + bit k of c.

use serde_json::{json, Value};

use super::cubes::{MacMahon, N};
use crate::cube::FaceColouring;

/// One solution: the cube and its orientation at each corner cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrangement {
    /// Per corner cell `x + 2y + 4z`: the cube index and its orientation.
    pub cells: [(usize, FaceColouring); 8],
}

/// A solver for one target and a pool of distinct cubes.
pub struct Solver {
    /// Per cell, the (pool index, cube, orientation) whose three outside faces show the
    /// target's colours there: the outside test is done once, not at every node.
    candidates: [Vec<(usize, usize, FaceColouring)>; 8],
    pool_size: usize,
    interior: bool,
}

fn outside_face(cell: usize, axis: usize) -> usize {
    2 * axis + (cell >> axis & 1)
}

impl Solver {
    /// `set`: bitmask of cube indices; `target` as it should look (any orientation).
    pub fn new(m: &MacMahon, target: FaceColouring, set: u32, interior: bool) -> Self {
        let pool: Vec<(usize, &[FaceColouring])> = (0..N)
            .filter(|&i| set >> i & 1 == 1)
            .map(|i| (i, m.orientations(i)))
            .collect();
        Self::from_pool(&pool, target, interior)
    }

    /// A solver for any pool of distinct cubes, each given as (id, its distinct
    /// orientations): the coloured-cube families use it with their own cubes.
    pub fn from_pool(pool: &[(usize, &[FaceColouring])], target: FaceColouring, interior: bool) -> Self {
        let candidates = std::array::from_fn(|cell| {
            let mut v = Vec::new();
            for (p, &(cube, orientations)) in pool.iter().enumerate() {
                for o in orientations {
                    if (0..3).all(|k| o.0[outside_face(cell, k)] == target.0[outside_face(cell, k)]) {
                        v.push((p, cube, *o));
                    }
                }
            }
            v
        });
        Solver {
            candidates,
            pool_size: pool.len(),
            interior,
        }
    }

    /// Inner faces: cell's face on axis k is `out ^ 1`; the neighbour's face towards it sits
    /// on the outside side, `out`. Only neighbours already placed (lower cells) are checked.
    fn inside_fits(&self, cell: usize, o: &FaceColouring, placed: &[(usize, FaceColouring)]) -> bool {
        !self.interior
            || (0..3).all(|k| {
                let out = outside_face(cell, k);
                let neighbour = cell ^ (1 << k);
                neighbour > cell || placed[neighbour].1 .0[out] == o.0[out ^ 1]
            })
    }

    /// Calls `f` with every arrangement; returns how many there were.
    pub fn for_each(&self, f: &mut dyn FnMut(&Arrangement)) -> u64 {
        self.visit(f, u64::MAX)
    }

    /// The number of arrangements.
    pub fn count(&self) -> u64 {
        self.for_each(&mut |_| {})
    }

    /// Whether there is an arrangement: stops at the first (a target can have millions when
    /// colours repeat).
    pub fn exists(&self) -> bool {
        self.visit(&mut |_| {}, 1) > 0
    }

    /// Calls `f` on the arrangements from an empty building, at most `limit` of them.
    fn visit(&self, f: &mut dyn FnMut(&Arrangement), limit: u64) -> u64 {
        let mut placed = Vec::with_capacity(8);
        let mut used = vec![false; self.pool_size];
        self.extend(&mut placed, &mut used, f, limit)
    }

    /// Arrangements extending `placed`, at most `limit` of them.
    fn extend(
        &self,
        placed: &mut Vec<(usize, FaceColouring)>,
        used: &mut [bool],
        f: &mut dyn FnMut(&Arrangement),
        limit: u64,
    ) -> u64 {
        let cell = placed.len();
        if cell == 8 {
            let cells: [(usize, FaceColouring); 8] = std::array::from_fn(|c| placed[c]);
            f(&Arrangement { cells });
            return 1;
        }
        let mut total = 0;
        for &(p, cube, o) in &self.candidates[cell] {
            if !used[p] && self.inside_fits(cell, &o, placed) {
                used[p] = true;
                placed.push((cube, o));
                total += self.extend(placed, used, f, limit - total);
                placed.pop();
                used[p] = false;
                if total >= limit {
                    break;
                }
            }
        }
        total
    }
}

/// The arrangements of `set` building `target` (a cube index, as the paper draws it).
pub fn arrangements(m: &MacMahon, target: usize, set: u32, interior: bool) -> Vec<Arrangement> {
    let mut out = Vec::new();
    Solver::new(m, m.cubes[target].faces, set, interior).for_each(&mut |a| out.push(a.clone()));
    out
}

/// The number of arrangements (the solution number when `set` has 8 cubes).
pub fn count(m: &MacMahon, target: usize, set: u32, interior: bool) -> u64 {
    Solver::new(m, m.cubes[target].faces, set, interior).count()
}

/// The result record of arrangement number `number` for `target`: the drawable 2x2x2
/// `assembly`, each cell's cube by name with its turned faces.
pub fn arrangement_record(m: &MacMahon, target: usize, number: u64, arr: &Arrangement) -> Value {
    let cells: Vec<Value> = arr
        .cells
        .iter()
        .enumerate()
        .map(
            |(c, (i, f))| json!({"at": [c & 1, c >> 1 & 1, c >> 2], "faces": f.0, "label": m.cubes[*i].name}),
        )
        .collect();
    json!({"target": m.cubes[target].name, "arrangement": number,
           "assembly": {"size": [2, 2, 2], "palette": "macmahon", "cubes": cells}})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conway_set_builds_ba_sixteen_ways_and_two_with_interior() {
        // Paper, Section 1 and 3: 2 ways with interior matching, 2^4 without.
        let m = MacMahon::new();
        let set = m.parse_set("Ac,Ad,Ae,Af,Cb,Db,Eb,Fb").unwrap();
        let ba = m.index("Ba").unwrap();
        assert_eq!(count(&m, ba, set, false), 16);
        assert_eq!(count(&m, ba, set, true), 2);
    }

    #[test]
    fn exists_agrees_with_count() {
        // Conway's set builds Ba (16 ways) and not every other target; exists() stops early.
        let m = MacMahon::new();
        let set = m.parse_set("Ac,Ad,Ae,Af,Cb,Db,Eb,Fb").unwrap();
        let mut built = 0;
        for t in 0..30 {
            for interior in [false, true] {
                let s = Solver::new(&m, m.cubes[t].faces, set, interior);
                assert_eq!(s.exists(), s.count() > 0, "target {t}");
                built += s.exists() as usize;
            }
        }
        assert!(built > 0 && built < 60);
    }

    #[test]
    fn interior_arrangements_really_match_inside() {
        let m = MacMahon::new();
        let set = m.parse_set("Ac,Ad,Ae,Af,Cb,Db,Eb,Fb").unwrap();
        for a in arrangements(&m, m.index("Ba").unwrap(), set, true) {
            for c in 0..8 {
                for k in 0..3 {
                    let n = c ^ (1 << k);
                    // Cell c's face towards n, and n's face towards c.
                    let towards = 2 * k + (n >> k & 1);
                    assert_eq!(a.cells[c].1 .0[towards], a.cells[n].1 .0[towards ^ 1]);
                }
            }
        }
    }
}
