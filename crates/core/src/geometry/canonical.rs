//! Canonical forms: the least image of a labelling under a group of permutations, and the
//! orbit size that connects totals with counts up to symmetry.

use super::perm::Perm;

/// The lexicographically least image of `values` under `group`, and the size of its orbit.
pub fn canonical<T: Ord + Copy>(values: &[T], group: &[Perm]) -> (Vec<T>, usize) {
    let mut best = values.to_vec();
    let mut buf = values.to_vec();
    let mut images: Vec<Vec<T>> = Vec::with_capacity(group.len());
    for g in group {
        g.apply_into(values, &mut buf);
        if buf < best {
            best.copy_from_slice(&buf);
        }
        if !images.contains(&buf) {
            images.push(buf.clone());
        }
    }
    (best, images.len())
}

/// Just the least image, without the orbit (cheaper: no image set is kept).
pub fn least_image<T: Ord + Copy>(values: &[T], group: &[Perm]) -> Vec<T> {
    let mut best = values.to_vec();
    let mut buf = values.to_vec();
    for g in group {
        g.apply_into(values, &mut buf);
        if buf < best {
            best.copy_from_slice(&buf);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::symmetry::square_group;

    #[test]
    fn orbit_of_symmetric_and_generic_labellings() {
        let g = square_group().cell_perms(3);
        let (_, orbit) = canonical(&[0, 0, 0, 0, 1, 0, 0, 0, 0], &g);
        assert_eq!(orbit, 1);
        let (least, orbit) = canonical(&[1, 2, 3, 4, 5, 6, 7, 8, 9], &g);
        assert_eq!(orbit, 8);
        assert_eq!(least, vec![1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let (least, _) = canonical(&[9, 8, 7, 6, 5, 4, 3, 2, 1], &g);
        assert_eq!(least, vec![1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
}
