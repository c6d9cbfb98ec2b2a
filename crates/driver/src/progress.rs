//! Progress of a driver run, reported through a callback so that the caller decides where it
//! goes: plain lines on stderr ([`stderr_lines`]), a terminal bar (the command line's), a
//! Python callback, or nowhere.

use std::sync::Arc;
use std::time::Duration;

/// Where a run stands; handed to the progress callback.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// Units of this shard finished, counting those a checkpoint recorded.
    pub done: usize,
    /// Units of this shard.
    pub total: usize,
    /// Units already finished when this run started (from a checkpoint): not part of the rate.
    pub resumed: usize,
    /// Time since this run started.
    pub elapsed: Duration,
    /// Whether the run is going on or how it ended.
    pub phase: Phase,
}

/// The moment a [`Progress`] report describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The run has started (sent once, before any unit runs).
    Started,
    /// Units are being run (sent at most once per `progress_every`).
    Running,
    /// Every unit of the shard is finished.
    Done,
    /// The run stopped early (stop-after count or cancel flag); a checkpoint can resume it.
    Stopped,
}

/// The callback a run reports its progress to.
pub type Reporter = Arc<dyn Fn(&Progress) + Send + Sync>;

impl Progress {
    /// Units per second finished by this run (resumed units excluded).
    pub fn rate(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            (self.done - self.resumed) as f64 / secs
        } else {
            0.0
        }
    }

    /// `12/300 units (4.0%), 3.1 units/s, about 1m33s left`.
    pub fn line(&self) -> String {
        if self.total == 0 {
            // "0/0 units (100.0%), 0.0 units/s" (issue 68): a search the problem pruned away
            // before any unit.
            return "no work units: nothing to search".to_string();
        }
        let rate = self.rate();
        let pct = if self.total == 0 {
            100.0
        } else {
            100.0 * self.done as f64 / self.total as f64
        };
        let left = if rate > 0.0 && self.done < self.total {
            format!(", about {} left", human((self.total - self.done) as f64 / rate))
        } else {
            String::new()
        };
        format!(
            "{}/{} units ({pct:.1}%), {rate:.1} units/s{left}",
            self.done, self.total
        )
    }
}

/// A reporter writing one plain line to stderr per report (and a last line saying how the run
/// ended): readable in batch logs (Slurm, Kubernetes).
pub fn stderr_lines() -> Reporter {
    Arc::new(|p: &Progress| match p.phase {
        Phase::Started => {}
        // Through log, not eprintln!: a full stderr must not panic the run.
        Phase::Running => crate::format::log::log(p.line()),
        Phase::Done => crate::format::log::log(format_args!("done: {}", p.line())),
        Phase::Stopped => crate::format::log::log(format_args!("stopped: {}", p.line())),
    })
}

/// A duration as `5s`, `1m33s` or `2h01m`.
pub fn human(secs: f64) -> String {
    let s = secs.round() as u64;
    match s {
        0..=59 => format!("{s}s"),
        60..=3599 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_durations() {
        assert_eq!(human(5.2), "5s");
        assert_eq!(human(93.0), "1m33s");
        assert_eq!(human(7300.0), "2h01m");
    }

    #[test]
    fn lines_leave_resumed_units_out_of_the_rate() {
        let p = Progress {
            done: 12,
            total: 300,
            resumed: 2,
            elapsed: Duration::from_secs(5),
            phase: Phase::Running,
        };
        assert_eq!(p.rate(), 2.0);
        assert_eq!(p.line(), "12/300 units (4.0%), 2.0 units/s, about 2m24s left");
        let none = Progress {
            done: 0,
            total: 0,
            ..p
        };
        assert_eq!(none.line(), "no work units: nothing to search");
    }
}
