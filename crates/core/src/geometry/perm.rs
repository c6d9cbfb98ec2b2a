//! Permutations of `0..n`, the one vocabulary every symmetry in cubelab is written in:
//! the same type acts on grid cells, on the 6 faces and on the 8 corners of a cube.

/// A permutation of `0..len`, stored as the image of each point: `p.image(i)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Perm(Box<[u32]>);

impl Perm {
    /// The identity on `len` points.
    pub fn identity(len: usize) -> Self {
        Perm((0..len as u32).collect())
    }

    /// Builds a permutation from its images; `None` unless they are a bijection of `0..len`.
    pub fn from_images(images: Vec<u32>) -> Option<Self> {
        let mut seen = vec![false; images.len()];
        for &i in &images {
            let slot = seen.get_mut(i as usize)?;
            if std::mem::replace(slot, true) {
                return None;
            }
        }
        Some(Perm(images.into_boxed_slice()))
    }

    /// Number of points moved (or not).
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for the permutation of no points.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Where `i` goes.
    pub fn image(&self, i: usize) -> usize {
        self.0[i] as usize
    }

    /// The images of `0..len`.
    pub fn images(&self) -> &[u32] {
        &self.0
    }

    /// True when every point stays.
    pub fn is_identity(&self) -> bool {
        self.0.iter().enumerate().all(|(i, &p)| i == p as usize)
    }

    /// `self` first, then `other`: `(self.then(other)).image(i) == other.image(self.image(i))`.
    pub fn then(&self, other: &Perm) -> Perm {
        Perm(self.0.iter().map(|&i| other.0[i as usize]).collect())
    }

    /// The inverse permutation.
    pub fn inverse(&self) -> Perm {
        let mut inv = vec![0u32; self.len()];
        for (i, &p) in self.0.iter().enumerate() {
            inv[p as usize] = i as u32;
        }
        Perm(inv.into_boxed_slice())
    }

    /// Moves the contents of `src`: what sat at point `i` now sits at `self.image(i)`.
    pub fn apply<T: Copy>(&self, src: &[T]) -> Vec<T> {
        let mut out = src.to_vec();
        self.apply_into(src, &mut out);
        out
    }

    /// As [`Perm::apply`], writing into a buffer of the same length (no allocation).
    pub fn apply_into<T: Copy>(&self, src: &[T], dst: &mut [T]) {
        for (i, &p) in self.0.iter().enumerate() {
            dst[p as usize] = src[i];
        }
    }

    /// Parity: true for an even permutation.
    pub fn is_even(&self) -> bool {
        let mut seen = vec![false; self.len()];
        let mut transpositions = 0usize;
        for start in 0..self.len() {
            let mut len = 0usize;
            let mut i = start;
            while !seen[i] {
                seen[i] = true;
                i = self.image(i);
                len += 1;
            }
            transpositions += len.saturating_sub(1);
        }
        transpositions.is_multiple_of(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_undoes() {
        let p = Perm::from_images(vec![2, 0, 3, 1]).unwrap();
        assert!(p.then(&p.inverse()).is_identity());
        assert!(p.inverse().then(&p).is_identity());
        assert!(!p.is_identity());
    }

    #[test]
    fn apply_moves_contents() {
        let p = Perm::from_images(vec![1, 2, 0]).unwrap();
        assert_eq!(p.apply(&['a', 'b', 'c']), vec!['c', 'a', 'b']);
        // then() composes in application order
        let q = p.then(&p);
        assert_eq!(q.apply(&['a', 'b', 'c']), p.apply(&p.apply(&['a', 'b', 'c'])));
    }

    #[test]
    fn rejects_non_bijections() {
        assert!(Perm::from_images(vec![0, 0]).is_none());
        assert!(Perm::from_images(vec![0, 2]).is_none());
    }

    #[test]
    fn parity() {
        assert!(Perm::identity(3).is_even());
        assert!(!Perm::from_images(vec![1, 0, 2]).unwrap().is_even());
        assert!(Perm::from_images(vec![1, 2, 0]).unwrap().is_even());
    }
}
