//! Collections of 8 distinct cubes: the solution-number distribution for a target (Table 1,
//! three methods), the number of targets each collection builds (Table 2), and Theorem 7's
//! construction of the 360 collections that build five.

use std::collections::BTreeMap;

use rayon::prelude::*;

use super::cubes::{map_set, MacMahon, N};
use super::graph::TargetGraph;
use super::{section7, target};

/// C(30, 8): the number of collections.
pub const COLLECTIONS: u64 = 5_852_925;

/// How to compute a solution number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum SolutionMethod {
    /// The paper's graph model (Theorems 5 and 6).
    Graph,
    /// Place turned cubes at the corners and compare faces.
    Geometric,
    /// The paper's Section 7 prime-index algorithm.
    Primes,
}

impl SolutionMethod {
    /// The method's name as written in output (`graph`, `geometric`, `primes`).
    pub fn name(self) -> &'static str {
        match self {
            SolutionMethod::Graph => "graph",
            SolutionMethod::Geometric => "geometric",
            SolutionMethod::Primes => "primes",
        }
    }
}

/// Every `k`-subset of the cubes in `pool`, ascending as bitmasks over the pool's order.
pub fn subsets(pool: u32, k: usize) -> Vec<u32> {
    fn rec(items: &[usize], k: usize, set: u32, out: &mut Vec<u32>) {
        if k == 0 {
            out.push(set);
            return;
        }
        for (j, &i) in items.iter().enumerate() {
            if items.len() - j < k {
                break;
            }
            rec(&items[j + 1..], k - 1, set | 1 << i, out);
        }
    }
    let items: Vec<usize> = (0..N).filter(|&i| pool >> i & 1 == 1).collect();
    let mut out = Vec::new();
    rec(&items, k, 0, &mut out);
    out
}

/// The solution number of a collection for a target by the chosen method.
pub fn solution_number(m: &MacMahon, graph: &TargetGraph, collection: u32, method: SolutionMethod) -> u64 {
    match method {
        SolutionMethod::Graph => graph.solution_number(collection),
        SolutionMethod::Geometric => target::count(m, graph.target, collection, false),
        SolutionMethod::Primes => section7::solution_number(m, graph.target, collection),
    }
}

/// The collections that build `target`, with their solution numbers, ascending. Only
/// collections of usable cubes can (every cube must fill some corner).
pub fn building_collections(m: &MacMahon, target: usize, method: SolutionMethod) -> Vec<(u32, u64)> {
    let graph = TargetGraph::new(m, target);
    subsets(graph.usable(), 8)
        .into_par_iter()
        .map(|c| (c, solution_number(m, &graph, c, method)))
        .filter(|&(_, s)| s > 0)
        .collect()
}

/// Table 1: how many collections have each nonzero solution number.
pub fn solution_distribution(list: &[(u32, u64)]) -> BTreeMap<u64, u64> {
    let mut d = BTreeMap::new();
    for &(_, s) in list {
        *d.entry(s).or_insert(0) += 1;
    }
    d
}

/// The building collections of every target (unordered), transported from target Ba's by colour
/// permutations (a recolouring maps the solutions for Ba to those for its image).
pub fn all_building_collections(m: &MacMahon) -> Vec<Vec<(u32, u64)>> {
    let base = m.index("Ba").expect("Ba");
    let list = building_collections(m, base, SolutionMethod::Graph);
    m.transports(base)
        .par_iter()
        .map(|perm| list.iter().map(|&(c, s)| (map_set(perm, c), s)).collect())
        .collect()
}

/// One collection with the targets it builds and the solution number for each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builder {
    /// The collection, a bitmask over the 30 cubes.
    pub collection: u32,
    /// Each target it builds, with its solution number: `(cube index, solutions)`.
    pub targets: Vec<(usize, u64)>,
}

/// The colex rank of a collection (8 cubes) among all C(30, 8): sum of C(b_i, i) over its
/// cubes b_1 < .. < b_8. A dense index, so Table 2 counts in an array instead of sorting.
pub fn colex_rank(mut collection: u32) -> usize {
    let mut rank = 0;
    let mut i = 1;
    while collection != 0 {
        rank += BINOMIAL[collection.trailing_zeros() as usize][i];
        collection &= collection - 1;
        i += 1;
    }
    rank
}

/// `BINOMIAL[n][k]` = C(n, k) for n < 32, k <= 8 (Pascal's rule at compile time).
const BINOMIAL: [[usize; 9]; 32] = {
    let mut t = [[0usize; 9]; 32];
    let mut n = 0;
    while n < 32 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 8 && n > 0 {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// Table 2: `distribution[k]` = collections building exactly k targets, and the collections
/// building `list` targets (when asked), ascending.
pub fn target_counts(per_target: &[Vec<(u32, u64)>], list: Option<usize>) -> ([u64; N + 1], Vec<Builder>) {
    let mut built = vec![0u8; COLLECTIONS as usize];
    for v in per_target {
        for &(c, _) in v {
            built[colex_rank(c)] += 1;
        }
    }
    let mut dist = [0u64; N + 1];
    for &b in &built {
        dist[b as usize] += 1;
    }
    let builders = match list {
        Some(k) if k > 0 => list_builders(per_target, &built, k),
        _ => Vec::new(),
    };
    (dist, builders)
}

/// The collections building exactly `k` targets, with their targets and solution numbers.
fn list_builders(per_target: &[Vec<(u32, u64)>], built: &[u8], k: usize) -> Vec<Builder> {
    // Key: collection (30 bits), target (5 bits), solution number (<= 16, 5 bits).
    let mut keys: Vec<u64> = per_target
        .iter()
        .enumerate()
        .flat_map(|(t, v)| {
            v.iter()
                .filter(|&&(c, _)| built[colex_rank(c)] as usize == k)
                .map(move |&(c, s)| (c as u64) << 10 | (t as u64) << 5 | s)
        })
        .collect();
    keys.sort_unstable();
    keys.chunk_by(|a, b| a >> 10 == b >> 10)
        .map(|run| Builder {
            collection: (run[0] >> 10) as u32,
            targets: run.iter().map(|k| ((k >> 5 & 31) as usize, k & 31)).collect(),
        })
        .collect()
}

/// True when `builders` (the collections building exactly 5 targets, from [`target_counts`])
/// are exactly Theorem 7's construction, collection by collection and target by target.
pub fn is_theorem7(m: &MacMahon, builders: &[Builder]) -> bool {
    let mut ours: Vec<(u32, u32)> = builders
        .iter()
        .map(|b| (b.collection, b.targets.iter().fold(0u32, |s, &(t, _)| s | 1 << t)))
        .collect();
    ours.sort_unstable();
    ours == theorem7(m)
}

/// Theorem 7's construction: choose 3 columns, then 4 rows, exactly 2 of them among the
/// chosen column letters (and the same with rows and columns swapped). The 5 cubes outside
/// the chosen rows and columns are the targets; the 10 cubes where they cross, less the
/// mirrors of 2 targets, are the collection. Returns (collection, targets) pairs, ascending.
pub fn theorem7(m: &MacMahon) -> Vec<(u32, u32)> {
    let at = |row: usize, col: usize| m.cubes.iter().position(|c| c.row == row && c.col == col);
    let mut out = Vec::new();
    for transpose in [false, true] {
        for cols in letter_sets(0b111111, 3) {
            for rows_in in letter_sets(cols, 2) {
                for rows_out in letter_sets(0b111111 & !cols, 2) {
                    let rows = rows_in | rows_out;
                    let (mut collection, mut targets) = (0u32, 0u32);
                    for r in 0..6 {
                        for c in 0..6 {
                            let (rr, cc) = if transpose { (c, r) } else { (r, c) };
                            let Some(i) = at(rr, cc) else { continue };
                            match (rows >> r & 1 == 1, cols >> c & 1 == 1) {
                                (true, true) => collection |= 1 << i,
                                (false, false) => targets |= 1 << i,
                                _ => {}
                            }
                        }
                    }
                    let mirrors = (0..N)
                        .filter(|&t| targets >> t & 1 == 1)
                        .fold(0, |s, t| s | 1 << m.cubes[t].mirror);
                    out.push((collection & !mirrors, targets));
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// The `k`-subsets of the letters in `from` (bits 0..6), as bitmasks.
fn letter_sets(from: u32, k: u32) -> Vec<u32> {
    (0u32..64)
        .filter(|s| s & !from == 0 && s.count_ones() == k)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_rank_is_a_bijection_onto_0_to_c30_8() {
        let mut ranks: Vec<usize> = subsets((1 << N) - 1, 8).into_iter().map(colex_rank).collect();
        ranks.sort_unstable();
        assert!(ranks.iter().enumerate().all(|(i, &r)| i == r));
        assert_eq!(ranks.len() as u64, COLLECTIONS);
    }

    #[test]
    fn subsets_count_binomials() {
        assert_eq!(subsets((1 << 21) - 1, 8).len(), 203_490);
        assert_eq!(subsets(0b1011, 2), vec![0b0011, 0b1001, 0b1010]);
    }

    #[test]
    fn three_methods_agree_collection_by_collection() {
        // Graph model, Section 7 and the geometric solver on every collection of usable cubes
        // for Ba (a collection with an unusable cube is 0 for all).
        let m = MacMahon::new();
        let ba = m.index("Ba").unwrap();
        let g = TargetGraph::new(&m, ba);
        let all = subsets(g.usable(), 8);
        all.par_iter().for_each(|&c| {
            let s = g.solution_number(c);
            assert_eq!(s, section7::solution_number(&m, ba, c), "{:?}", m.names(c));
            assert_eq!(s, target::count(&m, ba, c, false), "{:?}", m.names(c));
        });
        let with_unusable = subsets((1 << N) - 1, 8)
            .into_iter()
            .step_by(997)
            .find(|c| c & !g.usable() != 0)
            .unwrap();
        assert_eq!(section7::solution_number(&m, ba, with_unusable), 0);
        assert_eq!(g.solution_number(with_unusable), 0);
    }

    #[test]
    fn geometric_agrees_for_another_target() {
        let m = MacMahon::new();
        let t = m.index("Fe").unwrap();
        assert_eq!(
            building_collections(&m, t, SolutionMethod::Geometric),
            building_collections(&m, t, SolutionMethod::Graph)
        );
    }

    /// Spanning trees of a multigraph on 8 vertices by the matrix-tree theorem (exact
    /// fraction-free Gaussian elimination of a reduced Laplacian).
    fn spanning_trees(ends: &[(u8, u8)]) -> i128 {
        let mut l = [[0i128; 8]; 8];
        for &(a, b) in ends {
            let (a, b) = (a as usize, b as usize);
            l[a][a] += 1;
            l[b][b] += 1;
            l[a][b] -= 1;
            l[b][a] -= 1;
        }
        let mut a: Vec<Vec<i128>> = (1..8).map(|i| l[i][1..].to_vec()).collect();
        let (n, mut prev, mut sign) = (7, 1i128, 1i128);
        for k in 0..n - 1 {
            if a[k][k] == 0 {
                let Some(p) = (k + 1..n).find(|&r| a[r][k] != 0) else {
                    return 0;
                };
                a.swap(k, p);
                sign = -sign;
            }
            for i in k + 1..n {
                for j in k + 1..n {
                    a[i][j] = (a[i][j] * a[k][k] - a[i][k] * a[k][j]) / prev;
                }
            }
            prev = a[k][k];
        }
        sign * a[n - 1][n - 1]
    }

    #[test]
    fn spanning_trees_bound_the_solution_number_8_count() {
        // Lemma 4.5: Ba plus the 7 edge cubes of a spanning tree has solution number 8, so
        // at least tau(G) collections have 8. tau(G) = 17280 > 15987 and > 2664: the
        // paper's Table 1 labels 8 with 2664, which cannot be (docs/macmahon.md, errata).
        let m = MacMahon::new();
        let ba = m.index("Ba").unwrap();
        let g = TargetGraph::new(&m, ba);
        let ends: Vec<(u8, u8)> = g.edges.iter().map(|&e| g.ends[e]).collect();
        let tau = spanning_trees(&ends);
        assert_eq!(
            spanning_trees(&[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)]),
            3
        );
        let list = building_collections(&m, ba, SolutionMethod::Graph);
        // Every collection holding Ba whose 7 edges join all 8 vertices builds Ba.
        let spanning: Vec<u64> = list
            .iter()
            .filter(|&&(c, _)| c >> ba & 1 == 1 && is_connected(&g, c))
            .map(|&(_, s)| s)
            .collect();
        assert_eq!(spanning.len() as i128, tau);
        assert!(spanning.iter().all(|&s| s == 8));
        assert!(solution_distribution(&list)[&8] as i128 >= tau);
    }

    fn is_connected(g: &TargetGraph, set: u32) -> bool {
        let mut reach = 1u8;
        for _ in 0..8 {
            for &e in &g.edges {
                let (a, b) = g.ends[e];
                if set >> e & 1 == 1 && (reach >> a & 1 == 1 || reach >> b & 1 == 1) {
                    reach |= 1 << a | 1 << b;
                }
            }
        }
        reach == 0xFF
    }

    #[test]
    fn transported_lists_equal_direct_ones() {
        // Colour-permutation invariance: Ba's list carried to each target equals the list
        // computed from that target's own graph.
        let m = MacMahon::new();
        let all = all_building_collections(&m);
        for t in [0, 7, 13, 29] {
            let mut direct = building_collections(&m, t, SolutionMethod::Graph);
            let mut transported = all[t].clone();
            direct.sort_unstable();
            transported.sort_unstable();
            assert_eq!(transported, direct);
        }
    }

    #[test]
    fn theorem7_gives_360_collections_of_8_with_5_targets() {
        let m = MacMahon::new();
        let t7 = theorem7(&m);
        assert_eq!(t7.len(), 360);
        let mut distinct: Vec<u32> = t7.iter().map(|p| p.0).collect();
        distinct.dedup();
        assert_eq!(distinct.len(), 360);
        assert!(t7
            .iter()
            .all(|&(c, t)| c.count_ones() == 8 && t.count_ones() == 5 && c & t == 0));
    }

    /// Theorem 6's table says a collection holding the target, with 7 edges in 4 components
    /// and one tree, has 16 solutions; the proof assumes the edges split 1,2,2,2 over the
    /// components. They can also split 0,2,2,3 (a corner only the target can fill), which
    /// gives 1 x 2 x 2 x 2 = 8: every method here counts 8 (docs/macmahon.md, errata).
    #[test]
    fn theorem6_lone_corner_collections_have_8_solutions_not_16() {
        let m = MacMahon::new();
        let ba = m.index("Ba").unwrap();
        let set = m.parse_set("Ac,Ad,Ae,Ba,Cb,Cd,Db,Eb").unwrap();
        let graph = TargetGraph::new(&m, ba);
        for method in [
            SolutionMethod::Graph,
            SolutionMethod::Geometric,
            SolutionMethod::Primes,
        ] {
            assert_eq!(solution_number(&m, &graph, set, method), 8, "{}", method.name());
        }
    }
}
