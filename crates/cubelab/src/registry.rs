//! The registry of search-driver problems: rebuilds a [`Problem`] from the spec that an
//! output header or a checkpoint records, so that shard outputs can be merged, outputs
//! verified and runs resumed without the command that started them.
//!
//! A new driver problem adds one line to [`PROBLEMS`]: its spec's `name` and the function
//! that rebuilds it (its `from_spec`).

use serde_json::Value;

use crate::colour::family::collections::{self, CollectionScan};
use crate::colour::family::counting::{self, UniversalCount};
use crate::colour::family::insanity_census::{self, InsanityCensus};
use crate::colour::family::universal::{self, UniversalSearch};
use crate::colour::macmahon::scan::{self, SetScan};
use crate::error::{Error, Result};
use crate::estimate::{self, EstimateProblem};
use crate::magic::count::{self as square_count, SquareCount};
use crate::search::{Problem, Tally};

/// Rebuilds a problem from its spec (the problem's own `from_spec`, boxed).
pub type FromSpec = fn(&Value) -> Result<Box<dyn Problem>>;

/// Every search-driver problem, by the `name` of its spec.
pub const PROBLEMS: &[(&str, FromSpec)] = &[
    (square_count::NAME, |s| Ok(Box::new(SquareCount::from_spec(s)?))),
    (scan::NAME, |s| Ok(Box::new(SetScan::from_spec(s)?))),
    (estimate::NAME, |s| Ok(Box::new(EstimateProblem::from_spec(s)?))),
    (insanity_census::NAME, |s| {
        Ok(Box::new(InsanityCensus::from_spec(s)?))
    }),
    (collections::NAME, |s| Ok(Box::new(CollectionScan::from_spec(s)?))),
    (universal::NAME, |s| Ok(Box::new(UniversalSearch::from_spec(s)?))),
    (counting::NAME, |s| Ok(Box::new(UniversalCount::from_spec(s)?))),
];

/// The problem a header's spec names.
pub fn problem_from_spec(spec: &Value) -> Result<Box<dyn Problem>> {
    let name = spec["name"].as_str();
    match PROBLEMS.iter().find(|(n, _)| Some(*n) == name) {
        Some((_, from_spec)) => from_spec(spec),
        None => Err(Error::input(
            "header",
            format!("no search-driver problem named by {spec}"),
        )),
    }
}

/// The registry as `verify` sees it: a driver problem's summary, recomputed from its spec.
pub struct Registry;

impl cubelab_check::Summaries for Registry {
    fn summary(&self, spec: &Value, total: &Tally) -> Result<Value> {
        Ok(problem_from_spec(spec)?.summary(total).0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_name_is_distinct_and_unknown_names_are_refused() {
        let mut names: Vec<&str> = PROBLEMS.iter().map(|p| p.0).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PROBLEMS.len());
        let spec = serde_json::json!({"name": "square count", "order": 3, "kind": "magic",
            "method": "sum-system", "list": false});
        assert_eq!(problem_from_spec(&spec).unwrap().spec(), spec);
        assert!(problem_from_spec(&serde_json::json!({"name": "nothing"})).is_err());
    }
}
