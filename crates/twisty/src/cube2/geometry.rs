//! The pocket cube in space: faces, the 24 sticker slots, the 8 corner positions, the 48
//! symmetries of the cube as signed permutation matrices, quarter turns, and the two
//! descriptions of a position, by stickers ([`Facelets`]) and by pieces ([`Cubies`]).
//! Everything else about the puzzle (turn and symmetry tables, notation) is derived from
//! here, so there is one place to get geometry right.
//!
//! Axes: `x` to the right (R), `y` up (U), `z` to the front (F). Faces in the order
//! U R F D L B (numbers 0..6, the colour of a sticker is the face it belongs to when
//! solved). A sticker slot is `4 face + 2 row + column`, rows top to bottom and columns
//! left to right as the face is seen from outside in the usual net: U with B at the top,
//! D with F at the top, the four side faces with U at the top.
//!
//! Corner positions, in order: URF, UFL, ULB, UBR, DFR, DLF, DRB, DBL. Each lists its three
//! slots clockwise (seen from outside) starting with the U or D sticker. A piece at a
//! position has *twist* `o` when its U or D coloured sticker sits `o` steps clockwise from
//! the position's U/D slot.

/// A vector with coordinates in {-1, 0, 1}.
pub type V = [i8; 3];
/// A signed permutation matrix (rows).
pub type M = [[i8; 3]; 3];

/// Face letters in face order; also the colour letters.
pub const FACE_LETTERS: [char; 6] = ['U', 'R', 'F', 'D', 'L', 'B'];
/// Outward normal of each face.
pub const NORMALS: [V; 6] = [
    [0, 1, 0],
    [1, 0, 0],
    [0, 0, 1],
    [0, -1, 0],
    [-1, 0, 0],
    [0, 0, -1],
];
/// The direction that is "up" when each face is seen in the net.
const NET_UP: [V; 6] = [[0, 0, -1], [0, 1, 0], [0, 1, 0], [0, 0, 1], [0, 1, 0], [0, 1, 0]];
/// Corner positions (cubie centres) in position order.
pub const CORNERS: [V; 8] = [
    [1, 1, 1],
    [-1, 1, 1],
    [-1, 1, -1],
    [1, 1, -1],
    [1, -1, 1],
    [-1, -1, 1],
    [1, -1, -1],
    [-1, -1, -1],
];
/// Corner names in position order.
pub const CORNER_NAMES: [&str; 8] = ["URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DRB", "DBL"];
/// The corner that never moves: D-B-L.
pub const FIXED: usize = 7;

/// Colour (face number) of each of the 24 slots.
pub type Facelets = [u8; 24];

fn dot(a: V, b: V) -> i8 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: V, b: V) -> V {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn add(a: V, b: V) -> V {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

fn scale(a: V, k: i8) -> V {
    a.map(|x| x * k)
}

/// `m` applied to `v`.
pub fn apply(m: &M, v: V) -> V {
    [dot(m[0], v), dot(m[1], v), dot(m[2], v)]
}

/// Determinant of a signed permutation matrix (+1 rotation, -1 reflection).
pub fn det(m: &M) -> i8 {
    let c = cross(m[1], m[2]);
    dot(m[0], c)
}

/// The face with outward normal `n`.
pub fn face_of(n: V) -> usize {
    NORMALS.iter().position(|&f| f == n).expect("a face normal")
}

/// Slot `s`: (cubie centre, sticker normal).
pub fn slot(s: usize) -> (V, V) {
    let (face, row, col) = (s / 4, s / 2 % 2, s % 2);
    let n = NORMALS[face];
    let up = NET_UP[face];
    let right = cross(up, n);
    let v = add(
        add(n, scale(up, if row == 0 { 1 } else { -1 })),
        scale(right, if col == 0 { -1 } else { 1 }),
    );
    (v, n)
}

/// The slot at cubie `v` with normal `n`.
pub fn slot_at(v: V, n: V) -> usize {
    // The inverse of `slot`: the face from the normal, row and column from the directions
    // that are up and right on that face in the net.
    let face = face_of(n);
    let up = NET_UP[face];
    let right = cross(up, n);
    let row = usize::from(dot(v, up) < 0);
    let col = usize::from(dot(v, right) > 0);
    let s = 4 * face + 2 * row + col;
    debug_assert_eq!(slot(s), (v, n), "a sticker slot");
    s
}

/// The three slots of each corner position, clockwise from its U/D slot.
pub fn corner_slots() -> [[u8; 3]; 8] {
    CORNERS.map(|v| {
        let ud = [0, v[1], 0];
        let (a, b) = ([v[0], 0, 0], [0, 0, v[2]]);
        // Clockwise seen from outside: the triple product of the normals is negative.
        let (second, third) = if dot(cross(ud, a), b) < 0 { (a, b) } else { (b, a) };
        [ud, second, third].map(|n| slot_at(v, n) as u8)
    })
}

/// The 48 symmetries of the cube, identity first: axis permutations times sign changes.
pub fn symmetries() -> Vec<M> {
    let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut out = Vec::new();
    for p in perms {
        for signs in 0..8 {
            let mut m = [[0i8; 3]; 3];
            for i in 0..3 {
                m[i][p[i]] = if signs >> i & 1 == 1 { -1 } else { 1 };
            }
            out.push(m);
        }
    }
    out
}

/// Where each slot goes under `m` (moving every cubie).
pub fn slot_perm(m: &M) -> [u8; 24] {
    std::array::from_fn(|s| {
        let (v, n) = slot(s);
        slot_at(apply(m, v), apply(m, n)) as u8
    })
}

/// Where each face goes under `m`.
pub fn face_perm(m: &M) -> [u8; 6] {
    NORMALS.map(|n| face_of(apply(m, n)) as u8)
}

/// One clockwise quarter turn of face `f` (seen from outside): where each slot goes. The
/// layer is turned by -90 degrees about the normal `n`: `v -> n (n.v) - n x v`.
pub fn quarter_turn(f: usize) -> [u8; 24] {
    let n = NORMALS[f];
    let turn = |v: V| add(scale(n, dot(n, v)), scale(cross(n, v), -1));
    std::array::from_fn(|s| {
        let (v, k) = slot(s);
        if dot(v, n) > 0 {
            slot_at(turn(v), turn(k)) as u8
        } else {
            s as u8
        }
    })
}

/// The pieces of a position: `perm[p]` is the piece (by home position) at position `p`,
/// `ori[p]` its twist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cubies {
    /// Piece at each position.
    pub perm: [u8; 8],
    /// Twist of the piece at each position.
    pub ori: [u8; 8],
}

impl Cubies {
    /// The solved cube.
    pub const SOLVED: Cubies = Cubies {
        perm: [0, 1, 2, 3, 4, 5, 6, 7],
        ori: [0; 8],
    };

    /// The stickers of this position.
    pub fn facelets(&self, slots: &[[u8; 3]; 8]) -> Facelets {
        let mut f = [0u8; 24];
        for p in 0..8 {
            let (q, o) = (self.perm[p] as usize, self.ori[p] as usize);
            for k in 0..3 {
                f[slots[p][(o + k) % 3] as usize] = slots[q][k] / 4;
            }
        }
        f
    }

    /// The pieces of a sticker colouring, or why it is no position: a corner whose
    /// colours no piece has, a piece twice, or twists not summing to 0 mod 3.
    pub fn from_facelets(f: &Facelets, slots: &[[u8; 3]; 8]) -> Result<Cubies, String> {
        let mut c = Cubies {
            perm: [0; 8],
            ori: [0; 8],
        };
        let mut used = [false; 8];
        for p in 0..8 {
            let seen = slots[p].map(|s| f[s as usize]);
            let (q, o) = (0..8)
                .flat_map(|q| (0..3).map(move |o| (q, o)))
                .find(|&(q, o)| (0..3).all(|k| seen[(o + k) % 3] == slots[q][k] / 4))
                .ok_or_else(|| {
                    let letters: String = seen.iter().map(|&c| FACE_LETTERS[c as usize]).collect();
                    format!(
                        "the corner at {} shows {letters}, which no corner piece has",
                        CORNER_NAMES[p]
                    )
                })?;
            if std::mem::replace(&mut used[q], true) {
                return Err(format!("two corners are the {} piece", CORNER_NAMES[q]));
            }
            c.perm[p] = q as u8;
            c.ori[p] = o as u8;
        }
        if c.ori.iter().map(|&o| o as u32).sum::<u32>() % 3 != 0 {
            return Err(
                "the corners are twisted (twists do not sum to 0 mod 3): not reachable by turns".into(),
            );
        }
        Ok(c)
    }
}

/// What a transform of the whole cube (slot permutation with colour renaming) does to one
/// piece: `map[(8 p + q) * 3 + o]` packs the new position, piece and twist of piece `q`
/// at position `p` with twist `o` as `p' << 5 | q' << 2 | o'`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CornerMap(pub Vec<u8>);

impl CornerMap {
    /// The map of slot permutation `slots_to` with colour renaming `colours`, found by
    /// moving the stickers of each (position, piece, twist) alone: the slots they land on
    /// name the new position, their colours the piece, the U/D colour's slot the twist.
    pub fn new(slots_to: &[u8; 24], colours: &[u8; 6], slots: &[[u8; 3]; 8]) -> CornerMap {
        let mut at = [(0usize, 0usize); 24];
        let mut piece_of = [u8::MAX; 64];
        for (p, three) in slots.iter().enumerate() {
            for (k, &s) in three.iter().enumerate() {
                at[s as usize] = (p, k);
            }
            piece_of[three.iter().map(|&s| 1usize << (s / 4)).sum::<usize>()] = p as u8;
        }
        let mut map = vec![0u8; 8 * 8 * 3];
        for p in 0..8 {
            for q in 0..8 {
                for o in 0..3 {
                    let mut seen = [0u8; 3];
                    let mut p2 = 0;
                    for k in 0..3 {
                        let (to, j) = at[slots_to[slots[p][(o + k) % 3] as usize] as usize];
                        p2 = to;
                        seen[j] = colours[(slots[q][k] / 4) as usize];
                    }
                    let q2 = piece_of[seen.iter().map(|&c| 1usize << c).sum::<usize>()] as usize;
                    let o2 = (0..3)
                        .find(|&j| seen[j] == slots[q2][0] / 4)
                        .expect("a U/D colour");
                    debug_assert!(
                        (0..3).all(|k| seen[(o2 + k) % 3] == slots[q2][k] / 4),
                        "chirality"
                    );
                    map[(8 * p + q) * 3 + o] = (p2 << 5 | q2 << 2 | o2) as u8;
                }
            }
        }
        CornerMap(map)
    }

    /// The pieces after the transform.
    #[inline]
    pub fn apply(&self, c: &Cubies) -> Cubies {
        let mut out = Cubies {
            perm: [0; 8],
            ori: [0; 8],
        };
        for p in 0..8 {
            let x = self.0[(8 * p + c.perm[p] as usize) * 3 + c.ori[p] as usize];
            out.perm[(x >> 5) as usize] = x >> 2 & 7;
            out.ori[(x >> 5) as usize] = x & 3;
        }
        out
    }
}

/// Applies a slot permutation with colour renaming to stickers.
pub fn transform(f: &Facelets, slots_to: &[u8; 24], colours: &[u8; 6]) -> Facelets {
    let mut out = [0u8; 24];
    for (s, &c) in f.iter().enumerate() {
        out[slots_to[s] as usize] = colours[c as usize];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_cover_the_surface_once() {
        let mut all: Vec<(V, V)> = (0..24).map(slot).collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 24);
        for s in 0..24 {
            let (v, n) = slot(s);
            assert!(v.iter().all(|&x| x == 1 || x == -1) && dot(v, n) == 1);
        }
        let cs = corner_slots();
        let mut flat: Vec<u8> = cs.iter().flatten().copied().collect();
        flat.sort_unstable();
        assert_eq!(flat, (0..24).collect::<Vec<u8>>());
    }

    #[test]
    fn net_reading_order() {
        // U row by row with B at the top: ULB, UBR, UFL, URF.
        let at = |s: usize| CORNERS.iter().position(|&c| c == slot(s).0).unwrap();
        assert_eq!((0..4).map(at).collect::<Vec<_>>(), [2, 3, 1, 0]);
        // R with U at the top: URF, UBR, DFR, DRB.
        assert_eq!((4..8).map(at).collect::<Vec<_>>(), [0, 3, 4, 6]);
        // D with F at the top: DLF, DFR, DBL, DRB.
        assert_eq!((12..16).map(at).collect::<Vec<_>>(), [5, 4, 7, 6]);
        // URF clockwise from U: U, R, F.
        assert_eq!(corner_slots()[0].map(|s| s / 4), [0, 1, 2]);
    }

    #[test]
    fn group_facts() {
        let syms = symmetries();
        assert_eq!(syms.len(), 48);
        assert_eq!(syms.iter().filter(|m| det(m) == 1).count(), 24);
        assert_eq!(slot_perm(&syms[0]), std::array::from_fn(|i| i as u8));
        // U clockwise from above takes the front-right corner to the front-left.
        let u = quarter_turn(0);
        let urf_u = corner_slots()[0][0];
        assert!(corner_slots()[1].contains(&u[urf_u as usize]));
        for f in 0..6 {
            let q = quarter_turn(f);
            let mut p: [u8; 24] = std::array::from_fn(|i| i as u8);
            for k in 1..=4 {
                p = p.map(|s| q[s as usize]);
                assert_eq!(p == std::array::from_fn(|i| i as u8), k == 4);
            }
        }
    }

    #[test]
    fn cubies_and_facelets_round_trip() {
        let slots = corner_slots();
        let solved = Cubies::SOLVED.facelets(&slots);
        assert_eq!(solved, std::array::from_fn(|s| (s / 4) as u8));
        let id = [0, 1, 2, 3, 4, 5];
        let mut f = solved;
        for face in [0, 1, 2, 0, 4, 3, 5, 1] {
            f = transform(&f, &quarter_turn(face), &id);
            let c = Cubies::from_facelets(&f, &slots).unwrap();
            assert_eq!(c.facelets(&slots), f);
        }
    }
}
