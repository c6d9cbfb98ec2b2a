//! MacMahon's 30 cubes for the web page: the cubes, the target puzzle (every arrangement of
//! 8 chosen cubes that shows a target's colouring outside) and the collections that build a
//! target, all by `cubelab-colour`'s public API.

use std::sync::OnceLock;

use cubelab_colour::cube::FaceColouring;
use cubelab_colour::macmahon::collections::{building_collections, SolutionMethod};
use cubelab_colour::macmahon::cubes::N;
use cubelab_colour::macmahon::{target, MacMahon};
use cubelab_core::error::Error;
use serde_json::{json, Value};

/// Arrangements sent to the page in full; the count is always exact.
pub const ARRANGEMENTS_SHOWN: usize = 2000;

fn cubes() -> &'static MacMahon {
    static M: OnceLock<MacMahon> = OnceLock::new();
    M.get_or_init(MacMahon::new)
}

fn error(e: Error) -> Value {
    json!({"error": e.to_string()})
}

fn target_index(m: &MacMahon, name: &str) -> Result<usize, Error> {
    let name = name.trim();
    // The command line's message for an unknown cube (`macmahon solve --target`).
    m.index(name).ok_or_else(|| {
        Error::usage(format!(
            "unknown cube '{name}': names are Ab..Fe (row A-F, column a-f, not on the diagonal)"
        ))
    })
}

/// The 30 cubes in Conway's order: name, row, column, faces (colours 1..6, faces left right
/// front back down up), mirror.
pub fn catalogue() -> Value {
    let m = cubes();
    let list: Vec<Value> = m
        .cubes
        .iter()
        .map(|c| json!({"name": c.name, "row": c.row, "col": c.col, "faces": c.faces.0, "mirror": m.cubes[c.mirror].name}))
        .collect();
    json!({"cubes": list})
}

/// The cube whose colouring (any orientation) the six faces show, or why none.
pub fn identify(faces: &[u8]) -> Value {
    let m = cubes();
    let Ok(f) = <[u8; 6]>::try_from(faces) else {
        return json!({"error": "a cube has six faces"});
    };
    match m.index_of_colouring(&FaceColouring(f)) {
        Some(i) => json!({"name": m.cubes[i].name}),
        None => json!({"error": "no MacMahon cube has these faces: each of the six colours once"}),
    }
}

/// One arrangement as the page draws it and as the command line's text prints it.
fn arrangement_json(m: &MacMahon, arr: &target::Arrangement) -> Value {
    let cells: Vec<Value> = arr
        .cells
        .iter()
        .enumerate()
        .map(|(c, (i, f))| json!({"at": [c & 1, c >> 1 & 1, c >> 2], "name": m.cubes[*i].name, "faces": f.0}))
        .collect();
    let text: Vec<String> = arr
        .cells
        .iter()
        .enumerate()
        .map(|(c, (i, f))| {
            let digits: String = f.0.iter().map(|d| d.to_string()).collect();
            format!(
                "({},{},{}) {} {digits}",
                c & 1,
                c >> 1 & 1,
                c >> 2,
                m.cubes[*i].name
            )
        })
        .collect();
    json!({"cells": cells, "text": text.join("  ")})
}

/// Every arrangement of `cubes` (comma-separated names, 8 or more, distinct) that builds
/// `target`, as `cubelab macmahon solve --target T --cubes C [--interior]`.
pub fn solve(target_name: &str, cube_list: &str, interior: bool) -> Value {
    let m = cubes();
    let run = || -> Result<Value, Error> {
        let t = target_index(m, target_name)?;
        let set = m.parse_set(cube_list)?;
        if set.count_ones() < 8 {
            return Err(Error::usage(format!(
                "--cubes: {} cubes given, the model needs 8",
                set.count_ones()
            )));
        }
        let solver = target::Solver::new(m, m.cubes[t].faces, set, interior);
        let mut shown = Vec::new();
        let count = solver.for_each(&mut |a| {
            if shown.len() < ARRANGEMENTS_SHOWN {
                shown.push(arrangement_json(m, a));
            }
        });
        Ok(json!({
            "target": m.cubes[t].name,
            "target_faces": m.cubes[t].faces.0,
            "cubes": m.names(set),
            "interior": interior,
            "count": count,
            "arrangements": shown,
        }))
    };
    run().unwrap_or_else(error)
}

/// The collections of 8 cubes that build `target`, most solutions first, with the number of
/// arrangements each gives (the paper's solution number, by its graph method).
pub fn collections(target_name: &str, limit: usize) -> Value {
    let m = cubes();
    let run = || -> Result<Value, Error> {
        let t = target_index(m, target_name)?;
        let mut list = building_collections(m, t, SolutionMethod::Graph);
        list.sort_by_key(|&(c, s)| (std::cmp::Reverse(s), c));
        let shown: Vec<Value> = list
            .iter()
            .take(limit)
            .map(|&(c, s)| json!({"cubes": m.names(c), "solutions": s}))
            .collect();
        Ok(json!({"target": m.cubes[t].name, "count": list.len(), "collections": shown}))
    };
    run().unwrap_or_else(error)
}

/// Number of cubes in the set.
pub const CUBES: usize = N;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conways_set_builds_ba_sixteen_ways() {
        let v = solve("Ba", "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb", false);
        assert_eq!(v["count"], 16);
        assert_eq!(v["arrangements"].as_array().unwrap().len(), 16);
        assert_eq!(solve("Ba", "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb", true)["count"], 2);
    }

    #[test]
    fn bad_input_is_the_command_lines_message() {
        let v = solve("Zz", "Ac", false);
        assert!(v["error"].as_str().unwrap().starts_with("unknown cube 'Zz'"));
        let v = solve("Ba", "Ac,Ad", false);
        assert_eq!(v["error"], "--cubes: 2 cubes given, the model needs 8");
        let v = solve("Ba", "Ac,Ac", false);
        assert!(v["error"].as_str().unwrap().contains("listed twice"));
    }

    #[test]
    fn the_catalogue_identifies_its_cubes() {
        let c = catalogue();
        assert_eq!(c["cubes"].as_array().unwrap().len(), CUBES);
        let ba: Vec<u8> = serde_json::from_value(c["cubes"][5]["faces"].clone()).unwrap();
        assert_eq!(identify(&ba)["name"], c["cubes"][5]["name"]);
        assert!(identify(&[1, 1, 2, 3, 4, 5])["error"].is_string());
    }

    #[test]
    fn collections_that_build_a_target_do_build_it() {
        let v = collections("Ba", 3);
        assert!(v["count"].as_u64().unwrap() > 0);
        for c in v["collections"].as_array().unwrap() {
            let names: Vec<&str> = c["cubes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap())
                .collect();
            assert_eq!(solve("Ba", &names.join(","), false)["count"], c["solutions"]);
        }
    }
}
