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
}
