//! The flags every long search accepts, turned into the library's
//! [`cubelab::search::RunOptions`]; progress as a terminal bar or as plain lines.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use cubelab::error::{Error, Result};
use cubelab::search::progress::{stderr_lines, Phase, Progress, Reporter};
use cubelab::search::{RunOptions, Shard};

use super::seconds::Seconds;

/// The flags every long search accepts (flatten into a command's clap `Args`).
#[derive(Args, Debug, Clone, Default)]
pub struct RunArgs {
    /// Worker threads [default: all cores].
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Run only shard I of N (0-based): units k with k mod N = I. Also taken from
    /// SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or JOB_COMPLETION_INDEX (with --shard-count).
    #[arg(long, value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Number of shards, when the index comes from the environment.
    #[arg(long, value_name = "N", alias = "shards")]
    pub shard_count: Option<usize>,
    /// Record finished units in FILE and resume from it when it exists.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// No progress reports on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Seconds between checkpoint writes (the last is written when the run ends); 90s, 10m, 1h
    /// also do.
    #[arg(long, value_name = "S", default_value_t = Seconds::from_secs(2), hide_short_help = true)]
    pub checkpoint_every: Seconds,
    /// Seconds between plain progress lines when stderr is not a terminal.
    #[arg(long, value_name = "S", default_value_t = Seconds::from_secs(10), hide_short_help = true)]
    pub progress_every: Seconds,
    /// Stop after N units finish in this run, as if interrupted (for testing resumption).
    #[arg(long, value_name = "N", hide = true)]
    pub stop_after: Option<usize>,
}

impl RunArgs {
    /// The library's run options: shard from the flags or the job-array environment,
    /// progress as a bar on a terminal and as plain lines elsewhere.
    pub fn options(&self) -> Result<RunOptions> {
        // Checked now, not when the workers start after a pilot or a listing.
        threads_flag(self.threads)?;
        let shard = Shard::resolve(self.shard, self.shard_count, &|k| std::env::var(k).ok())?;
        // Durations come checked from clap (`seconds::parse`, the one parser of them all).
        let checkpoint_every = self.checkpoint_every.0;
        let mut progress_every = self.progress_every.0;
        let progress = reporter(self.quiet, &mut progress_every);
        Ok(RunOptions {
            threads: self.threads,
            shard,
            checkpoint: self.checkpoint.clone(),
            checkpoint_every,
            progress_every,
            progress,
            stop_after: self.stop_after,
            cancel: None,
        })
    }
}

/// Where progress goes: nowhere when `quiet`, a bar on a terminal (then reported every
/// 100 ms), plain lines elsewhere (every `every`, at least 100 ms apart). Every long run of
/// the command line reports through this, the driver's runs and the others alike.
pub fn reporter(quiet: bool, every: &mut Duration) -> Option<Reporter> {
    match (quiet, std::io::stderr().is_terminal()) {
        (true, _) => None,
        (false, true) => {
            *every = Duration::from_millis(100);
            Some(bar())
        }
        (false, false) => {
            *every = (*every).max(Duration::from_millis(100));
            Some(stderr_lines())
        }
    }
}

/// An indicatif bar (units done, rate, time left), cleared at the end for the last line.
fn bar() -> Reporter {
    let bar = ProgressBar::hidden();
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} units  {per_sec}  eta {eta}  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let lines = stderr_lines();
    Arc::new(move |p: &Progress| match p.phase {
        Phase::Started => {
            bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
            bar.set_length(p.total as u64);
            bar.set_position(p.done as u64);
            bar.reset_eta();
        }
        Phase::Running => bar.set_position(p.done as u64),
        Phase::Done | Phase::Stopped => {
            bar.finish_and_clear();
            lines(p);
        }
    })
}

/// The worker threads `--threads` asks for, its refusal naming the flag.
pub fn threads_flag(requested: Option<usize>) -> Result<usize> {
    cubelab::search::thread_count(requested).map_err(|e| Error::usage(format!("--threads: {e}")))
}
