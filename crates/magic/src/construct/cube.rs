//! Magic cubes by classical methods, each a formula in the coordinates (`x` column, `y` row,
//! `z` layer; entries `0..n^3`), written as three digit cubes `n^2 A + n B + C`:
//!
//! - odd orders, simple: linear digits `x+y+2z`, `x+2y+z`, `2x+y+z` (a generalised Siamese
//!   method); each digit is constant on one space diagonal, where the offset makes it the
//!   middle digit;
//! - odd orders, pantriagonal and perfect (Nasik): linear digits whose steps along every
//!   required direction are units mod `n` (or, when 3 divides `n`, three times a unit, with
//!   a digit map balanced mod 3); the coefficients are found by a small search, so the orders
//!   reached are exactly those where the search succeeds (listed in `docs/constructions.md`);
//! - doubly even orders, simple: the complement method (Trenkler's rule for `4 | n`);
//! - `4 | n`, pantriagonal, and `8 | n`, perfect: digit `g(x)` complemented by a parity flag
//!   of the other two coordinates (after Nakamura's `T_m` digit maps);
//! - singly even orders, simple: Trenkler's construction from an odd cube of order `n/2`.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{
    add_mod, digits, linear_table, outer, Base, Choice, Construction, Lines, Request, MAX_CUBE_ORDER,
};
use crate::error::{Error, Result};
use crate::geometry::lines::directions;
use crate::kind::CubeKind;

/// `n^2 s0[a.q] + n s1[b.q] + s2[c.q]` (mod `n` inside), offsets folded into the z tables.
pub struct LinearCube {
    n: usize,
    /// `tables[digit][axis][coordinate]`.
    tables: [[Vec<u32>; 3]; 3],
    maps: [Vec<u32>; 3],
}

impl LinearCube {
    /// The base with row coefficients `rows`, offsets and digit maps per axis.
    pub fn new(n: usize, rows: [[i64; 3]; 3], offsets: [i64; 3], maps: [Vec<u32>; 3]) -> Self {
        let tables = std::array::from_fn(|d| {
            std::array::from_fn(|k| linear_table(n, rows[d][k], if k == 2 { offsets[d] } else { 0 }))
        });
        LinearCube { n, tables, maps }
    }

    /// Odd `n`: digits `x+y+2z`, `x+2y+z`, `2x+y+z` (determinant -4, a unit). Each steps by 4
    /// or 2 along three space diagonals and by 0 along one, where it equals `2(n-1) + k`; the
    /// offset `k = (n+3)/2` makes that the middle digit `(n-1)/2`. Digit maps fixing the
    /// middle (commuting with the reversal) keep all this.
    pub fn simple_odd(n: usize, mut rng: Option<&mut ChaCha8Rng>) -> Self {
        let k = (n as i64 + 3) / 2;
        let maps = std::array::from_fn(|_| digits::reversal_symmetric(n, rng.as_deref_mut()));
        LinearCube::new(n, [[1, 1, 2], [1, 2, 1], [2, 1, 1]], [k, k, k], maps)
    }

    /// Odd `n`: linear digits good for every direction of `dirs` (pantriagonal or perfect),
    /// or `None` when the search finds none.
    pub fn broken_odd(n: usize, dirs: &[[i8; 3]], mut rng: Option<&mut ChaCha8Rng>) -> Option<Self> {
        let rows = search_rows(n, dirs)?;
        let maps = std::array::from_fn(|_| {
            if n.is_multiple_of(3) {
                digits::balanced3(n, false, rng.as_deref_mut())
            } else {
                let mut p = digits::identity(n);
                if let Some(r) = rng.as_deref_mut() {
                    p.shuffle(r);
                }
                p
            }
        });
        Some(LinearCube::new(n, rows, [0, 0, 0], maps))
    }
}

impl Base<3> for LinearCube {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 3]) -> u32 {
        let n = self.n as u32;
        let digit = |d: usize| {
            let t = &self.tables[d];
            let s = add_mod(add_mod(t[0][q[0]], t[1][q[1]], n), t[2][q[2]], n);
            self.maps[d][s as usize]
        };
        (digit(0) * n + digit(1)) * n + digit(2)
    }
    fn absorb(&mut self, axis: usize, map: &[u32]) -> bool {
        for t in self.tables.iter_mut() {
            super::reindex(&mut t[axis], map);
        }
        true
    }
    #[inline(always)]
    fn fill_line<const S: usize>(&self, q: [usize; 3], table: &[u32], out: &mut [u32]) {
        let n = self.n as u32;
        let (o1, o2) = ((S + 1) % 3, (S + 2) % 3);
        let fixed: [u32; 3] =
            std::array::from_fn(|d| add_mod(self.tables[d][o1][q[o1]], self.tables[d][o2][q[o2]], n));
        let [t0, t1, t2] = [&self.tables[0][S], &self.tables[1][S], &self.tables[2][S]];
        let [m0, m1, m2] = &self.maps;
        for (v, &t) in out.iter_mut().zip(table) {
            let t = t as usize;
            let a = m0[add_mod(t0[t], fixed[0], n) as usize];
            let b = m1[add_mod(t1[t], fixed[1], n) as usize];
            let c = m2[add_mod(t2[t], fixed[2], n) as usize];
            *v = (a * n + b) * n + c;
        }
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// A step `s` along a broken line is good when it is a unit mod `n`, or (3 | n, n >= 9) three
/// times a unit: the line then meets one residue class mod 3 three times, which a balanced
/// digit map sums correctly.
fn good_step(n: i64, s: i64) -> bool {
    let g = gcd(s.rem_euclid(n), n);
    g == 1 || (g == 3 && n >= 9)
}

fn det3(m: &[[i64; 3]; 3]) -> i64 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

/// Coefficient rows with good steps along every direction and a unit determinant (so the
/// three digits determine the cell). Cyclic triples `(a,b,c), (c,a,b), (b,c,a)` are tried
/// first, then any triple, with entries `±1..±8`.
fn search_rows(n: usize, dirs: &[[i8; 3]]) -> Option<[[i64; 3]; 3]> {
    let n = n as i64;
    let entries: Vec<i64> = (1..=8i64)
        .flat_map(|e| [e, -e])
        .filter(|e: &i64| e.abs() < n)
        .collect();
    let mut good: Vec<[i64; 3]> = Vec::new();
    for &a in &entries {
        for &b in &entries {
            for &c in &entries {
                let v = [a, b, c];
                let ok = dirs
                    .iter()
                    .all(|d| good_step(n, (0..3).map(|k| v[k] * d[k] as i64).sum()));
                if ok {
                    good.push(v);
                }
            }
        }
    }
    let unit = |m: &[[i64; 3]; 3]| gcd(det3(m).rem_euclid(n), n) == 1;
    for v in &good {
        let m = [*v, [v[2], v[0], v[1]], [v[1], v[2], v[0]]];
        if unit(&m) {
            return Some(m);
        }
    }
    let mut budget = 2_000_000u32;
    for a in &good {
        for b in &good {
            for c in &good {
                let m = [*a, *b, *c];
                if unit(&m) {
                    return Some(m);
                }
                budget -= 1;
                if budget == 0 {
                    return None;
                }
            }
        }
    }
    None
}

/// The directions of the lines a kind needs to sum (broken): axial and triagonal, plus the
/// planar diagonals for perfect cubes.
fn broken_directions(perfect: bool) -> Vec<[i8; 3]> {
    let mut dirs = directions::<3>(1);
    dirs.extend(directions::<3>(3));
    if perfect {
        dirs.extend(directions::<3>(2));
    }
    dirs
}

/// Doubly even orders: the natural order `x + n y + n^2 z`, complemented where an odd number
/// of the coordinates have `c mod 4` in {0, 3}. Each axial line and space diagonal is half
/// complemented in a pattern closed under `c -> n-1-c`, so every digit sums to `n(n-1)/2`.
pub struct ComplementCube {
    n: usize,
}

impl Base<3> for ComplementCube {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 3]) -> u32 {
        let n = self.n;
        let v = (q[0] + n * (q[1] + n * q[2])) as u32;
        if outer(q[0]) ^ outer(q[1]) ^ outer(q[2]) {
            (n * n * n - 1) as u32 - v
        } else {
            v
        }
    }
}

/// `4 | n`: digit `A = g(x)`, complemented (`n-1-g(x)`) when a flag of `(y, z)` is set;
/// `B` from `h(y)` and `(z, x)`, `C` from `k(z)` and `(x, y)`, each map satisfying
/// `g(i + n/2) = n-1-g(i)`.
///
/// - narrow flag `(a + b) mod 2`: lines moving the digit's own coordinate keep the flag
///   (triagonals change `a + b` by 0 or 2), the others alternate it: pantriagonal.
/// - wide flag, bit 1 of `(a + 2b) mod 4` (`8 | n`): balanced on all four line directions
///   of the `(a, b)` plane, and along lines moving the digit's coordinate either constant,
///   alternating, or set on two consecutive residues mod 4, which `g` balances because each
///   residue class mod 4 holds `n/8` complementary pairs: perfect (Nasik).
///
/// The digits determine the cell: `g` gives `x mod n/2` (so the parities), the parities
/// give the flags, the flags give `x`.
pub struct FlagCube {
    n: usize,
    maps: [Vec<u32>; 3],
    wide: bool,
}

impl FlagCube {
    /// The base of order `n`; `wide` for the doubled digit range, `rng` to draw free parameters.
    pub fn new(n: usize, wide: bool, mut rng: Option<&mut ChaCha8Rng>) -> Self {
        let maps = std::array::from_fn(|_| digits::complementary(n, rng.as_deref_mut()));
        FlagCube { n, maps, wide }
    }

    #[inline(always)]
    fn flag(&self, a: usize, b: usize) -> bool {
        if self.wide {
            (a + 2 * b) & 2 != 0
        } else {
            (a + b) & 1 != 0
        }
    }
}

impl Base<3> for FlagCube {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 3]) -> u32 {
        let top = self.n as u32 - 1;
        let digit = |d: usize| {
            let v = self.maps[d][q[d]];
            if self.flag(q[(d + 1) % 3], q[(d + 2) % 3]) {
                top - v
            } else {
                v
            }
        };
        let n = self.n as u32;
        (digit(0) * n + digit(1)) * n + digit(2)
    }
}

/// Trenkler's cubes of order `n = 2t`, `t` odd: fold each coordinate (`c* = min(c, n-1-c)`),
/// take an odd magic cube `M` of order `t` at the folded point and add `t^3 d(u, v)` where
/// `v` names the octant and `u = (x* - y* + z* + 1) mod t` picks a row of the table below
/// (rows past the third alternate ascending and descending).
pub struct Trenkler {
    n: usize,
    t: usize,
    odd: LinearCube,
}

const TRENKLER: [[u32; 8]; 3] = [
    [7, 3, 6, 2, 5, 1, 4, 0],
    [3, 7, 2, 6, 1, 5, 0, 4],
    [0, 1, 3, 2, 5, 4, 6, 7],
];

impl Base<3> for Trenkler {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 3]) -> u32 {
        let (n, t) = (self.n, self.t);
        let fold = |c: usize| if c < t { (c, 0) } else { (n - 1 - c, 1) };
        let ((x, ex), (y, ey), (z, ez)) = (fold(q[0]), fold(q[1]), fold(q[2]));
        let u = (x + t - y + z + 1) % t;
        let v = 4 * ex + 2 * ey + ez;
        let d = match u {
            0..=2 => TRENKLER[u][v],
            _ if u % 2 == 1 => v as u32,
            _ => 7 - v as u32,
        };
        d * (t * t * t) as u32 + self.odd.at([x, y, z])
    }
}

/// Why no cube of `kind` and order `n` is constructed: it does not exist, or this program
/// has no construction for it. `None` when one is constructed.
fn refusal(n: usize, kind: CubeKind) -> Option<Error> {
    let name = kind.name();
    let none = |why: &str| Some(Error::impossible(format!("{name} cube of order {n}: {why}")));
    let missing = |why: &str| {
        Some(Error::impossible(format!(
            "{name} cube of order {n}: {why}, but this program has no construction for it"
        )))
    };
    match kind {
        _ if n < 3 => none("no magic cube of order 0, 1 or 2 exists; use order 3 or more"),
        CubeKind::SemiMagic | CubeKind::Simple => None,
        CubeKind::Associative if n % 4 == 2 => Some(Error::impossible(format!(
            "{name} cube of order {n}: this program has no construction for singly even orders \
             (associative squares of those orders do not exist; for cubes it does not know)"
        ))),
        CubeKind::Associative => None,
        CubeKind::Pantriagonal if n == 3 => none("pantriagonal magic cubes exist only from order 4"),
        CubeKind::Pantriagonal if n % 4 == 2 => {
            missing("pantriagonal cubes of singly even order exist (Nakamura)")
        }
        CubeKind::Perfect if n.is_multiple_of(2) && !n.is_multiple_of(8) => {
            none("perfect (Nasik) cubes of even order exist only for multiples of 8")
        }
        CubeKind::Perfect if n < 9 && n % 2 == 1 => {
            none("perfect (Nasik) cubes of odd order exist only from order 9")
        }
        CubeKind::Diagonal if n <= 4 => none("diagonal magic cubes exist only from order 5"),
        CubeKind::Diagonal if !n.is_multiple_of(8) && (n.is_multiple_of(2) || n < 9) => {
            missing("diagonal cubes of this order exist (Nakamura)")
        }
        _ => None,
    }
}

/// The construction of a cube of `kind` and order `n`, or why there is none.
pub fn construct(n: usize, kind: CubeKind, choice: Choice) -> Result<Construction> {
    if let Some(e) = refusal(n, kind) {
        return Err(e);
    }
    if n > MAX_CUBE_ORDER {
        return Err(Error::usage(format!(
            "order {n}: cube constructions go up to order {MAX_CUBE_ORDER} (entries must fit in 32 bits)"
        )));
    }
    let mut req = Request::new(choice, format!("{} cube", kind.name()));
    let name = req.name.clone();
    match kind {
        // Both constructions come out associative too (tests/construct.rs checks every choice
        // at orders 3-16).
        CubeKind::SemiMagic | CubeKind::Simple | CubeKind::Associative => {
            if n % 2 == 1 {
                let base = LinearCube::simple_odd(n, req.rng());
                req.frame(
                    base,
                    Lines::Straight,
                    "generalised Siamese (linear digits x+y+2z, x+2y+z, 2x+y+z)",
                )
            } else if n.is_multiple_of(4) {
                req.frame(ComplementCube { n }, Lines::Straight, "complement method")
            } else {
                let t = n / 2;
                let odd = LinearCube::simple_odd(t, req.rng());
                req.frame(
                    Trenkler { n, t, odd },
                    Lines::Straight,
                    "Trenkler's construction from an odd cube of order n/2",
                )
            }
        }
        // Refusals leave only pantriagonal, or perfect and diagonal for 8 | n, here.
        _ if n.is_multiple_of(4) => {
            let wide = kind != CubeKind::Pantriagonal;
            let method = if wide {
                "wide-flag digit method (Nasik)"
            } else {
                "parity-flag digit method (pantriagonal)"
            };
            let base = FlagCube::new(n, wide, req.rng());
            req.frame(base, Lines::Broken, method)
        }
        _ => {
            let perfect = kind != CubeKind::Pantriagonal;
            match LinearCube::broken_odd(n, &broken_directions(perfect), req.rng()) {
                Some(base) => req.frame(base, Lines::Broken, "linear digit method (searched coefficients)"),
                None => Err(Error::impossible(format!(
                    "{name} of order {n}: such cubes exist (Nakamura), but no linear digit construction reaches this order and this program has no other"
                ))),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No linear digit has non-zero steps along all 13 directions mod 5 or 7 (of the classes
    /// ±1, ±2, ±3 mod 7 one of ±1±2±3 vanishes), so the search must fail there and succeed
    /// for primes from 11.
    #[test]
    fn nasik_search_fails_mod_5_and_7() {
        let dirs = broken_directions(true);
        assert!(search_rows(5, &dirs).is_none());
        assert!(search_rows(7, &dirs).is_none());
        assert!(search_rows(35, &dirs).is_none());
        assert!(search_rows(11, &dirs).is_some());
        assert!(search_rows(9, &dirs).is_some());
        assert!(search_rows(5, &broken_directions(false)).is_some());
    }
}
