//! Experiment: population annealing stopped at a chosen step, then every replica's
//! figures within k transpositions counted, each weighted 1 / W_k(c) with
//! W_k(c) = sum over the ball B_k(c) of exp(-b E). Unbiased for the number of figures.
use cubelab::estimate::population::{Population, Schedule};
use cubelab::estimate::Target;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use rayon::prelude::*;
use std::collections::HashMap;

struct Lines {
    n: usize,
    cells: Vec<Vec<usize>>,  // cells of each line
    through: Vec<Vec<usize>>, // lines through each cell
    target: Vec<i64>,
}

impl Lines {
    fn devs(&self, v: &[u16]) -> Vec<i64> {
        self.cells.iter().zip(&self.target).map(|(c, t)| c.iter().map(|&x| v[x] as i64).sum::<i64>() - t).collect()
    }
    fn energy(dev: &[i64]) -> i64 { dev.iter().map(|d| d * d).sum() }
    // cell i's value becomes v[i]+d ... apply value change delta to cell
    fn bump(&self, dev: &mut [i64], cell: usize, d: i64) { for &l in &self.through[cell] { dev[l] += d; } }
    fn swap(&self, v: &mut [u16], pos: &mut [u16], dev: &mut [i64], a: usize, b: usize) {
        let (va, vb) = (v[a], v[b]);
        let d = vb as i64 - va as i64;
        self.bump(dev, a, d);
        self.bump(dev, b, -d);
        v[a] = vb; v[b] = va; pos[vb as usize] = a as u16; pos[va as usize] = b as u16;
    }
    /// figures within `k` transpositions of v (each once).
    fn near(&self, v: &mut Vec<u16>, pos: &mut Vec<u16>, dev: &mut Vec<i64>, k: usize, out: &mut Vec<Vec<u16>>) {
        let Some(l) = dev.iter().position(|&d| d != 0) else {
            if !out.contains(v) { out.push(v.clone()); }
            // a figure: the figures near it differ in some pair of cells, any pair
            if k > 0 {
                for p in 0..self.n {
                    for q in p + 1..self.n {
                        self.swap(v, pos, dev, p, q);
                        self.near(v, pos, dev, k - 1, out);
                        self.swap(v, pos, dev, p, q);
                    }
                }
            }
            return;
        };
        if k == 0 { return; }
        let broken = dev.iter().filter(|&&d| d != 0).count();
        if broken > 8 * k { return; }
        let lc = self.cells[l].clone();
        for &p in &lc {
            if k == 1 {
                let want = v[p] as i64 - dev[l];
                if want < 0 || want >= self.n as i64 { continue; }
                let q = pos[want as usize] as usize;
                if lc.contains(&q) { continue; }
                self.swap(v, pos, dev, p, q);
                if dev.iter().all(|&d| d == 0) && !out.contains(v) { out.push(v.clone()); }
                self.swap(v, pos, dev, p, q);
            } else {
                for q in 0..self.n {
                    if q == p { continue; }
                    self.swap(v, pos, dev, p, q);
                    self.near(v, pos, dev, k - 1, out);
                    self.swap(v, pos, dev, p, q);
                }
            }
        }
    }
    /// sum of exp(-b E) over the permutations within k transpositions of the figure c.
    fn ball(&self, c: &[u16], k: usize, b: f64) -> f64 {
        let n = self.n;
        let mut v = c.to_vec();
        let mut pos = vec![0u16; n];
        for (i, &x) in v.iter().enumerate() { pos[x as usize] = i as u16; }
        let mut dev = self.devs(&v);
        let mut w = 1.0;
        if k == 0 { return w; }
        for a in 0..n {
            for bb in a + 1..n {
                self.swap(&mut v, &mut pos, &mut dev, a, bb);
                w += (-b * Lines::energy(&dev) as f64).exp();
                if k >= 2 {
                    // double transpositions (a bb)(c d) with (c,d) > (a,bb) disjoint
                    for cc in a + 1..n {
                        if cc == bb { continue; }
                        for dd in cc + 1..n {
                            if dd == bb { continue; }
                            self.swap(&mut v, &mut pos, &mut dev, cc, dd);
                            w += (-b * Lines::energy(&dev) as f64).exp();
                            self.swap(&mut v, &mut pos, &mut dev, cc, dd);
                        }
                    }
                    // 3-cycles on {a, bb, cc} with cc > bb: (a bb) then (bb cc) or (a cc)
                    for cc in bb + 1..n {
                        self.swap(&mut v, &mut pos, &mut dev, bb, cc);
                        w += (-b * Lines::energy(&dev) as f64).exp();
                        self.swap(&mut v, &mut pos, &mut dev, bb, cc);
                        self.swap(&mut v, &mut pos, &mut dev, a, cc);
                        w += (-b * Lines::energy(&dev) as f64).exp();
                        self.swap(&mut v, &mut pos, &mut dev, a, cc);
                    }
                }
                self.swap(&mut v, &mut pos, &mut dev, a, bb);
            }
        }
        w
    }
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let noun = a[0].as_str();
    let kind = a[1].as_str();
    let order: usize = a[2].parse().unwrap();
    let reps: usize = a[3].parse().unwrap();
    let runs: u64 = a[4].parse().unwrap();
    let first: u64 = a[5].parse().unwrap();
    let stop: usize = a[6].parse().unwrap();
    let k: usize = a[7].parse().unwrap();
    let target = Target::named(noun, kind, order).unwrap();
    let cells = target.cells().unwrap();
    let cons = target.constraints();
    let d = Population::new(cells, &cons).unwrap().schedule().clone();
    let betas = if stop == 0 || stop >= d.betas.len() { d.betas.clone() } else { d.betas[..stop].to_vec() };
    let beta = *betas.last().unwrap();
    eprintln!("{} steps of {}, stop at b = {beta:.3}", betas.len(), d.betas.len());
    let s = Schedule { replicas: reps, betas, ..d };
    let p = Population::with_schedule(cells, &cons, s).unwrap();
    let lines = Lines {
        n: cells,
        cells: cons.iter().map(|c| c.cells.iter().map(|&x| x as usize).collect()).collect(),
        through: (0..cells).map(|x| cons.iter().enumerate().filter(|(_, c)| c.cells.contains(&(x as u32))).map(|(i, _)| i).collect()).collect(),
        target: cons.iter().map(|c| (c.cells.len() * (cells - 1) / 2) as i64).collect(),
    };
    let ln_total: f64 = (2..=cells).map(|k| (k as f64).ln()).sum();
    let t0 = std::time::Instant::now();
    let res: Vec<(f64, f64, usize, usize, f64)> = (first..first + runs).into_par_iter().map(|seed| {
        let t = p.trace(&mut ChaCha20Rng::seed_from_u64(seed));
        let kk = t.ln_ratios.len() - 1;
        let lnp = ln_total + t.ln_ratios[..kk].iter().sum::<f64>();
        let mut cache: HashMap<Vec<u16>, f64> = HashMap::new();
        let mut hsum = 0.0;
        let mut hit = 0;
        for r in &t.replicas {
            let mut v = r.clone();
            let mut pos = vec![0u16; cells];
            for (i, &x) in v.iter().enumerate() { pos[x as usize] = i as u16; }
            let mut dev = lines.devs(&v);
            let mut out = Vec::new();
            lines.near(&mut v, &mut pos, &mut dev, k, &mut out);
            if !out.is_empty() { hit += 1; }
            for c in out {
                let w = *cache.entry(c.clone()).or_insert_with(|| lines.ball(&c, k, beta));
                hsum += 1.0 / w;
            }
        }
        if std::env::var("MARKS").is_ok() {
            // the running ln X every 10 steps from step 150: step, ln X, mean energy, b
            let mut cum = ln_total;
            let mut marks = Vec::new();
            for (i, r) in t.ln_ratios[..kk].iter().enumerate() {
                cum += r;
                if i % 10 == 9 && i >= 149 {
                    marks.push(format!("{}:{:.2}:{:.1}:{:.2}", i + 1, cum, t.mean_energy[i], p.schedule().betas[i]));
                }
            }
            println!("seed {seed} marks (step:ln X:mean E:b) {}", marks.join(" "));
        }
        let mh = hsum / reps as f64;
        (lnp, mh, hit, cache.len(), *t.mean_energy.last().unwrap())
    }).collect();
    let el = t0.elapsed().as_secs_f64();
    let xs: Vec<f64> = res.iter().map(|r| r.0.exp() * r.1).collect();
    for (seed, r) in (first..).zip(&res) {
        if std::env::var("SEEDS").is_ok() { println!("seed {seed} lnP {:.3} meanh {:.3e} lnX {:.3} replicas-near {} distinct {} meanE {:.2}", r.0, r.1, (r.0.exp()*r.1).ln(), r.2, r.3, r.4); }
    }
    let m = xs.iter().sum::<f64>() / xs.len() as f64;
    let var = xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (xs.len() as f64 - 1.0);
    let se = (var / xs.len() as f64).sqrt();
    let lnx: Vec<f64> = xs.iter().filter(|&&x| x > 0.0).map(|x| x.ln()).collect();
    let lm = lnx.iter().sum::<f64>() / lnx.len() as f64;
    let lsd = (lnx.iter().map(|x| (x - lm).powi(2)).sum::<f64>() / (lnx.len() as f64 - 1.0)).sqrt();
    println!("b {beta:.3} k {k}: mean {m:.6e} +- {se:.3e} ({:.2} %), {} of {} runs non-zero, sd ln X {lsd:.3}, {el:.1} s wall", 100.0*se/m, lnx.len(), xs.len());
}
