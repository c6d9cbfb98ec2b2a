//! Collections of 8 distinct cubes of a family, as a search-driver problem:
//! * Table 1 (one target): how many collections build it with each solution number. Only
//!   cubes fitting some cell of the target can take part, so the exhaustive scan runs over
//!   the 8-subsets of those.
//! * Table 2 (all targets): for every collection, how many targets it builds.
//!
//! Exhaustive when asked (units: every collection whose two smallest cubes are i < j), or
//! sampled: uniform random collections, `UNIT` per work unit, unit u drawn from ChaCha8Rng
//! seeded with the run seed on stream u (the same result for any thread count), reported
//! with 95 % normal-approximation intervals. A unit's tally: `sets` looked at and `value NNN`
//! (collections whose solution number / number of targets built is NNN).

use rand::seq::index::sample as sample_indices;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Map, Value};

use super::model::{self, Target};
use super::{members, Family, Set};
use crate::error::{Error, Result};
use crate::search::{Problem, Tally};
use cubelab_core::combinatorics::binomial;

/// The name of this driver problem in its spec (output headers, checkpoints, the registry).
pub const NAME: &str = "colour-cubes collections";

/// Random collections per work unit of a sampled scan.
pub const UNIT: u64 = 10_000;

/// Most random collections of a sampled scan: [`UNIT`] times the driver's most units, about
/// 10^10 (a day of one core's work). `--samples 18446744073709551615` tried to allocate
/// 14 PB of unit ids (issue 68).
pub const MAX_SAMPLES: u64 = UNIT * crate::search::MAX_UNITS as u64;

/// How the collections are visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every collection of 8 distinct cubes (of a target's fitting cubes for Table 1).
    Exhaustive,
    /// Uniform random collections, with 95 % intervals instead of exact counts.
    Sampled {
        /// How many random collections to draw in all.
        samples: u64,
        /// The run seed: work unit u draws from ChaCha8Rng with this seed on stream u.
        seed: u64,
    },
}

/// Table 1 (`target` given) or Table 2 of a family.
pub struct CollectionScan {
    /// The family whose collections are scanned.
    pub family: Family,
    targets: Vec<Target>,
    target: Option<usize>,
    mode: Mode,
    /// The cubes collections are drawn from (a target's fitting cubes for Table 1).
    universe: Vec<usize>,
}

impl CollectionScan {
    /// Rebuilds the scan from the spec an output header or checkpoint records.
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let bad = || Error::input("header", format!("not a collection scan: {spec}"));
        let colours = spec["colours"].as_u64().ok_or_else(bad)?;
        let family = Family::new(usize::try_from(colours).unwrap_or(usize::MAX))?;
        let target = match &spec["target"] {
            Value::Null => None,
            Value::String(name) => Some(family.parse_cube(name)?),
            _ => return Err(bad()),
        };
        let mode = match spec["mode"].as_str() {
            Some("exhaustive") => Mode::Exhaustive,
            Some("sampled") => Mode::Sampled {
                samples: spec["samples"].as_u64().ok_or_else(bad)?,
                seed: spec["seed"].as_u64().ok_or_else(bad)?,
            },
            _ => return Err(bad()),
        };
        Self::new(family, target, mode)
    }

    /// The scan for Table 1 of cube `target` (an index into the family) or, with `None`,
    /// Table 2. Fails when the family has fewer than 8 cubes or a sampled scan has no samples.
    pub fn new(family: Family, target: Option<usize>, mode: Mode) -> Result<Self> {
        if family.len() < 8 {
            return Err(Error::impossible(format!(
                "C_{} has {} cube(s): no collection of 8 distinct cubes exists",
                family.colours,
                family.len()
            )));
        }
        if let Mode::Sampled { samples: 0, .. } = mode {
            return Err(Error::usage("a sampled table needs at least one sample"));
        }
        if let Mode::Sampled { samples, .. } = mode {
            if samples > MAX_SAMPLES {
                return Err(Error::usage(format!(
                    "{samples} samples: at most {MAX_SAMPLES} ({} work units of {UNIT}, about a day of one core's work)",
                    crate::search::MAX_UNITS
                )));
            }
        }
        let targets = model::targets(&family);
        let universe = match (target, mode) {
            (Some(t), Mode::Exhaustive) => members(targets[t].relevant()).collect(),
            _ => (0..family.len()).collect(),
        };
        Ok(CollectionScan {
            family,
            targets,
            target,
            mode,
            universe,
        })
    }

    /// Number of collections an exhaustive scan visits.
    pub fn exhaustive_size(&self) -> u128 {
        binomial(self.universe.len(), 8)
    }

    /// The value tallied for one collection.
    fn value(&self, set: Set) -> u64 {
        match self.target {
            Some(t) => self.targets[t].solution_number(set),
            None => self.targets.iter().filter(|t| t.built_by(set)).count() as u64,
        }
    }

    fn prefixes(&self) -> Vec<(usize, usize)> {
        let u = self.universe.len();
        (0..u)
            .flat_map(|i| (i + 1..u).map(move |j| (i, j)))
            .filter(|&(_, j)| u - j > 6)
            .collect()
    }

    fn walk(&self, start: usize, left: usize, set: Set, t: &mut Tally) {
        if left == 0 {
            let v = self.value(set);
            t.add("sets", 1);
            if v > 0 || self.target.is_none() || matches!(self.mode, Mode::Sampled { .. }) {
                t.add(&format!("value {v:06}"), 1);
            }
            return;
        }
        for k in start..=self.universe.len() - left {
            self.walk(k + 1, left - 1, set | 1 << self.universe[k], t);
        }
    }

    fn distribution(total: &Tally) -> Vec<(u64, u128)> {
        total
            .0
            .iter()
            .filter_map(|(k, &c)| Some((k.strip_prefix("value ")?.parse().ok()?, c)))
            .collect()
    }

    fn table_name(&self) -> String {
        match self.target {
            Some(t) => format!("Table 1 for target {}", self.family.cubes[t].name),
            None => "Table 2".to_string(),
        }
    }
}

impl Problem for CollectionScan {
    fn spec(&self) -> Value {
        let mut spec = json!({"name": NAME, "colours": self.family.colours,
            "target": self.target.map(|t| self.family.cubes[t].name.clone())});
        match self.mode {
            Mode::Exhaustive => spec["mode"] = json!("exhaustive"),
            Mode::Sampled { samples, seed } => {
                spec["mode"] = json!("sampled");
                spec["samples"] = json!(samples);
                spec["seed"] = json!(seed);
            }
        }
        spec
    }

    fn unit_count(&self) -> usize {
        match self.mode {
            Mode::Exhaustive => self.prefixes().len(),
            Mode::Sampled { samples, .. } => samples.div_ceil(UNIT) as usize,
        }
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let mut t = Tally::new();
        match self.mode {
            Mode::Exhaustive => {
                let (i, j) = self.prefixes()[unit];
                let set = 1 << self.universe[i] | 1 << self.universe[j];
                self.walk(j + 1, 6, set, &mut t);
            }
            Mode::Sampled { samples, seed } => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                rng.set_stream(unit as u64);
                let here = UNIT.min(samples - unit as u64 * UNIT);
                for _ in 0..here {
                    let set = sample_indices(&mut rng, self.universe.len(), 8)
                        .iter()
                        .fold(0 as Set, |s, i| s | 1 << self.universe[i]);
                    self.walk(0, 0, set, &mut t);
                }
            }
        }
        t
    }

    fn heading(&self) -> String {
        let what = match self.target {
            Some(_) => "solution number: collections",
            None => "targets built: collections",
        };
        format!("C_{}, {} ({what})\n", self.family.colours, self.table_name())
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let dist = Self::distribution(total);
        let seen = total.get("sets");
        let mut fields = json!({"colours": self.family.colours, "table": self.table_name(), "collections_scanned": seen as u64});
        let text = match self.mode {
            Mode::Exhaustive => self.exhaustive_summary(&dist, seen, &mut fields),
            Mode::Sampled { samples, seed } => {
                self.sampled_summary(&dist, seen, (samples, seed), &mut fields)
            }
        };
        (fields, text)
    }
}

impl CollectionScan {
    /// The exact distribution of a whole scan (or of one shard's part), its fields added
    /// to `fields`.
    fn exhaustive_summary(&self, dist: &[(u64, u128)], seen: u128, fields: &mut Value) -> String {
        let complete = seen == self.exhaustive_size();
        let mut text = String::new();
        let mut m = Map::new();
        for (v, c) in dist {
            m.insert(v.to_string(), json!(*c as u64));
            text += &format!("  {v}: {c}\n");
        }
        let building: u128 = dist.iter().map(|e| e.1).sum();
        fields["exhaustive"] = json!(complete);
        fields["distribution"] = Value::Object(m);
        fields["total"] = json!(building as u64);
        text += &format!(
            "exhaustive{}: {seen} collections of 8 scanned{}\n",
            if complete { "" } else { " (one shard only)" },
            if self.target.is_some() {
                format!(", {building} build the target")
            } else {
                String::new()
            }
        );
        text
    }

    /// The distribution estimated from random collections: each value's fraction and the
    /// collections it stands for, with 95 % intervals, and the mean; fields added to
    /// `fields`.
    fn sampled_summary(
        &self,
        dist: &[(u64, u128)],
        seen: u128,
        (samples, seed): (u64, u64),
        fields: &mut Value,
    ) -> String {
        // All C(|C_n|, 8) collections (Table 2 and Table 1 alike draw from all).
        let all = binomial(self.family.len(), 8) as f64;
        let n = seen as f64;
        let mut text = String::new();
        let mut m = Map::new();
        for (v, c) in dist {
            let p = *c as f64 / n;
            let half = 1.96 * (p * (1.0 - p) / n).sqrt();
            m.insert(
                v.to_string(),
                json!({"samples": *c as u64, "fraction": p, "ci95": [p - half, p + half], "estimate": p * all, "estimate_ci95": [(p - half).max(0.0) * all, (p + half) * all]}),
            );
            text += &format!(
                "  {v}: {c} of {seen} samples, fraction {p:.6} ± {half:.6}, ≈ {:.4e} ± {:.1e} collections\n",
                p * all,
                half * all
            );
        }
        let mean = dist.iter().map(|(v, c)| *v as f64 * *c as f64).sum::<f64>() / n;
        let var = dist
            .iter()
            .map(|(v, c)| (*v as f64 - mean).powi(2) * *c as f64)
            .sum::<f64>()
            / n;
        let se = (var / n).sqrt();
        fields["exhaustive"] = json!(false);
        fields["samples"] = json!(samples);
        fields["seed"] = json!(seed);
        fields["distribution"] = Value::Object(m);
        fields["mean"] = json!(mean);
        fields["mean_ci95"] = json!([mean - 1.96 * se, mean + 1.96 * se]);
        text += &format!(
            "sampled (not exhaustive): {seen} random collections of {all:.4e}, seed {seed}; mean {mean:.4} ± {:.4} (95 %)\n",
            1.96 * se
        );
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(p: &CollectionScan) -> Vec<(u64, u128)> {
        let mut t = Tally::new();
        for u in 0..p.unit_count() {
            t.merge(&p.run_unit(u, &mut |_| {}));
        }
        CollectionScan::distribution(&t)
    }

    #[test]
    fn two_colours_one_collection() {
        // C_2 has exactly 8 cubes: one collection; the targets it builds, by the geometric
        // solver, must be the number the scan reports.
        let f = Family::new(2).unwrap();
        let pool: Vec<(usize, &[crate::FaceColouring])> =
            (0..8).map(|c| (c, f.cubes[c].orientations.as_slice())).collect();
        let built = (0..8)
            .filter(|&t| {
                crate::macmahon::target::Solver::from_pool(&pool, f.cubes[t].faces, false).count() > 0
            })
            .count() as u64;
        assert!(built < 8);
        let p = CollectionScan::new(f, None, Mode::Exhaustive).unwrap();
        assert_eq!(table(&p), vec![(built, 1)]);
        assert!(CollectionScan::new(Family::new(1).unwrap(), None, Mode::Exhaustive).is_err());
    }

    /// Σ_k k · (collections building k targets) = Σ_t (collections building t): Table 2 by
    /// matchings, Table 1 by permanents over each target's own fitting cubes. A collection
    /// building t lies inside t's fitting cubes, so the identity holds for the collections
    /// drawn from any part `cubes` of the family (the whole family: the ignored test).
    fn tables_one_and_two_agree(f: &Family, cubes: &[usize]) -> Vec<(u64, u128)> {
        let within = |mut p: CollectionScan| {
            p.universe.retain(|c| cubes.contains(c));
            p
        };
        let t2 = table(&within(
            CollectionScan::new(f.clone(), None, Mode::Exhaustive).unwrap(),
        ));
        let lhs: u128 = t2.iter().map(|(k, c)| *k as u128 * c).sum();
        let rhs: u128 = (0..f.len())
            .map(|t| {
                let p = within(CollectionScan::new(f.clone(), Some(t), Mode::Exhaustive).unwrap());
                table(&p).iter().map(|e| e.1).sum::<u128>()
            })
            .sum();
        assert!(lhs > 0, "C_{}: some collection builds a target", f.colours);
        assert_eq!(lhs, rhs, "C_{}", f.colours);
        t2
    }

    #[test]
    fn table_one_totals_add_up_to_table_two_within_part_of_a_family() {
        // The 8-subsets of 14 cubes of C_6 (3,003) and of 12 cubes spread over C_5 (495).
        for (n, m) in [(6, 14), (5, 12)] {
            let f = Family::new(n).unwrap();
            let cubes: Vec<usize> = (0..m).map(|i| i * f.len() / m).collect();
            let t2 = tables_one_and_two_agree(&f, &cubes);
            assert_eq!(t2.iter().map(|e| e.1).sum::<u128>(), binomial(m, 8));
        }
    }

    /// The whole of C_6 (C(30, 8) = 5,852,925 collections, then 30 Tables 1; about a
    /// minute of one core): `cargo test --release --lib
    /// colour::family::collections::tests::table_one_totals_add_up_to_table_two -- --ignored`
    #[test]
    #[ignore]
    fn table_one_totals_add_up_to_table_two() {
        let f = Family::new(6).unwrap();
        let t2 = tables_one_and_two_agree(&f, &(0..f.len()).collect::<Vec<_>>());
        // The paper's Table 2 (MacMahon's cubes are C_6).
        let published = [
            (0, 2774940),
            (1, 2256390),
            (2, 720405),
            (3, 91920),
            (4, 8910),
            (5, 360),
        ];
        assert_eq!(t2, published.to_vec());
    }
}
