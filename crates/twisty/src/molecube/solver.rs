//! Optimal solving, two independent ways.
//!
//! * [`TableSolver`]: descent through a finished census table (2 bits, distance mod 3). The
//!   three residues of a position's neighbours name distances `d - 1`, `d`, `d + 1`
//!   unambiguously, so stepping to any neighbour with residue `v - 1` walks an optimal path;
//!   the table is read entry by entry from the file (no need to load 1.5 GB).
//! * [`Ida`]: the engine's IDA* ([`crate::ida`]) over the [`Molecube`] puzzle's states, with
//!   the engine's pattern databases as heuristic, the larger of two: corners with the edge
//!   pattern (where `E1`, `E2` and the `C` colours sit; symmetry-reduced, 8.6 million
//!   entries) and the full edge arrangement (13.3 million entries). Both are distances in a
//!   projection of the puzzle, so they never overestimate.
//!
//! Every solution is re-applied to the start cube and checked by [`verify`] before it is
//! returned.

use std::fs::File;
use std::io::Read;
use std::path::Path;

use super::census::{read_header, Tables, CHUNK_WORDS};
use super::coord::ORDERS;
use super::moves::{Metric, Move};
use super::puzzle::{CornerPattern, EdgeArrangement, Molecube};
use super::{solved, Cube};
use crate::engine::census::checkpoint;
use crate::engine::ida::{ida_star, ida_star_all, Stats as SearchStats};
use crate::engine::pdb::{Heuristic, PatternDb, Pdb, Projection, Storage};
use crate::engine::{Puzzle, TurnSet};
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

/// Exact distances and optimal paths from a saved census table.
pub struct TableSolver {
    tables: Tables,
    file: File,
    offset: u64,
    perms: Vec<[u8; 27]>,
}

impl TableSolver {
    /// Opens a finished census table for `metric`: a census checkpoint (header checksum
    /// checked) or a table written before checkpoints had checksums.
    pub fn open(path: &Path, metric: Metric) -> Result<TableSolver> {
        let at = path.display().to_string();
        let mut file = File::open(path).map_err(|e| Error::io(&at, e))?;
        let size = file.metadata().map_err(|e| Error::io(&at, e))?.len();
        let mut magic = [0u8; 8];
        file.read_exact(&mut magic)
            .map_err(|_| Error::input(&at, "not a molecube census table"))?;
        let mut file = File::open(path).map_err(|e| Error::io(&at, e))?;
        let tables = Tables::new(metric);
        let (layout, finished, offset) = if &magic == checkpoint::MAGIC {
            let (header, offset) = checkpoint::read_header(&mut file, size, path)?;
            (header.layout, header.complete, offset)
        } else {
            let (header, offset) = read_header(&mut file, &at)?;
            let finished = header["levels"]
                .as_array()
                .and_then(|l| l.last())
                .is_some_and(|l| l["entries"] == 0);
            let layout = header["layout"].as_str().unwrap_or_default().to_string();
            (layout, finished, offset)
        };
        if layout != tables.layout_id() {
            return Err(Error::input(
                &at,
                format!("a table for `{layout}`, not `{}`", tables.layout_id()),
            ));
        }
        if !finished {
            return Err(Error::input(&at, "the census in this table is not finished"));
        }
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
/// allows it (Unix); elsewhere by seeking.
#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(not(unix))]
fn read_exact_at(mut file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::io::{Seek, SeekFrom};
    file.seek(SeekFrom::Start(offset))?;
    file.read_exact(buf)
}

/// The IDA* heuristic: the larger of the two pattern databases.
type Bound = (Pdb<CornerPattern>, Pdb<EdgeArrangement>);

/// IDA* with two pattern databases: the engine's search over the [`Molecube`] puzzle.
pub struct Ida {
    puzzle: Molecube,
    metric: Metric,
    turns: TurnSet,
    bound: Bound,
}

/// Search statistics of one solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Search nodes visited (heuristic evaluations).
    pub nodes: u64,
}

/// The engine's metric for the core's.
fn engine_metric(metric: Metric) -> crate::Metric {
    match metric {
        Metric::Htm => crate::Metric::Htm,
        Metric::Qtm => crate::Metric::Qtm,
    }
}

impl Ida {
    /// Builds both pattern databases (tens of seconds of CPU).
    pub fn new(metric: Metric) -> Ida {
        let puzzle = Molecube::new();
        let turns = TurnSet::new(&puzzle, engine_metric(metric));
        let corner = CornerPattern::new(puzzle.tables().clone());
        let bound = (
            Pdb::build(&puzzle, corner, &turns, Storage::Bytes),
            Pdb::build(&puzzle, EdgeArrangement, &turns, Storage::Bytes),
        );
        Ida {
            puzzle,
            metric,
            turns,
            bound,
        }
    }

    /// The solver with pattern databases cached in `path`: read from there when the file
    /// holds valid ones for this metric and layout (header and checksum checked), else built
    /// and written there atomically. A cache that cannot be written is not an error: the
    /// databases are used anyway and the outcome says why they were not saved.
    pub fn cached(metric: Metric, path: &Path) -> (Ida, CacheOutcome) {
        let puzzle = Molecube::new();
        let turns = TurnSet::new(&puzzle, engine_metric(metric));
        let corner = CornerPattern::new(puzzle.tables().clone());
        let sizes = (corner.size(), EdgeArrangement.size());
        let head = pdb_header(metric, puzzle.tables(), sizes);
        let stored = read_pdb(path, &head, sizes).and_then(|(a, b)| {
            let a = PatternDb::from_stored(a, Storage::Bytes, sizes.0).ok_or("wrong size")?;
            let b = PatternDb::from_stored(b, Storage::Bytes, sizes.1).ok_or("wrong size")?;
            Ok((a, b))
        });
        let (bound, outcome) = match stored {
            Ok((a, b)) => (
                (
                    Pdb {
                        projection: corner,
                        db: a,
                    },
                    Pdb {
                        projection: EdgeArrangement,
                        db: b,
                    },
                ),
                CacheOutcome::Loaded,
            ),
            Err(why) => {
                let started = std::time::Instant::now();
                let bound = (
                    Pdb::build(&puzzle, corner, &turns, Storage::Bytes),
                    Pdb::build(&puzzle, EdgeArrangement, &turns, Storage::Bytes),
                );
                let seconds = started.elapsed().as_secs_f64();
                let saved = write_pdb(path, &head, bound.0.db.stored(), bound.1.db.stored());
                let outcome = CacheOutcome::Built {
                    why,
                    seconds,
                    saved: saved.err().map(|e| e.to_string()),
                };
                (bound, outcome)
            }
        };
        let ida = Ida {
            puzzle,
            metric,
            turns,
            bound,
        };
        (ida, outcome)
    }

    /// The metric searched.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// One optimal solution (or all of them with `all`), and the nodes visited. Turns of
    /// opposite faces commute, so for one solution they are tried in one order only;
    /// `all` tries both (and lists `U U` and `U' U'` in the quarter-turn metric).
    pub fn solve(&self, start: &Cube, all: bool) -> Result<(Vec<Vec<Move>>, Stats)> {
        let (p, turns, bound) = (&self.puzzle, &self.turns, &self.bound);
        let s = p.state(start);
        let mut stats = SearchStats::default();
        let successors =
            |n: &super::puzzle::State, path: &[usize], out: &mut Vec<(usize, super::puzzle::State)>| {
                for &t in &turns.turns {
                    let allowed = if all {
                        turns.allowed_every(path, t)
                    } else {
                        turns.allowed(path, t)
                    };
                    if allowed {
                        out.push((t, p.apply(n, t)));
                    }
                }
            };
        let h = |n: &super::puzzle::State| bound.estimate(n);
        let solved = |n: &super::puzzle::State| p.is_solved(n);
        let found: Vec<Vec<usize>> = if all {
            ida_star_all(&s, successors, h, solved, MAX_TURNS, &mut stats)
        } else {
            ida_star(&s, successors, h, solved, MAX_TURNS, &mut stats)
                .into_iter()
                .collect()
        };
        if found.is_empty() {
            return Err(Error::impossible(format!("no solution within {MAX_TURNS} turns")));
        }
        let found: Vec<Vec<Move>> = found
            .iter()
            .map(|path| path.iter().map(|&t| p.to_move(t)).collect())
            .collect();
        for moves in &found {
            verify(start, moves)?;
        }
        Ok((found, Stats { nodes: stats.nodes }))
    }
}

/// The deepest search IDA* makes (God's number is 10 in HTM, 12 in QTM).
const MAX_TURNS: u32 = 40;

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
fn pdb_header(metric: Metric, t: &Tables, (nc, ne): (usize, usize)) -> String {
    format!(
        "cubelab molecube pattern databases v{PDB_VERSION} ({}) sizes {nc} {ne}",
        super::census::layout_id(metric, t.reps.len(), t.patterns()),
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

    /// A finished table opens in both formats, the census checkpoint and the older one
    /// without checksums (tables of zeros here, sparse files never read); an unfinished,
    /// foreign or cut one is refused.
    #[test]
    fn tables_open_in_both_formats() {
        use crate::engine::census::{Level, Mode};
        let tables = Tables::new(Metric::Htm);
        let words = tables.words() as u64;
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, head: &[u8], extra: i64| {
            let path = dir.path().join(name);
            std::fs::write(&path, head).unwrap();
            let f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
            f.set_len((head.len() as i64 + 8 * words as i64 + extra) as u64)
                .unwrap();
            path
        };
        let level = |depth, entries| Level {
            depth,
            positions: 80,
            entries,
            mode: Mode::Seed,
            seconds: 0.0,
            checksum: None,
        };
        let header = |complete: bool, layout: String| checkpoint::Header {
            format: checkpoint::FORMAT,
            layout,
            entries: tables.entries(),
            complete,
            levels: vec![level(0, 6)],
            end: complete.then(|| level(1, 0)),
            seconds: 0.0,
        };
        let new = write(
            "new",
            &checkpoint::header_bytes(&header(true, tables.layout_id())),
            0,
        );
        assert!(TableSolver::open(&new, Metric::Htm).is_ok());
        let err = |path: &std::path::Path, metric| TableSolver::open(path, metric).err().unwrap().to_string();
        assert!(err(&new, Metric::Qtm).contains("a table for"));
        let open = write(
            "open",
            &checkpoint::header_bytes(&header(false, tables.layout_id())),
            0,
        );
        assert!(err(&open, Metric::Htm).contains("not finished"));
        let cut = write(
            "cut",
            &checkpoint::header_bytes(&header(true, tables.layout_id())),
            -8,
        );
        assert!(err(&cut, Metric::Htm).contains("wrong size"));
        let json =
            serde_json::json!({"layout": tables.layout_id(), "levels": [{"entries": 6}, {"entries": 0}]});
        let json = serde_json::to_vec(&json).unwrap();
        let mut old = super::super::census::MAGIC.to_vec();
        old.extend_from_slice(&(json.len() as u64).to_le_bytes());
        old.extend_from_slice(&json);
        old.resize(old.len() + (8 - json.len() % 8) % 8, 0);
        let old = write("old", &old, 0);
        assert!(TableSolver::open(&old, Metric::Htm).is_ok());
    }

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
