//! knuth: Knuth's random probes of the enumeration kernel's search tree, with the bottom of
//! the tree counted exactly.
//!
//! A probe walks the kernel's tree ([`TailedTree`]) from the root, at each step choosing
//! uniformly among the children that survive pruning, until only `tail` branching steps are
//! left; the subtree below is counted exactly. The product of the child counts times that
//! count has expectation equal to the number of leaves (Knuth 1975): each leaf below a path
//! is reached with probability `1 / product`. Deeper exact tails cost more per probe and vary
//! much less.

use rand::Rng;
use rand_chacha::ChaCha20Rng;

use crate::error::Result;
use crate::magic::kind::{CubeKind, SquareKind};
use crate::stats::Sample;
use crate::tree::{kernel_tree, TailedTree, DEFAULT_LOOKAHEAD};
use crate::{ExactWork, Figures, Method, Sampler, Setting, Settings};

/// The knuth method.
pub struct KnuthMethod;

/// The settings knuth reads.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "tail",
        about: "branching steps counted exactly at the bottom of the tree [default: 3 for squares of order 3 and 4, 4 for associative squares, 6 for associative cubes of order 4, else 8]",
    },
    Setting {
        name: "lookahead",
        about: "branching steps below a child that must be reachable for it to count [default: 0]",
    },
];

/// The knuth method's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KnuthSettings {
    /// Branching steps counted exactly at the bottom of the tree ([`default_tail`]).
    pub tail: Option<usize>,
    /// Branching steps a child must reach below it to count ([`DEFAULT_LOOKAHEAD`]).
    pub lookahead: Option<usize>,
}

impl KnuthSettings {
    /// The settings of `settings` that knuth reads.
    pub fn of(settings: &Settings) -> KnuthSettings {
        KnuthSettings {
            tail: settings.count("tail"),
            lookahead: settings.count("lookahead"),
        }
    }
}

impl Method for KnuthMethod {
    fn name(&self) -> &'static str {
        "knuth"
    }

    fn description(&self) -> &'static str {
        "random probes of the enumeration tree, its bottom branching steps counted exactly"
    }

    fn scope(&self) -> &'static str {
        "squares and cubes of at most 128 cells (the enumeration kernel's)"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        let s = KnuthSettings::of(settings);
        let tail = s.tail.unwrap_or_else(|| default_tail(figures));
        let tree = kernel_tree(figures, tail, s.lookahead.unwrap_or(DEFAULT_LOOKAHEAD))?;
        Ok(Box::new(Knuth::new(tree)))
    }
}

/// Branching steps counted exactly by default: about as deep as keeps a probe near a
/// millisecond (measured on order 4-8 squares and order 3-4 cubes). The smc method measured
/// the same optimum, except where [`crate::smc::default_tail`] says.
pub fn default_tail(figures: Figures) -> usize {
    match figures {
        Figures::Square(_, 3 | 4) => 3,
        // The central pairs force so many cells that a tail of 8 is a large exact count (a
        // few smc runs cost minutes at order 7; docs/estimates/results.md, "Other kinds").
        Figures::Square(SquareKind::Associative, _) => 4,
        Figures::Square(..) => 8,
        // smc's relative variance x CPU s 0.22 at a tail of 6, 1.4 at 4; a tail of 8 had not
        // finished 200 runs in 10 minutes (docs/estimates/results.md, "Associative magic
        // cubes of order 4").
        Figures::Cube(CubeKind::Associative, 4) => 6,
        Figures::Cube(..) => 8,
    }
}

/// Knuth's probes compiled: the tree they walk.
#[derive(Clone, Debug)]
pub struct Knuth {
    tree: TailedTree,
}

impl Knuth {
    /// Probes of `tree`.
    pub fn new(tree: TailedTree) -> Knuth {
        Knuth { tree }
    }

    /// The tree probed.
    pub fn tree(&self) -> &TailedTree {
        &self.tree
    }
}

/// One probe of `tree`: ln of its estimate of the number of figures, `None` when it is zero.
pub fn probe<R: Rng>(tree: &TailedTree, rng: &mut R) -> Option<f64> {
    let p = tree
        .system()
        .probe(tree.exact_from(), tree.lookahead(), &mut |k| rng.gen_range(0..k));
    (p.tail > 0).then(|| p.ln_branching + (p.tail as f64).ln() + tree.ln_group())
}

impl Sampler for Knuth {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(probe(&self.tree, rng))
    }

    fn detail(&self) -> String {
        if self.counts_whole_tree() {
            format!(
                " (exact tail of {} branching steps: the whole tree, counted exactly)",
                self.tail()
            )
        } else {
            format!(
                " (exact tail of {} branching steps, lookahead {})",
                self.tail(),
                self.lookahead()
            )
        }
    }

    /// Every sample is the exact count of the whole tree when the tail holds it, which can
    /// take minutes (all the order-5 squares): one fixes the scale, and 64 would repeat it
    /// 64 times. Otherwise the shared limits: probes are cheap and mostly zero.
    fn pilot_limits(&self) -> (u64, u64) {
        if self.counts_whole_tree() {
            (1, 1)
        } else {
            (crate::pilot::PILOT_SAMPLES, crate::pilot::PILOT_HITS)
        }
    }

    fn counts_whole_tree(&self) -> bool {
        self.tree.counts_whole_tree()
    }

    fn tail(&self) -> usize {
        self.tree.tail()
    }

    fn lookahead(&self) -> usize {
        self.tree.lookahead()
    }

    fn exact_work(&self) -> Vec<ExactWork<'_>> {
        vec![self.tree.exact_work(1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::tests::order4;
    use rand::SeedableRng;

    #[test]
    fn a_full_tail_is_the_exact_count() {
        let k = order4(100);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(1);
        let x = probe(&k, &mut rng).unwrap();
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
            .filter_map(|_| probe(&k, &mut rng))
            .map(f64::exp)
            .sum::<f64>()
            / n as f64;
        // Relative SE at 20000 probes is about 8%: allow 3 of them.
        assert!((mean / 7040.0 - 1.0).abs() < 0.25, "{mean}");
    }

    /// A tail over the whole tree makes every sample the exact count: the pilot draws one,
    /// not the 64 hits it waits for otherwise (64 counts of all order-5 squares for
    /// `--method knuth --tail 100`).
    #[test]
    fn a_pilot_over_the_whole_tree_draws_one_sample() {
        let whole = order4(0).branching();
        for tail in [whole, whole + 100] {
            assert_eq!(Knuth::new(order4(tail)).pilot_limits(), (1, 1), "tail {tail}");
        }
        assert_eq!(
            Knuth::new(order4(whole - 1)).pilot_limits(),
            (crate::pilot::PILOT_SAMPLES, crate::pilot::PILOT_HITS)
        );
    }

    #[test]
    fn figures_default_to_the_tail_they_were_tuned_at() {
        assert_eq!(default_tail(Figures::Cube(CubeKind::Associative, 4)), 6);
        assert_eq!(default_tail(Figures::Square(SquareKind::Associative, 7)), 4);
        assert_eq!(default_tail(Figures::Square(SquareKind::Magic, 7)), 8);
        assert_eq!(default_tail(Figures::Square(SquareKind::Magic, 4)), 3);
    }
}
