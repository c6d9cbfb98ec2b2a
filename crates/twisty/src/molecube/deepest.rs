//! The deepest positions of a finished Molecube census, by symmetry class: the certificate
//! behind God's number (`cubelab molecube census --deepest FILE`).
//!
//! **Which entries are deepest.** The table keeps distance mod 3 only. With the census
//! complete at greatest depth `D`, an entry at `D` has residue `D mod 3` and no neighbour at
//! residue `(D+1) mod 3` (nothing lies at `D + 1`). Entries at `D - 3`, `D - 6`, ... that
//! are local maxima pass that filter too, so the filter's count is compared with the
//! census's entries at depth `D`: every entry at `D` passes, so equal counts mean the
//! candidates are exactly the deepest entries. Otherwise each candidate's distance is
//! found by descending the table (a neighbour one residue lower is one turn closer).
//!
//! **Classes.** A class is a position's images under the 48 symmetries with their colour
//! renaming. Its stored forms are the images whose corners are a representative `T`; they
//! are the images of one of them under `T`'s stabiliser (the symmetries fixing `T`). Entry
//! numbers order by representative, then edge index, so the class's least image is a stored
//! form: the *canonical* one, least of its stabiliser images. A class of a position `z`
//! holds `48 / |Stab(z)|` positions and `|Stab(T)| / |Stab(z)|` stored forms; summed over
//! the canonical entries these must give the census's positions and entries at `D`.

use std::io::Write;

use rand::SeedableRng;
use rayon::prelude::*;

use super::census::{Space, CHUNK_WORDS};
use super::coord::ORDERS;
use super::Cube;
use crate::engine::census::table::{equal_mask, Table, LOW};
use crate::engine::census::CensusSpace;
use crate::error::{Error, Result};

/// Number of symmetries.
const SYMS: u64 = 48;
/// Blocks scanned together before their classes are written (keeps output in order and
/// memory bounded).
const WINDOW: usize = 16;
/// Up to this many deepest positions, every one is listed (not only each class's least).
pub const LIST_EVERY_POSITION_UP_TO: u128 = 1_000_000;

/// Word access to a census table (the real one, or a small one in tests).
pub trait Residues: Sync {
    /// Word `w` of the table: 32 two-bit fields, `3` unseen, else the distance mod 3.
    fn word(&self, w: usize) -> u64;
}

impl Residues for Table {
    fn word(&self, w: usize) -> u64 {
        Table::word(self, w)
    }
}

/// A scan of the deepest stored entries of a finished census.
pub struct Deepest<'a, R: Residues> {
    space: &'a Space,
    table: &'a R,
    /// The greatest depth.
    depth: u32,
    /// The census's stored entries and positions at that depth (what the scan must find).
    census_entries: u64,
    census_positions: u128,
    /// Whether the filter alone picks exactly the deepest entries (see the module header);
    /// else each candidate is confirmed by descent.
    exact: bool,
    /// Entries passing the filter.
    candidates: u64,
    /// The candidates at shallower depths (local maxima), by entry, with their depth.
    shallow: Vec<(u64, u32)>,
    /// Stored forms of the solved states (where a descent ends).
    seeds: Vec<u64>,
    /// Distances of the corner and of the edge arrangements alone (lower bounds).
    corner_bound: Vec<u8>,
    edge_bound: Vec<u8>,
}

/// One class at the greatest depth: its canonical position and how many positions it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// The canonical stored entry.
    pub entry: u64,
    /// The position of that entry.
    pub cube: Cube,
    /// Positions in the class: `48 / |stabiliser|`.
    pub size: u64,
    /// Stored forms of the class.
    pub forms: u64,
}

/// Totals of a scan, to be compared with the census.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Entries passing the filter (before any descent).
    pub candidates: u64,
    /// Entries confirmed at the greatest depth.
    pub entries: u64,
    /// Classes (canonical entries).
    pub classes: u64,
    /// Positions of the classes, summed.
    pub positions: u128,
    /// Stored forms of the classes, summed (must equal `entries`).
    pub forms: u64,
    /// Classes by size: `by_size[i]` classes of [`CLASS_SIZES`]`[i]` positions.
    pub by_size: [u64; CLASS_SIZES.len()],
}

/// The possible class sizes: 48 over the order of a subgroup of the 48 symmetries.
pub const CLASS_SIZES: [u64; 10] = [1, 2, 3, 4, 6, 8, 12, 16, 24, 48];

impl Tally {
    /// The sum of two tallies.
    pub fn plus(self, o: Tally) -> Tally {
        Tally {
            candidates: self.candidates + o.candidates,
            entries: self.entries + o.entries,
            classes: self.classes + o.classes,
            positions: self.positions + o.positions,
            forms: self.forms + o.forms,
            by_size: std::array::from_fn(|i| self.by_size[i] + o.by_size[i]),
        }
    }
}

/// Valid fields of word `k` of a chunk (720 entries in 23 words).
fn chunk_valid(k: usize) -> u64 {
    let used = ORDERS.saturating_sub(32 * k).min(32);
    if used == 32 {
        LOW
    } else {
        LOW & ((1u64 << (2 * used)) - 1)
    }
}

impl<'a, R: Residues> Deepest<'a, R> {
    /// A scan of `table` (a finished census of `space` whose greatest depth `depth` holds
    /// `entries` stored entries and `positions` positions). Counts the filter's candidates
    /// (one pass); when they are more than the census's entries, descends from each once
    /// to set apart those at shallower depths.
    /// `progress` is called with the blocks done in that second pass.
    pub fn new(
        space: &'a Space,
        table: &'a R,
        depth: u32,
        entries: u64,
        positions: u128,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<Self> {
        let mut scan = Deepest {
            space,
            table,
            depth,
            census_entries: entries,
            census_positions: positions,
            exact: true,
            candidates: 0,
            shallow: Vec::new(),
            seeds: space.seeds(),
            corner_bound: Vec::new(),
            edge_bound: Vec::new(),
        };
        let candidates: u64 = (0..scan.blocks())
            .into_par_iter()
            .map(|t| scan.block_candidates(t))
            .sum();
        scan.exact = candidates == entries;
        scan.candidates = candidates;
        if !scan.exact {
            (scan.corner_bound, scan.edge_bound) = projection_bounds(space);
            let done = std::sync::atomic::AtomicUsize::new(0);
            let shallow: Vec<Vec<(u64, u32)>> = (0..scan.blocks())
                .into_par_iter()
                .map(|t| {
                    let found = scan.block_shallow(t);
                    progress(done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
                    found
                })
                .collect::<Result<_>>()?;
            scan.shallow = shallow.concat();
        }
        Ok(scan)
    }

    /// The candidates of block `t` below the greatest depth, with their depth, by entry.
    fn block_shallow(&self, t: usize) -> Result<Vec<(u64, u32)>> {
        let mut out = Vec::new();
        for p in 0..self.space.tables.patterns() {
            for (k, &word) in self.candidate_mask(t, p).iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let e = self
                        .space
                        .entry(t, p * ORDERS + k * 32 + bits.trailing_zeros() as usize / 2);
                    bits &= bits - 1;
                    if let Some(d) = self.shallow_depth(e)? {
                        out.push((e, d));
                    }
                }
            }
        }
        Ok(out)
    }

    /// A lower bound on the distance of entry (block `t`, `edge`): the distances of its
    /// corner and of its edge arrangement alone (solving the position solves both).
    fn bound(&self, t: usize, edge: usize) -> u32 {
        let rep = self.space.tables.reps[t] as usize;
        u32::from(self.corner_bound[rep].max(self.edge_bound[edge]))
    }

    /// How many candidates lie at each shallower depth (the filter's local maxima).
    pub fn shallow_depths(&self) -> std::collections::BTreeMap<u32, u64> {
        let mut out = std::collections::BTreeMap::new();
        for &(_, d) in &self.shallow {
            *out.entry(d).or_insert(0) += 1;
        }
        out
    }

    /// Number of blocks (representative corner arrangements).
    pub fn blocks(&self) -> usize {
        self.space.tables.reps.len()
    }

    /// Entries passing the filter (the deepest, and any shallower local maxima).
    pub fn candidates(&self) -> u64 {
        self.candidates
    }

    /// Whether the filter alone was exact (no descents needed).
    pub fn exact(&self) -> bool {
        self.exact
    }

    /// The entries of chunk (block `t`, pattern `p`) at residue `D mod 3` with no neighbour
    /// at `(D+1) mod 3`: one pass like the census's backward step, a pattern's 720 orders
    /// moved together.
    fn candidate_mask(&self, t: usize, p: usize) -> [u64; CHUNK_WORDS] {
        let tb = &self.space.tables;
        let (nm, np) = (tb.moves.len(), tb.patterns());
        let (dv, up) = (self.depth as u64 % 3, (self.depth as u64 + 1) % 3);
        let base = (t * np + p) * CHUNK_WORDS;
        let mut mask = [0u64; CHUNK_WORDS];
        let mut any = 0;
        for (k, m) in mask.iter_mut().enumerate() {
            *m = equal_mask(self.table.word(base + k), dv) & chunk_valid(k);
            any |= *m;
        }
        for m in 0..nm {
            if any == 0 {
                break;
            }
            let (src, s) = tb.pull[t * nm + m];
            let (p2, sigma) = tb.chunk_map(p, m, s as usize);
            let src_base = (src as usize * np + p2) * CHUNK_WORDS;
            let row = &tb.comp[sigma * ORDERS..(sigma + 1) * ORDERS];
            let ren = &tb.rename[s as usize * ORDERS..(s as usize + 1) * ORDERS];
            any = 0;
            for (k, word) in mask.iter_mut().enumerate() {
                let mut bits = *word;
                while bits != 0 {
                    let tz = bits.trailing_zeros();
                    bits &= bits - 1;
                    let o2 = ren[row[k * 32 + tz as usize / 2] as usize] as usize;
                    if self.table.word(src_base + o2 / 32) >> (2 * (o2 % 32)) & 3 == up {
                        *word &= !(1 << tz);
                    }
                }
                any |= *word;
            }
        }
        mask
    }

    /// Candidates of block `t`.
    fn block_candidates(&self, t: usize) -> u64 {
        (0..self.space.tables.patterns())
            .map(|p| {
                let m = self.candidate_mask(t, p);
                m.iter().map(|w| w.count_ones() as u64).sum::<u64>()
            })
            .sum()
    }

    /// Calls `f` with every deepest entry of block `t` as its edge index, in increasing
    /// order; returns the candidates seen (the shallow ones set apart by [`Deepest::new`]
    /// are skipped).
    fn each_deepest(&self, t: usize, f: &mut dyn FnMut(usize)) -> u64 {
        let mut candidates = 0;
        for p in 0..self.space.tables.patterns() {
            for (k, &word) in self.candidate_mask(t, p).iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let o = k * 32 + bits.trailing_zeros() as usize / 2;
                    bits &= bits - 1;
                    candidates += 1;
                    let edge = p * ORDERS + o;
                    let e = self.space.entry(t, edge);
                    if self.shallow.binary_search_by_key(&e, |s| s.0).is_err() {
                        f(edge);
                    }
                }
            }
        }
        candidates
    }

    /// The depth of candidate `e` when it lies below the greatest depth, else `None`: a
    /// descent through the table (a neighbour one residue lower is one turn closer) that
    /// stops as soon as the steps taken plus the lower bound where it stands exceed
    /// `depth - 3`, the next depth a candidate can have (most deepest entries stop within a
    /// few steps; a shallower one never stops early and reaches a solved state).
    fn shallow_depth(&self, e: u64) -> Result<Option<u32>> {
        let residue = |e: u64| self.table.word((e / 32) as usize) >> (2 * (e % 32)) & 3;
        let mut at = e;
        let mut steps = 0;
        while !self.seeds.contains(&at) {
            let (t, edge) = self.split(at);
            if steps + self.bound(t, edge) + 3 > self.depth {
                return Ok(None);
            }
            let down = (residue(at) + 2) % 3;
            let mut next = None;
            self.space.any_neighbour(at, &mut |n| {
                let closer = residue(n) == down;
                if closer {
                    next = Some(n);
                }
                closer
            });
            at = next.ok_or_else(|| Error::impossible(format!("entry {at}: no neighbour is closer")))?;
            steps += 1;
            if steps > self.depth + 1 {
                return Err(Error::impossible("descent does not end"));
            }
        }
        Ok((steps != self.depth).then_some(steps))
    }

    /// (block, edge index) of entry `e`.
    fn split(&self, e: u64) -> (usize, usize) {
        let slots = (CHUNK_WORDS * 32) as u64;
        let chunk = (e / slots) as usize;
        let np = self.space.tables.patterns();
        (chunk / np, chunk % np * ORDERS + (e % slots) as usize)
    }

    /// The class of entry (block `t`, `edge`) when that entry is its canonical form.
    pub fn canonical(&self, t: usize, edge: usize) -> Option<Class> {
        let tb = &self.space.tables;
        let stabiliser = tb.syms_to_rep(tb.reps[t] as usize);
        let (p, o) = (edge / ORDERS, edge % ORDERS);
        let mut fixed = 0u64;
        for &s in stabiliser {
            let s = s as usize;
            let (p2, s2) = tb.edge_sym[p * SYMS as usize + s];
            let o2 = tb.rename[s * ORDERS + tb.comp[s2 as usize * ORDERS + o] as usize] as usize;
            let image = p2 as usize * ORDERS + o2;
            if image < edge {
                return None;
            }
            fixed += u64::from(image == edge);
        }
        let corners: [u8; 8] = tb.corners.colours(tb.reps[t] as usize).try_into().ok()?;
        let edges: [u8; 12] = tb.edges.colours(edge).try_into().ok()?;
        Some(Class {
            entry: self.space.entry(t, edge),
            cube: Cube::from_pieces(&corners, &edges),
            size: SYMS / fixed,
            forms: stabiliser.len() as u64 / fixed,
        })
    }

    /// The classes of block `t` in entry order, and its tally.
    pub fn block(&self, t: usize) -> Result<(Vec<Class>, Tally)> {
        let mut classes = Vec::new();
        let mut entries = 0;
        let candidates = self.each_deepest(t, &mut |edge| {
            entries += 1;
            classes.extend(self.canonical(t, edge));
        });
        let mut by_size = [0; CLASS_SIZES.len()];
        for c in &classes {
            if let Some(i) = CLASS_SIZES.iter().position(|&n| n == c.size) {
                by_size[i] += 1;
            }
        }
        let tally = Tally {
            candidates,
            entries,
            classes: classes.len() as u64,
            positions: classes.iter().map(|c| c.size as u128).sum(),
            forms: classes.iter().map(|c| c.forms).sum(),
            by_size,
        };
        Ok((classes, tally))
    }

    /// Each block's tally, counted in parallel (classes not kept); `progress` is called
    /// with blocks done.
    pub fn tallies(&self, progress: &(dyn Fn(usize) + Sync)) -> Result<Vec<Tally>> {
        let done = std::sync::atomic::AtomicUsize::new(0);
        (0..self.blocks())
            .into_par_iter()
            .map(|t| {
                let tally = self.block(t)?.1;
                progress(done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
                Ok(tally)
            })
            .collect()
    }

    /// Checks a whole scan's tally against the census: the entries, and the class sizes
    /// and stored forms summed over the classes.
    pub fn check(&self, total: &Tally) -> Result<()> {
        let (e, p) = (self.census_entries, self.census_positions);
        let by_size: u128 = total
            .by_size
            .iter()
            .zip(CLASS_SIZES)
            .map(|(&k, n)| k as u128 * n as u128)
            .sum();
        if total.entries != e || total.forms != e || total.positions != p || by_size != p {
            return Err(Error::disagreement(format!(
                "depth {}: the census has {e} stored entries and {p} positions; the scan found {} entries, {} classes holding {} positions and {} stored forms",
                self.depth, total.entries, total.classes, total.positions, total.forms
            )));
        }
        Ok(())
    }

    /// Writes the classes numbered in `wanted` (class ordinals in entry order, increasing;
    /// `None` for all) as JSON lines, blocks scanned `WINDOW` at a time in parallel and
    /// written in order; `per_block` is each block's tally from [`Deepest::tallies`].
    /// With `members`, each class lists all its positions. Returns the classes written.
    pub fn write_classes(
        &self,
        out: &mut dyn Write,
        per_block: &[Tally],
        wanted: Option<&[u64]>,
        members: bool,
        progress: &(dyn Fn(usize) + Sync),
    ) -> Result<u64> {
        let mut first = 0u64;
        let mut next_wanted = 0usize;
        let mut written = 0u64;
        let blocks: Vec<usize> = (0..self.blocks()).collect();
        for window in blocks.chunks(WINDOW) {
            let window_classes: u64 = window.iter().map(|&t| per_block[t].classes).sum();
            let skip =
                wanted.is_some_and(|w| w.get(next_wanted).is_none_or(|&n| n >= first + window_classes));
            if !skip {
                let found: Vec<Vec<Class>> = window
                    .par_iter()
                    .map(|&t| self.block(t).map(|b| b.0))
                    .collect::<Result<_>>()?;
                for class in found.into_iter().flatten() {
                    let take = match wanted {
                        None => true,
                        Some(w) if w.get(next_wanted) == Some(&first) => {
                            next_wanted += 1;
                            true
                        }
                        Some(_) => false,
                    };
                    if take {
                        self.write_class(out, first, &class, members)?;
                        written += 1;
                    }
                    first += 1;
                }
            } else {
                first += window_classes;
            }
            progress(window[window.len() - 1] + 1);
        }
        Ok(written)
    }

    /// One class as a JSON line: its number, canonical position, size, and members.
    fn write_class(&self, out: &mut dyn Write, number: u64, class: &Class, members: bool) -> Result<()> {
        let mut record = serde_json::json!({
            "type": "class",
            "class": number,
            "position": class.cube.code(),
            "size": class.size,
        });
        if members {
            record["members"] = self.members(&class.cube).iter().map(|c| c.code()).collect();
        }
        writeln!(out, "{record}").map_err(|e| Error::io("the listing", e))
    }

    /// Every position of the class of `cube`: its distinct images, in order.
    pub fn members(&self, cube: &Cube) -> Vec<Cube> {
        let mut all: Vec<Cube> = self.space.tables.syms.iter().map(|s| s.apply(cube)).collect();
        all.sort_unstable_by_key(|c| c.0);
        all.dedup();
        all
    }
}

/// Distances from solved of every corner arrangement and every edge arrangement alone,
/// by breadth-first search over each projection (lower bounds on a position's distance).
fn projection_bounds(space: &Space) -> (Vec<u8>, Vec<u8>) {
    let tb = &space.tables;
    let nm = tb.moves.len();
    let solved = super::solved::from_static();
    let corners = bfs(
        tb.corners.size(),
        solved.iter().map(|c| tb.corners.index(&c.corners())),
        |c, f| (0..nm).for_each(|m| f(tb.corner_move[c * nm + m] as usize)),
    );
    let edges = bfs(
        tb.edges.size(),
        solved.iter().map(|c| tb.edges.index(&c.edges())),
        |e, f| {
            let (p, o) = (e / ORDERS, e % ORDERS);
            for m in 0..nm {
                let (p1, s1) = tb.edge_move[p * nm + m];
                f(p1 as usize * ORDERS + tb.comp[s1 as usize * ORDERS + o] as usize);
            }
        },
    );
    (corners, edges)
}

/// Breadth-first distances on `0..n` from `seeds` (`u8::MAX` where not reached).
fn bfs(n: usize, seeds: impl Iterator<Item = usize>, next: impl Fn(usize, &mut dyn FnMut(usize))) -> Vec<u8> {
    let mut dist = vec![u8::MAX; n];
    let mut queue = Vec::new();
    for s in seeds {
        if dist[s] == u8::MAX {
            dist[s] = 0;
            queue.push(s as u32);
        }
    }
    let mut at = 0;
    while at < queue.len() {
        let x = queue[at] as usize;
        at += 1;
        let d = dist[x].saturating_add(1);
        next(x, &mut |y| {
            if dist[y] == u8::MAX {
                dist[y] = d;
                queue.push(y as u32);
            }
        });
    }
    dist
}

/// `n` distinct class numbers out of `classes`, uniformly at random from `seed`
/// (`ChaCha8Rng::seed_from_u64`), increasing; all of them when `n >= classes`.
pub fn sample(classes: u64, n: u64, seed: u64) -> Vec<u64> {
    if n >= classes {
        return (0..classes).collect();
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut picked: Vec<u64> = rand::seq::index::sample(&mut rng, classes as usize, n as usize)
        .into_iter()
        .map(|i| i as u64)
        .collect();
    picked.sort_unstable();
    picked
}

#[cfg(test)]
mod tests {
    use super::super::moves::Metric;
    use super::*;

    /// A census table holding a few blocks (the rest unseen), built by breadth-first search
    /// from the solved states to `depth` by the space's own neighbours.
    struct Partial {
        block_words: usize,
        blocks: Vec<Option<Vec<u64>>>,
    }

    impl Residues for Partial {
        fn word(&self, w: usize) -> u64 {
            self.blocks[w / self.block_words]
                .as_ref()
                .map_or(u64::MAX, |b| b[w % self.block_words])
        }
    }

    /// The table to `depth`, with the entries and positions per depth.
    fn partial(space: &Space, depth: u32) -> (Partial, Vec<(u64, u128)>) {
        let block_words = space.tables.patterns() * CHUNK_WORDS;
        let mut table = Partial {
            block_words,
            blocks: vec![None; space.tables.reps.len()],
        };
        let mut frontier = space.seeds();
        frontier.sort_unstable();
        frontier.dedup();
        let mut levels = Vec::new();
        for d in 0..=depth {
            let mut next = Vec::new();
            for &e in &frontier {
                let (w, sh) = ((e / 32) as usize, 2 * (e % 32));
                let block = table.blocks[w / block_words].get_or_insert_with(|| vec![u64::MAX; block_words]);
                block[w % block_words] &= !((3 ^ (d as u64 % 3)) << sh);
            }
            let weight = |e: &u64| space.weight(*e) as u128;
            levels.push((frontier.len() as u64, frontier.iter().map(weight).sum()));
            for &e in &frontier {
                space.neighbours(e, &mut |n| {
                    if table.word((n / 32) as usize) >> (2 * (n % 32)) & 3 == 3 {
                        next.push(n);
                    }
                });
            }
            next.sort_unstable();
            next.dedup();
            frontier = next;
        }
        (table, levels)
    }

    /// On a census stopped at depth 2 (taken as finished), the scan finds every entry at
    /// depth 2 through the filter alone, and its classes add up to the census figures
    /// (19,440 positions in the half-turn metric, as docs/molecube.md records).
    #[test]
    fn classes_of_a_partial_census_add_up() {
        for (metric, positions) in [(Metric::Htm, 19_440u128), (Metric::Qtm, 9_120)] {
            let space = Space::new(metric);
            let (table, levels) = partial(&space, 2);
            let (entries, counted) = levels[2];
            assert_eq!(counted, positions);
            let scan = Deepest::new(&space, &table, 2, entries, positions, &|_| {}).unwrap();
            assert!(scan.exact());
            let per_block = scan.tallies(&|_| {}).unwrap();
            let total = per_block.iter().fold(Tally::default(), |a, &b| a.plus(b));
            scan.check(&total).unwrap();
            assert!(total.classes > 0 && total.classes < entries);
            let mut out = Vec::new();
            let n = scan
                .write_classes(&mut out, &per_block, None, true, &|_| {})
                .unwrap();
            assert_eq!(n, total.classes);
            let text = String::from_utf8(out).unwrap();
            let mut listed = 0u128;
            for line in text.lines() {
                let v: serde_json::Value = serde_json::from_str(line).unwrap();
                let members = v["members"].as_array().unwrap();
                assert_eq!(members.len() as u64, v["size"].as_u64().unwrap());
                listed += members.len() as u128;
            }
            assert_eq!(listed, positions);
        }
    }

    /// At depth 1 every entry is a candidate; at depth 0 (a census read as if it ended at
    /// depth 1 but asked about depth 0) the filter keeps nothing, since every solved state
    /// has a neighbour at depth 1. Entries at depth 1 seen as the greatest depth of a census
    /// that went on to depth 2 are not candidates either.
    #[test]
    fn the_filter_keeps_only_entries_without_deeper_neighbours() {
        let space = Space::new(Metric::Htm);
        let (table, levels) = partial(&space, 2);
        let scan = Deepest::new(&space, &table, 0, levels[0].0, levels[0].1, &|_| {}).unwrap();
        assert!(!scan.exact());
        let scan = Deepest::new(&space, &table, 1, levels[1].0, levels[1].1, &|_| {}).unwrap();
        assert!(!scan.exact());
        let total = scan
            .tallies(&|_| {})
            .unwrap()
            .iter()
            .fold(Tally::default(), |a, &b| a.plus(b));
        assert_eq!(total.entries, 0);
        assert!(scan.check(&total).is_err());
    }

    /// A class's canonical entry and size agree with moving the balls: the 48 images of the
    /// position, their stored forms, the least of them, and the distinct images.
    #[test]
    fn canonical_forms_agree_with_moving_balls() {
        use rand::Rng;
        let space = Space::new(Metric::Htm);
        let tb = &space.tables;
        let (table, _) = partial(&space, 0);
        let scan = Deepest::new(&space, &table, 0, 6, 80, &|_| {}).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(69);
        let solved = super::super::solved::from_static();
        let mut cubes: Vec<Cube> = solved.iter().take(10).copied().collect();
        for _ in 0..300 {
            let rep = rng.gen_range(0..tb.reps.len());
            let corners: [u8; 8] = tb.corners.colours(tb.reps[rep] as usize).try_into().unwrap();
            let edge = rng.gen_range(0..tb.edges.size());
            let edges: [u8; 12] = tb.edges.colours(edge).try_into().unwrap();
            cubes.push(Cube::from_pieces(&corners, &edges));
        }
        for cube in cubes {
            let images = scan.members(&cube);
            let least = images.iter().map(|c| space.entry_of(c)).min().unwrap();
            let (t, edge) = tb.stored(&cube);
            let class = scan.canonical(t, edge);
            assert_eq!(class.is_some(), space.entry(t, edge) == least);
            let mut forms: Vec<u64> = images
                .iter()
                .filter(|c| tb.rep_of[tb.corners.index(&c.corners())] != u16::MAX)
                .map(|c| space.entry_of(c))
                .collect();
            forms.sort_unstable();
            forms.dedup();
            let (t, edge) = (
                (least / (tb.patterns() * 736) as u64) as usize,
                (least % (tb.patterns() * 736) as u64) as usize,
            );
            let (p, o) = (edge / 736, edge % 736);
            let class = scan.canonical(t, p * ORDERS + o).expect("least is canonical");
            assert_eq!(class.size, images.len() as u64);
            assert_eq!(class.forms, forms.len() as u64);
            assert_eq!(class.entry, least);
        }
    }

    /// On the real tables: the classes at the greatest depth add up to the census, and the
    /// first classes' positions are confirmed by IDA*. Needs finished census checkpoints
    /// (1.47 GiB each, about 2 GB of memory and a few minutes a metric):
    /// `CUBELAB_HTM_TABLE=htm.table CUBELAB_QTM_TABLE=qtm.table cargo test --release -p
    /// cubelab-twisty deepest_of_the_real -- --ignored` (a metric whose variable is unset is
    /// skipped; at least one must be set).
    #[test]
    #[ignore = "needs finished census tables (CUBELAB_HTM_TABLE, CUBELAB_QTM_TABLE)"]
    fn deepest_of_the_real_census_add_up_and_solve() {
        use crate::engine::census::Census;
        let mut ran = 0;
        for (metric, var, depth, positions) in [
            (Metric::Htm, "CUBELAB_HTM_TABLE", 10, 1_754_817_896u128),
            (Metric::Qtm, "CUBELAB_QTM_TABLE", 12, 5_960),
        ] {
            let Some(path) = std::env::var_os(var) else {
                continue;
            };
            let space = Space::new(metric);
            let census = Census::load(&space, std::path::Path::new(&path)).unwrap();
            assert!(census.complete());
            assert_eq!(census.depth(), depth);
            let last = census.levels().last().unwrap();
            assert_eq!(last.positions, positions);
            let scan = Deepest::new(&space, census.table(), depth, last.entries, positions, &|_| {}).unwrap();
            let total = scan
                .tallies(&|_| {})
                .unwrap()
                .iter()
                .fold(Tally::default(), |a, &b| a.plus(b));
            scan.check(&total).unwrap();
            let ida = super::super::solver::Ida::new(metric);
            let mut solved = 0;
            for t in 0..scan.blocks() {
                for class in scan.block(t).unwrap().0.into_iter().take(1) {
                    let (solutions, _) = ida.solve(&class.cube, false).unwrap();
                    assert_eq!(solutions[0].len(), depth as usize);
                    solved += 1;
                }
                if solved == 3 {
                    break;
                }
            }
            ran += 1;
        }
        assert!(
            ran > 0,
            "set CUBELAB_HTM_TABLE or CUBELAB_QTM_TABLE to a finished census"
        );
    }

    #[test]
    fn samples_are_distinct_sorted_and_seeded() {
        let a = sample(1000, 10, 7);
        assert_eq!(a.len(), 10);
        assert!(a.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(a, sample(1000, 10, 7));
        assert_ne!(a, sample(1000, 10, 8));
        assert_eq!(sample(5, 10, 7), vec![0, 1, 2, 3, 4]);
    }
}
