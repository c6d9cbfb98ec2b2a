//! MacMahon's 30 coloured cubes, generated from first principles: the 720 ways to paint the
//! colours 1..6 on the 6 faces fall into 30 classes under the 24 rotations. Each cube gets
//! its 8 corner numbers, its mirror, and its name in Conway's tableau (Ab .. Fe).
//!
//! Conventions (see `docs/macmahon.md`):
//! - A corner number is the 3 colours met at a corner, read clockwise as seen from outside the
//!   cube, rotated to the least 3-digit number.
//! - A *line* of the tableau is 5 cubes with pairwise disjoint corner numbers; there are
//!   exactly 12 (6 rows, 6 columns) and each cube lies on 2.
//! - Names are fixed by three choices that reproduce the paper's Table 3 (any other choice
//!   gives a tableau with the same structure, relabelled): row A is the line through the
//!   anchor cubes Ab and Ac below; with colour 6 down, the cubes of row A show 3,1,2,4,5 on
//!   top in columns b..f; the cube in row Y whose mirror is in row X is Yx.

use crate::cube::{corner_faces, FaceColouring, BACK, DOWN, UP};

/// Number of MacMahon cubes.
pub const N: usize = 30;
/// Row/column letters of Conway's tableau.
pub const LETTERS: [char; 6] = ['A', 'B', 'C', 'D', 'E', 'F'];

/// Anchor cube Ab: 6 down, 3 up, 1 back, 4 right, 5 front, 2 left (sides 1,4,5,2 clockwise
/// seen from above). Face order left, right, front, back, down, up.
const ANCHOR_AB: [u8; 6] = [2, 4, 5, 1, 6, 3];
/// Anchor cube Ac: 6 down, 1 up, sides 5,3,4,2 clockwise seen from above.
const ANCHOR_AC: [u8; 6] = [2, 3, 4, 5, 6, 1];
/// With colour 6 down, the colour on top of Ab, Ac, Ad, Ae, Af.
const ROW_A_TOPS: [u8; 5] = [3, 1, 2, 4, 5];
/// The paper lists a cube's corners with colour 6 down and colour `START[top]` at the back:
/// the 4 top corners clockwise seen from above, then the 4 bottom corners clockwise seen from
/// below. Found by matching Table 3; the paper states no rule for it.
const START: [u8; 7] = [0, 5, 4, 1, 3, 2, 0];
/// That reading order as corner cells (x + 2y + 4z).
pub const PAPER_CORNER_ORDER: [usize; 8] = [7, 5, 4, 6, 2, 0, 1, 3];

/// One MacMahon cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cube {
    /// Conway name, e.g. "Ab": row letter, column letter.
    pub name: String,
    /// Faces as the paper draws the cube: colour 6 down (see `START`).
    pub faces: FaceColouring,
    /// The 8 corner numbers in the paper's reading order.
    pub corners: [u16; 8],
    /// Index of the mirror cube.
    pub mirror: usize,
    /// Row and column (0..6, A..F / a..f).
    pub row: usize,
    /// Column of the cube in Conway's tableau (0..6).
    pub col: usize,
}

/// The 30 cubes in tableau order (Ab, Ac, .., Fe), index = position in that order.
#[derive(Clone, Debug)]
pub struct MacMahon {
    /// The 30 cubes, in Conway-name order (Ab, Ac, ..., Fe).
    pub cubes: Vec<Cube>,
    /// The corner numbers of each cube as a 40-bit mask over `all_corner_numbers()`.
    pub corner_masks: [u64; N],
    /// Each cube's canonical colouring (least over the 24 rotations).
    canonical: [FaceColouring; N],
    /// Each cube's 24 orientations (the paper's orientation first).
    orientations: Vec<Vec<FaceColouring>>,
}

/// The corner number of 3 colours read clockwise: the least cyclic rotation as a number.
pub fn corner_number(a: u8, b: u8, c: u8) -> u16 {
    let n = |x: u8, y: u8, z: u8| 100 * x as u16 + 10 * y as u16 + z as u16;
    n(a, b, c).min(n(b, c, a)).min(n(c, a, b))
}

/// The corner numbers at the 8 corner cells (x + 2y + 4z) of a colouring.
pub fn corner_numbers(f: &FaceColouring) -> [u16; 8] {
    let mut out = [0u16; 8];
    for (cell, slot) in out.iter_mut().enumerate() {
        let ([a, b, c], clockwise) = corner_faces(cell);
        let (a, b, c) = (f.0[a], f.0[b], f.0[c]);
        *slot = if clockwise {
            corner_number(a, b, c)
        } else {
            corner_number(a, c, b)
        };
    }
    out
}

/// All 40 corner numbers (3 distinct colours of 6, 2 senses), ascending.
pub fn all_corner_numbers() -> Vec<u16> {
    let mut v = Vec::new();
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            for c in 1..=6u8 {
                if a != b && b != c && a != c {
                    v.push(corner_number(a, b, c));
                }
            }
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// The 30 rotation classes of the 720 paintings, as canonical colourings, ascending.
pub fn rotation_classes() -> Vec<FaceColouring> {
    let mut out = Vec::new();
    let mut colours = [1u8, 2, 3, 4, 5, 6];
    permute_all(&mut colours, 0, &mut |p| out.push(FaceColouring(*p).canonical()));
    out.sort_unstable();
    out.dedup();
    out
}

fn permute_all(a: &mut [u8; 6], k: usize, f: &mut dyn FnMut(&[u8; 6])) {
    if k == a.len() {
        f(a);
        return;
    }
    for i in k..a.len() {
        a.swap(k, i);
        permute_all(a, k + 1, f);
        a.swap(k, i);
    }
}

/// The colouring of a cube turned as the paper draws it: 6 down, `START[top]` at the back.
pub fn paper_orientation(f: &FaceColouring) -> FaceColouring {
    f.orientations()
        .into_iter()
        .find(|o| o.0[DOWN] == 6 && o.0[BACK] == START[o.0[UP] as usize])
        .expect("some rotation puts 6 down and the start colour at the back")
}

impl MacMahon {
    /// Generates the cubes, their lines, names and corner numbers.
    pub fn new() -> Self {
        let classes = rotation_classes();
        assert_eq!(classes.len(), N, "720 paintings / 24 rotations");
        let all = all_corner_numbers();
        let mask_of = |f: &FaceColouring| -> u64 {
            corner_numbers(f)
                .iter()
                .map(|c| 1u64 << all.binary_search(c).expect("a corner number"))
                .fold(0, |m, b| m | b)
        };
        let masks: Vec<u64> = classes.iter().map(mask_of).collect();
        let names = conway_names(&classes, &masks);
        let mut order: Vec<usize> = (0..N).collect();
        order.sort_by_key(|&i| names[i]);
        let position = |class: usize| order.iter().position(|&i| i == class).expect("named");
        let mut cubes = Vec::with_capacity(N);
        let mut corner_masks = [0u64; N];
        let mut canonical = [FaceColouring([0; 6]); N];
        for (idx, &i) in order.iter().enumerate() {
            let faces = paper_orientation(&classes[i]);
            let cells = corner_numbers(&faces);
            let mirror = classes
                .iter()
                .position(|c| *c == classes[i].mirror())
                .expect("mirror");
            let (row, col) = names[i];
            cubes.push(Cube {
                name: format!("{}{}", LETTERS[row], LETTERS[col].to_ascii_lowercase()),
                faces,
                corners: PAPER_CORNER_ORDER.map(|cell| cells[cell]),
                mirror: position(mirror),
                row,
                col,
            });
            corner_masks[idx] = masks[i];
            canonical[idx] = classes[i];
        }
        let orientations = cubes.iter().map(|c| c.faces.orientations()).collect();
        MacMahon {
            cubes,
            corner_masks,
            canonical,
            orientations,
        }
    }

    /// The 24 orientations of cube `i`.
    pub fn orientations(&self, i: usize) -> &[FaceColouring] {
        &self.orientations[i]
    }

    /// The index of a cube given its name ("Ab"), case-sensitive as in the paper.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.cubes.iter().position(|c| c.name == name)
    }

    /// The index of the cube a colouring (any orientation) shows.
    pub fn index_of_colouring(&self, f: &FaceColouring) -> Option<usize> {
        let canon = f.canonical();
        self.canonical.iter().position(|c| *c == canon)
    }

    /// Parses a comma-separated list of cube names into a bitmask.
    pub fn parse_set(&self, list: &str) -> crate::error::Result<u32> {
        let mut mask = 0u32;
        for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let i = self.index(name).ok_or_else(|| {
                crate::error::Error::usage(format!(
                    "unknown cube '{name}': names are Ab..Fe (row A-F, column a-f, not on the diagonal)"
                ))
            })?;
            if mask & (1 << i) != 0 {
                return Err(crate::error::Error::usage(format!(
                    "cube '{name}' listed twice: cubes are distinct"
                )));
            }
            mask |= 1 << i;
        }
        Ok(mask)
    }

    /// Names of the cubes in a bitmask, in tableau order.
    pub fn names(&self, mask: u32) -> Vec<&str> {
        (0..N)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| self.cubes[i].name.as_str())
            .collect()
    }

    /// The permutation of the 30 cubes induced by relabelling colour `c` as `sigma[c - 1]`.
    /// A recolouring moves no face, so it maps each corner number digit by digit and a cube
    /// is found by its corner numbers (no two cubes share all eight).
    pub fn colour_action(&self, sigma: &[u8; 6]) -> [u8; N] {
        let all = all_corner_numbers();
        let recolour = |n: u16| {
            let d = |k: u32| sigma[(n / 10u16.pow(k) % 10) as usize - 1];
            corner_number(d(2), d(1), d(0))
        };
        let mut out = [0u8; N];
        for (i, c) in self.cubes.iter().enumerate() {
            let mask = c.corners.iter().fold(0u64, |m, &n| {
                m | 1 << all.binary_search(&recolour(n)).expect("a corner number")
            });
            out[i] = self
                .corner_masks
                .iter()
                .position(|&x| x == mask)
                .expect("a recoloured cube is a cube") as u8;
        }
        out
    }

    /// The same action found the slow way, by recolouring faces and canonicalising.
    pub fn colour_action_by_faces(&self, sigma: &[u8; 6]) -> [u8; N] {
        let mut out = [0u8; N];
        for (i, c) in self.cubes.iter().enumerate() {
            let recoloured = FaceColouring(c.faces.0.map(|x| sigma[x as usize - 1]));
            out[i] = self
                .index_of_colouring(&recoloured)
                .expect("a recoloured cube is a cube") as u8;
        }
        out
    }

    /// For each target t, a cube permutation induced by a colour permutation that maps the
    /// cube `base` to t (the first such in `colour_permutations` order).
    pub fn transports(&self, base: usize) -> Vec<[u8; N]> {
        let mut out: Vec<Option<[u8; N]>> = vec![None; N];
        for sigma in colour_permutations() {
            let perm = self.colour_action(&sigma);
            out[perm[base] as usize].get_or_insert(perm);
        }
        out.into_iter()
            .map(|p| p.expect("the colour permutations are transitive on the cubes"))
            .collect()
    }

    /// Number of shared corner numbers of two cubes.
    pub fn shared_corners(&self, a: usize, b: usize) -> u32 {
        (self.corner_masks[a] & self.corner_masks[b]).count_ones()
    }
}

impl Default for MacMahon {
    fn default() -> Self {
        Self::new()
    }
}

/// Applies a cube permutation (from `colour_action`) to a set of cubes.
pub fn map_set(perm: &[u8; N], mut mask: u32) -> u32 {
    let mut out = 0u32;
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        out |= 1 << perm[i];
        mask &= mask - 1;
    }
    out
}

/// All 720 permutations of the colours 1..6, identity first.
pub fn colour_permutations() -> Vec<[u8; 6]> {
    let mut out = Vec::with_capacity(720);
    let mut colours = [1u8, 2, 3, 4, 5, 6];
    permute_all(&mut colours, 0, &mut |p| out.push(*p));
    out
}

/// The lines of the tableau: sets of 5 cubes (bitmasks over `classes`) with pairwise
/// disjoint corner numbers.
pub fn lines(masks: &[u64]) -> Vec<u32> {
    fn extend(masks: &[u64], start: usize, set: u32, used: u64, depth: usize, out: &mut Vec<u32>) {
        if depth == 5 {
            out.push(set);
            return;
        }
        for i in start..masks.len() {
            if masks[i] & used == 0 {
                extend(masks, i + 1, set | 1 << i, used | masks[i], depth + 1, out);
            }
        }
    }
    let mut out = Vec::new();
    extend(masks, 0, 0, 0, 0, &mut out);
    out
}

/// (row, column) of each class, by the naming rule in the module docs.
fn conway_names(classes: &[FaceColouring], masks: &[u64]) -> Vec<(usize, usize)> {
    let find = |f: [u8; 6]| {
        let canon = FaceColouring(f).canonical();
        classes
            .iter()
            .position(|c| *c == canon)
            .expect("anchor is a MacMahon cube")
    };
    let mirror: Vec<usize> = classes
        .iter()
        .map(|c| classes.iter().position(|d| *d == c.mirror()).expect("mirror"))
        .collect();
    let lines = lines(masks);
    assert_eq!(lines.len(), 12, "6 rows and 6 columns");
    let (ab, ac) = (find(ANCHOR_AB), find(ANCHOR_AC));
    let row_a = *lines
        .iter()
        .find(|&&l| l >> ab & 1 == 1 && l >> ac & 1 == 1)
        .expect("row A");
    // Row A's cubes by column, from the colour on top when 6 is down.
    let mut a_cube = [usize::MAX; 6];
    for (k, &top) in ROW_A_TOPS.iter().enumerate() {
        a_cube[k + 1] = (0..classes.len())
            .find(|&i| row_a >> i & 1 == 1 && paper_orientation(&classes[i]).0[UP] == top)
            .expect("one cube of row A per top colour");
    }
    let col_a: u32 = a_cube[1..].iter().map(|&i| 1u32 << mirror[i]).sum();
    let mut rows = [0u32; 6];
    rows[0] = row_a;
    for y in 1..6 {
        let ya = mirror[a_cube[y]];
        rows[y] = *lines
            .iter()
            .find(|&&l| l >> ya & 1 == 1 && l != col_a)
            .expect("row");
    }
    let row_of = |i: usize| rows.iter().position(|&r| r >> i & 1 == 1).expect("on a row");
    (0..classes.len())
        .map(|i| (row_of(i), row_of(mirror[i])))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forty_corner_numbers() {
        assert_eq!(all_corner_numbers().len(), 40);
    }

    #[test]
    fn names_fill_the_tableau_off_the_diagonal() {
        let m = MacMahon::new();
        for (i, c) in m.cubes.iter().enumerate() {
            assert_ne!(c.row, c.col);
            let mirror = &m.cubes[c.mirror];
            assert_eq!((mirror.row, mirror.col), (c.col, c.row), "Xy mirrors Yx");
            assert_eq!(m.shared_corners(i, c.mirror), 0, "mirrors share no corner");
        }
        let mut names: Vec<&str> = m.cubes.iter().map(|c| c.name.as_str()).collect();
        names.dedup();
        assert_eq!(names.len(), 30);
    }

    #[test]
    fn every_row_and_column_has_all_forty_corners() {
        let m = MacMahon::new();
        for k in 0..6 {
            for in_line in [|c: &Cube, k| c.row == k, |c: &Cube, k| c.col == k] {
                let union = (0..N).filter(|&i| in_line(&m.cubes[i], k)).fold(0u64, |u, i| {
                    assert_eq!(u & m.corner_masks[i], 0);
                    u | m.corner_masks[i]
                });
                assert_eq!(union.count_ones(), 40);
            }
        }
    }

    #[test]
    fn mirror_has_same_sides_top_and_bottom_swapped() {
        // Paper, Section 3: Yx shows Xy's vertical sides with top and bottom swapped.
        let m = MacMahon::new();
        for c in &m.cubes {
            let mut f = c.faces.0;
            f.swap(DOWN, UP);
            assert_eq!(m.index_of_colouring(&FaceColouring(f)), Some(c.mirror));
        }
    }

    #[test]
    fn colour_action_is_a_permutation_and_a_homomorphism() {
        let m = MacMahon::new();
        let perms = colour_permutations();
        assert_eq!(perms.len(), 720);
        let (s, t) = (perms[100], perms[517]);
        let st: [u8; 6] = s.map(|x| t[x as usize - 1]);
        let (ps, pt, pst) = (m.colour_action(&s), m.colour_action(&t), m.colour_action(&st));
        for i in 0..N {
            assert_eq!(pst[i], pt[ps[i] as usize]);
        }
        for sigma in perms.iter().step_by(37) {
            assert_eq!(m.colour_action(sigma), m.colour_action_by_faces(sigma));
        }
        let mut seen = ps.to_vec();
        seen.sort_unstable();
        assert_eq!(seen, (0..N as u8).collect::<Vec<_>>());
    }
}
