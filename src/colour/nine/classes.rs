//! Nine-colour partitions up to the symmetries of the cube, two ways: orbit enumeration by
//! canonical forms, and Burnside's lemma (average number of partitions each symmetry fixes).
//!
//! A symmetry moves the cells ([`crate::geometry::Group::cell_perms`] at order 3); a
//! partition is compared with its image after renumbering colours by first appearance, so
//! colours stay unlabelled.

use std::collections::BTreeMap;

use super::{normalise, Colouring, CELLS};
use crate::geometry::Perm;

/// The image of a partition under a cell permutation, colours renumbered.
pub fn image(c: &Colouring, g: &Perm) -> Colouring {
    let mut moved = [0u8; CELLS];
    g.apply_into(c, &mut moved);
    normalise(&moved)
}

/// The least image of a partition under `group`: equal for partitions in one class.
pub fn canonical(c: &Colouring, group: &[Perm]) -> Colouring {
    group.iter().map(|g| image(c, g)).min().expect("a group has an identity")
}

/// One class: its least member and how many partitions it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    pub representative: Colouring,
    pub orbit: usize,
}

/// The classes of `partitions` (a complete, duplicate-free list) under `group`, by
/// canonical form; orbit sizes are the number of listed partitions in each class.
pub fn orbits(partitions: &[Colouring], group: &[Perm]) -> Vec<Class> {
    let mut by_form: BTreeMap<Colouring, usize> = BTreeMap::new();
    for c in partitions {
        *by_form.entry(canonical(c, group)).or_default() += 1;
    }
    by_form
        .into_iter()
        .map(|(representative, orbit)| Class { representative, orbit })
        .collect()
}

/// The number of classes by Burnside's lemma: the mean over `group` of the number of
/// partitions each element fixes. None if the mean is not a whole number (an error).
pub fn burnside(partitions: &[Colouring], group: &[Perm]) -> Option<u64> {
    let fixed: u64 = group
        .iter()
        .map(|g| partitions.iter().filter(|c| image(c, g) == **c).count() as u64)
        .sum();
    (fixed % group.len() as u64 == 0).then(|| fixed / group.len() as u64)
}

/// Orbit sizes divide the group order and add up to the total: a check on [`orbits`].
pub fn orbit_sizes_consistent(classes: &[Class], total: usize, group_order: usize) -> bool {
    classes.iter().all(|c| group_order % c.orbit == 0) && classes.iter().map(|c| c.orbit).sum::<usize>() == total
}

#[cfg(test)]
mod tests {
    use super::super::{exact, structure};
    use super::*;
    use crate::geometry::{cube_group, cube_rotations};

    #[test]
    fn orbit_enumeration_agrees_with_burnside() {
        let by_search = exact::all_partitions();
        let by_structure = structure::all_partitions();
        for group in [cube_group().cell_perms(3), cube_rotations().cell_perms(3)] {
            let classes = orbits(&by_search, &group);
            assert!(orbit_sizes_consistent(&classes, by_search.len(), group.len()));
            assert_eq!(Some(classes.len() as u64), burnside(&by_structure, &group));
        }
    }

    #[test]
    fn orbit_size_is_the_number_of_distinct_images() {
        let group = cube_group().cell_perms(3);
        let all = exact::all_partitions();
        for class in orbits(&all, &group).iter().take(5) {
            let mut images: Vec<Colouring> = group.iter().map(|g| image(&class.representative, g)).collect();
            images.sort_unstable();
            images.dedup();
            assert_eq!(images.len(), class.orbit);
        }
    }
}
