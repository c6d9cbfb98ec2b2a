// Prints, for every kind of square (orders 4-8) and cube (orders 3-5), the kernel's sets, fill
// order and branching steps as JSON lines, for scan.py. Built by run.sh against a cubelab tree.
use cubelab::magic::kind::{CubeKind, SquareKind};
use cubelab::magic::sum_system::SumSystem;

fn dump(name: String, cells: usize, c: &[cubelab::magic::kind::Constraint]) {
    let Some(sys) = SumSystem::new(cells, c) else {
        println!("{{\"name\":\"{name}\",\"none\":true}}");
        return;
    };
    let sets: Vec<Vec<u32>> = c.iter().map(|x| x.cells.clone()).collect();
    println!(
        "{{\"name\":\"{name}\",\"cells\":{cells},\"sets\":{:?},\"order\":{:?},\"branch\":{:?}}}",
        sets,
        sys.order(),
        sys.branching_steps()
    );
}

fn main() {
    for kind in SquareKind::ALL {
        for n in 4..=8 {
            dump(format!("square {kind:?} {n}"), n * n, &kind.constraints(n));
        }
    }
    for kind in CubeKind::ALL {
        for n in 3..=5 {
            dump(format!("cube {kind:?} {n}"), n * n * n, &kind.constraints(n));
        }
    }
}
