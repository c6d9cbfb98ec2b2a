//! Constructions: a magic square or cube of any order, computed cell by cell from a formula.
//!
//! Every construction is a *base* (a classical method giving entries `0..n^D` as a function
//! of the coordinates) seen through a [`Frame`]: one of the 8 (48) symmetries, a permutation
//! of the coordinates that keeps the kind (a reversal-symmetric permutation of rows and
//! columns for the straight kinds, a translation for the broken ones) and possibly the
//! complement `n^D-1-v`. Nothing is stored but a few tables of length `n`, so a figure can
//! be streamed row by row or filled in parallel at memory speed. Methods, orders and
//! references are in `docs/constructions.md`.

pub mod cube;
pub mod digits;
pub mod square;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use crate::error::{Error, Result};
use crate::format::Figure;
use crate::geometry::AxisMap;

/// Largest orders whose entries fit in `u32` (`n^2`, `n^3` at most `2^32`).
pub const MAX_SQUARE_ORDER: usize = 65_536;
/// Largest cube order whose entries fit in `u32`.
pub const MAX_CUBE_ORDER: usize = 1_625;

/// A classical method: entry `0..n^D` of the cell at source coordinates `q`.
pub trait Base<const D: usize>: Send + Sync {
    /// The order `n`.
    fn order(&self) -> usize;
    /// Entry (`0..n^D`) of the cell at coordinates `q`.
    fn at(&self, q: [usize; D]) -> u32;
    /// Re-indexes the base's tables for source axis `axis` by `map` (so that `at` with
    /// coordinate `i` reads what coordinate `map[i]` read before) and returns true; bases
    /// without per-axis tables return false and the frame looks the map up per cell.
    fn absorb(&mut self, axis: usize, map: &[u32]) -> bool {
        let _ = (axis, map);
        false
    }
    /// One line of cells: `out[i] = at(q with q[S] = table[i])`. Bases override it to
    /// compute the line's fixed part once.
    #[inline(always)]
    fn fill_line<const S: usize>(&self, mut q: [usize; D], table: &[u32], out: &mut [u32]) {
        for (o, &t) in out.iter_mut().zip(table) {
            q[S] = t as usize;
            *o = self.at(q);
        }
    }
}

/// `table` re-indexed by `map`: entry `i` becomes `table[map[i]]`.
fn reindex(table: &mut Vec<u32>, map: &[u32]) {
    *table = map.iter().map(|&m| table[m as usize]).collect();
}

/// A figure computed on demand, row by row (a row is `n` cells along the first axis; row `r`
/// of a cube is row `r % n` of layer `r / n`).
pub trait RowSource: Send + Sync {
    /// 2 for a square, 3 for a cube.
    fn dim(&self) -> usize;
    /// The order `n`.
    fn order(&self) -> usize;
    /// Fills `out` (length `n`) with row `row`, entries `0..n^D`.
    fn fill_row(&self, row: usize, out: &mut [u32]);
}

/// How a user picks among the figures a construction offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Choice {
    /// Variant 0: the classical figure itself.
    #[default]
    Classical,
    /// Variant `k` of the documented family: symmetry `k mod G`, complement
    /// `(k / G) mod 2`, and frame permutation `k / 2G` (see [`Frame::variant`]).
    Variant(u64),
    /// Every free parameter drawn from `ChaCha8Rng` seeded with this value.
    Seed(u64),
}

impl Choice {
    /// The generator a `Seed` choice draws from (`None` for the other choices).
    pub fn rng(self) -> Option<ChaCha8Rng> {
        match self {
            Choice::Seed(s) => Some(ChaCha8Rng::seed_from_u64(s)),
            _ => None,
        }
    }
}

/// Which coordinate permutations keep a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lines {
    /// Only the main diagonals count: the same reversal-symmetric permutation on every axis.
    Straight,
    /// All broken lines count: any translation.
    Broken,
    /// Both (ultramagic): only the symmetries and the complement.
    Fixed,
}

/// A constructed figure: its method and the rows.
pub struct Construction {
    /// The classical method used, e.g. `Siamese (de la Loubere)`.
    pub method: &'static str,
    /// How many variants the family has (saturating at `u128::MAX`).
    pub variants: u128,
    /// The rows, computed on demand.
    pub figure: Box<dyn RowSource>,
}

impl Construction {
    /// The order `n`.
    pub fn order(&self) -> usize {
        self.figure.order()
    }
    /// 2 for a square, 3 for a cube.
    pub fn dim(&self) -> usize {
        self.figure.dim()
    }
    /// Number of rows (`n` for a square, `n^2` for a cube).
    pub fn rows(&self) -> usize {
        self.order().pow(self.dim() as u32 - 1)
    }

    /// The rows one at a time, entries on `start..start+n^D`: a streaming view that never
    /// holds the whole figure (an order-10,000 square has 10^8 entries).
    ///
    /// ```
    /// use cubelab_magic::construct::{square, Choice};
    /// use cubelab_magic::SquareKind;
    ///
    /// let c = square::construct(5, SquareKind::Magic, Choice::Classical).unwrap();
    /// for row in c.rows_from(1) {
    ///     assert_eq!(row.iter().sum::<i64>(), 65);
    /// }
    /// ```
    pub fn rows_from(&self, start: i64) -> impl Iterator<Item = Vec<i64>> + '_ {
        let n = self.order();
        let mut buf = vec![0u32; n];
        (0..self.rows()).map(move |r| {
            self.figure.fill_row(r, &mut buf);
            buf.iter().map(|&v| v as i64 + start).collect()
        })
    }

    /// Every entry (`0..n^D`) in cell order, rows computed in parallel.
    pub fn fill(&self, buf: &mut [u32]) {
        let n = self.order();
        assert_eq!(buf.len(), n * self.rows());
        buf.par_chunks_mut(n)
            .enumerate()
            .for_each(|(r, row)| self.figure.fill_row(r, row));
    }

    /// The figure on `start..start+n^D`.
    pub fn to_figure(&self, start: i64) -> Figure {
        let n = self.order();
        let mut buf = vec![0u32; n * self.rows()];
        self.fill(&mut buf);
        let cells = buf.into_iter().map(|v| v as i64 + start).collect();
        Figure {
            dim: self.dim() as u8,
            order: n,
            cells,
        }
    }
}

/// A symmetry, a permutation of the coordinates and a complement applied to a base.
#[derive(Clone, Debug)]
pub struct Frame<const D: usize> {
    sym: AxisMap<D>,
    /// Per source axis, the permutation applied to that coordinate.
    coords: [Vec<u32>; D],
    complement: bool,
}

impl<const D: usize> Frame<D> {
    /// The frame that changes nothing (variant 0).
    pub fn identity(n: usize) -> Self {
        Frame {
            sym: AxisMap::identity(),
            coords: std::array::from_fn(|_| (0..n as u32).collect()),
            complement: false,
        }
    }

    /// How many variants a kind with `lines` offers at order `n` (saturating).
    pub fn variant_count(n: usize, lines: Lines) -> u128 {
        let group = AxisMap::<D>::all().len() as u128;
        let perms = match lines {
            Lines::Broken => (n as u128).saturating_pow(D as u32),
            Lines::Straight => 1u128.checked_shl((n / 2).min(100) as u32).unwrap_or(u128::MAX),
            Lines::Fixed => 1,
        };
        (group * 2).saturating_mul(perms)
    }

    /// Variant `k`: symmetry `k mod G` (in [`AxisMap::all`] order), complement when
    /// `(k / G)` is odd, and with `j = k / 2G`: for broken kinds the translation whose
    /// coordinates are the base-`n` digits of `j`; for straight kinds the reversal-symmetric
    /// permutation swapping `i` and `n-1-i` for each set bit `i` of `j`.
    pub fn variant(n: usize, lines: Lines, k: u64, kind: &str) -> Result<Self> {
        let count = Self::variant_count(n, lines);
        if k as u128 >= count {
            return Err(Error::usage(format!(
                "variant {k}: {kind} of order {n} has variants 0 to {}",
                count - 1
            )));
        }
        let all = AxisMap::<D>::all();
        let g = all.len() as u64;
        let mut f = Frame::identity(n);
        f.sym = all[(k % g) as usize];
        f.complement = (k / g) % 2 == 1;
        let mut j = k / (2 * g);
        match lines {
            Lines::Broken => {
                for axis in 0..D {
                    let shift = (j % n as u64) as usize;
                    j /= n as u64;
                    f.coords[axis] = (0..n).map(|i| ((i + shift) % n) as u32).collect();
                }
            }
            Lines::Straight => {
                let mut p: Vec<u32> = (0..n as u32).collect();
                for i in 0..(n / 2).min(64) {
                    if j >> i & 1 == 1 {
                        p.swap(i, n - 1 - i);
                    }
                }
                f.coords = std::array::from_fn(|_| p.clone());
            }
            Lines::Fixed => {}
        }
        Ok(f)
    }

    /// A random frame: symmetry, complement and coordinate permutation.
    pub fn random(n: usize, lines: Lines, rng: &mut ChaCha8Rng) -> Self {
        let all = AxisMap::<D>::all();
        let mut f = Frame::identity(n);
        f.sym = all[rng.gen_range(0..all.len())];
        f.complement = rng.gen();
        match lines {
            Lines::Broken => {
                for c in f.coords.iter_mut() {
                    let shift = rng.gen_range(0..n);
                    *c = (0..n).map(|i| ((i + shift) % n) as u32).collect();
                }
            }
            Lines::Straight => {
                let p = digits::reversal_symmetric(n, Some(rng));
                f.coords = std::array::from_fn(|_| p.clone());
            }
            Lines::Fixed => {}
        }
        f
    }

    /// The frame a choice selects.
    pub fn choose(
        n: usize,
        lines: Lines,
        choice: Choice,
        rng: Option<&mut ChaCha8Rng>,
        kind: &str,
    ) -> Result<Self> {
        match (choice, rng) {
            (Choice::Variant(k), _) => Self::variant(n, lines, k, kind),
            (Choice::Seed(_), Some(rng)) => Ok(Self::random(n, lines, rng)),
            _ => Ok(Self::identity(n)),
        }
    }
}

/// A base seen through a frame. Output point `p` reads the base at `q` where
/// `q[axes[k]] = coords[axes[k]][p[k] or n-1-p[k]]`: the tables below fold the flip and the
/// coordinate permutation into one lookup per output axis.
struct Framed<B, const D: usize> {
    base: B,
    n: usize,
    /// `tables[k][p[k]]` is source coordinate `slots[k]`.
    tables: [Vec<u32>; D],
    slots: [usize; D],
    complement: bool,
    top: u32,
}

impl<B: Base<D>, const D: usize> Framed<B, D> {
    fn new(mut base: B, frame: Frame<D>) -> Self {
        let n = base.order();
        let slots = std::array::from_fn(|k| frame.sym.axes[k] as usize);
        let tables = std::array::from_fn(|k| {
            let src = &frame.coords[frame.sym.axes[k] as usize];
            let map: Vec<u32> = (0..n)
                .map(|i| src[if frame.sym.flips[k] { n - 1 - i } else { i }])
                .collect();
            // Folding the map into the base's own tables turns a random lookup per cell
            // into a sequential one.
            if base.absorb(slots[k], &map) {
                (0..n as u32).collect()
            } else {
                map
            }
        });
        let top = (n as u64).pow(D as u32) - 1;
        Framed {
            base,
            n,
            tables,
            slots,
            complement: frame.complement,
            top: top as u32,
        }
    }
}

impl<B: Base<D>, const D: usize> RowSource for Framed<B, D> {
    fn dim(&self) -> usize {
        D
    }
    fn order(&self) -> usize {
        self.n
    }
    fn fill_row(&self, row: usize, out: &mut [u32]) {
        // The moving slot as a constant lets the compiler hoist the row's fixed lookups.
        match self.slots[0] {
            0 => self.row_along::<0>(row, out),
            1 => self.row_along::<1>(row, out),
            _ => self.row_along::<2>(row, out),
        }
    }
}

impl<B: Base<D>, const D: usize> Framed<B, D> {
    #[inline(always)]
    fn row_along<const S: usize>(&self, row: usize, out: &mut [u32]) {
        let mut q = [0usize; D];
        let mut rest = row;
        for k in 1..D {
            q[self.slots[k]] = self.tables[k][rest % self.n] as usize;
            rest /= self.n;
        }
        self.base.fill_line::<S>(q, &self.tables[0], out);
        if self.complement {
            let top = self.top;
            out.iter_mut().for_each(|o| *o = top - *o);
        }
    }
}

/// One construction request: the user's choice, its random generator, and the figure's name
/// for messages.
pub(crate) struct Request {
    pub choice: Choice,
    pub rng: Option<ChaCha8Rng>,
    pub name: String,
}

impl Request {
    pub fn new(choice: Choice, name: String) -> Self {
        Request {
            choice,
            rng: choice.rng(),
            name,
        }
    }

    /// The generator for a base's free parameters (`None` unless `--seed`).
    pub fn rng(&mut self) -> Option<&mut ChaCha8Rng> {
        self.rng.as_mut()
    }

    /// Packages a base with the frame the choice selects.
    pub fn frame<B: Base<D> + 'static, const D: usize>(
        &mut self,
        base: B,
        lines: Lines,
        method: &'static str,
    ) -> Result<Construction> {
        let n = base.order();
        let frame = Frame::<D>::choose(n, lines, self.choice, self.rng.as_mut(), &self.name)?;
        Ok(Construction {
            method,
            variants: Frame::<D>::variant_count(n, lines),
            figure: Box::new(Framed::new(base, frame)),
        })
    }
}

/// `x mod n` for a possibly negative coefficient product, as a table over `0..n`.
fn linear_table(n: usize, coeff: i64, offset: i64) -> Vec<u32> {
    (0..n as i64)
        .map(|x| (coeff * x + offset).rem_euclid(n as i64) as u32)
        .collect()
}

/// True for `x mod 4` in {0, 3}: the cells the doubly even complement methods complement.
#[inline(always)]
fn outer(x: usize) -> bool {
    (x + 1) & 2 == 0
}

/// `a + b` reduced once mod `n` (both below `n`).
#[inline(always)]
fn add_mod(a: u32, b: u32, n: u32) -> u32 {
    let s = a + b;
    if s >= n {
        s - n
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_counts_and_bounds() {
        assert_eq!(Frame::<2>::variant_count(5, Lines::Straight), 8 * 2 * 4);
        assert_eq!(Frame::<2>::variant_count(5, Lines::Broken), 8 * 2 * 25);
        assert_eq!(Frame::<3>::variant_count(4, Lines::Fixed), 48 * 2);
        assert!(Frame::<2>::variant(5, Lines::Straight, 63, "x").is_ok());
        assert!(Frame::<2>::variant(5, Lines::Straight, 64, "x").is_err());
        // Large orders: every bit of a large variant number is used without overflow.
        let f = Frame::<2>::variant(1000, Lines::Straight, u64::MAX, "x").unwrap();
        let mut p = f.coords[0].clone();
        p.sort_unstable();
        assert!(p.iter().enumerate().all(|(i, &v)| v as usize == i));
    }
}
