//! Prototype (2026-11-28), not part of the crate: a walk over the simple order-4 magic cubes
//! themselves, by heat-bath refills of two parallel planes. A step picks one of the 18 pairs of
//! parallel planes, lists every way to refill their 32 cells with the same 32 values that keeps
//! all 52 lines (each line across the two planes keeps the sum of its two cells in them; each
//! plane's 8 lines sum to 130; each space diagonal keeps the sum of its two cells in them), and
//! moves to one of them at random. The uniform law on the cubes is stationary for such a step,
//! so if the walk mixed, the share of its steps on cubes whose complement pairing keeps every
//! line (the classes, about 90 % of all cubes by the count) would come out without population
//! annealing's uneven draws. It does not mix: see run.sh and output.txt beside this file.
//!
//! Usage: walk STEPS SEED [NODE_BUDGET] < cubes (one cube a line, 64 values, cell x + 4y + 16z).
//! A refill search that exceeds the node budget is cut and the walk stays (counted as `cut`).
//! The uniform law stays stationary: the search, and so whether it is cut, depends only on
//! what every refilling of the block shares (its values, the sums across the two planes and
//! along the space diagonals).
use std::collections::HashSet;
use std::io::BufRead;

fn cell(x: usize, y: usize, z: usize) -> usize { x + 4 * y + 16 * z }

fn lines() -> Vec<[usize; 4]> {
    let mut out = vec![];
    for a in 0..4 { for b in 0..4 {
        out.push([0,1,2,3].map(|t| cell(t, a, b)));
        out.push([0,1,2,3].map(|t| cell(a, t, b)));
        out.push([0,1,2,3].map(|t| cell(a, b, t)));
    }}
    for e in [(0,0,0),(0,0,3),(0,3,0),(3,0,0)] {
        let f = |s: usize, t: usize| if s == 0 { t } else { 3 - t };
        out.push([0,1,2,3].map(|t| cell(f(e.0,t), f(e.1,t), f(e.2,t))));
    }
    out
}

fn plane(d: usize, c: usize) -> [usize; 16] {
    let mut out = [0; 16];
    for q in 0..16 {
        let (u, v) = (q % 4, q / 4);
        let mut p = [0; 3];
        p[d] = c;
        let o: Vec<usize> = (0..3).filter(|&k| k != d).collect();
        p[o[0]] = u; p[o[1]] = v;
        out[q] = cell(p[0], p[1], p[2]);
    }
    out
}

struct Block { a: [usize; 16], b: [usize; 16], checks: Vec<Vec<(usize, usize, usize)>> }

fn blocks(lines: &[[usize; 4]]) -> Vec<Block> {
    let mut out = vec![];
    for d in 0..3 { for a in 0..4 { for b in a + 1..4 {
        let (pa, pb) = (plane(d, a), plane(d, b));
        let mut checks = vec![vec![]; 16];
        for l in &lines[48..] {
            let qa = (0..16).find(|&q| l.contains(&pa[q])).unwrap();
            let qb = (0..16).find(|&q| l.contains(&pb[q])).unwrap();
            // tri index stored by its cells; sum computed per cube
            checks[qa.max(qb)].push((qa, qb, lines.iter().position(|x| x == l).unwrap()));
        }
        out.push(Block { a: pa, b: pb, checks });
    }}}
    out
}

fn refills(cube: &[u8; 64], blk: &Block, lines: &[[usize; 4]], out: &mut Vec<[u8; 16]>, budget: &mut u64) {
    let mut r = [0i32; 16];
    let mut avail = 0u64;
    for q in 0..16 {
        r[q] = cube[blk.a[q]] as i32 + cube[blk.b[q]] as i32;
        avail |= 1 << (cube[blk.a[q]] - 1);
        avail |= 1 << (cube[blk.b[q]] - 1);
    }
    let in_block: Vec<bool> = (0..64).map(|i| blk.a.contains(&i) || blk.b.contains(&i)).collect();
    let tsum: Vec<Vec<(usize, usize, i32)>> = blk.checks.iter().map(|cs| cs.iter().map(|&(qa, qb, li)| {
        (qa, qb, lines[li].iter().filter(|&&i| in_block[i]).map(|&i| cube[i] as i32).sum())
    }).collect()).collect();
    let mut val = [0i32; 16];
    rec(0, &r, &mut avail, &mut val, &tsum, out, budget);
}

fn rec(q: usize, r: &[i32; 16], avail: &mut u64, val: &mut [i32; 16], ts: &[Vec<(usize, usize, i32)>], out: &mut Vec<[u8; 16]>, budget: &mut u64) {
    if *budget == 0 { return; }
    *budget -= 1;
    if q == 16 { out.push(val.map(|v| v as u8)); return; }
    let (u, v) = (q % 4, q / 4);
    let rowsum: i32 = (0..u).map(|k| val[v * 4 + k]).sum();
    let colsum: i32 = (0..v).map(|k| val[k * 4 + u]).sum();
    let mut m = *avail;
    while m != 0 {
        let x = m.trailing_zeros() as i32 + 1;
        m &= m - 1;
        let y = r[q] - x;
        if y == x || y < 1 || y > 64 || *avail & (1 << (y - 1)) == 0 { continue; }
        if u == 3 && rowsum + x != 130 { continue; }
        if v == 3 && colsum + x != 130 { continue; }
        if u < 3 && rowsum + x >= 130 { continue; }
        val[q] = x;
        if ts[q].iter().all(|&(qa, qb, t)| val[qa] + (r[qb] - val[qb]) == t) {
            *avail &= !(1 << (x - 1)) & !(1 << (y - 1));
            rec(q + 1, r, avail, val, ts, out, budget);
            *avail |= (1 << (x - 1)) | (1 << (y - 1));
        }
    }
    val[q] = 0;
}

fn keeps_all_lines(cube: &[u8; 64], lines: &[[usize; 4]]) -> bool {
    let mut at = [0usize; 65];
    for i in 0..64 { at[cube[i] as usize] = i; }
    let mut set: HashSet<[usize; 4]> = HashSet::new();
    for l in &lines[..48] { let mut s = *l; s.sort(); set.insert(s); }
    lines[..48].iter().all(|l| {
        let mut m = l.map(|i| at[65 - cube[i] as usize]);
        m.sort();
        set.contains(&m)
    })
}

fn is_cube(c: &[u8; 64], lines: &[[usize; 4]]) -> bool {
    lines.iter().all(|l| l.iter().map(|&i| c[i] as u32).sum::<u32>() == 130)
}

struct Rng(u64);
impl Rng { fn next(&mut self) -> u64 { self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; self.0 } fn below(&mut self, n: usize) -> usize { (self.next() % n as u64) as usize } }

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let steps: usize = args[1].parse().unwrap();
    let seed: u64 = args[2].parse().unwrap();
    let budget0: u64 = args.get(3).map_or(50_000_000, |s| s.parse().unwrap());
    let lines = lines();
    let blks = blocks(&lines);
    let stdin = std::io::stdin();
    let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    for (k, line) in stdin.lock().lines().enumerate() {
        let line = line.unwrap();
        let v: Vec<u8> = line.trim().split(',').map(|x| x.parse().unwrap()).collect();
        let mut cube: [u8; 64] = v.try_into().unwrap();
        assert!(is_cube(&cube, &lines));
        let mut seen: HashSet<[u8; 64]> = HashSet::new();
        let mut class_steps = 0usize;
        let mut sols = vec![];
        let mut hist = [0usize; 8];
        let mut cut = 0;
        let start_class = keeps_all_lines(&cube, &lines);
        let mut nonclass: HashSet<[u8; 64]> = HashSet::new();
        for t in 0..steps {
            if (t + 1).is_power_of_two() && t >= 511 {
                eprintln!("  cube {k} step {}: {} distinct, {} non-class, class share {:.3}", t + 1, seen.len(), nonclass.len(), class_steps as f64 / t as f64);
            }
            let blk = &blks[rng.below(blks.len())];
            sols.clear();
            let mut budget = budget0;
            refills(&cube, blk, &lines, &mut sols, &mut budget);
            if budget == 0 {
                // Unfinished: the walk stays (a prototype's shortcut, not a heat-bath step).
                cut += 1;
                class_steps += keeps_all_lines(&cube, &lines) as usize;
                continue;
            }
            let k2 = ((sols.len() as f64).log2() as usize).min(7);
            hist[k2] += 1;
            let s = sols[rng.below(sols.len())];
            for q in 0..16 {
                let r = cube[blk.a[q]] + cube[blk.b[q]];
                cube[blk.a[q]] = s[q];
                cube[blk.b[q]] = r - s[q];
            }
            debug_assert!(is_cube(&cube, &lines));
            seen.insert(cube);
            let c = keeps_all_lines(&cube, &lines);
            if c { class_steps += 1; } else { nonclass.insert(cube); }
        }
        println!("cube {k}: start class {start_class}; {} distinct cubes in {steps} steps; {:.3} of steps on class cubes; {} distinct non-class cubes; log2 refills {:?}; cut {cut}",
            seen.len(), class_steps as f64 / steps as f64, nonclass.len(), hist);
    }
}
