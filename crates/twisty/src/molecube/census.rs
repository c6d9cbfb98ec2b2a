//! The Molecube's census space: the engine's census ([`crate::census::Census`]) runs over
//! [`Space`], whose block kernels move a pattern's 720 orders together.
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
//!
//! **Files.** The census writes the engine's checkpoint (`crate::census::checkpoint`: a
//! checksum of the table after every depth). Tables written before that (magic `MOLECUBE`,
//! no checksums) are still read by the solver ([`read_header`]); a census does not resume
//! from them.

use std::io::Read;
use std::time::Duration;

use rayon::prelude::*;
use serde_json::Value;

use super::coord::{composition_table, rename_table, Layout, ORDERS};
use super::moves::{Metric, Move};
use super::{solved, symmetry, Cube, COLOURS};
use crate::colour::nine::CELLS;
use crate::engine::census::table::{equal_mask, Table, LOW, UNSEEN};
use crate::engine::census::{Blocks, CensusSpace, Prepared};
use crate::error::{Error, Result};

/// Words per pattern chunk: 720 two-bit entries in 23 words (the last has 16 entries).
pub const CHUNK_WORDS: usize = 23;
/// Valid entry bits of the last word of a chunk.
const LAST_WORD_MASK: u64 = (1 << 32) - 1;
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

/// A census checkpoint is written after a depth when the last one is at least this old
/// (short depths are cheaper to redo than to save).
pub const SAVE_EVERY: Duration = Duration::from_secs(120);

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
        layout_id(self.metric, self.reps.len(), self.patterns())
    }
}

/// The layout string of a census table of `metric` with `reps` representatives and
/// `patterns` edge patterns.
pub fn layout_id(metric: Metric, reps: usize, patterns: usize) -> String {
    format!(
        "molecube-2bit-v1 metric={} reps={reps} patterns={patterns} chunk={CHUNK_WORDS}",
        metric.name()
    )
}

/// Valid fields (low bits) of word `k` of a chunk: the last word holds 16 entries.
#[inline]
fn valid(k: usize) -> u64 {
    if k == CHUNK_WORDS - 1 {
        LAST_WORD_MASK & LOW
    } else {
        LOW
    }
}

/// Entry slots per chunk (23 words of 32; the last 16 unused).
const CHUNK_SLOTS: u64 = (CHUNK_WORDS * 32) as u64;

/// The census space of one metric: entries `(representative, edge pattern, order)` in
/// chunks of [`CHUNK_WORDS`] words; entry number `chunk * 736 + order`, chunk
/// `rep * 18,480 + pattern`. Its neighbours entry by entry (for walking the table and the
/// tests) and its block kernels (a pattern's 720 orders moved together, a representative
/// per block) for the census.
pub struct Space {
    /// The index and transform tables of the metric.
    pub tables: Tables,
}

impl Space {
    /// The space of `metric` (builds its tables, under a second of CPU).
    pub fn new(metric: Metric) -> Space {
        Space {
            tables: Tables::new(metric),
        }
    }

    /// The entry of (representative number, edge index).
    pub fn entry(&self, rep: usize, edge: usize) -> u64 {
        (rep * self.tables.patterns() + edge / ORDERS) as u64 * CHUNK_SLOTS + (edge % ORDERS) as u64
    }

    /// The stored form of a position that [`Tables::stored`] picks, as an entry.
    pub fn entry_of(&self, cube: &Cube) -> u64 {
        let (rep, edge) = self.tables.stored(cube);
        self.entry(rep, edge)
    }

    /// (representative number, pattern, order) of entry `e`.
    fn decode(&self, e: u64) -> (usize, usize, usize) {
        let chunk = (e / CHUNK_SLOTS) as usize;
        let np = self.tables.patterns();
        (chunk / np, chunk % np, (e % CHUNK_SLOTS) as usize)
    }

    /// Every stored form of the neighbours of entry `e` under turn `m`; with `first` only one.
    fn turned(&self, e: u64, m: usize, first: bool, f: &mut dyn FnMut(u64)) {
        let tb = &self.tables;
        let (rep, p, o) = self.decode(e);
        let nm = tb.moves.len();
        let c2 = tb.corner_move[tb.reps[rep] as usize * nm + m] as usize;
        let (p1, s1) = tb.edge_move[p * nm + m];
        let o1 = tb.comp[s1 as usize * ORDERS + o] as usize;
        let syms = tb.syms_to_rep(c2);
        for &s in &syms[..if first { 1 } else { syms.len() }] {
            let s = s as usize;
            let rep2 = tb.rep_of[tb.corner_sym[c2 * SYMS + s] as usize] as usize;
            let (p2, s2) = tb.edge_sym[p1 as usize * SYMS + s];
            let o2 = tb.rename[s * ORDERS + tb.comp[s2 as usize * ORDERS + o1] as usize] as usize;
            f(self.entry(rep2, p2 as usize * ORDERS + o2));
        }
    }

    /// The patterns of block `b` with at least one entry equal to `fv`.
    fn frontier_patterns(&self, table: &Table, b: usize, fv: u64) -> Vec<u32> {
        let np = self.tables.patterns();
        (0..np as u32)
            .filter(|&p| {
                let base = (b * np + p as usize) * CHUNK_WORDS;
                (0..CHUNK_WORDS).any(|k| equal_mask(table.word(base + k), fv) & valid(k) != 0)
            })
            .collect()
    }
}

impl CensusSpace for Space {
    fn layout(&self) -> String {
        self.tables.layout_id()
    }

    fn entries(&self) -> u64 {
        self.tables.entries()
    }

    fn positions(&self) -> Option<u128> {
        Some(POSITIONS)
    }

    fn weight(&self, e: u64) -> u64 {
        self.tables.orbit[self.decode(e).0]
    }

    /// Every stored form of the 80 solved states: every symmetric image whose corners are a
    /// representative.
    fn seeds(&self) -> Vec<u64> {
        let tb = &self.tables;
        let mut out = Vec::new();
        for cube in solved::from_static() {
            for s in &tb.syms {
                let image = s.apply(&cube);
                let rep = tb.rep_of[tb.corners.index(&image.corners())];
                if rep != u16::MAX {
                    out.push(self.entry(rep as usize, tb.edges.index(&image.edges())));
                }
            }
        }
        out
    }

    fn neighbours(&self, e: u64, f: &mut dyn FnMut(u64)) {
        for m in 0..self.tables.moves.len() {
            self.turned(e, m, false, f);
        }
    }

    fn any_neighbour(&self, e: u64, f: &mut dyn FnMut(u64) -> bool) -> bool {
        let mut hit = false;
        for m in 0..self.tables.moves.len() {
            self.turned(e, m, true, &mut |n| hit = hit || f(n));
            if hit {
                return true;
            }
        }
        false
    }

    fn words(&self) -> usize {
        self.tables.words()
    }

    fn valid(&self, w: usize) -> u64 {
        valid(w % CHUNK_WORDS)
    }

    fn word_weight(&self, w: usize) -> Option<u64> {
        Some(self.tables.orbit[w / CHUNK_WORDS / self.tables.patterns()])
    }

    fn blocks(&self) -> Option<&dyn Blocks> {
        Some(self)
    }
}

/// One block per representative corner arrangement: its 18,480 chunks. A push into block
/// `t` applies, for every (source block, turn, symmetry) landing on `t` ([`Tables::push`]),
/// the chunk map to every frontier chunk of the source; a pull asks, for each chunk of `t`
/// with unseen entries, one source chunk per turn ([`Tables::pull`]).
impl Blocks for Space {
    fn count(&self) -> usize {
        self.tables.reps.len()
    }

    /// The patterns of each block holding frontier entries (found once per depth, not once
    /// per feeding turn and symmetry).
    fn prepare_push(&self, table: &Table, fv: u64) -> Prepared {
        let active: Vec<Vec<u32>> = (0..self.tables.reps.len())
            .into_par_iter()
            .map(|b| self.frontier_patterns(table, b, fv))
            .collect();
        Box::new(active)
    }

    fn push(&self, table: &Table, t: usize, fv: u64, nv: u64, prepared: &Prepared) -> (u64, u128) {
        let active = prepared
            .downcast_ref::<Vec<Vec<u32>>>()
            .expect("prepared by prepare_push");
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
                    *f = equal_mask(table.word(src_base + k), fv) & valid(k);
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
                        let w = tgt_base + o2 / 32;
                        let sh = 2 * (o2 % 32);
                        let word = table.word(w);
                        // Block `t` is this call's alone: a plain store is safe.
                        if word >> sh & 3 == UNSEEN {
                            table.store(w, word ^ ((UNSEEN ^ nv) << sh));
                            found += 1;
                        }
                    }
                }
            }
        }
        (found, found as u128 * tb.orbit[t] as u128)
    }

    fn pull(&self, table: &Table, t: usize, fv: u64, nv: u64) -> (u64, u128) {
        let tb = &self.tables;
        let nm = tb.moves.len();
        let np = tb.patterns();
        let mut found = 0u64;
        for p in 0..np {
            let base = (t * np + p) * CHUNK_WORDS;
            let mut unseen = [0u64; CHUNK_WORDS];
            let mut any = 0;
            for (k, u) in unseen.iter_mut().enumerate() {
                let w = table.word(base + k);
                *u = w & w >> 1 & valid(k);
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
                        let v = table.word(src_base + o2 / 32) >> (2 * (o2 % 32)) & 3;
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
                    table.mark_word(base + k, h, nv);
                    found += h.count_ones() as u64;
                }
            }
        }
        (found, found as u128 * tb.orbit[t] as u128)
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

    /// The space's neighbours of an entry, by the index tables, are the stored forms of the
    /// cube turned and moved by each symmetry taking its corners to their representative,
    /// computed by moving the balls; seeds are the stored forms of the 80 solved states.
    #[test]
    fn entry_neighbours_agree_with_moving_balls() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for metric in [Metric::Htm, Metric::Qtm] {
            let space = Space::new(metric);
            let tb = &space.tables;
            let forms = |cube: &Cube, out: &mut Vec<u64>| {
                let c = tb.corners.index(&cube.corners());
                for &s in tb.syms_to_rep(c) {
                    let image = tb.syms[s as usize].apply(cube);
                    let rep = tb.rep_of[tb.corners.index(&image.corners())] as usize;
                    out.push(space.entry(rep, tb.edges.index(&image.edges())));
                }
            };
            for _ in 0..200 {
                let rep = rng.gen_range(0..tb.reps.len());
                let edge = rng.gen_range(0..tb.edges.size());
                let e = space.entry(rep, edge);
                assert_eq!(space.weight(e), tb.orbit[rep]);
                assert_ne!(space.valid((e / 32) as usize) >> (2 * (e % 32)) & 1, 0);
                let corners: [u8; 8] = tb.corners.colours(tb.reps[rep] as usize).try_into().unwrap();
                let edges: [u8; 12] = tb.edges.colours(edge).try_into().unwrap();
                let cube = Cube::from_pieces(&corners, &edges);
                let mut want = Vec::new();
                for m in &tb.moves {
                    forms(&super::super::apply(&cube, &[*m]), &mut want);
                }
                let mut got = Vec::new();
                space.neighbours(e, &mut |n| got.push(n));
                assert_eq!(got, want, "{metric:?}");
                let first = want[0];
                assert!(space.any_neighbour(e, &mut |n| n == first));
            }
            let mut seeds = Vec::new();
            for cube in solved::from_static() {
                let mut all = Vec::new();
                for s in &tb.syms {
                    forms(&s.apply(&cube), &mut all);
                }
                seeds.extend(all);
            }
            seeds.sort_unstable();
            seeds.dedup();
            let mut got = space.seeds();
            got.sort_unstable();
            got.dedup();
            assert_eq!(got, seeds);
            assert_eq!(got.len(), 6, "the recorded census's depth 0 has 6 entries");
        }
    }

    /// A Molecube census checkpoint whose header count was edited is refused before its
    /// 1.47 GiB table is read (the table here is a sparse file of zeros, never read); one
    /// from before checkpoints had checksums is named as such.
    #[test]
    fn an_edited_molecube_checkpoint_is_refused() {
        use crate::engine::census::{checkpoint, Census, Level, Mode};
        let space = Space::new(Metric::Htm);
        let header = checkpoint::Header {
            format: checkpoint::FORMAT,
            layout: space.layout(),
            entries: space.entries(),
            complete: false,
            levels: vec![Level {
                depth: 0,
                positions: 80,
                entries: 6,
                mode: Mode::Seed,
                seconds: 0.0,
                checksum: Some("0123456789abcdef".into()),
            }],
            end: None,
            seconds: 0.0,
        };
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("htm.table");
        let mut bytes = checkpoint::header_bytes(&header);
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let at = text.find("\"positions\":80").unwrap() + "\"positions\":8".len();
        bytes[at] = b'1';
        std::fs::write(&path, &bytes).unwrap();
        let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(bytes.len() as u64 + 8 * space.words() as u64)
            .unwrap();
        let e = Census::load(&space, &path).err().expect("refused").to_string();
        assert!(e.contains("header checksum mismatch"), "{e}");
        std::fs::write(&path, [&MAGIC[..], &[0; 8]].concat()).unwrap();
        let e = Census::load(&space, &path).err().expect("refused").to_string();
        assert!(e.contains("not a census checkpoint"), "{e}");
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
