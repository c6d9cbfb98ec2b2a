//! A cube with coloured faces, and the 24 rotations acting on it.
//!
//! Faces are numbered as the symmetry module numbers the facets of the 3-cube:
//! `2*axis + side`, axis 0 = x (left/right), 1 = y (front/back), 2 = z (down/up), side 0 the
//! low end. So 0 = left, 1 = right, 2 = front, 3 = back, 4 = down, 5 = up.

use crate::geometry::{cube_rotations, AxisMap, Perm};

/// Face number of the left face (faces are numbered left right front back down up).
pub const LEFT: usize = 0;
/// Face number of the right face.
pub const RIGHT: usize = 1;
/// Face number of the front face.
pub const FRONT: usize = 2;
/// Face number of the back face.
pub const BACK: usize = 3;
/// Face number of the down (bottom) face.
pub const DOWN: usize = 4;
/// Face number of the up (top) face.
pub const UP: usize = 5;

/// Face names in face order.
pub const FACE_NAMES: [&str; 6] = ["left", "right", "front", "back", "down", "up"];

/// The opposite of face `f`.
pub fn opposite(f: usize) -> usize {
    f ^ 1
}

/// Colours of the 6 faces, indexed by face number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FaceColouring(pub [u8; 6]);

impl FaceColouring {
    /// The colouring after turning the cube by `rotation`: the colour on face `f` moves to
    /// face `rotation.face_perm().image(f)`.
    pub fn rotated(&self, face_perm: &Perm) -> FaceColouring {
        let mut out = [0u8; 6];
        face_perm.apply_into(&self.0, &mut out);
        FaceColouring(out)
    }

    /// All distinct orientations under the 24 rotations, in rotation order, first = self.
    pub fn orientations(&self) -> Vec<FaceColouring> {
        let mut out: Vec<FaceColouring> = Vec::with_capacity(24);
        for p in rotation_face_perms() {
            let r = self.rotated(p);
            if !out.contains(&r) {
                out.push(r);
            }
        }
        out
    }

    /// The least colouring among the 24 rotations: equal for rotated copies of one cube.
    pub fn canonical(&self) -> FaceColouring {
        rotation_face_perms()
            .iter()
            .map(|p| self.rotated(p))
            .min()
            .expect("24 rotations")
    }

    /// The mirror image (reflection through the left-right plane), canonicalised.
    pub fn mirror(&self) -> FaceColouring {
        let reflect = AxisMap::<3> {
            axes: [0, 1, 2],
            flips: [true, false, false],
        };
        self.rotated(&reflect.face_perm()).canonical()
    }
}

/// The 24 rotations as permutations of the 6 faces, identity first.
pub fn rotation_face_perms() -> &'static [Perm] {
    // Built once: canonical forms are taken in hot loops.
    static PERMS: std::sync::OnceLock<Vec<Perm>> = std::sync::OnceLock::new();
    PERMS.get_or_init(|| cube_rotations().elements.iter().map(|g| g.face_perm()).collect())
}

/// The 3 faces meeting at corner `c` of the cube (corner `c` = cell of the order-2 grid, bit
/// k of `c` = high side on axis k), listed counter-clockwise... as seen from outside: see
/// `docs/symmetry.md` for the orientation convention. Returned in the order x, y, z face, with
/// the orientation sign (`true` when that order is clockwise seen from outside).
pub fn corner_faces(c: usize) -> ([usize; 3], bool) {
    let side = |k: usize| (c >> k) & 1;
    let faces = [side(0), 2 + side(1), 4 + side(2)];
    // The x,y,z faces at the corner (+,+,+) read x -> y -> z counter-clockwise from outside
    // (right-handed axes); each reflected axis reverses the sense.
    let flips = (0..3).filter(|&k| side(k) == 0).count();
    (faces, flips % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn thirty_macmahon_cubes() {
        // 720 ways to paint 6 distinct colours fall into 30 rotation classes of 24.
        let mut classes = HashSet::new();
        let mut perm = [0u8, 1, 2, 3, 4, 5];
        permutations(&mut perm, 0, &mut |p| {
            let c = FaceColouring(*p);
            assert_eq!(c.orientations().len(), 24);
            classes.insert(c.canonical());
        });
        assert_eq!(classes.len(), 30);
        // The mirror of a MacMahon cube is never itself, and mirroring twice is the identity.
        for c in &classes {
            assert_ne!(c.mirror(), *c);
            assert_eq!(c.mirror().mirror(), *c);
        }
    }

    fn permutations(a: &mut [u8; 6], k: usize, f: &mut dyn FnMut(&[u8; 6])) {
        if k == 6 {
            f(a);
            return;
        }
        for i in k..6 {
            a.swap(k, i);
            permutations(a, k + 1, f);
            a.swap(k, i);
        }
    }

    #[test]
    fn rotations_keep_opposites() {
        for p in rotation_face_perms() {
            for f in 0..6 {
                assert_eq!(p.image(opposite(f)), opposite(p.image(f)));
            }
        }
    }

    #[test]
    fn corners_have_three_faces() {
        for c in 0..8 {
            let (f, _) = corner_faces(c);
            assert_eq!(f[0] / 2, 0);
            assert_eq!(f[1] / 2, 1);
            assert_eq!(f[2] / 2, 2);
        }
    }
}
