//! A search tree as the tree estimators see it: levels of branching, then an exact count.
//!
//! The estimators (`cubelab-estimate`) that sample a backtracking tree (Knuth's probes,
//! sequential Monte Carlo) need only this much of it, so the same sampler serves any
//! puzzle's tree: the enumeration kernel's, or a sampler's own dynamic fill.

use rand::RngCore;

/// A rooted tree of partial solutions sampled level by level.
///
/// Every node at level `k < depth()` branches (its children are at level `k + 1`); every
/// node at level `depth()` has its leaves counted exactly, as a weighted count, by
/// [`Tree::count`]. A branching node lists its children with weights. The estimators are
/// unbiased for the sum, over the nodes x at level `depth()`, of the product of the weights
/// on the path to x times `count(x)`; the tree must make that sum the number of leaves
/// (in expectation, when its listing is random). Three ways to do so:
/// - list every child that may have leaves with weight 1, and count leaves (Knuth's setting);
/// - draw one child c with probability q(c) and weight 1/q(c) (importance sampling);
/// - weigh each child by ψ(c)/ψ(x) for a potential ψ > 0 with ψ(root) = 1, and count
///   leaves/ψ (the weights along a path multiply to ψ of its end).
pub trait Tree {
    /// A partial solution.
    type Node: Clone;
    /// A child of a node, cheap to keep until it is chosen (a value for the next cell, say).
    type Child: Copy;

    /// The root; `None` when the tree has no leaf at all.
    fn root(&self) -> Option<Self::Node>;

    /// Branching levels sampled before the exact count.
    fn depth(&self) -> usize;

    /// Appends the children of `node` (at a level below [`Tree::depth`]) with their weights.
    /// Children known to have no leaf may be left out. `node` may be changed while the
    /// children are listed but is left as it was.
    fn branch(&self, node: &mut Self::Node, rng: &mut dyn RngCore, out: &mut Vec<(Self::Child, f64)>);

    /// The node reached from `node` by `child` (one listed by [`Tree::branch`]).
    fn descend(&self, node: &Self::Node, child: Self::Child) -> Self::Node;

    /// [`Tree::descend`] into `out`, a node of the same tree whose storage a tree may reuse:
    /// a sampler that replaces a whole level of nodes then allocates nothing.
    fn descend_into(&self, node: &Self::Node, child: Self::Child, out: &mut Self::Node) {
        *out = self.descend(node, child);
    }

    /// The number of leaves below a node at level [`Tree::depth`], weighted as the tree's
    /// weights require (the plain number for weights that are all 1).
    fn count(&self, node: &mut Self::Node) -> f64;
}
