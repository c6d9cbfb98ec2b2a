//! What an estimate is compared with: exact counts from our own enumerators where they take
//! at most a second or two, and published figures (with their sources) where they exist.
//! The published figures are shown beside an estimate and not used to make one, with one
//! exception: the exact counts of semi-magic squares of orders 5 (Trump) and 6 (Ripatti) are
//! the rearrange method's control variate ([`exact_semi_magic_total`]).

use std::sync::OnceLock;

use super::stats::{normal_quantile, LogNum};
use super::Figures;
use crate::magic::census;
use crate::magic::count::{CountMethod, SquareCount};
use crate::magic::kind::{CubeKind, SquareKind};
use crate::search::{Problem, Tally};

/// A published figure: the count up to symmetry as printed, and the total it implies.
#[derive(Clone, Debug)]
pub struct Known {
    /// Who published it, and where (e.g. an OEIS entry).
    pub source: &'static str,
    /// The count up to symmetry exactly as printed (with its uncertainty, if any).
    pub classes_text: &'static str,
    /// The number of figures in all: the count up to symmetry times the group's order.
    pub total: LogNum,
    /// What the printed uncertainty means.
    pub quoted: Quoted,
    /// The figure's standard error relative to it (0 for an exact count): the printed
    /// uncertainty itself for a standard error, divided by the normal 99.5 % quantile
    /// (2.576) for a 99 % interval.
    pub relative_std_error: f64,
}

/// What the digits in brackets after a published figure mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quoted {
    /// An exact count (no brackets).
    Exact,
    /// One standard error (the statistical physicists' convention; Kitajima and Kikuchi,
    /// Pinn and Wieczerkowski).
    StandardError,
    /// The half-width of a 99 % interval: Trump's convention, stated on his table ("the
    /// number ... is in the interval (1.2345 ± 0.0025)·10^9 with a probability of 99 %").
    Interval99,
}

impl Quoted {
    /// The words the output prints beside the figure.
    pub fn describe(self) -> &'static str {
        match self {
            Quoted::Exact => "exact",
            Quoted::StandardError => "± one standard error",
            Quoted::Interval99 => "± a 99 % interval",
        }
    }
}

/// One published count up to the 8 symmetries of the square.
struct Published {
    kind: SquareKind,
    order: usize,
    /// As printed: digits with thousands separators, or `mantissa(uncertainty)eEXPONENT`.
    text: &'static str,
    source: &'static str,
    quoted: Quoted,
}

/// Kitajima and Kikuchi's multicanonical Monte Carlo. Their table (PLoS ONE 10(5):
/// e0125062) covers orders 3 to 30; only the rows quoted here were found in the text we could
/// read (orders 6, 7, 8 and, in the abstract, 30).
const KK: &str = "Kitajima and Kikuchi, multicanonical, PLoS ONE 2015";
/// Trump's table "How many magic squares are there?" (trump.de/magic-squares/howmany.html):
/// exact counts where known, else his Monte Carlo backtracking estimates with 99 % intervals.
const TRUMP: &str = "Trump, Monte Carlo backtracking";
const SCHROEPPEL: &str = "Schroeppel 1973, OEIS A006052";
const MINO: &str = "Mino 2024 (exact), OEIS A006052";
const PW: &str = "Pinn and Wieczerkowski, parallel tempering, 1998";
const RIPATTI: &str = "Ripatti 2018 (exact); OEIS A271103";
const TRUMP_SEMI5: &str = "Trump 2000 (exact); OEIS A271103";
const TRUMP_SEMI: &str = "Trump's table; OEIS A271103";
const TRUMP_ASSOC: &str = "Trump's table; OEIS A081262";
const ASSOC7: &str = "arXiv:1906.07461 (2019, exact); OEIS A081262";
/// Three methods of ours that share no sampling code find 1.39 times fewer.
const TRUMP_ASSOC8: &str =
    "Trump's table; OEIS A081262; our three estimators find 1.39 times fewer, docs/estimates/results.md";
const TRUMP_PAN: &str = "Trump's table; OEIS A027567";
const TRUMP_ULTRA: &str = "Trump's table; OEIS A081263";

const fn row(
    kind: SquareKind,
    order: usize,
    text: &'static str,
    source: &'static str,
    quoted: Quoted,
) -> Published {
    Published {
        kind,
        order,
        text,
        source,
        quoted,
    }
}

use Quoted::{Exact, Interval99, StandardError};
use SquareKind::{Associative, Magic, Pandiagonal, SemiMagic, Ultramagic};

const PUBLISHED: [Published; 28] = [
    row(Magic, 5, "275,305,224", SCHROEPPEL, Exact),
    row(Magic, 6, "17,753,889,197,660,635,632", MINO, Exact),
    row(Magic, 6, "1.775399(42)e19", TRUMP, Interval99),
    row(Magic, 6, "0.17745(16)e20", PW, StandardError),
    row(Magic, 6, "1.77543(73)e19", KK, StandardError),
    row(Magic, 7, "3.79809(50)e34", TRUMP, Interval99),
    row(Magic, 7, "3.7983(70)e34", KK, StandardError),
    row(Magic, 8, "5.2225(18)e54", TRUMP, Interval99),
    row(Magic, 8, "5.223(14)e54", KK, StandardError),
    row(Magic, 9, "7.8448(38)e79", TRUMP, Interval99),
    row(Magic, 10, "2.4149(12)e110", TRUMP, Interval99),
    row(Magic, 30, "6.56(29)e2056", KK, StandardError),
    row(SemiMagic, 5, "579,043,051,200", TRUMP_SEMI5, Exact),
    row(SemiMagic, 6, "94,590,660,245,399,996,601,600", RIPATTI, Exact),
    row(SemiMagic, 7, "4.2848(17)e38", TRUMP_SEMI, Interval99),
    row(SemiMagic, 8, "1.0806(12)e59", TRUMP_SEMI, Interval99),
    row(SemiMagic, 9, "2.9008(22)e84", TRUMP_SEMI, Interval99),
    row(SemiMagic, 10, "1.4626(16)e115", TRUMP_SEMI, Interval99),
    row(Associative, 5, "48,544", TRUMP_ASSOC, Exact),
    row(Associative, 7, "1,125,154,039,419,854,784", ASSOC7, Exact),
    row(Associative, 8, "2.5228(14)e27", TRUMP_ASSOC8, Interval99),
    row(Associative, 9, "7.28(15)e40", TRUMP_ASSOC, Interval99),
    row(Pandiagonal, 5, "3,600", TRUMP_PAN, Exact),
    row(Pandiagonal, 7, "1.21(12)e17", TRUMP_PAN, Interval99),
    row(Ultramagic, 5, "16", TRUMP_ULTRA, Exact),
    row(Ultramagic, 7, "20,190,684", TRUMP_ULTRA, Exact),
    row(Ultramagic, 8, "4.677(17)e15", TRUMP_ULTRA, Interval99),
    row(Ultramagic, 9, "1.363(21)e24", TRUMP_ULTRA, Interval99),
];

/// A printed figure's value, as its natural log, and its relative uncertainty: "3.79809(50)e34"
/// is (ln 3.79809e34, 0.00050 / 3.79809); "275,305,224" is (ln 275305224, 0). In logs because
/// figures such as Kitajima-Kikuchi's order-30 6.56(29)e2056 overflow a plain `f64`.
fn parse_figure(text: &str) -> Option<(f64, f64)> {
    let plain: String = text.chars().filter(|&c| c != ',').collect();
    let Some((mantissa, rest)) = plain.split_once('(') else {
        return plain.parse::<f64>().ok().map(|v| (v.ln(), 0.0));
    };
    let (digits, exponent) = rest.split_once(")e")?;
    let decimals = mantissa.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
    let m = mantissa.parse::<f64>().ok()?;
    let ln_value = m.ln() + exponent.parse::<i32>().ok()? as f64 * std::f64::consts::LN_10;
    let error = digits.parse::<f64>().ok()? * 10f64.powi(-decimals);
    Some((ln_value, error / m))
}

/// The published figures for `figures`.
pub fn known(figures: Figures) -> Vec<Known> {
    let Figures::Square(kind, n) = figures else {
        return Vec::new();
    };
    let z99 = normal_quantile(0.995);
    PUBLISHED
        .iter()
        .filter(|r| r.kind == kind && r.order == n)
        .map(|r| {
            let (ln_value, relative) = parse_figure(r.text).expect("the published table parses");
            Known {
                source: r.source,
                classes_text: r.text,
                total: LogNum(ln_value).scale(8.0),
                quoted: r.quoted,
                relative_std_error: match r.quoted {
                    Quoted::Interval99 => relative / z99,
                    Quoted::StandardError | Quoted::Exact => relative,
                },
            }
        })
        .collect()
}

/// The exact number of semi-magic squares of order `n` (all of them, not classes), where it
/// is known: our enumerator at orders 3 and 4, the published exact counts at 5 (Trump) and 6
/// (Ripatti). The rearrange method's control variate, which every compilation of it reads:
/// kept once a process for the orders the method takes (the enumeration of order 4 takes a
/// few tenths of a second).
pub fn exact_semi_magic_total(n: usize) -> Option<f64> {
    static KEPT: [OnceLock<Option<f64>>; 9] = [const { OnceLock::new() }; 9];
    match KEPT.get(n) {
        Some(kept) => *kept.get_or_init(|| semi_magic_total(n)),
        None => semi_magic_total(n),
    }
}

/// [`exact_semi_magic_total`], worked out.
fn semi_magic_total(n: usize) -> Option<f64> {
    let figures = Figures::Square(SquareKind::SemiMagic, n);
    if let Some(x) = exact_total(figures) {
        return Some(x as f64);
    }
    known(figures)
        .into_iter()
        .find(|k| k.quoted == Quoted::Exact)
        .map(|k| k.total.0.exp())
}

/// The exact total from our enumerators, where it is quick: squares of order 3 and 4 (the
/// generic `square count` engine), associative and ultramagic squares of order 5 (the
/// order-5 kernel, well under a second), cubes of order 3 (the census).
pub fn exact_total(figures: Figures) -> Option<u128> {
    let count = |n, kind, method| {
        let p = SquareCount::new(n, kind, method, false).ok()?;
        let mut total = Tally::new();
        for u in 0..p.unit_count() {
            total.merge(&p.run_unit(u, &mut |_| {}));
        }
        Some(total.get("count"))
    };
    match figures {
        Figures::Square(kind, n @ (3 | 4)) => count(n, kind, CountMethod::Generic),
        Figures::Square(kind @ (SquareKind::Associative | SquareKind::Ultramagic), 5) => {
            count(5, kind, CountMethod::Fast)
        }
        Figures::Cube(kind, 3)
            if matches!(
                kind,
                CubeKind::Simple | CubeKind::SemiMagic | CubeKind::Associative
            ) =>
        {
            Some(census::cube_representatives(3, kind, 1).ok()?.len() as u128 * 48)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_small_counts() {
        assert_eq!(exact_total(Figures::Square(SquareKind::Magic, 3)), Some(8));
        assert_eq!(exact_total(Figures::Square(SquareKind::Magic, 4)), Some(7040));
        assert_eq!(exact_total(Figures::Cube(CubeKind::Simple, 3)), Some(192));
        assert_eq!(exact_total(Figures::Cube(CubeKind::Associative, 3)), Some(192));
        assert_eq!(exact_total(Figures::Square(SquareKind::Magic, 6)), None);
    }

    #[test]
    fn order_five_counts_that_take_no_time() {
        // Against the published 48,544 and 16 classes (Trump's table), times 8.
        assert_eq!(
            exact_total(Figures::Square(SquareKind::Associative, 5)),
            Some(388_352)
        );
        assert_eq!(exact_total(Figures::Square(SquareKind::Ultramagic, 5)), Some(128));
    }

    #[test]
    fn published_order_six() {
        let k = known(Figures::Square(SquareKind::Magic, 6));
        assert_eq!(k.len(), 4);
        assert_eq!(k[0].total.scientific(6), "1.420311e20");
        assert_eq!(k[0].relative_std_error, 0.0);
    }

    #[test]
    fn printed_figures_parse_with_their_uncertainty() {
        let close = |a: f64, b: f64| (a / b - 1.0).abs() < 1e-12;
        let (v, e) = parse_figure("275,305,224").unwrap();
        assert!(close(v, 275_305_224f64.ln()) && e == 0.0);
        let (v, e) = parse_figure("3.79809(50)e34").unwrap();
        assert!(close(v, 3.79809e34f64.ln()) && close(e, 0.0005 / 3.79809));
        let (v, e) = parse_figure("0.17745(16)e20").unwrap();
        assert!(close(v, 1.7745e19f64.ln()) && close(e, 0.00016 / 0.17745));
        // Past the range of an f64 the log stays finite.
        let (v, e) = parse_figure("6.56(29)e2056").unwrap();
        assert!(close(v, 6.56f64.ln() + 2056.0 * std::f64::consts::LN_10) && close(e, 0.29 / 6.56));
        assert_eq!(parse_figure("1.2(3"), None);
        for r in &PUBLISHED {
            assert!(parse_figure(r.text).is_some(), "{}", r.text);
            assert_eq!(r.quoted == Quoted::Exact, !r.text.contains('('), "{}", r.text);
        }
    }

    #[test]
    fn a_99_percent_interval_is_read_as_2_576_standard_errors() {
        let k = known(Figures::Square(SquareKind::Magic, 7));
        let trump = k.iter().find(|k| k.quoted == Quoted::Interval99).unwrap();
        let expected = 0.0005 / 3.79809 / 2.575829;
        assert!((trump.relative_std_error / expected - 1.0).abs() < 1e-6);
        let kk = k.iter().find(|k| k.quoted == Quoted::StandardError).unwrap();
        assert!((kk.relative_std_error - 0.0070 / 3.7983).abs() < 1e-12);
    }
}
