//! Tests of the Molecube notation (`cubelab_core::molecube::notation`) on the solved states,
//! which this crate derives.

use cubelab_core::geometry::layout3::{face_view, CELLS};
use cubelab_core::molecube::moves::FACE_LETTERS;
use cubelab_core::molecube::notation::*;
use cubelab_core::molecube::{CENTRE_CELLS, CORE};

use super::solved;

fn faces_of(cells: &[char]) -> String {
    (0..6)
        .map(|f| {
            let row: String = face_view(f).iter().flatten().map(|&c| cells[c]).collect();
            format!("{}:{row}", FACE_LETTERS[f])
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn both_forms_read_the_same_position() {
    let cube = solved::from_static()[17];
    let letters = ['G', 'R', 'O', 'Y', 'W', 'B', 'P', 'K', 'N'];
    let cells: Vec<char> = cube.0.iter().map(|&k| letters[k as usize]).collect();
    let text: String = cells.iter().collect();
    let a = parse_state(&text, "x").unwrap();
    // E1, E2 are named by first appearance, so the cube comes back up to that swap.
    let swap = [0, 1, 2, 3, 4, 5, 6, 8, 7];
    assert!(a.cube == cube || a.cube == cube.permuted(&std::array::from_fn(|i| i as u8), &swap));
    assert_eq!(a.write(&a.cube), text);
    let b = parse_state(&faces_of(&cells), "x").unwrap();
    assert_eq!(b, a);
}

#[test]
fn errors_name_the_problem() {
    let cube = solved::from_static()[3];
    let good: Vec<char> = cube.code().chars().collect();
    let err = |cells: &[char]| {
        parse_state(&cells.iter().collect::<String>(), "x")
            .unwrap_err()
            .to_string()
    };
    assert!(err(&good[..26]).contains("27 characters"));
    let k_corner = (0..CELLS).find(|&c| c != CORE && good[c] == good[CORE]).unwrap();
    let mut twice = good.clone();
    twice.swap(CENTRE_CELLS[0], k_corner);
    assert!(
        err(&twice).contains("left centre and the hidden core are both"),
        "{}",
        err(&twice)
    );
    let mut four = good.clone();
    four[0] = four[1];
    assert!(err(&four).contains("on 4 balls"), "{}", err(&four));
    // A K ball moved onto an edge: swap a K corner with an edge ball.
    let mut k_on_edge = good.clone();
    k_on_edge.swap(k_corner, 1);
    assert!(err(&k_on_edge).contains("cannot carry"), "{}", err(&k_on_edge));
    let mut faces = faces_of(&good);
    let bad = if faces.as_bytes()[2] == b'0' { '1' } else { '0' };
    faces.replace_range(2..3, &bad.to_string());
    let e = parse_state(&faces, "x").unwrap_err().to_string();
    assert!(e.contains("a ball has one colour"), "{e}");
}

#[test]
fn face_errors_name_the_face() {
    let good = faces_of(&solved::from_static()[3].code().chars().collect::<Vec<_>>());
    let err = |text: &str| parse_state(text, "x").unwrap_err().to_string();
    assert!(parse_state(&good.replace(' ', "\n  "), "x").is_ok());
    assert!(parse_state(&good.replace(':', "="), "x").is_ok());
    // The faces come in the order of FACE_LETTERS: left first, up last.
    let without_up = &good[..good.find(" U:").unwrap()];
    let e = err(without_up);
    assert!(e.contains("up face (U:) is missing"), "{e}");
    let left = &good[..good.find(' ').unwrap()];
    let e = err(&format!("{good} {left}"));
    assert!(e.contains("left face is given twice"), "{e}");
    let e = err(&format!("{}x{}", &good[..5], &good[5..]));
    assert!(e.contains("left face has 10 balls, not 9"), "{e}");
    let e = err(&format!("abc {good}"));
    assert!(e.contains("starts with a face letter"), "{e}");
}
