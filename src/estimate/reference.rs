//! What an estimate is compared with: exact counts from our own enumerators where they take
//! at most a second or two, and published figures (with their sources) where they exist.
//! The published figures are only ever shown beside an estimate, never used to make one.

use super::stats::LogNum;
use super::Target;
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
}

/// Published counts up to the 8 symmetries of magic squares: (order, figure as printed,
/// mantissa, decimal exponent, source). Kitajima and Kikuchi's table (PLoS ONE 10(5):
/// e0125062) covers orders 3 to 30; only the rows quoted here were found in the text we could
/// read (orders 6, 7, 8 and, in the abstract, 30).
const MAGIC_SQUARES: [(usize, &str, f64, i32, &str); 10] = [
    (5, "275,305,224", 2.75305224, 8, "Schroeppel 1973, OEIS A006052"),
    (
        6,
        "17,753,889,197,660,635,632",
        1.7753889197660636,
        19,
        "Mino 2024 (exact), OEIS A006052",
    ),
    (
        6,
        "1.775399(42)e19",
        1.775399,
        19,
        "Trump, Monte Carlo backtracking",
    ),
    (
        6,
        "0.17745(16)e20",
        1.7745,
        19,
        "Pinn and Wieczerkowski, parallel tempering, 1998",
    ),
    (6, "1.77543(73)e19", 1.77543, 19, KK),
    (
        7,
        "3.79809(50)e34",
        3.79809,
        34,
        "Trump, Monte Carlo backtracking",
    ),
    (7, "3.7983(70)e34", 3.7983, 34, KK),
    (8, "5.2225(18)e54", 5.2225, 54, "Trump, Monte Carlo backtracking"),
    (8, "5.223(14)e54", 5.223, 54, KK),
    (30, "6.56(29)e2056", 6.56, 2056, KK),
];

/// Kitajima and Kikuchi's multicanonical Monte Carlo.
const KK: &str = "Kitajima and Kikuchi, multicanonical, PLoS ONE 2015";

/// The published figures for `target`.
pub fn known(target: Target) -> Vec<Known> {
    let Target::Square(SquareKind::Magic, n) = target else {
        return Vec::new();
    };
    MAGIC_SQUARES
        .iter()
        .filter(|r| r.0 == n)
        .map(|&(_, text, mant, exp, source)| Known {
            source,
            classes_text: text,
            total: LogNum(mant.ln() + exp as f64 * std::f64::consts::LN_10).scale(8.0),
        })
        .collect()
}

/// The exact total from our enumerators, where it is quick: squares of order 3 and 4 (the
/// generic `square count` engine), cubes of order 3 (the census).
pub fn exact_total(target: Target) -> Option<u128> {
    match target {
        Target::Square(kind, n @ (3 | 4)) => {
            let p = SquareCount::new(n, kind, CountMethod::Generic, false).ok()?;
            let mut total = Tally::new();
            for u in 0..p.unit_count() {
                total.merge(&p.run_unit(u, &mut |_| {}));
            }
            Some(total.get("count"))
        }
        Target::Cube(kind, 3) if matches!(kind, CubeKind::Simple | CubeKind::SemiMagic) => {
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
        assert_eq!(exact_total(Target::Square(SquareKind::Magic, 3)), Some(8));
        assert_eq!(exact_total(Target::Square(SquareKind::Magic, 4)), Some(7040));
        assert_eq!(exact_total(Target::Cube(CubeKind::Simple, 3)), Some(192));
        assert_eq!(exact_total(Target::Square(SquareKind::Magic, 6)), None);
    }

    #[test]
    fn published_order_six() {
        let k = known(Target::Square(SquareKind::Magic, 6));
        assert_eq!(k.len(), 4);
        assert_eq!(k[0].total.scientific(6), "1.420311e20");
    }
}
