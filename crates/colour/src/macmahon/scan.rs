//! The set scans as a search-driver problem (`cubelab macmahon sets`): threads, shards,
//! checkpoints, progress and merging come from `crate::search`.
//!
//! Units: the full scan has the 435 units (i, j) of [`sets::units`] (every set whose two
//! smallest cubes are i, j); the symmetric scan the 406 units (0, j, l) (sets containing Ab,
//! by their next two cubes); a `--within` scan one unit. A unit's partial result is a
//! [`Tally`]: `scanned` (sets looked at), `targets NN` (sets building NN targets) and, for the
//! sets reaching the unit's own maximum (at most `limit`), one key `at_max NN i.j.k...` (the
//! cube indices, zero-padded, so the keys sort in walk order). Units partition the sets, so the
//! keys add up without collisions; the summary keeps those at the overall maximum. No result
//! records: every figure printed is a total, known only once all units are in.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::cubes::{self, MacMahon, N};
use super::{sample, sets};
use crate::error::{Error, Result};
use crate::search::{self, Problem, Tally};
use cubelab_core::combinatorics::binomial;

/// How the sets are scanned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetSelection {
    /// Sets containing Ab, scaled by 30/K (colour symmetry).
    Symmetry,
    /// Every K-set.
    Full,
    /// The K-subsets of a given set of cubes.
    Within(u32),
}

/// The spec's name: how output headers and checkpoints name this problem.
pub const NAME: &str = "macmahon sets";

/// What a set scan solves, as written in output headers and checkpoints (after the `name`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetScanSpec {
    /// Cubes per set.
    pub size: usize,
    /// Which sets are scanned.
    pub method: SelectionKind,
    /// Most sets at the maximum listed.
    pub limit: usize,
    /// The cubes the sets are drawn from (`within` scans only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<Vec<String>>,
}

/// The scan a spec names (the cubes of a `within` scan are in [`SetScanSpec::within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SelectionKind {
    /// Sets containing Ab, scaled by colour symmetry.
    Symmetry,
    /// Every set.
    Full,
    /// The subsets of given cubes.
    Within,
}

/// The set scans (every set of K cubes: how many targets it builds) as a driver problem.
pub struct SetScan {
    m: MacMahon,
    kernel: sets::Kernel,
    size: usize,
    method: SetSelection,
    limit: usize,
}

/// `{"<value>": count, ...}` for the nonzero entries.
pub fn distribution<K: ToString>(entries: impl Iterator<Item = (K, u64)>) -> Value {
    let mut m = Map::new();
    for (k, c) in entries.filter(|e| e.1 > 0) {
        m.insert(k.to_string(), Value::from(c));
    }
    Value::Object(m)
}

impl SetScan {
    /// A scan of the sets of `size` cubes (8..30) chosen by `method`, listing at most `limit` sets at the maximum.
    pub fn new(m: MacMahon, size: usize, method: SetSelection, limit: usize) -> Result<Self> {
        if !(8..=N).contains(&size) {
            return Err(Error::usage(format!(
                "sets of {size} cubes: sets have 8 to 30 cubes"
            )));
        }
        if let SetSelection::Within(w) = method {
            if (w.count_ones() as usize) < size {
                return Err(Error::usage(format!(
                    "sets of {size} cubes within fewer than {size} cubes"
                )));
            }
        }
        let kernel = sets::Kernel::new(&m);
        Ok(SetScan {
            m,
            kernel,
            size,
            method,
            limit,
        })
    }

    /// The problem a header's spec describes (to merge, verify or resume a run).
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let typed: SetScanSpec = search::spec::untagged(spec, NAME, "header")?;
        let bad = || Error::input("header", format!("not a macmahon sets problem: {spec}"));
        let m = MacMahon::new();
        let method = match (typed.method, &typed.within) {
            (SelectionKind::Symmetry, None) => SetSelection::Symmetry,
            (SelectionKind::Full, None) => SetSelection::Full,
            (SelectionKind::Within, Some(names)) => {
                SetSelection::Within(m.parse_set(&names.join(",")).map_err(|_| bad())?)
            }
            _ => return Err(bad()),
        };
        let p = SetScan::new(m, typed.size, method, typed.limit).map_err(|_| bad())?;
        if p.spec() != *spec {
            return Err(bad());
        }
        Ok(p)
    }

    fn scan_kind(&self) -> SelectionKind {
        match self.method {
            SetSelection::Symmetry => SelectionKind::Symmetry,
            SetSelection::Full => SelectionKind::Full,
            SetSelection::Within(_) => SelectionKind::Within,
        }
    }

    /// The units' smallest cubes (empty for a `--within` scan, which is one unit). The
    /// symmetric scan splits by three cubes (0, j, l): by two, unit (0, 1) alone would hold
    /// 38 % of the 12-sets and cap the speed-up of two threads at 1.6.
    fn prefixes(&self) -> Vec<Vec<usize>> {
        match self.method {
            SetSelection::Symmetry => (1..N)
                .flat_map(|j| (j + 1..N).map(move |l| vec![0, j, l]))
                .collect(),
            SetSelection::Full => sets::units().into_iter().map(|(i, j)| vec![i, j]).collect(),
            SetSelection::Within(_) => Vec::new(),
        }
    }

    /// How many sets a complete scan looks at (a shard's summary looks at fewer).
    fn sets_in_scan(&self) -> u128 {
        match self.method {
            SetSelection::Symmetry => binomial(N - 1, self.size - 1),
            SetSelection::Full => binomial(N, self.size),
            SetSelection::Within(w) => binomial(w.count_ones() as usize, self.size),
        }
    }

    /// A set's key among the unit's record holders.
    fn max_key(targets: usize, set: u32) -> String {
        let idx: Vec<String> = (0..N)
            .filter(|&c| set >> c & 1 == 1)
            .map(|c| format!("{c:02}"))
            .collect();
        format!("at_max {targets:02} {}", idx.join("."))
    }

    fn set_of_key(key: &str) -> Option<(usize, u32)> {
        let mut parts = key.strip_prefix("at_max ")?.split(' ');
        let targets = parts.next()?.parse().ok()?;
        let set = parts
            .next()?
            .split('.')
            .map(|i| i.parse::<u32>().ok().filter(|&i| (i as usize) < N))
            .try_fold(0u32, |s, i| i.map(|i| s | 1 << i))?;
        Some((targets, set))
    }

    /// The scan's result from the totals of its units: the distribution (scaled by 30/K for a
    /// complete symmetric scan) and the listed sets reaching the maximum.
    fn result(&self, total: &Tally) -> (sets::UnitResult, bool) {
        let complete = total.get("scanned") == self.sets_in_scan();
        let raw: Vec<u64> = (0..=N)
            .map(|n| total.get(&format!("targets {n:02}")) as u64)
            .collect();
        let max = (0..=N).rev().find(|&n| raw[n] > 0).unwrap_or(0);
        let mut max_sets: Vec<u32> = total
            .0
            .keys()
            .filter_map(|k| Self::set_of_key(k))
            .filter(|&(t, _)| t == max)
            .map(|(_, s)| s)
            .collect();
        let scale = self.method == SetSelection::Symmetry && complete;
        let dist: Vec<u64> = if scale {
            // S6 is transitive on the cubes: every cube lies in equally many such sets.
            raw.iter().map(|&c| c * N as u64 / self.size as u64).collect()
        } else {
            raw
        };
        if scale && dist[max] as usize <= self.limit {
            // All record holders containing Ab are listed (at most `limit` per unit, and fewer
            // than `limit` reach the maximum); their S6 images are all the record holders.
            let perms: Vec<[u8; N]> = cubes::colour_permutations()
                .iter()
                .map(|s| self.m.colour_action(s))
                .collect();
            max_sets = max_sets
                .iter()
                .flat_map(|&s| perms.iter().map(move |p| cubes::map_set(p, s)))
                .collect();
            max_sets.sort_unstable();
            max_sets.dedup();
        }
        max_sets.truncate(self.limit);
        (sets::UnitResult { dist, max, max_sets }, complete)
    }
}

impl Problem for SetScan {
    fn spec(&self) -> Value {
        let within = match self.method {
            SetSelection::Within(w) => Some(self.m.names(w).into_iter().map(String::from).collect()),
            _ => None,
        };
        let spec = SetScanSpec {
            size: self.size,
            method: self.scan_kind(),
            limit: self.limit,
            within,
        };
        search::spec::tagged(NAME, &spec)
    }

    fn unit_count(&self) -> usize {
        self.prefixes().len().max(1)
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let r = match self.method {
            SetSelection::Within(w) => sets::scan_within(&self.kernel, w, self.size, self.limit),
            _ => self
                .kernel
                .run_prefix(self.size, &self.prefixes()[unit], self.limit),
        };
        let mut t = Tally::new();
        t.add("scanned", r.total() as u128);
        for (n, &c) in r.dist.iter().enumerate().filter(|e| *e.1 > 0) {
            t.add(&format!("targets {n:02}"), c as u128);
        }
        for &s in &r.max_sets {
            t.add(&Self::max_key(r.max, s), 1);
        }
        t
    }

    fn heading(&self) -> String {
        format!("targets built: sets of {} cubes\n", self.size)
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let (r, complete) = self.result(total);
        let (mean, sd) = sample::moments(&r.dist);
        let names: Vec<Vec<&str>> = r.max_sets.iter().map(|&s| self.m.names(s)).collect();
        let mut summary = json!({"size": self.size, "sets": r.total(), "method": self.scan_kind(), "max": r.max,
            "max_sets": r.dist[r.max], "listed": names.len(), "mean": mean, "std_dev": sd,
            "distribution": distribution(r.dist.iter().enumerate().map(|(k, &v)| (k, v))),
            "sets_at_max": names});
        let mut text = String::new();
        for (k, &c) in r.dist.iter().enumerate().filter(|e| *e.1 > 0) {
            text += &format!("  {k}: {c}\n");
        }
        text += &format!("sets building the maximum {}:\n", r.max);
        for n in &names {
            text += &format!("  {}\n", n.join(","));
        }
        if !complete {
            // A shard's summary: raw counts of its own units only.
            summary["complete"] = json!(false);
            text += "(one shard: counts of its own units, unscaled; merge the shards for the totals)\n";
        } else if self.size == 12 && !matches!(self.method, SetSelection::Within(_)) {
            // Conjecture 4: the universal 12-sets are exactly the ten of Conjecture 8. The ten
            // are distinct and universal, so it holds when the scan counts exactly ten.
            let ten = sets::conjecture8_sets(&self.m);
            let all_universal = ten.iter().all(|&s| self.kernel.targets_built(s) == (1 << N) - 1);
            summary["conjecture4"] = json!(all_universal && r.dist[N] == ten.len() as u64);
        }
        text += &format!(
            "{} sets of {} cubes; maximum {} targets, reached by {} sets; mean {mean:.3}, standard deviation {sd:.3}\n",
            r.total(),
            self.size,
            r.max,
            r.dist[r.max]
        );
        (summary, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(p: &SetScan) -> sets::UnitResult {
        let mut total = Tally::new();
        for u in 0..p.unit_count() {
            total.merge(&p.run_unit(u, &mut |_| {}));
        }
        p.result(&total).0
    }

    #[test]
    fn driver_units_give_the_direct_scans() {
        // The tally encoding (distribution and record keys) against the direct scans.
        let m = MacMahon::new();
        let kernel = sets::Kernel::new(&m);
        for (k, limit) in [(9, 1000), (9, 5), (10, 40), (28, 7)] {
            let sym = SetScan::new(m.clone(), k, SetSelection::Symmetry, limit).unwrap();
            assert_eq!(sym.unit_count(), 406);
            assert_eq!(whole(&sym), sets::scan_symmetric(&m, &kernel, k, limit));
            let full = SetScan::new(m.clone(), k, SetSelection::Full, limit).unwrap();
            assert_eq!(full.unit_count(), 435);
            assert_eq!(whole(&full), sets::scan(&kernel, k, limit));
        }
    }

    #[test]
    fn keys_and_specs_round_trip() {
        let key = SetScan::max_key(30, 0b1011 | 1 << 29);
        assert_eq!(key, "at_max 30 00.01.03.29");
        assert_eq!(SetScan::set_of_key(&key), Some((30, 0b1011 | 1 << 29)));
        assert_eq!(SetScan::set_of_key("at_max 30 00.31"), None);
        let m = MacMahon::new();
        let w = m.parse_set("Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd,Be").unwrap();
        for method in [
            SetSelection::Symmetry,
            SetSelection::Full,
            SetSelection::Within(w),
        ] {
            let p = SetScan::new(m.clone(), 8, method, 3).unwrap();
            assert_eq!(SetScan::from_spec(&p.spec()).unwrap().spec(), p.spec());
        }
        assert!(SetScan::from_spec(&json!({"name": "macmahon sets", "size": 7})).is_err());
    }
}
