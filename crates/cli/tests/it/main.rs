//! The integration tests of the `cubelab` binary and the library, linked once as one test
//! crate (one module a subject). Slow cases are `#[ignore]`d; each module header names the
//! command that runs them.

mod checker_properties;
mod cli_magic;
mod colour_cubes;
mod common;
mod construct;
mod deploy_recipes;
mod estimate;
mod first_hour;
mod fuzz;
mod insanity;
mod macmahon;
mod macmahon_driver;
mod magic_census;
mod molecube;
mod nine_colour;
mod options;
mod order5;
mod render;
mod search;
mod streams;
mod twisty;
mod verify;
