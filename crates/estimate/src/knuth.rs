//! The first estimator: Knuth's random probe of the enumeration kernel's search tree, with
//! the bottom of the tree counted exactly.
//!
//! The tree is the one `square count` searches: the [`SumSystem`] in its greedy fill order,
//! with the symmetry-breaking order on the corners, so its leaves are one figure per class.
//! A probe walks from the root, at each step choosing uniformly among the children that
//! survive pruning, until only `tail` branching steps are left; the subtree below is counted
//! exactly. The product of the child counts times that count has expectation equal to the
//! number of leaves (Knuth 1975): each leaf below a path is reached with probability
//! `1 / product`. Deeper exact tails cost more per probe and vary much less.

use rand::{Rng, RngCore};

use crate::magic::sum_system::SumSystem;

/// Knuth's estimator compiled for one sum system: draws probes of its search tree.
#[derive(Clone, Debug)]
pub struct Knuth {
    sys: SumSystem,
    /// Step from which the subtree is counted exactly.
    exact_from: usize,
    /// Branching steps a child must reach below it to count (see [`SumSystem::probe`]).
    lookahead: usize,
    /// ln of the symmetry group's order: each leaf stands for that many figures.
    ln_group: f64,
}

impl Knuth {
    /// `tail`: how many of the last branching steps are counted exactly (0: none, the probe
    /// runs to a leaf).
    pub fn new(sys: SumSystem, tail: usize, lookahead: usize, group_order: usize) -> Knuth {
        let branching = sys.branching_steps();
        let exact_from = match branching.len().checked_sub(tail) {
            _ if tail == 0 => sys.cells(),
            Some(k) if k < branching.len() => branching[k],
            _ => 0,
        };
        Knuth {
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

    /// The sum system probed.
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

    /// One probe: ln of its estimate of the number of figures, `None` when it is zero.
    pub fn sample<R: Rng>(&self, rng: &mut R) -> Option<f64> {
        let p = self
            .sys
            .probe(self.exact_from, self.lookahead, &mut |k| rng.gen_range(0..k));
        (p.tail > 0).then(|| p.ln_branching + (p.tail as f64).ln() + self.ln_group)
    }

    /// One run of a population of `particles` probes resampled at every level of the same
    /// tree ([`super::smc`]): ln of its estimate of the number of figures, `None` when every
    /// particle died. With one particle it is one probe.
    pub fn smc_sample(&self, particles: usize, rng: &mut dyn RngCore) -> Option<f64> {
        let x = if self.sys.cells() <= 64 {
            let tree = self.sys.tree::<u64>(self.exact_from, self.lookahead);
            super::smc::run(&tree, particles, rng)
        } else {
            let tree = self.sys.tree::<u128>(self.exact_from, self.lookahead);
            super::smc::run(&tree, particles, rng)
        };
        x.map(|x| x + self.ln_group)
    }

    /// The tree probed.
    pub fn system(&self) -> &SumSystem {
        &self.sys
    }

    /// Branching steps below a child that must be reachable for it to count.
    pub fn lookahead(&self) -> usize {
        self.lookahead
    }
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
mod tests {
    use super::*;
    use crate::geometry::symmetry::symmetry_breaking_pairs;
    use crate::magic::kind::SquareKind;
    use rand::SeedableRng;

    fn order4(tail: usize) -> Knuth {
        let sys = SumSystem::with_order(
            16,
            &SquareKind::Magic.constraints(4),
            &symmetry_breaking_pairs::<2>(4),
        )
        .unwrap();
        Knuth::new(sys, tail, 1, 8)
    }

    #[test]
    fn a_full_tail_is_the_exact_count() {
        let k = order4(100);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(1);
        let x = k.sample(&mut rng).unwrap();
        assert!((x.exp() - 7040.0).abs() < 1e-6);
    }

    #[test]
    fn probes_average_to_the_count() {
        let k = order4(3);
        // 16 cells less the rank 9 of the 10 lines: one cell that no line alone forces is
        // computed from the lines together (`sum_system::linear_forcing`).
        assert_eq!(k.branching(), 7);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(2);
        let n = 20000;
        let mean: f64 = (0..n)
            .filter_map(|_| k.sample(&mut rng))
            .map(f64::exp)
            .sum::<f64>()
            / n as f64;
        // Relative SE at 20000 probes is about 8%: allow 3 of them.
        assert!((mean / 7040.0 - 1.0).abs() < 0.25, "{mean}");
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
