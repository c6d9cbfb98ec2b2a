//! sis and sis-uniform: sequential importance sampling (SIS), written apart from the
//! enumeration kernel so that the two share nothing but the kind's list of cell sets.
//!
//! Cells are filled in a dynamic order (the next cell is one whose value is forced, else one
//! in the set with fewest open cells), not in the kernel's static greedy order, with no
//! symmetry breaking. At each cell every unused value that passes the exact local tests
//! (a set closed by the cell hits its sum; a set one cell short leaves its last value unused)
//! is a candidate; one is drawn with probability `q(v)` and the sample's weight is multiplied
//! by `1/q(v)`. The product over a complete filling is an unbiased estimate of the number of
//! figures: every figure is reached with probability the product of its `q`s, which is never
//! zero because the tests only remove values that cannot lead to a figure.
//!
//! `q` is uniform (Knuth's estimator in this fill order) or *guided*: proportional to the
//! product, over the open sets through the cell, of the normal density of the sum the set
//! still needs when its remaining cells are drawn at random from the unused values. Guided
//! proposals steer line sums towards reachable values and make far fewer samples die. The
//! two are two methods ([`SIS`] and [`SIS_UNIFORM`]); sis-uniform is there for comparison.

use rand::Rng;
use rand_chacha::ChaCha20Rng;

use crate::error::Result;
use crate::magic::kind::Constraint;
use crate::stats::Sample;
use crate::{Figures, Method, Sampler, Setting, Settings};

/// Most cells the SIS methods take (order 64 squares, order 16 cubes): a sample's state grows
/// with the cell count, so the count is bounded before anything is allocated.
pub const MAX_CELLS: usize = 4096;

/// A SIS method: guided (`sis`) or uniform (`sis-uniform`) proposals.
pub struct SisMethod {
    guided: bool,
}

/// sis: proposals guided by the normal law of the sums still needed.
pub static SIS: SisMethod = SisMethod { guided: true };
/// sis-uniform: the same fill order with uniform proposals (for comparison).
pub static SIS_UNIFORM: SisMethod = SisMethod { guided: false };

impl Method for SisMethod {
    fn name(&self) -> &'static str {
        if self.guided {
            "sis"
        } else {
            "sis-uniform"
        }
    }

    fn description(&self) -> &'static str {
        if self.guided {
            "sequential importance sampling, cell by cell, proposals guided by the normal law of the sums still needed"
        } else {
            "sequential importance sampling with uniform proposals (for comparison with sis)"
        }
    }

    fn scope(&self) -> &'static str {
        "squares and cubes of at most 4096 cells (samples die almost always from order 7 on)"
    }

    /// None: sis has no setting.
    fn settings(&self) -> &'static [Setting] {
        &[]
    }

    fn compile(&self, figures: Figures, _settings: &Settings) -> Result<Box<dyn Sampler>> {
        let cells = figures.within_cells(self.name(), MAX_CELLS)?;
        let s = Sis::new(cells, &figures.constraints(), self.guided).ok_or_else(|| figures.fractional())?;
        Ok(Box::new(s))
    }
}

impl Sampler for Sis {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(Sis::sample(self, rng))
    }

    fn detail(&self) -> String {
        String::new()
    }
}

/// A compiled sampler for one kind and order.
#[derive(Clone, Debug)]
pub struct Sis {
    /// Number of cells and values (values are `0..values`).
    values: usize,
    /// Cells of each set.
    sets: Vec<Vec<usize>>,
    /// Sum each set must reach.
    targets: Vec<i64>,
    /// Sets through each cell.
    member: Vec<Vec<usize>>,
    guided: bool,
}

/// Mutable state of one sample.
struct Fill {
    used: Vec<bool>,
    /// Count, sum and sum of squares of the unused values.
    free: (i64, i64, i64),
    /// Sum still needed, open cells, and the sum of the open cells' indices of each set
    /// (when one cell is left, that sum is the cell).
    rest: Vec<i64>,
    open: Vec<usize>,
    open_cells: Vec<usize>,
    /// The value an unfilled cell must take because some set through it has no other open
    /// cell, and for each value whether such a cell claims it.
    pending: Vec<Option<i64>>,
    claimed: Vec<bool>,
}

impl Sis {
    /// `None` when some set cannot reach an integer sum (then no figure exists).
    pub fn new(cells: usize, constraints: &[Constraint], guided: bool) -> Option<Sis> {
        let total = (cells * (cells - 1) / 2) as i64;
        let mut targets = Vec::new();
        for c in constraints {
            // |set| x mean, with mean = total / cells.
            let num = c.cells.len() as i64 * total;
            if num % cells as i64 != 0 {
                return None;
            }
            targets.push(num / cells as i64);
        }
        let sets: Vec<Vec<usize>> = constraints
            .iter()
            .map(|c| c.cells.iter().map(|&x| x as usize).collect())
            .collect();
        let mut member = vec![Vec::new(); cells];
        for (i, s) in sets.iter().enumerate() {
            for &c in s {
                member[c].push(i);
            }
        }
        Some(Sis {
            values: cells,
            sets,
            targets,
            member,
            guided,
        })
    }

    /// One sample: the natural log of its weight, or `None` when the filling died.
    pub fn sample<R: Rng>(&self, rng: &mut R) -> Option<f64> {
        let n = self.values as i64;
        let mut fill = Fill {
            used: vec![false; self.values],
            free: (n, n * (n - 1) / 2, (n - 1) * n * (2 * n - 1) / 6),
            rest: self.targets.clone(),
            open: self.sets.iter().map(Vec::len).collect(),
            open_cells: self.sets.iter().map(|s| s.iter().sum()).collect(),
            pending: vec![None; self.values],
            claimed: vec![false; self.values],
        };
        let mut ln_weight = 0.0;
        let mut weights = Vec::with_capacity(self.values);
        let mut order = Order::default();
        let mut filled = vec![false; self.values];
        for _ in 0..self.values {
            let cell = self.next_cell(&fill, &filled);
            filled[cell] = true;
            weights.clear();
            order.rebuild(&fill.used);
            let mut best = f64::NEG_INFINITY;
            for v in 0..self.values {
                if let Some(w) = self.log_score(&fill, &order, cell, v as i64) {
                    best = best.max(w);
                    weights.push((v, w));
                }
            }
            if weights.is_empty() {
                return None;
            }
            // Normalise in log space against the largest score.
            let total: f64 = weights.iter().map(|&(_, w)| (w - best).exp()).sum();
            let pick = rng.gen::<f64>() * total;
            let mut acc = 0.0;
            let mut chosen = weights[weights.len() - 1];
            for &(v, w) in &weights {
                acc += (w - best).exp();
                if pick < acc {
                    chosen = (v, w);
                    break;
                }
            }
            ln_weight += total.ln() - (chosen.1 - best);
            self.place(&mut fill, cell, chosen.0 as i64);
        }
        Some(ln_weight)
    }

    /// The cell to fill next, chosen from the partial filling alone (so each figure still
    /// has exactly one path): a cell whose value is forced first, else one in the set with
    /// the fewest open cells, preferring cells in more sets, then the lowest index. Sets
    /// then close early and a dead end shows soon.
    fn next_cell(&self, fill: &Fill, filled: &[bool]) -> usize {
        let key = |c: usize| {
            let fewest = self.member[c]
                .iter()
                .map(|&s| fill.open[s])
                .min()
                .unwrap_or(usize::MAX);
            (
                fill.pending[c].is_none(),
                fewest,
                std::cmp::Reverse(self.member[c].len()),
                c,
            )
        };
        (0..self.values)
            .filter(|&c| !filled[c])
            .min_by_key(|&c| key(c))
            .expect("an unfilled cell remains")
    }

    /// The log of the proposal score of value `v` at `cell`, or `None` when `v` cannot
    /// lead to a figure: it is used, or claimed by another cell; or a set it closes misses
    /// its sum; or a set it leaves one cell short needs a value that is out of range, used,
    /// claimed by another cell, or different from what that cell must already take; or a set
    /// it leaves `k` cells short needs less than the `k` least unused values or more than the
    /// `k` greatest.
    fn log_score(&self, fill: &Fill, order: &Order, cell: usize, v: i64) -> Option<f64> {
        if fill.used[v as usize] {
            return None;
        }
        match fill.pending[cell] {
            Some(p) if p != v => return None,
            None if fill.claimed[v as usize] => return None,
            _ => {}
        }
        let (m, s1, s2) = (fill.free.0 - 1, fill.free.1 - v, fill.free.2 - v * v);
        let mut score = 0.0;
        // New claims this placement makes: (cell, value).
        let mut claims: [(usize, i64); 8] = [(usize::MAX, -1); 8];
        let mut made = 0;
        for &set in &self.member[cell] {
            let rest = fill.rest[set] - v;
            let k = fill.open[set] as i64 - 1;
            match k {
                0 if rest != 0 => return None,
                0 => {}
                1 => {
                    let last = fill.open_cells[set] - cell;
                    let ok = (0..self.values as i64).contains(&rest)
                        && rest != v
                        && !fill.used[rest as usize]
                        && match fill.pending[last] {
                            Some(p) => p == rest,
                            None => !fill.claimed[rest as usize],
                        };
                    if !ok {
                        return None;
                    }
                    // Two new claims: the same cell must get the same value, two cells must
                    // not get one value.
                    for &(c, x) in &claims[..made] {
                        if (c == last) != (x == rest) {
                            return None;
                        }
                    }
                    if made < claims.len() {
                        claims[made] = (last, rest);
                        made += 1;
                    }
                }
                _ if !order.reachable(rest, k as usize, v) => return None,
                _ if self.guided => score += log_normal_sum(rest, k, m, s1, s2)?,
                _ => {}
            }
        }
        Some(score)
    }

    fn place(&self, fill: &mut Fill, cell: usize, v: i64) {
        fill.used[v as usize] = true;
        fill.claimed[v as usize] = false;
        fill.pending[cell] = None;
        fill.free = (fill.free.0 - 1, fill.free.1 - v, fill.free.2 - v * v);
        for &set in &self.member[cell] {
            fill.rest[set] -= v;
            fill.open[set] -= 1;
            fill.open_cells[set] -= cell;
            if fill.open[set] == 1 {
                let (last, rest) = (fill.open_cells[set], fill.rest[set]);
                fill.pending[last] = Some(rest);
                fill.claimed[rest as usize] = true;
            }
        }
    }
}

/// The unused values in increasing order with prefix sums, rebuilt before each cell.
#[derive(Default)]
struct Order {
    /// `prefix[i]`: the sum of the `i` least unused values.
    prefix: Vec<i64>,
    /// `rank[v]`: how many unused values are below `v`.
    rank: Vec<usize>,
}

impl Order {
    fn rebuild(&mut self, used: &[bool]) {
        self.prefix.clear();
        self.prefix.push(0);
        self.rank.clear();
        for (v, &u) in used.iter().enumerate() {
            self.rank.push(self.prefix.len() - 1);
            if !u {
                self.prefix.push(self.prefix[self.prefix.len() - 1] + v as i64);
            }
        }
    }

    /// Whether `k` distinct unused values other than `v` (itself unused) can sum to `rest`.
    fn reachable(&self, rest: i64, k: usize, v: i64) -> bool {
        let m = self.prefix.len() - 1;
        if k + 1 > m {
            return false;
        }
        let r = self.rank[v as usize];
        // Sums of the k least and k greatest values once v is gone.
        let low = if r < k {
            self.prefix[k + 1] - v
        } else {
            self.prefix[k]
        };
        let high = if r >= m - k {
            self.prefix[m] - self.prefix[m - k - 1] - v
        } else {
            self.prefix[m] - self.prefix[m - k]
        };
        (low..=high).contains(&rest)
    }
}

/// Log density (up to a constant) that `k` values drawn without replacement from `m` values
/// with sum `s1` and sum of squares `s2` add up to `rest`; `None` when they cannot.
fn log_normal_sum(rest: i64, k: i64, m: i64, s1: i64, s2: i64) -> Option<f64> {
    if k > m {
        return None;
    }
    if k == m {
        return (rest == s1).then_some(0.0);
    }
    let (mf, kf) = (m as f64, k as f64);
    let mean = s1 as f64 / mf;
    let var = (s2 as f64 / mf - mean * mean).max(1e-9);
    let var_sum = kf * var * (mf - kf) / (mf - 1.0);
    let d = rest as f64 - kf * mean;
    Some(-d * d / (2.0 * var_sum) - 0.5 * var_sum.ln())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;
    use rand::SeedableRng;

    #[test]
    fn order_three_sums() {
        let s = Sis::new(9, &SquareKind::Magic.constraints(3), true).unwrap();
        assert!(s.targets.iter().all(|&t| t == 12));
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(7);
        // Every surviving sample of order 3 is a whole magic square; the mean weight over many
        // samples is near the 8 squares.
        let k = 4000;
        let mean: f64 = (0..k)
            .filter_map(|_| s.sample(&mut rng))
            .map(f64::exp)
            .sum::<f64>()
            / k as f64;
        assert!((mean - 8.0).abs() < 1.0, "{mean}");
    }

    #[test]
    fn reachable_sums() {
        let mut o = Order::default();
        // Unused: 0, 2, 3, 5.
        o.rebuild(&[false, true, false, false, true, false]);
        // Without 3, two values from {0, 2, 5}: sums 2..7.
        assert!(o.reachable(2, 2, 3) && o.reachable(7, 2, 3));
        assert!(!o.reachable(1, 2, 3) && !o.reachable(8, 2, 3));
        // Without 0: {2, 3, 5}, three of them: only 10.
        assert!(o.reachable(10, 3, 0) && !o.reachable(9, 3, 0));
        assert!(!o.reachable(10, 4, 0));
    }

    #[test]
    fn normal_sum_limits() {
        assert_eq!(log_normal_sum(10, 3, 3, 10, 40), Some(0.0));
        assert_eq!(log_normal_sum(11, 3, 3, 10, 40), None);
        assert_eq!(log_normal_sum(11, 4, 3, 10, 40), None);
        let near = log_normal_sum(20, 2, 10, 90, 570).unwrap();
        let far = log_normal_sum(2, 2, 10, 90, 570).unwrap();
        assert!(near > far);
    }
}
