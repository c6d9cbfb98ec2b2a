//! Associative magic cubes of order 4 (simple magic cubes whose cells symmetric about the
//! centre sum to 65): a sub-family of the simple cubes that the enumeration kernel's tree
//! reaches, so it gives a lower bound on the simple cubes and a case on which the estimators
//! can be checked against an exact count.
//!
//! With `--pairs mirror|turn|diagonal` before the mode, the family is instead the simple cubes
//! whose cells `p` and `s(p)` sum to 65 for another symmetry `s` of the cube that is an
//! involution moving every cell (a mirror plane x = 3/2, a half turn about the z axis, a half
//! turn about a face diagonal); `--pairs centre` is the associative cubes.
//!
//! `cargo run --release --example cube4_associative -- knuth PROBES TAIL SEED` (random probes)
//! `cargo run --release --example cube4_associative -- population RUNS REPLICAS SEED`
//! `cargo run --release --example cube4_associative -- count DEPTH FROM TO` (exact, one cube
//! of each class of 48, work units FROM..TO of the prefixes of depth DEPTH)

use cubelab::estimate::knuth::Knuth;
use cubelab::estimate::population::{Population, Schedule};
use cubelab::geometry::symmetry::symmetry_breaking_pairs;
use cubelab::magic::kind::CubeKind;
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

fn constraints() -> Vec<cubelab::magic::kind::Constraint> {
    let image: fn(u32, u32, u32) -> (u32, u32, u32) = match family().as_deref() {
        None | Some("centre") => return CubeKind::Associative.constraints(4),
        Some("mirror") => |x, y, z| (3 - x, y, z),
        Some("turn") => |x, y, z| (3 - x, 3 - y, z),
        Some("diagonal") => |x, y, z| (y, x, 3 - z),
        Some(other) => panic!("unknown family {other}: centre, mirror, turn or diagonal"),
    };
    let mut c = CubeKind::Simple.constraints(4);
    for i in 0..64u32 {
        let (x, y, z) = image(i % 4, i / 4 % 4, i / 16);
        let j = x + 4 * y + 16 * z;
        if i < j {
            c.push(cubelab::magic::kind::Constraint {
                name: "complementary pair",
                cells: vec![i, j],
                label: String::new(),
            });
        }
    }
    c
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
    match a.first().map(String::as_str) {
        Some("count") => {
            let sys = system(true);
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
        Some("population") => {
            let (runs, replicas, seed) = (num(1, 10), num(2, 1000) as usize, num(3, 1));
            let c = constraints();
            let p = Population::new(64, &c).expect("compiles");
            let schedule = Schedule {
                replicas,
                ..p.schedule().clone()
            };
            let p = Population::with_schedule(64, &c, schedule).expect("compiles");
            println!("{}", p.schedule());
            report((0..runs).map(|r| {
                let mut rng = ChaCha20Rng::seed_from_u64(seed);
                rng.set_stream(r);
                p.sample(&mut rng)
            }));
        }
        _ => {
            let (probes, tail, seed) = (num(1, 10000), num(2, 8) as usize, num(3, 1));
            let k = Knuth::new(system(false), tail, 0, 1);
            println!("branching steps {}", k.branching());
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            report((0..probes).map(|_| k.sample(&mut rng)));
        }
    }
}

/// Mean and standard error of the samples (each ln X, `None` for zero).
fn report(samples: impl Iterator<Item = Option<f64>>) {
    let t = std::time::Instant::now();
    let (mut n, mut s, mut s2, mut hits) = (0u64, 0.0f64, 0.0f64, 0u64);
    for l in samples {
        n += 1;
        if let Some(l) = l {
            let x = l.exp();
            s += x;
            s2 += x * x;
            hits += 1;
        }
    }
    let m = s / n as f64;
    let se = ((s2 / n as f64 - m * m) / n as f64).sqrt();
    println!(
        "{n} samples, {hits} non-zero, estimate {m:.6e} +- {se:.3e} ({:.2} %) cubes in all, {:.1} s",
        100.0 * se / m,
        t.elapsed().as_secs_f64()
    );
}
