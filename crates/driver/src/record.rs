//! The driver's own JSON Lines records, typed: written by the driver, read back by merge and
//! verify (the `result` and `summary` records are the problem's own JSON).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::tally::Tally;

/// The `header` record every output opens with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// Always `cubelab`.
    pub tool: String,
    /// The cubelab version that wrote the output.
    pub version: String,
    /// The problem's spec ([`super::Problem::spec`]).
    pub problem: Value,
}

/// The `shard` record after the header: which shard of how many units.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardRecord {
    /// Shard index (0-based).
    pub index: usize,
    /// Number of shards.
    pub count: usize,
    /// Work units of the whole problem.
    pub units: usize,
    /// [`super::fingerprint`] of the problem.
    pub fingerprint: String,
}

/// The `unit` record after a unit's results: its id and partial result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitRecord {
    /// The unit's id.
    pub id: usize,
    /// Its partial result.
    pub partial: Tally,
}

/// The fields of a typed record as a JSON object (for [`crate::format::Output::record`]).
pub fn fields(record: &impl Serialize) -> Value {
    serde_json::to_value(record).expect("driver records serialise")
}
