//! Indexing of piece arrangements, and move/symmetry tables on the indices.
//!
//! Corners carry the colours `{K, K, C0..C5}` and edges `{C0..C5, E1 x3, E2 x3}`. Both are
//! indexed the same way: a *pattern* says which positions hold the repeated colours (`K`; or
//! `E1`, `E2`), the *order* is the permutation of the six distinct `C` colours read along
//! the remaining positions in increasing order. Index = pattern * 720 + rank(order):
//! corners `28 * 720 = 20,160`, edges `C(12,3) C(9,3) * 720 = 18,480 * 720 = 13,305,600`.
//!
//! A transform (cell permutation `pi`, colour renaming `rho` of the `C` colours) maps
//! pattern `p` to a pattern `p'` that depends on `p` and `pi` only, and the order `o` to
//! `rho . o . sigma`, where `sigma` (new slot -> old slot) depends on `p` and `pi` only. So a
//! table of `(p', sigma)` per pattern and transform, and a 720 x 720 composition table, move
//! all 720 orders of a pattern together: that is what makes the census cache-friendly.

use super::{Cube, CORNER_CELLS, E1, E2, EDGE_CELLS, K};
use crate::colour::nine::CELLS;

/// Orders of the six `C` colours.
pub const ORDERS: usize = 720;

/// Lehmer rank of a permutation of `0..6`.
pub fn rank6(p: &[u8; 6]) -> u16 {
    let mut r = 0u16;
    for i in 0..6 {
        let smaller_after = p[i + 1..].iter().filter(|&&q| q < p[i]).count() as u16;
        r = r * (6 - i as u16) + smaller_after;
    }
    r
}

/// Inverse of [`rank6`].
pub fn unrank6(mut r: u16) -> [u8; 6] {
    let mut digits = [0u16; 6];
    for i in (0..6).rev() {
        let base = 6 - i as u16;
        digits[i] = r % base;
        r /= base;
    }
    let mut left: Vec<u8> = (0..6).collect();
    digits.map(|d| left.remove(d as usize))
}

/// `comp[s * 720 + o] = rank(o . s)` (slot `k` of the result is `o[s[k]]`).
pub fn composition_table() -> Vec<u16> {
    let perms: Vec<[u8; 6]> = (0..ORDERS as u16).map(unrank6).collect();
    let mut t = vec![0u16; ORDERS * ORDERS];
    for (s, sp) in perms.iter().enumerate() {
        for (o, op) in perms.iter().enumerate() {
            t[s * ORDERS + o] = rank6(&sp.map(|k| op[k as usize]));
        }
    }
    t
}

/// One kind of piece: its cells and the colours repeated on it.
pub struct Layout {
    /// The cells of this kind of piece, in order.
    pub cells: &'static [usize],
    /// The repeated colours; class `j + 1` is `repeated[j]`, class 0 the `C` colours.
    pub repeated: &'static [u8],
    /// Every pattern (class per position), in increasing order of its base-3 code.
    pub patterns: Vec<Vec<u8>>,
    /// Pattern number by base-3 code (`u16::MAX` for codes that are not patterns).
    by_code: Vec<u16>,
}

impl Layout {
    /// The 8 corners: `K` twice and the six `C` colours.
    pub fn corners() -> Layout {
        Layout::new(&CORNER_CELLS, &[K], &[6, 2])
    }

    /// The 12 edges: `E1` and `E2` three times each and the six `C` colours.
    pub fn edges() -> Layout {
        Layout::new(&EDGE_CELLS, &[E1, E2], &[6, 3, 3])
    }

    /// `counts[j]` positions of class `j`.
    fn new(cells: &'static [usize], repeated: &'static [u8], counts: &[usize]) -> Layout {
        let n = cells.len();
        let codes = 3usize.pow(n as u32);
        let mut by_code = vec![u16::MAX; codes];
        let mut patterns = Vec::new();
        for (code, slot) in by_code.iter_mut().enumerate() {
            let classes: Vec<u8> = (0..n).map(|i| (code / 3usize.pow(i as u32) % 3) as u8).collect();
            let fits = (0..3).all(|j| {
                classes.iter().filter(|&&c| c as usize == j).count() == counts.get(j).copied().unwrap_or(0)
            });
            if fits {
                *slot = patterns.len() as u16;
                patterns.push(classes);
            }
        }
        Layout {
            cells,
            repeated,
            patterns,
            by_code,
        }
    }

    /// Number of arrangements (patterns x 720 orders).
    pub fn size(&self) -> usize {
        self.patterns.len() * ORDERS
    }

    fn class_of(&self, colour: u8) -> u8 {
        self.repeated
            .iter()
            .position(|&r| r == colour)
            .map_or(0, |j| j as u8 + 1)
    }

    fn pattern_number(&self, classes: &[u8]) -> usize {
        let code: usize = classes.iter().rev().fold(0, |acc, &c| acc * 3 + c as usize);
        self.by_code[code] as usize
    }

    /// Index of the colours on this layout's cells (colours `C_f` are `1 + f`).
    pub fn index(&self, colours: &[u8]) -> usize {
        let classes: Vec<u8> = colours.iter().map(|&k| self.class_of(k)).collect();
        let order: Vec<u8> = colours
            .iter()
            .filter(|&&k| self.class_of(k) == 0)
            .map(|&k| k - 1)
            .collect();
        let order: [u8; 6] = order.try_into().expect("six C colours");
        self.pattern_number(&classes) * ORDERS + rank6(&order) as usize
    }

    /// The colours of index `i`.
    pub fn colours(&self, i: usize) -> Vec<u8> {
        let order = unrank6((i % ORDERS) as u16);
        let mut next = order.iter();
        self.patterns[i / ORDERS]
            .iter()
            .map(|&c| match c {
                0 => next.next().expect("six C positions") + 1,
                c => self.repeated[c as usize - 1],
            })
            .collect()
    }

    /// The position permutation induced by a cell permutation.
    pub fn positions(&self, cell_perm: &[u8; CELLS]) -> Vec<usize> {
        self.cells
            .iter()
            .map(|&cell| {
                let to = cell_perm[cell] as usize;
                self.cells
                    .iter()
                    .position(|&c| c == to)
                    .expect("pieces stay pieces")
            })
            .collect()
    }

    /// For each pattern: the image pattern and `sigma` under the position permutation `pi`.
    pub fn pattern_table(&self, pi: &[usize]) -> Vec<(u16, u16)> {
        self.patterns
            .iter()
            .map(|classes| {
                let mut image = vec![0u8; classes.len()];
                for (i, &c) in classes.iter().enumerate() {
                    image[pi[i]] = c;
                }
                let old_slots: Vec<usize> = (0..classes.len()).filter(|&i| classes[i] == 0).collect();
                let new_slots: Vec<usize> = (0..image.len()).filter(|&j| image[j] == 0).collect();
                let sigma: [u8; 6] = std::array::from_fn(|k| {
                    let from = pi.iter().position(|&t| t == new_slots[k]).expect("a permutation");
                    old_slots.iter().position(|&s| s == from).expect("a C position") as u8
                });
                (self.pattern_number(&image) as u16, rank6(&sigma))
            })
            .collect()
    }
}

/// The rank-level form of a renaming of the `C` colours: `table[o] = rank(rho . o)`.
pub fn rename_table(colours: &[u8; super::COLOURS]) -> Vec<u16> {
    (0..ORDERS as u16)
        .map(|o| rank6(&unrank6(o).map(|k| colours[k as usize + 1] - 1)))
        .collect()
}

/// Corner and edge indices of a cube.
pub fn indices(cube: &Cube, corners: &Layout, edges: &Layout) -> (usize, usize) {
    (corners.index(&cube.corners()), edges.index(&cube.edges()))
}

#[cfg(test)]
mod tests {
    use super::super::moves::Metric;
    use super::super::symmetry;
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn ranks_round_trip_and_sizes_match() {
        for r in 0..ORDERS as u16 {
            assert_eq!(rank6(&unrank6(r)), r);
        }
        assert_eq!(Layout::corners().size(), 20_160);
        assert_eq!(Layout::edges().size(), 13_305_600);
        let e = Layout::edges();
        for i in [0, 1, 719, 720, 5_000_000, 13_305_599] {
            assert_eq!(e.index(&e.colours(i)), i);
        }
    }

    /// The table route (pattern table, composition, renaming) agrees with moving the balls.
    #[test]
    fn tables_agree_with_moving_balls() {
        let comp = composition_table();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let syms = symmetry::all();
        let moves = Metric::Htm.moves();
        for layout in [Layout::corners(), Layout::edges()] {
            for (k, s) in syms.iter().enumerate() {
                let m = moves[k % moves.len()];
                // Symmetry after a move, as a transform.
                let mp = m.cell_perm();
                let both: [u8; CELLS] = mp.map(|c| s.cells[c as usize]);
                let pt = layout.pattern_table(&layout.positions(&both));
                let rename = rename_table(&s.colours);
                for _ in 0..50 {
                    let i = rng.gen_range(0..layout.size());
                    let (p, o) = (i / ORDERS, i % ORDERS);
                    let (q, sigma) = pt[p];
                    let fast =
                        q as usize * ORDERS + rename[comp[sigma as usize * ORDERS + o] as usize] as usize;
                    let mut cube = [0u8; CELLS];
                    for (&cell, &c) in layout.cells.iter().zip(&layout.colours(i)) {
                        cube[cell] = c;
                    }
                    let moved = Cube(cube).permuted(&both, &s.colours);
                    let slow: Vec<u8> = layout.cells.iter().map(|&c| moved.0[c]).collect();
                    assert_eq!(fast, layout.index(&slow));
                }
            }
        }
    }
}
