//! rearrange: magic squares counted through the semi-magic ones they are rearrangements of.
//!
//! Permuting the rows and the columns of a semi-magic square of order n gives (n!)²
//! semi-magic squares, all different (the entries are), and how many of them are magic is a
//! property of the square that [`Diagonals::magic_rearrangements`] counts exactly in
//! microseconds. So the number of magic squares is the sum, over all semi-magic squares S,
//! of f(S)/(n!)², f(S) the magic rearrangements of S: a sampler of semi-magic squares that
//! averages f over each square it reaches no longer has to hit the two diagonal sums by
//! chance, which is where the magic-square tree loses most of its probes.
//!
//! The sampler is the smc population ([`super::smc::run_with_leaves`]) on the enumeration
//! kernel's tree of semi-magic squares (one per class of the 8 symmetries, which map magic
//! rearrangements to magic rearrangements, so f is the same on a whole class). One run gives,
//! from the same particles, X (its estimate of the number of magic squares) and Y (its
//! estimate of the number of semi-magic squares). Where the number N of semi-magic squares
//! is known exactly (our enumerator at orders 3 and 4, Trump at 5, Ripatti at 6), the
//! sample is the control-variate estimate `V = X + β (N − Y)`: `E[Y] = N`, so `E[V] = E[X]` is the
//! number of magic squares for any β fixed before sampling, and with β near the ratio of
//! magic to semi-magic squares the run's tree noise, common to X and βY, cancels; what is
//! left is the spread of f over the semi-magic squares the particles reach. β is the ratio
//! ΣX/ΣY of a few pilot runs drawn from a stream no unit uses (so every shard has the same
//! β; the spec records it). Without a known N the sample is X alone (unbiased, no
//! cancellation).
//!
//! The estimate then rests on the published N as on an input: were it wrong by some factor,
//! the estimate would be wrong by about that factor. docs/estimates/results.md ("Magic
//! squares through semi-magic ones") sets our own semi-magic estimate beside it, and Mino's
//! exact count of the magic squares of order 6 beside the result.

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::{json, Value};

use super::semi_magic::{Block, Walk};
use crate::error::{Error, Result};
use crate::magic::kind::SquareKind;
use crate::magic::sum_system::{KernelNode, KernelTree, SumSystem};
use crate::pilot::{self, Pilot, Setup};
use crate::stats::{LogNum, Sample};
use crate::tree::TailedTree;
use crate::{reference, smc, ExactWork, Figures, Method, Sampler, Setting, Settings};

/// The rearrange method.
pub struct RearrangeMethod;

/// The settings rearrange reads.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "tail",
        about:
            "branching steps of the semi-magic tree counted exactly [default: 3 at orders 3 and 4, else 7]",
    },
    Setting {
        name: "particles",
        about: "particles in the population of one sample [default: 5000]",
    },
];

/// The rearrange method's settings, as given (`None`: the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RearrangeSettings {
    /// Branching steps of the semi-magic tree counted exactly ([`default_tail`]).
    pub tail: Option<usize>,
    /// Particles of one run ([`smc::DEFAULT_PARTICLES`]).
    pub particles: Option<usize>,
}

impl RearrangeSettings {
    /// The settings of `settings` that rearrange reads.
    pub fn of(settings: &Settings) -> RearrangeSettings {
        RearrangeSettings {
            tail: settings.count("tail"),
            particles: settings.count("particles"),
        }
    }
}

/// The exact tail above order 4: at order 6, with f along the walk over swaps, tails of 6, 7
/// and 8 branching steps gave relative variance x CPU seconds a run of 7.7e-6, 5.1e-6 and
/// 3.9e-6, and the tail of 8 5.1e-6 against 5.3e-6 for 7 with another seed: no gain for runs
/// four times as long (`research/scripts/rearrange_tuning.sh`,
/// research/notes/estimator-tuning.md).
pub const TAIL: usize = 7;

/// The exact tail by default: 3 at orders 3 and 4, [`TAIL`] above.
pub fn default_tail(n: usize) -> usize {
    if n <= 4 {
        3
    } else {
        TAIL
    }
}

/// Runs of the β pilot.
const PILOT_BETA_RUNS: u64 = 8;
/// The β pilot's stream: never a unit id, nor the scale pilot's.
const PILOT_BETA_STREAM: u64 = u64::MAX - 1;

impl Method for RearrangeMethod {
    fn name(&self) -> &'static str {
        "rearrange"
    }

    fn description(&self) -> &'static str {
        "magic squares through semi-magic ones: smc on those, each one's magic rearrangements of rows and columns counted exactly"
    }

    fn scope(&self) -> &'static str {
        "magic squares of order 3 to 8; at orders 3 to 6 the exact semi-magic count is a control variate"
    }

    fn settings(&self) -> &'static [Setting] {
        SETTINGS
    }

    fn compile(&self, figures: Figures, settings: &Settings) -> Result<Box<dyn Sampler>> {
        Ok(Box::new(build(figures, settings)?))
    }

    /// The control variate's coefficient β before the pilot, from a stream of its own.
    fn prepare(&self, setup: &Setup<'_>) -> Result<(Box<dyn Sampler>, Pilot)> {
        let r = build(setup.figures(), setup.settings())?;
        setup.check_exact_work(&r)?;
        // Under a time budget β takes at most half of the setup's share (one run at least).
        let until = setup.budget_share(pilot::SETUP_SHARE / 2.0);
        let beta = beta_pilot(&r, setup.options().seed, until);
        let r = r.with_beta(beta);
        let pilot = setup.pilot(&r);
        Ok((Box::new(r), pilot))
    }

    /// β read from the spec.
    fn restore(&self, figures: Figures, settings: &Settings, spec: &Value) -> Result<Box<dyn Sampler>> {
        let beta = spec["beta"]
            .as_f64()
            .ok_or_else(|| Error::input("header", format!("not an estimate problem: {spec}")))?;
        Ok(Box::new(build(figures, settings)?.with_beta(beta)))
    }

    /// One run a unit: a run is costly.
    fn default_batch(&self, _samples: u64) -> u64 {
        1
    }
}

/// The sampler for `figures` (magic squares of order 3 to [`MAX_ORDER`]) with `settings`,
/// β 0 until set.
fn build(figures: Figures, settings: &Settings) -> Result<Rearrange> {
    let n = figures.order();
    let Figures::Square(SquareKind::Magic, 3..=MAX_ORDER) = figures else {
        return Err(Error::usage(format!(
            "{}: the rearrange method estimates magic squares of order 3 to {MAX_ORDER} (through the semi-magic ones)",
            figures.describe(),
        )));
    };
    let s = RearrangeSettings::of(settings);
    let tail = s.tail.unwrap_or(default_tail(n));
    let particles = smc::checked_particles(s.particles)?.unwrap_or(smc::DEFAULT_PARTICLES);
    let semi = reference::exact_semi_magic_total(n);
    Rearrange::new(n, tail, particles, semi).ok_or_else(|| figures.fractional())
}

/// The control variate's coefficient: ΣX / ΣY over a few runs of a stream of their own (a
/// count of seeded runs, so every shard of a run derives the same β). Any fixed β leaves the
/// estimate unbiased; this one is near the ratio of magic to semi-magic squares, where the
/// runs' common tree noise cancels. 0 (no control variate) when every pilot run died. Under
/// a time budget it stops after the run that passes `until` (the spec records β, so a resumed
/// run takes the same).
fn beta_pilot(r: &Rearrange, seed: u64, until: Option<std::time::Instant>) -> f64 {
    if r.semi_magic().is_none() {
        return 0.0;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    rng.set_stream(PILOT_BETA_STREAM);
    let (mut x, mut y) = (0.0, 0.0);
    for _ in 0..PILOT_BETA_RUNS {
        if let Some(pair) = r.run(&mut rng) {
            x += pair.magic;
            y += pair.semi_magic;
        }
        if until.is_some_and(|t| std::time::Instant::now() >= t) {
            break;
        }
    }
    if y > 0.0 {
        x / y
    } else {
        0.0
    }
}

impl Sampler for Rearrange {
    fn sample(&self, rng: &mut ChaCha20Rng) -> Sample {
        Rearrange::sample(self, rng)
    }

    fn detail(&self) -> String {
        format!(
            " (smc on the semi-magic squares, {} particles, exact tail of {} branching steps{}; each square's magic rearrangements counted exactly; {})",
            self.particles,
            self.tail(),
            if self.tail() >= self.sys.branching_steps().len() {
                ", the whole tree"
            } else {
                ""
            },
            match self.semi_magic {
                Some(n) => format!(
                    "control variate: the exact {} semi-magic squares, beta {:.6e}",
                    LogNum::from_f64(n).scientific(6),
                    self.beta
                ),
                None => "no control variate: the semi-magic count is not known exactly".into(),
            }
        )
    }

    /// Up to [`smc::PILOT_SAMPLES`] runs until the first hit. (Not one over the whole tree:
    /// the walk over swaps from each square is random even where the tail is the whole
    /// tree.)
    fn pilot_limits(&self) -> (u64, u64) {
        (smc::PILOT_SAMPLES, 1)
    }

    /// The tail asked for, or the whole tree when it asked for more.
    fn tail(&self) -> usize {
        crate::tree::tail_of(&self.sys, self.exact_from)
    }

    fn record(&self, spec: &mut Value) {
        spec["particles"] = json!(self.particles);
        spec["beta"] = json!(self.beta);
    }

    fn exact_work(&self) -> Vec<ExactWork<'_>> {
        vec![ExactWork {
            system: &self.sys,
            exact_from: self.exact_from,
            lookahead: 0,
            copies: self.particles,
        }]
    }
}

/// Largest order whose rearrangements are counted: a square of order n has up to n!
/// diagonal permutations to list (40,320 at order 8).
pub const MAX_ORDER: usize = 8;

/// Counts the magic squares among the row-and-column rearrangements of a semi-magic square.
///
/// A rearrangement `T[i][j] = A[ρ(i)][σ(j)]` (ρ, σ permutations of 0..n) has main diagonal
/// {(a, π(a))} in A's terms, π = σρ⁻¹, and anti-diagonal {(a, π(τ(a)))}, τ = ρ r ρ⁻¹ with
/// r(i) = n-1-i. So T is magic exactly when π and πτ are both permutations whose cells in A
/// sum to the magic sum, and τ is an involution with the fixed points of r (none for even n,
/// one for odd n). Each such pair (π, τ) comes from |C(r)| = 2^m m! pairs (ρ, σ), m = ⌊n/2⌋
/// (ρ runs over a coset of the centraliser of r; σ = πρ). The count is that factor times the
/// pairs, found by listing the permutations with the magic sum and trying each involution.
#[derive(Clone, Debug)]
pub struct Diagonals {
    n: usize,
    /// The magic sum of 0-based entries, n (n² − 1) / 2.
    target: u32,
    /// The involutions conjugate to r, as the indices into `pairs` of their m two-cycles.
    cycles: Vec<[u8; MAX_ORDER / 2]>,
    /// The fixed point of each involution (odd n only).
    fixed: Vec<u8>,
    /// Every pair of rows a < b.
    pairs: Vec<(u8, u8)>,
    /// The partial permutations of the first ⌊n/2⌋ rows and of the others.
    first: HalfPlan,
    second: HalfPlan,
    /// |C(r)|: rearrangements per pair (π, τ).
    centraliser: u64,
}

/// Every way to give a range of rows distinct columns, built row by row: each partial
/// permutation of the first k rows extends one of the first k − 1 by a column. Only the
/// entries' sums depend on the square, so the structure is listed once per order.
#[derive(Clone, Debug)]
struct HalfPlan {
    /// Row by row: each entry's parent (in the row before) and the cell it adds.
    levels: Vec<Vec<(u16, u8)>>,
    /// Per entry of the last row, sorted by the set of columns used: the columns packed 3
    /// bits a row (at the rows' own places, so two halves combine by `|`).
    perms: Vec<u32>,
    /// Entries using column set `m`: `starts[m]..starts[m + 1]`.
    starts: Vec<u16>,
}

impl HalfPlan {
    fn new(n: usize, start: usize, end: usize) -> HalfPlan {
        // (columns, packed columns) of each entry of the current row.
        let mut current = vec![(0u8, 0u32)];
        let mut levels = Vec::new();
        for row in start..end {
            let mut next = Vec::new();
            let mut level = Vec::new();
            for (parent, &(used, perm)) in current.iter().enumerate() {
                for c in (0..n).filter(|&c| used >> c & 1 == 0) {
                    next.push((used | 1 << c, perm | (c as u32) << (3 * row)));
                    level.push((parent as u16, (row * n + c) as u8));
                }
            }
            levels.push(level);
            current = next;
        }
        // Sort the last row's entries by column set, keeping parents and cells with them.
        let mut index: Vec<usize> = (0..current.len()).collect();
        index.sort_by_key(|&i| current[i].0);
        let last = levels.last_mut().expect("a half has a row");
        *last = index.iter().map(|&i| last[i]).collect();
        let columns: Vec<u8> = index.iter().map(|&i| current[i].0).collect();
        let perms = index.iter().map(|&i| current[i].1).collect();
        let mut starts = vec![0u16; (1 << n) + 1];
        for &m in &columns {
            starts[m as usize + 1] += 1;
        }
        for m in 0..1 << n {
            starts[m + 1] += starts[m];
        }
        HalfPlan {
            levels,
            perms,
            starts,
        }
    }

    /// The sums of the last row's entries in `square`, into `sums` (`work` is scratch).
    fn sums(&self, square: &[u8], sums: &mut Vec<u32>, work: &mut Vec<u32>) {
        sums.clear();
        sums.push(0);
        for level in &self.levels {
            std::mem::swap(sums, work);
            sums.clear();
            sums.extend(
                level
                    .iter()
                    .map(|&(p, cell)| work[p as usize] + square[cell as usize] as u32),
            );
        }
    }
}

impl Diagonals {
    /// The counter for squares of order `n`, 3 ≤ n ≤ [`MAX_ORDER`].
    pub fn new(n: usize) -> Option<Diagonals> {
        if !(3..=MAX_ORDER).contains(&n) {
            return None;
        }
        let m = n / 2;
        let centraliser = (1u64 << m) * (1..=m as u64).product::<u64>();
        let pairs: Vec<(u8, u8)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a as u8, b as u8)))
            .collect();
        let index = |a: usize, b: usize| pairs.iter().position(|&p| p == (a as u8, b as u8));
        let mut cycles = Vec::new();
        let mut fixed = Vec::new();
        for t in &involutions(n) {
            let mut c = [0u8; MAX_ORDER / 2];
            let mut k = 0;
            for (a, &b) in t.iter().enumerate().take(n) {
                let b = b as usize;
                if a < b {
                    c[k] = index(a, b)? as u8;
                    k += 1;
                } else if a == b {
                    fixed.push(a as u8);
                }
            }
            cycles.push(c);
        }
        Some(Diagonals {
            n,
            target: (n * (n * n - 1) / 2) as u32,
            cycles,
            fixed,
            pairs,
            first: HalfPlan::new(n, 0, m),
            second: HalfPlan::new(n, m, n),
            centraliser,
        })
    }

    /// How many of the (n!)² row-and-column rearrangements of `square` (0-based entries by
    /// cell, row by row, a semi-magic square of this order) are magic.
    ///
    /// The diagonal permutations are met in the middle: every way to give the first ⌊n/2⌋
    /// rows distinct columns, and the other rows likewise, grouped by the set of columns
    /// used; a first half pairs with the second halves on the other columns whose sum makes
    /// up the magic sum. At order 6 that is 240 partial permutations instead of a walk
    /// through the 720 whole ones.
    pub fn magic_rearrangements(&self, square: &[u8]) -> u64 {
        self.magic_rearrangements_with(square, &mut Scratch::default())
    }

    /// As [`Diagonals::magic_rearrangements`], in buffers kept from one call to the next.
    pub fn magic_rearrangements_with(&self, square: &[u8], scratch: &mut Scratch) -> u64 {
        let Scratch { first, second, work } = scratch;
        self.first.sums(square, first, work);
        self.second.sums(square, second, work);
        let full = (1usize << self.n) - 1;
        let (starts, other_starts) = (&self.first.starts, &self.second.starts);
        let mut pairs = 0;
        // Column set by column set, the second halves' sums go into a set of bits (a half's
        // sums lie below 4 x 64 = 256 up to order 8), so each first half tests once for the
        // sum it needs instead of comparing with every second half: matches are rare.
        for set in 0..=full {
            let (first_from, first_to) = (starts[set] as usize, starts[set + 1] as usize);
            if first_from == first_to {
                continue;
            }
            let other = full ^ set;
            let (from, to) = (other_starts[other] as usize, other_starts[other + 1] as usize);
            let mut present = [0u64; 4];
            for &other_sum in &second[from..to] {
                present[(other_sum >> 6) as usize] |= 1 << (other_sum & 63);
            }
            for (e, &sum) in first.iter().enumerate().take(first_to).skip(first_from) {
                let Some(need) = self.target.checked_sub(sum) else {
                    continue;
                };
                if need >= 256 || present[(need >> 6) as usize] >> (need & 63) & 1 == 0 {
                    continue;
                }
                for (&other_sum, &other_perm) in second[from..to].iter().zip(&self.second.perms[from..to]) {
                    if other_sum == need {
                        pairs += self.anti_diagonals(square, self.first.perms[e] | other_perm);
                    }
                }
            }
        }
        pairs * self.centraliser
    }

    /// The involutions τ for which πτ has the magic sum too (π packed 3 bits a row): a
    /// two-cycle (a b) of τ puts cells (a, π(b)) and (b, π(a)) on the anti-diagonal, so the
    /// pairs' sums are taken once and each involution adds up its m of them.
    fn anti_diagonals(&self, square: &[u8], packed: u32) -> u64 {
        let n = self.n;
        let at = |a: usize, b: usize| square[a * n + (packed >> (3 * b) & 7) as usize] as u32;
        let mut pair_sums = [0u32; MAX_ORDER * (MAX_ORDER - 1) / 2];
        for (s, &(a, b)) in pair_sums.iter_mut().zip(&self.pairs) {
            *s = at(a as usize, b as usize) + at(b as usize, a as usize);
        }
        let m = n / 2;
        let count = |rest: &dyn Fn(usize) -> u32| {
            self.cycles
                .iter()
                .enumerate()
                .filter(|&(i, c)| {
                    c[..m].iter().map(|&p| pair_sums[p as usize]).sum::<u32>() + rest(i) == self.target
                })
                .count() as u64
        };
        if n.is_multiple_of(2) {
            count(&|_| 0)
        } else {
            count(&|i| {
                let a = self.fixed[i] as usize;
                at(a, a)
            })
        }
    }
}

/// Buffers for [`Diagonals::magic_rearrangements_with`], so that a sampler counting the
/// rearrangements of millions of squares allocates them once.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    first: Vec<u32>,
    second: Vec<u32>,
    work: Vec<u32>,
}

/// The involutions of 0..n with the fixed points of the reversal i → n−1−i (none for even n,
/// one for odd n): the conjugates of the reversal.
fn involutions(n: usize) -> Vec<[u8; MAX_ORDER]> {
    let mut out = Vec::new();
    let mut tau = [0u8; MAX_ORDER];
    for (a, t) in tau.iter_mut().enumerate() {
        *t = a as u8;
    }
    pair_up(&mut tau, &mut vec![false; n], n % 2, &mut out);
    out
}

/// Every involution of the points not yet `done` in `tau` with exactly `fixed` fixed points,
/// appended to `out` (the points are paired in increasing order of their smallest member).
fn pair_up(tau: &mut [u8; MAX_ORDER], done: &mut [bool], fixed: usize, out: &mut Vec<[u8; MAX_ORDER]>) {
    let Some(a) = done.iter().position(|&d| !d) else {
        out.push(*tau);
        return;
    };
    done[a] = true;
    if fixed > 0 {
        tau[a] = a as u8;
        pair_up(tau, done, fixed - 1, out);
    }
    for b in a + 1..done.len() {
        if !done[b] {
            done[b] = true;
            tau[a] = b as u8;
            tau[b] = a as u8;
            pair_up(tau, done, fixed, out);
            done[b] = false;
        }
    }
    tau[a] = a as u8;
    done[a] = false;
}

/// Points of a walk over swaps at which a sample counts f for each square it reaches, and the
/// steps between them ([`Walk`]), at order 6; other orders scale the steps with their number
/// of swaps. Chosen at order 6, 5000 particles, one thread
/// (`research/scripts/rearrange_tuning.sh`, research/notes/estimator-tuning.md).
const WALK_DRAWS: usize = 12;
const WALK_STEPS: usize = 300;

/// Steps between the walk's points at order `n`: [`WALK_STEPS`] scaled by the order's number
/// of swaps, 2 C(n, 2)² (450 at order 6), so that a point lies about as many swaps from the
/// last at every order.
fn walk_steps(n: usize) -> usize {
    let pairs = n * (n - 1) / 2;
    (WALK_STEPS * 2 * pairs * pairs).div_ceil(450)
}

/// The rearrangement sampler compiled for one order: the kernel's semi-magic tree, the
/// diagonal counter, the population size and, where known, the exact semi-magic count.
#[derive(Clone, Debug)]
pub struct Rearrange {
    sys: SumSystem,
    exact_from: usize,
    particles: usize,
    /// Boxed: its tables would make every sampler as large as this one.
    diagonals: Box<Diagonals>,
    /// (n!)², the rearrangements of one square.
    rearrangements: f64,
    /// The number of semi-magic squares (all of them, not classes), when known exactly.
    semi_magic: Option<f64>,
    /// The control variate's coefficient (0 until [`Rearrange::with_beta`]).
    beta: f64,
    /// The last 3×3 block's direct completion, where the fill order allows it.
    block: Option<Block>,
    /// Points of a walk over swaps at which f is counted for each square (0: the square's
    /// own f alone), and the steps between them; see [`Walk`].
    walk: (usize, usize),
}

/// One run of the sampler: its estimates of the magic and of the semi-magic squares (all,
/// not classes), from the same particles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    /// X: the estimate of the number of magic squares.
    pub magic: f64,
    /// Y: the estimate of the number of semi-magic squares.
    pub semi_magic: f64,
}

impl Rearrange {
    /// The sampler for magic squares of order `n` (3 ≤ n ≤ [`MAX_ORDER`]) with `tail`
    /// branching steps of the semi-magic tree counted exactly and `particles` particles a
    /// run; `semi_magic` is the exact number of semi-magic squares, when known. `None` for
    /// an order out of range.
    pub fn new(n: usize, tail: usize, particles: usize, semi_magic: Option<f64>) -> Option<Rearrange> {
        let diagonals = Box::new(Diagonals::new(n)?);
        // The kernel's tree of semi-magic squares, one per class of the 8 symmetries.
        let semi_magic_squares = Figures::Square(SquareKind::SemiMagic, n);
        let tree = TailedTree::new(semi_magic_squares.kernel_system()?, tail, 0, 8);
        let exact_from = tree.exact_from();
        let sys = tree.into_system();
        let block =
            Block::new(&sys, n, &semi_magic_squares.kernel_orderings()).filter(|b| b.start >= exact_from);
        let factorial: f64 = (1..=n).map(|k| k as f64).product();
        Some(Rearrange {
            exact_from,
            sys,
            particles: particles.max(1),
            diagonals,
            rearrangements: factorial * factorial,
            semi_magic,
            beta: 0.0,
            block,
            // The walk only averages away the squares' own spread of f; without the control
            // variate the tree's noise dwarfs it, and the walk's cost is wasted (order 7:
            // docs/runs/estimate-rearrange-order7-walk/).
            walk: if semi_magic.is_some() {
                (WALK_DRAWS, walk_steps(n))
            } else {
                (0, 0)
            },
        })
    }

    /// The same sampler with control-variate coefficient `beta` (fixed before sampling).
    pub fn with_beta(self, beta: f64) -> Rearrange {
        Rearrange { beta, ..self }
    }

    fn n(&self) -> usize {
        self.diagonals.n
    }

    /// The same sampler counting f, for each square, at `draws` points of a walk over swaps
    /// from it, `steps` apart (`draws` 0: the square's own f alone).
    pub fn with_walk(self, draws: usize, steps: usize) -> Rearrange {
        Rearrange {
            walk: (draws, steps),
            ..self
        }
    }

    /// Points of the walk from each square at which f is counted, and the steps between.
    pub fn walk(&self) -> (usize, usize) {
        self.walk
    }

    /// The control variate's coefficient.
    pub fn beta(&self) -> f64 {
        self.beta
    }

    /// The exact number of semi-magic squares the control variate uses, if any.
    pub fn semi_magic(&self) -> Option<f64> {
        self.semi_magic
    }

    /// Particles of one run.
    pub fn particles(&self) -> usize {
        self.particles
    }

    /// The semi-magic tree its particles walk.
    pub fn system(&self) -> &SumSystem {
        &self.sys
    }

    /// The step from which that tree's subtrees are counted exactly.
    pub fn exact_from(&self) -> usize {
        self.exact_from
    }

    /// One run: X and Y, or `None` when every particle died (both are then 0).
    pub fn run(&self, rng: &mut dyn rand::RngCore) -> Option<Pair> {
        let tree = self.sys.tree::<u64>(self.exact_from, 0);
        let d = &self.diagonals;
        let mut scratch = Scratch::default();
        let mut walk = Walk::new(self.n());
        let (draws, steps) = self.walk;
        let mut leaf_rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(rng.next_u64());
        let (ln_factors, [squares, magic]) =
            super::smc::run_with_leaves(&tree, self.particles, rng, &mut |node| {
                let (mut squares, mut magic) = (0u64, 0.0);
                self.for_each_square(&tree, node, &mut |v| {
                    squares += 1;
                    magic += walk.value(v, draws, steps, &mut leaf_rng, &mut |t| {
                        d.magic_rearrangements_with(t, &mut scratch)
                    });
                });
                [squares as f64, magic]
            })?;
        // Each leaf is one class of the 8 symmetries.
        let weight = 8.0 * ln_factors.exp();
        Some(Pair {
            magic: weight * magic / self.rearrangements,
            semi_magic: weight * squares,
        })
    }

    /// Every semi-magic square below a node at the tree's depth: the kernel's walk down to
    /// the last block, the block completed directly (or the kernel's walk all the way).
    fn for_each_square(
        &self,
        tree: &KernelTree<'_, u64>,
        node: &mut KernelNode<u64>,
        visit: &mut dyn FnMut(&[u8]),
    ) {
        if let Some(block) = &self.block {
            let mut square = Vec::new();
            let walked = tree.for_each_at_step(node, block.start, &mut |v| {
                block.for_each_completion(v, &mut square, visit);
            });
            if walked {
                return;
            }
        }
        tree.for_each_leaf(node, visit);
    }

    /// The sample of a run (`None`: every particle died): V = X + β (N − Y) when the
    /// semi-magic count N is known, X otherwise; it may be below zero.
    pub fn value(&self, run: Option<Pair>) -> f64 {
        let pair = run.unwrap_or(Pair {
            magic: 0.0,
            semi_magic: 0.0,
        });
        match self.semi_magic {
            Some(n) => pair.magic + self.beta * (n - pair.semi_magic),
            None => pair.magic,
        }
    }

    /// One sample: V = X + β (N − Y) when the semi-magic count N is known, X otherwise (it
    /// may lie below zero; an unbiased estimate must keep it).
    pub fn sample(&self, rng: &mut dyn rand::RngCore) -> Sample {
        Sample::from_value(self.value(self.run(rng)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::semi_magic::squares_below_random_nodes;
    use super::*;
    use crate::magic::kind::SquareKind;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    /// The magic rearrangements of a square, by trying all (n!)² of them.
    fn brute(square: &[u8], n: usize) -> u64 {
        let target = (n * (n * n - 1) / 2) as u32;
        let perms = permutations(n);
        let mut magic = 0;
        for rho in &perms {
            for sigma in &perms {
                let at = |i: usize, j: usize| square[rho[i] * n + sigma[j]] as u32;
                let main: u32 = (0..n).map(|i| at(i, i)).sum();
                let anti: u32 = (0..n).map(|i| at(i, n - 1 - i)).sum();
                magic += u64::from(main == target && anti == target);
            }
        }
        magic
    }

    fn permutations(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![vec![]];
        }
        let mut out = Vec::new();
        for p in permutations(n - 1) {
            for k in 0..n {
                let mut q = p.clone();
                q.insert(k, n - 1);
                out.push(q);
            }
        }
        out
    }

    fn factorial(n: u64) -> u64 {
        (1..=n).product()
    }

    #[test]
    fn involutions_have_the_fixed_points_of_the_reversal() {
        for (n, count) in [(3, 3), (4, 3), (5, 15), (6, 15), (7, 105), (8, 105)] {
            let all = involutions(n);
            assert_eq!(all.len(), count, "n = {n}");
            assert_eq!(Diagonals::new(n).unwrap().cycles.len(), count);
            for t in &all {
                let fixed = (0..n).filter(|&a| t[a] as usize == a).count();
                assert_eq!(fixed, n % 2);
                assert!((0..n).all(|a| t[t[a] as usize] as usize == a));
            }
        }
    }

    /// Semi-magic squares of order `n` from random subtrees of the kernel's tree, shuffled.
    fn some_semi_magic_squares(n: usize, want: usize, rng: &mut rand_chacha::ChaCha20Rng) -> Vec<Vec<u8>> {
        let r = Rearrange::new(n, 4, 1, None).unwrap();
        let mut squares = squares_below_random_nodes(&r.sys, r.exact_from, want, rng);
        squares.shuffle(rng);
        squares
    }

    #[test]
    fn rearrangements_agree_with_trying_them_all() {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(5);
        for (n, tries) in [(3, 2), (4, 80), (5, 20), (6, 10), (7, 2)] {
            let d = Diagonals::new(n).unwrap();
            let mut magic_seen = 0;
            for s in some_semi_magic_squares(n, tries, &mut rng).iter().take(tries) {
                let f = d.magic_rearrangements(s);
                assert_eq!(f, brute(s, n), "n = {n}, square {s:?}");
                magic_seen += u64::from(f > 0);
            }
            assert!(
                magic_seen > 0,
                "n = {n}: no square with a magic rearrangement tried"
            );
        }
    }

    #[test]
    fn summed_over_the_semi_magic_squares_they_count_the_magic_squares() {
        // Orders 3 and 4: every semi-magic square (one per class of 8), f summed, against the
        // kernel's own count of the magic squares.
        for n in [3usize, 4] {
            let d = Diagonals::new(n).unwrap();
            let mut f_sum = 0u64;
            let system = |kind| Figures::Square(kind, n).kernel_system().unwrap();
            system(SquareKind::SemiMagic).for_each(&mut |v| f_sum += d.magic_rearrangements(v));
            let magic = system(SquareKind::Magic).count_with_prefix(&[]);
            let rearrangements = factorial(n as u64).pow(2);
            assert_eq!(f_sum % rearrangements, 0, "n = {n}");
            assert_eq!(f_sum / rearrangements, magic as u64, "n = {n}");
        }
    }

    /// Mean and standard error of `runs` samples (0 for a run that died).
    fn mean_of_samples(r: &Rearrange, runs: usize, seed: u64) -> (f64, f64) {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
        let xs: Vec<f64> = (0..runs).map(|_| r.value(r.run(&mut rng))).collect();
        crate::stats::mean_and_se(&xs)
    }

    #[test]
    fn samples_average_to_the_magic_count_whatever_beta() {
        // Order 4: 7040 magic squares among 549,504 semi-magic ones. Without the control
        // variate, with a poor beta and with a good one, the mean is 7040 within 4 standard
        // errors (samples below zero included: a poor beta makes some); the good beta varies
        // least.
        let semi = 549_504.0;
        let ratio = 7040.0 / semi;
        let base = Rearrange::new(4, 3, 20, Some(semi)).unwrap();
        let mut errors = Vec::new();
        for (beta, seed) in [(0.0, 1), (3.0 * ratio, 2), (ratio, 3)] {
            let r = base.clone().with_beta(beta);
            let (mean, se) = mean_of_samples(&r, 3000, seed);
            assert!((mean - 7040.0).abs() < 4.0 * se, "beta {beta}: {mean} ± {se}");
            errors.push(se);
        }
        assert!(errors[2] < errors[0] && errors[2] < errors[1], "{errors:?}");
        let no_count = Rearrange::new(4, 3, 20, None).unwrap().with_beta(ratio);
        let (mean, se) = mean_of_samples(&no_count, 3000, 4);
        assert!(
            (mean - 7040.0).abs() < 4.0 * se,
            "no control variate: {mean} ± {se}"
        );
        // Each square's own f alone, not carried along a walk over swaps.
        let alone = base.with_walk(0, 0).with_beta(ratio);
        let (mean, se) = mean_of_samples(&alone, 3000, 5);
        assert!((mean - 7040.0).abs() < 4.0 * se, "f alone: {mean} ± {se}");
    }

    #[test]
    fn the_last_block_completes_to_the_squares_the_kernel_walks_to() {
        // At orders 5 to 8 the fill order leaves the last 3x3 block to the end (at order 4 it
        // does not); below random nodes of the tree (tails long enough to reach squares at
        // orders 5 and 6, and blocks at 7 and 8), the direct completion lists exactly the
        // kernel's squares.
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(8);
        for (n, tail, runs) in [(5, 4, 20), (6, 7, 5), (7, 6, 3), (8, 6, 2)] {
            let r = Rearrange::new(n, tail, 200, None).unwrap();
            assert!(r.block.is_some(), "order {n}: no block");
            let tree = r.sys.tree::<u64>(r.exact_from, 0);
            let mut found = 0;
            for _ in 0..runs {
                super::super::smc::run_with_leaves(&tree, r.particles, &mut rng, &mut |node| {
                    let (mut walked, mut completed) = (Vec::new(), Vec::new());
                    tree.for_each_leaf(&mut node.clone(), &mut |v| walked.push(v.to_vec()));
                    r.for_each_square(&tree, node, &mut |v| completed.push(v.to_vec()));
                    walked.sort();
                    completed.sort();
                    assert_eq!(walked, completed, "order {n}");
                    found += walked.len();
                    [0.0]
                });
            }
            assert!(n > 6 || found > 0, "order {n}: no square reached");
        }
    }

    /// What the direct completion of the last block saves at order 6
    /// (research/notes/estimator-tuning.md):
    /// below the 5000 particles of one run, the blocks the kernel's walk reaches, the squares,
    /// the time of listing the squares by the kernel alone and with the block, and of f.
    /// `cargo test --release -p cubelab-estimate the_last_block_at_order_6 -- --ignored
    /// --nocapture`.
    #[test]
    #[ignore]
    fn the_last_block_at_order_6() {
        let r = Rearrange::new(6, 7, 5000, None).unwrap();
        let block = r.block.clone().unwrap();
        let tree = r.sys.tree::<u64>(r.exact_from, 0);
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(9);
        let mut nodes = Vec::new();
        super::super::smc::run_with_leaves(&tree, r.particles, &mut rng, &mut |node| {
            nodes.push(node.clone());
            [0.0]
        });
        let timed = |list: &mut dyn FnMut(&mut KernelNode<u64>) -> u64| {
            let started = std::time::Instant::now();
            let found: u64 = nodes.iter().map(|node| list(&mut node.clone())).sum();
            (found, started.elapsed().as_secs_f64())
        };
        let (blocks, _) = timed(&mut |node| {
            let mut n = 0;
            tree.for_each_at_step(node, block.start, &mut |_| n += 1);
            n
        });
        let (walked, kernel) = timed(&mut |node| {
            let mut n = 0;
            tree.for_each_leaf(node, &mut |_| n += 1);
            n
        });
        let (completed, direct) = timed(&mut |node| {
            let mut n = 0;
            r.for_each_square(&tree, node, &mut |_| n += 1);
            n
        });
        assert_eq!(walked, completed);
        let mut squares = Vec::new();
        for node in &nodes {
            r.for_each_square(&tree, &mut node.clone(), &mut |v| squares.push(v.to_vec()));
        }
        let mut scratch = Scratch::default();
        let started = std::time::Instant::now();
        let f: u64 = squares
            .iter()
            .map(|v| r.diagonals.magic_rearrangements_with(v, &mut scratch))
            .sum();
        let per_square = started.elapsed().as_secs_f64() / squares.len() as f64;
        println!(
            "{} particles: {blocks} blocks, {walked} squares ({:.1} % of the blocks); squares listed in {kernel:.3} s by the kernel alone, {direct:.3} s with the block; f {:.2} µs a square (mean {:.1})",
            nodes.len(),
            100.0 * walked as f64 / blocks as f64,
            per_square * 1e6,
            f as f64 / squares.len() as f64
        );
    }

    #[test]
    fn orders_outside_the_range_are_refused() {
        assert!(Diagonals::new(2).is_none());
        assert!(Diagonals::new(MAX_ORDER + 1).is_none());
    }
}
