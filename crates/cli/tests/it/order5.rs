//! Order-5 counts by the fast diagonal kernel and by the generic sum-system kernel, against
//! the published figures: associative 48,544 classes (388,352 squares), pandiagonal 3,600
//! (28,800), ultramagic 16 (128), magic 275,305,224 (2,202,441,792).
//! The slow cases are ignored by default; run them with
//! `cargo test --release -p cubelab-cli --test it order5:: -- --ignored`.

use cubelab::magic::count::{Method, SquareCount};
use cubelab::magic::order5::{self, DiagonalFilter, Reduction, Scratch};
use cubelab::search::{Problem, Tally};
use cubelab::SquareKind;

fn count(kind: SquareKind, method: Method) -> (u128, u128) {
    let p = SquareCount::new(5, kind, method, false).unwrap();
    let mut t = Tally::new();
    for u in 0..p.unit_count() {
        t.merge(&p.run_unit(u, &mut |_| {}));
    }
    (t.get("count"), t.get("classes"))
}

#[test]
fn associative_by_both_kernels() {
    let fast = count(SquareKind::Associative, Method::Fast);
    assert_eq!(fast, (388_352, 48_544));
    assert_eq!(count(SquareKind::Associative, Method::Generic), fast);
}

#[test]
fn ultramagic_by_both_kernels() {
    let fast = count(SquareKind::Ultramagic, Method::Fast);
    assert_eq!(fast, (128, 16));
    assert_eq!(count(SquareKind::Ultramagic, Method::Generic), fast);
}

#[test]
#[ignore = "fast: about 30 CPU s; generic: about 3 CPU hours (estimated from its progress)"]
fn pandiagonal_by_both_kernels() {
    let fast = count(SquareKind::Pandiagonal, Method::Fast);
    assert_eq!(fast, (28_800, 3_600));
    assert_eq!(count(SquareKind::Pandiagonal, Method::Generic), fast);
}

#[test]
#[ignore = "about 40 CPU s"]
fn magic_order_five() {
    assert_eq!(
        count(SquareKind::Magic, Method::Fast),
        (2_202_441_792, 275_305_224)
    );
}

/// The plain magic count's second method, unit by unit: a random sample of the fast
/// kernel's work units, one of them with centre 12 (where the complement pairs the
/// representatives), is counted again by the sum-system twin (`magic::order5_twin`). The
/// sample is drawn from `CUBELAB_SAMPLE_SEED` (default 1); the whole count by the twin is
/// `magic_order_five_by_the_twin` below.
#[test]
fn magic_order_five_units_by_the_twin() {
    use cubelab::magic::order5_twin;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let seed = std::env::var("CUBELAB_SAMPLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1u64);
    let fast = SquareCount::new(5, SquareKind::Magic, Method::Fast, false).unwrap();
    let units = order5::units(Reduction::Full64, DiagonalFilter::Any);
    assert_eq!(units.len(), fast.unit_count());
    let sys = order5_twin::system();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let all: Vec<usize> = (0..units.len()).collect();
    let centre12: Vec<usize> = all.iter().copied().filter(|&u| units[u][0] == 12).collect();
    let mut sample: Vec<usize> = all.choose_multiple(&mut rng, 2).copied().collect();
    sample.extend(centre12.choose_multiple(&mut rng, 1));
    let mut nonzero = 0;
    for u in sample {
        let by_kernel = fast.run_unit(u, &mut |_| {}).get("count");
        let by_twin = order5_twin::unit_count(&sys, units[u]);
        assert_eq!(by_kernel, by_twin, "unit {u} {:?}", units[u]);
        nonzero += (by_twin > 0) as usize;
    }
    assert!(nonzero > 0, "a sample of empty units compares nothing");
}

/// The complement folded into the plain magic count, checked by the kernel without the fold
/// (every representative of the 32 weighted 32): centres 0 and 24 hold as many squares (the
/// complement maps one onto the other), and at centre 12 the folded weights (64, 32, 0 by
/// pairs) add up to what the unfolded count gives.
#[test]
fn complement_fold_against_the_unfolded_count() {
    let mut s = Scratch::default();
    let mut centre = |e: u8, reduction: Reduction| -> u128 {
        order5::units(reduction, DiagonalFilter::Any)
            .into_iter()
            .filter(|u| u[0] == e)
            .map(|u| order5::count_unit(u, reduction, DiagonalFilter::Any, &mut s))
            .sum()
    };
    let (low, high) = (centre(0, Reduction::Full32), centre(24, Reduction::Full32));
    assert!(low > 0);
    assert_eq!(low, high);
    assert_eq!(centre(0, Reduction::Full64), 2 * low);
    assert_eq!(centre(12, Reduction::Full64), centre(12, Reduction::Full32));
}

/// The whole order-5 magic count by the twin alone, to compare with the published figure and
/// the fast kernel: `cargo test --release -p cubelab-cli --test it order5::magic_order_five_by_the_twin -- --ignored`
/// (several CPU hours). As a resumable, shardable run with progress:
/// `cubelab square count --order 5 --method generic --checkpoint twin.ck` (docs/order5.md).
#[test]
#[ignore = "several CPU hours: every unit by the sum-system twin"]
fn magic_order_five_by_the_twin() {
    assert_eq!(
        count(SquareKind::Magic, Method::Generic),
        (2_202_441_792, 275_305_224)
    );
}
