//! `square count`: the number of magic squares of an order and kind, in total and up to the
//! 8 symmetries of the square, as a [`Problem`] for the search driver.
//!
//! Two engines. The generic one runs the [`SumSystem`] kernel from `prefixes(depth)` work
//! units and counts a solution as a class when it is its own least image under the 8
//! symmetries (so the class count is independent of the total). The order-5 engine
//! ([`super::order5`]) counts from the diagonals; for the kinds that need more than the
//! magic lines it lists the completions and checks the kind's extra constraints.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::kind::{Constraint, SquareKind};
use super::order5::{self, DiagonalFilter, Reduction, Scratch};
use super::sum_system::SumSystem;
use crate::error::{Error, Result};
use crate::format::figure::figure_from_json;
use crate::format::Figure;
use crate::geometry::{canonical, least_image, square_group, Perm};
use crate::search::{self, Problem, Tally};

/// Which engine counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum CountMethod {
    /// The fastest available: the order-5 diagonal kernel for order 5, the sum-system kernel
    /// below.
    Fast,
    /// The generic sum-system kernel with canonical classes (the independent slow twin).
    Generic,
}

/// The old name of [`CountMethod`] (kept so existing code builds).
#[doc(hidden)]
pub use CountMethod as Method;

/// Totals of a square count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareTotals {
    /// Normal squares of the order and kind.
    pub count: u128,
    /// Classes under the 8 symmetries of the square.
    pub classes: u128,
}

/// Counts the normal squares of `order` (3 to 5) and `kind` with the fastest engine, run by
/// the search driver as `opts` say; `None` when the run stopped early (cancelled or
/// stop-after: resume from its checkpoint).
///
/// ```
/// use cubelab_magic::count::count_squares;
/// use cubelab_driver::RunOptions;
/// use cubelab_magic::SquareKind;
///
/// let t = count_squares(3, SquareKind::Magic, &RunOptions::default()).unwrap().unwrap();
/// assert_eq!((t.count, t.classes), (8, 1));
/// ```
pub fn count_squares(
    order: usize,
    kind: SquareKind,
    opts: &search::RunOptions,
) -> Result<Option<SquareTotals>> {
    let problem = SquareCount::new(order, kind, CountMethod::Fast, false)?;
    Ok(match search::run_silent(&problem, opts)? {
        search::Outcome::Complete(t) => Some(SquareTotals {
            count: t.get("count"),
            classes: t.get("classes"),
        }),
        search::Outcome::Stopped { .. } => None,
    })
}

/// The spec's name: how output headers and checkpoints name this problem.
pub const NAME: &str = "square count";

/// What a `square count` run solves, as written in output headers and checkpoints (after the
/// `name`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquareCountSpec {
    /// Order of the squares.
    pub order: usize,
    /// Kind of square.
    pub kind: SquareKind,
    /// The engine that counted.
    pub method: Engine,
    /// Whether one square per class is listed.
    pub list: bool,
}

impl Engine {
    /// The name written in specs and summaries.
    pub fn name(self) -> &'static str {
        match self {
            Engine::SumSystem => "sum-system",
            Engine::Order5Diagonals => "order5-diagonals",
            Engine::Order5Complement => "order5-complement",
            Engine::SumSystemComplement => "sum-system-complement",
        }
    }
}

/// The counting engine a spec names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engine {
    /// The generic sum-system kernel.
    #[serde(rename = "sum-system")]
    SumSystem,
    /// The order-5 diagonal kernel (the kinds other than plain magic).
    #[serde(rename = "order5-diagonals")]
    Order5Diagonals,
    /// The order-5 diagonal kernel folding the complement `x -> 24 - x` (plain magic: work
    /// units with centres 0 to 12). Before it, order-5 magic counts were written as
    /// `order5-diagonals` with 6,900 units over all centres.
    #[serde(rename = "order5-complement")]
    Order5Complement,
    /// The sum-system twin of [`Engine::Order5Complement`], over the same work units (before
    /// it, `sum-system` with the 6,900 units of all centres).
    #[serde(rename = "sum-system-complement")]
    SumSystemComplement,
}

/// The least number of work units the generic engine aims for.
const GENERIC_UNITS: usize = 64;

/// Counting the magic squares of one order and kind (in total and up to the 8 symmetries), as a search-driver [`Problem`].
pub struct SquareCount {
    order: usize,
    kind: SquareKind,
    list: bool,
    engine: EngineState,
}

enum EngineState {
    Generic {
        sys: SumSystem,
        prefixes: Vec<Vec<u8>>,
        group: Vec<Perm>,
        /// Squares each solution stands for (25 torus shifts for order-5 pandiagonal).
        weight: u128,
    },
    Order5 {
        reduction: Reduction,
        filter: DiagonalFilter,
        /// Cell sets beyond the magic lines that a completion must satisfy, with their sums.
        extra: Vec<(Vec<usize>, u32)>,
        /// Squares each counted square stands for beyond the reduction's orbit weights (the
        /// 25 torus shifts of a pandiagonal square).
        shifts: u128,
        units: Vec<[u8; 3]>,
    },
    /// Order-5 magic squares by the sum-system twin over the order-5 kernel's own units
    /// ([`super::order5_twin`]): the independent whole count, unit for unit comparable.
    Twin5 { sys: SumSystem, units: Vec<[u8; 3]> },
}

impl SquareCount {
    /// Validates the request and prepares the work units.
    pub fn new(order: usize, kind: SquareKind, method: CountMethod, list: bool) -> Result<Self> {
        if let Some(why) = kind.nonexistence(order) {
            return Err(Error::impossible(why));
        }
        let engine = match (order, method) {
            (3 | 4, _) => generic(order, kind),
            (5, CountMethod::Fast) => order5_engine(kind)?,
            (5, CountMethod::Generic) if kind != SquareKind::Magic && kind != SquareKind::SemiMagic => generic(order, kind),
            (5, CountMethod::Generic) if kind == SquareKind::Magic => EngineState::Twin5 {
                sys: super::order5_twin::system(),
                units: order5::units(Reduction::Full64, DiagonalFilter::Any),
            },
            (5, CountMethod::Generic) => {
                return Err(Error::usage(format!(
                    "order 5 {}: semi-magic squares of order 5 are not counted by any kernel here (neither has a reduction for them)",
                    kind.name()
                )))
            }
            _ => {
                return Err(Error::usage(format!(
                    "order {order}: counting covers orders 3 to 5 (beyond, the counts are unknown or astronomical)"
                )))
            }
        };
        if list && order == 5 && kind == SquareKind::Magic {
            return Err(Error::usage(
                "order 5 magic: 275,305,224 classes are too many to list; count them without listing",
            ));
        }
        Ok(SquareCount {
            order,
            kind,
            list,
            engine,
        })
    }

    /// The problem a `square count` spec describes (to merge, verify or resume a run).
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let typed: SquareCountSpec = search::spec::untagged(spec, NAME, "header")?;
        let bad = || Error::input("header", format!("not a square count problem: {spec}"));
        let (order, kind, list) = (typed.order, typed.kind, typed.list);
        let method = match typed.method {
            Engine::Order5Diagonals | Engine::Order5Complement => CountMethod::Fast,
            Engine::SumSystem | Engine::SumSystemComplement => CountMethod::Generic,
        };
        let p = SquareCount::new(order, kind, method, list)?;
        if p.spec() != *spec {
            if (order, kind) == (5, SquareKind::Magic) && p.engine_name() != typed.method {
                return Err(Error::input(
                    "header",
                    format!(
                        "an order-5 magic count by the {} engine, whose work units this version no longer has \
                         (it counts with the {} engine, {} units, centres 0 to 12 and their complements): \
                         merge, verify or resume it with the version that wrote it, or count again",
                        typed.method.name(),
                        p.engine_name().name(),
                        p.unit_count()
                    ),
                ));
            }
            return Err(bad());
        }
        Ok(p)
    }

    /// The generic kernel's squares below one prefix: (squares, classes), each class
    /// counted at its least image under `group` and listed when asked.
    fn generic_unit(
        &self,
        sys: &SumSystem,
        prefix: &[u8],
        group: &[Perm],
        emit: &mut dyn FnMut(Value),
    ) -> (u128, u128) {
        let (mut count, mut classes) = (0u128, 0u128);
        sys.for_each_with_prefix(prefix, &mut |v| {
            count += 1;
            if least_image(v, group) == v {
                classes += 1;
                if self.list {
                    for p in self.expansions() {
                        emit(self.class_record(&p.apply(v), group));
                    }
                }
            }
        });
        (count, classes)
    }

    /// The squares one unit's representative diagonals stand for (weight times completions
    /// that also meet the `extra` sums), the completions listed (one record a class) when
    /// asked.
    fn order5_unit(
        &self,
        unit: [u8; 3],
        reduction: Reduction,
        filter: DiagonalFilter,
        extra: &[(Vec<usize>, u32)],
        emit: &mut dyn FnMut(Value),
    ) -> u128 {
        if extra.is_empty() && !self.list {
            return SCRATCH.with(|s| order5::count_unit(unit, reduction, filter, &mut s.borrow_mut()));
        }
        // The expansions below undo the 32 or the torus shifts, not the complement.
        assert!(
            reduction != Reduction::Full64,
            "the complement-folded count lists nothing"
        );
        let (expansions, group) = (self.expansions(), square_group().cell_perms(5));
        let mut listed = std::collections::BTreeSet::new();
        let n = SCRATCH.with(|s| {
            let s = &mut s.borrow_mut();
            let mut n = 0u128;
            order5::for_each_diagonal(unit, reduction, filter, &mut |d, weight| {
                order5::for_each_completion(d, s, &mut |sq| {
                    let holds = |(cells, sum): &(Vec<usize>, u32)| {
                        cells.iter().map(|&c| sq[c] as u32).sum::<u32>() == *sum
                    };
                    if extra.iter().all(holds) {
                        n += weight;
                        if self.list {
                            listed.extend(expansions.iter().map(|p| least_image(&p.apply(&sq[..]), &group)));
                        }
                    }
                });
            });
            n
        });
        for sq in listed {
            emit(self.class_record(&sq, &group));
        }
        n
    }

    /// The transformations whose images of one counted square lie in distinct classes and
    /// make up everything that square stands for (its weight / 8 classes).
    fn expansions(&self) -> Vec<Perm> {
        match &self.engine {
            EngineState::Order5 {
                reduction: Reduction::Full32,
                ..
            } => order5::diagonal_group(),
            _ if self.order == 5 && self.kind == SquareKind::Pandiagonal => torus_shifts(5),
            _ => vec![Perm::identity(self.order * self.order)],
        }
    }

    /// The result record of the class of `v` (0-based values): its least member on 1..n^2.
    fn class_record(&self, v: &[u8], group: &[Perm]) -> Value {
        let (least, orbit) = canonical(v, group);
        let mut rec = Figure::square(self.order, least.iter().map(|&x| x as i64 + 1).collect()).to_json();
        rec["orbit"] = json!(orbit);
        rec
    }

    fn engine_name(&self) -> Engine {
        match self.engine {
            EngineState::Generic { .. } => Engine::SumSystem,
            EngineState::Twin5 { .. } => Engine::SumSystemComplement,
            EngineState::Order5 {
                reduction: Reduction::Full64,
                ..
            } => Engine::Order5Complement,
            EngineState::Order5 { .. } => Engine::Order5Diagonals,
        }
    }
}

fn generic(order: usize, kind: SquareKind) -> EngineState {
    let mut constraints = kind.constraints(order);
    // Pandiagonal squares of order 5: every torus shift of one is another, and exactly one
    // of the 25 shifts puts the middle value in the centre. A one-cell constraint (the cell
    // equals the mean) fixes it there, and each solution stands for 25 squares.
    let weight = if order == 5 && kind == SquareKind::Pandiagonal {
        constraints.push(Constraint {
            name: "centre",
            cells: vec![12],
            label: "centre cell".into(),
        });
        25
    } else {
        1
    };
    let sys = SumSystem::new(order * order, &constraints).expect("normal squares have integer line targets");
    let target = if order >= 5 {
        20 * GENERIC_UNITS
    } else {
        GENERIC_UNITS
    };
    let mut depth = 1;
    let mut prefixes = sys.prefixes(depth);
    while prefixes.len() < target && depth < order * order {
        depth += 1;
        prefixes = sys.prefixes(depth);
    }
    EngineState::Generic {
        sys,
        prefixes,
        group: square_group().cell_perms(order),
        weight,
    }
}

fn order5_engine(kind: SquareKind) -> Result<EngineState> {
    // Constraints beyond rows, columns and the two diagonals.
    let magic_lines = SquareKind::Magic.constraints(5);
    let extra = |k: SquareKind| -> Vec<(Vec<usize>, u32)> {
        k.constraints(5)
            .into_iter()
            .filter(|c| !magic_lines.contains(c))
            .map(|c| {
                (
                    c.cells.iter().map(|&x| x as usize).collect(),
                    12 * c.cells.len() as u32,
                )
            })
            .collect()
    };
    let (reduction, filter, shifts) = match kind {
        // The 32 and the complement: centres 0 to 12.
        SquareKind::Magic => (Reduction::Full64, DiagonalFilter::Any, 1),
        // The group of 32 keeps centrally symmetric pairs symmetric. The complement of an
        // associative square is its half-turn, already among the 32: nothing to fold.
        SquareKind::Associative => (Reduction::Full32, DiagonalFilter::Associative, 1),
        // Torus shifts keep a square pandiagonal; exactly one of the 25 shifts puts 12 in the
        // centre. The M-transformations do not keep broken diagonals: only the 8 symmetries.
        SquareKind::Pandiagonal => (Reduction::Square8, DiagonalFilter::Centre12, 25),
        SquareKind::Ultramagic => (Reduction::Square8, DiagonalFilter::Associative, 1),
        SquareKind::SemiMagic => {
            return Err(Error::usage(
                "order 5 semi-magic: the order-5 kernel counts squares with magic diagonals; semi-magic squares of order 5 are not counted",
            ))
        }
        SquareKind::MostPerfect => unreachable!("no most-perfect square of order 5 (rejected above)"),
    };
    Ok(EngineState::Order5 {
        reduction,
        filter,
        extra: extra(kind),
        shifts,
        units: order5::units(reduction, filter),
    })
}

/// The `n * n` cyclic shifts of the torus as cell permutations.
fn torus_shifts(n: usize) -> Vec<Perm> {
    let shift = |dr: usize, dc: usize| {
        let images = (0..n * n)
            .map(|c| (((c / n + dr) % n) * n + (c % n + dc) % n) as u32)
            .collect();
        Perm::from_images(images).expect("a shift permutes the cells")
    };
    (0..n * n).map(|k| shift(k / n, k % n)).collect()
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

impl Problem for SquareCount {
    fn spec(&self) -> Value {
        let spec = SquareCountSpec {
            order: self.order,
            kind: self.kind,
            method: self.engine_name(),
            list: self.list,
        };
        search::spec::tagged(NAME, &spec)
    }

    fn unit_count(&self) -> usize {
        match &self.engine {
            EngineState::Generic { prefixes, .. } => prefixes.len(),
            EngineState::Order5 { units, .. } | EngineState::Twin5 { units, .. } => units.len(),
        }
    }

    fn run_unit(&self, unit: usize, emit: &mut dyn FnMut(Value)) -> Tally {
        let mut t = Tally::new();
        match &self.engine {
            EngineState::Generic {
                sys,
                prefixes,
                group,
                weight,
            } => {
                let (count, classes) = self.generic_unit(sys, &prefixes[unit], group, emit);
                // The 8 symmetries keep the centre, so classes scale by the same weight.
                t.add("count", weight * count);
                t.add("classes", weight * classes);
            }
            EngineState::Order5 {
                reduction,
                filter,
                extra,
                shifts,
                units,
            } => {
                let n = shifts * self.order5_unit(units[unit], *reduction, *filter, extra, emit);
                // Every symmetry class has 8 members: a non-identity symmetry moves some
                // cell, so it cannot fix a square of distinct entries. Every weight (64, 32,
                // 8, times 25) is a multiple of 8.
                debug_assert_eq!(n % 8, 0);
                t.add("count", n);
                t.add("classes", n / 8);
            }
            EngineState::Twin5 { sys, units } => {
                // As for the fast kernel: weights 64 and 32, classes of 8 each.
                let n = super::order5_twin::unit_count(sys, units[unit]);
                debug_assert_eq!(n % 8, 0);
                t.add("count", n);
                t.add("classes", n / 8);
            }
        }
        t
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let (count, classes) = (total.get("count"), total.get("classes"));
        let fields = json!({
            "count": crate::search::tally::count_json(count),
            "classes": crate::search::tally::count_json(classes),
            "group": "8 symmetries of the square",
        });
        let text = format!(
            "{count} {} squares of order {}; {classes} up to the 8 symmetries of the square\n",
            self.kind.name(),
            self.order
        );
        (fields, text)
    }

    fn heading(&self) -> String {
        format!(
            "{} squares of order {} on 1..{} ({} engine)\n",
            self.kind.name(),
            self.order,
            self.order * self.order,
            self.engine_name().name()
        )
    }

    fn result_text(&self, record: &Value) -> String {
        match figure_from_json(record, "result") {
            Ok(Some(f)) => format!("orbit {}:\n{}\n", record["orbit"], f.to_text()),
            _ => format!("{record}\n"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(p: &SquareCount) -> Tally {
        let mut t = Tally::new();
        for u in 0..p.unit_count() {
            t.merge(&p.run_unit(u, &mut |_| {}));
        }
        t
    }

    #[test]
    fn small_orders() {
        let p = SquareCount::new(3, SquareKind::Magic, CountMethod::Fast, false).unwrap();
        assert_eq!((total(&p).get("count"), total(&p).get("classes")), (8, 1));
        let p = SquareCount::new(4, SquareKind::Magic, CountMethod::Generic, false).unwrap();
        let t = total(&p);
        assert_eq!((t.get("count"), t.get("classes")), (7040, 880));
    }

    #[test]
    fn ultramagic_both_engines() {
        let fast = total(&SquareCount::new(5, SquareKind::Ultramagic, CountMethod::Fast, false).unwrap());
        let slow = total(&SquareCount::new(5, SquareKind::Ultramagic, CountMethod::Generic, false).unwrap());
        assert_eq!(fast, slow);
        assert_eq!((fast.get("count"), fast.get("classes")), (128, 16));
    }

    /// The listed classes of both engines: the same set, as many as counted, each valid.
    #[test]
    fn ultramagic_and_associative_listings() {
        for kind in [SquareKind::Ultramagic, SquareKind::Associative] {
            let listing = |m| {
                let p = SquareCount::new(5, kind, m, true).unwrap();
                let mut recs = Vec::new();
                let mut t = Tally::new();
                for u in 0..p.unit_count() {
                    t.merge(&p.run_unit(u, &mut |r| recs.push(r.to_string())));
                }
                assert_eq!(recs.len() as u128, t.get("classes"));
                recs.sort();
                recs
            };
            let fast = listing(CountMethod::Fast);
            assert_eq!(fast, listing(CountMethod::Generic), "{kind:?}");
            let first = figure_from_json(&serde_json::from_str(&fast[0]).unwrap(), "t")
                .unwrap()
                .unwrap();
            assert!(cubelab_check::figure::check(&first)
                .kinds
                .iter()
                .any(|k| k.kind == kind.name() && k.holds));
        }
    }

    #[test]
    fn bad_requests() {
        assert!(SquareCount::new(2, SquareKind::Magic, CountMethod::Fast, false).is_err());
        assert!(SquareCount::new(6, SquareKind::Magic, CountMethod::Fast, false).is_err());
        // Order-5 magic by the generic method is the twin over the fast kernel's units.
        assert!(SquareCount::new(5, SquareKind::Magic, CountMethod::Generic, false).is_ok());
        assert!(SquareCount::new(5, SquareKind::SemiMagic, CountMethod::Generic, false).is_err());
        assert!(SquareCount::new(5, SquareKind::Magic, CountMethod::Fast, true).is_err());
        assert!(SquareCount::new(5, SquareKind::Ultramagic, CountMethod::Fast, true).is_ok());
        assert!(SquareCount::new(5, SquareKind::SemiMagic, CountMethod::Fast, false).is_err());
    }

    #[test]
    fn spec_round_trip() {
        let p = SquareCount::new(4, SquareKind::SemiMagic, CountMethod::Fast, true).unwrap();
        let q = SquareCount::from_spec(&p.spec()).unwrap();
        assert_eq!(q.spec(), p.spec());
        assert!(SquareCount::from_spec(&json!({"name": "square count"})).is_err());
    }

    /// Order-5 magic counts name the engine that folds the complement (its units differ
    /// from the earlier engine's); outputs and checkpoints of the earlier engines are refused
    /// by their spec with a message that says so; the other kinds keep their engine.
    #[test]
    fn order5_specs_name_their_units() {
        for (method, engine) in [
            (CountMethod::Fast, "order5-complement"),
            (CountMethod::Generic, "sum-system-complement"),
        ] {
            let p = SquareCount::new(5, SquareKind::Magic, method, false).unwrap();
            assert_eq!(p.spec()["method"], engine);
            assert_eq!(SquareCount::from_spec(&p.spec()).unwrap().spec(), p.spec());
            assert_eq!(
                p.unit_count(),
                order5::units(Reduction::Full64, DiagonalFilter::Any).len()
            );
        }
        for old in ["order5-diagonals", "sum-system"] {
            let spec =
                json!({"name": "square count", "order": 5, "kind": "magic", "method": old, "list": false});
            let err = SquareCount::from_spec(&spec).err().expect("refused").to_string();
            assert!(err.contains(old) && err.contains("no longer"), "{err}");
        }
        let p = SquareCount::new(5, SquareKind::Associative, CountMethod::Fast, false).unwrap();
        assert_eq!(p.spec()["method"], "order5-diagonals");
        let mut wrong = p.spec();
        wrong["method"] = json!("order5-complement");
        assert!(SquareCount::from_spec(&wrong).is_err());
    }
}
