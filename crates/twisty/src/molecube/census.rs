//! Breadth-first census of the distances from solved, over a symmetry-reduced index.
//!
//! **Index.** A position is (corner index, edge index). Corner arrangements are reduced by
//! the 48 symmetries (with their colour renaming): only *representative* corner indices (the
//! least of each orbit) are stored, each with all 13,305,600 edge arrangements. Entry
//! `(rep, pattern, order)` has 2 bits: `3` unseen, else the distance mod 3. A pattern's 720
//! orders fill one chunk of [`CHUNK_WORDS`] 64-bit words (the last half word unused).
//!
//! **Why it is exact.** Entries are real positions, and a symmetry keeps distances, so the
//! table is the true distance table restricted to representative corners. A position `z`
//! with representative corner `T` at distance `d` has a neighbour `w` at `d - 1`; a symmetry
//! `u` takes `w` to a stored entry `u(w)` (corner `S`), and `u(z) = m'(u(w))` for the
//! conjugated turn `m'`, so `z = s(m'(u(w)))` with `s = u^-1`, one of the symmetries taking
//! corner `m'(S)` to `T`. Forward expansion ("push") therefore applies, for every stored
//! frontier entry and turn, *every* symmetry taking the new corner to its representative,
//! which reaches `z` itself (not just some image of it under `T`'s stabiliser). Backward
//! expansion ("pull") asks, for each unseen entry and each turn, whether the neighbour (in
//! any stored form) is in the frontier: exact because all stored forms share a distance.
//!
//! **Counting.** Positions at distance `d` = sum over representatives `T` of
//! `|orbit(T)| x #{edge arrangements e: (T, e) at distance d}`: the positions with a corner
//! in `T`'s orbit are symmetric images of those with corner `T`.
//!
//! Distances mod 3 suffice: neighbours differ by at most one, so in a pull the frontier
//! residue `(d-1) mod 3` can only belong to distance `d - 1`; a push may re-expand entries
//! at `d - 4`, whose neighbours are all seen already (wasted work, never a wrong mark).

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde_json::{json, Value};

use super::coord::{composition_table, rename_table, Layout, ORDERS};
use super::moves::{Metric, Move};
use super::{solved, symmetry, Cube, COLOURS};
use crate::colour::nine::CELLS;
use crate::error::{Error, Result};

/// Words per pattern chunk: 720 two-bit entries in 23 words (the last has 16 entries).
pub const CHUNK_WORDS: usize = 23;
/// Valid entry bits of the last word of a chunk.
const LAST_WORD_MASK: u64 = (1 << 32) - 1;
/// The low bit of every 2-bit entry.
const LOW: u64 = 0x5555_5555_5555_5555;
/// All positions: 8!/2 x 12!/(3! 3!).
pub const POSITIONS: u128 = 268_240_896_000;

/// The tables the census and the table-backed solver share.
pub struct Tables {
    /// The distance measure.
    pub metric: Metric,
    /// Its turns, in `Metric::moves` order.
    pub moves: Vec<Move>,
    /// Indexing of corner arrangements.
    pub corners: Layout,
    /// Indexing of edge arrangements.
    pub edges: Layout,
    /// Corner index -> its (corner, edge) transform tables per turn and per symmetry.
    pub corner_move: Vec<u16>,
    /// `corner_sym[c * 48 + s]`: corner index `c` under symmetry `s`.
    pub corner_sym: Vec<u16>,
    /// Representative corner indices, increasing; `rep_of[c]` its number or `u16::MAX`.
    pub reps: Vec<u16>,
    /// Number of each corner index among `reps`, or `u16::MAX`.
    pub rep_of: Vec<u16>,
    /// Orbit size of each representative.
    pub orbit: Vec<u64>,
    /// `edge_move[p * moves + m]`, `edge_sym[p * 48 + s]`: (pattern, sigma).
    pub edge_move: Vec<(u16, u16)>,
    /// `edge_sym[p * 48 + s]`: (pattern, sigma) of pattern `p` under symmetry `s`.
    pub edge_sym: Vec<(u16, u16)>,
    /// `comp[s * 720 + o] = rank(o . s)`; `rename[s * 720 + o] = rank(rho_s . o)`.
    pub comp: Vec<u16>,
    /// Colour renaming of symmetry `s` applied to order `o`.
    pub rename: Vec<u16>,
    /// Pull: for target rep `t` and turn `m`, one (source rep, symmetry).
    pub pull: Vec<(u16, u8)>,
    /// Push: for target rep `t`, every (source rep, turn, symmetry) landing on `t`.
    pub push: Vec<Vec<(u16, u8, u8)>>,
    /// The symmetries taking each corner index to its representative (see `syms_to_rep`).
    to_rep_syms: Vec<u8>,
    to_rep_start: Vec<u32>,
    /// The 48 symmetries with their colour renamings.
    pub syms: Vec<symmetry::Symmetry>,
}

/// A cell permutation of the cube with the colour renaming that goes with it.
type Transform = ([u8; CELLS], [u8; COLOURS]);

/// `table[c * k + t]`: corner arrangement `c` under the `k` transforms, by index.
fn corner_table(corners: &Layout, transforms: impl Iterator<Item = Transform>) -> Vec<u16> {
    let transforms: Vec<Transform> = transforms.collect();
    let image = |c: usize, (perm, colours): &Transform| {
        let mut cells = [0u8; CELLS];
        for (&cell, &k) in corners.cells.iter().zip(&corners.colours(c)) {
            cells[cell] = k;
        }
        corners.index(&Cube(cells).permuted(perm, colours).corners()) as u16
    };
    (0..corners.size())
        .flat_map(|c| transforms.iter().map(move |t| (c, t)))
        .map(|(c, t)| image(c, t))
        .collect()
}

/// The corner arrangements least in their orbit under the symmetries (`corner_sym` as
/// [`Tables::corner_sym`]), increasing; each arrangement's number among them or
/// `u16::MAX`; each one's orbit size.
fn corner_orbits(corner_sym: &[u16]) -> (Vec<u16>, Vec<u16>, Vec<u64>) {
    let nc = corner_sym.len() / SYMS;
    let mut rep_of = vec![u16::MAX; nc];
    let mut reps = Vec::new();
    let mut orbit = Vec::new();
    for c in 0..nc {
        let images = &corner_sym[c * SYMS..(c + 1) * SYMS];
        if images.iter().all(|&i| i as usize >= c) {
            rep_of[c] = reps.len() as u16;
            reps.push(c as u16);
            let mut distinct = images.to_vec();
            distinct.sort_unstable();
            distinct.dedup();
            orbit.push(distinct.len() as u64);
        }
    }
    (reps, rep_of, orbit)
}

/// `table[p * k + t]`: edge pattern `p` under the `k` cell permutations, as (pattern, sigma).
fn edge_table(edges: &Layout, perms: impl Iterator<Item = [u8; CELLS]>) -> Vec<(u16, u16)> {
    let tables: Vec<Vec<(u16, u16)>> = perms
        .map(|perm| edges.pattern_table(&edges.positions(&perm)))
        .collect();
    (0..edges.patterns.len())
        .flat_map(|p| tables.iter().map(move |t| t[p]))
        .collect()
}

/// A checkpoint is written after a depth when the last one is at least this old.
const SAVE_EVERY: Duration = Duration::from_secs(120);

/// Number of symmetries.
const SYMS: usize = 48;

impl Tables {
    /// Builds every table for `metric` (under a second of CPU).
    pub fn new(metric: Metric) -> Tables {
        let moves = metric.moves();
        let syms = symmetry::all();
        let corners = Layout::corners();
        let edges = Layout::edges();
        let turns = moves.iter().map(|m| (m.cell_perm(), super::SAME_COLOURS));
        let corner_move = corner_table(&corners, turns);
        let corner_sym = corner_table(&corners, syms.iter().map(|s| (s.cells, s.colours)));
        let (reps, rep_of, orbit) = corner_orbits(&corner_sym);
        let edge_move = edge_table(&edges, moves.iter().map(|m| m.cell_perm()));
        let edge_sym = edge_table(&edges, syms.iter().map(|s| s.cells));
        let rename = syms.iter().flat_map(|s| rename_table(&s.colours)).collect();
        let mut tables = Tables {
            metric,
            moves,
            corners,
            edges,
            corner_move,
            corner_sym,
            reps,
            rep_of,
            orbit,
            edge_move,
            edge_sym,
            comp: composition_table(),
            rename,
            pull: Vec::new(),
            push: Vec::new(),
            to_rep_syms: Vec::new(),
            to_rep_start: Vec::new(),
            syms,
        };
        tables.list_syms_to_rep();
        tables.link_blocks();
        tables
    }

    /// Fills `pull` and `push`: which blocks feed which under each turn.
    fn link_blocks(&mut self) {
        let nm = self.moves.len();
        let mut push = vec![Vec::new(); self.reps.len()];
        let mut pull = Vec::with_capacity(self.reps.len() * nm);
        for (r, &c) in self.reps.iter().enumerate() {
            for m in 0..nm {
                let moved = self.corner_move[c as usize * nm + m] as usize;
                let to_rep = self.syms_to_rep(moved).to_vec();
                let target = self.rep_of[self.corner_sym[moved * SYMS + to_rep[0] as usize] as usize];
                pull.push((target, to_rep[0]));
                for s in to_rep {
                    push[target as usize].push((r as u16, m as u8, s));
                }
            }
        }
        self.pull = pull;
        self.push = push;
    }

    /// Every symmetry taking corner index `c` to its representative.
    pub fn syms_to_rep(&self, c: usize) -> &[u8] {
        &self.to_rep_syms[self.to_rep_start[c] as usize..self.to_rep_start[c + 1] as usize]
    }

    /// Fills `to_rep_syms` (all corners' lists, concatenated) and their starts.
    fn list_syms_to_rep(&mut self) {
        let nc = self.corners.size();
        self.to_rep_start = Vec::with_capacity(nc + 1);
        self.to_rep_start.push(0);
        for c in 0..nc {
            let images = &self.corner_sym[c * SYMS..(c + 1) * SYMS];
            let least = *images.iter().min().expect("48 images");
            self.to_rep_syms
                .extend((0..SYMS as u8).filter(|&s| images[s as usize] == least));
            self.to_rep_start.push(self.to_rep_syms.len() as u32);
        }
    }

    /// Number of edge patterns (18,480).
    pub fn patterns(&self) -> usize {
        self.edges.patterns.len()
    }

    /// Entries (rep, edge arrangement) in the table.
    pub fn entries(&self) -> u64 {
        (self.reps.len() * self.edges.size()) as u64
    }

    /// Words of the 2-bit table.
    pub fn words(&self) -> usize {
        self.reps.len() * self.patterns() * CHUNK_WORDS
    }

    /// The pattern and sigma that turn `m` then symmetry `s` give pattern `p`.
    #[inline]
    pub fn chunk_map(&self, p: usize, m: usize, s: usize) -> (usize, usize) {
        let (p1, s1) = self.edge_move[p * self.moves.len() + m];
        let (p2, s2) = self.edge_sym[p1 as usize * SYMS + s];
        let sigma = self.comp[s2 as usize * ORDERS + s1 as usize];
        (p2 as usize, sigma as usize)
    }

    /// The stored form of a position: (rep number, edge index) after a symmetry taking its
    /// corners to their representative.
    pub fn stored(&self, cube: &Cube) -> (usize, usize) {
        let c = self.corners.index(&cube.corners());
        let s = self.syms_to_rep(c)[0] as usize;
        let sym = &self.syms[s];
        let image = sym.apply(cube);
        let rep = self.rep_of[self.corners.index(&image.corners())] as usize;
        (rep, self.edges.index(&image.edges()))
    }

    /// Word and shift of entry (rep, edge index).
    #[inline]
    pub fn locate(&self, rep: usize, edge: usize) -> (usize, u32) {
        let (p, o) = (edge / ORDERS, edge % ORDERS);
        (
            (rep * self.patterns() + p) * CHUNK_WORDS + o / 32,
            2 * (o % 32) as u32,
        )
    }

    /// A string that changes whenever the table layout would.
    pub fn layout_id(&self) -> String {
        format!(
            "molecube-2bit-v1 metric={} reps={} patterns={} chunk={}",
            self.metric.name(),
            self.reps.len(),
            self.patterns(),
            CHUNK_WORDS
        )
    }
}

/// The entries of `w` equal to `v` (low bit of each 2-bit field set).
#[inline]
fn equal_mask(w: u64, v: u64) -> u64 {
    let x = w ^ (v * LOW);
    !(x | x >> 1) & LOW
}

#[inline]
fn valid(word: usize) -> u64 {
    if word == CHUNK_WORDS - 1 {
        LAST_WORD_MASK
    } else {
        u64::MAX
    }
}

/// One depth of the census.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Level {
    /// Distance from solved.
    pub depth: u32,
    /// Stored entries first reached at this depth.
    pub entries: u64,
    /// Positions at this depth (entries weighted by corner orbit sizes).
    pub positions: u64,
    /// "push" or "pull".
    pub mode: String,
    /// Seconds this depth took.
    pub seconds: f64,
}

/// Options of a census run (no user-facing names: the CLI maps its flags onto these).
pub struct CensusOptions {
    /// Worker threads.
    pub threads: usize,
    /// Where the table and levels are saved after every depth; resumed from when present.
    pub checkpoint: Option<PathBuf>,
    /// No progress reports on stderr.
    pub quiet: bool,
    /// Time between progress reports.
    pub progress_every: Duration,
    /// Stop after this many depths in this run (for testing resumption).
    pub stop_after: Option<u32>,
}

/// A census in progress or finished.
pub struct Census {
    /// The index and transform tables.
    pub tables: Tables,
    /// The distance table: 2 bits per entry (3 unseen, else distance mod 3).
    pub table: Vec<AtomicU64>,
    /// Depths done so far.
    pub levels: Vec<Level>,
    /// Seconds spent in earlier runs (from the checkpoint).
    pub earlier_seconds: f64,
}

impl Census {
    /// A fresh census at depth 0 (the 80 solved states in every stored form).
    pub fn start(tables: Tables) -> Census {
        let table: Vec<AtomicU64> = (0..tables.words()).map(|_| AtomicU64::new(u64::MAX)).collect();
        let mut census = Census {
            tables,
            table,
            levels: Vec::new(),
            earlier_seconds: 0.0,
        };
        let started = Instant::now();
        let syms = symmetry::all();
        let mut entries = 0u64;
        let mut positions = 0u64;
        for cube in solved::from_static() {
            for s in &syms {
                let image = s.apply(&cube);
                let c = census.tables.corners.index(&image.corners());
                let rep = census.tables.rep_of[c];
                if rep == u16::MAX {
                    continue;
                }
                let e = census.tables.edges.index(&image.edges());
                if census.get(rep as usize, e) == 3 {
                    census.set(rep as usize, e, 0);
                    entries += 1;
                    positions += census.tables.orbit[rep as usize];
                }
            }
        }
        census.levels.push(Level {
            depth: 0,
            entries,
            positions,
            mode: "seed".into(),
            seconds: started.elapsed().as_secs_f64(),
        });
        census
    }

    /// The 2-bit entry of (representative `rep`, edge index `edge`).
    pub fn get(&self, rep: usize, edge: usize) -> u64 {
        let (w, sh) = self.tables.locate(rep, edge);
        self.table[w].load(Relaxed) >> sh & 3
    }

    fn set(&self, rep: usize, edge: usize, v: u64) {
        let (w, sh) = self.tables.locate(rep, edge);
        let old = self.table[w].load(Relaxed);
        self.table[w].store(old & !(3 << sh) | v << sh, Relaxed);
    }

    /// Number of depths done.
    pub fn depth(&self) -> u32 {
        self.levels.last().map_or(0, |l| l.depth)
    }

    /// True when the last depth reached nothing new.
    pub fn finished(&self) -> bool {
        self.levels.last().is_some_and(|l| l.entries == 0)
    }

    fn seen_entries(&self) -> u64 {
        self.levels.iter().map(|l| l.entries).sum()
    }

    /// Runs depths until no new position is found (or `stop_after` depths ran).
    pub fn run(&mut self, opts: &CensusOptions) -> Result<()> {
        // Bounded as every run of the search driver is (0 would mean rayon's default).
        let threads = crate::search::thread_count(Some(opts.threads))?;
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Error::usage(format!("cannot start {threads} threads: {e}")))?;
        let mut ran = 0;
        let mut last_save = Instant::now();
        while !self.finished() && opts.stop_after.is_none_or(|n| ran < n) {
            let level = pool.install(|| self.next_level(opts));
            if !opts.quiet {
                eprintln!(
                    "cubelab: molecube census depth {}: {} positions ({} stored entries, {}, {:.1}s)",
                    level.depth, level.positions, level.entries, level.mode, level.seconds
                );
            }
            self.levels.push(level);
            ran += 1;
            // Short depths are cheaper to redo than to save.
            let due = last_save.elapsed() >= SAVE_EVERY || self.finished() || opts.stop_after == Some(ran);
            if let Some(path) = opts.checkpoint.as_ref().filter(|_| due) {
                last_save = Instant::now();
                let t = Instant::now();
                self.save(path)?;
                if !opts.quiet {
                    eprintln!(
                        "cubelab: checkpoint written to {} in {:.1}s",
                        path.display(),
                        t.elapsed().as_secs_f64()
                    );
                }
            }
        }
        Ok(())
    }

    /// Computes the next depth, choosing push or pull by the cheaper estimate.
    fn next_level(&self, opts: &CensusOptions) -> Level {
        let started = Instant::now();
        let depth = self.depth() + 1;
        let frontier = self.levels.last().map_or(0, |l| l.entries);
        let unseen = self.tables.entries() - self.seen_entries();
        let pull = unseen < frontier * 2;
        let (fv, nv) = ((depth as u64 + 2) % 3, depth as u64 % 3);
        let blocks = self.tables.reps.len();
        let done = AtomicUsize::new(0);
        let last = Mutex::new(Instant::now());
        // For a push, the patterns of each block holding frontier entries (found once, not
        // once per feeding turn and symmetry).
        let active: Vec<Vec<u32>> = if pull {
            Vec::new()
        } else {
            (0..blocks)
                .into_par_iter()
                .map(|b| self.frontier_patterns(b, fv))
                .collect()
        };
        let counts: Vec<(u64, u64)> = (0..blocks)
            .into_par_iter()
            .map(|t| {
                let n = if pull {
                    self.pull_block(t, fv, nv)
                } else {
                    self.push_block(t, fv, nv, &active)
                };
                let k = done.fetch_add(1, Relaxed) + 1;
                if !opts.quiet {
                    report(&last, opts.progress_every, depth, k, blocks, started);
                }
                (n, n * self.tables.orbit[t])
            })
            .collect();
        Level {
            depth,
            entries: counts.iter().map(|c| c.0).sum(),
            positions: counts.iter().map(|c| c.1).sum(),
            mode: if pull { "pull" } else { "push" }.into(),
            seconds: started.elapsed().as_secs_f64(),
        }
    }

    /// Backward step for target block `t`: unseen entries with a neighbour in the frontier.
    fn pull_block(&self, t: usize, fv: u64, nv: u64) -> u64 {
        let tb = &self.tables;
        let nm = tb.moves.len();
        let np = tb.patterns();
        let mut found = 0u64;
        for p in 0..np {
            let base = (t * np + p) * CHUNK_WORDS;
            let mut unseen = [0u64; CHUNK_WORDS];
            let mut any = 0;
            for (k, u) in unseen.iter_mut().enumerate() {
                let w = self.table[base + k].load(Relaxed);
                *u = w & w >> 1 & LOW & valid(k);
                any |= *u;
            }
            if any == 0 {
                continue;
            }
            let mut hit = [0u64; CHUNK_WORDS];
            for m in 0..nm {
                let (src, s) = tb.pull[t * nm + m];
                let (p2, sigma) = tb.chunk_map(p, m, s as usize);
                let src_base = (src as usize * np + p2) * CHUNK_WORDS;
                let row = &tb.comp[sigma * ORDERS..(sigma + 1) * ORDERS];
                let ren = &tb.rename[s as usize * ORDERS..(s as usize + 1) * ORDERS];
                let mut left = 0;
                for k in 0..CHUNK_WORDS {
                    let mut bits = unseen[k];
                    while bits != 0 {
                        let tz = bits.trailing_zeros();
                        bits &= bits - 1;
                        let o2 = ren[row[k * 32 + tz as usize / 2] as usize] as usize;
                        let v = self.table[src_base + o2 / 32].load(Relaxed) >> (2 * (o2 % 32)) & 3;
                        if v == fv {
                            unseen[k] &= !(1 << tz);
                            hit[k] |= 1 << tz;
                        }
                    }
                    left |= unseen[k];
                }
                if left == 0 {
                    break;
                }
            }
            for (k, &h) in hit.iter().enumerate() {
                if h != 0 {
                    // Entries go from 3 to nv: flip the bits of 3 ^ nv.
                    self.table[base + k].fetch_xor(h * (3 ^ nv), Relaxed);
                    found += h.count_ones() as u64;
                }
            }
        }
        found
    }

    /// Forward step into target block `t`: every frontier entry of every feeding block.
    fn push_block(&self, t: usize, fv: u64, nv: u64, active: &[Vec<u32>]) -> u64 {
        let tb = &self.tables;
        let np = tb.patterns();
        let mut found = 0u64;
        for &(src, m, s) in &tb.push[t] {
            let (m, s) = (m as usize, s as usize);
            let ren = &tb.rename[s * ORDERS..(s + 1) * ORDERS];
            for &p in &active[src as usize] {
                let p = p as usize;
                let src_base = (src as usize * np + p) * CHUNK_WORDS;
                let mut frontier = [0u64; CHUNK_WORDS];
                let mut any = 0;
                for (k, f) in frontier.iter_mut().enumerate() {
                    *f = equal_mask(self.table[src_base + k].load(Relaxed), fv) & valid(k);
                    any |= *f;
                }
                if any == 0 {
                    continue;
                }
                let (p2, sigma) = tb.chunk_map(p, m, s);
                let tgt_base = (t * np + p2) * CHUNK_WORDS;
                let row = &tb.comp[sigma * ORDERS..(sigma + 1) * ORDERS];
                for (k, &f) in frontier.iter().enumerate() {
                    let mut bits = f;
                    while bits != 0 {
                        let tz = bits.trailing_zeros();
                        bits &= bits - 1;
                        let o2 = ren[row[k * 32 + tz as usize / 2] as usize] as usize;
                        let cell = &self.table[tgt_base + o2 / 32];
                        let sh = 2 * (o2 % 32);
                        let w = cell.load(Relaxed);
                        if w >> sh & 3 == 3 {
                            cell.store(w ^ ((3 ^ nv) << sh), Relaxed);
                            found += 1;
                        }
                    }
                }
            }
        }
        found
    }

    /// The patterns of block `b` with at least one entry equal to `fv`.
    fn frontier_patterns(&self, b: usize, fv: u64) -> Vec<u32> {
        let np = self.tables.patterns();
        (0..np as u32)
            .filter(|&p| {
                let base = (b * np + p as usize) * CHUNK_WORDS;
                (0..CHUNK_WORDS).any(|k| equal_mask(self.table[base + k].load(Relaxed), fv) & valid(k) != 0)
            })
            .collect()
    }

    /// Positions in total over all depths found so far.
    pub fn positions(&self) -> u128 {
        self.levels.iter().map(|l| l.positions as u128).sum()
    }

    /// Header JSON of a saved table.
    fn header(&self) -> Value {
        json!({
            "layout": self.tables.layout_id(),
            "levels": self.levels,
            "seconds": self.earlier_seconds + self.levels.iter().map(|l| l.seconds).sum::<f64>(),
        })
    }

    /// Writes the table atomically: a temporary file renamed over `path`.
    pub fn save(&self, path: &Path) -> Result<()> {
        crate::search::checkpoint::write_atomically(path, |file| {
            let mut w = BufWriter::with_capacity(1 << 22, file);
            let header = serde_json::to_vec(&self.header()).expect("JSON");
            w.write_all(MAGIC)?;
            w.write_all(&(header.len() as u64).to_le_bytes())?;
            w.write_all(&header)?;
            w.write_all(&vec![0u8; padding(header.len())])?;
            let mut buf = Vec::with_capacity(1 << 20);
            for chunk in self.table.chunks(1 << 17) {
                buf.clear();
                for word in chunk {
                    buf.extend_from_slice(&word.load(Relaxed).to_le_bytes());
                }
                w.write_all(&buf)?;
            }
            w.flush()
        })
    }

    /// Loads a saved table made with the same layout.
    pub fn load(tables: Tables, path: &Path) -> Result<Census> {
        let at = path.display().to_string();
        let io = |e| Error::io(&at, e);
        let mut r = BufReader::with_capacity(1 << 22, File::open(path).map_err(io)?);
        let (header, _) = read_header(&mut r, &at)?;
        if header["layout"] != tables.layout_id() {
            return Err(Error::input(
                &at,
                format!("made for `{}`, not `{}`", header["layout"], tables.layout_id()),
            ));
        }
        let levels: Vec<Level> = serde_json::from_value(header["levels"].clone())
            .map_err(|e| Error::input(&at, format!("bad levels: {e}")))?;
        let mut table = Vec::with_capacity(tables.words());
        let mut buf = vec![0u8; 1 << 20];
        while table.len() < tables.words() {
            let want = ((tables.words() - table.len()) * 8).min(buf.len());
            r.read_exact(&mut buf[..want])
                .map_err(|_| Error::input(&at, "the table is cut short"))?;
            table.extend(
                buf[..want]
                    .chunks_exact(8)
                    .map(|b| AtomicU64::new(u64::from_le_bytes(b.try_into().expect("8 bytes")))),
            );
        }
        Ok(Census {
            tables,
            table,
            levels,
            earlier_seconds: header["seconds"].as_f64().unwrap_or(0.0),
        })
    }
}

/// First bytes of a saved table.
pub const MAGIC: &[u8; 8] = b"MOLECUBE";

fn padding(header_len: usize) -> usize {
    (8 - header_len % 8) % 8
}

/// Reads the magic and the JSON header; returns the header and the offset of the table
/// words (the reader is left there).
pub fn read_header(r: &mut impl Read, at: &str) -> Result<(Value, u64)> {
    let bad = |msg: &str| Error::input(at, msg);
    let mut head = [0u8; 16];
    r.read_exact(&mut head)
        .map_err(|_| bad("not a molecube census table"))?;
    if &head[..8] != MAGIC {
        return Err(bad("not a molecube census table"));
    }
    let len = u64::from_le_bytes(head[8..].try_into().expect("8 bytes"));
    if len > 1 << 20 {
        return Err(bad("header too long"));
    }
    let mut json = vec![0u8; len as usize + padding(len as usize)];
    r.read_exact(&mut json).map_err(|_| bad("header cut short"))?;
    let header = serde_json::from_slice(&json[..len as usize])
        .map_err(|e| Error::input(at, format!("bad header: {e}")))?;
    Ok((header, 16 + json.len() as u64))
}

fn report(last: &Mutex<Instant>, every: Duration, depth: u32, done: usize, of: usize, started: Instant) {
    let Ok(mut last) = last.lock() else { return };
    if last.elapsed() < every && done < of {
        return;
    }
    *last = Instant::now();
    let secs = started.elapsed().as_secs_f64();
    let left = secs / done as f64 * (of - done) as f64;
    eprintln!("cubelab: molecube census depth {depth}: {done}/{of} blocks, {secs:.0}s, about {left:.0}s left in this depth");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn representatives_cover_every_corner_arrangement() {
        let t = Tables::new(Metric::Htm);
        assert_eq!(t.orbit.iter().sum::<u64>(), 20_160);
        assert!(t.orbit.iter().all(|o| 48 % o == 0));
        assert_eq!(
            t.orbit.iter().sum::<u64>() as u128 * t.edges.size() as u128,
            POSITIONS
        );
    }

    /// The corner projection by plain BFS over all 20,160 arrangements, and by BFS over
    /// representatives (reached through every symmetry to the representative) weighted by
    /// orbit sizes: the same distance distribution.
    #[test]
    fn reduced_and_unreduced_corner_searches_agree() {
        let t = Tables::new(Metric::Htm);
        let nm = t.moves.len();
        let solved_corners: Vec<usize> = solved::from_static()
            .iter()
            .map(|c| t.corners.index(&c.corners()))
            .collect();
        let plain = layers(t.corners.size(), &solved_corners, |c| {
            (0..nm).map(|m| t.corner_move[c * nm + m] as usize).collect()
        });
        let seeds: Vec<usize> = solved_corners
            .iter()
            .map(|&c| t.rep_of[t.corner_sym[c * SYMS + t.syms_to_rep(c)[0] as usize] as usize] as usize)
            .collect();
        let reduced = layers(t.reps.len(), &seeds, |r| {
            (0..nm)
                .map(|m| t.corner_move[t.reps[r] as usize * nm + m] as usize)
                .map(|c| t.rep_of[t.corner_sym[c * SYMS + t.syms_to_rep(c)[0] as usize] as usize] as usize)
                .collect()
        });
        let weighted: Vec<u64> = reduced
            .iter()
            .map(|l| l.iter().map(|&r| t.orbit[r]).sum())
            .collect();
        let counts: Vec<u64> = plain.iter().map(|l| l.len() as u64).collect();
        assert_eq!(weighted, counts);
        assert_eq!(counts.iter().sum::<u64>(), 20_160);
    }

    /// Breadth-first layers of a graph on `0..n`.
    fn layers(n: usize, seeds: &[usize], next: impl Fn(usize) -> Vec<usize>) -> Vec<Vec<usize>> {
        let mut seen = vec![false; n];
        let mut layer: Vec<usize> = Vec::new();
        for &s in seeds {
            if !seen[s] {
                seen[s] = true;
                layer.push(s);
            }
        }
        let mut out = Vec::new();
        while !layer.is_empty() {
            let mut new = Vec::new();
            for &x in &layer {
                for y in next(x) {
                    if !seen[y] {
                        seen[y] = true;
                        new.push(y);
                    }
                }
            }
            out.push(std::mem::replace(&mut layer, new));
        }
        out
    }

    #[test]
    fn equal_mask_finds_fields() {
        let w = 0b11_10_01_00u64;
        assert_eq!(equal_mask(w, 0) & 0xff, 0b00_00_00_01);
        assert_eq!(equal_mask(w, 2) & 0xff, 0b00_01_00_00);
        assert_eq!(equal_mask(w, 3) & 0xff, 0b01_00_00_00);
    }
}
