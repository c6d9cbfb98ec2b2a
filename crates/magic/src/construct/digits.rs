//! Digit maps: permutations of `0..n` applied to the digits of a figure written in base `n`.
//!
//! A line of a digit figure sums to `n(n-1)/2` when it meets every digit once; these maps keep
//! that true and add the extra properties some constructions need (a fixed middle digit, a
//! balance over the residues mod 3, complementary halves).

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The identity digit map on `0..n`.
pub fn identity(n: usize) -> Vec<u32> {
    (0..n as u32).collect()
}

/// A permutation commuting with the reversal `x -> n-1-x` (so it fixes the middle digit of
/// an odd order): random when `rng` is given, the identity otherwise.
pub fn reversal_symmetric(n: usize, rng: Option<&mut ChaCha8Rng>) -> Vec<u32> {
    let Some(rng) = rng else {
        return identity(n);
    };
    let half = n / 2;
    let mut pairs: Vec<usize> = (0..half).collect();
    pairs.shuffle(rng);
    let mut p = identity(n);
    for (i, &j) in pairs.iter().enumerate() {
        let (lo, hi) = if rng.gen::<bool>() {
            (j, n - 1 - j)
        } else {
            (n - 1 - j, j)
        };
        p[i] = lo as u32;
        p[n - 1 - i] = hi as u32;
    }
    p
}

/// A permutation `s` with `s(i + n/2) = n-1-s(i)` (`n` even): the classical map
/// `T(x) = x` for `x < n/2`, `3n/2-1-x` otherwise, or a random one of that shape.
pub fn complementary(n: usize, rng: Option<&mut ChaCha8Rng>) -> Vec<u32> {
    let half = n / 2;
    let mut low: Vec<usize> = (0..half).collect();
    let mut flips = vec![false; half];
    if let Some(rng) = rng {
        low.shuffle(rng);
        flips.iter_mut().for_each(|f| *f = rng.gen());
    }
    let mut p = vec![0u32; n];
    for i in 0..half {
        let v = if flips[i] { n - 1 - low[i] } else { low[i] };
        p[i] = v as u32;
        p[i + half] = (n - 1 - v) as u32;
    }
    p
}

/// For `n = 3m`, `m` odd and at least 3: a permutation `s` of `0..n` whose three residue
/// classes mod 3 have images of equal sum, so a line whose digit index steps by 3 (meeting one
/// residue class three times) still sums to `n(n-1)/2`.
///
/// Digit `k + 3j` maps to `3j + p_j(k)` with `p_j` a permutation of `{0,1,2}`; the rows
/// `p_j` are chosen so that each `k` collects the same total. With `symmetric` the map also
/// commutes with the reversal (`s(n-1-x) = n-1-s(x)`), which associative figures need.
pub fn balanced3(n: usize, symmetric: bool, rng: Option<&mut ChaCha8Rng>) -> Vec<u32> {
    let m = n / 3;
    debug_assert!(n.is_multiple_of(3) && m % 2 == 1 && m >= 3);
    let rows = if symmetric {
        symmetric_rows(m)
    } else {
        plain_rows(m, rng)
    };
    let mut s = vec![0u32; n];
    for (j, p) in rows.iter().enumerate() {
        for k in 0..3 {
            s[k + 3 * j] = (3 * j + p[k]) as u32;
        }
    }
    s
}

/// For `4 | n`, `n >= 8`: a permutation `g` commuting with the reversal whose values on the
/// positions `x mod 4` in {0, 1} sum to `(n/4)(n-1)`. Then the residue classes mod 4 carry
/// sums with `G0 = G2` and `G1 = G3`, so `g` complemented on any two consecutive classes
/// still sums to `n(n-1)/2` (what a broken diagonal of the ultramagic method meets).
///
/// The representatives are one value of each complementary pair `{v, n-1-v}`; taking the
/// large one adds `n-1-2v` (an odd number) to the small ones' total, and the odd numbers
/// below `n` reach every total except 2 and `(n/2)^2 - 2`, so the greedy choice of a subset
/// summing to `n^2/8` succeeds (it is checked).
pub fn ultra_even(n: usize, rng: Option<&mut ChaCha8Rng>) -> Option<Vec<u32>> {
    let mut left = n * n / 8;
    let mut reps: Vec<usize> = Vec::with_capacity(n / 2);
    for v in 0..n / 2 {
        let odd = n - 1 - 2 * v;
        if odd <= left && left - odd != 2 {
            left -= odd;
            reps.push(n - 1 - v);
        } else {
            reps.push(v);
        }
    }
    if left != 0 {
        return None;
    }
    if let Some(rng) = rng {
        reps.shuffle(rng);
    }
    let positions = (0..n).filter(|x| x % 4 < 2);
    let mut g = vec![0u32; n];
    for (x, v) in positions.zip(reps) {
        g[x] = v as u32;
        g[n - 1 - x] = (n - 1 - v) as u32;
    }
    Some(g)
}

const ID: [usize; 3] = [0, 1, 2];
const REV: [usize; 3] = [2, 1, 0];

/// Three cyclic rows (each k collects 0+1+2), then (identity, reversed) pairs (each k collects 2).
fn plain_rows(m: usize, rng: Option<&mut ChaCha8Rng>) -> Vec<[usize; 3]> {
    let mut rows = vec![[0, 1, 2], [1, 2, 0], [2, 0, 1]];
    for _ in 0..(m - 3) / 2 {
        rows.push(ID);
        rows.push(REV);
    }
    if let Some(rng) = rng {
        // Relabelling the classes (same on every row) and reordering rows keep the balance.
        let mut relabel = ID;
        relabel.shuffle(rng);
        rows.shuffle(rng);
        for r in rows.iter_mut() {
            *r = [r[relabel[0]], r[relabel[1]], r[relabel[2]]];
        }
    }
    rows
}

/// Rows with `p_{m-1-j} = c p_j c` (`c(k) = 2-k`) and the middle row the identity. A pair
/// built on row `r` gives class `k` the amount `r(k) + 2 - r(2-k)`: identity (0,2,4),
/// reversal (4,2,0), a 3-cycle (3,2,1), a transposition fixing 2 (1,2,3); the middle row adds
/// (0,1,2). We combine them to equal totals.
fn symmetric_rows(m: usize) -> Vec<[usize; 3]> {
    let pairs = (m - 1) / 2;
    let mut first: Vec<[usize; 3]> = if pairs % 2 == 1 {
        vec![[1, 2, 0]]
    } else {
        vec![REV, [1, 0, 2]]
    };
    while first.len() < pairs {
        first.push(ID);
        first.push(REV);
    }
    let mirror = |r: [usize; 3]| [2 - r[2], 2 - r[1], 2 - r[0]];
    let mut rows = first.clone();
    rows.push(ID);
    rows.extend(first.iter().rev().map(|&r| mirror(r)));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn is_perm(p: &[u32]) -> bool {
        let mut s = p.to_vec();
        s.sort_unstable();
        s.iter().enumerate().all(|(i, &v)| v as usize == i)
    }

    fn class_sums(p: &[u32]) -> [u64; 3] {
        let mut s = [0u64; 3];
        for (i, &v) in p.iter().enumerate() {
            s[i % 3] += v as u64;
        }
        s
    }

    #[test]
    fn balanced_maps_balance_the_classes() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for n in (9..=99).step_by(6) {
            for (sym, p) in [
                (false, balanced3(n, false, None)),
                (false, balanced3(n, false, Some(&mut rng))),
                (true, balanced3(n, true, None)),
            ] {
                assert!(is_perm(&p), "n={n}");
                let s = class_sums(&p);
                assert!(s[0] == s[1] && s[1] == s[2], "n={n} {s:?}");
                if sym {
                    assert!(
                        (0..n).all(|x| p[n - 1 - x] as usize == n - 1 - p[x] as usize),
                        "n={n}"
                    );
                }
            }
        }
    }

    #[test]
    fn ultra_even_maps_balance_residues_mod_4() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for n in (8..=2048).step_by(4) {
            for g in [
                ultra_even(n, None).unwrap(),
                ultra_even(n, Some(&mut rng)).unwrap(),
            ] {
                assert!(is_perm(&g), "n={n}");
                assert!((0..n).all(|x| g[n - 1 - x] as usize == n - 1 - g[x] as usize));
                let mut c = [0u64; 4];
                for (x, &v) in g.iter().enumerate() {
                    c[x % 4] += v as u64;
                }
                assert!(c[0] == c[2] && c[1] == c[3], "n={n} {c:?}");
            }
        }
        assert!(ultra_even(4, None).is_none());
    }

    #[test]
    fn symmetric_and_complementary_maps() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for n in 3..40 {
            let p = reversal_symmetric(n, Some(&mut rng));
            assert!(is_perm(&p));
            assert!((0..n).all(|x| p[n - 1 - x] as usize == n - 1 - p[x] as usize));
            if n % 2 == 0 {
                let c = complementary(n, Some(&mut rng));
                assert!(is_perm(&c));
                assert!((0..n / 2).all(|x| c[x + n / 2] as usize == n - 1 - c[x] as usize));
            }
        }
    }
}
