use cubelab::geometry::symmetry::symmetry_breaking_pairs;
use cubelab::magic::enumerate::SumSystem;
use cubelab::magic::kind::*;
fn main() {
    for k in SquareKind::ALL {
        let sys = SumSystem::with_order(16, &k.constraints(4), &symmetry_breaking_pairs::<2>(4)).unwrap();
        let t = std::time::Instant::now();
        let c = sys.count_and_nodes(&[]);
        println!("sq4 {k:?}: {c:?} in {:?}; order {:?}", t.elapsed(), sys.order());
    }
    for k in CubeKind::ALL {
        let sys = SumSystem::with_order(27, &k.constraints(3), &symmetry_breaking_pairs::<3>(3)).unwrap();
        let t = std::time::Instant::now();
        let c = sys.count_and_nodes(&[]);
        println!("cube3 {k:?}: {c:?} in {:?}", t.elapsed());
    }
}
