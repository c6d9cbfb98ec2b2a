//! Solves the commercial Instant Insanity cubes (examples/instant-insanity.txt) and prints
//! each solution class with the colours on the four long sides.
//!
//! `cargo run --release --no-default-features --example instant_insanity [FILE]`

use cubelab::colour::insanity;
use cubelab::format::{read_source, source_name};

fn main() -> Result<(), cubelab::Error> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/examples/instant-insanity.txt").into());
    let instance = insanity::parse(&read_source(&path)?, source_name(&path))?;
    let solved = insanity::solve(&instance)?;
    println!(
        "{} solution(s) up to symmetry, {} stacks with the cube order fixed (brute force checked: {})",
        solved.classes.len(),
        solved.stacks.len(),
        solved.brute_force_checked
    );
    for (i, class) in solved.classes.iter().enumerate() {
        println!("solution {} (orbit {}):", i + 1, class.orbit);
        for (k, sides) in class.representative.iter().enumerate() {
            let names: Vec<&str> = sides
                .iter()
                .map(|&c| instance.colour_names[c as usize].as_str())
                .collect();
            println!(
                "  cube {}: left {} right {} front {} back {}",
                k + 1,
                names[0],
                names[1],
                names[2],
                names[3]
            );
        }
    }
    Ok(())
}
