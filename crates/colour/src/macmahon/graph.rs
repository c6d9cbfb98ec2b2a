//! The paper's graph model (Section 3, Theorems 5 and 6). For a target T, the vertices are
//! T's 8 corner numbers; each cube sharing exactly 2 corner numbers with T is an edge joining
//! them (20 edges); T itself can fill any one corner. A cube must sit at a corner of the
//! model whose corner number it carries, so an arrangement is an assignment of distinct cubes
//! to the 8 vertices, each cube to one of its own vertices.
//!
//! Solution number (Theorems 5, 6): the edge cubes of a collection form a subgraph H. Each
//! component with a cycle (as many edges as vertices) can be filled in 2 ways (the cycle
//! turns one way or the other); a tree component cannot be filled by its own edges and
//! needs T at one of its v vertices (v ways). So: without T, 2^components if no component
//! is a tree; with T, v * 2^(other components) if exactly one component is a tree.
//! For a set of any size the same count of tree components decides whether it builds T.

use rayon::prelude::*;

use super::cubes::{MacMahon, N};

/// The graph of one target.
#[derive(Clone, Debug)]
pub struct TargetGraph {
    /// Index of the target cube.
    pub target: usize,
    /// For each cube, which of the target's corners (bits 0..8, the target's corner order)
    /// it carries: 0 unusable, 2 bits for an edge, all 8 for the target.
    pub corner_bits: [u8; N],
    /// The edge cubes, ascending.
    pub edges: Vec<usize>,
    /// The two endpoints of each cube that is an edge (unused otherwise).
    pub ends: [(u8, u8); N],
}

/// Components of a subgraph on the 8 vertices: (vertices, edges) of each, kept by root in
/// fixed arrays (no allocation: the scan table evaluates a million subgraphs).
struct Components {
    verts: [u8; 8],
    edges: [u8; 8],
}

impl Components {
    fn of(ends: impl Iterator<Item = (u8, u8)> + Clone) -> Self {
        fn root(p: &mut [u8; 8], mut v: u8) -> u8 {
            while p[v as usize] != v {
                p[v as usize] = p[p[v as usize] as usize];
                v = p[v as usize];
            }
            v
        }
        let mut parent: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
        for (a, b) in ends.clone() {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            if ra != rb {
                parent[ra as usize] = rb;
            }
        }
        let (mut verts, mut edges) = ([0u8; 8], [0u8; 8]);
        for v in 0..8u8 {
            verts[root(&mut parent, v) as usize] += 1;
        }
        for (a, _) in ends {
            edges[root(&mut parent, a) as usize] += 1;
        }
        Components { verts, edges }
    }

    /// (vertices, edges) of each component.
    fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..8)
            .filter(|&r| self.verts[r] > 0)
            .map(|r| (self.verts[r] as u32, self.edges[r] as u32))
    }

    /// Components with fewer edges than vertices (trees, isolated vertices included).
    fn trees(&self) -> usize {
        self.iter().filter(|(v, e)| e < v).count()
    }
}

impl TargetGraph {
    /// The graph model of `target` (an index into `m.cubes`).
    pub fn new(m: &MacMahon, target: usize) -> Self {
        let tc = m.cubes[target].corners;
        let mut corner_bits = [0u8; N];
        let mut ends = [(0u8, 0u8); N];
        let mut edges = Vec::new();
        for (i, cube) in m.cubes.iter().enumerate() {
            let bits = (0..8)
                .filter(|&k| cube.corners.contains(&tc[k]))
                .fold(0u8, |b, k| b | 1 << k);
            corner_bits[i] = bits;
            if bits.count_ones() == 2 {
                edges.push(i);
                ends[i] = (bits.trailing_zeros() as u8, 7 - bits.leading_zeros() as u8);
            }
        }
        TargetGraph {
            target,
            corner_bits,
            edges,
            ends,
        }
    }

    /// The usable cubes (at least one corner number in common with the target).
    pub fn usable(&self) -> u32 {
        (0..N)
            .filter(|&i| self.corner_bits[i] != 0)
            .fold(0, |m, i| m | 1 << i)
    }

    fn subgraph(&self, set: u32) -> Components {
        let edge_set = set & !(1 << self.target);
        Components::of(
            (0..N)
                .filter(|&i| edge_set >> i & 1 == 1 && self.corner_bits[i].count_ones() == 2)
                .map(|i| self.ends[i]),
        )
    }

    /// Solution number of a collection of 8 distinct cubes for the target (Theorems 5, 6).
    pub fn solution_number(&self, collection: u32) -> u64 {
        debug_assert_eq!(collection.count_ones(), 8);
        if (0..N).any(|i| collection >> i & 1 == 1 && self.corner_bits[i] == 0) {
            return 0;
        }
        let has_target = collection >> self.target & 1 == 1;
        let comps = self.subgraph(collection);
        let trees: Vec<u32> = comps.iter().filter(|(v, e)| e < v).map(|(v, _)| v).collect();
        let cyclic = (comps.iter().count() - trees.len()) as u32;
        match (has_target, trees.as_slice()) {
            (false, []) => 1 << cyclic,
            (true, [v]) => *v as u64 * (1 << cyclic),
            _ => 0,
        }
    }

    /// Number of tree components (isolated vertices included) of the edge subgraph of `set`.
    pub fn tree_components(&self, set: u32) -> usize {
        self.subgraph(set).trees()
    }

    /// Whether some 8 cubes of `set` (any size) build the target (Hall's condition).
    pub fn builds(&self, set: u32) -> bool {
        match self.tree_components(set) {
            0 => true,
            1 => set >> self.target & 1 == 1,
            _ => false,
        }
    }
}

/// The target-independent decision table for set scans: for every subset (bitmask) of the
/// 20 edges of one target's graph, bit 0 = builds without the target cube (no tree
/// component), bit 1 = builds with it (at most one). Every target's graph is the image of
/// this one under a colour permutation, so one table serves all 30.
pub fn build_table(g: &TargetGraph) -> Vec<u8> {
    let ends: Vec<(u8, u8)> = g.edges.iter().map(|&e| g.ends[e]).collect();
    partitions(&ends)
        .iter()
        .map(|p| decision(p.trees() as usize))
        .collect()
}

/// Table entry for a subgraph with `trees` tree components.
fn decision(trees: usize) -> u8 {
    match trees {
        0 => 3,
        1 => 2,
        _ => 0,
    }
}

/// The same table the slow way: components of every subgraph from scratch (the test twin).
pub fn build_table_directly(g: &TargetGraph) -> Vec<u8> {
    let ends: Vec<(u8, u8)> = g.edges.iter().map(|&e| g.ends[e]).collect();
    (0u32..1 << ends.len())
        .into_par_iter()
        .map(|mask| {
            decision(Components::of((0..ends.len()).filter(|&i| mask >> i & 1 == 1).map(|i| ends[i])).trees())
        })
        .collect()
}

/// A partition of the 8 vertices into components: each vertex's label is the least vertex
/// of its component (3 bits each), plus a flag per label for "has a cycle".
#[derive(Clone, Copy, Default)]
struct Partition {
    labels: u32,
    cyclic: u8,
}

impl Partition {
    fn discrete() -> Self {
        Partition {
            labels: (0..8).fold(0, |l, v| l | v << (3 * v)),
            cyclic: 0,
        }
    }

    fn label(&self, v: u8) -> u32 {
        self.labels >> (3 * v) & 7
    }

    /// Adds edge (a, b): closes a cycle, or merges two components under the smaller label.
    fn with_edge(mut self, a: u8, b: u8) -> Self {
        let (la, lb) = (self.label(a), self.label(b));
        if la == lb {
            self.cyclic |= 1 << la;
            return self;
        }
        let (lo, hi) = (la.min(lb), la.max(lb));
        for v in 0..8 {
            if self.label(v) == hi {
                self.labels = self.labels & !(7 << (3 * v)) | lo << (3 * v);
            }
        }
        if self.cyclic >> hi & 1 == 1 {
            self.cyclic |= 1 << lo;
        }
        self.cyclic &= !(1 << hi);
        self
    }

    /// Components without a cycle (trees and isolated vertices).
    fn trees(&self) -> u32 {
        let roots = (0..8u8)
            .filter(|&v| self.label(v) == v as u32)
            .fold(0u8, |r, v| r | 1 << v);
        (roots & !self.cyclic).count_ones()
    }
}

/// The partition of every edge subset, each from the subset without its highest edge.
fn partitions(ends: &[(u8, u8)]) -> Vec<Partition> {
    let mut out = vec![Partition::default(); 1 << ends.len()];
    out[0] = Partition::discrete();
    for mask in 1usize..out.len() {
        let top = usize::BITS - 1 - mask.leading_zeros();
        let (a, b) = ends[top as usize];
        out[mask] = out[mask & !(1 << top)].with_edge(a, b);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usable_corner_counts_are_0_2_or_8() {
        // Section 3: 9 unusable cubes, 20 edges, the target itself.
        let m = MacMahon::new();
        for t in 0..N {
            let g = TargetGraph::new(&m, t);
            let counts: Vec<u32> = g.corner_bits.iter().map(|b| b.count_ones()).collect();
            assert_eq!(counts.iter().filter(|&&c| c == 0).count(), 9);
            assert_eq!(counts.iter().filter(|&&c| c == 2).count(), 20);
            assert_eq!(counts[t], 8);
            // The graph is the cube's skeleton (12 edges) plus 4 doubled long diagonals.
            let mut degree = [0; 8];
            for &e in &g.edges {
                degree[g.ends[e].0 as usize] += 1;
                degree[g.ends[e].1 as usize] += 1;
            }
            assert_eq!(degree, [5; 8]);
            // In space: 12 edges join neighbouring corners of the target, 8 join opposite ones.
            let cell = super::super::cubes::PAPER_CORNER_ORDER;
            let mut apart = [0; 4];
            for &e in &g.edges {
                let (a, b) = g.ends[e];
                apart[(cell[a as usize] ^ cell[b as usize]).count_ones() as usize] += 1;
            }
            assert_eq!(apart, [0, 12, 0, 8]);
        }
    }

    #[test]
    fn incremental_table_equals_direct_table() {
        let m = MacMahon::new();
        let g = TargetGraph::new(&m, m.index("Ba").unwrap());
        let table = build_table(&g);
        assert_eq!(table, build_table_directly(&g));
        // Sanity: all 20 edges build with or without the target; no edges builds nothing.
        assert_eq!(table[(1 << 20) - 1], 3);
        assert_eq!(table[0], 0);
    }

    #[test]
    fn interior_solution_set_has_sixteen() {
        let m = MacMahon::new();
        let g = TargetGraph::new(&m, m.index("Ba").unwrap());
        let set = m.parse_set("Ac,Ad,Ae,Af,Cb,Db,Eb,Fb").unwrap();
        assert_eq!(g.solution_number(set), 16);
        assert_eq!(g.tree_components(set), 0);
    }
}
