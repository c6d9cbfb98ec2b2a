//! Instant Insanity over a family (`cubelab insanity census --colours 4`): every set of 4
//! distinct cubes of C_4 as a puzzle (stack them so each long side shows the 4 colours),
//! how many can be stacked, and the distribution of their solution numbers (stacks up to the
//! 8 symmetries of the column, cube order fixed: `insanity::classes`).
//!
//! Two methods per set: the brute force over orientations and the classic 2-factor graph
//! method must give the same stacks (a disagreement is tallied and reported). Work unit u:
//! every set whose smallest cube is u.

use serde_json::{json, Value};

use super::{Family, MAX_COLOURS};
use crate::error::{Error, Result};
use crate::insanity::{self, Instance};
use crate::search::{Problem, Tally};
use crate::FaceColouring;

/// The name of this driver problem in its spec (output headers, checkpoints, the registry).
pub const NAME: &str = "insanity census";

/// The census of one family with n colours: sets of n distinct cubes.
pub struct InsanityCensus {
    family: Family,
}

impl InsanityCensus {
    /// Rebuilds the census from the spec an output header or checkpoint records.
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let colours = spec["colours"]
            .as_u64()
            .ok_or_else(|| Error::input("header", format!("not an insanity census: {spec}")))?;
        Self::new(usize::try_from(colours).unwrap_or(usize::MAX))
    }

    /// The census of C_n for `colours` = n (1 to 6); fails for any other number.
    pub fn new(colours: usize) -> Result<Self> {
        if !(1..=MAX_COLOURS).contains(&colours) {
            return Err(Error::usage(format!(
                "{colours} colours: Instant Insanity families have 1 to 6 colours"
            )));
        }
        Ok(InsanityCensus {
            family: Family::new(colours)?,
        })
    }

    fn instance(&self, cubes: &[usize]) -> Instance {
        Instance {
            colour_names: (1..=self.family.colours).map(|c| c.to_string()).collect(),
            cubes: cubes
                .iter()
                .map(|&c| FaceColouring(self.family.cubes[c].faces.0.map(|x| x - 1)))
                .collect(),
        }
    }

    /// Solves one set both ways and tallies it.
    fn tally_set(&self, cubes: &[usize], t: &mut Tally) {
        let inst = self.instance(cubes);
        let brute = insanity::brute_force(&inst);
        let graph = insanity::graph_method(&inst);
        t.add("sets", 1);
        if graph.stacks != brute {
            t.add("methods disagree", 1);
        }
        if !brute.is_empty() {
            t.add("stackable", 1);
            t.add(&format!("solutions {:04}", insanity::classes(&brute).len()), 1);
        }
    }

    fn each_set(&self, first: usize, f: &mut dyn FnMut(&[usize])) {
        fn rec(m: usize, k: usize, pick: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
            if pick.len() == k {
                return f(pick);
            }
            let start = pick.last().map_or(0, |&c| c + 1);
            for c in start..m {
                pick.push(c);
                rec(m, k, pick, f);
                pick.pop();
            }
        }
        let mut pick = vec![first];
        rec(self.family.len(), self.family.colours, &mut pick, f);
    }
}

impl Problem for InsanityCensus {
    fn spec(&self) -> Value {
        json!({"name": NAME, "colours": self.family.colours})
    }

    fn unit_count(&self) -> usize {
        self.family.len()
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let mut t = Tally::new();
        self.each_set(unit, &mut |cubes| self.tally_set(cubes, &mut t));
        t
    }

    fn heading(&self) -> String {
        format!(
            "Instant Insanity with {} distinct cubes of C_{} ({} cubes)\n",
            self.family.colours,
            self.family.colours,
            self.family.len()
        )
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let dist: Vec<(u64, u64)> = total
            .0
            .iter()
            .filter_map(|(k, &c)| Some((k.strip_prefix("solutions ")?.parse().ok()?, c as u64)))
            .collect();
        let mut m = serde_json::Map::new();
        let mut text = String::from("solutions (up to the column's 8 symmetries): sets\n");
        for (k, c) in &dist {
            m.insert(k.to_string(), json!(c));
            text += &format!("  {k}: {c}\n");
        }
        let (sets, stackable, disagree) = (
            total.get("sets") as u64,
            total.get("stackable") as u64,
            total.get("methods disagree") as u64,
        );
        text += &format!(
            "{sets} sets of {} distinct cubes; {stackable} can be stacked; brute force and graph method disagree on {disagree}\n",
            self.family.colours
        );
        (
            json!({"colours": self.family.colours, "sets": sets, "stackable": stackable,
                   "methods_disagree": disagree, "distribution": Value::Object(m)}),
            text,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::seq::index::sample;
    use rand::SeedableRng;
    use std::collections::BTreeSet;

    fn run_all(p: &InsanityCensus) -> Tally {
        let mut t = Tally::new();
        for u in 0..p.unit_count() {
            t.merge(&p.run_unit(u, &mut |_| {}));
        }
        t
    }

    #[test]
    fn three_colour_census_counts_every_set_and_methods_agree() {
        // C(30, 3) sets of 3 distinct cubes of C_3; both methods agree on each.
        let t = run_all(&InsanityCensus::new(3).unwrap());
        assert_eq!(t.get("sets"), 4060);
        assert_eq!(t.get("methods disagree"), 0);
        assert!(t.get("stackable") > 0);
    }

    /// The classes of stacks of `cubes` found without the insanity module: every pair of
    /// distinct orientations (the family's own list) tried at every level, then classes by
    /// least image under the column's 8 turns written out here as side permutations.
    fn classes_by_plain_search(f: &Family, cubes: &[usize]) -> usize {
        // Sides in the order left, right, front, back.
        let sides: Vec<BTreeSet<[u8; 4]>> = cubes
            .iter()
            .map(|&c| {
                f.cubes[c]
                    .orientations
                    .iter()
                    .map(|o| [o.0[0], o.0[1], o.0[2], o.0[3]])
                    .collect()
            })
            .collect();
        let mut stacks: Vec<Vec<[u8; 4]>> = vec![vec![]];
        for options in &sides {
            let mut next = Vec::new();
            for s in &stacks {
                for o in options {
                    if s.iter().all(|t| (0..4).all(|k| t[k] != o[k])) {
                        next.push([s.clone(), vec![*o]].concat());
                    }
                }
            }
            stacks = next;
        }
        // A quarter turn (the left side comes to the front: l r f b -> b f l r) and turning
        // the column over about its left-right axis (front and back swap).
        let quarter = |s: [u8; 4]| [s[3], s[2], s[0], s[1]];
        let over = |s: [u8; 4]| [s[0], s[1], s[3], s[2]];
        let canonical: BTreeSet<Vec<[u8; 4]>> = stacks
            .iter()
            .map(|st| {
                let mut images = Vec::new();
                let mut g = st.clone();
                for _ in 0..4 {
                    g = g.iter().map(|&s| quarter(s)).collect();
                    images.push(g.clone());
                    images.push(g.iter().map(|&s| over(s)).collect());
                }
                images.into_iter().min().expect("8 images")
            })
            .collect();
        canonical.len()
    }

    #[test]
    fn four_colour_census_against_a_plain_search_on_random_sets() {
        // 1,500 random 4-sets of C_4 tallied by the census (brute force and graph method)
        // and by the plain search above; and the census's units cover C(68, 4) sets.
        let p = InsanityCensus::new(4).unwrap();
        let f = &p.family;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(15);
        let (mut census, mut plain) = (Tally::new(), Tally::new());
        for _ in 0..1500 {
            let mut cubes = sample(&mut rng, f.len(), 4).into_vec();
            cubes.sort_unstable();
            p.tally_set(&cubes, &mut census);
            let n = classes_by_plain_search(f, &cubes);
            plain.add("sets", 1);
            if n > 0 {
                plain.add("stackable", 1);
                plain.add(&format!("solutions {n:04}"), 1);
            }
        }
        assert_eq!(census, plain);
        assert!(plain.get("stackable") > 100 && plain.get("stackable") < 1400);
        let mut sets = 0u64;
        for u in 0..p.unit_count() {
            p.each_set(u, &mut |c| {
                assert!(c.windows(2).all(|w| w[0] < w[1]));
                sets += 1
            });
        }
        assert_eq!(sets, 814_385, "C(68, 4)");
    }
}
