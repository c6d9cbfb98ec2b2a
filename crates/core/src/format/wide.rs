//! Integers wider than JSON readers keep exactly. A magic constant or a line sum of a figure
//! with entries near ±2^63 does not fit in 64 bits; like the counts of the search driver, such
//! numbers are written as decimal strings, and numbers that fit stay numbers.

use serde::Serializer;
use serde_json::Value;

/// `n` as JSON: a number when it fits in `i64` or `u64`, else a decimal string.
pub fn int_json(n: i128) -> Value {
    if let Ok(small) = i64::try_from(n) {
        Value::from(small)
    } else if let Ok(big) = u64::try_from(n) {
        Value::from(big)
    } else {
        Value::from(n.to_string())
    }
}

/// The inverse of [`int_json`] (also reads any JSON integer); `None` for anything else.
pub fn int_from_json(v: &Value) -> Option<i128> {
    match v {
        Value::Number(n) => n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from)),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// `#[serde(serialize_with = "...")]` for an `i128` field, written as [`int_json`] does.
pub fn serialize<S: Serializer>(n: &i128, s: S) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&int_json(*n), s)
}

/// As [`serialize`], for an `Option<i128>` field (`None` is `null`).
pub fn serialize_opt<S: Serializer>(n: &Option<i128>, s: S) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&n.map(int_json), s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_that_fit_stay_numbers_and_wide_ones_round_trip() {
        assert_eq!(int_json(-5), Value::from(-5));
        assert_eq!(int_json(u64::MAX as i128), Value::from(u64::MAX));
        let wide = i64::MIN as i128 * 3 - 1;
        assert_eq!(int_json(wide), Value::from(wide.to_string()));
        for n in [
            0,
            -1,
            i64::MIN as i128,
            u64::MAX as i128,
            wide,
            -wide,
            i128::MAX,
            i128::MIN,
        ] {
            assert_eq!(int_from_json(&int_json(n)), Some(n), "{n}");
        }
        assert_eq!(int_from_json(&Value::from(1.5)), None);
    }
}
