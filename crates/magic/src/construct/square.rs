//! Magic squares of every order by classical methods, each a formula in the coordinates
//! (`x` column, `y` row, entries `0..n^2`):
//!
//! - odd orders: de la Loubère's Siamese method, written as two linear digit squares;
//! - odd orders from 5: pandiagonal and ultramagic squares from the digit squares
//!   `2x+y` and `y-2x` (the knight-step lattice), with a digit map balanced over the residues
//!   mod 3 when 3 divides `n`;
//! - doubly even orders: the diagonal (complement) method, and the most-perfect squares of
//!   Ollerenshaw and Brée from complementary digit maps;
//! - singly even orders: Conway's LUX method over a Siamese square of order `n/2`.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{
    add_mod, digits, linear_table, outer, Base, Choice, Construction, Lines, Request, MAX_SQUARE_ORDER,
};
use crate::error::{Error, Result};
use crate::kind::SquareKind;

/// `n * s[(a.q) mod n] + t[(b.q) mod n]` with the offsets folded into the row tables.
pub struct LinearSquare {
    n: usize,
    a: [Vec<u32>; 2],
    b: [Vec<u32>; 2],
    s: Vec<u32>,
    t: Vec<u32>,
}

impl LinearSquare {
    /// Digits `s[a0 x + a1 y + ka]` and `t[b0 x + b1 y + kb]`.
    pub fn new(n: usize, a: [i64; 3], b: [i64; 3], s: Vec<u32>, t: Vec<u32>) -> Self {
        LinearSquare {
            n,
            a: [linear_table(n, a[0], 0), linear_table(n, a[1], a[2])],
            b: [linear_table(n, b[0], 0), linear_table(n, b[1], b[2])],
            s,
            t,
        }
    }

    /// De la Loubère: 1 in the middle of the top row, then up and right, down when blocked.
    /// Entry `v` sits at `(x, y) = (h + B - A, 2A - B)` for digits `A = v / n`, `B = v mod n`,
    /// `h = (n-1)/2`; inverting, `A = x + y + h + 1` and `B = 2x + y + 1` (mod n). Digit maps
    /// commuting with the reversal keep it magic (the anti-diagonal's constant digit stays the
    /// middle one, the main diagonal's digit `B` meets a class symmetric about the middle).
    pub fn siamese(n: usize, mut rng: Option<&mut ChaCha8Rng>) -> Self {
        let h = (n as i64 - 1) / 2;
        let s = digits::reversal_symmetric(n, rng.as_deref_mut());
        let t = digits::reversal_symmetric(n, rng);
        LinearSquare::new(n, [1, 1, h + 1], [2, 1, 1], s, t)
    }

    /// Pandiagonal for odd `n >= 5`: digits `2x+y` and `y-2x`. Along rows, columns and the
    /// broken diagonals of one direction each digit steps by a unit; along the other
    /// direction it steps by 3, which for `3 | n` meets one residue class three times, so
    /// the digit map is balanced over the classes. With `associative` the offsets are chosen
    /// so that cells symmetric about the centre have complementary digits (ultramagic).
    pub fn lattice(n: usize, associative: bool, mut rng: Option<&mut ChaCha8Rng>) -> Self {
        let map = |rng: Option<&mut ChaCha8Rng>| -> Vec<u32> {
            match (n.is_multiple_of(3), associative) {
                (true, true) => digits::balanced3(n, true, None),
                (true, false) => digits::balanced3(n, false, rng),
                (false, true) => digits::reversal_symmetric(n, rng),
                (false, false) => {
                    let mut p = digits::identity(n);
                    if let Some(r) = rng {
                        p.shuffle(r);
                    }
                    p
                }
            }
        };
        let s = map(rng.as_deref_mut());
        let t = map(rng);
        // Offsets 1 and -1 make the digit of the centre-symmetric cell `n-1-d`.
        let (ka, kb) = if associative { (1, n as i64 - 1) } else { (0, 0) };
        LinearSquare::new(n, [2, 1, ka], [-2, 1, kb], s, t)
    }
}

impl Base<2> for LinearSquare {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 2]) -> u32 {
        let n = self.n as u32;
        let a = add_mod(self.a[0][q[0]], self.a[1][q[1]], n);
        let b = add_mod(self.b[0][q[0]], self.b[1][q[1]], n);
        n * self.s[a as usize] + self.t[b as usize]
    }
    fn absorb(&mut self, axis: usize, map: &[u32]) -> bool {
        super::reindex(&mut self.a[axis], map);
        super::reindex(&mut self.b[axis], map);
        true
    }
    #[inline(always)]
    fn fill_line<const S: usize>(&self, q: [usize; 2], table: &[u32], out: &mut [u32]) {
        let n = self.n as u32;
        let o = 1 - S;
        let (fa, fb) = (self.a[o][q[o]], self.b[o][q[o]]);
        let (ma, mb) = (&self.a[S], &self.b[S]);
        for (v, &t) in out.iter_mut().zip(table) {
            let a = add_mod(ma[t as usize], fa, n);
            let b = add_mod(mb[t as usize], fb, n);
            *v = n * self.s[a as usize] + self.t[b as usize];
        }
    }
}

/// Doubly even orders: the natural order `x + n y`, complemented on the cells lying on the
/// diagonals of the 4x4 blocks (`x mod 4` and `y mod 4` both in {0,3} or both in {1,2}).
pub struct DiagonalComplement {
    n: usize,
}

impl Base<2> for DiagonalComplement {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 2]) -> u32 {
        let v = (q[0] + self.n * q[1]) as u32;
        if outer(q[0]) == outer(q[1]) {
            (self.n * self.n - 1) as u32 - v
        } else {
            v
        }
    }
}

/// Two flagged digit squares: `A = g(x)`, complemented (`n-1-g(x)`) on the rows whose flag is
/// set, and `B = h(y)`, complemented on the flagged columns.
///
/// - Most-perfect (Ollerenshaw and Brée's squares, `4 | n`), flag "odd", maps with
///   `g(i + n/2) = n-1-g(i)`: every wrapped 2x2 block meets both row parities (digit sum
///   `2(n-1)`), cells `n/2` apart on a diagonal have complementary digits, and because `g`
///   pairs complementary values on equal parities every broken diagonal sums alike. `A`
///   gives `x mod n/2`, hence the parity of `x`, which fixes `B`'s complement; `B` gives `y`,
///   whose parity resolves `x`.
/// - Ultramagic (`4 | n`, `n >= 8`), flag "`c mod 4` in {0, 3}", maps from
///   [`digits::ultra_even`]: flags and maps are symmetric under `c -> n-1-c`, so
///   centre-symmetric cells have complementary digits (associative); a broken diagonal meets
///   the flag on two consecutive residues mod 4, which the maps balance (pandiagonal). `A`
///   names the pair `{x, n-1-x}` (one flag), which fixes `B`'s complement, and so on.
pub struct FlagSquare {
    n: usize,
    g: Vec<u32>,
    h: Vec<u32>,
    outer_flag: bool,
}

impl FlagSquare {
    /// A most-perfect square of order `n` (a multiple of 4); `rng` draws the free parameters.
    pub fn most_perfect(n: usize, mut rng: Option<&mut ChaCha8Rng>) -> Self {
        let g = digits::complementary(n, rng.as_deref_mut());
        let h = digits::complementary(n, rng);
        FlagSquare {
            n,
            g,
            h,
            outer_flag: false,
        }
    }

    /// An ultramagic square of order `n`, when this construction has one; `rng` draws the free parameters.
    pub fn ultramagic(n: usize, mut rng: Option<&mut ChaCha8Rng>) -> Option<Self> {
        let g = digits::ultra_even(n, rng.as_deref_mut())?;
        let h = digits::ultra_even(n, rng)?;
        Some(FlagSquare {
            n,
            g,
            h,
            outer_flag: true,
        })
    }

    #[inline(always)]
    fn flag(&self, c: usize) -> bool {
        if self.outer_flag {
            outer(c)
        } else {
            c & 1 == 1
        }
    }
}

impl Base<2> for FlagSquare {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 2]) -> u32 {
        let top = self.n as u32 - 1;
        let a = self.g[q[0]];
        let a = if self.flag(q[1]) { top - a } else { a };
        let b = self.h[q[1]];
        let b = if self.flag(q[0]) { top - b } else { b };
        self.n as u32 * a + b
    }
}

/// Conway's LUX method for `n = 2m`, `m` odd: each cell of a magic square `S` of order `m`
/// becomes a 2x2 block `4 S + P` with `P` one of the patterns L, U, X; rows `0..=k` of blocks
/// are L (`k = (m-1)/2`), row `k+1` is U, the rest X, and the middle U swaps with the L above.
pub struct Lux {
    n: usize,
    k: usize,
    odd: LinearSquare,
}

/// Patterns indexed `[pattern][row bit][column bit]`: L, U, X.
const LUX: [[[u32; 2]; 2]; 3] = [[[3, 0], [1, 2]], [[0, 3], [1, 2]], [[0, 3], [2, 1]]];

impl Base<2> for Lux {
    fn order(&self) -> usize {
        self.n
    }
    #[inline(always)]
    fn at(&self, q: [usize; 2]) -> u32 {
        let (bx, by) = (q[0] / 2, q[1] / 2);
        let k = self.k;
        let pattern = match by {
            _ if bx == k && by == k => 1,
            _ if bx == k && by == k + 1 => 0,
            y if y <= k => 0,
            y if y == k + 1 => 1,
            _ => 2,
        };
        4 * self.odd.at([bx, by]) + LUX[pattern][q[1] & 1][q[0] & 1]
    }
}

/// An error when no square of `kind` and order `n` will be constructed: none exists, or
/// its entries would not fit in 32 bits.
fn check_order(n: usize, kind: SquareKind) -> Result<()> {
    if n < 3 {
        return Err(Error::impossible(format!(
            "order {n}: no magic square of order 0, 1 or 2 exists; use order 3 or more"
        )));
    }
    if n > MAX_SQUARE_ORDER {
        return Err(Error::usage(format!(
            "order {n}: constructions go up to order {MAX_SQUARE_ORDER} (entries must fit in 32 bits)"
        )));
    }
    match kind.nonexistence(n) {
        Some(why) => Err(Error::impossible(why)),
        None => Ok(()),
    }
}

/// The construction of a square of `kind` and order `n`, or why there is none.
pub fn construct(n: usize, kind: SquareKind, choice: Choice) -> Result<Construction> {
    check_order(n, kind)?;
    let mut req = Request::new(choice, format!("{} square", kind.name()));
    let name = req.name.clone();
    use SquareKind::*;
    match kind {
        SemiMagic | Magic | Associative if n % 2 == 1 => {
            let base = LinearSquare::siamese(n, req.rng());
            req.frame(base, Lines::Straight, "Siamese method (de la Loubère)")
        }
        SemiMagic | Magic | Associative if n.is_multiple_of(4) => req.frame(
            DiagonalComplement { n },
            Lines::Straight,
            "diagonal complement method",
        ),
        SemiMagic | Magic => {
            let m = n / 2;
            let odd = LinearSquare::siamese(m, req.rng());
            let lux = Lux {
                n,
                k: (m - 1) / 2,
                odd,
            };
            req.frame(lux, Lines::Straight, "LUX method (Conway)")
        }
        Pandiagonal if n % 2 == 1 => {
            let base = LinearSquare::lattice(n, false, req.rng());
            req.frame(
                base,
                Lines::Broken,
                "lattice method (digits 2x+y, y-2x; balanced mod 3)",
            )
        }
        Pandiagonal | MostPerfect => {
            let base = FlagSquare::most_perfect(n, req.rng());
            req.frame(
                base,
                Lines::Broken,
                "most-perfect digit method (Ollerenshaw-Brée)",
            )
        }
        Ultramagic if n % 2 == 1 => {
            let base = LinearSquare::lattice(n, true, req.rng());
            req.frame(
                base,
                Lines::Fixed,
                "associative lattice method (digits 2x+y+1, y-2x-1)",
            )
        }
        Ultramagic => match FlagSquare::ultramagic(n, req.rng()) {
            Some(base) => req.frame(
                base,
                Lines::Fixed,
                "doubly even ultramagic digit method (flags on y, x mod 4 in {0,3})",
            ),
            None => Err(Error::impossible(format!("{name} of order {n}: no construction"))),
        },
        Associative => Err(Error::impossible(format!(
            "{name} of order {n}: no associative square of singly even order exists"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn siamese_order_3_is_de_la_loubere() {
        let f = construct(3, SquareKind::Magic, Choice::Classical)
            .unwrap()
            .to_figure(1);
        assert_eq!(f.cells, vec![8, 1, 6, 3, 5, 7, 4, 9, 2]);
    }
}
