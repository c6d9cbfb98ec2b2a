//! The census table: 2 bits per stored entry, 32 entries a 64-bit word. `3` means not
//! reached yet, else the distance mod 3. Neighbours differ in distance by at most one, so
//! the three residues around an entry name distances `d - 1`, `d`, `d + 1` unambiguously.
//!
//! Words are atomic so that threads can mark entries of any block during a level: marking
//! only clears bits (`3` to the level's residue) and every mark of one level writes the same
//! residue, so racing marks agree.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;

/// The low bit of every 2-bit field.
pub const LOW: u64 = 0x5555_5555_5555_5555;
/// The value of an entry not reached.
pub const UNSEEN: u64 = 3;

/// A table of 2-bit entries; which fields of a word hold entries is the census space's
/// business ([`super::CensusSpace::valid`]).
pub struct Table {
    words: Vec<AtomicU64>,
}

impl Table {
    /// A table of `words` words, every field unseen.
    pub fn new(words: usize) -> Table {
        Table {
            words: (0..words).map(|_| AtomicU64::new(u64::MAX)).collect(),
        }
    }

    /// A table from saved words (the caller checks the length and checksum).
    pub fn from_words(words: Vec<u64>) -> Table {
        Table {
            words: words.into_iter().map(AtomicU64::new).collect(),
        }
    }

    /// Number of words.
    pub fn words(&self) -> usize {
        self.words.len()
    }

    /// Word `w` as it is now.
    #[inline]
    pub fn word(&self, w: usize) -> u64 {
        self.words[w].load(Relaxed)
    }

    /// The value of entry `i` (`UNSEEN` or a residue).
    #[inline]
    pub fn get(&self, i: u64) -> u64 {
        self.word((i / 32) as usize) >> (2 * (i % 32)) & 3
    }

    /// Marks entry `i` with residue `v` if it is unseen; true when this call marked it.
    #[inline]
    pub fn mark(&self, i: u64, v: u64) -> bool {
        let (w, shift) = ((i / 32) as usize, 2 * (i % 32));
        if self.words[w].load(Relaxed) >> shift & 3 != UNSEEN {
            return false;
        }
        // Clearing the bits of 3 ^ v turns 3 into v; a racing mark of this level clears
        // the same bits, and only one of the two sees 3 before.
        let old = self.words[w].fetch_and(!((UNSEEN ^ v) << shift), Relaxed);
        old >> shift & 3 == UNSEEN
    }

    /// Marks the entries of word `w` whose bits are set in `fields` (low bit of each field)
    /// with residue `v`; they must be unseen.
    #[inline]
    pub fn mark_word(&self, w: usize, fields: u64, v: u64) {
        self.words[w].fetch_and(!(fields * (UNSEEN ^ v)), Relaxed);
    }

    /// Replaces word `w`. Only for the single writer of `w` during a depth: a block kernel
    /// ([`super::Blocks`]) writing the words of its own block, where a plain store is
    /// cheaper than an atomic read-modify-write.
    #[inline]
    pub fn store(&self, w: usize, value: u64) {
        self.words[w].store(value, Relaxed);
    }

    /// Checksum of the whole table: [`mix`] over each run of [`CHECKSUM_WORDS`] words (in
    /// parallel), then over those checksums in order.
    pub fn checksum(&self) -> u64 {
        let parts: Vec<u64> = self
            .words
            .par_chunks(CHECKSUM_WORDS)
            .map(|run| run.iter().fold(SEED, |h, w| mix(h, w.load(Relaxed))))
            .collect();
        parts.into_iter().fold(SEED, mix)
    }

    /// The words, for saving.
    pub fn iter_words(&self) -> impl Iterator<Item = u64> + '_ {
        self.words.iter().map(|w| w.load(Relaxed))
    }
}

/// The fields that hold entries of word `w` when `entries` entries are packed densely (the
/// low bit of each 2-bit field set; the last word may be partly beyond the end).
#[inline]
pub fn dense_valid(entries: u64, w: usize) -> u64 {
    let used = entries.saturating_sub(32 * w as u64);
    if used >= 32 {
        LOW
    } else {
        LOW & ((1u64 << (2 * used)) - 1)
    }
}

/// Words per run of the table checksum (the unit of its parallel work).
pub const CHECKSUM_WORDS: usize = 4096;

/// Start value of [`mix`] (the FNV-1a 64 offset basis).
pub const SEED: u64 = 0xcbf2_9ce4_8422_2325;

/// One step of the checksum over 64-bit words: FNV-1a's multiply on whole words, then a
/// rotation so that high bits reach low ones. Each step is a bijection of the running
/// value, so changing any single word always changes the result.
#[inline]
pub fn mix(h: u64, w: u64) -> u64 {
    (h ^ w).wrapping_mul(0x0100_0000_01b3).rotate_left(29)
}

/// The fields of `w` equal to `v` (low bit of each 2-bit field set).
#[inline]
pub fn equal_mask(w: u64, v: u64) -> u64 {
    let x = w ^ (v * LOW);
    !(x | x >> 1) & LOW
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_once_and_masks_fields() {
        let t = Table::new(2);
        assert_eq!(t.words(), 2);
        assert!(t.mark(33, 2));
        assert!(!t.mark(33, 2));
        assert_eq!(t.get(33), 2);
        assert_eq!(t.get(32), UNSEEN);
        t.mark_word(0, 0b1_0001, 1);
        assert_eq!((t.get(0), t.get(1), t.get(2)), (1, UNSEEN, 1));
        assert_eq!(dense_valid(40, 1), 0x5555);
        assert_eq!(dense_valid(40, 0), LOW);
        assert_eq!(equal_mask(0b11_10_01_00, 2) & 0xff, 0b00_01_00_00);
    }
}
