//! Optimal solving, two independent ways.
//!
//! * [`TableSolver`]: descent through a finished census table (2 bits, distance mod 3). The
//!   three residues of a position's neighbours name distances `d - 1`, `d`, `d + 1`
//!   unambiguously, so stepping to any neighbour with residue `v - 1` walks an optimal path;
//!   the table is read entry by entry from the file (no need to load 1.5 GB).
//! * [`Ida`]: iterative-deepening A* over real positions (the goal test is
//!   [`Cube::is_solved`]), with the maximum of two pattern databases as heuristic: corners
//!   with the edge pattern (where `E1`, `E2` and the `C` colours sit; symmetry-reduced,
//!   8.6 million entries) and the full edge arrangement (13.3 million entries). Both are
//!   distances in a projection of the puzzle, so they never overestimate.
//!
//! Every solution is re-applied to the start and checked by [`verify`] before it is returned.

use std::fs::File;
use std::path::Path;

use super::census::{read_header, Tables, CHUNK_WORDS};
use super::coord::ORDERS;
use super::moves::{Metric, Move};
use super::{solved, symmetry, Cube};
use crate::error::{Error, Result};
use crate::search::checkpoint::{fnv64_bytes, write_atomically};

/// Applies turns to a cube.
pub fn apply(cube: &Cube, moves: &[Move]) -> Cube {
    moves
        .iter()
        .fold(*cube, |c, m| c.permuted(&m.cell_perm(), &super::SAME_COLOURS))
}

/// Re-applies `moves` to `start`: the end position when it is solved.
pub fn verify(start: &Cube, moves: &[Move]) -> Result<Cube> {
    let end = apply(start, moves);
    if end.is_solved() {
        Ok(end)
    } else {
        Err(Error::impossible(format!(
            "internal check failed: {} does not solve the position",
            super::moves::format_moves(moves)
        )))
    }
}

/// Whether two consecutive turns are worth trying: never the same face twice in the
/// half-turn metric; in the quarter-turn metric the same face only as two equal quarter
/// turns (a half turn). With `canonical`, turns of opposite faces (which commute) only in
/// one order, the lower face first: every position still has an optimal sequence in that
/// form, but `--all` wants both orders, so it does not ask for it.
fn may_follow(metric: Metric, prev: Option<Move>, next: Move, canonical: bool) -> bool {
    match prev {
        Some(p) if p.face == next.face => metric == Metric::Qtm && p.quarters == next.quarters,
        Some(p) if canonical && p.face / 2 == next.face / 2 => p.face < next.face,
        _ => true,
    }
}

/// Exact distances and optimal paths from a saved census table.
pub struct TableSolver {
    tables: Tables,
    file: File,
    offset: u64,
    perms: Vec<[u8; 27]>,
}

impl TableSolver {
    /// Opens a finished census table for `metric`.
    pub fn open(path: &Path, metric: Metric) -> Result<TableSolver> {
        let at = path.display().to_string();
        let mut file = File::open(path).map_err(|e| Error::io(&at, e))?;
        let (header, offset) = read_header(&mut file, &at)?;
        let tables = Tables::new(metric);
        if header["layout"] != tables.layout_id() {
            return Err(Error::input(
                &at,
                format!("a table for `{}`, not `{}`", header["layout"], tables.layout_id()),
            ));
        }
        let finished = header["levels"]
            .as_array()
            .and_then(|l| l.last())
            .is_some_and(|l| l["entries"] == 0);
        if !finished {
            return Err(Error::input(&at, "the census in this table is not finished"));
        }
        let size = file.metadata().map_err(|e| Error::io(&at, e))?.len();
        if size != offset + tables.words() as u64 * 8 {
            return Err(Error::input(&at, "the table file has the wrong size"));
        }
        let perms = tables.moves.iter().map(|m| m.cell_perm()).collect();
        Ok(TableSolver {
            tables,
            file,
            offset,
            perms,
        })
    }

    /// The metric of the table.
    pub fn metric(&self) -> Metric {
        self.tables.metric
    }

    /// Distance mod 3 of a position.
    fn residue(&self, cube: &Cube) -> Result<u64> {
        let (rep, edge) = self.tables.stored(cube);
        let (word, shift) = self.tables.locate(rep, edge);
        debug_assert!(edge % ORDERS < CHUNK_WORDS * 32);
        let mut buf = [0u8; 8];
        read_exact_at(&self.file, &mut buf, self.offset + word as u64 * 8)
            .map_err(|e| Error::io("census table", e))?;
        Ok(u64::from_le_bytes(buf) >> shift & 3)
    }

    fn neighbours(&self, cube: &Cube) -> impl Iterator<Item = (Move, Cube)> + '_ {
        let cube = *cube;
        self.tables
            .moves
            .iter()
            .zip(&self.perms)
            .map(move |(m, p)| (*m, cube.permuted(p, &super::SAME_COLOURS)))
    }

    /// One optimal solution.
    pub fn solve(&self, start: &Cube) -> Result<Vec<Move>> {
        let mut cube = *start;
        let mut path = Vec::new();
        while !cube.is_solved() {
            let v = self.residue(&cube)?;
            let down = (v + 2) % 3;
            let mut step = None;
            for (m, next) in self.neighbours(&cube) {
                if self.residue(&next)? == down {
                    step = Some((m, next));
                    break;
                }
            }
            let (m, next) =
                step.ok_or_else(|| Error::impossible("census table inconsistent: no neighbour is closer"))?;
            path.push(m);
            cube = next;
            if path.len() > 64 {
                return Err(Error::impossible(
                    "census table inconsistent: descent does not end",
                ));
            }
        }
        verify(start, &path)?;
        Ok(path)
    }

    /// Every optimal solution, in move order.
    pub fn solve_all(&self, start: &Cube) -> Result<Vec<Vec<Move>>> {
        let length = self.solve(start)?.len();
        let mut out = Vec::new();
        self.descend(start, length, &mut Vec::new(), &mut out)?;
        for p in &out {
            verify(start, p)?;
        }
        Ok(out)
    }

    fn descend(
        &self,
        cube: &Cube,
        left: usize,
        path: &mut Vec<Move>,
        out: &mut Vec<Vec<Move>>,
    ) -> Result<()> {
        if left == 0 {
            if cube.is_solved() {
                out.push(path.clone());
            }
            return Ok(());
        }
        let down = (self.residue(cube)? + 2) % 3;
        let steps: Vec<(Move, Cube)> = self.neighbours(cube).collect();
        for (m, next) in steps {
            if self.residue(&next)? == down {
                path.push(m);
                self.descend(&next, left - 1, path, out)?;
                path.pop();
            }
        }
        Ok(())
    }
}

/// Reads `buf.len()` bytes at `offset` without moving a shared cursor where the platform
/// allows it (Unix); elsewhere (WebAssembly, which has no files anyway) by seeking.
#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(not(unix))]
fn read_exact_at(mut file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    file.seek(SeekFrom::Start(offset))?;
    file.read_exact(buf)
}

/// IDA* with two pattern databases.
pub struct Ida {
    tables: Tables,
    /// Distance of (corner representative, edge pattern) in the projection.
    corner_pattern: Vec<u8>,
    /// Distance of the edge arrangement alone.
    edge: Vec<u8>,
    /// Per corner index: its representative number and one symmetry taking it there.
    to_rep: Vec<(u16, u8)>,
}

/// Search statistics of one solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Search nodes visited.
    pub nodes: u64,
}

impl Ida {
    /// Builds both pattern databases (a few seconds of CPU).
    pub fn new(metric: Metric) -> Ida {
        let tables = Tables::new(metric);
        let corner_pattern = corner_pattern_db(&tables);
        let edge = edge_db(&tables);
        Ida::from_parts(tables, corner_pattern, edge)
    }

    /// The solver with pattern databases cached in `path`: read from there when the file
    /// holds valid ones for this metric and layout (header and checksum checked), else built
    /// and written there atomically. A cache that cannot be written is not an error: the
    /// databases are used anyway and the outcome says why they were not saved.
    pub fn cached(metric: Metric, path: &Path) -> (Ida, CacheOutcome) {
        let tables = Tables::new(metric);
        let head = pdb_header(&tables);
        let sizes = (tables.reps.len() * tables.patterns(), tables.edges.size());
        match read_pdb(path, &head, sizes) {
            Ok((corner_pattern, edge)) => (
                Ida::from_parts(tables, corner_pattern, edge),
                CacheOutcome::Loaded,
            ),
            Err(why) => {
                let started = std::time::Instant::now();
                let corner_pattern = corner_pattern_db(&tables);
                let edge = edge_db(&tables);
                let seconds = started.elapsed().as_secs_f64();
                let saved = write_pdb(path, &head, &corner_pattern, &edge);
                let outcome = CacheOutcome::Built {
                    why,
                    seconds,
                    saved: saved.err().map(|e| e.to_string()),
                };
                (Ida::from_parts(tables, corner_pattern, edge), outcome)
            }
        }
    }

    fn from_parts(tables: Tables, corner_pattern: Vec<u8>, edge: Vec<u8>) -> Ida {
        let to_rep = (0..tables.corners.size())
            .map(|c| {
                let s = tables.syms_to_rep(c)[0];
                (tables.rep_of[tables.corner_sym[c * 48 + s as usize] as usize], s)
            })
            .collect();
        Ida {
            tables,
            corner_pattern,
            edge,
            to_rep,
        }
    }

    /// The metric searched.
    pub fn metric(&self) -> Metric {
        self.tables.metric
    }

    /// Heuristic of a (corner index, edge index) pair.
    fn h(&self, c: usize, e: usize) -> u8 {
        let (rep, s) = self.to_rep[c];
        let p = self.tables.edge_sym[e / ORDERS * 48 + s as usize].0 as usize;
        self.corner_pattern[rep as usize * self.tables.patterns() + p].max(self.edge[e])
    }

    /// The edge index after turn `m`.
    fn edge_after(&self, e: usize, m: usize) -> usize {
        let (p, o) = (e / ORDERS, e % ORDERS);
        let (p2, sigma) = self.tables.edge_move[p * self.tables.moves.len() + m];
        p2 as usize * ORDERS + self.tables.comp[sigma as usize * ORDERS + o] as usize
    }

    /// One optimal solution (or all of them with `all`), and the nodes visited.
    pub fn solve(&self, start: &Cube, all: bool) -> Result<(Vec<Vec<Move>>, Stats)> {
        let c = self.tables.corners.index(&start.corners());
        let e = self.tables.edges.index(&start.edges());
        let mut stats = Stats::default();
        let mut bound = self.h(c, e) as usize;
        loop {
            let mut found = Vec::new();
            let mut path = Vec::new();
            let node = Node { start, c, e };
            self.dfs(&node, 0, bound, all, &mut path, &mut found, &mut stats);
            if !found.is_empty() {
                for p in &found {
                    verify(start, p)?;
                }
                return Ok((found, stats));
            }
            bound += 1;
            if bound > 40 {
                return Err(Error::impossible("no solution within 40 turns"));
            }
        }
    }

    /// Depth-first search under `bound`; returns true to stop (one solution wanted, found).
    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &self,
        n: &Node,
        g: usize,
        bound: usize,
        all: bool,
        path: &mut Vec<Move>,
        found: &mut Vec<Vec<Move>>,
        stats: &mut Stats,
    ) -> bool {
        stats.nodes += 1;
        let h = self.h(n.c, n.e) as usize;
        if g + h > bound {
            return false;
        }
        // The indices say nothing of solvedness directly; h = 0 is rare, so the path is
        // re-applied to the start and the faces are scanned.
        if h == 0 && apply(n.start, path).is_solved() {
            if g == bound {
                found.push(path.clone());
                return !all;
            }
            return false;
        }
        let nm = self.tables.moves.len();
        for m in 0..nm {
            let mv = self.tables.moves[m];
            if !may_follow(self.tables.metric, path.last().copied(), mv, !all) {
                continue;
            }
            if self.tables.metric == Metric::Qtm
                && path.len() >= 2
                && path[path.len() - 2] == mv
                && path[path.len() - 1] == mv
            {
                continue; // three equal quarter turns are one
            }
            let next = Node {
                start: n.start,
                c: self.tables.corner_move[n.c * nm + m] as usize,
                e: self.edge_after(n.e, m),
            };
            path.push(mv);
            let stop = self.dfs(&next, g + 1, bound, all, path, found, stats);
            path.pop();
            if stop {
                return true;
            }
        }
        false
    }
}

struct Node<'a> {
    start: &'a Cube,
    c: usize,
    e: usize,
}

/// What [`Ida::cached`] did with the cache file.
#[derive(Clone, Debug, PartialEq)]
pub enum CacheOutcome {
    /// Read valid pattern databases from the file.
    Loaded,
    /// Built them: `why` the file was not used, the `seconds` it took, and the reason they
    /// could not be saved (`None` when saved).
    Built {
        /// Why the file was not used (missing, made for another layout, damaged).
        why: String,
        /// Seconds spent building.
        seconds: f64,
        /// Why the databases could not be written (`None`: written).
        saved: Option<String>,
    },
}

/// Version of the pattern database file; raise it whenever their meaning changes.
const PDB_VERSION: u32 = 1;

/// The first line of a pattern database file: what it holds and for which layout. The
/// lengths and the checksum of the bytes follow on the same line.
fn pdb_header(t: &Tables) -> String {
    format!(
        "cubelab molecube pattern databases v{PDB_VERSION} ({}) sizes {} {}",
        t.layout_id(),
        t.reps.len() * t.patterns(),
        t.edges.size()
    )
}

/// Reads the two databases, or says why the file is not usable.
fn read_pdb(
    path: &Path,
    head: &str,
    (nc, ne): (usize, usize),
) -> std::result::Result<(Vec<u8>, Vec<u8>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let newline = bytes
        .iter()
        .take(4096)
        .position(|&b| b == b'\n')
        .ok_or("no header line")?;
    let line = std::str::from_utf8(&bytes[..newline]).map_err(|_| "header is not text")?;
    let (found_head, checksum) = line.rsplit_once(" checksum ").ok_or("no checksum")?;
    if found_head != head {
        return Err(format!("made for `{found_head}`"));
    }
    let data = &bytes[newline + 1..];
    if data.len() != nc + ne {
        return Err("the file has the wrong size".into());
    }
    if format!("{:016x}", fnv64_bytes(data)) != checksum {
        return Err("checksum mismatch (damaged file)".into());
    }
    Ok((data[..nc].to_vec(), data[nc..].to_vec()))
}

fn write_pdb(path: &Path, head: &str, corner_pattern: &[u8], edge: &[u8]) -> Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir.display(), e))?;
    }
    let mut data = Vec::with_capacity(corner_pattern.len() + edge.len());
    data.extend_from_slice(corner_pattern);
    data.extend_from_slice(edge);
    let line = format!("{head} checksum {:016x}\n", fnv64_bytes(&data));
    write_atomically(path, |f| {
        f.write_all(line.as_bytes())?;
        f.write_all(&data)
    })
}

const UNSEEN: u8 = u8::MAX;

/// Breadth-first distances of (corner representative, edge pattern), from every stored
/// form of the solved states; each new entry is reached through every symmetry taking its
/// corner to the representative (as in the census).
fn corner_pattern_db(t: &Tables) -> Vec<u8> {
    let np = t.patterns();
    let nm = t.moves.len();
    let mut db = vec![UNSEEN; t.reps.len() * np];
    let mut frontier = Vec::new();
    let syms = symmetry::all();
    for cube in solved::from_static() {
        for s in &syms {
            let image = s.apply(&cube);
            let rep = t.rep_of[t.corners.index(&image.corners())];
            if rep != u16::MAX {
                let i = rep as usize * np + t.edges.index(&image.edges()) / ORDERS;
                if db[i] == UNSEEN {
                    db[i] = 0;
                    frontier.push(i as u32);
                }
            }
        }
    }
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for &i in &frontier {
            let (rep, p) = (i as usize / np, i as usize % np);
            let c = t.reps[rep] as usize;
            for m in 0..nm {
                let c2 = t.corner_move[c * nm + m] as usize;
                let p2 = t.edge_move[p * nm + m].0 as usize;
                for &s in t.syms_to_rep(c2) {
                    let rep2 = t.rep_of[t.corner_sym[c2 * 48 + s as usize] as usize] as usize;
                    let j = rep2 * np + t.edge_sym[p2 * 48 + s as usize].0 as usize;
                    if db[j] == UNSEEN {
                        db[j] = depth;
                        next.push(j as u32);
                    }
                }
            }
        }
        frontier = next;
    }
    db
}

/// Breadth-first distances of the edge arrangement alone.
fn edge_db(t: &Tables) -> Vec<u8> {
    let nm = t.moves.len();
    let mut db = vec![UNSEEN; t.edges.size()];
    let mut frontier: Vec<u32> = Vec::new();
    for cube in solved::from_static() {
        let e = t.edges.index(&cube.edges());
        if db[e] == UNSEEN {
            db[e] = 0;
            frontier.push(e as u32);
        }
    }
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for &e in &frontier {
            let (p, o) = (e as usize / ORDERS, e as usize % ORDERS);
            for m in 0..nm {
                let (p2, sigma) = t.edge_move[p * nm + m];
                let e2 = p2 as usize * ORDERS + t.comp[sigma as usize * ORDERS + o] as usize;
                if db[e2] == UNSEEN {
                    db[e2] = depth;
                    next.push(e2 as u32);
                }
            }
        }
        frontier = next;
    }
    db
}

/// Plain bidirectional breadth-first search over real positions (no tables, no symmetry):
/// the distance when it is at most `max`, else None. For checking the other solvers.
pub fn bidirectional_distance(start: &Cube, metric: Metric, max: usize) -> Option<usize> {
    use std::collections::HashSet;
    let perms: Vec<[u8; 27]> = metric.moves().iter().map(|m| m.cell_perm()).collect();
    let expand = |layer: &HashSet<Cube>, seen: &mut HashSet<Cube>| {
        let mut next = HashSet::new();
        for c in layer {
            for p in &perms {
                let n = c.permuted(p, &super::SAME_COLOURS);
                if seen.insert(n) {
                    next.insert(n);
                }
            }
        }
        next
    };
    let mut fwd: HashSet<Cube> = [*start].into();
    let mut fwd_seen = fwd.clone();
    let mut bwd: HashSet<Cube> = solved::by_search().into_iter().collect();
    let mut bwd_seen = bwd.clone();
    let (mut df, mut db) = (0, 0);
    // Every new layer is checked against everything the other side has seen, so at the
    // first meeting no path of length below df + db exists (its middle node would have
    // met earlier) and the meeting node makes one of exactly that length.
    let mut met = bwd.contains(start);
    while !met {
        if df + db >= max {
            return None;
        }
        if fwd.len() <= bwd.len() {
            fwd = expand(&fwd, &mut fwd_seen);
            df += 1;
            met = fwd.iter().any(|c| bwd_seen.contains(c));
        } else {
            bwd = expand(&bwd, &mut bwd_seen);
            db += 1;
            met = bwd.iter().any(|c| fwd_seen.contains(c));
        }
        if fwd.is_empty() || bwd.is_empty() {
            return None;
        }
    }
    Some(df + db)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The cache file is read back only when header, size and checksum are right.
    #[test]
    fn pattern_cache_round_trips_and_refuses_damage() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/p.pdb");
        let (a, b) = (vec![1u8, 2, 3], vec![4u8, 5]);
        assert!(read_pdb(&path, "h v1", (3, 2)).unwrap_err().contains("p.pdb"));
        write_pdb(&path, "h v1", &a, &b).unwrap();
        assert_eq!(read_pdb(&path, "h v1", (3, 2)).unwrap(), (a.clone(), b.clone()));
        assert!(read_pdb(&path, "h v2", (3, 2))
            .unwrap_err()
            .contains("made for `h v1`"));
        assert!(read_pdb(&path, "h v1", (2, 2))
            .unwrap_err()
            .contains("wrong size"));
        let mut bytes = std::fs::read(&path).unwrap();
        *bytes.last_mut().unwrap() ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        assert!(read_pdb(&path, "h v1", (3, 2)).unwrap_err().contains("checksum"));
        // No temporary file is left beside it.
        assert_eq!(std::fs::read_dir(path.parent().unwrap()).unwrap().count(), 1);
    }

    /// IDA* lengths equal the plain bidirectional search's on short random walks, both
    /// metrics, and `--all` lists distinct solutions of that length. Ignored because it
    /// builds four pattern databases (tens of seconds on a loaded machine):
    /// `cargo test --release --lib molecube::solver -- --ignored`.
    #[test]
    #[ignore]
    fn ida_matches_bidirectional_search_on_short_walks() {
        for metric in [Metric::Htm, Metric::Qtm] {
            let ida = Ida::new(metric);
            let moves = metric.moves();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
            let start = solved::from_static()[5];
            for len in 0..6 {
                let walk: Vec<Move> = (0..len).map(|_| moves[rng.gen_range(0..moves.len())]).collect();
                let cube = apply(&start, &walk);
                let (one, _) = ida.solve(&cube, false).unwrap();
                let (all, _) = ida.solve(&cube, true).unwrap();
                let d = bidirectional_distance(&cube, metric, 8).unwrap();
                assert_eq!(one[0].len(), d, "{metric:?} {walk:?}");
                assert!(all.iter().all(|p| p.len() == d));
                let mut distinct = all.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), all.len());
                assert!(d <= len);
            }
        }
    }
}
