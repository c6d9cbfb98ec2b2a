//! The enumeration kernel's search tree as the tree methods (knuth, smc, rearrange and
//! pairings) walk it: [`TailedTree`], the tree with its last branching steps counted exactly,
//! and [`WorkProfile`], what that exact work costs before any is done.
//!
//! The tree is the one `square count` searches: the [`SumSystem`] in its greedy fill order,
//! with the symmetry-breaking order on the corners, so its leaves are one figure per class.
//! A walk from the root chooses among the children that survive pruning until only `tail`
//! branching steps are left; the subtree below is counted exactly. Deeper exact tails cost
//! more per walk and vary much less.

use rand::{Rng, RngCore};

use crate::error::{Error, Result};
use crate::magic::sum_system::{SumSystem, MAX_CELLS};
use crate::{ExactWork, Figures};

/// Branching steps a walk looks ahead before it counts a child, by default. The forced
/// cascade is always looked through; at order 6 one more step cost twice the time for no
/// less variance (research/notes/estimator-tuning.md).
pub const DEFAULT_LOOKAHEAD: usize = 0;

/// The kernel's tree of one sum system, its last `tail` branching steps counted exactly: what
/// Knuth's probes ([`crate::knuth`]) and smc's populations ([`crate::smc::run_tailed`])
/// walk.
#[derive(Clone, Debug)]
pub struct TailedTree {
    sys: SumSystem,
    /// Step from which the subtree is counted exactly.
    exact_from: usize,
    /// Branching steps a child must reach below it to count (see [`SumSystem::probe`]).
    lookahead: usize,
    /// ln of the symmetry group's order: each leaf stands for that many figures.
    ln_group: f64,
}

impl TailedTree {
    /// `tail`: how many of the last branching steps are counted exactly (0: none, a walk
    /// runs to a leaf); `group_order`: how many figures each leaf stands for (the symmetry
    /// group's order where the system keeps one figure a class, else 1).
    pub fn new(sys: SumSystem, tail: usize, lookahead: usize, group_order: usize) -> TailedTree {
        let branching = sys.branching_steps();
        let exact_from = match branching.len().checked_sub(tail) {
            _ if tail == 0 => sys.cells(),
            Some(k) if k < branching.len() => branching[k],
            _ => 0,
        };
        TailedTree {
            sys,
            exact_from,
            lookahead,
            ln_group: (group_order as f64).ln(),
        }
    }

    /// The step from which subtrees are counted exactly.
    pub fn exact_from(&self) -> usize {
        self.exact_from
    }

    /// The sum system, taken out of the tree.
    pub fn into_system(self) -> SumSystem {
        self.sys
    }

    /// How many branching steps the kernel has for this system (the most `tail` can be).
    pub fn branching(&self) -> usize {
        self.sys.branching_steps().len()
    }

    /// Whether the exact tail holds every branching step, so that every probe is the exact
    /// count of the tree.
    pub fn counts_whole_tree(&self) -> bool {
        tail_of(&self.sys, self.exact_from) >= self.branching()
    }

    /// Branching steps counted exactly: the `tail` asked for, or all the tree has when it
    /// asked for more.
    pub fn tail(&self) -> usize {
        tail_of(&self.sys, self.exact_from)
    }

    /// The tree as [`crate::pilot`] prices its exact work, walked `copies` times a sample.
    pub fn exact_work(&self, copies: usize) -> ExactWork<'_> {
        ExactWork {
            system: &self.sys,
            exact_from: self.exact_from,
            lookahead: self.lookahead,
            copies,
        }
    }

    /// ln of the symmetry group's order: each leaf stands for that many figures.
    pub fn ln_group(&self) -> f64 {
        self.ln_group
    }

    /// The sum system whose tree this is.
    pub fn system(&self) -> &SumSystem {
        &self.sys
    }

    /// Branching steps below a child that must be reachable for it to count.
    pub fn lookahead(&self) -> usize {
        self.lookahead
    }
}

/// The kernel's tree of `figures` with `tail` branching steps counted exactly, or why the
/// kernel does not hold them (more than its [`MAX_CELLS`] cells, or line sums that are not
/// whole numbers).
pub(crate) fn kernel_tree(figures: Figures, tail: usize, lookahead: usize) -> Result<TailedTree> {
    let cells = figures.cells().unwrap_or(usize::MAX);
    if cells > MAX_CELLS {
        return Err(Error::usage(format!(
            "{}: the enumeration kernel holds at most {MAX_CELLS} cells, these have {cells}; use the anneal or population method",
            figures.describe()
        )));
    }
    let sys = figures.kernel_system().ok_or_else(|| figures.fractional())?;
    Ok(TailedTree::new(sys, tail, lookahead, figures.group_order()))
}

/// The branching steps of `sys` counted exactly from step `exact_from` on.
pub fn tail_of(sys: &SumSystem, exact_from: usize) -> usize {
    sys.branching_steps().iter().filter(|&&s| s >= exact_from).count()
}

/// What a probe's exact work costs, before any is done: Knuth's estimates of the number of
/// nodes at each branching level ([`SumSystem::level_sizes`]), from which the nodes below
/// one node of a level follow as ratios. An exact tail of `t` steps counts the whole subtree
/// below a node `t` levels above the leaves; a lookahead of `l` searches, for every child of
/// every node above the tail, up to `l` levels further. A user who asks for a tail of 30 at
/// order 6 learns it before the first sample, not after hours of it.
#[derive(Clone, Debug)]
pub struct WorkProfile {
    levels: Vec<f64>,
    probes: usize,
}

impl WorkProfile {
    /// The profile of `sys`'s tree from `probes` probes.
    pub fn of(sys: &SumSystem, probes: usize, rng: &mut dyn RngCore) -> WorkProfile {
        WorkProfile {
            levels: sys.level_sizes(probes, &mut |k| rng.gen_range(0..k)),
            probes,
        }
    }

    /// The probes it rests on.
    pub fn probes(&self) -> usize {
        self.probes
    }

    /// About how many nodes one probe visits in an exact tail of `tail` branching steps and
    /// the checks of a lookahead of `lookahead` (the random walk above costs a node a level).
    pub fn nodes(&self, tail: usize, lookahead: usize) -> f64 {
        let leaves = self.levels.len() - 1;
        let from = leaves.saturating_sub(tail);
        let look: f64 = if lookahead == 0 {
            0.0
        } else {
            (0..from).map(|j| self.below(j, lookahead + 1)).sum()
        };
        1.0 + self.below(from, leaves) + look
    }

    /// The nodes within `depth` levels below one node of level `j` (0 when no probe reached
    /// level `j`: then nothing below it is ever counted either).
    fn below(&self, j: usize, depth: usize) -> f64 {
        let end = (j + depth).min(self.levels.len() - 1);
        if self.levels[j] == 0.0 || end <= j {
            return 0.0;
        }
        self.levels[j + 1..=end].iter().sum::<f64>() / self.levels[j]
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::geometry::symmetry::symmetry_breaking_pairs;
    use crate::magic::kind::SquareKind;
    use rand::SeedableRng;

    pub(crate) fn order4(tail: usize) -> TailedTree {
        let sys = SumSystem::with_order(
            16,
            &SquareKind::Magic.constraints(4),
            &symmetry_breaking_pairs::<2>(4),
        )
        .unwrap();
        TailedTree::new(sys, tail, 1, 8)
    }

    #[test]
    fn the_work_profile_reads_the_tree_of_order_4() {
        let k = order4(3);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(3);
        let profile = WorkProfile::of(k.system(), 20000, &mut rng);
        assert_eq!(tail_of(k.system(), k.exact_from()), 3);
        // The leaves' level estimates the figures, one a class: 7040 / 8 = 880.
        let leaves = profile.levels.last().unwrap();
        assert!((leaves / 880.0 - 1.0).abs() < 0.25, "{leaves}");
        // A tail of every step counts the whole tree: its nodes are every level's, summed.
        let whole = profile.nodes(7, 0);
        assert!((whole - profile.levels.iter().sum::<f64>()).abs() < 1e-6 * whole);
        // Deeper tails and lookaheads cost more; a tail of 0 visits the leaf alone.
        assert_eq!(profile.nodes(0, 0), 1.0);
        assert!(profile.nodes(3, 0) < profile.nodes(5, 0));
        assert!(profile.nodes(3, 0) < profile.nodes(3, 2));
    }

    #[test]
    fn the_nodes_of_the_whole_tree_match_a_full_search() {
        // The whole tree's nodes at branching levels, counted by walking it: each level's
        // estimate averages to its exact size.
        let k = order4(7);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(4);
        let profile = WorkProfile::of(k.system(), 20000, &mut rng);
        let sys = k.into_system();
        let steps = sys.branching_steps();
        for (j, &s) in steps.iter().enumerate().skip(1) {
            let exact = sys.prefixes(s).len() as f64;
            let est = profile.levels[j];
            assert!(
                (est / exact - 1.0).abs() < 0.25,
                "level {j}: {est} against {exact}"
            );
        }
    }
}
