//! Checkpoints: the finished work units of one run (with their partial results and streamed
//! records), so that running the same command again resumes without repeating or losing a
//! unit. Written atomically — a temporary file beside the target, synced, then renamed over
//! it — so a crash leaves either the old or the new checkpoint, never a torn one.
//!
//! The file is one JSON object: `tool`, `version`, `fingerprint` (of the problem and its
//! unit list), `problem`, `shard`, `units`, `done` (list of `{id, partial, results}`) and a
//! `checksum` (FNV-1a of the serialized `done` list) that catches damaged or edited files.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::shard::Shard;
use super::tally::Tally;
use crate::error::{Error, Result};
use crate::format::input::{read_text, MAX_INPUT_BYTES};

/// One finished unit: its partial result and the result records it produced.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitDone {
    /// The unit's partial result.
    pub partial: Tally,
    /// Result records it produced, in order.
    pub results: Vec<Value>,
}

/// What identifies a run: a checkpoint is accepted only by the run it was written for.
#[derive(Clone, Debug, PartialEq)]
pub struct RunIdentity {
    /// The problem's spec.
    pub problem: Value,
    /// Its [`super::fingerprint`].
    pub fingerprint: String,
    /// The shard this run does.
    pub shard: Shard,
    /// Units of the whole problem.
    pub units: usize,
}

/// FNV-1a, 64 bits: a stable fingerprint that does not depend on Rust's hasher.
pub fn fnv64(text: &str) -> String {
    format!("{:016x}", fnv64_bytes(text.as_bytes()))
}

/// FNV-1a, 64 bits, of raw bytes (checksums of binary files).
pub fn fnv64_bytes(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The checkpoint file, field by field in the order written.
#[derive(Serialize, Deserialize)]
struct CheckpointFile {
    tool: String,
    version: String,
    fingerprint: String,
    problem: Value,
    shard: ShardFields,
    units: usize,
    checksum: String,
    /// Kept as JSON until the checksum over its text is checked; then a list of [`DoneEntry`].
    done: Value,
}

/// A shard as written: checked by [`Shard::new`] when read.
#[derive(Serialize, Deserialize)]
struct ShardFields {
    index: usize,
    count: usize,
}

/// One finished unit as written.
#[derive(Serialize, Deserialize)]
struct DoneEntry {
    id: usize,
    partial: Tally,
    #[serde(default)]
    results: Vec<Value>,
}

/// Writes the checkpoint of `done` atomically.
pub fn save(path: &Path, id: &RunIdentity, done: &BTreeMap<usize, UnitDone>) -> Result<()> {
    let entries: Vec<DoneEntry> = done
        .iter()
        .map(|(&id, u)| DoneEntry {
            id,
            partial: u.partial.clone(),
            results: u.results.clone(),
        })
        .collect();
    let list = serde_json::to_value(entries).expect("a unit list serialises");
    let doc = CheckpointFile {
        tool: "cubelab".into(),
        version: env!("CARGO_PKG_VERSION").into(),
        fingerprint: id.fingerprint.clone(),
        problem: id.problem.clone(),
        shard: ShardFields {
            index: id.shard.index,
            count: id.shard.count,
        },
        units: id.units,
        checksum: fnv64(&list.to_string()),
        done: list,
    };
    let text = serde_json::to_string(&doc).expect("a checkpoint serialises");
    write_atomically(path, |f| {
        f.write_all(text.as_bytes())?;
        f.write_all(b"\n")
    })
}

/// Writes a file atomically: `write` fills a temporary file beside `path` (`NAME.tmpPID`),
/// which is synced and renamed over `path`, so a crash leaves the old file or the new one,
/// never a torn one.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<()> {
    let tmp = temp_path(path);
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        write(&mut f)?;
        f.sync_all()
    })();
    if let Err(e) = written {
        // A full disk must not leave a half-written temporary file behind.
        let _ = std::fs::remove_file(&tmp);
        return Err(Error::io(tmp.display(), e));
    }
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::io(path.display(), e)
    })?;
    // The rename is durable only once the directory is synced (best effort: not every
    // platform can open a directory).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

fn temp_path(path: &Path) -> PathBuf {
    temp_path_of(path, std::process::id())
}

fn temp_path_of(path: &Path, pid: u32) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(format!(".tmp{pid}"));
    path.with_file_name(name)
}

/// Before any work: removes the temporary files a killed run left beside `path`
/// (`NAME.tmpPID` of a process that no longer runs), then proves that the checkpoint can be
/// written there, so that a bad location is reported now and not after hours of work.
pub fn prepare(path: &Path) -> Result<()> {
    if path.is_dir() {
        return Err(Error::input(
            path.display(),
            "is a directory; the checkpoint is a file (give a file name inside it)",
        ));
    }
    remove_stale_temps(path);
    let probe = temp_path(path);
    std::fs::write(&probe, b"")
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| {
            Error::io(
                format!("cannot write the checkpoint beside {}", path.display()),
                e,
            )
        })
}

/// Removes `NAME.tmpPID` files beside `path` whose process is gone. Where running processes
/// cannot be listed (no `/proc`), nothing is removed: a live run's file must never go.
fn remove_stale_temps(path: &Path) {
    let (Some(name), Some(dir)) = (path.file_name(), path.parent()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let proc_fs = Path::new("/proc/self");
    if !proc_fs.exists() {
        return;
    }
    let prefix = format!("{}.tmp", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The finished units recorded in `path` for run `id`; empty when the file does not exist.
/// A checkpoint of another problem, version or shard, or a damaged one, is an error.
pub fn load(path: &Path, id: &RunIdentity) -> Result<BTreeMap<usize, UnitDone>> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(Error::io(path.display(), e)),
    };
    let text = read_text(file, &path.display().to_string(), MAX_INPUT_BYTES)?;
    let at = format!("checkpoint {}", path.display());
    let damaged = |why: &str| {
        Error::input(
            &at,
            format!("damaged checkpoint ({why}); delete it to start over"),
        )
    };
    let doc = parse(&text, &at, &damaged)?;
    check_owner(&doc, id, &at)?;
    let entries: Vec<DoneEntry> =
        serde_json::from_value(doc.done).map_err(|_| damaged("a malformed list of finished units"))?;
    let mut done = BTreeMap::new();
    for e in entries {
        if e.id >= id.units || !id.shard.owns(e.id) {
            return Err(damaged("a unit id outside this shard"));
        }
        let unit = UnitDone {
            partial: e.partial,
            results: e.results,
        };
        if done.insert(e.id, unit).is_some() {
            return Err(damaged("a unit recorded twice"));
        }
    }
    Ok(done)
}

/// The refusal of a checkpoint, named by `at`, of the run of another problem (its `spec`).
pub fn another_problem(at: &str, spec: &Value) -> Error {
    Error::input(
        at,
        format!("belongs to another problem ({spec}); use another checkpoint file or delete it"),
    )
}

/// The problem whose run `path` checkpoints, `None` when the file does not exist or is no
/// checkpoint of this version (which [`load`] then reports). It lets a problem that a pilot
/// sets up read what the pilot settled instead of drawing it again.
pub fn problem_in(path: &Path) -> Option<Value> {
    let file = std::fs::File::open(path).ok()?;
    let text = read_text(file, &path.display().to_string(), MAX_INPUT_BYTES).ok()?;
    let at = format!("checkpoint {}", path.display());
    let damaged = |why: &str| Error::input(&at, why.to_string());
    parse(&text, &at, &damaged).ok().map(|doc| doc.problem)
}

/// The checkpoint file's contents: a cubelab checkpoint of this version whose list of
/// finished units matches its checksum.
fn parse(text: &str, at: &str, damaged: &dyn Fn(&str) -> Error) -> Result<CheckpointFile> {
    let doc: Value = serde_json::from_str(text).map_err(|_| damaged("not valid JSON"))?;
    if doc["tool"] != "cubelab" {
        return Err(damaged("not a cubelab checkpoint"));
    }
    let version = doc["version"].as_str().unwrap_or("?");
    if version != env!("CARGO_PKG_VERSION") {
        return Err(Error::input(
            at,
            format!(
                "written by cubelab {version}, this is {}; finish it with that version or delete it",
                env!("CARGO_PKG_VERSION")
            ),
        ));
    }
    let doc: CheckpointFile = serde_json::from_value(doc).map_err(|e| damaged(&format!("malformed: {e}")))?;
    if doc.checksum != fnv64(&doc.done.to_string()) {
        return Err(damaged("checksum mismatch"));
    }
    Ok(doc)
}

/// A checkpoint is resumed only by the run that wrote it: the same problem and shard.
fn check_owner(doc: &CheckpointFile, id: &RunIdentity, at: &str) -> Result<()> {
    if doc.fingerprint != id.fingerprint || doc.problem != id.problem {
        return Err(another_problem(at, &doc.problem));
    }
    if (doc.shard.index, doc.shard.count) != (id.shard.index, id.shard.count) {
        return Err(Error::input(
            at,
            format!(
                "belongs to shard {}/{}, this run is shard {}",
                doc.shard.index, doc.shard.count, id.shard
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    use serde_json::json;

    fn identity() -> RunIdentity {
        RunIdentity {
            problem: json!({"name": "test"}),
            fingerprint: fnv64("test"),
            shard: Shard::WHOLE,
            units: 10,
        }
    }

    #[test]
    fn prepare_removes_a_dead_runs_temp_files_and_tests_the_location() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ck.json");
        // PID 2^31 - 1 runs nowhere (beyond any pid_max); our own PID does.
        let dead = temp_path_of(&path, i32::MAX as u32);
        let other = dir.path().join("ck.json.tmpnotapid");
        for f in [&dead, &other] {
            std::fs::write(f, "{").unwrap();
        }
        prepare(&path).unwrap();
        if Path::new("/proc/self").exists() {
            assert!(!dead.exists());
        }
        assert!(other.exists());
        let nowhere = dir.path().join("no-such-dir").join("ck.json");
        let e = prepare(&nowhere).unwrap_err().to_string();
        assert!(e.contains("cannot write the checkpoint"), "{e}");
        assert!(prepare(dir.path())
            .unwrap_err()
            .to_string()
            .contains("is a directory"));
    }

    #[test]
    fn save_load_and_refuse() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ck.json");
        let id = identity();
        assert!(load(&path, &id).unwrap().is_empty());
        let mut done = BTreeMap::new();
        let mut t = Tally::new();
        t.add("count", 7);
        done.insert(
            3,
            UnitDone {
                partial: t,
                results: vec![json!({"x": 1})],
            },
        );
        save(&path, &id, &done).unwrap();
        assert_eq!(load(&path, &id).unwrap(), done);
        // Another problem.
        let other = RunIdentity {
            fingerprint: fnv64("other"),
            problem: json!({"name": "other"}),
            ..identity()
        };
        assert!(load(&path, &other)
            .unwrap_err()
            .to_string()
            .contains("another problem"));
        // Another shard.
        let shard = RunIdentity {
            shard: Shard::new(1, 2).unwrap(),
            ..identity()
        };
        assert!(load(&path, &shard).is_err());
        // Damaged: an edited count.
        let text = std::fs::read_to_string(&path)
            .unwrap()
            .replace("\"count\":7", "\"count\":8");
        std::fs::write(&path, text).unwrap();
        assert!(load(&path, &id).unwrap_err().to_string().contains("damaged"));
        // Damaged: truncated.
        std::fs::write(&path, "{\"tool\":\"cub").unwrap();
        assert!(load(&path, &id).unwrap_err().to_string().contains("damaged"));
    }

    /// A run is recognised by its spec read back from JSON (a checkpoint's, a shard output's
    /// header), and specs hold floats (population annealing's temperatures, rearrange's β):
    /// each must read back as the very float written. serde_json's default parser missed by
    /// an ulp about one float in ten, which made `merge` and resuming refuse some population
    /// runs (semi-magic squares of orders 7, 8 and 10 at 16 replicas); its `float_roundtrip`
    /// feature reads them exactly.
    #[test]
    fn a_spec_reads_back_as_written() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        for _ in 0..10_000 {
            let x = rng.gen::<f64>() * 10f64.powi(rng.gen_range(-6..4));
            let spec = json!({"name": "test", "beta": x});
            let back: Value = serde_json::from_str(&spec.to_string()).unwrap();
            assert_eq!(back, spec, "{x:e}");
        }
    }
}
