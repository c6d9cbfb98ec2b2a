//! Where the twisty cube's large files live: census tables (`molecube-METRIC.table`, written
//! by the census) and the IDA* pattern databases (`molecube-ida-METRIC.pdb`, built and saved
//! on first use). One place for the command line, the Python package and any other caller.

use std::path::PathBuf;

use super::moves::Metric;

/// The data directory: `$CUBELAB_DATA`, else `$XDG_CACHE_HOME/cubelab`, else
/// `~/.cache/cubelab`; `None` when none of these variables is set.
pub fn data_dir() -> Option<PathBuf> {
    let nonempty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    nonempty("CUBELAB_DATA")
        .or_else(|| nonempty("XDG_CACHE_HOME").map(|d| d.join("cubelab")))
        .or_else(|| nonempty("HOME").map(|h| h.join(".cache/cubelab")))
}

/// The census table of `metric` in [`data_dir`], when one is there.
pub fn default_table(metric: Metric) -> Option<PathBuf> {
    let name = format!("molecube-{}.table", metric.name());
    Some(data_dir()?.join(name)).filter(|p| p.exists())
}

/// Where the IDA* pattern databases of `metric` are cached (they may not exist yet).
pub fn pattern_cache(metric: Metric) -> Option<PathBuf> {
    Some(data_dir()?.join(format!("molecube-ida-{}.pdb", metric.name())))
}
