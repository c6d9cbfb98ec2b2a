//! Counting formulas every crate may need.

/// C(n, k), the number of ways to choose `k` things of `n`: 0 when `k > n`. Exact in `u128`
/// wherever the result fits with room for one more factor of `n`: each partial product is a
/// binomial coefficient C(n, i) times at most `n`, and the loop runs to min(k, n - k).
pub fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1u128, |acc, i| acc * (n - i) as u128 / (i as u128 + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_small_large_and_out_of_range() {
        assert_eq!(binomial(4, 2), 6);
        assert_eq!(binomial(30, 12), 86_493_225);
        assert_eq!(binomial(75, 15), 2_280_012_686_716_080);
        assert_eq!(binomial(75, 37), 3_446_310_324_346_630_677_300);
        assert_eq!(binomial(7, 0), 1);
        assert_eq!(binomial(7, 7), 1);
        assert_eq!(binomial(0, 0), 1);
        assert_eq!(binomial(5, 6), 0);
        // Pascal's rule, wherever the numbers fit.
        for n in 1..100 {
            for k in 1..n {
                assert_eq!(
                    binomial(n, k),
                    binomial(n - 1, k - 1) + binomial(n - 1, k),
                    "C({n}, {k})"
                );
            }
        }
    }
}
