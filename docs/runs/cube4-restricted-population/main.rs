//! Experiment: population annealing on simple order-4 cubes with the states whose complement
//! pairing agrees with a mirror or class-0 pairing on `m` or more pairs left out; how often do
//! runs end on cubes, and on which (class, plane-wise, no shape)?
use cubelab::estimate::population::Population;
use cubelab::estimate::Target;
use cubelab::magic::pairing::{complement_pairing, is_pairing, line_automorphisms, Perm};
use cubelab::magic::plane_pairing::plane_views;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::collections::HashSet;

const N: usize = 64;

struct Model {
    lines: Vec<Vec<usize>>,
    through: Vec<Vec<usize>>,
    target: i64,
    watch: Vec<Perm>, // pairings whose agreement is bounded
    limit: usize,     // a state is left out when some agreement (in cells) reaches this
}

#[derive(Clone)]
struct St {
    val: [u8; N],
    pos: [u8; N],
    dev: Vec<i64>,
    e: i64,
    agree: Vec<u8>,
}

impl Model {
    fn partner(st: &St, c: usize) -> usize {
        st.pos[63 - st.val[c] as usize] as usize
    }
    fn init(&self, rng: &mut ChaCha8Rng) -> St {
        loop {
            let mut val = [0u8; N];
            for (i, v) in val.iter_mut().enumerate() { *v = i as u8; }
            for i in (1..N).rev() { val.swap(i, rng.gen_range(0..=i)); }
            let mut pos = [0u8; N];
            for (i, &v) in val.iter().enumerate() { pos[v as usize] = i as u8; }
            let dev: Vec<i64> = self.lines.iter().map(|l| l.iter().map(|&c| val[c] as i64).sum::<i64>() - self.target).collect();
            let e = dev.iter().map(|d| d * d).sum();
            let mut st = St { val, pos, dev, e, agree: vec![0; self.watch.len()] };
            for (k, w) in self.watch.iter().enumerate() {
                st.agree[k] = (0..N).filter(|&c| Model::partner(&st, c) == w[c] as usize).count() as u8;
            }
            if st.agree.iter().all(|&a| (a as usize) < self.limit) { return st; }
        }
    }
    fn de(&self, st: &St, i: usize, j: usize, d: i64) -> i64 {
        // cell i gains d, j loses d
        let mut delta = 0;
        for &l in &self.through[i] { if !self.through[j].contains(&l) { let x = st.dev[l]; delta += (x + d) * (x + d) - x * x; } }
        for &l in &self.through[j] { if !self.through[i].contains(&l) { let x = st.dev[l]; delta += (x - d) * (x - d) - x * x; } }
        delta
    }
    fn swap(&self, st: &mut St, i: usize, j: usize) {
        let (a, b) = (st.val[i], st.val[j]);
        let d = b as i64 - a as i64;
        for &l in &self.through[i] { st.dev[l] += d; }
        for &l in &self.through[j] { st.dev[l] -= d; }
        st.val[i] = b; st.val[j] = a; st.pos[b as usize] = i as u8; st.pos[a as usize] = j as u8;
        st.e = st.dev.iter().map(|x| x * x).sum();
    }
    /// agreement counts after swapping cells i and j (only the 4 cells whose partner changes).
    fn agree_after(&self, st: &mut St, i: usize, j: usize) -> bool {
        if self.watch.is_empty() { return true; }
        let cells = [i, j, Model::partner(st, i), Model::partner(st, j)];
        let before = cells.map(|c| Model::partner(st, c));
        let (a, b) = (st.val[i], st.val[j]);
        st.val[i] = b; st.val[j] = a; st.pos[b as usize] = i as u8; st.pos[a as usize] = j as u8;
        let after = cells.map(|c| Model::partner(st, c));
        st.val[i] = a; st.val[j] = b; st.pos[a as usize] = i as u8; st.pos[b as usize] = j as u8;
        let mut new = [0u8; 16];
        for (k, w) in self.watch.iter().enumerate() {
            let mut n = st.agree[k] as i32;
            for (idx, &c) in cells.iter().enumerate() {
                if cells[..idx].contains(&c) { continue; }
                n -= (before[idx] == w[c] as usize) as i32;
                n += (after[idx] == w[c] as usize) as i32;
            }
            if n as usize >= self.limit { return false; }
            new[k] = n as u8;
        }
        st.agree.copy_from_slice(&new[..self.watch.len()]);
        true
    }
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let reps: usize = a[0].parse().unwrap();
    let runs: u64 = a[1].parse().unwrap();
    let first: u64 = a[2].parse().unwrap();
    let m_pairs: usize = a[3].parse().unwrap(); // 0: no restriction
    let target = Target::named("cube", "simple", 4).unwrap();
    let cons = target.constraints();
    let sched = Population::new(64, &cons).unwrap().schedule().clone();
    let all: Vec<Perm> = line_automorphisms().into_iter().map(|l| l.perm).filter(|p| is_pairing(p)).collect();
    let class_set: HashSet<Perm> = all.iter().cloned().collect();
    // the mirrors (x -> 3 - x and its turns) and class 0 (x -> x xor 1 and its conjugates)
    let coords = |c: usize| [c % 4, c / 4 % 4, c / 16];
    let is_watch = |p: &Perm| {
        (0..3).any(|ax| (0..64).all(|c| { let (u, v) = (coords(c), coords(p[c] as usize)); (0..3).all(|b| if b == ax { v[b] == 3 - u[b] } else { v[b] == u[b] }) }))
            || (0..3).any(|ax| [1usize, 2, 3].iter().any(|&m| (0..64).all(|c| { let (u, v) = (coords(c), coords(p[c] as usize)); (0..3).all(|b| if b == ax { v[b] == u[b] ^ m } else { v[b] == u[b] }) })))
    };
    let watch: Vec<Perm> = if m_pairs == 0 { vec![] } else { all.iter().filter(|p| is_watch(p)).cloned().collect() };
    eprintln!("{} class pairings, {} watched, limit {} pairs; {} replicas, {} steps", all.len(), watch.len(), m_pairs, reps, sched.betas.len());
    let model = Model {
        lines: cons.iter().map(|c| c.cells.iter().map(|&x| x as usize).collect()).collect(),
        through: (0..N).map(|x| cons.iter().enumerate().filter(|(_, c)| c.cells.contains(&(x as u32))).map(|(i, _)| i).collect()).collect(),
        target: 126,
        watch,
        limit: 2 * m_pairs,
    };
    let t0 = std::time::Instant::now();
    let res: Vec<(u64, f64, usize, Vec<String>)> = (first..first + runs).into_par_iter().map(|seed| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pop: Vec<St> = (0..reps).map(|_| model.init(&mut rng)).collect();
        let mut lnz = 0.0;
        let mut prev = 0.0;
        for &b in &sched.betas {
            let emin = pop.iter().map(|s| s.e).min().unwrap();
            let w: Vec<f64> = pop.iter().map(|s| (-(b - prev) * (s.e - emin) as f64).exp()).collect();
            let sw: f64 = w.iter().sum();
            lnz += -(b - prev) * emin as f64 + (sw / reps as f64).ln();
            // systematic resampling
            let step = sw / reps as f64;
            let mut point = rng.gen::<f64>() * step;
            let (mut i, mut acc) = (0, w[0]);
            let mut next = Vec::with_capacity(reps);
            for _ in 0..reps {
                while point >= acc && i + 1 < reps { i += 1; acc += w[i]; }
                next.push(pop[i].clone());
                point += step;
            }
            pop = next;
            let span = ((0.5 / b).sqrt().ceil() as usize).clamp(1, 63);
            let sweeps = sched.sweeps_at(b);
            for st in pop.iter_mut() {
                for _ in 0..sweeps * N {
                    let i = rng.gen_range(0..N);
                    let r = rng.gen_range(0..2 * span);
                    let av = st.val[i] as i64;
                    let bv = if r % 2 == 0 { av + (r / 2) as i64 + 1 } else { av - (r / 2) as i64 - 1 };
                    if !(0..64).contains(&bv) { continue; }
                    let j = st.pos[bv as usize] as usize;
                    let d = model.de(st, i, j, bv - av);
                    if d > 0 && rng.gen::<f64>() >= (-b * d as f64).exp() { continue; }
                    if !model.agree_after(st, i, j) { continue; }
                    model.swap(st, i, j);
                }
            }
            prev = b;
            let kstep = sched.betas.iter().position(|&x| x == b).unwrap() + 1;
            if std::env::var("MARKS").is_ok() && kstep % 10 == 0 && kstep >= 150 {
                let me = pop.iter().map(|s| s.e).sum::<i64>() as f64 / reps as f64;
                eprintln!("seed {seed} step {kstep} b {b:.2} lnP {:.2} meanE {me:.1}", lnz + 204.2);
            }
        }
        let cubes: Vec<&St> = pop.iter().filter(|s| s.e == 0).collect();
        let mut kinds = Vec::new();
        let mut seen = HashSet::new();
        for c in &cubes {
            if !seen.insert(c.val) { continue; }
            let s = complement_pairing(&c.val[..]).unwrap();
            let kind = if class_set.contains(&s) { "class" } else if !plane_views(&s).is_empty() { "plane-wise" } else { "other" };
            kinds.push(kind.to_string());
        }
        (seed, lnz, cubes.len(), kinds)
    }).collect();
    let el = t0.elapsed().as_secs_f64();
    let mut hit = 0;
    let mut tally = std::collections::BTreeMap::new();
    for (seed, lnz, n, kinds) in &res {
        println!("seed {seed} lnP {lnz:.3} cubes {n} distinct kinds {:?}", kinds);
        if *n > 0 { hit += 1; }
        let mut k2 = kinds.clone(); k2.sort(); k2.dedup();
        for k in k2 { *tally.entry(k).or_insert(0) += 1; }
    }
    println!("m {m_pairs}: {hit} of {} runs on cubes; runs with a cube of each kind {:?}; {el:.1} s wall", res.len(), tally);
}
