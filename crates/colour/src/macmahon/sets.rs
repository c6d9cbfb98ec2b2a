//! Exhaustive scans of all K-sets of distinct cubes: how many targets each builds (a set
//! builds a target when some 8 of its cubes do). Answers the paper's open questions.
//!
//! Kernel: for each target, the 20 edge cubes of its graph are numbered as the images of
//! target Ba's edges under a colour permutation, so one 2^20-entry table (built from Ba's
//! graph, see `graph::build_table`) decides every target. A depth-first walk over the sets
//! keeps, per target, the bitmask of its edges present so far; at a leaf each target costs
//! one table lookup.
//!
//! Work units: unit (i, j), i < j, is every K-set whose two smallest cube indices are i and
//! j; the 435 units partition the K-sets, are independent, and their results (a count per
//! number of targets, the sets reaching the unit's maximum) merge by addition.

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::cubes::{MacMahon, N};
use super::graph::{build_table, TargetGraph};

/// The decision table and, per cube and target, the edge bit the cube sets.
pub struct Kernel {
    table: Vec<u8>,
    /// `add[c][t]`: the bit of cube c in target t's edge index (0 when not an edge of t).
    add: [[u32; N]; N],
}

impl Kernel {
    /// The kernel's tables for the cubes of `m`.
    pub fn new(m: &MacMahon) -> Self {
        let base = m.index("Ba").expect("Ba");
        let g = TargetGraph::new(m, base);
        let mut add = [[0u32; N]; N];
        for (t, perm) in m.transports(base).iter().enumerate() {
            for (bit, &e) in g.edges.iter().enumerate() {
                add[perm[e] as usize][t] = 1 << bit;
            }
        }
        Kernel {
            table: build_table(&g),
            add,
        }
    }

    /// The targets (bitmask) a set of cubes builds.
    pub fn targets_built(&self, set: u32) -> u32 {
        let mut idx = [0u32; N];
        for c in (0..N).filter(|&c| set >> c & 1 == 1) {
            self.add_cube(&mut idx, c);
        }
        (0..N)
            .filter(|&t| self.builds(idx[t], set, t) == 1)
            .fold(0, |m, t| m | 1 << t)
    }

    /// Sets cube c's bit in every target's edge index.
    #[inline]
    fn add_cube(&self, idx: &mut [u32; N], c: usize) {
        for (i, a) in idx.iter_mut().zip(&self.add[c]) {
            *i |= a;
        }
    }

    /// Number of targets built, given every target's edge index.
    #[inline]
    fn count_built(&self, idx: &[u32; N], set: u32) -> usize {
        idx.iter()
            .enumerate()
            .map(|(t, &e)| self.builds(e, set, t))
            .sum::<u32>() as usize
    }

    #[inline]
    fn builds(&self, edge_index: u32, set: u32, t: usize) -> u32 {
        (self.table[edge_index as usize] as u32 >> (set >> t & 1)) & 1
    }

    fn walk(&self, start: usize, left: usize, set: u32, idx: &[u32; N], acc: &mut UnitResult, limit: usize) {
        for c in start..=N - left {
            let s = set | 1 << c;
            let mut next = *idx;
            self.add_cube(&mut next, c);
            if left == 1 {
                acc.record(s, self.count_built(&next, s), limit);
            } else {
                self.walk(c + 1, left - 1, s, &next, acc, limit);
            }
        }
    }

    /// One work unit: all K-sets whose two smallest cubes are `unit.0 < unit.1`.
    pub fn run_unit(&self, k: usize, unit: (usize, usize), limit: usize) -> UnitResult {
        self.run_prefix(k, &[unit.0, unit.1], limit)
    }

    /// All K-sets whose smallest cubes are `prefix` (ascending, at most K of them), in walk
    /// order.
    pub fn run_prefix(&self, k: usize, prefix: &[usize], limit: usize) -> UnitResult {
        let mut acc = UnitResult::default();
        let mut set = 0u32;
        let mut idx = [0u32; N];
        for &c in prefix {
            set |= 1 << c;
            self.add_cube(&mut idx, c);
        }
        let next = prefix.last().map_or(0, |&c| c + 1);
        let left = k - prefix.len();
        if left == 0 {
            acc.record(set, self.count_built(&idx, set), limit);
        } else if N - next >= left {
            self.walk(next, left, set, &idx, &mut acc, limit);
        }
        acc
    }
}

/// The result of a unit or of a whole scan.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitResult {
    /// `dist[n]`: sets building exactly n targets.
    pub dist: Vec<u64>,
    /// The largest n met, and up to `limit` sets reaching it (in walk order).
    pub max: usize,
    /// Up to `limit` sets reaching `max`, as bitmasks over the 30 cubes.
    pub max_sets: Vec<u32>,
}

impl UnitResult {
    fn record(&mut self, set: u32, built: usize, limit: usize) {
        if self.dist.is_empty() {
            self.dist = vec![0; N + 1];
        }
        self.dist[built] += 1;
        if built > self.max {
            self.max = built;
            self.max_sets.clear();
        }
        if built == self.max && self.max_sets.len() < limit {
            self.max_sets.push(set);
        }
    }

    /// Adds another result (the next unit in order).
    pub fn merge(mut self, other: UnitResult, limit: usize) -> UnitResult {
        if self.dist.is_empty() {
            return other;
        }
        if other.dist.is_empty() {
            return self;
        }
        for (a, b) in self.dist.iter_mut().zip(&other.dist) {
            *a += b;
        }
        if other.max > self.max {
            self.max = other.max;
            self.max_sets = other.max_sets;
        } else if other.max == self.max {
            self.max_sets.extend(other.max_sets);
            self.max_sets.truncate(limit);
        }
        self
    }

    /// Total number of sets counted.
    pub fn total(&self) -> u64 {
        self.dist.iter().sum()
    }
}

/// The work units of a scan, in merge order.
pub fn units() -> Vec<(usize, usize)> {
    (0..N).flat_map(|i| (i + 1..N).map(move |j| (i, j))).collect()
}

/// Scans every K-set (2 <= K <= 30) in parallel; keeps up to `limit` sets reaching the max.
pub fn scan(kernel: &Kernel, k: usize, limit: usize) -> UnitResult {
    assert!((2..=N).contains(&k));
    let parts: Vec<UnitResult> = units()
        .into_par_iter()
        .map(|u| kernel.run_unit(k, u, limit))
        .collect();
    parts
        .into_iter()
        .fold(UnitResult::default(), |a, b| a.merge(b, limit))
}

/// The same result with colour symmetry: S6 is transitive on the cubes, so each cube lies in
/// the same number of sets building n targets, and `dist[n] = 30/K * (sets containing Ab,
/// cube 0, building n)`. Only units (0, j) run: C(29, K-1) sets instead of C(30, K). The
/// sets reaching the maximum are the S6 images of those containing Ab; they are listed in
/// full (ascending) when there are at most `limit`, else the first `limit` containing Ab.
pub fn scan_symmetric(m: &MacMahon, kernel: &Kernel, k: usize, limit: usize) -> UnitResult {
    assert!((2..=N).contains(&k));
    let with_ab: Vec<UnitResult> = (1..N)
        .into_par_iter()
        .map(|j| kernel.run_unit(k, (0, j), usize::MAX))
        .collect();
    let r0 = with_ab
        .into_iter()
        .fold(UnitResult::default(), |a, b| a.merge(b, usize::MAX));
    let dist: Vec<u64> = r0
        .dist
        .iter()
        .map(|&c| {
            assert_eq!(c * N as u64 % k as u64, 0, "S6 is transitive on the cubes");
            c * N as u64 / k as u64
        })
        .collect();
    let mut max_sets = r0.max_sets;
    if dist[r0.max] as usize <= limit {
        let perms: Vec<[u8; N]> = super::cubes::colour_permutations()
            .iter()
            .map(|s| m.colour_action(s))
            .collect();
        max_sets = max_sets
            .iter()
            .flat_map(|&s| perms.iter().map(move |p| super::cubes::map_set(p, s)))
            .collect();
        max_sets.sort_unstable();
        max_sets.dedup();
        assert_eq!(max_sets.len() as u64, dist[r0.max]);
    } else {
        max_sets.truncate(limit);
    }
    UnitResult {
        dist,
        max: r0.max,
        max_sets,
    }
}

/// Every K-subset of `within` (a set of cubes), one by one: for small pools such as a
/// universal set (the paper's Figure 9).
pub fn scan_within(kernel: &Kernel, within: u32, k: usize, limit: usize) -> UnitResult {
    let mut acc = UnitResult::default();
    for s in super::collections::subsets(within, k) {
        acc.record(s, kernel.targets_built(s).count_ones() as usize, limit);
    }
    acc
}

/// The ten sets of Conjecture 8: two cubes Ax, Ay of row A; Xa, Ya, Xy, Yx; and for the
/// other three letters W, Z, V the six cubes Wz, Wv, Zw, Zv, Vw, Vz.
pub fn conjecture8_sets(m: &MacMahon) -> Vec<u32> {
    let at = |r: usize, c: usize| {
        1u32 << m
            .cubes
            .iter()
            .position(|q| q.row == r && q.col == c)
            .expect("off-diagonal")
    };
    let mut out = Vec::new();
    for x in 1..6 {
        for y in x + 1..6 {
            let mut s = at(0, x) | at(0, y) | at(x, 0) | at(y, 0) | at(x, y) | at(y, x);
            let others: Vec<usize> = (1..6).filter(|&l| l != x && l != y).collect();
            for &a in &others {
                for &b in &others {
                    if a != b {
                        s |= at(a, b);
                    }
                }
            }
            out.push(s);
        }
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn kernel_agrees_with_each_target_graph() {
        // The transported table against each target's own graph (colour-permutation invariance).
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let graphs: Vec<TargetGraph> = (0..N).map(|t| TargetGraph::new(&m, t)).collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..3000 {
            let k = rng.gen_range(8..=14);
            let mut set = 0u32;
            while set.count_ones() < k {
                set |= 1 << rng.gen_range(0..N);
            }
            let direct = (0..N)
                .filter(|&t| graphs[t].builds(set))
                .fold(0, |a, t| a | 1 << t);
            assert_eq!(kernel.targets_built(set), direct, "set {set:#x}");
        }
    }

    /// Second method: a set builds t when one of its 8-subsets is a building collection of t
    /// (solution number > 0 by the graph model).
    fn brute_force(per_target: &[std::collections::HashSet<u32>], set: u32) -> u32 {
        let subs = crate::macmahon::collections::subsets(set, 8);
        (0..N)
            .filter(|&t| subs.iter().any(|c| per_target[t].contains(c)))
            .fold(0, |a, t| a | 1 << t)
    }

    fn building_sets(m: &MacMahon) -> Vec<std::collections::HashSet<u32>> {
        crate::macmahon::collections::all_building_collections(m)
            .into_iter()
            .map(|v| v.into_iter().map(|(c, _)| c).collect())
            .collect()
    }

    #[test]
    fn kernel_agrees_with_brute_force_and_is_colour_invariant() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let per_target = building_sets(&m);
        let perms = crate::macmahon::cubes::colour_permutations();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..400 {
            let k = rng.gen_range(8..=12);
            let set = crate::macmahon::sample::random_set(&mut rng, k);
            let built = kernel.targets_built(set);
            assert_eq!(built, brute_force(&per_target, set));
            let perm = m.colour_action(&perms[rng.gen_range(0..720)]);
            let image = crate::macmahon::cubes::map_set(&perm, set);
            assert_eq!(
                kernel.targets_built(image),
                crate::macmahon::cubes::map_set(&perm, built)
            );
        }
    }

    #[test]
    fn maxima_for_9_and_10_cubes_by_brute_force() {
        // The scan's record holders, re-checked by the second method, and closed under the 720
        // colour permutations (the maximum is an invariant, so its sets form whole orbits).
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let per_target = building_sets(&m);
        let perms: Vec<[u8; N]> = crate::macmahon::cubes::colour_permutations()
            .iter()
            .map(|s| m.colour_action(s))
            .collect();
        for k in [9, 10] {
            let r = scan(&kernel, k, 1000);
            assert_eq!(r.max_sets.len() as u64, r.dist[r.max]);
            let mut sets = r.max_sets.clone();
            sets.sort_unstable();
            for &s in &sets {
                assert_eq!(brute_force(&per_target, s).count_ones() as usize, r.max);
                for p in &perms {
                    assert!(sets.binary_search(&crate::macmahon::cubes::map_set(p, s)).is_ok());
                }
            }
        }
    }

    #[test]
    fn universal_sets_as_the_paper_describes_haraguchis() {
        // Section 6, for Haraguchi's set (one of the ten, all S6-equivalent): a target in the
        // set has 9 collections inside it, two with solution number 8 and seven with 2; a
        // target outside has exactly one, with 4. Subsets: 8 cubes build at most 3 targets,
        // 10 cubes never 4, 5 or 7 (range 3..9), every 11 builds 18.
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let lists = crate::macmahon::collections::all_building_collections(&m);
        for u in conjecture8_sets(&m) {
            for (t, list) in lists.iter().enumerate() {
                let mut sols: Vec<u64> = list
                    .iter()
                    .filter(|(c, _)| c & !u == 0)
                    .map(|&(_, s)| s)
                    .collect();
                sols.sort_unstable();
                let expected = if u >> t & 1 == 1 {
                    vec![2, 2, 2, 2, 2, 2, 2, 8, 8]
                } else {
                    vec![4]
                };
                assert_eq!(sols, expected);
            }
            assert!(scan_within(&kernel, u, 8, 0).max <= 3);
            let ten = scan_within(&kernel, u, 10, 0);
            let values: Vec<usize> = (0..=N).filter(|&n| ten.dist[n] > 0).collect();
            assert_eq!(values, vec![3, 6, 8, 9]);
            let eleven = scan_within(&kernel, u, 11, 0);
            assert_eq!(eleven.dist[18], 12);
        }
    }

    #[test]
    fn symmetric_scan_equals_full_scan() {
        // Invariance under colour permutations, used to cut the scan: both ways agree.
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        for k in [8, 9, 10, 28] {
            let full = scan(&kernel, k, 1000);
            let sym = scan_symmetric(&m, &kernel, k, 1000);
            assert_eq!(sym.dist, full.dist);
            assert_eq!(sym.max, full.max);
            let mut listed = full.max_sets.clone();
            listed.sort_unstable();
            if full.dist[full.max] <= 1000 {
                assert_eq!(sym.max_sets, listed);
            }
        }
    }

    #[test]
    fn eight_sets_are_table_2() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let lists = crate::macmahon::collections::all_building_collections(&m);
        let (dist, _) = crate::macmahon::collections::target_counts(&lists, None);
        assert_eq!(scan(&kernel, 8, 0).dist, dist.to_vec());
    }

    #[test]
    fn units_partition_the_sets() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        assert_eq!(units().len(), 435);
        assert_eq!(scan(&kernel, 27, 10).total(), 4060);
        assert_eq!(scan(&kernel, 30, 10).dist[30], 1);
    }

    #[test]
    fn conjecture8_sets_are_ten_universal_twelves() {
        let m = MacMahon::new();
        let kernel = Kernel::new(&m);
        let sets = conjecture8_sets(&m);
        assert_eq!(sets.len(), 10);
        // One orbit under the 720 colour permutations (paper, end of Section 6).
        let orbit: std::collections::BTreeSet<u32> = crate::macmahon::cubes::colour_permutations()
            .iter()
            .map(|p| crate::macmahon::cubes::map_set(&m.colour_action(p), sets[0]))
            .collect();
        assert_eq!(orbit.into_iter().collect::<Vec<_>>(), sets);
        for s in sets {
            assert_eq!(s.count_ones(), 12);
            assert_eq!(kernel.targets_built(s), (1 << N) - 1);
        }
    }
}
