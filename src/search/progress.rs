//! Progress on stderr, advanced once per finished work unit: an indicatif bar (units done,
//! rate, time left) when stderr is a terminal, otherwise a plain line every few seconds so
//! batch logs (Slurm, Kubernetes) stay readable.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

pub struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
    done: usize,
    /// Units already done when this run started (from a checkpoint): not part of the rate.
    resumed: usize,
    started: Instant,
    last_line: Instant,
    every: Duration,
    quiet: bool,
}

impl Progress {
    /// `done` of `total` units are finished already; plain lines every `every`.
    pub fn new(total: usize, done: usize, every: Duration, quiet: bool) -> Self {
        let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new(total as u64);
            bar.set_style(
                ProgressStyle::with_template("{bar:40} {pos}/{len} units  {per_sec}  eta {eta}  {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            bar.set_position(done as u64);
            bar
        });
        let now = Instant::now();
        Progress {
            bar,
            total,
            done,
            resumed: done,
            started: now,
            last_line: now,
            every,
            quiet,
        }
    }

    /// One more unit finished.
    pub fn unit_done(&mut self) {
        self.done += 1;
        if let Some(bar) = &self.bar {
            bar.inc(1);
        } else if !self.quiet && self.last_line.elapsed() >= self.every {
            self.last_line = Instant::now();
            crate::format::log::log(self.line());
        }
    }

    /// `12/300 units (4.0%), 3.1 units/s, about 1m33s left`.
    pub fn line(&self) -> String {
        let secs = self.started.elapsed().as_secs_f64();
        let fresh = (self.done - self.resumed) as f64;
        let rate = if secs > 0.0 { fresh / secs } else { 0.0 };
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

    pub fn finish(&self, msg: &str) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        if !self.quiet {
            crate::format::log::log(format_args!("{msg}: {}", self.line()));
        }
    }
}

/// An interval of `secs` seconds, at least `min`, that never panics: NaN means `min`, and
/// values past what a `Duration` holds (infinity) mean "never".
pub fn interval(secs: f64, min: f64) -> Duration {
    Duration::try_from_secs_f64(secs.max(min)).unwrap_or(Duration::MAX)
}

fn human(secs: f64) -> String {
    let s = secs.round() as u64;
    match s {
        0..=59 => format!("{s}s"),
        60..=3599 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn intervals_of_any_float() {
        use std::time::Duration;
        assert_eq!(super::interval(2.5, 0.1), Duration::from_millis(2500));
        assert_eq!(super::interval(-3.0, 0.1), Duration::from_millis(100));
        assert_eq!(super::interval(f64::NAN, 0.0), Duration::ZERO);
        assert_eq!(super::interval(f64::INFINITY, 0.0), Duration::MAX);
        assert_eq!(super::interval(1e300, 0.0), Duration::MAX);
    }

    #[test]
    fn human_durations() {
        assert_eq!(super::human(5.2), "5s");
        assert_eq!(super::human(93.0), "1m33s");
        assert_eq!(super::human(7300.0), "2h01m");
    }
}
