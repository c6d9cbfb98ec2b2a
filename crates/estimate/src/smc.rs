//! smc: sequential Monte Carlo over the enumeration kernel's tree, Knuth's probes run as a
//! population that is resampled level by level (Rosenbluth and Rosenbluth's enrichment,
//! Grassberger's "go with the winners", Rubinstein's stochastic enumeration, in the form of
//! Del Moral's particle estimate of a normalising constant). The run on any [`Tree`] is here
//! too: rearrange and pairings sample theirs with it.
//!
//! A run keeps `M` partial solutions (particles) at one level of a [`Tree`]. Each level, every
//! particle lists its weighted children; the level's factor is the children's total weight
//! over `M`; then `M` children are drawn in proportion to weight (stratified resampling) and
//! become the next level's particles. At the last level the particles' subtrees are counted
//! exactly. The run's estimate is the product of the factors times the mean count.
//!
//! It is unbiased for the number of leaves whatever `M` (for `M = 1` it *is* Knuth's probe):
//! the expected number of copies of a child after resampling is `M` times its share of the
//! weight, so by induction over the levels the expected sum over the particles of
//! (product of factors so far) x leaves(particle) / M stays the root's leaf count. Where
//! Knuth's single probe dies at the first dead end, the population puts the dead particles'
//! places to living ones, so deep trees whose paths mostly die (order-4 magic cubes) are
//! still estimated; the spread of one run falls roughly like 1/M.

use rand::{Rng, RngCore};
use rand_chacha::ChaCha20Rng;

use crate::error::{Error, Result};
use crate::magic::kind::{CubeKind, SquareKind};
use crate::search::tree::Tree;
use crate::stats::Sample;
use crate::tree::{kernel_tree, TailedTree, DEFAULT_LOOKAHEAD};
use crate::{knuth, ExactWork, Figures, Method, Sampler, Setting, Settings};

/// The smc method.
pub struct SmcMethod;

/// The settings smc reads.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "tail",
        about: "branching steps counted exactly at the bottom of the tree [default: as knuth's, but 7 for magic squares of order 7]",
    },
    Setting {
        name: "lookahead",
        about: "branching steps below a child that must be reachable for it to count [default: 0]",
    },
    Setting {
        name: "particles",
        about: "particles in the population of one sample [default: 5000; 2000 for associative cubes of order 4]",
    },
];

/// The smc method's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SmcSettings {
    /// Branching steps counted exactly at the bottom of the tree ([`default_tail`]).
    pub tail: Option<usize>,
    /// Branching steps a child must reach below it to count ([`DEFAULT_LOOKAHEAD`]).
    pub lookahead: Option<usize>,
    /// Particles of one run ([`default_particles`]).
    pub particles: Option<usize>,
}

impl SmcSettings {
    /// The settings of `settings` that smc reads.
    pub fn of(settings: &Settings) -> SmcSettings {
        SmcSettings {
            tail: settings.count("tail"),
            lookahead: settings.count("lookahead"),
            particles: settings.count("particles"),
        }
    }
}

impl Method for SmcMethod {
    fn name(&self) -> &'static str {
        "smc"
    }

    fn description(&self) -> &'static str {
        "a population of knuth probes resampled at every branching step (sequential Monte Carlo)"
    }

    fn scope(&self) -> &'static str {
        "squares and cubes of at most 128 cells (the enumeration kernel's)"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        let s = SmcSettings::of(settings);
        let tail = s.tail.unwrap_or_else(|| default_tail(figures));
        let tree = kernel_tree(figures, tail, s.lookahead.unwrap_or(DEFAULT_LOOKAHEAD))?;
        let particles = checked_particles(s.particles)?.unwrap_or_else(|| default_particles(figures));
        Ok(Box::new(Smc { tree, particles }))
    }

    /// One run a unit: a run is costly.
    fn default_batch(&self, _samples: u64) -> u64 {
        1
    }
}

/// Branching steps counted exactly by default: knuth's ([`knuth::default_tail`]; tail 8
/// against 6, 7, 9 and 10 at orders 6-8, by hand), except at order 7, where runs recorded
/// later put a tail of 7 ahead.
pub fn default_tail(figures: Figures) -> usize {
    match figures {
        // Relative variance x CPU s at order 7: 4.1e-4 and 4.2e-4 at a tail of 7 against
        // 5.5e-4 and 6.0e-4 at 8 (two seeds); at order 8 the two are even (1.12e-3, 1.07e-3)
        // (docs/runs/smc-tuning-order7, -order8).
        Figures::Square(SquareKind::Magic, 7) => 7,
        _ => knuth::default_tail(figures),
    }
}

/// Particles of one run by default: at orders 6-8, 1000 to 20,000 particles gave about the
/// same variance per CPU second (research/notes/estimator-tuning.md); 5000 keeps a sample
/// near a quarter of a second at order 8, so checkpoints and progress stay fine-grained.
pub const DEFAULT_PARTICLES: usize = 5000;

/// Particles of one run when none are given: [`DEFAULT_PARTICLES`], but 2000 for
/// associative cubes of order 4 (relative variance x CPU s 0.22 there, 0.42 with 500 or
/// 8000).
pub fn default_particles(figures: Figures) -> usize {
    match figures {
        Figures::Cube(CubeKind::Associative, 4) => 2000,
        _ => DEFAULT_PARTICLES,
    }
}

/// The particles the user gave, if within bounds (rearrange and pairings check theirs here
/// too).
pub(crate) fn checked_particles(particles: Option<usize>) -> Result<Option<usize>> {
    match particles {
        Some(0) => Err(Error::usage("an smc sample needs at least one particle")),
        Some(p) if p > MAX_PARTICLES => Err(Error::usage(format!(
            "{p} particles: at most {MAX_PARTICLES} (each holds a partial figure in memory)"
        ))),
        p => Ok(p),
    }
}

/// The pilot's samples at most for a method whose sample is an smc run (smc, rearrange,
/// pairings): it stops at the first that is not zero. A run is close to log-normal with a
/// small spread, so one fixes the scale, but a small population can die out now and then.
pub const PILOT_SAMPLES: u64 = 64;

/// The smc method compiled: the kernel's tree, sampled by a population of probes.
#[derive(Clone, Debug)]
pub struct Smc {
    tree: TailedTree,
    particles: usize,
}

impl Smc {
    /// Runs of `particles` particles on `tree`.
    pub fn new(tree: TailedTree, particles: usize) -> Smc {
        Smc { tree, particles }
    }
}

/// One run of a population of `particles` probes resampled at every level of `tree`: ln of
/// its estimate of the number of figures, `None` when every particle died. With one particle
/// it is one of Knuth's probes.
pub fn run_tailed(tree: &TailedTree, particles: usize, rng: &mut dyn RngCore) -> Option<f64> {
    let sys = tree.system();
    let x = if sys.cells() <= 64 {
        run(
            &sys.tree::<u64>(tree.exact_from(), tree.lookahead()),
            particles,
            rng,
        )
    } else {
        run(
            &sys.tree::<u128>(tree.exact_from(), tree.lookahead()),
            particles,
            rng,
        )
    };
    x.map(|x| x + tree.ln_group())
}

impl Sampler for Smc {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(run_tailed(&self.tree, self.particles, rng))
    }

    fn detail(&self) -> String {
        // The whole tree in the tail is one exact count a sample ([`counted_particles`]).
        if self.counts_whole_tree() {
            format!(
                " (exact tail of {} branching steps: the whole tree, counted exactly)",
                self.tail()
            )
        } else {
            format!(
                " ({} particles resampled at every branching step, exact tail of {} branching steps)",
                self.particles,
                self.tail()
            )
        }
    }

    /// One sample over the whole tree (it is the exact count), else up to [`PILOT_SAMPLES`]
    /// until the first hit.
    fn pilot_limits(&self) -> (u64, u64) {
        if self.counts_whole_tree() {
            (1, 1)
        } else {
            (PILOT_SAMPLES, 1)
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

    fn record(&self, spec: &mut serde_json::Value) {
        spec["particles"] = serde_json::json!(self.particles);
    }

    fn exact_work(&self) -> Vec<ExactWork<'_>> {
        vec![self.tree.exact_work(self.particles)]
    }
}

/// Most particles a run may have. A particle of the 128-cell kernel holds about 350 bytes and
/// a level lists at most 128 children a particle (24 bytes each), so a run at this bound
/// keeps under half a GiB per thread.
pub const MAX_PARTICLES: usize = 1 << 17;

/// One run of the population: ln of its estimate of the number of leaves, `None` when every
/// particle died (an estimate of zero).
pub fn run<T: Tree>(tree: &T, particles: usize, rng: &mut dyn RngCore) -> Option<f64> {
    run_observed(tree, particles, rng, &mut |_| {})
}

/// What one level of a run looked like, for diagnosing where a population dies.
#[derive(Clone, Copy, Debug)]
pub struct Level {
    /// The level's index (0: the root's children are listed).
    pub index: usize,
    /// Particles that listed at least one child.
    pub with_children: usize,
    /// Children listed by all particles together.
    pub children: usize,
    /// ln of the run's estimate so far: of the number of nodes one level down (weighted).
    pub ln_estimate: f64,
}

/// As [`run`], calling `observe` once a level, after its children are listed (also for the
/// level where every particle dies).
pub fn run_observed<T: Tree>(
    tree: &T,
    particles: usize,
    rng: &mut dyn RngCore,
    observe: &mut dyn FnMut(&Level),
) -> Option<f64> {
    let m = population(tree, particles);
    let (ln_factors, mut pop) = evolve(tree, m, rng, observe)?;
    let leaves: f64 = pop.iter_mut().map(|node| tree.count(node)).sum();
    (leaves > 0.0).then(|| ln_factors + (leaves / m as f64).ln())
}

/// One run whose particles, once at the tree's depth, are each given `K` numbers by
/// `leaf` (weighted sums over their leaves: a count, and a sum of some function of the
/// leaves, say) instead of [`Tree::count`]: ln of the product of the level factors, and
/// the particles' mean of each number. The product times each mean is an unbiased estimate
/// of that number summed over the whole tree's depth, for the reason [`run`] is; taken
/// from the same particles, the estimates are correlated, which is what a control variate
/// needs. `None` when every particle died.
pub fn run_with_leaves<T: Tree, const K: usize>(
    tree: &T,
    particles: usize,
    rng: &mut dyn RngCore,
    leaf: &mut dyn FnMut(&mut T::Node) -> [f64; K],
) -> Option<(f64, [f64; K])> {
    let m = population(tree, particles);
    let (ln_factors, mut pop) = evolve(tree, m, rng, &mut |_| {})?;
    let mut means = [0.0; K];
    for node in &mut pop {
        for (mean, x) in means.iter_mut().zip(leaf(node)) {
            *mean += x / m as f64;
        }
    }
    Some((ln_factors, means))
}

/// The particles a run keeps, and so the exact counts it makes at the tree's depth, for a
/// tree of `sampled_levels` levels above its exact tail: `particles`, but one where there is
/// no level to sample. There every particle is the root and its exact count is the whole
/// answer, so `M` copies would count the same tree `M` times (5000 whole-tree counts a
/// sample for semi-magic cubes of order 3 at the default tail, minutes where one count takes
/// 60 ms). The pricing of a tail's exact work counts with it too.
pub fn counted_particles(sampled_levels: usize, particles: usize) -> usize {
    if sampled_levels == 0 {
        1
    } else {
        particles.max(1)
    }
}

fn population<T: Tree>(tree: &T, particles: usize) -> usize {
    counted_particles(tree.depth(), particles)
}

/// The population's walk down to the tree's depth: ln of the product of the level factors
/// and the `m` particles at the last level; `None` when every particle died on the way.
fn evolve<T: Tree>(
    tree: &T,
    m: usize,
    rng: &mut dyn RngCore,
    observe: &mut dyn FnMut(&Level),
) -> Option<(f64, Vec<T::Node>)> {
    let mut pop = vec![tree.root()?; m];
    // The next level's particles, written over the storage of the level before last.
    let mut next = pop.clone();
    let mut ln_estimate = 0.0;
    // A level's children with their weights, as the particles list them one after another,
    // and the particle each came from.
    let mut kids: Vec<(T::Child, f64)> = Vec::new();
    let mut parent: Vec<u32> = Vec::new();
    for index in 0..tree.depth() {
        kids.clear();
        parent.clear();
        let mut with_children = 0;
        for (i, node) in pop.iter_mut().enumerate() {
            let listed = kids.len();
            tree.branch(node, rng, &mut kids);
            with_children += usize::from(kids.len() > listed);
            // i < MAX_PARTICLES = 2^17.
            parent.resize(kids.len(), i as u32);
        }
        let total: f64 = kids.iter().map(|k| k.1).sum();
        ln_estimate += (total / m as f64).ln();
        observe(&Level {
            index,
            with_children,
            children: kids.len(),
            ln_estimate,
        });
        if kids.is_empty() || total <= 0.0 {
            return None;
        }
        let picked = stratified(&kids, total, m, rng);
        for (out, k) in next.iter_mut().zip(picked) {
            tree.descend_into(&pop[parent[k] as usize], kids[k].0, out);
        }
        std::mem::swap(&mut pop, &mut next);
    }
    Some((ln_estimate, pop))
}

/// Stratified resampling: `m` indices into `items`, one uniform point in each of `m` equal
/// slices of the total weight, so item `i` is drawn `m w_i / total` times in expectation
/// and about that often in fact. Not systematic resampling (one uniform for all slices):
/// the particles of a level are often copies of one node listing the same children, and a
/// regular grid of points then picks the same child in every copy.
fn stratified<C>(items: &[(C, f64)], total: f64, m: usize, rng: &mut dyn RngCore) -> Vec<usize> {
    let step = total / m as f64;
    let mut out = Vec::with_capacity(m);
    if !items.is_empty() && items.iter().all(|item| item.1 == 1.0) {
        // Unit weights (the kernel's tree): the running sum before item i is i exactly, so
        // the point falls in item floor(point), the same item the scan below finds without
        // walking a level's hundreds of thousands of children.
        let last = items.len() - 1;
        for j in 0..m {
            let point = (j as f64 + rng.gen::<f64>()) * step;
            out.push((point as usize).min(last));
        }
        return out;
    }
    let mut acc = 0.0;
    let mut i = 0;
    for j in 0..m {
        let point = (j as f64 + rng.gen::<f64>()) * step;
        while i + 1 < items.len() && acc + items[i].1 <= point {
            acc += items[i].1;
            i += 1;
        }
        out.push(i);
    }
    out
}

/// The mean of `runs` runs (zero for a run that died) and its standard error: what the
/// tests of every tree compare with the exact leaf count.
#[cfg(test)]
pub(crate) fn mean_of_runs<T: Tree>(
    tree: &T,
    particles: usize,
    runs: usize,
    rng: &mut dyn RngCore,
) -> (f64, f64) {
    let xs: Vec<f64> = (0..runs)
        .map(|_| run(tree, particles, rng).map_or(0.0, f64::exp))
        .collect();
    super::stats::mean_and_se(&xs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::Subsets;
    use rand::SeedableRng;

    fn seeded_mean_of_runs(tree: &Subsets, particles: usize, runs: usize, seed: u64) -> (f64, f64) {
        mean_of_runs(
            tree,
            particles,
            runs,
            &mut rand_chacha::ChaCha20Rng::seed_from_u64(seed),
        )
    }

    #[test]
    fn a_pilot_over_the_whole_tree_draws_one_sample() {
        use crate::tree::tests::order4;
        let whole = order4(0).branching();
        for tail in [whole, whole + 100] {
            assert_eq!(Smc::new(order4(tail), 10).pilot_limits(), (1, 1), "tail {tail}");
        }
        assert_eq!(Smc::new(order4(whole - 1), 10).pilot_limits(), (PILOT_SAMPLES, 1));
    }

    #[test]
    fn figures_default_to_the_tail_and_population_they_were_tuned_at() {
        let cube = Figures::Cube(CubeKind::Associative, 4);
        assert_eq!((default_tail(cube), default_particles(cube)), (6, 2000));
        let square = Figures::Square(SquareKind::Associative, 7);
        assert_eq!(
            (default_tail(square), default_particles(square)),
            (4, DEFAULT_PARTICLES)
        );
        // Magic squares of order 7: the tail measured cheapest there; elsewhere 8.
        let magic = Figures::Square(SquareKind::Magic, 7);
        assert_eq!(
            (default_tail(magic), default_particles(magic)),
            (7, DEFAULT_PARTICLES)
        );
        assert_eq!(default_tail(Figures::Square(SquareKind::Magic, 8)), 8);
        assert_eq!(default_tail(Figures::Square(SquareKind::SemiMagic, 7)), 8);
    }

    #[test]
    fn the_full_tail_is_exact() {
        let t = Subsets {
            n: 14,
            k: 5,
            s: 30,
            depth: 0,
        };
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(1);
        let x = run(&t, 7, &mut rng).unwrap().exp();
        assert!((x - t.brute() as f64).abs() < 1e-6, "{x}");
    }

    #[test]
    fn a_tree_with_no_sampled_level_is_counted_once() {
        /// [`Subsets`] that counts its exact counts.
        struct Counted(Subsets, std::cell::Cell<usize>);
        impl Tree for Counted {
            type Node = <Subsets as Tree>::Node;
            type Child = bool;
            fn root(&self) -> Option<Self::Node> {
                self.0.root()
            }
            fn depth(&self) -> usize {
                self.0.depth()
            }
            fn branch(&self, node: &mut Self::Node, rng: &mut dyn RngCore, out: &mut Vec<(bool, f64)>) {
                self.0.branch(node, rng, out)
            }
            fn descend(&self, node: &Self::Node, child: bool) -> Self::Node {
                self.0.descend(node, child)
            }
            fn count(&self, node: &mut Self::Node) -> f64 {
                self.1.set(self.1.get() + 1);
                self.0.count(node)
            }
        }
        let tree = |depth| {
            Counted(
                Subsets {
                    n: 14,
                    k: 5,
                    s: 30,
                    depth,
                },
                Default::default(),
            )
        };
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(2);
        let whole = tree(0);
        let x = run(&whole, 500, &mut rng).unwrap().exp();
        assert!((x - whole.0.brute() as f64).abs() < 1e-6, "{x}");
        assert_eq!(whole.1.get(), 1);
        // With a level to sample, each particle is counted.
        let sampled = tree(3);
        run(&sampled, 500, &mut rng).unwrap();
        assert_eq!(sampled.1.get(), 500);
    }

    #[test]
    fn runs_average_to_the_leaf_count_for_every_population_size() {
        let t = Subsets {
            n: 16,
            k: 6,
            s: 40,
            depth: 12,
        };
        let exact = t.brute() as f64;
        assert!(exact > 100.0);
        for (particles, seed) in [(1, 3), (2, 4), (5, 5), (64, 6)] {
            let (mean, se) = seeded_mean_of_runs(&t, particles, 20_000, seed);
            assert!(
                (mean - exact).abs() < 4.0 * se,
                "M = {particles}: {mean} ± {se}, exact {exact}"
            );
        }
    }

    #[test]
    fn a_larger_population_varies_less() {
        let t = Subsets {
            n: 20,
            k: 7,
            s: 66,
            depth: 16,
        };
        let (_, se1) = seeded_mean_of_runs(&t, 1, 2000, 7);
        let (_, se100) = seeded_mean_of_runs(&t, 100, 2000, 8);
        assert!(se100 * 5.0 < se1, "{se1} vs {se100}");
    }

    #[test]
    fn a_tree_with_no_leaf_gives_none() {
        let t = Subsets {
            n: 10,
            k: 3,
            s: 100,
            depth: 5,
        };
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(9);
        assert_eq!(run(&t, 50, &mut rng), None);
    }

    #[test]
    fn stratified_resampling_keeps_proportions() {
        let items = [((), 1.0), ((), 0.0), ((), 3.0)];
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(10);
        let picked = stratified(&items, 4.0, 8, &mut rng);
        assert_eq!(picked.iter().filter(|&&i| i == 0).count(), 2);
        assert_eq!(picked.iter().filter(|&&i| i == 1).count(), 0);
        assert_eq!(picked.iter().filter(|&&i| i == 2).count(), 6);
    }

    #[test]
    fn unit_weights_pick_what_the_scan_picks() {
        let unit: Vec<((), f64)> = vec![((), 1.0); 1000];
        // The same weights but one, which sends the draw down the scan.
        let mut scanned = unit.clone();
        scanned[999].1 = 1.0 + f64::EPSILON;
        let picks = |items: &[((), f64)], m: usize| {
            let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(m as u64);
            stratified(items, 1000.0, m, &mut rng)
        };
        for m in [1, 7, 1000, 2500] {
            assert_eq!(picks(&unit, m), picks(&scanned, m), "m = {m}");
        }
    }

    #[test]
    fn copies_of_one_node_choose_their_children_independently() {
        // Two children each, two slices per parent: a single grid would pick one side only.
        let items = vec![((), 1.0); 200];
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(11);
        let picked = stratified(&items, 200.0, 100, &mut rng);
        let odd = picked.iter().filter(|&&i| i % 2 == 1).count();
        assert!((30..=70).contains(&odd), "{odd}");
    }
}
