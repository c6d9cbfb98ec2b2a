//! The pocket cube's tests: geometry against tables, the data twin, symmetries, the text
//! format, the census against the published distribution (reduced and unreduced), the
//! checkpoint, and the solver against the census.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::geometry::{self, Cubies};
use super::*;
use crate::engine::census::spaces::{BlockSym, Raw, SymClasses};
use crate::engine::census::{Census, CensusSpace, Options, Progress};
use crate::engine::def::DefPuzzle;
use crate::engine::ida::Solver;
use crate::Error;

/// Published distance distributions (face-turn and quarter-turn metric).
const HTM: [u128; 12] = [
    1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
];
const QTM: [u128; 15] = [
    1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
];

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn census_of<S: CensusSpace>(space: &S) -> Vec<u128> {
    let mut c = Census::start(space);
    c.run(&Options::default()).unwrap();
    assert!(c.complete());
    c.distribution()
}

#[test]
fn turn_tables_agree_with_moving_stickers() {
    let cube = PocketCube::new();
    let same = [0, 1, 2, 3, 4, 5];
    let mut r = rng(1);
    let mut s = State::SOLVED;
    let mut f = Cubies::SOLVED.facelets(cube.slots());
    for _ in 0..500 {
        let t = r.gen_range(0..9);
        s = cube.apply(&s, t);
        let turn = &cube.turns()[t];
        for _ in 0..turn.power {
            f = geometry::transform(&f, &geometry::quarter_turn(turn.face as usize), &same);
        }
        assert_eq!(s.cubies().facelets(cube.slots()), f);
    }
    let names: Vec<&str> = cube.turns().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"]);
}

#[test]
fn the_data_twin_agrees_with_the_tables() {
    let cube = PocketCube::new();
    let twin = DefPuzzle::new(def::definition()).unwrap();
    let again = crate::engine::def::PuzzleDef::from_json(&twin.def().to_json()).unwrap();
    assert_eq!(again.def(), twin.def());
    assert_eq!(twin.symmetries(), 6);
    let as_def = |s: State| {
        let c = s.cubies();
        [c.perm, c.ori].concat()
    };
    let dbl = geometry::CORNERS[geometry::FIXED];
    let matrices = geometry::symmetries();
    let fixing: Vec<usize> = (1..48)
        .filter(|&j| geometry::apply(&matrices[j], dbl) == dbl)
        .collect();
    let mut r = rng(2);
    for _ in 0..200 {
        let s = cube.random(&mut r);
        let t = r.gen_range(0..9);
        assert_eq!(twin.turns()[t].name, cube.turns()[t].name);
        assert_eq!(twin.apply(&as_def(s), t), as_def(cube.apply(&s, t)));
        // The twin's symmetries are those of the 48 that keep D-B-L in place, in order.
        for (k, &j) in (1..).zip(&fixing) {
            assert_eq!(twin.symmetry(&as_def(s), k), as_def(cube.symmetry(&s, j)));
            assert_eq!(
                twin.conjugate_turn(k, &as_def(s), t),
                cube.conjugate_turn(j, &s, t)
            );
            assert_eq!(twin.colour_renaming(k), cube.colour_renaming(j));
        }
    }
}

#[test]
fn symmetries_keep_the_contract() {
    let cube = PocketCube::new();
    let mut r = rng(3);
    for k in 0..cube.symmetries() {
        assert_eq!(cube.symmetry(&State::SOLVED, k), State::SOLVED);
        for _ in 0..20 {
            let s = cube.random(&mut r);
            for t in 0..9 {
                let lhs = cube.symmetry(&cube.apply(&s, t), k);
                let rhs = cube.apply(&cube.symmetry(&s, k), cube.conjugate_turn(k, &s, t));
                assert_eq!(lhs, rhs, "symmetry {k} turn {t}");
                let turned = &cube.turns()[cube.conjugate_turn(k, &s, t)];
                assert_eq!(turned.is_quarter(), cube.turns()[t].is_quarter());
            }
        }
    }
    assert_eq!(
        cube.symmetry(&State { perm: 17, ori: 5 }, 0),
        State { perm: 17, ori: 5 }
    );
}

/// A symmetry seen on the stickers: move them, rename their colours, hold the cube right.
#[test]
fn symmetries_rename_colours_as_they_move_faces() {
    let cube = PocketCube::new();
    let matrices = geometry::symmetries();
    let mut r = rng(4);
    for _ in 0..50 {
        let s = cube.random(&mut r);
        let k = r.gen_range(0..48);
        let colours: [u8; 6] = cube.colour_renaming(k).unwrap().try_into().unwrap();
        let moved = geometry::transform(
            &s.cubies().facelets(cube.slots()),
            &geometry::slot_perm(&matrices[k]),
            &colours,
        );
        let letters: String = moved
            .iter()
            .map(|&c| geometry::FACE_LETTERS[c as usize])
            .collect();
        assert_eq!(text::parse(&cube, &letters).unwrap(), cube.symmetry(&s, k));
    }
}

#[test]
fn text_format_round_trips_and_holds_the_cube_right() {
    let cube = PocketCube::new();
    assert_eq!(text::format(&cube, State::SOLVED), "UUUURRRRFFFFDDDDLLLLBBBB");
    assert_eq!(
        text::parse(&cube, " UUUU RRRR\nFFFF DDDD LLLL BBBB ").unwrap(),
        State::SOLVED
    );
    let u = cube.parse_turns("U").unwrap();
    assert_eq!(
        text::format(&cube, cube.apply_all(&State::SOLVED, &u)),
        "UUUUBBRRRRFFDDDDFFLLLLBB"
    );
    let mut r = rng(5);
    let rotations = geometry::symmetries()
        .into_iter()
        .filter(|m| geometry::det(m) == 1);
    let rotations: Vec<[u8; 24]> = rotations.map(|m| geometry::slot_perm(&m)).collect();
    for _ in 0..1000 {
        let s = cube.random(&mut r);
        let letters = text::format(&cube, s);
        assert_eq!(text::parse(&cube, &letters).unwrap(), s);
        // The same cube held another way reads as the same position.
        let rot = &rotations[r.gen_range(0..24)];
        let f = geometry::transform(&s.cubies().facelets(cube.slots()), rot, &[0, 1, 2, 3, 4, 5]);
        let held: String = f.iter().map(|&c| geometry::FACE_LETTERS[c as usize]).collect();
        assert_eq!(text::parse(&cube, &held).unwrap(), s);
    }
}

#[test]
fn bad_positions_are_one_line_errors() {
    let cube = PocketCube::new();
    let cases = [
        ("", "found 0"),
        ("UUUURRRRFFFFDDDDLLLLBBB", "found 23"),
        ("UUUURRRRFFFFDDDDLLLLBBBX", "'X'"),
        ("UUUURRRRFFFFDDDDLLLLBBBU", "U appears 5 times"),
        ("RUUUURRRFFFFDDDDLLLLBBBB", "no corner piece"),
        // URF twisted in place (its stickers rotated): every piece exists, twists do not add up.
        ("UUUF URRR FRFF DDDD LLLL BBBB", "twisted"),
    ];
    for (input, words) in cases {
        let e = text::parse(&cube, input).unwrap_err();
        let message = e.to_string();
        assert!(matches!(e, Error::Input { .. }));
        assert!(
            message.contains(words) && !message.contains('\n'),
            "{input}: {message}"
        );
    }
}

/// Random strings and damaged valid positions never panic; what parses prints back.
#[test]
fn fuzzed_text_never_panics() {
    let cube = PocketCube::new();
    let alphabet: Vec<char> = "URFDLBurfdlb XYZ\n\t2'é\u{0}".chars().collect();
    let mut r = rng(6);
    let mut accepted = 0;
    for round in 0..20_000 {
        let text: String = if round % 2 == 0 {
            let len = r.gen_range(0..40);
            (0..len)
                .map(|_| alphabet[r.gen_range(0..alphabet.len())])
                .collect()
        } else {
            let mut letters: Vec<char> = text::format(&cube, cube.random(&mut r)).chars().collect();
            let (i, j) = (r.gen_range(0..24), r.gen_range(0..24));
            letters.swap(i, j);
            if round % 3 == 0 {
                letters[i] = alphabet[r.gen_range(0..alphabet.len())];
            }
            letters.into_iter().collect()
        };
        if let Ok(s) = text::parse(&cube, &text) {
            accepted += 1;
            assert_eq!(text::parse(&cube, &text::format(&cube, s)).unwrap(), s);
        }
        if let Err(e) = cube.parse_turns(&text) {
            assert!(!e.to_string().contains('\n'));
        }
    }
    assert!(accepted > 0);
}

#[test]
fn projections_are_homomorphisms() {
    let cube = PocketCube::new();
    let mut r = rng(7);
    for _ in 0..500 {
        let s = cube.random(&mut r);
        let t = r.gen_range(0..9);
        let a = cube.apply(&s, t);
        assert_eq!(
            Arrangement.project(&a),
            Arrangement.project(&cube.apply(&Arrangement.lift(s.perm as usize), t))
        );
        assert_eq!(
            Twists.project(&a),
            Twists.project(&cube.apply(&Twists.lift(s.ori as usize), t))
        );
        assert_eq!(Whole.lift(Whole.project(&s)), s);
    }
}

/// The census over symmetry classes, and over all positions, both equal the published
/// distributions; the classes' sizes add up to all positions.
#[test]
fn census_equals_published_reduced_and_unreduced() {
    let cube = PocketCube::new();
    for (metric, published) in [(Metric::Htm, &HTM[..]), (Metric::Qtm, &QTM[..])] {
        let classes = SymClasses::new(&cube, metric).unwrap();
        assert_eq!(classes.classes(), 77_802);
        let total: u64 = (0..classes.classes()).map(|c| classes.class_size(c)).sum();
        assert_eq!(total, POSITIONS);
        assert_eq!(census_of(&classes), published, "{metric:?} classes");
        assert_eq!(census_of(&Raw::new(&cube, metric)), published, "{metric:?} raw");
    }
}

/// The Molecube's layout (least arrangement under the six symmetries that keep D-B-L in
/// place, with every twist; several stored forms for symmetric arrangements) gives the
/// same distributions; all 48 symmetries do not move arrangements on their own.
#[test]
fn census_over_blocks_with_several_forms_agrees() {
    let cube = PocketCube::new();
    let six = cube.symmetries_fixing_dbl();
    assert_eq!(six.len(), 6);
    for (metric, published) in [(Metric::Htm, &HTM[..]), (Metric::Qtm, &QTM[..])] {
        let blocks = BlockSym::new(&cube, metric, ORIS as u64, six.clone()).unwrap();
        assert!(blocks.blocks() > PERMS / 6 && blocks.blocks() < PERMS / 5);
        let mut census = Census::start(&blocks);
        census.run(&Options::default()).unwrap();
        assert_eq!(census.distribution(), published, "{metric:?}");
        let mut r = rng(10);
        let raw_space = Raw::new(&cube, metric);
        let mut raw = Census::start(&raw_space);
        raw.run(&Options::default()).unwrap();
        for _ in 0..200 {
            let s = cube.random(&mut r);
            let d = raw.distance(raw_space.entry(&s)).unwrap();
            assert_eq!(census.distance(blocks.entry(&s)).unwrap(), d);
        }
    }
    let all: Vec<usize> = (0..48).collect();
    assert!(BlockSym::new(&cube, Metric::Htm, ORIS as u64, all).is_err());
}

/// The data twin, by a plain breadth-first search over its own states, agrees with the
/// published distribution at the first depths.
#[test]
fn twin_by_plain_search_agrees_at_low_depths() {
    let twin = DefPuzzle::new(def::definition()).unwrap();
    for (metric, published) in [(Metric::Htm, &HTM[..7]), (Metric::Qtm, &QTM[..8])] {
        let turns = TurnSet::new(&twin, metric);
        let mut seen: HashSet<Vec<u8>> = twin.solved_states().into_iter().collect();
        let mut layer: Vec<Vec<u8>> = seen.iter().cloned().collect();
        let mut counts = vec![1u128];
        while counts.len() < published.len() {
            let mut next = Vec::new();
            for s in &layer {
                for &t in &turns.turns {
                    let n = twin.apply(s, t);
                    if seen.insert(n.clone()) {
                        next.push(n);
                    }
                }
            }
            counts.push(next.len() as u128);
            layer = next;
        }
        assert_eq!(counts, published, "{metric:?}");
    }
}

#[test]
fn checkpoint_resumes_and_refuses_damage() {
    let cube = PocketCube::new();
    let space = SymClasses::new(&cube, Metric::Htm).unwrap();
    let dir = std::env::temp_dir().join(format!("twisty-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("htm.census");
    let _ = std::fs::remove_file(&path);
    let opts = Options {
        checkpoint: Some(path.clone()),
        stop_after: Some(4),
        ..Options::default()
    };
    let mut first = Census::open(&space, Some(&path)).unwrap();
    first.run(&opts).unwrap();
    assert_eq!((first.depth(), first.complete()), (4, false));
    let mut second = Census::open(&space, Some(&path)).unwrap();
    assert_eq!(second.levels(), first.levels());
    let reports = std::sync::Mutex::new(0);
    let count = |p: Progress| {
        if let Progress::Depth(_) = p {
            *reports.lock().unwrap() += 1;
        }
    };
    let opts = Options {
        checkpoint: Some(path.clone()),
        progress: Some(&count),
        ..Options::default()
    };
    second.run(&opts).unwrap();
    assert_eq!(second.distribution(), HTM);
    assert_eq!(*reports.lock().unwrap(), 8, "depths 5 to 11 and the empty pass");
    let done = Census::open(&space, Some(&path)).unwrap();
    assert!(done.complete());
    assert_eq!(done.summary()["gods_number"], 11);
    let entries: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(entries, ["htm.census"], "no temporary file is left");

    let good = std::fs::read(&path).unwrap();
    let refused = |bytes: &[u8], words: &str| {
        std::fs::write(&path, bytes).unwrap();
        let e = Census::load(&space, &path).err().expect("refused").to_string();
        assert!(e.contains(words), "{e}");
    };
    let mut table_hit = good.clone();
    *table_hit.last_mut().unwrap() ^= 4;
    refused(&table_hit, "table checksum");
    let mut header_hit = good.clone();
    header_hit[30] ^= 1;
    refused(&header_hit, "header checksum");
    refused(&good[..good.len() - 8], "wrong size");
    refused(&good[..10], "not a census checkpoint");
    std::fs::write(&path, &good).unwrap();
    let qtm = SymClasses::new(&cube, Metric::Qtm).unwrap();
    let e = Census::load(&qtm, &path)
        .err()
        .expect("another metric")
        .to_string();
    assert!(e.contains("made for"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn cancelling_stops_and_poisons() {
    let cube = PocketCube::new();
    let space = Raw::new(&cube, Metric::Htm);
    let cancel = AtomicBool::new(true);
    let mut c = Census::start(&space);
    let opts = Options {
        cancel: Some(&cancel),
        ..Options::default()
    };
    assert!(c
        .run(&opts)
        .unwrap_err()
        .to_string()
        .contains("cancelled during depth 1"));
    assert!(c.run(&Options::default()).is_err());
}

/// Optimal lengths equal census distances on 1000 random positions in each metric, and
/// every solution solves. The full-table heuristic agrees on the first 200.
#[test]
fn solver_lengths_equal_census_distances() {
    let cube = PocketCube::new();
    for (metric, seed) in [(Metric::Htm, 8), (Metric::Qtm, 9)] {
        let space = SymClasses::new(&cube, metric).unwrap();
        let mut census = Census::start(&space);
        census.run(&Options::default()).unwrap();
        let small = Solver::new(&cube, metric, cube.heuristic(metric, false), 20);
        let full = Solver::new(&cube, metric, cube.heuristic(metric, true), 20);
        let mut r = rng(seed);
        for i in 0..1000 {
            let s = cube.random(&mut r);
            let d = census.distance(space.entry(&s)).unwrap().unwrap();
            let found = small.solve(&s).unwrap();
            assert_eq!(
                found.turns.len() as u32,
                d,
                "{metric:?} {}",
                text::format(&cube, s)
            );
            assert!(cube.is_solved(&cube.apply_all(&s, &found.turns)));
            if metric == Metric::Qtm {
                assert!(found.turns.iter().all(|&t| cube.turns()[t].is_quarter()));
            }
            if i < 200 {
                assert_eq!(full.solve(&s).unwrap().turns.len() as u32, d);
            }
        }
    }
}

/// The checker's sticker data (`cubelab_core::cube2`, written out by hand) moves the stickers
/// as the geometry does, and re-applies solver output to solved.
#[test]
fn the_checkers_sticker_data_agrees_with_the_geometry() {
    use cubelab_core::cube2 as data;
    for (face, letter) in [(0, 'U'), (1, 'R'), (2, 'F')] {
        assert_eq!(
            data::quarter_turn(letter).unwrap(),
            geometry::quarter_turn(face),
            "{letter}"
        );
    }
    let cube = PocketCube::new();
    let solver = Solver::new(&cube, Metric::Qtm, cube.heuristic(Metric::Qtm, false), 20);
    let mut r = rng(12);
    for _ in 0..50 {
        let s = cube.random(&mut r);
        let found = solver.solve(&s).unwrap();
        let start = data::parse_stickers(&text::format(&cube, s)).unwrap();
        let turns = data::parse_turns(&cube.format_turns(&found.turns)).unwrap();
        assert!(data::is_solved(&data::apply(&start, &turns)));
    }
}

/// Issue 68's damage, on the unreduced table (918 KB): the table overwritten (up to 1 MiB of
/// it), a count in the header edited (the header's checksum catches it), and a count edited
/// with the header checksum recomputed (the recount of the table catches it) are all refused;
/// the untouched file resumes to the published distribution.
#[test]
fn damaged_or_edited_checkpoints_are_refused() {
    use crate::engine::census::checkpoint;
    let cube = PocketCube::new();
    let space = Raw::new(&cube, Metric::Htm);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("raw.census");
    let mut c = Census::start(&space);
    let opts = Options {
        checkpoint: Some(path.clone()),
        stop_after: Some(6),
        ..Options::default()
    };
    c.run(&opts).unwrap();
    let good = std::fs::read(&path).unwrap();
    let table_at = good.len() - 8 * space.words();
    let refused = |bytes: &[u8], words: &str| {
        std::fs::write(&path, bytes).unwrap();
        let e = Census::load(&space, &path).err().expect("refused").to_string();
        assert!(e.contains(words) && !e.contains('\n'), "{e}");
    };
    let mut r = rng(13);
    let mut overwritten = good.clone();
    let end = (table_at + (1 << 20)).min(good.len());
    r.fill(&mut overwritten[table_at..end]);
    refused(&overwritten, "table checksum mismatch");
    // Depth 3's count, 321 positions, edited to 329 in place.
    let text = String::from_utf8_lossy(&good[24..table_at]).into_owned();
    let at = 24 + text.find("\"positions\":321").unwrap() + "\"positions\":32".len();
    let mut edited = good.clone();
    edited[at] = b'9';
    refused(&edited, "header checksum mismatch");
    let len = u64::from_le_bytes(good[8..16].try_into().unwrap()) as usize;
    let sum = checkpoint::bytes_checksum(&edited[24..24 + len]);
    edited[16..24].copy_from_slice(&sum.to_le_bytes());
    refused(&edited, "do not describe the table");
    std::fs::write(&path, &good).unwrap();
    let mut resumed = Census::load(&space, &path).unwrap();
    resumed.run(&Options::default()).unwrap();
    assert_eq!(resumed.distribution(), HTM);
}

/// A checkpoint that cannot be written does not cost the census: it goes on, reports each
/// failed write, keeps every depth, and ends in the error. A checkpoint the free space
/// cannot hold is refused before any work.
#[test]
fn a_failed_save_keeps_the_computed_depths() {
    use crate::engine::census::checkpoint;
    let cube = PocketCube::new();
    let space = SymClasses::new(&cube, Metric::Htm).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gone").join("htm.census");
    let failures = std::sync::Mutex::new(0);
    let count = |p: Progress| {
        if let Progress::NotSaved { .. } = p {
            *failures.lock().unwrap() += 1;
        }
    };
    let opts = Options {
        checkpoint: Some(path.clone()),
        progress: Some(&count),
        ..Options::default()
    };
    let mut c = Census::start(&space);
    let e = c.run(&opts).unwrap_err().to_string();
    assert!(e.contains("checkpoint could not be written"), "{e}");
    assert!(c.complete());
    assert_eq!(c.distribution(), HTM);
    assert_eq!(*failures.lock().unwrap(), 12, "depths 1 to 11 and the empty pass");
    let here = dir.path().join("c");
    let e = checkpoint::check_space(&here, u64::MAX).unwrap_err().to_string();
    assert!(e.contains("not enough free space"), "{e}");
    assert!(checkpoint::check_space(&here, 1).is_ok());
}
