//! Partial results of work units: named `u128` counts that add up when units are merged.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

/// Named counts (`count`, `classes`, or a distribution such as `orbit 8`), merged by adding.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally(pub BTreeMap<String, u128>);

impl Tally {
    /// An empty tally.
    pub fn new() -> Self {
        Tally::default()
    }

    /// Adds `n` to the count `key`.
    pub fn add(&mut self, key: &str, n: u128) {
        *self.0.entry(key.to_string()).or_insert(0) += n;
    }

    /// The count `key` (0 when absent).
    pub fn get(&self, key: &str) -> u128 {
        self.0.get(key).copied().unwrap_or(0)
    }

    /// Adds every count of `other`.
    pub fn merge(&mut self, other: &Tally) {
        for (k, &v) in &other.0 {
            self.add(k, v);
        }
    }

    /// A JSON object; counts beyond `u64` are written as decimal strings so none is rounded.
    pub fn to_json(&self) -> Value {
        let m: Map<String, Value> = self.0.iter().map(|(k, &v)| (k.clone(), count_json(v))).collect();
        Value::Object(m)
    }

    /// The inverse of [`Tally::to_json`]; `None` for anything else.
    pub fn from_json(v: &Value) -> Option<Tally> {
        let mut t = Tally::new();
        for (k, v) in v.as_object()? {
            t.0.insert(k.clone(), count_from_json(v)?);
        }
        Some(t)
    }
}

/// A count as JSON: a number when it fits in `u64`, else a decimal string.
pub fn count_json(n: u128) -> Value {
    match u64::try_from(n) {
        Ok(small) => Value::from(small),
        Err(_) => Value::from(n.to_string()),
    }
}

/// A count written by [`count_json`].
pub fn count_from_json(v: &Value) -> Option<u128> {
    match v {
        Value::Number(n) => n.as_u64().map(u128::from),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

impl serde::Serialize for Tally {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Tally {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Tally::from_json(&v).ok_or_else(|| {
            serde::de::Error::custom("a partial result maps names to counts (numbers or decimal strings)")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_merge() {
        let mut a = Tally::new();
        a.add("count", u128::MAX - 5);
        a.add("classes", 3);
        let back = Tally::from_json(&a.to_json()).unwrap();
        assert_eq!(back, a);
        let mut b = Tally::new();
        b.add("count", 5);
        a.merge(&b);
        assert_eq!(a.get("count"), u128::MAX);
        assert_eq!(a.get("missing"), 0);
        assert!(Tally::from_json(&serde_json::json!({"count": -1})).is_none());
        let text = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Tally>(&text).unwrap(), a);
        assert!(serde_json::from_str::<Tally>("{\"count\": 1.5}").is_err());
    }
}
