//! Enumeration of magic figures by backtracking over a *sum system*: `N` cells that take the
//! values `0..N` once each, and sets of cells that must sum to `|set| * (N-1)/2`.
//!
//! The kernel knows nothing of squares or cubes. Its speed comes from the order in which it
//! fills cells (chosen once, greedily, so that sets complete early): a cell that is the last
//! open cell of some set is *forced* (no branching), and so is a cell that several sets
//! together determine from the cells before it (pandiagonal squares have such cells; see
//! `linear_forcing`); every other completed set is checked the moment it closes, and open
//! sets are kept feasible by a bound on the values still unused.
//! Entries are reported shifted to the caller's start value.

use rand::RngCore;

use crate::kind::Constraint;
use crate::search::tree::Tree;

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
    /// Cells filled earlier whose value this cell's must exceed.
    above: Vec<usize>,
    /// Cells filled earlier whose value this cell's must stay below.
    below: Vec<usize>,
    /// When no set forces the cell but the sets together do: its value as a linear function
    /// of the cells filled before it.
    linear: Option<Linear>,
}

impl Step {
    /// Whether the step's value is determined by the cells before it (no branching).
    fn is_forced(&self) -> bool {
        self.forced.is_some() || self.linear.is_some()
    }
}

/// `divisor * x[cell] = constant - sum of coef * x[k]` over `terms`, the `k` all filled
/// before the cell: a combination of the sets' equations in which no later cell appears.
#[derive(Clone, Debug)]
struct Linear {
    terms: Vec<(usize, i64)>,
    constant: i64,
    divisor: i64,
}

impl Linear {
    /// The value the relation gives the cell, if it is a whole number.
    fn value(&self, value: &[u8]) -> Option<i64> {
        let rest = self
            .terms
            .iter()
            .fold(self.constant, |acc, &(k, a)| acc - a * value[k] as i64);
        (rest % self.divisor == 0).then_some(rest / self.divisor)
    }
}

/// Largest cell count the kernel handles (values are bits of a `u128`, or of a `u64` when
/// they fit).
pub const MAX_CELLS: usize = 128;

impl SumSystem {
    /// Compiles `constraints` over `cells` cells. `None` when some target is not an integer
    /// (then no figure exists) or the system is too large for this kernel.
    pub fn new(cells: usize, constraints: &[Constraint]) -> Option<Self> {
        Self::with_order(cells, constraints, &[])
    }

    /// As [`SumSystem::new`], with ordering constraints `(a, b)`: the value at cell `a` must be
    /// less than the value at cell `b`. Symmetry breaking is written this way: among the
    /// images of a figure under a group, keep the one whose corners are ordered.
    pub fn with_order(cells: usize, constraints: &[Constraint], less: &[(u32, u32)]) -> Option<Self> {
        if cells > MAX_CELLS || cells == 0 {
            return None;
        }
        Self::with_fill_order(cells, constraints, less, greedy_order(cells, constraints))
    }

    /// As [`SumSystem::with_order`], filling the cells in the given order (a permutation of
    /// the cells) instead of the greedy one.
    pub fn with_fill_order(
        cells: usize,
        constraints: &[Constraint],
        less: &[(u32, u32)],
        order: Vec<usize>,
    ) -> Option<Self> {
        if cells > MAX_CELLS || cells == 0 || order.len() != cells {
            return None;
        }
        let mut targets = Vec::new();
        for c in constraints {
            let twice = c.cells.len() * (cells - 1);
            if !twice.is_multiple_of(2) {
                return None;
            }
            targets.push((twice / 2) as u32);
        }
        Some(Self::build(cells, constraints, less, order, targets))
    }

    /// As [`SumSystem::new`], with each constraint's own target (a sum of 0-based values)
    /// instead of its cells' share of the mean: families whose sets need not average the
    /// mean, such as cells paired to sum to one more or one less than complements do.
    /// `None` when the lengths disagree or the system is too large for this kernel.
    pub fn with_targets(cells: usize, constraints: &[Constraint], targets: &[u32]) -> Option<Self> {
        if cells > MAX_CELLS || cells == 0 || targets.len() != constraints.len() {
            return None;
        }
        let order = greedy_order(cells, constraints);
        Some(Self::build(cells, constraints, &[], order, targets.to_vec()))
    }

    fn build(
        cells: usize,
        constraints: &[Constraint],
        less: &[(u32, u32)],
        order: Vec<usize>,
        targets: Vec<u32>,
    ) -> SumSystem {
        let mut steps = compile_steps(cells, constraints, &order);
        for (step, linear) in steps
            .iter_mut()
            .zip(linear_forcing(cells, constraints, &targets, &order))
        {
            if step.forced.is_none() {
                step.linear = linear;
            }
        }
        add_order_checks(&mut steps, &order, less);
        SumSystem {
            cells,
            targets,
            order,
            steps,
        }
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The order in which cells are filled.
    pub fn order(&self) -> &[usize] {
        &self.order
    }

    /// Calls `visit` with every solution (0-based values by cell), in a fixed order.
    pub fn for_each(&self, visit: &mut dyn FnMut(&[u8])) -> u64 {
        self.for_each_with_prefix(&[], visit)
    }

    /// The partial fillings after `depth` steps that survive pruning: work units whose
    /// solution sets partition the whole.
    pub fn prefixes(&self, depth: usize) -> Vec<Vec<u8>> {
        let depth = depth.min(self.cells);
        let mut out = Vec::new();
        self.run(&[], depth, &mut |values: &[u8]| {
            out.push(self.order[..depth].iter().map(|&c| values[c]).collect());
        });
        out
    }

    /// Every solution that extends `prefix` (values of the first `prefix.len()` steps).
    /// Returns the search-tree nodes visited.
    pub fn for_each_with_prefix(&self, prefix: &[u8], visit: &mut dyn FnMut(&[u8])) -> u64 {
        self.run(prefix, self.cells, visit)
    }

    /// Number of solutions extending `prefix`.
    pub fn count_with_prefix(&self, prefix: &[u8]) -> u128 {
        self.count_and_nodes(prefix).0
    }

    /// Number of solutions extending `prefix`, and the search-tree nodes it took.
    pub fn count_and_nodes(&self, prefix: &[u8]) -> (u128, u64) {
        let mut n = 0u128;
        let nodes = self.for_each_with_prefix(prefix, &mut |_| n += 1);
        (n, nodes)
    }

    /// The number of leaves and the nodes visited, if the complete search visits at most
    /// `budget` nodes (`None` beyond): how a target with no figure is told from one the
    /// estimators cannot reach, where the sets leave so little freedom that the tree is tiny.
    pub fn count_within(&self, budget: u64) -> Option<(u128, u64)> {
        if self.cells <= 64 {
            self.count_within_with::<u64>(budget)
        } else {
            self.count_within_with::<u128>(budget)
        }
    }

    fn count_within_with<M: Mask>(&self, budget: u64) -> Option<(u128, u64)> {
        let mut st = State::<M>::new(self);
        let mut count = 0u128;
        self.bounded_walk(&mut st, 0, budget, &mut count)
            .then_some((count, st.nodes))
    }

    /// [`Self::walk`] counting leaves, abandoned (`false`) once more than `budget` nodes are
    /// visited. A twin of `walk` rather than a budget inside it: `walk` counts the exact tails
    /// of every estimate (two thirds of smc's time at order 7) and carries no check it does
    /// not need.
    fn bounded_walk<M: Mask>(&self, st: &mut State<M>, s: usize, budget: u64, count: &mut u128) -> bool {
        if st.nodes > budget {
            return false;
        }
        if s == self.cells {
            *count += 1;
            return true;
        }
        let mut candidates = self.candidates(st, s);
        while !candidates.is_zero() {
            let v = candidates.lowest() as u8;
            candidates = candidates.without_lowest();
            if self.place(st, s, v) {
                let finished = self.bounded_walk(st, s + 1, budget, count);
                self.unassign(st, s);
                if !finished {
                    return false;
                }
            }
        }
        true
    }

    /// The steps that branch (no set is closed by them, so their value is searched).
    pub fn branching_steps(&self) -> Vec<usize> {
        (0..self.cells).filter(|&s| !self.steps[s].is_forced()).collect()
    }

    /// One random root-to-leaf probe of the search tree (Knuth 1975). At each step before
    /// `exact_from` it lists the children that survive pruning and follows the one `pick`
    /// chooses from their number; from `exact_from` on it counts the subtree exactly. The
    /// product of the child counts times that count is an unbiased estimate of the number of
    /// solutions whatever `pick` does, as long as `pick` is uniform.
    ///
    /// A child counts only if its cascade of forced steps fits and, with `lookahead` > 0, it
    /// has a descendant that many branching steps further down (children with no leaf below
    /// can be dropped without bias; dropping them early makes far fewer probes die).
    pub fn probe(&self, exact_from: usize, lookahead: usize, pick: &mut dyn FnMut(usize) -> usize) -> Probe {
        if self.cells <= 64 {
            self.probe_with::<u64>(exact_from.min(self.cells), lookahead, pick)
        } else {
            self.probe_with::<u128>(exact_from.min(self.cells), lookahead, pick)
        }
    }

    fn probe_with<M: Mask>(
        &self,
        exact_from: usize,
        lookahead: usize,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Probe {
        let mut st = State::<M>::new(self);
        let mut probe = Probe::default();
        let reached = self.random_path(&mut st, 0, exact_from, lookahead, pick, |children| {
            probe.ln_branching += (children as f64).ln()
        });
        if !reached {
            probe.nodes = st.nodes;
            return probe;
        }
        let mut tail = 0u128;
        self.walk(&mut st, exact_from, self.cells, &mut |_| tail += 1);
        probe.tail = tail;
        probe.nodes = st.nodes;
        probe
    }

    /// Knuth's estimate of the number of nodes at each branching level of the tree, from
    /// `probes` random root-to-leaf probes: entry `j` is the mean over the probes of the
    /// product of the child counts above the `j`-th branching step (0 for a probe that died
    /// above it), entry 0 the root and the last the leaves. Each entry is unbiased; the cost
    /// of an exact tail or a lookahead is read off them before either is run.
    pub fn level_sizes(&self, probes: usize, pick: &mut dyn FnMut(usize) -> usize) -> Vec<f64> {
        if self.cells <= 64 {
            self.level_sizes_with::<u64>(probes, pick)
        } else {
            self.level_sizes_with::<u128>(probes, pick)
        }
    }

    fn level_sizes_with<M: Mask>(&self, probes: usize, pick: &mut dyn FnMut(usize) -> usize) -> Vec<f64> {
        let mut sums = vec![0.0; self.branching_steps().len() + 1];
        for _ in 0..probes {
            let mut st = State::<M>::new(self);
            // Forced steps before the first branching one (none in most systems).
            let Ok(s) = self.cascade(&mut st, 0, self.cells) else {
                continue;
            };
            let (mut level, mut product) = (0, 1.0);
            sums[0] += 1.0;
            self.random_path(&mut st, s, self.cells, 0, pick, |children| {
                product *= children as f64;
                level += 1;
                sums[level] += product;
            });
        }
        sums.iter().map(|&x| x / probes.max(1) as f64).collect()
    }

    /// One random path of the tree from step `s` to `end`: at each step it lists the
    /// [`Self::viable_children`], hands their number to `level` and follows the one `pick`
    /// chooses from that number. `false` when a step had no child (the path died there).
    fn random_path<M: Mask>(
        &self,
        st: &mut State<M>,
        mut s: usize,
        end: usize,
        lookahead: usize,
        pick: &mut dyn FnMut(usize) -> usize,
        mut level: impl FnMut(usize),
    ) -> bool {
        let mut children = Vec::with_capacity(self.cells);
        while s < end {
            // A child is a value whose cascade of forced steps survives: counting it as a
            // child only to see it die one forced step later would add variance for nothing.
            children.clear();
            self.viable_children(st, s, end, lookahead, |v| children.push(v));
            if children.is_empty() {
                return false;
            }
            level(children.len());
            s = self.take_child(st, s, children[pick(children.len())], end);
        }
        true
    }

    /// Calls `child` with every value of branching step `s` that is [`Self::viable`], in
    /// increasing order: the children a probe of the tree chooses from.
    fn viable_children<M: Mask>(
        &self,
        st: &mut State<M>,
        s: usize,
        end: usize,
        lookahead: usize,
        mut child: impl FnMut(u8),
    ) {
        let mut candidates = self.candidates(st, s);
        while !candidates.is_zero() {
            let v = candidates.lowest() as u8;
            candidates = candidates.without_lowest();
            if self.viable(st, s, v, end, lookahead) {
                child(v);
            }
        }
    }

    /// Places a child listed by [`Self::viable_children`] at step `s` and its forced cascade;
    /// the next step to fill (the next branching step, or `end`).
    fn take_child<M: Mask>(&self, st: &mut State<M>, s: usize, v: u8, end: usize) -> usize {
        self.place(st, s, v);
        // The child's cascade succeeded when it was listed, so it succeeds again.
        self.cascade(st, s + 1, end).unwrap_or(end)
    }

    /// Whether value `v` at step `s` fits with its forced cascade and has a descendant
    /// `lookahead` branching steps further (or reaches `end`); the state is left as it was.
    fn viable<M: Mask>(&self, st: &mut State<M>, s: usize, v: u8, end: usize, lookahead: usize) -> bool {
        if !self.place(st, s, v) {
            return false;
        }
        let reached = self.cascade(st, s + 1, end);
        let ok = match reached {
            Ok(next) if lookahead > 0 && next < end => {
                let mut c = self.candidates(st, next);
                let mut found = false;
                while !c.is_zero() && !found {
                    let w = c.lowest() as u8;
                    c = c.without_lowest();
                    found = self.viable(st, next, w, end, lookahead - 1);
                }
                found
            }
            Ok(_) => true,
            Err(_) => false,
        };
        for t in (s..reached.unwrap_or_else(|e| e)).rev() {
            self.unassign(st, t);
        }
        ok
    }

    /// Places the forced steps from `s` on, up to the next branching step or `end`: `Ok` of
    /// the step after the last placed, or `Err` of the forced step whose value did not fit
    /// (steps before it stay placed either way).
    fn cascade<M: Mask>(&self, st: &mut State<M>, mut s: usize, end: usize) -> Result<usize, usize> {
        while s < end && self.steps[s].is_forced() {
            let c = self.candidates(st, s);
            if c.is_zero() || !self.place(st, s, c.lowest() as u8) {
                return Err(s);
            }
            s += 1;
        }
        Ok(s)
    }

    /// Replays `prefix`, then searches to `depth` steps; the value set is a `u64` when it
    /// fits (measurably faster than `u128`).
    fn run(&self, prefix: &[u8], depth: usize, visit: &mut dyn FnMut(&[u8])) -> u64 {
        if self.cells <= 64 {
            self.run_with::<u64>(prefix, depth, visit)
        } else {
            self.run_with::<u128>(prefix, depth, visit)
        }
    }

    fn run_with<M: Mask>(&self, prefix: &[u8], depth: usize, visit: &mut dyn FnMut(&[u8])) -> u64 {
        let mut st = State::<M>::new(self);
        for (s, &v) in prefix.iter().enumerate() {
            if !self.try_assign(&mut st, s, v) {
                return st.nodes;
            }
        }
        self.walk(&mut st, prefix.len(), depth, visit);
        st.nodes
    }

    fn walk<M: Mask>(&self, st: &mut State<M>, s: usize, depth: usize, visit: &mut dyn FnMut(&[u8])) {
        if s == depth {
            visit(&st.value);
            return;
        }
        let mut candidates = self.candidates(st, s);
        while !candidates.is_zero() {
            let v = candidates.lowest() as u8;
            candidates = candidates.without_lowest();
            if self.place(st, s, v) {
                self.walk(st, s + 1, depth, visit);
                self.unassign(st, s);
            }
        }
    }

    /// The values step `s` may take: unused, the forced value if the cell closes a set, and
    /// inside the window that keeps open sets reachable and ordering constraints true.
    fn candidates<M: Mask>(&self, st: &State<M>, s: usize) -> M {
        let step = &self.steps[s];
        let mut allowed = st.free;
        if let Some(c) = step.forced {
            let need = self.targets[c] as i64 - st.sum[c] as i64;
            allowed = if (0..self.cells as i64).contains(&need) {
                allowed & M::bit(need as u32)
            } else {
                M::ZERO
            };
            if allowed.is_zero() {
                // The common failure: skip the window's bounds.
                return allowed;
            }
        } else if let Some(linear) = &step.linear {
            allowed = match linear.value(&st.value) {
                Some(v) if (0..self.cells as i64).contains(&v) => allowed & M::bit(v as u32),
                _ => M::ZERO,
            };
            if allowed.is_zero() {
                return allowed;
            }
        }
        allowed & self.window(st, step)
    }

    /// The values a cell may take: every open set must stay reachable (its rest lies
    /// between the sums of the fewest smallest and largest unused values; a set one cell
    /// short needs its partner value unused) and ordering constraints must hold. A necessary
    /// condition, computed once per node.
    fn window<M: Mask>(&self, st: &State<M>, step: &Step) -> M {
        let (mut lo, mut hi) = (0i64, self.cells as i64 - 1);
        let mut pairs = M::ALL;
        for &(c, lacking) in &step.open {
            let rest = self.targets[c] as i64 - st.sum[c] as i64;
            if lacking == 1 {
                // The set's last cell will be forced to rest - v: it must be unused too.
                pairs = pairs & complements_of_mirror(st.mirror, rest);
                continue;
            }
            let (small, large) = extreme_sums(st.free, lacking);
            lo = lo.max(rest - large as i64);
            hi = hi.min(rest - small as i64);
        }
        for &a in &step.above {
            lo = lo.max(st.value[a] as i64 + 1);
        }
        for &b in &step.below {
            hi = hi.min(st.value[b] as i64 - 1);
        }
        if lo > hi {
            return M::ZERO;
        }
        pairs & M::range(lo as u32, hi as u32)
    }

    /// Places candidate `v` at step `s` unless a set it closes misses its target, or a set
    /// two cells short is left with no two unused values making up its rest.
    fn place<M: Mask>(&self, st: &mut State<M>, s: usize, v: u8) -> bool {
        let step = &self.steps[s];
        if step
            .closes
            .iter()
            .any(|&c| st.sum[c] + v as u32 != self.targets[c])
        {
            return false;
        }
        let free = st.free & !M::bit(v as u32);
        let mirror = st.mirror & !M::bit(M::BITS - 1 - v as u32);
        let pair_missing = |&(c, lacking): &(usize, u32)| {
            lacking == 2 && {
                let rest = self.targets[c] as i64 - st.sum[c] as i64 - v as i64;
                (complements_of_mirror(mirror, rest) & free).is_zero()
            }
        };
        if step.open.iter().any(pair_missing) {
            return false;
        }
        st.nodes += 1;
        st.free = free;
        st.mirror = mirror;
        st.value[step.cell] = v;
        for &c in &step.all {
            st.sum[c] += v as u32;
        }
        true
    }

    /// Places `v` at step `s` if it is a candidate there (used to replay a prefix).
    fn try_assign<M: Mask>(&self, st: &mut State<M>, s: usize, v: u8) -> bool {
        (v as usize) < self.cells
            && !(self.candidates(st, s) & M::bit(v as u32)).is_zero()
            && self.place(st, s, v)
    }

    fn unassign<M: Mask>(&self, st: &mut State<M>, s: usize) {
        let step = &self.steps[s];
        let v = st.value[step.cell];
        st.free = st.free | M::bit(v as u32);
        st.mirror = st.mirror | M::bit(M::BITS - 1 - v as u32);
        for &c in &step.all {
            st.sum[c] -= v as u32;
        }
    }
}

impl SumSystem {
    /// The search tree down to step `exact_from`, for the tree estimators: its levels are the
    /// branching steps before `exact_from` (each child with its cascade of forced steps
    /// placed, a child whose cascade dies left out, and with `lookahead` > 0 a child with no
    /// descendant that many branching steps further), and below them the subtrees are
    /// counted exactly. Every child weighs 1.
    pub fn tree<M: Mask>(&self, exact_from: usize, lookahead: usize) -> KernelTree<'_, M> {
        let exact_from = exact_from.min(self.cells);
        KernelTree {
            sys: self,
            exact_from,
            lookahead,
            depth: (0..exact_from).filter(|&s| !self.steps[s].is_forced()).count(),
            mask: std::marker::PhantomData,
        }
    }
}

/// The kernel's search tree as a [`Tree`] (see [`SumSystem::tree`]); `M` holds the value set.
pub struct KernelTree<'a, M> {
    sys: &'a SumSystem,
    exact_from: usize,
    lookahead: usize,
    depth: usize,
    mask: std::marker::PhantomData<M>,
}

/// A node of the kernel's tree: the filling and the next step to fill.
#[derive(Clone)]
pub struct KernelNode<M> {
    st: State<M>,
    step: usize,
}

impl<M: Mask> Tree for KernelTree<'_, M> {
    type Node = KernelNode<M>;
    type Child = u8;

    fn root(&self) -> Option<KernelNode<M>> {
        let mut st = State::<M>::new(self.sys);
        let step = self.sys.cascade(&mut st, 0, self.exact_from).ok()?;
        Some(KernelNode { st, step })
    }

    fn depth(&self) -> usize {
        self.depth
    }

    fn branch(&self, node: &mut KernelNode<M>, _rng: &mut dyn RngCore, out: &mut Vec<(u8, f64)>) {
        self.sys
            .viable_children(&mut node.st, node.step, self.exact_from, self.lookahead, |v| {
                out.push((v, 1.0))
            });
    }

    fn descend(&self, node: &KernelNode<M>, v: u8) -> KernelNode<M> {
        let mut child = node.clone();
        child.step = self.sys.take_child(&mut child.st, node.step, v, self.exact_from);
        child
    }

    fn descend_into(&self, node: &KernelNode<M>, v: u8, out: &mut KernelNode<M>) {
        out.st.copy_from(&node.st);
        out.step = self.sys.take_child(&mut out.st, node.step, v, self.exact_from);
    }

    fn count(&self, node: &mut KernelNode<M>) -> f64 {
        let mut n = 0u128;
        self.for_each_leaf(node, &mut |_| n += 1);
        n as f64
    }
}

impl<M: Mask> KernelTree<'_, M> {
    /// Calls `visit` with every leaf below a node at the tree's depth (0-based values by
    /// cell): what [`Tree::count`] counts.
    pub fn for_each_leaf(&self, node: &mut KernelNode<M>, visit: &mut dyn FnMut(&[u8])) {
        self.sys.walk(&mut node.st, node.step, self.sys.cells, visit);
    }

    /// Calls `visit` with every filling of the first `step` steps of the fill order below a
    /// node at the tree's depth (values by cell; cells filled later hold stale values), for a
    /// caller that completes the rest itself. `false`, and no call, when the node is already
    /// past `step`.
    pub fn for_each_at_step(
        &self,
        node: &mut KernelNode<M>,
        step: usize,
        visit: &mut dyn FnMut(&[u8]),
    ) -> bool {
        if node.step > step || step > self.sys.cells {
            return false;
        }
        self.sys.walk(&mut node.st, node.step, step, visit);
        true
    }
}

/// What one random probe of the search tree found.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Probe {
    /// Sum of the natural logs of the child counts along the random path.
    pub ln_branching: f64,
    /// Solutions below the path's last random step, counted exactly (0: the path died).
    pub tail: u128,
    /// Nodes visited (the machine-independent cost).
    pub nodes: u64,
}

/// A set of values `0..BITS` as a machine word.
/// Implemented for `u64` (figures of up to 64 cells) and `u128`.
pub trait Mask:
    Copy + std::ops::BitAnd<Output = Self> + std::ops::BitOr<Output = Self> + std::ops::Not<Output = Self>
{
    /// How many values the set can hold.
    const BITS: u32;
    /// The empty set.
    const ZERO: Self;
    /// Every value.
    const ALL: Self;
    /// The set of `v` alone.
    fn bit(v: u32) -> Self;
    /// Whether the set is empty.
    fn is_zero(self) -> bool;
    /// The least value (the set is not empty).
    fn lowest(self) -> u32;
    /// The greatest value (the set is not empty).
    fn highest(self) -> u32;
    /// The set without its least value.
    fn without_lowest(self) -> Self;
    /// How many values the set holds.
    fn count(self) -> u32;
    /// The values `lo..=hi` (`hi < BITS`).
    fn range(lo: u32, hi: u32) -> Self;
    /// The set mirrored: value `u` becomes `BITS - 1 - u`.
    fn reversed(self) -> Self;
    /// Every value lowered by `k` (those below `k` dropped).
    fn shr(self, k: u32) -> Self;
    /// Every value raised by `k` (those past `BITS` dropped).
    fn shl(self, k: u32) -> Self;
}

macro_rules! impl_mask {
    ($t:ty) => {
        impl Mask for $t {
            const BITS: u32 = <$t>::BITS;
            const ZERO: Self = 0;
            const ALL: Self = <$t>::MAX;
            fn bit(v: u32) -> Self {
                1 << v
            }
            fn is_zero(self) -> bool {
                self == 0
            }
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            fn highest(self) -> u32 {
                Self::BITS - 1 - self.leading_zeros()
            }
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
            fn count(self) -> u32 {
                self.count_ones()
            }
            fn range(lo: u32, hi: u32) -> Self {
                (<$t>::MAX >> (Self::BITS - 1 - hi)) & (<$t>::MAX << lo)
            }
            fn reversed(self) -> Self {
                self.reverse_bits()
            }
            fn shr(self, k: u32) -> Self {
                self.checked_shr(k).unwrap_or(0)
            }
            fn shl(self, k: u32) -> Self {
                self.checked_shl(k).unwrap_or(0)
            }
        }
    };
}
impl_mask!(u64);
impl_mask!(u128);

#[derive(Clone)]
pub(crate) struct State<M> {
    /// Cells placed so far (search-tree nodes), a machine-independent cost.
    nodes: u64,
    free: M,
    /// `free` reversed (value `u` at bit `BITS - 1 - u`), kept beside it because reversing a
    /// word's bits costs a dozen instructions and [`complements_of_mirror`] needs it at every
    /// placement.
    mirror: M,
    value: Vec<u8>,
    sum: Vec<u32>,
}

impl<M: Mask> State<M> {
    fn new(sys: &SumSystem) -> Self {
        State {
            nodes: 0,
            free: M::range(0, sys.cells as u32 - 1),
            mirror: M::range(0, sys.cells as u32 - 1).reversed(),
            value: vec![0; sys.cells],
            sum: vec![0; sys.targets.len()],
        }
    }

    /// Becomes a copy of `other`, a state of the same system, in its own storage.
    fn copy_from(&mut self, other: &State<M>) {
        self.nodes = other.nodes;
        self.free = other.free;
        self.mirror = other.mirror;
        self.value.clone_from(&other.value);
        self.sum.clone_from(&other.sum);
    }
}

/// Sums of the `k` smallest and the `k` largest values in `free` (of as many as there are).
fn extreme_sums<M: Mask>(free: M, k: u32) -> (u32, u32) {
    let (mut lo, mut hi) = (0u32, 0u32);
    let (mut a, mut b) = (free, free);
    for _ in 0..k.min(free.count()) {
        lo += a.lowest();
        a = a.without_lowest();
        let large = b.highest();
        hi += large;
        b = b & !M::bit(large);
    }
    (lo, hi)
}

/// The values `v` with `rest - v` in `free` and different from `v`: the partners a value can
/// have when one more cell must bring a set to its target. (The kernel keeps the mirror of its
/// set and calls [`complements_of_mirror`]; this is the definition the tests hold it to.)
#[cfg(test)]
fn complements<M: Mask>(free: M, rest: i64) -> M {
    complements_of_mirror(free.reversed(), rest)
}

/// The values `v` with `rest - v` in a set `free` and different from `v` (the partners a
/// value can have when one more cell must bring a set to its target), from the set's mirror
/// image (bit u at `BITS - 1 - u`, what [`Mask::reversed`] gives): for a caller that keeps
/// the mirror beside the set and so reverses no bits a call.
pub fn complements_of_mirror<M: Mask>(mirror: M, rest: i64) -> M {
    let top = M::BITS as i64 - 1;
    if !(0..=2 * top).contains(&rest) {
        return M::ZERO;
    }
    // Bit u of the set sits at top - u in the mirror; shifted, at rest - u.
    let mut out = if rest <= top {
        mirror.shr((top - rest) as u32)
    } else {
        mirror.shl((rest - top) as u32)
    };
    if rest % 2 == 0 && rest / 2 <= top {
        out = out & !M::bit((rest / 2) as u32);
    }
    out
}

/// The fill order both constructors without an explicit order use: the greedy one, with every
/// cell the lines determine moved to where it becomes determined.
fn greedy_order(cells: usize, constraints: &[Constraint]) -> Vec<usize> {
    determined_first(cells, constraints, fill_order(cells, constraints))
}

/// `order` with every cell moved forward to just after the cells that determine it: at each
/// step the next cell is the first in `order` whose value the cells placed so far determine
/// through some combination of the sets (see [`linear_forcing`]), or, when none is, the
/// first not yet placed. A determined cell then has its value checked (in range, unused, a
/// whole number) as soon as it can be, instead of after branching steps it does not need.
/// Where the greedy order already places every determined cell at once (magic squares of
/// order 3 and 5 to 8, semi-magic squares, simple cubes: the tests check these), the order
/// is unchanged.
///
/// The cells' determination is tracked modulo the prime 2^31 - 1 in a row-reduced form of the
/// sets' equations over the unplaced cells. Should that ever differ from the rationals, only
/// the order changes: whether a step is forced is decided exactly by [`linear_forcing`].
fn determined_first(cells: usize, constraints: &[Constraint], order: Vec<usize>) -> Vec<usize> {
    let mut reduced = ReducedSets::new(cells, constraints);
    let mut out = Vec::with_capacity(cells);
    let mut placed = vec![false; cells];
    while out.len() < cells {
        let determined = reduced.determined();
        let next = order
            .iter()
            .copied()
            .filter(|&c| !placed[c])
            .find(|&c| determined[c])
            .or_else(|| order.iter().copied().find(|&c| !placed[c]))
            .expect("an unplaced cell remains");
        reduced.place(next);
        placed[next] = true;
        out.push(next);
    }
    out
}

/// The sets' equations modulo a prime, row-reduced on the cells not yet placed: each pivot
/// row has a 1 at its pivot cell, which no other row has; rows without a pivot are zero on
/// the unplaced cells. A cell is determined by the placed ones exactly when it is the only
/// unplaced cell of its pivot row.
#[derive(Clone)]
struct ReducedSets {
    rows: Vec<Vec<u64>>,
    pivot: Vec<Option<usize>>,
    placed: Vec<bool>,
}

/// The prime 2^31 - 1, modulo which the cells' determination is tracked.
pub(crate) const PRIME: u64 = (1 << 31) - 1;

impl ReducedSets {
    fn new(cells: usize, constraints: &[Constraint]) -> ReducedSets {
        let rows = constraints
            .iter()
            .map(|c| {
                let mut row = vec![0u64; cells];
                for &x in &c.cells {
                    row[x as usize] += 1;
                }
                row
            })
            .collect::<Vec<_>>();
        let mut r = ReducedSets {
            pivot: vec![None; rows.len()],
            rows,
            placed: vec![false; cells],
        };
        for i in 0..r.rows.len() {
            r.choose_pivot(i);
        }
        r
    }

    /// Gives row `i` a pivot among the unplaced cells, if it has any there, and clears that
    /// cell from every other row.
    fn choose_pivot(&mut self, i: usize) {
        self.pivot[i] = None;
        let Some(col) = (0..self.placed.len()).find(|&c| !self.placed[c] && self.rows[i][c] != 0) else {
            return;
        };
        let inv = inverse_mod_prime(self.rows[i][col]);
        self.rows[i].iter_mut().for_each(|x| *x = *x * inv % PRIME);
        let pivot_row = self.rows[i].clone();
        for (j, row) in self.rows.iter_mut().enumerate() {
            let f = row[col];
            if j != i && f != 0 {
                for (x, &p) in row.iter_mut().zip(&pivot_row) {
                    *x = (*x + PRIME - f * p % PRIME) % PRIME;
                }
            }
        }
        self.pivot[i] = Some(col);
    }

    fn place(&mut self, cell: usize) {
        self.placed[cell] = true;
        if let Some(i) = self.pivot.iter().position(|&p| p == Some(cell)) {
            self.choose_pivot(i);
        }
    }

    /// Which cells the placed ones determine.
    fn determined(&self) -> Vec<bool> {
        let mut out = vec![false; self.placed.len()];
        for (&p, row) in self.pivot.iter().zip(&self.rows) {
            if let Some(cell) = p {
                out[cell] = (0..self.placed.len()).all(|c| c == cell || self.placed[c] || row[c] == 0);
            }
        }
        out
    }
}

/// `a^-1` modulo [`PRIME`] (Fermat).
pub(crate) fn inverse_mod_prime(a: u64) -> u64 {
    let (mut result, mut base, mut e) = (1u64, a % PRIME, PRIME - 2);
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % PRIME;
        }
        base = base * base % PRIME;
        e >>= 1;
    }
    result
}

/// For each step of `order`, a linear relation that gives its cell's value from the cells
/// filled before it, where the sets' equations imply one (`None` elsewhere).
///
/// The equations are brought to echelon form with the columns taken latest-filled first, so
/// each row's leading cell is the latest it involves: a row leading at a cell writes that
/// cell in terms of earlier ones, and a cell leads a row exactly when some combination of the
/// equations involves it and no later cell. A set's last open cell is one such; the others
/// are cells that only several sets together determine (4 a square in pandiagonal squares of
/// order 7), which the kernel would otherwise branch on though at most one value can
/// survive. Integer elimination with the rows kept reduced by their gcd; should a number
/// outgrow `i64` (no system of ours comes near), no cell is forced this way.
fn linear_forcing(
    cells: usize,
    constraints: &[Constraint],
    targets: &[u32],
    order: &[usize],
) -> Vec<Option<Linear>> {
    echelon_by_fill(cells, constraints, targets, order).unwrap_or_else(|| vec![None; cells])
}

fn echelon_by_fill(
    cells: usize,
    constraints: &[Constraint],
    targets: &[u32],
    order: &[usize],
) -> Option<Vec<Option<Linear>>> {
    // Each row: the coefficients of the cells, then the constant.
    let mut rows: Vec<Vec<i128>> = constraints
        .iter()
        .zip(targets)
        .map(|(c, &t)| {
            let mut row = vec![0i128; cells + 1];
            for &x in &c.cells {
                row[x as usize] += 1;
            }
            row[cells] = t as i128;
            row
        })
        .collect();
    let mut out = vec![None; cells];
    for s in (0..cells).rev() {
        let col = order[s];
        let Some(lead) = rows.iter().position(|r| r[col] != 0) else {
            continue;
        };
        let pivot = rows.swap_remove(lead);
        for row in rows.iter_mut().filter(|r| r[col] != 0) {
            let (a, b) = (pivot[col], row[col]);
            for (x, &p) in row.iter_mut().zip(&pivot) {
                *x = x.checked_mul(a)?.checked_sub(p.checked_mul(b)?)?;
            }
            reduce_by_gcd(row);
        }
        out[s] = Some(linear_of(&pivot, col, cells)?);
    }
    Some(out)
}

/// The relation of an echelon row leading at `col`, with a positive divisor; `None` when its
/// numbers do not fit the kernel's `i64` arithmetic with values below 128.
fn linear_of(row: &[i128], col: usize, cells: usize) -> Option<Linear> {
    let sign = row[col].signum();
    let fit = |x: i128| {
        let v = i64::try_from(x.checked_mul(sign)?).ok()?;
        (v.unsigned_abs() < 1 << 40).then_some(v)
    };
    let terms = (0..cells)
        .filter(|&k| k != col && row[k] != 0)
        .map(|k| Some((k, fit(row[k])?)))
        .collect::<Option<Vec<_>>>()?;
    Some(Linear {
        terms,
        constant: fit(row[cells])?,
        divisor: fit(row[col])?,
    })
}

fn reduce_by_gcd(row: &mut [i128]) {
    let g = row.iter().fold(0i128, |g, &x| {
        let (mut a, mut b) = (g, x.abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    });
    if g > 1 {
        row.iter_mut().for_each(|x| *x /= g);
    }
}

/// Attaches each ordering pair to the step of whichever of its cells is filled later.
fn add_order_checks(steps: &mut [Step], order: &[usize], less: &[(u32, u32)]) {
    let mut pos = vec![0usize; order.len()];
    for (s, &c) in order.iter().enumerate() {
        pos[c] = s;
    }
    for &(a, b) in less {
        let (a, b) = (a as usize, b as usize);
        if pos[a] < pos[b] {
            steps[pos[b]].above.push(a);
        } else {
            steps[pos[a]].below.push(b);
        }
    }
}

/// Greedy fill order that keeps the free (branching) cells few: each free cell is the one
/// whose placement forces the longest cascade of further cells (a cell is forced when it is
/// the last open cell of a set); the cascade follows it. Ties go to the cell that brings most
/// sets closest to closing, then to the lowest index.
fn fill_order(cells: usize, constraints: &[Constraint]) -> Vec<usize> {
    let member = membership(cells, constraints);
    let mut open: Vec<usize> = constraints.iter().map(|c| c.cells.len()).collect();
    let mut placed = vec![false; cells];
    let mut order = Vec::with_capacity(cells);
    while order.len() < cells {
        let best = (0..cells)
            .filter(|&i| !placed[i])
            .max_by_key(|&i| {
                let cascade = cascade_after(i, constraints, &member, &open, &placed).len();
                let near = member[i].iter().filter(|&&c| open[c] == 2).count();
                let weight: usize = member[i].iter().map(|&c| 64 >> open[c].min(6)).sum();
                (cascade, near, weight, std::cmp::Reverse(i))
            })
            .expect("an unplaced cell remains");
        let cascade = cascade_after(best, constraints, &member, &open, &placed);
        for cell in std::iter::once(best).chain(cascade) {
            placed[cell] = true;
            for &c in &member[cell] {
                open[c] -= 1;
            }
            order.push(cell);
        }
    }
    order
}

/// The cells forced, in order, once `cell` is placed: repeatedly, the last open cell of any
/// set with one open cell left.
fn cascade_after(
    cell: usize,
    constraints: &[Constraint],
    member: &[Vec<usize>],
    open: &[usize],
    placed: &[bool],
) -> Vec<usize> {
    let mut open = open.to_vec();
    let mut placed = placed.to_vec();
    let mut queue = vec![cell];
    let mut forced = Vec::new();
    while let Some(x) = queue.pop() {
        placed[x] = true;
        for &c in &member[x] {
            open[c] -= 1;
        }
        if x != cell {
            forced.push(x);
        }
        for &c in &member[x] {
            if open[c] == 1 {
                let last = constraints[c]
                    .cells
                    .iter()
                    .map(|&y| y as usize)
                    .find(|&y| !placed[y]);
                if let Some(y) = last.filter(|y| !queue.contains(y)) {
                    queue.insert(0, y);
                }
            }
        }
    }
    forced
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
    use crate::kind::SquareKind;

    #[test]
    fn complements_of_free_values() {
        let free = 0b10110u64; // {1, 2, 4}
                               // rest 5: v = 1 (4), v = 4 (1); v = 3 would need 2 but 3 itself is fine to list.
        assert_eq!(complements(free, 5), (1 << 1) | (1 << 4) | (1 << 3));
        // rest 4: v = 2 would need 2 again, so it is excluded; v = 0 needs 4, v = 3 needs 1.
        assert_eq!(complements(free, 4), 1 | (1 << 3));
        assert_eq!(complements(free, -1), 0);
        assert_eq!(complements(1u128 << 127, 254), 0);
        assert_eq!(complements(1u128 << 127, 253), 1 << 126);
        assert_eq!(complements(1u64 << 63, 63), 1);
    }

    /// Explicit targets against brute force: three pairs of cells over the values 0..6, each
    /// pair with its own sum (4, 6 and 5 where complements would make 5 each).
    #[test]
    fn explicit_targets_count_what_brute_force_counts() {
        let pair = |a: u32, b: u32| Constraint {
            name: "pair",
            cells: vec![a, b],
            label: String::new(),
        };
        let cons = [pair(0, 1), pair(2, 3), pair(4, 5)];
        let targets = [4, 6, 5];
        let sys = SumSystem::with_targets(6, &cons, &targets).unwrap();
        // Every assignment of 0..6 to the 6 cells (6^6 of them), kept when it is a permutation.
        let brute = (0..6u32.pow(6))
            .map(|code| (0..6).map(|i| code / 6u32.pow(i) % 6).collect::<Vec<u32>>())
            .filter(|v| (0..6).all(|x| v.contains(&x)))
            .filter(|v| v[0] + v[1] == 4 && v[2] + v[3] == 6 && v[4] + v[5] == 5)
            .count() as u128;
        assert_eq!(sys.count_with_prefix(&[]), brute);
        assert!(brute > 0);
        // The mean's targets give what new() gives.
        let mean = SumSystem::with_targets(6, &cons, &[5, 5, 5]).unwrap();
        let plain = SumSystem::new(6, &cons).unwrap();
        assert_eq!(mean.count_with_prefix(&[]), plain.count_with_prefix(&[]));
        assert!(SumSystem::with_targets(6, &cons, &[5, 5]).is_none());
    }

    #[test]
    fn extreme_sums_of_free_values() {
        let free = 0b1111u64; // {0,1,2,3}
        assert_eq!(extreme_sums(free, 2), (1, 5));
        assert_eq!(extreme_sums(free, 5), (6, 6));
        assert_eq!(extreme_sums(0b1010u128, 1), (1, 3));
        assert_eq!(<u64 as Mask>::range(0, 63), u64::MAX);
        assert_eq!(<u64 as Mask>::range(2, 3), 0b1100);
    }

    /// The kernel branches exactly on the free cells: as many branching steps as cells less
    /// the rank of the equations, which the linear enumerator's own elimination gives. Before
    /// linear forcing, pandiagonal squares of order 7 had 28 branching steps for 24 free cells.
    #[test]
    fn the_kernel_branches_only_on_free_cells() {
        use crate::kind::CubeKind;
        let mut systems: Vec<(String, usize, Vec<Constraint>)> = Vec::new();
        for kind in SquareKind::ALL {
            for n in 3..=8 {
                systems.push((format!("{kind:?} square {n}"), n * n, kind.constraints(n)));
            }
        }
        for kind in CubeKind::ALL {
            for n in 3..=4 {
                systems.push((format!("{kind:?} cube {n}"), n * n * n, kind.constraints(n)));
            }
        }
        for (name, cells, constraints) in systems {
            // Every one of these systems compiles and is consistent: none is skipped.
            let sys = SumSystem::new(cells, &constraints).unwrap_or_else(|| panic!("{name}: no kernel"));
            let free = crate::linear::free_cells(cells, &constraints)
                .unwrap_or_else(|| panic!("{name}: inconsistent"));
            assert_eq!(sys.branching_steps().len(), free, "{name}");
        }
    }

    /// Where the greedy order already places each determined cell at once, moving determined
    /// cells forward changes nothing, so the estimates of magic squares of orders 5 and up
    /// (and the long runs that resume from checkpoints) walk the same tree as before linear
    /// forcing. Pandiagonal squares of order 7 are the counter-example: their order changes.
    #[test]
    fn determined_cells_first_keeps_the_greedy_order_of_magic_squares() {
        use crate::kind::CubeKind;
        let mut kept: Vec<(usize, Vec<Constraint>)> = Vec::new();
        for n in 3..=8 {
            // Order 4 is the exception: one of its cells is determined only by several lines.
            if n != 4 {
                kept.push((n * n, SquareKind::Magic.constraints(n)));
            }
            kept.push((n * n, SquareKind::SemiMagic.constraints(n)));
        }
        for n in 3..=4 {
            kept.push((n * n * n, CubeKind::Simple.constraints(n)));
        }
        for (cells, constraints) in kept {
            let greedy = fill_order(cells, &constraints);
            assert_eq!(
                determined_first(cells, &constraints, greedy.clone()),
                greedy,
                "{cells} cells"
            );
        }
        let c = SquareKind::Pandiagonal.constraints(7);
        let greedy = fill_order(49, &c);
        assert_ne!(determined_first(49, &c, greedy.clone()), greedy);
    }

    /// A cell computed from several sets gets the value the figure has: every pandiagonal
    /// square of order 4 the kernel lists meets all its sets, and they are the 384 known
    /// (48 up to the 8 symmetries); the kernel branches 4 times where it did 7.
    #[test]
    fn linearly_forced_cells_take_the_figures_values() {
        let n = 4;
        let constraints = SquareKind::Pandiagonal.constraints(n);
        let sys = SumSystem::new(n * n, &constraints).unwrap();
        assert!((0..n * n).any(|s| sys.steps[s].linear.is_some()));
        let mut found = 0;
        sys.for_each(&mut |sq| {
            found += 1;
            for c in &constraints {
                let sum: u32 = c.cells.iter().map(|&x| sq[x as usize] as u32).sum();
                assert_eq!(sum as usize, c.cells.len() * (n * n - 1) / 2, "{sq:?}");
            }
        });
        assert_eq!(found, 384);
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
