//! Pictures: text, SVG and self-contained HTML views of figures and solutions.
