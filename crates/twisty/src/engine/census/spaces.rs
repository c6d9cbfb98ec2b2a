//! Census spaces for puzzles with numbered positions ([`Indexed`]):
//!
//! * [`Raw`]: one entry per position (the unreduced twin);
//! * [`SymClasses`]: one entry per symmetry class, found through a table from position
//!   number to class (4 bytes a position, so for puzzles of up to a few hundred million
//!   positions);
//! * [`BlockSym`]: the Molecube's layout for puzzles too large for that table. A position
//!   number is `block * inner + rest`, the symmetries move blocks on their own; only the
//!   least block of each orbit is stored, with every `rest`. A position has one stored form
//!   per symmetry taking its block to the least one, and the census's forward step visits
//!   them all.

use super::CensusSpace;
use crate::engine::puzzle::{Indexed, Metric, TurnSet};
use crate::{Error, Result};

/// Every position its own entry, weight 1.
pub struct Raw<'p, P> {
    puzzle: &'p P,
    turns: TurnSet,
}

impl<'p, P: Indexed> Raw<'p, P> {
    /// The unreduced space of `puzzle` in `metric`.
    pub fn new(puzzle: &'p P, metric: Metric) -> Self {
        Raw {
            puzzle,
            turns: TurnSet::new(puzzle, metric),
        }
    }

    /// The entry of a position.
    pub fn entry(&self, s: &P::State) -> u64 {
        self.puzzle.rank(s)
    }
}

impl<P: Indexed> CensusSpace for Raw<'_, P> {
    fn layout(&self) -> String {
        format!(
            "{} raw metric={} positions={}",
            self.puzzle.name(),
            self.turns.metric.name(),
            self.puzzle.positions()
        )
    }

    fn entries(&self) -> u64 {
        self.puzzle.positions()
    }

    fn positions(&self) -> Option<u128> {
        Some(self.puzzle.positions() as u128)
    }

    fn weight(&self, _: u64) -> u64 {
        1
    }

    fn seeds(&self) -> Vec<u64> {
        self.puzzle
            .solved_states()
            .iter()
            .map(|s| self.puzzle.rank(s))
            .collect()
    }

    fn neighbours(&self, e: u64, f: &mut dyn FnMut(u64)) {
        let s = self.puzzle.unrank(e);
        for &t in &self.turns.turns {
            f(self.puzzle.rank(&self.puzzle.apply(&s, t)));
        }
    }
}

/// One entry per class of positions under the puzzle's symmetries; an entry's weight is
/// its class's size. Exact because symmetric positions share their distance (the
/// [`crate::Puzzle`] contract): a class's distance is that of its least member, which the
/// search expands.
pub struct SymClasses<'p, P> {
    puzzle: &'p P,
    turns: TurnSet,
    /// Class of each position number.
    class_of: Vec<u32>,
    /// The least position number of each class.
    reps: Vec<u64>,
    /// Positions in each class.
    sizes: Vec<u16>,
}

impl<'p, P: Indexed> SymClasses<'p, P> {
    /// Sorts every position of `puzzle` into its class (one pass over all positions, each
    /// class's members found as the images of its least member).
    pub fn new(puzzle: &'p P, metric: Metric) -> Result<Self> {
        let n = puzzle.positions();
        if n >= u32::MAX as u64 || puzzle.symmetries() > u16::MAX as usize {
            return Err(Error::impossible(format!(
                "{n} positions are too many for a class table"
            )));
        }
        let mut class_of = vec![u32::MAX; n as usize];
        let mut reps = Vec::new();
        let mut sizes = Vec::new();
        let mut images = Vec::with_capacity(puzzle.symmetries());
        for r in 0..n {
            if class_of[r as usize] != u32::MAX {
                continue;
            }
            let s = puzzle.unrank(r);
            images.clear();
            images.extend((0..puzzle.symmetries()).map(|k| puzzle.rank(&puzzle.symmetry(&s, k))));
            images.sort_unstable();
            images.dedup();
            let c = reps.len() as u32;
            for &i in &images {
                class_of[i as usize] = c;
            }
            reps.push(r);
            sizes.push(images.len() as u16);
        }
        Ok(SymClasses {
            puzzle,
            turns: TurnSet::new(puzzle, metric),
            class_of,
            reps,
            sizes,
        })
    }

    /// Number of classes.
    pub fn classes(&self) -> u64 {
        self.reps.len() as u64
    }

    /// The entry (class) of a position.
    pub fn entry(&self, s: &P::State) -> u64 {
        self.class_of[self.puzzle.rank(s) as usize] as u64
    }

    /// The least member of class `c`.
    pub fn representative(&self, c: u64) -> P::State {
        self.puzzle.unrank(self.reps[c as usize])
    }

    /// Positions in class `c`.
    pub fn class_size(&self, c: u64) -> u64 {
        self.sizes[c as usize] as u64
    }
}

impl<P: Indexed> CensusSpace for SymClasses<'_, P> {
    fn layout(&self) -> String {
        format!(
            "{} classes metric={} symmetries={} classes={}",
            self.puzzle.name(),
            self.turns.metric.name(),
            self.puzzle.symmetries(),
            self.reps.len()
        )
    }

    fn entries(&self) -> u64 {
        self.reps.len() as u64
    }

    fn positions(&self) -> Option<u128> {
        Some(self.puzzle.positions() as u128)
    }

    fn weight(&self, e: u64) -> u64 {
        self.sizes[e as usize] as u64
    }

    fn seeds(&self) -> Vec<u64> {
        self.puzzle
            .solved_states()
            .iter()
            .map(|s| self.entry(s))
            .collect()
    }

    fn neighbours(&self, e: u64, f: &mut dyn FnMut(u64)) {
        let s = self.representative(e);
        for &t in &self.turns.turns {
            f(self.entry(&self.puzzle.apply(&s, t)));
        }
    }

    fn block_words(&self) -> usize {
        64
    }
}

/// Stored entries `(least block of an orbit, rest)`; see the module header. Correct when
/// the chosen symmetries form a group and each maps blocks to blocks whatever the rest
/// ([`BlockSym::new`] checks both on samples).
pub struct BlockSym<'p, P> {
    puzzle: &'p P,
    turns: TurnSet,
    /// The puzzle's symmetry numbers used.
    syms: Vec<usize>,
    /// Positions per block.
    inner: u64,
    /// Least block of each orbit, increasing; the number of each block among them.
    reps: Vec<u32>,
    rep_of: Vec<u32>,
    /// Blocks in each orbit.
    orbit: Vec<u64>,
    /// For each block, the symmetries (indices into `syms`) taking it to its least image.
    to_rep: Vec<Vec<u8>>,
}

impl<'p, P: Indexed> BlockSym<'p, P> {
    /// The space of `puzzle` in `metric` with blocks of `inner` positions under the
    /// symmetries `syms` (puzzle symmetry numbers, the identity among them).
    pub fn new(puzzle: &'p P, metric: Metric, inner: u64, syms: Vec<usize>) -> Result<Self> {
        let n = puzzle.positions();
        if inner == 0 || !n.is_multiple_of(inner) || syms.is_empty() || syms.len() > 256 {
            return Err(Error::impossible(format!(
                "{n} positions do not split into blocks of {inner}"
            )));
        }
        let blocks = n / inner;
        let image = |b: u64, rest: u64, j: usize| {
            puzzle.rank(&puzzle.symmetry(&puzzle.unrank(b * inner + rest), syms[j])) / inner
        };
        let mut images = vec![0u64; (blocks as usize) * syms.len()];
        for b in 0..blocks {
            for j in 0..syms.len() {
                let i = image(b, 0, j);
                // Blocks must move on their own: the last rest must agree with the first.
                if image(b, inner - 1, j) != i {
                    return Err(Error::impossible(format!(
                        "symmetry {} does not map block {b} to one block",
                        syms[j]
                    )));
                }
                images[b as usize * syms.len() + j] = i;
            }
        }
        check_group(puzzle, &syms)?;
        let mut space = BlockSym {
            puzzle,
            turns: TurnSet::new(puzzle, metric),
            inner,
            reps: Vec::new(),
            rep_of: vec![u32::MAX; blocks as usize],
            orbit: Vec::new(),
            to_rep: Vec::with_capacity(blocks as usize),
            syms,
        };
        for (b, row) in images.chunks(space.syms.len()).enumerate() {
            let least = *row.iter().min().expect("one symmetry at least");
            space.to_rep.push(
                (0..row.len() as u8)
                    .filter(|&j| row[j as usize] == least)
                    .collect(),
            );
            if least == b as u64 {
                space.rep_of[b] = space.reps.len() as u32;
                space.reps.push(b as u32);
                let mut distinct = row.to_vec();
                distinct.sort_unstable();
                distinct.dedup();
                space.orbit.push(distinct.len() as u64);
            }
        }
        Ok(space)
    }

    /// Number of stored blocks (orbits of blocks).
    pub fn blocks(&self) -> usize {
        self.reps.len()
    }

    /// Calls `f` with every stored form of position `s`.
    pub fn forms(&self, s: &P::State, f: &mut dyn FnMut(u64)) {
        let block = self.puzzle.rank(s) / self.inner;
        for &j in &self.to_rep[block as usize] {
            f(self.stored(&self.puzzle.symmetry(s, self.syms[j as usize])));
        }
    }

    /// One stored form of position `s`.
    pub fn entry(&self, s: &P::State) -> u64 {
        let block = self.puzzle.rank(s) / self.inner;
        let j = self.to_rep[block as usize][0] as usize;
        self.stored(&self.puzzle.symmetry(s, self.syms[j]))
    }

    /// The entry of a position whose block is a least one.
    fn stored(&self, s: &P::State) -> u64 {
        let i = self.puzzle.rank(s);
        self.rep_of[(i / self.inner) as usize] as u64 * self.inner + i % self.inner
    }

    fn state(&self, e: u64) -> P::State {
        let block = self.reps[(e / self.inner) as usize] as u64;
        self.puzzle.unrank(block * self.inner + e % self.inner)
    }
}

/// Composing two of the symmetries gives a third, on a few sample positions.
fn check_group<P: Indexed>(puzzle: &P, syms: &[usize]) -> Result<()> {
    let n = puzzle.positions();
    for sample in [n / 3, n / 2 + 1, n - 1] {
        let s = puzzle.unrank(sample);
        let images: Vec<u64> = syms
            .iter()
            .map(|&k| puzzle.rank(&puzzle.symmetry(&s, k)))
            .collect();
        for &a in syms {
            for &b in syms {
                let twice = puzzle.rank(&puzzle.symmetry(&puzzle.symmetry(&s, a), b));
                if !images.contains(&twice) {
                    return Err(Error::impossible(format!(
                        "symmetries {a} then {b} are none of the list"
                    )));
                }
            }
        }
    }
    Ok(())
}

impl<P: Indexed> CensusSpace for BlockSym<'_, P> {
    fn layout(&self) -> String {
        format!(
            "{} blocks metric={} symmetries={:?} blocks={} inner={}",
            self.puzzle.name(),
            self.turns.metric.name(),
            self.syms,
            self.reps.len(),
            self.inner
        )
    }

    fn entries(&self) -> u64 {
        self.reps.len() as u64 * self.inner
    }

    fn positions(&self) -> Option<u128> {
        Some(self.puzzle.positions() as u128)
    }

    fn weight(&self, e: u64) -> u64 {
        self.orbit[(e / self.inner) as usize]
    }

    fn seeds(&self) -> Vec<u64> {
        let mut out = Vec::new();
        for s in self.puzzle.solved_states() {
            self.forms(&s, &mut |e| out.push(e));
        }
        out
    }

    fn neighbours(&self, e: u64, f: &mut dyn FnMut(u64)) {
        let s = self.state(e);
        for &t in &self.turns.turns {
            self.forms(&self.puzzle.apply(&s, t), f);
        }
    }

    fn any_neighbour(&self, e: u64, f: &mut dyn FnMut(u64) -> bool) -> bool {
        let s = self.state(e);
        self.turns
            .turns
            .iter()
            .any(|&t| f(self.entry(&self.puzzle.apply(&s, t))))
    }
}
