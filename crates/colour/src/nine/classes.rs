//! Nine-colour partitions up to the symmetries of the cube, two ways: orbit enumeration by
//! canonical forms, and Burnside's lemma (average number of partitions each symmetry fixes).
//!
//! A symmetry moves the cells ([`crate::geometry::Group::cell_perms`] at order 3); a
//! partition is compared with its image after renumbering colours by first appearance, so
//! colours stay unlabelled.

use super::{normalise, Colouring, CELLS};
use crate::geometry::orbits;
use crate::geometry::Perm;

/// One class of partitions with its orbit size.
pub type Class = orbits::Class<Colouring>;

/// The image of a partition under a cell permutation, colours renumbered.
pub fn image(c: &Colouring, g: &Perm) -> Colouring {
    let mut moved = [0u8; CELLS];
    g.apply_into(c, &mut moved);
    normalise(&moved)
}

/// The least image of a partition under `group`: equal for partitions in one class.
pub fn canonical(c: &Colouring, group: &[Perm]) -> Colouring {
    orbits::canonical(c, group, image)
}

/// The classes of `partitions` (a complete, duplicate-free list) under `group`.
pub fn classes(partitions: &[Colouring], group: &[Perm]) -> Vec<Class> {
    orbits::orbits(partitions, group, image)
}

/// The number of classes by Burnside's lemma.
pub fn burnside(partitions: &[Colouring], group: &[Perm]) -> Option<u64> {
    orbits::burnside(partitions, group, image)
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
            let classes = classes(&by_search, &group);
            assert!(orbits::consistent(&classes, by_search.len(), group.len()));
            assert_eq!(Some(classes.len() as u64), burnside(&by_structure, &group));
        }
    }

    #[test]
    fn orbit_size_is_the_number_of_distinct_images() {
        let group = cube_group().cell_perms(3);
        let all = exact::all_partitions();
        for class in classes(&all, &group).iter().take(5) {
            let mut images: Vec<Colouring> = group.iter().map(|g| image(&class.representative, g)).collect();
            images.sort_unstable();
            images.dedup();
            assert_eq!(images.len(), class.orbit);
        }
    }
}
