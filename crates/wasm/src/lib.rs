//! cubelab in the browser: the Molecube, MacMahon and Instant Insanity solvers of the
//! library crates, compiled to WebAssembly for the static site in `web/` (`docs/web.md`).
//! There is no second implementation of any solver: every answer comes from
//! `cubelab-twisty` and `cubelab-colour`, through [`molecube`], [`macmahon`] and
//! [`insanity`], which return JSON values; the `#[wasm_bindgen]` functions below pass them
//! to JavaScript as JSON text (an error is `{"error": "...", ...}`, never an exception).
//!
//! The site runs them in a Web Worker (`web/src/worker.js`), so the page never waits on a
//! search. Unsafe code: the workspace forbids it, and so does this crate;
//! `#[wasm_bindgen]`'s generated glue compiles under that lint.

pub mod insanity;
pub mod macmahon;
pub mod molecube;

use wasm_bindgen::prelude::wasm_bindgen;

/// The layout of the Molecube for drawing: faces' cells in reading order, piece names.
#[wasm_bindgen]
pub fn molecube_layout() -> String {
    molecube::layout().to_string()
}

/// Checks a Molecube position (cell string or faces): `{"ok", "start", "solved"}` or the
/// command line's message with the balls it names.
#[wasm_bindgen]
pub fn molecube_check(text: &str) -> String {
    molecube::check(text).to_string()
}

/// Applies turns (standard notation) to a position.
#[wasm_bindgen]
pub fn molecube_apply(text: &str, turns: &str) -> String {
    molecube::apply_turns(text, turns).to_string()
}

/// The optimal Molecube solver of one metric; building it builds the pattern databases.
#[wasm_bindgen]
pub struct MolecubeSolver {
    inner: molecube::Solver,
}

#[wasm_bindgen]
impl MolecubeSolver {
    /// Builds the solver for `htm` or `qtm` (seconds: the pattern databases).
    #[wasm_bindgen(constructor)]
    pub fn new(metric: &str) -> Result<MolecubeSolver, String> {
        let metric = molecube::metric(metric).map_err(|p| p.message)?;
        Ok(MolecubeSolver {
            inner: molecube::Solver::new(metric),
        })
    }

    /// One optimal solution of a position, with every state along it.
    pub fn solve(&self, text: &str) -> String {
        self.inner.solve(text).to_string()
    }

    /// A uniformly random position from `seed` (as `cubelab molecube scramble --seed`), with
    /// the turns from a solved state; `names` are the letters of colours 0..8.
    pub fn scramble(&self, seed: &str, names: &str) -> String {
        match seed.trim().parse::<u64>() {
            Ok(s) => self.inner.scramble(s, names).to_string(),
            Err(_) => serde_json::json!({"error": format!("seed `{seed}` is not a whole number from 0 to 18446744073709551615")}).to_string(),
        }
    }
}

/// MacMahon's 30 cubes.
#[wasm_bindgen]
pub fn macmahon_cubes() -> String {
    macmahon::catalogue().to_string()
}

/// The cube six face colours (1..6, left right front back down up) show.
#[wasm_bindgen]
pub fn macmahon_identify(faces: &[u8]) -> String {
    macmahon::identify(faces).to_string()
}

/// Every arrangement of the cubes building the target.
#[wasm_bindgen]
pub fn macmahon_solve(target: &str, cubes: &str, interior: bool) -> String {
    macmahon::solve(target, cubes, interior).to_string()
}

/// The collections of 8 cubes that build the target.
#[wasm_bindgen]
pub fn macmahon_collections(target: &str, limit: usize) -> String {
    macmahon::collections(target, limit).to_string()
}

/// Every stack of Instant Insanity cubes, or the reason there is none.
#[wasm_bindgen]
pub fn insanity_solve(text: &str) -> String {
    insanity::solve(text).to_string()
}
