//! The paper's Section 7 algorithm, implemented as written: a third, independent way to the
//! solution numbers of Table 1. Give the 8 cubes of a collection the first 8 primes as
//! indices; for each corner of the target list the primes of the cubes carrying its corner
//! number; a choice of one prime per corner is a solution exactly when the product of the
//! choices is divisible by 2*3*5*7*11*13*17*19 (every cube used once).

use super::cubes::{MacMahon, N};

const PRIMES: [u64; 8] = [2, 3, 5, 7, 11, 13, 17, 19];
const PRIMORIAL: u64 = 9_699_690;

/// The solution number of a collection (8 cubes) for `target`, by the prime-index product.
pub fn solution_number(m: &MacMahon, target: usize, collection: u32) -> u64 {
    let cubes: Vec<usize> = (0..N).filter(|&i| collection >> i & 1 == 1).collect();
    assert_eq!(cubes.len(), 8, "a collection has 8 cubes");
    // Corner count vector: for each target corner, the prime indices of the cubes having it.
    let choices: Vec<Vec<u64>> = m.cubes[target]
        .corners
        .iter()
        .map(|corner| {
            cubes
                .iter()
                .zip(PRIMES)
                .filter(|(&c, _)| m.cubes[c].corners.contains(corner))
                .map(|(_, p)| p)
                .collect()
        })
        .collect();
    if choices.iter().any(Vec::is_empty) {
        return 0;
    }
    count_products(&choices, 1)
}

/// Tuples of the Cartesian product of `choices` whose product (times `acc`) is a multiple of
/// the primorial.
fn count_products(choices: &[Vec<u64>], acc: u64) -> u64 {
    match choices.split_first() {
        None => acc.is_multiple_of(PRIMORIAL) as u64,
        Some((first, rest)) => first.iter().map(|p| count_products(rest, acc * p)).sum(),
    }
}

/// The usable cubes of `target` (step 1): those sharing a corner number with it.
pub fn usable(m: &MacMahon, target: usize) -> u32 {
    (0..N)
        .filter(|&i| m.corner_masks[i] & m.corner_masks[target] != 0)
        .fold(0, |s, i| s | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conway_set_has_sixteen() {
        let m = MacMahon::new();
        let set = m.parse_set("Ac,Ad,Ae,Af,Cb,Db,Eb,Fb").unwrap();
        assert_eq!(solution_number(&m, m.index("Ba").unwrap(), set), 16);
        assert_eq!(usable(&m, m.index("Ba").unwrap()).count_ones(), 21);
    }
}
