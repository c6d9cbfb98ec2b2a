//! Research programs on top of cubelab: see `examples/` and `notes/`. Nothing here is part of the product.
