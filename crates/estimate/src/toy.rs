//! A tree whose leaf count is known, for the tests of the tree methods.

use rand::RngCore;

use crate::search::tree::Tree;

/// The subsets of `0..n` of size `k` with sum `s`, built element by element: level i
/// decides whether element i is in. Small enough to count by brute force.
pub struct Subsets {
    pub n: u32,
    pub k: u32,
    pub s: u32,
    pub depth: usize,
}

impl Subsets {
    /// The number of leaves, by brute force over all subsets.
    pub fn brute(&self) -> u128 {
        (0u64..1 << self.n)
            .filter(|m| {
                m.count_ones() == self.k && (0..self.n).filter(|i| m >> i & 1 == 1).sum::<u32>() == self.s
            })
            .count() as u128
    }

    fn alive(&self, level: u32, taken: u32, sum: u32) -> bool {
        let left = self.n - level;
        let need = self.k.saturating_sub(taken);
        taken <= self.k && need <= left && sum <= self.s
    }

    fn completions(&self, level: u32, taken: u32, sum: u32) -> u128 {
        if level == self.n {
            return (taken == self.k && sum == self.s) as u128;
        }
        self.completions(level + 1, taken, sum) + self.completions(level + 1, taken + 1, sum + level)
    }
}

impl Tree for Subsets {
    type Node = (u32, u32, u32);
    type Child = bool;
    fn root(&self) -> Option<Self::Node> {
        Some((0, 0, 0))
    }
    fn depth(&self) -> usize {
        self.depth
    }
    fn branch(&self, node: &mut Self::Node, _rng: &mut dyn RngCore, out: &mut Vec<(bool, f64)>) {
        for take in [false, true] {
            let (l, t, s) = self.descend(node, take);
            if self.alive(l, t, s) {
                out.push((take, 1.0));
            }
        }
    }
    fn descend(&self, &(l, t, s): &Self::Node, take: bool) -> Self::Node {
        if take {
            (l + 1, t + 1, s + l)
        } else {
            (l + 1, t, s)
        }
    }
    fn count(&self, &mut (l, t, s): &mut Self::Node) -> f64 {
        self.completions(l, t, s) as f64
    }
}
