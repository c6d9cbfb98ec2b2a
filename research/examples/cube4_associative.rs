//! Associative magic cubes of order 4 (simple magic cubes whose cells symmetric about the
//! centre sum to 65): a sub-family of the simple cubes that the enumeration kernel's tree
//! reaches, so it gives a lower bound on the simple cubes and a case on which the estimators
//! can be checked against an exact count.
//!
//! With `--pairs mirror|turn|diagonal` before the mode, the family is instead the simple cubes
//! whose cells `p` and `s(p)` sum to 65 for another symmetry `s` of the cube that is an
//! involution moving every cell (a mirror plane x = 3/2, a half turn about the z axis, a half
//! turn about a face diagonal); `--pairs centre` is the associative cubes. `--pairs class:K`
//! takes the K-th class that `classes` lists (the pairings that map rows, columns and pillars
//! onto rows, columns and pillars); `--pairs cells:LIST` any pairing, as the partner of each
//! cell. With the prefix `semi:` (`--pairs semi:mirror`, `semi:class:K`, ...) the family is of
//! semi-magic cubes instead (no space diagonals).
//!
//! `cargo run --release --example cube4_associative -- MODE ARGS`, MODE one of:
//! - `knuth PROBES TAIL SEED`: Knuth's random probes of the family's tree;
//! - `smc RUNS PARTICLES TAIL SEED`: populations of probes resampled at every level;
//! - `population RUNS REPLICAS SEED`: population annealing on the family's constraints;
//! - `count DEPTH FROM TO`: exact, over work units FROM..TO of the prefixes of depth DEPTH
//!   (one cube of each class of 48 for the associative cubes, every cube for the others);
//! - `classes`: the 52 classes of pairings that are line automorphisms;
//! - `families RUNS PARTICLES SEED [semi-magic]`: smc on every class, and the cubes of all of
//!   them (the per-class table; `cubelab cube estimate --order 4 --method pairings` estimates
//!   the same total through the estimate driver, one class drawn a sample), of the simple
//!   cubes or, with `semi-magic`, of the semi-magic ones;
//! - `pairings RUNS REPLICAS SEED [semi-magic]`: population annealing on all simple (or
//!   semi-magic) cubes, naming the complement pairing of every cube a run ends on;
//! - `planes PATTERNS PROBES SEED`: the cubes whose pairing keeps every plane x = c by a
//!   pairing of that plane's rows and columns, by random patterns and probes;
//! - `planewise SAMPLES PARTICLES SEED REPEAT [HIGHEST] [LOWEST]`: the same cubes, every
//!   ordered pattern listed with its family's dimension, and the families estimated by smc
//!   stratum by stratum of dimension (only the strata of dimension LOWEST to HIGHEST, when
//!   given: a run can go on where an earlier one stopped);
//! - `planespaces`: the 2,027,025 pairings of a plane by the dimension of their space `W`:
//!   how many, how many of them grid pairings, and how many force a repeated value by
//!   themselves (no cube's plane is paired so);
//! - `planewide SAMPLES PARTICLES SEED REPEAT LOWEST MIN_W [HIGHEST] [CHECKPOINT] [BELOW]`: the
//!   plane-wise cubes with some plane paired by a pairing outside the grid ones whose space has
//!   MIN_W or more dimensions (and does not force a repeated value by itself), the patterns of
//!   dimension LOWEST and up found by a search, those up to HIGHEST estimated as `planewise` (a
//!   pattern plane-wise along two axes counted once between them). With a file CHECKPOINT after
//!   HIGHEST, the search is done in parts by its first plane, each part appended to the file
//!   as it ends, and a run started again with the same file goes on from the parts there. With
//!   BELOW after it, only the patterns with some plane whose W has fewer than BELOW dimensions
//!   (a run with MIN_W = BELOW counted the others);
//! - `planeswaps SAMPLES PARTICLES SEED REPEAT [HIGHEST] [LOWEST] [PARTS]`: the same for the
//!   pairings that swap planes x = c in pairs by maps of the grid that keep its rows and columns
//!   (PARTS 1: one swapped pair, 2: two, 3: both, the default).

use cubelab::estimate::knuth::probe;
use cubelab::estimate::pairing_families::{family_tail, family_tree, BIG_FAMILY_STEPS, DEFAULT_TAIL};
use cubelab::estimate::population::{Population, Schedule};
use cubelab::estimate::smc::run_tailed;
use cubelab::estimate::stats::mean_and_se;
use cubelab::estimate::tree::TailedTree;
use cubelab::geometry::symmetry::symmetry_breaking_pairs;
use cubelab::magic::kind::CubeKind;
use cubelab::magic::pairing::{
    canonical, class_index, complement_pairing, diagonal_automorphisms, family_constraints_of, family_system,
    family_system_of, is_pairing, line_automorphisms, pairing_classes, pairing_classes_of, parse_pairing,
    with_pairs, Perm,
};
use cubelab::magic::plane_pairing::{
    dimension, fixed_columns, forced_empty, grid_maps, grid_pairings, pattern, pattern_dimension,
    patterns_of_dimension_in, plane_pairings, plane_views, swap_columns, swap_pattern, PlaneSpace,
};
use cubelab::magic::sum_system::SumSystem;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;

/// `--pairs FAMILY` first: cells `p` and `s(p)` sum to 65 for the involution `s` of the
/// family (`centre`, the default, is the associative cubes): `mirror` (x -> 3 - x), `turn`
/// (a half turn about the z axis) or `diagonal` (a half turn about a face diagonal).
fn family() -> Option<String> {
    let a: Vec<String> = std::env::args().collect();
    (a.get(1).map(String::as_str) == Some("--pairs")).then(|| a.get(2).cloned().unwrap_or_default())
}

/// The kind of cube a `--pairs` family counts: simple, or semi-magic with the prefix `semi:`
/// (`--pairs semi:mirror`), and the family's name without it.
fn family_kind() -> (CubeKind, Option<String>) {
    match family() {
        Some(f) if f.starts_with("semi:") => (CubeKind::SemiMagic, Some(f["semi:".len()..].to_string())),
        f => (CubeKind::Simple, f),
    }
}

fn constraints() -> Vec<cubelab::magic::kind::Constraint> {
    let (kind, family) = family_kind();
    let image: fn(u32, u32, u32) -> (u32, u32, u32) = match family.as_deref() {
        None | Some("centre") => return CubeKind::Associative.constraints(4),
        Some("mirror") => |x, y, z| (3 - x, y, z),
        Some("turn") => |x, y, z| (3 - x, 3 - y, z),
        Some("diagonal") => |x, y, z| (y, x, 3 - z),
        Some(other) => {
            let s = if let Some(k) = other.strip_prefix("class:") {
                pairing_classes()[k.parse::<usize>().expect("class:K takes a number")].representative
            } else if let Some(list) = other.strip_prefix("cells:") {
                parse_pairing(list).unwrap_or_else(|e| panic!("cells:LIST: {e}"))
            } else {
                panic!("unknown family {other}: centre, mirror, turn, diagonal, class:K or cells:LIST")
            };
            return family_constraints_of(kind, &s);
        }
    };
    let s: Perm = std::array::from_fn(|i| {
        let (x, y, z) = image(i as u32 % 4, i as u32 / 4 % 4, i as u32 / 16);
        (x + 4 * y + 16 * z) as u8
    });
    with_pairs(kind.constraints(4), &s)
}

/// The system, with the 48 symmetries broken (`classes`: one cube of each class) or not.
fn system(classes: bool) -> SumSystem {
    let c = constraints();
    let less = if classes {
        symmetry_breaking_pairs::<3>(4)
    } else {
        Vec::new()
    };
    SumSystem::with_order(64, &c, &less).expect("the system compiles")
}

fn main() {
    let a: Vec<String> = std::env::args()
        .skip(if family().is_some() { 3 } else { 1 })
        .collect();
    let num = |i: usize, d: u64| a.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    // The kind named by argument `i`: `semi-magic`, or simple cubes when it is absent.
    let kind_at = |i: usize| match a.get(i).map(String::as_str) {
        Some("semi-magic") => CubeKind::SemiMagic,
        _ => CubeKind::Simple,
    };
    match a.first().map(String::as_str) {
        Some("count") => {
            // Breaking the 48 symmetries is sound only for a family they map onto itself:
            // the associative cubes. A symmetry g maps the family of s onto that of g s g^-1.
            let sys = system(matches!(family().as_deref(), None | Some("centre")));
            let depth = num(1, 8) as usize;
            let units = sys.prefixes(depth);
            let (from, to) = (num(2, 0) as usize, (num(3, u64::MAX) as usize).min(units.len()));
            println!(
                "{} work units at depth {depth}; counting {from}..{to}",
                units.len()
            );
            let mut total = 0u128;
            for (i, u) in units[from..to].iter().enumerate() {
                let (n, nodes) = sys.count_and_nodes(u);
                total += n;
                println!("unit {} count {n} nodes {nodes} total {total}", from + i);
            }
        }
        Some("classes") => {
            let all = line_automorphisms();
            let keep = all.iter().filter(|a| a.keeps_diagonals).count();
            let pairings: Vec<bool> = all
                .iter()
                .filter(|a| is_pairing(&a.perm))
                .map(|a| a.keeps_diagonals)
                .collect();
            println!(
                "{} permutations map rows, columns and pillars onto them, {keep} also the diagonals; {} of them are pairings ({} keeping the diagonals)",
                all.len(),
                pairings.len(),
                pairings.iter().filter(|&&k| k).count()
            );
            for (k, c) in pairing_classes_of(&all).iter().enumerate() {
                let moved = (0..64).filter(|&i| c.representative[i] as usize != i).count();
                println!(
                    "class {k}: {} pairings, keeps diagonals {}, moves {moved}, map {}",
                    c.size, c.keeps_diagonals, c.name
                );
            }
        }
        Some("smc") => {
            let (runs, particles, tail, seed) = (num(1, 100), num(2, 2000), num(3, 6), num(4, 1));
            let k = TailedTree::new(system(false), tail as usize, 0, 1);
            println!("branching steps {}", k.branching());
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            report((0..runs).map(|_| run_tailed(&k, particles as usize, &mut rng)));
        }
        Some("families") => {
            let (runs, particles, seed) = (num(1, 1000), num(2, 2000) as usize, num(3, 1));
            families(runs, particles, seed, kind_at(4));
        }
        Some("planes") => {
            let (patterns, probes, seed) = (num(1, 100), num(2, 1000), num(3, 1));
            plane_paired(patterns, probes, seed);
        }
        Some(mode @ ("planewise" | "planeswaps")) => {
            let strata = Strata {
                samples: num(1, 20),
                particles: num(2, 1000) as usize,
                seed: num(3, 1),
                repeat: num(4, 1),
                highest: num(5, 64) as usize,
                lowest: num(6, 0) as usize,
            };
            if mode == "planewise" {
                plane_wise(&strata);
            } else {
                plane_swaps(&strata, num(7, 3));
            }
        }
        Some("planespaces") => plane_spaces(),
        Some("planewide") => {
            let strata = Strata {
                samples: num(1, 20),
                particles: num(2, 1000) as usize,
                seed: num(3, 1),
                repeat: num(4, 1),
                highest: num(7, 64) as usize,
                lowest: num(5, 12) as usize,
            };
            let below = a.get(9).and_then(|s| s.parse().ok());
            plane_wide(
                &strata,
                num(6, 5) as usize,
                a.get(8).map(std::path::Path::new),
                below,
            );
        }
        Some("pairings") => {
            let (runs, replicas, seed) = (num(1, 10), num(2, 4096) as usize, num(3, 1));
            pairings_of_found_cubes(runs, replicas, seed, kind_at(4));
        }
        Some("population") => {
            let (runs, replicas, seed) = (num(1, 10), num(2, 1000) as usize, num(3, 1));
            let p = population(&constraints(), replicas);
            println!("{}", p.schedule());
            report((0..runs).map(|r| {
                let mut rng = ChaCha20Rng::seed_from_u64(seed);
                rng.set_stream(r);
                p.sample(&mut rng)
            }));
        }
        _ => {
            let (probes, tail, seed) = (num(1, 10000), num(2, 8) as usize, num(3, 1));
            let k = TailedTree::new(system(false), tail, 0, 1);
            println!("branching steps {}", k.branching());
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            report((0..probes).map(|_| probe(&k, &mut rng)));
        }
    }
}

/// Population annealing on these constraints with the default schedule but `replicas`.
fn population(c: &[cubelab::magic::kind::Constraint], replicas: usize) -> Population {
    let p = Population::new(64, c).expect("compiles");
    let schedule = Schedule {
        replicas,
        ..p.schedule().clone()
    };
    Population::with_schedule(64, c, schedule).expect("compiles")
}

/// smc on the family of every class of pairings (`RUNS` runs for the classes with 14 or more
/// branching steps, where nearly all the cubes are, a tenth of that for the others), and the
/// cubes of all the families together: every class's estimate times its number of pairings.
/// The families are disjoint (a cube's pairing is the one that puts each value opposite its
/// complement), so the total counts each cube once, and it counts every simple cube whose
/// complement pairing maps rows, columns and pillars onto rows, columns and pillars.
fn families(runs: u64, particles: usize, seed: u64, kind: CubeKind) {
    let (mut total, mut var) = (0.0, 0.0);
    for (k, c) in pairing_classes().into_iter().enumerate() {
        let (size, keeps, name) = (c.size, c.keeps_diagonals, &c.name);
        let sys = family_system_of(kind, &c.representative);
        let steps = sys.branching_steps().len();
        // The large families, where nearly all the cubes are, get the runs.
        let runs = if steps >= BIG_FAMILY_STEPS {
            runs
        } else {
            runs.div_ceil(10)
        };
        let tail = family_tail(steps, DEFAULT_TAIL);
        let knuth = TailedTree::new(sys, tail, 0, 1);
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        rng.set_stream(k as u64);
        print!("class {k} ({size} pairings, keeps diagonals {keeps}, {name}; {steps} steps, tail {tail}): ");
        let (m, se) = report((0..runs).map(|_| run_tailed(&knuth, particles, &mut rng)));
        total += size as f64 * m;
        var += (size as f64 * se).powi(2);
    }
    println!(
        "all families: {total:.6e} +- {:.3e} ({:.2} %) cubes in all, {:.4e} classes of 48",
        var.sqrt(),
        100.0 * var.sqrt() / total,
        total / 48.0
    );
}

/// The simple cubes whose complement pairing maps every plane x = c onto itself by a pairing
/// that keeps the plane's rows and columns (the shape of a cube population annealing found
/// outside the classes), chosen plane by plane, less the line automorphisms (in `families`).
/// The planes' choices are sampled uniformly among the `T^4` (T: such pairings of one plane)
/// and each family estimated by `probes` of Knuth's probes (tail 4: smc runs of a thousand
/// particles miss families that probes reach), so the size of the set times the mean is an
/// unbiased estimate of all these cubes together.
fn plane_paired(patterns: u64, probes: u64, seed: u64) {
    // The plane's cell (y, z) is 4 z + y, a square's cell 4 r + c.
    let squares = grid_pairings();
    let autos = line_paired();
    let t = squares.len() as f64;
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let (mut means, mut hits, mut excluded) = (Vec::new(), 0, 0u64);
    let clock = std::time::Instant::now();
    while (means.len() as u64) < patterns {
        let pick: [usize; 4] = std::array::from_fn(|_| rand::Rng::gen_range(&mut rng, 0..squares.len()));
        let s = pattern(pick.map(|p| &squares[p]));
        if autos.contains(&s) {
            excluded += 1;
            continue;
        }
        let knuth = TailedTree::new(family_system(&s), 4, 0, 1);
        let xs: Vec<f64> = (0..probes)
            .map(|_| probe(&knuth, &mut rng).map_or(0.0, f64::exp))
            .collect();
        let (mean, _) = mean_and_se(&xs);
        if mean > 0.0 {
            hits += 1;
            let k = means.len() + 1;
            println!("pattern {k} {pick:?} ({} steps): {mean:.4e}", knuth.branching());
        }
        means.push(mean);
    }
    // The automorphisms among the T^4 choices, from the share of draws that hit them.
    let drawn = (patterns + excluded) as f64;
    let space = t.powi(4) * patterns as f64 / drawn;
    let (m, se) = mean_and_se(&means);
    println!(
        "{} pairings of a plane; {patterns} patterns ({excluded} automorphisms skipped), {hits} with cubes found; plane-paired cubes {:.4e} +- {:.3e} ({:.1} %) in all, {:.1} s",
        squares.len(),
        space * m,
        space * se,
        100.0 * se / m,
        clock.elapsed().as_secs_f64()
    );
}

/// The plane-wise cubes (as `plane_paired`) counted by strata: every ordered pattern (one of
/// the 51 grid pairings for each plane x = c, in order: a permutation of x is no symmetry of
/// the cube, and the same pairings in another order can have a family of another size) listed
/// with its family's dimension, the 51 line automorphisms (one pairing in every plane) left
/// out (they are in `families`).
fn plane_wise(how: &Strata) {
    let spaces: Vec<PlaneSpace> = grid_pairings().iter().map(PlaneSpace::new).collect();
    let t = spaces.len();
    let clock = std::time::Instant::now();
    let choices = (0..t.pow(4)).map(|k| [k % t, k / t % t, k / t / t % t, k / t / t / t]);
    let strata = by_dimension(choices, how, |pick| {
        let same = pick.iter().all(|&p| p == pick[0]);
        (!same).then(|| pattern_dimension(pick.map(|p| &spaces[p])))
    });
    println!(
        "{t} pairings of a plane, {} ordered patterns less the {t} line automorphisms; dimensions listed in {:.1} s",
        t.pow(4),
        clock.elapsed().as_secs_f64()
    );
    let perm = |pick: [usize; 4]| pattern(pick.map(|p| &spaces[p].pairing));
    let (total, var) = estimate_strata(&strata, perm, how, 0, "");
    report_total("plane-wise cubes", total, var);
}

/// The plane-wise cubes beyond the grid pairings: every plane x = c mapped onto itself by a
/// grid pairing or by any pairing of the plane whose space `W` has `min_w` or more dimensions
/// (the shape of the other cubes population annealing found outside the classes: two or three
/// planes by grid pairings, the rest by pairings that keep only the rows or only the columns,
/// of 5 dimensions), at least one plane not by a grid pairing (those are `plane_wise`'s). The
/// patterns of dimension `how.lowest` and up are found by `patterns_of_dimension`'s search,
/// not listed, and estimated stratum by stratum as there.
fn plane_wide(how: &Strata, min_w: usize, checkpoint: Option<&std::path::Path>, below: Option<usize>) {
    let grid = grid_pairings();
    let clock = std::time::Instant::now();
    let mut spaces: Vec<PlaneSpace> = grid.iter().map(PlaneSpace::new).collect();
    // A plane whose space alone forces a repeated value is in no cube's pattern: left out of
    // the search (the grid pairings never are).
    let (mut forced, mut kept) = (0, 0);
    for p in plane_pairings().iter().filter(|p| !grid.contains(p)) {
        let s = PlaneSpace::new(p);
        if s.dim() >= min_w {
            if s.forced_empty().is_some() {
                forced += 1;
            } else {
                kept += 1;
                spaces.push(s);
            }
        }
    }
    println!("other pairings of a plane with W of {min_w} or more dimensions: {kept} searched, {forced} forced empty by their plane alone");
    let found = match checkpoint {
        None => patterns_of_dimension_in(&spaces, how.lowest, 0..spaces.len(), &wanted_below(below)),
        Some(path) => search_in_parts(&spaces, how.lowest, min_w, below, path),
    };
    let wide: Vec<([usize; 4], usize)> = found
        .into_iter()
        .filter(|(o, _)| o.iter().any(|&k| k >= grid.len()))
        .collect();
    println!(
        "{} grid pairings and {} other pairings of a plane with W of {min_w} or more dimensions; {} ordered patterns of dimension {} and up with a plane not by a grid pairing, found in {:.1} s",
        grid.len(),
        spaces.len() - grid.len(),
        wide.len(),
        how.lowest,
        clock.elapsed().as_secs_f64()
    );
    let perm = |order: [usize; 4]| pattern(order.map(|k| &spaces[k].pairing));
    // A pattern that keeps the lines of one direction is plane-wise along two axes (see
    // `plane_views`): counted already by `planewise` when its other view is all grid pairings,
    // and here at half weight when both views are among the searched ones, so the three axes'
    // patterns together count each cube once.
    // With BELOW, a view all of whose planes have W of BELOW or more dimensions is the earlier
    // search's, which counted the pattern along that axis.
    let searched: std::collections::HashMap<[u8; 16], usize> =
        spaces.iter().map(|s| (s.pairing, s.dim())).collect();
    let earlier =
        |v: &[[u8; 16]; 4]| below.is_some_and(|b| v.iter().all(|p| searched.get(p).is_some_and(|&w| w >= b)));
    let views_searched = |s: &Perm| -> Option<usize> {
        let views = plane_views(s);
        if views
            .iter()
            .any(|v| v.iter().all(|p| grid.contains(p)) || earlier(v))
        {
            return None;
        }
        Some(
            views
                .iter()
                .filter(|v| v.iter().all(|p| searched.contains_key(p)))
                .count(),
        )
    };
    // Families whose space forces a value 65/2 or two cells to equal or complementary values
    // are empty, however large their dimension: counted as such, not estimated.
    let mut strata = [
        std::collections::BTreeMap::<usize, Vec<[usize; 4]>>::new(),
        Default::default(),
    ];
    let mut empty: std::collections::BTreeMap<usize, u64> = Default::default();
    let (mut example, mut in_grid) = (None, 0);
    for (order, dim) in wide.into_iter().filter(|&(_, dim)| dim <= how.highest) {
        let s = perm(order);
        match (forced_empty(&s), views_searched(&s)) {
            (Some(why), _) => {
                *empty.entry(dim).or_default() += 1;
                example.get_or_insert((order, why));
            }
            (None, None) => in_grid += 1,
            (None, Some(views)) => strata[views - 1].entry(dim).or_default().push(order),
        }
    }
    for (dim, n) in &empty {
        println!("dimension {dim}: {n} patterns whose families are forced empty");
    }
    if let Some((order, why)) = example {
        println!("  for example {order:?}: {why}");
    }
    println!(
        "{in_grid} patterns plane-wise along a second axis by grid pairings (counted by planewise); {} plane-wise along two axes, both searched (\"on two axes\": half of their cubes are counted here, half along the other axis)",
        strata[1].values().map(Vec::len).sum::<usize>()
    );
    let (total, var) = estimate_strata(&strata[0], perm, how, 0, "");
    let (half, half_var) = estimate_strata(&strata[1], perm, how, 1, " on two axes");
    report_total("wider plane-wise cubes", total + half / 2.0, var + half_var / 4.0);
}

/// The planes a search with BELOW wants: with BELOW, only the patterns with some plane whose
/// W has fewer dimensions, since a search with MIN_W = BELOW counted the others; without it,
/// every pattern.
fn wanted_below(below: Option<usize>) -> impl Fn(&PlaneSpace) -> bool + Sync {
    move |s: &PlaneSpace| below.is_none_or(|b| s.dim() < b)
}

/// `patterns_of_dimension` in parts (a few first planes at a time), each part appended to
/// `path` as one JSON line when it ends, with progress on stderr; the parts already in the
/// file are read back instead of searched. The file's first line names the search (the
/// lowest dimension, MIN_W and the number of planes searched); another search's file is
/// refused.
fn search_in_parts(
    spaces: &[PlaneSpace],
    lowest: usize,
    min_w: usize,
    below: Option<usize>,
    path: &std::path::Path,
) -> Vec<([usize; 4], usize)> {
    use rayon::prelude::*;
    use std::io::Write;
    let wanted = wanted_below(below);
    let mut header = serde_json::json!({"lowest": lowest, "min_w": min_w, "planes": spaces.len()});
    if let Some(b) = below {
        header["below"] = b.into();
    }
    let header = header.to_string();
    let mut found = Vec::new();
    let mut done = std::collections::BTreeSet::new();
    // After a line cut short by a kill, the next part starts a line of its own.
    let mut cut_short = false;
    match std::fs::read_to_string(path) {
        Ok(text) => {
            cut_short = !text.ends_with('\n');
            let mut lines = text.lines();
            if lines.next() != Some(header.as_str()) {
                eprintln!(
                    "{}: the checkpoint of another search (its first line is not {header})",
                    path.display()
                );
                std::process::exit(2);
            }
            for line in lines {
                // A line cut short by a kill is the part in progress: searched again.
                let Ok((first, part)) = serde_json::from_str::<(usize, Vec<([usize; 4], usize)>)>(line)
                else {
                    continue;
                };
                done.insert(first);
                found.extend(part);
            }
        }
        Err(_) => std::fs::write(path, format!("{header}\n")).expect("the checkpoint file can be written"),
    }
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .expect("the checkpoint opens");
    if cut_short {
        writeln!(file).expect("the checkpoint is written");
    }
    let todo: Vec<usize> = (0..spaces.len()).filter(|a| !done.contains(a)).collect();
    let clock = std::time::Instant::now();
    let state = std::sync::Mutex::new((file, found, 0usize));
    // The parts in parallel, each written when it ends (in whatever order they end).
    todo.par_iter().for_each(|&first| {
        let part = patterns_of_dimension_in(spaces, lowest, first..first + 1, &wanted);
        let mut st = state.lock().expect("no part panicked");
        let line = serde_json::to_string(&(first, &part)).expect("serialises");
        writeln!(st.0, "{line}").expect("the checkpoint is written");
        st.1.extend(part);
        st.2 += 1;
        eprintln!(
            "search: first plane {first} done, {} of {} parts left this run, {} patterns in all, {:.0} s",
            todo.len() - st.2,
            todo.len(),
            st.1.len(),
            clock.elapsed().as_secs_f64()
        );
    });
    let (_, found, _) = state.into_inner().expect("no part panicked");
    found
}

/// The pairings of a plane by the dimension of `W`, and how many of each force a repeated
/// value by themselves.
fn plane_spaces() {
    let grid = grid_pairings();
    let mut by_dim: std::collections::BTreeMap<usize, [u64; 3]> = Default::default();
    for p in plane_pairings() {
        let s = PlaneSpace::new(&p);
        let row = by_dim.entry(s.dim()).or_default();
        row[0] += 1;
        row[1] += u64::from(grid.contains(&p));
        row[2] += u64::from(s.forced_empty().is_some());
    }
    println!("dim W, pairings, of them grid pairings, forced empty by the plane alone, left");
    for (dim, [n, g, f]) in &by_dim {
        println!("{dim}, {n}, {g}, {f}, {}", n - f);
    }
    let [n, g, f] = by_dim
        .values()
        .fold([0; 3], |a, r| [a[0] + r[0], a[1] + r[1], a[2] + r[2]]);
    println!("all, {n}, {g}, {f}, {}", n - f);
}

/// A mode's total for the planes x = c, and for all three directions (the cube's rotations map
/// the sets of x onto those of y and z; each mode counts a pattern on two axes once between
/// them).
fn report_total(what: &str, total: f64, var: f64) {
    println!(
        "{what}, planes x = c: {total:.6e} +- {:.3e} ({}); with the planes of y and z alike (each cube once: the turns map x to y and z, and a pattern on two axes is counted once between them): {:.4e}",
        var.sqrt(),
        // No family with a cube among those drawn: no relative error to give.
        if total > 0.0 { format!("{:.1} %", 100.0 * var.sqrt() / total) } else { "none found".into() },
        3.0 * total
    );
}

/// The cubes whose pairing maps planes x = c onto planes x = c' in pairs: it swaps two planes
/// (or two pairs of planes) by a map of the grid that keeps rows and columns (one of the
/// 4! x 4! x 2 = 1152), and maps each other plane onto itself by a grid pairing, as in
/// `plane_wise`. Every choice is listed in order (which planes are swapped, the maps, the
/// fixed planes' pairings), the line automorphisms left out. A choice is `[layout, m, f, g]`:
/// layouts 0-5 swap the pair `PAIRS[layout]` by map m and pair the other two planes (lower x
/// first) by grid pairings f and g; layouts 6-8 swap the two pairs of `SPLITS[layout - 6]` by
/// maps m and f.
fn plane_swaps(how: &Strata, parts: u64) {
    const PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    const SPLITS: [[(usize, usize); 2]; 3] = [[(0, 1), (2, 3)], [(0, 2), (1, 3)], [(0, 3), (1, 2)]];
    let grid = grid_pairings();
    let spaces: Vec<PlaneSpace> = grid.iter().map(PlaneSpace::new).collect();
    let maps = grid_maps();
    let (t, g) = (grid.len(), maps.len());
    let rest = |(a, b): (usize, usize)| -> [usize; 2] {
        let mut r = (0..4).filter(|&c| c != a && c != b);
        [r.next().unwrap_or(0), r.next().unwrap_or(0)]
    };
    // The swapped pairs with their maps, and the fixed planes with their pairings.
    type Layout = (Vec<(usize, usize, usize)>, Vec<(usize, usize)>);
    let layout = |[l, m, f, h]: [usize; 4]| -> Layout {
        if l < 6 {
            let [c, d] = rest(PAIRS[l]);
            (vec![(PAIRS[l].0, PAIRS[l].1, m)], vec![(c, f), (d, h)])
        } else {
            let [p, q] = SPLITS[l - 6];
            (vec![(p.0, p.1, m), (q.0, q.1, f)], vec![])
        }
    };
    let perm = |choice: [usize; 4]| {
        let (swaps, fixed) = layout(choice);
        let swaps: Vec<_> = swaps.iter().map(|&(a, b, m)| (a, b, &maps[m])).collect();
        let fixed: Vec<_> = fixed.iter().map(|&(c, f)| (c, &grid[f])).collect();
        swap_pattern(&swaps, &fixed)
    };
    let autos = line_paired();
    let dim = |choice: [usize; 4]| {
        if autos.contains(&perm(choice)) {
            return None;
        }
        let (swaps, fixed) = layout(choice);
        let mut columns: Vec<_> = swaps
            .iter()
            .flat_map(|&(a, b, m)| swap_columns(a, b, &maps[m]))
            .collect();
        columns.extend(fixed.iter().flat_map(|&(c, f)| fixed_columns(c, &spaces[f])));
        Some(dimension(&columns))
    };
    let clock = std::time::Instant::now();
    let one = (0..6 * g * t * t).map(|k| [k / (g * t * t), k / (t * t) % g, k / t % t, k % t]);
    let two = (0..3 * g * g).map(|k| [6 + k / (g * g), k / g % g, k % g, 0]);
    let choices: Box<dyn Iterator<Item = [usize; 4]>> = match parts {
        1 => Box::new(one),
        2 => Box::new(two),
        _ => Box::new(one.chain(two)),
    };
    let strata = by_dimension(choices, how, dim);
    println!(
        "plane swaps (parts {parts}: 1 one swapped pair, {} choices; 2 two pairs, {} choices), line automorphisms left out; listed in {:.1} s",
        6 * g * t * t,
        3 * g * g,
        clock.elapsed().as_secs_f64()
    );
    let (total, var) = estimate_strata(&strata, perm, how, 0, "");
    report_total("plane-swapped cubes", total, var);
}

/// The choices by the dimension of their families (`dim`: `None` for a choice left out), those
/// of dimension `how.lowest..=how.highest` only.
fn by_dimension<D>(
    choices: impl Iterator<Item = D>,
    how: &Strata,
    dim: impl Fn(D) -> Option<usize>,
) -> std::collections::BTreeMap<usize, Vec<D>>
where
    D: Copy,
{
    let mut strata: std::collections::BTreeMap<usize, Vec<D>> = Default::default();
    for choice in choices {
        if let Some(d) = dim(choice).filter(|d| (how.lowest..=how.highest).contains(d)) {
            strata.entry(d).or_default().push(choice);
        }
    }
    strata
}

/// How the strata are estimated: choices drawn from a stratum that has more, smc particles,
/// the seed, smc runs for each family of a stratum that is listed whole, and the dimensions
/// estimated.
struct Strata {
    samples: u64,
    particles: usize,
    seed: u64,
    repeat: u64,
    highest: usize,
    lowest: usize,
}

/// Each stratum of dimension estimated. A stratum of at most `samples` choices is listed
/// whole, its choices grouped into classes of conjugates under the 192 symmetries of the
/// simple cubes' constraints (their families are of one size): each class by the mean of
/// `repeat` smc runs on one member, times its members, the error from the runs' spread within
/// each class (a class no run reached counts 0, with no error: the listing can miss families
/// smc does not reach; with one run a class, the spread between the classes stands in). A
/// larger stratum is sampled: `samples` choices drawn uniformly, each family by one smc run,
/// the stratum's size times the mean, the error from the spread between draws. Both unbiased;
/// the strata add up. `part` numbers the calls of one mode (the seed + part seeds its draws);
/// `label` follows the dimension in the printed lines. Returns the total and its variance.
fn estimate_strata<D: Copy + std::fmt::Debug>(
    strata: &std::collections::BTreeMap<usize, Vec<D>>,
    perm: impl Fn(D) -> Perm,
    how: &Strata,
    part: u64,
    label: &str,
) -> (f64, f64) {
    let group = diagonal_automorphisms(&line_automorphisms());
    let mut rng = ChaCha20Rng::seed_from_u64(how.seed + part);
    let (mut total, mut var) = (0.0, 0.0);
    for (dim, members) in strata.iter().rev() {
        let every = members.len() as u64 <= how.samples;
        let started = std::time::Instant::now();
        let family = |choice: D, runs: u64, rng: &mut ChaCha20Rng| {
            let knuth = family_tree(&perm(choice), DEFAULT_TAIL, 0);
            let xs: Vec<f64> = (0..runs)
                .map(|_| run_tailed(&knuth, how.particles, rng).map_or(0.0, f64::exp))
                .collect();
            mean_and_se(&xs)
        };
        let (est, err, hits, drawn) = if every {
            let mut classes: std::collections::BTreeMap<Perm, (D, u64)> = Default::default();
            for &choice in members {
                classes
                    .entry(canonical(&perm(choice), &group))
                    .or_insert((choice, 0))
                    .1 += 1;
            }
            let (mut est, mut v, mut hits, mut sums) = (0.0, 0.0, 0, Vec::new());
            for &(choice, weight) in classes.values() {
                let (m, se) = family(choice, how.repeat, &mut rng);
                if m > 0.0 {
                    hits += 1;
                    println!("  family {choice:?} x {weight}: {m:.4e} +- {se:.2e} cubes each");
                }
                est += weight as f64 * m;
                v += (weight as f64 * se).powi(2);
                sums.push(weight as f64 * m);
            }
            // One run a class gives no spread within classes: the spread between them (as if
            // they were drawn) stands in, a rough and larger error.
            if how.repeat < 2 {
                let (_, se) = mean_and_se(&sums);
                v = (se * sums.len() as f64).powi(2);
            }
            (est, v.sqrt(), hits, format!("{} classes all", classes.len()))
        } else {
            let values: Vec<f64> = (0..how.samples)
                .map(|_| {
                    let choice = members[rand::Rng::gen_range(&mut rng, 0..members.len())];
                    family(choice, 1, &mut rng).0
                })
                .collect();
            let hits = values.iter().filter(|&&x| x > 0.0).count();
            let (m, se) = mean_and_se(&values);
            let n = members.len() as f64;
            (m * n, se * n, hits, format!("{} families drawn", how.samples))
        };
        total += est;
        var += err * err;
        println!(
            "dimension {dim}{label}: {} patterns; {drawn} ({hits} non-zero): {est:.4e} +- {err:.2e} cubes, {:.1} s",
            members.len(),
            started.elapsed().as_secs_f64()
        );
    }
    (total, var)
}

/// The 873 pairings that are line automorphisms (the classes of `families`).
fn line_paired() -> std::collections::HashSet<Perm> {
    line_automorphisms()
        .into_iter()
        .map(|a| a.perm)
        .filter(|p| is_pairing(p))
        .collect()
}

/// Population annealing on all cubes of the kind (simple or semi-magic), and the complement
/// pairing of every cube its runs end on: the class (as `classes` numbers them) when the
/// pairing is a line automorphism, `none` otherwise. The share of cubes in the classes,
/// weighted by each run's estimate, is a consistent estimate of their share of all cubes of
/// the kind.
fn pairings_of_found_cubes(runs: u64, replicas: usize, seed: u64, kind: CubeKind) {
    let p = population(&kind.constraints(4), replicas);
    let all = line_automorphisms();
    let class_of = class_index(&pairing_classes_of(&all), &all);
    let (mut total, mut in_classes) = (0.0, 0.0);
    for r in 0..runs {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        rng.set_stream(r);
        let t = p.trace(&mut rng);
        let Some(ln_x) = t.ln_x else {
            println!("run {r}: no cube");
            continue;
        };
        let mut tally = std::collections::BTreeMap::<String, usize>::new();
        let mut distinct = std::collections::BTreeSet::new();
        for f in &t.figures {
            let pairing = complement_pairing(f).expect("a cube holds each value once");
            let name = class_of
                .get(&pairing)
                .map_or("none".to_string(), |k| format!("class {k}"));
            *tally.entry(name).or_default() += 1;
            distinct.insert(f.clone());
        }
        let share = 1.0 - *tally.get("none").unwrap_or(&0) as f64 / t.figures.len() as f64;
        total += ln_x.exp();
        in_classes += ln_x.exp() * share;
        println!(
            "run {r}: estimate {:.4e}, {} replicas on {} distinct cubes, pairings {tally:?}",
            ln_x.exp(),
            t.figures.len(),
            distinct.len()
        );
        for f in &distinct {
            let values: Vec<String> = f.iter().map(|v| (v + 1).to_string()).collect();
            println!("  cube {}", values.join(","));
        }
    }
    println!(
        "{runs} runs; share of the found cubes whose pairing is a line automorphism, weighted by \
         the runs' estimates: {:.6}",
        in_classes / total
    );
}

/// Mean and standard error of the samples (each ln X, `None` for zero).
fn report(samples: impl Iterator<Item = Option<f64>>) -> (f64, f64) {
    let t = std::time::Instant::now();
    let xs: Vec<f64> = samples.map(|l| l.map_or(0.0, f64::exp)).collect();
    let hits = xs.iter().filter(|&&x| x > 0.0).count();
    let (m, se) = mean_and_se(&xs);
    println!(
        "{} samples, {hits} non-zero, estimate {m:.6e} +- {se:.3e} ({:.2} %) cubes in all, {:.1} s",
        xs.len(),
        100.0 * se / m,
        t.elapsed().as_secs_f64()
    );
    (m, se)
}
