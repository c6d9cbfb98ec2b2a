//! Simple magic cubes of order 4 counted family by family of their complement pairings
//! ([`crate::magic::pairing`]): the cubes whose pairing maps rows, columns and pillars onto
//! rows, columns and pillars, which the kernel's tree over all simple cubes almost never
//! reaches, but each family's tree does.
//!
//! One sample draws a class k of pairings with probability q_k and runs smc on the family of
//! its representative; size_k / q_k times that run is an unbiased estimate of all the
//! classes' cubes together (conjugate pairings have families of the same size), for any q
//! with every q_k > 0. The samples are independent, so the estimate driver's batches, shards
//! and checkpoints serve as for any other method.

use rand::{Rng, RngCore};

use super::knuth::Knuth;
use crate::magic::kind::CubeKind;
use crate::magic::pairing::{self, PairingClass};

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
/// particles had the least variance per CPU second, docs/estimates.md).
pub const DEFAULT_TAIL: usize = 6;
/// Particles of one run by default (the same tuning).
pub const DEFAULT_PARTICLES: usize = 2000;

/// What the method counts of the semi-magic cubes of order 4, and what it leaves out.
pub const SEMI_MAGIC_PART: super::Part = super::Part {
    counted: "semi-magic cubes of order 4 whose complement pairing maps rows, columns and pillars onto rows, columns and pillars",
    scope: "a lower bound on all semi-magic cubes of order 4: a cube whose complement pairing (each cell opposite the cell holding 65 minus its value) is no line automorphism is in none of these families; population annealing ends about a third of its runs that reach semi-magic cubes outside them, which puts all of them at about 1.5 times this count, 1.2 to 1.9 times in a 95 % interval (docs/estimates.md)",
};

/// What the method counts of the simple cubes of order 4, and what it leaves out.
pub const PART: super::Part = super::Part {
    counted: "simple cubes of order 4 whose complement pairing maps rows, columns and pillars onto rows, columns and pillars",
    scope: "a lower bound on all simple cubes of order 4: a cube whose complement pairing (each cell opposite the cell holding 65 minus its value) is no line automorphism is in none of these families; those that map the planes of one direction onto planes (about 7 % more) are counted by the example cube4_associative's planewise, planewide and planeswaps modes (docs/estimates.md)",
};

/// One class's family, compiled.
struct Family {
    class: PairingClass,
    knuth: Knuth,
    steps: usize,
    tail: usize,
    /// The chance of drawing this class.
    q: f64,
}

/// The sampler: every class's family, and the draw between them.
pub struct Pairings {
    families: Vec<Family>,
    particles: usize,
    kind: CubeKind,
}

/// A class as the heading and the tests see it.
#[derive(Clone, Debug)]
pub struct ClassPlan {
    /// The class.
    pub class: PairingClass,
    /// Branching steps of its family's tree.
    pub steps: usize,
    /// The tail its runs count exactly.
    pub tail: usize,
    /// The chance that a sample draws it.
    pub q: f64,
}

impl Pairings {
    /// Every class compiled for the cubes of `kind` (simple or semi-magic), with `tail` for the
    /// large families (at most [`SMALL_TAIL`] for the others) and runs of `particles`. The
    /// classes are those of the simple cubes' 192 symmetries, which keep the semi-magic cubes'
    /// lines too, so a class's families are of one size for either kind.
    pub fn new(kind: CubeKind, tail: usize, lookahead: usize, particles: usize) -> Pairings {
        let mut families: Vec<Family> = pairing::pairing_classes()
            .into_iter()
            .map(|class| {
                let sys = pairing::family_system_of(kind, &class.representative);
                let steps = sys.branching_steps().len();
                let t = family_tail(steps, tail);
                Family {
                    class,
                    knuth: Knuth::new(sys, t, lookahead, 1),
                    steps,
                    tail: t,
                    q: 0.0,
                }
            })
            .collect();
        // Relative to the largest, so that the powers stay in range.
        let top = families.iter().map(|f| f.steps).max().unwrap_or(0);
        let weight = |f: &Family| f.class.size as f64 * STEP_FACTOR.powi(f.steps as i32 - top as i32);
        let total: f64 = families.iter().map(weight).sum();
        for f in &mut families {
            f.q = weight(f) / total;
        }
        Pairings {
            families,
            particles,
            kind,
        }
    }

    /// What it counts, and what it leaves out.
    pub fn part(&self) -> &'static super::Part {
        match self.kind {
            CubeKind::SemiMagic => &SEMI_MAGIC_PART,
            _ => &PART,
        }
    }

    /// The classes, their trees and chances.
    pub fn plan(&self) -> Vec<ClassPlan> {
        self.families
            .iter()
            .map(|f| ClassPlan {
                class: f.class.clone(),
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

    /// Every class's family tree, as its runs probe it.
    pub fn trees(&self) -> impl Iterator<Item = &Knuth> {
        self.families.iter().map(|f| &f.knuth)
    }

    /// The number of pairings in all the classes (873).
    pub fn pairings(&self) -> usize {
        self.families.iter().map(|f| f.class.size).sum()
    }

    /// One sample: ln of its estimate of the cubes of all the classes, `None` when the run
    /// died.
    pub fn sample(&self, rng: &mut dyn RngCore) -> Option<f64> {
        let f = self.draw(rng.gen::<f64>());
        let x = f.knuth.smc_sample(self.particles, rng)?;
        Some(x + (f.class.size as f64 / f.q).ln())
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
        self.families.last().expect("52 classes")
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
pub fn family_knuth(s: &pairing::Perm, tail: usize, lookahead: usize) -> Knuth {
    let sys = pairing::family_system(s);
    let t = family_tail(sys.branching_steps().len(), tail);
    Knuth::new(sys, t, lookahead, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_class_has_a_chance_and_the_chances_add_up() {
        let p = Pairings::new(CubeKind::Simple, DEFAULT_TAIL, 0, 10);
        let plan = p.plan();
        assert_eq!(plan.len(), 52);
        assert_eq!(p.pairings(), 873);
        assert!(plan.iter().all(|c| c.q > 0.0));
        assert!((plan.iter().map(|c| c.q).sum::<f64>() - 1.0).abs() < 1e-12);
        // The mirror class, the one tree with 16 branching steps, gets most samples.
        let top = plan.iter().max_by(|a, b| a.q.total_cmp(&b.q)).unwrap();
        assert_eq!((top.steps, top.class.size), (16, 3));
        assert!(plan
            .iter()
            .all(|c| c.tail == if c.steps >= BIG_FAMILY_STEPS { 6 } else { 4 }));
        // The draw walks the shares: u = 0 is the first class, just below 1 the last.
        assert!(std::ptr::eq(p.draw(0.0), &p.families[0]));
        assert!(std::ptr::eq(p.draw(1.0 - 1e-15), p.families.last().unwrap()));
    }

    #[test]
    fn a_sample_is_its_class_run_weighted_by_size_over_chance() {
        let p = Pairings::new(CubeKind::Simple, 4, 0, 50);
        let mut a = rand_chacha::ChaCha20Rng::seed_from_u64(3);
        let mut b = a.clone();
        let x = p.sample(&mut a);
        let f = p.draw(b.gen::<f64>());
        let run = f.knuth.smc_sample(50, &mut b);
        assert_eq!(x, run.map(|r| r + (f.class.size as f64 / f.q).ln()));
    }
}
