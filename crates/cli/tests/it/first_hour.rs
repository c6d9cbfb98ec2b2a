//! What a new user meets in the first hour (issue 68's small inconsistencies), each held
//! here: options that work alike across commands, summaries that read right.

use crate::common::{cubelab, cubelab_in};

#[test]
fn enumerate_commands_all_take_count() {
    // `nine-colour enumerate --classes --count` was refused; the other enumerates took it.
    let (code, out, err) = cubelab(&["nine-colour", "enumerate", "--classes", "--count"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "40 partitions into colour classes; 3 classes under the 48 symmetries, 4 under the 24 rotations\n"
    );
    let (code, out, _) = cubelab(&["nine-colour", "enumerate", "--count", "--format", "jsonl"]);
    assert_eq!(code, 0);
    assert!(!out.contains("\"type\":\"result\""), "{out}");
}

#[test]
fn insanity_random_has_a_default_and_unsolvable_instances_say_so() {
    // `--cubes` was required and the README did not say; the classic puzzle's 4 is the default.
    let (code, out, err) = cubelab(&["insanity", "random"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("# cubelab insanity random --cubes 4 --seed 0"),
        "{out}"
    );
    // "(orbit sizes [])" said nothing.
    let none = "red red red red red red\nblue blue blue blue blue blue\nred red red red red red\nblue blue blue blue blue blue\n";
    let (code, out, _) = cubelab_in(&["insanity", "solve", "-"], none);
    assert_eq!(code, 0);
    assert!(
        out.contains("no solution: no stack of these cubes shows every colour once"),
        "{out}"
    );
    assert!(!out.contains("[]"), "{out}");
}

#[test]
fn universal_sets_read_right() {
    // "done: 0/0 units" and "(11 cubes, 1 images)".
    let (code, out, err) = cubelab(&["colour-cubes", "universal", "-n", "3", "--progress-every", "0"]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("0/0 units"), "{err}");
    assert!(err.contains("no work units: nothing to search"), "{err}");
    assert!(
        out.contains("(11 cubes, 1 image under the 12 symmetries)"),
        "{out}"
    );
    assert!(
        out.contains("(11 cubes, 3 images under the 12 symmetries)"),
        "{out}"
    );
}

#[test]
fn a_count_has_no_face_legend() {
    let set = "Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd,Be,Bf";
    let (code, out, _) = cubelab(&["macmahon", "solve", "--target", "Ba", "--cubes", set, "--count"]);
    assert_eq!(code, 0);
    assert!(out.ends_with("build Ba\n"), "{out}");
    assert!(!out.contains("faces listed"), "{out}");
}
