//! Ranking of permutations and orientations: the small bijections between piece
//! arrangements and dense integers that coordinates, pattern databases and census tables are
//! built on.

/// `n!` for `n <= 20`.
pub const fn factorial(n: usize) -> u64 {
    let mut f = 1u64;
    let mut k = 2;
    while k <= n {
        f *= k as u64;
        k += 1;
    }
    f
}

/// Lehmer rank of a permutation of `0..p.len()` (at most 20 elements), in `0..n!`:
/// lexicographic order, the identity is 0.
pub fn rank_perm(p: &[u8]) -> u64 {
    let n = p.len();
    let mut rank = 0u64;
    // Bit i set: value i still unused; the digit is the number of smaller unused values.
    let mut unused: u32 = (1u32 << n) - 1;
    for (i, &v) in p.iter().enumerate() {
        let below = (unused & ((1u32 << v) - 1)).count_ones() as u64;
        unused &= !(1u32 << v);
        rank = rank * (n - i) as u64 + below;
    }
    rank
}

/// Inverse of [`rank_perm`]: the permutation of `0..out.len()` with rank `r`.
pub fn unrank_perm(mut r: u64, out: &mut [u8]) {
    let n = out.len();
    // Mixed-radix digits, last position first: digit i has base n - i.
    let mut digits = [0u8; 20];
    for i in (0..n).rev() {
        let base = (n - i) as u64;
        digits[i] = (r % base) as u8;
        r /= base;
    }
    let mut unused: u32 = (1u32 << n) - 1;
    for (slot, &d) in out.iter_mut().zip(&digits) {
        let v = nth_set_bit(unused, d as u32);
        *slot = v as u8;
        unused &= !(1u32 << v);
    }
}

/// Index of the `k`-th set bit of `x` (0-based).
fn nth_set_bit(mut x: u32, k: u32) -> u32 {
    for _ in 0..k {
        x &= x - 1;
    }
    x.trailing_zeros()
}

/// Rank of orientations `ori` (each below `twists`) whose sum is 0 mod `twists`: the first
/// `len - 1` digits in base `twists`, least significant first; the last digit is implied.
pub fn rank_twists(ori: &[u8], twists: u8) -> u64 {
    let k = ori.len().saturating_sub(1);
    ori[..k]
        .iter()
        .rev()
        .fold(0, |acc, &o| acc * twists as u64 + o as u64)
}

/// Inverse of [`rank_twists`]: fills `out` so that its sum is 0 mod `twists`.
pub fn unrank_twists(mut r: u64, twists: u8, out: &mut [u8]) {
    let Some((last, rest)) = out.split_last_mut() else {
        return;
    };
    let mut sum = 0u32;
    for o in rest.iter_mut() {
        *o = (r % twists as u64) as u8;
        r /= twists as u64;
        sum += *o as u32;
    }
    *last = ((twists as u32 - sum % twists as u32) % twists as u32) as u8;
}

/// Whether `p` is a permutation of `0..p.len()`.
pub fn is_permutation(p: &[u8]) -> bool {
    let mut seen = vec![false; p.len()];
    p.iter()
        .all(|&v| (v as usize) < p.len() && !std::mem::replace(&mut seen[v as usize], true))
}

/// Parity of a permutation (true when odd).
pub fn is_odd(p: &[u8]) -> bool {
    let mut seen = vec![false; p.len()];
    let mut transpositions = 0;
    for start in 0..p.len() {
        let mut i = start;
        let mut len = 0;
        while !seen[i] {
            seen[i] = true;
            i = p[i] as usize;
            len += 1;
        }
        transpositions += len.max(1) - 1;
    }
    transpositions % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perm_ranks_are_lexicographic_bijections() {
        let mut out = [0u8; 5];
        let mut previous: Option<[u8; 5]> = None;
        for r in 0..factorial(5) {
            unrank_perm(r, &mut out);
            assert!(is_permutation(&out));
            assert_eq!(rank_perm(&out), r);
            if let Some(p) = previous {
                assert!(p < out, "lexicographic order");
            }
            previous = Some(out);
        }
        assert_eq!(rank_perm(&[0, 1, 2, 3, 4, 5, 6]), 0);
        assert_eq!(rank_perm(&[6, 5, 4, 3, 2, 1, 0]), factorial(7) - 1);
        let mut big = [0u8; 12];
        unrank_perm(factorial(12) - 2, &mut big);
        assert_eq!(rank_perm(&big), factorial(12) - 2);
    }

    #[test]
    fn twist_ranks_round_trip_and_sum_to_zero() {
        let mut out = [0u8; 7];
        for r in 0..729 {
            unrank_twists(r, 3, &mut out);
            assert_eq!(out.iter().map(|&o| o as u32).sum::<u32>() % 3, 0);
            assert_eq!(rank_twists(&out, 3), r);
        }
    }

    #[test]
    fn parity_and_validity() {
        assert!(!is_odd(&[0, 1, 2]));
        assert!(is_odd(&[1, 0, 2]));
        assert!(!is_odd(&[1, 2, 0]));
        assert!(!is_permutation(&[0, 0, 1]));
        assert!(!is_permutation(&[0, 3, 1]));
    }
}
