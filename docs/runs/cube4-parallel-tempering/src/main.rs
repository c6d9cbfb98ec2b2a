//! Parallel tempering (replica exchange) on simple order-4 magic cubes: does the coldest
//! replica visit the cubes at equilibrium, moving between their basins often enough to
//! measure the share of cubes of no counted shape? A crate of its own that needs only std
//! (its lines, energy, moves and generator are written here, apart from the library's).
//!
//! usage: cube4-tempering REPLICAS BETA_MIN BETA_MAX SWEEPS SEED [REPORT_EVERY]

use std::collections::HashMap;
use std::time::Instant;

const N: usize = 64;
const TARGET: i64 = 126; // four of 0..63

/// xoshiro256** seeded by splitmix64.
struct Rng([u64; 4]);
impl Rng {
    fn new(seed: u64) -> Rng {
        let mut z = seed;
        let mut s = [0u64; 4];
        for x in &mut s {
            z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut y = z;
            y = (y ^ (y >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            y = (y ^ (y >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            *x = y ^ (y >> 31);
        }
        Rng(s)
    }
    fn next(&mut self) -> u64 {
        let s = &mut self.0;
        let r = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        r
    }
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn cell(x: usize, y: usize, z: usize) -> usize {
    x + 4 * y + 16 * z
}

/// The 48 rows, columns and pillars and the 4 space diagonals.
fn lines() -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            out.push([0, 1, 2, 3].map(|t| cell(t, a, b)));
            out.push([0, 1, 2, 3].map(|t| cell(a, t, b)));
            out.push([0, 1, 2, 3].map(|t| cell(a, b, t)));
        }
    }
    out.push([0, 1, 2, 3].map(|t| cell(t, t, t)));
    out.push([0, 1, 2, 3].map(|t| cell(t, t, 3 - t)));
    out.push([0, 1, 2, 3].map(|t| cell(t, 3 - t, t)));
    out.push([0, 1, 2, 3].map(|t| cell(3 - t, t, t)));
    out
}

struct Model {
    lines: Vec<[usize; 4]>,
    through: Vec<Vec<usize>>,
}

#[derive(Clone)]
struct Replica {
    value: [u8; N],
    cell_of: [u8; N],
    dev: Vec<i64>,
    energy: i64,
}

impl Model {
    fn new() -> Model {
        let lines = lines();
        let mut through = vec![Vec::new(); N];
        for (l, cells) in lines.iter().enumerate() {
            for &c in cells {
                through[c].push(l);
            }
        }
        Model { lines, through }
    }

    fn random(&self, rng: &mut Rng) -> Replica {
        let mut value = [0u8; N];
        for (c, v) in value.iter_mut().enumerate() {
            *v = c as u8;
        }
        for c in (1..N).rev() {
            value.swap(c, rng.below(c + 1));
        }
        let mut cell_of = [0u8; N];
        for (c, &v) in value.iter().enumerate() {
            cell_of[v as usize] = c as u8;
        }
        let dev: Vec<i64> = self
            .lines
            .iter()
            .map(|l| l.iter().map(|&c| i64::from(value[c])).sum::<i64>() - TARGET)
            .collect();
        let energy = dev.iter().map(|d| d * d).sum();
        Replica { value, cell_of, dev, energy }
    }

    /// Energy change when cell i gains d and cell j loses d (lines through both keep their sum).
    fn delta(&self, r: &Replica, i: usize, j: usize, d: i64) -> i64 {
        let mut de = 0;
        for &l in &self.through[i] {
            if !self.through[j].contains(&l) {
                let x = r.dev[l];
                de += (x + d) * (x + d) - x * x;
            }
        }
        for &l in &self.through[j] {
            if !self.through[i].contains(&l) {
                let x = r.dev[l];
                de += (x - d) * (x - d) - x * x;
            }
        }
        de
    }

    /// `cells` Metropolis proposals at beta: a cell and a value at most `span` away.
    fn sweep(&self, r: &mut Replica, beta: f64, rng: &mut Rng) {
        let span = ((0.5 / beta).sqrt().ceil() as usize).clamp(1, N - 1);
        for _ in 0..N {
            let i = rng.below(N);
            let k = rng.below(2 * span);
            let a = r.value[i] as usize;
            let b = if k % 2 == 0 { a + k / 2 + 1 } else { a.wrapping_sub(k / 2 + 1) };
            if b >= N {
                continue;
            }
            let j = r.cell_of[b] as usize;
            let d = b as i64 - a as i64;
            let de = self.delta(r, i, j, d);
            if de > 0 && rng.unit() >= (-beta * de as f64).exp() {
                continue;
            }
            for &l in &self.through[i] {
                r.dev[l] += d;
            }
            for &l in &self.through[j] {
                r.dev[l] -= d;
            }
            r.value[i] = b as u8;
            r.value[j] = a as u8;
            r.cell_of[a] = j as u8;
            r.cell_of[b] = i as u8;
            r.energy += de;
        }
    }
}

/// Which of the three mirror pairings (x -> 3 - x and its turns) pairs the cube's
/// complements, if any: 94.9 % of the counted cubes are in those families.
fn mirror_axis(v: &[u8; N]) -> Option<usize> {
    (0..3).find(|&axis| {
        (0..N).all(|c| {
            let (x, y, z) = (c % 4, c / 4 % 4, c / 16);
            let m = match axis {
                0 => cell(3 - x, y, z),
                1 => cell(x, 3 - y, z),
                _ => cell(x, y, 3 - z),
            };
            v[c] + v[m] == 63
        })
    })
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    if a.len() < 5 {
        eprintln!("usage: cube4-tempering REPLICAS BETA_MIN BETA_MAX SWEEPS SEED [REPORT_EVERY]");
        std::process::exit(2);
    }
    let k: usize = a[0].parse().unwrap();
    let (b0, b1): (f64, f64) = (a[1].parse().unwrap(), a[2].parse().unwrap());
    let sweeps: u64 = a[3].parse().unwrap();
    let mut rng = Rng::new(a[4].parse().unwrap());
    let every: u64 = a.get(5).map_or(100_000, |s| s.parse().unwrap());
    let betas: Vec<f64> = (0..k).map(|i| b0 * (b1 / b0).powf(i as f64 / (k - 1) as f64)).collect();
    let m = Model::new();
    // slot s holds the replica at betas[s]; label[s] names it, dir[label] is where it last was.
    let mut reps: Vec<Replica> = (0..k).map(|_| m.random(&mut rng)).collect();
    let mut label: Vec<usize> = (0..k).collect();
    let mut dir = vec![0i8; k]; // -1: last at the hot end, +1: last at the cold end
    let (mut trips, mut tried, mut swapped) = (0u64, vec![0u64; k - 1], vec![0u64; k - 1]);
    let mut seen: HashMap<[u8; N], (u64, Option<usize>)> = HashMap::new();
    let (mut cold_on_cube, mut cold_on_mirror, mut entries) = (0u64, 0u64, 0u64);
    let mut was_cube = false;
    let t = Instant::now();
    for sweep in 1..=sweeps {
        for s in 0..k {
            m.sweep(&mut reps[s], betas[s], &mut rng);
        }
        for s in (sweep as usize % 2..k - 1).step_by(2) {
            tried[s] += 1;
            let x = (betas[s + 1] - betas[s]) * (reps[s + 1].energy - reps[s].energy) as f64;
            if x >= 0.0 || rng.unit() < x.exp() {
                reps.swap(s, s + 1);
                label.swap(s, s + 1);
                swapped[s] += 1;
            }
        }
        if dir[label[0]] == 1 {
            trips += 1; // a replica that was at the cold end is back at the hot end
        }
        dir[label[0]] = -1;
        dir[label[k - 1]] = 1;
        let cold = &reps[k - 1];
        if cold.energy == 0 {
            cold_on_cube += 1;
            let axis = mirror_axis(&cold.value);
            if axis.is_some() {
                cold_on_mirror += 1;
            }
            if !was_cube {
                entries += 1;
            }
            seen.entry(cold.value).or_insert((sweep, axis)).0 = sweep;
        }
        was_cube = cold.energy == 0;
        if sweep % every == 0 || sweep == sweeps {
            let rates: Vec<String> = (0..k - 1)
                .map(|s| format!("{:.2}", swapped[s] as f64 / tried[s].max(1) as f64))
                .collect();
            let mirrors = seen.values().filter(|v| v.1.is_some()).count();
            println!(
                "sweep {sweep} ({:.0} s): cold energy {}, sweeps on cubes {cold_on_cube} ({cold_on_mirror} mirror), entries {entries}, distinct cubes {} ({mirrors} mirror), round trips {trips}; swap rates {}",
                t.elapsed().as_secs_f64(),
                cold.energy,
                seen.len(),
                rates.join(" ")
            );
        }
    }
}
