//! The slow twin of the order-5 kernel ([`super::order5`]): the same work units, counted by
//! the generic sum-system kernel ([`SumSystem`]) instead of the diagonal mask join, so that a
//! mistake in either shows up as a unit whose counts differ.
//!
//! A unit `(e, a, c)` of the kernel's reduction stands for the magic squares (entries
//! `0..25`) with centre `e`, top-left corner `a` and the next cell of the main diagonal `c`
//! whose diagonals are the representative of their orbit under the 32 diagonal-preserving
//! transformations: `a` below the other eight diagonal entries, `c` below `g` (cell (3,3))
//! and `b` (top right) below `h` (bottom left) — see the module comment of `order5`. Here
//! that definition is written once more, from the picture, as ordering constraints; the twin
//! shares with the kernel only the line definitions, the cell numbering and the list of units.
//!
//! The complement `x -> 24 - x` is folded in as the kernel does, but worked out here on
//! whole squares: a reduced square with centre below 12 stands for 64 squares (its 32 images
//! and their complements; units stop at centre 12). One with centre 12 is compared with the
//! reduced image of its complement — the one of the complement's 32 images (built here from
//! the row and column permutations, the transpose and the flip) that meets the ordering
//! constraints — by their diagonal entries `e a c g i b d f h`: it stands for 64 squares
//! when it is the smaller, 32 when the two coincide and none when it is the larger.

use super::kind::SquareKind;
use super::sum_system::SumSystem;

/// Cells of the nine diagonal entries `e a c g i b d f h` (column + 5 row), from the picture.
const E: u32 = 12;
const A: u32 = 0;
const C: u32 = 6;
const G: u32 = 18;
const I: u32 = 24;
const B: u32 = 4;
const D: u32 = 8;
const F: u32 = 16;
const H: u32 = 20;

/// The sum system of the reduced magic squares, filling `e, a, c` first so that a unit is a
/// prefix of three values.
pub fn system() -> SumSystem {
    let mut less: Vec<(u32, u32)> = [C, G, I, B, D, F, H].iter().map(|&x| (A, x)).collect();
    less.push((C, G));
    less.push((B, H));
    let first = [E, A, C, G, I, B, D, F, H].map(|c| c as usize);
    let order: Vec<usize> = first
        .iter()
        .copied()
        .chain((0..25).filter(|c| !first.contains(c)))
        .collect();
    SumSystem::with_fill_order(25, &SquareKind::Magic.constraints(5), &less, order)
        .unwrap_or_else(|| unreachable!("25 cells with integer line targets"))
}

/// Magic squares the unit `(e, a, c)` stands for, by the twin.
pub fn unit_count(sys: &SumSystem, unit: [u8; 3]) -> u128 {
    if unit[0] < 12 {
        return 64 * sys.count_with_prefix(&unit);
    }
    let transforms = transformations();
    let mut n = 0u128;
    sys.for_each_with_prefix(&unit, &mut |sq| n += complement_weight(sq, &transforms));
    n
}

/// The diagonal entries `e a c g i b d f h` of a square.
fn diagonals(sq: &[u8]) -> [u8; 9] {
    [E, A, C, G, I, B, D, F, H].map(|cell| sq[cell as usize])
}

/// True when the diagonals of `sq` meet the twin's ordering constraints.
fn reduced(sq: &[u8]) -> bool {
    let d = diagonals(sq);
    d[2..].iter().all(|&x| d[1] < x) && d[2] < d[3] && d[5] < d[8]
}

/// Squares the reduced square `sq` with centre 12 stands for once the complement is folded.
fn complement_weight(sq: &[u8], transforms: &[Vec<usize>]) -> u128 {
    let complement: Vec<u8> = sq.iter().map(|&x| 24 - x).collect();
    let images: Vec<Vec<u8>> = transforms
        .iter()
        .map(|t| {
            let mut img = vec![0u8; 25];
            for (cell, &to) in t.iter().enumerate() {
                img[to] = complement[cell];
            }
            img
        })
        .filter(|img| reduced(img))
        .collect();
    assert_eq!(images.len(), 1, "one reduced image of the complement");
    match diagonals(sq).cmp(&diagonals(&images[0])) {
        std::cmp::Ordering::Less => 64,
        std::cmp::Ordering::Equal => 32,
        std::cmp::Ordering::Greater => 0,
    }
}

/// The 32 transformations as cell maps (`t[cell]` is where `cell` goes): rows and columns
/// permuted together by each permutation of `0..5` that commutes with `k -> 4 - k`, then
/// optionally transposed, then optionally flipped left to right.
fn transformations() -> Vec<Vec<usize>> {
    let mut sigmas = Vec::new();
    for s in 0..5usize.pow(5) {
        let sigma: Vec<usize> = (0..5).map(|k| s / 5usize.pow(k) % 5).collect();
        let bijective = (0..5).all(|v| sigma.contains(&v));
        if bijective && (0..5).all(|k| sigma[4 - k] == 4 - sigma[k]) {
            sigmas.push(sigma);
        }
    }
    assert_eq!(sigmas.len(), 8);
    let mut out = Vec::new();
    for sigma in &sigmas {
        for transpose in [false, true] {
            for flip in [false, true] {
                out.push(
                    (0..25)
                        .map(|cell| {
                            let (mut r, mut c) = (sigma[cell / 5], sigma[cell % 5]);
                            if transpose {
                                (r, c) = (c, r);
                            }
                            if flip {
                                c = 4 - c;
                            }
                            c + 5 * r
                        })
                        .collect(),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::Figure;
    use cubelab_check::figure::check;

    #[test]
    fn every_reduced_square_is_magic_and_has_the_unit_and_order() {
        let sys = system();
        let mut n = 0;
        sys.for_each_with_prefix(&[12, 0, 1], &mut |sq| {
            n += 1;
            assert!(check(&Figure::square(5, sq.iter().map(|&v| v as i64).collect())).magic);
            assert_eq!((sq[12], sq[0], sq[6]), (12, 0, 1));
            assert!(sq[6] < sq[18] && sq[4] < sq[20]);
        });
        assert!(n > 0);
    }
}
