//! Instant Insanity for the web page: n cubes' face colours in, every stack (and its classes
//! up to turning the column) out, or the reason there is none, by `cubelab-colour`'s
//! public API.

use cubelab_colour::insanity::{self, Instance};
use cubelab_core::error::Error;
use serde_json::{json, Value};

/// The command line's limits without `--unlimited` (`cubelab insanity solve`).
const MAX_FACTORS: u64 = 20_000;
const MAX_STACKS: u128 = 1_000_000;

fn check_effort(inst: &Instance) -> Result<(), Error> {
    let factors = insanity::count_two_factors(inst, MAX_FACTORS);
    if factors > MAX_FACTORS {
        return Err(Error::usage(format!(
            "{} cubes with more than {MAX_FACTORS} 2-factors: too many to compare here",
            inst.cubes.len()
        )));
    }
    let bound = insanity::stack_bound(inst);
    if bound > MAX_STACKS {
        return Err(Error::usage(format!(
            "{} cubes with up to {bound} stacks to build and classify (limit {MAX_STACKS})",
            inst.cubes.len()
        )));
    }
    Ok(())
}

/// Why an instance has no stack, in the terms of the classic graph argument.
pub fn reason(inst: &Instance) -> String {
    let n = inst.cubes.len();
    let k = inst.colour_names.len();
    if k < n {
        return format!(
            "only {k} colours on {n} cubes: each side of the column must show {n} different colours"
        );
    }
    let mut faces = vec![0usize; k];
    for c in &inst.cubes {
        for &f in &c.0 {
            faces[f as usize] += 1;
        }
    }
    if let Some((c, &j)) = faces.iter().enumerate().find(|(_, &j)| j < 4) {
        return format!(
            "{} is on only {j} face(s): every colour must show once on each of the four sides",
            inst.colour_names[c]
        );
    }
    let factors = insanity::two_factors(inst).len();
    if factors == 0 {
        "no choice of one pair of opposite faces per cube shows every colour exactly twice, so no pair of opposite sides (front and back) can show every colour once".into()
    } else {
        format!(
            "{factors} choice(s) of opposite faces show every colour twice (one pair of sides), but no two of them use a different pair of opposite faces on every cube, as the other pair of sides needs"
        )
    }
}

/// Every stack of the cubes in `text` (one cube a line, or cubes separated by `;`, six
/// colour names in the order left right front back down up), as `cubelab insanity solve`.
pub fn solve(text: &str) -> Value {
    let text = text.replace(';', "\n");
    let run = || -> Result<Value, Error> {
        let inst = insanity::parse(&text, "cubes")?;
        check_effort(&inst)?;
        let solved = insanity::solve(&inst)?;
        let first = solved
            .classes
            .first()
            .map(|c| insanity::solution_record(&inst, 0, c));
        let classes: Vec<Value> = solved
            .classes
            .iter()
            .enumerate()
            .take(50)
            .map(|(i, c)| insanity::solution_record(&inst, i, c))
            .collect();
        Ok(json!({
            "cubes": inst.cubes.iter().map(|c| c.0).collect::<Vec<_>>(),
            "colour_names": inst.colour_names,
            "count": solved.stacks.len(),
            "classes": solved.classes.len(),
            "graph_pairs": solved.graph_pairs,
            "brute_force_checked": solved.brute_force_checked,
            "first": first,
            "solutions": classes,
            "reason": if solved.stacks.is_empty() { Some(reason(&inst)) } else { None },
        }))
    };
    run().unwrap_or_else(|e| json!({"error": e.to_string()}))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = "red red red green yellow blue; green green yellow blue blue red; blue red green yellow yellow red; blue yellow red green yellow green";

    #[test]
    fn the_classic_puzzle_has_one_solution() {
        let v = solve(CLASSIC);
        assert_eq!(v["count"], 8, "{v}");
        assert_eq!(v["classes"], 1);
        assert!(v["reason"].is_null());
        let sides = &v["first"]["sides"];
        for side in ["left", "right", "front", "back"] {
            let mut colours: Vec<&str> = sides[side]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap())
                .collect();
            colours.sort();
            assert_eq!(colours, ["blue", "green", "red", "yellow"]);
        }
    }

    #[test]
    fn no_stack_comes_with_a_reason() {
        let v = solve("red green blue red green blue; red green blue red green blue; red green blue red green blue; red green blue red green blue");
        assert_eq!(v["count"], 0);
        assert!(v["reason"].as_str().unwrap().starts_with("only 3 colours"), "{v}");
        // Every colour on at least four faces, and still no stack.
        let v = solve("yellow green yellow red green yellow; yellow green blue green green yellow; blue red yellow red green blue; red blue yellow green blue blue");
        assert_eq!(v["count"], 0);
        assert!(v["reason"].as_str().unwrap().contains("opposite faces"), "{v}");
        let v = solve("red green blue");
        assert_eq!(
            v["error"],
            "cubes:1: expected 6 colours (left right front back down up), found 3"
        );
    }
}
