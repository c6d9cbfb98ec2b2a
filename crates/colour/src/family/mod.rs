//! Families of coloured cubes: C_n is the set of cubes whose six faces are painted with
//! exactly n colours (every colour 1..n used, colours may repeat), up to rotation.
//! MacMahon's 30 cubes are C_6. The family engine answers the "Eight Blocks to Madness"
//! questions for every n: the target model (`model`), the collection tables
//! (`collections`) and minimum universal sets (`universal`). See `docs/colour-cubes.md`.

pub mod collections;
pub mod counting;
pub mod insanity_census;
pub mod model;
pub mod universal;

use crate::cube::{rotation_face_perms, FaceColouring};
use crate::error::{Error, Result};
use crate::macmahon::cubes::corner_numbers;
use crate::orbits;

/// The largest number of colours (a cube has six faces).
pub const MAX_COLOURS: usize = 6;

/// Cube sets are bitmasks over the family's cubes; |C_n| <= 75 fits in 128 bits.
pub type Set = u128;

/// One cube of a family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cube {
    /// The least colouring over the 24 rotations (faces l, r, f, b, d, u).
    pub faces: FaceColouring,
    /// The name: the canonical colours as six digits, e.g. "111223".
    pub name: String,
    /// Index of the mirror image (itself when the cube is achiral).
    pub mirror: usize,
    /// The corner numbers of the canonical colouring at cells 0..8 (clockwise readings,
    /// least rotation; see `macmahon::cubes::corner_number`).
    pub corners: [u16; 8],
    /// Distinct orientations under the 24 rotations (24 / order of its rotation group).
    pub orientations: Vec<FaceColouring>,
}

/// The family C_n.
#[derive(Clone, Debug)]
pub struct Family {
    /// n: the number of colours every cube of the family uses.
    pub colours: usize,
    /// The cubes in ascending order of their canonical colourings (indices are positions here).
    pub cubes: Vec<Cube>,
}

/// Every painting of the six faces that uses each colour 1..n at least once.
pub fn paintings(n: usize) -> Vec<FaceColouring> {
    let mut out = Vec::new();
    let total = n.pow(6);
    for code in 0..total {
        let mut f = [0u8; 6];
        let mut c = code;
        for slot in f.iter_mut() {
            *slot = (c % n) as u8 + 1;
            c /= n;
        }
        if (1..=n as u8).all(|k| f.contains(&k)) {
            out.push(FaceColouring(f));
        }
    }
    out
}

/// |C_n| by Burnside's lemma over the paintings (independent of the orbit listing).
pub fn burnside_count(n: usize) -> u64 {
    let group: Vec<_> = rotation_face_perms().to_vec();
    orbits::burnside(&paintings(n), &group, |f, p| f.rotated(p)).expect("closed under rotation")
}

/// |C_n| from the cycle index of the rotation group on faces,
/// (k^6 + 3k^4 + 12k^3 + 8k^2) / 24 paintings with at most k colours, by inclusion and
/// exclusion over the colours left out. A closed formula: shares no code with the listings.
pub fn cycle_index_count(n: usize) -> u64 {
    let at_most = |k: i64| (k.pow(6) + 3 * k.pow(4) + 12 * k.pow(3) + 8 * k.pow(2)) / 24;
    let binom = |n: i64, k: i64| (0..k).fold(1i64, |a, i| a * (n - i) / (i + 1));
    let n = n as i64;
    let v: i64 = (0..=n)
        .map(|j| (if j % 2 == 0 { 1 } else { -1 }) * binom(n, j) * at_most(n - j))
        .sum();
    v as u64
}

impl Family {
    /// Builds C_n by orbit enumeration: canonical forms of all paintings, in ascending order.
    pub fn new(n: usize) -> Result<Self> {
        if !(1..=MAX_COLOURS).contains(&n) {
            return Err(Error::usage(format!(
                "{n} colours: a cube has six faces, so families have 1 to 6 colours"
            )));
        }
        let group: Vec<_> = rotation_face_perms().to_vec();
        let classes = orbits::orbits(&paintings(n), &group, |f, p| f.rotated(p));
        let faces: Vec<FaceColouring> = classes.iter().map(|c| c.representative).collect();
        let cubes = faces
            .iter()
            .map(|f| {
                let mirror = f.mirror();
                Cube {
                    faces: *f,
                    name: f.0.iter().map(|d| char::from(b'0' + d)).collect(),
                    mirror: faces
                        .binary_search(&mirror)
                        .expect("a mirror image uses the same colours"),
                    corners: corner_numbers(f),
                    orientations: f.orientations(),
                }
            })
            .collect();
        Ok(Family { colours: n, cubes })
    }

    /// The number of cubes in the family, |C_n|.
    pub fn len(&self) -> usize {
        self.cubes.len()
    }

    /// Whether the family has no cubes (never, for 1 to 6 colours).
    pub fn is_empty(&self) -> bool {
        self.cubes.is_empty()
    }

    /// The index of the cube a colouring (any orientation) shows.
    pub fn index_of(&self, f: &FaceColouring) -> Option<usize> {
        let canon = f.canonical();
        self.cubes.binary_search_by(|c| c.faces.cmp(&canon)).ok()
    }

    /// A cube given as its index (`#12`, 1-based as listed) or its six face colours in the
    /// order left, right, front, back, down, up, in any orientation (`123456`).
    pub fn parse_cube(&self, text: &str) -> Result<usize> {
        let text = text.trim();
        let n = self.colours;
        if let Some(num) = text.strip_prefix('#') {
            return num
                .parse::<usize>()
                .ok()
                .filter(|&k| (1..=self.len()).contains(&k))
                .map(|k| k - 1)
                .ok_or_else(|| {
                    Error::usage(format!("cube '{text}': C_{n} has cubes #1 to #{}", self.len()))
                });
        }
        let digits: Vec<u8> = text.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        if digits.len() != 6 || digits.iter().any(|&d| d == 0 || d as usize > n) {
            return Err(Error::usage(format!(
                "cube '{text}': give six face colours 1..{n} (left, right, front, back, down, up) or #index"
            )));
        }
        let f = FaceColouring(std::array::from_fn(|i| digits[i]));
        self.index_of(&f).ok_or_else(|| {
            Error::usage(format!(
                "cube '{text}' does not use all {n} colours, so it is not in C_{n}"
            ))
        })
    }

    /// A comma-separated list of distinct cubes as a set.
    pub fn parse_set(&self, list: &str) -> Result<Set> {
        let mut set: Set = 0;
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let i = self.parse_cube(item)?;
            if set >> i & 1 == 1 {
                return Err(Error::usage(format!(
                    "cube '{item}' listed twice: the cubes of a set are distinct"
                )));
            }
            set |= 1 << i;
        }
        Ok(set)
    }

    /// The names of a set's cubes, in family order.
    pub fn names(&self, set: Set) -> Vec<&str> {
        members(set).map(|i| self.cubes[i].name.as_str()).collect()
    }

    /// The permutation of the cubes induced by relabelling colour c as `sigma[c - 1]`.
    pub fn colour_action(&self, sigma: &[u8]) -> Vec<u8> {
        self.cubes
            .iter()
            .map(|c| {
                let f = FaceColouring(c.faces.0.map(|x| sigma[x as usize - 1]));
                self.index_of(&f)
                    .expect("a recoloured cube uses the same colours") as u8
            })
            .collect()
    }

    /// The symmetry group of the family's puzzles: every colour permutation, with and
    /// without mirroring, as permutations of the cube indices (identity first). It maps
    /// targets to targets and buildings to buildings (a mirrored building is a building of
    /// the mirrored target).
    pub fn symmetries(&self) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for sigma in permutations(self.colours) {
            let p = self.colour_action(&sigma);
            let mirrored: Vec<u8> = p.iter().map(|&i| self.cubes[i as usize].mirror as u8).collect();
            out.push(p);
            out.push(mirrored);
        }
        out
    }
}

/// The cube indices of a set, ascending.
pub fn members(set: Set) -> impl Iterator<Item = usize> {
    (0..128).filter(move |&i| set >> i & 1 == 1)
}

/// The image of a set under a cube permutation.
pub fn map_set(perm: &[u8], set: Set) -> Set {
    members(set).fold(0, |s, i| s | 1 << perm[i])
}

/// All permutations of 1..n (as images of 1..n), identity first.
pub fn permutations(n: usize) -> Vec<Vec<u8>> {
    fn rec(a: &mut Vec<u8>, k: usize, out: &mut Vec<Vec<u8>>) {
        if k == a.len() {
            out.push(a.clone());
            return;
        }
        for i in k..a.len() {
            a.swap(k, i);
            rec(a, k + 1, out);
            a.swap(k, i);
        }
    }
    let mut out = Vec::new();
    rec(&mut (1..=n as u8).collect(), 0, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn family_sizes_three_ways() {
        // Published: 1, 8, 30, 68, 75, 30 cubes with exactly n colours (n = 1..6).
        let published = [1u64, 8, 30, 68, 75, 30];
        for n in 1..=6 {
            let f = Family::new(n).unwrap();
            assert_eq!(f.len() as u64, published[n - 1], "orbits, n = {n}");
            assert_eq!(burnside_count(n), published[n - 1], "Burnside, n = {n}");
            assert_eq!(cycle_index_count(n), published[n - 1], "cycle index, n = {n}");
            let paint: usize = f.cubes.iter().map(|c| c.orientations.len()).sum();
            assert_eq!(paint, paintings(n).len(), "orbit sizes add up, n = {n}");
        }
        assert!(Family::new(0).is_err() && Family::new(7).is_err());
    }

    #[test]
    fn six_colours_are_macmahons_cubes() {
        let f = Family::new(6).unwrap();
        let m = crate::macmahon::MacMahon::new();
        for c in &m.cubes {
            let i = f.index_of(&c.faces).unwrap();
            assert_eq!(
                f.cubes[f.cubes[i].mirror].faces,
                m.cubes[c.mirror].faces.canonical()
            );
        }
    }

    #[test]
    fn symmetries_form_a_group_of_the_right_order() {
        for n in 1..=4 {
            let f = Family::new(n).unwrap();
            let g = f.symmetries();
            let distinct: std::collections::HashSet<_> = g.iter().cloned().collect();
            // Colour permutations act faithfully for n >= 2; mirroring is not a recolouring
            // for n >= 3 (C_2 and C_1 have only achiral cubes).
            let expect = match n {
                1 => 1,
                2 => 2,
                _ => 2 * (1..=n).product::<usize>(),
            };
            assert_eq!(distinct.len(), expect, "n = {n}");
            for a in &g {
                for b in &g {
                    let ab: Vec<u8> = a.iter().map(|&i| b[i as usize]).collect();
                    assert!(distinct.contains(&ab));
                }
            }
        }
    }

    #[test]
    fn parsing_cubes_and_sets() {
        let f = Family::new(3).unwrap();
        let i = f.parse_cube("123123").unwrap();
        for o in &f.cubes[i].orientations {
            let text: String = o.0.iter().map(|d| char::from(b'0' + d)).collect();
            assert_eq!(f.parse_cube(&text).unwrap(), i);
        }
        assert!(f.parse_cube("111111").is_err());
        assert!(f.parse_cube("12312").is_err());
        assert!(f.parse_cube("#0").is_err());
        assert_eq!(f.parse_cube("#1").unwrap(), 0);
        assert!(f.parse_set("#1,#1").is_err());
        assert_eq!(f.parse_set("#1,#3").unwrap(), 0b101);
    }
}
