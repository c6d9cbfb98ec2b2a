//! Shards: which work units one machine runs. Unit `k` belongs to shard `k mod N`, so every
//! shard gets a similar mix of early and late units and the split never depends on timing.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, Result};

/// Shard `index` of `count` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which shard (0-based).
    pub index: usize,
    /// How many shards.
    pub count: usize,
}

impl Shard {
    /// The whole problem as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Shard `index` of `count`; refused when `index >= count` or `count == 0`.
    pub fn new(index: usize, count: usize) -> Result<Shard> {
        if count == 0 {
            return Err(Error::usage("shard count must be at least 1"));
        }
        if index >= count {
            return Err(Error::usage(format!(
                "shard index {index} is out of range for {count} shards (indices are 0-based: 0..{})",
                count - 1
            )));
        }
        Ok(Shard { index, count })
    }

    /// True when this shard runs `unit`.
    pub fn owns(&self, unit: usize) -> bool {
        unit % self.count == self.index
    }

    /// How many of the units `0..total` this shard runs (counted, not listed: `total` may
    /// come from a file).
    pub fn unit_count(&self, total: usize) -> usize {
        if self.index >= total {
            0
        } else {
            (total - self.index - 1) / self.count + 1
        }
    }

    /// The units of `0..total` this shard runs, in order.
    pub fn units(&self, total: usize) -> Vec<usize> {
        (self.index..total).step_by(self.count).collect()
    }

    /// The shard `given`, else the one named by the job-array variables of Slurm
    /// (`SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_COUNT`) or Kubernetes (`JOB_COMPLETION_INDEX`,
    /// with the number of shards `shards`); the whole problem when none is set. `env` reads
    /// a variable (`|k| std::env::var(k).ok()`), so tests need not touch the environment.
    pub fn resolve(
        given: Option<Shard>,
        shards: Option<usize>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Shard> {
        if let Some(s) = given {
            if shards.is_some_and(|n| n != s.count) {
                return Err(Error::usage(format!(
                    "shard {s} and {} shards disagree on the number of shards",
                    shards.unwrap_or(0)
                )));
            }
            return Ok(s);
        }
        let number = |var: &str| -> Result<Option<usize>> {
            env(var)
                .map(|v| {
                    v.trim()
                        .parse()
                        .map_err(|_| Error::usage(format!("{var}={v:?} is not a non-negative integer")))
                })
                .transpose()
        };
        if let Some(index) = number("SLURM_ARRAY_TASK_ID")? {
            let count = match shards {
                Some(n) => n,
                None => number("SLURM_ARRAY_TASK_COUNT")?.ok_or_else(|| {
                    Error::usage("SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT; give the number of shards")
                })?,
            };
            return Shard::new(index, count);
        }
        if let Some(index) = number("JOB_COMPLETION_INDEX")? {
            let count = shards.ok_or_else(|| {
                Error::usage("JOB_COMPLETION_INDEX is set: give the number of shards (the Job's completions)")
            })?;
            return Shard::new(index, count);
        }
        match shards {
            Some(1) | None => Ok(Shard::WHOLE),
            Some(n) => Err(Error::usage(format!(
                "{n} shards need a shard index: shard I/{n}, SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX"
            ))),
        }
    }
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        let (i, n) = s
            .split_once('/')
            .ok_or_else(|| format!("{s:?}: expected I/N, e.g. 0/4"))?;
        let parse = |x: &str| {
            x.trim()
                .parse::<usize>()
                .map_err(|_| format!("{s:?}: expected I/N with whole numbers, e.g. 0/4"))
        };
        Shard::new(parse(i)?, parse(n)?).map_err(|e| e.to_string())
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env_of<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn parse_and_partition() {
        let s: Shard = "1/3".parse().unwrap();
        assert_eq!(s.units(8), vec![1, 4, 7]);
        for total in 0..12 {
            assert_eq!(s.unit_count(total), s.units(total).len());
        }
        assert!("3/3".parse::<Shard>().is_err());
        assert!("x/3".parse::<Shard>().is_err());
        assert!("0/0".parse::<Shard>().is_err());
        let mut all: Vec<usize> = (0..3).flat_map(|i| Shard::new(i, 3).unwrap().units(10)).collect();
        all.sort();
        assert_eq!(all, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn from_environment() {
        let slurm = env_of(&[("SLURM_ARRAY_TASK_ID", "2"), ("SLURM_ARRAY_TASK_COUNT", "5")]);
        assert_eq!(
            Shard::resolve(None, None, &slurm).unwrap(),
            Shard::new(2, 5).unwrap()
        );
        let k8s = env_of(&[("JOB_COMPLETION_INDEX", "3")]);
        assert_eq!(
            Shard::resolve(None, Some(4), &k8s).unwrap(),
            Shard::new(3, 4).unwrap()
        );
        assert!(Shard::resolve(None, None, &k8s).is_err());
        assert!(Shard::resolve(None, Some(3), &k8s).is_err());
        let none = env_of(&[]);
        assert_eq!(Shard::resolve(None, None, &none).unwrap(), Shard::WHOLE);
        let flag = Shard::new(0, 2).unwrap();
        assert_eq!(Shard::resolve(Some(flag), None, &slurm).unwrap(), flag);
    }
}
