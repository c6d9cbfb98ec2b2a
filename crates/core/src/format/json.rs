//! JSON read strictly, for the readers that vouch for a file (`verify`, `merge`): an object
//! that names one key twice is refused. serde_json keeps the last of two equal keys, so
//! `{"count": 8, "count": 9}` read as 9 while a reader of the first saw 8 (issue 68).

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// `text` as one JSON value, refused when an object repeats a key (serde_json's error,
/// with its line and column).
pub fn from_str_strict(text: &str) -> serde_json::Result<Value> {
    let mut de = serde_json::Deserializer::from_str(text);
    let v = Strict::deserialize(&mut de)?;
    de.end()?;
    Ok(v.0)
}

/// A [`Value`] whose objects have distinct keys.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(StrictVisitor)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Strict;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Strict, E> {
        Ok(Strict(Value::Bool(v)))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }

    fn visit_str<E>(self, v: &str) -> Result<Strict, E> {
        Ok(Strict(Value::String(v.to_string())))
    }

    fn visit_string<E>(self, v: String) -> Result<Strict, E> {
        Ok(Strict(Value::String(v)))
    }

    fn visit_unit<E>(self) -> Result<Strict, E> {
        Ok(Strict(Value::Null))
    }

    fn visit_none<E>(self) -> Result<Strict, E> {
        Ok(Strict(Value::Null))
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Strict, D::Error> {
        Strict::deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Strict, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(Strict(Value::Array(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Strict, A::Error> {
        let mut m = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if m.contains_key(&key) {
                return Err(de::Error::custom(format!(
                    "the key \"{key}\" appears twice in one object"
                )));
            }
            let Strict(v) = map.next_value()?;
            m.insert(key, v);
        }
        Ok(Strict(Value::Object(m)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_as_serde_json_reads_them() {
        for text in [
            r#"{"type":"result","order":3,"rows":[[2,7,6],[9,5,1],[4,3,8]],"x":null,"f":0.1,"b":true}"#,
            r#"[1, -2, 18446744073709551615, 1e308, "é\u0001", {"a": {"b": []}}]"#,
            "3",
        ] {
            let want: Value = serde_json::from_str(text).unwrap();
            assert_eq!(from_str_strict(text).unwrap(), want, "{text}");
        }
    }

    #[test]
    fn a_repeated_key_is_refused_at_any_depth() {
        for text in [
            r#"{"count": 8, "count": 9}"#,
            r#"{"type":"summary","a":{"k":1,"k":1}}"#,
            r#"[{"x":1},{"y":2,"y":2}]"#,
        ] {
            let e = from_str_strict(text).unwrap_err().to_string();
            assert!(e.contains("appears twice in one object"), "{text}: {e}");
        }
        assert!(from_str_strict("{} {}").is_err(), "trailing data");
    }
}
