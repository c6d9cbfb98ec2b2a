//! Pictures: text, SVG and self-contained HTML views of figures and solutions.

use serde_json::Value;

use crate::error::{Error, Result};
use crate::format::output::Pictures;

/// Draws result records (as written to JSON Lines) into the requested picture files.
pub fn write_pictures(records: &[Value], pictures: &Pictures) -> Result<()> {
    let _ = records;
    if pictures.svg.is_some() || pictures.html.is_some() {
        return Err(Error::usage(
            "pictures (--svg, --html) are not available in this build yet",
        ));
    }
    Ok(())
}
