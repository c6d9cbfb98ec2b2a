//! Classes of objects under a group of permutations, two ways: orbit enumeration by least
//! image, and Burnside's lemma. The one home of symmetry classes: magic figures
//! (the magic census's classes), the nine-colour cube, Instant Insanity stacks; `act`
//! says how one permutation moves one object (cells of a figure, sides of a stack, ...). The
//! fast least image of a plain labelling is [`super::canonical()`].

use std::collections::BTreeMap;

use crate::geometry::Perm;

/// One class: its least member and how many of the listed objects it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class<T> {
    /// The least member of the class.
    pub representative: T,
    /// How many of the listed objects the class holds.
    pub orbit: usize,
}

/// The least image of `x` under `group`: equal for objects in one class.
pub fn canonical<T: Ord>(x: &T, group: &[Perm], act: impl Fn(&T, &Perm) -> T) -> T {
    group
        .iter()
        .map(|g| act(x, g))
        .min()
        .expect("a group has an identity")
}

/// The classes of `items` (a complete, duplicate-free list closed under `group`) by
/// canonical form, in order of their least members.
pub fn orbits<T: Ord + Clone>(items: &[T], group: &[Perm], act: impl Fn(&T, &Perm) -> T) -> Vec<Class<T>> {
    let mut by_form: BTreeMap<T, usize> = BTreeMap::new();
    for x in items {
        *by_form.entry(canonical(x, group, &act)).or_default() += 1;
    }
    by_form
        .into_iter()
        .map(|(representative, orbit)| Class {
            representative,
            orbit,
        })
        .collect()
}

/// The number of classes by Burnside's lemma: the mean over `group` of the number of items
/// each element fixes. None when the mean is not a whole number (the list is not closed).
pub fn burnside<T: PartialEq>(items: &[T], group: &[Perm], act: impl Fn(&T, &Perm) -> T) -> Option<u64> {
    let fixed: u64 = group
        .iter()
        .map(|g| items.iter().filter(|x| act(x, g) == **x).count() as u64)
        .sum();
    fixed
        .is_multiple_of(group.len() as u64)
        .then(|| fixed / group.len() as u64)
}

/// Orbit sizes divide the group order and add up to the total: a check on [`orbits`].
pub fn consistent<T>(classes: &[Class<T>], total: usize, group_order: usize) -> bool {
    classes.iter().all(|c| group_order.is_multiple_of(c.orbit))
        && classes.iter().map(|c| c.orbit).sum::<usize>() == total
}

/// The distinct orbit sizes, ascending.
pub fn orbit_sizes<T>(classes: &[Class<T>]) -> Vec<usize> {
    let mut o: Vec<usize> = classes.iter().map(|c| c.orbit).collect();
    o.sort_unstable();
    o.dedup();
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::square_group;

    #[test]
    fn two_colourings_of_the_square_corners() {
        // Black/white colourings of the 4 corners of a square (cells 0,2,6,8 of the 3x3 grid
        // are moved among themselves): 6 classes under the 8 symmetries (necklace count).
        let group = square_group().cell_perms(3);
        let corners = [0usize, 2, 6, 8];
        let items: Vec<Vec<u8>> = (0..16u8)
            .map(|m| {
                let mut v = vec![0u8; 9];
                for (k, &c) in corners.iter().enumerate() {
                    v[c] = m >> k & 1;
                }
                v
            })
            .collect();
        let act = |v: &Vec<u8>, g: &Perm| g.apply(v);
        let cls = orbits(&items, &group, act);
        assert_eq!(cls.len(), 6);
        assert!(consistent(&cls, 16, 8));
        assert_eq!(burnside(&items, &group, act), Some(6));
        assert_eq!(orbit_sizes(&cls), vec![1, 2, 4]);
    }
}
