//! A second, independent way to the nine-colour count: from the shape every solution has.
//!
//! Each colour shows once on each of the 6 faces, so its 3 cubes show 6 faces in total,
//! with no face twice. A corner shows 3 faces, an edge 2, a face centre 1, the hidden centre
//! 0. Two corners share no face only when they are opposite (antipodal). So:
//! * the colour of the hidden centre is {centre, corner, opposite corner} (3 + 3 + 0);
//! * no other colour can hold two corners, so each of the 6 other corners has its own colour,
//!   completed to 6 faces by an edge and a face centre (3 + 2 + 1), whose faces are exactly
//!   the 3 faces the corner does not touch;
//! * the 2 remaining colours take the 6 remaining edges, 3 each (2 + 2 + 2), the three edges
//!   covering all 6 faces.
//!
//! Counting: choose the antipodal pair (4 ways); for each of the 6 other corners choose which
//! of its 3 far faces gets the face centre (the other two name its edge) so that the 6 face
//! centres and the 6 edges are all different; then split the 6 left-over edges into two
//! face-disjoint triples. No backtracking over colours is involved.

use super::{normalise, Colouring, CELLS, FACE_MASKS};

const CENTRE: usize = 13;

/// The cell whose face mask is `mask` (each mask names at most one cell).
fn cell_of(mask: u8) -> usize {
    FACE_MASKS
        .iter()
        .position(|&m| m == mask)
        .expect("a corner's far faces name a cell")
}

fn corners() -> Vec<usize> {
    (0..CELLS).filter(|&c| FACE_MASKS[c].count_ones() == 3).collect()
}

fn edges() -> Vec<usize> {
    (0..CELLS).filter(|&c| FACE_MASKS[c].count_ones() == 2).collect()
}

/// Every way to split `rest` (6 edges) into two triples, each triple's masks disjoint.
fn edge_triple_splits(rest: &[usize]) -> Vec<[[usize; 3]; 2]> {
    let disjoint = |t: &[usize]| {
        let mut seen = 0u8;
        t.iter().all(|&c| {
            let ok = seen & FACE_MASKS[c] == 0;
            seen |= FACE_MASKS[c];
            ok
        })
    };
    let mut out = Vec::new();
    for i in 1..rest.len() {
        for j in i + 1..rest.len() {
            let first = [rest[0], rest[i], rest[j]];
            let second: Vec<usize> = (1..rest.len())
                .filter(|&k| k != i && k != j)
                .map(|k| rest[k])
                .collect();
            if disjoint(&first) && disjoint(&second) {
                out.push([first, [second[0], second[1], second[2]]]);
            }
        }
    }
    out
}

/// Every partition into colour classes, built from the structure above, normalised and
/// sorted (comparable with [`super::exact::all_partitions`]).
pub fn all_partitions() -> Vec<Colouring> {
    let mut out = Vec::new();
    let corners = corners();
    for &a in corners.iter().filter(|&&c| c < CENTRE) {
        let b = 26 - a; // the antipodal corner
        let others: Vec<usize> = corners.iter().copied().filter(|&c| c != a && c != b).collect();
        for choice in 0..3usize.pow(6) {
            if let Some(triples) = corner_triples(&others, choice) {
                complete(a, b, &triples, &mut out);
            }
        }
    }
    out.sort_unstable();
    out
}

/// The (corner, edge, face centre) triples for one choice (6 base-3 digits: which far face
/// of each corner gets its face centre), or None when centres or edges repeat.
fn corner_triples(others: &[usize], mut choice: usize) -> Option<Vec<[usize; 3]>> {
    let mut used_faces = 0u8;
    let mut used_edges = Vec::new();
    let mut triples = Vec::new();
    for &corner in others {
        let far = !FACE_MASKS[corner] & 0x3f;
        let far_faces: Vec<u8> = (0..6).filter(|f| far >> f & 1 == 1).collect();
        let face = far_faces[choice % 3];
        choice /= 3;
        if used_faces >> face & 1 == 1 {
            return None;
        }
        used_faces |= 1 << face;
        let edge = cell_of(far & !(1 << face));
        if used_edges.contains(&edge) {
            return None;
        }
        used_edges.push(edge);
        triples.push([corner, edge, cell_of(1 << face)]);
    }
    Some(triples)
}

/// Adds every completion of the centre class and corner triples by two edge triples.
fn complete(a: usize, b: usize, triples: &[[usize; 3]], out: &mut Vec<Colouring>) {
    let used: Vec<usize> = triples.iter().map(|t| t[1]).collect();
    let rest: Vec<usize> = edges().into_iter().filter(|e| !used.contains(e)).collect();
    for split in edge_triple_splits(&rest) {
        let mut c = [0u8; CELLS];
        for cell in [a, b, CENTRE] {
            c[cell] = 0;
        }
        let classes = triples.iter().chain(split.iter());
        for (k, t) in classes.enumerate() {
            for &cell in t {
                c[cell] = k as u8 + 1;
            }
        }
        out.push(normalise(&c));
    }
}

#[cfg(test)]
mod tests {
    use super::super::{exact, is_solution};
    use super::*;

    #[test]
    fn eight_face_disjoint_edge_triples() {
        // Perfect matchings of the 6 faces into adjacent pairs: 15 - 7 = 8.
        let all = edges();
        let mut n = 0;
        for (i, &a) in all.iter().enumerate() {
            for (j, &b) in all.iter().enumerate().skip(i + 1) {
                for &c in all.iter().skip(j + 1) {
                    let (ma, mb, mc) = (FACE_MASKS[a], FACE_MASKS[b], FACE_MASKS[c]);
                    n += (ma & mb == 0 && ma & mc == 0 && mb & mc == 0) as usize;
                }
            }
        }
        assert_eq!(n, 8);
    }

    #[test]
    fn structure_and_search_give_the_same_partitions() {
        let by_structure = all_partitions();
        assert!(by_structure.iter().all(is_solution));
        assert_eq!(by_structure, exact::all_partitions());
    }
}
