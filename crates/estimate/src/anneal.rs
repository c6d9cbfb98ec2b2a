//! anneal: annealed importance sampling (Neal 2001) over arrangements of the values, written
//! apart from the enumeration kernel and from [`super::sis`] (it shares only the kind's list
//! of cell sets).
//!
//! A state is an arrangement of the values `0..cells` (every cell distinct) and its energy
//! `E` is the sum over the cell sets of `|set sum - target sum|`: the figures are exactly the
//! states with `E = 0`. Let `Z(b)` be the sum over all `cells!` arrangements of `exp(-b E)`,
//! so `Z(0) = cells!` and `Z(b) x P_b(E = 0)` is the number of figures for every `b`.
//!
//! One sample starts from a uniformly random arrangement (an exact draw at `b = 0`) and walks
//! a schedule `0 = b_0 < b_1 < ... < b_K`: step `k` multiplies the weight `W` by
//! `exp(-(b_{k+1} - b_k) E(x))` and then makes one Metropolis swap move that leaves
//! `exp(-b_{k+1} E)` invariant. Then `E[W] = Z(b_K) / Z(0)`, and more moves at `b_K` keep
//! `E[W h(x)] = Z(b_K)/Z(0) E_{b_K}[h]` for every function `h` of the state; with `h` the
//! fraction `f` of a final run of moves that end at `E = 0`, `X = cells! x W x f` has
//! expectation the number of figures, whatever the schedule and however poorly the moves
//! mix (those only change the variance).
//!
//! **Moves.** A move picks a cell `a`, a magnitude `m` in `1..=D` and a fair sign; `b` is the
//! cell holding `value(a) ± m` (none: the move is void), and the two values are swapped with
//! Metropolis acceptance `min(1, exp(-b ΔE))`. The proposal is symmetric for any
//! distribution of cells and magnitudes because the sign is fair: swapping `a` and `b` is
//! proposed from `a` with difference `+d` or from `b` with `-d`, and the reverse swap from
//! `a` with `-d` or from `b` with `+d`. `D` shrinks as `b` grows (about `2 / b`), so that
//! late moves change sums by amounts the line deviations can absorb. A swap changes only
//! the sums of the sets through the two cells (a precomputed cell -> sets table), so a move
//! costs O(sets per cell).
//!
//! **Targeted moves.** Half the moves (when some set is off) pick a uniform off set, a
//! uniform cell `a` of it, and for `b` the cell holding the value that would bring the set to
//! its target. Such proposals are not symmetric, so the acceptance carries the
//! Metropolis–Hastings ratio of the mixed proposal law, `q(x' -> x) / q(x -> x')`, computed
//! from the sets through the two cells before and after the swap. They are what lets the
//! walk leave near-figures at high `b`: on order-30 squares they cut the standard deviation
//! of `ln W` from 2.5 to 0.7 at the same cost.
//!
//! **Schedule.** Fixed by the target and the number of steps, the same on every shard: one
//! move per step, `b_K = 1 + ln(sets)`, and `b + b_c` growing geometrically from `b_c` to
//! `b_K + b_c`, where `1 / b_c` is the standard deviation of one set's sum at random. In a
//! model where each set's deviation is Laplace-like with scale `1 / (b + b_c)`, this gives
//! steps of equal thermodynamic length, which is what keeps the variance of `ln W` low.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::{ChaCha20Rng, ChaCha8Rng};

use crate::error::{Error, Result};
use crate::magic::kind::Constraint;
use crate::stats::Sample;
use crate::{Figures, Method, Sampler, Setting, Settings};

/// Most sets through one cell the method takes (a perfect cube's centre has 13).
pub const MAX_SETS_PER_CELL: usize = 16;
/// Most cells the method takes (order 64 squares, order 16 cubes).
pub const MAX_CELLS: usize = 4096;
/// Most annealing steps one sample may take (about ten minutes a sample).
pub const MAX_STEPS: u64 = 1 << 34;
/// The pilot's samples: a sample costs up to seconds.
const PILOT_SAMPLES: u64 = 16;

/// The anneal method.
pub struct AnnealMethod;

/// The settings anneal reads.
const SETTINGS: &[Setting] = &[Setting {
    name: "steps",
    about: "annealing steps (one swap move each) per sample [default: 2^17 x sqrt(cells)]",
}];

/// The anneal method's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnnealSettings {
    /// Annealing steps per sample ([`Schedule::new`]'s default).
    pub steps: Option<u64>,
}

impl AnnealSettings {
    /// The settings of `settings` that anneal reads.
    pub fn of(settings: &Settings) -> AnnealSettings {
        AnnealSettings {
            steps: settings.get("steps"),
        }
    }
}

impl Method for AnnealMethod {
    fn name(&self) -> &'static str {
        "anneal"
    }

    fn description(&self) -> &'static str {
        "annealed importance sampling: random arrangements cooled to figures by swaps"
    }

    fn scope(&self) -> &'static str {
        "squares and cubes of at most 4096 cells, no cell in more than 16 lines"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        let cells = figures.within_cells(self.name(), MAX_CELLS)?;
        let steps = AnnealSettings::of(settings).steps;
        match steps {
            Some(0) => return Err(Error::usage("an anneal needs at least one step")),
            Some(k) if k > MAX_STEPS => {
                return Err(Error::usage(format!(
                    "{k} annealing steps a sample: at most {MAX_STEPS}"
                )))
            }
            _ => {}
        }
        let a = Anneal::new(cells, &figures.constraints(), steps).ok_or_else(|| figures.fractional())?;
        if a.max_sets_per_cell() > MAX_SETS_PER_CELL {
            return Err(Error::usage(format!(
                "{}: a cell lies in {} sets, the anneal method takes at most {MAX_SETS_PER_CELL}",
                figures.describe(),
                a.max_sets_per_cell(),
            )));
        }
        Ok(Box::new(a))
    }
}

impl Sampler for Anneal {
    /// Millions of moves a sample: a faster ChaCha seeded from the unit's stream.
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(Anneal::sample(self, &mut ChaCha8Rng::from_seed(rng.gen())))
    }

    fn detail(&self) -> String {
        let s = self.schedule();
        format!(
            " ({} steps of one swap move from b = 0 to {:.3}, then {} moves)",
            s.steps, s.beta_max, s.final_moves
        )
    }

    /// A sample costs up to seconds, so the pilot is short.
    fn pilot_limits(&self) -> (u64, u64) {
        (PILOT_SAMPLES, PILOT_SAMPLES)
    }

    fn record(&self, spec: &mut serde_json::Value) {
        spec["steps"] = serde_json::json!(self.schedule().steps);
    }
}

/// The anneal method compiled for one kind and order.
#[derive(Clone, Debug)]
pub struct Anneal {
    /// Number of cells, and of values `0..cells`.
    cells: usize,
    /// Target sum of each set.
    targets: Vec<i64>,
    /// Cells of each set.
    sets: Vec<Vec<u32>>,
    /// 1 / |set| of each set (the chance a targeted move picks a given cell of it).
    inv_len: Vec<f64>,
    /// The sets through cell `c` are `through[start[c]..start[c + 1]]`.
    start: Vec<u32>,
    through: Vec<u32>,
    schedule: Schedule,
    /// ln(cells!), the number of arrangements.
    ln_arrangements: f64,
}

/// The annealing schedule of a run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Schedule {
    /// Annealing steps (one move each) from `b = 0` to `beta_max`.
    pub steps: u64,
    /// The last inverse temperature `b_K`.
    pub beta_max: f64,
    /// The offset `b_c` of the geometric growth (see the module documentation).
    pub beta_offset: f64,
    /// Moves at `beta_max` after the last step, whose fraction ending at `E = 0` is `f`.
    pub final_moves: u64,
    /// A move at `b` proposes value differences up to `reach / b`.
    pub reach: f64,
    /// From this `b` on, half the moves are targeted (see [`Anneal`]'s moves).
    pub targeted_from: f64,
}

impl Schedule {
    /// The schedule for a target with these sets, and `steps` steps (`None`: the default,
    /// 2^17 x sqrt(cells), measured to keep the standard deviation of ln W near 0.5 on
    /// magic squares of order 5 to 30: docs/estimates/results.md, "Annealed importance
    /// sampling").
    pub fn new(cells: usize, sets: &[Constraint], steps: Option<u64>) -> Schedule {
        let n = cells as f64;
        let lines = sets.len().max(1) as f64;
        let mean_len = sets.iter().map(|c| c.cells.len()).sum::<usize>() as f64 / lines;
        // Variance of a sum of `mean_len` values drawn without replacement from 0..cells.
        let var = mean_len * (n * n - 1.0) / 12.0 * (n - mean_len).max(1.0) / (n - 1.0).max(1.0);
        let steps = steps
            .unwrap_or_else(|| (131_072.0 * n.sqrt()).ceil() as u64)
            .max(1);
        Schedule {
            steps,
            // About where a state with two sets off by one (some sets^2 of them) weighs as
            // much as the figures: E = 0 is common, and moves still leave it.
            beta_max: 1.0 + lines.ln(),
            beta_offset: 1.0 / var.sqrt().max(1.0),
            final_moves: (steps / 4).max(16 * cells as u64),
            reach: 2.0,
            targeted_from: 0.0,
        }
    }

    /// The factor by which `b + b_c` grows at each step.
    fn ratio(&self) -> f64 {
        ((self.beta_max + self.beta_offset) / self.beta_offset).powf(1.0 / self.steps as f64)
    }
}

/// What one annealing run gave: ln W, and how many of the final moves ended at `E = 0`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Run {
    /// ln of the importance weight `W` (an estimate of `Z(b_K) / Z(0)`).
    pub ln_weight: f64,
    /// Final moves that ended at `E = 0`.
    pub zero_moves: u64,
    /// Final moves in all.
    pub final_moves: u64,
}

/// A uniform draw from `0..n`: the high half of a 64 x 64-bit product, uneven by at most
/// n / 2^64 (far below the rounding of any probability here), and without a division.
fn below<R: RngCore>(rng: &mut R, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

/// The mutable state of one run: the arrangement, where each value is, the deviation of
/// each set's sum from its target, and the energy.
#[derive(Clone, Debug)]
pub struct State {
    value: Vec<u32>,
    cell_of: Vec<u32>,
    dev: Vec<i64>,
    energy: i64,
    /// The sets whose sum is off, and where each set is in that list (`NONE`: not off).
    off: Vec<u32>,
    off_at: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl State {
    /// The energy: the sum over the sets of |sum - target|.
    pub fn energy(&self) -> i64 {
        self.energy
    }

    /// Puts set `l` in the list of off sets or takes it out, as its deviation says.
    fn mark(&mut self, l: usize) {
        let off = self.dev[l] != 0;
        let listed = self.off_at[l] != NONE;
        if off && !listed {
            self.off_at[l] = self.off.len() as u32;
            self.off.push(l as u32);
        } else if !off && listed {
            let i = self.off_at[l] as usize;
            let last = self.off.pop().expect("a listed set") as usize;
            if last != l {
                self.off[i] = last as u32;
                self.off_at[last] = i as u32;
            }
            self.off_at[l] = NONE;
        }
    }
}

impl Anneal {
    /// `None` when some set cannot reach a whole target sum (then no figure exists).
    pub fn new(cells: usize, constraints: &[Constraint], steps: Option<u64>) -> Option<Anneal> {
        let total = (cells * cells.saturating_sub(1) / 2) as i64;
        let mut targets = Vec::with_capacity(constraints.len());
        for c in constraints {
            let num = c.cells.len() as i64 * total;
            if num % cells as i64 != 0 {
                return None;
            }
            targets.push(num / cells as i64);
        }
        let mut member = vec![Vec::new(); cells];
        for (i, c) in constraints.iter().enumerate() {
            for &x in &c.cells {
                member[x as usize].push(i as u32);
            }
        }
        let mut start = Vec::with_capacity(cells + 1);
        let mut through = Vec::new();
        start.push(0);
        for m in &member {
            through.extend_from_slice(m);
            start.push(through.len() as u32);
        }
        let ln_arrangements = (1..=cells).map(|k| (k as f64).ln()).sum();
        Some(Anneal {
            cells,
            targets,
            sets: constraints.iter().map(|c| c.cells.clone()).collect(),
            inv_len: constraints.iter().map(|c| 1.0 / c.cells.len() as f64).collect(),
            start,
            through,
            schedule: Schedule::new(cells, constraints, steps),
            ln_arrangements,
        })
    }

    /// The most sets through one cell.
    pub fn max_sets_per_cell(&self) -> usize {
        self.start
            .windows(2)
            .map(|w| (w[1] - w[0]) as usize)
            .max()
            .unwrap_or(0)
    }

    /// The schedule every sample walks.
    pub fn schedule(&self) -> Schedule {
        self.schedule
    }

    /// Walks another schedule (for tuning).
    pub fn set_schedule(&mut self, schedule: Schedule) {
        self.schedule = schedule;
    }

    /// One sample: ln of `cells! x W x f`, or `None` when no final move ended at `E = 0`.
    pub fn sample<R: RngCore>(&self, rng: &mut R) -> Option<f64> {
        let r = self.run(rng);
        (r.zero_moves > 0)
            .then(|| self.ln_arrangements + r.ln_weight + (r.zero_moves as f64 / r.final_moves as f64).ln())
    }

    /// One annealing run from a uniformly random arrangement.
    pub fn run<R: RngCore>(&self, rng: &mut R) -> Run {
        let mut st = self.random_state(rng);
        let s = self.schedule;
        let ratio = s.ratio();
        let mut shifted = s.beta_offset; // b + b_c
        let mut beta = 0.0;
        let mut ln_weight = 0.0;
        for _ in 0..s.steps {
            shifted *= ratio;
            let next = (shifted - s.beta_offset).min(s.beta_max);
            ln_weight -= (next - beta) * st.energy as f64;
            beta = next;
            let targeted = beta >= s.targeted_from;
            self.step(&mut st, beta, self.max_difference(beta), targeted, rng);
        }
        // Rounding may leave the last b a hair off b_K: close the gap exactly.
        ln_weight -= (s.beta_max - beta) * st.energy as f64;
        let d = self.max_difference(s.beta_max);
        let mut zero_moves = 0;
        let targeted = s.beta_max >= s.targeted_from;
        for _ in 0..s.final_moves {
            self.step(&mut st, s.beta_max, d, targeted, rng);
            zero_moves += u64::from(st.energy == 0);
        }
        Run {
            ln_weight,
            zero_moves,
            final_moves: s.final_moves,
        }
    }

    /// The largest value difference a move proposes at inverse temperature `beta`.
    fn max_difference(&self, beta: f64) -> u32 {
        let most = self.cells.saturating_sub(1).max(1) as f64;
        (self.schedule.reach / beta).ceil().clamp(1.0, most) as u32
    }

    /// A uniformly random arrangement (Fisher–Yates) and its set sums.
    pub fn random_state<R: RngCore>(&self, rng: &mut R) -> State {
        let mut value: Vec<u32> = (0..self.cells as u32).collect();
        for i in (1..self.cells).rev() {
            let j = rng.gen_range(0..=i);
            value.swap(i, j);
        }
        self.state_of(value)
    }

    /// The state of an arrangement (`value[c]` is the value in cell `c`).
    pub fn state_of(&self, value: Vec<u32>) -> State {
        let mut cell_of = vec![0; self.cells];
        for (c, &v) in value.iter().enumerate() {
            cell_of[v as usize] = c as u32;
        }
        let dev: Vec<i64> = self
            .sets
            .iter()
            .zip(&self.targets)
            .map(|(s, t)| s.iter().map(|&c| i64::from(value[c as usize])).sum::<i64>() - t)
            .collect();
        let energy = dev.iter().map(|d| d.abs()).sum();
        let mut st = State {
            value,
            cell_of,
            off: Vec::new(),
            off_at: vec![NONE; dev.len()],
            dev,
            energy,
        };
        for l in 0..st.dev.len() {
            st.mark(l);
        }
        st
    }

    /// One Metropolis–Hastings move at `beta` proposing value differences up to `max_diff`,
    /// half of them targeted when `targeted` and some set is off.
    fn step<R: RngCore>(&self, st: &mut State, beta: f64, max_diff: u32, targeted: bool, rng: &mut R) {
        let Some((a, b)) = self.propose(st, max_diff, targeted, rng) else {
            return;
        };
        let (p, de) = self.acceptance(st, a, b, beta, max_diff, targeted);
        if p >= 1.0 || rng.gen::<f64>() < p {
            self.swap(st, a, b, de);
        }
    }

    /// The two cells a move proposes to swap (`None`: a void move). Random: a uniform cell,
    /// a uniform difference in `1..=max_diff` with a fair sign. Targeted (half the time when
    /// `targeted` and some set is off): a uniform off set, a uniform cell of it, and the cell
    /// whose value would bring that set to its target.
    fn propose<R: RngCore>(
        &self,
        st: &State,
        max_diff: u32,
        targeted: bool,
        rng: &mut R,
    ) -> Option<(usize, usize)> {
        let coins = rng.next_u32();
        let (a, target) = if targeted && !st.off.is_empty() && coins & 1 == 1 {
            let l = st.off[below(rng, st.off.len())] as usize;
            let cells = &self.sets[l];
            let a = cells[below(rng, cells.len())] as usize;
            (a, i64::from(st.value[a]) - st.dev[l])
        } else {
            let a = below(rng, self.cells);
            let m = below(rng, max_diff as usize) as i64 + 1;
            (a, i64::from(st.value[a]) + if coins & 2 == 0 { m } else { -m })
        };
        (0..self.cells as i64)
            .contains(&target)
            .then(|| (a, st.cell_of[target as usize] as usize))
    }

    /// The Metropolis–Hastings acceptance probability of swapping cells `a` and `b`
    /// (`min(1, ...)` left to the caller), and the energy change.
    fn acceptance(
        &self,
        st: &State,
        a: usize,
        b: usize,
        beta: f64,
        max_diff: u32,
        targeted: bool,
    ) -> (f64, i64) {
        if !targeted {
            // Random proposals alone are symmetric.
            let de = self.delta_energy(st, a, b);
            return ((-beta * de as f64).exp(), de);
        }
        let d = i64::from(st.value[b]) - i64::from(st.value[a]);
        let (la, lb) = (self.sets_through(a), self.sets_through(b));
        // Proposal probabilities of this swap from the state and of the reverse swap from
        // the state after it, each up to the common factor 1 / 2.
        let random = if d.unsigned_abs() <= u64::from(max_diff) {
            1.0 / (self.cells as f64 * f64::from(max_diff))
        } else {
            0.0
        };
        let (mut fwd, mut rev, mut de) = (0.0, 0.0, 0);
        let mut off_after = st.off.len() as i64;
        // A set through `a` only gains d, through `b` only loses d, through both keeps its
        // sum (and is met twice, unchanged).
        for (&l, other, shift) in la
            .iter()
            .map(|l| (l, lb, d))
            .chain(lb.iter().map(|l| (l, la, -d)))
        {
            let x = st.dev[l as usize];
            let y = if other.contains(&l) { x } else { x + shift };
            de += y.abs() - x.abs();
            off_after += i64::from(y != 0) - i64::from(x != 0);
            // A targeted pick of this set and of this cell proposes the swap when the
            // partner's value is the one that fixes the set: before the swap, and after it
            // for the reverse swap.
            let inv = self.inv_len[l as usize];
            if x == -shift {
                fwd += inv;
            }
            if y == shift {
                rev += inv;
            }
        }
        let mix = |off: i64, t: f64| {
            if off == 0 {
                2.0 * random
            } else {
                random + t / off as f64
            }
        };
        let q_fwd = mix(st.off.len() as i64, fwd);
        let q_rev = mix(off_after, rev);
        ((-beta * de as f64).exp() * q_rev / q_fwd, de)
    }

    fn sets_through(&self, c: usize) -> &[u32] {
        &self.through[self.start[c] as usize..self.start[c + 1] as usize]
    }

    /// The change of energy if the values of cells `a` and `b` were swapped. Sets through
    /// both cells keep their sums.
    pub fn delta_energy(&self, st: &State, a: usize, b: usize) -> i64 {
        let d = i64::from(st.value[b]) - i64::from(st.value[a]);
        let (la, lb) = (self.sets_through(a), self.sets_through(b));
        let mut de = 0;
        for &l in la {
            if !lb.contains(&l) {
                let x = st.dev[l as usize];
                de += (x + d).abs() - x.abs();
            }
        }
        for &l in lb {
            if !la.contains(&l) {
                let x = st.dev[l as usize];
                de += (x - d).abs() - x.abs();
            }
        }
        de
    }

    /// Swaps the values of cells `a` and `b`, whose energy change is `de`.
    pub fn swap(&self, st: &mut State, a: usize, b: usize, de: i64) {
        let (va, vb) = (st.value[a], st.value[b]);
        let d = i64::from(vb) - i64::from(va);
        for &l in self.sets_through(a) {
            st.dev[l as usize] += d;
        }
        for &l in self.sets_through(b) {
            st.dev[l as usize] -= d;
        }
        st.value.swap(a, b);
        st.cell_of[va as usize] = b as u32;
        st.cell_of[vb as usize] = a as u32;
        st.energy += de;
        for i in 0..2 {
            let c = if i == 0 { a } else { b };
            for &l in self.sets_through(c) {
                st.mark(l as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;
    use rand::SeedableRng;

    /// A 6-cell toy: values 0..6, sets {0, 1} and {2, 3} summing to 5 and {0, 1, 2, 3}
    /// summing to 10 (sets of two lengths, so targeted picks weigh cells unequally).
    fn toy() -> Vec<Constraint> {
        let set = |cells: Vec<u32>| Constraint {
            name: "toy",
            cells,
            label: String::new(),
        };
        vec![set(vec![0, 1]), set(vec![2, 3]), set(vec![0, 1, 2, 3])]
    }

    fn permutations(n: u32) -> Vec<Vec<u32>> {
        if n == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for p in permutations(n - 1) {
            for i in 0..=p.len() {
                let mut q = p.clone();
                q.insert(i, n - 1);
                out.push(q);
            }
        }
        out
    }

    /// The toy's figures, counted straight from the definition.
    fn toy_count() -> usize {
        permutations(6)
            .iter()
            .filter(|v| v[0] + v[1] == 5 && v[2] + v[3] == 5)
            .count()
    }

    /// The transition matrix of one move, built from the proposal law written out here
    /// (uniform cell, uniform difference, fair sign; half the time, when some set is off, a
    /// uniform off set, a uniform cell of it and the partner that fixes it) and the
    /// estimator's acceptance.
    fn kernel(a: &Anneal, states: &[Vec<u32>], beta: f64, max_d: u32, targeted: bool) -> Vec<Vec<f64>> {
        let index: std::collections::HashMap<&Vec<u32>, usize> =
            states.iter().enumerate().map(|(i, s)| (s, i)).collect();
        let n = a.cells;
        let mut k = vec![vec![0.0; states.len()]; states.len()];
        for (i, s) in states.iter().enumerate() {
            let st = a.state_of(s.clone());
            // Every way a move can go: (probability, chosen cell, value sought).
            let mut routes: Vec<(f64, usize, i64)> = Vec::new();
            let share = if targeted && st.energy > 0 { 0.5 } else { 1.0 };
            for (cell, &v) in s.iter().enumerate() {
                for m in 1..=i64::from(max_d) {
                    for sign in [1, -1] {
                        let p = share / (n as f64 * f64::from(max_d) * 2.0);
                        routes.push((p, cell, i64::from(v) + sign * m));
                    }
                }
            }
            if share < 1.0 {
                let off: Vec<usize> = (0..a.sets.len()).filter(|&l| st.dev[l] != 0).collect();
                for &l in &off {
                    for &c in &a.sets[l] {
                        let p = 0.5 / off.len() as f64 / a.sets[l].len() as f64;
                        routes.push((p, c as usize, i64::from(s[c as usize]) - st.dev[l]));
                    }
                }
            }
            for (p, cell, t) in routes {
                if !(0..n as i64).contains(&t) {
                    k[i][i] += p;
                    continue;
                }
                let other = st.cell_of[t as usize] as usize;
                let (acc, de) = a.acceptance(&st, cell, other, beta, max_d, targeted);
                let acc = acc.min(1.0);
                let mut moved = st.clone();
                a.swap(&mut moved, cell, other, de);
                let fresh = a.state_of(moved.value.clone());
                assert_eq!(moved.energy, fresh.energy);
                let mut listed = moved.off.clone();
                listed.sort_unstable();
                assert_eq!(listed, fresh.off);
                k[i][index[&moved.value]] += p * acc;
                k[i][i] += p * (1.0 - acc);
            }
        }
        k
    }

    #[test]
    fn moves_leave_the_tempered_law_invariant() {
        let a = Anneal::new(6, &toy(), Some(10)).unwrap();
        let states = permutations(6);
        let energy: Vec<i64> = states.iter().map(|s| a.state_of(s.clone()).energy).collect();
        assert_eq!(energy.iter().filter(|&&e| e == 0).count(), toy_count());
        assert_eq!(toy_count(), 48);
        for (beta, d, targeted) in [(0.3, 5, false), (0.3, 3, true), (1.7, 1, true), (0.9, 2, true)] {
            let k = kernel(&a, &states, beta, d, targeted);
            let pi: Vec<f64> = energy.iter().map(|&e| (-beta * e as f64).exp()).collect();
            for j in 0..states.len() {
                let flow: f64 = (0..states.len()).map(|i| pi[i] * k[i][j]).sum();
                assert!((flow - pi[j]).abs() < 1e-12, "beta {beta}: {flow} vs {}", pi[j]);
            }
        }
    }

    /// The exact expectation of X over the whole schedule, by carrying the weighted law of
    /// the state through every step: it must be the number of figures.
    #[test]
    fn the_expected_sample_is_the_count_exactly() {
        let mut a = Anneal::new(6, &toy(), Some(12)).unwrap();
        let mut s = a.schedule();
        s.final_moves = 5;
        a.set_schedule(s);
        let states = permutations(6);
        let count = states.len();
        let energy: Vec<f64> = states
            .iter()
            .map(|v| a.state_of(v.clone()).energy as f64)
            .collect();
        let carry = |mass: &[f64], k: &[Vec<f64>]| -> Vec<f64> {
            let mut out = vec![0.0; count];
            for (i, m) in mass.iter().enumerate() {
                for (j, o) in out.iter_mut().enumerate() {
                    *o += m * k[i][j];
                }
            }
            out
        };
        // mass[i]: E[W; state i] (W so far), starting from the uniform law.
        let mut mass = vec![1.0 / count as f64; count];
        let (ratio, mut shifted, mut beta) = (s.ratio(), s.beta_offset, 0.0);
        for _ in 0..s.steps {
            shifted *= ratio;
            let next = (shifted - s.beta_offset).min(s.beta_max);
            for (m, e) in mass.iter_mut().zip(&energy) {
                *m *= (-(next - beta) * e).exp();
            }
            beta = next;
            let k = kernel(&a, &states, beta, a.max_difference(beta), beta >= s.targeted_from);
            mass = carry(&mass, &k);
        }
        for (m, e) in mass.iter_mut().zip(&energy) {
            *m *= (-(s.beta_max - beta) * e).exp();
        }
        let k = kernel(&a, &states, s.beta_max, a.max_difference(s.beta_max), true);
        let mut expected_f = 0.0;
        for _ in 0..s.final_moves {
            mass = carry(&mass, &k);
            expected_f += (0..count)
                .filter(|&i| energy[i] == 0.0)
                .map(|i| mass[i])
                .sum::<f64>();
        }
        let x = count as f64 * expected_f / s.final_moves as f64;
        assert!((x - toy_count() as f64).abs() < 1e-9, "{x}");
    }

    fn mean_and_sd(a: &Anneal, n: usize, seed: u64) -> (f64, f64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let xs: Vec<f64> = (0..n).map(|_| a.sample(&mut rng).map_or(0.0, f64::exp)).collect();
        let mean = xs.iter().sum::<f64>() / n as f64;
        let sd = (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64).sqrt();
        (mean, sd / (n as f64).sqrt())
    }

    #[test]
    fn samples_of_the_toy_average_to_the_count() {
        let a = Anneal::new(6, &toy(), Some(12)).unwrap();
        let (mean, se) = mean_and_sd(&a, 40_000, 3);
        let exact = toy_count() as f64;
        assert!((mean - exact).abs() < 4.0 * se, "{mean} ± {se}");
    }

    #[test]
    fn order_three_squares_average_to_eight() {
        let a = Anneal::new(9, &SquareKind::Magic.constraints(3), Some(2000)).unwrap();
        let (mean, se) = mean_and_sd(&a, 4000, 5);
        assert!((mean - 8.0).abs() < 4.0 * se, "{mean} ± {se}");
    }

    #[test]
    fn energy_and_off_sets_are_kept_by_moves() {
        let a = Anneal::new(25, &SquareKind::Magic.constraints(5), Some(100)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let mut st = a.random_state(&mut rng);
        for i in 0..2000 {
            a.step(&mut st, 0.01 * i as f64, 30, i % 2 == 0, &mut rng);
        }
        let fresh = a.state_of(st.value.clone());
        assert_eq!(st.energy, fresh.energy);
        assert_eq!(st.dev, fresh.dev);
        assert_eq!(st.off.len(), fresh.off.len());
        assert_eq!(a.max_sets_per_cell(), 4);
    }
}
