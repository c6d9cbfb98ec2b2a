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
//! half whose 8-value sets are complementary within the 16 free values: we tally the
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
//!
//! The complement `x -> 24 - x` maps magic squares to magic squares and the centre `e` to
//! `24 - e`, and commutes with the 32. For the plain magic count ([`Reduction::Full64`]) only
//! centres up to 12 are visited: a configuration with centre below 12 stands for its orbit
//! and its complement's, 64 squares per completion; one with centre 12 is paired with the
//! representative of its complement, the smaller of the two (in the order of
//! [`Diagonals::values`]) counted 64 times, and a configuration that is its own pair (its
//! complement lies in its orbit) 32 times ([`complement_weight`]).

use std::sync::OnceLock;

use crate::geometry::Perm;

/// Sum of every line for entries `0..25`.
pub const LINE: i32 = 60;
const VALUES: i32 = 25;
/// The complement maps `x` to `MIRROR - x`.
const MIRROR: u8 = 24;

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

    /// The complement `x -> 24 - x` of every entry (entries must be in `0..25`).
    pub fn complement(&self) -> Self {
        Diagonals::from_values(self.values().map(|x| MIRROR - x))
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
    /// As [`Reduction::Full32`], and of a configuration and its complement only one: centres
    /// 0 to 12, weights 64 or 32 ([`complement_weight`]). For kinds the complement keeps.
    Full64,
    /// One per orbit of the 8 symmetries of the square (weight 8); for kinds the
    /// M-transformations do not preserve (pandiagonal, ultramagic).
    Square8,
}

impl Reduction {
    /// Squares a counted representative stands for, at most (the weight of every
    /// representative but the self-complementary ones of [`Reduction::Full64`]).
    pub fn weight(self) -> u128 {
        match self {
            Reduction::Full32 => 32,
            Reduction::Full64 => 64,
            Reduction::Square8 => 8,
        }
    }

    /// Squares the configuration `d` stands for: its weight when it is the one
    /// representative of its orbit, 0 otherwise.
    pub fn weight_of(self, d: &Diagonals) -> u128 {
        match self {
            Reduction::Full32 | Reduction::Square8 => {
                if self.is_representative(d) {
                    self.weight()
                } else {
                    0
                }
            }
            Reduction::Full64 => {
                if Reduction::Full32.is_representative(d) {
                    complement_weight(d)
                } else {
                    0
                }
            }
        }
    }

    /// True for the one representative of each orbit.
    pub fn is_representative(self, d: &Diagonals) -> bool {
        match self {
            Reduction::Full32 => {
                [d.c, d.g, d.i, d.b, d.d, d.f, d.h].iter().all(|&x| d.a < x) && d.c < d.g && d.b < d.h
            }
            Reduction::Full64 => self.weight_of(d) > 0,
            // The 8 symmetries move corner a to each corner; the transpose then fixes a and
            // swaps b and h.
            Reduction::Square8 => d.a < d.b && d.a < d.h && d.a < d.i && d.b < d.h,
        }
    }
}

/// The weight of a representative `d` of the 32 (`Reduction::Full32`) in the count that
/// also folds the complement, per completion of `d`:
///
/// * centre below 12: 64, the orbit of `d` and the orbit of its complement (centre
///   `24 - e`, never visited);
/// * centre above 12: 0 (counted from its complement);
/// * centre 12: the complement of `d` has centre 12 too, and its own representative `d'`.
///   When `d' != d` the two orbits are distinct and one of them counts both: 64 for the
///   smaller, 0 for the other. When `d' = d` the complement maps the orbit onto itself:
///   its 32 members are all there is, weight 32.
///
/// "Smaller" compares [`Diagonals::values`] lexicographically. Both start with centre 12;
/// next comes `a`, the least entry of `d`, against the least entry of `d'`, which is
/// `24 - max` — so `a + max` against 24 decides, and only a tie compares further.
pub fn complement_weight(d: &Diagonals) -> u128 {
    use std::cmp::Ordering::*;
    let order = match d.e.cmp(&(MIRROR / 2)) {
        Less => Less,
        Greater => Greater,
        Equal => {
            let max = [d.c, d.g, d.i, d.b, d.d, d.f, d.h]
                .into_iter()
                .max()
                .unwrap_or(d.a);
            match (d.a + max).cmp(&MIRROR) {
                Equal => d.values().cmp(&representative32(&d.complement()).values()),
                other => other,
            }
        }
    };
    match order {
        Less => 64,
        Equal => 32,
        Greater => 0,
    }
}

/// The images of the nine diagonal positions under the 32 transformations: image `k` of a
/// configuration `x` has `x.values()[map[k]]` at position `k`.
fn diagonal_position_maps() -> &'static [[usize; 9]] {
    static MAPS: OnceLock<Vec<[usize; 9]>> = OnceLock::new();
    MAPS.get_or_init(|| {
        diagonal_group()
            .iter()
            .map(|p| {
                // p moves cell DIAGONAL_CELLS[j] to p(DIAGONAL_CELLS[j]), a diagonal cell.
                let mut map = [0usize; 9];
                for (j, &cell) in DIAGONAL_CELLS.iter().enumerate() {
                    let to = p.images()[cell] as usize;
                    let k = DIAGONAL_CELLS
                        .iter()
                        .position(|&c| c == to)
                        .expect("the 32 keep the diagonals");
                    map[k] = j;
                }
                map
            })
            .collect()
    })
}

/// The representative (`Reduction::Full32`) of the orbit of `d` under the 32.
pub fn representative32(d: &Diagonals) -> Diagonals {
    let v = d.values();
    diagonal_position_maps()
        .iter()
        .map(|map| Diagonals::from_values(map.map(|j| v[j])))
        .find(|x| Reduction::Full32.is_representative(x))
        .expect("each orbit of the 32 has one representative")
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

/// The work units of an order-5 count: `(centre, a, c)` triples, in a fixed order (centre,
/// then `a`, then `c`, ascending). For [`Reduction::Full64`] only centres 0 to 12, and at
/// centre 12 only `c <= 24 - a` (a larger `c` makes `a + max > 24`: weight 0).
pub fn units(reduction: Reduction, filter: DiagonalFilter) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for e in 0..25u8 {
        if filter != DiagonalFilter::Any && e != 12 {
            continue;
        }
        if reduction == Reduction::Full64 && e > MIRROR / 2 {
            continue;
        }
        for a in 0..25u8 {
            for c in 0..25u8 {
                let ordered = reduction == Reduction::Square8 || a < c;
                let paired = reduction != Reduction::Full64 || e < MIRROR / 2 || a + c <= MIRROR;
                if a != e && c != e && a != c && ordered && paired {
                    out.push([e, a, c]);
                }
            }
        }
    }
    out
}

/// Every representative diagonal configuration of the unit `(e, a, c)` admitted by `filter`
/// (those of weight > 0), in a fixed order.
pub fn diagonals_of_unit(unit: [u8; 3], reduction: Reduction, filter: DiagonalFilter) -> Vec<Diagonals> {
    let mut out = Vec::new();
    for_each_diagonal(unit, reduction, filter, &mut |d, _| out.push(*d));
    out
}

/// Calls `visit` with every representative diagonal configuration of the unit `(e, a, c)`
/// admitted by `filter` and its weight ([`Reduction::weight_of`], never 0), in the order of
/// `(g, b, d, f)`.
pub fn for_each_diagonal(
    unit: [u8; 3],
    reduction: Reduction,
    filter: DiagonalFilter,
    visit: &mut impl FnMut(&Diagonals, u128),
) {
    let [e, a, c] = unit;
    if [e, a, c].iter().any(|&x| x as i32 >= VALUES) || e == a || e == c || a == c {
        return;
    }
    let (e, a, c) = (e as i32, a as i32, c as i32);
    let used0 = 1u32 << e | 1 << a | 1 << c;
    // Full32 and Full64: a is below every other entry; Square8: below b, h and i.
    let above_a = ALL_VALUES & !((2u32 << a) - 1);
    let full = reduction != Reduction::Square8;
    let rest = LINE - e - a - c;
    let anti = LINE - e;
    for g in ones(ALL_VALUES & !used0 & if full { above_a } else { ALL_VALUES }) {
        let i = rest - g;
        if !(0..VALUES).contains(&i) || i == g || used0 & 1 << i != 0 || i < a || (full && g < c) {
            continue;
        }
        let used1 = used0 | 1 << g | 1 << i;
        let open = ALL_VALUES & !used1;
        for b in ones(open & above_a) {
            for d in ones(open & !(1 << b) & if full { above_a } else { ALL_VALUES }) {
                // f and h = anti - b - d - f, both open, distinct.
                let open = open & !(1 << b) & !(1 << d);
                let sum = anti - b - d;
                let fs = open & reflect(open, sum) & !half_bit(sum) & if full { above_a } else { ALL_VALUES };
                for f in ones(fs) {
                    let h = sum - f;
                    if h <= b {
                        continue;
                    }
                    let diag = Diagonals::from_values([e, a, c, g, i, b, d, f, h].map(|x| x as u8));
                    if !filter.admits(&diag) {
                        continue;
                    }
                    let w = reduction.weight_of(&diag);
                    if w > 0 {
                        visit(&diag, w);
                    }
                }
            }
        }
    }
}

/// Squares of the unit `(e, a, c)` that the reduction's representatives stand for: the sum
/// of weight times completions over [`for_each_diagonal`] (magic squares only: no check
/// beyond the lines).
pub fn count_unit(unit: [u8; 3], reduction: Reduction, filter: DiagonalFilter, s: &mut Scratch) -> u128 {
    let mut n = 0u128;
    for_each_diagonal(unit, reduction, filter, &mut |d, w| {
        n += w * count_completions(d, s) as u128;
    });
    n
}

/// Masks over the 16 free values.
const MASKS: usize = 1 << 16;

/// Reusable buffers of one worker.
pub struct Scratch {
    /// Vertical halves by their mask over the free values.
    table: Box<[u16; MASKS]>,
    /// The masks tallied, to clear them again (a half has 8 distinct values of 16, so a
    /// side has fewer than 16 * 15 * 14 * 13 = 43,680 halves: the array never fills).
    tallied: Box<[u16; MASKS]>,
    vertical: Vec<([u8; 8], u16)>,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            table: Box::new([0; MASKS]),
            tallied: Box::new([0; MASKS]),
            vertical: Vec::with_capacity(1 << 12),
        }
    }
}

const ALL_VALUES: u32 = (1 << VALUES) - 1;
/// Value 0 in a reversed mask; value `v` is `HIGH >> v`.
const HIGH: u64 = 1 << 63;

/// `1 << x` for `x` in `0..32`, nothing for other `x` (negative ones included). Bits 25 to
/// 31 are no values; every use masks them off or only clears bits with the result.
fn bit(x: i32) -> u32 {
    1u32.checked_shl(x as u32).unwrap_or(0)
}

/// The value `r / 2` when `r` is even (the `w` with `w = r - w`), as a bit.
fn half_bit(r: i32) -> u32 {
    if r & 1 == 0 {
        bit(r >> 1)
    } else {
        0
    }
}

/// A value mask kept bit-reversed in 64 bits: value `v` at bit `63 - v`.
fn reversed(m: u32) -> u64 {
    (m as u64).reverse_bits()
}

/// The values `w` with `r - w` in the mask whose reversal is `rm`: a shift of the reversal.
fn reflect_reversed(rm: u64, r: i32) -> u32 {
    // Bit 63 - j goes to bit r - j; a negative r, or one above 63, leaves no value.
    (rm.checked_shr((63 - r) as u32).unwrap_or(0) as u32) & ALL_VALUES
}

/// The values `w` with `r - w` in `m`.
fn reflect(m: u32, r: i32) -> u32 {
    reflect_reversed(reversed(m), r)
}

/// Calls `f` with the set bits of `m`, lowest first (the hot loops' form of [`ones`]).
#[inline(always)]
fn for_ones(mut m: u32, mut f: impl FnMut(i32)) {
    while m != 0 {
        f(m.trailing_zeros() as i32);
        m &= m - 1;
    }
}

/// Bits set in a value mask, by bytes (the machines we build for may lack a popcount
/// instruction, and the generic one is longer).
fn popcount(m: u32) -> u32 {
    const BYTE: [u8; 256] = {
        let mut t = [0u8; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = (i as u32).count_ones() as u8;
            i += 1;
        }
        t
    };
    m.to_le_bytes().iter().map(|&b| BYTE[b as usize] as u32).sum()
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

/// The free values of a configuration (those not on the diagonals), their reversal, and
/// each one's bit among them (indexed by value; 0 for the others, and the array is 32 long
/// so that a value masked with 31 indexes it without a bounds check).
struct Free {
    values: u32,
    reversed: u64,
    bit: [u16; 32],
}

impl Free {
    fn new(diag_mask: u32) -> Self {
        let values = !diag_mask & ALL_VALUES;
        let mut bit = [0u16; 32];
        for (k, v) in ones(values).enumerate() {
            bit[v as usize] = 1 << k;
        }
        Free {
            values,
            reversed: reversed(values),
            bit,
        }
    }

    /// The bit among the free values of the free value `v`.
    fn cbit(&self, v: i32) -> u16 {
        self.bit[(v & 31) as usize]
    }

    /// The `y` that close a triple `(x, sum - x - y, y)` of three distinct free values: `y`
    /// free and not `x`, the middle free and neither `x` nor `y`.
    fn partners(&self, x: i32, sum: i32) -> u32 {
        self.values
            & !bit(x)
            & reflect_reversed(self.reversed, sum - x)
            & !bit(sum - 2 * x)
            & !half_bit(sum - x)
    }
}

/// The line sums of one half: the two lines crossing the centre line (`k1` through the
/// first cells, `k3` through the others) and the two outer lines (`s0` through the first
/// ends, `s4` through the second).
#[derive(Clone, Copy, Debug)]
struct HalfSums {
    k1: i32,
    k3: i32,
    s0: i32,
    s4: i32,
}

/// Every half: a triple `t` (sum `k1`) and a triple `u` (sum `k3`) on the two lines crossing
/// the centre line, closed by `top = s0 - t0 - u0` and `bottom = s4 - t1 - u1` on the two
/// outer lines; all eight values distinct and free. `emit` gets the half's mask over the
/// free values and its cells `[t0, tmid, t1, u0, umid, u1, top, bottom]`.
///
/// Bit masks do the work: the partners of each value in a triple of either crossing line,
/// for each `t` the `u0` whose `top` is free (one reflection of the unused values) and the
/// `u1` whose `bottom` is, and for each `u0` its partners in `u` among those (or for each
/// `u1` its partners among the `u0`, whichever side has fewer). What is left to test one
/// candidate at a time are the few coincidences between `u`'s middle and `t`, and between
/// `top`, `bottom` and the ends of `u`. The crossing line with fewer triples is the outer
/// loop: exchanging the two crossing lines (and `t` with `u`) maps halves to halves.
#[inline(always)]
fn halves(free: &Free, sums: HalfSums, emit: &mut impl FnMut(u16, [u8; 8])) {
    let HalfSums { k1, k3, s0, s4 } = sums;
    let mut partners1 = [0u32; 32];
    let mut partners3 = [0u32; 32];
    let (mut has1, mut has3) = (0u32, 0u32);
    let (mut pairs1, mut pairs3) = (0u32, 0u32);
    for_ones(free.values, |x| {
        let (p1, p3) = (free.partners(x, k1), free.partners(x, k3));
        partners1[x as usize] = p1;
        partners3[x as usize] = p3;
        has1 |= ((p1 != 0) as u32) << x;
        has3 |= ((p3 != 0) as u32) << x;
        pairs1 += popcount(p1);
        pairs3 += popcount(p3);
    });
    if pairs1 == 0 || pairs3 == 0 {
        return;
    }
    if pairs1 <= pairs3 {
        let outer = Crossing {
            partners: &partners1,
            has: has1,
            sum: k1,
        };
        let inner = Crossing {
            partners: &partners3,
            has: has3,
            sum: k3,
        };
        halves_from(
            free,
            outer,
            inner,
            s0,
            s4,
            &mut |m, [t0, tmid, t1, u0, umid, u1, top, bottom]| {
                emit(m, [t0, tmid, t1, u0, umid, u1, top, bottom])
            },
        );
    } else {
        let outer = Crossing {
            partners: &partners3,
            has: has3,
            sum: k3,
        };
        let inner = Crossing {
            partners: &partners1,
            has: has1,
            sum: k1,
        };
        halves_from(
            free,
            outer,
            inner,
            s0,
            s4,
            &mut |m, [u0, umid, u1, t0, tmid, t1, top, bottom]| {
                emit(m, [t0, tmid, t1, u0, umid, u1, top, bottom])
            },
        );
    }
}

/// One crossing line of a half: each free value's partners in a triple on it (see
/// [`Free::partners`]), the values that have any, and the line's sum.
#[derive(Clone, Copy)]
struct Crossing<'a> {
    partners: &'a [u32; 32],
    has: u32,
    sum: i32,
}

/// [`halves`] with the triple `t` on the `outer` crossing line and `u` on the `inner` one;
/// cells in the order `[t0, tmid, t1, u0, umid, u1, top, bottom]` of that assignment.
#[inline(always)]
fn halves_from(
    free: &Free,
    outer: Crossing,
    inner: Crossing,
    s0: i32,
    s4: i32,
    emit: &mut impl FnMut(u16, [u8; 8]),
) {
    let fv = free.values;
    let k3 = inner.sum;
    for_ones(fv & outer.has, |t0| {
        let r0 = s0 - t0;
        for_ones(outer.partners[(t0 & 31) as usize], |t1| {
            let tmid = outer.sum - t0 - t1;
            let tv = 1u32 << t0 | 1 << t1 | 1 << tmid;
            let avail = fv & !tv;
            let rtv = HIGH >> t0 | HIGH >> t1 | HIGH >> tmid;
            let ravail = free.reversed & !rtv;
            let r4 = s4 - t1;
            // u0 with top = r0 - u0 unused and not u0, and u's middle not bottom
            // (k3 - u0 - u1 = r4 - u1); u1 with bottom = r4 - u1 unused and not u1, and u's
            // middle not top.
            let from = avail & inner.has & reflect_reversed(ravail, r0) & !half_bit(r0) & !bit(k3 - r4);
            if from == 0 {
                return;
            }
            let to = avail & inner.has & reflect_reversed(ravail, r4) & !half_bit(r4) & !bit(k3 - r0);
            if to == 0 {
                return;
            }
            let base = free.cbit(t0) | free.cbit(t1) | free.cbit(tmid);
            // Left for each pair: u's middle not in t, top not u1 nor bottom, bottom not u0.
            let mut close = |u0: i32, top: i32, u1: i32, bottom: i32| {
                let umid = k3 - u0 - u1;
                let mask = base
                    | free.cbit(u0)
                    | free.cbit(top)
                    | free.cbit(u1)
                    | free.cbit(umid)
                    | free.cbit(bottom);
                // Written out, not mapped: a count drops the cells unbuilt.
                let cells = [
                    t0 as u8,
                    tmid as u8,
                    t1 as u8,
                    u0 as u8,
                    umid as u8,
                    u1 as u8,
                    top as u8,
                    bottom as u8,
                ];
                emit(mask, cells);
            };
            if popcount(from) <= popcount(to) {
                for_ones(from, |u0| {
                    // Not u's middle k3 - u0 - u1 in t. A value with partners has
                    // k3 - u0 in 1..60, so the shift is in 3..62.
                    let top = r0 - u0;
                    let u1s = inner.partners[(u0 & 31) as usize]
                        & to
                        & !((rtv >> (63 - (k3 - u0))) as u32)
                        & !(1 << top)
                        & !bit(r4 - u0)
                        & !bit(r4 - top);
                    for_ones(u1s, |u1| {
                        close(u0, top, u1, r4 - u1);
                    });
                });
            } else {
                for_ones(to, |u1| {
                    let bottom = r4 - u1;
                    let u0s = inner.partners[(u1 & 31) as usize]
                        & from
                        & !((rtv >> (63 - (k3 - u1))) as u32)
                        & !(1 << bottom)
                        & !bit(r0 - u1)
                        & !bit(r0 - bottom);
                    for_ones(u0s, |u0| {
                        close(u0, r0 - u0, u1, bottom);
                    });
                });
            }
        });
    });
}

/// The free values and the line sums of the two halves of `d`'s completions: the vertical
/// half (columns 1 and 3, rows 0 and 4) and the horizontal one (rows 1 and 3, columns 0
/// and 4). `None` when `d` is not magic.
fn half_sums(d: &Diagonals) -> Option<(Free, HalfSums, HalfSums)> {
    let mask = d.mask()?;
    if !d.is_magic() {
        return None;
    }
    let v = |x: u8| x as i32;
    Some((
        Free::new(mask),
        HalfSums {
            k1: LINE - v(d.c) - v(d.f),
            k3: LINE - v(d.d) - v(d.g),
            s0: LINE - v(d.a) - v(d.b),
            s4: LINE - v(d.h) - v(d.i),
        },
        HalfSums {
            k1: LINE - v(d.c) - v(d.d),
            k3: LINE - v(d.f) - v(d.g),
            s0: LINE - v(d.a) - v(d.h),
            s4: LINE - v(d.b) - v(d.i),
        },
    ))
}

/// Number of magic squares with diagonals `d`: the vertical halves tallied by mask, the
/// tally of each horizontal half's complement added up.
pub fn count_completions(d: &Diagonals, s: &mut Scratch) -> u64 {
    let Some((free, vertical, horizontal)) = half_sums(d) else {
        return 0;
    };
    let Scratch { table, tallied, .. } = s;
    let (table, tallied) = (&mut **table, &mut **tallied);
    let mut n = 0usize;
    halves(&free, vertical, &mut |m, _| {
        table[m as usize] += 1;
        tallied[n % MASKS] = m;
        n += 1;
    });
    if n == 0 {
        return 0;
    }
    let mut total = 0u64;
    halves(&free, horizontal, &mut |m, _| {
        total += table[(!m) as usize] as u64
    });
    for &m in &tallied[..n] {
        table[m as usize] = 0;
    }
    total
}

/// Calls `visit` with every magic square (cell values, index `column + 5 * row`) whose
/// diagonals are `d`, in a fixed order (horizontal halves in the order they are generated,
/// each with its vertical partners in the order of theirs).
pub fn for_each_completion(d: &Diagonals, s: &mut Scratch, visit: &mut dyn FnMut(&[u8; 25])) {
    let Some((free, vertical_sums, horizontal_sums)) = half_sums(d) else {
        return;
    };
    let Scratch { vertical, .. } = s;
    vertical.clear();
    halves(&free, vertical_sums, &mut |m, cells| vertical.push((cells, m)));
    // Stable: halves with the same mask keep the order they were generated in.
    vertical.sort_by_key(|h| h.1);
    let mut square = [0u8; 25];
    for (&cell, v) in DIAGONAL_CELLS.iter().zip(d.values()) {
        square[cell] = v;
    }
    halves(&free, horizontal_sums, &mut |m, cells| {
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

    /// The complement pairs the representatives of centre 12 exactly: `d` and the
    /// representative `d'` of its complement are each other's pair; their weights add up to
    /// 64 when they differ (two orbits of 32 configurations, 64 in all) and `d` alone weighs
    /// 32 when they coincide (the complement keeps the orbit: 32 configurations in all).
    #[test]
    fn complement_weights_are_orbit_sizes() {
        let group = diagonal_position_maps();
        let (mut pairs, mut selves) = (0, 0);
        for unit in [[12u8, 0, 5], [12, 3, 9], [12, 1, 23], [12, 6, 18], [12, 2, 22]] {
            for d in diagonals_of_unit(unit, Reduction::Full32, DiagonalFilter::Any) {
                let twin = representative32(&d.complement());
                assert_eq!(representative32(&twin.complement()), d);
                let (w, wt) = (complement_weight(&d), complement_weight(&twin));
                // The configurations the 32 and the complement make of d.
                let mut orbit = std::collections::HashSet::new();
                for x in [d, d.complement()] {
                    let v = x.values();
                    orbit.extend(group.iter().map(|map| map.map(|j| v[j])));
                }
                if twin == d {
                    assert_eq!((w, orbit.len()), (32, 32), "{d:?}");
                    selves += 1;
                } else {
                    assert_eq!((w + wt, orbit.len()), (64, 64), "{d:?}");
                    assert!(w == 0 || wt == 0);
                    pairs += 1;
                }
                assert_eq!(Reduction::Full64.weight_of(&d), w);
            }
        }
        assert!(pairs > 0 && selves > 0, "{pairs} pairs, {selves} self-paired");
    }

    /// Below centre 12 every representative weighs 64, above it none; the units of the
    /// folded count are those of centres 0 to 12 (at 12 only those with `a + c <= 24`) and
    /// lose no configuration of weight > 0.
    #[test]
    fn folded_units_and_weights() {
        let d = completable();
        assert_eq!(complement_weight(&Diagonals { e: 11, ..d }), 64);
        assert_eq!(complement_weight(&Diagonals { e: 13, ..d }), 0);
        let units64 = units(Reduction::Full64, DiagonalFilter::Any);
        let units32 = units(Reduction::Full32, DiagonalFilter::Any);
        assert_eq!(units32.len(), 6900);
        assert!(units64.iter().all(|u| u[0] <= 12 && units32.contains(u)));
        for u in units32.iter().filter(|u| !units64.contains(u)) {
            assert!(u[0] > 12 || diagonals_of_unit(*u, Reduction::Full64, DiagonalFilter::Any).is_empty());
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
