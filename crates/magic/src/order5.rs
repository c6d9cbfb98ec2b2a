//! The fast order-5 kernel: magic squares of order 5 counted from their two diagonals.
//!
//! Entries are `0..25`, every line sums to 60. Name the nine diagonal cells
//!
//! ```text
//! a . . . b      a (0,0)  c (1,1)  g (3,3)  i (4,4)   main diagonal
//! . c . d .      b (0,4)  d (1,3)  f (3,1)  h (4,0)   anti-diagonal
//! . . e . .      e (2,2)  centre
//! . f . g .
//! h . . . i
//! ```
//!
//! Once the diagonals are fixed the remaining 16 cells split into two halves that meet only
//! through the set of values they use:
//!
//! * the *vertical* half: columns 1 and 3 above and below the centre row plus the middle cells
//!   of rows 0 and 4 (`x01 x02 x03 x41 x42 x43 x21 x23`): columns 1 and 3 are triples
//!   `(x01, x21, x41)`, `(x03, x23, x43)` of known sums, and rows 0 and 4 fix `x02`, `x42`;
//! * the *horizontal* half, its transpose: rows 1 and 3 and the middles of columns 0 and 4.
//!
//! Rows 0, 1, 3, 4 and columns 0, 1, 3, 4 are then all satisfied, so row 2 and column 2 are
//! too (all 25 values sum to 300). A completion is therefore a vertical half and a horizontal
//! half whose 8-value sets are complementary within the 16 free values: we tabulate the
//! vertical halves by their value set (a 16-bit mask over the free values) and look up the
//! complement of every horizontal half. Each diagonal configuration costs a few thousand
//! steps, not one step per square.
//!
//! Symmetry: besides the 8 symmetries of the square, permuting rows and columns together by
//! any permutation that commutes with `i -> 4-i` (swap rows/columns 0 and 4; swap 1 and 3;
//! swap 0<->1 with 3<->4) keeps both diagonals, so a group of 32 transformations maps magic
//! squares to magic squares and acts freely on diagonal configurations (no non-identity
//! element fixes all nine diagonal cells). We count only the configurations with
//! `a < c, g, i, b, d, f, h`, `c < g` and `b < h` — exactly one per orbit — and weight them 32.
//! (Schroeppel's 1973 count used the same four "M-transformations"; this decomposition and
//! its mask join are our own.)

use crate::geometry::Perm;

/// Sum of every line for entries `0..25`.
pub const LINE: i32 = 60;
const VALUES: i32 = 25;

/// The nine diagonal entries (see the module picture).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Diagonals {
    /// Centre.
    pub e: u8,
    /// Main diagonal, first corner.
    pub a: u8,
    /// Main diagonal, second cell.
    pub c: u8,
    /// Main diagonal, fourth cell.
    pub g: u8,
    /// Main diagonal, last corner.
    pub i: u8,
    /// Anti-diagonal, first corner.
    pub b: u8,
    /// Anti-diagonal, second cell.
    pub d: u8,
    /// Anti-diagonal, fourth cell.
    pub f: u8,
    /// Anti-diagonal, last corner.
    pub h: u8,
}

/// Cell index (`column + 5 * row`) of each diagonal entry, in the field order above.
pub const DIAGONAL_CELLS: [usize; 9] = [12, 0, 6, 18, 24, 4, 8, 16, 20];

impl Diagonals {
    /// The entries in field order (`e a c g i b d f h`).
    pub fn values(&self) -> [u8; 9] {
        [
            self.e, self.a, self.c, self.g, self.i, self.b, self.d, self.f, self.h,
        ]
    }

    /// The inverse of [`Diagonals::values`].
    pub fn from_values(v: [u8; 9]) -> Self {
        Diagonals {
            e: v[0],
            a: v[1],
            c: v[2],
            g: v[3],
            i: v[4],
            b: v[5],
            d: v[6],
            f: v[7],
            h: v[8],
        }
    }

    /// Value mask of the nine entries (`None` when two coincide or one is out of range).
    fn mask(&self) -> Option<u32> {
        let mut m = 0u32;
        for v in self.values() {
            if v as i32 >= VALUES || m & (1 << v) != 0 {
                return None;
            }
            m |= 1 << v;
        }
        Some(m)
    }

    fn is_magic(&self) -> bool {
        let main = self.a as i32 + self.c as i32 + self.e as i32 + self.g as i32 + self.i as i32;
        let anti = self.b as i32 + self.d as i32 + self.e as i32 + self.f as i32 + self.h as i32;
        main == LINE && anti == LINE
    }
}

/// Which diagonal configurations a count visits, and with what weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    /// One per orbit of the 32 diagonal-preserving transformations (weight 32).
    Full32,
    /// One per orbit of the 8 symmetries of the square (weight 8); for kinds the
    /// M-transformations do not preserve (pandiagonal, ultramagic).
    Square8,
}

impl Reduction {
    /// Squares each counted representative stands for.
    pub fn weight(self) -> u128 {
        match self {
            Reduction::Full32 => 32,
            Reduction::Square8 => 8,
        }
    }

    /// True for the one representative of each orbit.
    pub fn is_representative(self, d: &Diagonals) -> bool {
        match self {
            Reduction::Full32 => {
                [d.c, d.g, d.i, d.b, d.d, d.f, d.h].iter().all(|&x| d.a < x) && d.c < d.g && d.b < d.h
            }
            // The 8 symmetries move corner a to each corner; the transpose then fixes a and
            // swaps b and h.
            Reduction::Square8 => d.a < d.b && d.a < d.h && d.a < d.i && d.b < d.h,
        }
    }
}

/// Extra structure demanded of the diagonals (a necessary condition of the kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagonalFilter {
    /// Any magic diagonals.
    Any,
    /// Centre 12 and centrally symmetric pairs summing to 24 (associative squares).
    Associative,
    /// Centre 12 (after a torus shift every pandiagonal square has 12 in the centre).
    Centre12,
}

impl DiagonalFilter {
    fn admits(self, d: &Diagonals) -> bool {
        match self {
            DiagonalFilter::Any => true,
            DiagonalFilter::Centre12 => d.e == 12,
            DiagonalFilter::Associative => {
                d.e == 12 && d.a + d.i == 24 && d.c + d.g == 24 && d.b + d.h == 24 && d.d + d.f == 24
            }
        }
    }
}

/// The work units of an order-5 count: `(centre, a, c)` triples, in a fixed order.
pub fn units(reduction: Reduction, filter: DiagonalFilter) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for e in 0..25u8 {
        if filter != DiagonalFilter::Any && e != 12 {
            continue;
        }
        for a in 0..25u8 {
            for c in 0..25u8 {
                let ordered = reduction != Reduction::Full32 || a < c;
                if a != e && c != e && a != c && ordered {
                    out.push([e, a, c]);
                }
            }
        }
    }
    out
}

/// Every representative diagonal configuration of the unit `(e, a, c)` admitted by `filter`.
pub fn diagonals_of_unit(unit: [u8; 3], reduction: Reduction, filter: DiagonalFilter) -> Vec<Diagonals> {
    let [e, a, c] = unit;
    let mut out = Vec::new();
    let rest = LINE - (e as i32 + a as i32 + c as i32);
    for g in 0..25u8 {
        let i = rest - g as i32;
        if !(0..VALUES).contains(&i) {
            continue;
        }
        let anti = LINE - e as i32;
        for b in 0..25u8 {
            for d in 0..25u8 {
                for f in 0..25u8 {
                    let h = anti - b as i32 - d as i32 - f as i32;
                    if !(0..VALUES).contains(&h) {
                        continue;
                    }
                    let diag = Diagonals::from_values([e, a, c, g, i as u8, b, d, f, h as u8]);
                    if diag.mask().is_some() && reduction.is_representative(&diag) && filter.admits(&diag) {
                        out.push(diag);
                    }
                }
            }
        }
    }
    out
}

/// One column (or row) triple of a half: its two ends and the middle cell between them.
#[derive(Clone, Copy, Debug)]
struct Triple {
    ends: [u8; 2],
    mid: u8,
    values: u32,
    free_mask: u16,
}

/// Reusable buffers of one worker.
pub struct Scratch {
    table: Vec<u32>,
    first: Vec<Triple>,
    vertical: Vec<([u8; 8], u16)>,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            table: vec![0; 1 << 16],
            first: Vec::with_capacity(256),
            vertical: Vec::with_capacity(1 << 12),
        }
    }
}

const ALL_VALUES: u32 = (1 << VALUES) - 1;

/// `1 << x` for a value `x`, nothing outside `0..25`.
fn bit(x: i32) -> u32 {
    if (0..VALUES).contains(&x) {
        1 << x
    } else {
        0
    }
}

/// The values `w` with `r - w` in `m`.
fn reflect(m: u32, r: i32) -> u32 {
    if r < 0 {
        return 0;
    }
    // Bit j of m goes to bit 63 - j of the reversal, then to r - j.
    ((m as u64).reverse_bits() >> (63 - r)) as u32 & ALL_VALUES
}

/// The free values (those not on the diagonals) and each one's bit among them.
struct Free {
    values: u32,
    bit: [u16; 25],
}

impl Free {
    fn new(diag_mask: u32) -> Self {
        let values = !diag_mask & ALL_VALUES;
        let mut bit = [0u16; 25];
        let mut k = 0;
        for (v, slot) in bit.iter_mut().enumerate() {
            if values & (1 << v) != 0 {
                *slot = 1 << k;
                k += 1;
            }
        }
        Free { values, bit }
    }

    fn has(&self, v: i32) -> bool {
        self.values & bit(v) != 0
    }

    fn cbit(&self, v: i32) -> u16 {
        self.bit[v as usize]
    }
}

/// Ordered triples `(end0, mid, end1)` of distinct free values summing to `sum`.
fn triples(free: &Free, sum: i32, out: &mut Vec<Triple>) {
    out.clear();
    for x in ones(free.values) {
        for y in ones(free.values & !(1 << x)) {
            let mid = sum - x - y;
            if mid == x || mid == y || !free.has(mid) {
                continue;
            }
            out.push(Triple {
                ends: [x as u8, y as u8],
                mid: mid as u8,
                values: 1 << x | 1 << y | 1 << mid,
                free_mask: free.cbit(x) | free.cbit(y) | free.cbit(mid),
            });
        }
    }
}

/// The set bits of `m`, lowest first.
fn ones(mut m: u32) -> impl Iterator<Item = i32> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let v = m.trailing_zeros() as i32;
            m &= m - 1;
            v
        })
    })
}

/// Every half: a triple `t` (sum `k1`) and a triple `u` (sum `k3`) on the two lines crossing
/// the centre line, closed by `top = s0 - t0 - u0` and `bottom = s4 - t1 - u1` on the two
/// outer lines; all eight values distinct and free. `emit` gets the cells
/// `[t0, tmid, t1, u0, umid, u1, top, bottom]` and their mask over the free values.
///
/// For each `t` and each admissible `u0` the admissible `u1` form a bit mask built from a
/// few shifts and reversals, so no candidate pair is tried and rejected one by one.
fn halves(
    free: &Free,
    k1: i32,
    k3: i32,
    s0: i32,
    s4: i32,
    first: &mut Vec<Triple>,
    emit: &mut impl FnMut([u8; 8], u16),
) {
    triples(free, k1, first);
    // ends1[u0]: the u1 for which (u0, k3 - u0 - u1, u1) is a triple of distinct free values.
    let mut ends1 = [0u32; 25];
    for u0 in ones(free.values) {
        let others = free.values & !(1 << u0);
        ends1[u0 as usize] = others & reflect(others, k3 - u0) & !bit(k3 - 2 * u0);
        // mid = u1 happens when 2 * u1 = k3 - u0.
        if (k3 - u0) % 2 == 0 {
            ends1[u0 as usize] &= !bit((k3 - u0) / 2);
        }
    }
    for t in first.iter() {
        let avail = free.values & !t.values;
        let (r0, r4) = (s0 - t.ends[0] as i32, s4 - t.ends[1] as i32);
        // top = r0 - u0 free, unused, and different from u0.
        let mut from = reflect(avail, r0) & avail;
        if r0 % 2 == 0 {
            from &= !bit(r0 / 2);
        }
        // bottom = r4 - u1 free, unused, and different from u1.
        let mut to = reflect(avail, r4) & avail;
        if r4 % 2 == 0 {
            to &= !bit(r4 / 2);
        }
        for u0 in ones(from) {
            let top = r0 - u0;
            let mid_sum = k3 - u0;
            if r4 == mid_sum {
                continue; // bottom would equal the middle of u
            }
            let mut u1s = ends1[u0 as usize] & to & !(1 << top);
            // mid = k3 - u0 - u1 must avoid t and top; bottom must avoid top and u0.
            u1s &= !reflect(t.values | 1 << top, mid_sum);
            u1s &= !bit(r4 - top) & !bit(r4 - u0);
            let base = t.free_mask | free.cbit(u0) | free.cbit(top);
            for u1 in ones(u1s) {
                let (mid, bottom) = (mid_sum - u1, r4 - u1);
                let cells = [
                    t.ends[0],
                    t.mid,
                    t.ends[1],
                    u0 as u8,
                    mid as u8,
                    u1 as u8,
                    top as u8,
                    bottom as u8,
                ];
                emit(cells, base | free.cbit(u1) | free.cbit(mid) | free.cbit(bottom));
            }
        }
    }
}

/// The line sums of the two halves of `d`'s completions: `(k1, k3, s0, s4)` of the vertical
/// half (columns 1 and 3, rows 0 and 4) and of the horizontal one (rows 1 and 3, columns 0
/// and 4). `None` when `d` is not magic.
fn half_sums(d: &Diagonals) -> Option<(Free, [i32; 4], [i32; 4])> {
    let mask = d.mask()?;
    if !d.is_magic() {
        return None;
    }
    let v = |x: u8| x as i32;
    Some((
        Free::new(mask),
        [
            LINE - v(d.c) - v(d.f),
            LINE - v(d.d) - v(d.g),
            LINE - v(d.a) - v(d.b),
            LINE - v(d.h) - v(d.i),
        ],
        [
            LINE - v(d.c) - v(d.d),
            LINE - v(d.f) - v(d.g),
            LINE - v(d.a) - v(d.h),
            LINE - v(d.b) - v(d.i),
        ],
    ))
}

/// Number of magic squares with diagonals `d`.
pub fn count_completions(d: &Diagonals, s: &mut Scratch) -> u64 {
    let Some((free, [k1, k3, s0, s4], [l1, l3, c0, c4])) = half_sums(d) else {
        return 0;
    };
    let Scratch {
        table,
        first,
        vertical,
    } = s;
    vertical.clear();
    halves(&free, k1, k3, s0, s4, first, &mut |cells, m| {
        table[m as usize] += 1;
        vertical.push((cells, m));
    });
    if vertical.is_empty() {
        return 0;
    }
    let mut total = 0u64;
    halves(&free, l1, l3, c0, c4, first, &mut |_, m| {
        total += table[(!m) as usize] as u64
    });
    for &(_, m) in vertical.iter() {
        table[m as usize] = 0;
    }
    total
}

/// Calls `visit` with every magic square (cell values, index `column + 5 * row`) whose
/// diagonals are `d`.
pub fn for_each_completion(d: &Diagonals, s: &mut Scratch, visit: &mut dyn FnMut(&[u8; 25])) {
    let Some((free, [k1, k3, s0, s4], [l1, l3, c0, c4])) = half_sums(d) else {
        return;
    };
    let Scratch { first, vertical, .. } = s;
    vertical.clear();
    halves(&free, k1, k3, s0, s4, first, &mut |cells, m| {
        vertical.push((cells, m))
    });
    vertical.sort_unstable_by_key(|h| h.1);
    let mut square = [0u8; 25];
    for (&cell, v) in DIAGONAL_CELLS.iter().zip(d.values()) {
        square[cell] = v;
    }
    halves(&free, l1, l3, c0, c4, first, &mut |cells, m| {
        let want = !m;
        let start = vertical.partition_point(|x| x.1 < want);
        for vert in vertical[start..].iter().take_while(|x| x.1 == want) {
            place(&mut square, &VERTICAL_CELLS, &vert.0);
            place(&mut square, &HORIZONTAL_CELLS, &cells);
            visit(&square);
        }
    });
}

/// Cells of the vertical half: `x01 x21 x41 x03 x23 x43 x02 x42`.
const VERTICAL_CELLS: [usize; 8] = [1, 11, 21, 3, 13, 23, 2, 22];
/// Cells of the horizontal half, its transpose: `x10 x12 x14 x30 x32 x34 x20 x24`.
const HORIZONTAL_CELLS: [usize; 8] = [5, 7, 9, 15, 17, 19, 10, 14];

fn place(square: &mut [u8; 25], cells: &[usize; 8], values: &[u8; 8]) {
    for (&c, &v) in cells.iter().zip(values) {
        square[c] = v;
    }
}

/// The 32 diagonal-preserving transformations as cell permutations of the 5x5 square: the
/// simultaneous row/column permutations commuting with `i -> 4-i`, each with and without the
/// transpose and the left-right flip.
pub fn diagonal_group() -> Vec<Perm> {
    let sigmas: [[usize; 5]; 8] = [
        [0, 1, 2, 3, 4],
        [4, 1, 2, 3, 0],
        [0, 3, 2, 1, 4],
        [4, 3, 2, 1, 0],
        [1, 0, 2, 4, 3],
        [3, 4, 2, 0, 1],
        [1, 4, 2, 0, 3],
        [3, 0, 2, 4, 1],
    ];
    let mut out = Vec::new();
    for s in sigmas {
        for transpose in [false, true] {
            for flip in [false, true] {
                // Image of the cell at (row, col).
                let images = (0..25)
                    .map(|cell| {
                        let (mut r, mut c) = (s[cell / 5], s[cell % 5]);
                        if transpose {
                            std::mem::swap(&mut r, &mut c);
                        }
                        if flip {
                            c = 4 - c;
                        }
                        (c + 5 * r) as u32
                    })
                    .collect();
                out.push(Perm::from_images(images).expect("a permutation of the 25 cells"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Figure;
    use cubelab_check::figure::check;

    fn figure(sq: &[u8; 25]) -> Figure {
        Figure::square(5, sq.iter().map(|&v| v as i64).collect())
    }

    /// Slow twin: completes the diagonals cell by cell in row order; the last open cell of a
    /// row takes the value the row needs, and each column is checked when it is full.
    fn brute_completions(d: &Diagonals) -> u64 {
        let mut sq = [u8::MAX; 25];
        for (&cell, v) in DIAGONAL_CELLS.iter().zip(d.values()) {
            sq[cell] = v;
        }
        let open: Vec<usize> = (0..25).filter(|c| sq[*c] == u8::MAX).collect();
        fn sum(sq: &[u8; 25], cells: impl Iterator<Item = usize>) -> i32 {
            cells
                .map(|c| if sq[c] == u8::MAX { 0 } else { sq[c] as i32 })
                .sum()
        }
        fn go(sq: &mut [u8; 25], open: &[usize], k: usize, used: u32) -> u64 {
            let Some(&cell) = open.get(k) else {
                return 1;
            };
            let (r, c) = (cell / 5, cell % 5);
            let last_in_row = open.get(k + 1).is_none_or(|&n| n / 5 != r);
            let candidates: Vec<u8> = if last_in_row {
                let need = LINE - sum(sq, (0..5).map(|j| j + 5 * r));
                (0..25)
                    .contains(&need)
                    .then_some(need as u8)
                    .into_iter()
                    .collect()
            } else {
                (0..25).collect()
            };
            let mut n = 0;
            for v in candidates {
                if used & (1 << v) != 0 {
                    continue;
                }
                sq[cell] = v;
                let col_full = open[k + 1..].iter().all(|&o| o % 5 != c);
                if !col_full || sum(sq, (0..5).map(|i| c + 5 * i)) == LINE {
                    n += go(sq, open, k + 1, used | 1 << v);
                }
            }
            sq[cell] = u8::MAX;
            n
        }
        go(&mut sq, &open, 0, d.mask().unwrap())
    }

    /// A diagonal configuration with at least one completion.
    fn completable() -> Diagonals {
        let mut s = Scratch::default();
        diagonals_of_unit([12, 0, 5], Reduction::Full32, DiagonalFilter::Any)
            .into_iter()
            .find(|d| count_completions(d, &mut s) > 0)
            .unwrap()
    }

    #[test]
    fn group_of_32_keeps_magic_squares_magic() {
        let group = diagonal_group();
        assert_eq!(group.len(), 32);
        let d = completable();
        let mut s = Scratch::default();
        let mut seen = 0;
        for_each_completion(&d, &mut s, &mut |sq| {
            seen += 1;
            let mut images = std::collections::HashSet::new();
            for g in &group {
                let img = g.apply(&sq[..]);
                assert!(check(&Figure::square(5, img.iter().map(|&v| v as i64).collect())).magic);
                images.insert(img);
            }
            assert_eq!(images.len(), 32, "the group acts freely");
        });
        assert!(seen > 0);
    }

    #[test]
    fn exactly_one_representative_per_orbit() {
        let group = diagonal_group();
        let square8: Vec<Perm> = crate::geometry::square_group().cell_perms(5);
        let mut sample = diagonals_of_unit([7, 2, 20], Reduction::Full32, DiagonalFilter::Any);
        sample.truncate(50);
        assert!(!sample.is_empty());
        for d in sample {
            let mut sq = [0u8; 25];
            for (&cell, v) in DIAGONAL_CELLS.iter().zip(d.values()) {
                sq[cell] = v;
            }
            let images = |g: &[Perm]| -> Vec<Diagonals> {
                g.iter()
                    .map(|p| {
                        let img = p.apply(&sq[..]);
                        Diagonals::from_values(DIAGONAL_CELLS.map(|c| img[c]))
                    })
                    .collect()
            };
            let reps = images(&group)
                .iter()
                .filter(|x| Reduction::Full32.is_representative(x))
                .count();
            assert_eq!(reps, 1);
            let reps8 = images(&square8)
                .iter()
                .filter(|x| Reduction::Square8.is_representative(x))
                .count();
            assert_eq!(reps8, 1);
        }
    }

    #[test]
    fn mask_join_matches_slow_completion() {
        let mut s = Scratch::default();
        let mut checked = 0;
        for unit in [[12u8, 0, 1], [3, 1, 24], [20, 4, 9]] {
            for d in diagonals_of_unit(unit, Reduction::Full32, DiagonalFilter::Any)
                .iter()
                .step_by(97)
                .take(2)
            {
                let fast = count_completions(d, &mut s);
                assert_eq!(fast, brute_completions(d), "{d:?}");
                let mut listed = 0;
                for_each_completion(d, &mut s, &mut |sq| {
                    assert!(check(&figure(sq)).magic);
                    listed += 1;
                });
                assert_eq!(listed, fast);
                checked += 1;
            }
        }
        assert!(checked >= 4);
        let d = completable();
        assert_eq!(count_completions(&d, &mut s), brute_completions(&d));
    }
}
