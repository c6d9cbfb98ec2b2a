//! Symmetry groups of the square and the cube as signed permutations of the axes.
//!
//! One element, an [`AxisMap`], acts on every object we care about: the cells of a grid of
//! any order ([`AxisMap::cell_perm`]), the 6 faces of a cube ([`AxisMap::face_perm`]) and its
//! 8 corners (the cells of the order-2 grid). Conventions are in `docs/symmetry.md`.

use super::perm::Perm;

/// A symmetry of the `D`-dimensional grid `[0, n)^D`: coordinate `k` of the image point is
/// coordinate `axes[k]` of the source point, reversed (`n - 1 - c`) when `flips[k]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AxisMap<const D: usize> {
    /// Output axis `k` reads input axis `axes[k]`.
    pub axes: [u8; D],
    /// Whether axis `k` is reversed.
    pub flips: [bool; D],
}

/// Cell index of a point: axis 0 varies fastest (`x + n*y + n*n*z`).
pub fn index_of<const D: usize>(p: [usize; D], n: usize) -> usize {
    p.iter().rev().fold(0, |acc, &c| acc * n + c)
}

/// The point of a cell index; inverse of [`index_of`].
pub fn point_of<const D: usize>(mut index: usize, n: usize) -> [usize; D] {
    let mut p = [0; D];
    for c in p.iter_mut() {
        *c = index % n;
        index /= n;
    }
    p
}

impl<const D: usize> AxisMap<D> {
    /// The map that changes nothing.
    pub fn identity() -> Self {
        let mut axes = [0u8; D];
        for (k, a) in axes.iter_mut().enumerate() {
            *a = k as u8;
        }
        AxisMap {
            axes,
            flips: [false; D],
        }
    }

    /// All `D! * 2^D` symmetries, identity first, in a fixed order.
    pub fn all() -> Vec<Self> {
        let mut out = Vec::new();
        for axes in axis_permutations::<D>() {
            for mask in 0..(1u32 << D) {
                let mut flips = [false; D];
                for (k, f) in flips.iter_mut().enumerate() {
                    *f = mask >> k & 1 == 1;
                }
                out.push(AxisMap { axes, flips });
            }
        }
        out
    }

    /// True for proper rotations (determinant +1), false for reflections.
    pub fn is_rotation(&self) -> bool {
        let axes: Vec<u32> = self.axes.iter().map(|&a| a as u32).collect();
        let even = Perm::from_images(axes)
            .expect("axes form a permutation")
            .is_even();
        let flips = self.flips.iter().filter(|&&f| f).count();
        even == (flips % 2 == 0)
    }

    /// Where point `p` of an order-`n` grid goes.
    pub fn map_point(&self, p: [usize; D], n: usize) -> [usize; D] {
        let mut q = [0; D];
        for k in 0..D {
            let c = p[self.axes[k] as usize];
            q[k] = if self.flips[k] { n - 1 - c } else { c };
        }
        q
    }

    /// `self` first, then `other`.
    pub fn then(&self, other: &Self) -> Self {
        let mut axes = [0u8; D];
        let mut flips = [false; D];
        for k in 0..D {
            let j = other.axes[k] as usize;
            axes[k] = self.axes[j];
            flips[k] = self.flips[j] ^ other.flips[k];
        }
        AxisMap { axes, flips }
    }

    /// The permutation of the `n^D` cells of the order-`n` grid.
    pub fn cell_perm(&self, n: usize) -> Perm {
        let cells = n.pow(D as u32);
        let images = (0..cells)
            .map(|i| index_of(self.map_point(point_of::<D>(i, n), n), n) as u32)
            .collect();
        Perm::from_images(images).expect("a grid symmetry permutes the cells")
    }

    /// The permutation of the `2D` faces (facets); face `2*axis + side`, side 0 = low end.
    pub fn face_perm(&self) -> Perm {
        let mut images = vec![0u32; 2 * D];
        for k in 0..D {
            let a = self.axes[k] as usize;
            for side in 0..2 {
                images[2 * a + side] = (2 * k + (side ^ self.flips[k] as usize)) as u32;
            }
        }
        Perm::from_images(images).expect("a grid symmetry permutes the faces")
    }

    /// The permutation of the `2^D` corners (the cells of the order-2 grid).
    pub fn corner_perm(&self) -> Perm {
        self.cell_perm(2)
    }
}

/// Ordering pairs `(a, b)` (value at cell `a` < value at cell `b`) that pick exactly one image
/// of any labelling with distinct entries under the full group of the `D`-grid of order `n`:
/// the least corner sits at the origin, and the corners next to it (one step along each axis)
/// increase with the axis.
///
/// Why exactly one: the elements taking the least corner to the origin form one coset of the
/// origin's stabiliser, which is the `D!` axis permutations; those permute the origin's
/// neighbouring corners in every possible way, and exactly one order is increasing. Corners
/// rather than cells next to the origin, because fill orders reach corners early.
pub fn symmetry_breaking_pairs<const D: usize>(n: usize) -> Vec<(u32, u32)> {
    let corner = |c: usize| -> u32 {
        let mut p = [0usize; D];
        for (k, x) in p.iter_mut().enumerate() {
            *x = if c >> k & 1 == 1 { n - 1 } else { 0 };
        }
        index_of(p, n) as u32
    };
    let mut pairs: Vec<(u32, u32)> = (1..1usize << D).map(|c| (corner(0), corner(c))).collect();
    pairs.extend((1..D).map(|k| (corner(1 << (k - 1)), corner(1 << k))));
    pairs
}

fn axis_permutations<const D: usize>() -> Vec<[u8; D]> {
    fn rec<const D: usize>(cur: &mut [u8; D], used: &mut [bool; D], k: usize, out: &mut Vec<[u8; D]>) {
        if k == D {
            out.push(*cur);
            return;
        }
        for a in 0..D {
            if !used[a] {
                used[a] = true;
                cur[k] = a as u8;
                rec(cur, used, k + 1, out);
                used[a] = false;
            }
        }
    }
    let mut out = Vec::new();
    rec(&mut [0; D], &mut [false; D], 0, &mut out);
    out
}

/// A named group of grid symmetries.
#[derive(Clone, Debug)]
pub struct Group<const D: usize> {
    /// The group's name (`8 symmetries of the square`, ...).
    pub name: &'static str,
    /// Its elements.
    pub elements: Vec<AxisMap<D>>,
}

impl<const D: usize> Group<D> {
    /// The group's order.
    pub fn len(&self) -> usize {
        self.elements.len()
    }
    /// True for a group with no elements (never for a real group).
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }
    /// Every element as a permutation of the cells of the order-`n` grid.
    pub fn cell_perms(&self, n: usize) -> Vec<Perm> {
        self.elements.iter().map(|g| g.cell_perm(n)).collect()
    }
}

/// The 8 symmetries of the square (dihedral group D4).
pub fn square_group() -> Group<2> {
    Group {
        name: "square (8)",
        elements: AxisMap::<2>::all(),
    }
}

/// The 48 symmetries of the cube: rotations and reflections.
pub fn cube_group() -> Group<3> {
    Group {
        name: "cube (48)",
        elements: AxisMap::<3>::all(),
    }
}

/// The 24 rotations of the cube.
pub fn cube_rotations() -> Group<3> {
    Group {
        name: "cube rotations (24)",
        elements: AxisMap::<3>::all()
            .into_iter()
            .filter(|g| g.is_rotation())
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn group_orders() {
        assert_eq!(square_group().len(), 8);
        assert_eq!(cube_group().len(), 48);
        assert_eq!(cube_rotations().len(), 24);
        assert_eq!(cube_group().elements[0], AxisMap::identity());
    }

    #[test]
    fn groups_are_closed_and_faithful() {
        for n in [2, 3, 4] {
            let perms: HashSet<Perm> = cube_group().cell_perms(n).into_iter().collect();
            assert_eq!(perms.len(), 48, "faithful on order {n}");
        }
        let rot = cube_rotations();
        let set: HashSet<_> = rot.elements.iter().copied().collect();
        for a in &rot.elements {
            for b in &rot.elements {
                assert!(set.contains(&a.then(b)), "rotations closed");
            }
        }
    }

    #[test]
    fn then_matches_perm_composition() {
        let g = cube_group();
        for a in g.elements.iter().step_by(5) {
            for b in g.elements.iter().step_by(7) {
                assert_eq!(a.then(b).cell_perm(3), a.cell_perm(3).then(&b.cell_perm(3)));
                assert_eq!(a.then(b).face_perm(), a.face_perm().then(&b.face_perm()));
            }
        }
    }

    #[test]
    fn rotations_keep_opposite_faces_opposite_and_act_on_faces_faithfully() {
        let faces: HashSet<Perm> = cube_rotations().elements.iter().map(|g| g.face_perm()).collect();
        assert_eq!(faces.len(), 24);
        for p in &faces {
            for f in 0..6 {
                assert_eq!(p.image(f) / 2, p.image(f ^ 1) / 2);
            }
        }
    }

    #[test]
    fn rotations_are_even_on_corners_iff_proper() {
        // A rotation of the cube is an even or odd permutation of corners, but the centre
        // inversion (all flips) is the reflection that swaps each corner with its opposite.
        let inv = AxisMap::<3> {
            axes: [0, 1, 2],
            flips: [true; 3],
        };
        assert!(!inv.is_rotation());
        let c = inv.corner_perm();
        for i in 0..8 {
            assert_eq!(c.image(i), 7 - i);
        }
    }

    #[test]
    fn symmetry_breaking_keeps_exactly_one_image() {
        let values: Vec<u32> = (0..27).map(|i| (i * 7 + 3) % 27).collect();
        let pairs = symmetry_breaking_pairs::<3>(3);
        let kept = cube_group()
            .cell_perms(3)
            .iter()
            .filter(|g| {
                let img = g.apply(&values);
                pairs.iter().all(|&(a, b)| img[a as usize] < img[b as usize])
            })
            .count();
        assert_eq!(kept, 1);
        let sq: Vec<u32> = (0..16).rev().collect();
        let pairs = symmetry_breaking_pairs::<2>(4);
        let kept = square_group()
            .cell_perms(4)
            .iter()
            .filter(|g| {
                let img = g.apply(&sq);
                pairs.iter().all(|&(a, b)| img[a as usize] < img[b as usize])
            })
            .count();
        assert_eq!(kept, 1);
    }

    #[test]
    fn index_point_roundtrip() {
        for i in 0..27 {
            assert_eq!(index_of(point_of::<3>(i, 3), 3), i);
        }
    }
}
