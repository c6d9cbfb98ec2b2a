// Knuth probes of the kernel tree of one kind of square: KIND ORDER PROBES EXACT_FROM (the step
// from which subtrees are counted exactly). Built like dump.rs (see run.sh), against b86d4aa.
use cubelab::magic::kind::SquareKind;
use cubelab::magic::sum_system::SumSystem;
use rand::{Rng, SeedableRng};
fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let kind: SquareKind = serde_json::from_value(a[0].clone().into()).unwrap();
    let n: usize = a[1].parse().unwrap();
    let probes: usize = a[2].parse().unwrap();
    let exact_from: usize = a[3].parse().unwrap();
    let c = kind.constraints(n);
    let sys = SumSystem::new(n * n, &c).unwrap();
    println!("{kind:?} {n}: branching {:?}", sys.branching_steps());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let (mut sum, mut sq, mut hits) = (0.0f64, 0.0f64, 0);
    let t = std::time::Instant::now();
    for _ in 0..probes {
        let p = sys.probe(exact_from, 0, &mut |k| rng.gen_range(0..k));
        if p.tail > 0 { hits += 1; let x = p.ln_branching.exp() * p.tail as f64; sum += x; sq += x * x; }
    }
    let m = sum / probes as f64;
    let se = ((sq / probes as f64 - m * m) / probes as f64).sqrt();
    println!("{probes} probes, {hits} non-zero, total {:.4e} ± {:.2e}, classes/8 {:.4e}, {:.1} s", m, se, m / 8.0, t.elapsed().as_secs_f64());
}
