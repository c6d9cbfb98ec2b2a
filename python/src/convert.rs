//! JSON values (what the library's records and summaries are) as plain Python objects.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use pyo3::IntoPyObjectExt;
use serde_json::Value;

/// A JSON value as Python: objects become dicts (key order kept), arrays lists, numbers ints
/// or floats.
pub fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    match v {
        Value::Null => Ok(py.None().into_bound(py)),
        Value::Bool(b) => b.into_bound_py_any(py),
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.into_bound_py_any(py),
            (None, Some(u)) => u.into_bound_py_any(py),
            _ => n.as_f64().unwrap_or(f64::NAN).into_bound_py_any(py),
        },
        Value::String(s) => s.into_bound_py_any(py),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for x in items {
                list.append(to_py(py, x)?)?;
            }
            Ok(list.into_any())
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, x) in map {
                dict.set_item(k, to_py(py, x)?)?;
            }
            Ok(dict.into_any())
        }
    }
}
