//! Every partition of the nine-colour cube into colour classes, counted two independent ways
//! and grouped into classes under the cube's symmetries two independent ways; the answer is
//! given only when both ways agree.

use super::{classes, exact, structure, Colouring};
use crate::error::{Error, Result};
use crate::geometry::orbits;
use crate::geometry::{cube_group, cube_rotations, Perm};

/// The partitions and, when asked for, their classes.
#[derive(Clone, Debug)]
pub struct Census {
    /// Every partition into colour classes, from the exact search (in its order).
    pub partitions: Vec<Colouring>,
    /// Search nodes the exact count visited.
    pub nodes: u64,
    /// Classes under the 48 symmetries and under the 24 rotations of the cube.
    pub classes: Option<Classes>,
}

/// The classes of the partitions under the two symmetry groups.
#[derive(Clone, Debug)]
pub struct Classes {
    /// Under the 48 symmetries of the cube (rotations and reflections).
    pub full: Vec<classes::Class>,
    /// Under the 24 rotations.
    pub rotations: Vec<classes::Class>,
}

impl Census {
    /// Solutions with labelled colours: partitions x 9!.
    pub fn labelled(&self) -> u128 {
        exact::labelled(self.partitions.len() as u64)
    }
}

/// The census: the exact search's list checked against the structure count, and (with
/// `with_classes`) orbit enumeration checked against Burnside's lemma on the structure
/// list. A disagreement is an [`Error::Disagreement`].
pub fn census(with_classes: bool) -> Result<Census> {
    let partitions = exact::all_partitions();
    let nodes = exact::count_partitions(&exact::default_order()).1.nodes;
    let by_structure = structure::all_partitions();
    if by_structure.len() != partitions.len() {
        return Err(Error::disagreement(format!(
            "search finds {} partitions, the structure count {}",
            partitions.len(),
            by_structure.len()
        )));
    }
    let classes = if with_classes {
        Some(Classes {
            full: checked_classes(&partitions, &by_structure, &cube_group().cell_perms(3))?,
            rotations: checked_classes(&partitions, &by_structure, &cube_rotations().cell_perms(3))?,
        })
    } else {
        None
    };
    Ok(Census {
        partitions,
        nodes,
        classes,
    })
}

/// Classes of `list` by orbit enumeration, checked against Burnside's lemma on `other` (the
/// same partitions found another way).
fn checked_classes(list: &[Colouring], other: &[Colouring], group: &[Perm]) -> Result<Vec<classes::Class>> {
    let cls = classes::classes(list, group);
    let burnside = classes::burnside(other, group);
    if burnside != Some(cls.len() as u64) || !orbits::consistent(&cls, list.len(), group.len()) {
        return Err(Error::disagreement(format!(
            "orbit enumeration finds {} classes under {} symmetries, Burnside {:?}",
            cls.len(),
            group.len(),
            burnside
        )));
    }
    Ok(cls)
}
