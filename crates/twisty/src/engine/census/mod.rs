//! A breadth-first census of a puzzle's positions by distance from solved, over a
//! symmetry-reduced index, with checkpoints after each depth, resumption, progress reports
//! and a cancel flag.
//!
//! **What a space provides.** A [`CensusSpace`] numbers *stored entries* `0..entries()`.
//! Each position has one or more stored forms (entries), all at the position's distance;
//! each entry has a weight, and the weights of the entries at a distance add up to the
//! positions at that distance. [`spaces::SymClasses`] stores one entry per symmetry class
//! (weight: the class size); [`spaces::Raw`] one per position (the unreduced twin). A
//! space with several forms per position (the Molecube's corner representatives with all
//! edge arrangements) lists all of them in [`CensusSpace::neighbours`], which makes the
//! forward step exact, as `docs/molecube.md` proves.
//!
//! **How a depth is computed.** The table ([`table::Table`]) keeps distance mod 3 per
//! entry. Depth `d` either *pushes* (every entry at residue `(d-1) mod 3` marks its
//! unseen neighbours) or *pulls* (every unseen entry looks for a neighbour at that residue);
//! pull is chosen once fewer than twice the frontier's entries remain unseen. Blocks of
//! entries are the unit of parallel work, progress and cancellation.
//!
//! **Counts.** Entries per depth are `u64`; positions per depth are `u128`.

pub mod checkpoint;
pub mod spaces;
pub mod table;

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::{Error, Result};
use table::{equal_mask, Table, LOW, UNSEEN};

/// The stored entries of a census (see the module header).
pub trait CensusSpace: Sync {
    /// A string that changes whenever the meaning of an entry would: a checkpoint made for
    /// another layout is refused.
    fn layout(&self) -> String;
    /// Number of stored entries.
    fn entries(&self) -> u64;
    /// The number of positions, when known: checked against the finished census.
    fn positions(&self) -> Option<u128>;
    /// How many positions entry `e` stands for.
    fn weight(&self, e: u64) -> u64;
    /// Every stored form of every solved state.
    fn seeds(&self) -> Vec<u64>;
    /// Calls `f` with every stored form of every neighbour of entry `e` (one turn away).
    fn neighbours(&self, e: u64, f: &mut dyn FnMut(u64));
    /// Whether `f` holds for some stored form of some neighbour of `e`; a space may give
    /// only one form per neighbour here, since all forms share a distance.
    fn any_neighbour(&self, e: u64, f: &mut dyn FnMut(u64) -> bool) -> bool {
        let mut hit = false;
        self.neighbours(e, &mut |n| hit = hit || f(n));
        hit
    }
    /// Words (32 entries each) in a block of work.
    fn block_words(&self) -> usize {
        1024
    }
    /// Words of the table; entry `e` is field `e % 32` of word `e / 32`. Default: the
    /// entries packed densely. A space may leave fields unused (see [`CensusSpace::valid`]).
    fn words(&self) -> usize {
        self.entries().div_ceil(32) as usize
    }
    /// The fields of word `w` that are entries (the low bit of each 2-bit field set).
    /// Default: every field below [`CensusSpace::entries`].
    fn valid(&self, w: usize) -> u64 {
        table::dense_valid(self.entries(), w)
    }
    /// The weight shared by every entry of word `w`, when they share one (the census then
    /// recounts a loaded table by word, not entry by entry). Default: `None`.
    fn word_weight(&self, _w: usize) -> Option<u64> {
        None
    }
    /// The space's own kernels for whole blocks, when it has them; `None` (the default) has
    /// the driver go entry by entry through `neighbours` and `any_neighbour`.
    fn blocks(&self) -> Option<&dyn Blocks> {
        None
    }
}

/// What one forward step shares between its blocks (see [`Blocks::prepare_push`]).
pub type Prepared = Box<dyn std::any::Any + Send + Sync>;

/// A space's kernels for whole blocks of the table, for spaces whose entries are cheaper to
/// move many at a time (the Molecube moves a pattern's 720 orders together). A kernel
/// writes only the words of the block it is given, so the blocks of a depth run in
/// parallel, each with one writer ([`Table::store`] may be used there). The driver keeps
/// everything else: levels, push or pull, counts, checksums, checkpoints, progress and
/// cancellation.
pub trait Blocks: Sync {
    /// Number of blocks.
    fn count(&self) -> usize;
    /// What every block of a forward step from residue `fv` needs, computed once per depth
    /// (inside the census's thread pool).
    fn prepare_push(&self, table: &Table, fv: u64) -> Prepared;
    /// Forward step into block `b`: marks with residue `nv` its unseen entries that are
    /// neighbours of entries at residue `fv`; returns the entries and positions marked.
    fn push(&self, table: &Table, b: usize, fv: u64, nv: u64, prepared: &Prepared) -> (u64, u128);
    /// Backward step for block `b`: marks with residue `nv` its unseen entries that have a
    /// neighbour at residue `fv`; returns the entries and positions marked.
    fn pull(&self, table: &Table, b: usize, fv: u64, nv: u64) -> (u64, u128);
}

/// How a depth was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Depth 0: the solved states.
    Seed,
    /// Forward from the frontier.
    Push,
    /// Backward from the unseen entries.
    Pull,
}

/// One depth of the census; the fields of a `result` record of `cubelab molecube census`
/// (`depth`, `positions`, `entries`, `mode`, `seconds`), plus the table's checksum once saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Level {
    /// Distance from solved.
    pub depth: u32,
    /// Positions at this distance.
    pub positions: u128,
    /// Stored entries first reached at this depth.
    pub entries: u64,
    /// Push, pull or seed.
    pub mode: Mode,
    /// Seconds this depth took.
    pub seconds: f64,
    /// Checksum of the whole table after this depth (16 hex digits), when the census was
    /// saved right after it: a checkpoint's table must match its last depth's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checksum: Option<String>,
}

/// What a run reports through [`Options::progress`].
#[derive(Debug)]
pub enum Progress<'a> {
    /// Part of a depth: `done` of `of` blocks after `seconds`.
    Blocks {
        /// The depth being computed.
        depth: u32,
        /// Blocks finished.
        done: usize,
        /// Blocks in all.
        of: usize,
        /// Seconds into this depth.
        seconds: f64,
    },
    /// A depth finished.
    Depth(&'a Level),
    /// A checkpoint was written.
    Saved {
        /// Where.
        path: &'a Path,
        /// Seconds the write took.
        seconds: f64,
    },
    /// A checkpoint could not be written; the census goes on (and the run ends in that
    /// error once its depths are done, so what was computed is not lost).
    NotSaved {
        /// Where.
        path: &'a Path,
        /// Why.
        error: &'a Error,
    },
}

/// How to run a census.
pub struct Options<'a> {
    /// Worker threads; 0 for one per core.
    pub threads: usize,
    /// Written after depths (see `save_every`); run [`Census::open`] on it to resume.
    pub checkpoint: Option<PathBuf>,
    /// Least time since the run started or the last checkpoint before a depth is saved
    /// (short depths are cheaper to redo than to save); zero writes one after every depth.
    /// The last depth and a stop after `stop_after` are always saved.
    pub save_every: Duration,
    /// Called with progress reports.
    pub progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    /// Least time between [`Progress::Blocks`] reports.
    pub progress_every: Duration,
    /// Set from anywhere to stop between blocks; the run returns an error (`cancelled during depth D`).
    pub cancel: Option<&'a AtomicBool>,
    /// Stop after this many depths in this run.
    pub stop_after: Option<u32>,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options {
            threads: 0,
            checkpoint: None,
            save_every: Duration::ZERO,
            progress: None,
            progress_every: Duration::from_secs(10),
            cancel: None,
            stop_after: None,
        }
    }
}

/// A census in progress or finished.
pub struct Census<'s, S: CensusSpace + ?Sized> {
    space: &'s S,
    table: Table,
    levels: Vec<Level>,
    /// The pass that found nothing new and so ended the census (once complete).
    end: Option<Level>,
    complete: bool,
    earlier_seconds: f64,
    /// A cancelled depth left partial marks: the table no longer matches `levels`.
    poisoned: bool,
}

impl<'s, S: CensusSpace + ?Sized> Census<'s, S> {
    /// A fresh census: depth 0 holds every stored form of the solved states.
    pub fn start(space: &'s S) -> Census<'s, S> {
        let table = Table::new(space.words());
        let started = Instant::now();
        let (mut entries, mut positions) = (0u64, 0u128);
        for e in space.seeds() {
            if table.mark(e, 0) {
                entries += 1;
                positions += space.weight(e) as u128;
            }
        }
        let level = Level {
            depth: 0,
            positions,
            entries,
            mode: Mode::Seed,
            seconds: started.elapsed().as_secs_f64(),
            checksum: None,
        };
        Census {
            space,
            table,
            levels: vec![level],
            end: None,
            complete: false,
            earlier_seconds: 0.0,
            poisoned: false,
        }
    }

    /// Resumes from the checkpoint at `path` (refused when damaged or made for another
    /// layout).
    pub fn load(space: &'s S, path: &Path) -> Result<Census<'s, S>> {
        let (header, table) = checkpoint::load(path, &space.layout(), space.entries(), space.words())?;
        recount(space, &table, &header.levels).map_err(|why| {
            Error::input(
                format!("checkpoint {}", path.display()),
                format!("{why}: the header's counts do not describe the table (damaged or edited file)"),
            )
        })?;
        let done: f64 = header.levels.iter().chain(&header.end).map(|l| l.seconds).sum();
        Ok(Census {
            space,
            table,
            levels: header.levels,
            end: header.end,
            complete: header.complete,
            earlier_seconds: header.seconds - done,
            poisoned: false,
        })
    }

    /// Resumes from `checkpoint` when that file exists, else starts afresh.
    pub fn open(space: &'s S, checkpoint: Option<&Path>) -> Result<Census<'s, S>> {
        match checkpoint {
            Some(path) if path.exists() => Census::load(space, path),
            _ => Ok(Census::start(space)),
        }
    }

    /// Computes depths until no new entry is found (or `stop_after`, or cancellation).
    pub fn run(&mut self, opts: &Options) -> Result<()> {
        if self.poisoned {
            return Err(Error::impossible(
                "a cancelled depth left this census partial; open it again from its checkpoint",
            ));
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(opts.threads)
            .build()
            .map_err(|e| Error::impossible(format!("cannot start {} threads: {e}", opts.threads)))?;
        if let Some(path) = &opts.checkpoint {
            checkpoint::check_space(
                path,
                checkpoint::file_size(&self.header(), self.table.words()) + (1 << 16),
            )?;
        }
        let mut ran = 0;
        let mut last_save = Instant::now();
        let mut not_saved = None;
        while !self.complete && opts.stop_after.is_none_or(|n| ran < n) {
            let level = pool.install(|| self.next_level(opts))?;
            ran += 1;
            if let Some(report) = opts.progress {
                report(Progress::Depth(&level));
            }
            if level.entries == 0 {
                self.end = Some(level);
                self.complete = true;
            } else {
                self.levels.push(level);
            }
            self.check_total()?;
            let due = last_save.elapsed() >= opts.save_every || self.complete || opts.stop_after == Some(ran);
            if let Some(path) = opts.checkpoint.as_ref().filter(|_| due) {
                let t = Instant::now();
                let saved = self.save(path);
                last_save = Instant::now();
                match (&saved, opts.progress) {
                    (Ok(()), Some(report)) => report(Progress::Saved {
                        path,
                        seconds: t.elapsed().as_secs_f64(),
                    }),
                    (Err(error), Some(report)) => report(Progress::NotSaved { path, error }),
                    _ => {}
                }
                not_saved = saved.err();
            }
        }
        // The last write decides: a later checkpoint that was written holds every depth.
        match not_saved {
            Some(e) => Err(Error::impossible(format!(
                "the census ran, but its checkpoint could not be written: {e}"
            ))),
            None => Ok(()),
        }
    }

    /// At the end, the positions found must be the positions the space has.
    fn check_total(&self) -> Result<()> {
        match self.space.positions() {
            Some(n) if self.complete && self.total() != n => Err(Error::disagreement(format!(
                "census found {} positions, the space has {n}",
                self.total()
            ))),
            _ => Ok(()),
        }
    }

    /// The next depth (no entries when the census is complete).
    fn next_level(&mut self, opts: &Options) -> Result<Level> {
        let started = Instant::now();
        let depth = self.levels.len() as u32;
        let frontier = self.levels.last().map_or(0, |l| l.entries);
        let seen: u64 = self.levels.iter().map(|l| l.entries).sum();
        let pull = self.space.entries() - seen < 2 * frontier;
        let (fv, nv) = ((depth as u64 + 2) % 3, depth as u64 % 3);
        let bw = self.space.block_words();
        let kernel = self.space.blocks();
        let blocks = kernel.map_or_else(|| self.table.words().div_ceil(bw), |k| k.count());
        let prepared = match kernel {
            Some(k) if !pull => Some(k.prepare_push(&self.table, fv)),
            _ => None,
        };
        let done = AtomicUsize::new(0);
        let cancelled = AtomicBool::new(false);
        let last_report = Mutex::new(Instant::now());
        let counts: Vec<(u64, u128)> = (0..blocks)
            .into_par_iter()
            .map(|b| {
                if cancelled.load(Relaxed) || opts.cancel.is_some_and(|c| c.load(Relaxed)) {
                    cancelled.store(true, Relaxed);
                    return (0, 0);
                }
                let words = b * bw..((b + 1) * bw).min(self.table.words());
                let n = match (kernel, &prepared) {
                    (Some(k), _) if pull => k.pull(&self.table, b, fv, nv),
                    (Some(k), Some(prep)) => k.push(&self.table, b, fv, nv, prep),
                    _ if pull => self.pull_block(words, fv, nv),
                    _ => self.push_block(words, fv, nv),
                };
                let k = done.fetch_add(1, Relaxed) + 1;
                report_blocks(opts, &last_report, depth, k, blocks, started);
                n
            })
            .collect();
        if cancelled.load(Relaxed) {
            self.poisoned = true;
            return Err(Error::impossible(format!("cancelled during depth {depth}")));
        }
        Ok(Level {
            depth,
            positions: counts.iter().map(|c| c.1).sum(),
            entries: counts.iter().map(|c| c.0).sum(),
            mode: if pull { Mode::Pull } else { Mode::Push },
            seconds: started.elapsed().as_secs_f64(),
            checksum: None,
        })
    }

    /// Forward step from the frontier entries in `words`: marks their unseen neighbours
    /// (anywhere in the table); returns the entries and positions it marked.
    fn push_block(&self, words: std::ops::Range<usize>, fv: u64, nv: u64) -> (u64, u128) {
        let (mut entries, mut positions) = (0u64, 0u128);
        for w in words {
            let mut bits = equal_mask(self.table.word(w), fv) & self.space.valid(w);
            while bits != 0 {
                let e = 32 * w as u64 + bits.trailing_zeros() as u64 / 2;
                bits &= bits - 1;
                self.space.neighbours(e, &mut |n| {
                    if self.table.mark(n, nv) {
                        entries += 1;
                        positions += self.space.weight(n) as u128;
                    }
                });
            }
        }
        (entries, positions)
    }

    /// Backward step for the unseen entries in `words`: those with a neighbour in the
    /// frontier are marked. Only this block's words are written.
    fn pull_block(&self, words: std::ops::Range<usize>, fv: u64, nv: u64) -> (u64, u128) {
        let (mut entries, mut positions) = (0u64, 0u128);
        for w in words {
            let word = self.table.word(w);
            let mut bits = word & word >> 1 & LOW & self.space.valid(w);
            let mut hit = 0u64;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let e = 32 * w as u64 + bit as u64 / 2;
                if self.space.any_neighbour(e, &mut |n| self.table.get(n) == fv) {
                    hit |= 1 << bit;
                    entries += 1;
                    positions += self.space.weight(e) as u128;
                }
            }
            if hit != 0 {
                self.table.mark_word(w, hit, nv);
            }
        }
        (entries, positions)
    }

    /// The checkpoint header of the census as it is.
    fn header(&self) -> checkpoint::Header {
        checkpoint::Header {
            format: checkpoint::FORMAT,
            layout: self.space.layout(),
            entries: self.space.entries(),
            complete: self.complete,
            levels: self.levels.clone(),
            end: self.end.clone(),
            seconds: self.seconds(),
        }
    }

    /// Writes the checkpoint atomically, the checksum of the table recorded with the last
    /// depth (computed here, one pass over the table, not after every depth).
    pub fn save(&mut self, path: &Path) -> Result<()> {
        let checksum = format!("{:016x}", self.table.checksum());
        if let Some(last) = self.levels.last_mut() {
            last.checksum = Some(checksum);
        }
        checkpoint::save(path, &self.header(), &self.table)
    }

    /// The depths found so far (from 0, each non-empty).
    pub fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// The last pass, which found nothing new and so ended the census (`None` until then).
    pub fn end(&self) -> Option<&Level> {
        self.end.as_ref()
    }

    /// Whether every reachable entry has been found.
    pub fn complete(&self) -> bool {
        self.complete
    }

    /// The greatest depth found so far (God's number once complete).
    pub fn depth(&self) -> u32 {
        self.levels.len() as u32 - 1
    }

    /// Positions found so far.
    pub fn total(&self) -> u128 {
        self.levels.iter().map(|l| l.positions).sum()
    }

    /// Positions per depth.
    pub fn distribution(&self) -> Vec<u128> {
        self.levels.iter().map(|l| l.positions).collect()
    }

    /// Seconds of work over all runs.
    pub fn seconds(&self) -> f64 {
        let end = self.end.as_ref().map_or(0.0, |l| l.seconds);
        self.earlier_seconds + end + self.levels.iter().map(|l| l.seconds).sum::<f64>()
    }

    /// The summary record: the fields of `cubelab molecube census`'s summary.
    pub fn summary(&self) -> serde_json::Value {
        serde_json::json!({
            "complete": self.complete,
            "total": self.total().to_string(),
            "gods_number": self.complete.then(|| self.depth()),
            "solved": self.levels[0].positions.to_string(),
            "seconds": self.seconds(),
        })
    }

    /// The table (distances mod 3), for scans of a finished census.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Distance mod 3 of entry `e`, or `None` when not reached.
    pub fn residue(&self, e: u64) -> Option<u8> {
        let v = self.table.get(e);
        (v != UNSEEN).then_some(v as u8)
    }

    /// The exact distance of entry `e` (`None` when not reached yet), by walking down the
    /// table: a neighbour with residue one less is one closer.
    pub fn distance(&self, e: u64) -> Result<Option<u32>> {
        if self.poisoned {
            return Err(Error::impossible("the census was cancelled mid-depth"));
        }
        let seeds: HashSet<u64> = self.space.seeds().into_iter().collect();
        let mut at = e;
        let mut steps = 0;
        if self.residue(at).is_none() {
            return Ok(None);
        }
        while !seeds.contains(&at) {
            let down = (self.table.get(at) + 2) % 3;
            let mut next = None;
            self.space.any_neighbour(at, &mut |n| {
                let closer = self.table.get(n) == down;
                if closer {
                    next = Some(n);
                }
                closer
            });
            at = next.ok_or_else(|| Error::impossible(format!("entry {at}: no neighbour is closer")))?;
            steps += 1;
            if steps > self.levels.len() as u32 {
                return Err(Error::impossible("descent does not end"));
            }
        }
        Ok(Some(steps))
    }
}

/// Checks the levels against the table they describe: for each residue `r`, the entries
/// marked `r` and the positions they stand for must be those of the depths `d = r mod 3`,
/// and the unseen entries all the others. One parallel pass over the table.
fn recount<S: CensusSpace + ?Sized>(
    space: &S,
    table: &Table,
    levels: &[Level],
) -> std::result::Result<(), String> {
    let words = table.words();
    let zero = || ([0u64; 4], [0u128; 3]);
    let (entries, positions) = (0..words.div_ceil(table::CHECKSUM_WORDS))
        .into_par_iter()
        .map(|run| {
            let (mut entries, mut positions) = zero();
            let span = run * table::CHECKSUM_WORDS..((run + 1) * table::CHECKSUM_WORDS).min(words);
            for w in span {
                let (word, valid) = (table.word(w), space.valid(w));
                for r in 0..4u64 {
                    let mut bits = equal_mask(word, r) & valid;
                    entries[r as usize] += bits.count_ones() as u64;
                    if r == UNSEEN {
                        continue;
                    }
                    positions[r as usize] += match space.word_weight(w) {
                        Some(weight) => bits.count_ones() as u128 * weight as u128,
                        None => {
                            let mut sum = 0u128;
                            while bits != 0 {
                                sum += space.weight(32 * w as u64 + bits.trailing_zeros() as u64 / 2) as u128;
                                bits &= bits - 1;
                            }
                            sum
                        }
                    };
                }
            }
            (entries, positions)
        })
        .reduce(zero, |(a, b), (c, d)| {
            (
                std::array::from_fn(|i| a[i] + c[i]),
                std::array::from_fn(|i| b[i] + d[i]),
            )
        });
    let (mut want_entries, mut want_positions) = zero();
    for l in levels {
        want_entries[l.depth as usize % 3] += l.entries;
        want_positions[l.depth as usize % 3] += l.positions;
    }
    want_entries[UNSEEN as usize] = space
        .entries()
        .saturating_sub(levels.iter().map(|l| l.entries).sum());
    for r in 0..3 {
        if (entries[r], positions[r]) != (want_entries[r], want_positions[r]) {
            return Err(format!(
                "the table holds {} entries ({} positions) at depths {r} mod 3, the header {} ({})",
                entries[r], positions[r], want_entries[r], want_positions[r]
            ));
        }
    }
    if entries[3] != want_entries[3] {
        return Err(format!(
            "the table has {} unseen entries, the header {}",
            entries[3], want_entries[3]
        ));
    }
    Ok(())
}

/// Reports block progress when the last report is old enough.
fn report_blocks(
    opts: &Options,
    last: &Mutex<Instant>,
    depth: u32,
    done: usize,
    of: usize,
    started: Instant,
) {
    let Some(report) = opts.progress else { return };
    let Ok(mut last) = last.lock() else { return };
    if last.elapsed() < opts.progress_every {
        return;
    }
    *last = Instant::now();
    report(Progress::Blocks {
        depth,
        done,
        of,
        seconds: started.elapsed().as_secs_f64(),
    });
}
