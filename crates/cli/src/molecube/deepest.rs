//! `cubelab molecube census --deepest FILE`: the classes at a finished census's greatest
//! depth, checked against the census and listed as JSON lines (see
//! `cubelab::molecube::deepest`).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use serde_json::json;

use super::CensusArgs;
use cubelab::error::{Error, Result};
use cubelab::molecube::census::Space;
use cubelab::molecube::deepest::{sample, Deepest, Tally, CLASS_SIZES, LIST_EVERY_POSITION_UP_TO};
use cubelab::twisty::census::{checkpoint, Census};

/// The listing being written: a temporary file beside FILE, renamed over it at the end.
pub struct Listing {
    path: PathBuf,
    tmp: PathBuf,
    out: BufWriter<File>,
}

/// A listing not finished (the census refused, a write failed) leaves no temporary file;
/// after the rename there is none to remove.
impl Drop for Listing {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.tmp);
    }
}

/// Refuses `--deepest` before any work unless the checkpoint holds a finished census, and
/// opens the listing (so an unwritable FILE is reported now). `None` without `--deepest`.
pub fn prepare(a: &CensusArgs) -> Result<Option<Listing>> {
    let Some(path) = &a.deepest else {
        return Ok(None);
    };
    let Some(table) = &a.checkpoint else {
        return Err(Error::usage(
            "--deepest reads a finished census: give it with --checkpoint FILE",
        ));
    };
    if a.stop_after.is_some() {
        return Err(Error::usage(
            "--deepest reads a finished census, not one stopped early",
        ));
    }
    finished_depth(table)?;
    let tmp = path.with_file_name(format!(
        "{}.tmp{}",
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        std::process::id()
    ));
    let file = File::create(&tmp)
        .map_err(|e| Error::io(format!("cannot write the listing beside {}", path.display()), e))?;
    Ok(Some(Listing {
        path: path.clone(),
        tmp,
        out: BufWriter::with_capacity(1 << 20, file),
    }))
}

/// The greatest depth of the finished census in checkpoint `table` (its header only).
fn finished_depth(table: &Path) -> Result<u32> {
    let unfinished = |why: String| Error::usage(format!("--deepest needs a finished census: {why}"));
    let file = File::open(table).map_err(|_| unfinished(format!("{} cannot be read", table.display())))?;
    let size = file.metadata().map_err(|e| Error::io(table.display(), e))?.len();
    let (header, _) = checkpoint::read_header(&mut std::io::BufReader::new(file), size, table)?;
    match header.levels.last() {
        Some(last) if header.complete => Ok(last.depth),
        Some(last) => Err(unfinished(format!(
            "{} stops at depth {} (run the census to its end first)",
            table.display(),
            last.depth
        ))),
        None => Err(unfinished(format!("{} holds no depth", table.display()))),
    }
}

/// Scans the census's greatest depth, checks the classes against it and writes the
/// listing (every class, or `--deepest-sample` of them), with a summary line.
pub fn write(
    census: &Census<Space>,
    space: &Space,
    a: &CensusArgs,
    threads: usize,
    mut listing: Listing,
) -> Result<()> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Error::impossible(format!("cannot start {threads} threads: {e}")))?;
    let written = pool.install(|| scan_and_write(census, space, a, &mut listing.out));
    written.and_then(|()| {
        listing
            .out
            .flush()
            .map_err(|e| Error::io(listing.tmp.display(), e))?;
        std::fs::rename(&listing.tmp, &listing.path).map_err(|e| Error::io(listing.path.display(), e))
    })
}

fn scan_and_write(census: &Census<Space>, space: &Space, a: &CensusArgs, out: &mut dyn Write) -> Result<()> {
    let last = census.levels().last().expect("a census has depth 0");
    let positions = last.positions;
    let started = std::time::Instant::now();
    let log = |m: String| {
        if !a.quiet {
            cubelab::format::log::log(m);
        }
    };
    let blocks = space.tables.reps.len();
    log(format!(
        "deepest: depth {}: looking for entries at residue {} with no neighbour deeper (then, if they outnumber the census's, setting apart the shallower ones)",
        last.depth,
        last.depth % 3
    ));
    let progress = progress_log(a, "setting apart shallower candidates", blocks);
    let scan = Deepest::new(
        space,
        census.table(),
        last.depth,
        last.entries,
        positions,
        &progress,
    )?;
    log(format!(
        "deepest: depth {}: {} entries at residue {} with no neighbour deeper, the census has {} at depth {}: {}",
        last.depth,
        scan.candidates(),
        last.depth % 3,
        last.entries,
        last.depth,
        if scan.exact() {
            "the same, so they are exactly the deepest".to_string()
        } else {
            format!(
                "the others are local maxima at shallower depths, set apart by descents through the table cut short by corner and edge bounds (depth: count): {:?}",
                scan.shallow_depths()
            )
        },
    ));
    let progress = progress_log(a, "counting classes", blocks);
    let per_block = scan.tallies(&progress)?;
    let total = per_block.iter().fold(Tally::default(), |s, &t| s.plus(t));
    scan.check(&total)?;
    log(format!(
        "deepest: depth {}: {} classes holding {} positions, as the census says ({:.1}s)",
        last.depth,
        total.classes,
        total.positions,
        started.elapsed().as_secs_f64()
    ));
    let members = total.positions <= LIST_EVERY_POSITION_UP_TO;
    let wanted = a.deepest_sample.map(|n| sample(total.classes, n, a.deepest_seed));
    let kind = match (&wanted, members) {
        (Some(_), _) => "a uniformly random sample of the classes (their canonical positions)",
        (None, true) => "every class with every position",
        (None, false) => "every class (its canonical position)",
    };
    let header = json!({"type": "header", "tool": "cubelab", "version": env!("CARGO_PKG_VERSION"),
        "problem": {"name": "molecube deepest", "metric": space.tables.metric.name()},
        "depth": last.depth, "census_positions": positions, "census_entries": last.entries,
        "listing": kind, "sample": a.deepest_sample, "seed": wanted.as_ref().map(|_| a.deepest_seed)});
    writeln!(out, "{header}").map_err(|e| Error::io("the listing", e))?;
    let progress = progress_log(a, "writing classes", blocks);
    let listed = scan.write_classes(out, &per_block, wanted.as_deref(), members, &progress)?;
    let summary = json!({"type": "summary", "depth": last.depth, "classes": total.classes,
        "positions": total.positions as u64, "classes_by_size": by_size(&total), "entries": total.entries, "stored_forms": total.forms,
        "candidates": scan.candidates(), "filter_exact": scan.exact(),
        "shallow_candidates": scan.shallow_depths(), "listed": listed, "agrees_with_census": true,
        "seconds": started.elapsed().as_secs_f64()});
    writeln!(out, "{summary}").map_err(|e| Error::io("the listing", e))?;
    log(format!(
        "deepest: {listed} classes listed ({:.1}s)",
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// A progress callback logging blocks done at most every `--progress-every` seconds.
fn progress_log<'a>(a: &'a CensusArgs, what: &'a str, of: usize) -> impl Fn(usize) + Sync + 'a {
    let last = std::sync::Mutex::new(std::time::Instant::now());
    move |done| {
        if a.quiet {
            return;
        }
        let Ok(mut last) = last.lock() else { return };
        if last.elapsed().as_secs_f64() >= a.progress_every || done == of {
            *last = std::time::Instant::now();
            cubelab::format::log::log(format_args!("deepest: {what}: {done}/{of} blocks"));
        }
    }
}

/// The classes of each size present, as a JSON object (size: classes).
fn by_size(total: &Tally) -> serde_json::Map<String, serde_json::Value> {
    CLASS_SIZES
        .iter()
        .zip(total.by_size)
        .filter(|&(_, k)| k > 0)
        .map(|(n, k)| (n.to_string(), k.into()))
        .collect()
}
