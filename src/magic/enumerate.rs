//! Enumeration of magic figures by backtracking over a *sum system*: `N` cells that take the
//! values `0..N` once each, and sets of cells that must sum to `|set| * (N-1)/2`.
//!
//! The kernel knows nothing of squares or cubes. Its speed comes from the order in which it
//! fills cells (chosen once, greedily, so that sets complete early): a cell that is the last
//! open cell of some set is *forced* (no branching), every other completed set is checked the
//! moment it closes, and open sets are kept feasible by a bound on the values still unused.
//! Entries are reported shifted to the caller's start value.

use crate::magic::kind::Constraint;

/// A compiled sum system with its fill order.
#[derive(Clone, Debug)]
pub struct SumSystem {
    cells: usize,
    /// `targets[c]`: the sum constraint `c` must reach, in 0-based values.
    targets: Vec<u32>,
    order: Vec<usize>,
    steps: Vec<Step>,
}

#[derive(Clone, Debug, Default)]
struct Step {
    cell: usize,
    /// Constraint whose last open cell this is: the value is determined.
    forced: Option<usize>,
    /// Constraints this step closes (besides `forced`): must hit their target.
    closes: Vec<usize>,
    /// Constraints still open after this step, with how many cells they then lack.
    open: Vec<(usize, u32)>,
    /// All constraints containing the cell.
    all: Vec<usize>,
}

/// Largest cell count the kernel handles (values are bits of a `u128`).
pub const MAX_CELLS: usize = 128;

impl SumSystem {
    /// Compiles `constraints` over `cells` cells. `None` when some target is not an integer
    /// (then no figure exists) or the system is too large for this kernel.
    pub fn new(cells: usize, constraints: &[Constraint]) -> Option<Self> {
        if cells > MAX_CELLS || cells == 0 {
            return None;
        }
        let mut targets = Vec::new();
        for c in constraints {
            let twice = c.cells.len() * (cells - 1);
            if twice % 2 != 0 {
                return None;
            }
            targets.push((twice / 2) as u32);
        }
        let order = fill_order(cells, constraints);
        let steps = compile_steps(cells, constraints, &order);
        Some(SumSystem {
            cells,
            targets,
            order,
            steps,
        })
    }

    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The order in which cells are filled.
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// Calls `visit` with every solution (0-based values by cell), in a fixed order.
    pub fn for_each(&self, visit: &mut dyn FnMut(&[u8])) {
        self.for_each_with_prefix(&[], visit);
    }

    /// The partial fillings after `depth` steps that survive pruning: work units whose
    /// solution sets partition the whole.
    pub fn prefixes(&self, depth: usize) -> Vec<Vec<u8>> {
        let mut st = State::new(self);
        let mut out = Vec::new();
        let depth = depth.min(self.cells);
        self.walk(&mut st, 0, depth, &mut |st: &State| {
            out.push(self.order[..depth].iter().map(|&c| st.value[c]).collect());
        });
        out
    }

    /// Every solution that extends `prefix` (values of the first `prefix.len()` steps).
    pub fn for_each_with_prefix(&self, prefix: &[u8], visit: &mut dyn FnMut(&[u8])) {
        let mut st = State::new(self);
        for (s, &v) in prefix.iter().enumerate() {
            if !self.try_assign(&mut st, s, v) {
                return;
            }
        }
        self.walk(&mut st, prefix.len(), self.cells, &mut |st: &State| {
            visit(&st.value)
        });
    }

    /// Number of solutions extending `prefix`.
    pub fn count_with_prefix(&self, prefix: &[u8]) -> u128 {
        let mut n = 0u128;
        self.for_each_with_prefix(prefix, &mut |_| n += 1);
        n
    }

    fn walk(&self, st: &mut State, s: usize, depth: usize, visit: &mut dyn FnMut(&State)) {
        if s == depth {
            visit(st);
            return;
        }
        let step = &self.steps[s];
        if let Some(c) = step.forced {
            let need = self.targets[c] as i64 - st.sum[c] as i64;
            if (0..self.cells as i64).contains(&need) && self.try_assign(st, s, need as u8) {
                self.walk(st, s + 1, depth, visit);
                self.unassign(st, s);
            }
            return;
        }
        let mut free = st.free;
        while free != 0 {
            let v = free.trailing_zeros() as u8;
            free &= free - 1;
            if self.try_assign(st, s, v) {
                self.walk(st, s + 1, depth, visit);
                self.unassign(st, s);
            }
        }
    }

    /// Places `v` at step `s` if it is unused and keeps every set feasible; on failure the
    /// state is left unchanged.
    fn try_assign(&self, st: &mut State, s: usize, v: u8) -> bool {
        let bit = 1u128 << v;
        if st.free & bit == 0 {
            return false;
        }
        let step = &self.steps[s];
        if let Some(c) = step.forced {
            if st.sum[c] + v as u32 != self.targets[c] {
                return false;
            }
        }
        for &c in &step.closes {
            if st.sum[c] + v as u32 != self.targets[c] {
                return false;
            }
        }
        let free = st.free & !bit;
        for &(c, lacking) in &step.open {
            let sum = st.sum[c] + v as u32;
            let Some(rest) = self.targets[c].checked_sub(sum) else {
                return false;
            };
            if !feasible(free, lacking, rest) {
                return false;
            }
        }
        st.free = free;
        st.value[step.cell] = v;
        for &c in &step.all {
            st.sum[c] += v as u32;
        }
        true
    }

    fn unassign(&self, st: &mut State, s: usize) {
        let step = &self.steps[s];
        let v = st.value[step.cell];
        st.free |= 1u128 << v;
        for &c in &step.all {
            st.sum[c] -= v as u32;
        }
    }
}

struct State {
    free: u128,
    value: Vec<u8>,
    sum: Vec<u32>,
}

impl State {
    fn new(sys: &SumSystem) -> Self {
        State {
            free: if sys.cells == 128 {
                u128::MAX
            } else {
                (1u128 << sys.cells) - 1
            },
            value: vec![0; sys.cells],
            sum: vec![0; sys.targets.len()],
        }
    }
}

/// Can `k` distinct values from `free` sum to `rest`? Necessary condition: `rest` lies between
/// the sum of the `k` smallest and of the `k` largest free values.
fn feasible(free: u128, k: u32, rest: u32) -> bool {
    if free.count_ones() < k {
        return false;
    }
    let (mut lo, mut hi) = (0u32, 0u32);
    let (mut a, mut b) = (free, free);
    for _ in 0..k {
        let small = a.trailing_zeros();
        lo += small;
        a &= a - 1;
        let large = 127 - b.leading_zeros();
        hi += large;
        b &= !(1u128 << large);
    }
    (lo..=hi).contains(&rest)
}

/// Greedy fill order: prefer a cell that closes a set (it is then forced), then one that
/// brings sets closest to closing, then the cell in most sets.
fn fill_order(cells: usize, constraints: &[Constraint]) -> Vec<usize> {
    let member = membership(cells, constraints);
    let mut open: Vec<usize> = constraints.iter().map(|c| c.cells.len()).collect();
    let mut placed = vec![false; cells];
    let mut order = Vec::with_capacity(cells);
    for _ in 0..cells {
        let best = (0..cells)
            .filter(|&i| !placed[i])
            .max_by_key(|&i| {
                let closes = member[i].iter().filter(|&&c| open[c] == 1).count();
                let near = member[i].iter().filter(|&&c| open[c] == 2).count();
                let weight: usize = member[i].iter().map(|&c| 64 >> open[c].min(6)).sum();
                (closes > 0, near, weight, std::cmp::Reverse(i))
            })
            .expect("an unplaced cell remains");
        placed[best] = true;
        for &c in &member[best] {
            open[c] -= 1;
        }
        order.push(best);
    }
    order
}

fn membership(cells: usize, constraints: &[Constraint]) -> Vec<Vec<usize>> {
    let mut member = vec![Vec::new(); cells];
    for (ci, c) in constraints.iter().enumerate() {
        for &cell in &c.cells {
            member[cell as usize].push(ci);
        }
    }
    member
}

fn compile_steps(cells: usize, constraints: &[Constraint], order: &[usize]) -> Vec<Step> {
    let member = membership(cells, constraints);
    let mut open: Vec<u32> = constraints.iter().map(|c| c.cells.len() as u32).collect();
    let mut steps = Vec::with_capacity(cells);
    for &cell in order {
        let mut step = Step {
            cell,
            all: member[cell].clone(),
            ..Step::default()
        };
        for &c in &member[cell] {
            open[c] -= 1;
            if open[c] == 0 {
                if step.forced.is_none() {
                    step.forced = Some(c);
                } else {
                    step.closes.push(c);
                }
            } else {
                step.open.push((c, open[c]));
            }
        }
        steps.push(step);
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;

    #[test]
    fn feasibility_bound() {
        let free = 0b1111u128; // {0,1,2,3}
        assert!(feasible(free, 2, 1));
        assert!(feasible(free, 2, 5));
        assert!(!feasible(free, 2, 6));
        assert!(!feasible(free, 5, 6));
    }

    #[test]
    fn order_three_magic_squares() {
        let sys = SumSystem::new(9, &SquareKind::Magic.constraints(3)).unwrap();
        assert_eq!(sys.count_with_prefix(&[]), 8);
    }

    #[test]
    fn prefixes_partition_the_solutions() {
        let sys = SumSystem::new(16, &SquareKind::Magic.constraints(4)).unwrap();
        let whole = sys.count_with_prefix(&[]);
        for depth in [1, 2, 3] {
            let parts: u128 = sys.prefixes(depth).iter().map(|p| sys.count_with_prefix(p)).sum();
            assert_eq!(parts, whole, "depth {depth}");
        }
    }
}
