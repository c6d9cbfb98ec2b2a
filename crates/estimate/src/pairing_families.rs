//! pairings: magic cubes of order 4 counted family by family of a pairing of their cells.
//! (`--method pairings` names the method; [`crate::magic::pairing`] says what a pairing is.)
//!
//! - Simple and semi-magic cubes, by their complement pairings ([`crate::magic::pairing`]):
//!   the cubes whose pairing maps rows, columns and pillars onto rows, columns and pillars,
//!   which the kernel's tree over all simple cubes almost never reaches, but each family's
//!   tree does. A lower bound, and the summary says so.
//! - Pantriagonal cubes, by the pair sums of their cells (2, 2, 2) apart
//!   ([`pairing::translation_family`]): the seven families F_0, F_1, F_2, ..., F_32 (with
//!   F_-k of the size of F_k) hold every such cube, so this count is all of them.
//!
//! One sample draws a family k (for the complement pairings, a class of conjugate pairings)
//! with probability q_k and runs smc on it; size_k / q_k times that run, where size_k is the
//! number of families of one size that k stands for, is an unbiased estimate of all of them
//! together, for any q with every q_k > 0. The samples are independent, so the estimate
//! driver's batches, shards and checkpoints serve as for any other method.

use rand::{Rng, RngCore};
use rand_chacha::ChaCha20Rng;
use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::magic::kind::CubeKind;
use crate::magic::pairing;
use crate::stats::Sample;
use crate::tree::{TailedTree, DEFAULT_LOOKAHEAD};
use crate::{smc, ExactWork, Figures, Method, Part, Sampler, Setting, Settings};

/// The pairings method.
pub struct PairingFamiliesMethod;

/// The settings pairings reads.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "tail",
        about: "branching steps counted exactly in the large families' trees, at most 4 in the small ones [default: 6]",
    },
    Setting {
        name: "lookahead",
        about: "branching steps below a child that must be reachable for it to count [default: 0]",
    },
    Setting {
        name: "particles",
        about: "particles of the smc run on one family [default: 2000]",
    },
];

/// The pairings method's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairingFamiliesSettings {
    /// Branching steps counted exactly ([`DEFAULT_TAIL`]; see [`family_tail`]).
    pub tail: Option<usize>,
    /// Branching steps a child must reach below it to count ([`DEFAULT_LOOKAHEAD`]).
    pub lookahead: Option<usize>,
    /// Particles of one run ([`DEFAULT_PARTICLES`]).
    pub particles: Option<usize>,
}

impl PairingFamiliesSettings {
    /// The settings of `settings` that pairings reads.
    pub fn of(settings: &Settings) -> PairingFamiliesSettings {
        PairingFamiliesSettings {
            tail: settings.count("tail"),
            lookahead: settings.count("lookahead"),
            particles: settings.count("particles"),
        }
    }
}

impl Method for PairingFamiliesMethod {
    fn name(&self) -> &'static str {
        "pairings"
    }

    fn description(&self) -> &'static str {
        "cubes of order 4 family by family of a pairing of their cells, smc on one family a sample"
    }

    fn scope(&self) -> &'static str {
        "simple and semi-magic cubes of order 4 whose complement pairing maps lines onto lines (a lower bound on all), and all pantriagonal cubes of order 4"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        let Figures::Cube(
            kind @ (CubeKind::Simple | CubeKind::SemiMagic | CubeKind::Pantriagonal),
            pairing::ORDER,
        ) = figures
        else {
            return Err(Error::usage(format!(
                "{}: the pairings method counts simple, semi-magic and pantriagonal cubes of order 4, family by family of a pairing of their cells",
                figures.describe()
            )));
        };
        let s = PairingFamiliesSettings::of(settings);
        let tail = s.tail.unwrap_or(DEFAULT_TAIL);
        let lookahead = s.lookahead.unwrap_or(DEFAULT_LOOKAHEAD);
        let particles = smc::checked_particles(s.particles)?.unwrap_or(DEFAULT_PARTICLES);
        Ok(Box::new(if kind == CubeKind::Pantriagonal {
            PairingFamilies::pantriagonal(tail, lookahead, particles)
        } else {
            PairingFamilies::new(kind, tail, lookahead, particles)
        }))
    }

    /// One run a unit: a run is costly.
    fn default_batch(&self, _samples: u64) -> u64 {
        1
    }
}

/// The allocation's guess of how much larger a family is per branching step of its tree. q_k
/// is proportional to size_k x STEP_FACTOR^steps_k: the recorded per-class runs
/// (docs/runs/estimate-cube4-pairing-families/) give about 40 from 16 steps (the mirror class,
/// 1.1e14 cubes a pairing) to 15 (2.7e12) and 20 to 100 further down. Any positive q keeps
/// the estimate unbiased; this one only spends the samples where the cubes are.
pub const STEP_FACTOR: f64 = 40.0;

/// Families with at least this many branching steps get the full tail; the rest a tail of at
/// most [`SMALL_TAIL`]: a tail of 6 costs seconds a run where fewer steps lie above it.
pub const BIG_FAMILY_STEPS: usize = 14;
/// The tail of the small families.
pub const SMALL_TAIL: usize = 4;
/// The tail of the large families by default (smc on associative cubes: tail 6 and 2000
/// particles had the least variance per CPU second, docs/estimates/results.md, "Associative
/// magic cubes of order 4").
pub const DEFAULT_TAIL: usize = 6;
/// Particles of one run by default (the same tuning).
pub const DEFAULT_PARTICLES: usize = 2000;

/// What the method counts of the semi-magic cubes of order 4, and what it leaves out.
pub const SEMI_MAGIC_PART: Part = Part {
    counted: "semi-magic cubes of order 4 whose complement pairing maps rows, columns and pillars onto rows, columns and pillars",
    scope: "a lower bound on all semi-magic cubes of order 4: a cube whose complement pairing (each cell opposite the cell holding 65 minus its value) is no line automorphism is in none of these families; population annealing ends about a third of its runs that reach semi-magic cubes outside them, which puts all of them at about 1.5 times this count, 1.2 to 1.9 times in a 95 % interval (docs/estimates/results.md)",
};

/// What the method counts of the simple cubes of order 4, and what it leaves out.
pub const PART: Part = Part {
    counted: "simple cubes of order 4 whose complement pairing maps rows, columns and pillars onto rows, columns and pillars",
    scope: "a lower bound on all simple cubes of order 4: a cube whose complement pairing (each cell opposite the cell holding 65 minus its value) is no line automorphism is in none of these families; those that map the planes of one direction onto planes (about 7 % more) are counted by the research program cube4_associative's planewise, planewide and planeswaps modes (research/notes/order4-cubes.md)",
};

/// The pantriagonal families' share of the samples that F_0 gets. F_0 holds about 97 % of
/// the cubes, but an smc run of 2000 particles on one of the others has 1.4 to 94 times its
/// relative variance at a quarter to a seventh of its CPU time
/// (docs/runs/estimate-pairings-pantriagonal-cube4/allocation.txt); a share of 3/4 is near
/// the allocation that minimises the variance per CPU second, proportional to
/// size x sqrt(variance / cost). Any share in (0, 1) keeps the estimate unbiased.
pub const CENTRE_SHARE: f64 = 0.75;

/// One family (or class of families of one size), compiled.
struct Family {
    /// How it is named: the class's action, or `F_k`.
    label: String,
    /// How many families of this one's size it stands for.
    size: usize,
    tree: TailedTree,
    steps: usize,
    tail: usize,
    /// The chance of drawing this class.
    q: f64,
}

/// The pairings method compiled: every class's family, and the draw between them.
pub struct PairingFamilies {
    families: Vec<Family>,
    /// The tail asked for (each family's is [`family_tail`] of it).
    tail: usize,
    lookahead: usize,
    particles: usize,
    kind: CubeKind,
}

/// A family (or class) as the heading and the tests see it.
#[derive(Clone, Debug)]
pub struct ClassPlan {
    /// The class's action (for complement pairings) or `F_k` (pantriagonal families).
    pub label: String,
    /// How many families of this one's size it stands for.
    pub size: usize,
    /// Branching steps of its family's tree.
    pub steps: usize,
    /// The tail its runs count exactly.
    pub tail: usize,
    /// The chance that a sample draws it.
    pub q: f64,
}

impl PairingFamilies {
    /// Every class compiled for the cubes of `kind` (simple or semi-magic), with `tail` for the
    /// large families (at most [`SMALL_TAIL`] for the others) and runs of `particles`. The
    /// classes are those of the simple cubes' 192 symmetries, which keep the semi-magic cubes'
    /// lines too, so a class's families are of one size for either kind.
    pub fn new(kind: CubeKind, tail: usize, lookahead: usize, particles: usize) -> PairingFamilies {
        let mut families: Vec<Family> = pairing::pairing_classes()
            .into_iter()
            .map(|class| {
                let sys = pairing::family_system_of(kind, &class.representative);
                let steps = sys.branching_steps().len();
                let t = family_tail(steps, tail);
                Family {
                    label: class.name,
                    size: class.size,
                    tree: TailedTree::new(sys, t, lookahead, 1),
                    steps,
                    tail: t,
                    q: 0.0,
                }
            })
            .collect();
        // Relative to the largest, so that the powers stay in range.
        let top = families.iter().map(|f| f.steps).max().unwrap_or(0);
        let weight = |f: &Family| f.size as f64 * STEP_FACTOR.powi(f.steps as i32 - top as i32);
        let total: f64 = families.iter().map(weight).sum();
        for f in &mut families {
            f.q = weight(f) / total;
        }
        PairingFamilies {
            families,
            tail,
            lookahead,
            particles,
            kind,
        }
    }

    /// The pantriagonal cubes of order 4, family F_k by family: F_0 drawn with chance
    /// [`CENTRE_SHARE`], F_1, F_2, ..., F_32 with the rest in equal shares, each standing for
    /// itself and F_-k. The tail is at most the families' 14 branching steps.
    pub fn pantriagonal(tail: usize, lookahead: usize, particles: usize) -> PairingFamilies {
        let others = (pairing::TRANSLATION_OFFSETS.len() - 1) as f64;
        let families = pairing::TRANSLATION_OFFSETS
            .iter()
            .map(|&k| {
                let sys = pairing::translation_family(k as i32).expect("|k| <= 32");
                let steps = sys.branching_steps().len();
                let t = tail.min(steps);
                Family {
                    label: format!("F_{k}"),
                    size: if k == 0 { 1 } else { 2 },
                    tree: TailedTree::new(sys, t, lookahead, 1),
                    steps,
                    tail: t,
                    q: if k == 0 {
                        CENTRE_SHARE
                    } else {
                        (1.0 - CENTRE_SHARE) / others
                    },
                }
            })
            .collect();
        PairingFamilies {
            families,
            tail,
            lookahead,
            particles,
            kind: CubeKind::Pantriagonal,
        }
    }

    /// What it counts, and what it leaves out: `None` for the pantriagonal cubes, whose
    /// families hold all of them.
    pub fn part(&self) -> Option<&'static Part> {
        match self.kind {
            CubeKind::SemiMagic => Some(&SEMI_MAGIC_PART),
            CubeKind::Pantriagonal => None,
            _ => Some(&PART),
        }
    }

    /// Whether the families are the pantriagonal cubes' F_k rather than complement pairings'.
    pub fn is_pantriagonal(&self) -> bool {
        self.kind == CubeKind::Pantriagonal
    }

    /// The classes, their trees and chances.
    pub fn plan(&self) -> Vec<ClassPlan> {
        self.families
            .iter()
            .map(|f| ClassPlan {
                label: f.label.clone(),
                size: f.size,
                steps: f.steps,
                tail: f.tail,
                q: f.q,
            })
            .collect()
    }

    /// Particles of one run.
    pub fn particles(&self) -> usize {
        self.particles
    }

    /// Every class's family tree, as its runs walk it.
    pub fn trees(&self) -> impl Iterator<Item = &TailedTree> {
        self.families.iter().map(|f| &f.tree)
    }

    /// The number of pairings in all the classes (873), or of pantriagonal families (13).
    pub fn pairings(&self) -> usize {
        self.families.iter().map(|f| f.size).sum()
    }

    /// One sample: ln of its estimate of the cubes of all the families, `None` when the run
    /// died.
    pub fn sample(&self, rng: &mut dyn RngCore) -> Option<f64> {
        let f = self.draw(rng.gen::<f64>());
        let x = smc::run_tailed(&f.tree, self.particles, rng)?;
        Some(x + (f.size as f64 / f.q).ln())
    }

    /// The family whose share of [0, 1) holds `u`.
    fn draw(&self, u: f64) -> &Family {
        let mut left = u;
        for f in &self.families {
            if left < f.q {
                return f;
            }
            left -= f.q;
        }
        // Rounding can leave u past the last share.
        self.families.last().expect("7 or 52 families")
    }
}

/// The tail a family's smc runs count exactly: `tail` in a tree of at least
/// [`BIG_FAMILY_STEPS`] branching steps, at most [`SMALL_TAIL`] in a smaller one, and never more
/// than the tree has.
pub fn family_tail(steps: usize, tail: usize) -> usize {
    if steps >= BIG_FAMILY_STEPS {
        tail
    } else {
        tail.min(SMALL_TAIL)
    }
    .min(steps)
}

/// The family of `s` ready for smc runs: its tree with [`family_tail`] of `tail` counted
/// exactly, every cube (no symmetry broken).
pub fn family_tree(s: &pairing::Perm, tail: usize, lookahead: usize) -> TailedTree {
    let sys = pairing::family_system(s);
    let t = family_tail(sys.branching_steps().len(), tail);
    TailedTree::new(sys, t, lookahead, 1)
}

impl Sampler for PairingFamilies {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Sample::from_ln(PairingFamilies::sample(self, rng))
    }

    fn detail(&self) -> String {
        if self.is_pantriagonal() {
            format!(
                " (smc on one of the families F_k whose cells (2, 2, 2) apart sum to 65 + k on the even cells and 65 - k on the odd ones, k = 0, 1, 2, 4, 8, 16, 32, each standing for F_-k too: F_0 drawn with chance {CENTRE_SHARE}, the others in equal shares; {} particles, exact tail of {} branching steps)",
                self.particles, self.tail,
            )
        } else {
            format!(
                " (smc on the family of one of the {} classes of the {} pairings that are line automorphisms, drawn with a chance proportional to the class's size times {STEP_FACTOR} to the power of its tree's branching steps; {} particles, exact tail of {} branching steps, at most {SMALL_TAIL} in trees of fewer than {BIG_FAMILY_STEPS} steps)",
                self.families.len(),
                self.pairings(),
                self.particles,
                self.tail,
            )
        }
    }

    /// Up to [`smc::PILOT_SAMPLES`] runs until the first hit.
    fn pilot_limits(&self) -> (u64, u64) {
        (smc::PILOT_SAMPLES, 1)
    }

    fn part(&self) -> Option<&'static Part> {
        PairingFamilies::part(self)
    }

    /// The tail asked for: each family counts [`family_tail`] of it.
    fn tail(&self) -> usize {
        self.tail
    }

    fn lookahead(&self) -> usize {
        self.lookahead
    }

    fn record(&self, spec: &mut Value) {
        spec["particles"] = json!(self.particles);
    }

    fn exact_work(&self) -> Vec<ExactWork<'_>> {
        self.trees().map(|t| t.exact_work(self.particles)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_class_has_a_chance_and_the_chances_add_up() {
        let p = PairingFamilies::new(CubeKind::Simple, DEFAULT_TAIL, 0, 10);
        let plan = p.plan();
        assert_eq!(plan.len(), 52);
        assert_eq!(p.pairings(), 873);
        assert!(plan.iter().all(|c| c.q > 0.0));
        assert!((plan.iter().map(|c| c.q).sum::<f64>() - 1.0).abs() < 1e-12);
        // The mirror class, the one tree with 16 branching steps, gets most samples.
        let top = plan.iter().max_by(|a, b| a.q.total_cmp(&b.q)).unwrap();
        assert_eq!((top.steps, top.size), (16, 3));
        assert!(plan
            .iter()
            .all(|c| c.tail == if c.steps >= BIG_FAMILY_STEPS { 6 } else { 4 }));
        // The draw walks the shares: u = 0 is the first class, just below 1 the last.
        assert!(std::ptr::eq(p.draw(0.0), &p.families[0]));
        assert!(std::ptr::eq(p.draw(1.0 - 1e-15), p.families.last().unwrap()));
    }

    #[test]
    fn a_sample_is_its_class_run_weighted_by_size_over_chance() {
        let p = PairingFamilies::new(CubeKind::Simple, 4, 0, 50);
        let mut a = rand_chacha::ChaCha20Rng::seed_from_u64(3);
        let mut b = a.clone();
        let x = p.sample(&mut a);
        let f = p.draw(b.gen::<f64>());
        let run = smc::run_tailed(&f.tree, 50, &mut b);
        assert_eq!(x, run.map(|r| r + (f.size as f64 / f.q).ln()));
    }

    #[test]
    fn the_pantriagonal_families_are_all_of_them_in_seven_trees() {
        let p = PairingFamilies::pantriagonal(DEFAULT_TAIL, 0, 10);
        assert!(p.is_pantriagonal() && p.part().is_none());
        let plan = p.plan();
        let labels: Vec<&str> = plan.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["F_0", "F_1", "F_2", "F_4", "F_8", "F_16", "F_32"]);
        // F_0 alone; every other one stands for F_-k too.
        assert_eq!(
            plan.iter().map(|c| c.size).collect::<Vec<_>>(),
            [1, 2, 2, 2, 2, 2, 2]
        );
        assert_eq!(p.pairings(), 13);
        assert!(plan
            .iter()
            .all(|c| c.steps == 14 && c.tail == DEFAULT_TAIL && c.q > 0.0));
        assert_eq!(plan[0].q, CENTRE_SHARE);
        assert!((plan.iter().map(|c| c.q).sum::<f64>() - 1.0).abs() < 1e-12);
        // A tail longer than the trees is cut to them.
        assert!(PairingFamilies::pantriagonal(20, 0, 10)
            .plan()
            .iter()
            .all(|c| c.tail == 14));
    }

    #[test]
    fn a_pantriagonal_sample_is_its_family_run_weighted_by_size_over_chance() {
        let p = PairingFamilies::pantriagonal(DEFAULT_TAIL, 0, 100);
        let mut hits = 0;
        for seed in 0..8 {
            let mut a = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
            let mut b = a.clone();
            let x = p.sample(&mut a);
            let f = p.draw(b.gen::<f64>());
            let run = smc::run_tailed(&f.tree, 100, &mut b);
            assert_eq!(x, run.map(|r| r + (f.size as f64 / f.q).ln()));
            hits += usize::from(x.is_some());
        }
        // The families' trees are within smc's reach: small runs find cubes.
        assert!(hits > 0);
    }
}
