//! Problem specs as typed structs. A spec is written as a JSON object whose first field is
//! the problem's `name` and whose other fields are the problem's own spec struct (serde), so
//! headers and checkpoints read back into the same struct they were written from.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::error::{Error, Result};

/// `{"name": name, ...fields of spec}`: the JSON a [`super::Problem::spec`] returns.
pub fn tagged(name: &str, spec: &impl Serialize) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), Value::from(name));
    if let Ok(Value::Object(fields)) = serde_json::to_value(spec) {
        m.extend(fields);
    }
    Value::Object(m)
}

/// The spec struct of a problem named `name`, read from JSON written by [`tagged`]; `at` says
/// where the JSON came from in errors.
pub fn untagged<T: DeserializeOwned>(value: &Value, name: &str, at: &str) -> Result<T> {
    let bad = |why: String| Error::input(at, format!("not a {name} problem ({why}): {value}"));
    let mut m = value
        .as_object()
        .cloned()
        .ok_or_else(|| bad("not an object".into()))?;
    if m.remove("name").as_ref().and_then(Value::as_str) != Some(name) {
        return Err(bad("another name".into()));
    }
    serde_json::from_value(Value::Object(m)).map_err(|e| bad(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Toy {
        order: usize,
        list: bool,
    }

    #[test]
    fn name_first_then_fields_and_back() {
        let v = tagged("toy", &Toy { order: 4, list: true });
        assert_eq!(v.to_string(), r#"{"name":"toy","order":4,"list":true}"#);
        assert_eq!(
            untagged::<Toy>(&v, "toy", "t").unwrap(),
            Toy { order: 4, list: true }
        );
        assert!(untagged::<Toy>(&v, "other", "t").is_err());
        let extra = json!({"name": "toy", "order": 4, "list": true, "x": 1});
        assert!(untagged::<Toy>(&extra, "toy", "t").is_err());
        assert!(untagged::<Toy>(&json!({"name": "toy", "order": 4}), "toy", "t").is_err());
    }
}
