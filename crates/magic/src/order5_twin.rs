//! The slow twin of the order-5 kernel ([`super::order5`]): the same work units, counted by
//! the generic sum-system kernel ([`SumSystem`]) instead of the diagonal mask join, so that a
//! mistake in either shows up as a unit whose counts differ.
//!
//! A unit `(e, a, c)` of the kernel's 32-fold reduction stands for the magic squares (entries
//! `0..25`) with centre `e`, top-left corner `a` and the next cell of the main diagonal `c`
//! whose diagonals are the representative of their orbit: `a` below the other eight diagonal
//! entries, `c` below `g` (cell (3,3)) and `b` (top right) below `h` (bottom left) — see the
//! module comment of `order5`. Here that definition is written once more, from the picture,
//! as ordering constraints; the twin shares with the kernel only the line definitions and
//! the cell numbering. Its count times 32 is the unit's `count`.

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

/// Magic squares the unit `(e, a, c)` stands for, by the twin: 32 per reduced square.
pub fn unit_count(sys: &SumSystem, unit: [u8; 3]) -> u128 {
    32 * sys.count_with_prefix(&unit)
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
