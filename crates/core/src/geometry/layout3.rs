//! The 3x3x3 cell layout shared by the nine-colour cube and the Molecube: cells indexed
//! `x + 3y + 9z`, faces 0 left (x=0), 1 right (x=2), 2 front (y=0), 3 back (y=2), 4 down
//! (z=0), 5 up (z=2). The centre cell (13) lies on no face.

/// Number of cells.
pub const CELLS: usize = 27;

/// Bit `f` set when cell `cell` lies on face `f` of the big cube.
pub const fn face_mask(cell: usize) -> u8 {
    side_bits(cell % 3, 0) | side_bits(cell / 3 % 3, 2) | side_bits(cell / 9, 4)
}

/// The face bit for coordinate `c` on the axis whose low face is `low`.
const fn side_bits(c: usize, low: u8) -> u8 {
    match c {
        0 => 1 << low,
        2 => 1 << (low + 1),
        _ => 0,
    }
}

/// The face masks of all 27 cells.
pub const FACE_MASKS: [u8; CELLS] = {
    let mut m = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        m[i] = face_mask(i);
        i += 1;
    }
    m
};

/// The 9 cells of each face, in cell order.
pub const FACE_CELLS: [[usize; 9]; 6] = {
    let mut t = [[0usize; 9]; 6];
    let mut f = 0;
    while f < 6 {
        let (mut cell, mut k) = (0, 0);
        while cell < CELLS {
            if FACE_MASKS[cell] >> f & 1 == 1 {
                t[f][k] = cell;
                k += 1;
            }
            cell += 1;
        }
        f += 1;
    }
    t
};

/// The 9 cells of face `f`.
pub fn face_cells(f: usize) -> &'static [usize; 9] {
    &FACE_CELLS[f]
}

/// The cells of face `f` as seen from outside the cube, row by row from the top.
pub fn face_view(f: usize) -> [[usize; 3]; 3] {
    let at = |x: usize, y: usize, z: usize| x + 3 * y + 9 * z;
    let mut v = [[0; 3]; 3];
    for (r, row) in v.iter_mut().enumerate() {
        for (s, cell) in row.iter_mut().enumerate() {
            *cell = match f {
                0 => at(0, 2 - s, 2 - r), // left: back edge on the left
                1 => at(2, s, 2 - r),     // right: front edge on the left
                2 => at(s, 0, 2 - r),     // front
                3 => at(2 - s, 2, 2 - r), // back: seen from behind
                4 => at(s, r, 0),         // down: seen from below, front edge on top
                _ => at(s, 2 - r, 2),     // up: seen from above, back edge on top
            };
        }
    }
    v
}
