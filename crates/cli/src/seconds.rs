//! The one parser of every duration option (`--checkpoint-every`, `--progress-every`, ...):
//! `90`, `90s`, `1.5m`, `10m`, `1h`, from 0 to [`MAX_SECONDS`]. A value that no
//! [`Duration`] holds (`1e20`, `inf`, `NaN`) or that is negative is refused by clap with the
//! option named, before any work, never a `Duration` panic after it.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The longest duration an option takes: 10^9 s, about 31 years. Past it no run is meant,
/// and an `Instant` plus it could overflow.
pub const MAX_SECONDS: f64 = 1e9;

/// A duration typed by the user; `Display` writes it back in seconds (the help's defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Seconds(pub Duration);

impl Seconds {
    /// `s` whole seconds.
    pub const fn from_secs(s: u64) -> Self {
        Seconds(Duration::from_secs(s))
    }
}

impl FromStr for Seconds {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        parse(s).map(Seconds)
    }
}

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.subsec_nanos() == 0 {
            write!(f, "{}", self.0.as_secs())
        } else {
            write!(f, "{}", self.0.as_secs_f64())
        }
    }
}

/// Seconds in `90`, `90s`, `1.5m`, `10m`, `1h`: at least 0, at most [`MAX_SECONDS`].
pub fn parse(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let (num, scale) = match t.char_indices().last() {
        Some((i, 's')) => (&t[..i], 1.0),
        Some((i, 'm')) => (&t[..i], 60.0),
        Some((i, 'h')) => (&t[..i], 3600.0),
        _ => (t, 1.0),
    };
    // clap quotes the value before these words.
    let what = || "not a duration such as 30, 90s, 10m or 1h".to_string();
    // f64's parser takes "inf" and "NaN": refused below with the rest out of range.
    let x: f64 = num.trim().parse().map_err(|_| what())?;
    let secs = x * scale;
    if x.is_nan() {
        return Err(what());
    }
    if secs < 0.0 {
        return Err("a duration cannot be negative (0 means every time)".into());
    }
    if secs > MAX_SECONDS {
        return Err(format!("at most {MAX_SECONDS:e} seconds (about 31 years)"));
    }
    Duration::try_from_secs_f64(secs).map_err(|_| what())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_every_unit() {
        assert_eq!(parse("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse("1.5m"), Ok(Duration::from_secs(90)));
        assert_eq!(parse("1h"), Ok(Duration::from_secs(3600)));
        assert_eq!(parse("0"), Ok(Duration::ZERO));
        assert_eq!(parse("0.25"), Ok(Duration::from_millis(250)));
        assert_eq!(parse("1e9"), Ok(Duration::from_secs(1_000_000_000)));
    }

    /// What panicked `Duration::from_secs_f64` (issue 68: `--progress-every 1e20`) is a
    /// one-line refusal.
    #[test]
    fn values_no_duration_holds_are_refused() {
        for bad in [
            "1e20", "1e10", "inf", "-inf", "NaN", "-1", "-0.5s", "soon", "", "1x", "m", "1e400",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(!e.contains('\n'), "{bad}: {e}");
        }
        assert!(parse("1e20").unwrap_err().contains("at most 1e9 seconds"));
        assert!(parse("-1").unwrap_err().contains("negative"));
    }

    #[test]
    fn defaults_print_as_typed() {
        assert_eq!(Seconds::from_secs(2).to_string(), "2");
        assert_eq!("0.5".parse::<Seconds>().unwrap().to_string(), "0.5");
    }
}
