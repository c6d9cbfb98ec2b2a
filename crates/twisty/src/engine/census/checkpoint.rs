//! The census checkpoint file, written after a depth and read to resume.
//!
//! Layout (integers little-endian):
//!
//! | bytes | content |
//! |---|---|
//! | 8 | magic `CLTWCEN1` |
//! | 8 | header length `L` |
//! | 8 | checksum of the header bytes ([`super::table::mix`] over them, zero-padded to 8) |
//! | `L` | header, JSON: `format`, `layout`, `entries`, `complete`, `levels`, `end`, `seconds` |
//! | 0..7 | zero padding to a multiple of 8 |
//! | 8 a word | the table |
//!
//! The last level in the header carries the checksum of the table as it stood after that
//! depth (computed when the file is written); the file's table must match it. So a damaged header, a damaged or cut
//! table, and a checkpoint of another puzzle, metric or layout are all refused.
//!
//! Written atomically: a temporary file beside the target (`NAME.tmpPID`), synced, renamed
//! over it, then the directory synced; a crash leaves the old checkpoint or the new one.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::table::{mix, Table, SEED};
use super::Level;
use crate::{Error, Result};

/// First bytes of a checkpoint.
pub const MAGIC: &[u8; 8] = b"CLTWCEN1";
/// Version of the header.
pub const FORMAT: u32 = 1;

/// The JSON header.
#[derive(Serialize, Deserialize)]
pub struct Header {
    /// [`FORMAT`].
    pub format: u32,
    /// The space's layout identifier.
    pub layout: String,
    /// Entries of the table.
    pub entries: u64,
    /// Whether the census had finished.
    pub complete: bool,
    /// Depths done.
    pub levels: Vec<Level>,
    /// The pass that found nothing new, once the census is complete.
    #[serde(default)]
    pub end: Option<Level>,
    /// Seconds of work so far, over all runs.
    pub seconds: f64,
}

/// The header checksum: [`mix`] over the bytes, zero-padded to whole words.
pub fn bytes_checksum(bytes: &[u8]) -> u64 {
    bytes.chunks(8).fold(SEED, |h, c| {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        mix(h, u64::from_le_bytes(w))
    })
}

/// The bytes before the table: magic, header length, header checksum, the header, padding.
pub fn header_bytes(header: &Header) -> Vec<u8> {
    let json = serde_json::to_vec(header).expect("a header serialises");
    let mut out = Vec::with_capacity(24 + json.len() + 8);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(json.len() as u64).to_le_bytes());
    out.extend_from_slice(&bytes_checksum(&json).to_le_bytes());
    out.extend_from_slice(&json);
    out.resize(out.len() + padding(json.len()), 0);
    out
}

/// The size of the checkpoint file of `header` with a table of `words` words.
pub fn file_size(header: &Header, words: usize) -> u64 {
    header_bytes(header).len() as u64 + 8 * words as u64
}

/// Writes `table` with `header` to `path` atomically.
pub fn save(path: &Path, header: &Header, table: &Table) -> Result<()> {
    let head = header_bytes(header);
    write_atomically(path, |file| {
        let mut w = BufWriter::with_capacity(1 << 20, file);
        w.write_all(&head)?;
        let mut buf = Vec::with_capacity(1 << 16);
        let mut words = table.iter_words().peekable();
        while words.peek().is_some() {
            buf.clear();
            for word in words.by_ref().take(8192) {
                buf.extend_from_slice(&word.to_le_bytes());
            }
            w.write_all(&buf)?;
        }
        w.flush()
    })
}

/// Bytes free to an unprivileged writer in the directory of `path` (`None` where the
/// platform does not say).
#[cfg(unix)]
pub fn free_space(path: &Path) -> Option<u64> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let st = rustix::fs::statvfs(dir).ok()?;
    Some(st.f_bavail.saturating_mul(st.f_frsize))
}

/// Bytes free in the directory of `path`: not known on this platform.
#[cfg(not(unix))]
pub fn free_space(_path: &Path) -> Option<u64> {
    None
}

/// Refuses, before any work, a checkpoint at `path` that the free space there cannot hold:
/// writing one needs `bytes` beside the old file, which is replaced only once the new one
/// is complete.
pub fn check_space(path: &Path, bytes: u64) -> Result<()> {
    match free_space(path) {
        Some(free) if free < bytes => Err(Error::impossible(format!(
            "not enough free space for the checkpoint {}: writing it needs {} MB, {} MB are free there",
            path.display(),
            bytes.div_ceil(1 << 20),
            free >> 20
        ))),
        _ => Ok(()),
    }
}

fn padding(len: usize) -> usize {
    (8 - len % 8) % 8
}

/// Reads the header of a checkpoint from `r` (positioned at the start of the file of `size`
/// bytes, `path` naming it in errors), checking its magic, length and checksum; returns it
/// with the offset of the table's first word. For readers that use the table in place
/// (the Molecube's solver reads single words of a finished census).
pub fn read_header(r: &mut impl Read, size: u64, path: &Path) -> Result<(Header, u64)> {
    let refuse = |m: &str| Error::input(format!("checkpoint {}", path.display()), m);
    let mut head = [0u8; 24];
    r.read_exact(&mut head)
        .map_err(|_| refuse("not a census checkpoint"))?;
    if &head[..8] != MAGIC {
        return Err(refuse("not a census checkpoint"));
    }
    let word = |k: usize| u64::from_le_bytes(head[8 * k..8 * k + 8].try_into().expect("8 bytes"));
    let len = word(1);
    if len > 1 << 26 || 24 + len > size {
        return Err(refuse("header length out of range"));
    }
    let mut json = vec![0u8; len as usize + padding(len as usize)];
    r.read_exact(&mut json).map_err(|_| refuse("header cut short"))?;
    json.truncate(len as usize);
    if bytes_checksum(&json) != word(2) {
        return Err(refuse("header checksum mismatch (damaged file)"));
    }
    let header: Header =
        serde_json::from_slice(&json).map_err(|e| refuse(&format!("unreadable header: {e}")))?;
    Ok((header, 24 + len + padding(len as usize) as u64))
}

/// Reads a checkpoint made for `layout` with `entries` entries in `words` words: its header
/// and its table, after checking both checksums.
pub fn load(path: &Path, layout: &str, entries: u64, words: usize) -> Result<(Header, Table)> {
    let refuse = |m: &str| Error::input(format!("checkpoint {}", path.display()), m);
    let file = File::open(path).map_err(|e| Error::io(path.display(), e))?;
    let size = file.metadata().map_err(|e| Error::io(path.display(), e))?.len();
    let mut r = BufReader::with_capacity(1 << 20, file);
    let (header, table_at) = read_header(&mut r, size, path)?;
    check_header(&header, layout, entries).map_err(|m| refuse(&m))?;
    let words = words as u64;
    if size != table_at + 8 * words {
        return Err(refuse("the table has the wrong size (cut short?)"));
    }
    let mut data = Vec::with_capacity(words as usize);
    let mut buf = vec![0u8; 1 << 16];
    while (data.len() as u64) < words {
        let want = ((words - data.len() as u64) * 8).min(buf.len() as u64) as usize;
        r.read_exact(&mut buf[..want])
            .map_err(|_| refuse("table cut short"))?;
        data.extend(
            buf[..want]
                .chunks_exact(8)
                .map(|b| u64::from_le_bytes(b.try_into().expect("8"))),
        );
    }
    let table = Table::from_words(data);
    let expected = header.levels.last().and_then(|l| l.checksum.as_deref());
    if expected != Some(format!("{:016x}", table.checksum()).as_str()) {
        return Err(refuse("table checksum mismatch (damaged file)"));
    }
    Ok((header, table))
}

fn check_header(h: &Header, layout: &str, entries: u64) -> std::result::Result<(), String> {
    if h.format != FORMAT {
        return Err(format!("format {} (this version reads {FORMAT})", h.format));
    }
    if h.layout != layout {
        return Err(format!("made for `{}`, not `{layout}`", h.layout));
    }
    if h.entries != entries {
        return Err(format!("{} entries, not {entries}", h.entries));
    }
    if h.levels.is_empty() || h.levels.iter().enumerate().any(|(d, l)| l.depth as usize != d) {
        return Err("levels missing or out of order".into());
    }
    Ok(())
}

/// Writes a file atomically: `write` fills `NAME.tmpPID` beside `path`, which is synced
/// and renamed over `path`; a failed write removes the temporary file.
pub fn write_atomically(path: &Path, write: impl FnOnce(&mut File) -> std::io::Result<()>) -> Result<()> {
    let tmp = temp_path(path);
    let written = File::create(&tmp).and_then(|mut f| {
        write(&mut f)?;
        f.sync_all()
    });
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(Error::io(tmp.display(), e));
    }
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(Error::io(path.display(), e));
    }
    // The rename is durable once the directory is synced (best effort).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(())
}

fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(format!(".tmp{}", std::process::id()));
    path.with_file_name(name)
}
