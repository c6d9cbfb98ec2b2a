//! Statistics of an estimate: huge positive numbers in log space, batch means kept as
//! fixed-point `u128` sums (so that work units merge by adding, like every driver tally), and
//! the mean, standard error and normal intervals of the pooled batches.
//!
//! Why this is accurate enough: a count near 10^2056 has natural log near 4735; an `f64`
//! holds that log to about 4735 x 2^-53 = 5e-13, which is the relative error of the count,
//! far below any statistical error. Batch means are stored relative to a scale 2^e fixed for
//! the whole run (the *scale*, chosen from a pilot), with 56 fractional bits for the sums and
//! 40 for the sums of squares: rounding moves a batch mean by at most 2^-56 of the scale.

use std::ops::{Add, Mul};

use crate::search::Tally;

/// Fractional bits of the fixed-point sums of batch means.
const SUM_BITS: i32 = 56;
/// Fractional bits of the fixed-point sums of squared batch means.
const SQUARE_BITS: i32 = 40;

/// A non-negative number as its natural log (`-inf` for zero).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct LogNum(pub f64);

impl LogNum {
    /// The number 0.
    pub const ZERO: LogNum = LogNum(f64::NEG_INFINITY);

    /// The number `x` (non-negative) in log space.
    pub fn from_f64(x: f64) -> LogNum {
        LogNum(x.ln())
    }

    /// Whether the number is 0.
    pub fn is_zero(self) -> bool {
        self.0 == f64::NEG_INFINITY
    }

    /// `self * factor` for an ordinary positive `factor`.
    pub fn scale(self, factor: f64) -> LogNum {
        LogNum(self.0 + factor.ln())
    }

    /// The base-2 logarithm of the number (`-inf` for zero).
    pub fn log2(self) -> f64 {
        self.0 / std::f64::consts::LN_2
    }

    /// `d.dddddd e±x` with `digits` digits after the point.
    pub fn scientific(self, digits: usize) -> String {
        if self.is_zero() {
            return "0".into();
        }
        let l10 = self.0 / std::f64::consts::LN_10;
        let mut exp = l10.floor();
        let mut mant = 10f64.powf(l10 - exp);
        // Rounding the mantissa may carry into the exponent.
        if format!("{mant:.digits$}").starts_with("10") {
            mant /= 10.0;
            exp += 1.0;
        }
        format!("{mant:.digits$}e{exp}")
    }
}

/// `self + other`, without leaving log space.
impl Add for LogNum {
    type Output = LogNum;

    fn add(self, other: LogNum) -> LogNum {
        let (hi, lo) = if self.0 >= other.0 {
            (self, other)
        } else {
            (other, self)
        };
        if lo.is_zero() {
            return hi;
        }
        LogNum(hi.0 + (lo.0 - hi.0).exp().ln_1p())
    }
}

/// `self * other`, without leaving log space.
impl Mul for LogNum {
    type Output = LogNum;

    // Multiplying numbers adds their logs: the `+` is the point, not a slip.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn mul(self, other: LogNum) -> LogNum {
        LogNum(self.0 + other.0)
    }
}

/// One sample of a count, kept as the natural log of its magnitude (counts run to 10^2000
/// and beyond) and its sign.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sample {
    /// A sample of zero: it reached no figure.
    Zero,
    /// A sample above zero, `ln` the natural log of its value.
    Positive {
        /// ln of the sample.
        ln: f64,
    },
    /// A sample below zero, `ln` the natural log of its magnitude: only a control-variate
    /// sample can lie below zero (see [`super::rearrange`]), and an unbiased estimate must
    /// keep it.
    Negative {
        /// ln of the sample's magnitude.
        ln: f64,
    },
}

impl Sample {
    /// The sample whose natural log is `ln` (`None`: zero), as the methods whose samples are
    /// never below zero draw them.
    pub fn from_ln(ln: Option<f64>) -> Sample {
        match ln {
            Some(ln) => Sample::Positive { ln },
            None => Sample::Zero,
        }
    }

    /// The sample of value `v`, of either sign.
    pub fn from_value(v: f64) -> Sample {
        if v == 0.0 {
            Sample::Zero
        } else if v < 0.0 {
            Sample::Negative { ln: v.abs().ln() }
        } else {
            Sample::Positive { ln: v.abs().ln() }
        }
    }

    /// ln of the sample's magnitude, `None` for zero.
    pub fn ln_magnitude(self) -> Option<f64> {
        match self {
            Sample::Zero => None,
            Sample::Positive { ln } | Sample::Negative { ln } => Some(ln),
        }
    }

    /// Whether the sample reached a figure (is not zero).
    pub fn is_hit(self) -> bool {
        self != Sample::Zero
    }

    /// Whether the sample lies below zero.
    pub fn is_negative(self) -> bool {
        matches!(self, Sample::Negative { .. })
    }
}

/// The mean of samples held in memory and its standard error (the sample variance, over n - 1,
/// divided by n); zero error for fewer than two. The driver pools fixed-point tallies instead
/// ([`batch_tally`]); this serves the tests and the examples that keep their runs.
pub fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// What one work unit (a batch of samples) leaves in its tally: its sample count, how many
/// samples were non-zero, and its batch mean relative to the run's scale, in fixed point. A
/// batch mean below zero goes to `sum_neg` (the fixed-point sums are unsigned), its square to
/// `sum_sq` as any other.
pub fn batch_tally(samples: &[Sample], scale_log2: i64) -> Tally {
    let mut t = Tally::new();
    let k = samples.len();
    t.add("samples", k as u128);
    t.add("batches", 1);
    t.add("hits", samples.iter().filter(|s| s.is_hit()).count() as u128);
    let part = |negative: bool| {
        samples
            .iter()
            .filter(|s| s.is_negative() == negative)
            .filter_map(|s| s.ln_magnitude())
            .fold(LogNum::ZERO, |acc, x| acc + LogNum(x))
    };
    let (pos, neg) = (part(false), part(true));
    if k == 0 || pos == neg {
        return t;
    }
    // ln |pos - neg|, without leaving log space.
    let (hi, lo, below) = if pos > neg {
        (pos, neg, false)
    } else {
        (neg, pos, true)
    };
    let ln_diff = hi.0 + (-(lo.0 - hi.0).exp()).ln_1p();
    // ln(|mean| / 2^scale)
    let rel = ln_diff - (k as f64).ln() - scale_log2 as f64 * std::f64::consts::LN_2;
    match (fixed(rel, SUM_BITS), fixed(2.0 * rel, SQUARE_BITS)) {
        (Some(s), Some(q)) => {
            t.add(if below { "sum_neg" } else { "sum" }, s);
            t.add("sum_sq", q);
        }
        _ => t.add("overflow", 1),
    }
    t
}

/// `exp(ln_x) * 2^bits` rounded, or `None` when it does not leave room to add 2^24 of them.
fn fixed(ln_x: f64, bits: i32) -> Option<u128> {
    let log2 = ln_x / std::f64::consts::LN_2 + bits as f64;
    if log2 > 103.0 {
        return None;
    }
    if log2 < -2.0 {
        return Some(0);
    }
    Some(2f64.powf(log2).round() as u128)
}

/// The pooled estimate of a set of batches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// Batches (work units) pooled.
    pub batches: u128,
    /// Samples drawn in those batches.
    pub samples: u128,
    /// Samples that were non-zero (reached a whole figure).
    pub hits: u128,
    /// The mean of the batch means.
    pub mean: LogNum,
    /// Standard error of `mean`, from the spread of the batch means.
    pub std_error: LogNum,
}

impl Estimate {
    /// The estimate of a merged tally; `None` when a batch mean overflowed the fixed point,
    /// or when the batch means (of a control-variate estimate) pool to a mean below zero.
    pub fn from_tally(t: &Tally, scale_log2: i64) -> Option<Estimate> {
        if t.get("overflow") > 0 || t.get("sum_neg") > t.get("sum") {
            return None;
        }
        let u = t.get("batches") as f64;
        let sum = (t.get("sum") - t.get("sum_neg")) as f64 * 2f64.powi(-SUM_BITS);
        let sum_sq = t.get("sum_sq") as f64 * 2f64.powi(-SQUARE_BITS);
        let mean = if u > 0.0 { sum / u } else { 0.0 };
        let var = if u > 1.0 {
            ((sum_sq - u * mean * mean) / (u - 1.0)).max(0.0)
        } else {
            f64::INFINITY
        };
        let scale = LogNum(scale_log2 as f64 * std::f64::consts::LN_2);
        Some(Estimate {
            batches: t.get("batches"),
            samples: t.get("samples"),
            hits: t.get("hits"),
            mean: LogNum::from_f64(mean) * scale,
            std_error: LogNum::from_f64((var / u).sqrt()) * scale,
        })
    }

    /// Standard error over the mean (infinite when the mean is zero).
    pub fn relative_error(&self) -> f64 {
        (self.std_error.0 - self.mean.0).exp()
    }

    /// The two-sided interval at `confidence` (0.95, 0.99), as (low, high), from Student's t
    /// with one degree of freedom fewer than the batches: the standard error is itself
    /// estimated from the batches, so with a dozen of them (population runs) the interval is
    /// ~7 % wider than the normal one, with a thousand (the default) the same. The low end is
    /// clamped at zero.
    pub fn interval(&self, confidence: f64) -> (LogNum, LogNum) {
        let df = u64::try_from(self.batches.saturating_sub(1)).unwrap_or(u64::MAX);
        let z = student_t_quantile(0.5 + confidence / 2.0, df);
        let r = z * self.relative_error();
        let low = if r >= 1.0 {
            LogNum::ZERO
        } else {
            self.mean.scale(1.0 - r)
        };
        (low, self.mean.scale(1.0 + r))
    }

    /// Whether `x` lies in the interval at `confidence`.
    pub fn covers(&self, x: LogNum, confidence: f64) -> bool {
        let (lo, hi) = self.interval(confidence);
        lo <= x && x <= hi
    }

    /// How many standard errors `x` lies from the mean.
    /// 0 when the error is zero and `x` equals the mean to 1e-9 (a fully exact estimate).
    pub fn z_score(&self, x: LogNum) -> f64 {
        self.z_score_against(x, 0.0)
    }

    /// How far `x` lies from the estimate in combined standard errors, when `x` has a
    /// standard error of its own (`x_relative_error` of `x`; 0 for an exact count).
    pub fn z_score_against(&self, x: LogNum, x_relative_error: f64) -> f64 {
        let ratio = (x.0 - self.mean.0).exp();
        let off = ratio - 1.0;
        let combined = self.relative_error().hypot(x_relative_error * ratio);
        if combined == 0.0 && off.abs() < 1e-9 {
            return 0.0;
        }
        off / combined
    }
}

/// The standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9).
pub fn normal_quantile(p: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969683028665376e1,
        2.209460984245205e2,
        -2.759285104469687e2,
        1.38357751867269e2,
        -3.066479806614716e1,
        2.506628277459239,
    ];
    const B: [f64; 5] = [
        -5.447609879822406e1,
        1.615858368580409e2,
        -1.556989798598866e2,
        6.680131188771972e1,
        -1.328068155288572e1,
    ];
    const C: [f64; 6] = [
        -7.784894002430293e-3,
        -3.223964580411365e-1,
        -2.400758277161838,
        -2.549732539343734,
        4.374664141464968,
        2.938163982698783,
    ];
    const D: [f64; 4] = [
        7.784695709041462e-3,
        3.224671290700398e-1,
        2.445134137142996,
        3.754408661907416,
    ];
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < 0.02425 {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - 0.02425 {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
}

/// The quantile of Student's t distribution with `df` degrees of freedom at `p` (0.5 < p < 1
/// in use): exact for 1 and 2 degrees of freedom, otherwise the Cornish–Fisher expansion
/// around the normal quantile to the 1/df^4 term: at most 0.8 % below the true value (df = 3,
/// p = 0.995), 0.22 % at df = 4, within 1e-4 from df = 5 on (tested against table values). Infinite for df = 0
/// (one batch says nothing of the spread).
pub fn student_t_quantile(p: f64, df: u64) -> f64 {
    let v = df as f64;
    match df {
        0 => f64::INFINITY,
        1 => (std::f64::consts::PI * (p - 0.5)).tan(),
        2 => (2.0 * p - 1.0) / (2.0 * p * (1.0 - p)).sqrt(),
        _ => {
            let z = normal_quantile(p);
            let z2 = z * z;
            let g1 = z * (z2 + 1.0) / 4.0;
            let g2 = z * ((5.0 * z2 + 16.0) * z2 + 3.0) / 96.0;
            let g3 = z * (((3.0 * z2 + 19.0) * z2 + 17.0) * z2 - 15.0) / 384.0;
            let g4 = z * ((((79.0 * z2 + 776.0) * z2 + 1482.0) * z2 - 1920.0) * z2 - 945.0) / 92160.0;
            z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_numbers() {
        let a = LogNum::from_f64(3.0).add(LogNum::from_f64(4.0));
        assert!((a.0.exp() - 7.0).abs() < 1e-12);
        assert_eq!(LogNum::ZERO.add(LogNum::from_f64(2.0)), LogNum::from_f64(2.0));
        assert_eq!(LogNum::from_f64(1.775399e19).scientific(6), "1.775399e19");
        assert_eq!(LogNum::from_f64(9.9999999).scientific(2), "1.00e1");
        // 6.56e2056 is far beyond f64, but its log is not.
        let big = LogNum(2056.0 * std::f64::consts::LN_10 + 6.56f64.ln());
        assert_eq!(big.scientific(2), "6.56e2056");
    }

    #[test]
    fn quantiles() {
        assert!((normal_quantile(0.975) - 1.959964).abs() < 1e-6);
        assert!((normal_quantile(0.995) - 2.575829).abs() < 1e-6);
        assert!((normal_quantile(0.001) + 3.090232).abs() < 1e-6);
    }

    #[test]
    fn student_t_quantiles_match_the_tables() {
        // (p, df, t) from standard tables; the expansion is 0.12 % / 0.79 % low at df = 3
        // (p = 0.975 / 0.995), 0.22 % at df = 4, within 1e-4 from df = 5 on.
        for (p, df, t, tol) in [
            (0.975, 1, 12.706205, 1e-6),
            (0.995, 1, 63.656741, 1e-6),
            (0.975, 2, 4.302653, 1e-6),
            (0.975, 3, 3.182446, 2e-3),
            (0.995, 3, 5.840909, 1e-2),
            (0.995, 4, 4.604095, 3e-3),
            (0.975, 5, 2.570582, 1e-3),
            (0.975, 10, 2.228139, 1e-3),
            (0.975, 19, 2.093024, 1e-3),
            (0.995, 19, 2.860935, 1e-3),
            (0.975, 999, 1.962341, 1e-4),
        ] {
            let got = student_t_quantile(p, df);
            assert!((got / t - 1.0).abs() < tol, "t({p}, {df}) = {got}, table {t}");
        }
        assert!(student_t_quantile(0.975, 0).is_infinite());
    }

    #[test]
    fn batches_pool_to_mean_and_error() {
        // Batches with means 2, 4, 6 (x 2^10): mean 4, sd 2, standard error 2/sqrt(3).
        let mut t = Tally::new();
        for m in [2.0f64, 4.0, 6.0] {
            let x = (m * 1024.0).ln();
            t.merge(&batch_tally(
                &[Sample::Positive { ln: x }, Sample::Positive { ln: x }],
                10,
            ));
        }
        let e = Estimate::from_tally(&t, 10).unwrap();
        assert!((e.mean.0.exp() - 4096.0).abs() < 1e-9);
        assert!((e.std_error.0.exp() - 2048.0 / 3f64.sqrt()).abs() < 1e-6);
        assert_eq!((e.batches, e.samples, e.hits), (3, 6, 6));
        assert!(e.covers(LogNum::from_f64(4096.0), 0.95));
        assert!(!e.covers(LogNum::from_f64(40960.0), 0.95));
    }

    #[test]
    fn batch_means_below_zero_subtract() {
        // Batches with means 6, -2 and 5 (x 2^4): mean 3, sd 4.36, standard error 2.52.
        let mut t = Tally::new();
        let batches: [&[Sample]; 3] = [
            &[
                Sample::Positive { ln: 96f64.ln() },
                Sample::Positive { ln: 96f64.ln() },
            ],
            &[
                Sample::Positive { ln: 96f64.ln() },
                Sample::Negative { ln: 160f64.ln() },
            ],
            &[Sample::Positive { ln: 160f64.ln() }, Sample::Zero],
        ];
        for b in batches {
            t.merge(&batch_tally(b, 4));
        }
        assert!(t.get("sum_neg") > 0);
        let e = Estimate::from_tally(&t, 4).unwrap();
        assert!((e.mean.0.exp() - 48.0).abs() < 1e-9, "{e:?}");
        let sd = ((9.0 + 25.0 + 4.0) / 2f64).sqrt() * 16.0;
        assert!((e.std_error.0.exp() - sd / 3f64.sqrt()).abs() < 1e-6, "{e:?}");
        assert_eq!((e.batches, e.samples, e.hits), (3, 6, 5));
        // Means pooling below zero give no estimate.
        let low = batch_tally(&[Sample::Negative { ln: 10f64.ln() }], 0);
        assert!(Estimate::from_tally(&low, 0).is_none());
    }

    #[test]
    fn zeros_and_overflow() {
        let t = batch_tally(&[Sample::Zero, Sample::Zero], 0);
        assert_eq!(t.get("sum"), 0);
        assert_eq!(t.get("hits"), 0);
        let t = batch_tally(&[Sample::Positive { ln: 100.0 }], 0);
        assert_eq!(t.get("overflow"), 1);
        assert!(Estimate::from_tally(&t, 0).is_none());
    }
}
