use cubelab::geometry::symmetry::symmetry_breaking_pairs;
use cubelab::magic::enumerate::SumSystem;
use cubelab::magic::kind::*;
fn main() {
    let pairs = symmetry_breaking_pairs::<2>(4);
    let cons = SquareKind::Magic.constraints(4);
    for order in [
        vec![0, 5, 10, 15, 3, 6, 9, 12, 1, 2, 13, 14, 4, 7, 8, 11],
        vec![0, 3, 12, 15, 5, 10, 6, 9, 1, 2, 13, 14, 4, 7, 8, 11],
        vec![0, 3, 1, 2, 5, 9, 13, 6, 12, 10, 15, 14, 4, 7, 8, 11],
        vec![0, 15, 5, 10, 3, 12, 6, 9, 1, 2, 13, 14, 4, 7, 8, 11],
        vec![5, 10, 0, 15, 6, 9, 3, 12, 1, 2, 13, 14, 4, 7, 8, 11],
    ] {
        let sys = SumSystem::with_fill_order(16, &cons, &pairs, order.clone()).unwrap();
        let t = std::time::Instant::now();
        let c = sys.count_and_nodes(&[]);
        println!("{c:?} in {:?}; order {:?}", t.elapsed(), order);
    }
    let sys = SumSystem::with_order(
        27,
        &CubeKind::Simple.constraints(3),
        &symmetry_breaking_pairs::<3>(3),
    )
    .unwrap();
    println!("cube {:?}", sys.count_and_nodes(&[]));
}
