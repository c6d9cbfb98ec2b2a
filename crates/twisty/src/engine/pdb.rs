//! Pattern databases: exact distances in a projection of the puzzle, found by breadth-first
//! search over the projection and stored as nibbles (4 bits, distances up to 14) or bytes.
//!
//! A [`Projection`] maps positions onto a smaller set `0..size()` so that a turn's effect on
//! the image depends on the image alone (a homomorphism; the tests of each projection check
//! it). The distance of the image is then never more than the distance of the position, so
//! a pattern database is an admissible heuristic for IDA* ([`crate::engine::ida`]); the maximum of
//! several is too ([`Heuristic`] for pairs).

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use rayon::prelude::*;

use crate::engine::puzzle::{Puzzle, TurnSet};

/// A projection of a puzzle's positions (see the module header for its contract).
pub trait Projection<P: Puzzle>: Sync {
    /// Number of images.
    fn size(&self) -> usize;
    /// The image of a position.
    fn project(&self, s: &P::State) -> usize;
    /// Some position whose image is `i`.
    fn lift(&self, i: usize) -> P::State;
    /// Every stored form of the image of `s`, where an image has several (a projection
    /// reduced by symmetries whose stabilisers are not trivial keeps one entry per symmetry
    /// taking a position to its representative). The builder marks them all, so that
    /// [`Projection::project`], any one of them, reads the exact distance. Default: the one.
    fn forms(&self, s: &P::State, f: &mut dyn FnMut(usize)) {
        f(self.project(s));
    }
}

/// How distances are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Two entries a byte; distances above 14 are stored as 14 (still a lower bound).
    Nibbles,
    /// One byte an entry.
    Bytes,
}

/// Marks an image not reached (yet).
const UNSEEN: u8 = u8::MAX;
/// Frontiers at least this long are expanded in parallel, in chunks of this many.
const PARALLEL_MIN: usize = 4096;
/// The largest distance a nibble holds; 15 marks images never reached.
const NIBBLE_MAX: u8 = 14;

/// Distances of every image of a projection from the images of the solved states.
#[derive(Clone, Debug)]
pub struct PatternDb {
    storage: Storage,
    data: Vec<u8>,
    size: usize,
    /// Images first reached at each distance.
    pub counts: Vec<u64>,
}

impl PatternDb {
    /// Breadth-first search over the projection with the turns of `turns` (each costs 1),
    /// from the images of the puzzle's solved states; each level's frontier is expanded in
    /// parallel.
    pub fn build<P, J>(puzzle: &P, projection: &J, turns: &TurnSet, storage: Storage) -> PatternDb
    where
        P: Puzzle,
        J: Projection<P>,
    {
        let size = projection.size();
        let table: Vec<AtomicU8> = (0..size).map(|_| AtomicU8::new(UNSEEN)).collect();
        let mut frontier: Vec<u32> = Vec::new();
        for s in puzzle.solved_states() {
            projection.forms(&s, &mut |i| {
                if table[i].swap(0, Relaxed) == UNSEEN {
                    frontier.push(i as u32);
                }
            });
        }
        let mut counts = vec![frontier.len() as u64];
        let mut depth = 0u8;
        while !frontier.is_empty() {
            depth = depth.saturating_add(1).min(UNSEEN - 1);
            let expand = |chunk: &[u32]| {
                let mut found = Vec::new();
                for &i in chunk {
                    let s = projection.lift(i as usize);
                    for &t in &turns.turns {
                        projection.forms(&puzzle.apply(&s, t), &mut |j| {
                            // Only the thread that moves an entry off UNSEEN lists it.
                            if table[j].load(Relaxed) == UNSEEN
                                && table[j].compare_exchange(UNSEEN, depth, Relaxed, Relaxed).is_ok()
                            {
                                found.push(j as u32);
                            }
                        });
                    }
                }
                found
            };
            // Small levels are not worth waking threads for (a solver's start-up counts).
            frontier = if frontier.len() < PARALLEL_MIN {
                expand(&frontier)
            } else {
                frontier.par_chunks(PARALLEL_MIN).flat_map_iter(expand).collect()
            };
            if !frontier.is_empty() {
                counts.push(frontier.len() as u64);
            }
        }
        let bytes: Vec<u8> = table.into_iter().map(AtomicU8::into_inner).collect();
        PatternDb::from_bytes(&bytes, storage, counts)
    }

    /// A database from its stored bytes ([`PatternDb::stored`]) for `size` images: read back
    /// from a cache file; `None` when the length does not fit.
    pub fn from_stored(data: Vec<u8>, storage: Storage, size: usize) -> Option<PatternDb> {
        let expected = match storage {
            Storage::Bytes => size,
            Storage::Nibbles => size.div_ceil(2),
        };
        (data.len() == expected).then_some(PatternDb {
            storage,
            data,
            size,
            counts: Vec::new(),
        })
    }

    /// The stored bytes (for a cache file).
    pub fn stored(&self) -> &[u8] {
        &self.data
    }

    fn from_bytes(bytes: &[u8], storage: Storage, counts: Vec<u64>) -> PatternDb {
        let data = match storage {
            Storage::Bytes => bytes.to_vec(),
            Storage::Nibbles => bytes
                .chunks(2)
                .map(|pair| {
                    let nib = |d: u8| if d == UNSEEN { 15 } else { d.min(NIBBLE_MAX) };
                    nib(pair[0]) | nib(pair.get(1).copied().unwrap_or(UNSEEN)) << 4
                })
                .collect(),
        };
        PatternDb {
            storage,
            data,
            size: bytes.len(),
            counts,
        }
    }

    /// The stored distance of image `i` (`u8::MAX`, or 15 for nibbles, when never reached).
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        match self.storage {
            Storage::Bytes => self.data[i],
            Storage::Nibbles => self.data[i / 2] >> (4 * (i % 2)) & 15,
        }
    }

    /// Number of images.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Bytes of storage.
    pub fn bytes(&self) -> usize {
        self.data.len()
    }
}

/// A lower bound on the number of turns to solve a position.
pub trait Heuristic<P: Puzzle>: Sync {
    /// Never more than the position's distance.
    fn estimate(&self, s: &P::State) -> u32;
}

/// A pattern database with its projection: the heuristic it gives.
pub struct Pdb<J> {
    /// The projection.
    pub projection: J,
    /// Its distances.
    pub db: PatternDb,
}

impl<J> Pdb<J> {
    /// Builds the database of `projection` for the turns of `turns`.
    pub fn build<P: Puzzle>(puzzle: &P, projection: J, turns: &TurnSet, storage: Storage) -> Pdb<J>
    where
        J: Projection<P>,
    {
        let db = PatternDb::build(puzzle, &projection, turns, storage);
        Pdb { projection, db }
    }
}

impl<P: Puzzle, J: Projection<P>> Heuristic<P> for Pdb<J> {
    #[inline]
    fn estimate(&self, s: &P::State) -> u32 {
        self.db.get(self.projection.project(s)) as u32
    }
}

/// The larger of two heuristics.
impl<P: Puzzle, A: Heuristic<P>, B: Heuristic<P>> Heuristic<P> for (A, B) {
    #[inline]
    fn estimate(&self, s: &P::State) -> u32 {
        self.0.estimate(s).max(self.1.estimate(s))
    }
}

/// The heuristic that knows nothing (plain iterative deepening).
pub struct Zero;

impl<P: Puzzle> Heuristic<P> for Zero {
    fn estimate(&self, _: &P::State) -> u32 {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nibbles_and_bytes_store_the_same_distances() {
        let bytes = [0u8, 3, 14, 20, UNSEEN, 7, 1];
        let n = PatternDb::from_bytes(&bytes, Storage::Nibbles, vec![]);
        let b = PatternDb::from_bytes(&bytes, Storage::Bytes, vec![]);
        let nib: Vec<u8> = (0..bytes.len()).map(|i| n.get(i)).collect();
        let byt: Vec<u8> = (0..bytes.len()).map(|i| b.get(i)).collect();
        assert_eq!(nib, [0, 3, 14, 14, 15, 7, 1]);
        assert_eq!(byt, bytes);
        assert_eq!(n.bytes(), 4);
    }
}
