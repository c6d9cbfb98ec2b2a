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
use crate::colour::insanity::{self, Instance};
use crate::colour::FaceColouring;
use crate::error::{Error, Result};
use crate::search::{Problem, Tally};

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
        json!({"name": "insanity census", "colours": self.family.colours})
    }

    fn unit_count(&self) -> usize {
        self.family.len()
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let mut t = Tally::new();
        self.each_set(unit, &mut |cubes| {
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
        });
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

    #[test]
    fn three_colour_census_counts_every_set_and_methods_agree() {
        // C(30, 3) sets of 3 distinct cubes of C_3; both methods agree on each.
        let p = InsanityCensus::new(3).unwrap();
        let mut t = Tally::new();
        for u in 0..p.unit_count() {
            t.merge(&p.run_unit(u, &mut |_| {}));
        }
        assert_eq!(t.get("sets"), 4060);
        assert_eq!(t.get("methods disagree"), 0);
        assert!(t.get("stackable") > 0);
    }
}
