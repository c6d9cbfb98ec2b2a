//! The text and the JSON fields that end an estimate: the estimate in total and per class,
//! its error and intervals, a warning when too few samples reached a figure, and beside it
//! our exact count and the published figures with their distances.

use serde_json::{json, Value};

use super::reference;
use super::stats::{Estimate, LogNum};
use super::Figures;

/// Fewer non-zero samples than this and the summary warns that its error bar is unreliable.
pub(crate) const FEW_HITS: u128 = 30;

/// The summary of a run none of whose samples reached a figure: no interval can be drawn
/// from all-zero samples (their spread is zero), so it says that instead of printing one.
fn no_hits_summary(figures: Figures, what: &str, e: &Estimate) -> (Value, String) {
    let note = format!(
        "no sample reached a whole figure, so this run gives no estimate of the number of {what} (only that this method seldom reaches them); run more samples or another method"
    );
    let fields = json!({
        "estimate": "0", "hits": "0", "samples": e.samples.to_string(),
        "batches": e.batches.to_string(), "group": figures.group_name(), "note": note,
    });
    let text = format!(
        "{note}\n{} samples in {} batches, 0 non-zero\n",
        e.samples, e.batches
    );
    (fields, text)
}

/// The summary fields and text: the estimate in total and per class, its error and
/// intervals, and beside it our exact count and the published figures. `whole_tree`: every
/// sample counted the whole tree exactly, so each is the count itself.
pub(super) fn summarize(
    figures: Figures,
    what: &str,
    e: &Estimate,
    exact: Option<u128>,
    known: &[reference::Known],
    whole_tree: bool,
) -> (Value, String) {
    if e.hits == 0 {
        return no_hits_summary(figures, what, e);
    }
    let (mut fields, mut text) = estimate_summary(figures, what, e);
    if whole_tree {
        // Identical samples have no spread to misjudge: the few-samples warning would only
        // cast doubt on an exact count (its printed error is the fixed-point sums' rounding).
        text += "every sample counted the whole tree exactly: the estimate is the count itself, its error only rounding\n";
        fields["whole_tree"] = json!(true);
    } else if e.hits < FEW_HITS {
        // A heavy-tailed estimator's spread is itself estimated from its rare hits: with a
        // handful of them the error bar can be off by orders of magnitude (order-4 cubes by
        // population: 11 hits of 100 runs, research/notes/order4-cubes.md).
        text += &format!(
            "warning: only {} samples reached a whole figure; with so few the standard error is itself unreliable (run more samples)\n",
            e.hits
        );
        fields["warning"] = json!("few samples reached a whole figure; the standard error is unreliable");
    }
    if let Some(x) = exact {
        text += &beside_exact(e, x, &mut fields);
    }
    text += &beside_published(e, known, &mut fields);
    (fields, text)
}

/// The estimate itself: in total and per class, its standard error and intervals, and the
/// samples it rests on.
fn estimate_summary(figures: Figures, what: &str, e: &Estimate) -> (Value, String) {
    let g = 1.0 / figures.group_order() as f64;
    let (lo95, hi95) = e.interval(0.95);
    let (lo99, hi99) = e.interval(0.99);
    let rel = e.relative_error();
    let fields = json!({
        "estimate": e.mean.scientific(9),
        "std_error": e.std_error.scientific(3),
        "relative_error": rel,
        "ci95": [lo95.scientific(9), hi95.scientific(9)],
        "ci99": [lo99.scientific(9), hi99.scientific(9)],
        "classes_estimate": e.mean.scale(g).scientific(9),
        "classes_std_error": e.std_error.scale(g).scientific(3),
        "group": figures.group_name(),
        "samples": e.samples.to_string(),
        "batches": e.batches.to_string(),
        "hits": e.hits.to_string(),
    });
    let text = format!(
        "estimate {} ± {} (relative error {:.2e}) {}; up to the {}: {} ± {}\n95% interval [{}, {}]; 99% interval [{}, {}]\n{} samples in {} batches, {} non-zero\n",
        e.mean.scientific(6),
        e.std_error.scientific(2),
        rel,
        what,
        figures.group_name(),
        e.mean.scale(g).scientific(6),
        e.std_error.scale(g).scientific(2),
        lo95.scientific(6),
        hi95.scientific(6),
        lo99.scientific(6),
        hi99.scientific(6),
        e.samples,
        e.batches,
        e.hits
    );
    (fields, text)
}

/// Our exact count beside the estimate, in the estimate's standard errors.
fn beside_exact(e: &Estimate, x: u128, fields: &mut Value) -> String {
    let l = LogNum::from_f64(x as f64);
    fields["exact"] = json!(x.to_string());
    fields["exact_z"] = json!(e.z_score(l));
    format!(
        "exact (our enumerator): {x}, {:+.2} standard errors from the estimate\n",
        e.z_score(l)
    )
}

/// The published figures beside the estimate, each with its distance.
fn beside_published(e: &Estimate, known: &[reference::Known], fields: &mut Value) -> String {
    let mut refs = Vec::new();
    let mut text = String::new();
    for k in known {
        // A published estimate has an error of its own: z is in combined standard errors.
        let z = e.z_score_against(k.total, k.relative_std_error);
        refs.push(json!({
            "source": k.source, "classes": k.classes_text, "total": k.total.scientific(9),
            "quoted": k.quoted.describe(), "relative_std_error": k.relative_std_error, "z": z,
        }));
        let (quoted, unit) = match k.quoted {
            reference::Quoted::Exact => (String::new(), "standard errors"),
            q => (format!(" ({})", q.describe()), "combined standard errors"),
        };
        text += &format!(
            "published ({}): {}{quoted} up to symmetry, {} in total; {z:+.2} {unit} from the estimate\n",
            k.source,
            k.classes_text,
            k.total.scientific(6),
        );
    }
    fields["published"] = Value::Array(refs);
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::CubeKind;

    #[test]
    fn a_run_with_no_figure_says_so_instead_of_printing_an_interval() {
        let e = Estimate {
            batches: 2,
            samples: 2,
            hits: 0,
            mean: LogNum::ZERO,
            std_error: LogNum::ZERO,
        };
        let (fields, text) = summarize(
            Figures::Cube(CubeKind::Simple, 4),
            "simple cubes of order 4",
            &e,
            None,
            &[],
            false,
        );
        assert!(text.starts_with("no sample reached a whole figure"), "{text}");
        assert!(!text.contains("NaN") && !text.contains("interval"), "{text}");
        assert_eq!(fields["estimate"], "0");
        assert_eq!(fields["hits"], "0");
    }

    #[test]
    fn a_run_with_few_figures_warns_that_its_error_bar_is_unreliable() {
        let e = |hits| Estimate {
            batches: 100,
            samples: 100,
            hits,
            mean: LogNum::from_f64(1e14),
            std_error: LogNum::from_f64(7e13),
        };
        let figures = Figures::Cube(CubeKind::Simple, 4);
        let (fields, text) = summarize(figures, "simple cubes of order 4", &e(11), None, &[], false);
        assert!(
            text.contains("warning: only 11 samples reached a whole figure"),
            "{text}"
        );
        assert!(fields.get("warning").is_some());
        let (fields, text) = summarize(figures, "simple cubes of order 4", &e(FEW_HITS), None, &[], false);
        assert!(
            !text.contains("warning") && fields.get("warning").is_none(),
            "{text}"
        );
        // Five identical whole-tree counts: the count itself, not a doubtful estimate.
        let (fields, text) = summarize(figures, "simple cubes of order 4", &e(5), None, &[], true);
        assert!(
            !text.contains("warning") && fields.get("warning").is_none(),
            "{text}"
        );
        assert!(text.contains("the estimate is the count itself"), "{text}");
        assert_eq!(fields["whole_tree"], true);
    }
}
