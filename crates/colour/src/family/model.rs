//! The target puzzle of a family as a bipartite graph: the 8 corner cells of the 2x2x2 model
//! against the cubes offered. Cube c *fits* cell p of target t when some corner of c reads,
//! clockwise from outside, the same colours as the target's corner p (the corner numbers of
//! `macmahon::cubes` are rotation-invariant and work for repeated colours). A set of distinct
//! cubes builds t exactly when the cells can be given distinct fitting cubes: a perfect
//! matching of the 8 cells, i.e. Hall's condition. This is the paper's graph model (Theorem
//! 5) without its special structure, so it serves any number of colours.
//!
//! A cube fitting a cell can be turned there in as many distinct ways as it has corners
//! reading the cell's colours (counted with the cyclic symmetry of the reading: 3 for a
//! one-colour corner), divided by the order of its own rotation group; the solution number
//! of a collection is the permanent of these weights. The geometric solver
//! (`macmahon::target`) counts the same arrangements by turning cubes, and the tests compare.

use super::{members, Family, Set};
use crate::macmahon::cubes::corner_numbers;

/// One target: for every cube, the cells it fits and in how many orientations.
#[derive(Clone, Debug)]
pub struct Target {
    /// The family's cube (index) whose colouring the 2x2x2 model must show.
    pub cube: usize,
    /// The corner numbers the target shows at cells 0..8.
    pub readings: [u16; 8],
    /// `fit[c]`: bitmask of the cells cube c fits.
    pub fit: Vec<u8>,
    /// `weight[c][p]`: distinct orientations of cube c that show the target's colours at p.
    pub weight: Vec<[u8; 8]>,
    /// `fits_cell[p]`: the cubes that fit cell p.
    pub fits_cell: [Set; 8],
}

/// The number of cyclic shifts of a clockwise reading that leave it unchanged.
fn cyclic_symmetry(reading: u16) -> u32 {
    let (a, b, c) = (reading / 100, reading / 10 % 10, reading % 10);
    if a == b && b == c {
        3
    } else {
        1
    }
}

impl Target {
    /// The fitting table of the target showing `family`'s cube number `cube`.
    pub fn new(family: &Family, cube: usize) -> Self {
        let readings = corner_numbers(&family.cubes[cube].faces);
        let mut fit = Vec::with_capacity(family.len());
        let mut weight = Vec::with_capacity(family.len());
        let mut fits_cell = [0 as Set; 8];
        for (c, piece) in family.cubes.iter().enumerate() {
            let stabiliser = 24 / piece.orientations.len() as u32;
            let w: [u8; 8] = std::array::from_fn(|p| {
                let matching = piece.corners.iter().filter(|&&k| k == readings[p]).count() as u32;
                let rotations = matching * cyclic_symmetry(readings[p]);
                debug_assert_eq!(rotations % stabiliser, 0);
                (rotations / stabiliser) as u8
            });
            let mask = (0..8).filter(|&p| w[p] > 0).fold(0u8, |m, p| m | 1 << p);
            for (p, cell) in fits_cell.iter_mut().enumerate() {
                if mask >> p & 1 == 1 {
                    *cell |= 1 << c;
                }
            }
            fit.push(mask);
            weight.push(w);
        }
        Target {
            cube,
            readings,
            fit,
            weight,
            fits_cell,
        }
    }

    /// The cubes that fit at least one cell (no other cube can be part of a building).
    pub fn relevant(&self) -> Set {
        self.fits_cell.iter().fold(0, |a, &b| a | b)
    }

    /// The most cells that distinct cubes of `set` can fill (maximum matching, augmenting
    /// paths over the cells).
    pub fn matching_size(&self, set: Set) -> usize {
        let mut owner = [u8::MAX; 128];
        let mut size = 0;
        for p in 0..8 {
            let mut seen: Set = 0;
            if self.augment(p, set, &mut seen, &mut owner) {
                size += 1;
            }
        }
        size
    }

    fn augment(&self, cell: usize, set: Set, seen: &mut Set, owner: &mut [u8; 128]) -> bool {
        let mut options = self.fits_cell[cell] & set & !*seen;
        while options != 0 {
            let c = options.trailing_zeros() as usize;
            options &= options - 1;
            *seen |= 1 << c;
            if owner[c] == u8::MAX || self.augment(owner[c] as usize, set, seen, owner) {
                owner[c] = cell as u8;
                return true;
            }
        }
        false
    }

    /// Whether distinct cubes of `set` build the target (outside faces only).
    pub fn built_by(&self, set: Set) -> bool {
        self.fits_cell.iter().all(|&f| f & set != 0) && self.matching_size(set) == 8
    }

    /// The number of arrangements of cubes of `set` showing the target outside: the
    /// permanent of the weights, cell by cell.
    pub fn solution_number(&self, set: Set) -> u64 {
        self.arrangements_from(0, set)
    }

    fn arrangements_from(&self, cell: usize, free: Set) -> u64 {
        if cell == 8 {
            return 1;
        }
        members(self.fits_cell[cell] & free)
            .map(|c| self.weight[c][cell] as u64 * self.arrangements_from(cell + 1, free & !(1 << c)))
            .sum()
    }
}

/// The targets of a family, one per cube.
pub fn targets(family: &Family) -> Vec<Target> {
    (0..family.len()).map(|t| Target::new(family, t)).collect()
}

/// The targets (as a set) that `set` builds.
pub fn targets_built(targets: &[Target], set: Set) -> Set {
    targets
        .iter()
        .enumerate()
        .filter(|(_, t)| t.built_by(set))
        .fold(0, |m, (i, _)| m | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::macmahon::target::Solver;
    use rand::{Rng, SeedableRng};

    /// The geometric solver's count for a set of family cubes.
    fn geometric(f: &Family, target: usize, set: Set) -> u64 {
        let pool: Vec<(usize, &[crate::FaceColouring])> = members(set)
            .map(|c| (c, f.cubes[c].orientations.as_slice()))
            .collect();
        Solver::from_pool(&pool, f.cubes[target].faces, false).count()
    }

    #[test]
    fn weights_count_orientations() {
        // Summed over the cells, a cube's weights count each (orientation, cell) pair whose
        // three outside faces agree with the target: check against turning the cube.
        for n in 1..=4 {
            let f = Family::new(n).unwrap();
            for t in targets(&f) {
                for (c, piece) in f.cubes.iter().enumerate() {
                    for p in 0..8 {
                        let axis_face = |k: usize| 2 * k + (p >> k & 1);
                        let turned = piece
                            .orientations
                            .iter()
                            .filter(|o| {
                                (0..3).all(|k| o.0[axis_face(k)] == f.cubes[t.cube].faces.0[axis_face(k)])
                            })
                            .count();
                        assert_eq!(
                            t.weight[c][p] as usize, turned,
                            "n {n} target {} cube {c} cell {p}",
                            t.cube
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn model_and_geometric_solver_agree_on_random_sets() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        for n in 2..=5 {
            let f = Family::new(n).unwrap();
            let ts = targets(&f);
            for _ in 0..60 {
                let k = rng.gen_range(8..=11.min(f.len()));
                let t = &ts[rng.gen_range(0..f.len())];
                // Mostly cubes that fit the target somewhere, so that many sets build it.
                let pool: Vec<usize> = members(t.relevant()).collect();
                let mut set: Set = 0;
                while (set.count_ones() as usize) < k {
                    set |= 1
                        << if rng.gen_bool(0.8) {
                            pool[rng.gen_range(0..pool.len())]
                        } else {
                            rng.gen_range(0..f.len())
                        };
                }
                let g = geometric(&f, t.cube, set);
                assert_eq!(t.solution_number(set), g, "n {n} set {set:b}");
                assert_eq!(t.built_by(set), g > 0);
            }
        }
    }
}
